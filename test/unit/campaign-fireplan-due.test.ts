/**
 * A committed fire plan fires when its shoots fall due (004 §THE FIREPLAN; §SEQUENCE OF EVENTS 3): the
 * clock step (`advanceStep`) is cut at each shoot's minute and writes a `fireplan.fired` there, resolved
 * on the campaign as it then stands; shoots past when the plan is committed fire at once, in time order;
 * a plan stood down fires no more.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import { advanceStep, type ClockPlanner, type ClockStepDraft } from '../../src/campaign/clock/advanceStep.ts';
import { dueSeed, nextDueFiring, nextFireDueMin, shootMinutes } from '../../src/campaign/fireplan/due.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import type { CampaignState, FirePlan, Unit } from '../../src/campaign/model/types.ts';
import { apply } from './campaign-fixture.ts';
import { at, fireScenario, lift, samplePlan } from './campaign-fireplan-fixture.ts';

const company = (id: string, name: string, e: number, n: number): Unit => ({
  id, name, shortName: name, side: 'red', echelon: 'company', type: 'infantry', grade: 'R', bases: 4, establishmentBases: 4, injuredBases: 0, dugIn: false, parentId: 'de-div', pos: at(e, n),
});

/** A two-hour creeping barrage by the heavy battery from H-hour (minute 60): 12 lifts of 10 min, 100 m north from 1./86. */
const barrage = (): FirePlan => samplePlan({ serials: [], lifts: [lift({ startOffsetMin: 0, stepMin: 10, stepM: 100, steps: 12, startRef: '1400014000', startPos: at(14000, 14000) })] });

function withBarrage(): CampaignState {
  const s = fireScenario();
  s.units.push(company('de-86-1', '1./86', 14000, 14000), company('de-86-2', '2./86', 14000, 14800));
  return apply(stateFromScenario(s), { at: 0, type: 'fireplan.saved', v: 1, payload: { plan: barrage() } });
}

/** The clock with no routes: steps carry no moves; fire plans fire on the fixture's open ground. */
const planner: ClockPlanner = {
  planStep: (_s, toMin) => ({ toMin }),
  nextFireDueMin: (s, toMin) => nextFireDueMin(s, null, toMin),
  nextDueFiring: (s) => nextDueFiring(s, null),
};

/** A writer folding each draft at the clock (a `clock.advanced` at its minute), keeping the events. */
function folding(start: CampaignState) {
  const events: CampaignEvent[] = [];
  let s = start;
  const write = async (d: ClockStepDraft) => {
    const e = { ...d, seq: s.seq + 1, at: d.type === 'clock.advanced' ? d.payload.toMin : s.clockMin } as CampaignEvent;
    s = applyEvent(s, e);
    events.push(e);
    return s;
  };
  return { events, write };
}

describe('a committed fire plan on the clock', () => {
  it('a two-hour barrage committed an hour before H fires its first shoot at H, its second at H+60, each its own event', async () => {
    const s = apply(withBarrage(), { at: 0, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 12 } });
    expect(shootMinutes(s, s.firePlans!['fp-1']!, null)).toEqual([60, 120]);
    expect(nextDueFiring(s, null)).toBeNull(); // nothing is due before H-hour
    const { events, write } = folding(s);
    let r = await advanceStep(s, 60, planner, write);
    expect(events.map((e) => [e.type, e.at])).toEqual([['clock.advanced', 60], ['fireplan.fired', 60]]);
    const first = events[1]! as Extract<CampaignEvent, { type: 'fireplan.fired' }>;
    expect([first.payload.throughMin, first.payload.seed, first.payload.shots[0]!.atMin]).toEqual([60, dueSeed(12, 60), 60]);
    // Only the first hour's shoot: its lines are dated by the lift step that reached a unit (H to H+50).
    expect(first.payload.shots.every((x) => x.atMin >= 60 && x.atMin < 120)).toBe(true);
    expect(first.payload.shots.filter((x) => x.fuSpent > 0)).toHaveLength(1);
    expect(r.state.fireCommitments!['fp-1']!.firedThroughMin).toBe(60);
    expect(describeEvent(first, s)).toMatch(/^fired the fire plan “Flesquières” at \d\d:\d\d: 1 shoot, /);
    // The next hour: nothing before minute 120, then the second shoot there.
    r = await advanceStep(r.state, 90, planner, write);
    r = await advanceStep(r.state, 150, planner, write);
    expect(events.slice(2).map((e) => [e.type, e.at])).toEqual([['clock.advanced', 90], ['clock.advanced', 120], ['fireplan.fired', 120], ['clock.advanced', 150]]);
    expect(r.firings.map((f) => f.payload.throughMin)).toEqual([120]);
    expect(r.state.units['gb-hvy']!.fuHeld).toBe(2); // 4 held, 1 FU an hour of barrage
    expect(nextFireDueMin(r.state, null, 10_000)).toBeNull();
  });

  it('shoots already past when the plan is committed fire at once, in time order, each saying it fired late', async () => {
    const late = apply(withBarrage(), { at: 130, type: 'clock.advanced', v: 1, payload: { toMin: 130 } });
    const s = apply(late, { at: 130, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 5 } });
    const { events, write } = folding(s);
    await advanceStep(s, 190, planner, write);
    expect(events.map((e) => [e.type, e.at, e.type === 'fireplan.fired' ? e.payload.throughMin : null])).toEqual([
      ['fireplan.fired', 130, 60],
      ['fireplan.fired', 130, 120],
      ['clock.advanced', 190, null],
    ]);
    expect(describeEvent(events[0]!, s)).toMatch(/^fired the fire plan “Flesquières” \(due \d\d:\d\d, fired late\)/);
  });

  it('a plan stood down fires no more; it cannot be committed twice nor stood down when not committed', async () => {
    let s = apply(withBarrage(), { at: 0, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 12 } });
    expect(() => apply(s, { at: 0, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 1 } })).toThrow('is committed already');
    const { events, write } = folding(s);
    s = (await advanceStep(s, 60, planner, write)).state;
    s = apply(s, { at: 60, type: 'fireplan.stoodDown', v: 1, payload: { planId: 'fp-1' } });
    expect(nextFireDueMin(s, null, 500)).toBeNull();
    expect(events.filter((e) => e.type === 'fireplan.fired')).toHaveLength(1);
    expect(() => apply(s, { at: 60, type: 'fireplan.stoodDown', v: 1, payload: { planId: 'fp-1' } })).toThrow('is not committed: nothing to stand down');
    // A firing through a minute already fired is refused.
    const again = apply(withBarrage(), { at: 0, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 12 } });
    const f = folding(again);
    const after = (await advanceStep(again, 60, planner, f.write)).state;
    const repeat = { ...(f.events[1]! as CampaignEvent), seq: after.seq + 1 } as CampaignEvent;
    expect(() => applyEvent(after, repeat)).toThrow('are fired already');
  });
});

describe('a commitment stood down, committed again, or deleted', () => {
  it('fires nothing twice when committed again after a stand-down, and nothing at all once its plan is deleted', async () => {
    let s = apply(withBarrage(), { at: 0, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 12 } });
    const { write } = folding(s);
    s = (await advanceStep(s, 60, planner, write)).state; // fires its 60
    s = apply(s, { at: 60, type: 'fireplan.stoodDown', v: 1, payload: { planId: 'fp-1' } });
    s = apply(s, { at: 60, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 13 } });
    expect(s.fireCommitments!['fp-1']!.firedThroughMin).toBe(60);
    expect(nextDueFiring(s, null)).toBeNull();
    expect(nextFireDueMin(s, null, 500)).toBe(120);
    const gone = apply(s, { at: 60, type: 'fireplan.deleted', v: 1, payload: { planId: 'fp-1' } });
    expect(gone.fireCommitments!['fp-1']).toBeUndefined();
    // Saved again under the same id, it is a new plan: nothing of it is committed.
    const again = apply(gone, { at: 60, type: 'fireplan.saved', v: 1, payload: { plan: barrage() } });
    expect([nextDueFiring(again, null), nextFireDueMin(again, null, 500)]).toEqual([null, null]);
  });

  it('refuses a firing of shoots not due yet', () => {
    const s = apply(withBarrage(), { at: 0, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 12 } });
    expect(() => apply(s, { at: 0, type: 'fireplan.fired', v: 1, payload: { planId: 'fp-1', seed: 1, shots: [], throughMin: 60 } })).toThrow('before they are due');
  });
});

describe('a committed plan on the timeline', () => {
  it('is a row of its own: a bar from its first shoot to its last, each shoot marked fired or still to come', async () => {
    const s = apply(withBarrage(), { at: 0, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-1', seed: 12 } });
    const { firePlanRow } = await import('../../src/ui/timeline/timelineRows.ts');
    const row = firePlanRow(s, s.fireCommitments!['fp-1']!)!;
    expect([row.kind, row.label, row.fromMin, row.toMin]).toEqual(['fireplan', 'Flesquières (committed)', 60, 120]);
    expect(row.marks.map((m) => [m.atMin, m.style])).toEqual([[60, 'inTransit'], [120, 'inTransit']]);
    const { write } = folding(s);
    const after = (await advanceStep(s, 60, planner, write)).state;
    expect(firePlanRow(after, after.fireCommitments!['fp-1']!)!.marks.map((m) => m.style)).toEqual(['effective', 'inTransit']);
  });
});
