/**
 * Running one execution step of an engagement with its dice (no React, no store): seeded dice resume
 * from the engagement's saved generator state (or its seed before the first step); typed dice are
 * the umpire's, and when they run out the step is abandoned (it is pure) and the caller is told how
 * many dice to ask for and why, then runs the same step again with the longer list.
 * Every die drawn is recorded (`recordingDice`) so the step's event carries its rolls.
 */
import { engagementEnv, recordingDice } from '../../campaign/engagements.ts';
import type { TerrainQuery } from '../../campaign/terrainQuery.ts';
import type { CampaignEngagement } from '../../campaign/types.ts';
import { executeStep } from '../../rules/bound/engine.ts';
import type { EngagementState, RecordEntry } from '../../rules/bound/types.ts';
import { DiceNeeded, seededDice, seededDiceFromState, typedDice, type DiceRequest, type SeededDice } from '../../rules/dice.ts';

/** A step that ran: the new state, its records, every die drawn, the generator state after it (seeded). */
export type StepDone = {
  kind: 'done';
  state: EngagementState;
  records: RecordEntry[];
  rolls: number[];
  diceState: number[] | null;
  /** Typed dice used by the step (the rest of the typed list is left for the next step). */
  typedUsed: number;
};

/** Typed dice ran out: ask the umpire for `request.count` dice for `request.purpose`. */
export type StepNeedsDice = { kind: 'needDice'; request: DiceRequest };

/** What `runStep` returns. */
export type StepOutcome = StepDone | StepNeedsDice;

/**
 * Run the next execution step of `eng` (which must be in phase 'executing'). `typed`: the dice the
 * umpire typed so far for this step (typed mode only; ignored for seeded dice). Throws what the
 * engine throws (e.g. `RangeError` when the engagement is not executing); `DiceNeeded` is returned
 * as `needDice`, never thrown.
 */
export function runStep(eng: CampaignEngagement, query: TerrainQuery, typed: readonly number[]): StepOutcome {
  if (eng.diceMode === 'typed') {
    const source = typedDice(typed);
    const dice = recordingDice(source);
    try {
      const r = executeStep(eng.state, engagementEnv(query, dice));
      return { kind: 'done', state: r.state, records: r.records, rolls: dice.drawn(), diceState: null, typedUsed: source.used() };
    } catch (e) {
      if (e instanceof DiceNeeded) return { kind: 'needDice', request: e.request };
      throw e;
    }
  }
  const source: SeededDice = eng.diceState ? seededDiceFromState(eng.diceState) : seededDice(eng.seed);
  const dice = recordingDice(source);
  const r = executeStep(eng.state, engagementEnv(query, dice));
  return { kind: 'done', state: r.state, records: r.records, rolls: dice.drawn(), diceState: [...source.state()], typedUsed: 0 };
}

/**
 * Parse dice typed by the umpire: whole numbers 1–6 separated by spaces or commas, e.g. "6 5 2".
 * Throws `RangeError` naming the first bad entry, or when nothing was typed.
 */
export function parseTypedDice(text: string): number[] {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length === 0) throw new RangeError('type the dice as digits 1–6 separated by spaces, e.g. "6 5 2"');
  return parts.map((p, i) => {
    if (!/^[1-6]$/.test(p)) throw new RangeError(`die ${i + 1} is "${p.slice(0, 12)}": each die must be a digit 1–6`);
    return Number(p);
  });
}

/** A seed for a new engagement derived from the campaign's seq (Knuth's multiplicative hash), 1…999 999. */
export function seedFromSeq(seq: number): number {
  const h = Math.imul((seq + 1) >>> 0, 2654435761) >>> 0;
  return (h % 999_999) + 1;
}
