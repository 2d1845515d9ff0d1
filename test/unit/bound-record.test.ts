/**
 * The record: readable lines (`formatRecord`), determinism (same input and seed → same state and
 * record), replay from the recorded dice, typed dice running out (`DiceNeeded`) and the step re-run,
 * plain-JSON state, and the input state never changed.
 */
import { describe, expect, it } from 'vitest';
import { DiceNeeded, scriptedDice, seededDice, typedDice } from '../../src/rules/dice.ts';
import { executeStep, formatRecord, recordedDice, runBound, type EngagementState } from '../../src/rules/bound/index.ts';
import { battalionEngagement } from '../bench/bound-bench.ts';
import { engagement, env, ofKind, planned, row, runTo } from './bound-helpers.ts';
import { engagementNames } from '../../src/ui/engagement/recordLines.ts';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('formatRecord', () => {
  it('"Step 4 — 2/3 Coy (dug in) fires at 1/1 Coy: 3 dice, needs 5 (…): 6, 5, 2 → 2 hits"', () => {
    const s = engagement([
      { id: '11', formationId: 'B', name: '1/1 Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) },
      { id: '23', formationId: 'R', name: '2/3 Coy', characteristic: 'lineInf', bases: row('e', 0, 200, 4, { facingDeg: 180, dugIn: true }) },
    ]);
    const p = planned(s, { subUnits: { '23': { action: 'stay', fireAtId: '11' } } });
    const terrain = (q: { yM: number }) => ({ move: 'open' as const, cover: q.yM < 100 ? ('defensible' as const) : ('open' as const), road: false });
    const lines = runTo(p, env([6, 5, 2], { terrain }), '4').records.map((e) => formatRecord(e));
    expect(lines.slice(-3)).toEqual([
      'Step 4 — 2/3 Coy (dug in) fires at 1/1 Coy: 3 dice, needs 5 (R4 +1 defensible, stationary): 6, 5, 2 → 2 hits',
      'Step 4 — 1/1 Coy base a1 injured (hit from 23)',
      'Step 4 — 1/1 Coy base a0 injured (hit from 23)',
    ]);
    // With the engagement's names (as the engagement screen shows it): sub-units and bases by name.
    const named = runTo(p, env([6, 5, 2], { terrain }), '4').records.map((e) => formatRecord(e, engagementNames(s)));
    expect(named.slice(-2)).toEqual(['Step 4 — 1/1 Coy base 2 injured (hit from 2/3 Coy)', 'Step 4 — 1/1 Coy base 1 injured (hit from 2/3 Coy)']);
  });

  it('every kind of entry of a whole battalion fight reads as a line', () => {
    const r = runBound(battalionEngagement(), env(seededDice(4)));
    const lines = r.records.map((e) => formatRecord(e));
    expect(lines[0]).toBe('Step 1 — All dug in (for 1 bound or longer) Artillery and Heavy Weapons, now shoot.');
    expect(lines.find((l) => l.includes('assault:'))).toMatch(
      /^Step 6 — blue 1 Coy assault: [\d.]+ m of [\d.]+ m \(medium infantry 60 m, motorised transport \+50 %, assault \+100 %.*\) \([\d., -]+\) → \([\d., -]+\), (stopped by base contact|full distance)$/,
    );
    expect(lines.find((l) => l.startsWith('Melee — round 1: '))).toMatch(/^Melee — round 1: \S+ × \S+/);
    expect(lines.at(-1)).toMatch(/^End of bound 1 — under fire next bound: .+; \d+ fresh injur(y|ies) now old/);
    for (const l of lines) expect(l).toMatch(/^(Step \d+|Melee|End of bound 1) — \S/);
  });

  it('no-shots, moves, bombardments and recoveries', () => {
    const at = { bound: 2, step: '5' };
    expect(formatRecord({ ...at, kind: 'noShot', shooterId: 'a', shooterName: 'A Coy', targetId: 'e', targetName: 'E Coy', reason: 'cannotHurt', needs: 7, overwatch: true })).toBe(
      'Step 5 — A Coy cannot shoot at E Coy: cannot hurt it (needs 7) — stands as overwatch',
    );
    expect(formatRecord({ bound: 2, step: 'end', kind: 'recovery', subUnitId: 'a', name: 'A Coy', baseId: 'a1', die: 6, needs: 5, recovered: false, drawn: [6] })).toBe(
      'End of bound 2 — A Coy base a1 recovery die: 6 (needs ≤ 5, 6 fails) → still at half speed',
    );
    expect(
      formatRecord({ ...at, step: '7', kind: 'move', subUnitId: 'a', name: 'A Coy', baseIds: ['a0'], action: 'move', fromM: { xM: 0, yM: 0 }, toM: { xM: 0, yM: 45 }, allowedM: 45, movedM: 45, terms: [{ label: 'medium infantry', value: 60, unit: 'm' }, { label: 'rough', value: -25, unit: '%' }], stoppedBy: 'distance' }),
    ).toBe('Step 7 — A Coy move: 45 m of 45 m (medium infantry 60 m, rough −25 %) (0, 0) → (0, 45), full distance');
    expect(
      formatRecord({ ...at, step: '2', kind: 'bombardRoll', formationId: 'A', targetId: 'c', targetName: '1 Coy', baseId: 'c0', outer: true, needs: 2, resilience: [{ label: 'R', value: 4 }, { label: 'open, stationary', value: -2 }], bonus: 1, dice: [1, 5], confirm: [2, 1], hits: 1, drawn: [1, 5, 2, 1] }),
    ).toBe('Step 2 — bombardment of 1 Coy base c0 (outer): 2 dice, needs 2 (R4 −2 open, stationary): 1+1, 5; re-roll (outer circle): 2+1, 1 → 1 hit');
    expect(
      formatRecord({ ...at, step: '2', kind: 'bombardRoll', formationId: 'A', targetId: 'c', targetName: '1 Coy', baseId: 'c1', outer: false, needs: 7, resilience: [{ label: 'R', value: 4 }, { label: 'fortification, dug in', value: 3 }], bonus: 1, bonuses: [1], dice: [6], confirm: [], hits: 1, drawn: [6] }),
    ).toBe('Step 2 — bombardment of 1 Coy base c1: 1 die, needs 7 (R4 +3 fortification, dug in): 6+1 → 1 hit');
    // Two batteries' bonuses on one base; each hit re-rolled with its own.
    expect(
      formatRecord({ ...at, step: '2', kind: 'bombardRoll', formationId: 'A', targetId: 'c', targetName: '1 Coy', baseId: 'c0', outer: true, needs: 5, resilience: [{ label: 'R', value: 4 }, { label: 'defensible, stationary', value: 1 }], bonus: 2, bonuses: [2, 1], dice: [3, 1, 5], confirm: [1, 4], hits: 1, drawn: [3, 1, 5, 1, 4] }),
    ).toBe('Step 2 — bombardment of 1 Coy base c0 (outer): 3 dice, needs 5 (R4 +1 defensible, stationary): 3+2, 1+1, 5; re-roll (outer circle): 1+2, 4 → 1 hit');
  });
});

describe('determinism and replay', () => {
  it('the same state and seed give the same state and record', () => {
    const a = runBound(battalionEngagement(), env(seededDice(99)));
    const b = runBound(battalionEngagement(), env(seededDice(99)));
    expect(b).toEqual(a);
    expect(runBound(battalionEngagement(), env(seededDice(100))).records).not.toEqual(a.records);
  });

  it('replaying the recorded dice reproduces the bound exactly', () => {
    const start = battalionEngagement();
    const first = runBound(start, env(seededDice(7)));
    const dice = recordedDice(first.records);
    expect(dice.length).toBeGreaterThan(20);
    const replay = scriptedDice(dice);
    expect(runBound(start, env(replay))).toEqual(first);
    expect(replay.used()).toBe(dice.length);
  });

  it('the state is plain JSON: it survives a round trip and runs on identically', () => {
    const start = battalionEngagement();
    const copy = JSON.parse(JSON.stringify(start)) as EngagementState;
    expect(copy).toEqual(start);
    expect(runBound(copy, env(seededDice(3)))).toEqual(runBound(start, env(seededDice(3))));
  });

  it('the input state is never changed (deep-frozen input runs)', () => {
    const start = deepFreeze(battalionEngagement());
    expect(() => runBound(start, env(seededDice(5)))).not.toThrow();
    let s: EngagementState = start;
    for (let i = 0; i < 12; i++) s = executeStep(deepFreeze(s), env(seededDice(i))).state;
    expect(s.bound).toBe(2);
  });
});

describe('typed dice (the umpire types them)', () => {
  it('running out throws DiceNeeded naming the roll; the step re-runs from the same state with more dice', () => {
    const s = engagement([
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 3) },
      { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 200, 3, { facingDeg: 180 }) },
    ]);
    let state = planned(s, { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    for (let i = 0; i < 4; i++) state = executeStep(state, env(typedDice([]))).state; // steps 1–4 roll nothing
    const before = JSON.stringify(state);
    let typed: number[] = [5];
    let thrown: unknown;
    try {
      executeStep(state, env(typedDice(typed)));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DiceNeeded);
    expect((thrown as DiceNeeded).request).toEqual({ count: 1, sides: 6, purpose: 'Step 5: E Coy fires at A Coy' });
    expect(JSON.stringify(state)).toBe(before);
    typed = [...typed, 1];
    const done = executeStep(state, env(typedDice(typed)));
    expect(ofKind(done.records, 'shot')[0]).toMatchObject({ dice: [5, 1], hits: 1 });
  });
});
