/**
 * `clockText` (src/campaign/model/localTime.ts): the log's wall-clock text of a campaign minute, from
 * the same calendar arithmetic as the top bar's clock (`localTime.ts`), with the clock's own NQM day
 * (`clockPeriodAt`: a day runs from the setting "Day starts at", 06:00 unless changed): `HH:MM` in
 * Day 1, `HH:MM on day n` after (day 0 before it), `campaign minute n` when the start is unknown, not
 * of the form, not a real date, or the minute is not whole.
 */
import { describe, expect, it } from 'vitest';
import { campaignDay, clockText } from '../../src/campaign/model/localTime.ts';
import { formatCampaignClock } from '../../src/campaign/model/localTime.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import { clockPeriodAt } from '../../src/rules/timescale.ts';

describe('clockText', () => {
  it('reads the time as the clock does, and names the day the clock names (days start at 06:00)', () => {
    const start = { startLocal: '1917-11-20T06:20' };
    expect([0, 100, 1059, 1060, 1180, 1419, 1420, 2859, 2860, -20, -21].map((m) => clockText(start, m))).toEqual([
      '06:20',
      '08:00',
      '23:59',
      '00:00', // the night after the first day is still Day 1, as the clock says
      '02:00',
      '05:59',
      '06:00 on day 2',
      '05:59 on day 2',
      '06:00 on day 3',
      '06:00',
      '05:59 on day 0',
    ]);
    // The time is the clock's own: `Wed 21 Nov 1917 02:00` ends with the same HH:MM, and the day is the clock's.
    for (const m of [0, 777, 1180, 4321]) {
      expect(formatCampaignClock(start.startLocal, m).endsWith(clockText(start, m).slice(0, 5))).toBe(true);
      expect(campaignDay(start, m)).toBe(clockPeriodAt(380, 360, m).day);
    }
    // Cambrai starts at 18:00 on the 19th: 05:20 on the 20th is Day 1, Night — never "day 2".
    expect(clockText({ startLocal: '1917-11-19T18:00' }, 680)).toBe('05:20');
    // Across a month end and a leap day the count still follows the day start.
    expect([clockText({ startLocal: '1916-02-28T23:30' }, 30), clockText({ startLocal: '1916-02-28T23:30' }, 390), clockText({ startLocal: '1916-02-28T23:30' }, 1830)]).toEqual(['00:00', '06:00 on day 2', '06:00 on day 3']);
  });

  it('follows the setting "Day starts at": days from midnight count calendar days', () => {
    const midnight = { startLocal: '1917-11-20T06:20', settings: { ...DEFAULT_SETTINGS, dayStartMin: 0 } };
    expect([clockText(midnight, 1059), clockText(midnight, 1060)]).toEqual(['23:59', '00:00 on day 2']);
  });

  it('says “campaign minute n” when it cannot tell the time', () => {
    expect([clockText(undefined, 5), clockText({ startLocal: 'bad' }, 5), clockText({ startLocal: '1917-02-30T06:20' }, 5), clockText({ startLocal: '1917-11-20T06:20' }, 2.5)]).toEqual([
      'campaign minute 5',
      'campaign minute 5',
      'campaign minute 5',
      'campaign minute 2.5',
    ]);
  });
});
