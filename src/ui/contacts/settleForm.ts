/**
 * The Settle dialog's form (no React): the umpire's choices for settling a contact at the operational
 * level (`SettleOptions` of `settleContact.ts`, 004 §THE COMBAT SEQUENCE), held per side so that
 * choosing the other attacking side carries each side's fire class, protection and shifts with it; the
 * words of each class (004 §WEAPON AND ARMOUR CLASSIFICATION); why each side's shifts were proposed
 * (004 §WINNING THE FIREFIGHT TABLE: ambush, contact range); the seed.
 */
import { otherSide, proposeSettleRules, type SettleRuleNotes, type SettleRules, type SettleOptions, type CampaignState, type CampaignContact, type SideId } from '../../campaign/index.ts';
import type { NqmClass } from '../../rules/tables/nqmCombat.ts';
import { OPENS_AT_WORDS } from './contactText.ts';

/** The class scale in words (004 §WEAPON AND ARMOUR CLASSIFICATION), lightest first. */
export const CLASS_WORDS: Readonly<Record<NqmClass, string>> = { VL: 'very light', L: 'light', M: 'medium', H: 'heavy', VH: 'very heavy' };

/** Hours of firefight the umpire may allow (004 §THE COMBAT SEQUENCE: one firefight per hour; ours 1–6). */
export const HOUR_CHOICES: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Column shifts a side may get (004 §WINNING THE FIREFIGHT TABLE: up to 2). */
export const SHIFT_CHOICES: readonly number[] = [0, 1, 2];

/** One side's choices: its fire class, its protection, its column shifts (0–2). */
export type SideChoice = { weapon: NqmClass; armour: NqmClass; shifts: number };

/**
 * The form: attacking side, positional attack, hours at most (1–6), each side's choices, the special
 * rules and why they were proposed (`proposeSettleRules`), the seed as typed.
 */
export type SettleForm = {
  attackerSide: SideId;
  positional: boolean;
  maxHours: number;
  sides: Record<SideId, SideChoice>;
  rules: SettleRules;
  notes: SettleRuleNotes | null;
  seedText: string;
};

/** No special rules: a command figure with the assault, the start line marked, no tank terror, no shoot and scoot. */
export const NO_SPECIAL_RULES: SettleRules = { commandInAssault: true, startLineMarked: true, tankTerror: false, shootAndScoot: null };

/** The other side (`otherSide` of the campaign model). */
export { otherSide };

/** The form prefilled from `settleDefaults`' options and a seed. */
export function settleFormOf(opts: SettleOptions, seed: number): SettleForm {
  const a = opts.attackerSide;
  return {
    attackerSide: a,
    positional: opts.positional,
    maxHours: opts.maxHours,
    sides: {
      [a]: { ...opts.attacker, shifts: opts.attackerShifts },
      [otherSide(a)]: { ...opts.defender, shifts: opts.defenderShifts },
    } as Record<SideId, SideChoice>,
    rules: opts.rules ?? NO_SPECIAL_RULES,
    notes: opts.ruleNotes ?? null,
    seedText: String(seed),
  };
}

/** The form with `side` attacking: the special rules proposed again for that attacker, each side's choices kept. */
export function withAttacker(form: SettleForm, side: SideId, state: CampaignState, contact: CampaignContact): SettleForm {
  const { rules, notes } = proposeSettleRules(state, contact, side);
  return { ...form, attackerSide: side, rules, notes };
}

/** The `SettleOptions` the form stands for. */
export function settleOptionsOf(form: SettleForm): SettleOptions {
  const a = form.sides[form.attackerSide];
  const d = form.sides[otherSide(form.attackerSide)];
  return {
    attackerSide: form.attackerSide,
    positional: form.positional,
    maxHours: form.maxHours,
    attackerShifts: a.shifts,
    defenderShifts: d.shifts,
    attacker: { weapon: a.weapon, armour: a.armour },
    defender: { weapon: d.weapon, armour: d.armour },
    rules: form.rules,
  };
}

/**
 * Why `side`'s shifts were proposed (the same reasons `settleDefaults` counts): the side that did not
 * move in ambushes a recce that did not see it first (2 from contact range, 1 from effective range), and
 * every side gets 1 when a pair is at contact range; at most 2. `proposed` is the number proposed.
 * E.g. `Proposed 2: ambush from contact range.`, `Proposed 1: the sides are at contact range.`,
 * `Proposed 0: no ambush, not at contact range.`
 */
export function shiftReason(contact: Pick<CampaignContact, 'recceSide' | 'opening' | 'pairs'>, side: SideId, proposed: number): string {
  const reasons: string[] = [];
  let counted = 0;
  const o = contact.opening;
  const ambusher = otherSide(contact.recceSide ?? 'blue');
  if (side === ambusher && o !== null && !o.recceSightsFirst && (o.defenderOpensAt === 'contact' || o.defenderOpensAt === 'effect')) {
    reasons.push(`ambush from ${OPENS_AT_WORDS[o.defenderOpensAt]}`);
    counted += o.defenderOpensAt === 'contact' ? 2 : 1;
  }
  if (contact.pairs.some((p) => p.band === 'contact')) {
    reasons.push('the sides are at contact range');
    counted += 1;
  }
  if (reasons.length === 0) return `Proposed ${proposed}: no ambush, not at contact range.`;
  return `Proposed ${proposed}: ${reasons.join(' and ')}${counted > 2 ? ' (at most 2)' : ''}.`;
}
