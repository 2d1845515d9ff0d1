/**
 * `subUnitGuidance`: for every high command × every situation (4 × 4) and both editions, what a
 * sub-unit of a sheet row may do equals the 1418 table — written out here from the seed texts
 * (001 §HIGH COMMANDS, 000 §The High Command system), not read from the code's table — and whether it
 * may dig in (001 §DIGGING IN & COVER); Bombard cells read as Hold; artillery never digs in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { createSheet, setCell, setUnderFire } from '../../src/campaign/orders/highCommandSheet.ts';
import { sheetSubUnits, subUnitGuidance } from '../../src/campaign/orders/highCommandGuidance.ts';
import type { CampaignState, HighCommandSheet, Scenario } from '../../src/campaign/model/types.ts';
import type { HighCommand } from '../../src/rules/tables/commands1418.ts';
import type { Edition } from '../../src/rules/types.ts';

const scenario = JSON.parse(readFileSync(new URL('../../maps/table-1418/scenario.json', import.meta.url), 'utf8')) as Scenario;
const base: CampaignState = stateFromScenario(scenario);

type Sit = 'Dug in, safe' | 'Dug in, under fire' | 'Not dug in, safe' | 'Not dug in, under fire';
const SITS: { sit: Sit; dugIn: boolean; underFire: boolean; v07: string }[] = [
  { sit: 'Dug in, safe', dugIn: true, underFire: false, v07: 'Dug in and safe' },
  { sit: 'Dug in, under fire', dugIn: true, underFire: true, v07: 'Dug in but under fire' },
  { sit: 'Not dug in, safe', dugIn: false, underFire: false, v07: 'Not dug in but safe' },
  { sit: 'Not dug in, under fire', dugIn: false, underFire: true, v07: 'Not dug in but under fire' },
];

/** 001 §HIGH COMMANDS chart, row by row (ADVANCE, HOLD, ASSAULT, RETREAT), in the seed's wording. */
const V08: Record<Sit, Record<HighCommand, string[]>> = {
  'Dug in, safe': { advance: ['Stay put', 'Move'], hold: ['Stay put'], assault: ['Assault'], retreat: ['Retreat'] },
  'Dug in, under fire': { advance: ['Stay put'], hold: ['Stay put'], assault: ['Stay put', 'Assault'], retreat: ['Stay put', 'Retreat'] },
  'Not dug in, safe': { advance: ['Move'], hold: ['Stay put', 'Find cover'], assault: ['Assault'], retreat: ['Retreat'] },
  'Not dug in, under fire': {
    advance: ['Stay put', 'Move'],
    hold: ['Stay put', 'Find cover'],
    assault: ['Assault', 'Find cover'],
    retreat: ['Retreat', 'Find cover'],
  },
};
/** 000's chart differs only in "Not dug in but under fire … Retreat, cover or stay". */
const V07: Record<Sit, Record<HighCommand, string[]>> = {
  ...V08,
  'Not dug in, under fire': { ...V08['Not dug in, under fire'], retreat: ['Stay put', 'Retreat', 'Find cover'] },
};
/** Both editions: Advance and Hold may dig in at −1R, Assault and Retreat never. */
const DIG: Record<HighCommand, string> = { advance: 'May dig in, −1R while digging', hold: 'May dig in, −1R while digging', assault: 'Never', retreat: 'Never' };

const COMMANDS: HighCommand[] = ['advance', 'hold', 'assault', 'retreat'];
const ROW = 'blue-180-btn1';
const SUB = 'blue-180-btn1-1-2';

/** The campaign with 1/2 dug in or not, and a one-row sheet with `cmd` in Bound 1 and 1/2 under fire or not. */
function setUp(cmd: HighCommand, dugIn: boolean, underFire: boolean): { state: CampaignState; sheet: HighCommandSheet } {
  const state = { ...base, units: { ...base.units, [SUB]: { ...base.units[SUB]!, dugIn } } };
  let sheet = createSheet(state, { id: 's', title: 'T', side: 'blue', columnKind: 'bound', columnCount: 1, rows: [ROW] });
  sheet = setUnderFire(state, setCell(state, sheet, ROW, 0, { command: cmd }), SUB, 0, underFire);
  return { state, sheet };
}

describe('guidance equals the 1418 table for every command and situation', () => {
  for (const [edition, table] of [['v0.8', V08], ['v0.7', V07]] as [Edition, typeof V08][]) {
    for (const s of SITS) {
      for (const cmd of COMMANDS) {
        it(`${edition}: ${s.sit}, ${cmd}`, () => {
          const { state, sheet } = setUp(cmd, s.dugIn, s.underFire);
          const g = subUnitGuidance(state, sheet, ROW, 0, edition);
          const sub = g.subUnits.find((x) => x.unitId === SUB)!;
          expect(sub.dugIn).toBe(s.dugIn);
          expect(sub.underFire).toBe(s.underFire);
          expect(sub.situationText).toBe(edition === 'v0.8' ? s.sit : s.v07);
          expect(sub.rule!.actionTexts).toEqual(table[s.sit][cmd]);
          expect(sub.rule!.digInText).toBe(DIG[cmd]);
          expect(sub.rule!.digIn).toEqual(cmd === 'advance' || cmd === 'hold' ? { allowed: true, resiliencePenalty: -1 } : { allowed: false, resiliencePenalty: 0 });
          expect(g.command).toBe(cmd);
          expect(g.note).toBeNull();
        });
      }
    }
  }
});

describe('a cell’s guidance', () => {
  it('lists the row’s companies in ORBAT order, each in its own situation', () => {
    const { state, sheet } = setUp('advance', false, true);
    const g = subUnitGuidance(state, sheet, ROW, 0);
    expect(g.rowLabel).toBe('180/Btn 1');
    expect(g.columnLabel).toBe('Bound 1');
    expect(g.cellText).toBe('Advance');
    expect(g.subUnits.map((s) => [s.label, s.situation, s.rule!.actions])).toEqual([
      ['1/1', 'notDugInSafe', ['move']],
      ['1/2', 'notDugInUnderFire', ['stay', 'move']],
      ['1/3', 'notDugInSafe', ['move']],
      ['1/MG', 'notDugInSafe', ['move']],
    ]);
  });

  it('reads a Bombard cell as Hold, says so, and never lets the guns dig in', () => {
    let sheet = createSheet(base, { id: 's', title: 'T', side: 'blue', columnKind: 'bound', columnCount: 2 });
    sheet = setUnderFire(base, setCell(base, sheet, 'blue-80art-btn2', 1, { command: 'bombard', target: 'B1' }), 'blue-80art-btn2-a2-3', 1, true);
    const g = subUnitGuidance(base, sheet, 'blue-80art-btn2', 1);
    expect(g.cellText).toBe('Bombard B1');
    expect(g.command).toBe('hold');
    expect(g.note).toBe('80 Art/Btn 2 bombards B1; for its batteries’ own actions the cell reads as Hold.');
    expect(g.subUnits.map((s) => [s.label, s.situationText, s.rule!.actionTexts, s.rule!.digInText])).toEqual([
      ['A2/1', 'Dug in, safe', ['Stay put'], 'Never (artillery can never dig in)'],
      ['A2/2', 'Dug in, safe', ['Stay put'], 'Never (artillery can never dig in)'],
      ['A2/3', 'Dug in, under fire', ['Stay put'], 'Never (artillery can never dig in)'],
      ['A2/4', 'Dug in, safe', ['Stay put'], 'Never (artillery can never dig in)'],
    ]);
  });

  it('gives situations but no rule for a blank cell', () => {
    const sheet = createSheet(base, { id: 's', title: 'T', side: 'blue', columnKind: 'bound', columnCount: 2 });
    const g = subUnitGuidance(base, sheet, 'blue-13cav-sqn1', 1, 'v0.7');
    expect(g.command).toBeNull();
    expect(g.note).toBe('No high command in this cell yet: choose one to see what the sub-units may do.');
    expect(g.subUnits.map((s) => [s.label, s.situationText, s.rule])).toEqual([
      ['C/1', 'Not dug in but safe', null],
      ['C/2', 'Not dug in but safe', null],
    ]);
  });

  it('takes a row without subordinates as its own sub-unit, and refuses what is not on the sheet', () => {
    expect(sheetSubUnits(base, 'blue-180-btn1-1-1')).toEqual(['blue-180-btn1-1-1']);
    const sheet = createSheet(base, { id: 's', title: 'T', side: 'blue', columnKind: 'bound', columnCount: 2 });
    expect(() => subUnitGuidance(base, sheet, 'red-7-btn1', 0)).toThrow('subUnitGuidance: "red-7-btn1" is not a row of sheet "T"');
    expect(() => subUnitGuidance(base, sheet, ROW, 2)).toThrow('subUnitGuidance: column 2 is not on sheet "T" (0 to 1: Bound 1 to Bound 2)');
    expect(() => subUnitGuidance(base, sheet, ROW, 0, 'v0.9' as Edition)).toThrow("subUnitGuidance: edition must be 'v0.8' or 'v0.7', got 'v0.9'");
  });
});
