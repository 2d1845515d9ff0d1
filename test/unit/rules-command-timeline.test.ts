/**
 * Order and report timelines (src/rules/orderTimeline.ts; 004 §CONTROL, §COMMAND REACTION TIMES):
 * receipts at every HQ and unit with exact minutes, the earliest kept, supersession and replacement,
 * statuses by minute, messages in transit.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildCommandNet,
  inTransit,
  isNewerOrder,
  orderTimeline,
  receiptStatusAt,
  reportTimeline,
  supersession,
  type MessageTimeline,
  type OobNode,
} from '../../src/rules/index.ts';

/** Corps ▸ Div ▸ (Bde ▸ BnA no radios ▸ CoyA1, CoyA2; BnB radios ▸ CoyB1) and Bde2 ▸ BnC. */
const OOB: OobNode[] = [
  { id: 'corps', echelon: 'corps' },
  { id: 'div', parentId: 'corps', echelon: 'division' },
  { id: 'bde', parentId: 'div', echelon: 'brigade' },
  { id: 'bnA', parentId: 'bde', echelon: 'battalion' },
  { id: 'coyA1', parentId: 'bnA', echelon: 'company' },
  { id: 'coyA2', parentId: 'bnA', echelon: 'company' },
  { id: 'bnB', parentId: 'bde', echelon: 'battalion', radios: true },
  { id: 'coyB1', parentId: 'bnB', echelon: 'company' },
  { id: 'bde2', parentId: 'div', echelon: 'brigade' },
  { id: 'bnC', parentId: 'bde2', echelon: 'battalion' },
  { id: 'enemy', echelon: 'corps' },
];
const net = buildCommandNet(OOB);
const brief = (t: MessageTimeline) => t.receipts.map((r) => [r.unitId, r.atMin, r.role, r.fromId, r.legMin]);

describe('orderTimeline', () => {
  it('a unit In Direct Support of a battalion, under no common commander, has the order when the battalion does; its company an hour later', () => {
    // An army field brigade in direct support of bnA (its own chain is separate: "enemy" stands for any other tree here).
    const withArty: OobNode[] = [...OOB, { id: 'rfa', parentId: 'enemy', echelon: 'battalion' }, { id: 'rfaA', parentId: 'rfa', echelon: 'company' }];
    const t = orderTimeline(buildCommandNet(withArty), { id: 'o9', fromId: 'div', forId: 'bde', issuedAtMin: 0, supportIds: [{ unitId: 'rfa', supportsId: 'bnA' }] });
    const at = Object.fromEntries(t.receipts.map((r) => [r.unitId, [r.atMin, r.role]]));
    // div → bde 2 h; bde → bnA 1 h; rfa with bnA (no delay); rfa → its battery 1 h (no radios).
    expect(at.bnA).toEqual([180, 'subordinate']);
    expect(at.rfa).toEqual([180, 'named']);
    expect(at.rfaA).toEqual([240, 'subordinate']);
    expect(t.receipts.find((r) => r.unitId === 'rfa')!.reason).toBe('rfa is In Direct Support of bnA: it has the order when bnA does');
  });

  it('a division order to a brigade at 06:00 of day 2 (minute 1420): every HQ, battalion and company, and the named unit', () => {
    const t = orderTimeline(net, { id: 'o1', fromId: 'div', forId: 'bde', issuedAtMin: 1420, namedIds: ['bnC'] });
    expect(brief(t)).toEqual([
      ['div', 1420, 'path', null, 0],
      ['bde', 1540, 'formation', 'div', 120],
      ['bnA', 1600, 'subordinate', 'bde', 60],
      ['coyA1', 1660, 'subordinate', 'bnA', 60],
      ['coyA2', 1660, 'subordinate', 'bnA', 60],
      ['bnB', 1600, 'subordinate', 'bde', 60],
      ['coyB1', 1600, 'subordinate', 'bnB', 0],
      ['bde2', 1540, 'path', 'div', 120],
      ['bnC', 1600, 'named', 'bde2', 60],
    ]);
    expect(t).toMatchObject({ id: 'o1', kind: 'order', fromId: 'div', toId: 'bde', issuedAtMin: 1420, completeAtMin: 1660 });
    expect(t.receipts[0]!.reason).toBe('issued by div');
    expect(t.receipts[3]!.reason).toBe('Bn bnA → Coy coyA1 going down: 1 h (battalion has no radios)');
  });
  it('a corps order to a battalion goes down the whole chain; an order across the tree goes up first', () => {
    expect(brief(orderTimeline(net, { id: 'o', fromId: 'corps', forId: 'bnA', issuedAtMin: 0 })).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['corps', 0, 'path'],
      ['div', 120, 'path'],
      ['bde', 240, 'path'],
      ['bnA', 300, 'formation'],
      ['coyA1', 360, 'subordinate'],
      ['coyA2', 360, 'subordinate'],
    ]);
    expect(brief(orderTimeline(net, { id: 'o', fromId: 'bnC', forId: 'bnB', issuedAtMin: 10 })).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['bnC', 10, 'path'],
      ['bde2', 70, 'path'],
      ['div', 190, 'path'],
      ['bde', 310, 'path'],
      ['bnB', 370, 'formation'],
      ['coyB1', 370, 'subordinate'],
    ]);
  });
  it('keeps the earliest receipt of a unit reached twice', () => {
    // BnA writes to its division (up 60 + 120) and names its own CoyA1 (60 straight down): CoyA1 gets it at 60, not at 180 + 240.
    const t = orderTimeline(net, { id: 'o', fromId: 'bnA', forId: 'div', issuedAtMin: 0, namedIds: ['coyA1', 'coyA1'] });
    const at = Object.fromEntries(t.receipts.map((r) => [r.unitId, [r.atMin, r.role]]));
    expect(at).toEqual({
      bnA: [0, 'path'],
      bde: [60, 'path'],
      div: [180, 'formation'],
      coyA1: [60, 'named'],
      coyA2: [420, 'subordinate'],
      bnB: [360, 'subordinate'],
      coyB1: [360, 'subordinate'],
      bde2: [300, 'subordinate'],
      bnC: [360, 'subordinate'],
    });
    expect(t.receipts.filter((r) => r.unitId === 'bnA')).toHaveLength(1);
  });
  it('an order to the issuer itself', () => {
    expect(brief(orderTimeline(net, { id: 'o', fromId: 'bnB', forId: 'bnB', issuedAtMin: 5 }))).toEqual([
      ['bnB', 5, 'formation', null, 0],
      ['coyB1', 5, 'subordinate', 'bnB', 0],
    ]);
  });
  it('bad orders name the order and what is wrong', () => {
    expect(() => orderTimeline(net, { id: 'o9', fromId: 'div', forId: 'enemy', issuedAtMin: 0 })).toThrow('order "o9": fromId "div" and toId "enemy": no common commander');
    expect(() => orderTimeline(net, { id: 'o9', fromId: 'ghost', forId: 'bde', issuedAtMin: 0 })).toThrow('order "o9": fromId: unknown unit id "ghost"');
    expect(() => orderTimeline(net, { id: 'o9', fromId: 'div', forId: 'bde', issuedAtMin: 0, namedIds: ['x'] })).toThrow('order "o9": namedIds[0]: unknown unit id "x"');
    expect(() => orderTimeline(net, { id: 'o9', fromId: 'div', forId: 'bde', issuedAtMin: Number.NaN })).toThrow('order "o9": issuedAtMin must be a finite number of minutes, got NaN');
    expect(() => orderTimeline(net, { id: '', fromId: 'div', forId: 'bde', issuedAtMin: 0 })).toThrow('order.id: expected a non-empty string');
  });
});

describe('reportTimeline', () => {
  it('a report up the chain: sender, each HQ, the addressee', () => {
    const t = reportTimeline(net, { id: 'r1', fromId: 'coyA1', toId: 'div', sentAtMin: 30 });
    expect(brief(t)).toEqual([
      ['coyA1', 30, 'path', null, 0],
      ['bnA', 90, 'path', 'coyA1', 60],
      ['bde', 150, 'path', 'bnA', 60],
      ['div', 270, 'formation', 'bde', 120],
    ]);
    expect(t).toMatchObject({ kind: 'report', completeAtMin: 270 });
    expect(() => reportTimeline(net, { id: 'r2', fromId: 'coyA1', toId: 'enemy', sentAtMin: 0 })).toThrow(/report "r2": .*no common commander/);
  });
});

describe('supersession', () => {
  // oC: corps → div at 0 (div 120, bde 240, bnA 300, coys 360). oD: div → bde at 60 (bde 180, bnA 240, coys 300).
  // oD2: div → bnA at 200 (bde 320, bnA 380, coys 440).
  const oC = orderTimeline(net, { id: 'oC', fromId: 'corps', forId: 'div', issuedAtMin: 0 });
  const oD = orderTimeline(net, { id: 'oD', fromId: 'div', forId: 'bde', issuedAtMin: 60 });
  const oD2 = orderTimeline(net, { id: 'oD2', fromId: 'div', forId: 'bnA', issuedAtMin: 200 });
  const all = [oC, oD, oD2];
  const fates = supersession(all);
  const fateAt = (t: number, unit: string) => fates[t]![all[t]!.receipts.findIndex((r) => r.unitId === unit)];
  const statusAt = (t: number, unit: string, atMin: number) => {
    const i = all[t]!.receipts.findIndex((r) => r.unitId === unit);
    return receiptStatusAt(all[t]!.receipts[i]!, fates[t]![i]!, atMin);
  };

  it('the corps order, overtaken at the brigade and its battalions by the later division order that arrives first, is superseded on arrival', () => {
    expect(fateAt(0, 'bde')).toEqual({ kind: 'supersededOnArrival', byOrderId: 'oD' });
    expect(fateAt(0, 'bnB')).toEqual({ kind: 'supersededOnArrival', byOrderId: 'oD' });
    expect(fateAt(0, 'div')).toEqual({ kind: 'effective' });
    expect(fateAt(0, 'bde2')).toEqual({ kind: 'effective' });
    expect(statusAt(0, 'bde', 239)).toEqual({ status: 'inTransit' });
    expect(statusAt(0, 'bde', 240)).toEqual({ status: 'supersededOnArrival', byOrderId: 'oD' });
  });
  it('the division order in force at BnA is replaced when the newer one arrives; the newest is never superseded', () => {
    expect(fateAt(1, 'bnA')).toEqual({ kind: 'replaced', byOrderId: 'oD2', atMin: 380 });
    expect(fateAt(1, 'bde')).toEqual({ kind: 'replaced', byOrderId: 'oD2', atMin: 320 });
    expect(fateAt(1, 'bnB')).toEqual({ kind: 'effective' });
    expect(statusAt(1, 'bnA', 239)).toEqual({ status: 'inTransit' });
    expect(statusAt(1, 'bnA', 240)).toEqual({ status: 'effective' });
    expect(statusAt(1, 'bnA', 379)).toEqual({ status: 'effective' });
    expect(statusAt(1, 'bnA', 380)).toEqual({ status: 'replaced', byOrderId: 'oD2' });
    expect(fates[2]!.every((f) => f.kind === 'effective')).toBe(true);
    // At the corps-issued order's battalion the newest order there (oD2 at 380) is after oC's 300, but oD was there at 240.
    expect(fateAt(0, 'bnA')).toEqual({ kind: 'supersededOnArrival', byOrderId: 'oD' });
  });
  it('the issuer’s own receipt is never superseded and supersedes nothing; reports are ignored', () => {
    // oD and oD2 are issued at div (60, 200), both newer than oC, which reaches div at 120: oC stays effective there.
    expect(fateAt(1, 'div')).toEqual({ kind: 'effective' });
    const rep = reportTimeline(net, { id: 'zz', fromId: 'coyA1', toId: 'bde', sentAtMin: 0 });
    expect(supersession([oC, rep])[0]).toEqual(supersession([oC])[0]);
  });
  it('ties: the same minute issued → the later id is newer; the same minute arrived → the older is superseded on arrival', () => {
    expect(isNewerOrder({ id: 'b', issuedAtMin: 10 }, { id: 'a', issuedAtMin: 10 })).toBe(true);
    expect(isNewerOrder({ id: 'a', issuedAtMin: 11 }, { id: 'b', issuedAtMin: 10 })).toBe(true);
    // Ids compare their numbers as numbers: ord-10 was written after ord-9.
    expect(isNewerOrder({ id: 'ord-10', issuedAtMin: 10 }, { id: 'ord-9', issuedAtMin: 10 })).toBe(true);
    // At one minute the higher HQ's order stands, whichever was written later (docs/RULINGS.md §Orders of the same minute).
    expect(isNewerOrder({ id: 'ord-1', issuedAtMin: 10, issuerDepth: 1 }, { id: 'ord-2', issuedAtMin: 10, issuerDepth: 2 })).toBe(true);
    expect(isNewerOrder({ id: 'ord-2', issuedAtMin: 10, issuerDepth: 2 }, { id: 'ord-1', issuedAtMin: 10, issuerDepth: 1 })).toBe(false);
    const div = orderTimeline(net, { id: 'ord-1', fromId: 'div', forId: 'bnA', issuedAtMin: 0 });
    const bde = orderTimeline(net, { id: 'ord-2', fromId: 'bde', forId: 'bnA', issuedAtMin: 0 });
    expect([div.issuerDepth, bde.issuerDepth]).toEqual([1, 2]);
    const fates = supersession([div, bde]);
    // At bnA the brigade's order (1 h) arrives first but is replaced when the division's arrives (3 h).
    const atBnA = (t: MessageTimeline, f: (typeof fates)[number]) => f[t.receipts.findIndex((r) => r.unitId === 'bnA')];
    expect(atBnA(bde, fates[1]!)).toEqual({ kind: 'replaced', byOrderId: 'ord-1', atMin: 180 });
    expect(atBnA(div, fates[0]!)).toEqual({ kind: 'effective' });
    const x = orderTimeline(net, { id: 'x', fromId: 'bde', forId: 'bnA', issuedAtMin: 0 });
    const y = orderTimeline(net, { id: 'y', fromId: 'bde', forId: 'bnA', issuedAtMin: 0 });
    const [fx, fy] = supersession([x, y]);
    expect(fx![1]).toEqual({ kind: 'supersededOnArrival', byOrderId: 'y' });
    expect(fy![1]).toEqual({ kind: 'effective' });
  });
});

/** The rule as written, slowly: at each unit, receipts by arrival (newest first at one minute), swept once. */
function referenceFates(timelines: MessageTimeline[]) {
  const fates = timelines.map((t) => t.receipts.map((): object => ({ kind: 'effective' })));
  const byUnit = new Map<string, [number, number][]>();
  timelines.forEach((t, ti) => t.receipts.forEach((r, ri) => r.fromId !== null && byUnit.set(r.unitId, [...(byUnit.get(r.unitId) ?? []), [ti, ri]])));
  for (const list of byUnit.values()) {
    const atOf = ([t, r]: [number, number]) => timelines[t]!.receipts[r]!.atMin;
    list.sort((a, b) => atOf(a) - atOf(b) || (isNewerOrder(timelines[a[0]]!, timelines[b[0]]!) ? -1 : 1));
    let current: [number, number] | undefined;
    for (const e of list) {
      if (current && isNewerOrder(timelines[current[0]]!, timelines[e[0]]!)) {
        fates[e[0]]![e[1]] = { kind: 'supersededOnArrival', byOrderId: timelines[current[0]]!.id };
        continue;
      }
      if (current) fates[current[0]]![current[1]] = { kind: 'replaced', byOrderId: timelines[e[0]]!.id, atMin: atOf(e) };
      current = e;
    }
  }
  return fates;
}

it('supersession equals the rule swept by arrival, on random orders (fast-check)', () => {
  const ids = OOB.filter((u) => u.id !== 'enemy').map((u) => u.id);
  const orderArb = fc.record({ from: fc.constantFrom(...ids), for: fc.constantFrom(...ids), at: fc.integer({ min: 0, max: 300 }), named: fc.array(fc.constantFrom(...ids), { maxLength: 2 }) });
  fc.assert(
    fc.property(fc.array(orderArb, { maxLength: 12 }), fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 12, maxLength: 12 }), (specs, idParts) => {
      const timelines = specs.map((o, i) => orderTimeline(net, { id: `${idParts[i]}${11 - i}`, fromId: o.from, forId: o.for, issuedAtMin: o.at - (o.at % 30), namedIds: o.named }));
      expect(supersession(timelines)).toEqual(referenceFates(timelines));
    }),
    { numRuns: 400 },
  );
});

describe('inTransit', () => {
  const oC = orderTimeline(net, { id: 'oC', fromId: 'corps', forId: 'bnA', issuedAtMin: 0 });
  const oD = orderTimeline(net, { id: 'oD', fromId: 'div', forId: 'bnB', issuedAtMin: 100 });
  const rep = reportTimeline(net, { id: 'r', fromId: 'coyA1', toId: 'div', sentAtMin: 200 });
  it('receipts sent by the minute and not yet arrived, by arrival', () => {
    const rows = (m: number) => inTransit([oC, oD, rep], m).map((e) => `${e.timeline.id}:${e.receipt.unitId}@${e.receipt.atMin}`);
    expect(rows(0)).toEqual(['oC:div@120', 'oC:bde@240', 'oC:bnA@300', 'oC:coyA1@360', 'oC:coyA2@360']);
    expect(rows(250)).toEqual(['r:bnA@260', 'oD:bnB@280', 'oD:coyB1@280', 'oC:bnA@300', 'r:bde@320', 'oC:coyA1@360', 'oC:coyA2@360', 'r:div@440']);
    expect(rows(299)).toEqual(['oC:bnA@300', 'r:bde@320', 'oC:coyA1@360', 'oC:coyA2@360', 'r:div@440']);
    expect(rows(440)).toEqual([]);
    expect(() => inTransit([oC], Number.POSITIVE_INFINITY)).toThrow(/atMin/);
  });
});
