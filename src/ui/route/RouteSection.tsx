/**
 * The unit panel's route editor (`region` "Route"): the unit's
 * current route (mode, posture, who ordered it, when in force, waypoints passed, why it stopped: a
 * `list` "Waypoints of ‹short name›"), then the form — "Movement mode" (Move to contact, Advance in
 * contact, Road march), "Posture" (Advance, Defence), "Ordered by" (the HQs above the unit, its parent
 * first; "Own initiative"), "Waypoint n" grid references checked as typed ("Remove waypoint n", "Add
 * waypoint", "Pick waypoints on the map": every click on the map adds one, `aria-pressed` while
 * picking), the `status` "Route timing" (`In force from … (command delay N h)` and the distance and
 * time at the NQM rate), "Save route" (`route.set`) and "Clear route" (`route.cleared`). Refusals
 * (the form's and the store's) in an `alert`. Model: `routeForm.ts`; texts: `routeText.ts`.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { clockText, type RoadNet, type CampaignState, type Unit } from '../../campaign/index.ts';
import { formatGridRef, gridRefExample, pointToGridRef } from '../../rules/grid.ts';
import { NQM_MOVE_MODES } from '../../rules/tables/nqm.ts';
import type { LonLat } from '../../rules/types.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import type { DeskWriter } from '../deskHost.ts';
import { GridRefInput } from '../GridRefField.tsx';
import { formEstimate, inForce, initialRouteForm, issuerOptions, routeFromForm, waypointProblem, withPickedWaypoint, type RouteForm } from './routeForm.ts';
import { MODE_LABEL, POSTURE_LABEL, routeStatusText } from './routeText.ts';
import type { RoutePickControl } from './useRoutePick.ts';
import { FormError } from '../FormFooter.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';

/**
 * Props: the state, the unit, the desk's writer, the map's roads (null: the map has no terrain, so a
 * road march goes straight between its waypoints; undefined: still loading), and the map pick (absent:
 * no "Pick waypoints on the map").
 */
export type RouteSectionProps = { state: CampaignState; unit: Unit; writer: DeskWriter; roadNet?: RoadNet | null; pick?: RoutePickControl };

/** The editor. Key it by unit id: the form starts again for another unit. */
export function RouteSection({ state, unit, writer, roadNet, pick }: RouteSectionProps) {
  const id = useId();
  const [form, setForm] = useState<RouteForm>(() => initialRouteForm(state, unit));
  const w = useDeskWrite(writer);
  const route = state.routes && Object.hasOwn(state.routes, unit.id) ? state.routes[unit.id]! : null;
  const set = (patch: Partial<RouteForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    w.setError(null);
  };
  const setWaypoint = (i: number, text: string) => set({ waypoints: form.waypoints.map((t, j) => (j === i ? text : t)) });
  const pickRef = useRef(pick);
  pickRef.current = pick;
  useEffect(() => () => void (pickRef.current?.picking && pickRef.current.stop()), []);

  let timing: string;
  try {
    timing = inForce(state, form.issuedById, unit.id).text;
  } catch (e) {
    timing = `The command delay cannot be worked out: ${e instanceof Error ? e.message : String(e)}`;
  }
  const estimate = formEstimate(state, unit, form, roadNet);

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (w.busy) return;
    let next;
    try {
      next = routeFromForm(state, unit, form, roadNet);
    } catch (err) {
      w.setError(err instanceof Error ? err.message : String(err));
      return;
    }
    pick?.stop();
    const n = next.waypoints.length;
    void w.write(
      { type: 'route.set', v: 1, payload: { route: next } },
      `Route of ${unit.shortName} saved: ${n} waypoint${n === 1 ? '' : 's'}, ${MODE_LABEL[next.mode].toLowerCase()}, in force from ${clockText(state, next.effectiveAtMin)}.`,
    );
  };
  const pickedRef = (pos: LonLat): string => {
    const ref = pointToGridRef(state.grid, pos, 8);
    return formatGridRef(state.grid, ref);
  };

  return (
    <section className="route-section" aria-label="Route">
      <h3>Route</h3>
      {route ? (
        <>
          <p className="route-status">{routeStatusText(state, route)}</p>
          <ol className="route-waypoints" aria-label={`Waypoints of ${unit.shortName}`}>
            {route.waypoints.map((wp, i) => (
              <li key={i} className={i < route.passed ? 'is-passed' : undefined}>
                {wp.ref}
                {i < route.passed && <span className="muted"> (passed)</span>}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="muted">No route: the unit stands where it is.</p>
      )}
      {!unit.pos ? (
        <p className="field-note">Place {unit.shortName} on the map (Grid reference, above) to give it a route.</p>
      ) : (
        <form className="route-form" noValidate onSubmit={save}>
          <div className="route-form__selects">
            <label htmlFor={`${id}-mode`}>Movement mode</label>
            <ChoiceSelect id={`${id}-mode`} options={NQM_MOVE_MODES} labels={MODE_LABEL} value={form.mode} onChoice={(v) => set({ mode: v })} />
            <label htmlFor={`${id}-posture`}>Posture</label>
            <ChoiceSelect id={`${id}-posture`} options={(['advance', 'defence'] as const)} labels={POSTURE_LABEL} value={form.posture} onChoice={(v) => set({ posture: v })} />
            <label htmlFor={`${id}-by`}>Ordered by</label>
            <select id={`${id}-by`} value={form.issuedById} onChange={(e) => set({ issuedById: e.target.value })}>
              {issuerOptions(state, unit).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <ol className="route-form__waypoints">
            {form.waypoints.map((text, i) => {
              const problem = waypointProblem(state.grid, text);
              const n = i + 1;
              return (
                <li key={i}>
                  <label htmlFor={`${id}-wp-${i}`}>Waypoint {n}</label>
                  <div className="inline-row">
                    <GridRefInput
                      id={`${id}-wp-${i}`}
                      grid={state.grid}
                      value={text}
                      onChange={(t) => setWaypoint(i, t)}
                      placeholder={state.grid.scheme === 'numeric' ? 'e.g. 0540 1300' : state.grid.scheme === 'table' ? 'e.g. C4' : `e.g. ${gridRefExample(state.grid)}`}
                      invalid={problem !== null}
                      describedBy={problem !== null ? `${id}-wp-${i}-err` : undefined}
                    />
                    <button type="button" onClick={() => set({ waypoints: form.waypoints.length === 1 ? [''] : form.waypoints.filter((_, j) => j !== i) })}>
                      Remove waypoint {n}
                    </button>
                  </div>
                  {problem !== null && (
                    <p id={`${id}-wp-${i}-err`} className="field-error">
                      {problem}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <div className="form-actions">
            <button type="button" onClick={() => set({ waypoints: [...form.waypoints, ''] })}>
              Add waypoint
            </button>
            {pick && (
              <button
                type="button"
                aria-pressed={pick.picking}
                onClick={() =>
                  pick.picking ? pick.stop() : pick.start(`waypoints of ${unit.shortName}, one per click`, (pos) => setForm((f) => withPickedWaypoint(f, pickedRef(pos))))
                }
              >
                Pick waypoints on the map
              </button>
            )}
          </div>
          <div className="route-timing" role="status" aria-label="Route timing">
            <p>{timing}</p>
            {estimate !== null && <p>{estimate}</p>}
            {form.mode === 'roadMarch' && roadNet === null && <p className="muted">This map has no terrain: the road march goes straight between its waypoints.</p>}
          </div>
          <FormError error={w.error} />
          <div className="form-actions">
            <button type="submit" className="primary" disabled={w.busy}>
              Save route
            </button>
            <button
              type="button"
              disabled={w.busy || route === null}
              onClick={() => void w.write({ type: 'route.cleared', v: 1, payload: { unitId: unit.id } }, `Route of ${unit.shortName} cleared: it halts where it stands.`)}
            >
              Clear route
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
