/**
 * Messenger friction (docs/RULINGS.md §Messenger friction; NQM DESIGNER'S NOTES: orders and reports go
 * astray): a seat the umpire gives friction loses a message to or from its HQ with one chance in 100,
 * else delays it with another. Each message's fate is rolled on dice seeded by the seat's seed and the
 * message's id, so it is the same whenever it is worked out, and it is recorded on the order or report
 * it befell. A fate moves every receipt after the sender's: later by the delay, or away when lost.
 */
import { seededDice } from '../../rules/dice.ts';
import type { MessageTimeline } from '../../rules/orderTimeline.ts';
import type { MessengerFriction, Seat } from '../model/pictureTypes.ts';
import type { CampaignState, MessengerFate, UnitId } from '../model/types.ts';

/** A 31-bit seed for `friction` and message `messageId` (FNV-1a of the id, mixed with the seat's seed). */
function seedOf(friction: MessengerFriction, messageId: string): number {
  let h = 0x811c9dc5 ^ friction.seed;
  for (let i = 0; i < messageId.length; i++) h = Math.imul(h ^ messageId.charCodeAt(i), 0x01000193);
  return (h >>> 0) & 0x7fffffff;
}

/**
 * The fate of message `messageId` under `friction`: a d100 ≤ `lossPct` loses it; else a second d100 ≤
 * `delayPct` delays it `delayMin` minutes; else null (it goes as the reaction table says).
 */
export function messengerFate(friction: MessengerFriction, messageId: string): MessengerFate | null {
  const dice = seededDice(seedOf(friction, messageId));
  const [loss, delay] = dice.roll(2, `messenger of ${messageId}`, 100);
  if (loss! <= friction.lossPct) return { lost: true };
  if (delay! <= friction.delayPct && friction.delayMin > 0) return { delayMin: friction.delayMin };
  return null;
}

/** The seat whose friction befalls a message from `fromId` to `toId`: the first seat with friction whose HQ is the sender, the addressee or an HQ between them. */
export function frictionSeatOf(state: CampaignState, fromId: UnitId, toId: UnitId): Seat | null {
  const seats = Object.values(state.seats ?? {}).filter((s) => s.friction !== undefined);
  if (seats.length === 0) return null;
  const path = new Set<UnitId>([fromId]);
  for (let u: UnitId | undefined = state.units[fromId]?.parentId; u !== undefined && !path.has(u); u = state.units[u]?.parentId) {
    path.add(u);
    if (u === toId) break;
  }
  path.add(toId);
  return seats.find((s) => path.has(s.hqId)) ?? null;
}

/** `timeline` as the messenger's `fate` left it: every receipt after the sender's `delayMin` later, or none when lost. */
export function withFate<T extends Pick<MessageTimeline, 'receipts' | 'completeAtMin' | 'issuedAtMin'>>(timeline: T, fate: MessengerFate | undefined): T {
  if (!fate || (!fate.lost && !fate.delayMin)) return timeline;
  const receipts = fate.lost ? timeline.receipts.filter((r) => r.fromId === null) : timeline.receipts.map((r) => (r.fromId === null ? r : { ...r, atMin: r.atMin + fate.delayMin! }));
  const completeAtMin = receipts.reduce((m, r) => Math.max(m, r.atMin), timeline.issuedAtMin);
  return { ...timeline, receipts, completeAtMin };
}
