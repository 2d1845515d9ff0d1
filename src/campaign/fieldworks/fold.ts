/**
 * The field works a `clock.advanced` carries, in the fold (`002_0a64821d231c1bbf.txt` §2.5; docs/RULINGS.md
 * §1916 minefields, §Tasks the clock completes): each unit's minefield rolls — checked against the
 * campaign's minefield chart, the 1916 rules on, one roll per base the unit had left — take off the bases
 * lost and mark the damaged (a casualty marker each, on bases left); each task done is marked done at its end
 * minute, digging in its units or laying its minefield. The fold reads no ground.
 */
import { mineResult } from '../../rules/fieldWorks1916.ts';
import { DIG_IN_TASKS, LAY_MINEFIELD_TASK } from '../../rules/tables/fieldWorks1916.ts';
import { hasKey, recordWith, unitAt } from '../model/checks.ts';
import { subtreeIds } from '../model/selectors.ts';
import { EventError } from '../model/eventError.ts';
import { copyRecord } from '../model/records.ts';
import { mineChartOf, module1916On, settingsOf } from '../model/settings.ts';
import { settleHoldings } from '../logistics/stocks.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import type { CampaignState, CampaignTask, Unit, UnitId } from '../model/types.ts';
import { taskEndMin } from './tasksDone.ts';

/** `state` with the step's minefield rolls and tasks done applied (see the module note). Throws `EventError` at `payload.mineRolls[i]…` / `payload.tasksDone[i]…`. */
export function applyFieldWorkStep(state: CampaignState, payload: TurnStep): CampaignState {
  if (payload.mineRolls === undefined && payload.tasksDone === undefined) return state;
  const units = copyRecord(state.units) as Record<UnitId, Unit>;
  let { tasks, minefields } = state;
  const s = settingsOf(state);
  (payload.mineRolls ?? []).forEach((r, i) => {
    const path = `payload.mineRolls[${i}]`;
    if (!module1916On(s)) throw new EventError('bases roll for minefields only under the 1916 rules', path);
    const u = unitAt(state, r.unitId, `${path}.unitId`);
    if (!hasKey(state.minefields, r.minefieldId)) throw new EventError(`unknown minefield "${r.minefieldId}"`, `${path}.minefieldId`);
    const now = units[u.id]!;
    if (r.dice.length !== now.bases || r.results.length !== now.bases) throw new EventError(`${u.shortName} has ${now.bases} bases and rolls 2D6 for each, not ${r.dice.length}`, `${path}.dice`);
    r.dice.forEach((d, j) => {
      if (mineResult(d, mineChartOf(s)) !== r.results[j]) throw new EventError(`2D6 ${d[0]}+${d[1]} does not give "${r.results[j]}" on the minefield chart`, `${path}.results[${j}]`);
    });
    const lost = r.results.filter((x) => x === 'lost').length;
    const damaged = r.results.filter((x) => x === 'damaged').length;
    const bases = now.bases - lost;
    const next: Unit = { ...now, bases, injuredBases: Math.min(bases, now.injuredBases + damaged) };
    units[u.id] = settleHoldings(now, next);
  });
  (payload.tasksDone ?? []).forEach((d, i) => {
    const path = `payload.tasksDone[${i}]`;
    if (!hasKey(tasks, d.taskId)) throw new EventError(`unknown task "${d.taskId}"`, `${path}.taskId`);
    const t = tasks![d.taskId]!;
    if (t.doneAtMin !== undefined) throw new EventError(`the task "${t.task}" was done at minute ${t.doneAtMin}`, `${path}.taskId`);
    const endMin = taskEndMin(t);
    if (endMin > payload.toMin) throw new EventError(`the task "${t.task}" ends at minute ${endMin}, after this step`, `${path}.taskId`);
    if (d.dugIn !== undefined) {
      if (!DIG_IN_TASKS.includes(t.task)) throw new EventError(`"${t.task}" digs nobody in`, `${path}.dugIn`);
      const under = new Set(subtreeIds(state, t.unitId));
      d.dugIn.forEach((id, j) => {
        const u = unitAt(state, id, `${path}.dugIn[${j}]`);
        if (j === 0 ? id !== t.unitId : !under.has(id) || id === t.unitId) throw new EventError(`${u.shortName} is not ${j === 0 ? 'the unit doing the task' : 'under the unit doing the task'}`, `${path}.dugIn[${j}]`);
        units[id] = { ...units[id]!, dugIn: true };
      });
    }
    if (d.minefield !== undefined) {
      if (t.task !== LAY_MINEFIELD_TASK) throw new EventError(`"${t.task}" lays no minefield`, `${path}.minefield`);
      if (hasKey(minefields, d.minefield.id)) throw new EventError(`${minefields![d.minefield.id]!.name} is on the map already`, `${path}.minefield.id`);
      minefields = recordWith(minefields, d.minefield.id, { ...d.minefield, markers: d.minefield.markers.map((p) => ({ ...p })) });
    }
    tasks = recordWith(tasks, t.id, { ...t, doneAtMin: endMin } satisfies CampaignTask);
  });
  const out: CampaignState = { ...state, units };
  if (tasks !== undefined) out.tasks = tasks;
  if (minefields !== undefined) out.minefields = minefields;
  return out;
}
