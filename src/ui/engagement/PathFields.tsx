/**
 * The path of a moving low command (a sub-unit's own, or its "company except" bases'): "Set path"
 * then click waypoints on the tactical map (Enter or "Done" ends), "Clear", or legs typed from the
 * keyboard (a direction or an enemy to head for, and metres); and for 'findCover' the cover point
 * aimed for ("Set cover point", one click on the map; 001 §HIGH COMMANDS). Controls are named
 * "… of ‹name›", where `name` is the sub-unit's name (plus " except" for the excepted bases).
 */
import { useState } from 'react';
import type { EngagementState, PointM, SubUnitState } from '../../rules/bound/types.ts';
import { subUnitCentre } from '../../map/engagementGeometry.ts';
import { COMPASS, legPoint, pathLength } from './planForm.ts';

/** Props. `picking`: which map pick of this part is on ('path', 'cover' or null). */
export type PathFieldsProps = {
  state: EngagementState;
  name: string;
  start: PointM;
  path: readonly PointM[];
  fullMoveM: number;
  enemies: readonly { id: string; name: string }[];
  onPath(path: PointM[]): void;
  picking: 'path' | 'cover' | null;
  onPick(what: 'path' | 'cover' | null): void;
  /** The cover point (only for 'findCover'; undefined hides the cover controls). */
  cover?: { at: PointM | undefined; onClear(): void };
};

const pt = (p: PointM) => `(${Math.round(p.xM)}, ${Math.round(p.yM)})`;

/** The fields. */
export function PathFields(p: PathFieldsProps) {
  const { name } = p;
  const [direction, setDirection] = useState<string>(() => (p.enemies[0] ? `enemy:${p.enemies[0].id}` : 'deg:0'));
  const [legText, setLegText] = useState(() => String(p.fullMoveM || 50));
  const [legError, setLegError] = useState<string | null>(null);
  const settingPath = p.picking === 'path';
  const settingCover = p.picking === 'cover';

  const addLeg = () => {
    const from = p.path[p.path.length - 1] ?? p.start;
    try {
      let dir: { deg: number } | { toward: PointM };
      if (direction.startsWith('enemy:')) {
        const e = p.state.subUnits.find((s) => s.id === direction.slice(6));
        const c = e && subUnitCentre(e as SubUnitState);
        if (!c) throw new RangeError('that enemy has no bases left');
        dir = { toward: c };
      } else dir = { deg: Number(direction.slice(4)) };
      p.onPath([...p.path, legPoint(from, Number(legText), dir)]);
      setLegError(null);
    } catch (e) {
      setLegError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="eng-su__path">
      <p className="eng-muted">
        Path: {p.path.length === 0 ? 'none yet' : `${p.path.length} ${p.path.length === 1 ? 'waypoint' : 'waypoints'}, ${Math.round(pathLength(p.start, p.path))} m`}
        {` (full move ${p.fullMoveM} m)`}
      </p>
      <div className="inline-row">
        <button type="button" aria-pressed={settingPath} aria-label={settingPath ? `Done setting path of ${name}` : `Set path of ${name}`} onClick={() => p.onPick(settingPath ? null : 'path')}>
          {settingPath ? 'Done' : 'Set path'}
        </button>
        <button type="button" aria-label={`Clear path of ${name}`} disabled={p.path.length === 0} onClick={() => p.onPath([])}>
          Clear
        </button>
      </div>
      <div className="inline-row eng-su__leg">
        <select aria-label={`Leg direction of ${name}`} value={direction} onChange={(e) => setDirection(e.target.value)}>
          {p.enemies.map((e) => (
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
        <input type="text" inputMode="decimal" className="eng-su__metres" aria-label={`Leg metres of ${name}`} value={legText} onChange={(e) => setLegText(e.target.value)} />
        <button type="button" aria-label={`Add leg to path of ${name}`} onClick={addLeg}>
          Add leg
        </button>
      </div>
      {legError && <p className="field-error">{legError}</p>}
      {p.cover && (
        <div className="inline-row">
          <span className="eng-muted">Cover point: {p.cover.at ? pt(p.cover.at) : 'none (must end in better cover)'}</span>
          <button type="button" aria-pressed={settingCover} aria-label={settingCover ? `Cancel setting cover point of ${name}` : `Set cover point of ${name}`} onClick={() => p.onPick(settingCover ? null : 'cover')}>
            {settingCover ? 'Cancel' : 'Set cover point'}
          </button>
          <button type="button" aria-label={`Clear cover point of ${name}`} disabled={!p.cover.at} onClick={p.cover.onClear}>
            Clear
          </button>
        </div>
      )}
    </div>
  );
}
