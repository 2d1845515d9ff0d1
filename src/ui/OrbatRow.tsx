/**
 * One row of the ORBAT tree (`OrbatTree.tsx`): a `treeitem` named by the unit's (or side's) name,
 * with its ARIA level, position and expanded/selected state, a twisty that opens or closes it, the
 * unit's NATO symbol (an `<img>` of a data URL), its support tag ("DS → 51 Div", the full "In Direct
 * Support of …" as the row's accessible description) and an echelon / strength hint
 * (`bases/establishment` of the subtree). With command relations on (`relationKey`), a unit row can be
 * dragged onto another unit row to put it under that HQ (`handlers.drop`). Rows are memoised: only rows whose data changed re-render.
 */
import { memo, type DragEvent } from 'react';
import type { OrbatRow, RowKey } from './orbatModel.ts';
import { RelationTag } from './command/RelationTag.tsx';

/** The id of a row's support description (unit ids are valid in ids: letters, digits, `.`, `_`, `-`). */
const relId = (key: RowKey) => `orbat-rel-${key}`;
const statusId = (key: RowKey) => `orbat-status-${key}`;

/** Stable callbacks shared by every row (so unchanged rows skip re-rendering). */
export type RowHandlers = {
  register(key: RowKey, el: HTMLLIElement | null): void;
  activate(key: RowKey): void;
  toggle(key: RowKey): void;
  /** A unit row (`fromKey`) was dropped on another unit row (`toKey`): put it under that HQ. */
  drop(fromKey: RowKey, toKey: RowKey): void;
};

/** The drag data type of a dragged ORBAT row (its value is the unit id). */
export const ORBAT_DRAG_TYPE = 'application/x-campaign-desk-unit';

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
  /** The support tag, e.g. "DS → 51 Div" ('' for none), and its full text (the row's description). */
  relation: string;
  relationFull: string;
  /** The effects of fire still on the unit, e.g. "Disorg. & pinned to 07:20" ('' for none), and in full. */
  status: string;
  statusFull: string;
  /** Whether C opens the unit's Command relations dialog (`aria-keyshortcuts`), and unit rows can be dragged onto another to re-parent. */
  relationKey: boolean;
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
      aria-describedby={[p.relation !== '' ? relId(rowKey) : '', p.status !== '' ? statusId(rowKey) : ''].filter(Boolean).join(' ') || undefined}
      aria-keyshortcuts={kind === 'unit' && p.relationKey ? 'c' : undefined}
      tabIndex={p.tabbable ? 0 : -1}
      className={`orbat-row orbat-${kind} side-${p.side}${p.selected ? ' is-selected' : ''}${p.match ? ' is-match' : ''}`}
      style={{ paddingInlineStart: `${0.25 + (p.level - 1) * 0.9}rem` }}
      onClick={(e) => {
        e.stopPropagation();
        handlers.activate(rowKey);
      }}
      {...(kind === 'unit' && p.relationKey
        ? {
            draggable: true,
            onDragStart: (e: DragEvent<HTMLLIElement>) => {
              e.stopPropagation();
              e.dataTransfer.setData(ORBAT_DRAG_TYPE, rowKey);
              e.dataTransfer.effectAllowed = 'move';
            },
            onDragOver: (e: DragEvent<HTMLLIElement>) => {
              if (!e.dataTransfer.types.includes(ORBAT_DRAG_TYPE)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
            },
            onDrop: (e: DragEvent<HTMLLIElement>) => {
              const from = e.dataTransfer.getData(ORBAT_DRAG_TYPE);
              if (from === '') return;
              e.preventDefault();
              e.stopPropagation();
              if (from !== rowKey) handlers.drop(from, rowKey);
            },
          }
        : {})}
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
      {p.relation !== '' && <RelationTag short={p.relation} full={p.relationFull} descId={relId(rowKey)} />}
      {p.status !== '' && (
        <span className="orbat-status" id={statusId(rowKey)} title={p.statusFull}>
          {p.status}
        </span>
      )}
      {kind === 'unit' && (
        <span className="orbat-hint" title="bases present / establishment">
          <span className="orbat-echelon">{p.echelon}</span> {p.strength}
        </span>
      )}
    </li>
  );
});
