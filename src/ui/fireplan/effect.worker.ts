/**
 * The expected-effect Web Worker: receives one `{ type: 'run', job }`
 * (`EffectWorkerRequest`: the plan's compiled shoots as plain JSON, the trials and the seed), runs
 * the Monte Carlo (`runEffectJob`) and posts `{ type: 'progress', done }` every chunk, then
 * `{ type: 'done', result }` or `{ type: 'error', message }` (`serveJobs`). The page stops a run by
 * terminating the worker (`workerEffectRunner`), so the worker needs no stop message.
 */
import { serveJobs } from '../workerJob.ts';
import { runEffectJob } from './effectJob.ts';

serveJobs(self as unknown as Parameters<typeof serveJobs>[0], runEffectJob, 'expected-effect');
