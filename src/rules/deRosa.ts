/**
 * De Rosa's WWI rules (`../shared/seeds/003_11ff81f41091c16b.txt`): a unit's figures, the D10 morale test
 * and the morale states, the reasons to test that a unit's losses give, a firing's casualties, melee, and the
 * Movement Chart as campaign rates (`./deRosaMovement.ts`). Tables in `./tables/deRosa.ts` and `./tables/deRosaFire.ts`; dice passed
 * in as rolled values; the campaign's reading of figures and inches is docs/RULINGS.md §De Rosa on the campaign map.
 */
import { DE_ROSA_GUN_MORALE, DE_ROSA_MORALE_CHART, DE_ROSA_MORALE_STATES, type DeRosaMorale, type DeRosaTestReason } from './tables/deRosa.ts';
import { DE_ROSA_CLOSE_COMBAT, DE_ROSA_COMBAT_VALUE, DE_ROSA_FIRE_MODIFIERS, DE_ROSA_MELEE_DECISIVE, DE_ROSA_RANDOM_CHANCE, type DeRosaBand, type DeRosaFireChart } from './tables/deRosaFire.ts';

/** Figures of a full De Rosa battalion (003: "Regimental Morale starts at 60 figures", three battalions). */
export const DE_ROSA_FULL_FIGURES = 20;

function d10(v: unknown, name = 'die'): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 10) throw new RangeError(`${name}: expected a D10, a whole number 1…10 (0 read as 10), got ${String(v)}`);
  return v;
}

/**
 * A unit's figures: its `bases` of `establishment` as a share of a full battalion's 20, rounded to the
 * nearest figure, at least 1 while it has a base (docs/RULINGS.md §De Rosa on the campaign map). Throws
 * `RangeError` for bases or an establishment that is not a whole number, or bases above the establishment.
 */
export function figuresOf(bases: number, establishment: number): number {
  if (!Number.isInteger(bases) || !Number.isInteger(establishment) || bases < 0 || establishment < 1 || bases > establishment) {
    throw new RangeError(`bases: expected a whole number 0…establishment (${establishment}), got ${bases}`);
  }
  if (bases === 0) return 0;
  return Math.max(1, Math.round((DE_ROSA_FULL_FIGURES * bases) / establishment));
}

/**
 * The D10 score that passes a morale test (003 "Morale": "Number shown or higher must be rolled"): by the
 * figures left for troops; for artillery and machine guns (`guns`) by strength, `figures` of 20 read as a
 * fraction. Throws `RangeError` for figures that are not a whole number 1…20.
 */
export function moraleTarget(figures: number, guns = false): number {
  if (!Number.isInteger(figures) || figures < 1 || figures > DE_ROSA_FULL_FIGURES) throw new RangeError(`figures: expected a whole number 1…20, got ${figures}`);
  if (guns) return DE_ROSA_GUN_MORALE.find((r) => figures / DE_ROSA_FULL_FIGURES >= r.atLeast - 1e-9)?.passFrom ?? 10;
  return DE_ROSA_MORALE_CHART.find((r) => figures >= r.minFigures && figures <= r.maxFigures)!.passFrom;
}

/** One morale test: the state before, the die, the target, whether it passed, and the state after. */
export type DeRosaMoraleTest = { reason: DeRosaTestReason; before: DeRosaMorale; die: number; target: number; passed: boolean; after: DeRosaMorale };

/**
 * Take a morale test (003 "Reason to Test" 1–4): passed when the D10 (`die`, 0 read as 10) is at least
 * `moraleTarget`; "Failed units drop one morale grade (i.e. Good to Shaken, Shaken to Routed). Units may also
 * improve one grade if morale roll was made and the unit was rallying". A Routed unit that fails stays Routed.
 * Throws `RangeError` for a bad die, figures, or a rally by a Good unit (it has nothing to rally from).
 */
export function moraleTest(reason: DeRosaTestReason, before: DeRosaMorale, figures: number, die: number, guns = false): DeRosaMoraleTest {
  const roll = d10(die === 0 ? 10 : die);
  if (reason === 'rallying' && before === 'good') throw new RangeError('reason: a unit of Good morale has nothing to rally from');
  const target = moraleTarget(figures, guns);
  const passed = roll >= target;
  const i = DE_ROSA_MORALE_STATES.indexOf(before);
  const after = passed ? (reason === 'rallying' ? DE_ROSA_MORALE_STATES[i - 1]! : before) : DE_ROSA_MORALE_STATES[Math.min(i + 1, 2)]!;
  return { reason, before, die: roll, target, passed, after };
}

/**
 * The losses' reasons to test (003 "Reason to Test" A, B) as a unit goes from `lostBefore` to `lostAfter`
 * figures lost of `full`: A once when the losses reach 40 %, then B for each further figure lost after
 * that. E.g. 20 figures, 6 → 9 lost: A (at 8), then B (9).
 */
export function lossTests(full: number, lostBefore: number, lostAfter: number): DeRosaTestReason[] {
  const at40 = Math.ceil(0.4 * full - 1e-9);
  const out: DeRosaTestReason[] = [];
  for (let lost = lostBefore + 1; lost <= lostAfter; lost++) {
    if (lost === at40) out.push('casualties40');
    else if (lost > at40) out.push('lossAfter40');
  }
  return out;
}

/** `lossTests` with the figures lost at each test (`lost`), so each test reads the chart at the figures left then. */
export function lossTestsAt(full: number, lostBefore: number, lostAfter: number): { reason: DeRosaTestReason; lost: number }[] {
  const at40 = Math.ceil(0.4 * full - 1e-9);
  const out: { reason: DeRosaTestReason; lost: number }[] = [];
  for (let lost = Math.max(lostBefore + 1, at40); lost <= lostAfter; lost++) out.push({ reason: lost === at40 ? 'casualties40' : 'lossAfter40', lost });
  return out;
}

/**
 * A firing: the chart, the firers' figures (or gunners), the range band, the modifier ids that apply, the
 * random-chance D10, and in close combat the addition to the chart (`closeCombatAddition`; default 0).
 */
export type DeRosaFiring = { chart: DeRosaFireChart; figures: number; band: DeRosaBand; modifiers: readonly string[]; chanceDie: number; addition?: number };

/**
 * A firing's casualties (003 "Firing Charts"): the chart's figure for the firers' column and band, plus every
 * modifier's points, the close-combat addition and the random chance (003 "Random Chance Roll (1d10)": 1–2 −2 … 9–0 +2), then times
 * the multipliers (Shaken ½, enfiladed ×2), rounded down, never below 0. Firers too few for the last column
 * score nothing. Throws `RangeError` for an unknown modifier or a bad die.
 */
export function fireCasualties(f: DeRosaFiring): { base: number; points: number; chance: number; casualties: number } {
  const die = d10(f.chanceDie === 0 ? 10 : f.chanceDie, 'chanceDie');
  const col = f.chart.columns.findIndex((c) => f.figures >= c.minFigures);
  const base = col < 0 ? 0 : f.chart.casualties[f.band][col]!;
  let points = 0;
  let times = 1;
  for (const id of f.modifiers) {
    const m = DE_ROSA_FIRE_MODIFIERS.find((x) => x.id === id);
    if (!m) throw new RangeError(`modifiers: unknown modifier "${id}"`);
    points += m.points ?? 0;
    times *= m.times ?? 1;
  }
  points += f.addition ?? 0;
  const chance = DE_ROSA_RANDOM_CHANCE[die - 1]!;
  return { base, points, chance, casualties: col < 0 ? 0 : Math.max(0, Math.floor((base + points + chance) * times)) };
}

/** The close-combat addition to the fire chart for `figures` engaged (003 "Close Combat Additions to Fire Chart"). */
export function closeCombatAddition(figures: number): number {
  return DE_ROSA_CLOSE_COMBAT.find((r) => figures >= r.minFigures)?.add ?? 0;
}

/** A side in melee: its figures, morale, and whether veteran, trained, in skirmish order, and the figures it has on the enemy's flank. */
export type DeRosaMeleeSide = { figures: number; morale: DeRosaMorale; veterans: boolean; trained: boolean; skirmish: boolean; flankFigures: number };

/** The Combat Value (003 "Combat Value Determination"): +2 Good, +2 veterans, +1 a figure, +1 trained, +1 each 2 figures on the flank, +1 Shaken (as printed), −5 in skirmish order. */
export function combatValue(s: DeRosaMeleeSide): number {
  const c = DE_ROSA_COMBAT_VALUE;
  return (s.morale === 'good' ? c.moraleGood : 0) + (s.veterans ? c.veterans : 0) + s.figures * c.perFigure + (s.trained ? c.trained : 0) + Math.floor(s.flankFigures / 2) * c.perTwoOnFlank + (s.morale === 'shaken' ? c.shaken : 0) + (s.skirmish ? c.skirmish : 0);
}

/**
 * One turn of melee (003: "Final total is times the chance factor rolled during melee … Difference of 10
 * and loser retreats for 2 turns. Morale drops to Shaken. Tie of difference of less than 10, units are still
 * engaged"): each side's Combat Value times its D10 (the chance factor; docs/RULINGS.md); a difference of 10
 * or more decides it.
 */
export function meleeTurn(a: DeRosaMeleeSide, b: DeRosaMeleeSide, dieA: number, dieB: number): { totalA: number; totalB: number; winner: 'a' | 'b' | null } {
  const totalA = combatValue(a) * d10(dieA === 0 ? 10 : dieA, 'dieA');
  const totalB = combatValue(b) * d10(dieB === 0 ? 10 : dieB, 'dieB');
  const winner = totalA - totalB >= DE_ROSA_MELEE_DECISIVE ? 'a' : totalB - totalA >= DE_ROSA_MELEE_DECISIVE ? 'b' : null;
  return { totalA, totalB, winner };
}
