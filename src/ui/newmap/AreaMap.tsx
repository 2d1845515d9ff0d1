/**
 * The New map form's area drawn on a blank map (region "Area map"): a Leaflet map with no tiles — a
 * graticule of latitude and longitude, a scale bar, and the terrain file's features when one is read —
 * on which **Draw the area** drags a rectangle (Leaflet-Geoman) whose corners become the form's
 * south-west and north-east corners.
 */
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { geomanFor, stopDrawing } from '../../map/geoman.ts';
import type { PreparedTerrain } from '../../map/terrainDrawing.ts';
import { createTerrainLayer } from '../../map/terrainLayer.ts';

/**
 * Props: the terrain to show, prepared for drawing off the page's thread, with its box `[west, south,
 * east, north]` (null: none read), the area now (null: none), and what to do with a drawn one.
 */
export type AreaMapProps = {
  terrain: PreparedTerrain | null;
  terrainBox: [number, number, number, number] | null;
  area: { sw: { lon: number; lat: number }; ne: { lon: number; lat: number } } | null;
  onArea(sw: { lon: number; lat: number }, ne: { lon: number; lat: number }): void;
};

/** Degrees between graticule lines at a zoom: about 4 to 8 lines across the map. */
function graticuleStep(zoom: number): number {
  return [10, 10, 10, 5, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01][Math.max(0, Math.min(12, Math.round(zoom)))]!;
}

/** The area map (see the module note). */
export function AreaMap({ terrain, terrainBox, area, onArea }: AreaMapProps) {
  const div = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [drawing, setDrawing] = useState(false);

  useEffect(() => {
    const m = L.map(div.current!, { attributionControl: false, preferCanvas: true, zoomSnap: 0.5 }).setView([50, 10], 4);
    L.control.scale({ imperial: false, position: 'bottomleft' }).addTo(m);
    const grid = L.layerGroup().addTo(m);
    const drawGrid = () => {
      grid.clearLayers();
      const b = m.getBounds();
      const s = graticuleStep(m.getZoom());
      const style = { color: '#8a8f80', weight: 1, opacity: 0.6, interactive: false };
      for (let lon = Math.ceil(b.getWest() / s) * s; lon <= b.getEast(); lon += s) L.polyline([[b.getSouth(), lon], [b.getNorth(), lon]], style).addTo(grid);
      for (let lat = Math.ceil(b.getSouth() / s) * s; lat <= b.getNorth(); lat += s) L.polyline([[lat, b.getWest()], [lat, b.getEast()]], style).addTo(grid);
    };
    m.on('moveend', drawGrid);
    drawGrid();
    setMap(m);
    return () => void m.remove();
  }, []);

  // The terrain read from the file, drawn as the campaign map draws it (in tiles: a real area's tens of
  // thousands of features do not freeze the dialog), and the view fitted to it.
  useEffect(() => {
    if (!map || !terrain || !terrainBox) return;
    // In the tile pane: under the graticule and the area's outline, which share the overlay pane's canvas.
    const layer = createTerrainLayer(terrain, { pane: 'tilePane' }).addTo(map);
    const [w, s, e, n] = terrainBox;
    map.fitBounds([[s, w], [n, e]], { padding: [10, 10] });
    return () => void layer.remove();
  }, [map, terrain, terrainBox]);

  // The area chosen, outlined.
  useEffect(() => {
    if (!map || !area) return;
    const box = L.rectangle([[area.sw.lat, area.sw.lon], [area.ne.lat, area.ne.lon]], { color: '#b3261e', weight: 2, fill: false, interactive: false }).addTo(map);
    return () => void box.remove();
  }, [map, area?.sw.lat, area?.sw.lon, area?.ne.lat, area?.ne.lon]);

  useEffect(() => {
    if (!map || !drawing) return;
    let live = true;
    const onCreate = (e: { layer: L.Rectangle }) => {
      const b = e.layer.getBounds();
      e.layer.remove();
      setDrawing(false);
      onArea({ lon: b.getWest(), lat: b.getSouth() }, { lon: b.getEast(), lat: b.getNorth() });
    };
    void geomanFor(map).then((pm) => {
      if (!live) return;
      map.on('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      pm.enableDraw('Rectangle', { snappable: false });
    });
    return () => {
      live = false;
      map.off('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      stopDrawing(map);
    };
  }, [map, drawing, onArea]);

  return (
    <div className="newmap-areamap">
      <div ref={div} className="newmap-areamap__map" role="region" aria-label="Area map" />
      <button type="button" aria-pressed={drawing} onClick={() => setDrawing(!drawing)}>
        {drawing ? 'Stop drawing' : 'Draw the area'}
      </button>
      {drawing && <span role="status"> Drag a rectangle over the ground of the campaign.</span>}
    </div>
  );
}
