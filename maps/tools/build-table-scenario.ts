/**
 * Builds `maps/table-1418/scenario.json`: the forces of the sample 1418 command sheet
 * (`000_5cca48f65b2d4420.txt` §Executing All Commands: 180/Btn 1–3, 203/Btn 1, 13 Cav/Sqn 1,
 * 80 Art/Btn 1–2) as the blue side, broken into companies named as on the sheet's map (`1/1` =
 * 1st battalion, 1st company; `C/1` = cavalry, 1st company), against an invented red defence of
 * comparable size. Table: 6' × 4' at 1 cm = 10 m, 6" squares (docs/ARCHITECTURE.md §Data).
 * Placed on the table drawn by `build-table-terrain.ts`: red holds the trenches and Hautcourt in
 * columns A–C (the squares B1–B2 the sheet bombards), no man's land is D–E, blue forms up east of it
 * (front companies in column F, 203/Btn 1 beyond the stream, cavalry on the road, guns at the east
 * edge). Conventions: `maps/table-1418/SOURCES.md`.
 *
 * Run: `npx tsx maps/tools/build-table-scenario.ts` (`--check` compares with the checked-in file).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Scenario } from '../../src/campaign/model/types.ts';
import type { GridDef } from '../../src/rules/types.ts';
import type { UnitTypeId } from '../../src/rules/tables/unitTypes.ts';
import { scenarioJson, Side, toUnits, type Pt } from '../cambrai-1917/orbat/lib.ts';

/** The table-1418 grid (docs/ARCHITECTURE.md §Data). */
export const TABLE_GRID: GridDef = {
  originLon: 3.0,
  originLat: 50.0,
  widthM: 1828.8,
  heightM: 1219.2,
  squareM: 152.4,
  scheme: 'table',
};

/** Path of the generated scenario file. */
export const TABLE_SCENARIO_PATH = fileURLToPath(new URL('../table-1418/scenario.json', import.meta.url));

/** The seven strategic formations of the 000 command sheet, in its order. */
export const SHEET_FORMATIONS = [
  '180/Btn 1', '180/Btn 2', '180/Btn 3', '203/Btn 1', '13 Cav/Sqn 1', '80 Art/Btn 1', '80 Art/Btn 2',
] as const;

type Coy = { short: string; name: string; type: UnitTypeId; bases: number; at: Pt; notes: string };

const ORD = ['', '1st', '2nd', '3rd', '4th'];
const RIFLE = 'Three rifle platoon bases and a company command base.';
const HMG = 'Two early HMG bases (x1/2 per platoon, 001 characteristics table).';

/**
 * A rifle battalion facing across no man's land: three rifle companies in a north–south line at
 * `frontE` centred on `centreN`, the MG company 70 m and the command base 130 m behind them
 * (`behind` = +1: behind is east, the attacker; −1: west, the defender). Grid metres.
 */
function rifleBattalion(mapNo: string, of: string, frontE: number, centreN: number, behind: 1 | -1): { cmd: Pt; coys: Coy[] } {
  const coys: Coy[] = [1, 2, 3].map((k) => ({
    short: `${mapNo}/${k}`, name: `${mapNo}/${k} (${ORD[k]} company, ${of})`, type: 'infantry', bases: 4,
    at: { e: frontE, n: centreN - (k - 2) * 130 * behind }, notes: RIFLE,
  }));
  coys.push({
    short: `${mapNo}/MG`, name: `${mapNo}/MG (machine-gun company, ${of})`, type: 'machineGun', bases: 2,
    at: { e: frontE + 70 * behind, n: centreN }, notes: HMG,
  });
  return { cmd: { e: frontE + 130 * behind, n: centreN }, coys };
}

/** Add a strategic formation (its own base is the command base) and its companies. */
function addFormation(side: Side, o: {
  id: string; name: string; parent: string; type: UnitTypeId; grade: 'R' | 'C'; cmd: Pt; coys: Coy[]; dug: boolean; notes: string;
}): void {
  side.add({
    id: o.id, name: o.name, short: o.name, echelon: 'battalion', type: o.type, grade: o.grade, bases: 1, at: o.cmd,
    parent: o.parent, dugIn: o.dug, notes: `${o.notes} Own base: the command platoon (001 characteristics: Command).`,
  });
  o.coys.forEach((c) => {
    side.add({
      id: `${o.id}-${c.short.replace(/\//g, '-').toLowerCase()}`, name: c.name, short: c.short, echelon: 'company',
      type: c.type, grade: o.grade, bases: c.bases, at: c.at, parent: o.id, dugIn: o.dug, notes: c.notes,
    });
  });
}

/** Four battery bases in a north–south line at `e`, from `n0` southwards 70 m apart. */
function batteries(prefix: string, of: string, e: number, n0: number, type: UnitTypeId, what: string): Coy[] {
  return [1, 2, 3, 4].map((k) => ({
    short: `${prefix}/${k}`, name: `${prefix}/${k} (${ORD[k]} battery, ${of})`, type, bases: 1,
    at: { e, n: n0 - (k - 1) * 70 }, notes: `One battery base of 4\u20136 ${what} (000 §Artillery).`,
  }));
}

/** Build the table scenario in memory. Pure: same output every run. */
export function buildTableScenario(): Scenario {
  const blue = new Side('blue');
  const force = blue.add({
    id: 'blue-force', name: 'Blue Force', short: 'Blue', echelon: 'division', type: 'infantry', grade: 'R', bases: 1,
    at: { e: 1790, n: 1150 }, notes: 'The supreme commander of the 000 sample command sheet.',
  });
  const regt = (id: string, name: string, short: string, type: UnitTypeId) =>
    blue.add({ id, name, short, echelon: 'regiment', type, grade: 'R', bases: 0, parent: force,
      notes: 'Parent of the sheet\u2019s formations; no base of its own, drawn at the mean of its units.' });
  const r180 = regt('blue-180', '180th Infantry Regiment', '180', 'infantry');
  const r203 = regt('blue-203', '203rd Infantry Regiment', '203', 'infantry');
  const r13 = regt('blue-13cav', '13th Cavalry Regiment', '13 Cav', 'cavalry');
  const r80 = regt('blue-80art', '80th Artillery Regiment', '80 Art', 'fieldGun');
  const inf: [string, string, string, number, number][] = [
    ['blue-180-btn1', '180/Btn 1', '1', 820, 1020], ['blue-180-btn2', '180/Btn 2', '2', 820, 610],
    ['blue-180-btn3', '180/Btn 3', '3', 820, 200], ['blue-203-btn1', '203/Btn 1', '4', 1350, 620],
  ];
  for (const [id, name, mapNo, e, n] of inf) {
    const b = rifleBattalion(mapNo, name, e, n, 1);
    addFormation(blue, { id, name, parent: id.startsWith('blue-203') ? r203 : r180, type: 'infantry', grade: 'R', ...b,
      dug: false, notes: `Companies ${mapNo}/1\u2013${mapNo}/3 (map battalion ${mapNo}).` });
  }
  addFormation(blue, {
    id: 'blue-13cav-sqn1', name: '13 Cav/Sqn 1', parent: r13, type: 'cavalry', grade: 'R', cmd: { e: 1720, n: 260 }, dug: false,
    coys: [1, 2].map((k) => ({ short: `C/${k}`, name: `C/${k} (${ORD[k]} company, 13 Cav/Sqn 1)`, type: 'cavalry' as const, bases: 3,
      at: { e: 1520 + (k - 1) * 110, n: 330 }, notes: 'Three mixed-cavalry troop bases, on the Hautcourt road.' })),
    notes: 'Cavalry companies C/1\u2013C/2.',
  });
  addFormation(blue, {
    id: 'blue-80art-btn1', name: '80 Art/Btn 1', parent: r80, type: 'fieldGun', grade: 'R', cmd: { e: 1790, n: 900 }, dug: true,
    coys: batteries('A1', '80 Art/Btn 1', 1720, 1005, 'fieldGun', '7.7 cm-class field guns'), notes: 'Field gun battalion of four batteries.',
  });
  addFormation(blue, {
    id: 'blue-80art-btn2', name: '80 Art/Btn 2', parent: r80, type: 'lightHowitzer', grade: 'R', cmd: { e: 1790, n: 540 }, dug: true,
    coys: batteries('A2', '80 Art/Btn 2', 1720, 645, 'lightHowitzer', 'light howitzers'), notes: 'Light howitzer battalion of four batteries.',
  });

  const red = new Side('red');
  const redForce = red.add({
    id: 'red-force', name: 'Red Force (invented)', short: 'Red', echelon: 'division', type: 'infantry', grade: 'R', bases: 1,
    at: { e: 40, n: 600 }, notes: 'Invented defending force of comparable size; not from the seed texts.',
  });
  const r7 = red.add({
    id: 'red-7', name: '7th Infantry Regiment (invented)', short: '7', echelon: 'regiment', type: 'infantry', grade: 'R',
    bases: 0, parent: redForce, notes: 'No base of its own; drawn at the mean of its units.',
  });
  const r21 = red.add({
    id: 'red-21art', name: '21st Artillery Regiment (invented)', short: '21 Art', echelon: 'regiment', type: 'fieldGun',
    grade: 'R', bases: 0, parent: redForce, notes: 'No base of its own; drawn at the mean of its units.',
  });
  const redBns: [string, string, string, number, number, 'R' | 'C', string][] = [
    ['red-7-btn1', '7/Btn 1', 'R1', 390, 870, 'R', 'Front trench (column C), north half.'],
    ['red-7-btn2', '7/Btn 2', 'R2', 390, 300, 'R', 'Front trench, south half, in front of Hautcourt; command in B2.'],
    ['red-7-btn3', '7/Btn 3', 'R3', 215, 760, 'C', 'Support trench on the Hautcourt ridge; a battalion of recalled reservists (graded C).'],
  ];
  for (const [id, name, mapNo, e, n, grade, notes] of redBns) {
    addFormation(red, { id, name, parent: r7, type: 'infantry', grade, ...rifleBattalion(mapNo, name, e, n, -1), dug: true, notes });
  }
  addFormation(red, {
    id: 'red-21art-btn1', name: '21 Art/Btn 1', parent: r21, type: 'fieldGun', grade: 'R', cmd: { e: 20, n: 1000 }, dug: true,
    coys: batteries('RA', '21 Art/Btn 1', 55, 1180, 'fieldGun', '7.7 cm-class field guns'), notes: 'Field gun battalion of four batteries.',
  });

  return {
    id: 'table-1418-sample-sheet',
    mapId: 'table-1418',
    name: '1418 sample command sheet',
    description:
      'The blue forces of the sample 1418 v0.7 command sheet (180/Btn 1\u20133, 203/Btn 1, 13 Cav/Sqn 1, 80 Art/Btn 1\u20132) ' +
      'east of no man\u2019s land on a 6\u2032 \u00d7 4\u2032 table, attacking an invented red defence holding the trenches and ' +
      'Hautcourt in the west (columns A\u2013C; the sheet bombards B1 and B2). Fictional start time.',
    startLocal: '1916-07-01T07:30',
    utcOffsetMin: 0,
    grid: { ...TABLE_GRID },
    sides: { blue: { name: 'Blue (sample command sheet)', nation: 'GB' }, red: { name: 'Red (invented defence)', nation: 'DE' } },
    units: toUnits([blue, red], TABLE_GRID),
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const text = scenarioJson(buildTableScenario());
  if (process.argv.includes('--check')) {
    const same = readFileSync(TABLE_SCENARIO_PATH, 'utf8') === text;
    console.log(same ? 'scenario.json is up to date' : 'scenario.json differs from the build: run without --check');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(TABLE_SCENARIO_PATH, text);
  console.log(`wrote ${TABLE_SCENARIO_PATH}`);
}
