/**
 * The NQM combat sequence for one contact at the operational level: firefight hours with CUs, break
 * tests, and close assault on a position (`004_4c7ef6319257dc11.txt` §THE COMBAT SEQUENCE, §WINNING
 * THE FIREFIGHT, §SPECIAL ATTACK RULES, §CLOSE ASSAULT, §UNIT MORALE - THE BREAK TEST, §THE COMBAT
 * SEQUENCE SUMMARY, §UNITS OF LOGISTICAL ACCOUNTING; RULINGS.md §Not Quite Mechanized). The fire plan
 * and the recce sequence come before it (`../artillery`, `./recce.ts`).
 */
import type { Dice } from '../dice.ts';
import { CLOSE_ASSAULT_TABLE, type BreakTestKind, type NqmClass } from '../tables/nqmCombat.ts';
import type { Grade } from '../types.ts';
import { closeAssaultRound, type AssaultRound } from './closeAssault.ts';
import { assertNqmClass, firefightCell, firefightVolley, markersOnStands, type Volley } from './firefight.ts';
import { assertGrade, breakTest, breakTestsDue } from './morale.ts';

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
};

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
};

/** A break test taken: by which side, which test, the die, and whether it passed (`kind`: what failing does). */
export type CombatTest = { side: 'attacker' | 'defender'; test: 1 | 2; die: number; passed: boolean; kind: BreakTestKind };

/**
 * One hour of combat: both volleys and the CUs fired (an assault-only hour has empty volleys — no dice,
 * 0 hits, cell `null` — and 0 CUs), the break tests taken in order, and the close assault rounds.
 */
export type CombatHour = { hour: number; attacker: Volley; defender: Volley; attackerCu: number; defenderCu: number; tests: CombatTest[]; assault: AssaultRound[] };

/** How a combat ended; see `resolveCombat`. */
export type CombatOutcome =
  | 'assaultSucceeded'
  | 'firefightWon'
  | 'attackCalledOff'
  | 'attackerBroken'
  | 'defenderBroken'
  | 'attackerDestroyed'
  | 'defenderDestroyed'
  | 'undecided';

/**
 * One side after the combat: casualty markers placed on it (at most one a stand; a marker on an
 * already marked stand removes it, its marker with it — markers beyond every stand land on nothing and
 * are not counted), marked stands left, stands removed, CUs spent, broken.
 */
export type CombatSideResult = { markers: number; marked: number; removed: number; cuSpent: number; broken: boolean };

/** The hours fought, the outcome, each side's state, minutes taken (hours × 60) and every die drawn in order. */
export type CombatResult = { hours: CombatHour[]; outcome: CombatOutcome; attacker: CombatSideResult; defender: CombatSideResult; minutes: number; dice: number[] };

/** Hours a close assault may last: the hour it starts and one more (004 §CLOSE ASSAULT: "may carry on for a second round in the next hour"). */
export const MAX_ASSAULT_HOURS = 2;

type State = { side: CombatSide; name: 'attacker' | 'defender'; present: number; marked: number; removed: number; markers: number; cuSpent: number; taken: 0 | 1 | 2; broken: boolean; calledOff: boolean };

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
  optionalBoolean(s.tanks, `${name}.tanks`);
  whole(s.stands, `${name}.stands`, 1);
  whole(s.marked, `${name}.marked`, 0, s.stands);
  if (s.testsTaken !== undefined) whole(s.testsTaken, `${name}.testsTaken`, 0, 2);
  whole(s.cuHeld, `${name}.cuHeld`, 0);
  whole(s.cuPerHour, `${name}.cuPerHour`, 0);
  assertNqmClass(s.weapon, `${name}.weapon`);
  assertNqmClass(s.armour, `${name}.armour`);
}

function checkInput(input: CombatInput): void {
  if (typeof input !== 'object' || input === null) throw new RangeError(`input: expected a combat input, got ${String(input)}`);
  checkSide(input.attacker, 'attacker');
  checkSide(input.defender, 'defender');
  if (typeof input.positional !== 'boolean') throw new RangeError(`positional: expected true or false, got ${JSON.stringify(input.positional)}`);
  whole(input.maxHours, 'maxHours', 1, 6);
  whole(input.attackerShifts, 'attackerShifts', 0, 2);
  whole(input.defenderShifts, 'defenderShifts', 0, 2);
}

const start = (side: CombatSide, name: 'attacker' | 'defender'): State => ({
  side, name, present: side.stands, marked: side.marked, removed: 0, markers: 0, cuSpent: 0, taken: side.testsTaken ?? 0, broken: false, calledOff: false,
});
const unwounded = (s: State) => s.present - s.marked;
const emptyVolley = (): Volley => ({ dice: [], hits: 0, cell: null });

function land(s: State, markers: number): void {
  const r = markersOnStands(s.present, s.marked, markers);
  s.markers += r.marked + 2 * r.removed - s.marked; // placed: on unmarked stands, plus one per stand removed

  s.removed += r.removed;
  s.present -= r.removed;
  s.marked = r.marked;
}

/** CUs a side fires this hour: min(cuPerHour, CUs left), none when its weapon cannot hurt the enemy. */
function cuToFire(s: State, enemy: State, shifts: number): number {
  if (s.present === 0) return 0; // no stands left: nothing fires
  if (firefightCell(s.side.weapon, enemy.side.armour, shifts) === null) return 0;
  return Math.min(s.side.cuPerHour, s.side.cuHeld - s.cuSpent);
}

/**
 * Take the break tests each side's casualties force (attacker first; each die rolled as taken; a side
 * stops at its first failure; tanks never test) and give the outcome they decide, if any.
 */
function takeTests(hour: CombatHour, sides: State[], dice: Dice, assault: boolean): CombatOutcome | null {
  for (const s of sides) {
    if (s.side.tanks === true || s.present === 0) continue; // tanks never test; a side with no stands has none to test
    const due = breakTestsDue(s.side.grade, { green: s.side.green, casualties: s.side.marked + s.markers, strength: s.side.stands, taken: s.taken });
    for (const { test, row } of due) {
      const die = dice.roll(1, `hour ${hour.hour}: ${s.name} (${s.side.grade}) break test ${test}, ${row.passFrom}+ to pass`)[0]!;
      const { passed, kind } = breakTest(row, die);
      hour.tests.push({ side: s.name, test, die, passed, kind });
      s.taken = test;
      if (passed) continue;
      if (kind === 'break') s.broken = true;
      else if (s.name === 'attacker') s.calledOff = true;
      else continue; // a defender has no attack to call off: a failed 'callOff' test does nothing (*ruling (ours)*)
      break;
    }
  }
  const [a, d] = sides as [State, State];
  if (a.broken) return 'attackerBroken';
  if (a.calledOff) return 'attackCalledOff';
  if (d.broken) return assault ? 'assaultSucceeded' : 'defenderBroken';
  return null;
}

/** Up to the attacker's attack dice in rounds of close assault this hour; the outcome when one is reached. */
function assaultHour(hour: CombatHour, a: State, d: State, dice: Dice): CombatOutcome | null {
  for (let round = 1; round <= CLOSE_ASSAULT_TABLE[a.side.grade].attackDice; round++) {
    if (unwounded(d) === 0) return 'assaultSucceeded';
    if (unwounded(a) === 0) return 'attackCalledOff';
    const r = closeAssaultRound({ grade: a.side.grade, stands: unwounded(a) }, { grade: d.side.grade, stands: unwounded(d) }, dice, `hour ${hour.hour}: close assault round ${round}`);
    hour.assault.push(r);
    land(a, r.attackerLosses);
    land(d, r.defenderLosses);
    if (unwounded(d) === 0) return 'assaultSucceeded';
    const outcome = takeTests(hour, [a, d], dice, true);
    if (outcome !== null) return outcome;
    // 004 §FAILURE TO PRESS HOME AN ATTACK: "units, which cause fewer casualties than they receive from
    // the defender in any one round, must also receive reinforcements before they can press home an
    // attack" — as after a failed first test, the attacker goes to ground.
    if (r.defenderLosses < r.attackerLosses) return 'attackCalledOff';
  }
  return null;
}

/**
 * Resolve one contact's combat, hour by hour (004 §THE COMBAT SEQUENCE, §WINNING THE FIREFIGHT, §CLOSE
 * ASSAULT, §UNIT MORALE - THE BREAK TEST):
 * 1. Firefight hour: both sides fire min(cuPerHour, CUs left) CUs at once (`firefightVolley`, the
 *    attacker's weapon against the defender's armour with `attackerShifts`, then the defender's); a side
 *    never fires CUs it does not hold. Hits land as markers (`markersOnStands`).
 * 2. Break tests due (`breakTestsDue`: casualties = markers at the start + markers received, strength =
 *    stands at the start), attacker then defender, each die rolled as taken; tanks never test. An
 *    attacker failing a 'callOff' test → 'attackCalledOff' (goes to ground); a side failing a 'break'
 *    test is broken → 'attackerBroken' / 'defenderBroken'. If both fail in one hour the attacker's
 *    failure names the outcome and `defender.broken` still says the defender broke (*ruling (ours)*).
 * 3. The firefight is won when the attacker's hits exceed the defender's "in aggregate or in any one
 *    hour". The aggregate counts the casualties of this battle so far, each side's `marked` at the start
 *    included (*ruling (ours)*: the fire plan's markers count towards winning the firefight; without
 *    them an aggregate win would always be a win in its last hour too). Not positional → 'firefightWon'
 *    (pushes forward). Positional → close assault: a Veteran or Elite attacker assaults in the same
 *    hour (004 §SPECIAL ATTACK RULES 1), others in the next (an assault-only hour, no firefight).
 * 4. Close assault: up to the attacker grade's attack dice rounds an hour (`closeAssaultRound` with each
 *    side's unwounded stands), losses as markers, break tests after each round. The defender with no
 *    unwounded stand left (checked before any tests of that round, *ruling (ours)*: the position is
 *    taken) or broken (a broken defender assaulted is overrun) → 'assaultSucceeded'. An attacker with no
 *    unwounded stand left cannot assault → 'attackCalledOff' (*ruling (ours)*). CUs are not spent in
 *    close assault. The assault lasts at most `MAX_ASSAULT_HOURS` hours, outside `maxHours` (which
 *    counts firefight hours only, *ruling (ours)*); undecided by then → 'undecided'. An attacker that
 *    caused fewer casualties than it received in a round stops there → 'attackCalledOff' (004 §FAILURE
 *    TO PRESS HOME AN ATTACK: it must be reinforced before it can press home).
 * 5. After `maxHours` firefight hours without a result → 'undecided'.
 * 6. A stand carries at most one casualty marker (004 §REORGANISATION: "An infantry stand can carry a
 *    maximum of one casualty … Any overloading of casualties results in permanent removal of that
 *    stand"): a side whose every stand is removed in a firefight hour takes no break test and the
 *    combat ends there → 'attackerDestroyed' (the attacker's loss named first when both go, *ruling
 *    (ours)*) or 'defenderDestroyed'; a side with no stand left fires nothing.
 * *Rulings (ours)*: a side does not fire at an enemy its weapon cannot hurt (`firefightCell` null; 0 CUs);
 * the attacker does not go on with a firefight it cannot fight — when it can fire no CUs in an hour (none
 * left, none per hour, or it cannot hurt the defender) the combat stops before that hour, 'undecided'; a
 * defender failing a 'callOff' test (it has no attack to call off) carries on.
 * `minutes` = hours fought × 60; `dice` = every die drawn, in order. The overrun defender's surrender or
 * dispersal (004 §RETREAT) and disorganisation are the caller's to apply. Throws `RangeError` naming the
 * bad field (e.g. `attacker.cuPerHour`), and whatever `dice` throws (`ScriptExhausted`, `DiceNeeded`).
 */
export function resolveCombat(input: CombatInput, dice: Dice): CombatResult {
  checkInput(input);
  const drawn: number[] = [];
  const rec: Dice = {
    roll(count, purpose, sides) {
      const r = dice.roll(count, purpose, sides);
      drawn.push(...r);
      return r;
    },
  };
  const a = start(input.attacker, 'attacker');
  const d = start(input.defender, 'defender');
  const hours: CombatHour[] = [];
  const newHour = (): CombatHour => {
    const h: CombatHour = { hour: hours.length + 1, attacker: emptyVolley(), defender: emptyVolley(), attackerCu: 0, defenderCu: 0, tests: [], assault: [] };
    hours.push(h);
    return h;
  };
  let outcome: CombatOutcome | null = null;
  let aTotal = d.side.marked; // casualties on the defender in this battle so far (e.g. from the fire plan)
  let dTotal = a.side.marked;
  let firefightHours = 0;
  while (outcome === null) {
    const aCu = cuToFire(a, d, input.attackerShifts);
    if (firefightHours === input.maxHours || aCu === 0) {
      outcome = 'undecided';
      break;
    }
    firefightHours += 1;
    const hour = newHour();
    const dCu = cuToFire(d, a, input.defenderShifts);
    hour.attackerCu = aCu;
    hour.defenderCu = dCu;
    hour.attacker = firefightVolley(aCu, a.side.weapon, d.side.armour, input.attackerShifts, rec, `hour ${hour.hour}: attacker fires ${aCu} CU`);
    hour.defender = firefightVolley(dCu, d.side.weapon, a.side.armour, input.defenderShifts, rec, `hour ${hour.hour}: defender fires ${dCu} CU`);
    a.cuSpent += aCu;
    d.cuSpent += dCu;
    land(d, hour.attacker.hits);
    land(a, hour.defender.hits);
    aTotal += hour.attacker.hits;
    dTotal += hour.defender.hits;
    // A side with no stand left is gone: no break test, and the combat ends there (004 §REORGANISATION).
    if (a.present === 0 || d.present === 0) {
      outcome = a.present === 0 ? 'attackerDestroyed' : 'defenderDestroyed';
      break;
    }
    outcome = takeTests(hour, [a, d], rec, false);
    if (outcome !== null) break;
    if (!(hour.attacker.hits > hour.defender.hits || aTotal > dTotal)) continue;
    if (!input.positional) {
      outcome = 'firefightWon';
      break;
    }
    const sameHour = a.side.grade === 'V' || a.side.grade === 'E';
    for (let h = 0; h < MAX_ASSAULT_HOURS && outcome === null; h++) {
      outcome = assaultHour(h === 0 && sameHour ? hour : newHour(), a, d, rec);
    }
    if (outcome === null) outcome = 'undecided';
  }
  const result = (s: State): CombatSideResult => ({ markers: s.markers, marked: s.marked, removed: s.removed, cuSpent: s.cuSpent, broken: s.broken });
  return { hours, outcome: outcome ?? 'undecided', attacker: result(a), defender: result(d), minutes: hours.length * 60, dice: drawn };
}
