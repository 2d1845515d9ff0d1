/**
 * The check of a picture against what reached its HQ (NQM DESIGNER'S NOTES: the PLUMPIRE commander is
 * fed limited information), shared by the packet property tests: of pictures as the desk makes them, and
 * of packets as the seat server stored them.
 */
import { expect } from 'vitest';
import { reportViews } from '../../src/campaign/command/commandState.ts';
import { packetText, readPacket } from '../../src/campaign/picture/packet.ts';
import type { Picture } from '../../src/campaign/picture/picture.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import type { Seat } from '../../src/campaign/model/pictureTypes.ts';
import type { LonLat } from '../../src/rules/types.ts';

const same = (a: LonLat | undefined | null, b: LonLat | undefined | null) => (a ?? null) === (b ?? null) || (!!a && !!b && a.lon === b.lon && a.lat === b.lat);

/**
 * Every claim of `picture` against what reached its HQ by its minute (worked out here from the
 * reports' receipts, not by the picture's code): no enemy id or name; each enemy where a received
 * report saw one; each reported own unit where a received report put it; each live unit where it is.
 */
export function checkPicture(state: CampaignState, seat: Seat, picture: Picture): void {
  const text = packetText({ packetId: 'pk-test', seatId: seat.id, picture });
  for (const u of Object.values(state.units)) {
    if (u.side !== picture.side) {
      expect(text, `enemy id ${u.id}`).not.toContain(`"${u.id}"`);
      // The sides' names (e.g. "German (2. Armee, Gruppe Caudry)") are known to both sides.
      if (!Object.values(state.sides).some((side) => side.name.includes(u.name))) expect(text, `enemy name ${u.name}`).not.toContain(u.name);
    }
  }
  // Every unit the packet refers to is one of the picture's own units (the enemy only as its marks).
  const ids = new Set(picture.units.map((u) => u.id));
  for (const [, key, value] of text.matchAll(/"(unitId|fromId|toId|forId|hqId|parentId)": "([^"]+)"/g)) expect(ids.has(value!), `${key} "${value}" names no unit of the picture`).toBe(true);
  const arrived = reportViews(state).filter((v) => v.receipts.some((r) => r.unitId === seat.hqId && r.atMin <= picture.atMin)).map((v) => v.report);
  expect(picture.reports.map((r) => r.id).sort()).toEqual(arrived.map((r) => r.id).sort());
  // What the reports said of the enemy: each identified one where it stood; the unidentified ones of a
  // report as one contact within its 100 m square (a six-figure reference) around where they stood on average.
  const seen = arrived.flatMap((r) => {
    const enemy = r.enemy ?? [];
    const unknown = enemy.filter((e) => e.identified === null);
    const mean = unknown.length === 0 ? [] : [{ lon: unknown.reduce((a, e) => a + e.pos.lon, 0) / unknown.length, lat: unknown.reduce((a, e) => a + e.pos.lat, 0) / unknown.length }];
    return [...enemy.filter((e) => e.identified !== null).map((e) => ({ pos: e.pos, withinM: 0 })), ...mean.map((pos) => ({ pos, withinM: 72 }))];
  });
  const metresApart = (a: LonLat, b: LonLat) => Math.hypot((a.lon - b.lon) * 111_320 * Math.cos((a.lat * Math.PI) / 180), (a.lat - b.lat) * 110_574);
  const said = arrived.flatMap((r) => r.units ?? []);
  for (const u of picture.units) {
    const info = picture.info[u.id]!;
    if (info.status === 'enemy' && u.pos) expect(seen.some((e) => (e.withinM === 0 ? same(e.pos, u.pos) : !!u.pos && metresApart(e.pos, u.pos) <= e.withinM)), `enemy ${u.id} where no report saw one`).toBe(true);
    else if (info.status === 'reported') expect(said.some((r) => r.unitId === u.id && same(r.pos, u.pos) && r.bases === u.bases)).toBe(true);
    else if (info.status === 'live' || info.status === 'self') expect(u.pos ?? null).toEqual(state.units[u.id]!.pos ?? null);
    else expect(u.pos).toBeUndefined();
  }
  expect(readPacket(text).picture).toEqual(picture);
}

