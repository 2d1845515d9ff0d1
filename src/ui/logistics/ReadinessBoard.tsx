/**
 * The readiness board (`table` "Readiness"): comboboxes "Side" and "Echelons"
 * (default battalions and batteries), a summary (`status` "Readiness summary": "2 red, 1 amber, 5
 * green"), and a row per unit — its name (a button that selects the unit on the desk) and the cells
 * Ammunition, Fuel, Strength, each saying its state and numbers in words ("Ammo: amber 3/6 CU"; a
 * shape as well as a colour marks it). Data: `readinessView.ts`.
 */
import { useId } from 'react';
import type { CampaignState, SideId, UnitId } from '../../campaign/index.ts';
import { ECHELON_FILTER_WORDS, readinessRows, readinessSummary, type EchelonFilter, type RagCell, type ReadinessFilter } from './readinessView.ts';
import { TableHead } from '../TableHead.tsx';

/** Props: the state, the filter and its setter (kept by the screen), the selected unit and how to select one. */
export type ReadinessBoardProps = {
  state: CampaignState;
  filter: ReadinessFilter;
  onFilter(filter: ReadinessFilter): void;
  selectedUnitId: UnitId | null;
  onSelectUnit(id: UnitId): void;
};

/** One cell's text in its coloured, shaped mark. */
function Cell({ cell }: { cell: RagCell | null }) {
  if (!cell) return <span className="lg-none">Fuel: not tracked</span>;
  return <span className={`lg-rag lg-rag--${cell.rag}`}>{cell.text}</span>;
}

/** The board. */
export function ReadinessBoard({ state, filter, onFilter, selectedUnitId, onSelectUnit }: ReadinessBoardProps) {
  const id = useId();
  const rows = readinessRows(state, filter);
  const sum = readinessSummary(rows);
  const sides = Object.keys(state.sides) as SideId[];
  return (
    <section className="lg-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Readiness board</h3>
      <div className="lg-filters">
        <div className="field">
          <label htmlFor={`${id}-side`}>Side</label>
          <select id={`${id}-side`} value={filter.side} onChange={(e) => onFilter({ ...filter, side: e.target.value as ReadinessFilter['side'] })}>
            <option value="all">Both sides</option>
            {sides.map((s) => (
              <option key={s} value={s}>
                {state.sides[s].name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-ech`}>Echelons</label>
          <select id={`${id}-ech`} value={filter.echelons} onChange={(e) => onFilter({ ...filter, echelons: e.target.value as EchelonFilter })}>
            {(Object.keys(ECHELON_FILTER_WORDS) as EchelonFilter[]).map((k) => (
              <option key={k} value={k}>
                {ECHELON_FILTER_WORDS[k]}
              </option>
            ))}
          </select>
        </div>
        <p className="field-note" role="status" aria-label="Readiness summary">
          {rows.length === 0
            ? 'No units match.'
            : `${sum.red} red, ${sum.amber} amber, ${sum.green} green${sum.none > 0 ? `, ${sum.none} holding and needing none` : ''} (each unit by its worst cell).`}
        </p>
      </div>
      {rows.length > 0 && (
        <table className="lg-table" aria-label="Readiness">
          <caption className="visually-hidden">Readiness: ammunition against capacity (≥ 2/3 green, ≥ 1/3 amber), fuel of tracked units, strength against establishment (≥ 80 % green, ≥ 50 % amber)</caption>
          <TableHead columns={['Unit', 'Ammunition', 'Fuel', 'Strength']} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.unitId} aria-current={r.unitId === selectedUnitId ? 'true' : undefined}>
                <th scope="row">
                  <button type="button" className="link-button" aria-label={`${r.name}: show ledger`} onClick={() => onSelectUnit(r.unitId)}>
                    {r.name}
                  </button>
                </th>
                <td>
                  <Cell cell={r.ammo} />
                </td>
                <td>
                  <Cell cell={r.fuel} />
                </td>
                <td>
                  <Cell cell={r.strength} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
