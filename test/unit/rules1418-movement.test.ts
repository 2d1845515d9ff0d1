/**
 * 1418 movement: speed classes (001 §DIGGING IN & COVER, 000 §Order of everything and executing
 * moves), the terrain/road/assault sums, transport per edition, and bad input.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { moveDistanceM, moveModifierPct, transportedMoveM, type MoveEnd } from '../../src/rules/move1418.ts';
import { SPEED_CM, TRANSPORT_1418 } from '../../src/rules/tables/movement1418.ts';

const seed = (file: string) => readFileSync(fileURLToPath(new URL(`../../../shared/seeds/${file}`, import.meta.url)), 'utf8').replace(/\s+/g, ' ');
const V08 = seed('001_5e546d392906486c.txt');
const V07 = seed('000_5cca48f65b2d4420.txt');
const inSeed = (text: string, line: string) => expect(text.includes(line), `seed lacks: ${line}`).toBe(true);

const open: MoveEnd = { terrain: 'open', road: false };
const rough: MoveEnd = { terrain: 'rough', road: false };
const imp: MoveEnd = { terrain: 'impractical', road: false };
const roadOpen: MoveEnd = { terrain: 'open', road: true };
const roadRough: MoveEnd = { terrain: 'rough', road: true };
const roadImp: MoveEnd = { terrain: 'impractical', road: true };

describe('speed classes', () => {
  it('are the seed distances, 1 cm = 10 m ("Slow infantry - 4cm (40 scale metres)")', () => {
    inSeed(V08, 'Slow infantry - 4cm (40 scale metres) Medium infantry - 6cm Fast infantry - 8cm Slow cavalry - 8 cm Medium cavalry - 12cm Fast cavalry - 16cm');
    inSeed(V07, 'Slow infantry – 4cm Medium infantry – 6cm Fast infantry – 8cm Slow cavalry – 8 cm Medium cavalry – 12cm Fast cavalry – 16cm');
    expect(SPEED_CM).toEqual({ slowInf: 4, mediumInf: 6, fastInf: 8, slowCav: 8, mediumCav: 12, fastCav: 16 });
    const metres = (['slowInf', 'mediumInf', 'fastInf', 'slowCav', 'mediumCav', 'fastCav'] as const).map((s) => moveDistanceM(s, open, open));
    expect(metres).toEqual([40, 60, 80, 80, 120, 160]);
    expect(moveDistanceM('slowInf', open, open, { metresPerCm: 20 })).toBe(80); // a table at 1 cm = 20 m
  });
});

describe('terrain, road and assault modifiers', () => {
  it('add before applying: (+25%)&(-25%) = no modifier, (+25%)&(-75%) = (-50%)', () => {
    inSeed(V08, 'eg (+25%)&(-25%)= no modifier, and (+25%)&(-75%)= (-50%)');
    expect(moveModifierPct(roadRough, roadRough)).toBe(0);
    expect(moveDistanceM('mediumInf', roadRough, roadRough)).toBe(60);
    expect(moveModifierPct(roadImp, roadImp)).toBe(-50);
    expect(moveDistanceM('mediumInf', roadImp, roadImp)).toBe(30);
  });

  it('a road counts when either end is on it (../shared/RULINGS.md §Terrain crossing); each terrain class counts once', () => {
    expect(moveDistanceM('fastCav', roadOpen, roadOpen)).toBe(200);
    expect(moveDistanceM('fastCav', roadOpen, open)).toBe(200);
    expect(moveDistanceM('fastCav', open, open)).toBe(160);
    expect(moveDistanceM('fastCav', rough, rough)).toBe(120);
    expect(moveDistanceM('fastCav', open, rough)).toBe(120);
    expect(moveDistanceM('fastCav', rough, open)).toBe(120);
    expect(moveDistanceM('fastCav', imp, imp)).toBe(40);
    // Summed −100 %, held at the seed's worst single modifier (docs/RULINGS.md §Moves across mixed ground).
    expect(moveModifierPct(rough, imp)).toBe(-75);
    expect(moveDistanceM('fastCav', rough, imp)).toBe(40);
    expect(moveModifierPct(roadRough, roadImp)).toBe(-75);
  });

  it('assault adds +100% after the terrain modifiers', () => {
    expect(moveDistanceM('mediumInf', open, open, { assault: true })).toBe(120);
    expect(moveDistanceM('mediumInf', rough, rough, { assault: true })).toBe(90); // 60 × 0.75 × 2
    expect(moveDistanceM('mediumInf', roadImp, roadImp, { assault: true })).toBe(60); // 60 × 0.5 × 2
    expect(moveDistanceM('slowInf', roadOpen, roadOpen, { assault: true, edition: 'v0.7' })).toBe(100); // 40 × 1.25 × 2
  });
});

describe('transport', () => {
  it('v0.8: motorised and mechanised +50% up to 12 cm; horse-drawn none', () => {
    inSeed(V08, 'Motorised and mechanised transported units move at (+50%) (to a maximum total of 12cm)');
    expect(TRANSPORT_1418['v0.8']).toEqual({
      horseDrawn: { bonusPct: 0, capCm: null },
      motorised: { bonusPct: 50, capCm: 12 },
      mechanised: { bonusPct: 50, capCm: 12 },
    });
    expect(transportedMoveM('slowInf', 'motorised', open, open)).toBe(60);
    expect(transportedMoveM('mediumInf', 'mechanised', open, open)).toBe(90);
    expect(transportedMoveM('fastInf', 'motorised', open, open)).toBe(120);
    expect(transportedMoveM('mediumInf', 'horseDrawn', open, open)).toBe(60);
    expect(transportedMoveM('mediumInf', 'motorised', rough, rough)).toBeCloseTo(67.5, 12);
    expect(transportedMoveM('mediumInf', 'motorised', roadOpen, roadOpen)).toBeCloseTo(112.5, 12);
  });

  it('v0.7: motorised +25% up to 8 cm, mechanised +50% up to 12 cm', () => {
    const v07 = { edition: 'v0.7' } as const;
    inSeed(V07, 'Motorised transported units move at (+25%) (to a maximum total of 8cm) Mechanised transported units move at (+50%) (to a maximum total of 12cm)');
    expect(TRANSPORT_1418['v0.7'].mechanised).toEqual({ bonusPct: 50, capCm: 12 });
    expect(TRANSPORT_1418['v0.7'].motorised).toEqual({ bonusPct: 25, capCm: 8 });
    expect(transportedMoveM('slowInf', 'motorised', open, open, v07)).toBe(50);
    expect(transportedMoveM('mediumInf', 'motorised', open, open, v07)).toBe(75);
    expect(transportedMoveM('fastInf', 'motorised', open, open, v07)).toBe(80); // 10 cm capped at 8
    expect(transportedMoveM('fastInf', 'mechanised', open, open, v07)).toBe(120);
    expect(transportedMoveM('mediumInf', 'mechanised', open, open, v07)).toBe(90);
  });

  it('refuses cavalry and unknown transport', () => {
    expect(() => transportedMoveM('fastCav', 'motorised', open, open)).toThrow(/speed \(only infantry is transported\) must be one of/);
    expect(() => transportedMoveM('mediumInf', 'lorry' as never, open, open)).toThrow(/transport must be one of .*got 'lorry'/);
  });
});

describe('bad movement input', () => {
  it('names the argument', () => {
    expect(() => moveDistanceM('jogging' as never, open, open)).toThrow(/moveDistanceM: speed must be one of .*got 'jogging'/);
    expect(() => moveDistanceM('slowInf', { terrain: 'swamp', road: false } as never, open)).toThrow(/moveDistanceM: from.terrain .*got 'swamp'/);
    expect(() => moveDistanceM('slowInf', open, { terrain: 'open' } as never)).toThrow(/moveDistanceM: to.road must be true or false, got undefined/);
    expect(() => moveDistanceM('slowInf', open, null as never)).toThrow(/moveDistanceM: to must be/);
    expect(() => moveDistanceM('slowInf', open, open, { assault: 'yes' as never })).toThrow(/opts.assault must be true or false/);
    expect(() => moveDistanceM('slowInf', open, open, { edition: 'v1' as never })).toThrow(/edition must be/);
    expect(() => moveDistanceM('slowInf', open, open, { metresPerCm: 0 })).toThrow(/metresPerCm must be a positive number, got 0/);
  });
});
