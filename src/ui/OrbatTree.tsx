/**
 * The ORBAT tree of both sides: a WAI-ARIA tree (`tree` "Order of battle", ARCHITECTURE.md
 * §Accessible names) with one `treeitem` per shown unit, named by the unit's name, under a heading
 * row per side. Only rows whose ancestors are all expanded are rendered (several hundred units stay
 * fast). Keyboard: Up/Down/Home/End move, Right opens or steps in, Left closes or steps out,
 * Enter/Space selects, C opens the unit's Command relations dialog (roving tabindex: one row is in
 * the tab order). A unit's support relation shows as a tag ("DS → 51 Div"); a unit row dropped on
 * another asks to put it under that HQ (`onReparent`). The search box "Search units"
 * narrows the tree to matches plus their ancestors, opened.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { clockText, type CampaignState, type Unit, type UnitId } from '../campaign/index.ts';
import {
  buildOrbatIndex,
  filterUnits,
  initialExpanded,
  rowAncestors,
  sideKey,
  SIDE_ORDER,
  visibleRows,
  type OrbatIndex,
  type RowKey,
} from './orbatModel.ts';
import { symbolDataUrl } from './symbolIcon.ts';
import { ECHELON_ABBR } from './labels.ts';
import { OrbatRowItem, type RowHandlers } from './OrbatRow.tsx';
import { relationTag } from './command/relationModel.ts';
import { fireEffectText } from './route/routeText.ts';

/** Props: the campaign state, the selected unit, and `onSelect` (click or Enter on a unit row). */
export type OrbatTreeProps = {
  state: CampaignState;
  selectedId: UnitId | null;
  onSelect(id: UnitId): void;
  /** SIDC of a unit for its icon (`unitSidc` of `src/map/sidc.ts`); no icons when absent. */
  sidcOf?: (unit: Unit) => string;
  /** Open the Command relations dialog of a unit (C on its focused row); C does nothing when absent. */
  onCommandRelations?(id: UnitId): void;
  /** A unit row dropped on another: put `id` under command of `parentId` (rows drag only when `onCommandRelations` is given). */
  onReparent?(id: UnitId, parentId: UnitId): void;
};

/** The ORBAT tree panel: search box, match count and the tree. Key it by campaign id. */
export function OrbatTree({ state, selectedId, onSelect, sidcOf, onCommandRelations, onReparent }: OrbatTreeProps) {
  const index = useMemo(() => buildOrbatIndex(state), [state.units, state.unitOrder]);
  const [expanded, setExpanded] = useState<Set<RowKey>>(() => initialExpanded(index));
  const [query, setQuery] = useState('');
  const [searchCollapsed, setSearchCollapsed] = useState<Set<RowKey>>(() => new Set());
  // Typing stays responsive: the (possibly several-hundred-row) filtered tree follows a beat later.
  const deferredQuery = useDeferredValue(query);
  const filter = useMemo(() => filterUnits(state, deferredQuery), [state, deferredQuery]);
  const effectiveExpanded = useMemo(() => {
    if (!filter) return expanded;
    const all = new Set<RowKey>(SIDE_ORDER.map(sideKey));
    for (const id of filter.visible) all.add(id);
    for (const k of searchCollapsed) all.delete(k);
    return all;
  }, [filter, expanded, searchCollapsed]);
  const rows = useMemo(() => visibleRows(index, effectiveExpanded, filter), [index, effectiveExpanded, filter]);

  const [activeKey, setActiveKey] = useState<RowKey | null>(null);
  const rowEls = useRef(new Map<RowKey, HTMLLIElement>());
  const focusPending = useRef(false);
  const scrollPending = useRef<RowKey | null>(null);
  const active = activeKey !== null && rows.some((r) => r.key === activeKey) ? activeKey : (rows[0]?.key ?? null);

  // A selection made elsewhere (the map): open its ancestors and bring its row into view.
  useEffect(() => {
    if (selectedId === null || !state.units[selectedId]) return;
    const ups = rowAncestors(index, selectedId);
    if (filter) {
      if (filter.visible.has(selectedId)) setSearchCollapsed((s) => without(s, ups));
    } else {
      setExpanded((s) => (ups.every((k) => s.has(k)) ? s : new Set([...s, ...ups])));
    }
    setActiveKey(selectedId);
    scrollPending.current = selectedId;
    // Only a change of selection reveals; later edits of the state must not re-open closed rows.
  }, [selectedId]);

  useEffect(() => {
    if (focusPending.current && active !== null) {
      focusPending.current = false;
      rowEls.current.get(active)?.focus();
    }
    const s = scrollPending.current;
    if (s !== null) {
      const el = rowEls.current.get(s);
      if (el) {
        scrollPending.current = null;
        el.scrollIntoView?.({ block: 'nearest' });
      }
    }
  });

  const setOpen = (key: RowKey, open: boolean) => {
    if (filter) {
      setSearchCollapsed((s) => (open ? without(s, [key]) : new Set([...s, key])));
    } else {
      setExpanded((s) => {
        const n = new Set(s);
        if (open) n.add(key);
        else n.delete(key);
        return n;
      });
    }
  };

  /** A new search; when it is cleared, the selected unit stays in view in the full tree. */
  const changeQuery = (q: string) => {
    setQuery(q);
    setSearchCollapsed(new Set());
    if (q.trim() === '' && selectedId !== null && state.units[selectedId]) {
      const ups = rowAncestors(index, selectedId);
      setExpanded((s) => (ups.every((k) => s.has(k)) ? s : new Set([...s, ...ups])));
      scrollPending.current = selectedId;
    }
  };

  const moveTo = (key: RowKey | undefined) => {
    if (key === undefined) return;
    focusPending.current = true;
    setActiveKey(key);
  };

  // Handlers read the latest render through a ref, so their identity never changes.
  const latest = useRef({ rows, onSelect, setOpen, onReparent });
  latest.current = { rows, onSelect, setOpen, onReparent };
  const handlers = useMemo<RowHandlers>(
    () => ({
      register(key, el) {
        if (el) rowEls.current.set(key, el);
        else rowEls.current.delete(key);
      },
      activate(key) {
        const r = latest.current.rows.find((x) => x.key === key);
        if (!r) return;
        setActiveKey(key);
        if (r.kind === 'unit') latest.current.onSelect(key);
        else latest.current.setOpen(key, !r.expanded);
      },
      toggle(key) {
        const r = latest.current.rows.find((x) => x.key === key);
        if (!r) return;
        setActiveKey(key);
        latest.current.setOpen(key, !r.expanded);
      },
      drop(fromKey, toKey) {
        if (fromKey.startsWith('side:') || toKey.startsWith('side:')) return;
        latest.current.onReparent?.(fromKey, toKey);
      },
    }),
    [],
  );

  const onKeyDown = (ev: KeyboardEvent<HTMLUListElement>) => {
    const i = rows.findIndex((r) => r.key === active);
    const row = rows[i];
    if (!row) return;
    let handled = true;
    switch (ev.key) {
      case 'ArrowDown':
        moveTo(rows[i + 1]?.key);
        break;
      case 'ArrowUp':
        moveTo(rows[i - 1]?.key);
        break;
      case 'Home':
        moveTo(rows[0]?.key);
        break;
      case 'End':
        moveTo(rows[rows.length - 1]?.key);
        break;
      case 'ArrowRight':
        if (row.expandable && !row.expanded) setOpen(row.key, true);
        else if (row.expanded) moveTo(rows[i + 1]?.key);
        break;
      case 'ArrowLeft':
        if (row.expanded) setOpen(row.key, false);
        else moveTo(index.parent.get(row.key));
        break;
      case 'Enter':
      case ' ':
        if (row.kind === 'unit') onSelect(row.key);
        else setOpen(row.key, !row.expanded);
        break;
      case 'c':
      case 'C':
        if (row.kind !== 'unit' || !onCommandRelations || ev.ctrlKey || ev.metaKey || ev.altKey) handled = false;
        else onCommandRelations(row.key);
        break;
      default:
        handled = false;
    }
    if (handled) ev.preventDefault();
  };

  const matchCount = filter ? filter.matches.size : null;
  return (
    <div className="orbat">
      <div className="orbat-search">
        <input
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          aria-label="Search units"
          placeholder="Search units"
          value={query}
          aria-describedby="orbat-search-count"
          onChange={(e) => changeQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query !== '') {
              e.preventDefault();
              changeQuery('');
            }
          }}
        />
        <p id="orbat-search-count" className="orbat-count">
          {matchCount === null
            ? `${state.unitOrder.length} units`
            : matchCount === 1
              ? '1 match'
              : `${matchCount} matches`}
        </p>
      </div>
      <ul role="tree" aria-label="Order of battle" className="orbat-tree" onKeyDown={onKeyDown}>
        {rows.map((r) => {
          const unit = r.kind === 'unit' ? state.units[r.key] : undefined;
          const tag = unit ? relationTag(state, unit) : null;
          const effects = unit ? fireEffectText(state, unit) : [];
          return (
            <OrbatRowItem
              key={r.key}
              rowKey={r.key}
              kind={r.kind}
              side={r.side}
              level={r.level}
              posInSet={r.posInSet}
              setSize={r.setSize}
              expandable={r.expandable}
              expanded={r.expanded}
              match={r.match}
              name={r.kind === 'side' ? state.sides[r.side].name : (unit?.name ?? r.key)}
              echelon={unit ? (state.picture?.units[unit.id]?.identified === false ? '?' : ECHELON_ABBR[unit.echelon]) : ''}
              strength={r.kind === 'unit' ? (pictureStrength(state, r.key) ?? strengthText(index, r.key)) : ''}
              icon={unit && sidcOf ? iconFor(sidcOf, unit) : null}
              relation={tag?.short ?? ''}
              relationFull={tag?.full ?? ''}
              status={unit ? fireEffectText(state, unit, true).join(', ') : ''}
              statusFull={effects.join('; ')}
              relationKey={onCommandRelations !== undefined}
              selected={r.key === selectedId}
              tabbable={r.key === active}
              handlers={handlers}
            />
          );
        })}
      </ul>
      {matchCount === 0 && <p className="orbat-empty">No unit matches “{deferredQuery}”.</p>}
    </div>
  );
}

function strengthText(index: OrbatIndex, id: UnitId): string {
  const t = index.totals.get(id);
  return t ? `${t.bases}/${t.establishmentBases}` : '';
}

function iconFor(sidcOf: (u: Unit) => string, unit: Unit): string | null {
  try {
    return symbolDataUrl(sidcOf(unit));
  } catch {
    return null;
  }
}

function without<T>(s: Set<T>, drop: readonly T[]): Set<T> {
  if (!drop.some((k) => s.has(k))) return s;
  const n = new Set(s);
  for (const k of drop) n.delete(k);
  return n;
}

/**
 * In a seat's view, what the row says instead of the strength where the seat does not know it: "not
 * known" for a unit of its command that has not reported, "seen HH:MM" for an enemy last seen; null
 * (the strength) otherwise.
 */
function pictureStrength(state: CampaignState, id: string): string | null {
  const k = state.picture?.units[id];
  if (k?.status === 'unknown') return 'not known';
  if (k?.status === 'enemy') return `seen ${clockText(state, k.madeAtMin ?? 0)}`;
  return null;
}
