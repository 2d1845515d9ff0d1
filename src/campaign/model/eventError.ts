/**
 * The error every refusal of the campaign fold throws (`applyEvent`, `events.ts`):
 * a message saying what is wrong and the path in the event where it is, e.g.
 * `payload.order.objectives[2].pos.lat`. Its own module so the fold's parts can import it without
 * a cycle through `events.ts` (which re-exports it).
 */

/** Raised when an event cannot apply to a state (unknown unit, out-of-order seq, bad value). */
export class EventError extends RangeError {
  override name = 'EventError';
  /** @param path where in the event the problem is, e.g. `payload.unitId`. */
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}
