/**
 * Settling a contact at the operational level (004 §THE COMBAT SEQUENCE, §WINNING THE
 * FIREFIGHT, §CLOSE ASSAULT, §UNIT MORALE): the contact's units of each side become one `CombatSide`
 * (`resolveCombat`, `src/rules/operational/combat.ts`), and its result is shared back out among the
 * units as `UnitOutcome`s for `contact.settled`.
 * - A side: stands and markers of the contact units' whole subtrees; CUs they hold; CUs an hour = one
 *   per company (a company or platoon counts 1; a battalion its companies, or its bases ÷ 4 rounded up
 *   when none are listed — 004 §UNITS OF LOGISTICAL ACCOUNTING "1 per Company per hour"); the grade of
 *   its strongest unit; weapon class by arm and protection by posture and ground (`settleDefaults`).
 * - Back out: markers and stands removed shared in proportion to bases (`shareOut`), CUs fired from the
 *   units holding them; units with markers, broken, or in action for their grade's DISORG AFTER hours are
 *   disorganised until they reorganise (`disorganisedByAction`); a broken side's units are broken and,
 *   with a successful assault, the defender's survivors withdraw `WITHDRAW_M` away from the attacker
 *   and the attacker's units take the ground of the nearest defender (004 §THE COMBAT SEQUENCE SUMMARY 5:
 *   "Push back the enemy if he is mobile, or occupy his position if static"); tanks that rolled in, or
 *   took the defender's surrender, stand on its position; a side that shot and scooted withdraws. A broken
 *   unit withdraws, surrenders, breaks out or sits tight by its grade, whether it is Green and whether its
 *   line of retreat is open (`applyBrokenFates`, `brokenUnits.ts`).
 * - The special rules (`proposeSettleRules`, `SettleOptions.rules`): the command figure, the start line,
 *   tank terror, shoot and scoot; each unit's continuous action carried on from a fight it did not pause
 *   after (`priorActionMin`), an overrun's own hour not counted; units that faced tanks and stood marked.
 */
import type { Dice } from '../../rules/dice.ts';
import { resolveCombat, type CombatInput, type CombatResult } from '../../rules/operational/combat.ts';
import type { NqmClass } from '../../rules/tables/nqmCombat.ts';
import { fireClassOfUnit, protectionOf } from './settleClasses.ts';
import { disorganisedByAction, priorActionMin } from './disorganisation.ts';
import { checkCharge, proposeSettleRules, type SettleRuleNotes, type SettleRules } from './settleRules.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { CoverTerrain, PointM } from '../../rules/bound/types.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import type { TurnPayloads } from './payloads.ts';
import { unitHoldings } from '../logistics/stocks.ts';
import { cameIn, choicesOf, combatSideOf, fightingUnits, forcesLine, sideMorale, silentSupport, strongestUnit, type FightingUnit, type ForceChoices } from './settleForces.ts';
import { contactSideIds, otherSide } from '../model/selectors.ts';
import { shareOut } from '../model/shareOut.ts';
import { combatLines } from './combatLines.ts';
import { applyBrokenFates } from './brokenUnits.ts';
import type { CampaignContact, UnitOutcome } from '../model/turnTypes.ts';
import type { CampaignState, SideId, UnitId } from '../model/types.ts';
import { refuseAtNight } from './turnEvents.ts';
import { deRosaOn, settingsOf } from '../model/settings.ts';
import { hasTanks, withDeRosaFire } from './deRosaFireSpec.ts';
import { placeAfter } from './settlePlacement.ts';

export { WITHDRAW_M } from './settlePlacement.ts';

/** The umpire's choices for a settlement; `settleDefaults` proposes them. Shifts 0–2; hours 1–6. */
export type SettleOptions = {
  attackerSide: SideId;
  positional: boolean;
  maxHours: number;
  attackerShifts: number;
  defenderShifts: number;
  attacker: { weapon: NqmClass; armour: NqmClass };
  defender: { weapon: NqmClass; armour: NqmClass };
  /** The classification-table row each proposed class comes from (`settleDefaults`; absent once the umpire chose). */
  rows?: { attacker: { weapon: string; armour: string }; defender: { weapon: string; armour: string } };
  /** The special rules (`proposeSettleRules`); absent: none of them (a command figure with the assault, the start line marked). */
  rules?: SettleRules;
  /** Why each rule was proposed (`settleDefaults`; for the dialog). */
  ruleNotes?: SettleRuleNotes;
  /**
   * Who fights, each unit with the hour it joins (`proposeContactForces`, edited by the umpire); absent:
   * every unit of the contact from the first hour.
   */
  forces?: ForceChoices;
};

/**
 * The proposed settlement of `contact`: the side that moved in attacks (blue for a meeting); positional
 * when a defender is dug in; 3 hours; an ambush by a defender that held its fire shifts its fire (effective
 * range 1, contact range 2 — 004 §WINNING THE FIREFIGHT TABLE), and a contact-range band shifts both by
 * one; fire class by the main unit's type and protection by its posture, each with its table row
 * (`settleClasses.ts`: moving troops VL, dug in M, in defensible cover M, fortification H, else L; tanks L). `coverAt` reads the ground (grid-local metres).
 */
export function settleDefaults(state: CampaignState, contact: CampaignContact, coverAt: (p: PointM) => CoverTerrain = () => 'open'): SettleOptions {
  const attackerSide = contact.recceSide ?? 'blue';
  const o = contact.opening;
  const ambush = o !== null && !o.recceSightsFirst ? (o.defenderOpensAt === 'contact' ? 2 : o.defenderOpensAt === 'effect' ? 1 : 0) : 0;
  const close = contact.pairs.some((p) => p.band === 'contact') ? 1 : 0;
  const mainOf = (s: SideId) => strongestUnit(state, contactSideIds(contact, s).map((id) => state.units[id]!));
  const { rules, notes } = proposeSettleRules(state, contact, attackerSide);
  const tanksAlone = contactSideIds(contact, attackerSide).every((id) => UNIT_TYPES[state.units[id]!.type].arm === 'armour');
  const side = (s: SideId) => {
    const main = mainOf(s);
    const arm = UNIT_TYPES[main.type].arm;
    const proj = gridProjection(state.grid);
    const at = main.pos ? proj.toLocal(main.pos) : { eastingM: 0, northingM: 0 };
    const cover = coverAt({ xM: at.eastingM, yM: at.northingM });
    // Tanks in close country (004 §SPECIAL ASSAULT RULES 1): once tank terror is behind them, infantry in
    // woods, villages or rough ground fire at unsupported tanks as at light targets — their own class.
    const closeCountry = s !== attackerSide && tanksAlone && !rules.tankTerror && (cover === 'rough' || cover === 'defensible');
    const own = fireClassOfUnit(main, false, settingsOf(state));
    const fire = closeCountry && fireClassOfUnit(main, true).cls === 'VL'
      ? { cls: own.cls, row: `${own.row}: tanks in close country, fired at as light targets (004 §SPECIAL ASSAULT RULES 1)` }
      : fireClassOfUnit(main, UNIT_TYPES[mainOf(otherSide(s)).type].arm === 'armour', settingsOf(state));
    const protection = protectionOf(arm === 'armour', state.routes?.[main.id] !== undefined, main.dugIn === true, cover);
    return { classes: { weapon: fire.cls, armour: protection.cls }, rows: { weapon: fire.row, armour: protection.row } };
  };
  const defenderSide = otherSide(attackerSide);
  const attacker = side(attackerSide);
  const defender = side(defenderSide);
  return {
    attackerSide,
    positional: contactSideIds(contact, defenderSide).some((id) => state.units[id]!.dugIn),
    maxHours: 3,
    attackerShifts: close,
    defenderShifts: Math.min(2, close + ambush),
    attacker: attacker.classes,
    defender: defender.classes,
    rows: { attacker: attacker.rows, defender: defender.rows },
    rules,
    ruleNotes: notes,
  };
}


/** Each side's fighting units under `opts` (`settleForces.ts`): the umpire's choice, else every contact unit from hour 1. */
function fightersOf(state: CampaignState, contact: CampaignContact, opts: SettleOptions) {
  return {
    attacker: fightingUnits(state, choicesOf(contact, opts.attackerSide, opts.forces, 'attacker')),
    defender: fightingUnits(state, choicesOf(contact, otherSide(opts.attackerSide), opts.forces, 'defender')),
  };
}

/**
 * The `CombatInput` of `contact` under `opts`. Throws `RangeError` for a contact that is not open, or a
 * side with no unit fighting from the first hour.
 */
export function combatInputOf(state: CampaignState, contact: CampaignContact, opts: SettleOptions): CombatInput {
  return fightOf(state, contact, opts).input;
}

/** The combat's input and each side's fighting units (see `combatInputOf`). */
function fightOf(state: CampaignState, contact: CampaignContact, opts: SettleOptions): { input: CombatInput; fighters: ReturnType<typeof fightersOf> } {
  if (contact.status !== 'open') throw new RangeError(`contact ${contact.ref} is ${contact.status}, not open`);
  const r = opts.rules;
  const f = fightersOf(state, contact, opts);
  const deRosa = deRosaOn(settingsOf(state));
  // De Rosa's Firing Charts, melee and charge while its rules are on, unless tanks fight: the charts have none.
  const charts = deRosa && !hasTanks(f.attacker) && !hasTanks(f.defender);
  if (r?.charge) checkCharge(state, contact, f);
  if (deRosa && sideMorale(state, f.attacker) === 'routed') {
    const lead = strongestUnit(state, f.attacker.filter((x) => x.top && x.hour === 1).map((x) => x.unit));
    throw new RangeError(`${lead.shortName} is Routed and cannot attack: settle with the other side attacking (De Rosa: a Routed unit contacted by the enemy surrenders)`);
  }
  const silent = new Set(silentSupport(state, f.attacker).map((x) => x.unitId));
  const attacker = combatSideOf(state, f.attacker, opts.attacker, 'attacker', r?.commandInAssault ?? true);
  const defender = combatSideOf(state, f.defender, opts.defender, 'defender');
  const input: CombatInput = {
    attacker: charts ? withDeRosaFire(state, attacker, f.attacker, opts.attackerSide, contact, silent) : attacker,
    defender: charts ? withDeRosaFire(state, defender, f.defender, otherSide(opts.attackerSide), contact) : defender,
    positional: opts.positional,
    maxHours: opts.maxHours,
    attackerShifts: opts.attackerShifts,
    defenderShifts: opts.defenderShifts,
    special: r ? { startLineMarked: r.startLineMarked, tankTerror: r.tankTerror, shootAndScoot: r.shootAndScoot } : {},
    // De Rosa's morale tests instead of NQM's break tests while its rules are on (003 "Morale").
    ...(deRosa ? { moraleRule: 'deRosa' as const, attackerMorale: sideMorale(state, f.attacker), defenderMorale: sideMorale(state, f.defender) } : {}),
    ...(charts ? { combatRule: 'deRosa' as const, ...(r?.charge ? { charge: true } : {}) } : {}),
  };
  return { input, fighters: f };
}

/**
 * Resolve `contact` with `dice` and return the `contact.settled` payload: the combat's outcome, minutes,
 * every die, the account (`combatLines`) and each unit's outcome (see the module note; disorganisation by
 * the hours fought, `disorganisedByAction`). Throws `RangeError` from `resolveCombat` for bad options, and
 * at night when the night allows only resupply (`refuseAtNight`).
 */
export function settleContact(state: CampaignState, contact: CampaignContact, opts: SettleOptions, dice: Dice): TurnPayloads['contact.settled'] {
  refuseAtNight(state, 'no fight is settled');
  const { input, fighters } = fightOf(state, contact, opts);
  const result = resolveCombat(input, dice);
  // Units whose hour never came (the fight ended before it) took no part: no outcome, no move.
  const fought = (units: readonly FightingUnit[]) => units.filter((f) => cameIn(f.hour, result.hours.length));
  const [attackers, defenders] = [fought(fighters.attacker), fought(fighters.defender)];
  // An overrun in an hour of its own (a grade that assaults the hour after its firefight) is not an hour
  // of action for the attacker (004 §SPECIAL ASSAULT RULES 3).
  const overrunMin = result.overrun && input.attacker.grade !== 'V' && input.attacker.grade !== 'E' ? 60 : 0;
  const scooted = result.outcome === 'shotAndScooted';
  const tankFight = input.attacker.tanks === true && input.defender.tanks !== true && !scooted;
  // A side that shot and scooted withdrew "without being disorganised": its hour is no action (its markers still count).
  const sc = result.special.scoot;
  const scooter = !scooted || !sc ? null : sc.kind === 'recce' || sc.by === 'attacker' ? 'attacker' : 'defender';
  const outcomes = [
    ...sideOutcomes(state, attackers, result.attacker, scooter === 'attacker' ? 0 : result.minutes - overrunMin, false),
    ...sideOutcomes(state, defenders, result.defender, scooter === 'defender' ? 0 : result.minutes, tankFight && result.outcome !== 'defenderSurrendered'),
  ];
  const placed = (units: readonly FightingUnit[]) => units.filter((u) => u.top && u.unit.pos).map((u) => u.unit.id);
  placeAfter(state, placed(attackers), placed(defenders), result, outcomes);
  const lines = combatLines(state, contact, input, result);
  const units = (fs: readonly FightingUnit[]) => fs.map((f) => f.unit);
  if (result.attacker.broken) lines.push(...applyBrokenFates(state, { own: units(attackers), enemy: units(defenders) }, outcomes, state.clockMin));
  if (result.defender.broken) lines.push(...applyBrokenFates(state, { own: units(defenders), enemy: units(attackers) }, outcomes, state.clockMin));
  if (opts.forces) lines.splice(1, 0, forcesLine(state, contact, opts.forces, opts.attackerSide, result.hours.length));
  const silent = silentSupport(state, fighters.attacker);
  if (silent.length > 0) {
    lines.splice(1, 0, `No supporting fire in the attack from ${silent.map((x) => `${state.units[x.unitId]!.shortName} (${x.why})`).join(', ')}: support stands cannot give supporting fire in the attack to disorganised units, or if they themselves are disorganised (004 §FIGURE CLASSIFICATION 2).`);
  }
  return {
    contactId: contact.id,
    attackerSide: opts.attackerSide,
    outcome: result.outcome,
    minutes: result.minutes,
    dice: result.dice,
    lines,
    outcomes,
    ...(opts.forces ? { forces: opts.forces } : {}),
  };
}

/**
 * One side's outcomes: its result shared out over the bases of its units' subtrees, after `fightMin`
 * minutes of this fight, added to each unit's continuous action before it (`priorActionMin`: a
 * follow-on attack); `facedTanks` marks units that met tanks and stood.
 */
function sideOutcomes(state: CampaignState, fighting: readonly FightingUnit[], r: CombatResult['attacker'], fightMin: number, facedTanks: boolean): UnitOutcome[] {
  const units = fighting.filter((f) => f.unit.bases > 0 || f.top).map((f) => f.unit);
  const bases = units.map((u) => u.bases);
  const removed = shareOut(r.removed, bases);
  const left = units.map((u, i) => u.bases - removed[i]!);
  const marked = shareOut(Math.min(r.marked, left.reduce((s, n) => s + n, 0)), left);
  const cu = shareOut(r.cuSpent, units.map((u) => unitHoldings(u).CU));
  return units.map((u, i) => {
    const actionMin = priorActionMin(u, state.clockMin) + fightMin;
    const o: UnitOutcome = { unitId: u.id, killed: removed[i]!, injuredDelta: marked[i]! - u.injuredBases, cuSpent: cu[i]!, actionMin };
    // A unit with no stand left is gone: it is neither broken nor disorganised, and tests nothing.
    if (u.bases - removed[i]! <= 0) return o;
    if (facedTanks) o.facedTanks = true;
    const disorganised = disorganisedByAction(u.grade, actionMin, r.broken, marked[i]! > 0);
    if (disorganised !== undefined) o.disorganisedUntilMin = disorganised;
    if (r.broken) o.broken = true;
    if (r.deRosaMorale !== undefined && r.deRosaMorale !== 'good') o.deRosaMorale = r.deRosaMorale;
    return o;
  });
}
