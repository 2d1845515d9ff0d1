/**
 * Running jobs away from the page (src/ui/workerJob.ts): the inline runner, and the split runner that
 * runs a job's parts side by side — progress summed over the parts, the results merged in the parts'
 * order whichever finishes first, the first error cancelling the others, cancel stopping them all.
 */
import { describe, expect, it } from 'vitest';
import { inlineJobRunner, splitJobRunner, type JobHandlers, type JobRunner } from '../../src/ui/workerJob.ts';

/** A runner whose runs the test finishes by hand: `runs[i]` is the i-th part started. */
function scriptedRunner() {
  const runs: { job: number[]; h: JobHandlers<number>; cancelled: boolean }[] = [];
  const runner: JobRunner<number[], number> = (job, h) => {
    const run = { job, h, cancelled: false };
    runs.push(run);
    return { cancel: () => void (run.cancelled = true) };
  };
  return { runner, runs };
}

/** A job of numbers split into two halves; a part's result is its sum, merged as the list of sums joined. */
const halves = (job: number[]) => [job.slice(0, 2), job.slice(2)];
const joined = (parts: number[]) => Number(parts.join(''));

function watch() {
  const seen: string[] = [];
  const h: JobHandlers<number> = { onProgress: (d) => seen.push(`p${d}`), onDone: (r) => seen.push(`done ${r}`), onError: (m) => seen.push(`error ${m}`) };
  return { seen, h };
}

describe('the split runner', () => {
  it('sums the parts’ progress and merges their results in the parts’ order', () => {
    const { runner, runs } = scriptedRunner();
    const { seen, h } = watch();
    splitJobRunner(runner, halves, joined)([1, 2, 3, 4], h);
    expect(runs.map((r) => r.job)).toEqual([[1, 2], [3, 4]]);
    runs[1]!.h.onProgress(1);
    runs[0]!.h.onProgress(2);
    runs[1]!.h.onDone(7); // the second part finishes first
    runs[1]!.h.onProgress(2); // a part's figure replaces its last one, never adds to it
    runs[0]!.h.onDone(3);
    expect(seen).toEqual(['p1', 'p3', 'p4', 'done 37']);
  });

  it('reports the first error, cancels the other parts and ignores them after', () => {
    const { runner, runs } = scriptedRunner();
    const { seen, h } = watch();
    splitJobRunner(runner, halves, joined)([1, 2, 3, 4], h);
    runs[0]!.h.onError('worker 1 failed');
    expect(runs.map((r) => r.cancelled)).toEqual([true, true]);
    runs[1]!.h.onDone(7);
    runs[1]!.h.onError('late');
    expect(seen).toEqual(['error worker 1 failed']);
  });

  it('cancel stops every part and nothing is reported after it', () => {
    const { runner, runs } = scriptedRunner();
    const { seen, h } = watch();
    const run = splitJobRunner(runner, halves, joined)([1, 2, 3, 4], h);
    run.cancel();
    expect(runs.map((r) => r.cancelled)).toEqual([true, true]);
    runs[0]!.h.onDone(3);
    runs[1]!.h.onDone(7);
    expect(seen).toEqual([]);
  });

  it('over the inline runner: every part computed, merged once', () => {
    const sum: JobRunner<number[], number> = inlineJobRunner((job, onProgress) => {
      onProgress(job.length);
      return job.reduce((a, b) => a + b, 0);
    });
    const { seen, h } = watch();
    splitJobRunner(sum, halves, joined)([1, 2, 3, 4], h);
    expect(seen).toEqual(['p2', 'p4', 'done 37']);
  });
});
