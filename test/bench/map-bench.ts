/**
 * The map benchmark's page (test/bench/map-bench.html): exposes `window.runMapBenchPage(case)`.
 * For the Cambrai scenario, or the same scenario scaled to 2,000 drawn unit symbols, it times with
 * the app's framework-free layers (`createTerrainLayer`, `createGridLayer`, `createUnitLayer`):
 * - first full render: from creating the map to the first frame after every layer finished drawing;
 * - pan: `panBy` once per frame; zoom: a `setZoom` step per frame (frame intervals and script time);
 * - drag pan: the map pane shifted per frame with `move` events, as a mouse drag does;
 * for three set-ups in the same page and view: the app's map (terrain + grid + units), the unit
 * layer alone, and a BASELINE of bare Leaflet `L.circleMarker`s on one `L.canvas()` renderer, one
 * per drawn symbol at the same positions. Driven by test/bench/run.ts.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../src/map/map.css';
import type { FeatureCollection } from 'geojson';
import terrainText from '../../maps/cambrai-1917/terrain.geojson?raw';
import scenarioJson from '../../maps/cambrai-1917/scenario.json';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { Scenario, Unit } from '../../src/campaign/model/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { createGridLayer } from '../../src/map/gridLayer.ts';
import { gridBounds } from '../../src/map/mapView.ts';
import { createTerrainLayer } from '../../src/map/terrainLayer.ts';
import { createUnitLayer } from '../../src/map/unitLayer.ts';
import { measureDrag, measurePan, measureZoom, untilIdle, type Stats } from './map-bench.frames.ts';

/** The cases: the bundled scenario, or it scaled to 2,000 symbols drawn in the view. */
export type MapBenchCase = 'cambrai' | 'scaled-2000';

/** Figures of one map set-up (milliseconds; `drawn` symbols in the view at the start). */
export type MapFigures = {
  drawn: number;
  firstRenderMs: number;
  panIntervalMs: Stats;
  panScriptMs: Stats;
  dragIntervalMs: Stats;
  dragScriptMs: Stats;
  zoomStepMs: Stats;
  zoomScriptMs: Stats;
};

/**
 * One case's result: the app's map (terrain, grid and units), its unit layer alone, and the
 * baseline at the same symbol count.
 */
export type MapBenchResult = {
  label: string;
  symbols: number;
  app: MapFigures;
  unitsOnly: MapFigures;
  baseline: MapFigures;
  notes: string;
};

declare global {
  interface Window {
    /** Run one case of the map benchmark (see the module comment). */
    runMapBenchPage?: (which: MapBenchCase) => Promise<MapBenchResult>;
  }
}

const SCALED_COUNT = 2000;

/**
 * The scenario scaled to `count` units that are all drawn at any zoom: every positioned unit made a
 * top-level unit with no subordinates (so aggregation cannot fold it away), then cloned with
 * offsets of a few hundred metres (ids `<id>~<k>`) until there are `count`.
 */
export function scaleScenario(scenario: Scenario, count: number): Scenario {
  const proj = gridProjection(scenario.grid);
  const placed = scenario.units.filter((u) => u.pos !== undefined);
  const units: Unit[] = [];
  for (let k = 0; units.length < count; k++) {
    for (const u of placed) {
      if (units.length >= count) break;
      const local = proj.toLocal(u.pos!);
      const pos = proj.toLonLat({ eastingM: local.eastingM + k * 230, northingM: local.northingM - k * 170 });
      const { parentId: _p, support: _s, ...rest } = u;
      units.push({ ...rest, id: k === 0 ? u.id : `${u.id}~${k}`, pos });
    }
  }
  return { ...scenario, units };
}

function newMap(el: HTMLElement, renderer?: L.Renderer): L.Map {
  const map = L.map(el, { attributionControl: false, zoomControl: false, zoomSnap: 0.25, ...(renderer ? { renderer } : {}) });
  return map;
}

async function measureSetup(drawn: () => number, map: L.Map, t0: number): Promise<MapFigures> {
  const firstRenderMs = (await untilIdle()) - t0;
  const count = drawn();
  const pan = await measurePan(map);
  const drag = await measureDrag(map);
  const zoom = await measureZoom(map);
  return {
    drawn: count,
    firstRenderMs,
    panIntervalMs: pan.intervalMs,
    panScriptMs: pan.scriptMs,
    dragIntervalMs: drag.intervalMs,
    dragScriptMs: drag.scriptMs,
    zoomStepMs: zoom.intervalMs,
    zoomScriptMs: zoom.scriptMs,
  };
}

/**
 * The app's layers on a new map fitted to the grid: terrain and grid too unless `terrain` is null.
 * Returns the figures and where each symbol of the start view was drawn (with its side).
 */
async function runApp(el: HTMLElement, scenario: Scenario, terrain: FeatureCollection | null): Promise<{ figures: MapFigures; drawn: Placed[] }> {
  const state = stateFromScenario(scenario);
  const t0 = performance.now();
  const map = newMap(el);
  map.fitBounds(gridBounds(scenario.grid), { animate: false });
  if (terrain) {
    createTerrainLayer(terrain).addTo(map);
    createGridLayer(scenario.grid).addTo(map);
  }
  const units = createUnitLayer(map, { state, selectedId: null, onSelect: () => undefined, onMoveUnit: () => undefined });
  const figures = await measureSetup(() => Number(units.canvas.getAttribute('data-drawn')), map, t0);
  const drawn: Placed[] = [];
  for (const id of state.unitOrder) {
    const p = units.screenPosition(id);
    if (p) drawn.push({ latLng: map.containerPointToLatLng([p.x, p.y]), side: state.units[id]!.side });
  }
  units.remove();
  map.remove();
  return { figures, drawn };
}

/** A symbol's place on the map and its side. */
type Placed = { latLng: L.LatLng; side: Unit['side'] };

/** Bare Leaflet: `L.circleMarker`s on one canvas renderer, one per placed symbol. */
async function runBaseline(el: HTMLElement, scenario: Scenario, units: Placed[]): Promise<MapFigures> {
  const t0 = performance.now();
  const map = newMap(el, L.canvas());
  map.fitBounds(gridBounds(scenario.grid), { animate: false });
  for (const u of units) {
    const fill = u.side === 'blue' ? 'rgb(128, 224, 255)' : 'rgb(255, 128, 128)';
    L.circleMarker(u.latLng, { radius: 10, color: '#000', weight: 1, fillColor: fill, fillOpacity: 1 }).addTo(map);
  }
  const figures = await measureSetup(() => units.length, map, t0);
  map.remove();
  return figures;
}

async function run(which: MapBenchCase): Promise<MapBenchResult> {
  const el = document.getElementById('map');
  if (!el) throw new Error('map-bench.html has no #map element');
  const base = scenarioJson as unknown as Scenario;
  const scenario = which === 'cambrai' ? base : scaleScenario(base, SCALED_COUNT);
  const terrain = JSON.parse(terrainText) as FeatureCollection;
  const app = await runApp(el, scenario, terrain);
  const unitsOnly = await runApp(el, scenario, null);
  // The baseline draws one circle where each symbol of the app's start view was drawn.
  const baseline = await runBaseline(el, scenario, app.drawn);
  const size = `${el.clientWidth}×${el.clientHeight} CSS px at devicePixelRatio ${window.devicePixelRatio}`;
  const notes =
    which === 'cambrai'
      ? `the bundled scenario (${base.units.length} units, aggregated by zoom) fitted to the whole 28 × 25 km grid, ${size}`
      : `${SCALED_COUNT} units (every positioned Cambrai unit made top-level so none is aggregated away, cloned with offsets), ` +
        `whole grid in view, ${size}`;
  return {
    label: which === 'cambrai' ? 'Cambrai scenario' : `Cambrai scaled to ${SCALED_COUNT} symbols`,
    symbols: app.figures.drawn,
    app: app.figures,
    unitsOnly: unitsOnly.figures,
    baseline,
    notes,
  };
}

window.runMapBenchPage = run;
