/**
 * One step of the campaign clock (`planTurn`): marching along routes at the NQM rates over
 * the going (004 §MOVEMENT RATES TABLE), command reaction times, POL, subordinates carried along, and
 * contacts found and opened by the recce sequence (004 §THE RECCE SEQUENCE) — with exact numbers.
 */
import { describe, expect, it } from 'vitest';
import { planTurn, routeEffectiveAtMin } from '../../src/campaign/turn/turn.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import type { EventDraft } from '../../src/campaign/events.ts';
import { at, fold, metres, openGoing, roughNorthOf, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';

const advance = (payload: ReturnType<typeof planTurn>): EventDraft => ({ at: payload.toMin, type: 'clock.advanced', v: 1, payload });

describe('planTurn: marching', () => {
  it('moves foot at 1 km/h in move to contact over open ground, facing its march, and the fold puts it there', () => {
    const s = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 7000]])));
    const p = planTurn(s, 60, openGoing, scriptedDice([]));
    expect(p.moves).toHaveLength(1);
    const m = p.moves![0]!;
    expect(m).toMatchObject({ unitId: 'gb-gordons', distanceM: 1000, facingDeg: 0, passed: 0, arrived: false, stop: null, pol: 0, carried: [] });
    expect(metres(m.to)).toEqual({ e: 5050, n: 6000 });
    const after = fold(s, advance(p));
    expect(metres(after.units['gb-gordons']!.pos!)).toEqual({ e: 5050, n: 6000 });
    expect(after.units['gb-gordons']!.movedAtMin).toBe(60);
    expect(after.routes!['gb-gordons']!.passed).toBe(0);
    // The second hour: at 07:30 (6,500 m, a gap of 1,000 m) II./84 comes within reach of small arms; the
    // recce sights it first on a 6 (R against V needs 6, 004 §RECCE SEQUENCE TABLE): the contact begins
    // there and then, and the march halts for the rest of the hour (004 §THE RECCE SEQUENCE).
    const p2 = planTurn(after, 120, openGoing, scriptedDice([6]));
    expect(p2.moves![0]).toMatchObject({ distanceM: 500, passed: 0, arrived: false, stop: 'contact' });
    expect(metres(p2.moves![0]!.to)).toEqual({ e: 5050, n: 6500 });
    expect(p2.contacts!.map((c) => [c.id, c.atMin, c.pairs[0]!.gapM, c.pairs[0]!.band, c.opening?.recceSightsFirst])).toEqual([['ct-90-1', 90, 1000, 'harass', true]]);
  });

  it('ends the route when the last waypoint is reached', () => {
    const s = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 5500]])));
    const p = planTurn(s, 60, openGoing, scriptedDice([]));
    expect(p.moves![0]).toMatchObject({ distanceM: 500, passed: 1, arrived: true, stop: null });
    expect(fold(s, advance(p)).routes!['gb-gordons']).toBeUndefined();  });

  it('halves the rate in rough going (our ruling on "bad going") and road-marches at 2 km/h on a road', () => {
    const s = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 9000]])));
    expect(planTurn(s, 60, roughNorthOf(0), scriptedDice([])).moves![0]!.distanceM).toBe(500);
    const road = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 1000]], { mode: 'roadMarch' })));
    expect(planTurn(road, 60, () => ({ move: 'open', road: true }), scriptedDice([])).moves![0]!.distanceM).toBe(2000);
  });

  it('starts when the order reaches the unit (command reaction time) and not before', () => {
    const t = turnStart();
    // 152 Bde → 1/6 Gordons: Bde → Bn 1 h (004 §COMMAND REACTION TABLE).
    expect(routeEffectiveAtMin(t, 'gb-152bde', 'gb-gordons', 0)).toBe(60);
    const s = fold(t, routeDraft(route('gb-gordons', [[5050, 9000]], { issuedById: 'gb-152bde', effectiveAtMin: 60 })));
    expect(planTurn(s, 60, openGoing, scriptedDice([])).moves).toBeUndefined();
    const late = fold(t, routeDraft(route('gb-gordons', [[5050, 9000]], { effectiveAtMin: 30 })));
    expect(planTurn(late, 60, openGoing, scriptedDice([])).moves![0]!.distanceM).toBe(500);
  });

  it('burns 1 POL an hour for a tracked unit and refuses to move one without fuel', () => {
    const s = fold(turnStart(), routeDraft(route('gb-tc5', [[15000, 9000]])));
    const p = planTurn(s, 60, openGoing, scriptedDice([]));
    expect(p.moves![0]).toMatchObject({ unitId: 'gb-tc5', distanceM: 3000, pol: 1 });
    const after = fold(s, advance(p));
    expect(after.units['gb-tc5']!.stocks?.POL).toBe(7);
    const dry = fold(s, { at: 0, type: 'stock.set', v: 1, payload: { unitId: 'gb-tc5', stocks: { POL: 0 }, reason: 'test' } });
    const q = planTurn(dry, 60, openGoing, scriptedDice([]));
    expect(q.moves![0]).toMatchObject({ distanceM: 0, stop: 'noFuel', pol: 0 });
    expect(fold(dry, advance(q)).routes!['gb-tc5']!.stop).toBe('noFuel');
  });

  it('carries placed subordinates without routes of their own by the same ground vector', () => {
    const t = turnStart();
    const placed = fold(t, { at: 0, type: 'unit.moved', v: 1, payload: { unitId: 'gb-gordons-a', to: { ...t.units['gb-gordons']!.pos! } } });
    const s = fold(placed, routeDraft(route('gb-gordons', [[6050, 5000]])));
    const m = planTurn(s, 60, openGoing, scriptedDice([])).moves![0]!;
    expect(m.facingDeg).toBe(90);
    expect(m.carried.map((c) => c.unitId)).toEqual(['gb-gordons-a']);
    expect(metres(m.carried[0]!.to)).toEqual({ e: 6050, n: 5000 });
  });

  it('refuses a road march-less mode for horse-drawn units and a route for a unit not on the map', () => {
    const t = turnStart();
    expect(() => fold(t, routeDraft(route('gb-gordons-a', [[5050, 6000]])))).toThrow('A/6 Gordons is not on the map');
    const horse = fold(t, { at: 0, type: 'unit.edited', v: 1, payload: { unitId: 'gb-gordons', changes: { mobility: 'horseDrawn' } } });
    expect(() => fold(horse, routeDraft(route('gb-gordons', [[5050, 6000]])))).toThrow('has no moveToContact rate');
  });
});

describe('planTurn: marching into contact', () => {
  const s = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 9000]])));
  // Both battalions' ground is 2,000 m across in open country (004 §REAL ESTATE TABLE, upper limit), so
  // the gap is the centres' distance less 2,000 m. Infantry small arms reach 1,000 m (harassing), 300 m
  // effective, 100 m contact (004 §WEAPON RANGE TABLE).
  const h1 = planTurn(s, 60, openGoing, scriptedDice([]));
  const s1 = fold(s, advance(h1));

  it('halts where the defender opens fire: the range the engagement table gives it, at that minute', () => {
    expect(h1.contacts).toBeUndefined(); // 06:00–07:00: a gap of 2,500 → 1,500 m, out of reach
    // 07:00–08:00: at 07:30 the gap is 1,000 m; the recce fails to sight II./84 (red 5: R against V needs a
    // 6) and II./84 holds its fire to effective range (blue 2: V 1–2 "Effect", 004 §ENGAGEMENT TABLE):
    // 300 m, not reached by 08:00 (500 m). Nothing is raised; the march goes on.
    const d2 = scriptedDice([5, 2]);
    const h2 = planTurn(s1, 120, openGoing, d2);
    expect(d2.used()).toBe(2);
    expect(h2.contacts).toBeUndefined();
    expect(metres(h2.moves![0]!.to)).toEqual({ e: 5050, n: 7000 });
    const s2 = fold(s1, advance(h2));
    // 08:00–09:00: the recce looks again at once (a gap of 500 m), fails again, and II./84 opens fire at
    // 300 m — at 6,500 + 700 = 7,200 m north, 12 minutes on at 1 km/h: the contact begins at 08:12 there.
    const h3 = planTurn(s2, 180, openGoing, scriptedDice([5, 2]));
    expect(h3.moves![0]).toMatchObject({ unitId: 'gb-gordons', distanceM: 200, stop: 'contact', arrived: false });
    expect(metres(h3.moves![0]!.to)).toEqual({ e: 5050, n: 7200 });
    expect(h3.contacts).toHaveLength(1);
    expect(h3.contacts![0]).toMatchObject({
      id: 'ct-132-1',
      atMin: 132,
      blueIds: ['gb-gordons'],
      redIds: ['de-84-2'],
      pairs: [{ blueId: 'gb-gordons', redId: 'de-84-2', gapM: 300, band: 'effective' }],
      recceSide: 'blue',
      recceId: 'gb-gordons',
      defenderId: 'de-84-2',
      opening: { redDie: 5, recceSightsFirst: false, blueDie: 2, defenderOpensAt: 'effect' },
      status: 'open',
      ref: '050083', // halfway between northings 7,200 and 9,500
    });
    const s3 = fold(s2, advance(h3));
    expect(s3.routes!['gb-gordons']!.stop).toBe('contact');
    // The rest is spent in contact: while it is open the route waits, and nothing new is raised.
    const h4 = planTurn(s3, 240, openGoing, scriptedDice([]));
    expect([h4.moves, h4.contacts]).toEqual([undefined, undefined]);
    // Once dismissed (bypassed by the umpire's choice), the march goes on past II./84 without a new contact.
    const s4 = fold(s3, { at: 180, type: 'contact.dismissed', v: 1, payload: { contactId: 'ct-132-1', note: '' } });
    expect(planTurn(s4, 240, openGoing, scriptedDice([])).moves![0]).toMatchObject({ distanceM: 1000, stop: null });
  });

  it('a defender holding its fire to contact range lets the march come to 100 m', () => {
    const s2 = fold(s1, advance(planTurn(s1, 120, openGoing, scriptedDice([5, 2]))));
    // Blue 3 for V is "Contact" (3–6): 100 m, 400 m on from 7,000 m: 08:24.
    const h3 = planTurn(s2, 180, openGoing, scriptedDice([5, 3]));
    expect(metres(h3.moves![0]!.to)).toEqual({ e: 5050, n: 7400 });
    expect(h3.contacts![0]).toMatchObject({ atMin: 144, pairs: [{ gapM: 100, band: 'contact' }] });
  });

  it('"Advancing recce can only look at one area per hour": every enemy met in the hour is one contact, one red die', () => {
    // A second German battalion (R) 1,500 m east of II./84 comes within reach in the same look at 08:00: one
    // contact holding both, opened by one recce sequence against the best-graded (II./84, V): red 5, blue 2.
    const withSecond = { ...s1, units: { ...s1.units, 'de-84-3': { ...s1.units['de-84-2']!, id: 'de-84-3', name: 'III./84', shortName: 'III./84', grade: 'R' as const, pos: at(6550, 9500) } }, unitOrder: [...s1.unitOrder, 'de-84-3'] };
    const s2 = fold(withSecond, advance(planTurn(withSecond, 120, openGoing, scriptedDice([5, 2]))));
    const dice = scriptedDice([5, 2]);
    const h3 = planTurn(s2, 180, openGoing, dice);
    expect(dice.used()).toBe(2);
    expect(h3.contacts!.map((c) => [c.atMin, c.recceId, c.redIds, c.defenderId, c.opening?.redDie])).toEqual([[132, 'gb-gordons', ['de-84-2', 'de-84-3'], 'de-84-2', 5]]);
  });

  it('units standing within contact range with no contact between them make one at the end of the next step; the standing front does not', () => {
    // 5 Coy TC placed 80 m from II./84's position.
    const near = fold(turnStart(), { at: 0, type: 'unit.moved', v: 1, payload: { unitId: 'gb-tc5', to: at(5050, 9420) } });
    const p = planTurn(near, 60, openGoing, scriptedDice([]));
    expect(p.contacts).toHaveLength(1);
    expect(p.contacts![0]).toMatchObject({ id: 'ct-60-1', atMin: 60, blueIds: ['gb-tc5'], redIds: ['de-84-2'], pairs: [{ gapM: 80, band: 'contact' }], recceSide: null, opening: null });
    // (its march does not start: standing units raise it at the step's end)
    // Once a contact has held them, standing still raises nothing again.
    const after = fold(near, advance(p));
    const dismissed = fold(after, { at: 60, type: 'contact.dismissed', v: 1, payload: { contactId: 'ct-60-1', note: '' } });
    expect(planTurn(dismissed, 120, openGoing, scriptedDice([])).contacts).toBeUndefined();
    // 500 m apart (their ground overlapping, within reach, beyond contact range) and standing: the standing front, not news.
    const front = fold(turnStart(), { at: 0, type: 'unit.moved', v: 1, payload: { unitId: 'gb-tc5', to: at(5050, 9000) } });
    expect(planTurn(front, 60, openGoing, scriptedDice([])).contacts).toBeUndefined();
  });

  it('the night rests when it allows only resupply: no march from 22:00, the march resumes at first light', () => {
    const night = fold(s, { at: 960, type: 'clock.advanced', v: 1, payload: { toMin: 960 } }); // 22:00
    expect(planTurn(night, 1020, openGoing, scriptedDice([]))).toEqual({ toMin: 1020 });
    const dawn = fold(s, { at: 1410, type: 'clock.advanced', v: 1, payload: { toMin: 1410 } }); // 05:30
    // 06:00 is first light: 10 minutes of march by 06:10 (1 km/h).
    expect(planTurn(dawn, 1450, openGoing, scriptedDice([])).moves![0]!.distanceM).toBe(167);
    const off = fold(night, { at: 960, type: 'settings.changed', v: 1, payload: { changes: { nightResupplyOnly: false } } });
    expect(planTurn(off, 1020, openGoing, scriptedDice([])).moves![0]!.distanceM).toBe(1000);
  });
});
