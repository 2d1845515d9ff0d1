/**
 * The scenario's local wall-clock time (RULINGS.md §Units: campaign time is whole minutes since the
 * scenario's start instant, shown as a date and time): pure calendar arithmetic on the start's
 * `startLocal` text (`YYYY-MM-DDTHH:MM`, `types.ts`), Gregorian, no time zone, no clock and no
 * `Date`, so every machine shows the same time. The calendar is `@internationalized/date`'s
 * (`CalendarDate`: real-date checks, days between dates, a date some days on). The top bar's clock (`src/ui/clock.ts`
 * re-exports these), the order sheet and CSV (`orderExport.ts`), the high-command sheet's hour
 * columns (`highCommandSheet.ts`) and the timeline's times (`src/ui/timeline/timeText.ts`) all
 * compute through here.
 */
import { CalendarDate } from '@internationalized/date';
import type { Minutes } from '../../rules/types.ts';
import { clockPeriodAt } from '../../rules/timescale.ts';
import { settingsOf } from './settings.ts';
import type { CampaignState } from './types.ts';

/** Weekday abbreviations, 0 = Sunday. */
export const WEEKDAY_ABBR = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Month abbreviations, index 0 = January. */
export const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A local wall-clock instant split into its fields (month 1–12, weekday 0 = Sunday … 6 = Saturday). */
export type LocalDateTime = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

/** The fields of a date and time as written: year, month (1–12), day, hour, minute. */
export type LocalFields = [year: number, month: number, day: number, hour: number, minute: number];

/** A whole number as two digits, e.g. 7 → `07`. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `HH:MM` of a wall-clock instant, e.g. `06:20`. */
export function hmText(t: Pick<LocalDateTime, 'hour' | 'minute'>): string {
  return `${pad2(t.hour)}:${pad2(t.minute)}`;
}

/** The day every wall minute counts from: 1970-01-01 (a Thursday). */
const EPOCH = new CalendarDate(1970, 1, 1);

/**
 * Minutes since 1970-01-01 00:00 (wall clock, no zone) of a date and time, e.g. (1970, 1, 2, 0, 5)
 * → 1445; null when it is not a real one (month outside 1–12, a day the month lacks such as 30 Feb,
 * hour over 23, minute over 59).
 */
export function wallMinute(...[year, month, day, hour, minute]: LocalFields): number | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  // CalendarDate constrains a day the month lacks (30 February → 28 or 29): a changed day was not real.
  const date = new CalendarDate(year, month, day);
  if (date.day !== day) return null;
  return date.compare(EPOCH) * 1440 + hour * 60 + minute;
}

/** The first and last minutes the calendar counts: 0001-01-01 00:00 and 9999-12-31 23:59. */
const FIRST_MIN = -1_035_593_280;
const LAST_MIN = 4_223_371_679;

/**
 * The wall-clock fields of a minute since 1970-01-01 00:00 (inverse of `wallMinute`). Throws
 * `RangeError` for a minute outside years 1–9999 (the calendar's range; a campaign's dates lie far inside).
 */
export function wallClockOf(absMin: number): LocalDateTime {
  if (absMin < FIRST_MIN || absMin > LAST_MIN) throw new RangeError(`campaign minute ${absMin} falls outside the years 1–9999`);
  const days = Math.floor(absMin / 1440);
  const ofDay = absMin - days * 1440;
  const date = EPOCH.add({ days });
  return { year: date.year, month: date.month, day: date.day, hour: Math.floor(ofDay / 60), minute: ofDay % 60, weekday: (((days + 4) % 7) + 7) % 7 };
}

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const TYPED_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})$/;

/**
 * The fields of a date and time text, or null when it is not of the form: `'iso'` exactly
 * `YYYY-MM-DDTHH:MM` (a stored start, a `datetime-local` field); `'typed'` what an umpire types,
 * `YYYY-MM-DD HH:MM` with a space or `T`, a one-digit hour allowed, surrounding blanks ignored.
 * Says nothing about whether the date is real (`wallMinute` does).
 */
export function splitLocalText(text: string, form: 'iso' | 'typed'): LocalFields | null {
  const m = form === 'iso' ? ISO_RE.exec(text) : TYPED_RE.exec(text.trim());
  return m ? (m.slice(1).map(Number) as LocalFields) : null;
}

/**
 * Minutes since 1970-01-01 00:00 of a `YYYY-MM-DDTHH:MM` text. `what` names the text in errors,
 * e.g. "start time": throws `RangeError` `<what> "<text>" is not of the form YYYY-MM-DDTHH:MM`, or
 * `<what> "<text>" is not a real date and time`.
 */
export function localTextMinute(text: string, what: string): number {
  const fields = splitLocalText(text, 'iso');
  if (!fields) throw new RangeError(`${what} "${text}" is not of the form YYYY-MM-DDTHH:MM`);
  const at = wallMinute(...fields);
  if (at === null) throw new RangeError(`${what} "${text}" is not a real date and time`);
  return at;
}

/**
 * The wall-clock time `clockMin` minutes after `startLocal` (`YYYY-MM-DDTHH:MM`, e.g.
 * `1917-11-20T06:20`); negative minutes go back before the start.
 * Throws `RangeError` naming the text ("start time") when `startLocal` is not that form or not a
 * real date, and when `clockMin` is not a whole number.
 */
export function localDateTimeAt(startLocal: string, clockMin: Minutes): LocalDateTime {
  const start = localTextMinute(startLocal, 'start time');
  if (!Number.isInteger(clockMin)) throw new RangeError(`campaign minute must be a whole number, got ${clockMin}`);
  return wallClockOf(start + clockMin);
}

/**
 * The campaign clock as text, e.g. `Tue 20 Nov 1917 06:20` for (`1917-11-20T06:20`, 0) and
 * `Wed 21 Nov 1917 00:05` for (`1917-11-20T23:50`, 15). Errors as `localDateTimeAt`.
 */
export function formatCampaignClock(startLocal: string, clockMin: Minutes): string {
  const t = localDateTimeAt(startLocal, clockMin);
  return `${WEEKDAY_ABBR[t.weekday]} ${t.day} ${MONTH_ABBR[t.month - 1]} ${t.year} ${hmText(t)}`;
}

/**
 * The same instant as `YYYY-MM-DDTHH:MM` (a `datetime` attribute, the CSV's times), e.g.
 * `1917-11-20T08:00` for (`1917-11-20T06:20`, 100). Errors as `localDateTimeAt`.
 */
export function campaignClockIso(startLocal: string, clockMin: Minutes): string {
  const t = localDateTimeAt(startLocal, clockMin);
  return `${String(t.year).padStart(4, '0')}-${pad2(t.month)}-${pad2(t.day)}T${hmText(t)}`;
}

/**
 * The scenario start's local minutes after midnight (0–1439), e.g. 380 for `1917-11-20T06:20`:
 * the `startMinOfDay` of `clockPeriodAt` (src/rules/timescale.ts). Errors as `localDateTimeAt`.
 */
export function startMinOfDay(startLocal: string): number {
  const t = localDateTimeAt(startLocal, 0);
  return t.hour * 60 + t.minute;
}

/**
 * The campaign minute of a local wall-clock time `local` (`YYYY-MM-DDTHH:MM`, as a
 * `datetime-local` field gives it) in a campaign that starts at `startLocal`, e.g.
 * (`1917-11-20T06:20`, `1917-11-20T08:00`) → 100. Negative before the start. Inverse of
 * `campaignClockIso`. Throws `RangeError` naming the text ("time" / "start time") when either is not
 * that form or not a real date and time.
 */
export function campaignMinAt(startLocal: string, local: string): Minutes {
  const start = localTextMinute(startLocal, 'start time');
  return localTextMinute(local, 'time') - start;
}

/**
 * Campaign minute `min` as wall-clock text with the campaign's NQM day, the day the clock names
 * (`clockPeriodAt`: a day runs from the setting "Day starts at", 06:00 unless changed, RULINGS.md §Not
 * Quite Mechanized): `08:20` in Day 1, `02:00 on day 2` later, `05:00 on day 0` before the start's day.
 * `campaign` gives the start (`startLocal`, `YYYY-MM-DDTHH:MM`) and its settings (absent: the defaults);
 * `campaign minute 120` when the start is unknown, not of that form or not a real date, or `min` is not
 * whole. Every screen, log line, report and print names the day through this.
 */
export function clockText(campaign: (Pick<CampaignState, 'startLocal'> & Partial<Pick<CampaignState, 'settings'>>) | null | undefined, min: number): string {
  if (campaign === undefined || campaign === null || !Number.isInteger(min)) return `campaign minute ${min}`;
  let day: number;
  let time: string;
  try {
    day = campaignDay(campaign, min);
    time = hmText(localDateTimeAt(campaign.startLocal, min));
  } catch {
    return `campaign minute ${min}`;
  }
  return day === 1 ? time : `${time} on day ${day}`;
}

/**
 * The campaign's NQM day at minute `min` (1: the day cycle holding the start; 004 §TIMESCALE, the day
 * starting at the setting "Day starts at"), as the clock shows it. Throws `RangeError` for a start that
 * is not a real `YYYY-MM-DDTHH:MM` or a minute that is not finite.
 */
export function campaignDay(campaign: Pick<CampaignState, 'startLocal'> & Partial<Pick<CampaignState, 'settings'>>, min: number): number {
  return clockPeriodAt(startMinOfDay(campaign.startLocal), settingsOf(campaign).dayStartMin, min).day;
}

/** A span of minutes as `2 h`, `40 min`, `1 h 40 min`. */
export function spanText(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Whether `YYYY-MM-DDTHH:MM` names a real calendar date and time (no 31 February, no 24:00). */
export function realLocalTime(text: string): boolean {
  const fields = splitLocalText(text, 'iso');
  return fields !== null && wallMinute(...fields) !== null;
}
