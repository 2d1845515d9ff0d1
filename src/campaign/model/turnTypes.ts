/**
 * The campaign turn's data types : routes units march along, the moves one clock step makes,
 * the contacts it finds, and what a fight (settled at the operational level or by the bound engine)
 * does to each unit. Sources: `../shared/seeds/004_4c7ef6319257dc11.txt` §MOVEMENT, §REAL ESTATE TABLE,
 * §THE RECCE SEQUENCE, §ENGAGEMENT TABLE, §THE COMBAT SEQUENCE. Pure data.
 */
import type { MineRoll, TaskDone } from './fieldWorkTypes.ts';
import type { LonLat, Minutes } from '../../rules/types.ts';
import type { NqmMoveMode } from '../../rules/tables/nqm.ts';
import type { RealEstatePosture } from '../../rules/tables/nqmGround.ts';
import type { RangeBand } from '../../rules/operational/contacts.ts';
import type { ContactOpening } from '../../rules/operational/recce.ts';
import type { CombatOutcome } from '../../rules/operational/combat.ts';
import type { ImmobilisedCause } from '../../rules/tables/vehicles1916.ts';
import type { SideId, UnitId } from './types.ts';

/** One point of a route: the grid reference as typed (or picked on the map) and its WGS84 point. */
export type RouteWaypoint = { ref: string; pos: LonLat };

/**
 * A unit's route (`route.set`): it marches from where it stands through `waypoints` in order, in
 * `mode` (004 §MOVEMENT RATES TABLE: move to contact, advance in contact, road march), taking up
 * `posture` ground when it halts (004 §REAL ESTATE TABLE). The order came from `issuedById`'s HQ at
 * `issuedAtMin` and is in force from `effectiveAtMin` (issued + the command reaction time to the unit,
 * worked out when the route is saved; `orderId` the written order it carries out, if any).
 * `passed`: waypoints reached so far; `stop`: why it did not move on in the last step (null: it did).
 */
export type CampaignRoute = {
  unitId: UnitId;
  waypoints: RouteWaypoint[];
  mode: NqmMoveMode;
  posture: RealEstatePosture;
  issuedById: UnitId;
  issuedAtMin: Minutes;
  effectiveAtMin: Minutes;
  orderId?: string;
  passed: number;
  stop: RouteStop | null;
};

/** Why a unit stopped short (`march`'s reasons, no fuel for a tracked unit, or halted in contact with the enemy). */
export type RouteStop = 'impractical' | 'offRoad' | 'noRate' | 'noFuel' | 'contact' | 'immobilised' | 'morale';

/**
 * What one clock step did to one unit on a route (carried by `clock.advanced`): its new position,
 * the ground metres marched, the facing of its last stretch (degrees clockwise from grid north), the
 * waypoints now passed (in all), whether it arrived (the route is then done), why it stopped short
 * (null: it did not), and the POL it burnt (tracked units: 1 an hour of movement, 004 §UNITS OF
 * LOGISTICAL ACCOUNTING). `carried`: subordinates that moved with it (their own positions shift by
 * the same ground vector), each with its new position.
 */
export type UnitMove = {
  unitId: UnitId;
  to: LonLat;
  distanceM: number;
  facingDeg: number;
  passed: number;
  arrived: boolean;
  stop: RouteStop | null;
  pol: number;
  carried: { unitId: UnitId; to: LonLat }[];
  /**
   * A tank's 2D6 rolls for this march while the 1916 module is on (002 §2.3; docs/RULINGS.md §1916
   * vehicles on the campaign map): one per hour of movement, each at the minute its hour ended, on the
   * breakdown or the dangerous-terrain range; the last immobilised it when `immobilised` is true (its move
   * then ends there, stop 'immobilised').
   */
  vehicleRolls?: { atMin: Minutes; dice: [number, number]; cause: ImmobilisedCause; immobilised: boolean }[];
};

/** One pair of opposing units in range: the gap between their ground (metres) and its range band. */
export type ContactPairRecord = { blueId: UnitId; redId: UnitId; gapM: number; band: RangeBand };

/** Where a contact stands in the umpire's queue. */
export type ContactStatus = 'open' | 'settled' | 'handedOff' | 'returned' | 'dismissed';

/**
 * A contact found after a clock step: opposing units within detection or engagement range (004
 * §WEAPON RANGE TABLE; `findContacts`), grouped when they touch one another. `pos`/`ref` the point
 * between the closest pair and its grid reference; `recceSide` the side that moved into contact (null:
 * both moved, a meeting engagement, or neither); `opening` the recce sequence's dice between that side's
 * best-graded mover (`recceId`) and the other side's best-graded stationary unit (`defenderId`) —
 * 004 §THE RECCE SEQUENCE — or null when no recce sequence applies. `engagementId`: set when handed
 * to the bound engine; `result`: a one-line summary once settled, returned or dismissed.
 */
export type CampaignContact = {
  id: string;
  atMin: Minutes;
  pos: LonLat;
  ref: string;
  blueIds: UnitId[];
  redIds: UnitId[];
  pairs: ContactPairRecord[];
  recceSide: SideId | null;
  recceId: UnitId | null;
  defenderId: UnitId | null;
  opening: ContactOpening | null;
  status: ContactStatus;
  engagementId?: string;
  result?: string;
};

/**
 * What a fight did to one unit (`contact.settled`, `engagement.returned`): `killed` bases removed,
 * `injuredDelta` the change in its casualty markers (`injuredBases`; negative when injured bases
 * recovered), its new position (`to`), dug-in state, disorganised-until minute, broken, the CUs it
 * fired, its minutes of continuous action after the fight (`actionMin`, follow-on attacks included:
 * 004 §SPECIAL ASSAULT RULES 2), and whether it has now faced tanks and stood (`facedTanks`: tank terror
 * is past, 004 §SPECIAL ATTACK RULES 3). Strength before = strength after + killed.
 */
export type UnitOutcome = {
  unitId: UnitId;
  killed: number;
  injuredDelta: number;
  to?: LonLat;
  dugIn?: boolean;
  disorganisedUntilMin?: Minutes;
  broken?: boolean;
  cuSpent: number;
  actionMin?: Minutes;
  facedTanks?: boolean;
  /** De Rosa morale after the fight when it is not Good (003 "Morale"; a fight under the De Rosa rules). */
  deRosaMorale?: 'shaken' | 'routed';
  /** Broken and surrendered (004 §UNIT MORALE - THE BREAK TEST, §UNIT GRADING): its `killed` are every stand it had left, taken prisoner. */
  surrendered?: boolean;
};

/** A break test rolled for a unit after a fight (004 §UNIT MORALE - THE BREAK TEST): test 1 or 2, the die, passed. */
export type BreakTestRecord = { unitId: UnitId; test: 1 | 2; die: number; passed: boolean };

/** Why an engagement came back to the campaign: the umpire ended it, or the engine reached a stop. */
export type EngagementStop = 'umpire' | 'sideGone' | 'outOfContact';

/** The NQM combat outcome, re-exported for the campaign's events. */
export type { CombatOutcome };

/**
 * What a clock step carries (the payload of `clock.advanced`): the campaign minute reached, every
 * unit that marched along its route in the step, and the new contacts found after it (both absent
 * when there were none, and in logs written before routes existed).
 */
export type TurnStep = {
  toMin: number;
  moves?: UnitMove[];
  contacts?: CampaignContact[];
  /** The bases that entered a minefield in the step, rolled while the 1916 rules are on (002 §2.5). */
  mineRolls?: MineRoll[];
  /** The tasks the step completed, with what each did (a dig-in, a minefield laid). */
  tasksDone?: TaskDone[];
  /** Routed units falling back from the enemy under the De Rosa rules (003 "ROUTED"), with what they carried. */
  retreats?: RoutedRetreat[];
};

/** A Routed unit's fall back in a clock step: where it ends, how far it went (m), and its placed subordinates moved with it. */
export type RoutedRetreat = { unitId: UnitId; to: LonLat; distanceM: number; carried: { unitId: UnitId; to: LonLat }[] };
