/**
 * The shapes of an operational combat (`resolveCombat`, `./combat.ts`) and the checks of its input
 * (`004_4c7ef6319257dc11.txt` §THE COMBAT SEQUENCE, §CLOSE ASSAULT, §UNITS OF LOGISTICAL ACCOUNTING).
 */
import type { BreakTestKind, NqmClass } from '../tables/nqmCombat.ts';
import type { Grade } from '../types.ts';
import type { AssaultRound } from './closeAssault.ts';
import { checkSpecial, type CombatSpecial, type SpecialRecord } from './combatSpecial.ts';
import { assertNqmClass, type Volley } from './firefight.ts';
import { assertGrade } from './morale.ts';
import type { DeRosaMorale } from '../tables/deRosa.ts';
import type { DeRosaCombatTest } from './deRosaCombat.ts';
import type { DeRosaFireGroup, DeRosaSideFire } from './deRosaFirefight.ts';
import type { DeRosaCharge, DeRosaMeleeTurn } from './deRosaMelee.ts';

/** One side of a combat; every count a whole number. */
export type CombatSide = {
  grade: Grade;
  /** Regular, Conscript or Militia in their first battle (004 §UNIT GRADING: test 1 at the first casualty). */
  green?: boolean;
  /** Stands (bases) at the start of the battle, unwounded + marked; ≥ 1; the strength break tests count against. */
  stands: number;
  /** Casualty markers already on stands at the start (0…stands): casualties of this battle so far, for break tests and the aggregate. */
  marked: number;
  /** Break tests already taken in this battle (default 0). */
  testsTaken?: 0 | 1 | 2;
  /** CUs available. */
  cuHeld: number;
  /** CUs it may fire an hour: companies + support stands (004 §UNITS OF LOGISTICAL ACCOUNTING). */
  cuPerHour: number;
  /** Its attack class. */
  weapon: NqmClass;
  /** Its protection as a target (`ARMOUR_CLASS_OF_POSTURE` or a vehicle's class). */
  armour: NqmClass;
  /** Tanks do not take break tests (004 §WINNING THE FIREFIGHT). */
  tanks?: boolean;
  /** Artillery, machine guns or mortars: De Rosa's morale chart reads them by strength (003 "Artillery/MGs"). */
  guns?: boolean;
  /**
   * Attacker: an unwounded battalion command figure is in the assault (default true). Without one only a
   * single stand may close assault (004 §CLOSE ASSAULT: "if there is more than one stand close
   * assaulting, must have an unwounded Bn command figure in the assault").
   */
  commandStand?: boolean;
  /**
   * Units that join the side at the start of a later firefight hour (2…6): their stands, casualty
   * markers, CUs held and CUs an hour are added to the side's then (004 §COMMAND REACTION TIMES: support
   * comes in the hour its orders allow). Absent: everyone fights from the first hour.
   */
  joining?: readonly CombatJoin[];
  /** Its fire under De Rosa's charts (`deRosaFirefight.ts`): read only under `combatRule: 'deRosa'`, and then required. */
  deRosaFire?: DeRosaSideFire;
};

/** Stands joining a side at the start of firefight hour `hour` (see `CombatSide.joining`); under De Rosa's charts their firing groups. */
export type CombatJoin = { hour: number; stands: number; marked: number; cuHeld: number; cuPerHour: number; deRosaGroups?: readonly DeRosaFireGroup[] };

/** A combat to resolve; see `resolveCombat`. */
export type CombatInput = {
  attacker: CombatSide;
  defender: CombatSide;
  /** Attacking a position: close assault after the firefight is won (004 §THE COMBAT SEQUENCE SUMMARY 5). */
  positional: boolean;
  /** Hours of firefight the attacker is prepared to fight, 1–6. */
  maxHours: number;
  /** Firefight-table shifts of each side's fire, 0–2 (ambush, contact range; see `firefightCell`). */
  attackerShifts: number;
  defenderShifts: number;
  /** The special rules the combat runs under (`CombatSpecial`: start line, tank terror, shoot and scoot). */
  special?: CombatSpecial;
  /**
   * Whose morale rules decide who breaks: *NQM*'s break tests (absent or 'nqm'), or De Rosa's D10 morale
   * tests (`deRosaCombat.ts`) with each side's morale at the start (`attackerMorale`, `defenderMorale`; absent: Good).
   */
  moraleRule?: 'nqm' | 'deRosa';
  /** The attacker's De Rosa morale going in (absent: Good); read only under `moraleRule: 'deRosa'`. */
  attackerMorale?: DeRosaMorale;
  /** The defender's De Rosa morale going in (absent: Good); read only under `moraleRule: 'deRosa'`. */
  defenderMorale?: DeRosaMorale;
  /**
   * Whose tables fight it: *NQM*'s firefight and close assault (absent or 'nqm'), or De Rosa's Firing Charts,
   * melee and charge (`deRosaFirefight.ts`, `deRosaMelee.ts`: each side's `deRosaFire`; needs `moraleRule:
   * 'deRosa'`). Shoot and scoot and tanks keep *NQM*'s.
   */
  combatRule?: 'nqm' | 'deRosa';
  /** Under De Rosa's rules the attacker charges (`chargeHour`): no firefight, straight into melee. */
  charge?: boolean;
};

/** A break test taken: by which side, which test, the die, and whether it passed (`kind`: what failing does). */
export type CombatTest = { side: 'attacker' | 'defender'; test: 1 | 2; die: number; passed: boolean; kind: BreakTestKind };

/**
 * One hour of combat: both volleys and the CUs fired (an assault-only hour has empty volleys — no dice,
 * 0 hits, cell `null` — and 0 CUs), the break tests taken in order (De Rosa's morale tests instead, in
 * `moraleTests`, under `moraleRule: 'deRosa'`), and the close assault rounds.
 */
export type CombatHour = {
  hour: number;
  attacker: Volley;
  defender: Volley;
  attackerCu: number;
  defenderCu: number;
  tests: CombatTest[];
  assault: AssaultRound[];
  moraleTests?: DeRosaCombatTest[];
  /** Under De Rosa's rules: the melee's turns this hour, and the charge that opened it. */
  melee?: DeRosaMeleeTurn[];
  charge?: DeRosaCharge;
};

/** Every way a combat can end, in one list (the events' schema and checks read it); see `resolveCombat`. */
export const COMBAT_OUTCOMES = [
  'assaultSucceeded',
  'firefightWon',
  'attackCalledOff',
  'attackerBroken',
  'defenderBroken',
  'attackerDestroyed',
  'defenderDestroyed',
  'defenderSurrendered',
  'tanksRolledIn',
  'shotAndScooted',
  'undecided',
] as const;

/** How a combat ended; see `resolveCombat`. */
export type CombatOutcome = (typeof COMBAT_OUTCOMES)[number];

/**
 * One side after the combat: casualty markers placed on it (at most one a stand; a marker on an
 * already marked stand removes it, its marker with it — markers beyond every stand land on nothing and
 * are not counted), marked stands left, stands removed, CUs spent, broken, and — under De Rosa's rules —
 * its morale at the end and whether it lost a melee and retreats for two turns (`retreated`).
 */
export type CombatSideResult = { markers: number; marked: number; removed: number; cuSpent: number; broken: boolean; deRosaMorale?: DeRosaMorale; retreated?: boolean };

/**
 * The hours fought, the outcome, each side's state, minutes taken (hours × 60), every die drawn in order,
 * what the special rules rolled, and whether the close assault overran a defender without fighting it
 * (no unwounded stand left to resist: 004 §SPECIAL ASSAULT RULES 3, an hour that does not count towards
 * the attacker's disorganisation).
 */
export type CombatResult = {
  hours: CombatHour[];
  outcome: CombatOutcome;
  attacker: CombatSideResult;
  defender: CombatSideResult;
  minutes: number;
  dice: number[];
  special: SpecialRecord;
  overrun: boolean;
};

/** Hours a close assault may last: the hour it starts and one more (004 §CLOSE ASSAULT: "may carry on for a second round in the next hour"). */
export const MAX_ASSAULT_HOURS = 2;

function whole(v: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new RangeError(`${name}: expected a whole number ${max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `${min}–${max}`}, got ${String(v)}`);
  }
}

function optionalBoolean(v: unknown, name: string): void {
  if (v !== undefined && typeof v !== 'boolean') throw new RangeError(`${name}: expected true, false or absent, got ${JSON.stringify(v)}`);
}

function checkSide(s: CombatSide, name: string): void {
  if (typeof s !== 'object' || s === null) throw new RangeError(`${name}: expected a combat side, got ${String(s)}`);
  assertGrade(s.grade, `${name}.grade`);
  optionalBoolean(s.green, `${name}.green`);
  optionalBoolean(s.guns, `${name}.guns`);
  optionalBoolean(s.tanks, `${name}.tanks`);
  optionalBoolean(s.commandStand, `${name}.commandStand`);
  whole(s.stands, `${name}.stands`, 1);
  whole(s.marked, `${name}.marked`, 0, s.stands);
  if (s.testsTaken !== undefined) whole(s.testsTaken, `${name}.testsTaken`, 0, 2);
  whole(s.cuHeld, `${name}.cuHeld`, 0);
  whole(s.cuPerHour, `${name}.cuPerHour`, 0);
  assertNqmClass(s.weapon, `${name}.weapon`);
  assertNqmClass(s.armour, `${name}.armour`);
  if (s.joining === undefined) return;
  if (!Array.isArray(s.joining)) throw new RangeError(`${name}.joining: expected a list, got ${String(s.joining)}`);
  s.joining.forEach((j: CombatJoin, i: number) => {
    const at = `${name}.joining[${i}]`;
    whole(j.hour, `${at}.hour`, 2, 6);
    whole(j.stands, `${at}.stands`, 1);
    whole(j.marked, `${at}.marked`, 0, j.stands);
    whole(j.cuHeld, `${at}.cuHeld`, 0);
    whole(j.cuPerHour, `${at}.cuPerHour`, 0);
    if (j.deRosaGroups !== undefined) checkGroups(j.deRosaGroups, `${at}.deRosaGroups`);
  });
}

const GROUP_MAX: Readonly<Record<DeRosaFireGroup['kind'], number>> = { riflemen: 20, mg: 20, carbines: 20, guns: 4 };

function checkGroups(groups: readonly DeRosaFireGroup[], name: string): void {
  if (!Array.isArray(groups)) throw new RangeError(`${name}: expected a list of firing groups, got ${String(groups)}`);
  groups.forEach((g, i) => {
    if (!(g.kind in GROUP_MAX)) throw new RangeError(`${name}[${i}].kind: expected riflemen, mg, carbines or guns, got ${JSON.stringify(g.kind)}`);
    whole(g.figures, `${name}[${i}].figures`, 1, GROUP_MAX[g.kind as DeRosaFireGroup['kind']]);
    if (!Array.isArray(g.modifiers)) throw new RangeError(`${name}[${i}].modifiers: expected a list`);
  });
}

function checkDeRosaFire(f: DeRosaSideFire | undefined, name: string): void {
  if (!f) throw new RangeError(`${name}: De Rosa's Firing Charts need each side's firing groups, band and figures a stand`);
  checkGroups(f.groups, `${name}.groups`);
  if (!['long', 'medium', 'short'].includes(f.band)) throw new RangeError(`${name}.band: expected long, medium or short, got ${JSON.stringify(f.band)}`);
  if (typeof f.figuresPerStand !== 'number' || !(f.figuresPerStand > 0) || !Number.isFinite(f.figuresPerStand)) throw new RangeError(`${name}.figuresPerStand: expected a number above 0, got ${String(f.figuresPerStand)}`);
}

/** Checks a combat input; throws `RangeError` naming the bad field (e.g. `attacker.cuPerHour`). */
export function checkInput(input: CombatInput): void {
  if (typeof input !== 'object' || input === null) throw new RangeError(`input: expected a combat input, got ${String(input)}`);
  checkSide(input.attacker, 'attacker');
  checkSide(input.defender, 'defender');
  if (typeof input.positional !== 'boolean') throw new RangeError(`positional: expected true or false, got ${JSON.stringify(input.positional)}`);
  whole(input.maxHours, 'maxHours', 1, 6);
  whole(input.attackerShifts, 'attackerShifts', 0, 2);
  whole(input.defenderShifts, 'defenderShifts', 0, 2);
  checkSpecial(input.special);
  if (input.moraleRule !== undefined && input.moraleRule !== 'nqm' && input.moraleRule !== 'deRosa') throw new RangeError(`moraleRule: expected 'nqm', 'deRosa' or absent, got ${JSON.stringify(input.moraleRule)}`);
  for (const k of ['attackerMorale', 'defenderMorale'] as const) {
    const m = input[k];
    if (m !== undefined && m !== 'good' && m !== 'shaken' && m !== 'routed') throw new RangeError(`${k}: expected good, shaken, routed or absent, got ${JSON.stringify(m)}`);
  }
  if (input.moraleRule === 'deRosa' && input.attackerMorale === 'routed') throw new RangeError('attackerMorale: a Routed side cannot attack (003 "ROUTED": "Unit must make a full move away from the enemy")');
  if (input.combatRule !== undefined && input.combatRule !== 'nqm' && input.combatRule !== 'deRosa') throw new RangeError(`combatRule: expected 'nqm', 'deRosa' or absent, got ${JSON.stringify(input.combatRule)}`);
  optionalBoolean(input.charge, 'charge');
  if (input.combatRule === 'deRosa') {
    if (input.moraleRule !== 'deRosa') throw new RangeError(`combatRule: De Rosa's charts and melee need De Rosa's morale (moraleRule 'deRosa')`);
    if (input.attacker.tanks || input.defender.tanks) throw new RangeError(`combatRule: De Rosa's charts have no tanks; a fight with tanks keeps NQM's tables`);
    checkDeRosaFire(input.attacker.deRosaFire, 'attacker.deRosaFire');
    checkDeRosaFire(input.defender.deRosaFire, 'defender.deRosaFire');
  } else if (input.charge) throw new RangeError(`charge: only De Rosa's rules charge (combatRule 'deRosa')`);
}
