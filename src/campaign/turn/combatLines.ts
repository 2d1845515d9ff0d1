/**
 * The account of an operational combat , line by line, for the log and the contact's panel:
 * who fought, each hour's volleys with their dice and hits, every break test, every close-assault round,
 * and the outcome. Plain text (the UI renders it as text).
 */
import type { CombatInput, CombatResult } from '../../rules/operational/combat.ts';
import type { Volley } from '../../rules/operational/firefight.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState } from '../model/types.ts';
import { readableGridRef } from '../../rules/grid.ts';
import { DE_ROSA_MORALE_WORDS as W, lossReasonShort } from '../../rules/tables/deRosa.ts';
import { meleeLines, meleeResultText, sideFireLine, volleyText as deRosaVolleyText } from './deRosaLines.ts';

const OUTCOME_TEXT: Readonly<Record<CombatResult['outcome'], string>> = {
  assaultSucceeded: 'the assault took the position',
  firefightWon: 'the attacker won the firefight and pushes on',
  attackCalledOff: 'the attack was called off (the attacker goes to ground)',
  attackerBroken: 'the attacker broke',
  defenderBroken: 'the defender broke',
  attackerDestroyed: 'the attacker lost every stand',
  defenderDestroyed: 'the defender lost every stand',
  defenderSurrendered: 'the defender surrendered',
  tanksRolledIn: 'the tanks rolled into the position; the infantry stood their ground',
  shotAndScooted: 'one side shot and scooted, withdrawing without a reply',
  undecided: 'undecided when the attacker stopped',
};

/** The outcome as the log words it, e.g. "the assault took the position". */
export function outcomeText(outcome: CombatResult['outcome']): string {
  return OUTCOME_TEXT[outcome];
}

/** The firefight table's target columns as the account words them. */
const COLUMN_TEXT: Readonly<Record<NonNullable<Volley['cell']>['target'], string>> = { open: 'in the open', dugIn: 'dug in', fort: 'fortified' };

function volleyText(who: string, cu: number, v: Volley): string {
  if (cu === 0) return `${who} fired no CU`;
  if (v.deRosa) return deRosaVolleyText(who, cu, v.deRosa, v.hits);
  if (v.cell === null) return `${who} fired ${cu} CU that cannot hurt the target (off the table)`;
  return `${who} fired ${cu} CU (read on the firefight table as ${v.cell.attack} against a target ${COLUMN_TEXT[v.cell.target]}): ${v.dice.join(' ')} → ${v.hits} hit${v.hits === 1 ? '' : 's'}`;
}

/** The outcome of `result` in the account's last line: a shoot and scoot names who withdrew. */
function resultText(result: CombatResult): string {
  const melee = meleeResultText(result);
  if (melee !== null) return melee;
  if (result.special.tankTerror?.surrendered) return 'the defender surrendered to the tanks (tank terror)';
  if (result.special.routedSurrender) return 'the defender, Routed, surrendered when contacted (De Rosa: "If contacted by the enemy, they will surrender")';
  const sc = result.special.scoot;
  if (result.outcome !== 'shotAndScooted' || !sc) return outcomeText(result.outcome);
  return sc.kind === 'recce' ? `the recce (the attacker) withdrew, taking ${sc.taken} of its ${sc.received} casualties` : `the ${sc.by} fired 1 CU and withdrew before the enemy could reply`;
}

/** The lines of the account of `result` for `contact` (see the module note). */
export function combatLines(state: CampaignState, contact: CampaignContact, input: CombatInput, result: CombatResult): string[] {
  const names = (ids: readonly string[]) => ids.map((id) => state.units[id]?.shortName ?? id).join(', ');
  const lines = [
    `Contact at ${readableGridRef(state.grid, contact.ref)}: ${names(contact.blueIds)} (blue) and ${names(contact.redIds)} (red).`,
    `Attacker: ${input.attacker.stands} stands, ${input.attacker.marked} marked, grade ${input.attacker.grade}, ${input.attacker.cuHeld} CU (${input.attacker.cuPerHour} an hour), ${input.attacker.weapon} fire on ${input.defender.armour} protection${input.attackerShifts ? `, ${input.attackerShifts} shift${input.attackerShifts > 1 ? 's' : ''} up` : ''}.`,
    `Defender: ${input.defender.stands} stands, ${input.defender.marked} marked, grade ${input.defender.grade}, ${input.defender.cuHeld} CU (${input.defender.cuPerHour} an hour), ${input.defender.weapon} fire on ${input.attacker.armour} protection${input.defenderShifts ? `, ${input.defenderShifts} shift${input.defenderShifts > 1 ? 's' : ''} up` : ''}.`,
  ];
  if (input.attacker.deRosaFire) lines.push(sideFireLine('Attacker', input.attacker.deRosaFire));
  if (input.defender.deRosaFire) lines.push(sideFireLine('Defender', input.defender.deRosaFire));
  if (input.charge) lines.push("The attacker charges (De Rosa): no firefight, straight into melee.");
  const sp = result.special;
  if (input.attacker.commandStand === false && input.positional && input.combatRule !== 'deRosa') lines.push('No battalion command figure with the attack: one stand may close assault (004 §CLOSE ASSAULT).');
  if (sp.scoot) {
    lines.push(sp.scoot.kind === 'recce'
      ? `Shoot and scoot: the recce takes half its ${sp.scoot.received} casualties (${sp.scoot.taken}${sp.scoot.oddDie === null ? '' : `, the odd one rolled ${sp.scoot.oddDie}: ${sp.scoot.oddDie >= 4 ? 'removed' : 'kept'}`}) and withdraws without returning fire.`
      : `Shoot and scoot: the ${sp.scoot.by} fires 1 CU at maximum effective range and withdraws before the enemy can reply.`);
  }
  if (sp.tankTerror) lines.push(`Tank terror: die ${sp.tankTerror.die} — ${sp.tankTerror.surrendered ? 'the defenders surrender (1–3)' : 'they hold (4–6) and will fight thereafter'}.`);
  if (sp.startLine) {
    const roll = sp.startLine.die === null ? (sp.startLine.need === 'always' ? 'always' : 'never') : `${sp.startLine.die} against ${sp.startLine.need}+`;
    lines.push(`No start line marked: recce sequence table ${roll} — ${sp.startLine.caught ? 'the main body is caught in march formation (no fire, very light, in the first hour)' : 'it deploys in time'}.`);
  }
  for (const h of result.hours) {
    const parts = [volleyText('attacker', h.attackerCu, h.attacker), volleyText('defender', h.defenderCu, h.defender)];
    lines.push(h.charge || (h.attackerCu === 0 && h.defenderCu === 0 && (h.melee?.length ?? 0) > 0) ? `Hour ${h.hour}:` : `Hour ${h.hour}: ${parts.join('; ')}.`);
    lines.push(...meleeLines(h));
    h.assault.forEach((r, i) => {
      lines.push(`  Close assault round ${i + 1}: attacker ${r.attackerDice.join(' ') || '–'} vs defender ${r.defenderDice.join(' ') || '–'} → attacker loses ${r.attackerLosses}, defender loses ${r.defenderLosses}.`);
    });
    for (const t of h.tests) {
      const moot = !t.passed && t.kind !== 'break' && result.outcome === 'shotAndScooted' ? ' (it withdraws in any case)' : '';
      lines.push(`  Break test ${t.test} (${t.kind === 'break' ? 'to break' : 'to press on'}), ${t.side}: ${t.die} — ${t.passed ? 'passed' : 'failed'}${moot}.`);
    }
    for (const t of h.moraleTests ?? []) {
      const why = lossReasonShort(t.reason === 'casualties40' ? 'casualties40' : 'lossAfter40');
      lines.push(`  De Rosa morale test (${why}), ${t.side}: D10 ${t.die} against ${t.target} — ${t.passed ? 'passed' : 'failed'}, ${W[t.before]} → ${W[t.after]}.`);
    }
  }
  if (result.overrun) lines.push('The assault overran a defender with no unwounded figure to resist (004 §SPECIAL ASSAULT RULES 3).');
  const a = result.attacker;
  const d = result.defender;
  lines.push(`Result after ${result.minutes / 60} h: ${resultText(result)}. Attacker ${a.markers} markers (${a.removed} stands lost), ${a.cuSpent} CU; defender ${d.markers} markers (${d.removed} stands lost), ${d.cuSpent} CU.`);
  return lines;
}
