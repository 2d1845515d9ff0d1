/**
 * One sub-unit's low command in the planning form: its action (only those the engine allows it under
 * its SF's command in its situation), its target (enemy sub-units, nearest first), "Dig in" where
 * allowed, packing for guns, "Mounted" for mounted rifles, its path for moving actions and the cover
 * point of 'findCover' (`PathFields`), and "Except bases…" for a "company except" (`ExceptFields`).
 * Controls are named with the sub-unit's name.
 */
import { useEffect, useId, useRef } from 'react';
import { ACTION_LABELS, SITUATION_LABELS, moveDistanceM, situationOf, type Action } from '../../rules/index.ts';
import type { EngagementState, PlanError, SubUnitState } from '../../rules/bound/types.ts';
import { subUnitCentre } from '../../map/engagementGeometry.ts';
import { ExceptFields } from './ExceptFields.tsx';
import { parsePickKey } from './mapPick.ts';
import { PathFields } from './PathFields.tsx';
import { PATH_ACTIONS, actionsFor, canDigIn, enemiesOf, mainBasesOf, mayTarget, situationOfSubUnit, withSubUnit, type PlanDraft } from './planForm.ts';

/** Props. `pathFor`: the key (`pickKey`) of what map clicks are adding now, null for nothing. */
export type SubUnitPlanRowProps = {
  state: EngagementState;
  draft: PlanDraft;
  subUnit: SubUnitState;
  onDraft(d: PlanDraft): void;
  errors: readonly PlanError[];
  pathFor: string | null;
  onPathFor(key: string | null): void;
  selected: boolean;
  onSelect(id: string): void;
};

/** A bound's full move in the open, metres (0 for immobile). */
export function fullMoveM(su: SubUnitState, state: EngagementState): number {
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
  const mainBases = mainBasesOf(su, d);
  const start = subUnitCentre({ ...su, bases: mainBases });
  const pick = p.pathFor ? parsePickKey(p.pathFor) : null;
  const mine = pick && pick.subUnitId === su.id ? pick : null;
  const errId = `${id}-err`;
  const rowRef = useRef<HTMLDivElement>(null);
  // Selected from the map: bring the row into view (not when it was selected by focusing it).
  useEffect(() => {
    const el = rowRef.current;
    if (p.selected && el && !el.contains(document.activeElement)) el.scrollIntoView?.({ block: 'nearest' });
  }, [p.selected]);

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
          {d.except ? ` · ${mainBases.length} of ${su.bases.length} bases` : ''}
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
        {su.characteristic === 'mountedRifles' && (
          <label className="eng-check">
            <input type="checkbox" aria-label={`Mounted ${su.name}`} checked={d.mounted ?? su.mounted} onChange={(e) => set({ mounted: e.target.checked })} />
            <span>Mounted ({su.stats.mountedRangeM ?? '—'} m; dismounted {su.stats.rangeM ?? '—'} m)</span>
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
        <PathFields
          state={state}
          name={su.name}
          start={start}
          path={d.path}
          fullMoveM={fullMoveM(su, state)}
          enemies={enemies}
          onPath={(path) => set({ path })}
          picking={mine && mine.part === 'main' ? mine.what : null}
          onPick={(what) => p.onPathFor(what === null ? null : what === 'path' ? su.id : `${su.id}|main|cover`)}
          cover={d.action === 'findCover' ? { at: d.coverAtM, onClear: () => set({ coverAtM: undefined }) } : undefined}
        />
      )}
      {su.bases.length > 1 && (
        <ExceptFields state={state} draft={draft} subUnit={su} onDraft={p.onDraft} pathFor={p.pathFor} onPathFor={p.onPathFor} enemies={enemies} fullMoveM={fullMoveM(su, state)} />
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
