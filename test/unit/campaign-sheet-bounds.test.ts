/**
 * A 1418 engagement plans each bound from the high-command sheet by bounds that covers its formations
 * (001 §HIGH COMMANDS: the sheet is the orders bound by bound): bound n proposes the sheet's column n —
 * first of all in the bundled table engagement, "The sample sheet, bound by bound".
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import { sheetCommandsAtBound } from '../../src/campaign/engagement/handOff.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { defaultDraft } from '../../src/ui/engagement/planForm.ts';

const read = (f: string) => readFileSync(new URL(`../../maps/table-1418/${f}`, import.meta.url), 'utf8');

/** The table campaign with its bundled setup (the sample sheet, the fire plan and the engagements). */
function tableCampaign(): CampaignState {
  let s = stateFromScenario(JSON.parse(read('scenario.json')) as Scenario);
  const setup = JSON.parse(read('setup.json')) as { events: Omit<CampaignEvent, 'seq'>[] };
  for (const e of setup.events) s = applyEvent(s, { ...e, seq: s.seq + 1 } as CampaignEvent);
  return s;
}

describe('the sheet plans the bounds', () => {
  const s = tableCampaign();
  const eng = Object.values(s.engagements).find((e) => e.title === 'The sample sheet, bound by bound')!;
  const sfs = eng.state.formations.map((f) => f.id);
  const sheet = Object.values(s.sheets!)[0]!;

  it('bound 1 proposes Advance for 180/Btn 1, as the sheet\'s first column says', () => {
    expect(sheet.cells['blue-180-btn1']![0]).toEqual({ command: 'advance' });
    const draft = defaultDraft(eng.state, eng.records, eng.highCommands, sheetCommandsAtBound(s, sfs, 1));
    expect(draft.commands['blue-180-btn1']).toEqual({ kind: 'advance', gridRef: '' });
    // Every SF the sheet covers takes its column-1 cell; none is left at Hold where the sheet says otherwise.
    for (const id of sfs) {
      const cell = sheet.cells[id]?.[0];
      if (cell) expect(draft.commands[id]!.kind).toBe(cell.command);
    }
  });

  it('bound n proposes column n, a bombard cell with its target; past the last column the last command stays', () => {
    for (let bound = 1; bound <= sheet.columnCount; bound++) {
      const cells = sheetCommandsAtBound(s, sfs, bound);
      for (const id of sfs) {
        const cell = sheet.cells[id]?.[bound - 1] ?? null;
        expect(cells[id] ?? null).toEqual(cell);
        if (cell?.command === 'bombard' && 'target' in cell) {
          expect(defaultDraft(eng.state, eng.records, undefined, cells).commands[id]).toEqual({ kind: 'bombard', gridRef: cell.target });
        }
      }
    }
    expect(sheetCommandsAtBound(s, sfs, sheet.columnCount + 1)).toEqual({});
    expect(sheetCommandsAtBound(s, ['no-such-unit'], 1)).toEqual({});
  });
});
