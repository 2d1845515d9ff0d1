/**
 * The expected-effect Web Worker: receives one `{ type: 'run', job }`
 * (`EffectWorkerRequest`: the plan's compiled shoots as plain JSON, the trials and the seed), runs
 * the Monte Carlo (`runEffectJob`) and posts `{ type: 'progress', done }` every chunk, then
 * `{ type: 'done', result }` or `{ type: 'error', message }`. The page stops a run by terminating
 * the worker (`workerEffectRunner`), so the worker needs no stop message.
 */
import { runEffectJob, type EffectWorkerReply, type EffectWorkerRequest } from './effectJob.ts';

const post = (reply: EffectWorkerReply) => (self as unknown as { postMessage(m: EffectWorkerReply): void }).postMessage(reply);

self.onmessage = (e: MessageEvent<EffectWorkerRequest>) => {
  const request = e.data;
  if (request?.type !== 'run') {
    post({ type: 'error', message: `the expected-effect worker got an unknown request ${JSON.stringify(request?.type)}` });
    return;
  }
  try {
    const result = runEffectJob(request.job, (done) => post({ type: 'progress', done }));
    post({ type: 'done', result });
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
