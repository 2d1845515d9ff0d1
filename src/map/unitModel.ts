/**
 * The unit layer's model for one state and one level of aggregation, built once and reused by every
 * frame until either changes: which units are drawn (the `aggregateCut`), where (their
 * `unitPosition`, projected once to Leaflet pixel coordinates at zoom 0), with which symbol and
 * label. Free of Leaflet: the projection is passed in.
 */
import { fireEffectsOf, spanText, unitPosition, type CampaignState, type SideId, type Unit, type UnitId } from '../campaign/index.ts';
import type { LonLat } from '../rules/types.ts';
import { aggregateCut, drawnFor, type AggLevel, type Cut } from './aggregate.ts';
import { pictureSidc, unitSidc } from './sidc.ts';
import type { SymbolImage } from './symbolCache.ts';

/**
 * Drawn units as parallel arrays (index i is one symbol): `ids`, `x0`/`y0` pixel coordinates at
 * zoom 0, `sidc`, `label` (the unit's shortName), `side` and `status` (fire still on it); `cut` the
 * aggregation they come from;
 * `indexOf` id → index.
 */
export type UnitModel = {
  level: AggLevel;
  cut: Cut;
  ids: UnitId[];
  x0: Float64Array;
  y0: Float64Array;
  sidc: string[];
  label: string[];
  side: SideId[];
  /** The effects of fire still on each drawn unit at the clock: `D` disorganised, `P` pinned, `DP` both, '' none. */
  status: string[];
  indexOf: Map<UnitId, number>;
  /** Opacity of each drawn symbol (1: solid); a seat's view fades the enemy's last-known positions with their age. */
  fade: number[];
  /** Rendered symbols by index, filled in by frames (for `imagesKey` = `size|pixelRatio`). */
  images: (SymbolImage | undefined)[];
  /** Rendered labels by index, filled in by frames (for the same `imagesKey`). */
  labelImages: (SymbolImage | undefined)[];
  imagesKey: string;
};

/** A projection of WGS84 to pixel coordinates at zoom 0 (Leaflet: `map.project([lat, lon], 0)`). */
export type ProjectFn = (p: LonLat) => { x: number; y: number };

/**
 * Build the model of `state` at `level`. `override` places one drawn unit somewhere else (the drop
 * point of a move not yet in the state). A unit with no position (nothing in its subtree placed)
 * is left out. `sidcOf` defaults to `unitSidc`; a unit whose SIDC cannot be made (unknown type)
 * gets milsymbol's unknown ground unit code so it still shows.
 */
export function buildUnitModel(
  state: CampaignState,
  level: AggLevel,
  project: ProjectFn,
  override?: { id: UnitId; to: LonLat } | null,
  sidcOf: (u: Unit) => string = safeSidc,
): UnitModel {
  const cut = aggregateCut(state.units, state.unitOrder, level, (id) => state.units[id]?.pos !== undefined);
  const n = cut.drawn.length;
  const ids: UnitId[] = [];
  const x0 = new Float64Array(n);
  const y0 = new Float64Array(n);
  const sidc: string[] = [];
  const label: string[] = [];
  const side: SideId[] = [];
  const status: string[] = [];
  const indexOf = new Map<UnitId, number>();
  const fade: number[] = [];
  const seen = state.picture;
  for (const id of cut.drawn) {
    const pos = override && override.id === id ? override.to : unitPosition(state, id);
    if (!pos) continue;
    const u = state.units[id]!;
    const p = project(pos);
    const i = ids.length;
    ids.push(id);
    x0[i] = p.x;
    y0[i] = p.y;
    const known = seen?.units[id];
    if (known && seen && known.status !== 'self' && known.status !== 'live') {
      // As a seat knows it: a dashed frame (2525C status A) for a position that is not live, with its age.
      const age = spanText(seen.atMin - (known.madeAtMin ?? seen.atMin));
      const code = sidcOf(u);
      sidc.push(pictureSidc(code, known.status, known.identified));
      label.push(known.status === 'enemy' ? `${u.shortName} (${age} old)` : `${u.shortName} · ${age} old`);
      fade.push(known.status === 'enemy' ? Math.max(0.35, 1 - (seen.atMin - (known.madeAtMin ?? 0)) / ENEMY_FADE_MIN) : 1);
    } else {
      sidc.push(sidcOf(u));
      label.push(u.shortName);
      fade.push(1);
    }
    side.push(u.side);
    const fire = fireEffectsOf(state, u);
    status.push(`${fire.disorganisedUntilMin !== null ? 'D' : ''}${fire.pinnedUntilMin !== null ? 'P' : ''}`);
    indexOf.set(id, i);
  }
  return { level, cut, ids, x0: x0.subarray(0, ids.length), y0: y0.subarray(0, ids.length), sidc, label, side, status, indexOf, fade, images: [], labelImages: [], imagesKey: '' };
}

/**
 * Which drawn symbols show the selected unit: `'self'` for the unit's own symbol, `'inside'` for
 * the aggregated symbol it is hidden in, or for each drawn subordinate of a formation split at this
 * level. Empty for no selection or an unknown id.
 */
export function selectionMarks(model: UnitModel, state: CampaignState, selectedId: UnitId | null): Map<UnitId, 'self' | 'inside'> {
  const out = new Map<UnitId, 'self' | 'inside'>();
  if (selectedId === null || !state.units[selectedId]) return out;
  for (const d of drawnFor(model.cut, selectedId, (id) => state.units[id]?.parentId)) {
    if (model.indexOf.has(d)) out.set(d, d === selectedId ? 'self' : 'inside');
  }
  return out;
}

/** Minutes over which an enemy's last-known position fades to its faintest in a seat's view (12 h). */
const ENEMY_FADE_MIN = 720;

function safeSidc(u: Unit): string {
  try {
    return unitSidc(u);
  } catch {
    return `S${u.side === 'red' ? 'H' : 'F'}GPU-----------`.slice(0, 15);
  }
}
