/**
 * The operational Monte Carlo's inner loop (`monteCarlo.ts`): the shoots compiled once into one packed
 * `Int32Array`, and the trials run over it a block at a time without allocating — shoot by shoot, each
 * shoot across every trial of the block (the same shoot's branches in a row are cheap to predict, and
 * each trial's state is a column of the block's arrays). The rules are `resolveNqmShoot`'s
 * (`nqmShoot.ts`; 004 §THE FIREPLAN, §WINNING THE FIREFIGHT TABLE, §ARTILLERY EFFECT TABLE;
 * docs/RULINGS.md §A shoot that scores no hit); the loop only reorganises the work, and
 * `test/unit/rules-artillery-shoot.test.ts` and `rules-artillery-mc-blocks.test.ts` replay trials through
 * `resolveNqmShoot` to prove it:
 * - an effective shoot disorganises a target that loses a base to it when its calibre beats the
 *   target's protection. Most units meet only effective shoots that would disorganise them, or none
 *   that would: for the first, "disorganised" is "lost a base" (checked once after the trial); for the
 *   second, only harassing fire disorganises. Only a unit with both kinds ("mixed") is marked shoot by
 *   shoot, in the shoots that flag it;
 * - a harassing shoot disorganises each target whose protection its die scores on;
 * - the hits go round the targets with bases in `nearestFirst` order, one each, and round again while
 *   any are left (on two targets the shares in closed form, without branching).
 */
import { FIREFIGHT_ATTACKS, FIREFIGHT_HITS, FIREFIGHT_TARGETS } from '../tables/nqm.ts';
import { artilleryCell, calibreDisorganises } from './classes.ts';
import { checkShoot, nearestFirst, type CompiledShoot } from './nqmShoot.ts';

/** Hits by firefight row (attack × 3 + protection) × 6 + die − 1. */
const HITS = Int8Array.from(FIREFIGHT_ATTACKS.flatMap((a) => FIREFIGHT_TARGETS.flatMap((p) => [...FIREFIGHT_HITS[a][p]])));

/**
 * The HE shoots in time order (smoke and gas do nothing at this scale and roll no dice), packed into one
 * `Int32Array` so the loop keeps few arrays live (`data`, `S` shoots, `U` units):
 * - `data[s]`, s = 0…S: shoot s's first target index (into `data`) << 3 | kind (0 effective on one
 *   target, 3 on two, 1 on more, 2 harassing); `data[S]` only ends the last shoot's targets;
 * - then every shoot's targets in `nearestFirst` order, each `unit << 9 | need << 6 | row`: `row` the
 *   `HITS` index of die 1 of its firefight row; `need` for a harassing shoot the smallest die that
 *   disorganises it (7: never), for an effective one 1 when the unit is mixed and a base lost to this
 *   shoot disorganises it, else 0.
 * `initial`: bases per unit (its first mention), in `unitIds` order; `lossDisorganises[u]` 1 when every
 * effective shoot on unit u would disorganise it (then it is disorganised when it lost a base).
 */
export type Compiled = { unitIds: string[]; friendly: Uint8Array; initial: Int32Array; lossDisorganises: Uint8Array; S: number; U: number; data: Int32Array };

/** Compile `shoots` (see `Compiled`). Throws `RangeError` naming a bad shoot (`checkShoot`). */
export function compileShoots(shoots: readonly CompiledShoot[]): Compiled {
  if (!Array.isArray(shoots)) throw new RangeError('monteCarlo: shoots must be an array');
  shoots.forEach((s, i) => checkShoot(s, `monteCarlo: shoots[${i}]`));
  const order = shoots
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.atMin - b.s.atMin || a.i - b.i)
    .map((x) => x.s)
    .filter((s) => s.shell === 'HE');
  const index = new Map<string, number>();
  const unitIds: string[] = [];
  const friendly: number[] = [];
  const initial: number[] = [];
  for (const s of shoots) {
    for (const t of s.targets) {
      if (index.has(t.unitId)) continue;
      index.set(t.unitId, unitIds.length);
      unitIds.push(t.unitId);
      friendly.push(t.friendly ? 1 : 0);
      initial.push(t.bases);
    }
  }
  if (unitIds.length >= 1 << 22) throw new RangeError(`monteCarlo: too many target units (${unitIds.length})`);
  const S = order.length;
  // Per unit: effective shoots on it that would disorganise it (bit 1) and that would not (bit 2).
  const kinds = new Uint8Array(unitIds.length);
  for (const s of order) {
    if (s.shoot !== 'effective') continue;
    for (const t of s.targets) kinds[index.get(t.unitId)!]! |= calibreDisorganises(s.calibreMm, t.protection) ? 1 : 2;
  }
  const mixed = (u: number) => kinds[u] === 3;
  const targets: number[][] = order.map((s) =>
    nearestFirst(s.targets).map((t) => {
      const u = index.get(t.unitId)!;
      // The cell after the relative shift of the heaviest calibres (`artilleryCell`).
      const cell = artilleryCell(s.calibreMm, t.protection, s.weaponClass);
      const row = (FIREFIGHT_ATTACKS.indexOf(cell.attack) * 3 + FIREFIGHT_TARGETS.indexOf(cell.target)) * 6;
      const disorg = calibreDisorganises(s.calibreMm, t.protection);
      let need = 7;
      if (s.shoot === 'effective') need = disorg && mixed(u) ? 1 : 0;
      else for (let d = 6; d >= 1; d--) if (disorg && HITS[row + d - 1]! >= 1) need = d;
      return (u << 9) | (need << 6) | row;
    }),
  );
  const targetsAt = S + 1;
  const data = new Int32Array(targetsAt + targets.reduce((n, l) => n + l.length, 0));
  let j = targetsAt;
  for (let k = 0; k <= S; k++) {
    const s = order[k];
    const kind = s === undefined ? 0 : s.shoot === 'harassing' ? 2 : s.targets.length === 1 ? 0 : s.targets.length === 2 ? 3 : 1;
    data[k] = (j << 3) | kind;
    for (const t of targets[k] ?? []) data[j++] = t;
  }
  const lossDisorganises = Uint8Array.from(kinds, (k) => (k === 1 ? 1 : 0));
  return { unitIds, friendly: Uint8Array.from(friendly), initial: Int32Array.from(initial), lossDisorganises, S, U: unitIds.length, data };
}

/**
 * A run's counts and a block's working state:
 * - `counts`: trials disorganised per unit `[0, U)`, then the histograms (`stride` = most bases + 1;
 *   unit u's trials with k bases lost at `U + u × stride + k`); they carry on across blocks;
 * - `bases`, `marks`: per unit a row of `blockTrials` columns, one per trial of the block — bases left,
 *   and 1 once the unit is disorganised in that trial.
 */
export type Work = { stride: number; blockTrials: number; counts: Int32Array; bases: Int32Array; marks: Int32Array };

/** A fresh `Work` for `c`, for blocks of at most `blockTrials` trials (a whole number ≥ 1; `RangeError` otherwise). */
export function newWork(c: Compiled, blockTrials: number): Work {
  if (!Number.isSafeInteger(blockTrials) || blockTrials < 1) throw new RangeError(`newWork: blockTrials must be a whole number ≥ 1, got ${String(blockTrials)}`);
  let most = 0;
  for (let u = 0; u < c.U; u++) most = Math.max(most, c.initial[u]!);
  const stride = most + 1;
  return { stride, blockTrials, counts: new Int32Array(c.U + c.U * stride), bases: new Int32Array(c.U * blockTrials), marks: new Int32Array(c.U * blockTrials) };
}

/** The histograms and disorganised counts of `w` as a `Tally` (views, no copy). */
export function tallyOf(c: Compiled, w: Work): Tally {
  return { stride: w.stride, hist: w.counts.subarray(c.U), disorganised: w.counts.subarray(0, c.U) };
}

/** Counts of a run: `hist[u × stride + k]` trials in which unit u lost k bases; `disorganised[u]` trials in which it was disorganised. */
export type Tally = { stride: number; hist: Int32Array; disorganised: Int32Array };

/**
 * Run a block of `n` trials (1…`w.blockTrials`) with `dice`: trial k's dice are `dice[k × S … k × S + S − 1]`,
 * one D6 per HE shoot in time order, so a trial uses the same dice whatever the block. Adds to
 * `w.counts`. Allocates nothing. Throws `RangeError` for `n` out of range or too few dice.
 */
export function runTrials(c: Compiled, w: Work, dice: ArrayLike<number>, n: number): void {
  const { data, S, U, initial } = c;
  if (!Number.isSafeInteger(n) || n < 1 || n > w.blockTrials) throw new RangeError(`runTrials: n must be a whole number from 1 to ${w.blockTrials}, got ${String(n)}`);
  if (dice.length < n * S) throw new RangeError(`runTrials: ${n} trials need ${n * S} dice, got ${dice.length}`);
  for (let u = 0; u < U; u++) w.bases.fill(initial[u]!, u * n, u * n + n);
  w.marks.fill(0, 0, U * n);
  // Shoot by shoot, each across the block's trials (a function per kind: small loops the optimising
  // compiler takes up early, each meeting one kind of shoot).
  for (let s = 0; s < S; s++) {
    const info = data[s]!;
    const kind = info & 3;
    if (kind === 2) harassing(data, w, dice, s, S, n, info >> 3, data[s + 1]! >> 3);
    else if (kind === 0) effectiveOnOne(data[info >> 3]!, w, dice, s, S, n);
    else if (kind === 3) effectiveOnTwo(data[info >> 3]!, data[(info >> 3) + 1]!, w, dice, s, S, n);
    else effectiveOnSeveral(data, w, dice, s, S, n, info >> 3, data[s + 1]! >> 3);
  }
  tallyBlock(c, w, n);
}

/** Harassing: each target with bases whose protection the die scores on is disorganised (`data[first…end)` its targets). */
function harassing(data: Int32Array, w: Work, dice: ArrayLike<number>, s: number, S: number, n: number, first: number, end: number): void {
  const { bases, marks } = w;
  for (let j = first; j < end; j++) {
    const t = data[j]!;
    const need = (t >> 6) & 7;
    if (need === 7) continue;
    const row = (t >> 9) * n;
    for (let k = 0, d = s; k < n; k++, d += S) marks[row + k] = marks[row + k]! | (((need - dice[d]! - 1) >>> 31) & (-bases[row + k]! >>> 31));
  }
}

/** Effective on one target `t`: its hits, never below 0 bases; a mixed unit marked when it lost a base. */
function effectiveOnOne(t: number, w: Work, dice: ArrayLike<number>, s: number, S: number, n: number): void {
  const { bases, marks } = w;
  const row = (t >> 9) * n;
  const cell = (t & 63) - 1;
  const mixed = (t >> 6) & 1;
  for (let k = 0, d = s; k < n; k++, d += S) {
    const hits = HITS[cell + dice[d]!]!;
    const had = bases[row + k]!;
    const left = had - hits;
    bases[row + k] = left & ~(left >> 31);
    marks[row + k] = marks[row + k]! | (mixed & (-hits >>> 31) & (-had >>> 31));
  }
}

/**
 * Effective on two targets, `near` then `far`, without branching: the table row is the nearer one's
 * with bases; round the two, the nearer takes ⌈hits ÷ 2⌉ and the farther the rest, each at most its
 * bases, the other taking what one cannot (one each in turn until one is gone, then the rest to the
 * other: near = min(its bases, max(⌈h ÷ 2⌉, h − far's bases)), far = min(its bases, h − near)).
 */
function effectiveOnTwo(near: number, far: number, w: Work, dice: ArrayLike<number>, s: number, S: number, n: number): void {
  const { bases, marks } = w;
  const row0 = (near >> 9) * n;
  const row1 = (far >> 9) * n;
  const cell0 = (near & 63) - 1;
  const cell1 = (far & 63) - 1;
  const mixed0 = (near >> 6) & 1;
  const mixed1 = (far >> 6) & 1;
  for (let k = 0, d = s; k < n; k++, d += S) {
    const had0 = bases[row0 + k]!;
    const had1 = bases[row1 + k]!;
    const cell = cell1 + ((cell0 - cell1) & -(-had0 >>> 31)); // the nearer's row while it has bases
    const hits = HITS[cell + dice[d]!]!;
    const got0 = Math.min(had0, Math.max((hits + 1) >> 1, hits - had1));
    const got1 = Math.min(had1, hits - got0);
    bases[row0 + k] = had0 - got0;
    bases[row1 + k] = had1 - got1;
    marks[row0 + k] = marks[row0 + k]! | (mixed0 & (-got0 >>> 31));
    marks[row1 + k] = marks[row1 + k]! | (mixed1 & (-got1 >>> 31));
  }
}

/** Effective on several (`data[first…end)`, nearest first): the nearest target with bases reads the table; the hits go round. */
function effectiveOnSeveral(data: Int32Array, w: Work, dice: ArrayLike<number>, s: number, S: number, n: number, first: number, end: number): void {
  const { bases, marks } = w;
  for (let k = 0, d = s; k < n; k++, d += S) {
    let a = first;
    while (a < end && bases[(data[a]! >> 9) * n + k]! === 0) a++;
    if (a === end) continue;
    let left = HITS[(data[a]! & 63) + dice[d]! - 1]!;
    while (left > 0) {
      let laid = 0;
      for (let j = a; j < end && laid < left; j++) {
        const t = data[j]!;
        const x = (t >> 9) * n + k;
        const had = bases[x]!;
        if (had === 0) continue;
        bases[x] = had - 1;
        laid++;
        marks[x] = marks[x]! | ((t >> 6) & 1);
      }
      if (laid === 0) break;
      left -= laid;
    }
  }
}

/**
 * Add a block's `n` trials to the counts: each unit's bases lost into its histogram, and the trials it
 * was disorganised in. (Its own function: the optimising compiler meets it with its own type feedback
 * rather than as the cold tail of the shoot loop.)
 */
function tallyBlock(c: Compiled, w: Work, n: number): void {
  const { U, initial, lossDisorganises } = c;
  const { bases, marks, counts, stride } = w;
  for (let u = 0; u < U; u++) {
    // Every effective shoot on it would disorganise it: it is disorganised when it lost a base.
    const loss = lossDisorganises[u]!;
    const row = u * n;
    const h = U + u * stride + initial[u]!; // + bases lost = h − bases left
    let disorganised = 0;
    for (let k = 0; k < n; k++) {
      const left = bases[row + k]!;
      counts[h - left] = counts[h - left]! + 1;
      disorganised += marks[row + k]! | (loss & (-(initial[u]! - left) >>> 31));
    }
    counts[u] = counts[u]! + disorganised;
  }
}
