/**
 * The steps of an operational combat on its working state (`resolveCombat`, `./combat.ts`): how markers
 * land, the CUs a side fires, break tests, an hour of close assault, tanks rolling into a position and
 * shoot and scoot (`004_4c7ef6319257dc11.txt` §WINNING THE FIREFIGHT, §CLOSE ASSAULT, §UNIT MORALE - THE
 * BREAK TEST, §SPECIAL ATTACK RULES, §THE RECCE SEQUENCE, §REORGANISATION).
 */
import type { Dice } from '../dice.ts';
import { CLOSE_ASSAULT_TABLE } from '../tables/nqmCombat.ts';
import { closeAssaultRound } from './closeAssault.ts';
import { halvedCasualties, rollInTestRow, type CombatSpecial, type SpecialRecord } from './combatSpecial.ts';
import type { NqmClass } from '../tables/nqmCombat.ts';
import type { CombatHour, CombatInput, CombatOutcome, CombatSide } from './combatTypes.ts';
import { firefightCell, firefightVolley, markersOnStands, type Volley } from './firefight.ts';
import { breakTest, breakTestsDue } from './morale.ts';
import { cuAfterMorale, takeDeRosaTests, type DeRosaSideMorale } from './deRosaCombat.ts';
import { figuresNow, type DeRosaFireGroup } from './deRosaFirefight.ts';

/**
 * One side's working state: stands present, marked, removed, markers placed, CUs spent, tests taken, broken,
 * called off; under De Rosa's rules its morale (`deRosa`), its firing groups now (`deRosaGroups`), the figures
 * its fire hit not yet a marker (`deRosaCarry`), the share of it that straggled in its charge (`deRosaStraggle`),
 * and whether it lost a melee and retreats (`retreated`).
 */
export type State = {
  side: CombatSide;
  name: 'attacker' | 'defender';
  present: number;
  marked: number;
  removed: number;
  markers: number;
  cuSpent: number;
  taken: 0 | 1 | 2;
  broken: boolean;
  calledOff: boolean;
  deRosa?: DeRosaSideMorale;
  deRosaGroups?: DeRosaFireGroup[];
  deRosaCarry?: number;
  deRosaStraggle?: number;
  retreated?: boolean;
};

/** A side's state at the start of the combat. */
export const start = (side: CombatSide, name: 'attacker' | 'defender'): State => ({
  side, name, present: side.stands, marked: side.marked, removed: 0, markers: 0, cuSpent: 0, taken: side.testsTaken ?? 0, broken: false, calledOff: false,
  ...(side.deRosaFire ? { deRosaGroups: [...side.deRosaFire.groups] } : {}),
});
/**
 * The side's units joining at the start of firefight hour `hour` (`CombatSide.joining`) come in: their
 * stands, markers, CUs held and CUs an hour are added, and under De Rosa's charts their firing groups; break
 * tests count against the larger strength.
 */
export function joinAt(s: State, hour: number): void {
  for (const j of s.side.joining ?? []) {
    if (j.hour !== hour) continue;
    s.side = { ...s.side, stands: s.side.stands + j.stands, marked: s.side.marked + j.marked, cuHeld: s.side.cuHeld + j.cuHeld, cuPerHour: s.side.cuPerHour + j.cuPerHour };
    s.present += j.stands;
    s.marked += j.marked;
    if (s.deRosaGroups && j.deRosaGroups) s.deRosaGroups.push(...j.deRosaGroups);
  }
}

/** A side's stands with no casualty marker: those that can close assault or defend against one. */
export const unwounded = (s: State) => s.present - s.marked;
/** The volley of a side that fires nothing: no dice, no hits, no cell. */
export const emptyVolley = (): Volley => ({ dice: [], hits: 0, cell: null });

/** Land `markers` casualty markers on a side, one a stand, overloaded stands removed (`markersOnStands`; 004 §REORGANISATION). */
export function land(s: State, markers: number): void {
  const r = markersOnStands(s.present, s.marked, markers);
  s.markers += r.marked + 2 * r.removed - s.marked; // placed: on unmarked stands, plus one per stand removed

  s.removed += r.removed;
  s.present -= r.removed;
  s.marked = r.marked;
}

/**
 * CUs a side fires this hour: min(cuPerHour, CUs left) — halved when Shaken, none when Routed under De
 * Rosa's rules (`cuAfterMorale`) — none when its weapon cannot hurt the enemy's
 * protection (`armour`: the enemy's own unless it counts otherwise, e.g. caught in march formation).
 */
export function cuToFire(s: State, enemy: State, shifts: number, armour: NqmClass = enemy.side.armour): number {
  if (s.present === 0) return 0; // no stands left: nothing fires
  if (firefightCell(s.side.weapon, armour, shifts) === null) return 0;
  if (s.deRosaGroups && !s.deRosaGroups.some((g) => figuresNow(g, s) > 0)) return 0; // no group left to fire De Rosa's charts
  return cuAfterMorale(Math.min(s.side.cuPerHour, s.side.cuHeld - s.cuSpent), s.deRosa);
}

/**
 * Take the break tests each side's casualties force (attacker first; each die rolled as taken; a side
 * stops at its first failure; tanks never test) and give the outcome they decide, if any.
 */
export function takeTests(hour: CombatHour, sides: State[], dice: Dice, assault: boolean): CombatOutcome | null {
  if (sides[0]!.deRosa) return takeDeRosaTests(hour, sides, dice, assault); // De Rosa's morale instead (`deRosaCombat.ts`)
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

/**
 * Up to the attacker's attack dice in rounds of close assault this hour ("This is also the number of
 * rounds of close assault that the attacker can initiate in an hour"); the outcome when one is reached.
 * Without an unwounded battalion command figure only one stand assaults (`commandStand`). `overran` is
 * told when the defender had no unwounded stand to resist before a die was rolled.
 */
export function assaultHour(hour: CombatHour, a: State, d: State, dice: Dice, overran: () => void): CombatOutcome | null {
  for (let round = 1; round <= CLOSE_ASSAULT_TABLE[a.side.grade].attackDice; round++) {
    if (unwounded(d) === 0) {
      if (round === 1 && hour.assault.length === 0) overran();
      return 'assaultSucceeded';
    }
    if (unwounded(a) === 0) return 'attackCalledOff';
    const assaulting = a.side.commandStand === false ? Math.min(1, unwounded(a)) : unwounded(a);
    const r = closeAssaultRound({ grade: a.side.grade, stands: assaulting }, { grade: d.side.grade, stands: unwounded(d) }, dice, `hour ${hour.hour}: close assault round ${round}`);
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
 * Tanks roll into the position (004 §WINNING THE FIREFIGHT: "If they win the firefight and roll into the
 * positions the infantry have to take a break test, which they must pass to stay in position"): the
 * defender's breaking test (`rollInTestRow`), passed or none (Elite) → 'tanksRolledIn', failed → broken,
 * 'defenderBroken'.
 */
export function rollIn(hour: CombatHour, d: State, dice: Dice): CombatOutcome {
  const row = rollInTestRow(d.side.grade);
  if (row === null) return 'tanksRolledIn';
  const die = dice.roll(1, `hour ${hour.hour}: tanks roll into the position: defender (${d.side.grade}) break test, ${row.passFrom}+ to stay`)[0]!;
  const { passed } = breakTest(row, die);
  const test = CLOSE_ASSAULT_TABLE[d.side.grade].test1 === row ? 1 : 2;
  hour.tests.push({ side: 'defender', test, die, passed, kind: 'break' });
  if (passed) return 'tanksRolledIn';
  d.broken = true;
  return 'defenderBroken';
}

/**
 * Shoot and scoot, the combat's one hour (see `resolveCombat` 0): a recce receives the defender's hour
 * of fire, halved (`halvedCasualties`), and fires nothing; an outranging side fires 1 CU "at maximum
 * effective range" (no shift for ambush or contact range) and the other nothing. The target of the fire
 * takes the break tests its casualties force: 'shotAndScooted', or the target's loss when it lost every
 * stand or broke ('…Destroyed', '…Broken'; an attacking recce failing its first test still withdraws).
 */
export function scoot(sc: NonNullable<CombatSpecial['shootAndScoot']>, input: CombatInput, a: State, d: State, hour: CombatHour, dice: Dice, record: SpecialRecord): CombatOutcome {
  const byAttacker = sc.kind === 'recce' ? false : sc.by === 'attacker';
  const [shooter, target, shifts] = byAttacker ? [a, d, 0] : [d, a, sc.kind === 'recce' ? input.defenderShifts : 0];
  const cu = sc.kind === 'recce' ? cuToFire(d, a, shifts) : Math.min(1, cuToFire(shooter, target, shifts));
  const volley = firefightVolley(cu, shooter.side.weapon, target.side.armour, shifts, dice, `hour 1: ${shooter.name} fires ${cu} CU${sc.kind === 'recce' ? ' at the recce' : ' at maximum effective range'}`);
  if (byAttacker) {
    hour.attacker = volley;
    hour.attackerCu = cu;
  } else {
    hour.defender = volley;
    hour.defenderCu = cu;
  }
  shooter.cuSpent += cu;
  let taken = volley.hits;
  let oddDie: number | null = null;
  if (sc.kind === 'recce') ({ taken, oddDie } = halvedCasualties(volley.hits, dice));
  land(target, taken);
  record.scoot = { ...sc, received: volley.hits, taken, oddDie };
  if (target.present === 0) return target === a ? 'attackerDestroyed' : 'defenderDestroyed';
  takeTests(hour, [a, d], dice, false); // the target's casualties may force its tests; the other took none
  if (target.broken) return target === a ? 'attackerBroken' : 'defenderBroken';
  return 'shotAndScooted';
}
