/**
 * The 1418 rules read against the seeds: dice pools per edition and for arming 0, moves priced by the
 * ground they cross (`moveAlongM`), v0.7's road "after modifiers", and the transport cap. Each expected
 * value is worked out from the seed line quoted beside it (`001_5e546d392906486c.txt` v0.8,
 * `000_5cca48f65b2d4420.txt` v0.7) or from the ruling named (docs/RULINGS.md).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dicePool, moveAlongM, moveDistanceM, transportedMoveM, type PathStretch } from '../../src/rules/index.ts';

const seed = (file: string) => readFileSync(fileURLToPath(new URL(`../../../shared/seeds/${file}`, import.meta.url)), 'utf8').replace(/\s+/g, ' ');
const V08 = seed('001_5e546d392906486c.txt');
const V07 = seed('000_5cca48f65b2d4420.txt');
const inSeed = (text: string, line: string) => expect(text.includes(line), `seed lacks: ${line}`).toBe(true);
const v07 = { edition: 'v0.7' } as const;

const open = (lengthM: number): PathStretch => ({ terrain: 'open', road: false, lengthM });
const rough = (lengthM: number, road = false): PathStretch => ({ terrain: 'rough', road, lengthM });
const imp = (lengthM: number): PathStretch => ({ terrain: 'impractical', road: false, lengthM });

describe('dicePool', () => {
  it('v0.8: "a 3-base A2 company rolls 2+1 dice, and a 4-base A1 company rolls 1+2 dice"; −1 shooting while assaulting', () => {
    inSeed(V08, 'so a 3-base A2 company rolls 2+1 dice, and a 4-base A1 company rolls 1+2 dice');
    inSeed(V08, 'shooting is done with -1A [one less die] than usual though');
    expect(dicePool(2, 3)).toBe(3);
    expect(dicePool(1, 4)).toBe(3);
    expect(dicePool(1, 4, { assaulting: true })).toBe(2);
    expect(dicePool(2, 3, { melee: true, assaulting: true })).toBe(3); // melee is not shooting
  });

  it('v0.7: "Arming is the number of dice a platoon rolls" — each base rolls its arming, no assault penalty', () => {
    inSeed(V07, 'Arming is the number of dice a platoon rolls to try and beat their target\'s Resilience value');
    expect(dicePool(1, 4, v07)).toBe(4);
    expect(dicePool(2, 3, v07)).toBe(6);
    expect(dicePool(1, 4, { ...v07, assaulting: true })).toBe(4);
    expect(dicePool(3, 1, { ...v07, melee: true })).toBe(3); // one base fights one other
  });

  it('arming 0 rolls no dice, whatever the bases: a Mother Tank (0/3) and a field gun (0/2) in melee', () => {
    inSeed(V08, 'Mother Tank (x2) Slow Inf 0/3(+2) 6 400');
    inSeed(V08, '75/77 Field Guns Slow Inf 0/2(+1) 4 2000');
    expect(dicePool(0, 4, { melee: true })).toBe(0);
    expect(dicePool(0, 6, { melee: true, edition: 'v0.7' })).toBe(0);
    expect(dicePool(0, 3)).toBe(0); // melee-only cavalry shooting (3/0)
    expect(dicePool(3, 4, { melee: true })).toBe(5); // melee cavalry: 3 + 2 in base contact
  });

  it('names the bad argument', () => {
    expect(() => dicePool(1.5, 2)).toThrow(/dicePool: arming must be a whole number ≥ 0, got 1.5/);
    expect(() => dicePool(1, -1)).toThrow(/dicePool: bases must be a whole number ≥ 0, got -1/);
    expect(() => dicePool(1, 2, { edition: 'v0.9' as never })).toThrow(/dicePool: edition must be 'v0.8' or 'v0.7', got 'v0.9'/);
    expect(() => dicePool(1, 2, { melee: 'yes' as never })).toThrow(/dicePool: opts.melee must be true or false, got 'yes'/);
  });
});

describe('moveAlongM: the terrain crossed between start and end counts', () => {
  it('a line company crossing a 30 m impractical strip between open ground moves 15 m (open 0 + impractical −75 %)', () => {
    inSeed(V08, 'Moving from or in impractical terrain = (-75% distance)');
    inSeed(V08, 'If moving from one terrain to another, add the modifiers for road, open, rough or impractical together BEFORE applying them');
    expect(moveAlongM('mediumInf', [open(10), imp(30), open(20)])).toBe(15);
    // The ends alone would give the whole 60 m.
    expect(moveDistanceM('mediumInf', { terrain: 'open', road: false }, { terrain: 'open', road: false })).toBe(60);
  });

  it('stops at the edge of ground it cannot enter far enough, and short of the path\'s end', () => {
    expect(moveAlongM('mediumInf', [open(50), rough(100)])).toBe(50); // 45 m once in the rough: already behind
    expect(moveAlongM('mediumInf', [open(40), rough(100)])).toBe(45);
    expect(moveAlongM('mediumInf', [open(100)])).toBe(60);
    expect(moveAlongM('mediumInf', [open(25)])).toBe(25);
    expect(moveAlongM('mediumInf', [])).toBe(0);
  });

  it('rough → impractical is held at −75 % like impractical → impractical (docs/RULINGS.md §Moves across mixed ground)', () => {
    expect(moveAlongM('mediumInf', [rough(0), imp(100)])).toBe(15);
    expect(moveAlongM('mediumInf', [imp(100)])).toBe(15);
  });

  it('a road at either end of the move counts, added before the ground applies; assault doubles after it', () => {
    inSeed(V08, 'Moving or assaulting on an intact road = (+25% distance)');
    inSeed(V08, 'Assaulting (after all terrain modifiers) = (+100% distance)');
    inSeed(V08, 'add the modifiers for road, open, rough or impractical together BEFORE applying them, eg (+25%)&(-25%)= no modifier, and (+25%)&(-75%)= (-50%)');
    expect(moveAlongM('mediumInf', [{ terrain: 'open', road: true, lengthM: 200 }])).toBe(75);
    // Leaving a road: it counts from the start of the move, 60 × 1.25.
    expect(moveAlongM('mediumInf', [{ terrain: 'open', road: true, lengthM: 70 }, open(100)])).toBe(75);
    // From a road into impractical ground: (+25%)&(-75%) = (-50%), 60 × 0.5 = 30 m.
    expect(moveDistanceM('mediumInf', { terrain: 'open', road: true }, { terrain: 'impractical', road: false })).toBe(30);
    expect(moveAlongM('mediumInf', [{ terrain: 'open', road: true, lengthM: 5 }, imp(100)])).toBe(30);
    // From a road onto open ground, 75 m; joining a road from the open, the same.
    expect(moveDistanceM('mediumInf', { terrain: 'open', road: true }, { terrain: 'open', road: false })).toBe(75);
    expect(moveDistanceM('mediumInf', { terrain: 'open', road: false }, { terrain: 'open', road: true })).toBe(75);
    // Off the road at both ends, crossing one on the way: no bonus once the road is behind.
    expect(moveAlongM('mediumInf', [open(10), { terrain: 'open', road: true, lengthM: 5 }, open(100)])).toBe(60);
    expect(moveAlongM('mediumInf', [open(10), imp(30), open(20)], { assault: true })).toBe(30);
  });

  it('v0.7: the worst ground crossed, and "+25% distance after modifiers" on a road: 56.25 m through rough', () => {
    inSeed(V07, 'Moving or assaulting on an intact road = (+25% distance after modifiers)');
    expect(moveAlongM('mediumInf', [rough(200, true)], v07)).toBe(56.25);
    expect(moveDistanceM('mediumInf', { terrain: 'rough', road: true }, { terrain: 'rough', road: true }, v07)).toBe(56.25);
    expect(moveAlongM('mediumInf', [rough(200, true)])).toBe(60); // v0.8: +25 − 25
    expect(moveAlongM('mediumInf', [rough(0), imp(100)], v07)).toBe(15); // the worse of the two, −75 %
  });

  it('transported: v0.7 motorised +25 % to 8 cm, mechanised +50 % to 12 cm; v0.8 both +50 % to 12 cm', () => {
    inSeed(V07, 'Motorised transported units move at (+25%) (to a maximum total of 8cm)');
    inSeed(V07, 'Mechanised transported units move at (+50%) (to a maximum total of 12cm)');
    expect(moveAlongM('fastInf', [open(500)], { ...v07, transport: 'motorised' })).toBe(80);
    expect(moveAlongM('mediumInf', [open(500)], { ...v07, transport: 'mechanised' })).toBe(90);
    expect(moveAlongM('mediumInf', [open(500)], { transport: 'motorised' })).toBe(90);
    expect(() => moveAlongM('fastCav', [open(10)], { transport: 'motorised' })).toThrow(/only infantry is transported/);
  });

  it('names the bad stretch', () => {
    expect(() => moveAlongM('mediumInf', [open(10), { terrain: 'bog', road: false, lengthM: 5 } as never])).toThrow(/moveAlongM: path\[1\].terrain .*got 'bog'/);
    expect(() => moveAlongM('mediumInf', [open(-1)])).toThrow(/moveAlongM: path\[0\].lengthM must be a finite number of metres ≥ 0, got -1/);
  });
});

describe('the transport cap "(to a maximum total of 12cm)" (docs/RULINGS.md §The transport cap)', () => {
  it('bounds the transported rate; a road and an assault apply after it and may pass it', () => {
    inSeed(V08, 'Motorised and mechanised transported units move at (+50%) (to a maximum total of 12cm)');
    const roadOpen = { terrain: 'open', road: true } as const;
    const openEnd = { terrain: 'open', road: false } as const;
    expect(transportedMoveM('fastInf', 'mechanised', openEnd, openEnd)).toBe(120); // 8 × 1.5 = 12 cm, at the cap
    expect(transportedMoveM('fastInf', 'mechanised', roadOpen, roadOpen)).toBe(150); // 12 cm × 1.25
    expect(transportedMoveM('fastInf', 'mechanised', openEnd, openEnd, { assault: true })).toBe(240);
    expect(transportedMoveM('mediumInf', 'motorised', roadOpen, roadOpen, v07)).toBe(93.75); // 7.5 cm × 10 × 1.25
  });
});
