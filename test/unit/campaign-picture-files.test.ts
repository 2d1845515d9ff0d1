/**
 * A player's packet as a file: read back exactly; refused, with the place and the reason, for anything a
 * campaign file would be refused for — a start that is not a real calendar date, ids twice, a chain of
 * command in a loop, a hostile key, a unit named and absent, two million entries (counted before any is
 * read) — and never taken for a campaign. And the truth against a seat's picture.
 */
import { describe, expect, it } from 'vitest';
import { PacketError, packetText, readPacket } from '../../src/campaign/picture/packet.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { pictureDifferences } from '../../src/campaign/picture/truth.ts';
import { ImportError } from '../../src/db/errors.ts';
import { newStore } from './db-helpers.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';
import { DIV_SEAT, seatedWithPacket } from './campaign-picture-fixture2.ts';

const s = seatedWithPacket();
const packet = { packetId: 'pk-div-360', seatId: 'div', picture: pictureOf(s, DIV_SEAT, 360) };
const raw = () => JSON.parse(packetText(packet)) as { picture: Record<string, unknown> & { units: { id: string; parentId?: string }[] } } & Record<string, unknown>;

const refusal = (text: string) => {
  try {
    readPacket(text);
  } catch (e) {
    expect(e).toBeInstanceOf(PacketError);
    return (e as PacketError).issues.map((i) => `${i.path}: ${i.message}`);
  }
  throw new Error('not refused');
};

describe('packets', () => {
  it('read back exactly what was written', () => {
    expect(readPacket(packetText(packet))).toEqual(packet);
    expect(packet.picture.units.find((u) => u.id === 'gb-6gordons')?.pos).toEqual(s.units['gb-6gordons']!.pos);
  });

  it('are refused when the start is not a real date and time, each named', () => {
    for (const [start, why] of [
      ['1917-02-31T06:00', '1917-02-31T06:00 is not a real date (that month has no such day)'],
      ['1917-04-31T06:00', '1917-04-31T06:00 is not a real date (that month has no such day)'],
      ['1917-02-29T06:00', '1917-02-29T06:00 is not a real date (that month has no such day)'],
      ['1917-13-01T06:00', 'expected a local time YYYY-MM-DDTHH:MM, got "1917-13-01T06:00"'],
      ['1917-11-20T25:00', 'expected a local time YYYY-MM-DDTHH:MM, got "1917-11-20T25:00"'],
      ['dawn', 'expected a local time YYYY-MM-DDTHH:MM, got "dawn"'],
    ]) {
      const r = raw();
      r.picture.startLocal = start;
      expect(refusal(JSON.stringify(r)), start).toEqual([`picture.startLocal: ${why}`]);
    }
  });

  it('are refused for what a campaign file is refused for, each at its place', () => {
    expect(refusal('{')[0]).toMatch(/^\(file\): this is not JSON/);
    expect(refusal(JSON.stringify({ format: 'campaign-desk', formatVersion: 1 }))).toEqual(['format: this is not a player\'s packet (format "campaign-desk")']);
    const old = raw();
    old.formatVersion = 1;
    expect(refusal(JSON.stringify(old))).toEqual(['formatVersion: this packet was made by an older Campaign Desk that did not record its packets: ask the umpire for a new one']);
    const dangling = raw();
    dangling.picture.units[1]!.parentId = 'nobody';
    expect(refusal(JSON.stringify(dangling))).toEqual(['picture.units[1].parentId: no unit "nobody" in the packet']);
    const twice = raw();
    twice.picture.units.push({ ...twice.picture.units[2]! });
    expect(refusal(JSON.stringify(twice))).toEqual([`picture.units[${twice.picture.units.length - 1}].id: unit "${twice.picture.units[2]!.id}" is listed twice`]);
    const loop = raw();
    const [a, b] = [loop.picture.units[0]!, loop.picture.units.find((u) => u.parentId === loop.picture.units[0]!.id)!];
    a.parentId = b.id;
    expect(refusal(JSON.stringify(loop))[0]).toMatch(/the chain of command of "[^"]+" comes back to "[^"]+": it is a loop/);
    const hostile = packetText(packet).replace('"title":', '"__proto__": {"polluted": true}, "title":');
    expect(refusal(hostile)).toEqual(['picture.__proto__: the key "__proto__" is not allowed (it could alter program objects)']);
    const order = raw();
    order.picture.orders = [{ id: 'o1', fromId: 'gb-51div', forId: 'ghost', issuedAtMin: 0, aim: '', objectives: [], commandStructure: '', allocations: [], hqLocations: [], timings: [], notes: '' }];
    expect(refusal(JSON.stringify(order))).toEqual(['picture.orders[0].forId: unknown unit "ghost"']);
  });

  it('of two million empty entries are refused by their count, before any entry is read', () => {
    const big = `{"format":"campaign-desk-packet","formatVersion":2,"packetId":"pk-1","seatId":"div","picture":{"units":[${'{},'.repeat(1_999_999)}{}]}}`;
    expect(refusal(big)).toEqual(['picture.units: holds 2,000,000 items; at most 20,000 are allowed']);
  });

  it('cannot be turned into a campaign', async () => {
    const { store } = newStore();
    const err = await store.importText(packetText(packet)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).issues[0]).toEqual({ path: 'format', message: 'this is not a Campaign Desk file (format "campaign-desk-packet"; expected "campaign-desk")' });
    expect(await store.list()).toEqual([]);
    store.close();
  });
});

describe('truth against picture', () => {
  it('names each unit reported elsewhere than it stands, with the distance, and none for a live seat', () => {
    let t = seatedWithPacket();
    const gordons = t.units['gb-6gordons']!;
    t = stepWithReports(t, { at: 360, type: 'unit.moved', v: 1, payload: { unitId: 'gb-6gordons', to: { lon: gordons.pos!.lon, lat: gordons.pos!.lat + 0.009 } } });
    const rows = pictureDifferences(t, { hqId: 'gb-51div', ownUnits: 'reported', label: 'Div' });
    const row = rows.find((r) => r.unitId === 'gb-6gordons')!;
    expect(row.believed).toEqual(gordons.pos);
    expect(row.truth).toEqual(t.units['gb-6gordons']!.pos);
    expect(row.distanceM).toBeGreaterThan(990);
    expect(row.distanceM).toBeLessThan(1010);
    expect(rows.filter((r) => r.kind === 'own').every((r) => r.distanceM === null || r.distanceM > 50)).toBe(true);
    expect(pictureDifferences(t, { hqId: 'gb-51div', ownUnits: 'live', label: 'Div' })).toEqual([]);
  });
});
