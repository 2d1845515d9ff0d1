import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { TASK_TIMINGS } from '../../src/rules/tables/nqm.ts';
import { checkReportDraft, headquarters, hqsAbove, newReportDraft, reportSenders, withSender } from '../../src/ui/timeline/reportForm.ts';
import { checkTaskDraft, draftOfTask, durationRuleText, effortOf, newTaskDraft, taskChoices, taskOptionText, taskWorkText, timingOf, withTask, workersOf } from '../../src/ui/timeline/taskForm.ts';
import { checkMinefieldDraft, newMinefieldDraft } from '../../src/ui/timeline/minefieldForm.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import { gridRefToPoint, pointToGridRef } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { LonLat } from '../../src/rules/types.ts';
import { tinyScenario } from './ui-fixture.ts';

/** The tiny scenario with 400th (Highland) Field Company RE under 51 Div (engineers, for the engineers' tasks), the clock at `clockMin`. */
const at = (clockMin: number): CampaignState => {
  const s = stateFromScenario(tinyScenario());
  const sappers = { ...s.units['gb-6bw']!, id: 'gb-400fd', name: '400th (Highland) Field Company RE', shortName: '400 Fd Coy', echelon: 'company' as const, type: 'engineer' as const, parentId: 'gb-51div' };
  return { ...s, clockMin, units: { ...s.units, [sappers.id]: sappers }, unitOrder: [...s.unitOrder, sappers.id] };
};

/** The grid metres `dxM` east of `p`. */
function offset(s: CampaignState, p: LonLat, dxM: number): { eastingM: number; northingM: number } {
  const m = gridProjection(s.grid).toLocal(p);
  return { eastingM: m.eastingM + dxM, northingM: m.northingM };
}

/** A report draft's place fields left blank. */
const NO_PLACES = { atRef: '', enemyId: '', enemyRef: '', identified: true } as const;

describe('report form', () => {
  it('sends from the selected unit to the top of its chain by default; any HQ above it may be chosen', () => {
    const s = at(0);
    expect(hqsAbove(s, 'gb-6gordons-a')).toEqual(['gb-6gordons', 'gb-152bde', 'gb-51div']);
    expect(hqsAbove(s, 'gb-51div')).toEqual([]);
    expect(newReportDraft(s, 'gb-6gordons-a')).toEqual({ fromId: 'gb-6gordons-a', toId: 'gb-51div', subject: 'contact', text: '', ...NO_PLACES });
    expect(newReportDraft(s, 'gb-51div').fromId).toBe('');
    expect(newReportDraft(s, null)).toEqual({ fromId: '', toId: '', subject: 'contact', text: '', ...NO_PLACES });
    const d = { ...newReportDraft(s, 'gb-6gordons-a'), toId: 'gb-152bde' };
    expect(withSender(s, d, 'gb-8argylls').toId).toBe('gb-152bde');
    expect(withSender(s, d, 'de-84rir-1').toId).toBe('de-54div');
  });

  it('lists senders (units with an HQ above) and HQs (formations and battalions of both sides)', () => {
    const s = at(0);
    expect(reportSenders(s)).not.toContain('gb-51div');
    expect(reportSenders(s)).toContain('gb-6gordons-a');
    expect(headquarters(s)).toEqual(['gb-51div', 'gb-152bde', 'gb-6gordons', 'gb-8argylls', 'gb-153bde', 'gb-6bw', 'gb-255rfa', 'de-54div', 'de-84rir', 'de-84rir-1']);
  });

  it('builds the report at the clock with a new id, refusing an HQ not above and empty text', () => {
    const s = { ...at(125), reports: { 'rep-3h-1': { id: 'rep-3h-1', fromId: 'gb-6bw', toId: 'gb-153bde', sentAtMin: 125, subject: 'situation' as const, text: 'x' } } };
    const ok = checkReportDraft(s, { ...NO_PLACES, fromId: 'gb-6gordons', toId: 'gb-51div', subject: 'casualties', text: '  2 bases lost  ' });
    expect(ok).toEqual({
      report: { id: 'rep-3h-2', fromId: 'gb-6gordons', toId: 'gb-51div', sentAtMin: 125, subject: 'casualties', text: '2 bases lost' },
      errors: {},
    });
    const bad = checkReportDraft(s, { ...NO_PLACES, fromId: 'gb-6gordons', toId: 'gb-153bde', subject: 'contact', text: ' ' });
    expect(bad.report).toBeNull();
    expect(bad.errors).toEqual({ toId: 'Choose an HQ above 6th Gordon Highlanders in its chain of command.', text: 'Write what the report says.' });
    expect(checkReportDraft(s, { ...NO_PLACES, fromId: '', toId: '', subject: 'contact', text: 'x' }).errors).toEqual({ fromId: 'Choose the unit sending the report.' });
  });

  it('says where the sender is and which enemy it saw, as typed (the umpire may forge them)', () => {
    const s = at(125);
    const gordons = s.units['gb-6gordons']!;
    const enemy = s.units['de-84rir-1']!;
    const { report, errors } = checkReportDraft(s, { fromId: 'gb-6gordons', toId: 'gb-51div', subject: 'contact', text: 'Enemy in the wood.', atRef: '', enemyId: 'de-84rir-1', enemyRef: '', identified: false });
    expect(errors).toEqual({});
    expect(report?.units).toBeUndefined();
    expect(report?.enemy).toEqual([{ unitId: 'de-84rir-1', pos: enemy.pos, seen: 'sighted', identified: null }]);
    const forged = checkReportDraft(s, { fromId: 'gb-6gordons', toId: 'gb-51div', subject: 'situation', text: 'All quiet.', atRef: '05301250', enemyId: 'de-84rir-1', enemyRef: '', identified: true });
    expect(forged.report?.units?.map((u) => [u.unitId, u.bases, u.pos === null ? null : 'placed'])).toEqual([['gb-6gordons', gordons.bases, 'placed']]);
    expect(forged.report?.enemy).toBeUndefined(); // a situation report names no enemy
    const bad = checkReportDraft(s, { fromId: 'gb-6gordons', toId: 'gb-51div', subject: 'contact', text: 'x', atRef: 'nowhere', enemyId: 'gb-6bw', enemyRef: '', identified: true });
    expect(Object.keys(bad.errors).sort()).toEqual(['atRef', 'enemyId']);
    expect(bad.errors.enemyId).toBe('Choose an enemy unit, or none.');
  });
});

describe('task form', () => {
  it('lists each task with the table hours and its per unit, and knows how each is counted', () => {
    expect(TASK_TIMINGS.map(taskOptionText)).toContain('Lay minefield — 8 h, engineer company hours per km');
    expect(TASK_TIMINGS.map(taskOptionText)).toContain('Establish vehicle bridge — 2–12 h');
    expect(TASK_TIMINGS.filter((t) => effortOf(t) !== null).map((t) => [t.task, effortOf(t)])).toEqual([
      ['Lay minefield', 'companyHoursPerKm'],
      ['Major river bridge demolition', 'platoonHours'],
      ['Minor river bridge demolition', 'platoonHours'],
    ]);
    expect(() => effortOf({ task: 'Bridge', minH: 1, maxH: 1, per: 'sapper days' })).toThrow('task timings table: "Bridge" is counted in "sapper days", which the task form does not know');
    expect(durationRuleText(timingOf('Lay minefield')!)).toBe('8 h (engineer company hours per km) × length ÷ companies');
    expect(durationRuleText(timingOf('Major river bridge demolition')!)).toBe('8 h (engineer platoon hours) ÷ platoons');
    expect(durationRuleText(timingOf('Establish vehicle bridge')!)).toBe('2–12 h');
  });

  it('starts at the clock with the first task, and resets hours, length and workers when the task changes', () => {
    const s = at(120);
    const d = newTaskDraft(s, 'gb-400fd');
    expect(d).toEqual({ unitId: 'gb-400fd', task: 'Task air support (corps)', start: '08:20', hours: '4', lengthKm: '1', workers: '1', note: '', lineFrom: '', lineTo: '' });
    const mines = { ...withTask(d, 'Lay minefield'), lengthKm: '3', workers: '2' };
    expect(mines).toMatchObject({ hours: '8', lengthKm: '3', workers: '2' });
    expect(withTask(mines, 'Establish vehicle bridge')).toMatchObject({ hours: '2', lengthKm: '1', workers: '1' });
    expect(withTask(mines, 'Major river bridge demolition')).toMatchObject({ hours: '8', lengthKm: '1', workers: '1' });
    const demo = { ...withTask(d, 'Major river bridge demolition'), workers: '4' };
    expect(withTask(demo, 'Minor river bridge demolition')).toMatchObject({ hours: '1', workers: '4' });
  });

  it('times a minefield as 8 engineer company hours per km: more companies, a shorter task', () => {
    const s = at(120);
    const d = { ...withTask(newTaskDraft(s, 'gb-400fd'), 'Lay minefield'), lengthKm: '2', start: '09:00', note: ' road ' };
    expect(checkTaskDraft(s, d, null)).toEqual({
      task: { id: 'task-3c-1', unitId: 'gb-400fd', task: 'Lay minefield', startMin: 160, durationMin: 960, quantity: 2, note: 'road' },
      errors: {},
    });
    expect(checkTaskDraft(s, { ...d, workers: '2' }, null).task).toMatchObject({ durationMin: 480, quantity: 2 });
    expect(checkTaskDraft(s, { ...d, lengthKm: '2.5', workers: '3' }, null).task).toMatchObject({ durationMin: 400, quantity: 2.5 });
    expect(checkTaskDraft(s, { ...d, lengthKm: '0' }, null).errors).toEqual({ lengthKm: 'Length must be a number of km above 0 and at most 10000.' });
    expect(checkTaskDraft(s, { ...d, workers: '1.5' }, null).errors).toEqual({ workers: 'Engineer companies working must be a whole number from 1 to 100.' });
    expect(checkTaskDraft(s, { ...d, workers: '0' }, null).errors.workers).toBe('Engineer companies working must be a whole number from 1 to 100.');
    expect(checkTaskDraft(s, { ...d, workers: '101' }, null).errors.workers).toBe('Engineer companies working must be a whole number from 1 to 100.');
  });

  it('times a bridge demolition as engineer platoon hours ÷ platoons and stores the platoons', () => {
    const s = at(120);
    const major = { ...withTask(newTaskDraft(s, 'gb-400fd'), 'Major river bridge demolition'), workers: '2', lengthKm: '7' };
    expect(checkTaskDraft(s, major, null).task).toMatchObject({ task: 'Major river bridge demolition', durationMin: 240, quantity: 2 });
    const minor = withTask(newTaskDraft(s, 'gb-400fd'), 'Minor river bridge demolition');
    expect(checkTaskDraft(s, minor, null).task).toMatchObject({ durationMin: 60, quantity: 1 });
    expect(checkTaskDraft(s, { ...minor, workers: '3' }, null).task).toMatchObject({ durationMin: 20, quantity: 3 });
    expect(checkTaskDraft(s, { ...minor, workers: 'two' }, null).errors).toEqual({ workers: 'Engineer platoons working must be a whole number from 1 to 100.' });
  });

  it('lets the umpire choose hours within a ranged task and refuses outside the range', () => {
    const s = at(0);
    const d = { ...withTask(newTaskDraft(s, 'gb-400fd'), 'Establish vehicle bridge'), hours: '7.5', lengthKm: '5', workers: '9' };
    expect(checkTaskDraft(s, d, 't-edit').task).toMatchObject({ id: 't-edit', durationMin: 450, quantity: 1 });
    expect(checkTaskDraft(s, { ...d, hours: '13' }, null)).toEqual({
      task: null,
      errors: { hours: 'Establish vehicle bridge takes 2–12 h (004 §TASK TIMINGS TABLE); 13 h is outside that range.' },
    });
    expect(checkTaskDraft(s, { ...d, hours: '1.5' }, null).errors.hours).toMatch(/1\.5 h is outside that range/);
    expect(checkTaskDraft(s, { ...d, hours: 'six' }, null).errors.hours).toBe('Hours must be a number from 2 to 12.');
  });

  it('uses the table hours for a fixed task whatever is typed, and refuses no unit or a bad start', () => {
    const s = at(0);
    const d = { ...withTask(newTaskDraft(s, null), 'Dig in infantry company'), hours: '99', start: '04:00' };
    expect(checkTaskDraft(s, d, null).errors).toEqual({ unitId: 'Choose the unit doing the task.', start: 'time "04:00" is before the campaign\'s start (1917-11-20 06:20)' });
    expect(checkTaskDraft(s, { ...d, unitId: 'gb-6bw', start: '06:20' }, null).task?.durationMin).toBe(360);
  });

  it('checks who may do the task: engineers lay minefields, infantry digs in (004 §TASK TIMINGS TABLE)', () => {
    const s = at(0);
    const mines = { ...withTask(newTaskDraft(s, 'gb-6bw'), 'Lay minefield'), lengthKm: '1', start: '07:00' };
    expect(checkTaskDraft(s, mines, null).errors.unitId).toBe(
      'Lay minefield is work for engineers: 6th Black Watch is not, and has none under it (004 §TASK TIMINGS TABLE).',
    );
    // The field company may; so may 51 Div, which has it under command.
    expect(checkTaskDraft(s, { ...mines, unitId: 'gb-400fd' }, null).errors).toEqual({});
    expect(checkTaskDraft(s, { ...mines, unitId: 'gb-51div' }, null).errors).toEqual({});
    const dig = { ...withTask(newTaskDraft(s, 'gb-400fd'), 'Dig in infantry company'), start: '07:00' };
    expect(checkTaskDraft(s, dig, null).errors.unitId).toBe('Dig in infantry company is work for infantry: 400th (Highland) Field Company RE is not, and has none under it (004 §TASK TIMINGS TABLE).');
    const air = { ...withTask(newTaskDraft(s, 'gb-51div'), 'Task air support (corps)'), start: '07:00' };
    expect(checkTaskDraft(s, air, null).errors.unitId).toBe('Task air support (corps) is work for a corps HQ: 51st (Highland) Division is not, and has none under it (004 §TASK TIMINGS TABLE).');
  });

  it('reads a saved task back into the form, recovering the engineers working', () => {
    const s = at(0);
    const mines = { id: 't1', unitId: 'gb-400fd', task: 'Lay minefield', startMin: 3000, durationMin: 400, quantity: 2.5, note: 'road' };
    const d = draftOfTask(s, mines);
    expect(d).toEqual({ unitId: 'gb-400fd', task: 'Lay minefield', start: '1917-11-22 08:20', hours: '8', lengthKm: '2.5', workers: '3', note: 'road', lineFrom: '', lineTo: '' });
    expect(checkTaskDraft(s, d, 't1').task).toEqual(mines);
    expect(workersOf({ ...mines, quantity: 2, durationMin: 960 })).toBe(1);
    expect(workersOf({ ...mines, quantity: 2, durationMin: 480 })).toBe(2);
    const demo = { ...mines, id: 't2', task: 'Major river bridge demolition', durationMin: 240, quantity: 2 };
    expect(draftOfTask(s, demo)).toMatchObject({ hours: '8', lengthKm: '1', workers: '2' });
    expect(checkTaskDraft(s, draftOfTask(s, demo), 't2').task).toEqual(demo);
    const bridge = { ...mines, id: 't3', task: 'Establish vehicle bridge', durationMin: 450, quantity: 1 };
    expect(draftOfTask(s, bridge)).toMatchObject({ hours: '7.5', lengthKm: '1', workers: '1' });
    expect(checkTaskDraft(s, draftOfTask(s, bridge), 't3').task).toEqual(bridge);
  });

  it('takes a minefield\'s line by its two ends: its length is the line\'s, and one end alone is refused', () => {
    const s = at(0);
    const from = pointToGridRef(s.grid, s.units['gb-6bw']!.pos!, 8);
    const e = gridRefToPoint(s.grid, from);
    const to = pointToGridRef(s.grid, gridProjection(s.grid).toLonLat({ ...offset(s, e, 1500) }), 8);
    const d = { ...withTask(newTaskDraft(s, 'gb-400fd'), 'Lay minefield'), lengthKm: '9', workers: '3', start: '07:00', lineFrom: from, lineTo: to };
    const t = checkTaskDraft(s, d, null).task!;
    // 1.5 km × 8 company hours ÷ 3 companies = 4 h; the typed 9 km is not read.
    expect(t).toMatchObject({ quantity: 1.5, durationMin: 240 });
    expect(t.line!.from).toEqual(gridRefToPoint(s.grid, from));
    expect(draftOfTask(s, t)).toMatchObject({ lineFrom: from, lineTo: to });
    expect(checkTaskDraft(s, { ...d, lineTo: '' }, null).errors).toEqual({ lineTo: 'Give the grid reference where the minefield ends, or leave both ends empty.' });
    expect(checkTaskDraft(s, { ...d, lineFrom: 'nowhere' }, null).errors.lineFrom).toMatch(/nowhere/);
    expect(checkTaskDraft(s, { ...d, lineFrom: '', lineTo: '' }, null).task).not.toHaveProperty('line');
  });

  it('offers the 1916 hasty dig-in (60 min) and foxholes (200 min) only while the 1916 rules are on, to infantry, heavy weapons and engineers', () => {
    const off = at(0);
    const on = { ...off, settings: { ...DEFAULT_SETTINGS, commandTest1916: true } };
    expect(taskChoices(off).map((t) => t.task)).not.toContain('Hasty dig-in (1916)');
    expect(taskChoices(on).map((t) => t.task).slice(-2)).toEqual(['Hasty dig-in (1916)', 'Foxholes (1916)']);
    expect(taskChoices(on).slice(-2).map(taskOptionText)).toEqual(['Hasty dig-in (1916) — 1 h', 'Foxholes (1916) — 3 h 20 min']);
    const fox = { ...withTask(newTaskDraft(on, 'gb-6bw'), 'Foxholes (1916)'), start: '07:00' };
    expect(checkTaskDraft(on, fox, null).task).toMatchObject({ task: 'Foxholes (1916)', durationMin: 200 });
    expect(checkTaskDraft(on, { ...fox, unitId: 'gb-255rfa' }, null).errors.unitId).toMatch(/^Foxholes \(1916\) is work for infantry, heavy weapons or engineers: .* \(1916 §2\.5 Field Works\)\.$/);
  });

  it('places a minefield by grid references: one marker at From when To is empty, a line of markers else', () => {
    const s = at(30);
    const from = pointToGridRef(s.grid, s.units['gb-6bw']!.pos!, 8);
    const e = gridRefToPoint(s.grid, from);
    const to = pointToGridRef(s.grid, gridProjection(s.grid).toLonLat({ ...offset(s, e, 1000) }), 8);
    const d = newMinefieldDraft(s);
    expect(d).toEqual({ name: 'Minefield 1', from: '', to: '', side: '' });
    expect(checkMinefieldDraft(s, d).errors).toEqual({ from: 'Give the grid reference where the minefield starts.' });
    const one = checkMinefieldDraft(s, { ...d, from, side: 'red' }).minefield!;
    expect(one).toMatchObject({ id: 'mf-u-1', name: 'Minefield 1', laidAtMin: 30, side: 'red' });
    expect(one.markers).toHaveLength(1);
    expect(checkMinefieldDraft(s, { ...d, from, to }).minefield!.markers).toHaveLength(7);
    expect(checkMinefieldDraft(s, { ...d, name: ' ', from: 'x' }).errors).toMatchObject({ name: 'Name the minefield.' });
    expect(newMinefieldDraft({ ...s, minefields: { [one.id]: one } }).name).toBe('Minefield 2');
  });

  it('says the work of a saved task for the list', () => {
    const base = { id: 't1', unitId: 'gb-400fd', startMin: 0, note: '' };
    expect(taskWorkText({ ...base, task: 'Lay minefield', durationMin: 480, quantity: 2 })).toBe('2 km, 2 engineer companies');
    expect(taskWorkText({ ...base, task: 'Lay minefield', durationMin: 240, quantity: 0.5 })).toBe('0.5 km, 1 engineer company');
    expect(taskWorkText({ ...base, task: 'Minor river bridge demolition', durationMin: 60, quantity: 1 })).toBe('1 engineer platoon');
    expect(taskWorkText({ ...base, task: 'Major river bridge demolition', durationMin: 240, quantity: 2 })).toBe('2 engineer platoons');
    expect(taskWorkText({ ...base, task: 'Dig in infantry company', durationMin: 360, quantity: 1 })).toBe('');
  });
});
