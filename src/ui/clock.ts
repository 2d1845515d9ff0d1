/**
 * The campaign clock as the umpire reads it: a date and a wall-clock time in the scenario's own
 * local time (RULINGS.md §Units: campaign time is whole minutes since the scenario's start instant,
 * shown as a date and time). Computed from the scenario's `startLocal` text alone — never from the
 * browser's time zone — so every machine shows the same clock.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A local wall-clock instant split into its fields (month 1–12). */
export type LocalDateTime = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const START_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const MS_PER_MIN = 60_000;

/**
 * `text` (`YYYY-MM-DDTHH:MM`) as a `Date` whose UTC fields are the local wall-clock fields (only
 * calendar arithmetic is wanted, no zone). `what` names the text in errors, e.g. "start time".
 */
function wallClock(text: string, what: string): Date {
  const m = START_RE.exec(text);
  if (!m) throw new RangeError(`${what} "${text}" is not of the form YYYY-MM-DDTHH:MM`);
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) {
    throw new RangeError(`${what} "${text}" is not a real date and time`);
  }
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, 0, 0);
  if (d.getUTCDate() !== day) throw new RangeError(`${what} "${text}" is not a real date`);
  return d;
}

/**
 * The wall-clock time `clockMin` minutes after `startLocal` (`YYYY-MM-DDTHH:MM`, e.g.
 * `1917-11-20T06:20`). `weekday` is 0 = Sunday … 6 = Saturday.
 * Throws `RangeError` naming the text when `startLocal` is not that form or not a real date, and
 * when `clockMin` is not a finite whole number.
 */
export function localDateTimeAt(startLocal: string, clockMin: number): LocalDateTime {
  const d = wallClock(startLocal, 'start time');
  if (!Number.isInteger(clockMin)) throw new RangeError(`campaign minute must be a whole number, got ${clockMin}`);
  d.setUTCMinutes(d.getUTCMinutes() + clockMin);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The campaign clock as text, e.g. `Tue 20 Nov 1917 06:20` for (`1917-11-20T06:20`, 0) and
 * `Wed 21 Nov 1917 00:05` for (`1917-11-20T23:50`, 15). Errors as `localDateTimeAt`.
 */
export function formatCampaignClock(startLocal: string, clockMin: number): string {
  const t = localDateTimeAt(startLocal, clockMin);
  return `${WEEKDAYS[t.weekday]} ${t.day} ${MONTHS[t.month - 1]} ${t.year} ${two(t.hour)}:${two(t.minute)}`;
}

/**
 * The same instant as a machine-readable `datetime` attribute value, e.g. `1917-11-20T06:20`
 * (local wall-clock time, no zone). Errors as `localDateTimeAt`.
 */
export function campaignClockIso(startLocal: string, clockMin: number): string {
  const t = localDateTimeAt(startLocal, clockMin);
  return `${String(t.year).padStart(4, '0')}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}`;
}

/**
 * The scenario start's local minutes after midnight (0–1439), e.g. 380 for `1917-11-20T06:20`:
 * the `startMinOfDay` of `clockPeriodAt` (src/rules/timescale.ts). Errors as `localDateTimeAt`.
 */
export function startMinOfDay(startLocal: string): number {
  const d = wallClock(startLocal, 'start time');
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/**
 * The campaign minute of a local wall-clock time `local` (`YYYY-MM-DDTHH:MM`, as a
 * `datetime-local` field gives it) in a campaign that starts at `startLocal`, e.g.
 * (`1917-11-20T06:20`, `1917-11-20T08:00`) → 100. Negative before the start. Inverse of
 * `campaignClockIso`. Throws `RangeError` naming the text ("time" / "start time") when either is not
 * that form or not a real date and time.
 */
export function campaignMinAt(startLocal: string, local: string): number {
  const start = wallClock(startLocal, 'start time');
  const at = wallClock(local, 'time');
  return Math.round((at.getTime() - start.getTime()) / MS_PER_MIN);
}
