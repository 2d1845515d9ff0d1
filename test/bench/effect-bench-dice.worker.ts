/**
 * The baseline worker of the browser expected-effect bench (`effect-bench-page.ts`): it speaks the
 * real worker's protocol (`effect.worker.ts`, `EffectWorkerRequest` / `EffectWorkerReply` of
 * src/ui/fireplan/effectJob.ts) and receives the same job, but only draws the dice the Monte Carlo
 * would (`drawMonteCarloDice`: one D6 per HE shoot per trial, from `seededDice(seed)` in the same call
 * sizes), posting `progress` every `PROGRESS_CHUNK` trials as the real worker does, then `done` with
 * no units and the dice's sum (`checksum`, so nothing is optimised away). Operational jobs only.
 */
import { PROGRESS_CHUNK, type EffectResult, type EffectWorkerReply, type EffectWorkerRequest } from '../../src/ui/fireplan/effectJob.ts';
import { dicePerTrial, drawMonteCarloDice } from './artillery-plan.ts';

/** What the baseline's `done` carries: no units, and the sum of the dice drawn. */
export type DiceOnlyResult = EffectResult & { checksum: number };

const post = (reply: EffectWorkerReply) => (self as unknown as { postMessage(m: EffectWorkerReply): void }).postMessage(reply);

self.onmessage = (e: MessageEvent<EffectWorkerRequest>) => {
  const request = e.data;
  if (request?.type !== 'run' || request.job.kind === 'tactical') {
    post({ type: 'error', message: 'the dice-only worker runs operational jobs only' });
    return;
  }
  const { shoots, trials, seed } = request.job;
  const checksum = drawMonteCarloDice(trials, dicePerTrial(shoots), seed, PROGRESS_CHUNK, (done) => post({ type: 'progress', done }));
  const result: DiceOnlyResult = { trials, stopped: false, units: [], checksum };
  post({ type: 'done', result });
};
