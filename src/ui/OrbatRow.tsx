/**
 * One row of the ORBAT tree (`OrbatTree.tsx`): a `treeitem` named by the unit's (or side's) name,
 * with its ARIA level, position and expanded/selected state, a twisty that opens or closes it, the
 * unit's NATO symbol (an `<img>` of a data URL) and an echelon / strength hint (`bases/establishment`
 * of the subtree). Rows are memoised: only rows whose data changed re-render.
 */
import { memo } from 'react';
import type { OrbatRow, RowKey } from './orbatModel.ts';

/** Stable callbacks shared by every row (so unchanged rows skip re-rendering). */
export type RowHandlers = {
  register(key: RowKey, el: HTMLLIElement | null): void;
  activate(key: RowKey): void;
  toggle(key: RowKey): void;
};

/** One row's data, all primitives so `memo` can skip unchanged rows. */
export type RowProps = {
  rowKey: RowKey;
  kind: OrbatRow['kind'];
  side: OrbatRow['side'];
  level: number;
  posInSet: number;
  setSize: number;
  expandable: boolean;
  expanded: boolean;
  match: boolean;
  name: string;
  echelon: string;
  strength: string;
  icon: string | null;
  selected: boolean;
  tabbable: boolean;
  handlers: RowHandlers;
};

/** One `treeitem` row: twisty, symbol, name (its accessible name) and the echelon/strength hint. */
export const OrbatRowItem = memo(function OrbatRowItem(p: RowProps) {
  const { rowKey, kind, handlers } = p;
  return (
    <li
      ref={(el) => handlers.register(rowKey, el)}
      role="treeitem"
      aria-label={p.name}
      aria-level={p.level}
      aria-posinset={p.posInSet}
      aria-setsize={p.setSize}
      aria-expanded={p.expandable ? p.expanded : undefined}
      aria-selected={kind === 'unit' ? p.selected : undefined}
      tabIndex={p.tabbable ? 0 : -1}
      className={`orbat-row orbat-${kind} side-${p.side}${p.selected ? ' is-selected' : ''}${p.match ? ' is-match' : ''}`}
      style={{ paddingInlineStart: `${0.25 + (p.level - 1) * 0.9}rem` }}
      onClick={(e) => {
        e.stopPropagation();
        handlers.activate(rowKey);
      }}
    >
      <span
        className="orbat-twisty"
        aria-hidden="true"
        onClick={(e) => {
          e.stopPropagation();
          if (p.expandable) handlers.toggle(rowKey);
        }}
      >
        {p.expandable ? (p.expanded ? '▾' : '▸') : ''}
      </span>
      {kind === 'unit' && (p.icon ? <img className="orbat-icon" src={p.icon} alt="" /> : <span className="orbat-icon" />)}
      <span className="orbat-name" title={p.name}>
        {p.name}
      </span>
      {kind === 'unit' && (
        <span className="orbat-hint" title="bases present / establishment">
          <span className="orbat-echelon">{p.echelon}</span> {p.strength}
        </span>
      )}
    </li>
  );
});
