/**
 * Tasks the campaign clock completes (004 §TASK TIMINGS TABLE; `002_0a64821d231c1bbf.txt` §2.5 Field Works;
 * docs/RULINGS.md §Tasks the clock completes): a task is done at its start plus its duration, once, in the
 * clock step that reaches that minute — whatever the night (digging and mine-laying went on at night).
 * - A dig-in task ("Dig in infantry company", "Hasty dig-in (1916)", "Foxholes (1916)") digs in its unit and
 *   the placed units under it that stayed (not those marching on a route of their own or moved since it
 *   began), unless the unit moved after the task began (002 §2.5: "Units preparing defenses count as having
 *   moved") or has no bases left.
 * - "Lay minefield" with a line lays a minefield of 80-yard markers along it (`minefieldMarkers`), the
 *   laying unit's side's, with the task's id; without a line it lays none and says so.
 * - Any other task is marked done.
 */
import type { PointM } from '../../rules/bound/types.ts';
import { minefieldMarkers } from '../../rules/fieldWorks1916.ts';
import { DIG_IN_TASKS, LAY_MINEFIELD_TASK } from '../../rules/tables/fieldWorks1916.ts';
import type { LonLat } from '../../rules/types.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { TaskDone } from '../model/fieldWorkTypes.ts';
import { placedBelow } from '../model/selectors.ts';
import { MAX_MINEFIELD_MARKERS } from './payloads.ts';
import type { CampaignState, CampaignTask, UnitId } from '../model/types.ts';

/** The minute a task is done: its start plus its duration. */
export const taskEndMin = (t: Pick<CampaignTask, 'startMin' | 'durationMin'>): number => t.startMin + t.durationMin;

/**
 * The tasks a clock step from `state.clockMin` to `toMin` completes — every task not yet done whose end is at
 * or before `toMin`, overdue ones too (a task entered with a start in the past) — by their end minute then id, each with its
 * effect (see the module note). `moved`: the units that move in the step (a dig-in's unit among them has
 * moved off). `local`/`toLonLat` convert between WGS84 and the grid's metres.
 */
export function tasksDueBy(state: CampaignState, toMin: number, moved: ReadonlySet<UnitId>, local: (p: LonLat) => PointM, toLonLat: (p: PointM) => LonLat): TaskDone[] {
  const due = Object.values(state.tasks ?? {})
    .filter((t) => t.doneAtMin === undefined && taskEndMin(t) <= toMin)
    .sort((a, b) => taskEndMin(a) - taskEndMin(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return due.map((t) => doneOf(state, t, moved, local, toLonLat));
}

function doneOf(state: CampaignState, t: CampaignTask, moved: ReadonlySet<UnitId>, local: (p: LonLat) => PointM, toLonLat: (p: PointM) => LonLat): TaskDone {
  const u = state.units[t.unitId];
  if (!u) return { taskId: t.id, note: 'the unit doing it was deleted' };
  if (DIG_IN_TASKS.includes(t.task)) {
    if (u.bases === 0) return { taskId: t.id, note: `${u.shortName} has no bases left` };
    if (moved.has(u.id) || (u.movedAtMin !== undefined && u.movedAtMin > t.startMin)) return { taskId: t.id, note: `${u.shortName} moved off before it was done` };
    // The placed units under it that stayed: not those marching on a route of their own or moved since it began.
    const away = (k: UnitId) => moved.has(k) || Object.hasOwn(state.routes ?? {}, k) || (state.units[k]!.movedAtMin ?? -1) > t.startMin;
    return { taskId: t.id, dugIn: [u.id, ...placedBelow(state, u.id, away)] };
  }
  if (t.task === LAY_MINEFIELD_TASK) {
    if (!t.line) return { taskId: t.id, note: 'no line was given, so no minefield is on the map' };
    const markers = minefieldMarkers(local(t.line.from), local(t.line.to)).map(toLonLat);
    if (markers.length > MAX_MINEFIELD_MARKERS) return { taskId: t.id, note: `its line needs ${markers.length} markers, more than the ${MAX_MINEFIELD_MARKERS} a minefield may have` };
    return { taskId: t.id, minefield: { id: t.id, name: `Minefield laid by ${u.shortName}`, markers, laidAtMin: taskEndMin(t), side: u.side, taskId: t.id } };
  }
  return { taskId: t.id };
}

/** The markers of a minefield laid from `from` to `to` on `state`'s grid (`minefieldMarkers`, WGS84). Throws `RangeError` for a point off the grid's projection. */
export function minefieldMarkersOn(state: Pick<CampaignState, 'grid'>, from: LonLat, to: LonLat): LonLat[] {
  const proj = gridProjection(state.grid);
  const local = (p: LonLat): PointM => {
    const m = proj.toLocal(p);
    return { xM: m.eastingM, yM: m.northingM };
  };
  return minefieldMarkers(local(from), local(to)).map((p) => proj.toLonLat({ eastingM: p.xM, northingM: p.yM }));
}
