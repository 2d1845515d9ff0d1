/**
 * The legend's fire-plan entries (`Legend.tsx`), shown while the map draws a plan (`firePlanLayer.ts`):
 * a group "Fire plan" naming the plan, the swatches of a beaten zone or template, the 1418 inner circle,
 * the smoke and gas cordons, a range fan and the ring round a friendly unit at risk, and the controls:
 * the checkboxes "Show fire plan" and "Show all range fans", and the select "Fire plan time" (all
 * serials, or those active from one serial's start: the others are drawn faint).
 */
import { useId } from 'react';
import './firePlan.css';

/** One choice of the time filter: the campaign minute and its text, e.g. "H−60 · 05:20". */
export type FirePlanTimeChoice = { atMin: number; label: string };

/** The fire-plan legend's state and how to change it. */
export type LegendFirePlan = {
  title: string;
  scale: 'operational' | 'tactical';
  show: boolean;
  onShow(v: boolean): void;
  allFans: boolean;
  onAllFans(v: boolean): void;
  times: readonly FirePlanTimeChoice[];
  /** The minute filtered on (null: every serial strong). */
  atMin: number | null;
  onAtMin(v: number | null): void;
};

/** One swatch row. */
function Row({ swatch, text }: { swatch: string; text: string }) {
  return (
    <div className="map-legend__row">
      <span className="map-legend__swatch" aria-hidden="true">
        <span className={`legend-fp ${swatch}`} />
      </span>
      <span>{text}</span>
    </div>
  );
}

/** The entries: a group "Fire plan" under the command entries. */
export function FirePlanEntries(p: LegendFirePlan) {
  const id = useId();
  const all = p.times.some((t) => t.atMin === p.atMin) ? String(p.atMin) : '';
  return (
    <div role="group" aria-label="Fire plan" className="map-legend__group legend-fireplan">
      <div className="map-legend__row map-legend__command">
        <input id={`${id}-show`} type="checkbox" checked={p.show} onChange={(e) => p.onShow(e.target.checked)} />
        <label htmlFor={`${id}-show`}>Show fire plan</label>
      </div>
      <p className="legend-fireplan__title">{p.title}</p>
      {p.show && (
        <>
          <Row swatch="legend-fp--zone" text={p.scale === 'tactical' ? 'Bombardment template' : 'Beaten zone (150 m radius)'} />
          <Row swatch="legend-fp--inner" text="Inner circle (template, 1418)" />
          <Row swatch="legend-fp--smoke" text="Smoke cordon" />
          <Row swatch="legend-fp--gas" text="Gas cordon" />
          <Row swatch="legend-fp--fan" text="Range fan" />
          <Row swatch="legend-fp--friendly" text="Friendly unit at risk" />
          <div className="map-legend__row map-legend__command">
            <input id={`${id}-fans`} type="checkbox" checked={p.allFans} onChange={(e) => p.onAllFans(e.target.checked)} />
            <label htmlFor={`${id}-fans`}>Show all range fans</label>
          </div>
          <div className="map-legend__row legend-fireplan__time">
            <label htmlFor={`${id}-time`}>Fire plan time</label>
            <select id={`${id}-time`} value={all} onChange={(e) => p.onAtMin(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">All serials</option>
              {p.times.map((t) => (
                <option key={t.atMin} value={String(t.atMin)}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
