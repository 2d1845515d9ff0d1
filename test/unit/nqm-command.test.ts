/**
 * NQM command reaction time (004 §COMMAND REACTION TABLE; RULINGS.md §Not Quite Mechanized): legs,
 * paths up to the lowest common commander and down, halving, the general at the point of action, bad input.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commandDelayMin, commandPath, type OobNode } from '../../src/rules/index.ts';

const SEED = readFileSync(fileURLToPath(new URL('../../../shared/seeds/004_4c7ef6319257dc11.txt', import.meta.url)), 'utf8');

/** Corps ▸ Div ▸ (Bde ▸ Bn without radios ▸ Coy ▸ Pl; Bn with radios ▸ Coy) + Regt; a veteran motorised Bde. */
const OOB: OobNode[] = [
  { id: 'corps', echelon: 'corps' },
  { id: 'div', parentId: 'corps', echelon: 'division' },
  { id: 'bde', parentId: 'div', echelon: 'brigade' },
  { id: 'bnNoRadio', parentId: 'bde', echelon: 'battalion' },
  { id: 'coyA', parentId: 'bnNoRadio', echelon: 'company' },
  { id: 'plA1', parentId: 'coyA', echelon: 'platoon' },
  { id: 'coyB', parentId: 'bnNoRadio', echelon: 'company' },
  { id: 'bnRadio', parentId: 'bde', echelon: 'battalion', radios: true },
  { id: 'coyC', parentId: 'bnRadio', echelon: 'company' },
  { id: 'regt', parentId: 'bde', echelon: 'regiment' },
  { id: 'vetBde', parentId: 'div', echelon: 'brigade', veteran: true, mobility: 'motorised' },
  { id: 'vetBn', parentId: 'vetBde', echelon: 'battalion', veteran: true, mobility: 'armoured', radios: true },
  { id: 'greenMotBn', parentId: 'vetBde', echelon: 'battalion', mobility: 'motorised' },
  { id: 'vetFootBn', parentId: 'vetBde', echelon: 'battalion', veteran: true, mobility: 'foot' },
  { id: 'coyD', parentId: 'vetFootBn', echelon: 'company' },
  { id: 'loneVetFootBn', parentId: 'bde', echelon: 'battalion', veteran: true, mobility: 'foot' },
];
const delay = (from: string, to: string) => commandDelayMin(OOB, from, to);

describe('the seed table', () => {
  it('quotes the command reaction table rows', () => {
    for (const line of ['Bn to Bde\\Regt 1 Hr going up', 'Regt\\Bde to Div 2 Hrs going up', 'Div to Regt\\Bde 2 Hrs coming down', 'Regt\\Bde to Bn 1 Hr coming down', 'Bn to Coys 1 Hr only if no radios']) {
      expect(SEED.includes(line), line).toBe(true);
    }
  });
});

describe('single legs', () => {
  it('up: Bn→Bde 60, Bde→Div 120, Div→Corps 120, Coy→Bn (no radios) 60, Pl→Coy 0', () => {
    expect(delay('bnNoRadio', 'bde')).toBe(60);
    expect(delay('bde', 'div')).toBe(120);
    expect(delay('div', 'corps')).toBe(120);
    expect(delay('coyA', 'bnNoRadio')).toBe(60);
    expect(delay('plA1', 'coyA')).toBe(0);
  });
  it('down: Corps→Div 120, Div→Bde 120, Bde→Bn 60, Bn→Coy 60 without radios and 0 with, Coy→Pl 0', () => {
    expect(delay('corps', 'div')).toBe(120);
    expect(delay('div', 'bde')).toBe(120);
    expect(delay('bde', 'bnNoRadio')).toBe(60);
    expect(delay('bnNoRadio', 'coyA')).toBe(60);
    expect(delay('bnRadio', 'coyC')).toBe(0);
    expect(delay('coyC', 'bnRadio')).toBe(0);
    expect(delay('coyA', 'plA1')).toBe(0);
  });
  it('Bde↔Regt 60 both ways', () => {
    expect(delay('bde', 'regt')).toBe(60);
    expect(delay('regt', 'bde')).toBe(60);
  });
});

describe('paths', () => {
  it('Corps → a company of a battalion without radios: 2 + 2 + 1 + 1 h = 360 min; with radios 300', () => {
    expect(delay('corps', 'coyA')).toBe(360);
    expect(delay('corps', 'coyC')).toBe(300);
    expect(commandPath(OOB, 'corps', 'coyA').map((l) => [l.fromId, l.toId, l.direction, l.minutes])).toEqual([
      ['corps', 'div', 'down', 120],
      ['div', 'bde', 'down', 120],
      ['bde', 'bnNoRadio', 'down', 60],
      ['bnNoRadio', 'coyA', 'down', 60],
    ]);
  });
  it('up is the same as down: company → Corps 360', () => {
    expect(delay('coyA', 'corps')).toBe(360);
    expect(commandPath(OOB, 'coyA', 'corps').every((l) => l.direction === 'up')).toBe(true);
  });
  it('siblings go via their parent: coyA → coyB = 60 up + 60 down', () => {
    expect(commandPath(OOB, 'coyA', 'coyB').map((l) => [l.fromId, l.toId, l.direction, l.minutes])).toEqual([
      ['coyA', 'bnNoRadio', 'up', 60],
      ['bnNoRadio', 'coyB', 'down', 60],
    ]);
    expect(delay('bnNoRadio', 'bnRadio')).toBe(120);
  });
  it('across brigades: up to the division and down again', () => {
    // coyA→bnNoRadio 60, →bde 60, →div 120, div→vetBde 60 (halved), vetBde→vetBn 30 (halved).
    expect(delay('coyA', 'vetBn')).toBe(330);
    expect(commandPath(OOB, 'coyA', 'vetBn').map((l) => l.toId)).toEqual(['bnNoRadio', 'bde', 'div', 'vetBde', 'vetBn']);
  });
  it('the same unit is 0 with no legs', () => {
    expect(commandPath(OOB, 'bde', 'bde')).toEqual([]);
    expect(delay('bde', 'bde')).toBe(0);
  });
  it('gives each leg a reason for timelines', () => {
    const [first] = commandPath(OOB, 'bnNoRadio', 'coyA');
    expect(first?.reason).toBe('Bn bnNoRadio → Coy coyA going down: 1 h (battalion has no radios)');
    expect(commandPath(OOB, 'vetBde', 'div')[0]?.reason).toBe('Bde vetBde → Div div going up: 1 h (halved: vetBde is veteran motorised)');
  });
});

describe('halving for veteran armoured and motorised units: every leg inside the formation', () => {
  it('halves a leg whose lower HQ is veteran motorised or armoured, both ways', () => {
    expect(delay('vetBde', 'div')).toBe(60);
    expect(delay('div', 'vetBde')).toBe(60);
    expect(delay('vetBn', 'vetBde')).toBe(30);
    expect(delay('div', 'vetBn')).toBe(90);
  });
  it('halves every leg inside a veteran motorised brigade, its companies included, whatever its units’ own flags (docs/RULINGS.md §Veteran halving)', () => {
    // "these times may be halved for veteran Armoured and veteran motorized units" (004 §COMMAND REACTION TABLE).
    expect(delay('vetFootBn', 'vetBde')).toBe(30);
    expect(delay('greenMotBn', 'vetBde')).toBe(30);
    expect(delay('greenMotBn', 'div')).toBe(90);
    // vetBde → vetFootBn 30, vetFootBn → coyD (no radios) 30.
    expect(delay('vetBde', 'coyD')).toBe(60);
    expect(commandPath(OOB, 'vetFootBn', 'coyD')[0]?.reason).toBe('Bn vetFootBn → Coy coyD going down: 0.5 h (battalion has no radios) (halved: coyD is inside veteran vetBde)');
  });
  it('a veteran foot unit outside such a formation halves nothing', () => {
    expect(delay('loneVetFootBn', 'bde')).toBe(60);
  });
});

describe('a general at the point of action', () => {
  it('short-circuits the chain to 0', () => {
    expect(commandDelayMin(OOB, 'corps', 'coyA', { generalAtPointOfAction: true })).toBe(0);
    expect(commandDelayMin(OOB, 'corps', 'coyA', { generalAtPointOfAction: false })).toBe(360);
  });
  it('still validates the ids', () => {
    expect(() => commandDelayMin(OOB, 'corps', 'nobody', { generalAtPointOfAction: true })).toThrow(/toId.*"nobody"/);
  });
});

describe('bad input', () => {
  it('unknown ids name the argument and the id', () => {
    expect(() => delay('ghost', 'bde')).toThrow(/fromId: unknown unit id "ghost"/);
    expect(() => delay('bde', 'ghost')).toThrow(RangeError);
  });
  it('a unit whose parent is missing', () => {
    const units: OobNode[] = [...OOB, { id: 'orphan', parentId: 'lostDiv', echelon: 'brigade' }];
    expect(() => commandDelayMin(units, 'orphan', 'div')).toThrow(/unit "orphan": parent "lostDiv" is not in units/);
  });
  it('a cycle', () => {
    const units: OobNode[] = [
      { id: 'a', parentId: 'b', echelon: 'brigade' },
      { id: 'b', parentId: 'a', echelon: 'regiment' },
    ];
    expect(() => commandPath(units, 'a', 'b')).toThrow(/command cycle/);
  });
  it('duplicate ids, unknown echelons, a parent not above its child', () => {
    expect(() => commandPath([...OOB, { id: 'bde', echelon: 'brigade' }], 'bde', 'div')).toThrow(/duplicate id "bde"/);
    expect(() => commandPath([{ id: 'x', echelon: 'brigadier' as never }], 'x', 'x')).toThrow(/unit "x": unknown echelon "brigadier"/);
    const inverted: OobNode[] = [{ id: 'coy', echelon: 'company' }, { id: 'bn', parentId: 'coy', echelon: 'battalion' }];
    expect(() => commandPath(inverted, 'bn', 'coy')).toThrow(/unit "bn": its parent "coy" \(company\) is not above a battalion/);
  });
  it('two units with no common commander', () => {
    const units: OobNode[] = [{ id: 'red', echelon: 'corps' }, { id: 'blue', echelon: 'corps' }];
    expect(() => commandPath(units, 'red', 'blue')).toThrow(/no common commander/);
  });
  it('bad opts', () => {
    expect(() => commandDelayMin(OOB, 'bde', 'div', 5 as never)).toThrow(/opts/);
  });
});
