/**
 * Where the units of a settled contact stand after it (004 §THE COMBAT SEQUENCE SUMMARY 5: "Push back the enemy
 * if he is mobile, or occupy his position if static"; §RETREAT; De Rosa `003_11ff81f41091c16b.txt` "loser
 * retreats for 2 turns"): the moves written into the chosen units' outcomes.
 */
import type { CombatResult } from '../../rules/operational/combat.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { UnitOutcome } from '../model/turnTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { meleeRetreatM } from './deRosaFireSpec.ts';

/** How far a beaten side's survivors withdraw, metres (*ruling (ours)*: out of effective small-arms range, 004 §RETREAT). */
export const WITHDRAW_M = 1000;

/**
 * Moves after a decided fight, written into `outcomes` of the chosen units that fought (`attackers`,
 * `defenders`): a beaten defender withdraws `WITHDRAW_M` from the attackers' centre and, after a successful
 * assault, each attacker takes the ground of the nearest defender; tanks that rolled in or took a surrender
 * stand on the position; a broken attacker withdraws; after a shoot and scoot the side that scooted
 * withdraws; a side that lost a De Rosa melee falls back two turns at its chart rate (`meleeRetreatM`; a unit
 * with no row on the Movement Chart withdraws `WITHDRAW_M`).
 */
export function placeAfter(state: CampaignState, attackers: readonly UnitId[], defenders: readonly UnitId[], result: CombatResult, outcomes: UnitOutcome[]): void {
  const proj = gridProjection(state.grid);
  const at = (id: UnitId) => {
    const m = proj.toLocal(state.units[id]!.pos!);
    return { x: m.eastingM, y: m.northingM };
  };
  const centre = (ids: readonly UnitId[]) => ids.map(at).reduce((s, p) => ({ x: s.x + p.x / ids.length, y: s.y + p.y / ids.length }), { x: 0, y: 0 });
  const outcomeOf = (id: UnitId) => outcomes.find((o) => o.unitId === id);
  // A side that lost a De Rosa melee falls back two turns at its chart rate (`meleeRetreatM`), else `WITHDRAW_M`.
  const withdraw = (ids: readonly UnitId[], from: { x: number; y: number }, melee = false) => {
    for (const id of ids) {
      const p = at(id);
      const d = Math.hypot(p.x - from.x, p.y - from.y) || 1;
      const o = outcomeOf(id);
      const m = (melee ? meleeRetreatM(state, state.units[id]!) : null) ?? WITHDRAW_M;
      if (o) o.to = proj.toLonLat({ eastingM: p.x + ((p.x - from.x) / d) * m, northingM: p.y + ((p.y - from.y) / d) * m });
    }
  };
  const occupy = () => {
    for (const id of attackers) {
      const p = at(id);
      const nearest = defenders.reduce((m, d) => (Math.hypot(at(d).x - p.x, at(d).y - p.y) < Math.hypot(at(m).x - p.x, at(m).y - p.y) ? d : m));
      const o = outcomeOf(id);
      if (o) o.to = { ...state.units[nearest]!.pos! };
    }
  };
  const out = result.outcome;
  if (out === 'assaultSucceeded' || out === 'defenderBroken') {
    withdraw(defenders, centre(attackers), result.defender.retreated === true);
    if (out === 'assaultSucceeded') occupy();
  } else if (out === 'defenderSurrendered' || out === 'tanksRolledIn') occupy(); // the tanks are on the position
  else if (out === 'attackerBroken') withdraw(attackers, centre(defenders));
  else if (result.attacker.retreated) withdraw(attackers, centre(defenders), true); // lost a De Rosa melee
  else if (out === 'shotAndScooted') {
    const sc = result.special.scoot;
    if (sc?.kind === 'outrange' && sc.by === 'defender') withdraw(defenders, centre(attackers));
    else withdraw(attackers, centre(defenders));
  }
}
