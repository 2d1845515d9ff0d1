/**
 * Builds `maps/table-1418/setup.json`: what a new campaign on the 1418 table starts with besides its
 * scenario, written as the campaign's first events after its creation:
 * - the sample high-command sheet of *1418* v0.7 (`000_5cca48f65b2d4420.txt` §Executing All Commands:
 *   seven formations, four bounds, 80 Art/Btn 2 bombarding B1 then B2), cell by cell through `setCell`;
 * - a preliminary bombardment plotted on the red trenches, B1 and B2, by both artillery battalions at
 *   tactical scale, in the 40 minutes before H-hour at 08:30 (four 1418 bombardments a battery, its four
 *   FU), so it can be checked, its effect estimated and fired;
 * - an engagement of the sheet's formations against the red battalions (v0.7, seeded dice), ready for
 *   its first bound to be planned and run.
 * Run: `npx tsx maps/tools/build-table-setup.ts` (`--check` compares with the checked-in file).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import { createSheet, setCell } from '../../src/campaign/orders/highCommandSheet.ts';
import type { CampaignState, FirePlan, FireSerial, HighCommandCell, HighCommandSheet } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { DeskEventInput } from '../../src/ui/deskHost.ts';
import { engagementCreatedEvent } from '../../src/ui/engagement/newEngagement.ts';
import { buildTableScenario } from './build-table-scenario.ts';

/** Path of the generated setup file. */
export const TABLE_SETUP_PATH = fileURLToPath(new URL('../table-1418/setup.json', import.meta.url));

/** The sample sheet's cells, row by row as the seed prints them (000 §Executing All Commands). */
export const SAMPLE_SHEET_CELLS: readonly [string, readonly string[]][] = [
  ['blue-180-btn1', ['Advance', 'Hold', 'Hold', 'Assault']],
  ['blue-180-btn2', ['Advance', 'Advance', 'Hold', 'Hold']],
  ['blue-180-btn3', ['Advance', 'Advance', 'Advance', 'Hold']],
  ['blue-203-btn1', ['Advance', 'Hold', 'Hold', 'Hold']],
  ['blue-13cav-sqn1', ['Advance', 'Advance', 'Advance', 'Assault']],
  ['blue-80art-btn1', ['Hold', 'Hold', 'Hold', 'Hold']],
  ['blue-80art-btn2', ['Hold', 'Bombard B1', 'Bombard B2', 'Hold']],
];

/** A printed cell ("Advance", "Bombard B1") as a sheet cell. */
function cellOf(text: string): HighCommandCell {
  const m = /^Bombard (\S+)$/.exec(text);
  return m ? { command: 'bombard', target: m[1]! } : { command: text.toLowerCase() as 'advance' | 'hold' | 'assault' | 'retreat' };
}

function sampleSheet(state: CampaignState): HighCommandSheet {
  let sheet = createSheet(state, {
    id: 'sheet-sample',
    title: 'Sample command sheet (1418 v0.7)',
    side: 'blue',
    columnKind: 'bound',
    columnCount: 4,
    rows: SAMPLE_SHEET_CELLS.map(([id]) => id),
  });
  for (const [id, texts] of SAMPLE_SHEET_CELLS) texts.forEach((t, i) => (sheet = setCell(state, sheet, id, i, cellOf(t))));
  return sheet;
}

function preliminaryBombardment(state: CampaignState): FirePlan {
  const serial = (id: string, square: string, firer: string): FireSerial => ({
    id,
    label: `On ${square}`,
    startOffsetMin: -40,
    durationMin: 40,
    targetRef: square,
    targetPos: gridRefToPoint(state.grid, square),
    firerIds: [firer],
    shoot: 'effective',
    shell: 'HE',
  });
  return {
    id: 'fireplan-preliminary',
    title: 'Preliminary bombardment',
    side: 'blue',
    hHourMin: 60,
    scale: 'tactical',
    edition: 'v0.7',
    windToDeg: 90,
    serials: [serial('s-b1', 'B1', 'blue-80art-btn1'), serial('s-b2', 'B2', 'blue-80art-btn2')],
    lifts: [],
    seed: 1916,
    notes: 'Forty minutes on the red trench squares the sheet bombards, before the infantry goes over at H-hour (08:30).',
  };
}

/** The setup events in order (each checked by folding it onto the scenario's state). Pure. */
export function buildTableSetup(): DeskEventInput[] {
  let state = stateFromScenario(buildTableScenario());
  const out: DeskEventInput[] = [];
  const add = (draft: DeskEventInput) => {
    state = applyEvent(state, { ...draft, seq: state.seq + 1, at: 0 } as CampaignEvent);
    out.push(draft);
  };
  add({ type: 'sheet.saved', v: 1, payload: { sheet: sampleSheet(state) } });
  add({ type: 'fireplan.saved', v: 1, payload: { plan: preliminaryBombardment(state) } });
  const units = ['blue-180-btn1', 'blue-180-btn2', 'blue-180-btn3', 'blue-203-btn1', 'blue-13cav-sqn1', 'blue-80art-btn1', 'blue-80art-btn2', 'red-7-btn1', 'red-7-btn2', 'red-7-btn3', 'red-21art-btn1'];
  add(engagementCreatedEvent(state, { unitIds: units, edition: 'v0.7', diceMode: 'seeded', seed: 1916, title: 'The sample sheet, bound by bound' }) as DeskEventInput);
  return out;
}

/** The file's text: `{ "events": [...] }`, 2-space JSON, trailing newline. */
export function setupJson(events: readonly DeskEventInput[]): string {
  return `${JSON.stringify({ events }, null, 2)}\n`;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const text = setupJson(buildTableSetup());
  if (process.argv.includes('--check')) {
    const same = readFileSync(TABLE_SETUP_PATH, 'utf8') === text;
    console.log(same ? 'setup.json is up to date' : 'setup.json differs from the build: run without --check');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(TABLE_SETUP_PATH, text);
  console.log(`wrote ${TABLE_SETUP_PATH}`);
}
