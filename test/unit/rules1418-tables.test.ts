/**
 * The 1418 tables of both editions, cell by cell against the seed texts: the tab-separated v0.8
 * charts are parsed straight from `../shared/seeds/001_5e546d392906486c.txt`; the v0.7 charts (whose
 * OCR scattered the columns) are transcribed here from `000_5cca48f65b2d4420.txt` with the seed line quoted.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CHARACTERISTICS_1418,
  CHARACTERISTICS_1418_V07,
  characteristicIds,
  characteristics,
  type Arming,
} from '../../src/rules/tables/characteristics1418.ts';
import { COMMAND_TABLE_1418, DIG_IN_1418, HIGH_COMMANDS, SITUATIONS_1418, type Action } from '../../src/rules/tables/commands1418.ts';
import { COVER_1418, COVER_TERRAINS, POSTURES } from '../../src/rules/tables/cover1418.ts';

const seed = (file: string) => readFileSync(fileURLToPath(new URL(`../../../shared/seeds/${file}`, import.meta.url)), 'utf8');
const V08 = seed('001_5e546d392906486c.txt');
const V07 = seed('000_5cca48f65b2d4420.txt');
const tabRow = (text: string, head: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${head}\t`));
  if (!line) throw new Error(`seed row "${head}" not found`);
  return line.split('\t').slice(1);
};

/** Asserts the seed text holds `line`, naming the line (not dumping the whole text) when it does not. */
const inSeed = (text: string, line: string) => expect(text.includes(line), `seed lacks: ${line}`).toBe(true);

describe('characteristics, v0.8 (001 §CASUALTIES & ENDING THE BOUND)', () => {
  const rows: Record<string, string> = {
    'Reserve inf': 'reserveInf', 'Line/good inf': 'lineInf', 'Elite (rare) inf': 'eliteInf', Command: 'command',
    'Machineguns x1/2': 'machineguns', 'Early mortar': 'earlyMortar', 'Melee only cav': 'meleeCav', 'Mixed cavalry': 'mixedCav',
    'Mounted rifles': 'mountedRifles', 'LMG Squad (x2/3)': 'lmgSquad', '1-3 SMG Squads': 'smgSquads', 'Grenadier Squads': 'grenadierSquads',
    'Mother Tank (x2)': 'motherTank', 'Medium/Whippets': 'mediumTank', '75/77 Field Guns': 'fieldGun', '105 Lt Howitzers': 'lightHowitzer',
    '120 Howitzers': 'howitzer120', 'Very Heavy Guns': 'veryHeavyGun',
  };
  const speed = (s: string) => (s === '(Immobile)' ? 'immobile' : s.replace(/^(\w+) (Inf|Cav)$/, (_, a: string, b: string) => a.toLowerCase() + b));
  const arming = (s: string): Arming => { const m = /^(\d+)(?:\(\+(\d)\))?$/.exec(s)!; return { dice: Number(m[1]), bonus: Number(m[2] ?? 0) }; };

  it('every row and cell matches the seed chart', () => {
    expect(characteristicIds('v0.8')).toEqual(Object.values(rows));
    for (const [head, id] of Object.entries(rows)) {
      const [sp, arm, res, range] = tabRow(V08, head) as [string, string, string, string];
      const row = characteristics(id as keyof typeof CHARACTERISTICS_1418);
      const [m, r] = arm.split('/') as [string, string];
      expect(row.speed, head).toBe(speed(sp));
      expect(row.melee, head).toEqual(arming(m));
      // Grenadiers' printed 3(+1)/2: v0.8 gives the +1 to shooting too (RULINGS: melee-only is v0.7).
      expect(row.ranged, head).toEqual(id === 'grenadierSquads' ? { dice: 2, bonus: 1 } : arming(r));
      expect(row.resilience, head).toBe(res === 'As S.F.' ? 'asSF' : Number(res));
      expect(row.rangeM, head).toBe(range === 'Infinite' ? null : Number(range.split('/')[0]));
    }
    expect(CHARACTERISTICS_1418.mountedRifles.mountedRangeM).toBe(100);
  });
});

describe('characteristics, v0.7 (000 §Characteristics of units, back page)', () => {
  // [label, speed, melee, ranged, resilience, range]; "2\1 3 300" = arming m\r, resilience, range.
  const rows: Record<string, [string, string, Arming, Arming, number | 'asSF', number | null]> = {
    reserveInf: ['Reserve inf', 'mediumInf', { dice: 2, bonus: 0 }, { dice: 1, bonus: 0 }, 3, 300],
    lineInf: ['Line/good inf', 'mediumInf', { dice: 2, bonus: 0 }, { dice: 1, bonus: 0 }, 4, 300],
    eliteInf: ['Elite (rare) inf', 'mediumInf', { dice: 2, bonus: 0 }, { dice: 1, bonus: 0 }, 5, 400],
    skirmishers: ['Skirmishers', 'fastInf', { dice: 1, bonus: 0 }, { dice: 1, bonus: 0 }, 5, 200], // "Skirmishers 1\1 5 200"
    command: ['Command', 'slowInf', { dice: 1, bonus: 0 }, { dice: 1, bonus: 0 }, 'asSF', 100],
    machineguns: ['Early HMG', 'slowInf', { dice: 1, bonus: 0 }, { dice: 3, bonus: 1 }, 'asSF', 800], // "Early HMGx1 1\3(+1)"
    earlyMortar: ['Early mortar', 'slowInf', { dice: 1, bonus: 0 }, { dice: 2, bonus: 1 }, 'asSF', 1200],
    meleeCav: ['Melee cav', 'fastCav', { dice: 3, bonus: 0 }, { dice: 0, bonus: 0 }, 3, 0],
    mixedCav: ['Mixed cav', 'fastCav', { dice: 3, bonus: 0 }, { dice: 1, bonus: 0 }, 3, 50],
    mountedRifles: ['Mtd Rifles', 'mediumCav', { dice: 2, bonus: 0 }, { dice: 1, bonus: 0 }, 3, 300],
    lateHmg: ['Late HMG', 'slowInf', { dice: 1, bonus: 0 }, { dice: 4, bonus: 1 }, 'asSF', 1000], // "Late HMG x1 1\4(+1) as parent 1000"
    lmgSquad: ['LMG squad', 'mediumInf', { dice: 1, bonus: 0 }, { dice: 2, bonus: 0 }, 'asSF', 400],
    smgSquads: ['1-2 SMG sqd', 'mediumInf', { dice: 2, bonus: 0 }, { dice: 2, bonus: 0 }, 'asSF', 150],
    grenadierSquads: ['1-2 Gren sqd', 'mediumInf', { dice: 3, bonus: 1 }, { dice: 2, bonus: 0 }, 'asSF', 150], // "3(+1)\2", melee only
    motherTank: ['Mother tanks', 'slowInf', { dice: 0, bonus: 0 }, { dice: 3, bonus: 2 }, 6, 400],
    mediumTank: ['Medium/Whip', 'fastInf', { dice: 0, bonus: 0 }, { dice: 1, bonus: 1 }, 5, 200],
    fieldGun: ['7cm Field Gs', 'slowInf', { dice: 0, bonus: 0 }, { dice: 2, bonus: 2 }, 4, 2000],
    lightHowitzer: ["Lt Howtz's", 'slowInf', { dice: 0, bonus: 0 }, { dice: 2, bonus: 2 }, 4, null],
    howitzer120: ["12cm Hwtz's", 'slowInf', { dice: 0, bonus: 0 }, { dice: 1, bonus: 3 }, 4, null],
  };

  it('every row and cell matches the transcription', () => {
    expect(characteristicIds('v0.7')).toEqual(Object.keys(rows));
    for (const [id, [label, speed, melee, ranged, resilience, rangeM]] of Object.entries(rows)) {
      const row = characteristics(id as keyof typeof CHARACTERISTICS_1418_V07, 'v0.7');
      expect({ ...row, note: undefined, mountedRangeM: undefined }, id).toEqual({ label, speed, melee, ranged, resilience, rangeM, note: undefined, mountedRangeM: undefined });
    }
    expect(characteristics('mountedRifles', 'v0.7').mountedRangeM).toBe(100);
    for (const line of ['Skirmishers 1\\1 5 200', 'Late HMG x1 1\\4(+1) as parent 1000', '0\\1(+3) 4 Unlimited', '3(+1)\\2 as parent 150']) {
      inSeed(V07, line);
    }
  });

  it('refuses a row the edition lacks, an unknown row and a bad edition', () => {
    expect(() => characteristics('skirmishers')).toThrow(/'skirmishers' is not a row of the v0.8 table/);
    expect(() => characteristics('veryHeavyGun', 'v0.7')).toThrow(RangeError);
    expect(() => characteristics('dragoons' as never)).toThrow(/'dragoons'/);
    expect(() => characteristics('lineInf', 'v0.9' as never)).toThrow(/edition must be 'v0.8' or 'v0.7', got 'v0.9'/);
    expect(() => characteristicIds('1418' as never)).toThrow(RangeError);
  });
});

describe('high commands × situation', () => {
  const phrase: Record<string, Action[]> = {
    'Stay put or Move': ['stay', 'move'], 'Stay put (only)': ['stay'], 'Assault (only)': ['assault'], 'Retreat (only)': ['retreat'],
    'Stay put or Assault': ['stay', 'assault'], 'Stay put or Retreat': ['stay', 'retreat'], 'Move (only)': ['move'],
    'Stay put Find cover': ['stay', 'findCover'], 'Stay put or Find cover': ['stay', 'findCover'],
    'Assault or Find cover': ['assault', 'findCover'], 'Retreat or Find cover': ['retreat', 'findCover'],
  };
  const heads = ['Dug in, safe', 'Dug in, under fire', 'Not dug in, safe', 'Not dug in, under fire'];

  it('v0.8 matches every cell of 001 §HIGH COMMANDS', () => {
    SITUATIONS_1418.forEach((sit, i) => {
      const cells = tabRow(V08, heads[i]!);
      HIGH_COMMANDS.forEach((cmd, j) => expect(COMMAND_TABLE_1418['v0.8'][sit][cmd], `${sit} ${cmd}`).toEqual(phrase[cells[j]!]));
    });
  });

  it('v0.7 matches 000 §The High Command system, differing only in "Retreat, cover or stay"', () => {
    for (const line of [
      'Dug in and safe Stay put or move Stay put only Assault only Retreat only',
      'Dug in but under fire Stay put only Stay put only Assault or stay put Retreat or stay put',
      'Not dug in but safe Move only Stay put or find cover Assault only Retreat only',
      'Not dug in but under fire Stay put or move Stay put or find cover* Assault or find cover Retreat, cover or stay',
    ]) inSeed(V07, line);
    for (const sit of SITUATIONS_1418) {
      for (const cmd of HIGH_COMMANDS) {
        const expected = sit === 'notDugInUnderFire' && cmd === 'retreat' ? ['stay', 'retreat', 'findCover'] : COMMAND_TABLE_1418['v0.8'][sit][cmd];
        expect(COMMAND_TABLE_1418['v0.7'][sit][cmd], `${sit} ${cmd}`).toEqual(expected);
      }
    }
  });

  it('dig-in: Advance and Hold may at -1R, Assault and Retreat never, in both editions', () => {
    expect(tabRow(V08, '(Can choose to dig in?)')).toEqual(HIGH_COMMANDS.map((c) => DIG_IN_1418['v0.8'][c].text));
    inSeed(V07, '* may dig in but -1R during dig (May dig in) (May dig in) (May never dig in) (May never dig in)');
    for (const ed of ['v0.8', 'v0.7'] as const) {
      expect(HIGH_COMMANDS.map((c) => [DIG_IN_1418[ed][c].allowed, DIG_IN_1418[ed][c].resiliencePenalty])).toEqual([[true, -1], [true, -1], [false, 0], [false, 0]]);
    }
  });
});

describe('cover', () => {
  it('v0.8 matches every cell of 001 §DIGGING IN & COVER ("(R)" = 0)', () => {
    expect(tabRow(V08, '')).toEqual(['Moving', 'Stationary', 'Dug in']);
    for (const terrain of COVER_TERRAINS) {
      const cells = tabRow(V08, terrain[0]!.toUpperCase() + terrain.slice(1)).map((c) => (c === '(R)' ? 0 : Number(c.replace('R', ''))));
      expect(POSTURES.map((p) => COVER_1418['v0.8'][terrain][p]), terrain).toEqual(cells);
    }
  });

  it('v0.7 follows RULINGS: open -2, rough -1, dug-in open/rough +1, defensible +2/+1, fortification +3/+2', () => {
    expect(COVER_1418['v0.7']).toEqual({
      open: { moving: -2, stationary: -2, dugIn: 1 },
      rough: { moving: -1, stationary: -1, dugIn: 1 },
      defensible: { moving: 1, stationary: 1, dugIn: 2 },
      fortification: { moving: 2, stationary: 2, dugIn: 3 },
    });
    inSeed(V07, 'Unit dug into fortification (good bunkers, large trenches and pits) +3R or +2 if moving or not dug in');
  });
});
