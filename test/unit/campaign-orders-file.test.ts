/**
 * A player's orders file taken in (NQM DESIGNER'S NOTES, the PLUMPIRE set-up): it must answer a packet
 * this campaign issued to that seat; each order is issued by the seat's HQ to units under it, not
 * before the packet nor after the campaign clock, and taken in once. The preview names the seat by the
 * campaign's own name for it and gives each order's arrivals by the command reaction table (004
 * §COMMAND REACTION TIMES: "Div to Regt\Bde 2 Hrs coming down", "Regt\Bde to Bn 1 Hr coming down").
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, EventError, type CampaignEvent } from '../../src/campaign/events.ts';
import { OrdersFileError, previewOrdersFile, previewOrdersFiles, readOrdersFile } from '../../src/campaign/picture/ordersFile.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { divOrder, ordersText, seatedWithPacket } from './campaign-picture-fixture2.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';

const s = seatedWithPacket();
const take = (state: CampaignState, payload: unknown, at = state.clockMin) => applyEvent(state, { seq: state.seq + 1, at, type: 'orders.takenIn', v: 1, payload } as CampaignEvent);
const preview = (text: string, state = s, now = s.clockMin) => previewOrdersFile(state, readOrdersFile(text), now);
const fileProblems = (text: string, state = s) => {
  try {
    preview(text, state);
  } catch (e) {
    expect(e).toBeInstanceOf(OrdersFileError);
    return (e as OrdersFileError).issues.map((i) => `${i.path}: ${i.message}`);
  }
  throw new Error('not refused');
};

describe('an orders file answering a packet', () => {
  it('is previewed with the seat by its campaign name, the packet, and each order with its arrivals, then taken in as written', () => {
    const p = preview(ordersText([divOrder()]));
    expect(p.seatLabel).toBe('51st Division HQ');
    expect(p.packet).toEqual({ id: 'pk-div-360', seatId: 'div', hqId: 'gb-51div', atMin: 360 });
    const [item] = p.items;
    expect(item!.label).toBe('Order 1 (for 152nd Infantry Brigade)');
    expect(item!.problems).toEqual([]);
    // "Div to Regt\Bde 2 Hrs coming down": issued 360, at 152 Bde (and the RFA brigade In Direct Support) 480;
    // "Regt\Bde to Bn 1 Hr coming down": its battalions at 540.
    expect(item!.arrivals).toEqual([
      { unitId: 'gb-152bde', atMin: 480 },
      { unitId: 'gb-255bde-rfa', atMin: 480 },
      { unitId: 'gb-6gordons', atMin: 540 },
      { unitId: 'gb-6seaforth', atMin: 540 },
    ]);
    const after = take(s, p.payload);
    expect(after.orders!['ord-1']).toEqual(divOrder());
    expect(after.takenIn!['pk-div-360/order:ord-1']).toEqual({ packetId: 'pk-div-360', kind: 'order', fileId: 'ord-1', id: 'ord-1', atMin: 360 });
  });

  it('a second import of the same file says what was already taken in, and writes nothing', () => {
    const after = take(s, preview(ordersText([divOrder()])).payload);
    const again = preview(ordersText([divOrder()]), after);
    expect(again.payload).toBeNull();
    expect(again.items[0]!.taken).toEqual({ taken: true, atMin: 360, id: 'ord-1' });
    // The fold refuses it too, however it is written.
    expect(() => take(after, { packetId: 'pk-div-360', orders: [{ fileId: 'ord-1', order: divOrder({ id: 'ord-9' }) }], reports: [] })).toThrow(/already taken in/);
    // The same file chosen twice at once: the second copy is seen as taken by the first.
    const both = previewOrdersFiles(s, [readOrdersFile(ordersText([divOrder()])), readOrdersFile(ordersText([divOrder()]))], 360);
    expect(both.map((b) => b.ok && b.payload !== null)).toEqual([true, false]);
  });

  it('an order backdated before the packet or dated after the clock is refused, with the times', () => {
    expect(preview(ordersText([divOrder({ issuedAtMin: 0 })])).items[0]!.problems).toEqual([
      'it is issued at 06:20, before the packet of 12:20: a player cannot act on what he did not yet know',
    ]);
    const future = preview(ordersText([divOrder({ issuedAtMin: 100_000 })]));
    expect(future.items[0]!.problems[0]).toMatch(/^it is issued at .+, after the campaign clock \(12:20\): it cannot have been written yet$/);
    expect(future.payload).toBeNull();
    expect(() => take(s, { packetId: 'pk-div-360', orders: [{ fileId: 'x', order: divOrder({ issuedAtMin: 0 }) }], reports: [] })).toThrow(EventError);
  });

  it('a file claiming another seat, or a packet never issued, changes nothing and says so in words', () => {
    expect(fileProblems(ordersText([divOrder()], { seatId: 'bde', seat: { hqId: 'gb-152bde', label: 'Forged label' } }))).toEqual([
      'seatId: the packet it names was issued to “51st Division HQ”, but the file claims another seat',
    ]);
    expect(fileProblems(ordersText([divOrder()], { packetId: 'pk-guessed' }))).toEqual([
      'packetId: this campaign issued no such packet: the file answers a packet of another campaign, or one never issued',
    ]);
    const forged = preview(ordersText([divOrder({ fromId: 'gb-152bde', forId: 'de-ir84' })]));
    expect(forged.items[0]!.problems).toEqual([
      'it is issued by 152nd Infantry Brigade, not by 51st (Highland) Division',
      'it is for Infanterie-Regiment 84, which is not under the command of 51st (Highland) Division',
    ]);
  });

  it('is refused as a file before it is read item by item: older versions, hostile keys, two million entries', () => {
    const refused = (text: string) => {
      try {
        readOrdersFile(text);
      } catch (e) {
        return (e as OrdersFileError).issues.map((i) => `${i.path}: ${i.message}`);
      }
      throw new Error('not refused');
    };
    expect(refused(ordersText([]).replace('"formatVersion": 2', '"formatVersion": 1'))).toEqual([
      'formatVersion: this orders file answers a packet of an older Campaign Desk: issue the seat a new packet and ask for its orders again',
    ]);
    expect(refused(ordersText([]).replace('"title":', '"constructor": 1, "title":'))).toEqual(['constructor: the key "constructor" is not allowed (it could alter program objects)']);
    const big = `{"format":"campaign-desk-orders","formatVersion":2,"orders":[${'{},'.repeat(1_999_999)}{}]}`;
    expect(refused(big)).toEqual(['orders: holds 2,000,000 orders; at most 200 are allowed']);
    expect(refused('{"format":"campaign-desk-orders","formatVersion":2,"orders":7}')[0]).toMatch(/^orders: expected a list, got 7$|^packetId/);
  });
});

describe('an orders file cannot smuggle anything in', () => {
  // 152 Bde's seat has a packet too; its report goes up to the division.
  const withBde = stepWithReports(s, { at: 360, type: 'packet.issued', v: 1, payload: { packet: { id: 'pk-bde-360', seatId: 'bde', hqId: 'gb-152bde', atMin: 360 } } });
  const report = (extra: Record<string, unknown> = {}) => ({
    id: 'rep-1',
    fromId: 'gb-152bde',
    toId: 'gb-51div',
    sentAtMin: 360,
    subject: 'situation' as const,
    text: 'All quiet.',
    units: [{ unitId: 'gb-6gordons', pos: null, bases: 8, injuredBases: 0, dugIn: false, disorganised: false, broken: false, stocks: { CU: 0, FU: 0, POL: 0 }, ...extra }],
  });
  const reportFile = (extra: Record<string, unknown>) =>
    ordersText([], { packetId: 'pk-bde-360', seatId: 'bde', seat: { hqId: 'gb-152bde', label: '152 Bde' }, reports: [report(extra)] as never });

  it('a report dating a unit apart from itself, or beyond its establishment, is refused, not thrown', () => {
    expect(preview(reportFile({}), withBde).items[0]!.problems).toEqual([]);
    const forged = preview(reportFile({ madeAtMin: 99_000_000 }), withBde).items[0]!.problems;
    expect(forged).toEqual([`it dates the state of ${s.units['gb-6gordons']!.name} apart from its own minute: a report gives its units as they are when it is sent`]);
    const too = preview(reportFile({ bases: 99, injuredBases: 100 }), withBde).items[0]!.problems;
    expect(too.some((p) => /more than its establishment/.test(p))).toBe(true);
    expect(too.some((p) => /100 injured bases of 99/.test(p))).toBe(true);
  });

  it('the same order twice in one file is refused as such, not thrown', () => {
    const p = preview(ordersText([divOrder(), divOrder()]));
    expect(p.items[1]!.problems).toEqual(['it has the id of Order 1: each order is written once']);
    expect(p.payload).toBeNull();
  });

  it('a packet whose seat is gone takes nothing in; an order dated before the seat’s newest packet is refused', () => {
    const gone = stepWithReports(s, { at: 360, type: 'seat.deleted', v: 1, payload: { seatId: 'div' } });
    expect(preview(ordersText([divOrder()]), gone).items[0]!.problems).toEqual(['the seat this packet was issued to is gone or now commands another HQ: its orders are no longer taken in']);
    let later = stepWithReports(s, { at: 420, type: 'clock.advanced', v: 1, payload: { toMin: 420 } });
    later = stepWithReports(later, { at: 420, type: 'packet.issued', v: 1, payload: { packet: { id: 'pk-div-420', seatId: 'div', hqId: 'gb-51div', atMin: 420 } } });
    expect(preview(ordersText([divOrder({ issuedAtMin: 400 })]), later, 420).items[0]!.problems).toEqual([
      "it is issued at 13:00, before the seat's newest packet of 13:20: a player cannot act on what he did not yet know",
    ]);
  });
});
