/**
 * The files of the PLUMPIRE game: a player's packet (read back exactly; refused with the place and the
 * reason; never taken for a campaign) and the orders file a player sends back (each order checked
 * against the seat: its HQ, units under its command, not before the packet; a refused file names every
 * problem and yields nothing), and the truth against a seat's picture.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import { checkOrdersFile, ordersFileText, OrdersFileError, type OrdersFile } from '../../src/campaign/picture/ordersFile.ts';
import { PacketError, packetText, readPacket } from '../../src/campaign/picture/packet.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { pictureDifferences } from '../../src/campaign/picture/truth.ts';
import type { CampaignOrder, CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { ImportError } from '../../src/db/errors.ts';
import { newStore } from './db-helpers.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';

const scenario = (JSON.parse(readFileSync(new URL('../fixtures/import/valid-orders.json', import.meta.url), 'utf8')) as { events: { payload: { scenario: Scenario } }[] }).events[0]!.payload.scenario;


/** 51 Div seated (as reported), the clock at 6 hours with situation reports every 2 hours (a battalion's reaches the division 3 hours after: Bn→Bde 1 h, Bde→Div 2 h). */
function seated(): CampaignState {
  let s = stateFromScenario(scenario);
  s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'div', hqId: 'gb-51div', ownUnits: 'reported', label: '51st Division HQ' } } });
  for (const toMin of [60, 120, 180, 240, 300, 360]) s = stepWithReports(s, { at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } });
  return s;
}

const order = (extra: Partial<CampaignOrder> = {}): CampaignOrder => ({
  id: 'ord-1', fromId: 'gb-51div', forId: 'gb-152bde', issuedAtMin: 360, aim: 'Take the ridge.', objectives: [], commandStructure: '', allocations: [], hqLocations: [], timings: [], notes: '', ...extra,
});
const file = (orders: CampaignOrder[], extra: Partial<OrdersFile> = {}): string =>
  ordersFileText({ seat: { hqId: 'gb-51div', label: '51st Division HQ' }, title: 'x', packetAtMin: 360, orders, reports: [], ...extra });

describe('packets', () => {
  const s = seated();
  const picture = pictureOf(s, { hqId: 'gb-51div', ownUnits: 'reported', label: '51st Division HQ' }, 360);

  it('read back exactly what was written', () => {
    expect(readPacket(packetText(picture))).toEqual(picture);
    expect(picture.units.find((u) => u.id === 'gb-6gordons')?.pos).toEqual(s.units['gb-6gordons']!.pos);
  });

  it('are refused with the place and the reason', () => {
    const refusal = (text: string) => {
      try {
        readPacket(text);
      } catch (e) {
        expect(e).toBeInstanceOf(PacketError);
        return (e as PacketError).issues.map((i) => `${i.path}: ${i.message}`);
      }
      throw new Error('not refused');
    };
    expect(refusal('{')[0]).toMatch(/^\(file\): this is not JSON/);
    expect(refusal(JSON.stringify({ format: 'campaign-desk', formatVersion: 1 }))).toEqual(['format: this is not a player\'s packet (format "campaign-desk")']);
    const raw = JSON.parse(packetText(picture));
    raw.picture.units[1].parentId = 'nobody';
    raw.picture.info['gb-51div'].madeAtMin = 999;
    expect(refusal(JSON.stringify(raw))).toEqual([`picture.units[1].parentId: no unit "nobody" in the packet`, 'picture.info.gb-51div.madeAtMin: made after the packet\'s minute 360']);
  });

  it('cannot be turned into a campaign', async () => {
    const { store } = newStore();
    const err = await store.importText(packetText(picture)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).issues[0]).toEqual({ path: 'format', message: 'this is not a Campaign Desk file (format "campaign-desk-packet"; expected "campaign-desk")' });
    expect(await store.list()).toEqual([]);
    store.close();
  });
});

describe('orders files', () => {
  const s = seated();

  it('an order from the seat, to units under it, after the packet, comes in as it was written', () => {
    const { orders, reports } = checkOrdersFile(s, file([order()]));
    expect(orders).toEqual([order()]);
    expect(reports).toEqual([]);
  });

  it('an id the campaign already uses is given a new one', () => {
    const taken = applyEvent(s, { seq: s.seq + 1, at: 360, type: 'order.saved', v: 1, payload: { order: order() } });
    expect(checkOrdersFile(taken, file([order()])).orders.map((o) => o.id)).toEqual(['ord-1-2']);
  });

  it('a file with any problem is refused whole, each problem named', () => {
    const problems = (text: string, state = s) => {
      try {
        checkOrdersFile(state, text);
      } catch (e) {
        expect(e).toBeInstanceOf(OrdersFileError);
        return (e as OrdersFileError).issues.map((i) => `${i.path}: ${i.message}`);
      }
      throw new Error('not refused');
    };
    expect(problems(file([order({ fromId: 'gb-152bde', forId: 'de-ir84', issuedAtMin: 200 })]))).toEqual([
      'Order 1 (for Infanterie-Regiment 84): it is issued by 152nd Infantry Brigade, not by 51st (Highland) Division',
      'Order 1 (for Infanterie-Regiment 84): it is for Infanterie-Regiment 84, which is not under the command of 51st (Highland) Division',
      'Order 1 (for Infanterie-Regiment 84): it is issued at 09:40, before the packet of 12:20: a player cannot act on what he did not yet know',
    ]);
    expect(problems(file([order()]), stateFromScenario(scenario))).toEqual(['seat: this campaign has no seat for 51st (Highland) Division (the file is from “51st Division HQ”)']);
    expect(problems('{"format":"campaign-desk","formatVersion":1}')).toEqual(['format: this is not a player\'s orders file (format "campaign-desk")']);
  });
});

describe('truth against picture', () => {
  it('names each unit reported elsewhere than it stands, with the distance, and none for a live seat', () => {
    let s = seated();
    const gordons = s.units['gb-6gordons']!;
    s = stepWithReports(s, { at: 360, type: 'unit.moved', v: 1, payload: { unitId: 'gb-6gordons', to: { lon: gordons.pos!.lon, lat: gordons.pos!.lat + 0.009 } } });
    const rows = pictureDifferences(s, { hqId: 'gb-51div', ownUnits: 'reported', label: 'Div' });
    const row = rows.find((r) => r.unitId === 'gb-6gordons')!;
    expect(row.believed).toEqual(gordons.pos);
    expect(row.truth).toEqual(s.units['gb-6gordons']!.pos);
    expect(row.distanceM).toBeGreaterThan(990);
    expect(row.distanceM).toBeLessThan(1010);
    expect(rows.filter((r) => r.kind === 'own').every((r) => r.distanceM === null || r.distanceM > 50)).toBe(true);
    expect(pictureDifferences(s, { hqId: 'gb-51div', ownUnits: 'live', label: 'Div' })).toEqual([]);
  });
});

describe('taking a file in is one write', () => {
  it('several events appended together are written all or not at all, as one action', async () => {
    const { store } = newStore();
    const meta = await store.createFromScenario(scenario, 'All or nothing');
    const saved = (o: CampaignOrder) => ({ at: 0, type: 'order.saved' as const, v: 1 as const, payload: { order: o } });
    const err = await store.append(meta.id, [saved(order({ issuedAtMin: 0 })), saved(order({ id: 'ord-2', issuedAtMin: 0, forId: 'nobody' }))]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((await store.events(meta.id)).length).toBe(1);
    const r = await store.append(meta.id, [saved(order({ issuedAtMin: 0 })), saved(order({ id: 'ord-2', issuedAtMin: 0, forId: 'gb-6gordons' }))]);
    expect(r.event.seq).toBe(3);
    expect(r.undo?.description).toMatch(/order/);
    const undone = await store.undo(meta.id);
    expect(undone.removed.map((e) => e.seq)).toEqual([2, 3]);
    store.close();
  });
});
