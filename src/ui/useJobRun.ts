/**
 * A React hook over a `JobRunner` (`workerJob.ts`): start a job, follow its progress, cancel it. Each
 * run has a number, so callbacks of a run that was cancelled, replaced or outlived its component are
 * ignored, and unmounting cancels the run.
 */
import { useEffect, useRef, useState } from 'react';
import type { JobRun, JobRunner } from './workerJob.ts';

/** Where a run stands: none yet, running (`done` of `total`), cancelled, or failed with the runner's message. */
export type JobState = { state: 'idle' } | { state: 'running'; done: number; total: number } | { state: 'cancelled' } | { state: 'error'; message: string };

/**
 * The hook's answer: the state, `start(job, total, onDone)` (replaces a run going on), `cancel()`, and for
 * a job that never reaches the runner, `fail(message)` (an error before it starts) and `idle()` (nothing
 * to run); both stop a run going on.
 */
export type JobControl<J, R> = { run: JobState; start(job: J, total: number, onDone: (result: R) => void): void; cancel(): void; fail(message: string): void; idle(): void };

/** Run jobs with `runner` (read at each start, so a context may provide it). */
export function useJobRun<J, R>(runner: () => JobRunner<J, R>): JobControl<J, R> {
  const [run, setRun] = useState<JobState>({ state: 'idle' });
  const current = useRef<JobRun | null>(null);
  const runNo = useRef(0);
  useEffect(
    () => () => {
      runNo.current++;
      current.current?.cancel();
    },
    [],
  );
  const start = (job: J, total: number, onDone: (result: R) => void) => {
    current.current?.cancel();
    const no = ++runNo.current;
    const live = () => runNo.current === no;
    const over = () => {
      runNo.current++;
      current.current = null;
    };
    setRun({ state: 'running', done: 0, total });
    const handle = runner()(job, {
      onProgress: (done) => {
        if (live()) setRun({ state: 'running', done, total });
      },
      onDone: (result) => {
        if (!live()) return;
        over();
        onDone(result);
        setRun({ state: 'idle' });
      },
      onError: (message) => {
        if (!live()) return;
        over();
        setRun({ state: 'error', message });
      },
    });
    if (live()) current.current = handle;
  };
  const stopWith = (next: JobState) => {
    runNo.current++;
    current.current?.cancel();
    current.current = null;
    setRun(next);
  };
  return {
    run,
    start,
    cancel: () => stopWith({ state: 'cancelled' }),
    fail: (message) => stopWith({ state: 'error', message }),
    idle: () => stopWith({ state: 'idle' }),
  };
}
