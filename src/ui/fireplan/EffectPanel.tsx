/**
 * "Expected effect" of a fire plan: a seeded Monte Carlo of the whole plan run by
 * the `EffectRunner` of `EffectRunnerContext` (a Web Worker in the browser) — at operational scale
 * `monteCarlo` over its compiled shoots, at tactical scale `monteCarloTactical`, the bound engine's
 * bombardments on the engagement set out round the aim points (`prepareEffect`). Textbox "Trials"
 * (default 10,000), button "Expected effect"; while it runs a `progress` "Expected effect progress" and
 * "Cancel"; then per target a row — name, mean, P10 / P50 / P90 casualties (bases), the chance of
 * disorganisation (tactical: the mean hits instead; 1418 has no disorganisation), and a histogram
 * (`img` "Casualties of ‹unit›: histogram") — in the `table` "Expected effect on targets", and friendly
 * units the same way in the `table` "Friendly-fire risk". Tactical rows are the engagement's sub-units.
 * A plan that cannot be fired as it stands (FU short, serials before the campaign's start) says so
 * above the figures (`note` "This plan cannot be fired"), naming why.
 */
import type { FeatureCollection } from 'geojson';
import { TableHead } from '../TableHead.tsx';
import { useContext, useId, useState } from 'react';
import { useJobRun } from '../useJobRun.ts';
import type { TerrainQuery, CampaignState, FirePlan } from '../../campaign/index.ts';
import { defaultEffectRunner, EffectRunnerContext, type EffectJob, type EffectResult, type EffectRunner } from './effectRunner.ts';
import { prepareEffect } from './effectPrep.ts';
import { groupDigits, meanText, percentileText, percentText, progressText } from './effectText.ts';
import { Histogram } from './Histogram.tsx';
import { wholeField } from './newPlan.ts';
import { standingChecks, warningKinds, type PlanScreenView } from './planView.ts';
import { StandingList } from './SerialParts.tsx';

/** Trials run unless the umpire types another number. */
export const DEFAULT_TRIALS = 10_000;

/** Most trials the panel asks for. */
export const MAX_PANEL_TRIALS = 1_000_000;

/** Props: the campaign, the plan, the map's terrain as a query and as features (null while it loads: open ground). */
export type EffectPanelProps = {
  state: CampaignState;
  plan: FirePlan;
  terrain: TerrainQuery | null;
  terrainData?: FeatureCollection | null;
  /** The plan's view: its checks that stop it being fired are named above the figures. */
  view?: PlanScreenView;
};

type Shown = { result: EffectResult; plan: FirePlan; seed: number; nameOf(id: string): string; tactical: boolean };
type Unit = EffectResult['units'][number];

let fallbackRunner: EffectRunner | null = null;

/** The panel. */
export function EffectPanel({ state, plan, terrain, terrainData = null, view }: EffectPanelProps) {
  const blocking = view ? standingChecks(view).blocking : [];
  const id = useId();
  const provided = useContext(EffectRunnerContext);
  const [trialsText, setTrialsText] = useState(String(DEFAULT_TRIALS));
  const job = useJobRun<EffectJob, EffectResult>(() => provided ?? (fallbackRunner ??= defaultEffectRunner()));
  const [shown, setShown] = useState<Shown | null>(null);

  const start = () => {
    let trials: number;
    let prepared;
    try {
      trials = wholeField(trialsText, 'Trials', 1, MAX_PANEL_TRIALS);
      prepared = prepareEffect(state, plan, terrain, terrainData, trials);
    } catch (e) {
      job.fail(e instanceof Error ? e.message : String(e));
      return;
    }
    const forPlan = plan;
    const tactical = plan.scale === 'tactical';
    const { job: effectJob, nameOf } = prepared;
    if (!effectJob) {
      // Nothing can be hit: no enemy unit near any aim point.
      job.idle();
      setShown({ result: { trials, stopped: false, units: [] }, plan: forPlan, seed: forPlan.seed, nameOf, tactical });
      return;
    }
    job.start(effectJob, trials, (result) => setShown({ result, plan: forPlan, seed: forPlan.seed, nameOf, tactical }));
  };
  const run = job.run;
  const cancel = job.cancel;

  const running = run.state === 'running';
  const targets = shown?.result.units.filter((u) => !u.friendly) ?? [];
  const friends = shown?.result.units.filter((u) => u.friendly) ?? [];
  return (
    <section className="fp-effect" aria-label="Expected effect">
      <header className="row-head">
        <h4>Expected effect</h4>
        <div className="fp-effect__controls">
          <label htmlFor={`${id}-trials`}>Trials</label>
          <input id={`${id}-trials`} type="text" inputMode="numeric" size={8} value={trialsText} disabled={running} onChange={(e) => setTrialsText(e.target.value)} />
          <button type="button" className="primary" disabled={running} onClick={start}>
            Expected effect
          </button>
        </div>
      </header>
      {plan.scale === 'tactical' && (
        <p className="field-note">
          At tactical scale each battery bombards once a bound (10 min) by the bound engine’s rules: casualties are bases killed, per sub-unit. The engine lays
          shots on enemy bases only; friendly units near a template are named in the checks.
        </p>
      )}
      {blocking.length > 0 && (
        <StandingList
          role="note"
          label="This plan cannot be fired"
          checks={blocking}
          head={
            <>
              <strong>This plan cannot be fired as it stands</strong> ({warningKinds(blocking)}): the figures are what it would do if it could.
            </>
          }
        />
      )}
      {run.state === 'running' && (
        <div className="fp-effect__progress">
          <progress aria-label="Expected effect progress" max={run.total} value={run.done} />
          <span>{progressText(run.done, run.total)}</span>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
      {run.state === 'cancelled' && <p className="field-note">Cancelled: nothing was computed.</p>}
      {run.state === 'error' && (
        <p role="alert" className="field-error">
          Could not compute the expected effect: {run.message}
        </p>
      )}
      {shown && (
        <div className="fp-effect__result">
          <p className="field-note">
            {groupDigits(shown.result.trials)} trials{shown.result.stopped ? ' (stopped early)' : ''}, seed {shown.seed}.
            {shown.plan !== plan && ' The plan has changed since: run the expected effect again.'}
          </p>
          {shown.result.units.length === 0 && <p className="field-note">No unit is under any serial of this plan.</p>}
          {targets.length > 0 && <EffectTable label="Expected effect on targets" units={targets} nameOf={shown.nameOf} tactical={shown.tactical} />}
          {friends.length > 0 && (
            <>
              <h5 className="fp-warn-note">Friendly-fire risk</h5>
              <EffectTable label="Friendly-fire risk" units={friends} nameOf={shown.nameOf} tactical={shown.tactical} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

type EffectTableProps = { label: string; units: readonly Unit[]; nameOf(unitId: string): string; tactical: boolean };

/** A table of unit summaries (tactical: "Mean hits" instead of "Disorganised"). */
function EffectTable({ label, units, nameOf, tactical }: EffectTableProps) {
  return (
    <table className="fp-table fp-effect__table" aria-label={label}>
      <TableHead columns={['Unit', 'Mean bases lost', 'P10', 'P50', 'P90', tactical ? 'Mean hits' : 'Disorganised', 'Distribution']} />
      <tbody>
        {units.map((u) => (
          <tr key={u.unitId}>
            <th scope="row">{nameOf(u.unitId)}</th>
            <td>{meanText(u.meanCasualties)}</td>
            <td>{percentileText(u.p10)}</td>
            <td>{percentileText(u.p50)}</td>
            <td>{percentileText(u.p90)}</td>
            <td>{tactical ? meanText(u.meanHits ?? 0) : percentText(u.pDisorganised)}</td>
            <td>
              <Histogram name={nameOf(u.unitId)} histogram={u.histogram} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
