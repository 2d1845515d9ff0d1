/**
 * "Expected outcome" of a hand-off, in its dialog: button "Work out the expected outcome" fights the
 * engagement the preview makes 1,000 times for 10 bounds (`runOutcomeJob`, in Web Workers where there are
 * any, one per core), each bound planned as the engagement screen proposes it. While it runs a `progress` "Expected
 * outcome progress" and "Cancel"; then the `table` "Expected outcome": per side its bases, the mean bases
 * lost, P10 / P50 / P90 and a histogram (`img` "Casualties of ‹side›: histogram"), with how many runs a side
 * lost every base in. A result for forces or settings since changed says so.
 */
import type { FeatureCollection } from 'geojson';
import { useState } from 'react';
import type { CampaignState } from '../../campaign/index.ts';
import { TableHead } from '../TableHead.tsx';
import { useJobRun } from '../useJobRun.ts';
import { inlineJobRunner, splitJobRunner, workerJobRunner, type JobRunner } from '../workerJob.ts';
import { groupDigits, meanText } from '../fireplan/effectText.ts';
import { Histogram } from '../fireplan/Histogram.tsx';
import { sideName } from './contactText.ts';
import type { HandOffPreview } from './handOffView.ts';
import { mergeOutcomes, runOutcomeJob, splitOutcomeJob, type OutcomeJob, type OutcomeResult } from './outcomeJob.ts';

/** Runs of the engagement, and bounds in each. */
export const OUTCOME_RUNS = 1000;
export const OUTCOME_BOUNDS = 10;

/**
 * The runner: where `Worker` exists, the runs split among one worker per core (`outcome.worker.ts`; up to
 * 4), each fighting its share of the runs with their own seeds, so the result is the one a single thread
 * gives; else on this thread.
 */
export function defaultOutcomeRunner(): JobRunner<OutcomeJob, OutcomeResult> {
  if (typeof Worker !== 'function') return inlineJobRunner(runOutcomeJob);
  const cores = Math.max(1, Math.min(4, globalThis.navigator?.hardwareConcurrency ?? 1));
  const one = workerJobRunner<OutcomeJob, OutcomeResult>(() => new Worker(new URL('./outcome.worker.ts', import.meta.url), { type: 'module' }), 'expected-outcome');
  return splitJobRunner(one, (job) => splitOutcomeJob(job, cores), mergeOutcomes);
}

/** Props: the campaign, the hand-off's preview (made), its bound length, the map's terrain (null: open ground), the seed source, and the runner (tests). */
export type OutcomePanelProps = {
  state: CampaignState;
  preview: Extract<HandOffPreview, { ok: true }>;
  boundMin: number;
  terrain: FeatureCollection | null;
  newSeed(): number;
  runner?: JobRunner<OutcomeJob, OutcomeResult>;
};

type Shown = { result: OutcomeResult; seed: number; preview: HandOffPreview; boundMin: number };

/** The panel. */
export function OutcomePanel({ state, preview, boundMin, terrain, newSeed, runner }: OutcomePanelProps) {
  const job = useJobRun<OutcomeJob, OutcomeResult>(() => runner ?? defaultOutcomeRunner());
  const [shown, setShown] = useState<Shown | null>(null);
  const start = () => {
    const seed = newSeed();
    const origin = { lon: state.grid.originLon, lat: state.grid.originLat };
    const made: OutcomeJob = { engagement: preview.engagement, highCommands: preview.highCommands, terrain, origin, runs: OUTCOME_RUNS, bounds: OUTCOME_BOUNDS, seed };
    job.start(made, OUTCOME_RUNS, (result) => setShown({ result, seed, preview, boundMin }));
  };
  const run = job.run;
  return (
    <section className="ct-outcome" aria-label="Expected outcome">
      <header className="row-head">
        <h4>Expected outcome</h4>
        <button type="button" disabled={run.state === 'running'} onClick={start}>
          Work out the expected outcome
        </button>
      </header>
      <p className="field-note">{`The engagement fought ${groupDigits(OUTCOME_RUNS)} times for ${OUTCOME_BOUNDS} bounds (${OUTCOME_BOUNDS * boundMin} minutes), each bound planned as the engagement screen proposes it: every SF keeps its high command, every sub-unit its first action at the nearest enemy.`}</p>
      {run.state === 'running' && (
        <div className="ct-outcome__progress">
          <progress aria-label="Expected outcome progress" max={run.total} value={run.done} />
          <span>{`${groupDigits(run.done)} of ${groupDigits(run.total)} runs`}</span>
          <button type="button" onClick={job.cancel}>
            Cancel
          </button>
        </div>
      )}
      {run.state === 'cancelled' && <p className="field-note">Cancelled: nothing was worked out.</p>}
      {run.state === 'error' && (
        <p role="alert" className="field-error">
          Could not work out the expected outcome: {run.message}
        </p>
      )}
      {shown && <OutcomeTable state={state} shown={shown} stale={shown.preview !== preview || shown.boundMin !== boundMin} />}
    </section>
  );
}

/** The result: a row per side, and what else the runs say. */
function OutcomeTable({ state, shown, stale }: { state: CampaignState; shown: Shown; stale: boolean }) {
  const { result, seed } = shown;
  const runsText = (n: number) => `${groupDigits(n)} ${n === 1 ? 'run' : 'runs'}`;
  return (
    <div className="ct-outcome__result">
      <p className="field-note">
        {`${runsText(result.runs)} of ${result.bounds} bounds${result.stopped ? ' (stopped early)' : ''}, seed ${seed}.`}
        {stale && ' The forces or settings have changed since: work it out again.'}
      </p>
      <table className="ct-outcome__table" aria-label="Expected outcome">
        <TableHead columns={['Side', 'Bases', 'Mean bases lost', 'P10', 'P50', 'P90', 'Distribution']} />
        <tbody>
          {result.sides.map((s) => (
            <tr key={s.side} className={`side-${s.side}`}>
              <th scope="row">{sideName(state, s.side)}</th>
              <td>{s.startBases}</td>
              <td>{meanText(s.meanLost)}</td>
              <td>{s.p10}</td>
              <td>{s.p50}</td>
              <td>{s.p90}</td>
              <td>
                <Histogram name={sideName(state, s.side)} histogram={s.histogram} countWord="run" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.runs > 0 && result.sides.every((s) => s.histogram[0] === result.runs) && (
        <p className="field-note">No base was lost on either side in any run (the high commands above decide who moves and who fires).</p>
      )}
      {result.wipedOut > 0 && <p className="field-note">{`A side lost every base in ${runsText(result.wipedOut)}; those runs end there.`}</p>}
      {result.refused > 0 && <p className="field-note">{`${runsText(result.refused)} stopped early: a bound’s proposed plan was refused (${result.firstRefusal ?? 'no reason given'}).`}</p>}
    </div>
  );
}
