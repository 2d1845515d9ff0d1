/**
 * The 1418 high-command sheets (`region` "High-command sheets"; 000 §Executing All
 * Commands, 001 §HIGH COMMANDS): the campaign's sheets (buttons named by title), "New sheet", and the
 * chosen sheet — its grid of formations × bounds (or hours), the selected cell's sub-unit guidance,
 * "Print sheet" (A4 landscape, the sheet alone), "Export CSV" and "Delete sheet". Every change is
 * one event through the desk: `sheet.saved` with the whole sheet, or `sheet.deleted`.
 */
import { useState } from 'react';
import { cellText, columnLabel, createSheet, setCell, setUnderFire, sheetToCsv, type CampaignState } from '../../campaign/index.ts';
import type { Edition } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { CSV_TYPE, downloadText } from '../download.ts';
import { GuidancePanel } from './GuidancePanel.tsx';
import { NewSheetForm, type NewSheetChoice } from './NewSheetForm.tsx';
import { PrintSheet, printSheet } from './PrintSheet.tsx';
import { SheetGrid, type CellRef } from './SheetGrid.tsx';
import { nextSheetId, sheetFileName, useSheetWriter } from './useSheetWriter.ts';
import './sheet.css';
import { FormError } from '../FormFooter.tsx';

/** Props: the open campaign and the desk's writer. */
export type SheetScreenProps = { state: CampaignState; writer: DeskWriter };

/** The screen. */
export function SheetScreen({ state, writer }: SheetScreenProps) {
  const sheets = Object.values(state.sheets ?? {});
  const w = useSheetWriter(state, writer);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<CellRef | null>(null);
  const [edition, setEdition] = useState<Edition>('v0.8');
  const sheet = (chosenId !== null ? state.sheets?.[chosenId] : undefined) ?? (creating ? undefined : sheets[0]);
  const cellOk = sheet && selected && sheet.rows.includes(selected.unitId) && selected.column < sheet.columnCount ? selected : null;

  const choose = (id: string) => {
    setChosenId(id);
    setCreating(false);
    setSelected(null);
    w.clearError();
  };
  const create = async (choice: NewSheetChoice): Promise<boolean> => {
    const id = nextSheetId(state);
    const ok = await w.create((s) => createSheet(s, { ...choice, id }), `Created sheet “${choice.title}”.`);
    if (ok) choose(id);
    return ok;
  };

  return (
    <section className="screen" role="region" aria-label="High-command sheets">
      <header className="screen-head">
        <h2>High-command sheets</h2>
        <div className="form-actions">
          <button
            type="button"
            className="primary"
            aria-pressed={creating}
            onClick={() => {
              setCreating(true);
              w.clearError();
            }}
          >
            New sheet
          </button>
        </div>
      </header>
      <div className="screen-cols">
        <nav className="screen-list" aria-label="Sheets">
          {sheets.length === 0 ? (
            <p className="field-note">No sheets yet. “New sheet” makes one: formations down, bounds across.</p>
          ) : (
            <ul>
              {sheets.map((s) => (
                <li key={s.id}>
                  <button type="button" className="link-button" aria-current={!creating && s.id === sheet?.id ? 'true' : undefined} onClick={() => choose(s.id)}>
                    {s.title}
                  </button>
                  <span className="orbat-hint">
                    {' '}
                    {state.sides[s.side]?.name ?? s.side} · {s.rows.length} formations · {s.columnCount} {s.columnKind === 'bound' ? 'bounds' : 'hours'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="screen-main hc-main">
          {creating ? (
            <NewSheetForm state={state} error={w.error} onCreate={create} onCancel={() => setCreating(false)} />
          ) : sheet ? (
            <article className="hc-sheet" aria-label={sheet.title}>
              <header className="row-head hc-sheet__head">
                <h3>{sheet.title}</h3>
                <div className="form-actions">
                  <button type="button" onClick={printSheet}>
                    Print sheet
                  </button>
                  <button type="button" onClick={() => downloadText(sheetFileName(sheet.title), sheetToCsv(state, sheet), CSV_TYPE)}>
                    Export CSV
                  </button>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void w.remove(sheet.id, `Deleted sheet “${sheet.title}”. Undo brings it back.`).then((ok) => ok && setChosenId(null))}
                  >
                    Delete sheet
                  </button>
                </div>
              </header>
              <FormError error={w.error} />
              <SheetGrid
                key={sheet.id}
                state={state}
                sheet={sheet}
                selected={cellOk}
                onSelect={setSelected}
                onSave={(at, cell, name) =>
                  void w.update(sheet.id, (s, current) => setCell(s, current, at.unitId, at.column, cell), `${name}: ${cell ? cellText(cell) : 'cleared'}.`)
                }
              />
              {cellOk ? (
                <GuidancePanel
                  state={state}
                  sheet={sheet}
                  at={cellOk}
                  edition={edition}
                  onEdition={setEdition}
                  onUnderFire={(subId, label, on) =>
                    void w.update(
                      sheet.id,
                      (s, current) => setUnderFire(s, current, subId, cellOk.column, on),
                      `${label} ${on ? 'marked under fire' : 'no longer under fire'} in ${columnLabel(state, sheet, cellOk.column)}.`,
                    )
                  }
                />
              ) : (
                <p className="field-note">Select a cell to see what its sub-units may do.</p>
              )}
              <PrintSheet state={state} sheet={sheet} />
            </article>
          ) : (
            <p className="field-note">Choose a sheet, or make a new one.</p>
          )}
        </div>
      </div>
    </section>
  );
}
