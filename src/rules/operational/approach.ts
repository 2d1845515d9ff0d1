/**
 * Marching into contact (`../shared/seeds/004_4c7ef6319257dc11.txt` §THE RECCE SEQUENCE, §ENGAGEMENT
 * TABLE, §WEAPON RANGE TABLE): where along its march a unit is at a given minute, how close a defender
 * lets it come before opening fire, and the first minute a gap closes to a distance. Positions in
 * grid-local metres, times in minutes. Pure: no clock, no dice.
 */
import type { MarchPoint } from './movement.ts';
import type { ContactOpening } from './recce.ts';
import type { UnitRanges } from './realEstate.ts';
import type { RangeBand } from './contacts.ts';

/** Where a march stands at a minute: its point, metres covered and waypoints reached. */
export type TracePosition = { xM: number; yM: number; distanceM: number; passed: number };

/**
 * The position on `trace` (a march's points, `tMin` ascending from 0) after `tMin` minutes of movement:
 * interpolated between the two points around it; before the first point the first, after the last the
 * last. `passed` is the waypoints reached by then. Throws `RangeError` for an empty trace or a
 * non-finite `tMin`.
 */
export function positionOnTrace(trace: readonly MarchPoint[], tMin: number): TracePosition {
  if (trace.length === 0) throw new RangeError('trace: expected at least one point');
  if (!Number.isFinite(tMin)) throw new RangeError(`tMin: expected a finite number of minutes, got ${String(tMin)}`);
  const first = trace[0]!;
  if (tMin <= first.tMin) return { xM: first.xM, yM: first.yM, distanceM: first.distanceM, passed: first.passed };
  let lo = 0;
  let hi = trace.length - 1;
  const last = trace[hi]!;
  if (tMin >= last.tMin) return { xM: last.xM, yM: last.yM, distanceM: last.distanceM, passed: last.passed };
  // trace[lo].tMin < tMin < trace[hi].tMin
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (trace[mid]!.tMin <= tMin) lo = mid;
    else hi = mid;
  }
  const a = trace[lo]!;
  const b = trace[hi]!;
  const f = (tMin - a.tMin) / (b.tMin - a.tMin);
  return { xM: a.xM + (b.xM - a.xM) * f, yM: a.yM + (b.yM - a.yM) * f, distanceM: a.distanceM + (b.distanceM - a.distanceM) * f, passed: a.passed };
}

/**
 * The gap (metres between the two units' ground) at which a contact opened by `opening` begins, and its
 * range band. Source: 004 §THE RECCE SEQUENCE — a recce that sights the defender first (or a contact with
 * no recce sequence: a meeting engagement, or a defender in the open) halts where it sighted it, `sightedGapM`
 * (band by that gap against `defender`'s ranges); otherwise BLUE, 004 §ENGAGEMENT TABLE: "how close they
 * can allow the recce to come before opening fire" — the defender's contact range, max effective range,
 * or max harassing range (its effective range where it has none) by `opening.defenderOpensAt`, never
 * beyond `sightedGapM`; the band is that gap's against the defender's ranges (`bandOf`). Throws
 * `RangeError` for a gap that is not a finite number ≥ 0.
 */
export function contactOpensAtGap(opening: ContactOpening | null, defender: UnitRanges, sightedGapM: number): { gapM: number; band: RangeBand } {
  if (!Number.isFinite(sightedGapM) || sightedGapM < 0) throw new RangeError(`sightedGapM: expected metres ≥ 0, got ${String(sightedGapM)}`);
  if (opening === null || opening.defenderOpensAt === null) return { gapM: sightedGapM, band: bandOf(sightedGapM, defender) };
  const r = opening.defenderOpensAt;
  const gapM = Math.min(sightedGapM, r === 'contact' ? defender.contactM : r === 'effect' ? defender.effectiveM : (defender.harassM ?? defender.effectiveM));
  return { gapM, band: bandOf(gapM, defender) };
}

/** The range band of a gap against a unit's ranges (004 §WEAPON RANGE TABLE). */
export function bandOf(gapM: number, ranges: UnitRanges): RangeBand {
  return gapM <= ranges.contactM ? 'contact' : gapM <= ranges.effectiveM ? 'effective' : 'harass';
}

/**
 * The first minute in [`t0Min`, `t1Min`] at which `gapAt` (a gap in metres that changes continuously
 * with time) is at most `limitM`, found by halving the interval `iterations` times (default 24: well
 * under a second for an hour's interval); `null` when `gapAt(t1Min)` is still above it. Assumes the
 * gap crosses the limit once in the interval (true for a unit closing on another within a tick).
 */
export function firstMinuteWithin(gapAt: (tMin: number) => number, t0Min: number, t1Min: number, limitM: number, iterations = 24): number | null {
  if (gapAt(t0Min) <= limitM) return t0Min;
  if (gapAt(t1Min) > limitM) return null;
  let lo = t0Min;
  let hi = t1Min;
  for (let i = 0; i < iterations; i++) {
    const mid = (lo + hi) / 2;
    if (gapAt(mid) <= limitM) hi = mid;
    else lo = mid;
  }
  return hi;
}
