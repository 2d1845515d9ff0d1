/**
 * A long computation run away from the page (a Monte Carlo: a fire plan's expected effect, a hand-off's
 * expected outcome): a `JobRunner` starts a job and reports progress, the result or an error, and can be
 * cancelled.
 * - `workerJobRunner`: the browser's runner, one Web Worker per job; cancelling terminates the worker,
 *   so a long run stops at once.
 * - `inlineJobRunner`: runs the job on the calling thread, synchronously (for tests, and where `Worker`
 *   does not exist, e.g. jsdom); cancel asks `shouldStop` at the next chunk.
 * - `splitJobRunner`: a job cut into parts run side by side (a worker each, one per core), their
 *   progress summed and their results merged.
 * - `serveJobs`: the worker's side — answers `{ type: 'run', job }` with progress, then the result or
 *   an error.
 */

/** The callbacks of a run: `onProgress(done)` any number of times, then one of `onDone` / `onError` (neither after `cancel`). */
export type JobHandlers<R> = { onProgress(done: number): void; onDone(result: R): void; onError(message: string): void };

/** A started run. `cancel()` stops it; no callback follows. */
export type JobRun = { cancel(): void };

/** Starts a run of `job`. */
export type JobRunner<J, R> = (job: J, handlers: JobHandlers<R>) => JobRun;

/** Computes a job on this thread, reporting the units done (`onProgress`) and stopping early when `shouldStop()` says so. */
export type JobFunction<J, R> = (job: J, onProgress: (done: number) => void, shouldStop: () => boolean) => R;

/** Messages to a job's worker. */
export type JobRequest<J> = { type: 'run'; job: J };

/** Messages from a job's worker. */
export type JobReply<R> = { type: 'progress'; done: number } | { type: 'done'; result: R } | { type: 'error'; message: string };

/** The runner that computes `run` on the calling thread (the run is over when it returns, unless cancelled from a progress callback). */
export function inlineJobRunner<J, R>(run: JobFunction<J, R>): JobRunner<J, R> {
  return (job, handlers) => {
    let cancelled = false;
    try {
      const result = run(
        job,
        (done) => {
          if (!cancelled) handlers.onProgress(done);
        },
        () => cancelled,
      );
      if (!cancelled) handlers.onDone(result);
    } catch (e) {
      if (!cancelled) handlers.onError(e instanceof Error ? e.message : String(e));
    }
    return {
      cancel() {
        cancelled = true;
      },
    };
  };
}

/** The runner backed by a new Web Worker per run (`makeWorker`); `name` says whose worker failed, e.g. "expected-effect". */
export function workerJobRunner<J, R>(makeWorker: () => Worker, name: string): JobRunner<J, R> {
  return (job, handlers) => {
    const worker = makeWorker();
    let over = false;
    const finish = () => {
      over = true;
      worker.terminate();
    };
    worker.onmessage = (e: MessageEvent<JobReply<R>>) => {
      if (over) return;
      const m = e.data;
      if (m.type === 'progress') handlers.onProgress(m.done);
      else if (m.type === 'done') {
        finish();
        handlers.onDone(m.result);
      } else {
        finish();
        handlers.onError(m.message);
      }
    };
    worker.onerror = (e: ErrorEvent) => {
      if (over) return;
      finish();
      handlers.onError(e.message || `the ${name} worker failed`);
    };
    const request: JobRequest<J> = { type: 'run', job };
    worker.postMessage(request);
    return { cancel: finish };
  };
}

/**
 * A runner that cuts each job into parts (`split`), runs them all at once with `runner` (with the worker
 * runner: one worker each, so a job uses every core), reports the parts' progress summed, and when every
 * part is done reports `merge` of their results, in the order `split` gave them. The first part to fail
 * cancels the others and reports its error; `cancel()` cancels them all.
 */
export function splitJobRunner<J, R>(runner: JobRunner<J, R>, split: (job: J) => J[], merge: (parts: R[]) => R): JobRunner<J, R> {
  return (job, handlers) => {
    const parts = split(job);
    const done = parts.map(() => 0);
    const results: (R | undefined)[] = parts.map(() => undefined);
    let left = parts.length;
    let over = false;
    const runs: JobRun[] = [];
    const stopAll = () => {
      over = true;
      for (const r of runs) r.cancel();
    };
    parts.forEach((part, i) => {
      if (over) return;
      runs.push(
        runner(part, {
          onProgress: (n) => {
            if (over) return;
            done[i] = n;
            handlers.onProgress(done.reduce((a, b) => a + b, 0));
          },
          onDone: (result) => {
            if (over) return;
            results[i] = result;
            if (--left > 0) return;
            over = true;
            try {
              handlers.onDone(merge(results as R[]));
            } catch (e) {
              handlers.onError(e instanceof Error ? e.message : String(e));
            }
          },
          onError: (message) => {
            if (over) return;
            stopAll();
            handlers.onError(message);
          },
        }),
      );
    });
    return { cancel: stopAll };
  };
}

/**
 * In a worker: answer each `{ type: 'run', job }` by running `run` with progress posted, then
 * `{ type: 'done', result }` or `{ type: 'error', message }`; any other request gets an error naming it.
 * The page stops a run by terminating the worker, so there is no stop message.
 */
export function serveJobs<J, R>(scope: { onmessage: ((e: MessageEvent) => void) | null; postMessage(m: unknown): void }, run: JobFunction<J, R>, name: string): void {
  const post = (reply: JobReply<R>) => scope.postMessage(reply);
  scope.onmessage = (e: MessageEvent<JobRequest<J>>) => {
    const request = e.data;
    if (request?.type !== 'run') {
      post({ type: 'error', message: `the ${name} worker got an unknown request ${JSON.stringify(request?.type)}` });
      return;
    }
    try {
      post({ type: 'done', result: run(request.job, (done) => post({ type: 'progress', done }), () => false) });
    } catch (err) {
      post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };
}
