/**
 * Times as the timeline shows and reads them: local wall-clock times of the scenario (via
 * `src/campaign/model/localTime.ts`, never the browser's zone), durations in hours and minutes, and a typed local
 * time turned back into a campaign minute (RULINGS.md §Units: campaign minutes since the start).
 */
import { campaignClockIso, hmText, localDateTimeAt, localTextMinute, MONTH_ABBR, splitLocalText, wallMinute } from '../../campaign/index.ts';

/** The local time `HH:MM` of campaign minute `min`, e.g. `08:20` for (`1917-11-20T06:20`, 120). Errors as `localDateTimeAt`. */
export function localHm(startLocal: string, min: number): string {
  return hmText(localDateTimeAt(startLocal, min));
}

/**
 * The local time of `min` as `HH:MM` when it falls on the same local day as `refMin`, else with its
 * date first, e.g. `21 Nov 00:10`. Errors as `localDateTimeAt`.
 */
export function localTimeText(startLocal: string, min: number, refMin: number): string {
  const t = localDateTimeAt(startLocal, min);
  const r = localDateTimeAt(startLocal, refMin);
  const hm = hmText(t);
  if (t.year === r.year && t.month === r.month && t.day === r.day) return hm;
  return `${t.day} ${MONTH_ABBR[t.month - 1]} ${hm}`;
}

/** A duration in words, e.g. 100 → `1 h 40 min`, 120 → `2 h`, 30 → `30 min`, 0 → `0 min`; negative durations get a leading `−`. */
export function durationText(min: number): string {
  if (!Number.isFinite(min)) throw new RangeError(`duration must be a finite number of minutes, got ${min}`);
  const sign = min < 0 ? '−' : '';
  const abs = Math.round(Math.abs(min));
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  if (h === 0) return `${sign}${m} min`;
  return m === 0 ? `${sign}${h} h` : `${sign}${h} h ${m} min`;
}

const HM_RE = /^(\d{1,2}):?(\d{2})$/;

/**
 * The campaign minute a typed local time names. Accepts `HH:MM` or `HHMM` (the occurrence nearest
 * to `refMin`, at most 12 h either side; a tie goes to the later one) or `YYYY-MM-DD HH:MM`
 * (also with `T`). Throws `RangeError` naming the text when it is none of these, not a real time,
 * or before the campaign's start (minute 0).
 */
export function parseLocalTime(startLocal: string, text: string, refMin: number): number {
  const s = text.trim();
  const start = localTextMinute(startLocal, 'start time');
  let min: number;
  const hm = HM_RE.exec(s);
  const full = splitLocalText(s, 'typed');
  if (hm) {
    const h = Number(hm[1]);
    const mi = Number(hm[2]);
    if (h > 23 || mi > 59) throw new RangeError(`time "${text}" is not a real time of day (00:00 to 23:59)`);
    const ref = localDateTimeAt(startLocal, refMin);
    min = refMin + (h * 60 + mi) - (ref.hour * 60 + ref.minute);
    while (min - refMin > 720) min -= 1440;
    while (refMin - min >= 720) min += 1440;
  } else if (full) {
    const at = wallMinute(...full);
    if (at === null) throw new RangeError(`time "${text}" is not a real date and time`);
    min = at - start;
  } else {
    throw new RangeError(`time "${text}" is not of the form HH:MM or YYYY-MM-DD HH:MM`);
  }
  if (min < 0) throw new RangeError(`time "${text}" is before the campaign's start (${startLocal.replace('T', ' ')})`);
  return min;
}

/**
 * Text for a time field that `parseLocalTime(startLocal, text, refMin)` reads back as `min`:
 * `HH:MM` within 12 h of `refMin`, else `YYYY-MM-DD HH:MM`. Errors as `localDateTimeAt`.
 */
export function localTimeInput(startLocal: string, min: number, refMin: number): string {
  const d = min - refMin;
  if (d > -720 && d <= 720) return localHm(startLocal, min);
  return campaignClockIso(startLocal, min).replace('T', ' ');
}
