/**
 * De Rosa morale in an operational combat (`resolveCombat` with `moraleRule: 'deRosa'`;
 * `003_11ff81f41091c16b.txt` "Morale", "Reason to Test" A and B, "Morale State: SHAKEN", "ROUTED";
 * docs/RULINGS.md §De Rosa on the campaign map): instead of *NQM*'s break tests, each side tests on the D10
 * morale chart when its casualties reach 40 % and for each further loss, its figures being its casualties
 * as a share of 20 (markers and stands lost against its stands), each test at the figures left then; a side
 * of guns (`CombatSide.guns`) by strength. A Routed side breaks; a Shaken attacker
 * calls off its attack ("may not advance until they rally"); a Shaken side fires half its CUs (rounded up:
 * "Fire is halved").
 */
import type { Dice } from '../dice.ts';
import { DE_ROSA_FULL_FIGURES, lossTestsAt, moraleTest, type DeRosaMoraleTest } from '../deRosa.ts';
import { lossReasonShort, type DeRosaMorale } from '../tables/deRosa.ts';
import type { CombatHour, CombatOutcome } from './combatTypes.ts';
import type { State } from './combatSteps.ts';

/** One De Rosa morale test taken in a combat hour, by side. */
export type DeRosaCombatTest = DeRosaMoraleTest & { side: 'attacker' | 'defender' };

/** A side's De Rosa morale through a combat: its state and the figures it has lost so far (tested up to). */
export type DeRosaSideMorale = { morale: DeRosaMorale; lost: number };

/** Figures a side has lost: its casualties (markers on it and stands lost, counted as in break tests) as a share of 20, rounded. */
export function figuresLost(s: State): number {
  return Math.min(DE_ROSA_FULL_FIGURES, Math.round((DE_ROSA_FULL_FIGURES * (s.side.marked + s.markers)) / Math.max(1, s.side.stands)));
}

/** The CUs a side fires after its morale: half (rounded up) when Shaken, none when Routed ("Routed units may not fire"). */
export function cuAfterMorale(cu: number, m: DeRosaSideMorale | undefined): number {
  if (!m || m.morale === 'good') return cu;
  return m.morale === 'routed' ? 0 : Math.ceil(cu / 2);
}

/**
 * Take the De Rosa tests each side's losses force this hour (each side's `deRosa` morale, updated) (attacker first; one D10 each, rolled as taken),
 * recording them in `hour.moraleTests`, and give the outcome they decide, if any (as `takeTests`: the
 * attacker broken or calling off first, then the defender broken — `assaultSucceeded` in a close assault).
 */
export function takeDeRosaTests(hour: CombatHour, sides: readonly State[], dice: Dice, assault: boolean): CombatOutcome | null {
  for (const s of sides) {
    const m = s.deRosa!;
    if (s.side.tanks === true || s.present === 0) continue; // tanks never test (004 §WINNING THE FIREFIGHT); a side gone has none to test
    const lost = figuresLost(s);
    const due = lossTestsAt(DE_ROSA_FULL_FIGURES, m.lost, lost);
    m.lost = Math.max(m.lost, lost);
    for (const { reason, lost: at } of due) {
      if (m.morale === 'routed') break; // Routed is the last state: further losses test nothing
      const figures = Math.max(1, DE_ROSA_FULL_FIGURES - at);
      const die = dice.roll(1, `hour ${hour.hour}: ${s.name} De Rosa morale test (${lossReasonShort(reason === 'casualties40' ? 'casualties40' : 'lossAfter40')})`, 10)[0]!;
      const t = moraleTest(reason, m.morale, figures, die, s.side.guns === true);
      (hour.moraleTests ??= []).push({ ...t, side: s.name });
      m.morale = t.after;
    }
    if (m.morale === 'routed') s.broken = true;
    else if (m.morale === 'shaken' && s.name === 'attacker') s.calledOff = true;
  }
  const [a, d] = sides as [State, State];
  if (a.broken) return 'attackerBroken';
  if (a.calledOff) return 'attackCalledOff';
  if (d.broken) return assault ? 'assaultSucceeded' : 'defenderBroken';
  return null;
}
