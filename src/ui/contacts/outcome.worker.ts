/**
 * The expected-outcome Web Worker: receives one `{ type: 'run', job }` (an `OutcomeJob`: the engagement a
 * hand-off would make, as plain JSON), fights it over (`runOutcomeJob`) and posts progress, then the
 * result or an error (`serveJobs`). The page stops a run by terminating the worker.
 */
import { serveJobs } from '../workerJob.ts';
import { runOutcomeJob } from './outcomeJob.ts';

serveJobs(self as unknown as Parameters<typeof serveJobs>[0], runOutcomeJob, 'expected-outcome');
