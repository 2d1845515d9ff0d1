/**
 * H-offsets as the fire plan's serial table reads and writes them (004 §THE
 * FIREPLAN): a serial runs from `H−60` to `H−30`, i.e. minutes relative to the plan's H-hour
 * (`FirePlan.hHourMin`). Offsets are stored as whole minutes (`FireSerial.startOffsetMin`, negative
 * before H-hour), so moving H-hour moves every serial.
 */

/** The minus sign the screens print (U+2212); a typed hyphen is read as the same thing. */
export const MINUS = '\u2212';

/** The longest offset accepted either side of H-hour: 7 days, in minutes. */
export const MAX_H_OFFSET_MIN = 7 * 24 * 60;

const OFFSET_RE = /^(?:H\s*)?([+\-\u2212\u2013])?\s*(\d{1,5})(?::(\d{2}))?$/i;

/**
 * The minutes an H-offset text names: `H-60`, `H−60` (minus sign) or `H–60` (en dash) → −60;
 * `H+15` → 15; `H` or `H+0` → 0; `H-1:30` → −90 (hours and minutes); the `H` may be left out
 * (`-60`, `+15`, `15`), case and blanks around the sign are ignored.
 * Throws `RangeError` naming the text when it is not of that form, when the minutes of an `h:mm`
 * offset exceed 59, or when the offset lies more than 7 days (`MAX_H_OFFSET_MIN`) from H-hour.
 */
export function parseHOffset(text: string): number {
  const t = text.trim();
  if (/^H$/i.test(t)) return 0;
  const m = OFFSET_RE.exec(t);
  if (!m) {
    throw new RangeError(`H-offset “${text.slice(0, 20)}” is not of the form H${MINUS}60 or H+15 (minutes before or after H-hour)`);
  }
  const sign = m[1] === undefined || m[1] === '+' ? 1 : -1;
  const first = Number(m[2]);
  let minutes = first;
  if (m[3] !== undefined) {
    const mm = Number(m[3]);
    if (mm > 59) throw new RangeError(`H-offset “${text.slice(0, 20)}”: the minutes after the colon must be 00–59`);
    minutes = first * 60 + mm;
  }
  if (minutes > MAX_H_OFFSET_MIN) {
    throw new RangeError(`H-offset “${text.slice(0, 20)}” is more than 7 days (${MAX_H_OFFSET_MIN} min) from H-hour`);
  }
  return sign * minutes === 0 ? 0 : sign * minutes;
}

/**
 * An offset in minutes as shown: −60 → `H−60` (minus sign), 15 → `H+15`, 0 → `H`.
 * Throws `RangeError` for a value that is not a whole number.
 */
export function formatHOffset(offsetMin: number): string {
  if (!Number.isInteger(offsetMin)) throw new RangeError(`H-offset must be a whole number of minutes, got ${offsetMin}`);
  if (offsetMin === 0) return 'H';
  return offsetMin < 0 ? `H${MINUS}${-offsetMin}` : `H+${offsetMin}`;
}

/**
 * A serial's span typed as two offsets: `{ startOffsetMin, durationMin }` from `from` and `to`
 * (e.g. `H-60`, `H-30` → `{ −60, 30 }`). Throws `RangeError` as `parseHOffset` (the message names
 * which field), or when `to` is not after `from`.
 */
export function parseSpan(from: string, to: string): { startOffsetMin: number; durationMin: number } {
  const start = withField('From', () => parseHOffset(from));
  const end = withField('To', () => parseHOffset(to));
  if (end <= start) {
    throw new RangeError(`To (${formatHOffset(end)}) must be after From (${formatHOffset(start)})`);
  }
  return { startOffsetMin: start, durationMin: end - start };
}

function withField<T>(field: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new RangeError(`${field}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
