/**
 * Movement (001 §DIGGING IN & COVER speeds and modifiers, §Transport Bonuses, §ASSAULTING; 000
 * §Transport bonuses; RULINGS.md §Terrain crossing): the speed classes, terrain and road modifiers
 * added before they apply, the assault bonus after them, transport and its loss with the SF's command
 * bases, contact, and dug-in positions left in the open becoming rough ground.
 */
import { describe, expect, it } from 'vitest';
import { createEngagement, runBound, withTerrainChanges, type AnyCharacteristicId, type PointM, type TerrainAt, type Transport } from '../../src/rules/bound/index.ts';
import type { Edition } from '../../src/rules/types.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { engagement, env, OPEN, ofKind, planned, row, sub } from './bound-helpers.ts';

/** How far blue's one-base sub-unit of `c` moves in one bound (path 1 km north), with `terrain`. */
function moveOf(c: AnyCharacteristicId, terrain: (p: PointM) => TerrainAt = () => OPEN, opts: { edition?: Edition; transport?: Transport; role?: 'infantry' | 'cavalry' | 'armour' } = {}) {
  const s = createEngagement({
    edition: opts.edition,
    formations: [
      { id: 'B', side: 'blue', name: 'Blue', role: opts.role ?? 'infantry', transport: opts.transport, resilience: 4 },
      { id: 'R', side: 'red', name: 'Red', role: 'infantry' },
    ],
    subUnits: [
      { id: 'a', formationId: 'B', name: 'A', characteristic: c, bases: row('a', 0, 0, 1) },
      { id: 'e', formationId: 'R', name: 'E', characteristic: 'lineInf', bases: row('e', 2000, 0, 1) },
    ],
  });
  const p = planned(s, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'move', path: [{ xM: 0, yM: 1000 }] } } });
  const r = runBound(p, env([], { terrain }));
  return ofKind(r.records, 'move')[0]!;
}

describe('speed classes (001 §DIGGING IN & COVER: 4 / 6 / 8 / 8 / 12 / 16 cm at 1 cm = 10 m)', () => {
  it.each([
    ['command', 40],
    ['lineInf', 60],
    ['mediumTank', 80],
    ['mountedRifles', 120],
    ['mixedCav', 160],
  ] as [AnyCharacteristicId, number][])('%s moves %i m in the open', (c, m) => {
    const rec = moveOf(c, () => OPEN, { role: c === 'mediumTank' ? 'armour' : c.endsWith('Cav') || c === 'mountedRifles' ? 'cavalry' : 'infantry' });
    expect([rec.allowedM, rec.movedM, rec.stoppedBy]).toEqual([m, m, 'distance']);
  });
  it('fast infantry (v0.7 skirmishers) 80 m', () => {
    expect(moveOf('skirmishers', () => OPEN, { edition: 'v0.7' }).movedM).toBe(80);
  });
});

describe('terrain and road modifiers, added before they apply (RULINGS §Terrain crossing)', () => {
  const ground = (start: TerrainAt, end: TerrainAt) => (p: PointM) => (p.yM < 10 ? start : end);
  it('from rough into open: −25 %', () => {
    const rec = moveOf('lineInf', ground({ move: 'rough', cover: 'rough', road: false }, OPEN));
    expect(rec.allowedM).toBe(45);
    expect(rec.terms).toEqual([{ label: 'medium infantry', value: 60, unit: 'm' }, { label: 'rough', value: -25, unit: '%' }]);
  });
  it('on an intact road at both ends: +25 %; a road into impractical ground: +25 − 75 = −50 %', () => {
    expect(moveOf('lineInf', () => ({ ...OPEN, road: true })).allowedM).toBe(75);
    expect(moveOf('lineInf', ground({ ...OPEN, road: true }, { move: 'impractical', cover: 'open', road: true })).allowedM).toBe(30);
  });
  it('the ground crossed counts, not only the ends: a 30 m impractical strip between open ground holds a line company to 15 m', () => {
    // 001 §DIGGING IN & COVER: "Moving from or in impractical terrain = (-75% distance)" … "If moving
    // from one terrain to another, add the modifiers … together BEFORE applying them": open 0 + impractical −75.
    const strip = (p: PointM): TerrainAt => (p.yM >= 10 && p.yM < 40 ? { move: 'impractical', cover: 'open', road: false } : OPEN);
    const rec = moveOf('lineInf', strip);
    expect([rec.allowedM, rec.movedM]).toEqual([15, 15]);
    expect(rec.terms).toEqual([{ label: 'medium infantry', value: 60, unit: 'm' }, { label: 'impractical', value: -75, unit: '%' }]);
  });
  it('open ground short of the rough does not count it; a move that would enter it too far stops at its edge', () => {
    expect(moveOf('lineInf', (p) => (p.yM >= 65 ? { move: 'rough', cover: 'rough', road: false } : OPEN)).movedM).toBe(60);
    // Entering the rough at 50 m prices the move at 45 m, already behind it: the company halts at the edge.
    expect(moveOf('lineInf', (p) => (p.yM >= 50 ? { move: 'rough', cover: 'rough', road: false } : OPEN)).movedM).toBe(50);
    // Entering it at 40 m: 45 m, 5 m into the rough.
    expect(moveOf('lineInf', (p) => (p.yM >= 40 ? { move: 'rough', cover: 'rough', road: false } : OPEN)).movedM).toBe(45);
  });
  it('rough into impractical sums to −100 %, held at −75 % (docs/RULINGS.md §Moves across mixed ground)', () => {
    const rec = moveOf('lineInf', (p) => (p.yM >= 10 ? { move: 'impractical', cover: 'open', road: false } : { move: 'rough', cover: 'rough', road: false }));
    expect(rec.movedM).toBe(15);
    expect(rec.terms).toContainEqual({ label: 'modifiers summed, at most', value: -75, unit: '%' });
  });
  it('v0.7: the worst ground crossed, and the road "+25% distance after modifiers" (000 §Order of everything)', () => {
    const roadRough = (): TerrainAt => ({ move: 'rough', cover: 'rough', road: true });
    expect(moveOf('lineInf', roadRough, { edition: 'v0.7' }).movedM).toBe(56.25); // 60 × 0.75 × 1.25
    expect(moveOf('lineInf', roadRough).movedM).toBe(60); // v0.8: +25 − 25 = 0
  });
});

describe('transport (001 §Transport Bonuses; 000 §Transport bonuses)', () => {
  it('v0.8: motorised and mechanised +50 % (at most 12 cm); v0.7: motorised +25 % (8 cm), mechanised +50 %', () => {
    expect(moveOf('lineInf', () => OPEN, { transport: 'motorised' }).allowedM).toBe(90);
    expect(moveOf('lineInf', () => OPEN, { transport: 'horseDrawn' }).allowedM).toBe(60);
    expect(moveOf('lineInf', () => OPEN, { transport: 'motorised', edition: 'v0.7' }).allowedM).toBe(75);
    expect(moveOf('lineInf', () => OPEN, { transport: 'mechanised', edition: 'v0.7' }).allowedM).toBe(90);
    expect(moveOf('command', () => OPEN, { transport: 'mechanised' }).terms).toEqual([
      { label: 'slow infantry', value: 40, unit: 'm' },
      { label: 'mechanised transport', value: 50, unit: '%' },
    ]);
  });
  it('is lost when the SF\'s command bases are destroyed', () => {
    const s = createEngagement({
      formations: [
        { id: 'B', side: 'blue', name: '7th Bn', role: 'infantry', transport: 'motorised' },
        { id: 'R', side: 'red', name: 'Red', role: 'infantry' },
      ],
      subUnits: [
        { id: 'a', formationId: 'B', name: 'A', characteristic: 'lineInf', bases: row('a', 0, 0, 1) },
        { id: 'hq', formationId: 'B', name: 'HQ', characteristic: 'command', bases: row('h', 500, 0, 1, { injury: 'old' }) },
        { id: 'e', formationId: 'R', name: 'E', characteristic: 'lineInf', bases: row('e', 500, 200, 1, { facingDeg: 180 }) },
      ],
    });
    const r = runBound(planned(s, { subUnits: { e: { action: 'stay', fireAtId: 'hq' } } }), env([6]));
    expect(ofKind(r.records, 'transportLost')).toMatchObject([{ formationId: 'B', formationName: '7th Bn' }]);
    const next = planned(r.state, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'move', path: [{ xM: 0, yM: -1000 }] } } });
    expect(ofKind(runBound(next, env([])).records, 'move')[0]!.allowedM).toBe(60);
  });
});

describe('assaults and contact (001 §ASSAULTING & MELEE COMBAT)', () => {
  const face = (gapM: number) =>
    engagement([
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) },
      { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, gapM, 2, { facingDeg: 180 }) },
    ]);
  it('an assault (+100 % after terrain) runs straight at the enemy and stops in base contact', () => {
    // 100 m apart, centre to centre: the bases touch after 100 − 25.4 = 74.6 m of the 120 m allowed.
    const p = planned(face(100), { commands: { B: { kind: 'assault' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'assault', assaultAtId: 'e' } } });
    const r = runBound(p, env(seededDice(1)));
    const move = ofKind(r.records, 'move')[0]!;
    expect([move.allowedM, Math.round(move.movedM * 10) / 10, move.stoppedBy]).toEqual([120, 74.6, 'contact']);
    expect(move.terms.at(-1)).toEqual({ label: 'assault', value: 100, unit: '%' });
    expect(ofKind(r.records, 'meleeRound')[0]!.pairs).toEqual([['a0', 'e0'], ['a1', 'e1']]);
  });
  it('an ordinary move stops short of the enemy: no contact, no melee', () => {
    // 80 m apart: the gap between the bases' edges is 80 − 25.4 = 54.6 m; the move stops 2 × 1 m short.
    const p = planned(face(80), { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'move', path: [{ xM: 25.4, yM: 500 }] } } });
    const r = runBound(p, env([]));
    const move = ofKind(r.records, 'move')[0]!;
    expect([Math.round(move.movedM * 10) / 10, move.stoppedBy]).toEqual([52.6, 'contact']);
    expect(ofKind(r.records, 'meleeRound')).toEqual([]);
  });
  it('a move reaching its destination says so', () => {
    const p = planned(face(1000), { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'move', path: [{ xM: 25.4, yM: 30 }] } } });
    expect(ofKind(runBound(p, env([])).records, 'move')[0]).toMatchObject({ movedM: 30, stoppedBy: 'destination', toM: { xM: 25.4, yM: 30 } });
  });
});

describe('leaving a dug-in position (001 §DIGGING IN & COVER)', () => {
  it('a company that moves at all is no longer dug in; its position in the open becomes rough ground', () => {
    const s = engagement([
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 1, { dugIn: true }) },
      { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 900, 1) },
    ]);
    const p = planned(s, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'move', path: [{ xM: 0, yM: -100 }] } } });
    const r = runBound(p, env([]));
    expect(ofKind(r.records, 'dig')).toMatchObject([{ step: '8', subUnitId: 'a', result: 'leftPosition', baseIds: ['a0'] }]);
    const change = { xM: 0, yM: 0, facingDeg: 0, widthM: 50.8, depthM: 25.4, becomes: 'rough', bound: 1, baseId: 'a0' };
    expect(r.state.terrainChanges).toEqual([change]);
    expect(ofKind(r.records, 'terrainChange')).toMatchObject([{ step: '8', change }]);
    expect(sub(r.state, 'a').bases[0]).toMatchObject({ dugIn: false, dugInBounds: 0, yM: -60 });
    const seen = withTerrainChanges(() => OPEN, r.state.terrainChanges);
    expect([seen({ xM: 10, yM: 5 }), seen({ xM: 0, yM: -40 })]).toEqual([{ move: 'rough', cover: 'rough', road: false }, OPEN]);
  });
  it('a position dug into rough or better ground stays as it was', () => {
    const s = engagement([
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 1, { dugIn: true }) },
      { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 900, 1) },
    ]);
    const p = planned(s, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'move', path: [{ xM: 0, yM: -100 }] } } });
    const r = runBound(p, env([], { terrain: () => ({ move: 'open', cover: 'defensible', road: false }) }));
    expect(r.state.terrainChanges).toEqual([]);
  });
});
