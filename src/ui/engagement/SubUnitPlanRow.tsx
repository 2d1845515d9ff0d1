/**
 * One sub-unit's low command in the planning form: its action (only those the engine allows it under
 * its SF's command in its situation), its target (enemy sub-units, nearest first), "Dig in" where
 * allowed, packing for guns, and its path for moving actions — clicked on the tactical map ("Set
 * path", then click waypoints; Enter or "Done" ends) or added from the keyboard as legs (a direction
 * or an enemy to head for, and metres). Controls are named with the sub-unit's name.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ACTION_LABELS, SITUATION_LABELS, moveDistanceM, situationOf, type Action } from '../../rules/index.ts';
import type { EngagementState, PlanError, SubUnitState } from '../../rules/bound/types.ts';
import { subUnitCentre } from '../../map/engagementGeometry.ts';
import { COMPASS, PATH_ACTIONS, actionsFor, canDigIn, enemiesOf, legPoint, mayTarget, pathLength, situationOfSubUnit, withSubUnit, type PlanDraft } from './planForm.ts';

/** Props. */
export type SubUnitPlanRowProps = {
  state: EngagementState;
  draft: PlanDraft;
  subUnit: SubUnitState;
  onDraft(d: PlanDraft): void;
  errors: readonly PlanError[];
  settingPath: boolean;
  onPathFor(id: string | null): void;
  selected: boolean;
  onSelect(id: string): void;
};

/** A bound's full move in the open, metres (0 for immobile). */
function fullMoveM(su: SubUnitState, state: EngagementState): number {
  if (su.stats.speed === 'immobile') return 0;
  const open = { terrain: 'open' as const, road: false };
  return Math.round(moveDistanceM(su.stats.speed, open, open, { edition: state.edition }));
}

/** The row. */
export function SubUnitPlanRow(p: SubUnitPlanRowProps) {
  const id = useId();
  const { state, draft, subUnit: su } = p;
  const d = draft.subUnits[su.id]!;
  const allowed = actionsFor(state, draft, su);
  const enemies = enemiesOf(state, su);
  const set = (change: Parameters<typeof withSubUnit>[3]) => p.onDraft(withSubUnit(state, draft, su.id, change));
  const sit = situationOfSubUnit(su);
  const injured = su.bases.filter((b) => b.injury !== 'none').length;
  const needsPath = PATH_ACTIONS.has(d.action) || d.action === 'assault';
  const start = subUnitCentre(su);
  const errId = `${id}-err`;
  const [direction, setDirection] = useState<string>(() => (enemies[0] ? `enemy:${enemies[0].id}` : 'deg:0'));
  const [legText, setLegText] = useState(() => String(fullMoveM(su, state) || 50));
  const [legError, setLegError] = useState<string | null>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  // Selected from the map: bring the row into view (not when it was selected by focusing it).
  useEffect(() => {
    const el = rowRef.current;
    if (p.selected && el && !el.contains(document.activeElement)) el.scrollIntoView?.({ block: 'nearest' });
  }, [p.selected]);

  const addLeg = () => {
    if (!start) return;
    const from = d.path[d.path.length - 1] ?? start;
    try {
      let dir: { deg: number } | { toward: { xM: number; yM: number } };
      if (direction.startsWith('enemy:')) {
        const e = state.subUnits.find((s) => s.id === direction.slice(6));
        const c = e && subUnitCentre(e);
        if (!c) throw new RangeError('that enemy has no bases left');
        dir = { toward: c };
      } else dir = { deg: Number(direction.slice(4)) };
      set({ path: [...d.path, legPoint(from, Number(legText), dir)] });
      setLegError(null);
    } catch (e) {
      setLegError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div
      ref={rowRef}
      className={`eng-su${p.selected ? ' is-selected' : ''}`}
      role="group"
      aria-label={su.name}
      onFocus={() => !p.selected && p.onSelect(su.id)}
    >
      <p className="eng-su__head">
        <strong>{su.name}</strong>{' '}
        <span className="eng-muted">
          {su.stats.label}, {su.bases.length} {su.bases.length === 1 ? 'base' : 'bases'}
          {injured > 0 ? ` (${injured} injured)` : ''} · {SITUATION_LABELS[state.edition][situationOf(sit)]}
          {su.packed ? ' · packed' : ''}
        </span>
      </p>
      <div className="eng-su__fields">
        <label className="eng-field">
          <span>Action</span>
          <select
            aria-label={`Action of ${su.name}`}
            value={d.action}
            onChange={(e) => set({ action: e.target.value as Action })}
            aria-invalid={p.errors.length > 0 || undefined}
            aria-describedby={p.errors.length > 0 ? errId : undefined}
          >
            {allowed.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        {mayTarget(draft, su) || d.action === 'assault' ? (
          <label className="eng-field">
            <span>{d.action === 'assault' ? 'Assault' : 'Target'}</span>
            <select aria-label={`Target of ${su.name}`} value={d.targetId} onChange={(e) => set({ targetId: e.target.value })}>
              <option value="">— none —</option>
              {enemies.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name} ({e.distanceM} m)
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="eng-muted">fires in the bombardment</span>
        )}
        {canDigIn(draft, su, d.action) && (
          <label className="eng-check">
            <input type="checkbox" aria-label={`Dig in ${su.name}`} checked={d.digIn} onChange={(e) => set({ digIn: e.target.checked })} />
            <span>Dig in</span>
          </label>
        )}
        {su.kind === 'artillery' && (
          <label className="eng-field">
            <span>Guns</span>
            <select aria-label={`Guns of ${su.name}`} value={d.artillery} onChange={(e) => set({ artillery: e.target.value as '' | 'pack' | 'unpack' })}>
              <option value="">{su.packed ? 'stay packed' : 'stay unpacked'}</option>
              {su.packed ? <option value="unpack">Unpack</option> : <option value="pack">Pack</option>}
            </select>
          </label>
        )}
      </div>
      {needsPath && start && (
        <div className="eng-su__path">
          <p className="eng-muted">
            Path: {d.path.length === 0 ? 'none yet' : `${d.path.length} ${d.path.length === 1 ? 'waypoint' : 'waypoints'}, ${Math.round(pathLength(start, d.path))} m`}
            {` (full move ${fullMoveM(su, state)} m)`}
          </p>
          <div className="inline-row">
            <button type="button" aria-pressed={p.settingPath} aria-label={p.settingPath ? `Done setting path of ${su.name}` : `Set path of ${su.name}`} onClick={() => p.onPathFor(p.settingPath ? null : su.id)}>
              {p.settingPath ? 'Done' : 'Set path'}
            </button>
            <button type="button" aria-label={`Clear path of ${su.name}`} disabled={d.path.length === 0} onClick={() => set({ path: [] })}>
              Clear
            </button>
          </div>
          <div className="inline-row eng-su__leg">
            <select aria-label={`Leg direction of ${su.name}`} value={direction} onChange={(e) => setDirection(e.target.value)}>
              {enemies.map((e) => (
                <option key={e.id} value={`enemy:${e.id}`}>
                  toward {e.name}
                </option>
              ))}
              {COMPASS.map((c) => (
                <option key={c.deg} value={`deg:${c.deg}`}>
                  {c.label}
                </option>
              ))}
            </select>
            <input type="text" inputMode="decimal" className="eng-su__metres" aria-label={`Leg metres of ${su.name}`} value={legText} onChange={(e) => setLegText(e.target.value)} />
            <button type="button" aria-label={`Add leg to path of ${su.name}`} onClick={addLeg}>
              Add leg
            </button>
          </div>
          {legError && <p className="field-error">{legError}</p>}
        </div>
      )}
      {p.errors.length > 0 && (
        <div id={errId}>
          {p.errors.map((e, i) => (
            <p key={i} className="field-error">
              {e.message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
