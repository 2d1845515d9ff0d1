/**
 * Who may do a task of the NQM task timings table (004 §TASK TIMINGS TABLE; docs/RULINGS.md §Who may do a
 * task): a unit qualifies when it, or a unit under it, is of an arm (or echelon) the task names — an
 * engineer field company lays a minefield, a division with engineers under it may be given it, an
 * infantry company may not.
 */
import { TASK_TIMINGS } from '../../rules/tables/nqm.ts';
import { FIELD_WORKS_1916 } from '../../rules/tables/fieldWorks1916.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';

/**
 * Why `unitId` may not do `task`, in the umpire's words (`Lay minefield is work for engineers: 6th Black
 * Watch has none`), or null when it may (or the task names nobody, or is not in the table).
 */
export function taskProblem(state: Pick<CampaignState, 'units'>, unitId: UnitId, task: string): string | null {
  const timing = TASK_TIMINGS.find((t) => t.task === task) ?? FIELD_WORKS_1916.find((t) => t.task === task);
  const unit = state.units[unitId];
  if (!timing || !unit || (!timing.by && !timing.byEchelons)) return null;
  const fits = (u: Unit) => (timing.by?.includes(UNIT_TYPES[u.type]?.arm) ?? false) || (timing.byEchelons?.includes(u.echelon) ?? false);
  if (fits(unit)) return null;
  for (const u of Object.values(state.units)) {
    if (fits(u) && isUnder(state, u.id, unitId)) return null;
  }
  const source = FIELD_WORKS_1916.includes(timing) ? '1916 §2.5 Field Works' : '004 §TASK TIMINGS TABLE';
  return `${timing.task} is work for ${timing.byText ?? 'other units'}: ${unit.name} is not, and has none under it (${source}).`;
}

/** Whether `id` is under `ancestorId` in the order of battle. */
function isUnder(state: Pick<CampaignState, 'units'>, id: UnitId, ancestorId: UnitId): boolean {
  const seen = new Set<UnitId>();
  for (let p = state.units[id]?.parentId; p !== undefined && !seen.has(p); p = state.units[p]?.parentId) {
    if (p === ancestorId) return true;
    seen.add(p);
  }
  return false;
}
