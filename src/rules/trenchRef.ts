/**
 * The British WWI trench-map reference (e.g. `57c.R.14.b.5.3`) on one 1:40,000 sheet, in the sheet's
 * own yards, measured from the sheet's south-west corner (the south-west corner of square S):
 * - the sheet holds 24 **lettered squares** A–X of 6,000 yards, 6 across × 4 down, A at the north-west,
 *   lettered west to east then down (so S is the south-west square);
 * - each holds **numbered squares** 1–36 of 1,000 yards, 6 × 6, 1 at the north-west, numbered west to
 *   east then down;
 * - each numbered square is **quartered** `a b / c d` (500 yards; `a` north-west, `b` north-east, `c`
 *   south-west, `d` south-east);
 * - then an **easting and a northing** digit (tenths of the quarter: 50 yards) or two digits each
 *   (hundredths: 5 yards), measured from the quarter's south-west corner.
 * A reference may stop after the letter, the number or the quarter (a larger square). The sheet name
 * may lead it (`57c.`) or be left out on its own map. Dots, spaces or nothing separate the parts
 * (`57c R14b53`). Nothing is clamped: a malformed reference or a point off the sheet throws
 * `GridRefError` saying what is wrong.
 */
import { GridRefError } from './errors.ts';

/** Yards in a metre's terms: the international yard. */
export const YARD_M = 0.9144;
/** Sides of the sheet's squares, yards: lettered, numbered, quarter. */
export const TRENCH_YD = { lettered: 6000, numbered: 1000, quarter: 500 } as const;
/** Lettered squares across and down a whole sheet. */
export const TRENCH_SHEET = { across: 6, down: 4 } as const;

/** A referenced square on a sheet: south-west corner and side, yards from the sheet's south-west corner. */
export type TrenchSquareYd = { eastYd: number; northYd: number; sizeYd: number };

/** A reference's parts: the sheet named (null: none), the lettered square, then what narrows it. */
export type TrenchRefParts = { sheet: string | null; letter: string; number: number | null; quarter: 'a' | 'b' | 'c' | 'd' | null; east: string; north: string };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWX';
const PATTERN = /^(?:(\d{1,3}[a-d]?)[.\s]*)?([A-Xa-x])(?:[.\s]*(\d{1,2})(?:[.\s]*([a-dA-D])(?:[.\s]*(\d)[.\s]*(\d)|[.\s]*(\d\d)[.\s]*(\d\d))?)?)?$/;

function fail(ref: string, why: string, reason: 'empty' | 'malformed' | 'offMap' = 'malformed'): never {
  throw new GridRefError(`Trench-map reference "${ref}" ${why}`, ref, reason);
}

/**
 * The parts of trench-map reference `ref` (case-insensitive for the square letter and quarter; the
 * sheet as written, e.g. `57c`). Throws `GridRefError` for an empty or malformed reference, a square
 * number outside 1–36, or digits without a quarter.
 */
export function parseTrenchRef(ref: string): TrenchRefParts {
  const t = String(ref ?? '').trim();
  if (t === '') fail(t, 'is empty: type one such as 57c.R.14.b.5.3', 'empty');
  // Sheet names end in a lower-case letter (57c): read it before folding the square letter's case.
  const m = PATTERN.exec(t.replace(/^(\d{1,3})([A-Da-d])(?=[.\s])/, (_, n: string, l: string) => `${n}${l.toLowerCase()}`));
  if (!m) fail(t, 'is not a trench-map reference: write sheet, square letter A–X, number 1–36, quarter a–d and one or two digits each way, e.g. 57c.R.14.b.5.3');
  const number = m[3] === undefined ? null : Number(m[3]);
  if (number !== null && (number < 1 || number > 36)) fail(t, `names square ${number}: a lettered square holds squares 1 to 36`);
  return {
    sheet: m[1] ?? null,
    letter: m[2]!.toUpperCase(),
    number,
    quarter: m[4] === undefined ? null : (m[4].toLowerCase() as TrenchRefParts['quarter']),
    east: m[5] ?? m[7] ?? '',
    north: m[6] ?? m[8] ?? '',
  };
}

/**
 * The square `ref` names on sheet `sheet` (its name, e.g. `57c`): south-west corner and side in yards
 * from the sheet's south-west corner. `57c.R.14.b.5.3`: R is column 6 of row 3 from the top → 30,000 yd
 * east, 6,000 yd north; 14 is column 2, row 3 → +1,000 east, +3,000 north; b → +500, +500; 5, 3 →
 * +250, +150, a 50-yard square. Throws `GridRefError` as `parseTrenchRef`, and for a reference naming
 * another sheet.
 */
export function trenchRefToYards(sheet: string, ref: string): TrenchSquareYd {
  const p = parseTrenchRef(ref);
  if (p.sheet !== null && p.sheet.toLowerCase() !== sheet.toLowerCase()) fail(ref, `names sheet ${p.sheet}; this map is sheet ${sheet}`);
  const li = LETTERS.indexOf(p.letter);
  let eastYd = (li % TRENCH_SHEET.across) * TRENCH_YD.lettered;
  let northYd = (TRENCH_SHEET.down - 1 - Math.floor(li / TRENCH_SHEET.across)) * TRENCH_YD.lettered;
  if (p.number === null) return { eastYd, northYd, sizeYd: TRENCH_YD.lettered };
  eastYd += ((p.number - 1) % 6) * TRENCH_YD.numbered;
  northYd += (5 - Math.floor((p.number - 1) / 6)) * TRENCH_YD.numbered;
  if (p.quarter === null) return { eastYd, northYd, sizeYd: TRENCH_YD.numbered };
  if (p.quarter === 'b' || p.quarter === 'd') eastYd += TRENCH_YD.quarter;
  if (p.quarter === 'a' || p.quarter === 'b') northYd += TRENCH_YD.quarter;
  if (p.east === '') return { eastYd, northYd, sizeYd: TRENCH_YD.quarter };
  const step = TRENCH_YD.quarter / 10 ** p.east.length;
  return { eastYd: eastYd + Number(p.east) * step, northYd: northYd + Number(p.north) * step, sizeYd: step };
}

/**
 * The reference on sheet `sheet` of the point `eastYd`, `northYd` yards from the sheet's south-west
 * corner: `pairs` 0 stops at the quarter (`57c.R.14.b`), 1 gives one digit each way (`57c.R.14.b.5.3`,
 * 50 yd), 2 two (`57c.R.14.b.55.37`, 5 yd). Throws `GridRefError` (reason 'offMap') for a point off the
 * sheet (its east and north edges included), `RangeError` for `pairs` not 0, 1 or 2.
 */
export function yardsToTrenchRef(sheet: string, eastYd: number, northYd: number, pairs: 0 | 1 | 2 = 1): string {
  if (pairs !== 0 && pairs !== 1 && pairs !== 2) throw new RangeError(`pairs must be 0, 1 or 2, got ${String(pairs)}`);
  const wYd = TRENCH_SHEET.across * TRENCH_YD.lettered;
  const hYd = TRENCH_SHEET.down * TRENCH_YD.lettered;
  if (!(eastYd >= 0 && eastYd < wYd && northYd >= 0 && northYd < hYd)) {
    fail(`${Math.round(eastYd)} ${Math.round(northYd)}`, `is off sheet ${sheet}: the sheet runs ${wYd.toLocaleString('en-GB')} yards east and ${hYd.toLocaleString('en-GB')} north of its south-west corner`, 'offMap');
  }
  const col = Math.floor(eastYd / TRENCH_YD.lettered);
  const row = TRENCH_SHEET.down - 1 - Math.floor(northYd / TRENCH_YD.lettered);
  const inE = eastYd - col * TRENCH_YD.lettered;
  const inN = northYd - (TRENCH_SHEET.down - 1 - row) * TRENCH_YD.lettered;
  const c = Math.floor(inE / TRENCH_YD.numbered);
  const r = 5 - Math.floor(inN / TRENCH_YD.numbered);
  const qE = inE - c * TRENCH_YD.numbered;
  const qN = inN - (5 - r) * TRENCH_YD.numbered;
  const east = qE >= TRENCH_YD.quarter;
  const north = qN >= TRENCH_YD.quarter;
  const quarter = north ? (east ? 'b' : 'a') : east ? 'd' : 'c';
  const head = `${sheet}.${LETTERS[row * TRENCH_SHEET.across + col]}.${r * 6 + c + 1}.${quarter}`;
  if (pairs === 0) return head;
  const step = TRENCH_YD.quarter / 10 ** pairs;
  const digit = (v: number) => String(Math.min(10 ** pairs - 1, Math.floor(v / step))).padStart(pairs, '0');
  return `${head}.${digit(qE - (east ? TRENCH_YD.quarter : 0))}.${digit(qN - (north ? TRENCH_YD.quarter : 0))}`;
}
