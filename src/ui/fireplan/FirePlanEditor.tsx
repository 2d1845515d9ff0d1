/**
 * One fire plan in the Fire plans screen (`article` named by the plan's title):
 * "Print template", "Delete fire plan"; its settings (`PlanSettings`:
 * H-hour, scale, edition, wind, seed); the `table` "Serials of ‹plan›" (`SerialRows`) with "Add
 * serial"; the lifts (`Lifts`); the timetable with "Print timetable"; the expected effect
 * (`EffectPanel`); firing for real (`FiringPanel`); and the printed copies. Every change is one
 * `fireplan.saved` of the whole plan through the queued `PlanWriter`.
 */
import type { FeatureCollection } from 'geojson';
import { TableHead } from '../TableHead.tsx';
import { useMemo, useState } from 'react';
import type { TerrainQuery, CampaignState, FirePlan } from '../../campaign/index.ts';
import { formatCampaignClock } from '../clock.ts';
import { EffectPanel } from './EffectPanel.tsx';
import { FiringPanel } from './FiringPanel.tsx';
import { Lifts } from './Lifts.tsx';
import { addLift, addSerial, nextSerialDraft, removeLift, removeSerial, replaceSerial, type SerialDraft } from './planEdits.ts';
import { PlanSettings } from './PlanSettings.tsx';
import { planScreenView } from './planView.ts';
import { PRINTING_TEMPLATE_CLASS, PRINTING_TIMETABLE_CLASS, printCopy, PrintTemplate, PrintTimetable } from './PrintCopies.tsx';
import { NewSerialRow, SerialRow } from './SerialRows.tsx';
import { Timetable } from './Timetable.tsx';
import type { PlanWriter } from './usePlanWriter.ts';
import { FormError } from '../FormFooter.tsx';

/** Props: the campaign, the plan, the map's terrain as a query and as features (null while it loads), the plan writer, and what to do once the plan is deleted. */
export type FirePlanEditorProps = { state: CampaignState; plan: FirePlan; terrain: TerrainQuery | null; terrainData?: FeatureCollection | null; writer: PlanWriter; onDeleted(): void };

/** The editor. */
export function FirePlanEditor({ state, plan, terrain, terrainData = null, writer, onDeleted }: FirePlanEditorProps) {
  const view = useMemo(() => planScreenView(state, plan, terrain), [state, plan, terrain]);
  const [adding, setAdding] = useState<{ n: number; draft: SerialDraft } | null>(null);
  const fuOf = new Map(view.serials.map((s) => [s.id, s.fu]));
  const change = (f: (p: FirePlan) => FirePlan, notice: string) => writer.update(plan.id, (_s, p) => f(p), notice);

  return (
    <article className="fp-plan" aria-label={plan.title}>
      <header className="row-head">
        <div>
          <h3>{plan.title}</h3>
          <p className="orbat-hint">
            {state.sides[plan.side]?.name ?? plan.side} · H-hour {formatCampaignClock(state.startLocal, plan.hHourMin)}
          </p>
        </div>
        <div className="form-actions">
          <button type="button" onClick={() => printCopy(PRINTING_TEMPLATE_CLASS)}>
            Print template
          </button>
          <button type="button" className="danger" onClick={() => void writer.remove(plan.id, `Deleted fire plan “${plan.title}”. Undo brings it back.`).then((ok) => ok && onDeleted())}>
            Delete fire plan
          </button>
        </div>
      </header>
      <FormError error={writer.error} />
      <PlanSettings state={state} plan={plan} onChange={(f, notice) => void change(f, notice)} />
      {view.problem && <p className="fp-warn-note">{view.problem}</p>}

      <section className="fp-serials" aria-label="Serials">
        <header className="row-head">
          <h4>Serials</h4>
          <button type="button" disabled={adding !== null} onClick={() => setAdding((a) => ({ n: (a?.n ?? 0) + 1, draft: nextSerialDraft(plan) }))}>
            Add serial
          </button>
        </header>
        <table className="fp-table fp-serials__table" aria-label={`Serials of ${plan.title}`}>
          <TableHead columns={['Serial', 'From', 'To', 'Target', 'Firers', 'Shoot', 'Shell', 'FU', { key: 'actions', head: <span className="visually-hidden">Actions</span> }]} />
          {plan.serials.map((s) => (
            <SerialRow
              key={s.id}
              state={state}
              plan={plan}
              serial={s}
              fu={fuOf.get(s.id) ?? null}
              checks={view.checks.get(s.id) ?? []}
              onSave={(fields) => void change((p) => replaceSerial(p, s.id, fields), `Serial ${s.label} of “${plan.title}” saved.`)}
              onRemove={() => void change((p) => removeSerial(p, s.id), `Serial ${s.label} removed from “${plan.title}”.`)}
            />
          ))}
          {adding && (
            <NewSerialRow
              key={adding.n}
              state={state}
              plan={plan}
              initial={adding.draft}
              onAdd={async (fields) => {
                const ok = await change((p) => addSerial(p, fields), `Serial added to “${plan.title}”.`);
                if (ok) setAdding(null);
                return ok;
              }}
              onCancel={() => setAdding(null)}
            />
          )}
        </table>
        {plan.serials.length === 0 && !adding && <p className="field-note">No serials yet: “Add serial” types one (H-offsets such as H−60 to H−30, a grid reference, the firers).</p>}
      </section>

      <Lifts
        state={state}
        plan={plan}
        view={view}
        onAdd={(lift) => change((p) => addLift(p, lift), `${lift.label} added to “${plan.title}”: ${lift.steps} serials.`)}
        onRemove={(lift) => void change((p) => removeLift(p, lift.id), `${lift.label} removed from “${plan.title}”.`)}
      />
      <Timetable state={state} plan={plan} serials={view.serials} onPrint={() => printCopy(PRINTING_TIMETABLE_CLASS)} />
      <EffectPanel state={state} plan={plan} terrain={terrain} terrainData={terrainData} view={view} />
      <FiringPanel state={state} plan={plan} view={view} terrain={terrain} writer={writer} />
      <PrintTimetable state={state} plan={plan} serials={view.serials} />
      <PrintTemplate edition={plan.edition} />
    </article>
  );
}
