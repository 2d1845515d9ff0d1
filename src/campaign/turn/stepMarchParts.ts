/**
 * The parts of a clock step's march into contact (`stepMarch.ts`): a march and a contact begun in the
 * step, how fast a march goes, which marches can meet, and a contact joined by a pair.
 */
import Flatbush from 'flatbush';
import type { PointM } from '../../rules/bound/types.ts';
import { march, type GoingAt, type MarchInput, type MarchResult } from '../../rules/operational/movement.ts';
import { bandOf } from '../../rules/operational/approach.ts';
import type { openContact } from '../../rules/operational/recce.ts';
import type { GroundUnit } from '../ground/ground.ts';
import type { CampaignRoute, ContactPairRecord } from '../model/turnTypes.ts';
import type { CampaignState, SideId, UnitId } from '../model/types.ts';
import { marchMobilityOf, moduleRateOf } from './march.ts';

/** A unit whose route is in force this step: its march (with trace) from `startMin`, and where it halted (null: it did not). */
export type Marcher = { unitId: UnitId; route: CampaignRoute; from: PointM; startMin: number; result: MarchResult; haltMin: number | null };

/** A contact begun during the step: its minute, the ground units of each side, the pairs, the recce sequence. */
export type StepContact = {
  atMin: number;
  blueIds: UnitId[];
  redIds: UnitId[];
  pairs: ContactPairRecord[];
  recceId: UnitId | null;
  defenderId: UnitId | null;
  opening: ReturnType<typeof openContact> | null;
  movers: Set<UnitId>;
  at: PointM;
};

/** A ground unit followed through the step: its start, its march (null: it stands), its radius and reach. */
export type Watched = { g: GroundUnit; index: number; id: UnitId; side: SideId; x0: number; y0: number; marcher: Marcher | null; rM: number; reachM: number };
/** A contact sighted but not yet begun: the defender holds its fire until the gap is `opensGapM`. */
export type Pending = { units: Set<UnitId>; pairs: Map<string, [UnitId, UnitId]>; recceId: UnitId | null; defenderId: UnitId | null; opening: StepContact['opening']; opensGapM: number };

/** The fastest a march goes over any stretch of its trace, metres a minute (0: it does not move). */
export function topSpeed(m: Marcher): number {
  const t = m.result.trace!;
  let v = 0;
  for (let i = 1; i < t.length; i++) {
    const dtMin = t[i]!.tMin - t[i - 1]!.tMin;
    if (dtMin > 0) v = Math.max(v, (t[i]!.distanceM - t[i - 1]!.distanceM) / dtMin);
  }
  return v;
}

/**
 * For each marching ground unit, the marching enemies whose whole march comes within `marginM` of its
 * own (the boxes round each one's trace, `marginM` wider each side, overlap): the only marches it can
 * meet in the step.
 */
export function marchersNear(moving: readonly Watched[], marginM: number): Map<UnitId, Watched[]> {
  const boxes = moving.map((w) => {
    const m = w.marcher!;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const p of m.result.trace!) {
      const x = w.x0 + p.xM - m.from.xM;
      const y = w.y0 + p.yM - m.from.yM;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
    const pad = w.rM + marginM;
    return [x0 - pad, y0 - pad, x1 + pad, y1 + pad] as const;
  });
  const index = new Flatbush(moving.length);
  for (const b of boxes) index.add(b[0], b[1], b[2], b[3]);
  index.finish();
  return new Map(moving.map((w, i) => [w.id, index.search(...boxes[i]!).map((j) => moving[j]!).filter((o) => o.side !== w.side)]));
}

/** `c` joined by the pair of `blueId` and `redId` at gap `gapM`, banded against `ranges` (004 §WEAPON RANGE TABLE). */
export function joinContact(c: StepContact, blueId: UnitId, redId: UnitId, gapM: number, ranges: GroundUnit['ranges']): void {
  if (!c.blueIds.includes(blueId)) c.blueIds.push(blueId);
  if (!c.redIds.includes(redId)) c.redIds.push(redId);
  c.pairs.push({ blueId, redId, gapM: Math.round(gapM), band: bandOf(gapM, ranges) });
}

/** The ranges a pair of ground units is banded by: the one that reaches farther's. */
export function longerReach(a: Pick<Watched, 'reachM' | 'g'>, b: Pick<Watched, 'reachM' | 'g'>): GroundUnit['ranges'] {
  return a.reachM >= b.reachM ? a.g.ranges : b.g.ranges;
}

/** The marcher of a unit's route in force from `startMin` for `minutes` (≥ 0) of movement, at *NQM*'s rates or an optional module's (`moduleRateOf`). */
export function marcherOf(state: CampaignState, unitId: UnitId, route: CampaignRoute, from: PointM, local: (p: { lon: number; lat: number }) => PointM, startMin: number, minutes: number, goingAt: GoingAt, sampleM: number): Marcher {
  const u = state.units[unitId]!;
  const input: MarchInput = { from, waypoints: route.waypoints.slice(route.passed).map((w) => local(w.pos)), mobility: marchMobilityOf(state, u), mode: route.mode, minutes, goingAt, sampleM, trace: true };
  const rateKph = moduleRateOf(state, u, route.mode);
  if (rateKph) input.rateKph = rateKph;
  const result = march(input);
  return { unitId, route, from, startMin, result, haltMin: null };
}
