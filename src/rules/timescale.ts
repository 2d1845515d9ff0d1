/**
 * The campaign day of Not Quite Mechanized: one-hour operational turns, and each day two 8-hour
 * daylight periods and one 8-hour night (`004_4c7ef6319257dc11.txt` §TIMESCALE; RULINGS.md §Not Quite
 * Mechanized). Pure arithmetic on campaign minutes; the caller turns minutes into dates.
 */

/** The three periods of a campaign day, in order. */
export type DayPeriod = 'daylight1' | 'daylight2' | 'night';

/** Every period, in the day's order. */
export const DAY_PERIODS: readonly DayPeriod[] = ['daylight1', 'daylight2', 'night'];

/** How the periods are named to the umpire. */
export const DAY_PERIOD_LABELS: Readonly<Record<DayPeriod, string>> = {
  daylight1: 'Daylight 1',
  daylight2: 'Daylight 2',
  night: 'Night',
};

/** Minutes in one period: "two 8-hour daylight periods and one 8-hour night" (004 §TIMESCALE). */
export const DAY_PERIOD_MIN = 480;
/** Minutes in one operational turn: "Time is divided into 1-hour bounds" (004 §TIMESCALE). */
export const TURN_MIN = 60;
const DAY_MIN = 1440;

/**
 * Where campaign minute `clockMin` falls: `day` (1 = the day cycle containing the start), `period`,
 * the period's start and end as campaign minutes (`periodEndMin` exclusive, may be before 0 or after
 * the end of the campaign), and the operational `turn` = ⌊clockMin / 60⌋ + 1.
 */
export type ClockPeriod = { day: number; period: DayPeriod; periodStartMin: number; periodEndMin: number; turn: number };

function minuteOfDay(name: string, v: number): void {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= DAY_MIN) {
    throw new RangeError(`${name}: expected whole minutes after midnight, 0…1439, got ${String(v)}`);
  }
}

/**
 * The day, period and turn at campaign minute `clockMin` (004 §TIMESCALE; RULINGS.md). A day cycle
 * starts at `dayStartMin` local time (Daylight 1, then Daylight 2 eight hours later, then the Night);
 * Day 1 is the cycle containing the scenario's start, which is at local minute `startMinOfDay`. E.g.
 * start 06:20 (380), day start 06:00 (360): minute 0 is Day 1 Daylight 1 (−20 … 460), 14:00 (460) Day 1
 * Daylight 2, 22:00 (940) Day 1 Night, the next 06:00 (1420) Day 2 Daylight 1. A start before the day
 * start (05:00 with 06:00) opens in Day 1's Night.
 * Throws `RangeError` naming the argument: `startMinOfDay` or `dayStartMin` not a whole number
 * 0…1439, `clockMin` not a finite number.
 */
export function clockPeriodAt(startMinOfDay: number, dayStartMin: number, clockMin: number): ClockPeriod {
  minuteOfDay('startMinOfDay', startMinOfDay);
  minuteOfDay('dayStartMin', dayStartMin);
  if (typeof clockMin !== 'number' || !Number.isFinite(clockMin)) throw new RangeError(`clockMin: expected a finite number of minutes, got ${String(clockMin)}`);
  const sinceCycle = startMinOfDay - dayStartMin + clockMin; // minutes since the first cycle start at or before midnight of the start day
  const cycle = Math.floor(sinceCycle / DAY_MIN);
  const startCycle = Math.floor((startMinOfDay - dayStartMin) / DAY_MIN);
  const inCycle = sinceCycle - cycle * DAY_MIN;
  const index = Math.min(2, Math.floor(inCycle / DAY_PERIOD_MIN));
  const periodStartMin = clockMin - (inCycle - index * DAY_PERIOD_MIN);
  return {
    day: cycle - startCycle + 1,
    period: DAY_PERIODS[index]!,
    periodStartMin,
    periodEndMin: periodStartMin + DAY_PERIOD_MIN,
    turn: Math.floor(clockMin / TURN_MIN) + 1,
  };
}
