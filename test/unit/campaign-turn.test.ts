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
    // The second hour reaches the waypoint: the route is done and removed.
    const p2 = planTurn(after, 120, openGoing, scriptedDice([6])); // 7,000 m: in range of II./84, the recce sights it first on a 6
    expect(p2.moves![0]).toMatchObject({ distanceM: 1000, passed: 1, arrived: true });
    expect(fold(after, advance(p2)).routes!['gb-gordons']).toBeUndefined();
  });

  it('halves the rate in rough going (our ruling on "bad going") and road-marches at 2 km/h on a road', () => {
    const s = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 9000]])));
    expect(planTurn(s, 60, roughNorthOf(0), scriptedDice([])).moves![0]!.distanceM).toBe(500);
    const road = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 9000]], { mode: 'roadMarch' })));
    expect(planTurn(road, 60, () => ({ move: 'open', road: true }), scriptedDice([6])).moves![0]!.distanceM).toBe(2000);
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

describe('planTurn: contacts', () => {
  const s = fold(turnStart(), routeDraft(route('gb-gordons', [[5050, 9000]])));

  it('finds the contact when the battalion comes within harassing range, and opens it with the recce sequence', () => {
    // Hour 1: centres 3,500 m apart, both 2,000 m frontages in open country → gap 1,500 m > 1,000 m: none.
    const h1 = planTurn(s, 60, openGoing, scriptedDice([]));
    expect(h1.contacts).toBeUndefined();
    const s1 = fold(s, advance(h1));
    // Hour 2: 2,500 m apart → gap 500 m: harassing range of infantry small arms (004 §WEAPON RANGE TABLE).
    // Recce R against a concealed V defender needs a 6 (004 §RECCE SEQUENCE TABLE): red die 5 fails;
    // blue die 2 on the engagement table for V → effect (1–2).
    const h2 = planTurn(s1, 120, openGoing, scriptedDice([5, 2]));
    expect(h2.contacts).toHaveLength(1);
    const c = h2.contacts![0]!;
    expect(c).toMatchObject({
      id: 'ct-120-1',
      atMin: 120,
      blueIds: ['gb-gordons'],
      redIds: ['de-84-2'],
      pairs: [{ blueId: 'gb-gordons', redId: 'de-84-2', gapM: 500, band: 'harass' }],
      recceSide: 'blue',
      recceId: 'gb-gordons',
      defenderId: 'de-84-2',
      opening: { redDie: 5, recceSightsFirst: false, blueDie: 2, defenderOpensAt: 'effect' },
      status: 'open',
    });
    expect(c.ref).toBe('050082'); // halfway between northings 7,000 and 9,500, easting 5,050
    const s2 = fold(s1, advance(h2));
    expect(s2.contacts!['ct-120-1']!.status).toBe('open');
    // The next hour finds nothing new: the pair is held by the open contact.
    expect(planTurn(s2, 180, openGoing, scriptedDice([])).contacts).toBeUndefined();
  });

  it('"Advancing recce can only look at one area per hour": every enemy met in the hour is one contact, one red die', () => {
    // A second German battalion 1,500 m east of II./84 comes within reach in the same hour: one contact
    // holding both, opened by one recce sequence against the best-graded (II./84, V): red 5, blue 2.
    const twice = fold(s, { at: 0, type: 'unit.moved', v: 1, payload: { unitId: 'gb-tc5', to: at(14000, 20000) } });
    const withSecond = { ...twice, units: { ...twice.units, 'de-84-3': { ...twice.units['de-84-2']!, id: 'de-84-3', name: 'III./84', shortName: 'III./84', grade: 'R' as const, pos: at(6550, 9500) } }, unitOrder: [...twice.unitOrder, 'de-84-3'] };
    const s1 = fold(withSecond, advance(planTurn(withSecond, 60, openGoing, scriptedDice([]))));
    const dice = scriptedDice([5, 2]);
    const h2 = planTurn(s1, 120, openGoing, dice);
    expect(dice.used()).toBe(2);
    expect(h2.contacts!.map((c) => [c.recceId, c.redIds, c.defenderId, c.opening?.redDie])).toEqual([['gb-gordons', ['de-84-2', 'de-84-3'], 'de-84-2', 5]]);
  });

  it('does not report opposing units that stood still (the standing front)', () => {
    const near = fold(turnStart(), { at: 0, type: 'unit.moved', v: 1, payload: { unitId: 'gb-tc5', to: { ...turnStart().units['de-84-2']!.pos! } } });
    expect(planTurn(near, 60, openGoing, scriptedDice([])).contacts).toBeUndefined();
  });
});
