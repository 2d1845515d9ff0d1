/**
 * Injuries of a tactical firing (a fire plan fired for real at tactical scale writes the
 * bases the 1418 bombardment injured as well as those it killed): `firedTacticalShots` records them
 * per campaign unit (`FiringShot.injuries`), the fold of `fireplan.fired` adds them to the units'
 * `injuredBases` (never above the bases left; at tactical scale a kill takes an injured base, as the
 * bound engine kills only injured bases), refuses bad injury lines naming the path, and the file
 * schema reads and writes them (absent in older files) and refuses a bad one.
 *
 * The seeded firing: the tactical plan aims at 9938 10022 for 20 minutes (2 bounds) on the fixture's
 * fortified ground, where the 76.2 m template covers 7./84 (3 bases, fortified) and B company of
 * I./84 (the battalion's 2 injured bases, 'old'); seed 189.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { compileFirePlan, firedDraft } from '../../src/campaign/fireplan/state.ts';
import { tacticalGround, tacticalPlanInput } from '../../src/campaign/fireplan/tactical.ts';
import type { CampaignState, FirePlan, FiringShot } from '../../src/campaign/model/types.ts';
import { ImportError } from '../../src/db/errors.ts';
import { resolveTacticalPlan } from '../../src/rules/artillery/index.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { apply, deepFreeze, refusal } from './campaign-fixture.ts';
import { FORT_TERRAIN, at, fireScenario, fireStart, samplePlan, serial } from './campaign-fireplan-fixture.ts';
import { newStore } from './db-helpers.ts';

const tactical = (): FirePlan => samplePlan({ scale: 'tactical', lifts: [], serials: [serial({ durationMin: 20, targetRef: '0993810022', targetPos: at(9938, 10022) })] });
const saved = (plan: FirePlan): CampaignState => apply(fireStart(), { at: 0, type: 'fireplan.saved', v: 1, payload: { plan } });
const shot = (over: Partial<FiringShot> = {}): FiringShot => ({ serialId: 'S1', batteryId: 'gb-ra-1-a', atMin: 0, dice: [6], hits: 1, casualties: [], disorganisedIds: [], pinnedIds: [], fuSpent: 1, ...over });
const fired = (shots: FiringShot[], planId = 'fp-1'): EventDraft => ({ at: 30, type: 'fireplan.fired', v: 1, payload: { planId, seed: 3, shots } });
const standing = (s: CampaignState, id: string) => [s.units[id]!.bases, s.units[id]!.injuredBases];

describe('a seeded tactical firing records its injuries', () => {
  it('per campaign unit, as the bound engine dealt them, and the fold leaves each unit as the engagement does', () => {
    const plan = tactical();
    const before = deepFreeze(saved(plan));
    const draft = firedDraft(before, plan, FORT_TERRAIN, 189);
    expect(draft.payload.shots.map((s) => [s.batteryId, s.atMin, s.dice.join(''), s.hits, s.injuries, s.casualties])).toEqual([
      // A/CCLV, 6 shots, at most 3 a base, three with +1: 3 on 7./84's base inside the inner circle (4+1, 6, 1:
      // 2 hits, needs 2), then one each on B company's two bases (needs 4: 2+1, 2+1 miss) and 7./84's outer base (1).
      // 2 hits on 7./84, both injuring.
      ['gb-ra-1-a', 0, '461221', 2, [{ unitId: 'de-fort', bases: 2 }], []],
      // D/CCLV (+2), laid alike: 4+2, 6, 3 → 3 hits on 7./84; B company 5+2 hits, re-rolled 2+2 holds; 1+2 misses;
      // 7./84's outer base 6, re-rolled 1. 7./84's last uninjured base is injured, then two injured ones killed;
      // one of B company's killed.
      ['gb-ra-1-d', 0, '46352161', 4, [{ unitId: 'de-fort', bases: 1 }], [{ unitId: 'de-fort', bases: 2 }, { unitId: 'de-bn1', bases: 1 }]],
      // Next bound: B company's last base (its only one, under the template) takes all three +1 shots: 5+1, 6+1
      // hit, re-rolled 6+1 holds, 1+1 fails: killed. Nothing is left under the template for D/CCLV.
      ['gb-ra-1-a', 10, '52661', 1, [], [{ unitId: 'de-bn1', bases: 1 }]],
      ['gb-ra-1-d', 10, '', 0, [], []],
    ]);
    // The engine's own record with the same dice and ground.
    const input = tacticalPlanInput(before, plan, compileFirePlan(before, plan, FORT_TERRAIN));
    const direct = resolveTacticalPlan(input.engagement!, input.serials, { ...tacticalGround(FORT_TERRAIN), dice: seededDice(189) });
    expect(direct.firings.map((f) => f.losses)).toEqual([
      [{ subUnitId: 'de-fort.coy', injured: 2, killed: 0 }],
      [{ subUnitId: 'de-fort.coy', injured: 1, killed: 2 }, { subUnitId: 'de-bn1.c2', injured: 0, killed: 1 }],
      [{ subUnitId: 'de-bn1.c2', injured: 0, killed: 1 }],
      [],
    ]);
    const last = direct.state.subUnits;
    const left = (sub: string) => {
      const bases = last.find((u) => u.id === sub)!.bases;
      return [bases.length, bases.filter((b) => b.injury !== 'none').length];
    };
    expect([left('de-fort.coy'), left('de-bn1.c1'), left('de-bn1.c2')]).toEqual([[1, 1], [4, 0], [0, 0]]);

    const after = apply(before, { ...draft, at: 30 });
    // 7./84: 3 bases, 0 + 3 injured − 2 killed → 1 base, injured. I./84: 6 bases with 2 injured, both killed →
    // 4 bases, none injured (adding injuries alone, clamped, would have left 2 injured).
    expect([standing(after, 'de-fort'), standing(after, 'de-bn1'), standing(after, 'de-bn2-a')]).toEqual([
      [1, 1],
      [4, 0],
      [4, 0],
    ]);
    expect(after.firings!.at(-1)!.shots).toEqual(draft.payload.shots);
  });

  it('records no injuries (an empty list) when nothing is under the template', () => {
    const plan = samplePlan({ scale: 'tactical', lifts: [], serials: [serial({ durationMin: 10, targetRef: '1500015000', targetPos: at(15000, 15000) })] });
    expect(firedDraft(saved(plan), plan, null, 3).payload.shots.map((s) => [s.batteryId, s.injuries, s.casualties])).toEqual([
      ['gb-ra-1-a', [], []],
      ['gb-ra-1-d', [], []],
    ]);
  });
});

describe('the fold of injuries', () => {
  it('at tactical scale: injured + injuries − kills, shot by shot, never above the bases left', () => {
    const s = deepFreeze(saved(tactical()));
    expect([standing(s, 'de-bn1'), standing(s, 'de-fort')]).toEqual([
      [6, 2],
      [3, 0],
    ]);
    const after = apply(s, fired([
      // I./84 loses an injured base; 7./84 gets 2 injured: I./84 5 bases 1 injured, 7./84 3 bases 2 injured.
      shot({ hits: 3, injuries: [{ unitId: 'de-fort', bases: 2 }], casualties: [{ unitId: 'de-bn1', bases: 1 }] }),
      // 7./84's last base injured, two killed: 1 base, 2 + 1 − 2 = 1 injured.
      shot({ batteryId: 'gb-ra-1-d', hits: 3, injuries: [{ unitId: 'de-fort', bases: 1 }], casualties: [{ unitId: 'de-fort', bases: 2 }] }),
    ]));
    expect([standing(after, 'de-bn1'), standing(after, 'de-fort')]).toEqual([
      [5, 1],
      [1, 1],
    ]);
    // More injuries than bases: clamped to the bases (6 bases, 2 + 5 injured → 6).
    const over = apply(s, fired([shot({ hits: 5, injuries: [{ unitId: 'de-bn1', bases: 5 }] })]));
    expect(standing(over, 'de-bn1')).toEqual([6, 6]);
    expect(over.firings![0]!.shots[0]!.injuries).toEqual([{ unitId: 'de-bn1', bases: 5 }]);
  });

  it('a shot without injuries (operational, or a file written before them) folds as before: injured clamped to the bases left', () => {
    const t = saved(tactical());
    const old = apply(t, fired([shot({ casualties: [{ unitId: 'de-bn1', bases: 1 }] })]));
    expect(standing(old, 'de-bn1')).toEqual([5, 2]);
    expect('injuries' in old.firings![0]!.shots[0]!).toBe(false);
    const op = saved(samplePlan());
    expect(standing(apply(op, fired([shot({ hits: 5, casualties: [{ unitId: 'de-bn1', bases: 5 }] })])), 'de-bn1')).toEqual([1, 1]);
    // Operational injuries (none are written, but a file may hold some) add without taking the kills off them.
    expect(standing(apply(op, fired([shot({ hits: 2, injuries: [{ unitId: 'de-bn1', bases: 1 }], casualties: [{ unitId: 'de-bn1', bases: 1 }] })])), 'de-bn1')).toEqual([5, 3]);
  });

  it('refuses bad injury lines, naming the path', () => {
    const s = saved(tactical());
    expect(refusal(s, fired([shot({ injuries: [{ unitId: 'de-x', bases: 1 }] })]))).toEqual(['payload.shots[0].injuries[0].unitId', 'unknown unit "de-x"']);
    expect(refusal(s, fired([shot(), shot({ injuries: [{ unitId: 'de-bn1', bases: 0 }] })]))).toEqual(['payload.shots[1].injuries[0].bases', 'bases must be at least 1, got 0']);
    expect(refusal(s, fired([shot({ hits: 2, injuries: [{ unitId: 'de-fort', bases: 1 }, { unitId: 'de-fort', bases: 1 }] })]))).toEqual(['payload.shots[0].injuries[1].unitId', '7./84 is listed twice']);
    expect(refusal(s, fired([shot({ hits: 2, injuries: [{ unitId: 'de-fort', bases: 2 }], casualties: [{ unitId: 'de-bn1', bases: 1 }] })]))).toEqual([
      'payload.shots[0].injuries',
      'the injuries and casualties add up to 3 bases, more than the 2 hits scored',
    ]);
    expect(refusal(s, fired([shot({ injuries: 'de-fort' as never })]))).toEqual(['payload.shots[0].injuries', 'expected a list, got "de-fort"']);
  });
});

describe('files with injuries', () => {
  async function exported(): Promise<string> {
    const { store } = newStore();
    const m = await store.createFromScenario(fireScenario(), 'Fire');
    const plan = tactical();
    await store.append(m.id, { at: 0, type: 'fireplan.saved', v: 1, payload: { plan } });
    const state = (await store.open(m.id)).state;
    await store.append(m.id, { ...firedDraft(state, plan, FORT_TERRAIN, 189), at: 30 });
    const text = await store.exportText(m.id);
    store.close();
    return text;
  }
  const errorOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

  it('export → import → export is byte-identical; injuries come after the casualties', async () => {
    const text = await exported();
    expect(text).toContain('"casualties": [],\n            "injuries": [\n              {\n                "unitId": "de-fort",\n                "bases": 2\n              }\n            ],\n            "disorganisedIds"');
    const { store } = newStore();
    const m = await store.importText(text);
    expect(await store.exportText(m.id)).toBe(text);
    expect(standing((await store.open(m.id)).state, 'de-bn1')).toEqual([4, 0]);
    store.close();
  });

  it('a file with a bad injury line is refused, naming the path', async () => {
    const text = await exported();
    const bad = (edit: (shot: Record<string, unknown>) => void) => {
      const file = JSON.parse(text) as { events: { payload: { shots: Record<string, unknown>[] } }[] };
      edit(file.events[2]!.payload.shots[0]!);
      return JSON.stringify(file, null, 2);
    };
    const { store } = newStore();
    const cases: [string, string][] = [
      [bad((s) => (s.injuries = [{ unitId: 'de-fort', bases: 0 }])), 'events[2].payload.shots[0].injuries[0].bases: bases must be at least 1, got 0'],
      [bad((s) => (s.injuries = [{ unitId: 'de-fort', bases: 1, killed: 1 }])), 'events[2].payload.shots[0].injuries[0].killed: unknown field "killed"'],
      [bad((s) => (s.injuries = [{ unitId: 'de-x', bases: 1 }])), 'events[2].payload.shots[0].injuries[0].unitId: unknown unit "de-x"'],
    ];
    for (const [file, message] of cases) {
      const e = await errorOf(store.importText(file));
      expect(e).toBeInstanceOf(ImportError);
      expect((e as ImportError).message).toBe(message);
    }
    // Without the field (a file written before injuries were recorded) it imports.
    const m = await store.importText(bad((s) => delete s.injuries));
    expect((await store.open(m.id)).state.firings![0]!.shots[0]!.injuries).toBeUndefined();
    store.close();
  });
});
