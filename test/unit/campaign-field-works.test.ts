/**
 * Field works on the campaign clock (`002_0a64821d231c1bbf.txt` §2.5; 004 §TASK TIMINGS TABLE;
 * docs/RULINGS.md §1916 minefields, §Tasks the clock completes): a unit marching into a minefield rolls 2D6
 * for each base while the 1916 rules are on, and the clock completes tasks — a dig-in digs its unit in, a
 * "Lay minefield" with a line lays its minefield.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import type { CampaignState, CampaignTask } from '../../src/campaign/model/types.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { at, fold, metres, openGoing, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';

const advance = (payload: ReturnType<typeof planTurn>): EventDraft => ({ at: payload.toMin, type: 'clock.advanced', v: 1, payload });
const settings = (changes: Record<string, unknown>, atMin = 0): EventDraft => ({ at: atMin, type: 'settings.changed', v: 1, payload: { changes } } as EventDraft);
/** A minefield across the Gordons' way north: 500 m of line at northing 5800, 4 markers. */
const laid = (atMin = 0): EventDraft => ({
  at: atMin,
  type: 'minefield.laid',
  v: 1,
  payload: { minefield: { id: 'mf-a', name: 'Minefield A', markers: [4862.5, 4987.5, 5112.5, 5237.5].map((e) => at(e, 5800)), laidAtMin: atMin, side: 'red' } },
});
const task = (t: Partial<CampaignTask>): EventDraft => ({ at: 0, type: 'task.saved', v: 1, payload: { task: { id: 't1', unitId: 'gb-gordons', task: 'Dig in infantry company', startMin: 0, durationMin: 360, quantity: 1, note: '', ...t } } });
/** 1/6 Gordons (8 bases, at 5050/5000) ordered 1.2 km north through Minefield A. */
const northward = (...extra: EventDraft[]): CampaignState => fold(turnStart(), ...extra, laid(), routeDraft(route('gb-gordons', [[5050, 6200]])));

describe('marching into a minefield (1916: "For each base which passes through any portion of each minefield … roll for loss or damage")', () => {
  it('rolls 2D6 for each of the 8 bases as it enters: 6+6 and 6+5 lose two bases, 5+4 damages one', () => {
    const s = northward(settings({ commandTest1916: true }));
    const p = planTurn(s, 60, openGoing, scriptedDice([6, 6, 6, 5, 5, 4, 1, 1, 1, 2, 2, 1, 3, 1, 1, 3]));
    expect(p.mineRolls).toHaveLength(1);
    const r = p.mineRolls![0]!;
    expect(r).toMatchObject({ unitId: 'gb-gordons', minefieldId: 'mf-a', results: ['lost', 'lost', 'damaged', 'unhurt', 'unhurt', 'unhurt', 'unhurt', 'unhurt'] });
    expect(r.atMin).toBeGreaterThan(0);
    expect(r.atMin).toBeLessThanOrEqual(60);
    const after = fold(s, advance(p));
    expect(after.units['gb-gordons']).toMatchObject({ bases: 6, injuredBases: 1 });
    // The march goes on through the minefield: the bases roll as they pass, they do not stop.
    expect(metres(after.units['gb-gordons']!.pos!).n).toBeGreaterThan(5900);
    expect(describeEvent(advance(p) as never, s)).toMatch(/1\/6 Gordons entered Minefield A at 0\d:\d\d: 2 bases lost, 1 damaged \(2D6 12, 11, 9, 2, 3, 3, 4, 4\)/);
  });

  it('rolls again only when it enters again: marching on from beyond it rolls nothing, marching back through rolls', () => {
    const s = northward(settings({ commandTest1916: true }));
    const through = fold(s, advance(planTurn(s, 60, openGoing, scriptedDice(new Array(16).fill(1)))));
    const on = fold(through, routeDraft(route('gb-gordons', [[5600, 6200]]), 60));
    expect(planTurn(on, 120, openGoing, scriptedDice([])).mineRolls).toBeUndefined();
    const back = fold(through, routeDraft(route('gb-gordons', [[5050, 5000]]), 60));
    expect(planTurn(back, 120, openGoing, scriptedDice(new Array(16).fill(2))).mineRolls![0]!.dice).toHaveLength(8);
  });

  it('rolls nothing while the 1916 rules are off: the minefield is on the map, its effect the 1916 module\'s', () => {
    const s = northward();
    expect(planTurn(s, 60, openGoing, scriptedDice([])).mineRolls).toBeUndefined();
  });

  it('the fold refuses a roll the chart does not give, a roll with the rules off, and the wrong number of bases', () => {
    const s = northward(settings({ commandTest1916: true }));
    const p = planTurn(s, 60, openGoing, scriptedDice(new Array(16).fill(1)));
    const lie = structuredClone(p);
    lie.mineRolls![0]!.results[0] = 'lost';
    expect(() => fold(s, advance(lie))).toThrow('2D6 1+1 does not give "lost" on the minefield chart');
    const short = structuredClone(p);
    short.mineRolls![0]!.dice.pop();
    expect(() => fold(s, advance(short))).toThrow('1/6 Gordons has 8 bases and rolls 2D6 for each, not 7');
    expect(() => fold(s, settings({ commandTest1916: false }), advance(p))).toThrow('bases roll for minefields only under the 1916 rules');
  });

  it('a unit whose last bases a minefield takes is gone with what it held', () => {
    const s = northward(settings({ commandTest1916: true }));
    const after = fold(s, advance(planTurn(s, 60, openGoing, scriptedDice(new Array(16).fill(6)))));
    expect(after.units['gb-gordons']).toMatchObject({ bases: 0, injuredBases: 0 });
  });

  it('the umpire takes a minefield off the map with a note; the seed itself has no clearing', () => {
    const s = northward();
    const off = fold(s, { at: 0, type: 'minefield.removed', v: 1, payload: { minefieldId: 'mf-a', note: 'placed in error' } });
    expect(off.minefields?.['mf-a']).toBeUndefined();
    expect(() => fold(off, { at: 0, type: 'minefield.removed', v: 1, payload: { minefieldId: 'mf-a', note: '' } })).toThrow('unknown minefield "mf-a"');
    expect(() => fold(s, laid())).toThrow('Minefield A is on the map already (a minefield with this id)');
  });
});

describe('tasks the clock completes', () => {
  it('"Dig in infantry company" (6 h) digs the Gordons in at 12:00, the task marked done then', () => {
    const s = fold(turnStart(), task({}));
    const p = planTurn(s, 360, openGoing, scriptedDice([]));
    expect(p.tasksDone).toEqual([{ taskId: 't1', dugIn: ['gb-gordons'] }]);
    const after = fold(s, advance(p));
    expect(after.units['gb-gordons']!.dugIn).toBe(true);
    expect(after.tasks!['t1']!.doneAtMin).toBe(360);
    expect(describeEvent(advance(p) as never, s)).toContain('task done — Dig in infantry company by 1/6 Gordons: dug in');
    // Done once: the next step completes nothing, and saving the task again keeps its completion.
    expect(planTurn(after, 420, openGoing, scriptedDice([])).tasksDone).toBeUndefined();
    expect(fold(after, { ...task({ note: 'edited' }), at: 360 }).tasks!['t1']!.doneAtMin).toBe(360);
    expect(() => fold(after, { ...task({ doneAtMin: 400 }), at: 360 })).toThrow('a task is marked done by the clock, not by saving it');
  });

  it('a 1916 hasty dig-in takes six turns (60 min); a unit that marches off meanwhile is not dug in', () => {
    const s = fold(turnStart(), settings({ commandTest1916: true }), task({ task: 'Hasty dig-in (1916)', durationMin: 60 }), routeDraft(route('gb-gordons', [[5050, 5500]])));
    const p = planTurn(s, 60, openGoing, scriptedDice([]));
    expect(p.tasksDone).toEqual([{ taskId: 't1', note: '1/6 Gordons moved off before it was done' }]);
    expect(fold(s, advance(p)).units['gb-gordons']!.dugIn).toBe(false);
  });

  it('"Lay minefield" with a line lays 7 markers along its 1 km at its end, the laying unit\'s side\'s; without one it lays none', () => {
    const line = { from: at(5000, 7000), to: at(6000, 7000) };
    const s = fold(turnStart(), task({ task: 'Lay minefield', durationMin: 480, line }));
    const p = planTurn(s, 480, openGoing, scriptedDice([]));
    const f = p.tasksDone![0]!.minefield!;
    expect(f).toMatchObject({ id: 't1', name: 'Minefield laid by 1/6 Gordons', laidAtMin: 480, side: 'blue', taskId: 't1' });
    expect(f.markers.map((m) => Math.round(metres(m).e))).toEqual([5071, 5214, 5357, 5500, 5643, 5786, 5929]);
    const after = fold(s, advance(p));
    expect(after.minefields!['t1']!.markers).toHaveLength(7);
    const bare = fold(turnStart(), task({ task: 'Lay minefield', durationMin: 480 }));
    expect(planTurn(bare, 480, openGoing, scriptedDice([])).tasksDone).toEqual([{ taskId: 't1', note: 'no line was given, so no minefield is on the map' }]);
    expect(() => fold(turnStart(), task({ line }))).toThrow('only "Lay minefield" takes a line on the map, not "Dig in infantry company"');
  });

  it('the fold refuses a task done before its end and a dig-in that is not one', () => {
    const s = fold(turnStart(), task({}));
    expect(() => fold(s, advance({ toMin: 60, tasksDone: [{ taskId: 't1', dugIn: ['gb-gordons'] }] }))).toThrow('the task "Dig in infantry company" ends at minute 360, after this step');
    const lay = fold(turnStart(), task({ task: 'Lay minefield', durationMin: 60 }));
    expect(() => fold(lay, advance({ toMin: 60, tasksDone: [{ taskId: 't1', dugIn: ['gb-gordons'] }] }))).toThrow('"Lay minefield" digs nobody in');
  });

  it('digs in the placed units under it that stayed, not one marching on a route of its own; the fold refuses a unit not under it', () => {
    const placedA = (st: CampaignState): CampaignState => ({ ...st, units: { ...st.units, 'gb-gordons-a': { ...st.units['gb-gordons-a']!, pos: at(5100, 5000) } } });
    const s = fold(placedA(turnStart()), task({}));
    expect(planTurn(s, 360, openGoing, scriptedDice([])).tasksDone).toEqual([{ taskId: 't1', dugIn: ['gb-gordons', 'gb-gordons-a'] }]);
    const away = fold(s, routeDraft(route('gb-gordons-a', [[5100, 3000]])));
    expect(planTurn(away, 360, openGoing, scriptedDice([])).tasksDone).toEqual([{ taskId: 't1', dugIn: ['gb-gordons'] }]);
    expect(() => fold(s, advance({ toMin: 360, tasksDone: [{ taskId: 't1', dugIn: ['gb-gordons', 'de-84-2'] }] }))).toThrow('II./84 is not under the unit doing the task');
    expect(() => fold(s, advance({ toMin: 360, tasksDone: [{ taskId: 't1', dugIn: ['gb-gordons-a'] }] }))).toThrow('A/6 Gordons is not the unit doing the task');
  });

  it('a task entered with its end already past is done at the next step; a halt (0 m) does not count as moving off', () => {
    const s = fold(turnStart(), { at: 400, type: 'clock.advanced', v: 1, payload: { toMin: 400 } }, { ...task({}), at: 400 });
    expect(planTurn(s, 460, openGoing, scriptedDice([])).tasksDone).toEqual([{ taskId: 't1', dugIn: ['gb-gordons'] }]);
    // Ordered into impractical ground, the Gordons halt where they stand: still dug in at the end.
    const halted = fold(turnStart(), task({}), routeDraft(route('gb-gordons', [[5050, 4000]])));
    const stuck = fold(halted, advance(planTurn(halted, 60, () => ({ move: 'impractical', road: false }), scriptedDice([]))));
    expect(stuck.units['gb-gordons']!.movedAtMin).toBeUndefined();
    expect(planTurn(stuck, 360, () => ({ move: 'impractical', road: false }), scriptedDice([])).tasksDone).toEqual([{ taskId: 't1', dugIn: ['gb-gordons'] }]);
  });
});
