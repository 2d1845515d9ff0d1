/**
 * `fireplan.fired`: `firedDraft` resolves the sample plan with seed 140154 shoot by shoot (dice 5 3 6 5 6
 * 3 4 1 — checked by hand against the firefight table below), and folding it applies exactly those
 * casualties, disorganisation, pinning and fire units; the fold's refusals name their paths. Tactical
 * plans: `campaign-fireplan-tactical.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { firedDraft } from '../../src/campaign/fireplan/state.ts';
import type { CampaignState, FiringShot } from '../../src/campaign/model/types.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { apply, deepFreeze, refusal } from './campaign-fixture.ts';
import { FORT_TERRAIN, fireStart, samplePlan } from './campaign-fireplan-fixture.ts';

const withPlan = (): CampaignState => apply(fireStart(), { at: 30, type: 'fireplan.saved', v: 1, payload: { plan: samplePlan() } });
const shot = (over: Partial<FiringShot> = {}): FiringShot => ({
  serialId: 'S1',
  batteryId: 'gb-ra-1-a',
  atMin: 0,
  dice: [5],
  hits: 1,
  casualties: [{ unitId: 'de-bn1', bases: 1 }],
  disorganisedIds: ['de-bn1'],
  pinnedIds: ['de-bn1'],
  fuSpent: 1,
  ...over,
});
const fired = (shots: unknown[], over: Record<string, unknown> = {}): EventDraft => ({ at: 60, type: 'fireplan.fired', v: 1, payload: { planId: 'fp-1', seed: 7, shots: shots as FiringShot[], ...over } });

describe('firedDraft → fold', () => {
  it('resolves every shoot in time order with the seeded dice, each 1 FU', () => {
    expect(seededDice(140154).roll(8, 'check')).toEqual([5, 3, 6, 5, 6, 3, 4, 1]);
    const draft = firedDraft(withPlan(), samplePlan(), FORT_TERRAIN, 140154);
    expect([draft.type, draft.v, draft.payload.planId, draft.payload.seed]).toEqual(['fireplan.fired', 1, 'fp-1', 140154]);
    const rows = draft.payload.shots.map((s) => [s.serialId, s.batteryId, s.atMin, s.dice.join(''), s.hits, s.casualties.map((c) => `${c.unitId}-${c.bases}`).join(' '), s.disorganisedIds.join(' '), s.pinnedIds.join(' '), s.fuSpent]);
    const all = 'de-bn1 de-fort de-bn2-a gb-inf-b';
    expect(rows).toEqual([
      // 84 mm = L: the nearest target (I./84, dug in) reads L/dug in: 5 → 1 hit. A shoot that scores pins every
      // target; it disorganises the one that lost a base (84 ≥ 80 mm dug in).
      ['S1', 'gb-ra-1-a', 0, '5', 1, 'de-bn1-1', 'de-bn1', all, 1],
      // 105 mm = M: M/dug in 3 → 0: no hit, so nothing pinned or disorganised (docs/RULINGS.md §A shoot that scores no hit).
      ['S1', 'gb-ra-1-d', 0, '3', 0, '', '', '', 1],
      ['S1', 'gb-ra-1-a', 60, '6', 1, 'de-bn1-1', 'de-bn1', all, 1],
      ['S1', 'gb-ra-1-d', 60, '5', 1, 'de-bn1-1', 'de-bn1', all, 1],
      // Harassing, 77 mm: no casualties, no pinning; open targets score (L/open 6 → 2) and 77 ≥ 45; I./84 needs 80 mm.
      ['S2', 'gb-ra-lone', 60, '6', 1, '', 'de-bn2-a gb-inf-b', '', 1],
      // The lift's first hour (steps 1 and 2, H+30 to H+90) is one shoot: 150 mm = H on I./84, reached first
      // and nearest: H/dug in 3 → 1. Step 2 reaches no unit step 1 had not.
      ['L1-1', 'gb-hvy', 90, '3', 1, 'de-bn1-1', 'de-bn1', all, 1],
      // Its second hour (step 3): 5./84 (open) is nearest, H/open 4 → 2 hits, one each round the two nearest.
      ['L1-3', 'gb-hvy', 150, '4', 2, 'de-bn2-a-1 de-bn1-1', 'de-bn2-a de-bn1', 'de-bn2-a de-bn1 de-fort', 1],
      ['S2', 'gb-ra-lone', 180, '1', 0, '', '', '', 1],
    ]);
  });

  it('folds to exactly those numbers: bases, injured clamped, 1 h effects (the later kept), FU off each holding', () => {
    const before = deepFreeze(withPlan());
    const draft = firedDraft(before, samplePlan(), FORT_TERRAIN, 140154);
    const after = apply(before, { ...draft, at: 200 });
    const u = after.units;
    expect([u['de-bn1']!.bases, u['de-bn1']!.injuredBases, u['de-bn2-a']!.bases, u['de-fort']!.bases, u['gb-inf-b']!.bases]).toEqual([1, 1, 3, 3, 4]);
    expect(['de-bn1', 'de-bn2-a', 'de-fort', 'gb-inf-b'].map((id) => [u[id]!.disorganisedUntilMin, u[id]!.pinnedUntilMin])).toEqual([
      [210, 210],
      [210, 210],
      [undefined, 210],
      [120, 150],
    ]);
    expect(['gb-ra-1-a', 'gb-ra-1-d', 'gb-ra-lone', 'gb-hvy'].map((id) => u[id]!.fuHeld)).toEqual([2, 0, 2, 2]);
    expect(after.firings).toEqual([{ seq: 3, planId: 'fp-1', atMin: 200, seed: 140154, shots: draft.payload.shots }]);
    expect(after.clockMin).toBe(200);
    expect(before.units['de-bn1']!.bases).toBe(6);
    expect(describeEvent({ ...draft, at: 200, seq: 3 }, before)).toBe('fired the fire plan “Flesquières”: 8 shoots, 6 bases lost, 8 FU spent');

    // Firing again: D/CCLV has no FU left.
    const again = refusal(after, { ...firedDraft(after, samplePlan(), FORT_TERRAIN, 1), at: 300 });
    expect(again).toEqual(['payload.shots[1].fuSpent', 'D/CCLV holds 0 FU but the firing spends 1 FU by this shoot: 1 FU short']);
  });

  it('keeps a later disorganisation or pinning already set', () => {
    const s = apply(withPlan(), { at: 40, type: 'unit.edited', v: 1, payload: { unitId: 'de-bn1', changes: { dugIn: true } } });
    const late = { ...s, units: { ...s.units, 'de-bn1': { ...s.units['de-bn1']!, disorganisedUntilMin: 500, pinnedUntilMin: 30 } } };
    const after = apply(late, fired([shot()]));
    expect([after.units['de-bn1']!.disorganisedUntilMin, after.units['de-bn1']!.pinnedUntilMin]).toEqual([500, 60]);
  });

  it('refuses a firing it cannot apply, naming the path', () => {
    const s = withPlan();
    expect(refusal(s, fired([], { planId: 'fp-9' }))).toEqual(['payload.planId', 'unknown fire plan "fp-9"']);
    expect(refusal(s, fired([], { seed: 0.5 }))).toEqual(['payload.seed', 'seed must be a whole number, got 0.5']);
    expect(refusal(s, fired([shot({ serialId: 'S9' })]))).toEqual(['payload.shots[0].serialId', '"S9" is not a serial of the fire plan “Flesquières”']);
    expect(refusal(s, fired([shot({ serialId: 'L1-4' })]))).toEqual(['payload.shots[0].serialId', '"L1-4" is not a serial of the fire plan “Flesquières”']);
    expect(refusal(s, fired([shot({ batteryId: 'gb-hvy' })]))).toEqual(['payload.shots[0].batteryId', '6-inch How Bty is not one of the batteries firing serial Opening']);
    expect(refusal(s, fired([shot({ serialId: 'L1-2', batteryId: 'gb-ra-lone' })]))).toEqual(['payload.shots[0].batteryId', 'CCLVI Bde RFA is not one of the batteries firing serial Creeper 2/3']);
    expect(refusal(s, fired([shot({ batteryId: 'gb-nobody' })]))).toEqual(['payload.shots[0].batteryId', 'unknown unit "gb-nobody"']);
    expect(refusal(s, fired([shot({ atMin: -1 })]))).toEqual(['payload.shots[0].atMin', 'atMin must be zero or more (not negative), got -1']);
    expect(refusal(s, fired([shot({ dice: [7] })]))).toEqual(['payload.shots[0].dice[0]', 'die must be at most 6, got 7']);
    expect(refusal(s, fired([shot({ hits: 0 })]))).toEqual(['payload.shots[0].casualties', 'the casualties add up to 1 bases, more than the 0 hits scored']);
    expect(refusal(s, fired([shot({ casualties: [{ unitId: 'de-bn1', bases: 0 }] })]))).toEqual(['payload.shots[0].casualties[0].bases', 'bases must be at least 1, got 0']);
    expect(refusal(s, fired([shot({ casualties: [{ unitId: 'de-x', bases: 1 }] })]))).toEqual(['payload.shots[0].casualties[0].unitId', 'unknown unit "de-x"']);
    const two = { hits: 2, casualties: [{ unitId: 'de-fort', bases: 2 }] };
    expect(refusal(s, fired([shot(two), shot(two)]))).toEqual(['payload.shots[1].casualties[0].bases', '7./84 has 1 base left; this shoot cannot remove 2']);
    expect(refusal(s, fired([shot({ hits: 2, casualties: [{ unitId: 'de-bn1', bases: 1 }, { unitId: 'de-bn1', bases: 1 }] })]))).toEqual(['payload.shots[0].casualties[1].unitId', 'I./84 is listed twice']);
    expect(refusal(s, fired([shot({ disorganisedIds: ['de-bn1', 'de-bn1'] })]))).toEqual(['payload.shots[0].disorganisedIds[1]', 'I./84 is listed twice']);
    expect(refusal(s, fired([shot({ pinnedIds: ['nobody'] })]))).toEqual(['payload.shots[0].pinnedIds[0]', 'unknown unit "nobody"']);
    expect(refusal(s, fired([shot({ fuSpent: 1000 })]))).toEqual(['payload.shots[0].fuSpent', 'fuSpent must be at most 999, got 1000']);
    const d = (atMin: number) => shot({ batteryId: 'gb-ra-1-d', atMin, casualties: [], hits: 0 });
    expect(refusal(s, fired([d(0), d(60), d(90)]))).toEqual(['payload.shots[2].fuSpent', 'D/CCLV holds 2 FU but the firing spends 3 FU by this shoot: 1 FU short']);
    expect(refusal(s, fired([shot({ fuSpent: 5 })]))).toEqual(['payload.shots[0].fuSpent', 'A/CCLV holds 4 FU but the firing spends 5 FU by this shoot: 1 FU short']);
  });

  it('refuses a seed that is not a safe integer (tactical plans: campaign-fireplan-tactical.test.ts)', () => {
    expect(() => firedDraft(withPlan(), samplePlan(), null, 1.5)).toThrow('the dice seed must be a whole number (a safe integer), got 1.5');
  });
});
