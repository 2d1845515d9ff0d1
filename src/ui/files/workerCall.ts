/**
 * One request to a new Web Worker and its one answer, so reading and checking a large file never
 * freezes the page; where the browser has no workers (tests in jsdom) `onPage` answers on the page
 * instead. The worker side is `answerInWorker`.
 */

/**
 * Post `request` to a worker made by `makeWorker` and resolve with its answer (the worker ends then);
 * with no `Worker` in this environment, resolve with `onPage(request)`. Rejects when the worker fails
 * to start or throws outside `answerInWorker`'s handling, naming `what` ("the file check"), and with an
 * `AbortError` when `signal` aborts (the worker is ended).
 */
export function callWorker<Q, A>(makeWorker: () => Worker, request: Q, onPage: (request: Q) => Promise<A>, what: string, signal?: AbortSignal): Promise<A> {
  if (typeof Worker !== 'function') return onPage(request);
  return new Promise((resolve, reject) => {
    const worker = makeWorker();
    // A newer request makes this one moot: its worker is ended at once.
    signal?.addEventListener(
      'abort',
      () => {
        worker.terminate();
        reject(new DOMException(`${what} was cancelled`, 'AbortError'));
      },
      { once: true },
    );
    worker.onmessage = (e: MessageEvent<{ ok: true; answer: A } | { ok: false; message: string }>) => {
      worker.terminate();
      if (e.data.ok) resolve(e.data.answer);
      else reject(new Error(e.data.message));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(`${what} could not run: ${e.message || 'its worker failed'}`));
    };
    worker.postMessage(request);
  });
}

/**
 * In a worker: answer each request with `answer` (an error becomes a rejection of `callWorker` with its
 * message); `transfer` names the answer's buffers to move to the page rather than copy.
 */
export function answerInWorker<Q, A>(answer: (request: Q) => Promise<A>, transfer: (a: A) => Transferable[] = () => []): void {
  const scope = self as unknown as { onmessage: ((e: MessageEvent<Q>) => void) | null; postMessage(m: unknown, transfer?: Transferable[]): void };
  scope.onmessage = (e) => {
    const fail = (err: unknown) => scope.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
    answer(e.data).then((a) => {
      // An answer that cannot be sent (a value no message can carry) is a failure the page hears of, not a silence.
      try {
        scope.postMessage({ ok: true, answer: a }, transfer(a));
      } catch (err) {
        fail(err);
      }
    }, fail);
  };
}
