/**
 * The legend's movement entries (`Legend.tsx`): a group "Movement" with a dashed route line,
 * a real-estate rectangle and a contact marker, each with its checkbox — "Show routes", "Show real
 * estate" (drawn from a scale where the ground is visible: the row says so while zoomed out),
 * "Show contacts" and, when the campaign has any, a red ring "Show minefields" — toggling `routeLayer.ts`,
 * `realEstateLayer.ts`, `contactLayer.ts` and `minefieldLayer.ts`.
 */
import { useId } from 'react';

/** The movement layers' toggles, how to change them, and whether the real estate is too small to draw at this scale. */
export type LegendMovement = {
  showRoutes: boolean;
  onShowRoutes(v: boolean): void;
  showRealEstate: boolean;
  onShowRealEstate(v: boolean): void;
  showContacts: boolean;
  onShowContacts(v: boolean): void;
  showMinefields: boolean;
  onShowMinefields(v: boolean): void;
  /** Whether the campaign has minefields (the row is shown only then). */
  hasMinefields: boolean;
  realEstateZoomedOut: boolean;
};

/** The entries: a group "Movement" under the command entries. */
export function MovementEntries(p: LegendMovement) {
  const id = useId();
  const row = (key: string, swatch: string, checked: boolean, on: (v: boolean) => void, label: string, note?: string) => (
    <div className="map-legend__row map-legend__command">
      <span className="map-legend__swatch" aria-hidden="true">
        <span className={swatch} />
      </span>
      <input id={`${id}-${key}`} type="checkbox" checked={checked} onChange={(e) => on(e.target.checked)} aria-describedby={note ? `${id}-${key}-note` : undefined} />
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {note && (
        <span id={`${id}-${key}-note`} className="muted">
          {note}
        </span>
      )}
    </div>
  );
  return (
    <div role="group" aria-label="Movement" className="map-legend__group">
      {row('routes', 'map-legend__line legend-route-line', p.showRoutes, p.onShowRoutes, 'Show routes')}
      {row('estate', 'legend-real-estate', p.showRealEstate, p.onShowRealEstate, 'Show real estate', p.showRealEstate && p.realEstateZoomedOut ? '(zoom in to see it)' : undefined)}
      {row('contacts', 'legend-contact', p.showContacts, p.onShowContacts, 'Show contacts')}
      {p.hasMinefields && row('mines', 'legend-minefield', p.showMinefields, p.onShowMinefields, 'Show minefields')}
    </div>
  );
}
