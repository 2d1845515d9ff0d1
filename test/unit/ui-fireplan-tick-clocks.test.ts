/**
 * The clock times under the timetable's ticks: the time alone, the day said once beside the axis and
 * again only where it changes, so that neighbouring labels at 15-minute ticks do not run together.
 */
import { describe, expect, it } from 'vitest';
import { tickClockLabels } from '../../src/ui/fireplan/Timetable.tsx';

describe('tickClockLabels', () => {
  it('writes times alone on day 1, with no day note', () => {
    expect(tickClockLabels(['07:45', '08:00'])).toEqual({ tickClocks: ['07:45', '08:00'], dayNote: null });
  });

  it('says the day once beside the axis on a later day', () => {
    expect(tickClockLabels(['05:50 on day 2', '06:05 on day 2', '06:20 on day 2'])).toEqual({ tickClocks: ['05:50', '06:05', '06:20'], dayNote: 'day 2' });
  });

  it('names the day again at the tick where it changes', () => {
    expect(tickClockLabels(['23:00', '00:00 on day 2', '01:00 on day 2'])).toEqual({ tickClocks: ['23:00', '00:00 day 2', '01:00'], dayNote: null });
    expect(tickClockLabels(['23:30 on day 2', '00:30 on day 3'])).toEqual({ tickClocks: ['23:30', '00:30 day 3'], dayNote: 'day 2' });
  });
});
