/**
 * The review table of an order-of-battle import: one row per unit — import or not, name (indented under
 * its parent), side, echelon, type, bases, where it stands, why a proposal is a guess. Only the rows in
 * view are drawn once there are many (`@tanstack/react-virtual`), so twenty thousand rows scroll as
 * freely as twenty; the table keeps `aria-rowcount` and each row its `aria-rowindex`.
 */
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ECHELONS, type CampaignState, type Echelon, type ImportRow, type SideId } from '../../campaign/index.ts';
import { gridRefText } from '../../rules/grid.ts';
import { UNIT_TYPE_IDS, UNIT_TYPES, type UnitTypeId } from '../../rules/tables/unitTypes.ts';

/** Rows drawn all at once up to this many; beyond it only those in view. */
export const DRAW_ALL_ROWS = 200;
const ROW_PX = 34;

/** Props: the campaign (sides, grid), the rows shown (filtered), each row's depth, and how a row changes. */
export type OrbatReviewTableProps = {
  state: CampaignState;
  rows: readonly ImportRow[];
  depthOf: ReadonlyMap<string, number>;
  caption: string;
  allTicked: boolean | 'mixed';
  onTickAll(include: boolean): void;
  onChange(key: string, change: Partial<ImportRow>): void;
};

/** The table. */
export function OrbatReviewTable({ state, rows, depthOf, caption, allTicked, onTickAll, onChange }: OrbatReviewTableProps) {
  const box = useRef<HTMLDivElement>(null);
  const many = rows.length > DRAW_ALL_ROWS;
  const virtual = useVirtualizer({ count: many ? rows.length : 0, getScrollElement: () => box.current, estimateSize: () => ROW_PX, overscan: 12 });
  const items = many ? virtual.getVirtualItems() : rows.map((_, index) => ({ index, start: index * ROW_PX, end: (index + 1) * ROW_PX }));
  const top = many && items.length > 0 ? items[0]!.start : 0;
  const bottom = many && items.length > 0 ? virtual.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <div className="orbat-review" ref={box}>
      <table aria-rowcount={rows.length + 1}>
        <caption>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Import every unit shown"
                checked={allTicked === true}
                ref={(el) => {
                  if (el) el.indeterminate = allTicked === 'mixed';
                }}
                onChange={(e) => onTickAll(e.target.checked)}
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Side</th>
            <th scope="col">Echelon</th>
            <th scope="col">Type</th>
            <th scope="col">Bases</th>
            <th scope="col">Position</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={8}>No unit matches what is shown: change the side, the formation or the name above.</td>
            </tr>
          )}
          {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
          {items.map(({ index }) => {
            const r = rows[index]!;
            return (
              <tr key={r.key} aria-rowindex={index + 2} style={many ? { height: ROW_PX } : undefined}>
                <td>
                  <input type="checkbox" aria-label={`Import ${r.name}`} checked={r.include} onChange={(e) => onChange(r.key, { include: e.target.checked })} />
                </td>
                <td style={{ paddingLeft: `${0.3 + (depthOf.get(r.key) ?? 0) * 0.9}rem` }}>
                  <input aria-label={`Name of row ${index + 1}`} value={r.name} onChange={(e) => onChange(r.key, { name: e.target.value })} />
                </td>
                <td>
                  <select aria-label={`Side of ${r.name}`} value={r.side} onChange={(e) => onChange(r.key, { side: e.target.value as SideId })}>
                    <option value="blue">{state.sides.blue.name}</option>
                    <option value="red">{state.sides.red.name}</option>
                  </select>
                </td>
                <td>
                  <select aria-label={`Echelon of ${r.name}`} value={r.echelon} onChange={(e) => onChange(r.key, { echelon: e.target.value as Echelon })}>
                    {ECHELONS.map((x) => (
                      <option key={x}>{x}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <select aria-label={`Type of ${r.name}`} value={r.type} onChange={(e) => onChange(r.key, { type: e.target.value as UnitTypeId })}>
                    {UNIT_TYPE_IDS.map((t) => (
                      <option key={t} value={t}>
                        {UNIT_TYPES[t].label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input aria-label={`Bases of ${r.name}`} type="number" min={0} max={1000} value={r.bases} onChange={(e) => onChange(r.key, { bases: Math.max(0, Math.round(Number(e.target.value) || 0)) })} />
                </td>
                <td className="orbat-review__pos">{gridRefText(state.grid, r.pos, '—')}</td>
                <td className="orbat-review__note" title={r.sidc ? `SIDC ${r.sidc}` : undefined}>
                  {r.note ?? ''}
                </td>
              </tr>
            );
          })}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
        </tbody>
      </table>
    </div>
  );
}
