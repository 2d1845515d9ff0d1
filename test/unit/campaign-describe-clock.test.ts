/**
 * `clockText` (src/campaign/describeEvents.ts): the log's wall-clock text of a campaign minute, from
 * the same calendar arithmetic as the top bar's clock (`localTime.ts`): `HH:MM` on the start day,
 * `HH:MM on day n` after (day 0 before it), `campaign minute n` when the start is unknown, not of the
 * form, not a real date, or the minute is not whole.
 */
import { describe, expect, it } from 'vitest';
import { clockText } from '../../src/campaign/model/localTime.ts';
import { formatCampaignClock } from '../../src/campaign/model/localTime.ts';

describe('clockText', () => {
  it('reads the time as the clock does, and counts days from the start day', () => {
    const start = '1917-11-20T06:20';
    expect([0, 100, 1059, 1060, 1180, 2499, 2500, -380, -381].map((m) => clockText(start, m))).toEqual([
      '06:20',
      '08:00',
      '23:59',
      '00:00 on day 2',
      '02:00 on day 2',
      '23:59 on day 2',
      '00:00 on day 3',
      '00:00',
      '23:59 on day 0',
    ]);
    // The time is the clock's own: `Wed 21 Nov 1917 02:00` ends with the same HH:MM.
    for (const m of [0, 777, 1180, 4321]) expect(formatCampaignClock(start, m).endsWith(clockText(start, m).slice(0, 5))).toBe(true);
    // Across a month end and a leap day the day count still runs from the start day.
    expect([clockText('1916-02-28T23:30', 30), clockText('1916-02-28T23:30', 24 * 60 + 30)]).toEqual(['00:00 on day 2', '00:00 on day 3']);
  });

  it('says “campaign minute n” when it cannot tell the time', () => {
    expect([clockText(undefined, 5), clockText('bad', 5), clockText('1917-02-30T06:20', 5), clockText('1917-11-20T06:20', 2.5)]).toEqual([
      'campaign minute 5',
      'campaign minute 5',
      'campaign minute 5',
      'campaign minute 2.5',
    ]);
  });
});
