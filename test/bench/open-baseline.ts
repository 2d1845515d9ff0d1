/**
 * The first-open benchmark's BASELINE page (test/bench/open-baseline.html): bare Leaflet — no React, no
 * store, no campaign — draws the Cambrai terrain (`L.geoJSON` on one canvas renderer) and a circle marker
 * at every placed unit of the scenario, fitted to the scenario's grid, then marks `#map` with
 * `data-drawn` (the markers drawn) on the next frame. The terrain and scenario are fetched as the app's
 * data files are, so the page pays for the same data. Driven by test/bench/open-bench.ts.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import terrainUrl from '../../maps/cambrai-1917/terrain.geojson?url';
import scenarioUrl from '../../maps/cambrai-1917/scenario.json?url';

type ScenarioLite = { grid: { originLon: number; originLat: number; widthM: number; heightM: number }; units: { pos?: { lon: number; lat: number } }[] };

async function main(): Promise<void> {
  const el = document.getElementById('map')!;
  const [terrain, scenario] = await Promise.all([fetch(terrainUrl).then((r) => r.json()), fetch(scenarioUrl).then((r) => r.json() as Promise<ScenarioLite>)]);
  const renderer = L.canvas();
  const g = scenario.grid;
  const north = g.originLat + g.heightM / 111_320;
  const east = g.originLon + g.widthM / (111_320 * Math.cos((g.originLat * Math.PI) / 180));
  const map = L.map(el, { renderer, preferCanvas: true }).fitBounds([
    [g.originLat, g.originLon],
    [north, east],
  ]);
  L.geoJSON(terrain, { style: () => ({ renderer, weight: 1, color: '#7a6f55', fillOpacity: 0.2 }) }).addTo(map);
  let drawn = 0;
  for (const u of scenario.units) {
    if (!u.pos) continue;
    L.circleMarker([u.pos.lat, u.pos.lon], { renderer, radius: 6 }).addTo(map);
    drawn += 1;
  }
  requestAnimationFrame(() => {
    el.dataset.drawn = String(drawn);
  });
}

void main();
