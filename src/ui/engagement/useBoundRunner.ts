/**
 * Running a planned bound from the engagement screen: "Next step" runs one execution step, "Run
 * bound" the steps left; every step that runs is stored as one `engagement.stepped` event (its
 * rolls and, for seeded dice, the generator's state) before the next one starts, so Undo removes
 * exactly the last step. With typed dice a step that runs out stops and asks for dice; typing them
 * runs the same step again (and, after "Run bound", carries on with the rest). Hits allocated by
 * hand pause the same way: the umpire picks a base per hit, the step runs again with the picks, and
 * a pick the engine refuses (its `RangeError`) is taken back and its message shown.
 */
import { useCallback, useRef, useState } from 'react';
import type { TerrainQuery, CampaignEngagement } from '../../campaign/index.ts';
import type { AllocationRequest } from '../../rules/bound/types.ts';
import type { DiceRequest } from '../../rules/dice.ts';
import { runStep } from './stepRunner.ts';
import type { EngagementHost } from './types.ts';

/** Most steps one "Run bound" runs (a bound has at most 12: 10 steps, melee, end). */
const MAX_STEPS = 16;

/** What the hook gives the screen. */
export type BoundRunner = {
  busy: boolean;
  /** Dice the engine is waiting for (typed dice), or null. */
  request: DiceRequest | null;
  /** Typed dice not used yet (typed ahead, or left over from the last step). */
  typed: readonly number[];
  error: string | null;
  /** Hits waiting to be allocated by hand, or null. */
  allocation: AllocationRequest | null;
  /** The engine's refusal of the last picks (then `allocation` is asked again), or null. */
  allocationError: string | null;
  /** The umpire's picks for `allocation` (base ids, one per hit): run again what was waiting. */
  allocate(baseIds: string[]): void;
  nextStep(): void;
  runBound(): void;
  /** The umpire typed these dice: run again what was waiting for them. */
  typeDice(values: number[]): void;
  /** Forget a pending request and typed dice (after an undo). */
  reset(): void;
  clearError(): void;
};

/**
 * The hook. `engagement()` returns the engagement as the desk holds it now; `query()` the terrain
 * query of its ground (built on first use); `byHand()` whether hits are allocated by hand now.
 */
export function useBoundRunner(engagement: () => CampaignEngagement | null, query: () => TerrainQuery, host: EngagementHost, byHand: () => boolean = () => false): BoundRunner {
  const [busy, setBusy] = useState(false);
  const [request, setRequest] = useState<DiceRequest | null>(null);
  const [typed, setTypedState] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const typedRef = useRef<number[]>([]);
  const [allocation, setAllocation] = useState<AllocationRequest | null>(null);
  const [allocationError, setAllocationError] = useState<string | null>(null);
  /** The umpire's allocations for the step being run, in request order. */
  const answers = useRef<string[][]>([]);
  /** Set while re-running with picks just given (a RangeError then refuses those picks). */
  const justPicked = useRef(false);
  const mode = useRef<'step' | 'bound'>('step');
  const running = useRef(false);
  const setTyped = (v: number[]) => {
    typedRef.current = v;
    setTypedState(v);
  };

  const advance = useCallback(
    async (how: 'step' | 'bound') => {
      if (running.current) return;
      running.current = true;
      mode.current = how;
      setBusy(true);
      setError(null);
      try {
        let eng = engagement();
        for (let n = 0; eng && eng.state.phase === 'executing' && n < MAX_STEPS; n++) {
          const out = runStep(eng, query(), typedRef.current, byHand() ? answers.current : null);
          justPicked.current = false;
          if (out.kind === 'needDice') {
            setRequest(out.request);
            return;
          }
          if (out.kind === 'needAllocation') {
            setAllocation(out.request);
            return;
          }
          setRequest(null);
          setAllocation(null);
          setAllocationError(null);
          answers.current = [];
          const cs = await host.append(
            {
              type: 'engagement.stepped',
              v: 1,
              payload: { engagementId: eng.id, rolls: out.rolls, diceState: out.diceState, state: out.state, records: out.records },
            },
            stepNotice(eng.title, out.records[0]?.step ?? '', eng.state.bound, out.rolls.length),
          );
          setTyped(typedRef.current.slice(out.typedUsed));
          eng = cs.engagements[eng.id] ?? null;
          if (how === 'step') break;
        }
      } catch (e) {
        if (justPicked.current && e instanceof RangeError && e.message.startsWith('allocate:')) {
          // The engine refused the picks just given: take them back and ask again.
          justPicked.current = false;
          answers.current = answers.current.slice(0, -1);
          setAllocationError(e.message);
        } else setError(e instanceof Error ? e.message : String(e));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [engagement, query, host, byHand],
  );

  return {
    busy,
    request,
    typed,
    error,
    allocation,
    allocationError,
    allocate: (baseIds) => {
      if (!allocation) return;
      answers.current = [...answers.current, baseIds];
      justPicked.current = true;
      setAllocationError(null);
      void advance(mode.current);
    },
    nextStep: () => void advance('step'),
    runBound: () => void advance('bound'),
    typeDice: (values) => {
      setTyped([...typedRef.current, ...values]);
      if (request) void advance(mode.current);
    },
    reset: () => {
      setRequest(null);
      setTyped([]);
      setAllocation(null);
      setAllocationError(null);
      answers.current = [];
    },
    clearError: () => setError(null),
  };
}

/** The desk's message after a step, e.g. "180/Btn 1 vs 7/Btn 1: ran step 4 of bound 1 (3 dice)." */
export function stepNotice(title: string, step: string, bound: number, dice: number): string {
  const what = step === 'end' ? `ended bound ${bound}` : step === 'melee' ? `ran the melee of bound ${bound}` : `ran step ${step} of bound ${bound}`;
  return `${title}: ${what}${dice > 0 ? ` (${dice} ${dice === 1 ? 'die' : 'dice'})` : ''}.`;
}
