/**
 * Applying an order (`proposeOrderRoutes`, docs/RULINGS.md §Applying an order): a route for each unit of
 * the formation the order is for, through its objectives in order, keeping its place in the formation,
 * in force from the minute the order reaches it by the command reaction times (004 §COMMAND REACTION
 * TABLE: Div → Bde 2 h, Bde → Bn 1 h), and the fold takes the routes as written.
 */
import { describe, expect, it } from 'vitest';
import { orderMovers, proposeOrderRoutes } from '../../src/campaign/orders/applyOrder.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { apply, sampleOrder } from './campaign-fixture.ts';
import { at, logisticsStart } from './campaign-logistics-fixture.ts';

const GRID = logisticsStart().grid;
const m = (p: { lon: number; lat: number }) => {
  const l = gridProjection(GRID).toLocal(p);
  return { e: Math.round(l.eastingM), n: Math.round(l.northingM) };
};

describe('applying an order', () => {
  const order = sampleOrder({ objectives: [{ label: 'Blue line', ref: '10001400', pos: at(10000, 14000) }, { label: 'Brown line', ref: '10001600', pos: at(10000, 16000) }] });
  const s = apply(logisticsStart(), { at: 40, type: 'order.saved', v: 1, payload: { order } });

  it('routes each placed unit of the brigade to the objectives in its place, from the minute the order reaches it', () => {
    const movers = orderMovers(s, 'gb-152bde');
    expect(movers).toContain('gb-6gordons');
    const props = proposeOrderRoutes(s, s.orders!['o-1']!);
    expect(props.map((p) => p.unitId)).toEqual(movers);
    const gordons = props.find((p) => p.unitId === 'gb-6gordons')!;
    // Issued by 51 Div at minute 40: 2 h to 152 Bde, 1 h on to its battalion — in force at minute 220.
    expect(gordons.receivedAtMin).toBe(40 + 120 + 60);
    expect(gordons.route).toMatchObject({ unitId: 'gb-6gordons', mode: 'moveToContact', issuedById: 'gb-51div', issuedAtMin: 40, effectiveAtMin: 220, orderId: 'o-1', passed: 0, stop: null });
    // Each unit keeps its offset from the formation's centre: the Gordons' waypoints are the objectives moved by it.
    const centre = movers.map((id) => m(s.units[id]!.pos!)).reduce((c, p, _i, all) => ({ e: c.e + p.e / all.length, n: c.n + p.n / all.length }), { e: 0, n: 0 });
    const off = { e: m(s.units['gb-6gordons']!.pos!).e - centre.e, n: m(s.units['gb-6gordons']!.pos!).n - centre.n };
    const w = gordons.route.waypoints.map((x) => m(x.pos));
    expect(w[0]!.e).toBeCloseTo(10000 + off.e, -1);
    expect(w[1]!.n - w[0]!.n).toBe(2000);
    // Foot move to contact, 1 km/h (004 §MOVEMENT RATES TABLE): the time is the distance at that rate.
    expect(gordons.minutes).toBe(Math.round((gordons.distanceM / 1000) * 60));
    // Written, the routes are the campaign's; a unit marches from its receipt minute.
    let after = s;
    for (const p of props) after = apply(after, { at: 40, type: 'route.set', v: 1, payload: { route: p.route } });
    expect(after.routes!['gb-6gordons']!.effectiveAtMin).toBe(220);
  });

  it('says why when there is nothing to march to', () => {
    const none = apply(logisticsStart(), { at: 40, type: 'order.saved', v: 1, payload: { order: sampleOrder({ objectives: [] }) } });
    expect(() => proposeOrderRoutes(none, none.orders!['o-1']!)).toThrow('the order names no objective');
  });
});

describe('a newer order supersedes the route from its own arrival', () => {
  it('the route in force runs on until the newer order reaches the unit, then the new one takes over', async () => {
    const { planTurn } = await import('../../src/campaign/turn/turn.ts');
    const { scriptedDice } = await import('../../src/rules/dice.ts');
    const { fold, openGoing, route, turnStart, metres } = await import('./campaign-turn-fixture.ts');
    const advance = (s: ReturnType<typeof turnStart>, toMin: number) => fold(s, { at: toMin, type: 'clock.advanced', v: 1, payload: planTurn(s, toMin, openGoing, scriptedDice([])) });
    // 5 Coy TC marches east on the first order; a second order (due at minute 120) sends it north.
    let s = fold(turnStart(), { at: 0, type: 'route.set', v: 1, payload: { route: route('gb-tc5', [[25000, 5000]], { orderId: undefined }) } });
    s = fold(s, { at: 0, type: 'route.set', v: 1, payload: { route: route('gb-tc5', [[15000, 15000]], { effectiveAtMin: 120 }), queued: true } });
    expect(s.queuedRoutes!['gb-tc5']!.effectiveAtMin).toBe(120);
    expect(s.routes!['gb-tc5']!.waypoints[0]!.ref).toBe('25000/5000');
    s = advance(s, 60); // east at 3 km/h (armoured, move to contact)
    expect(metres(s.units['gb-tc5']!.pos!)).toEqual({ e: 18000, n: 5000 });
    s = advance(s, 120); // still east until the new order arrives at 120; then it is the route in force
    expect(metres(s.units['gb-tc5']!.pos!)).toEqual({ e: 21000, n: 5000 });
    expect(s.routes!['gb-tc5']!.waypoints[0]!.ref).toBe('15000/15000');
    expect(s.queuedRoutes!['gb-tc5']).toBeUndefined();
    s = advance(s, 180); // now towards the new objective
    expect(metres(s.units['gb-tc5']!.pos!).n).toBeGreaterThan(5000);
    // A queued route for a unit with no route in force is in force at once.
    const fresh = fold(turnStart(), { at: 0, type: 'route.set', v: 1, payload: { route: route('gb-gordons', [[5050, 5500]], { effectiveAtMin: 60 }), queued: true } });
    expect([fresh.routes?.['gb-gordons']?.effectiveAtMin, fresh.queuedRoutes]).toEqual([60, undefined]);
  });
});
