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
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import type { Scenario } from '../../src/campaign/model/types.ts';
import type { Seat } from '../../src/campaign/model/pictureTypes.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { openGoing } from './campaign-turn-fixture.ts';
import { checkPicture } from './picture-check.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';

const cambrai = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
const small = (JSON.parse(readFileSync(new URL('../fixtures/import/valid-orders.json', import.meta.url), 'utf8')) as { events: { payload: { scenario: Scenario } }[] }).events[0]!.payload.scenario;


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
