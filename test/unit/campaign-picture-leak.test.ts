/**
 * A picture never holds what no report carried (NQM DESIGNER'S NOTES: the PLUMPIRE commander is fed
 * limited information): over a whole Cambrai day of marching, contacts and automatic reports, the packet
 * of every seat at every hour names no enemy unit and places the enemy only where a report that had
 * reached the HQ saw it, and its own units only where they reported (or live, for a live seat); and the
 * same on random logs (fast-check).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { reportViews } from '../../src/campaign/command/commandState.ts';
import { packetText, readPacket } from '../../src/campaign/picture/packet.ts';
import { pictureOf, type Picture } from '../../src/campaign/picture/picture.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import type { Seat } from '../../src/campaign/model/pictureTypes.ts';
import type { LonLat } from '../../src/rules/types.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { openGoing } from './campaign-turn-fixture.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';

const cambrai = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
const small = (JSON.parse(readFileSync(new URL('../fixtures/import/valid-orders.json', import.meta.url), 'utf8')) as { events: { payload: { scenario: Scenario } }[] }).events[0]!.payload.scenario;


const same = (a: LonLat | undefined | null, b: LonLat | undefined | null) => (a ?? null) === (b ?? null) || (!!a && !!b && a.lon === b.lon && a.lat === b.lat);

/**
 * Every claim of `picture` against what reached its HQ by its minute (worked out here from the
 * reports' receipts, not by the picture's code): no enemy id or name; each enemy where a received
 * report saw one; each reported own unit where a received report put it; each live unit where it is.
 */
function checkPicture(state: CampaignState, seat: Seat, picture: Picture): void {
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

describe('a whole Cambrai day: every seat, every hour', () => {
  it('no packet holds an enemy unit, a position or a report that had not reached the HQ', () => {
    let s = stateFromScenario(cambrai);
    const seats: Seat[] = [
      { id: 'div', hqId: 'gb-51div', ownUnits: 'reported', label: '51st Division HQ' },
      { id: 'bde', hqId: 'gb-51div-152bde', ownUnits: 'live', label: '152 Brigade' },
      { id: 'de', hqId: 'de-54div', ownUnits: 'reported', label: '54. Division' },
    ];
    for (const seat of seats) s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat } });
    // 152 Brigade's battalions march on the nearest German posts; the rest stand.
    const target = s.units['de-54div-rir90-i']!.pos!;
    for (const id of ['gb-51div-152bde-1-6-gordons', 'gb-51div-152bde-1-6-seaforth', 'gb-51div-152bde-1-5-seaforth']) {
      s = stepWithReports(s, { at: 0, type: 'route.set', v: 1, payload: { route: { unitId: id, waypoints: [{ ref: 'X', pos: target }], mode: 'moveToContact', posture: 'advance', issuedById: 'gb-51div-152bde', issuedAtMin: 0, effectiveAtMin: 60, passed: 0, stop: null } } });
    }
    const dice = seededDice(20);
    let packets = 0;
    let enemySeen = 0;
    for (let toMin = 60; toMin <= 24 * 60; toMin += 60) {
      s = stepWithReports(s, { at: toMin, type: 'clock.advanced', v: 1, payload: planTurn(s, toMin, openGoing, dice) });
      for (const seat of seats) {
        const p = pictureOf(s, seat, toMin);
        checkPicture(s, seat, p);
        enemySeen += p.units.filter((u) => p.info[u.id]?.status === 'enemy').length;
        packets++;
      }
    }
    expect(packets).toBe(72);
    expect(Object.values(s.contacts ?? {}).length).toBeGreaterThan(0);
    expect(enemySeen).toBeGreaterThan(0);
  }, 120_000);
});

describe('random logs (fast-check)', () => {
  const base = stateFromScenario(small);
  const blue = ['gb-6gordons', 'gb-6seaforth', 'gb-255bde-rfa'];
  const red = ['de-ir84-2', 'de-far108-4'];
  const hqs = ['gb-51div', 'gb-152bde', 'de-54rd', 'de-ir84'];
  const pos = fc.record({ lon: fc.double({ min: 3.0, max: 3.15, noNaN: true }), lat: fc.double({ min: 50.05, max: 50.15, noNaN: true }) });
  const action = fc.oneof(
    fc.record({ kind: fc.constant('move' as const), unit: fc.constantFrom(...blue, ...red), to: pos }),
    fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 3 }), contact: fc.option(fc.record({ b: fc.constantFrom(...blue), r: fc.constantFrom(...red), sights: fc.boolean() })) }),
  );
  it('a picture holds only what reports carried to its HQ by its minute', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 12 }), fc.constantFrom(...hqs), fc.constantFrom('live' as const, 'reported' as const), fc.integer({ min: 0, max: 40 * 60 }), (actions, hqId, ownUnits, atMin) => {
        let s = stepWithReports(base, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { sitrepEveryMin: 120 } } });
        s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'x', hqId, ownUnits, label: 'Seat' } } });
        for (const a of actions) {
          if (a.kind === 'move') s = stepWithReports(s, { at: s.clockMin, type: 'unit.moved', v: 1, payload: { unitId: a.unit, to: a.to } });
          else {
            const toMin = s.clockMin + a.hours * 60;
            const contacts = a.contact
              ? [{ id: `c${toMin}`, atMin: toMin, pos: s.units[a.contact.b]!.pos!, ref: 'X', blueIds: [a.contact.b], redIds: [a.contact.r], pairs: [{ blueId: a.contact.b, redId: a.contact.r, gapM: 300, band: 'effective' as const }], recceSide: 'blue' as const, recceId: a.contact.b, defenderId: a.contact.r, opening: { redDie: 3, recceSightsFirst: a.contact.sights, blueDie: null, defenderOpensAt: null }, status: 'open' as const }]
              : undefined;
            s = stepWithReports(s, { at: toMin, type: 'clock.advanced', v: 1, payload: contacts ? { toMin, contacts } : { toMin } });
          }
        }
        const seat: Seat = { id: 'x', hqId, ownUnits, label: 'Seat' };
        // Live units are read from the state as it stands, so the minute is the clock for a live seat.
        checkPicture(s, seat, pictureOf(s, seat, ownUnits === 'live' ? s.clockMin : Math.min(atMin, s.clockMin)));
      }),
      { numRuns: 60 },
    );
  });
});
