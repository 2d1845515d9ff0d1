/**
 * The NQM combat sequence for one contact at the operational level: firefight hours with CUs, break
 * tests, and close assault on a position (`004_4c7ef6319257dc11.txt` §THE COMBAT SEQUENCE, §WINNING
 * THE FIREFIGHT, §SPECIAL ATTACK RULES, §CLOSE ASSAULT, §UNIT MORALE - THE BREAK TEST, §THE COMBAT
 * SEQUENCE SUMMARY, §UNITS OF LOGISTICAL ACCOUNTING; RULINGS.md §Not Quite Mechanized). The fire plan
 * and the recce sequence come before it (`../artillery`, `./recce.ts`).
 */
import type { Dice } from '../dice.ts';
import { startLineTest, tankTerrorTest, type SpecialRecord } from './combatSpecial.ts';
import { assaultHour, cuToFire, emptyVolley, joinAt, land, rollIn, scoot, start, takeTests, type State } from './combatSteps.ts';
import { deRosaVolley } from './deRosaFirefight.ts';
import { chargeHour, meleeHour } from './deRosaMelee.ts';
import { figuresLost } from './deRosaCombat.ts';
import { checkInput, MAX_ASSAULT_HOURS, type CombatHour, type CombatInput, type CombatOutcome, type CombatResult, type CombatSideResult } from './combatTypes.ts';
import { firefightCell, firefightVolley } from './firefight.ts';

export * from './combatTypes.ts';

/**
 * Resolve one contact's combat, hour by hour (004 §THE COMBAT SEQUENCE, §WINNING THE FIREFIGHT, §CLOSE
 * ASSAULT, §UNIT MORALE - THE BREAK TEST, §SPECIAL ATTACK RULES; `./combatSpecial.ts`):
 * 0. Under De Rosa's morale a defender that goes in Routed surrenders when contacted ('defenderSurrendered',
 *    every stand taken; a Routed attacker is refused by `checkInput`). Special rules first (`input.special`): shoot and scoot ends the combat in its one hour
 *    ('shotAndScooted': a recce takes the defender's hour of fire with its casualties halved and does not
 *    reply; a side that outranges the other fires 1 CU and the other does not reply; the target takes the
 *    break tests its casualties force); tank terror (all-tank attacker, defender R, C or M) may make the
 *    defender surrender at once ('defenderSurrendered': every stand taken); an unmarked start line may
 *    catch the attacker in march formation (it fires nothing in the first hour and counts as very light,
 *    so the defender fires at it even with fire that could not hurt it otherwise).
 * 1. Firefight hour: first the units whose orders bring them in this hour join their side (`joinAt`,
 *    `CombatSide.joining`); then both sides fire min(cuPerHour, CUs left) CUs at once (`firefightVolley`, the
 *    attacker's weapon against the defender's armour with `attackerShifts`, then the defender's); a side
 *    never fires CUs it does not hold. Hits land as markers (`markersOnStands`).
 * 2. Break tests due (`breakTestsDue`: casualties = markers at the start + markers received, strength =
 *    stands at the start), attacker then defender, each die rolled as taken; tanks never test ("Tanks do
 *    not take BREAK TESTS"). An attacker failing a 'callOff' test → 'attackCalledOff' (goes to ground); a
 *    side failing a 'break' test is broken → 'attackerBroken' / 'defenderBroken'. If both fail in one
 *    hour the attacker's failure names the outcome and `defender.broken` still says the defender broke
 *    (*ruling (ours)*).
 * 3. The firefight is won when the attacker's hits exceed the defender's "in aggregate or in any one
 *    hour". The aggregate counts the casualties of this battle so far, each side's `marked` at the start
 *    included (*ruling (ours)*). Not positional, or tanks against tanks ("pushing the enemy tanks in front
 *    of them") → 'firefightWon' (pushes forward). Positional → close
 *    assault: a Veteran or Elite attacker assaults in the same hour (004 §SPECIAL ATTACK RULES 1), others
 *    in the next (an assault-only hour, no firefight). Tanks attacking infantry do not close assault: they
 *    roll into the position, and the defender takes a break test to stay (`rollIn`); unsupported tanks
 *    whose enemy cannot hurt them roll in without a firefight (004 §SPECIAL ASSAULT RULES 3, note).
 * 4. Close assault: up to the attacker grade's attack dice rounds an hour (`closeAssaultRound` with each
 *    side's unwounded stands; one attacking stand without a battalion command figure), losses as markers,
 *    break tests after each round. The defender with no unwounded stand left (checked before any tests
 *    of that round, *ruling (ours)*: the position is taken; before the first round, an overrun) or broken
 *    → 'assaultSucceeded'. An attacker with no unwounded stand left cannot assault → 'attackCalledOff'.
 *    CUs are not spent in close assault. The assault lasts at most `MAX_ASSAULT_HOURS` hours, outside
 *    `maxHours` (firefight hours only, *ruling (ours)*); undecided by then → 'undecided'. An attacker that
 *    caused fewer casualties than it received in a round stops there → 'attackCalledOff' (004 §FAILURE
 *    TO PRESS HOME AN ATTACK).
 * 5. After `maxHours` firefight hours without a result → 'undecided'.
 * 6. A stand carries at most one casualty marker (004 §REORGANISATION): a side whose every stand is removed
 *    in a firefight hour takes no break test and the combat ends there → 'attackerDestroyed' (named first
 *    when both go, *ruling (ours)*) or 'defenderDestroyed'; a side with no stand left fires nothing.
 * *Rulings (ours)*: a side does not fire at an enemy its weapon cannot hurt (`firefightCell` null; 0 CUs);
 * the attacker does not go on with a firefight it cannot fight — when it can fire no CUs in an hour the
 * combat stops before that hour, 'undecided'; a defender failing a 'callOff' test carries on.
 * `minutes` = hours fought × 60; `dice` = every die drawn, in order. The overrun defender's surrender or
 * dispersal (004 §RETREAT) and disorganisation are the caller's to apply. Throws `RangeError` naming the
 * bad field (e.g. `attacker.cuPerHour`, `special.tankTerror`), and whatever `dice` throws.
 */
export function resolveCombat(input: CombatInput, dice: Dice): CombatResult {
  checkInput(input);
  const special = input.special ?? {};
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
  if (input.moraleRule === 'deRosa') {
    a.deRosa = { morale: input.attackerMorale ?? 'good', lost: figuresLost(a) };
    d.deRosa = { morale: input.defenderMorale ?? 'good', lost: figuresLost(d) };
  }
  const hours: CombatHour[] = [];
  const record: SpecialRecord = {};
  let overrun = false;
  const newHour = (): CombatHour => {
    const h: CombatHour = { hour: hours.length + 1, attacker: emptyVolley(), defender: emptyVolley(), attackerCu: 0, defenderCu: 0, tests: [], assault: [] };
    hours.push(h);
    return h;
  };
  const done = (outcome: CombatOutcome): CombatResult => {
    const result = (s: State): CombatSideResult => ({
      markers: s.markers, marked: s.marked, removed: s.removed, cuSpent: s.cuSpent, broken: s.broken,
      ...(s.deRosa ? { deRosaMorale: s.deRosa.morale } : {}),
      ...(s.retreated ? { retreated: true } : {}),
    });
    return { hours, outcome, attacker: result(a), defender: result(d), minutes: hours.length * 60, dice: drawn, special: record, overrun };
  };
  if (input.moraleRule === 'deRosa' && input.defenderMorale === 'routed') {
    // De Rosa (003 "ROUTED"): "If contacted by the enemy, they will surrender" — every stand taken, no die rolled.
    record.routedSurrender = true;
    d.removed = d.present;
    d.present = 0;
    d.marked = 0;
    return done('defenderSurrendered');
  }
  if (special.shootAndScoot) return done(scoot(special.shootAndScoot, input, a, d, newHour(), rec, record));
  const tanksVsInfantry = a.side.tanks === true && d.side.tanks !== true;
  if (special.tankTerror && tanksVsInfantry) {
    const terror = tankTerrorTest(d.side.grade, rec);
    if (terror) {
      record.tankTerror = terror;
      if (terror.surrendered) {
        d.removed = d.present;
        d.present = 0;
        d.marked = 0;
        return done('defenderSurrendered');
      }
    }
  }
  const deRosa = input.combatRule === 'deRosa';
  if (deRosa && input.charge) {
    // De Rosa's charge: no firefight; the defender fires at it for two turns, then the melee (`deRosaMelee.ts`).
    joinAt(a, 1);
    joinAt(d, 1);
    let charged = chargeHour(newHour(), a, d, rec, () => cuToFire(d, a, input.defenderShifts), () => (overrun = true));
    for (let h = 2; h <= MAX_ASSAULT_HOURS && charged === null; h++) {
      joinAt(a, h);
      joinAt(d, h);
      charged = meleeHour(newHour(), a, d, rec);
    }
    return done(charged ?? 'undecided');
  }
  const caught = special.startLineMarked === false && (record.startLine = startLineTest(a.side.grade, d.side.grade, rec)).caught;
  let outcome: CombatOutcome | null = null;
  let aTotal = d.side.marked; // casualties on the defender in this battle so far (e.g. from the fire plan)
  let dTotal = a.side.marked;
  let firefightHours = 0;
  const rollsIn = input.positional && tanksVsInfantry;
  if (rollsIn && !caught && firefightCell(d.side.weapon, a.side.armour, input.defenderShifts) === null) return done(rollIn(newHour(), d, rec));
  // "Having won a firefight against other tanks, tanks just advance the correct distance, pushing the enemy tanks in front of them."
  const pushes = !input.positional || (a.side.tanks === true && d.side.tanks === true);
  while (outcome === null) {
    if (firefightHours < input.maxHours) {
      // Support whose orders allow it this hour joins before the hour's fire (004 §COMMAND REACTION TIMES).
      joinAt(a, firefightHours + 1);
      joinAt(d, firefightHours + 1);
    }
    const aCu = cuToFire(a, d, input.attackerShifts);
    if (firefightHours === input.maxHours || aCu === 0) {
      outcome = 'undecided';
      break;
    }
    firefightHours += 1;
    const hour = newHour();
    // Caught in march formation: in the first hour the attacker deploys under fire, firing nothing, very light.
    const inColumn = caught && firefightHours === 1;
    const firedA = inColumn ? 0 : aCu;
    const dCu = cuToFire(d, a, input.defenderShifts, inColumn ? 'VL' : a.side.armour);
    hour.attackerCu = firedA;
    hour.defenderCu = dCu;
    if (deRosa) {
      // De Rosa's Firing Charts: each CU fired is one firing of one group (`deRosaFirefight.ts`).
      const shaken = (s: State) => s.deRosa?.morale === 'shaken';
      if (firedA > 0) hour.attacker = deRosaVolley(a, d, firedA, rec, `hour ${hour.hour}: attacker fires ${firedA} CU`, { targetShaken: shaken(d) });
      if (dCu > 0) hour.defender = deRosaVolley(d, a, dCu, rec, `hour ${hour.hour}: defender fires ${dCu} CU${inColumn ? ' at the attacker caught in march formation' : ''}`, { targetShaken: shaken(a), inColumn });
    } else {
      if (firedA > 0) hour.attacker = firefightVolley(firedA, a.side.weapon, d.side.armour, input.attackerShifts, rec, `hour ${hour.hour}: attacker fires ${firedA} CU`);
      hour.defender = firefightVolley(dCu, d.side.weapon, inColumn ? 'VL' : a.side.armour, input.defenderShifts, rec, `hour ${hour.hour}: defender fires ${dCu} CU${inColumn ? ' at the attacker caught in march formation' : ''}`);
    }
    a.cuSpent += firedA;
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
    if (pushes) {
      outcome = 'firefightWon';
      break;
    }
    if (rollsIn) {
      outcome = rollIn(hour, d, rec);
      break;
    }
    const sameHour = a.side.grade === 'V' || a.side.grade === 'E';
    for (let h = 0; h < MAX_ASSAULT_HOURS && outcome === null; h++) {
      const assault = h === 0 && sameHour ? hour : newHour();
      if (!deRosa) outcome = assaultHour(assault, a, d, rec, () => (overrun = true));
      else outcome = meleeHour(assault, a, d, rec, 1, h === 0 ? () => (overrun = true) : undefined); // De Rosa's melee (`deRosaMelee.ts`)
    }
    if (outcome === null) outcome = 'undecided';
  }
  return done(outcome ?? 'undecided');
}
