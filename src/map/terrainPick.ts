/**
 * Which feature of a campaign's own terrain lies under a click: a line within 12 screen pixels of it
 * (the nearest), else an area containing the point (the smallest, when areas overlap). Used by
 * "Remove…" of the terrain drawing tools.
 */
import L from 'leaflet';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { TerrainFeature } from '../campaign/index.ts';

/** Screen pixels within which a click takes a line. */
const LINE_REACH_PX = 12;

/** The feature of `terrain` at `at` on `map` (see the module note), or null. */
export function featureAt(map: L.Map, terrain: readonly TerrainFeature[], at: L.LatLng): TerrainFeature | null {
  const p: [number, number] = [at.lng, at.lat];
  const click = map.latLngToContainerPoint(at);
  let area: { f: TerrainFeature; size: number } | null = null;
  let line: { f: TerrainFeature; px: number } | null = null;
  for (const f of terrain) {
    const g = f.geometry;
    if (g.type === 'Polygon' || g.type === 'MultiPolygon') {
      if (!booleanPointInPolygon(p, g)) continue;
      const b = L.geoJSON(g).getBounds();
      const size = (b.getEast() - b.getWest()) * (b.getNorth() - b.getSouth());
      if (!area || size < area.size) area = { f, size };
      continue;
    }
    for (const pts of g.type === 'LineString' ? [g.coordinates] : g.coordinates) {
      for (let i = 1; i < pts.length; i++) {
        const a = map.latLngToContainerPoint([pts[i - 1]![1]!, pts[i - 1]![0]!]);
        const b = map.latLngToContainerPoint([pts[i]![1]!, pts[i]![0]!]);
        const px = L.LineUtil.pointToSegmentDistance(click, a, b);
        if (px <= LINE_REACH_PX && (!line || px < line.px)) line = { f, px };
      }
    }
  }
  // A line drawn over an area is what a click beside the line means.
  return line?.f ?? area?.f ?? null;
}
