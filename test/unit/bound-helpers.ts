/**
 * Shared fixtures of the bound-engine tests (`test/unit/bound-*.test.ts`): terrain, environments with
 * scripted dice, rows of bases, and shortcuts to plan and run steps.
 */
import { scriptedDice, type Dice } from '../../src/rules/dice.ts';
import {
  createEngagement,
  executeStep,
  planBound,
  type BaseInput,
  type BoundEnv,
  type BoundPlans,
  type EngagementInput,
  type EngagementState,
  type PointM,
  type RecordEntry,
  type TerrainAt,
} from '../../src/rules/bound/index.ts';

export const OPEN: TerrainAt = { move: 'open', cover: 'open', road: false };

/** An environment: dice (a list is scripted), terrain (default open everywhere), line of sight (default clear). */
export function env(dice: readonly number[] | Dice, opts: { terrain?: (p: PointM) => TerrainAt; los?: (a: PointM, b: PointM) => boolean; allocate?: BoundEnv['allocate'] } = {}): BoundEnv {
  return {
    dice: Array.isArray(dice) ? scriptedDice(dice as number[]) : (dice as Dice),
    terrainAt: opts.terrain ?? (() => OPEN),
    lineOfSight: opts.los ?? (() => true),
    allocate: opts.allocate,
  };
}

/** `n` bases side by side along x (50.8 m apart: touching), ids `${prefix}${i}`. */
export function row(prefix: string, xM: number, yM: number, n: number, extra: Partial<BaseInput> = {}): BaseInput[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, xM: xM + i * 50.8, yM, ...extra }));
}

/** Two infantry battalions, blue ('B') and red ('R'), with the sub-units given. */
export function engagement(subUnits: EngagementInput['subUnits'], more: Partial<EngagementInput> = {}): EngagementState {
  return createEngagement({
    formations: [
      { id: 'B', side: 'blue', name: 'Blue Bn', role: 'infantry' },
      { id: 'R', side: 'red', name: 'Red Bn', role: 'infantry' },
    ],
    subUnits,
    ...more,
  });
}

/** Plan a bound, failing the test with the errors when refused. */
export function planned(state: EngagementState, plans: Partial<BoundPlans> & { subUnits?: BoundPlans['subUnits'] }): EngagementState {
  const commands = plans.commands ?? Object.fromEntries(state.formations.map((f) => [f.id, { kind: 'hold' as const }]));
  const r = planBound(state, { commands, subUnits: plans.subUnits ?? {} });
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.state;
}

/** Run steps until (and including) the step labelled `label`; returns the state and the records. */
export function runTo(state: EngagementState, e: BoundEnv, label: string): { state: EngagementState; records: RecordEntry[] } {
  const records: RecordEntry[] = [];
  let s = state;
  for (let guard = 0; guard < 20; guard++) {
    const r = executeStep(s, e);
    records.push(...r.records);
    s = r.state;
    const last = r.records[0];
    if (last && last.kind === 'step' && last.step === label) return { state: s, records };
  }
  throw new Error(`step ${label} never ran`);
}

/** Records of one kind. */
export function ofKind<K extends RecordEntry['kind']>(records: readonly RecordEntry[], kind: K): Extract<RecordEntry, { kind: K }>[] {
  return records.filter((r): r is Extract<RecordEntry, { kind: K }> => r.kind === kind);
}

/** A sub-unit of a state by id. */
export function sub(state: EngagementState, id: string) {
  const s = state.subUnits.find((u) => u.id === id);
  if (!s) throw new Error(`no sub-unit ${id}`);
  return s;
}
