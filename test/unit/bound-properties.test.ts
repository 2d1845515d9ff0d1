/**
 * Properties of the bound engine over random engagements (fast-check): no negative strengths, no base
 * hit more than twice, no kill before every base of the sub-unit is injured, the record replays to
 * the same result, and a seed determines everything.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../src/rules/dice.ts';
import {
  createEngagement,
  planBound,
  recordedDice,
  runBound,
  type AnyCharacteristicId,
  type EngagementState,
  type RecordEntry,
  type StepResult,
  type SubUnitPlan,
} from '../../src/rules/bound/index.ts';
import type { Edition } from '../../src/rules/types.ts';
import { env } from './bound-helpers.ts';

const KINDS: AnyCharacteristicId[] = ['lineInf', 'reserveInf', 'eliteInf', 'machineguns', 'command', 'mixedCav', 'motherTank', 'grenadierSquads', 'fieldGun'];

const baseArb = fc.record({
  xM: fc.integer({ min: 0, max: 300 }),
  yM: fc.integer({ min: 0, max: 300 }),
  facingDeg: fc.constantFrom(0, 90, 180, 270, 45),
  injured: fc.boolean(),
  dugIn: fc.boolean(),
});
const subArb = fc.record({ characteristic: fc.constantFrom(...KINDS), bases: fc.array(baseArb, { minLength: 1, maxLength: 4 }), underFire: fc.boolean() });
const caseArb = fc.record({
  edition: fc.constantFrom<Edition>('v0.8', 'v0.7'),
  blue: fc.array(subArb, { minLength: 1, maxLength: 3 }),
  red: fc.array(subArb, { minLength: 1, maxLength: 3 }),
  seed: fc.integer(),
  picks: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** Build, plan and return the engagement of a case (or null when the random plan is refused). */
function build(c: Case): EngagementState | null {
  const subs = [...c.blue.map((s, i) => ({ ...s, side: 'B', i })), ...c.red.map((s, i) => ({ ...s, side: 'R', i }))];
  const s = createEngagement({
    edition: c.edition,
    formations: [
      { id: 'B', side: 'blue', name: 'Blue', role: 'infantry', resilience: 4 },
      { id: 'R', side: 'red', name: 'Red', role: 'infantry', resilience: 3 },
    ],
    subUnits: subs.map((u) => ({
      id: `${u.side}${u.i}`,
      formationId: u.side,
      name: `${u.side}${u.i}`,
      characteristic: u.characteristic,
      underFire: u.underFire,
      bases: u.bases.map((b, j) => ({
        id: `${u.side}${u.i}.${j}`,
        xM: b.xM,
        yM: b.yM,
        facingDeg: b.facingDeg,
        injury: b.injured ? ('old' as const) : ('none' as const),
        dugIn: b.dugIn && u.characteristic !== 'motherTank' && u.characteristic !== 'fieldGun' && u.bases.every((x) => x.dugIn),
      })),
    })),
  });
  const plans: Record<string, SubUnitPlan> = {};
  s.subUnits.forEach((u, k) => {
    const enemies = s.subUnits.filter((e) => e.side !== u.side);
    const target = enemies[c.picks[k % 12]! % enemies.length]!;
    const canShoot = u.stats.ranged.dice > 0 && u.stats.rangeM !== 0;
    const situation = u.bases[0]!.dugIn;
    // Hold everywhere: stay (and shoot) is always allowed except not dug in, safe → stay or find cover.
    plans[u.id] = { action: 'stay', ...(canShoot ? { fireAtId: target.id } : {}), ...(c.picks[(k + 3) % 12]! % 4 === 0 && !situation && u.kind !== 'vehicle' && u.kind !== 'artillery' ? { digIn: true } : {}) };
  });
  const r = planBound(s, { commands: { B: { kind: 'hold' }, R: { kind: 'hold' } }, subUnits: plans });
  return r.ok ? r.state : null;
}

/** Check the hits of `records` against the state they started from. */
function checkHits(start: EngagementState, records: readonly RecordEntry[]): void {
  const injured = new Map<string, boolean>();
  const alive = new Map<string, Set<string>>();
  for (const u of start.subUnits) {
    alive.set(u.id, new Set(u.bases.map((b) => b.id)));
    for (const b of u.bases) injured.set(b.id, b.injury !== 'none');
  }
  const hitsOn = new Map<string, number>();
  for (const r of records) {
    if (r.kind !== 'hit') continue;
    hitsOn.set(r.baseId, (hitsOn.get(r.baseId) ?? 0) + 1);
    const bases = alive.get(r.targetId)!;
    expect(bases.has(r.baseId)).toBe(true);
    if (r.result === 'killed') {
      expect(injured.get(r.baseId)).toBe(true);
      for (const id of bases) expect(injured.get(id)).toBe(true); // every base injured before any kill
      bases.delete(r.baseId);
    } else {
      expect(injured.get(r.baseId)).toBe(false);
      injured.set(r.baseId, true);
    }
  }
  for (const [id, n] of hitsOn) expect(n + (start.subUnits.some((u) => u.bases.some((b) => b.id === id && b.injury !== 'none')) ? 1 : 0)).toBeLessThanOrEqual(2);
}

function checkStrengths(start: EngagementState, end: StepResult): void {
  for (const u of end.state.subUnits) {
    const before = start.subUnits.find((x) => x.id === u.id)!;
    expect(u.bases.length).toBeGreaterThanOrEqual(0);
    expect(u.lostBases).toBeGreaterThanOrEqual(0);
    expect(u.bases.length + u.lostBases).toBe(before.bases.length + before.lostBases);
    for (const b of u.bases) expect(['none', 'fresh', 'old']).toContain(b.injury);
  }
}

describe('bound engine properties', () => {
  it('no negative strengths; no base hit more than twice; no kill before full injury; replay and determinism', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const start = build(c);
        fc.pre(start !== null);
        const out = runBound(start!, env(seededDice(c.seed)));
        checkStrengths(start!, out);
        checkHits(start!, out.records);
        expect(runBound(start!, env(seededDice(c.seed)))).toEqual(out);
        expect(runBound(start!, env(scriptedDice(recordedDice(out.records))))).toEqual(out);
      }),
      { numRuns: 150, seed: 1418 },
    );
  });

  it('over two bounds the properties still hold', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const start = build(c);
        fc.pre(start !== null);
        const one = runBound(start!, env(seededDice(c.seed)));
        const p = planBound(one.state, { commands: { B: { kind: 'hold' }, R: { kind: 'hold' } }, subUnits: {} });
        fc.pre(p.ok);
        const two = runBound(p.state, env(seededDice(c.seed + 1)));
        checkStrengths(p.state, two);
        checkHits(p.state, two.records);
        expect(two.state.bound).toBe(3);
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});
