/**
 * Builds `maps/cambrai-1917/scenario.json` (a `Scenario`, src/campaign/types.ts) from the
 * hand-authored order of battle in `maps/cambrai-1917/orbat/`: the Battle of Cambrai at zero hour,
 * 20 November 1917 06:20 GMT. Sources and conventions: `maps/cambrai-1917/SOURCES.md`.
 *
 * Run: `npx tsx maps/tools/build-cambrai-scenario.ts` (writes the file; `--check` only compares and
 * exits 1 when the checked-in file differs). Throws when a unit is malformed (see `toUnits`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Scenario } from '../../src/campaign/model/types.ts';
import type { GridDef } from '../../src/rules/types.ts';
import { addGerman } from '../cambrai-1917/orbat/de-orbat.ts';
import { addCavalry } from '../cambrai-1917/orbat/gb-cavalry.ts';
import { addInfantry } from '../cambrai-1917/orbat/gb-infantry.ts';
import { addHeavies, addTanks } from '../cambrai-1917/orbat/gb-support.ts';
import { scenarioJson, Side, toUnits } from '../cambrai-1917/orbat/lib.ts';

/** The Cambrai numeric grid (docs/ARCHITECTURE.md §Data). */
export const CAMBRAI_GRID: GridDef = {
  originLon: 2.95,
  originLat: 50.02,
  widthM: 28000,
  heightM: 25000,
  squareM: 1000,
  scheme: 'numeric',
};

/**
 * The trench-map sheets 57c and 57b as fitted to this map by `fit-trench-sheets.ts`
 * (`maps/cambrai-1917/trench-sheets.json`): the map's other grid systems.
 */
export const CAMBRAI_TRENCH_SHEETS: GridDef[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../cambrai-1917/trench-sheets.json', import.meta.url)), 'utf8')) as { grids: GridDef[] }
).grids;

/** Path of the generated scenario file. */
export const CAMBRAI_SCENARIO_PATH = fileURLToPath(new URL('../cambrai-1917/scenario.json', import.meta.url));

/** Build the Cambrai scenario in memory. Pure: same output every run. */
export function buildCambraiScenario(): Scenario {
  const blue = new Side('blue');
  const army = blue.add({
    id: 'gb-3army', name: 'Third Army', short: '3 Army', echelon: 'army', type: 'infantry', grade: 'R', bases: 1,
    notes: 'GOC Gen. Sir J. H. G. Byng; HQ at Albert, off the map.',
  });
  const iii = blue.add({
    id: 'gb-iii-corps', name: 'III Corps', short: 'III Corps', echelon: 'corps', type: 'infantry', grade: 'R', bases: 1,
    parent: army, notes: 'GOC Lt-Gen Sir W. P. Pulteney. 6th, 12th, 20th and 29th Divisions.',
  });
  const iv = blue.add({
    id: 'gb-iv-corps', name: 'IV Corps', short: 'IV Corps', echelon: 'corps', type: 'infantry', grade: 'R', bases: 1,
    parent: army, notes: 'GOC Lt-Gen Sir C. L. Woollcombe. 36th, 51st and 62nd Divisions.',
  });
  const layouts = addInfantry(blue, { iii, iv });
  addHeavies(blue, { army, iii, iv });
  addTanks(blue, army, layouts);
  addCavalry(blue, army);

  const red = new Side('red');
  addGerman(red);

  return {
    id: 'cambrai-1917-11-20',
    mapId: 'cambrai-1917',
    name: 'Cambrai, 20 November 1917',
    description:
      'The eve of the Battle of Cambrai: the campaign opens at 18:00 on 19 November 1917, so that the approach ' +
      'march, the assembly and the fire plan can be kept on the desk before zero hour, 06:20 on 20 November. The ' +
      'British Third Army (III and IV Corps, the Tank Corps with 378 fighting tanks, the Cavalry Corps in ' +
      'reserve) attacks the Siegfriedstellung between the Canal du Nord and the St-Quentin canal, held by Gruppe ' +
      'Caudry of the German 2. Armee.\n' +
      'There was no preliminary bombardment at Cambrai: for surprise, the guns were surveyed in and fired by the ' +
      'map without registration, and the barrage opened at zero hour with the tanks. A fire plan plotted here ' +
      'for the hours before zero is a what-if.\n' +
      'Units stand at their zero-hour positions; march them up from the rear to play the approach. Order of ' +
      'battle from public histories; positions placed by sector (see maps/cambrai-1917/SOURCES.md).',
    startLocal: '1917-11-19T18:00',
    zeroHourLocal: '1917-11-20T06:20',
    utcOffsetMin: 0,
    grid: { ...CAMBRAI_GRID, others: CAMBRAI_TRENCH_SHEETS },
    sides: {
      blue: { name: 'British (Third Army)', nation: 'GB' },
      red: { name: 'German (2. Armee, Gruppe Caudry)', nation: 'DE' },
    },
    units: toUnits([blue, red], CAMBRAI_GRID),
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const text = scenarioJson(buildCambraiScenario());
  if (process.argv.includes('--check')) {
    const same = readFileSync(CAMBRAI_SCENARIO_PATH, 'utf8') === text;
    console.log(same ? 'scenario.json is up to date' : 'scenario.json differs from the build: run without --check');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(CAMBRAI_SCENARIO_PATH, text);
  console.log(`wrote ${CAMBRAI_SCENARIO_PATH}`);
}
