/**
 * The Fire plans screen (`region` "Fire plans"):
 * left, the campaign's fire plans (`navigation` "Fire plan list", a button per plan named by its
 * title) and "New fire plan"; right, the "New fire plan" form or the chosen plan's "On the map" bar
 * (`PlanMapBar`: "Serial on the map", "Time on the map", "Show on map") and editor (`FirePlanEditor`).
 * `onShowPlan(planId, choice)` tells the desk which plan the map should draw (null: none) with the
 * serial singled out and the time chosen; `onShowOnMap(planId)` is "Show on map". Every change is one
 * event through the desk's writer (`fireplan.saved`, `fireplan.deleted`, `fireplan.fired`), queued so
 * that rapid edits never overwrite each other.
 */
import type { FeatureCollection } from 'geojson';
import { useEffect, useState } from 'react';
import type { TerrainQuery, CampaignState, UnitId } from '../../campaign/index.ts';
import { formatCampaignClock } from '../clock.ts';
import type { DeskWriter } from '../deskHost.ts';
import { FirePlanEditor } from './FirePlanEditor.tsx';
import { freshSeed } from './FiringPanel.tsx';
import { NewFirePlanForm } from './NewFirePlanForm.tsx';
import { nextPlanId } from './newPlan.ts';
import { PlanMapBar, type FirePlanMapChoice } from './PlanMapBar.tsx';
import { usePlanWriter } from './usePlanWriter.ts';
import './fireplan.css';

/**
 * Props: the open campaign, the desk's writer, the map's terrain as a query and as features (null
 * while it loads: the checks and the effect then read every position as open ground), the unit
 * selected on the desk (the new plan's side follows it), `onShowPlan(planId | null, choice)` (keep
 * its identity stable: it is called whenever the plan shown or the choice changes) and
 * `onShowOnMap(planId)` (absent: no "Show on map").
 */
export type FirePlanScreenProps = {
  state: CampaignState;
  writer: DeskWriter;
  terrain: TerrainQuery | null;
  terrainData?: FeatureCollection | null;
  selectedUnitId: UnitId | null;
  onShowPlan?(planId: string | null, choice: FirePlanMapChoice): void;
  onShowOnMap?(planId: string): void;
  /** The seed a new plan starts with (default: a fresh random one). */
  newSeed?(): number;
};

const NO_CHOICE: FirePlanMapChoice = {};

/** The screen. */
export function FirePlanScreen({ state, writer, terrain, terrainData = null, selectedUnitId, onShowPlan, onShowOnMap, newSeed = freshSeed }: FirePlanScreenProps) {
  const plans = Object.values(state.firePlans ?? {});
  const w = usePlanWriter(state, writer);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [creating, setCreating] = useState<{ n: number; seed: number } | null>(null);
  const plan = creating ? undefined : ((chosenId !== null ? state.firePlans?.[chosenId] : undefined) ?? plans[0]);
  const shownId = plan?.id ?? null;
  // The map choice belongs to one plan: another plan starts with none.
  const [mapChoice, setMapChoice] = useState<{ planId: string; choice: FirePlanMapChoice } | null>(null);
  const choice = mapChoice !== null && mapChoice.planId === shownId ? mapChoice.choice : NO_CHOICE;
  const { selectedSerialId, atMin } = choice;
  useEffect(() => {
    const c: FirePlanMapChoice = {};
    if (selectedSerialId !== undefined) c.selectedSerialId = selectedSerialId;
    if (atMin !== undefined) c.atMin = atMin;
    onShowPlan?.(shownId, c);
  }, [shownId, selectedSerialId, atMin, onShowPlan]);

  const choose = (id: string | null) => {
    setChosenId(id);
    setCreating(null);
    w.clearError();
  };
  const sideOfSelection = selectedUnitId !== null ? state.units[selectedUnitId]?.side : undefined;

  return (
    <section className="screen" role="region" aria-label="Fire plans">
      <header className="screen-head">
        <h2>Fire plans</h2>
        <div className="form-actions">
          <button
            type="button"
            className="primary"
            aria-pressed={creating !== null}
            onClick={() => {
              setCreating((c) => ({ n: (c?.n ?? 0) + 1, seed: newSeed() }));
              w.clearError();
            }}
          >
            New fire plan
          </button>
        </div>
      </header>
      <div className="screen-cols">
        <nav className="screen-list" aria-label="Fire plan list">
          {plans.length === 0 ? (
            <p className="field-note">No fire plans yet. “New fire plan” makes one: serials on grid references, timed from H-hour.</p>
          ) : (
            <ul>
              {plans.map((p) => (
                <li key={p.id}>
                  <button type="button" className="link-button" aria-current={p.id === shownId ? 'true' : undefined} onClick={() => choose(p.id)}>
                    {p.title}
                  </button>
                  <span className="orbat-hint">
                    {' '}
                    {state.sides[p.side]?.name ?? p.side} · H {formatCampaignClock(state.startLocal, p.hHourMin)} · {p.serials.length} serial{p.serials.length === 1 ? '' : 's'}
                    {p.lifts.length > 0 ? `, ${p.lifts.length} lift${p.lifts.length === 1 ? '' : 's'}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="screen-main">
          {creating ? (
            <NewFirePlanForm
              key={creating.n}
              state={state}
              side={sideOfSelection}
              seed={creating.seed}
              error={w.error}
              newId={nextPlanId}
              onCreate={async (make) => {
                let id = '';
                const ok = await w.create(
                  (s) => {
                    const made = make(s);
                    id = made.id;
                    return made;
                  },
                  (made) => `Created fire plan “${made.title}”.`,
                );
                if (ok) choose(id);
                return ok;
              }}
              onCancel={() => setCreating(null)}
            />
          ) : plan ? (
            <>
              <PlanMapBar state={state} plan={plan} choice={choice} onChoice={(c) => setMapChoice({ planId: plan.id, choice: c })} onShowOnMap={onShowOnMap} />
              <FirePlanEditor key={plan.id} state={state} plan={plan} terrain={terrain} terrainData={terrainData} writer={w} onDeleted={() => choose(null)} />
            </>
          ) : (
            <p className="field-note">Choose a fire plan, or make a new one.</p>
          )}
        </div>
      </div>
    </section>
  );
}
