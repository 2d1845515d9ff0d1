/**
 * The account of an operational combat (issue 7), line by line, for the log and the contact's panel:
 * who fought, each hour's volleys with their dice and hits, every break test, every close-assault round,
 * and the outcome. Plain text (the UI renders it as text).
 */
import type { CombatInput, CombatResult } from '../rules/operational/combat.ts';
import type { Volley } from '../rules/operational/firefight.ts';
import type { CampaignContact } from './turnTypes.ts';
import type { CampaignState } from './types.ts';

const OUTCOME_TEXT: Readonly<Record<CombatResult['outcome'], string>> = {
  assaultSucceeded: 'the assault took the position',
  firefightWon: 'the attacker won the firefight and pushes on',
  attackCalledOff: 'the attack was called off (the attacker goes to ground)',
  attackerBroken: 'the attacker broke',
  defenderBroken: 'the defender broke',
  attackerDestroyed: 'the attacker lost every stand',
  defenderDestroyed: 'the defender lost every stand',
  undecided: 'undecided when the attacker stopped',
};

/** The outcome as the log words it, e.g. "the assault took the position". */
export function outcomeText(outcome: CombatResult['outcome']): string {
  return OUTCOME_TEXT[outcome];
}

function volleyText(who: string, cu: number, v: Volley): string {
  if (cu === 0) return `${who} fired no CU`;
  if (v.cell === null) return `${who} fired ${cu} CU that cannot hurt the target (off the table)`;
  return `${who} fired ${cu} CU (${v.cell.attack} vs ${v.cell.target}): ${v.dice.join(' ')} → ${v.hits} hit${v.hits === 1 ? '' : 's'}`;
}

/** The lines of the account of `result` for `contact` (see the module note). */
export function combatLines(state: CampaignState, contact: CampaignContact, input: CombatInput, result: CombatResult): string[] {
  const names = (ids: readonly string[]) => ids.map((id) => state.units[id]?.shortName ?? id).join(', ');
  const lines = [
    `Contact at ${contact.ref}: ${names(contact.blueIds)} (blue) and ${names(contact.redIds)} (red).`,
    `Attacker: ${input.attacker.stands} stands, ${input.attacker.marked} marked, grade ${input.attacker.grade}, ${input.attacker.cuHeld} CU (${input.attacker.cuPerHour} an hour), ${input.attacker.weapon} fire on ${input.defender.armour} protection${input.attackerShifts ? `, ${input.attackerShifts} shift${input.attackerShifts > 1 ? 's' : ''} up` : ''}.`,
    `Defender: ${input.defender.stands} stands, ${input.defender.marked} marked, grade ${input.defender.grade}, ${input.defender.cuHeld} CU (${input.defender.cuPerHour} an hour), ${input.defender.weapon} fire on ${input.attacker.armour} protection${input.defenderShifts ? `, ${input.defenderShifts} shift${input.defenderShifts > 1 ? 's' : ''} up` : ''}.`,
  ];
  for (const h of result.hours) {
    const parts = [volleyText('attacker', h.attackerCu, h.attacker), volleyText('defender', h.defenderCu, h.defender)];
    lines.push(`Hour ${h.hour}: ${parts.join('; ')}.`);
    h.assault.forEach((r, i) => {
      lines.push(`  Close assault round ${i + 1}: attacker ${r.attackerDice.join(' ') || '–'} vs defender ${r.defenderDice.join(' ') || '–'} → attacker loses ${r.attackerLosses}, defender loses ${r.defenderLosses}.`);
    });
    for (const t of h.tests) {
      lines.push(`  Break test ${t.test} (${t.kind === 'break' ? 'to break' : 'to press on'}), ${t.side}: ${t.die} — ${t.passed ? 'passed' : 'failed'}.`);
    }
  }
  const a = result.attacker;
  const d = result.defender;
  lines.push(`Result after ${result.minutes / 60} h: ${outcomeText(result.outcome)}. Attacker ${a.markers} markers (${a.removed} stands lost), ${a.cuSpent} CU; defender ${d.markers} markers (${d.removed} stands lost), ${d.cuSpent} CU.`);
  return lines;
}
