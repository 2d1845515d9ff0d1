/**
 * The map's own tools, drawn over the map pane: the pointer's grid reference (a `status` named
 * "Pointer grid reference") and the Go-to box (textbox "Go to grid reference", button "Go", an
 * `alert` under it when the reference is refused). RULINGS.md §Grid references.
 */
import { useEffect, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type L from 'leaflet';
import { GridRefError } from '../rules/errors.ts';
import { gridRefExample, pointGridRefs, pointToGridRef } from '../rules/grid.ts';
import type { GridDef } from '../rules/types.ts';
import { resolveGoTo, type GoToResult } from './goTo.ts';

/** Text of the pointer readout when the pointer is over the map but off the grid. */
export const OFF_MAP_TEXT = 'off the map';

/** Text of the pointer readout while the pointer is not over the map at all (a dash: nothing to read). */
export const AWAY_TEXT = '—';

/**
 * The readout's text for a pointer at `p`: numeric grids the 8-figure reference
 * (`pointToGridRef(grid, p, 8)`), table grids the square (`B1`); `OFF_MAP_TEXT` off the grid.
 */
export function pointerText(grid: GridDef, p: { lon: number; lat: number } | null): string {
  if (!p) return OFF_MAP_TEXT;
  try {
    return grid.scheme === 'numeric' ? pointToGridRef(grid, p, 8) : pointToGridRef(grid, p);
  } catch (err) {
    if (err instanceof GridRefError) return OFF_MAP_TEXT;
    throw err;
  }
}

/**
 * The pointer's reference in the map's other grid systems (`grid.others`), e.g.
 * `57c.X.1.c.5.3`; '' when the map has no other system or the pointer is off them all.
 */
export function pointerOthersText(grid: GridDef, p: { lon: number; lat: number } | null): string {
  if (!p || !grid.others?.length) return '';
  return pointGridRefs(grid, p).filter((r) => !r.primary).map((r) => r.ref).join(' · ');
}

/** Props of `MapTools`: the Leaflet map (null until created), the grid, what to do on a Go or Escape, and controls to show under the readout. */
export type MapToolsProps = {
  map: L.Map | null;
  grid: GridDef;
  children?: ReactNode;
  onGo(result: Extract<GoToResult, { ok: true }>): void;
  onClear(): void;
};

/** The pointer readout and the Go-to form. */
export function MapTools({ map, grid, onGo, onClear, children }: MapToolsProps) {
  const [pointer, setPointer] = useState(AWAY_TEXT);
  const [pointerOthers, setPointerOthers] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!map) return;
    const el = map.getContainer();
    const onMove = (e: PointerEvent) => {
      const ll = map.mouseEventToLatLng(e as unknown as MouseEvent);
      setPointer(pointerText(grid, { lon: ll.lng, lat: ll.lat }));
      setPointerOthers(pointerOthersText(grid, { lon: ll.lng, lat: ll.lat }));
    };
    const onLeave = () => {
      setPointer(AWAY_TEXT);
      setPointerOthers('');
    };
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerleave', onLeave);
    return () => {
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerleave', onLeave);
    };
  }, [map, grid]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = resolveGoTo(grid, text);
    if (r.ok) {
      setError(null);
      onGo(r);
    } else {
      setError(r.message);
      onClear();
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setError(null);
      onClear();
    }
  };

  return (
    <div className="map-tools">
      <form className="map-goto" onSubmit={submit} noValidate>
        <input
          type="text"
          aria-label="Go to grid reference"
          placeholder={`Grid ref, e.g. ${gridRefExample(grid)}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit">Go</button>
      </form>
      {error !== null && (
        <p role="alert" className="map-goto__error">
          {error}
        </p>
      )}
      <div className="map-pointer">
        <span className="map-pointer__label" aria-hidden="true">
          Pointer
        </span>
        <span role="status" aria-label="Pointer grid reference" aria-live="off" className="map-pointer__ref">
          {pointer}
        </span>
        {grid.others?.length ? (
          <span role="status" aria-label="Pointer in the map's other grids" aria-live="off" className="map-pointer__others">
            {pointerOthers}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}
