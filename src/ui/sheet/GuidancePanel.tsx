/**
 * The selected cell's sub-units (`region` "Sub-unit guidance"): for each company of the row, its
 * situation (dug in from the unit; an "Under fire ‹sub-unit›" checkbox that saves the sheet), the
 * actions the 1418 table allows under the cell's command (001 §HIGH COMMANDS; v0.7 000 §The High
 * Command system, picked by the "Edition" select) and whether it may dig in (001 §DIGGING IN & COVER).
 */
import { useId } from 'react';
import { subUnitGuidance, type CampaignState, type HighCommandSheet, type UnitId } from '../../campaign/index.ts';
import type { Edition } from '../../rules/types.ts';
import type { CellRef } from './SheetGrid.tsx';
import { TableHead } from '../TableHead.tsx';

/** Props: the campaign, the sheet, the cell, the edition (and its change), and the under-fire toggle. */
export type GuidancePanelProps = {
  state: CampaignState;
  sheet: HighCommandSheet;
  at: CellRef;
  edition: Edition;
  onEdition(edition: Edition): void;
  onUnderFire(subUnitId: UnitId, label: string, underFire: boolean): void;
};

/** The panel. */
export function GuidancePanel({ state, sheet, at, edition, onEdition, onUnderFire }: GuidancePanelProps) {
  const id = useId();
  const g = subUnitGuidance(state, sheet, at.unitId, at.column, edition);
  return (
    <section className="hc-guidance" role="region" aria-label="Sub-unit guidance">
      <header className="row-head">
        <h3>
          {g.rowLabel}, {g.columnLabel}: {g.cellText === '' ? 'no command' : g.cellText}
        </h3>
        <div className="field hc-guidance__edition">
          <label htmlFor={`${id}-ed`}>Edition</label>
          <select id={`${id}-ed`} value={edition} onChange={(e) => onEdition(e.target.value as Edition)}>
            <option value="v0.8">1418 v0.8 (default)</option>
            <option value="v0.7">1418 v0.7</option>
          </select>
        </div>
      </header>
      {g.note && <p className="field-note">{g.note}</p>}
      <table className="hc-guidance__table" aria-label={`Sub-units of ${g.rowLabel}`}>
        <TableHead columns={['Sub-unit', 'Situation', 'Under fire', 'Allowed actions', 'Dig in']} />
        <tbody>
          {g.subUnits.map((s) => (
            <tr key={s.unitId}>
              <th scope="row">{s.label}</th>
              <td>{s.situationText}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Under fire ${s.label}`}
                  checked={s.underFire}
                  onChange={(e) => onUnderFire(s.unitId, s.label, e.target.checked)}
                />
              </td>
              <td>{s.rule ? s.rule.actionTexts.join(', ') : '—'}</td>
              <td>{s.rule ? s.rule.digInText : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
