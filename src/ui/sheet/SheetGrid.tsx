/**
 * The sheet's grid on screen (`table` "Sheet <title>"): strategic formations down, bounds (or hours)
 * across, the seed's layout (000 §Executing All Commands); each cell a `SheetCell`.
 */
import { checkBombardTarget, columnLabels, rowCommands, SHEET_ROW_HEADING, sheetRows, type CampaignState, type HighCommandCell, type HighCommandSheet, type UnitId } from '../../campaign/index.ts';
import { SheetCell, type TargetCheck } from './SheetCell.tsx';

/** A selected cell: the row's unit and the 0-based column. */
export type CellRef = { unitId: UnitId; column: number };

/** Props: the campaign, the sheet, the selected cell, and what to do on select and save. */
export type SheetGridProps = {
  state: CampaignState;
  sheet: HighCommandSheet;
  selected: CellRef | null;
  onSelect(cell: CellRef): void;
  onSave(at: CellRef, cell: HighCommandCell | null, name: string): void;
};

/** The header row of a sheet's table, on screen and printed: "Battalion" (`SHEET_ROW_HEADING`), then each column's label. */
export function SheetHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{SHEET_ROW_HEADING}</th>
        {labels.map((l) => (
          <th key={l} scope="col">
            {l}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The grid. */
export function SheetGrid({ state, sheet, selected, onSelect, onSave }: SheetGridProps) {
  const labels = columnLabels(state, sheet);
  const rows = sheetRows(state, sheet);
  const checkTarget = (text: string): TargetCheck => {
    try {
      return { ok: true, ref: checkBombardTarget(state, text) };
    } catch (e) {
      return { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
  };
  return (
    <div className="hc-grid-wrap">
      <table className="hc-grid" aria-label={`Sheet ${sheet.title}`}>
        <SheetHead labels={labels} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.unitId} className={r.artillery ? 'hc-grid__artillery' : undefined}>
              <th scope="row">{r.label}</th>
              {labels.map((l, i) => {
                const name = `${r.label}, ${l}`;
                const at = { unitId: r.unitId, column: i };
                return (
                  <td key={l}>
                    <SheetCell
                      name={name}
                      commands={rowCommands(state, r.unitId)}
                      cell={sheet.cells[r.unitId]?.[i] ?? null}
                      selected={selected?.unitId === r.unitId && selected.column === i}
                      checkTarget={checkTarget}
                      onSelect={() => onSelect(at)}
                      onSave={(cell) => onSave(at, cell, name)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
