/**
 * The map legend: every terrain class (and the road and trench variants) with its swatch, drawn
 * from the same styles as the map (`terrainStyle.ts`), then the command layer's HQ, objective and
 * superseded-objective entries, each with a checkbox that shows or hides it ("Show HQs", "Show
 * objectives"), the movement entries (`LegendMovement.tsx`: routes, real estate, contacts). While the map
 * draws a fire plan, its entries and controls (`LegendFirePlan.tsx`). A region
 * named "Map legend" that can be collapsed to its heading button.
 */
import { useId, useState, type CSSProperties } from 'react';
import { LEGEND, STYLES, type LegendEntry, type TerrainStyle } from './terrainStyle.ts';
import { CommandEntries, type LegendCommand } from './LegendCommand.tsx';
import { FirePlanEntries, type LegendFirePlan } from './LegendFirePlan.tsx';
import { MovementEntries, type LegendMovement } from './LegendMovement.tsx';

function rgba(color: string, opacity: number): string {
  return `color-mix(in srgb, ${color} ${Math.round(opacity * 100)}%, transparent)`;
}

function dashCss(s: TerrainStyle): CSSProperties['borderTopStyle'] {
  return s.dashArray ? 'dashed' : 'solid';
}

/** The swatch of one legend row. */
function Swatch({ entry }: { entry: LegendEntry }) {
  const s: TerrainStyle = STYLES[entry.key];
  if (entry.shape === 'area') {
    const style: CSSProperties = {
      background: rgba(s.fillColor, Math.max(s.fillOpacity, 0.15)),
      border: s.stroke ? `${Math.max(1, Math.min(s.weight, 2))}px ${s.dashArray ? 'dashed' : 'solid'} ${s.color}` : '1px solid #cfc8b4',
    };
    return <span className="map-legend__swatch map-legend__swatch--area" style={style} />;
  }
  const line: CSSProperties = {
    borderTopWidth: `${Math.max(1.5, Math.min(s.weight, 4))}px`,
    borderTopStyle: dashCss(s),
    borderTopColor: s.color,
  };
  return (
    <span className="map-legend__swatch map-legend__swatch--line">
      <span className="map-legend__line" style={line} />
      {entry.key === 'railway' && <span className="map-legend__line map-legend__line--ticks" />}
    </span>
  );
}

/** localStorage key remembering whether the legend is open. */
export const LEGEND_OPEN_KEY = 'campaign-desk.legend.open';

function legendOpenAtStart(): boolean {
  try {
    return globalThis.localStorage?.getItem(LEGEND_OPEN_KEY) === 'true';
  } catch {
    return false; // storage refused: closed, out of the map's way
  }
}

function rememberLegendOpen(open: boolean): void {
  try {
    globalThis.localStorage?.setItem(LEGEND_OPEN_KEY, String(open));
  } catch {
    // Storage refused (private mode): the legend opens closed next time.
  }
}

/**
 * The legend (closed at first, out of the map's way; its button opens it, and whether it is open is
 * remembered across reloads); with `command`, the HQ and objective entries
 * with checkboxes; with `movement`, the route, real-estate and contact entries; with `firePlan`, the
 * fire plan's entries.
 */
export function Legend({ command, movement, firePlan }: { command?: LegendCommand; movement?: LegendMovement; firePlan?: LegendFirePlan | null } = {}) {
  const [open, setOpenState] = useState(legendOpenAtStart);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    rememberLegendOpen(next);
  };
  const listId = useId();
  return (
    <section className="map-legend" aria-label="Map legend">
      <button type="button" className="map-legend__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Legend
      </button>
      {open && (
        <ul id={listId} className="map-legend__list">
          {LEGEND.map((e) => (
            <li key={e.key}>
              <Swatch entry={e} />
              <span>{e.label}</span>
            </li>
          ))}
        </ul>
      )}
      {open && command && <CommandEntries {...command} />}
      {open && movement && <MovementEntries {...movement} />}
      {open && firePlan && <FirePlanEntries {...firePlan} />}
    </section>
  );
}
