/**
 * The terrain of a map (`maps/<mapId>/terrain.geojson`, properties `TerrainProperties`) drawn as canvas
 * tiles (`TerrainTiles`, `terrainTiles.ts`) from the terrain packed once (`packTerrain`): each tile draws
 * only the features it meets, in the z-order of `TERRAIN_BUCKETS`, styled by `terrainStyle` — so tens of
 * thousands of features open and pan as fast as a few hundred. Names of villages,
 * woods, ridges and lines are text-only DOM labels (`textContent`, never HTML) shown only when the
 * map is zoomed in far enough (`labelScale`), laid out again once a zoom has rested (hidden meanwhile).
 * Usage: `const t = createTerrainLayer(fc).addTo(map); t.update(otherFc); t.remove();`.
 */
import L from 'leaflet';
import type { FeatureCollection } from 'geojson';
import { metresPerPixel } from './screenCanvas.ts';
import { declutterLabels, type TerrainLabel } from './terrainLabels.ts';
import { prepareTerrain, type PreparedTerrain } from './terrainDrawing.ts';
import { TerrainTiles } from './terrainTiles.ts';

/** A Leaflet layer group drawing terrain; `update(features)` replaces what it draws. */
export type TerrainLayer = L.LayerGroup & {
  update(features: FeatureCollection): void;
  /** The labels built from the features: text, class, position and the scale they show from. */
  labels(): readonly TerrainLabel[];
  /** Place names give way to these boxes (the unit symbols, layer pixels), asked each time the names are laid out. */
  giveWayTo(obstacles: () => readonly (readonly [number, number, number, number])[]): void;
  /** Lay the place names out again now (the units moved). */
  relayoutLabels(): void;
};

const LABEL_PANE = 'terrainLabelPane';
/** How long a zoom must rest before the place names are laid out again (ms). */
const LABEL_REST_MS = 200;

export type { TerrainLabel };

class TerrainGroup extends L.LayerGroup {
  private tiles: TerrainTiles | null = null;
  private labelMarkers: L.Marker[] = [];
  private labelShown: boolean[] = [];
  private labelList: TerrainLabel[] = [];
  private labelTimer: ReturnType<typeof setTimeout> | null = null;
  private obstacles: () => readonly (readonly [number, number, number, number])[] = () => [];

  constructor(
    fc: FeatureCollection | PreparedTerrain,
    private readonly pane?: string,
  ) {
    super();
    this.build(fc);
  }

  override onAdd(map: L.Map): this {
    if (!map.getPane(LABEL_PANE)) {
      const pane = map.createPane(LABEL_PANE);
      pane.style.zIndex = '430';
      pane.style.pointerEvents = 'none';
    }
    super.onAdd(map);
    map.on('zoomstart', this.hideLabelsWhileZooming, this);
    map.on('zoomend viewreset', this.showLabelsSoon, this);
    this.showLabels();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('zoomstart', this.hideLabelsWhileZooming, this);
    map.off('zoomend viewreset', this.showLabelsSoon, this);
    if (this.labelTimer !== null) clearTimeout(this.labelTimer);
    this.labelTimer = null;
    map.getPane(LABEL_PANE)!.style.display = '';
    super.onRemove(map);
    return this;
  }

  /**
   * While the map zooms the labels' pane is hidden, so a run of zoom frames does not relayout
   * ~100 DOM labels each frame; they come back, decluttered for the new scale, once the zoom has
   * rested for `LABEL_REST_MS`.
   */
  private hideLabelsWhileZooming(): void {
    const pane = this._map?.getPane(LABEL_PANE);
    if (pane) pane.style.display = 'none';
  }

  private showLabelsSoon(): void {
    this.hideLabelsWhileZooming();
    if (this.labelTimer !== null) clearTimeout(this.labelTimer);
    this.labelTimer = setTimeout(() => {
      this.labelTimer = null;
      this.showLabels();
      const pane = this._map?.getPane(LABEL_PANE);
      if (pane) pane.style.display = '';
    }, LABEL_REST_MS);
  }

  update(fc: FeatureCollection): void {
    const old = this.labelMarkers;
    this.build(fc); // first: terrain that cannot be drawn leaves the old names as they were
    for (const m of old) this.removeLayer(m);
    this.showLabels();
  }

  labels(): readonly TerrainLabel[] {
    return this.labelList;
  }

  giveWayTo(obstacles: () => readonly (readonly [number, number, number, number])[]): void {
    this.obstacles = obstacles;
  }

  relayoutLabels(): void {
    this.showLabels();
  }

  private build(fc: FeatureCollection | PreparedTerrain): void {
    const { pack, labels } = 'kind' in fc ? fc : prepareTerrain(fc);
    if (this.tiles) this.tiles.setTerrain(pack);
    else this.addLayer((this.tiles = new TerrainTiles(pack, this.pane ? { pane: this.pane } : {})));
    this.labelList = labels;
    this.labelMarkers = this.labelList.map(labelMarker);
    this.labelShown = this.labelList.map(() => false);
  }

  /** Show the labels the scale allows that do not collide (positions in layer px at this zoom). */
  private showLabels(): void {
    const map = this._map as L.Map | undefined;
    if (!map) return;
    const want = new Set(declutterLabels(this.labelList, metresPerPixel(map), (l) => map.latLngToLayerPoint([l.lat, l.lng]), this.obstacles()));
    this.labelMarkers.forEach((m, i) => {
      const on = want.has(i);
      if (on && !this.labelShown[i]) this.addLayer(m);
      if (!on && this.labelShown[i]) this.removeLayer(m);
      this.labelShown[i] = on;
    });
  }
}

/** A non-interactive marker whose icon is a text-only label element. */
function labelMarker(l: TerrainLabel): L.Marker {
  const el = document.createElement('span');
  el.className = `terrain-label terrain-label--${l.cls}`;
  el.textContent = l.text;
  const icon = L.divIcon({ html: el, className: 'terrain-label-icon', iconSize: null as unknown as undefined });
  return L.marker([l.lat, l.lng], { icon, interactive: false, keyboard: false, pane: LABEL_PANE });
}

/**
 * A terrain layer for a map's terrain FeatureCollection, or terrain already prepared for drawing off the
 * page's thread (`terrainDrawing.ts`) (add it with `.addTo(map)`), its tiles in the map's overlay pane or
 * in `opts.pane` (e.g. 'tilePane', under what a small map draws in its overlay pane). Features without a
 * `class` property are skipped. Throws `TypeError` when `features` is not a FeatureCollection.
 */
export function createTerrainLayer(features: FeatureCollection | PreparedTerrain, opts: { pane?: string } = {}): TerrainLayer {
  return new TerrainGroup(features, opts.pane);
}
