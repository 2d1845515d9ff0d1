/**
 * What the "Expected effect" panel sends to its runner for a plan, and how it names
 * the rows of the result:
 * - operational scale: the plan's compiled shoots (`compileFirePlan`); rows are campaign units;
 * - tactical scale: the engagement set out round the aim points and the plan's bombardments
 *   (`tacticalPlanInput`, src/campaign/fireplan/tactical.ts), with the map's terrain features near the
 *   engagement (`terrainNear`) so the worker builds the same ground the firing reads; rows are the
 *   engagement's sub-units (e.g. "A Coy, I./84"). No job when no enemy unit is near any aim point.
 */
import type { Feature, FeatureCollection, Position } from 'geojson';
import { compileFirePlan, tacticalPlanInput, type TerrainQuery, type CampaignState, type FirePlan } from '../../campaign/index.ts';
import type { EngagementState } from '../../rules/bound/types.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { GridDef } from '../../rules/types.ts';
import type { EffectJob } from './effectJob.ts';

/** Terrain kept round an engagement's bases, metres beyond their extent. */
export const TERRAIN_MARGIN_M = 200;

/** A prepared run: the job (null: nothing can be hit, the result is empty) and the name of a result row's id. */
export type PreparedEffect = { job: EffectJob | null; nameOf(id: string): string };

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Longitude/latitude box of a feature's coordinates, or null without geometry. */
function featureBox(f: Feature): [number, number, number, number] | null {
  if (!f.geometry) return null;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number') {
      const [lon, lat] = c as Position;
      box[0] = Math.min(box[0], lon!);
      box[1] = Math.min(box[1], lat!);
      box[2] = Math.max(box[2], lon!);
      box[3] = Math.max(box[3], lat!);
      return;
    }
    for (const x of c) walk(x);
  };
  const g = f.geometry;
  if (g.type === 'GeometryCollection') g.geometries.forEach((x) => walk('coordinates' in x ? x.coordinates : null));
  else walk(g.coordinates);
  return box[0] <= box[2] ? box : null;
}

/**
 * The features of `terrain` whose longitude/latitude box meets the box of the engagement's bases
 * (grid metres, widened by `TERRAIN_MARGIN_M`); an empty collection for null terrain.
 */
export function terrainNear(terrain: FeatureCollection | null, engagement: EngagementState, grid: GridDef): FeatureCollection {
  if (!terrain) return EMPTY;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const u of engagement.subUnits) {
    for (const b of u.bases) {
      x0 = Math.min(x0, b.xM);
      y0 = Math.min(y0, b.yM);
      x1 = Math.max(x1, b.xM);
      y1 = Math.max(y1, b.yM);
    }
  }
  if (x0 > x1) return EMPTY;
  const proj = gridProjection(grid);
  const corners = [
    [x0, y0],
    [x0, y1],
    [x1, y0],
    [x1, y1],
  ].map(([e, n]) => proj.toLonLat({ eastingM: e! + (e === x0 ? -TERRAIN_MARGIN_M : TERRAIN_MARGIN_M), northingM: n! + (n === y0 ? -TERRAIN_MARGIN_M : TERRAIN_MARGIN_M) }));
  const [w, s, e, n] = [Math.min(...corners.map((c) => c.lon)), Math.min(...corners.map((c) => c.lat)), Math.max(...corners.map((c) => c.lon)), Math.max(...corners.map((c) => c.lat))];
  const features = terrain.features.filter((f) => {
    const b = featureBox(f);
    return b !== null && b[0] <= e && b[2] >= w && b[1] <= n && b[3] >= s;
  });
  return { type: 'FeatureCollection', features };
}

/**
 * The run for `plan` with `trials` trials and the plan's seed (see the module note). `terrain` is the
 * main thread's query (operational protection), `terrainData` the map's features (null while they
 * load: open ground). Throws as `compileFirePlan` and `tacticalPlanInput`.
 */
export function prepareEffect(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null, terrainData: FeatureCollection | null, trials: number): PreparedEffect {
  const compiled = compileFirePlan(state, plan, terrain);
  const unitName = (id: string) => state.units[id]?.name ?? id;
  if (plan.scale !== 'tactical') return { job: { shoots: compiled.shoots, ...(compiled.sorties.length > 0 ? { sorties: compiled.sorties } : {}), trials, seed: plan.seed }, nameOf: unitName };
  const input = tacticalPlanInput(state, plan, compiled);
  const nameOf = (id: string) => input.subUnits[id]?.name ?? unitName(id);
  if (!input.engagement) return { job: null, nameOf };
  const origin = { lon: state.grid.originLon, lat: state.grid.originLat };
  return {
    job: { kind: 'tactical', engagement: input.engagement, serials: input.serials, terrain: terrainNear(terrainData, input.engagement, state.grid), origin, trials, seed: plan.seed },
    nameOf,
  };
}
