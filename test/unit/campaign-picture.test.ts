/**
 * What a headquarters knows (src/campaign/picture/): automatic reports after a contact, a clock step
 * and a fight, carried up the chain with the NQM command reaction times (004 §COMMAND REACTION TIMES:
 * Bn↔Bde 1 h, Bde↔Div 2 h), and the picture each seat builds from them on the Cambrai order of battle.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import { autoReports, sightingKind, sitrepDue } from '../../src/campaign/picture/autoReports.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { plotSightings } from '../../src/campaign/picture/sightings.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';

const cambrai = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
const DIV = 'gb-51div';
const BDE = 'gb-51div-152bde';
const GORDONS = 'gb-51div-152bde-1-6-gordons';
const ENEMY = 'de-20ldiv-lir387-i';
/** 07:20 on 20 November: the campaign starts at 18:00 on the 19th. */
const AT_0720 = 13 * 60 + 20;


function seated(): CampaignState {
  let s = stateFromScenario(cambrai);
  s = stepWithReports(s, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { sitrepEveryMin: 0 } } });
  s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'seat-div', hqId: DIV, ownUnits: 'reported', label: '51st Division HQ' } } });
  return stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'seat-bde', hqId: BDE, ownUnits: 'live', label: '152 Brigade' } } });
}

function contactAt(state: CampaignState, atMin: number): CampaignContact {
  const g = state.units[GORDONS]!.pos!;
  return {
    id: 'c1', atMin, pos: g, ref: 'X', blueIds: [GORDONS], redIds: [ENEMY],
    pairs: [{ blueId: GORDONS, redId: ENEMY, gapM: 400, band: 'effective' }],
    recceSide: 'blue', recceId: GORDONS, defenderId: ENEMY,
    opening: { redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }, status: 'open',
  } as CampaignContact;
}

describe('a contact report travels up the chain', () => {
  const s0 = seated();
  const s = stepWithReports(s0, { at: AT_0720, type: 'clock.advanced', v: 1, payload: { toMin: AT_0720, contacts: [contactAt(s0, AT_0720)] } });
  const contactReports = Object.values(s.reports ?? {}).filter((r) => r.subject === 'contact');

  it('each unit in the contact of a side with a seat sends one, to the top of its chain, at the contact minute', () => {
    // The German side has no seat: nobody would read its reports.
    expect(contactReports.map((r) => [r.fromId, r.toId, r.sentAtMin])).toEqual([[GORDONS, 'gb-3army', AT_0720]]);
    expect(contactReports[0]!.enemy).toEqual([{ unitId: ENEMY, pos: s.units[ENEMY]!.pos, seen: 'sighted', identified: { type: s.units[ENEMY]!.type, echelon: 'battalion' } }]);
  });

  it('the division has no enemy there at 10:19 and a last-known position observed at 07:20 at 10:20 (Bn→Bde 1 h, Bde→Div 2 h)', () => {
    const seat = { hqId: DIV, ownUnits: 'reported' as const, label: '51st Division HQ' };
    expect(pictureOf(s, seat, AT_0720 + 179).units.filter((u) => u.side === 'red')).toEqual([]);
    const p = pictureOf(s, seat, AT_0720 + 180);
    const enemy = p.units.filter((u) => u.side === 'red');
    expect(enemy.map((u) => [u.id, u.pos])).toEqual([['enemy-1', s.units[ENEMY]!.pos]]);
    expect(p.info['enemy-1']).toEqual({ status: 'enemy', madeAtMin: AT_0720, receivedAtMin: AT_0720 + 180, identified: true });
    // The brigade had it an hour after it was made.
    const b = pictureOf(s, { hqId: BDE, ownUnits: 'live', label: '152' }, AT_0720 + 60);
    expect(b.info['enemy-1']?.receivedAtMin).toBe(AT_0720 + 60);
    expect(JSON.stringify(p)).not.toContain(ENEMY);
  });

  it('the division knows the battalion where it said it was, with the minute made and received', () => {
    const p = pictureOf(s, { hqId: DIV, ownUnits: 'reported', label: 'Div' }, AT_0720 + 180);
    expect(p.info[GORDONS]).toEqual({ status: 'reported', madeAtMin: AT_0720, receivedAtMin: AT_0720 + 180 });
    expect(p.info['gb-51div-152bde-1-6-seaforth']).toEqual({ status: 'unknown' });
    expect(p.units.find((u) => u.id === 'gb-51div-152bde-1-6-seaforth')?.pos).toBeUndefined();
    expect(p.info[DIV]?.status).toBe('self');
  });

  it('a live seat knows its own units where they are now, without any report', () => {
    const p = pictureOf(s, { hqId: BDE, ownUnits: 'live', label: '152' }, AT_0720);
    expect(p.info['gb-51div-152bde-1-6-seaforth']?.status).toBe('live');
    expect(p.units.find((u) => u.id === 'gb-51div-152bde-1-6-seaforth')?.pos).toEqual(s.units['gb-51div-152bde-1-6-seaforth']!.pos);
    // … but not the other brigades' battalions.
    expect(p.units.some((u) => u.id.startsWith('gb-51div-153bde-'))).toBe(false);
  });
});

describe('situation reports', () => {
  it('every unit of a seated side reports when the clock passes a report time, and not between', () => {
    let s = seated();
    s = stepWithReports(s, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { sitrepEveryMin: 120 } } });
    s = stepWithReports(s, { at: 60, type: 'clock.advanced', v: 1, payload: { toMin: 60 } });
    expect(Object.keys(s.reports ?? {})).toHaveLength(0);
    s = stepWithReports(s, { at: 120, type: 'clock.advanced', v: 1, payload: { toMin: 120 } });
    const reports = Object.values(s.reports ?? {});
    const senders = s.unitOrder.filter((id) => s.units[id]!.parentId !== undefined && s.units[id]!.side === 'blue');
    expect(reports.map((r) => r.fromId).sort()).toEqual([...senders].sort());
    expect(reports.every((r) => r.subject === 'situation' && r.sentAtMin === 120 && r.units?.length === 1)).toBe(true);
  });
  it('a campaign with no seat files none', () => {
    const s = stateFromScenario(cambrai);
    const event = { seq: s.seq + 1, at: 120, type: 'clock.advanced', v: 1, payload: { toMin: 120 } } as const;
    expect(autoReports(s, event, applyEvent(s, event))).toEqual([]);
  });
  it('held reports go nowhere until sent', () => {
    let s = seated();
    s = stepWithReports(s, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { holdReports: true } } });
    s = stepWithReports(s, { at: AT_0720, type: 'clock.advanced', v: 1, payload: { toMin: AT_0720, contacts: [contactAt(s, AT_0720)] } });
    expect(Object.values(s.reports ?? {}).every((r) => r.held === true)).toBe(true);
    expect(pictureOf(s, { hqId: DIV, ownUnits: 'reported', label: 'Div' }, AT_0720 + 600).units.some((u) => u.side === 'red')).toBe(false);
  });
});

describe('how a contact was met (004 §THE RECCE SEQUENCE)', () => {
  const opening = (recceSightsFirst: boolean) => ({ redDie: 3, recceSightsFirst, blueDie: 2, defenderOpensAt: null });
  it('the recce sights, or is ambushed; the defender is sighted, or engages', () => {
    expect(sightingKind({ recceSide: 'blue', opening: opening(true) }, 'blue')).toBe('sighted');
    expect(sightingKind({ recceSide: 'blue', opening: opening(false) }, 'blue')).toBe('ambushed');
    expect(sightingKind({ recceSide: 'blue', opening: opening(false) }, 'red')).toBe('engaged');
    expect(sightingKind({ recceSide: 'blue', opening: opening(true) }, 'red')).toBe('sighted');
    expect(sightingKind({ recceSide: null, opening: null }, 'red')).toBe('sighted');
  });
});

describe('situation report times (counted from the day start, 06:00)', () => {
  const s = stateFromScenario(cambrai); // starts 18:00
  const at = (every: number): CampaignState => ({ ...s, settings: { ...DEFAULT_SETTINGS, sitrepEveryMin: every } });
  it('every 8 hours falls on the ends of the periods: 22:00, 06:00, 14:00', () => {
    const due = (from: number, to: number) => sitrepDue(at(480), from, to);
    expect(due(180, 240)).toBe(true); // 21:00 → 22:00
    expect(due(240, 300)).toBe(false); // 22:00 → 23:00
    expect(due(660, 720)).toBe(true); // 05:00 → 06:00
    expect(due(1140, 1200)).toBe(true); // 13:00 → 14:00
    expect(due(0, 180)).toBe(false);
  });
  it('every 2 hours on the even hours; 0 never', () => {
    expect(sitrepDue(at(120), 0, 60)).toBe(false); // 18:00 → 19:00
    expect(sitrepDue(at(120), 60, 120)).toBe(true); // 19:00 → 20:00
    expect(sitrepDue(at(0), 0, 6000)).toBe(false);
  });
});

describe('plotting the enemy from its sightings (docs/RULINGS.md §What a headquarters knows)', () => {
  const grid = stateFromScenario(cambrai).grid;
  const at = (e: number, n: number) => gridProjection(grid).toLonLat({ eastingM: e, northingM: n });
  const sighting = (reportId: string, madeAtMin: number, e: number, n: number, identified: boolean, unitId = 'de-x') => ({
    value: { unitId, pos: at(e, n), seen: 'sighted' as const, identified: identified ? { type: 'infantry' as const, echelon: 'battalion' as const } : null },
    reportId, index: 0, madeAtMin, receivedAtMin: madeAtMin + 60, fromId: 'gb-a',
  });
  it('merges sightings of one kind within 250 m at the newest, keeps others apart, whatever unit each truly was', () => {
    const { marks, markOf } = plotSightings(grid, [
      sighting('r3', 120, 5200, 5000, true, 'de-1'), // 200 m from r1's: the same position, seen later
      sighting('r1', 60, 5000, 5000, true, 'de-2'), // a different true unit: merged all the same
      sighting('r2', 60, 5000, 5000, false, 'de-1'), // unidentified: another kind
      sighting('r4', 180, 5600, 5000, true, 'de-1'), // 400 m on: another position
    ]);
    expect(marks.map((m) => [m.id, m.reportId, m.madeAtMin])).toEqual([
      ['enemy-1', 'r3', 120],
      ['enemy-2', 'r2', 60],
      ['enemy-3', 'r4', 180],
    ]);
    expect([...markOf.entries()].sort()).toEqual([['r1#0', 'enemy-1'], ['r2#0', 'enemy-2'], ['r3#0', 'enemy-1'], ['r4#0', 'enemy-3']]);
  });
});

describe('held reports released', () => {
  it('sends some (they reach the HQ from the minute they were made) and drops others; a report not held is refused', () => {
    let s = seated();
    s = stepWithReports(s, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { holdReports: true, sitrepEveryMin: 120 } } });
    s = stepWithReports(s, { at: AT_0720, type: 'clock.advanced', v: 1, payload: { toMin: AT_0720, contacts: [contactAt(s, AT_0720)] } });
    const gordons = Object.values(s.reports ?? {}).find((r) => r.subject === 'contact');
    const sitrep = Object.values(s.reports ?? {}).find((r) => r.subject === 'situation');
    const after = applyEvent(s, { seq: s.seq + 1, at: AT_0720, type: 'reports.released', v: 1, payload: { send: [gordons!.id], drop: [sitrep!.id] } });
    expect(after.reports?.[gordons!.id]?.held).toBeUndefined();
    expect(after.reports?.[sitrep!.id]).toBeUndefined();
    expect(pictureOf(after, { hqId: DIV, ownUnits: 'reported', label: 'Div' }, AT_0720 + 180).info['enemy-1']?.madeAtMin).toBe(AT_0720);
    expect(() => applyEvent(after, { seq: after.seq + 1, at: AT_0720, type: 'reports.released', v: 1, payload: { send: [gordons!.id], drop: [] } })).toThrow(`the campaign has no held report "${gordons!.id}"`);
  });
});
