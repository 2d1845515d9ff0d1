/**
 * The expected outcome of a hand-off, as plain data, and running it: the engagement the hand-off would
 * make, fought many times over with seeded dice for a number of bounds, each bound planned as the
 * engagement screen proposes it (`defaultDraft`: each SF keeps its high command, each sub-unit its
 * default action and the nearest enemy in range as target; one that must move but has closed up holds
 * its ground), and each side's bases lost counted per run.
 * The same idea as a fire plan's expected effect. Shared by the Web Worker (`outcome.worker.ts`) and the
 * inline runner; no React and no DOM here, and the worker imports the modules it needs one by one, so
 * its bundle stays small.
 */
import type { FeatureCollection } from 'geojson';
import { createTerrainQuery } from '../../campaign/ground/terrainQuery.ts';
import { runBound } from '../../rules/bound/engine.ts';
import { planBound } from '../../rules/bound/plan.ts';
import type { BoundEnv, EngagementState, RecordEntry } from '../../rules/bound/types.ts';
import { seededDice } from '../../rules/dice.ts';
import type { HighCommand } from '../../rules/tables/commands1418.ts';
import type { SideId } from '../../campaign/index.ts';
import type { LonLat } from '../../rules/types.ts';
import { defaultDraft, subUnitCentre, toBoundPlans, type PlanDraft } from '../engagement/planForm.ts';

/**
 * One job: the engagement as handed off (phase 'planning', bound 1) with each SF's high command, the
 * map's terrain (WGS84; null: open ground everywhere) and the origin the engagement's metres are
 * measured from, how many runs of how many bounds, and the seed: run r uses the seed + r, r counted from
 * `firstRun` (default 0), so a job split into parts (`splitOutcomeJob`) fights the same runs.
 */
export type OutcomeJob = {
  engagement: EngagementState;
  highCommands: Readonly<Record<string, HighCommand>>;
  terrain: FeatureCollection | null;
  origin: LonLat;
  runs: number;
  bounds: number;
  seed: number;
  firstRun?: number;
};

/**
 * One side's losses over the runs: its bases at the start, `histogram[k]` = runs in which it lost k
 * bases, the mean, and the 10th, 50th and 90th percentiles (the fewest bases lost in at least that share
 * of the runs).
 */
export type SideOutcome = { side: SideId; startBases: number; histogram: number[]; meanLost: number; p10: number; p50: number; p90: number };

/**
 * A job's result: runs done (fewer when stopped), the bounds each and in all, each side's losses (blue first), in how
 * many runs a side lost all its bases (the run ends there), and how many runs stopped early because a
 * bound's proposed plan was refused (with the first refusal's reason, in the engine's words).
 */
export type OutcomeResult = {
  runs: number;
  bounds: number;
  /** Bounds fought over all the runs (fewer than runs × bounds when runs ended early). */
  boundsFought: number;
  stopped: boolean;
  sides: SideOutcome[];
  wipedOut: number;
  refused: number;
  firstRefusal?: string;
};

/** Runs between progress reports. */
export const OUTCOME_PROGRESS_CHUNK = 50;

const SIDES: readonly SideId[] = ['blue', 'red'];

/** Bases each side has in `s`. */
function basesBySide(s: EngagementState): Record<SideId, number> {
  const out: Record<SideId, number> = { blue: 0, red: 0 };
  for (const su of s.subUnits) out[su.side as SideId] += su.bases.length;
  return out;
}

/**
 * Run `job` on this thread, reporting the runs done every `OUTCOME_PROGRESS_CHUNK` runs and stopping
 * at the next run once `shouldStop()` says so. Throws `RangeError` for a job that is not whole numbers
 * of runs (1–100,000) and bounds (1–100), or an engagement not in its planning phase.
 */
export function runOutcomeJob(job: OutcomeJob, onProgress: (done: number) => void, shouldStop: () => boolean = () => false): OutcomeResult {
  if (!Number.isInteger(job.runs) || job.runs < 1 || job.runs > 100_000) throw new RangeError(`runs must be a whole number from 1 to 100,000, not ${job.runs}`);
  if (!Number.isInteger(job.bounds) || job.bounds < 1 || job.bounds > 100) throw new RangeError(`bounds must be a whole number from 1 to 100, not ${job.bounds}`);
  if (job.engagement.phase !== 'planning') throw new RangeError('the engagement must be at its planning phase');
  const ground = createTerrainQuery(job.terrain ?? { type: 'FeatureCollection', features: [] }, job.origin);
  const terrainAt: BoundEnv['terrainAt'] = (p) => ground.terrainAt(p);
  const lineOfSight: BoundEnv['lineOfSight'] = (a, b) => ground.lineOfSight(a, b);
  const groundBreaks: NonNullable<BoundEnv['groundBreaks']> = (a, b) => ground.groundBreaks!(a, b);
  const start = basesBySide(job.engagement);
  const lost: Record<SideId, number[]> = { blue: new Array<number>(start.blue + 1).fill(0), red: new Array<number>(start.red + 1).fill(0) };
  let runs = 0;
  let wipedOut = 0;
  let refused = 0;
  let boundsFought = 0;
  let firstRefusal: string | undefined;
  for (let r = 0; r < job.runs; r++) {
    if (shouldStop()) break;
    const env: BoundEnv = { dice: seededDice(job.seed + (job.firstRun ?? 0) + r), terrainAt, lineOfSight, groundBreaks };
    let state = job.engagement;
    let records: RecordEntry[] = [];
    for (let b = 0; b < job.bounds; b++) {
      const left = basesBySide(state);
      if (left.blue === 0 || left.red === 0) break;
      const planned = planBound(state, toBoundPlans(closedUp(state, defaultDraft(state, records, job.highCommands))), { terrainAt });
      if (!planned.ok) {
        refused++;
        firstRefusal ??= planned.errors[0]?.message ?? 'the proposed plan was refused';
        break;
      }
      const fought = runBound(planned.state, env);
      boundsFought++;
      state = fought.state;
      // The draft reads only each SF's last command from the records, and planning records every active SF's.
      records = planned.records;
    }
    const end = basesBySide(state);
    if (end.blue === 0 || end.red === 0) wipedOut++;
    for (const side of SIDES) lost[side][start[side] - end[side]]! += 1;
    runs++;
    if (runs % OUTCOME_PROGRESS_CHUNK === 0) onProgress(runs);
  }
  const sides = SIDES.map((side) => sideOutcome(side, start[side], lost[side]));
  return { runs, bounds: job.bounds, boundsFought, stopped: runs < job.runs, sides, wipedOut, refused, ...(firstRefusal !== undefined ? { firstRefusal } : {}) };
}

/** A side's outcome from its histogram of bases lost (`histogram[k]`: runs with k lost). */
function sideOutcome(side: SideId, startBases: number, histogram: number[]): SideOutcome {
  const runs = histogram.reduce((sum, n) => sum + n, 0);
  const total = histogram.reduce((sum, n, k) => sum + n * k, 0);
  return { side, startBases, histogram, meanLost: runs > 0 ? total / runs : 0, p10: percentile(histogram, 0.1), p50: percentile(histogram, 0.5), p90: percentile(histogram, 0.9) };
}

/**
 * `job` split into `parts` jobs of consecutive runs (the first ones one run longer when the runs do not
 * divide evenly; never an empty part), to run side by side: `mergeOutcomes` of their results is the
 * result of `job`. Throws `RangeError` unless `parts` is a whole number ≥ 1.
 */
export function splitOutcomeJob(job: OutcomeJob, parts: number): OutcomeJob[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`parts must be a whole number ≥ 1, not ${parts}`);
  const n = Math.min(parts, job.runs);
  const out: OutcomeJob[] = [];
  let first = job.firstRun ?? 0;
  for (let i = 0; i < n; i++) {
    const runs = Math.floor(job.runs / n) + (i < job.runs % n ? 1 : 0);
    out.push({ ...job, firstRun: first, runs });
    first += runs;
  }
  return out;
}

/**
 * The result of a job from the results of its parts, in run order (`splitOutcomeJob`): histograms and
 * counts summed, the mean and percentiles worked out again, the first refusal of the earliest part.
 * Throws `RangeError` for no parts, or parts of different engagements (bounds or bases at the start).
 */
export function mergeOutcomes(parts: readonly OutcomeResult[]): OutcomeResult {
  const first = parts[0];
  if (!first) throw new RangeError('no results to merge');
  const sides = first.sides.map((s, i) => {
    const histogram = s.histogram.map(() => 0);
    for (const p of parts) {
      const other = p.sides[i];
      if (p.bounds !== first.bounds || !other || other.side !== s.side || other.startBases !== s.startBases) throw new RangeError('the results are of different engagements');
      other.histogram.forEach((n, k) => (histogram[k]! += n));
    }
    return sideOutcome(s.side, s.startBases, histogram);
  });
  const sum = (f: (r: OutcomeResult) => number) => parts.reduce((n, p) => n + f(p), 0);
  const firstRefusal = parts.find((p) => p.firstRefusal !== undefined)?.firstRefusal;
  return {
    runs: sum((p) => p.runs),
    bounds: first.bounds,
    boundsFought: sum((p) => p.boundsFought),
    stopped: parts.some((p) => p.stopped),
    sides,
    wipedOut: sum((p) => p.wipedOut),
    refused: sum((p) => p.refused),
    ...(firstRefusal !== undefined ? { firstRefusal } : {}),
  };
}

/**
 * The draft with every sub-unit that must move but has no path (it has closed to the engagement screen's
 * stand-off from the nearest enemy, `advancePath`) moving to where it stands: it holds its distance, as an
 * umpire would leave it, rather than the bound being refused for a missing path.
 */
function closedUp(state: EngagementState, draft: PlanDraft): PlanDraft {
  let out = draft;
  for (const su of state.subUnits) {
    const d = draft.subUnits[su.id];
    if (!d || d.action !== 'move' || d.path.length > 0 || su.bases.length === 0) continue;
    if (out === draft) out = { ...draft, subUnits: { ...draft.subUnits } };
    out.subUnits[su.id] = { ...d, path: [subUnitCentre(su)] };
  }
  return out;
}

/** The smallest k such that at least share `q` of the counts are at k or below (0 for an empty histogram). */
export function percentile(histogram: readonly number[], q: number): number {
  const total = histogram.reduce((n, c) => n + c, 0);
  let seen = 0;
  for (let k = 0; k < histogram.length; k++) {
    seen += histogram[k]!;
    if (total > 0 && seen >= q * total) return k;
  }
  return 0;
}
