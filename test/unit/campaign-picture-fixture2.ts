/**
 * The files tests' campaign: the small valid-orders scenario with 51st Division seated (as reported),
 * the clock run to 6 hours with situation reports, and a packet issued to the seat at 360.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignOrder, CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { ordersFileText, type OrdersFile } from '../../src/campaign/picture/ordersFile.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';

// Read from the repository's root (the tests' working folder), so jsdom test files can share it.
export const smallScenario = (JSON.parse(readFileSync(resolve('test/fixtures/import/valid-orders.json'), 'utf8')) as { events: { payload: { scenario: Scenario } }[] }).events[0]!.payload
  .scenario;

/** The division's seat. */
export const DIV_SEAT = { id: 'div', hqId: 'gb-51div', ownUnits: 'reported' as const, label: '51st Division HQ' };

/** 51 Div seated, the clock at 6 hours with situation reports every 2 hours, and packet `pk-div-360` issued at 360. */
export function seatedWithPacket(): CampaignState {
  let s = stateFromScenario(smallScenario);
  s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat: DIV_SEAT } });
  s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'bde', hqId: 'gb-152bde', ownUnits: 'live', label: '152 Bde' } } });
  for (const toMin of [60, 120, 180, 240, 300, 360]) s = stepWithReports(s, { at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } });
  return stepWithReports(s, { at: 360, type: 'packet.issued', v: 1, payload: { packet: { id: 'pk-div-360', seatId: 'div', hqId: 'gb-51div', atMin: 360 } } });
}

/** An order of 51 Div to 152 Bde at 360, with `extra`. */
export const divOrder = (extra: Partial<CampaignOrder> = {}): CampaignOrder => ({
  id: 'ord-1',
  fromId: 'gb-51div',
  forId: 'gb-152bde',
  issuedAtMin: 360,
  aim: 'Take the ridge.',
  objectives: [],
  commandStructure: '',
  allocations: [],
  hqLocations: [],
  timings: [],
  notes: '',
  ...extra,
});

/** The text of an orders file answering `pk-div-360` with `orders`, with `extra`. */
export const ordersText = (orders: CampaignOrder[], extra: Partial<OrdersFile> = {}): string =>
  ordersFileText({ packetId: 'pk-div-360', seatId: 'div', seat: { hqId: 'gb-51div', label: '51st Division HQ' }, title: 'x', packetAtMin: 360, orders, reports: [], ...extra });
