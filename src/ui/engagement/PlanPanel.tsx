/**
 * The planning form of a bound (left of the engagement screen): per strategic formation its high
 * command (Advance / Hold / Assault / Retreat, and Bombard with a grid reference and ammunition for
 * artillery, with where its HE shots fall: `BombardShotsFields`), and per sub-unit its low command
 * (`SubUnitPlanRow`). "Plan bound" hands the plans to
 * the engine; when it refuses, its reasons are listed at the top (an `alert`) and beside each
 * sub-unit or SF.
 */
import { useId, type FormEvent } from 'react';
import { HIGH_COMMAND_LABELS, HIGH_COMMANDS, type HighCommand } from '../../rules/index.ts';
import type { BombardAmmo, EngagementState, FormationState, PlanError, PointM, TerrainAt } from '../../rules/bound/types.ts';
import { BombardShotsFields } from './BombardShotsFields.tsx';
import { AMMO_LABELS, canBombard, withCommand, type CommandDraft, type PlanDraft } from './planForm.ts';
import { SubUnitPlanRow } from './SubUnitPlanRow.tsx';

/** Props. `pathFor`: what map clicks add now (`pickKey` of `mapPick.ts`: a sub-unit id for its path; null: none). */
export type PlanPanelProps = {
  state: EngagementState;
  draft: PlanDraft;
  onDraft(d: PlanDraft): void;
  errors: readonly PlanError[];
  pathFor: string | null;
  onPathFor(id: string | null): void;
  selectedId: string | null;
  onSelect(id: string): void;
  onPlan(): void;
  busy: boolean;
  /** Cover and movement ground at a point (the engagement's terrain), for a bombardment's preview. */
  terrainAt(p: PointM): TerrainAt;
};

/** The form. */
export function PlanPanel(p: PlanPanelProps) {
  const { state, draft } = p;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy) p.onPlan();
  };
  return (
    <form className="eng-plan" onSubmit={submit} aria-label={`Plans for bound ${state.bound}`}>
      <h3 className="eng-pane-title">Plans for bound {state.bound}</h3>
      {p.errors.length > 0 && (
        <div role="alert" className="eng-plan__errors">
          <p>
            The engine refused the plan ({p.errors.length === 1 ? '1 problem' : `${p.errors.length} problems`}); nothing was written:
          </p>
          <ul>
            {p.errors.map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
      {state.formations.map((f) => (
        <FormationBlock key={f.id} {...p} formation={f} />
      ))}
      <div className="form-actions eng-plan__actions">
        <button type="submit" className="primary" disabled={p.busy}>
          Plan bound
        </button>
      </div>
    </form>
  );
}

function FormationBlock(p: PlanPanelProps & { formation: FormationState }) {
  const id = useId();
  const { state, draft, formation: f } = p;
  const c: CommandDraft = draft.commands[f.id] ?? { kind: 'hold', gridRef: '' };
  const errors = p.errors.filter((e) => e.kind === 'formation' && e.id === f.id);
  const subUnits = state.subUnits.filter((s) => s.formationId === f.id && s.bases.length > 0 && draft.subUnits[s.id]);
  const setCommand = (next: CommandDraft) => p.onDraft(withCommand(state, draft, f.id, next));
  return (
    <fieldset className={`eng-sf side-${f.side}`}>
      <legend>
        {f.name} <span className="eng-muted">({f.quality} {f.role})</span>
      </legend>
      <div className="eng-sf__command">
        <label htmlFor={`${id}-cmd`}>High command</label>
        <select
          id={`${id}-cmd`}
          aria-label={`High command of ${f.name}`}
          value={c.kind}
          onChange={(e) => setCommand({ ...c, kind: e.target.value as HighCommand | 'bombard' })}
          aria-invalid={errors.length > 0 || undefined}
        >
          {HIGH_COMMANDS.map((h) => (
            <option key={h} value={h}>
              {HIGH_COMMAND_LABELS[h]}
            </option>
          ))}
          {canBombard(f) && <option value="bombard">Bombard</option>}
        </select>
        {c.kind === 'bombard' && (
          <>
            <input
              type="text"
              aria-label={`Bombard grid reference of ${f.name}`}
              placeholder="grid reference"
              value={c.gridRef}
              onChange={(e) => setCommand({ ...c, gridRef: e.target.value })}
            />
            <select aria-label={`Ammunition of ${f.name}`} value={c.ammo ?? 'HE'} onChange={(e) => setCommand({ kind: c.kind, gridRef: c.gridRef, ammo: e.target.value as BombardAmmo })}>
              {(Object.keys(AMMO_LABELS) as BombardAmmo[]).map((a) => (
                <option key={a} value={a}>
                  {AMMO_LABELS[a]}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {c.kind === 'bombard' && (c.ammo ?? 'HE') === 'HE' && <BombardShotsFields state={state} formation={f} command={c} onCommand={setCommand} terrainAt={p.terrainAt} />}
      {errors.map((e, i) => (
        <p key={i} className="field-error">
          {e.message}
        </p>
      ))}
      {subUnits.map((su) => (
        <SubUnitPlanRow
          key={su.id}
          state={state}
          draft={draft}
          subUnit={su}
          onDraft={p.onDraft}
          errors={p.errors.filter((e) => e.kind === 'subUnit' && e.id === su.id)}
          pathFor={p.pathFor}
          onPathFor={p.onPathFor}
          selected={p.selectedId === su.id}
          onSelect={p.onSelect}
        />
      ))}
    </fieldset>
  );
}
