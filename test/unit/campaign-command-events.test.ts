/**
 * The command events in the campaign fold: `unit.commandSet` (each refusal and its path, the
 * re-parent moving the whole subtree in `unitOrder`, the ORBAT totals after it, brigade ↔ regiment),
 * `unit.hqPlaced`, the command fields of `unit.edited`, and `command.tested` (the unit moves only on a
 * pass, the record is kept, a `passed` that contradicts the die is refused). Inputs are deep-frozen:
 * a fold that mutated its input would throw.
 */
import { describe, expect, it } from 'vitest';
import { checkCommandRelation, commandRelationProblem, mayCommand, reorderUnderParent } from '../../src/campaign/command/commandEvents.ts';
import { type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import type { CampaignState, SupportRelation } from '../../src/campaign/model/types.ts';
import { buildOrbatIndex } from '../../src/ui/orbatModel.ts';
import { apply, commandStart, deepFreeze, refusal } from './campaign-fixture.ts';

const start = deepFreeze(commandStart());

const commandSet = (unitId: string, parentId: string | null, support: SupportRelation | null = null, at = 0): EventDraft<'unit.commandSet'> => ({
  at,
  type: 'unit.commandSet',
  v: 1,
  payload: { unitId, parentId, support },
});

const START_ORDER = [
  'gb-51div', 'gb-152bde', 'gb-6gordons', 'gb-6gordons-a', 'gb-6seaforth', 'gb-255bde-rfa', 'gb-e-bn-tc',
  'de-54rd', 'de-ir84', 'de-ir84-2', 'de-far108-4', 'gb-4corps', 'gb-153bde', 'de-bde-x',
];

describe('unit.commandSet', () => {
  it('moves a battalion with its company to another brigade: subtree after the new parent’s subtree, totals follow', () => {
    expect(start.unitOrder).toEqual(START_ORDER);
    const s = apply(start, commandSet('gb-6gordons', 'gb-153bde', null, 30));
    expect(s.units['gb-6gordons']!.parentId).toBe('gb-153bde');
    expect(s.units['gb-6gordons']!.support).toBeUndefined();
    expect(s.unitOrder).toEqual([
      'gb-51div', 'gb-152bde', 'gb-6seaforth', 'gb-255bde-rfa', 'gb-e-bn-tc',
      'de-54rd', 'de-ir84', 'de-ir84-2', 'de-far108-4', 'gb-4corps', 'gb-153bde', 'gb-6gordons', 'gb-6gordons-a', 'de-bde-x',
    ]);
    expect([s.seq, s.clockMin]).toEqual([2, 30]);
    const totals = buildOrbatIndex(s).totals;
    expect(totals.get('gb-152bde')!.bases).toBe(8); // 1 + Seaforth 7
    expect(totals.get('gb-153bde')!.bases).toBe(11); // 1 + Gordons 8 + A Coy 2
    expect(totals.get('gb-51div')!.bases).toBe(25); // unchanged: 2 + 8 + 11 + RFA 4
    expect(buildOrbatIndex(s).children.get('gb-153bde')).toEqual(['gb-6gordons']);
    expect(Object.getPrototypeOf(s.units)).toBe(null);
    expect(start.units['gb-6gordons']!.parentId).toBe('gb-152bde');
  });

  it('puts a top division under a corps listed after it: the division’s whole subtree moves behind the corps', () => {
    const s = apply(start, commandSet('gb-51div', 'gb-4corps'));
    expect(s.unitOrder).toEqual([
      'gb-e-bn-tc', 'de-54rd', 'de-ir84', 'de-ir84-2', 'de-far108-4', 'gb-4corps',
      'gb-51div', 'gb-152bde', 'gb-6gordons', 'gb-6gordons-a', 'gb-6seaforth', 'gb-255bde-rfa', 'gb-153bde', 'de-bde-x',
    ]);
    const idx = buildOrbatIndex(s);
    expect(idx.totals.get('gb-4corps')).toEqual({ bases: 26, injuredBases: 0, establishmentBases: 27 });
    expect(idx.roots.blue).toEqual(['gb-e-bn-tc', 'gb-4corps']);
    // Parents still precede their subordinates everywhere.
    const at = new Map(s.unitOrder.map((id, i) => [id, i]));
    for (const id of s.unitOrder) {
      const p = s.units[id]!.parentId;
      if (p !== undefined) expect(at.get(p)!).toBeLessThan(at.get(id)!);
    }
  });

  it('sets and clears support without touching the order when the parent stays', () => {
    const s = apply(start, commandSet('gb-255bde-rfa', 'gb-51div', { relation: 'inSupport', toId: 'gb-6gordons' }));
    expect(s.units['gb-255bde-rfa']).toMatchObject({ parentId: 'gb-51div', support: { relation: 'inSupport', toId: 'gb-6gordons' } });
    expect(s.unitOrder).toBe(start.unitOrder);
    const cleared = apply(s, commandSet('gb-255bde-rfa', 'gb-51div', null));
    expect(cleared.units['gb-255bde-rfa']).not.toHaveProperty('support');
    // A top formation keeps no parent (null allowed for it).
    const top = apply(start, commandSet('gb-e-bn-tc', null, { relation: 'inDirectSupport', toId: 'gb-152bde' }));
    expect(top.units['gb-e-bn-tc']).not.toHaveProperty('parentId');
    expect(top.units['gb-e-bn-tc']!.support).toEqual({ relation: 'inDirectSupport', toId: 'gb-152bde' });
    expect(describeEvent({ ...commandSet('gb-6gordons', 'gb-153bde', { relation: 'inSupport', toId: 'gb-152bde' }), seq: 2 }, start)).toBe(
      'set 1/6th Gordon Highlanders: under command of 153rd Infantry Brigade, in support of 152nd Infantry Brigade',
    );
    expect(describeEvent({ ...commandSet('gb-e-bn-tc', null), seq: 2 }, start)).toBe('set E Battalion, Tank Corps: a top formation, no support role');
  });

  it('brigade and regiment may command each other, but not in a loop', () => {
    expect([mayCommand('brigade', 'regiment'), mayCommand('regiment', 'brigade'), mayCommand('brigade', 'brigade'), mayCommand('battalion', 'division')]).toEqual([true, true, false, false]);
    // Brigade X (under IR 84) takes IR 84 II./84: a brigade commands a battalion.
    const s = apply(start, commandSet('de-ir84-2', 'de-bde-x'));
    expect(s.unitOrder.slice(-2)).toEqual(['de-bde-x', 'de-ir84-2']);
    expect(refusal(start, commandSet('de-ir84', 'de-bde-x'))).toEqual(['payload.parentId', 'Brigade X is under Infanterie-Regiment 84\'s own command: that would make a loop']);
  });

  it('refuses each bad relation, naming its path', () => {
    const cases: [EventDraft, string, string][] = [
      [commandSet('gb-x', 'gb-152bde'), 'payload.unitId', 'unknown unit "gb-x"'],
      [commandSet('gb-6gordons', 'gb-nowhere'), 'payload.parentId', 'unknown unit "gb-nowhere"'],
      [commandSet('gb-6gordons', 'gb-6gordons'), 'payload.parentId', '1/6th Gordon Highlanders cannot be under command of itself'],
      [commandSet('gb-6gordons', 'de-ir84'), 'payload.parentId', 'Infanterie-Regiment 84 is of the other side (red); 1/6th Gordon Highlanders is blue'],
      [commandSet('gb-51div', 'gb-6gordons-a'), 'payload.parentId', 'A Company, 1/6th Gordons is under 51st (Highland) Division\'s own command: that would make a loop'],
      [commandSet('gb-6gordons', 'gb-6seaforth'), 'payload.parentId', 'a battalion cannot command a battalion: the HQ must be of a larger echelon (brigade and regiment may command each other)'],
      [commandSet('gb-6gordons', null), 'payload.parentId', '1/6th Gordon Highlanders is under command of "gb-152bde"; a unit must stay under command of exactly one HQ (only a side\'s top formation has none)'],
      [commandSet('gb-6gordons', 'gb-152bde', { relation: 'underCommand' as never, toId: 'gb-255bde-rfa' }), 'payload.support.relation', 'unknown support relation "underCommand"; expected one of: inDirectSupport, inSupport'],
      [commandSet('gb-6gordons', 'gb-152bde', { relation: 'inSupport', toId: 'gb-zz' }), 'payload.support.toId', 'unknown unit "gb-zz"'],
      [commandSet('gb-6gordons', 'gb-152bde', { relation: 'inSupport', toId: 'gb-6gordons' }), 'payload.support.toId', '1/6th Gordon Highlanders cannot support itself'],
      [commandSet('gb-6gordons', 'gb-152bde', { relation: 'inSupport', toId: 'de-ir84-2' }), 'payload.support.toId', 'II./Infanterie-Regiment 84 is of the other side (red); 1/6th Gordon Highlanders is blue'],
    ];
    for (const [draft, path, message] of cases) expect(refusal(start, draft)).toEqual([path, message]);
  });

  it('offers the same check, pure, for forms', () => {
    expect(checkCommandRelation(start, 'gb-6gordons', 'gb-153bde', null)).toBeNull();
    expect(checkCommandRelation(start, 'gb-6gordons', 'gb-6seaforth', null)).toBe(
      'a battalion cannot command a battalion: the HQ must be of a larger echelon (brigade and regiment may command each other)',
    );
    expect(commandRelationProblem(start, 'gb-6gordons', 'gb-152bde', { relation: 'inSupport', toId: 'gb-6gordons' })).toEqual({
      message: '1/6th Gordon Highlanders cannot support itself',
      path: 'payload.support.toId',
    });
    // IR 84's subtree ends with Brigade X, listed last: the battery goes after it.
    expect(reorderUnderParent(start, 'de-far108-4', 'de-ir84')).toEqual([...START_ORDER.filter((id) => id !== 'de-far108-4'), 'de-far108-4']);
    expect(reorderUnderParent(start, 'gb-255bde-rfa', 'gb-152bde')).toEqual(START_ORDER);
  });
});

describe('unit.hqPlaced', () => {
  const hq = (unitId: string, hqPos: { lon: number; lat: number } | null): EventDraft<'unit.hqPlaced'> => ({ at: 5, type: 'unit.hqPlaced', v: 1, payload: { unitId, hqPos } });

  it('places the HQ and removes it again', () => {
    const s = apply(start, hq('gb-152bde', { lon: 3.05, lat: 50.09 }));
    expect(s.units['gb-152bde']!.hqPos).toEqual({ lon: 3.05, lat: 50.09 });
    expect(s.clockMin).toBe(5);
    const gone = apply(s, hq('gb-152bde', null));
    expect(gone.units['gb-152bde']).not.toHaveProperty('hqPos');
    expect(describeEvent({ ...hq('gb-152bde', null), seq: 3 }, s)).toBe('removed the HQ of 152nd Infantry Brigade from the map');
    expect(describeEvent({ ...hq('gb-152bde', { lon: 3, lat: 50 }), seq: 2 }, start)).toBe('placed the HQ of 152nd Infantry Brigade');
  });

  it('refuses a bad position or unit', () => {
    expect(refusal(start, hq('gb-152bde', { lon: 3, lat: 91 }))).toEqual(['payload.hqPos.lat', 'lat must be -90…90, got 91']);
    expect(refusal(start, hq('gb-152bde', { lon: Number.NaN, lat: 50 }))).toEqual(['payload.hqPos.lon', 'expected a number, got NaN']);
    expect(refusal(start, hq('nobody', null))).toEqual(['payload.unitId', 'unknown unit "nobody"']);
  });
});

describe('unit.edited command fields', () => {
  const edit = (changes: Record<string, unknown>): EventDraft => ({ at: 0, type: 'unit.edited', v: 1, payload: { unitId: 'gb-6gordons', changes } } as EventDraft);

  it('sets radios, veteran and mobility', () => {
    const s = apply(start, edit({ radios: true, veteran: true, mobility: 'motorised' }));
    expect(s.units['gb-6gordons']).toMatchObject({ radios: true, veteran: true, mobility: 'motorised', bases: 8 });
  });

  it('refuses a non-boolean flag or an unknown mobility', () => {
    expect(refusal(start, edit({ radios: 'yes' }))).toEqual(['payload.changes.radios', 'expected true or false, got "yes"']);
    expect(refusal(start, edit({ veteran: 1 }))).toEqual(['payload.changes.veteran', 'expected true or false, got 1']);
    expect(refusal(start, edit({ mobility: 'hover' }))).toEqual([
      'payload.changes.mobility',
      'unknown mobility "hover"; expected one of: foot, motorised, armoured, cavalry, horseDrawn',
    ]);
  });
});

describe('command.tested (1916, 002 §2.1)', () => {
  const to = { lon: 3.061, lat: 50.097 };
  const test = (over: Partial<EventDraft<'command.tested'>['payload']> = {}, at = 45): EventDraft<'command.tested'> => ({
    at,
    type: 'command.tested',
    v: 1,
    payload: { unitId: 'gb-6gordons', column: 'maneuver', die: 4, modifiers: ['overTheTop'], target: 3, passed: true, moveTo: to, ...over },
  });

  it('a pass moves the unit in the same event and records the test with its seq and minute', () => {
    const s = apply(start, test());
    expect(s.units['gb-6gordons']!.pos).toEqual(to);
    expect(s.commandTests).toEqual([{ seq: 2, atMin: 45, unitId: 'gb-6gordons', column: 'maneuver', die: 4, modifiers: ['overTheTop'], target: 3, passed: true, moveTo: to }]);
    expect(s.clockMin).toBe(45);
    expect(start.commandTests).toBeUndefined();
    expect(describeEvent({ ...test(), seq: 2 }, start)).toBe('1916 command test of 1/6th Gordon Highlanders (maneuver): rolled 4 − 1 = 3, needed 3: passed, moved');
  });

  it('a fail leaves the unit where it was, and is recorded after the first', () => {
    const s1 = apply(start, test());
    const fail = test({ die: 3, modifiers: ['hqHit', 'hqHit'], target: 3, passed: false, column: 'assault' }, 50);
    const s2 = apply(s1, fail);
    expect(s2.units['gb-6gordons']!.pos).toEqual(to);
    expect(s2.commandTests!.map((t) => [t.seq, t.atMin, t.die, t.passed])).toEqual([
      [2, 45, 4, true],
      [3, 50, 3, false],
    ]);
    const s3 = apply(start, fail);
    expect(s3.units['gb-6gordons']!.pos).toEqual({ lon: 3.06, lat: 50.095 });
    expect(describeEvent({ ...fail, seq: 2 }, start)).toBe('1916 command test of 1/6th Gordon Highlanders (assault): rolled 3 − 2 = 1, needed 3: failed, stays put');
  });

  it('refuses a passed that the die contradicts, and each bad field', () => {
    expect(refusal(start, test({ die: 2, modifiers: ['overTheTop'], target: 2, passed: true }))).toEqual([
      'payload.passed',
      'die 2 with modifiers -1 makes 1 against target 2: the test failed, not passed',
    ]);
    expect(refusal(start, test({ die: 6, modifiers: [], target: 6, passed: false }))).toEqual([
      'payload.passed',
      'die 6 with modifiers 0 makes 6 against target 6: the test passed, not failed',
    ]);
    expect(refusal(start, test({ die: 7 }))).toEqual(['payload.die', 'die must be at most 6, got 7']);
    expect(refusal(start, test({ target: 8 }))).toEqual(['payload.target', 'target must be at most 7, got 8']);
    expect(refusal(start, test({ modifiers: ['hqHit', 'drunk' as never] }))[0]).toBe('payload.modifiers[1]');
    expect(refusal(start, test({ modifiers: ['demoralised', 'demoralised'], die: 6, target: 1, passed: false }))).toEqual([
      'payload.modifiers[1]',
      'modifier demoralised counts once; it is listed twice',
    ]);
    expect(refusal(start, test({ column: 'charge' as never }))[0]).toBe('payload.column');
    expect(refusal(start, test({ moveTo: { lon: 181, lat: 50 } }))).toEqual(['payload.moveTo.lon', 'lon must be -180…180, got 181']);
    expect(refusal(start, test({ unitId: 'gb-q' }))).toEqual(['payload.unitId', 'unknown unit "gb-q"']);
  });
});

describe('an older state with no command tests and no records', () => {
  it('takes the new events', () => {
    const old = deepFreeze({ ...commandStart() }) as CampaignState;
    expect(Object.keys(old)).not.toContain('commandTests');
    const s = apply(old, { at: 0, type: 'command.tested', v: 1, payload: { unitId: 'gb-6gordons', column: 'maneuver', die: 1, modifiers: [], target: 2, passed: false, moveTo: { lon: 3, lat: 50 } } });
    expect(s.commandTests).toHaveLength(1);
  });
});
