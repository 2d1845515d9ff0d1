/**
 * Picking a point on the campaign map for another screen (an order's objective or HQ location:
 * orders take grid references or points on the map). While a pick is requested the map shows
 * the banner `MapPickBanner` (a `status` "Pick on map": "Click the map to place ‹label› — Escape
 * cancels", a button "Cancel pick", an `alert` when the click was off the grid), the cursor is a
 * crosshair, and one click on the map (not a drag: the map still pans) is handed to `onPick` instead
 * of selecting or moving a unit. A press on a unit symbol does not start the symbol's drag. Escape
 * anywhere on the page, or "Cancel pick", calls `onCancel`. A click outside the grid is refused with
 * the grid module's message and the pick goes on.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type L from 'leaflet';
import { GridRefError } from '../rules/errors.ts';
import { pointToGridRef } from '../rules/grid.ts';
import './mapPick.css';
import type { GridDef, LonLat } from '../rules/types.ts';

/**
 * A pick request: `label` names what is placed ("objective 1 of the order for 152nd Brigade");
 * `onPick(pos)` gets the clicked point (WGS84, always inside the grid); `onCancel()` on Escape or
 * "Cancel pick".
 */
export type MapPickRequest = { label: string; onPick(pos: LonLat): void; onCancel(): void };

/** The banner's prompt for a pick of `label`. */
export function pickPrompt(label: string): string {
  return `Click the map to place ${label} — Escape cancels`;
}

/**
 * Wires a pick request to the map: Leaflet's `click` (suppressed by Leaflet after a pan) becomes
 * `onPick` when the point is on `grid`, else the returned `problem` (the `GridRefError` message);
 * presses on a unit symbol (`onSymbol(x, y)` in container pixels) are kept from the unit layer
 * (captured on `wrapper`, the element around the map's container); Escape on the document cancels.
 * Returns the problem of the last click (null: none), cleared when the request changes.
 */
export function useMapPick(
  map: L.Map | null,
  wrapper: RefObject<HTMLElement | null>,
  grid: GridDef,
  pick: MapPickRequest | null,
  onSymbol: (x: number, y: number) => boolean,
): string | null {
  const latest = useRef({ pick, grid, onSymbol });
  latest.current = { pick, grid, onSymbol };
  const [problem, setProblem] = useState<string | null>(null);
  const active = pick !== null;
  const label = pick?.label ?? null;
  useEffect(() => setProblem(null), [label]);

  useEffect(() => {
    const el = wrapper.current;
    if (!map || !el || !active) return;
    const container = map.getContainer();
    const onClick = (e: L.LeafletMouseEvent) => {
      const { pick: p, grid: g } = latest.current;
      if (!p) return;
      const pos: LonLat = { lon: e.latlng.lng, lat: e.latlng.lat };
      try {
        pointToGridRef(g, pos);
      } catch (err) {
        if (!(err instanceof GridRefError)) throw err;
        setProblem(`${err.message.replace(/\.$/, '')}. Click inside the grid, or press Escape to cancel.`);
        return;
      }
      setProblem(null);
      p.onPick(pos);
    };
    const onPointerDown = (e: PointerEvent) => {
      if (e.button !== 0 || !(e.target instanceof Node) || !container.contains(e.target)) return;
      const pt = map.mouseEventToContainerPoint(e as unknown as MouseEvent);
      if (!latest.current.onSymbol(pt.x, pt.y)) return;
      // As the unit layer does: no compatibility mousedown (no map drag); the click still follows.
      e.preventDefault();
      e.stopPropagation();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      latest.current.pick?.onCancel();
    };
    map.on('click', onClick);
    el.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    container.focus({ preventScroll: true });
    return () => {
      map.off('click', onClick);
      el.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [map, wrapper, active]);

  return active ? problem : null;
}

/** Props of the banner: what is being placed, the last refusal, and the cancel callback. */
export type MapPickBannerProps = { label: string; problem: string | null; onCancel(): void };

/** The banner over the top of the map while a pick is requested. */
export function MapPickBanner({ label, problem, onCancel }: MapPickBannerProps) {
  return (
    <div className="map-pick">
      <p className="map-pick__prompt" role="status" aria-label="Pick on map">
        {pickPrompt(label)}
      </p>
      {problem && (
        <p className="map-pick__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="button" onClick={onCancel}>
        Cancel pick
      </button>
    </div>
  );
}
