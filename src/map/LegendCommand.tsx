/**
 * The legend's command entries (`Legend.tsx`): an HQ (the NATO HQ staff), an objective and a
 * superseded objective with the dashed line from its formation's HQ, and the checkboxes "Show HQs"
 * and "Show objectives" that toggle the command layer (`commandLayer.ts`).
 */
import { useId } from 'react';

/** The command layer's toggles: whether HQs and objectives are drawn, and how to change that. */
export type LegendCommand = { showHqs: boolean; showObjectives: boolean; onShowHqs(v: boolean): void; onShowObjectives(v: boolean): void };

/** The entries: a group "Command" under the terrain list. */
export function CommandEntries({ showHqs, showObjectives, onShowHqs, onShowObjectives }: LegendCommand) {
  const id = useId();
  return (
    <div role="group" aria-label="Command" className="map-legend__group">
      <div className="map-legend__row map-legend__command">
        <span className="map-legend__swatch" aria-hidden="true">
          <span className="legend-hq-staff" />
        </span>
        <input id={`${id}-hq`} type="checkbox" checked={showHqs} onChange={(e) => onShowHqs(e.target.checked)} />
        <label htmlFor={`${id}-hq`}>Show HQs</label>
      </div>
      <div className="map-legend__row map-legend__command">
        <span className="map-legend__swatch" aria-hidden="true">
          <span className="map-legend__line legend-objective-line" />
          <span className="objective-marker__glyph legend-objective-glyph" />
        </span>
        <input id={`${id}-obj`} type="checkbox" checked={showObjectives} onChange={(e) => onShowObjectives(e.target.checked)} />
        <label htmlFor={`${id}-obj`}>Show objectives</label>
      </div>
      <div className="map-legend__row">
        <span className="map-legend__swatch is-superseded" aria-hidden="true">
          <span className="map-legend__line legend-objective-line" />
          <span className="objective-marker__glyph legend-objective-glyph" />
        </span>
        <span>Objective of a superseded order</span>
      </div>
    </div>
  );
}
