/**
 * The data types of what a headquarters knows (`src/campaign/picture/`): what a report says of its own
 * side's units and of the enemy it saw, a player's seat, and what a seat's view state carries beside
 * the campaign's fields. Pure data.
 */
import type { LonLat, Minutes } from '../../rules/types.ts';
import type { UnitTypeId } from '../../rules/tables/unitTypes.ts';
import type { Echelon, Stocks, UnitId } from './types.ts';

/**
 * What a report says of one unit of the sender's side as it was when the report was made: its
 * position (null: not given), bases present and injured, dug in, disorganised, broken, and the stocks
 * it held (whole CU, FU, POL).
 */
export type ReportedUnit = {
  unitId: UnitId;
  pos: LonLat | null;
  bases: number;
  injuredBases: number;
  dugIn: boolean;
  disorganised: boolean;
  broken: boolean;
  stocks: Stocks;
  /** When it was so, when earlier than the report (an HQ giving on what its subordinates reported); absent: the report's minute. */
  madeAtMin?: Minutes;
};

/**
 * How a unit in a contact met the enemy (004 §THE RECCE SEQUENCE; docs/RULINGS.md §What a contact
 * report says): it sighted it, was ambushed by it (fired on by a defender it had not seen), or
 * engaged it (opened fire on it).
 */
export type SightingKind = 'sighted' | 'ambushed' | 'engaged';

/**
 * One enemy unit a contact report saw: where (`pos`, at the report's minute), how it was met, and —
 * when identified — its type and echelon (else "unknown enemy"). `unitId` is the umpire's record of
 * which unit it truly was: it never reaches a picture, a packet or a seat's view.
 */
export type EnemySighting = {
  unitId: UnitId;
  pos: LonLat;
  seen: SightingKind;
  identified: { type: UnitTypeId; echelon: Echelon } | null;
};

/**
 * A player's seat (the PLUMPIRE set-up of NQM, DESIGNER'S NOTES): the HQ it commands, and whether it
 * knows its own units live (a player-umpire forward with his brigade) or only as reported (the
 * divisional commander). `label`: how the view menu names it; `friction`: its messengers' mishaps, if any.
 */
export type Seat = { id: string; hqId: UnitId; ownUnits: 'live' | 'reported'; label: string; friction?: MessengerFriction };

/**
 * A seat's messenger friction (optional; docs/RULINGS.md §Messenger friction): the chance in 100 that a
 * message to or from its HQ is lost (`lossPct`), else delayed (`delayPct`) by `delayMin` minutes; `seed`
 * makes each message's fate the same whenever it is worked out (drawn by the desk when the umpire sets it).
 */
export type MessengerFriction = { lossPct: number; delayPct: number; delayMin: number; seed: number };

/**
 * How a unit stands in a seat's picture: the HQ itself; under its command and known live, as last
 * reported, or not known yet (no report has arrived); of its side but not under its command, known by
 * name only (its chain above, units its orders and reports name); or an enemy last seen.
 */
export type PictureUnitStatus = 'self' | 'live' | 'reported' | 'unknown' | 'named' | 'enemy';

/**
 * What a seat's view state carries beside the campaign fields: the seat's HQ and label, the minute,
 * and per unit id its status with the minute its position was made (observed) and received (an enemy:
 * `identified` when its type and echelon are known; `gone` when its mark no longer shows: aged out or
 * cleared by an own unit's report).
 */
export type PictureInfo = {
  hqId: UnitId;
  label: string;
  atMin: Minutes;
  ownUnits: 'live' | 'reported';
  units: Record<UnitId, { status: PictureUnitStatus; madeAtMin?: Minutes; receivedAtMin?: Minutes; identified?: boolean; gone?: 'aged' | 'cleared' }>;
  /** When each order and report reached the HQ, keyed `order:<id>` / `report:<id>`. */
  received: Record<string, Minutes>;
};

/**
 * A packet the umpire's desk issued to a seat (`packet.issued`): its id (which the player's orders
 * file names), the seat, the seat's HQ then, and the picture's minute. An orders file must answer one.
 */
export type IssuedPacket = { id: string; seatId: string; hqId: UnitId; atMin: Minutes };

/**
 * An order or report taken in from a player's orders file (`orders.takenIn`): the packet it answered,
 * its id in the player's file, the id it was given in the campaign, and the minute it was taken in.
 * Keyed `<packetId>/order:<fileId>` (or `report:`): the same order is never taken in twice.
 */
export type TakenIn = { packetId: string; kind: 'order' | 'report'; fileId: string; id: string; atMin: Minutes };
