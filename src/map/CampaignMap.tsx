/**
 * The campaign map (centre pane): terrain, grid overlay, placed HQs and the orders' objectives, and
 * unit symbols on a Leaflet map with no tile layer, the pointer's grid reference, the Go-to box and
 * the legend (which also toggles HQs and objectives). A thin React binding over the framework-free
 * layers (`createTerrainLayer`, `createGridLayer`, `createCommandLayer`, `createUnitLayer`): the map
 * and its layers are created once; prop changes are applied with each layer's `update`, so a unit
 * move redraws only the unit layer. With `pick` set, a click places a point for another screen
 * instead (`MapPick.tsx`): the banner, a crosshair, and no unit selection or drag meanwhile. With
 * `firePlan` set, the plan's serials are drawn at true size (`useFirePlanLayer.ts`, `firePlanLayer.ts`)
 * and the legend gains its entries. Units' routes, their real estate and the open contacts are
 * drawn too (`useMovementLayers.ts`), each toggled in the legend's "Movement" group.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import type { FeatureCollection } from 'geojson';
import { unitPosition, type CampaignState, type UnitId } from '../campaign/index.ts';
import type { LonLat } from '../rules/types.ts';
import { focusScaleForLevel, levelForScale, levelOfEchelon } from './aggregate.ts';
import type { GoToResult } from './goTo.ts';
import { createGridLayer, type GridLayer } from './gridLayer.ts';
import { Legend } from './Legend.tsx';
import { gridBounds, limitsFor, GOTO_STYLE } from './mapView.ts';
import { MapTools } from './MapTools.tsx';
import { metresPerPixelAt, zoomForScale } from './screenCanvas.ts';
import { createTerrainLayer, type TerrainLayer } from './terrainLayer.ts';
import { UnderLayers } from './UnderLayers.tsx';
import { DrawTerrain, type DrawTerrainProps } from './DrawTerrain.tsx';
import { createUnitLayer, type UnitLayer } from './unitLayer.ts';
import { createCommandLayer, type CommandLayer } from './commandLayer.ts';
import { MapPickBanner, useMapPick, type MapPickRequest } from './MapPick.tsx';
import { useFirePlanLayer, type MapFirePlan } from './useFirePlanLayer.ts';
import { useMovementLayers } from './useMovementLayers.ts';
import { usePictureLayer, type MapPictureView } from './pictureLayer.ts';
import type { GoingAt } from '../rules/operational/movement.ts';

/** The contract the UI codes against. */
export type CampaignMapProps = {
  state: CampaignState;
  terrain: FeatureCollection;
  selectedId: UnitId | null;
  onSelect(id: UnitId | null): void;
  onMoveUnit(id: UnitId, to: LonLat): void;
  /** Centre this unit, at the zoom where its own symbol is drawn, whenever `nonce` changes. */
  focus: { unitId: UnitId; nonce: number } | null;
  /** Centre this point (an order's objective), zooming in to at least zoom 14, whenever `nonce` changes. */
  focusPoint?: { pos: LonLat; nonce: number } | null;
  /** The view to open at (centre and zoom) instead of fitting the whole grid; read once. */
  initialView?: { lon: number; lat: number; zoom: number } | null;
  /** Called after every pan or zoom with the new centre and zoom. */
  onViewChange?(view: { lon: number; lat: number; zoom: number }): void;
  /** Whether placed HQs and the orders' objectives are drawn at first (default true); the legend toggles them. */
  showHqs?: boolean;
  showObjectives?: boolean;
  /** While set, the next click on the grid is handed to `pick.onPick` (see `MapPick.tsx`); null or absent: no pick. */
  pick?: MapPickRequest | null;
  /** The fire plan to draw (see `MapFirePlan`: time filter `atMin`, `selectedSerialId`); null or absent: none. */
  firePlan?: MapFirePlan | null;
  /** The going of the map's terrain (grid metres): real estate is drawn for the country under each unit; absent: average country. */
  goingAt?: GoingAt | null;
  /** A seat's picture against the truth, drawn for the umpire (`pictureLayer.ts`); null or absent: none. */
  picture?: MapPictureView | null;
  /** "Hide" on the picture's banner. */
  onHidePicture?(): void;
  /** The terrain drawing tools' props but the map (`DrawTerrain.tsx`); absent: no drawing (a seat's view). */
  drawing?: Omit<DrawTerrainProps, 'map'>;
  /** The bytes of the campaign's image `imageId`, for its scanned map (absent: the scan is not drawn). */
  loadImage?(imageId: string): Promise<Blob>;
  /** The archive of the campaign's base map (`CampaignState.baseMap`), or null when it is not on this device. */
  loadArchive?(archiveId: string): Promise<Blob | null>;
};

const MAX_ZOOM = 20;

/**
 * The campaign map. The container is a `region` named "Campaign map"; while Go-to marks a square,
 * the region's `data-goto-square` holds its reference (canonical form, e.g. `053 124`).
 */
export function CampaignMap(props: CampaignMapProps) {
  const { state, terrain, selectedId, focus } = props;
  const mapDiv = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const units = useRef<UnitLayer | null>(null);
  const command = useRef<CommandLayer | null>(null);
  const [showHqs, setShowHqs] = useState(props.showHqs ?? true);
  const [showObjectives, setShowObjectives] = useState(props.showObjectives ?? true);
  const grid = useRef<GridLayer | null>(null);
  const terrainLayer = useRef<TerrainLayer | null>(null);
  const gotoMark = useRef<L.Polygon | null>(null);
  const latest = useRef(props);
  /** Whether the map has been fitted to the grid (it cannot be while hidden: no size), and a focus asked for before that. */
  const fitted = useRef(false);
  const pendingFocus = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const gridKey = JSON.stringify(state.grid);

  // Create the map and its layers once.
  useEffect(() => {
    const el = mapDiv.current!;
    const p = latest.current;
    const m = L.map(el, {
      attributionControl: false,
      zoomSnap: 0.25,
      zoomDelta: 0.5,
      wheelPxPerZoomLevel: 120,
      maxZoom: MAX_ZOOM,
      zoomControl: true,
    });
    m.createPane('gotoPane').style.zIndex = '440';
    L.control.scale({ imperial: false, maxWidth: 160, position: 'bottomleft' }).addTo(m);
    fitted.current = false;
    const fit = () => {
      const size = m.getSize();
      if (size.x === 0 || size.y === 0) return;
      const g = latest.current.state.grid;
      const b = gridBounds(g);
      m.setMinZoom(0);
      m.fitBounds(b, { animate: false, padding: [12, 12] });
      m.setMinZoom(Math.max(0, m.getZoom() - 1.5));
      const v = latest.current.initialView;
      if (v && b.contains([v.lat, v.lon])) m.setView([v.lat, v.lon], Math.min(MAX_ZOOM, Math.max(m.getMinZoom(), v.zoom)), { animate: false });
      fitted.current = true;
      // A focus asked for while the map was hidden (no size) wins over the remembered view.
      const focusNow = pendingFocus.current;
      pendingFocus.current = null;
      focusNow?.();
    };
    m.fitBounds(gridBounds(p.state.grid), { animate: false });
    fit();
    const limit = () => m.setMaxBounds(limitsFor(m, latest.current.state.grid, m.getZoom()));
    m.on('zoomend resize', limit);
    limit();
    m.on('moveend', () => {
      if (!fitted.current) return;
      const c = m.getCenter();
      latest.current.onViewChange?.({ lon: c.lng, lat: c.lat, zoom: m.getZoom() });
    });
    terrainLayer.current = createTerrainLayer(p.terrain).addTo(m) as TerrainLayer;
    // Place names give way to unit symbols (the units are what the umpire works with).
    terrainLayer.current.giveWayTo(() => units.current?.symbolBoxes() ?? []);
    grid.current = createGridLayer(p.state.grid).addTo(m) as GridLayer;
    command.current = createCommandLayer(m, { state: p.state, showHqs: p.showHqs ?? true, showObjectives: p.showObjectives ?? true });
    units.current = createUnitLayer(m, {
      state: p.state,
      selectedId: p.selectedId,
      // Labels rendered a frame late take their place: the place names lay out again round them.
      onCompleted: () => terrainLayer.current?.relayoutLabels(),
      onSelect: (id) => {
        if (!latest.current.pick) latest.current.onSelect(id);
      },
      onMoveUnit: (id, to) => {
        if (!latest.current.pick) latest.current.onMoveUnit(id, to);
      },
    });
    let ro: ResizeObserver | null = null;
    if (typeof ResizeObserver !== 'undefined') {
      ro = new ResizeObserver(() => {
        m.invalidateSize({ pan: true, animate: false }); // keep the centre: a restored or focused view stays put
        if (!fitted.current) fit();
      });
      ro.observe(el);
    }
    setMap(m);
    return () => {
      ro?.disconnect();
      // Paths go before their canvas renderers, so no renderer is asked to redraw once destroyed.
      gotoMark.current?.remove();
      gotoMark.current = null;
      units.current?.remove();
      units.current = null;
      command.current?.remove();
      command.current = null;
      grid.current?.remove();
      grid.current = null;
      terrainLayer.current?.remove();
      terrainLayer.current = null;
      m.remove();
      setMap(null);
    };
  }, []);

  // A new terrain: redraw the terrain layer only.
  const firstTerrain = useRef(terrain);
  useEffect(() => {
    if (terrain === firstTerrain.current) return;
    firstTerrain.current = terrain;
    terrainLayer.current?.update(terrain);
  }, [terrain]);

  // A new grid (another map): redraw the grid and fit the view to it.
  const firstGrid = useRef(gridKey);
  useEffect(() => {
    if (!map || gridKey === firstGrid.current) return;
    firstGrid.current = gridKey;
    const g = latest.current.state.grid;
    grid.current?.update(g);
    map.setMaxBounds(L.latLngBounds([]));
    map.setMinZoom(0);
    map.fitBounds(gridBounds(g), { animate: false, padding: [12, 12] });
    map.setMinZoom(Math.max(0, map.getZoom() - 1.5));
    map.setMaxBounds(limitsFor(map, g, map.getZoom()));
  }, [map, gridKey]);

  // State or selection changed: only the unit layer redraws (and the command marks that changed).
  useEffect(() => {
    units.current?.update({ state, selectedId });
    terrainLayer.current?.relayoutLabels();
  }, [state, selectedId]);
  useEffect(() => {
    command.current?.update({ state, showHqs, showObjectives });
  }, [state, showHqs, showObjectives]);

  // Focus a unit: centre its symbol exactly, at a zoom where the unit itself is drawn (not its
  // parent's symbol, nor its sub-units'), so it can be dragged from the centre.
  const nonce = focus?.nonce;
  useEffect(() => {
    const f = latest.current.focus;
    const s = latest.current.state;
    if (!map || !f || !s.units[f.unitId]) return;
    const pos = unitPosition(s, f.unitId);
    if (!pos) return;
    if (!fitted.current) {
      // Hidden (another screen shows): focus once the map has a size and is fitted.
      pendingFocus.current = () => focusUnit(map, s, f.unitId, pos);
      return;
    }
    focusUnit(map, s, f.unitId, pos);
  }, [map, nonce]);

  const pointNonce = props.focusPoint?.nonce;
  useEffect(() => {
    const p = latest.current.focusPoint;
    if (!map || !p) return;
    const go = () => map.setView([p.pos.lat, p.pos.lon], Math.max(map.getZoom(), 14), { animate: false });
    if (fitted.current) go();
    else pendingFocus.current = go; // hidden: once fitted, this point and not the remembered view
  }, [map, pointNonce]);

  /** Centre unit `unitId` at `pos` at a zoom where its own symbol is drawn, and bring it to the top. */
  function focusUnit(map: L.Map, s: CampaignState, unitId: UnitId, pos: LonLat): void {
    const level = levelOfEchelon(s.units[unitId]!.echelon);
    let zoom = map.getZoom();
    if (levelForScale(metresPerPixelAt(zoom, pos.lat)) !== level) {
      zoom = Math.min(MAX_ZOOM, Math.round(zoomForScale(focusScaleForLevel(level), pos.lat) * 4) / 4);
    }
    map.setMaxBounds(limitsFor(map, s.grid, Math.min(zoom, map.getZoom())));
    map.setView([pos.lat, pos.lon], zoom, { animate: false });
    units.current?.setTop(unitId);
  }

  const [gotoSquare, setGotoSquare] = useState<string | null>(null);
  const clearGoTo = useCallback(() => {
    gotoMark.current?.remove();
    gotoMark.current = null;
    setGotoSquare(null);
  }, []);

  const onGo = useCallback(
    (r: Extract<GoToResult, { ok: true }>) => {
      if (!map) return;
      clearGoTo();
      const corners = r.corners.map((c) => L.latLng(c.lat, c.lon));
      gotoMark.current = L.polygon(corners, { ...GOTO_STYLE, pane: 'gotoPane', interactive: false }).addTo(map);
      setGotoSquare(r.ref);
      const zoom = Math.min(MAX_ZOOM, map.getBoundsZoom(L.latLngBounds(corners).pad(1), false));
      map.setMaxBounds(limitsFor(map, latest.current.state.grid, Math.min(zoom, map.getZoom())));
      map.setView([r.centre.lat, r.centre.lon], zoom, { animate: false });
    },
    [map, clearGoTo],
  );

  const firePlanLegend = useFirePlanLayer(map, state, props.firePlan);
  const movementLegend = useMovementLayers(map, state, selectedId, props.goingAt);
  usePictureLayer(map, state, props.picture);
  const pick = props.pick ?? null;
  const pickProblem = useMapPick(map, wrapper, state.grid, pick, (x, y) => (units.current?.hitTest(x, y) ?? null) !== null);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') clearGoTo();
  };

  return (
    <div
      ref={wrapper}
      className={pick ? 'campaign-map campaign-map--picking' : 'campaign-map'}
      role="region"
      aria-label="Campaign map"
      onKeyDown={onKeyDown}
      data-goto-square={gotoSquare ?? undefined}
    >
      <div ref={mapDiv} className="campaign-map__leaflet" />
      <MapTools map={map} grid={state.grid} onGo={onGo} onClear={clearGoTo}>
        {props.drawing && <DrawTerrain map={map} {...props.drawing} />}
        <UnderLayers map={map} state={state} loadImage={props.loadImage} loadArchive={props.loadArchive} />
      </MapTools>
      {pick && <MapPickBanner label={pick.label} problem={pickProblem} onCancel={pick.onCancel} />}
      {props.picture && !pick && (
        <div className="map-pick">
          <p className="map-pick__prompt" role="status" aria-label="Picture on map">
            {pictureBanner(props.picture)}
          </p>
          <button type="button" onClick={props.onHidePicture}>
            Hide picture
          </button>
        </div>
      )}
      <Legend command={{ showHqs, showObjectives, onShowHqs: setShowHqs, onShowObjectives: setShowObjectives }} movement={movementLegend} firePlan={firePlanLegend} />
    </div>
  );
}

/** The truth-against-picture banner's words, e.g. "51st Division's picture against the truth: 1 unit believed elsewhere (…); 2 not reported yet". */
function pictureBanner(view: MapPictureView): string {
  const placed = view.rows.filter((r) => r.believed !== null).length;
  const missing = view.rows.length - placed;
  const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;
  return `${view.label}'s picture against the truth: ${units(placed)} believed elsewhere (rings, dashed to where they are)${missing > 0 ? `; ${units(missing)} not reported yet` : ''}`;
}
