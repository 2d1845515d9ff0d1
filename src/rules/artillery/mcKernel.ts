/**
 * The operational Monte Carlo's inner loop (`monteCarlo.ts`): the shoots compiled once into one packed
 * `Int32Array`, and the trials run over it without allocating. The rules are `resolveNqmShoot`'s
 * (`nqmShoot.ts`; 004 §THE FIREPLAN, §WINNING THE FIREFIGHT TABLE, §ARTILLERY EFFECT TABLE;
 * docs/RULINGS.md §A shoot that scores no hit); the loop only reorganises the work, and
 * `test/unit/rules-artillery-shoot.test.ts` replays trials through `resolveNqmShoot` to prove it:
 * - an effective shoot disorganises a target that loses a base to it when its calibre beats the
 *   target's protection. Most units meet only effective shoots that would disorganise them, or none
 *   that would: for the first, "disorganised" is "lost a base" (checked once after the trial); for the
 *   second, only harassing fire disorganises. Only a unit with both kinds ("mixed") is marked shoot by
 *   shoot, in the shoots that flag it;
 * - a harassing shoot disorganises each target whose protection its die scores on;
 * - the hits go round the targets with bases in `nearestFirst` order: the first round (one each) is
 *   done without branching, any hits left over go round again one at a time.
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
 *   target, 1 effective on several, 2 harassing); `data[S]` only ends the last shoot's targets;
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
      const cell = artilleryCell(s.calibreMm, t.protection);
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
    const kind = s === undefined ? 0 : s.shoot === 'harassing' ? 2 : s.targets.length === 1 ? 0 : 1;
    data[k] = (j << 3) | kind;
    for (const t of targets[k] ?? []) data[j++] = t;
  }
  const lossDisorganises = Uint8Array.from(kinds, (k) => (k === 1 ? 1 : 0));
  return { unitIds, friendly: Uint8Array.from(friendly), initial: Int32Array.from(initial), lossDisorganises, S, U: unitIds.length, data };
}

/**
 * A run's counts and working state, one `Int32Array` of `3U + U × stride`: bases left `[0, U)`, the trial
 * each unit was last disorganised in `[U, 2U)`, trials disorganised `[2U, 3U)`, then the histograms
 * (`stride` = most bases + 1; unit u's trials with k bases lost at `3U + u × stride + k`).
 */
export function newWork(c: Compiled): { stride: number; work: Int32Array } {
  let most = 0;
  for (let u = 0; u < c.U; u++) most = Math.max(most, c.initial[u]!);
  return { stride: most + 1, work: new Int32Array(3 * c.U + c.U * (most + 1)) };
}

/** The histograms and disorganised counts of `work` as a `Tally` (views, no copy). */
export function tallyOf(c: Compiled, stride: number, work: Int32Array): Tally {
  return { stride, hist: work.subarray(3 * c.U), disorganised: work.subarray(2 * c.U, 3 * c.U) };
}

/** Counts of a run: `hist[u × stride + k]` trials in which unit u lost k bases; `disorganised[u]` trials in which it was disorganised. */
export type Tally = { stride: number; hist: Int32Array; disorganised: Int32Array };

/**
 * Run `n` trials with `dice` (one D6 per HE shoot per trial, in order), numbered `first + 1`…, adding to
 * `work` (`newWork`; it carries on across calls). Allocates nothing.
 */
export function runTrials(c: Compiled, stride: number, work: Int32Array, dice: readonly number[], n: number, first: number): void {
  const { data, S, U, initial, lossDisorganises } = c;
  const D = U; // disTrial offset
  const G = 2 * U; // disorganised offset
  const H = 3 * U; // histogram offset
  let p = 0;
  for (let trial = first + 1; trial <= first + n; trial++) {
    work.set(initial);
    for (let s = 0; s < S; s++) {
      const die = dice[p++]!;
      const info = data[s]!;
      let a = info >> 3;
      const kind = info & 3;
      const end = data[s + 1]! >> 3;
      if (kind === 2) {
        for (let j = a; j < end; j++) {
          const t = data[j]!;
          if (die < ((t >> 6) & 7)) continue;
          const u = t >> 9;
          if (work[D + u] !== trial && work[u]! > 0) {
            work[D + u] = trial;
            work[G + u] = work[G + u]! + 1;
          }
        }
        continue;
      }
      while (a < end && work[data[a]! >> 9]! === 0) a++;
      if (a === end) continue;
      const hits = HITS[(data[a]! & 63) + die - 1]!;
      if (kind === 0) {
        const t = data[a]!;
        const u = t >> 9;
        const left = work[u]! - hits;
        work[u] = left & ~(left >> 31); // never below 0
        if (hits > 0 && ((t >> 6) & 7) === 1 && work[D + u] !== trial) {
          work[D + u] = trial;
          work[G + u] = work[G + u]! + 1;
        }
        continue;
      }
      // First round: the i-th target with bases (i from 0) takes one hit when i < hits, without branching.
      // A mixed unit this shoot can disorganise (need 1) is marked when this round hits it (only the first
      // round can: hits go round again only when every target with bases was hit once).
      let i = 0;
      for (let j = a; j < end; j++) {
        const t = data[j]!;
        const u = t >> 9;
        const r = work[u]!;
        const live = -r >>> 31; // 1 when r > 0
        const got = ((i - hits) >>> 31) & live;
        work[u] = r - got;
        i += live;
        if ((got & (t >> 6)) !== 0 && work[D + u] !== trial) {
          work[D + u] = trial;
          work[G + u] = work[G + u]! + 1;
        }
      }
      for (let left = hits - i; left > 0; ) {
        let laid = false;
        for (let j = a; j < end && left > 0; j++) {
          const u = data[j]! >> 9;
          const r = work[u]!;
          if (r === 0) continue;
          work[u] = r - 1;
          left--;
          laid = true;
        }
        if (!laid) break;
      }
    }
    for (let u = 0; u < U; u++) {
      const lost = initial[u]! - work[u]!;
      const h = H + u * stride + lost;
      work[h] = work[h]! + 1;
      // Every effective shoot on it would disorganise it: it is disorganised when it lost a base.
      work[G + u] = work[G + u]! + (lossDisorganises[u]! & (-lost >>> 31) & (work[D + u] !== trial ? 1 : 0)); // branchless
    }
  }
}
