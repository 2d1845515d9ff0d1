/**
 * "Company except" of one sub-unit (000 §The Low Command system): "Except bases…" opens a list of
 * its bases (by place in line and id, with dug in / injured); the bases ticked get a low command of
 * their own — action (only those allowed for THOSE bases' situation), target, digging in, path and
 * cover point — handed to the engine as `SubUnitPlan.except`. Controls are named "… of ‹sub-unit›
 * except" (the bases: checkbox "Except base ‹id› of ‹sub-unit›").
 */
import { useState } from 'react';
import { ACTION_LABELS } from '../../rules/index.ts';
import type { EngagementState, SubUnitState } from '../../rules/bound/types.ts';
import { subUnitCentre } from '../../map/engagementGeometry.ts';
import { parsePickKey } from './mapPick.ts';
import { PathFields } from './PathFields.tsx';
import { PATH_ACTIONS, mayTarget, type PlanDraft } from './planForm.ts';
import { baseLabel, canExceptDigIn, exceptActionsFor, exceptBases, withExcept, withExceptBase } from './planExcept.ts';
import { ChoiceSelect } from '../ChoiceSelect.tsx';

/** Props (as the row's; `enemies` nearest first, `fullMoveM` the sub-unit's full move in the open). */
export type ExceptFieldsProps = {
  state: EngagementState;
  draft: PlanDraft;
  subUnit: SubUnitState;
  onDraft(d: PlanDraft): void;
  pathFor: string | null;
  onPathFor(key: string | null): void;
  enemies: readonly { id: string; name: string; distanceM: number }[];
  fullMoveM: number;
};

/** The fields. */
export function ExceptFields(p: ExceptFieldsProps) {
  const { state, draft, subUnit: su } = p;
  const d = draft.subUnits[su.id]!;
  const ex = d.except;
  const [open, setOpen] = useState(ex !== undefined);
  const name = `${su.name} except`;
  const pick = p.pathFor ? parsePickKey(p.pathFor) : null;
  const picking = pick && pick.subUnitId === su.id && pick.part === 'except' ? pick.what : null;
  const set = (change: Parameters<typeof withExcept>[3]) => p.onDraft(withExcept(state, draft, su.id, change));
  const allowed = ex ? exceptActionsFor(state, draft, su, ex.baseIds) : [];
  const start = ex ? subUnitCentre({ bases: exceptBases(su, ex.baseIds) }) : null;

  return (
    <div className="eng-su__except">
      <button type="button" aria-expanded={open} aria-label={`Except bases… of ${su.name}`} onClick={() => setOpen(!open)}>
        Except bases…{ex ? ` (${ex.baseIds.length})` : ''}
      </button>
      {open && (
        <div role="group" aria-label={`Except bases of ${su.name}`}>
          <div className="inline-row">
            {su.bases.map((b, i) => (
              <label key={b.id} className="eng-check">
                <input
                  type="checkbox"
                  aria-label={`Except base ${i + 1} of ${su.name}`}
                  checked={ex?.baseIds.includes(b.id) ?? false}
                  onChange={(e) => p.onDraft(withExceptBase(state, draft, su.id, b.id, e.target.checked))}
                />
                <span>{baseLabel(b, i)}</span>
              </label>
            ))}
          </div>
          {ex && (
            <div className="eng-su__fields">
              <label className="eng-field">
                <span>Action</span>
                <ChoiceSelect aria-label={`Action of ${name}`} options={allowed} labels={ACTION_LABELS} value={ex.action} onChoice={(v) => set({ action: v })} />
              </label>
              {(mayTarget(draft, su) || ex.action === 'assault') && (
                <label className="eng-field">
                  <span>{ex.action === 'assault' ? 'Assault' : 'Target'}</span>
                  <select aria-label={`Target of ${name}`} value={ex.targetId} onChange={(e) => set({ targetId: e.target.value })}>
                    <option value="">— none —</option>
                    {p.enemies.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.name} ({e.distanceM} m)
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {canExceptDigIn(draft, su, ex) && (
                <label className="eng-check">
                  <input type="checkbox" aria-label={`Dig in ${name}`} checked={ex.digIn} onChange={(e) => set({ digIn: e.target.checked })} />
                  <span>Dig in</span>
                </label>
              )}
            </div>
          )}
          {ex && start && (PATH_ACTIONS.has(ex.action) || ex.action === 'assault') && (
            <PathFields
              state={state}
              name={name}
              start={start}
              path={ex.path}
              fullMoveM={p.fullMoveM}
              enemies={p.enemies}
              onPath={(path) => set({ path })}
              picking={picking}
              onPick={(what) => p.onPathFor(what === null ? null : `${su.id}|except|${what}`)}
              cover={ex.action === 'findCover' ? { at: ex.coverAtM, onClear: () => set({ coverAtM: undefined }) } : undefined}
            />
          )}
        </div>
      )}
    </div>
  );
}
