/**
 * The campaign's command glue (src/campaign/commandState.ts) on the Cambrai order of battle: command
 * reaction times case by case (004 §COMMAND REACTION TIMES; RULINGS.md §Not Quite Mechanized), support
 * fire, an order's timeline to every battalion and company, superseded and replaced orders, messages in
 * transit, reports and what each HQ knows, memoisation, and errors that never throw.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { stateFromScenario } from '../../src/campaign/events.ts';
import {
  commandNetOf,
  inTransitAt,
  knownAt,
  oobNodesOf,
  orderViews,
  reportViews,
  supportFire,
  type OrderView,
} from '../../src/campaign/command/commandState.ts';
import type { CampaignOrder, CampaignReport, CampaignState, Scenario, Unit } from '../../src/campaign/model/types.ts';

const cambrai = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
const BASE = stateFromScenario(cambrai);

const CORPS = 'gb-iv-corps';
const DIV = 'gb-51div';
const BDE = 'gb-51div-152bde';
const GORDONS = 'gb-51div-152bde-1-6-gordons';
const COY = 'gb-51div-152bde-1-6-gordons-a';

/** The base state with some units changed (a new `units` object, as the fold makes). */
function withUnits(state: CampaignState, changes: Record<string, Partial<Unit>>): CampaignState {
  const units = Object.assign(Object.create(null) as CampaignState['units'], state.units);
  for (const [id, c] of Object.entries(changes)) units[id] = { ...units[id]!, ...c };
  return { ...state, units };
}

function order(id: string, fromId: string, forId: string, issuedAtMin: number, extra: Partial<CampaignOrder> = {}): CampaignOrder {
  return { id, fromId, forId, issuedAtMin, aim: '', objectives: [], commandStructure: '', allocations: [], hqLocations: [], timings: [], notes: '', ...extra };
}
const withOrders = (state: CampaignState, ...orders: CampaignOrder[]): CampaignState => ({ ...state, orders: Object.fromEntries(orders.map((o) => [o.id, o])) });
const at = (v: OrderView, unitId: string) => v.receipts.find((r) => r.unitId === unitId);

describe('command reaction times on the Cambrai order of battle', () => {
  it('Corps → a company of a battalion without radios: 2 + 2 + 1 + 1 h; with radios 5 h', () => {
    expect(commandNetOf(BASE).delayMin(CORPS, COY)).toBe(360);
    expect(commandNetOf(BASE).path(CORPS, COY).map((l) => l.toId)).toEqual([DIV, BDE, GORDONS, COY]);
    expect(commandNetOf(withUnits(BASE, { [GORDONS]: { radios: true } })).delayMin(CORPS, COY)).toBe(300);
  });
  it('Army → a company: Army↔Corps 2 h more', () => {
    expect(commandNetOf(BASE).delayMin('gb-3army', COY)).toBe(480);
  });
  it('a veteran armoured battalion halves the leg to it and every leg inside it, its companies included', () => {
    const tanks = (s: CampaignState) => commandNetOf(s).delayMin('gb-tank-corps', 'gb-tank-e-bn-13coy');
    expect(tanks(BASE)).toBe(120 + 60 + 60);
    // Corps → Tank Bde 2 h, Bde → E Bn 1 h halved, E Bn → 13 Coy 1 h halved (inside the veteran battalion).
    expect(tanks(withUnits(BASE, { 'gb-tank-e-bn': { veteran: true } }))).toBe(120 + 30 + 30);
    expect(tanks(withUnits(BASE, { 'gb-tank-e-bn': { veteran: true }, 'gb-tank-e-bn-13coy': { veteran: true } }))).toBe(120 + 30 + 30);
    // A veteran tank battalion set to foot mobility is not halved.
    expect(tanks(withUnits(BASE, { 'gb-tank-e-bn': { veteran: true, mobility: 'foot' } }))).toBe(240);
  });
  it('a general at the point of action short-circuits the chain', () => {
    expect(commandNetOf(BASE).delayMin(CORPS, COY, { generalAtPointOfAction: true })).toBe(0);
  });
  it('mobility from the unit, else from its type; support relations carried', () => {
    const byId = new Map(oobNodesOf(BASE).map((n) => [n.id, n]));
    expect(byId.get('gb-tank-e-bn')).toEqual({ id: 'gb-tank-e-bn', parentId: 'gb-tank-1bde', echelon: 'battalion', mobility: 'armoured', support: { relation: 'inDirectSupport', toId: DIV } });
    expect(byId.get('gb-1cavdiv')?.mobility).toBe('cavalry');
    expect(byId.get('gb-51div-ra-255bde-a')?.mobility).toBe('horseDrawn');
    expect(byId.get(COY)?.mobility).toBe('foot');
    expect(oobNodesOf(BASE)).toHaveLength(cambrai.units.length);
    expect(oobNodesOf(withUnits(BASE, { [COY]: { mobility: 'motorised' } })).find((n) => n.id === COY)?.mobility).toBe('motorised');
  });
});

describe('support fire', () => {
  it('a battery In Support answers a battalion’s call in the next hour', () => {
    const s = withUnits(BASE, { 'gb-51div-ra-255bde-a': { support: { relation: 'inSupport', toId: GORDONS } } });
    expect(supportFire(s, GORDONS, 'gb-51div-ra-255bde-a', 400)).toMatchObject({ fireAtMin: 420, via: 'inSupport' });
    expect(supportFire(s, COY, 'gb-51div-ra-255bde-a', 420)).toMatchObject({ fireAtMin: 480, via: 'inSupport' });
  });
  it('tanks In Direct Support of the brigade (as the scenario has them) fire in the hour asked', () => {
    expect(supportFire(BASE, GORDONS, 'gb-tank-e-bn-13coy', 400)).toEqual({
      fireAtMin: 400,
      via: 'inDirectSupport',
      reason: `gb-tank-e-bn-13coy is In Direct Support of ${BDE}, which commands ${GORDONS}: fire comes in the hour asked for`,
    });
  });
  it('a battery with no relation to the caller answers by the command chain', () => {
    // 1/6 Gordons → 152 Bde 1 h → 51 Div 2 h → 51 Div RA 2 h → CCLVI Bde 1 h → A battery 1 h = 7 h.
    expect(supportFire(BASE, GORDONS, 'gb-51div-ra-256bde-a', 400)).toMatchObject({ fireAtMin: 820, via: 'command' });
    expect(() => supportFire(BASE, GORDONS, 'de-2armee', 0)).toThrow(/no common commander/);
  });
});

describe('an order from a division to a brigade at 06:00 on 21 November (minute 1420)', () => {
  const s = withOrders(withUnits(BASE, { 'gb-51div-152bde-1-8-argylls': { radios: true } }), order('o-div', DIV, BDE, 1420));
  const [view] = orderViews(s, 1420);
  it('reaches the brigade at 08:00 (with it E Bn Tank Corps’ three companies In Direct Support of it), each battalion at 09:00 and each company at 10:00 (09:00 with radios)', () => {
    expect(view!.title).toBe('51 Div → 152 Bde');
    expect(view!.error).toBeUndefined();
    const times = Object.fromEntries(view!.receipts.map((r) => [r.unitId, r.atMin]));
    const companies = ['a', 'b', 'c', 'd'];
    expect(times).toEqual({
      [DIV]: 1420,
      [BDE]: 1540,
      // In Direct Support of the brigade: they have the order when it does (004 §ORDER OF BATTLE).
      'gb-tank-e-bn-13coy': 1540,
      'gb-tank-e-bn-14coy': 1540,
      'gb-tank-e-bn-15coy': 1540,
      ...Object.fromEntries(['1-6-seaforth', '1-6-gordons', '1-5-seaforth', '1-8-argylls'].flatMap((bn) => [
        [`${BDE}-${bn}`, 1600],
        ...companies.map((c) => [`${BDE}-${bn}-${c}`, bn === '1-8-argylls' ? 1600 : 1660]),
      ])),
      [`${BDE}-mgc`]: 1600,
      [`${BDE}-ltmb`]: 1600,
    });
    expect(view!.completeAtMin).toBe(1660);
    expect(at(view!, COY)).toMatchObject({ fromId: GORDONS, legMin: 60, role: 'subordinate', status: 'inTransit' });
  });
  it('statuses follow the clock', () => {
    expect(at(orderViews(s, 1599)[0]!, GORDONS)?.status).toBe('inTransit');
    expect(at(orderViews(s, 1600)[0]!, GORDONS)?.status).toBe('effective');
    expect(at(orderViews(s)[0]!, DIV)?.status).toBe('inTransit'); // state.clockMin 0: not issued yet
  });
});

describe('superseded and replaced orders', () => {
  // The corps order (05:20, 1380) reaches 51 Div 1500, 152 Bde 1620, 1/6 Gordons 1680.
  // The division order (06:00, 1420) reaches 152 Bde 1540 and 1/6 Gordons 1600: it overtakes the corps order.
  // A second division order (08:20, 1560) to 152 Bde reaches it at 1680 and the battalions at 1740: it replaces the first.
  const s = withOrders(BASE, order('o-corps', CORPS, DIV, 1380), order('o-div', DIV, BDE, 1420), order('o-div2', DIV, BDE, 1560));
  const views = orderViews(s, 1700);
  const byId = Object.fromEntries(views.map((v) => [v.order.id, v]));
  it('the corps order arriving after the newer division order is superseded on arrival at the brigade and the battalion', () => {
    expect(views.map((v) => v.order.id)).toEqual(['o-corps', 'o-div', 'o-div2']);
    expect(at(byId['o-corps']!, GORDONS)).toMatchObject({ atMin: 1680, status: 'supersededOnArrival', byOrderId: 'o-div' });
    expect(at(byId['o-corps']!, BDE)).toMatchObject({ atMin: 1620, status: 'supersededOnArrival', byOrderId: 'o-div' });
    expect(at(byId['o-corps']!, DIV)).toMatchObject({ atMin: 1500, status: 'effective' });
    expect(at(byId['o-corps']!, 'gb-51div-154bde')).toMatchObject({ atMin: 1620, status: 'effective' });
    expect(byId['o-corps']!.superseded).toBe(true);
  });
  it('the first division order is replaced at the brigade when the second arrives, and at the battalion later', () => {
    expect(at(byId['o-div']!, BDE)).toMatchObject({ atMin: 1540, status: 'replaced', byOrderId: 'o-div2' });
    expect(at(byId['o-div']!, GORDONS)).toMatchObject({ atMin: 1600, status: 'effective' });
    expect(at(orderViews(s, 1740).find((v) => v.order.id === 'o-div')!, GORDONS)).toMatchObject({ status: 'replaced', byOrderId: 'o-div2' });
    expect(byId['o-div']!.superseded).toBe(true);
    expect(byId['o-div2']!.superseded).toBe(false);
    expect(at(byId['o-div2']!, GORDONS)).toMatchObject({ atMin: 1740, status: 'inTransit' });
    expect(orderViews(s, 1539).find((v) => v.order.id === 'o-div')!.superseded).toBe(false);
  });
});

describe('messages in transit and what each HQ knows', () => {
  const report: CampaignReport = { id: 'r-contact', fromId: COY, toId: CORPS, sentAtMin: 1500, subject: 'contact', text: 'Wire uncut at La Justice' };
  const s: CampaignState = { ...withOrders(BASE, order('o-div', DIV, BDE, 1420)), reports: { [report.id]: report } };
  it('a report travels up with the same delays', () => {
    const [rv] = reportViews(s);
    expect(rv!.title).toBe('Contact report: A/1/6 Gordons → IV Corps');
    expect(rv!.receipts.map((r) => [r.unitId, r.atMin])).toEqual([[COY, 1500], [GORDONS, 1560], [BDE, 1620], [DIV, 1740], [CORPS, 1860]]);
  });
  it('in transit at chosen minutes, soonest first', () => {
    expect(inTransitAt(s, 1419)).toEqual([]);
    const at1420 = inTransitAt(s, 1420);
    expect(at1420[0]).toEqual({ kind: 'order', id: 'o-div', title: '51 Div → 152 Bde', fromUnitId: DIV, toUnitId: BDE, sentAtMin: 1420, arrivesAtMin: 1540 });
    expect(at1420.map((r) => r.arrivesAtMin)).toEqual([1540, 1540, 1540, 1540, ...Array(6).fill(1600), ...Array(16).fill(1660)]);
    const at1600 = inTransitAt(s, 1600);
    expect(at1600.map((r) => `${r.kind}:${r.toUnitId}@${r.arrivesAtMin}`)).toEqual([
      `report:${BDE}@1620`,
      ...['1-6-seaforth', '1-6-gordons', '1-5-seaforth', '1-8-argylls'].flatMap((bn) => ['a', 'b', 'c', 'd'].map((c) => `order:${BDE}-${bn}-${c}@1660`)),
      `report:${DIV}@1740`,
      `report:${CORPS}@1860`,
    ]);
    expect(inTransitAt(s, 1860)).toEqual([]);
  });
  it('knownAt: what an HQ has received by a minute', () => {
    expect(knownAt(s, DIV, 1739)).toEqual({ orders: [{ orderId: 'o-div', receivedAtMin: 1420 }], reports: [] });
    expect(knownAt(s, DIV, 1740)).toEqual({ orders: [{ orderId: 'o-div', receivedAtMin: 1420 }], reports: [{ reportId: 'r-contact', receivedAtMin: 1740 }] });
    expect(knownAt(s, BDE, 1539)).toEqual({ orders: [], reports: [] });
    expect(knownAt(s, BDE, 1620)).toEqual({ orders: [{ orderId: 'o-div', receivedAtMin: 1540 }], reports: [{ reportId: 'r-contact', receivedAtMin: 1620 }] });
    expect(knownAt(s, CORPS, 10_000)).toEqual({ orders: [], reports: [{ reportId: 'r-contact', receivedAtMin: 1860 }] });
  });
});

describe('errors never throw from the views; memoisation', () => {
  it('an order across the sides gets an error and no receipts', () => {
    const s = withOrders(BASE, order('o-bad', DIV, 'de-2armee', 60), order('o-ok', DIV, BDE, 0));
    const [ok, bad] = orderViews(s, 100);
    expect(ok!.error).toBeUndefined();
    expect(bad).toMatchObject({ receipts: [], completeAtMin: 60, superseded: false, error: `order "o-bad": fromId "${DIV}" and toId "de-2armee": no common commander` });
  });
  it('a broken order of battle gives every order and report an error', () => {
    const broken = withUnits(BASE, { [BDE]: { parentId: COY } });
    const s = { ...withOrders(broken, order('o1', DIV, BDE, 0)), reports: { r: { id: 'r', fromId: COY, toId: DIV, sentAtMin: 0, subject: 'situation', text: '' } as CampaignReport } };
    expect(orderViews(s)[0]!.error).toBe(`the order of battle is broken: unit "${BDE}": its parent "${COY}" (company) is not above a brigade`);
    expect(reportViews(s)[0]!.error).toMatch(/^the order of battle is broken/);
    expect(inTransitAt(s, 0)).toEqual([]);
    expect(() => commandNetOf(s)).toThrow(RangeError);
  });
  it('the net, node list and views are memoised on the state’s objects', () => {
    const s = withOrders(BASE, order('o1', DIV, BDE, 0));
    expect(commandNetOf(s)).toBe(commandNetOf({ ...s, clockMin: 99 }));
    expect(oobNodesOf(s)).toBe(oobNodesOf(BASE));
    expect(orderViews(s, 5)).toBe(orderViews(s, 5));
    expect(orderViews(s, 5)).not.toBe(orderViews(s, 6));
    expect(commandNetOf(withUnits(s, {}))).not.toBe(commandNetOf(s));
  });
});
