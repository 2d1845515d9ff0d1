/**
 * One expected-effect job as plain data, and running it. Shared by the Web Worker
 * (`effect.worker.ts`) and the inline runner (`effectRunner.ts`); no React and no DOM here, so the
 * worker stays small.
 * - Operational scale: `monteCarlo` of `src/rules/artillery` over the plan's compiled shoots, or
 *   `monteCarloAir` when aircraft fly sorties in it (the anti-aircraft fight decides their attacks).
 * - Tactical scale: `monteCarloTactical` — the plan's bombardments through the bound engine on the
 *   engagement set out round the aim points (`tacticalPlanInput`, src/campaign/fireplan/tactical.ts),
 *   with the ground built here from the map's terrain (`createTerrainQuery` on the grid origin).
 */
import type { FeatureCollection } from 'geojson';
import type { JobReply, JobRequest } from '../workerJob.ts';
// A worker imports the one module it needs, not the layer's front door, so its bundle stays small.
import { createTerrainQuery } from '../../campaign/ground/terrainQuery.ts';
import type { AirSortie } from '../../rules/artillery/air.ts';
import { monteCarloAir } from '../../rules/artillery/airMonteCarlo.ts';
import { monteCarlo, type EffectSummary } from '../../rules/artillery/monteCarlo.ts';
import type { CompiledShoot } from '../../rules/artillery/nqmShoot.ts';
import type { TacticalSerial } from '../../rules/artillery/tactical.ts';
import { monteCarloTactical } from '../../rules/artillery/tacticalMonteCarlo.ts';
import type { EngagementState } from '../../rules/bound/types.ts';
import type { LonLat } from '../../rules/types.ts';

/** An operational job: the compiled shoots and air sorties (plain JSON; sorties absent: none), the number of trials and the seed. */
export type OperationalEffectJob = { kind?: 'operational'; shoots: CompiledShoot[]; sorties?: AirSortie[]; trials: number; seed: number };

/**
 * A tactical job: the engagement state and the bombardments (plain JSON), the terrain features near
 * the engagement (WGS84) and the origin their metres are measured from (the grid's south-west corner),
 * the number of trials and the seed.
 */
export type TacticalEffectJob = { kind: 'tactical'; engagement: EngagementState; serials: TacticalSerial[]; terrain: FeatureCollection; origin: LonLat; trials: number; seed: number };

/** What one run computes. */
export type EffectJob = OperationalEffectJob | TacticalEffectJob;

/**
 * A run's result: the trials done, whether it was stopped early, and the summary per unit (at
 * tactical scale per engagement sub-unit, `unitId` its id, with `meanHits`: injuries and kills).
 */
export type EffectResult = { trials: number; stopped: boolean; units: (EffectSummary & { meanHits?: number })[] };

/** Messages to the worker. */
export type EffectWorkerRequest = JobRequest<EffectJob>;

/** Messages from the worker. */
export type EffectWorkerReply = JobReply<EffectResult>;

/** Trials between progress reports (operational). */
export const PROGRESS_CHUNK = 500;

/** Trials between progress reports at tactical scale (a trial runs the bound engine: slower). */
export const TACTICAL_PROGRESS_CHUNK = 100;

/** Run `job` on this thread, reporting progress every `PROGRESS_CHUNK` (tactical: `TACTICAL_PROGRESS_CHUNK`) trials. Shared by the worker and `inlineEffectRunner`. */
export function runEffectJob(job: EffectJob, onProgress: (done: number) => void, shouldStop: () => boolean = () => false): EffectResult {
  if (job.kind === 'tactical') {
    const ground = createTerrainQuery(job.terrain, job.origin);
    return monteCarloTactical(job.engagement, job.serials, ground, { trials: job.trials, seed: job.seed, onProgress, shouldStop, chunk: TACTICAL_PROGRESS_CHUNK });
  }
  const opts = { trials: job.trials, seed: job.seed, onProgress, shouldStop, chunk: PROGRESS_CHUNK };
  return job.sorties && job.sorties.length > 0 ? monteCarloAir(job.shoots, job.sorties, opts) : monteCarlo(job.shoots, opts);
}
