/**
 * The De Rosa morale section's model, free of React (`003_11ff81f41091c16b.txt` "Morale"; docs/RULINGS.md
 * §De Rosa on the campaign map): the unit's state and figures in words, the reason to test the desk
 * proposes from its losses and state, the D10 as typed, and the `morale.tested` event it records.
 */
import { moraleOf, resolveMoraleTest, unitFigures, type CampaignState, type Unit } from '../../campaign/index.ts';
import { lossTests, DE_ROSA_FULL_FIGURES, type DeRosaMoraleTest } from '../../rules/deRosa.ts';
import { DE_ROSA_MORALE_WORDS, type DeRosaMorale, type DeRosaTestReason } from '../../rules/tables/deRosa.ts';
import type { DeskEventInput } from '../deskHost.ts';

/** A morale state in words. */
export const MORALE_WORDS = DE_ROSA_MORALE_WORDS;

/** What each state means on the campaign map (003 "Morale State: SHAKEN", "ROUTED"). */
export const MORALE_EFFECTS: Readonly<Record<DeRosaMorale, string>> = {
  good: 'in order',
  shaken: 'halted and prone, fire halved; it may not advance until it rallies',
  routed: 'falls back two turns (20 min) away from the enemy as the clock runs, cannot fire, and surrenders if contacted; then it may try to rally',
};

/** The unit's figures (of 20) and lost figures, as De Rosa counts them (`unitFigures`: its subtree's share). */
export function figuresText(state: CampaignState, u: Unit): { figures: number; lost: number; text: string } {
  const figures = unitFigures(state, u);
  const lost = DE_ROSA_FULL_FIGURES - figures;
  return { figures, lost, text: `${figures} of ${DE_ROSA_FULL_FIGURES} figures (${Math.round((100 * lost) / DE_ROSA_FULL_FIGURES)} % lost)` };
}

/**
 * The reason the desk proposes: rallying for a Shaken or Routed unit; A when its losses have reached 40 %
 * (the umpire picks B for each loss after); else C. The umpire may choose any reason.
 */
export function proposedReason(state: CampaignState, u: Unit): DeRosaTestReason {
  if (moraleOf(u) !== 'good') return 'rallying';
  return lossTests(DE_ROSA_FULL_FIGURES, 0, figuresText(state, u).lost).length > 0 ? 'casualties40' : 'routersNear';
}

/** The D10 as typed (1–10, 0 read as 10), or the problem in words. */
export function d10Of(text: string): { die: number } | { problem: string } {
  const t = text.trim();
  if (t === '') return { problem: 'Roll the D10 or type the die rolled (1–10; a 0 is 10).' };
  if (!/^(10|[0-9])$/.test(t)) return { problem: `The D10 must be a whole number 0–10, not “${t}”.` };
  return { die: Number(t) === 0 ? 10 : Number(t) };
}

/** The test in words: "D10 5 against 6: failed — Good → Shaken." */
export function testText(t: DeRosaMoraleTest): string {
  return `D10 ${t.die} against ${t.target}: ${t.passed ? 'passed' : 'failed'} — ${MORALE_WORDS[t.before]} → ${MORALE_WORDS[t.after]}.`;
}

/** The test `reason` with `die` would give (or the fold's refusal, e.g. a rally by a unit in Good order). */
export function previewTest(state: CampaignState, u: Unit, reason: DeRosaTestReason, die: number): { test: DeRosaMoraleTest } | { problem: string } {
  try {
    return { test: resolveMoraleTest(state, { unitId: u.id, reason, die }).test };
  } catch (e) {
    return { problem: e instanceof Error ? e.message : String(e) };
  }
}

/** The `morale.tested` event of a test. */
export function moraleTestedDraft(unitId: string, t: DeRosaMoraleTest): DeskEventInput {
  return { type: 'morale.tested', v: 1, payload: { unitId, reason: t.reason, die: t.die, result: { target: t.target, passed: t.passed, before: t.before, after: t.after } } } as DeskEventInput;
}
