/**
 * Running one execution step of an engagement with its dice (no React, no store): seeded dice resume
 * from the engagement's saved generator state (or its seed before the first step); typed dice are
 * the umpire's, and when they run out the step is abandoned (it is pure) and the caller is told how
 * many dice to ask for and why, then runs the same step again with the longer list.
 * Every die drawn is recorded (`recordingDice`) so the step's event carries its rolls.
 * Hits allocated by hand (001 §ARMING and RESILIENCE: "Hit allocation is up to the aggressor's
 * choice") work alike: `env.allocate` answers each allocation request of the step, in order, from the
 * umpire's answers so far; when they run out the step is abandoned and the caller is told what to ask.
 * The step's event stores the result (state and records name each hit's base), so replay needs no
 * answers.
 */
import { engagementEnv, recordingDice, type TerrainQuery, type CampaignEngagement } from '../../campaign/index.ts';
import { executeStep } from '../../rules/bound/engine.ts';
import type { AllocationRequest, EngagementState, RecordEntry } from '../../rules/bound/types.ts';
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

/** Hits to allocate by hand: ask the umpire for one base per hit (`index`: the request's place in the step). */
export type StepNeedsAllocation = { kind: 'needAllocation'; request: AllocationRequest; index: number };

/** What `runStep` returns. */
export type StepOutcome = StepDone | StepNeedsDice | StepNeedsAllocation;

/** Thrown by the hand allocator when the umpire has not answered request number `index` of the step yet. */
export class AllocationNeeded extends Error {
  constructor(
    readonly request: AllocationRequest,
    readonly index: number,
  ) {
    super(`${request.hits} hit(s) on ${request.targetId} need allocating by hand`);
    this.name = 'AllocationNeeded';
  }
}

/**
 * An `env.allocate` answering the step's allocation requests in order from `answers` (base ids, one
 * per hit) and throwing `AllocationNeeded` for the first one not answered yet. Pure: a re-run of the
 * same step asks the same requests in the same order.
 */
export function handAllocator(answers: readonly (readonly string[])[]): (req: AllocationRequest) => string[] {
  let n = 0;
  return (req) => {
    const i = n++;
    const a = answers[i];
    if (!a) throw new AllocationNeeded(req, i);
    return [...a];
  };
}

/**
 * Run the next execution step of `eng` (which must be in phase 'executing'). `typed`: the dice the
 * umpire typed so far for this step (typed mode only; ignored for seeded dice). `byHand`: the
 * umpire's hit allocations so far for this step (one base-id list per request, in order), or null for
 * the engine's default allocation. Throws what the engine throws (e.g. `RangeError` when the
 * engagement is not executing, or for an illegal allocation); `DiceNeeded` is returned as
 * `needDice` and `AllocationNeeded` as `needAllocation`, never thrown.
 */
export function runStep(eng: CampaignEngagement, query: TerrainQuery, typed: readonly number[], byHand: readonly (readonly string[])[] | null = null): StepOutcome {
  const allocate = byHand ? handAllocator(byHand) : undefined;
  try {
    if (eng.diceMode === 'typed') {
      const source = typedDice(typed);
      const dice = recordingDice(source);
      const r = executeStep(eng.state, engagementEnv(query, dice, allocate));
      return { kind: 'done', state: r.state, records: r.records, rolls: dice.drawn(), diceState: null, typedUsed: source.used() };
    }
    const source: SeededDice = eng.diceState ? seededDiceFromState(eng.diceState) : seededDice(eng.seed);
    const dice = recordingDice(source);
    const r = executeStep(eng.state, engagementEnv(query, dice, allocate));
    return { kind: 'done', state: r.state, records: r.records, rolls: dice.drawn(), diceState: [...source.state()], typedUsed: 0 };
  } catch (e) {
    if (e instanceof DiceNeeded) return { kind: 'needDice', request: e.request };
    if (e instanceof AllocationNeeded) return { kind: 'needAllocation', request: e.request, index: e.index };
    throw e;
  }
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
