/**
 * Truth against picture, for the umpire: where a seat's picture differs from the campaign as it is —
 * each own unit whose reported position is not where it stands (or that has sent nothing yet), and
 * each enemy last seen somewhere it no longer is — so the umpire can brief a player, or see a report
 * that should have been sent. Pure.
 */
import { distanceM } from '../../rules/artillery/geometry.ts';
import type { LonLat, Minutes } from '../../rules/types.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import type { Seat } from '../model/pictureTypes.ts';
import { pictureOf } from './picture.ts';

/**
 * One difference: the true unit, whether it is own or enemy, where the seat believes it is (null: no
 * report of it has arrived) and how old that belief is (minutes since the report was made), where it
 * truly is (null: nowhere on the map), and the distance between the two in ground metres (null when
 * either is missing).
 */
export type PictureDifference = {
  unitId: UnitId;
  kind: 'own' | 'enemy';
  believed: LonLat | null;
  ageMin: Minutes | null;
  truth: LonLat | null;
  distanceM: number | null;
};

/** Differences smaller than this are the same place (ground metres): a report's position rounded, a unit that has not moved. */
export const SAME_PLACE_M = 50;

/**
 * Where `seat`'s picture at `state.clockMin` differs from `state`: own units under its command that are
 * reported elsewhere than they stand (more than `SAME_PLACE_M`) or not reported at all, then enemy units
 * last seen elsewhere than they stand; each list farthest first. A live seat has no own differences.
 */
export function pictureDifferences(state: CampaignState, seat: Pick<Seat, 'hqId' | 'label' | 'ownUnits'>): PictureDifference[] {
  const atMin = state.clockMin;
  const picture = pictureOf(state, seat, atMin);
  // A formation drawn at its units' mean has no position of its own to report or to compare.
  const truthOf = (id: UnitId) => state.units[id]?.pos ?? null;
  const gap = (a: LonLat | null, b: LonLat | null) => (a && b ? distanceM(state.grid, a, b) : null);
  const own: PictureDifference[] = [];
  for (const u of picture.units) {
    const info = picture.info[u.id];
    if (!info || (info.status !== 'reported' && info.status !== 'unknown')) continue;
    const believed = u.pos ?? null;
    const truth = truthOf(u.id);
    const d = gap(believed, truth);
    if (d !== null && d <= SAME_PLACE_M) continue;
    if (believed === null && truth === null) continue;
    own.push({ unitId: u.id, kind: 'own', believed, ageMin: info.madeAtMin === undefined ? null : atMin - info.madeAtMin, truth, distanceM: d });
  }
  // The picture numbers the enemy it has seen; the reports it was built from say which unit each was.
  const enemy: PictureDifference[] = [];
  const seen = new Map<UnitId, { pos: LonLat; madeAtMin: number }>();
  for (const r of picture.reports) {
    const full = state.reports?.[r.id];
    full?.enemy?.forEach((e) => {
      const was = seen.get(e.unitId);
      if (!was || r.sentAtMin >= was.madeAtMin) seen.set(e.unitId, { pos: e.pos, madeAtMin: r.sentAtMin });
    });
  }
  for (const [id, s] of seen) {
    const truth = truthOf(id);
    const d = gap(s.pos, truth);
    if (d !== null && d <= SAME_PLACE_M) continue;
    enemy.push({ unitId: id, kind: 'enemy', believed: s.pos, ageMin: atMin - s.madeAtMin, truth, distanceM: d });
  }
  const far = (a: PictureDifference, b: PictureDifference) => (b.distanceM ?? Infinity) - (a.distanceM ?? Infinity) || (a.unitId < b.unitId ? -1 : 1);
  return [...own.sort(far), ...enemy.sort(far)];
}
