/**
 * The tactical map of an engagement (`region` "Tactical map"): the campaign's terrain
 * (`createTerrainLayer`) at close zoom around the engagement, its bases, arrows, templates and
 * cordons (`createEngagementLayer`), and a metric scale bar. It opens fitted to the bases, never
 * closer than the table's scale (1 cm = 10 m); "Fit engagement" and "1 cm = 10 m" set the view
 * again. A click on a base selects its sub-unit; while a path is being set, clicks add waypoints and
 * Enter or Escape ends it. Leaflet's own keyboard pan and zoom work once the map has focus.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../map/map.css';
import type { FeatureCollection } from 'geojson';
import type { BoundPlans, EngagementState, PointM } from '../../rules/bound/types.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { LonLat } from '../../rules/types.ts';
import { basesBounds, subUnitCentre } from '../../map/engagementGeometry.ts';
import { createEngagementLayer, type BombardTemplateM, type EngagementLayer } from '../../map/engagementLayer.ts';
import { zoomForScale } from '../../map/screenCanvas.ts';
import { createTerrainLayer, type TerrainLayer } from '../../map/terrainLayer.ts';

/** Ground metres per CSS pixel at the table's scale: 1 cm (37.8 CSS px) = 10 m. */
export const TABLE_METRES_PER_PX = 10 / (96 / 2.54);

/**
 * Props. `pathFor`: the path (or, with `cover`, the findCover cover point) being set by clicking the
 * map, with the points so far (null: none).
 */
export type TacticalMapProps = {
  state: EngagementState;
  origin: LonLat;
  terrain: FeatureCollection;
  draft: BoundPlans | null;
  templates: readonly BombardTemplateM[];
  selectedId: string | null;
  onSelect(id: string): void;
  pathFor: { subUnitId: string; name: string; points: PointM[]; cover?: boolean } | null;
  onAddWaypoint(p: PointM): void;
  onEndPath(): void;
};

/** The map. */
export function TacticalMap(props: TacticalMapProps) {
  const div = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const layer = useRef<EngagementLayer | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const fit = (m: L.Map) => {
    const p = latest.current;
    const b = basesBounds(p.state);
    const proj = gridProjection({ originLon: p.origin.lon, originLat: p.origin.lat });
    const tableZoom = zoomForScale(TABLE_METRES_PER_PX, p.origin.lat);
    if (!b) {
      m.setView([p.origin.lat, p.origin.lon], tableZoom - 2, { animate: false });
      return;
    }
    const sw = proj.toLonLat({ eastingM: b.minX, northingM: b.minY });
    const ne = proj.toLonLat({ eastingM: b.maxX, northingM: b.maxY });
    m.fitBounds(L.latLngBounds([sw.lat, sw.lon], [ne.lat, ne.lon]), { animate: false, padding: [40, 40], maxZoom: tableZoom });
  };

  useEffect(() => {
    const el = div.current!;
    const p = latest.current;
    const m = L.map(el, { attributionControl: false, zoomSnap: 0.25, zoomDelta: 0.5, maxZoom: 22, zoomControl: true });
    m.setView([p.origin.lat, p.origin.lon], 16, { animate: false });
    fit(m);
    const terrain = createTerrainLayer(p.terrain).addTo(m) as TerrainLayer;
    L.control.scale({ imperial: false, maxWidth: 160, position: 'bottomleft' }).addTo(m);
    layer.current = createEngagementLayer(m, dataOf(p));
    m.on('click', (e: L.LeafletMouseEvent) => {
      const q = latest.current;
      if (q.pathFor) {
        const proj = gridProjection({ originLon: q.origin.lon, originLat: q.origin.lat });
        const loc = proj.toLocal({ lon: e.latlng.lng, lat: e.latlng.lat });
        q.onAddWaypoint({ xM: Math.round(loc.eastingM * 10) / 10, yM: Math.round(loc.northingM * 10) / 10 });
        return;
      }
      const id = layer.current?.subUnitAt(e.containerPoint.x, e.containerPoint.y);
      if (id) q.onSelect(id);
    });
    let ro: ResizeObserver | null = null;
    if (typeof ResizeObserver !== 'undefined') {
      ro = new ResizeObserver(() => m.invalidateSize({ pan: false, animate: false }));
      ro.observe(el);
    }
    setMap(m);
    return () => {
      ro?.disconnect();
      layer.current?.remove();
      layer.current = null;
      terrain.remove();
      m.remove();
      setMap(null);
    };
  }, []);

  const { state, draft, templates, selectedId, pathFor, origin } = props;
  useEffect(() => {
    layer.current?.update(dataOf({ state, draft, templates, selectedId, pathFor, origin }));
  }, [map, state, draft, templates, selectedId, pathFor, origin]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (props.pathFor && (e.key === 'Enter' || e.key === 'Escape')) {
      e.preventDefault();
      props.onEndPath();
    }
  };

  return (
    <div className={`eng-map${pathFor ? ' is-setting-path' : ''}`} role="region" aria-label="Tactical map" onKeyDown={onKeyDown}>
      <div ref={div} className="eng-map__leaflet" />
      <div className="eng-map__tools">
        <button type="button" onClick={() => map && fit(map)}>
          Fit engagement
        </button>
        <button type="button" onClick={() => map && toTableScale(map, selectedCentre(latest.current))} title="Zoom to the table's scale, on the selected sub-unit">
          1 cm = 10 m
        </button>
      </div>
      {pathFor && (
        <p className="eng-map__hint" role="status">
          {pathFor.cover
            ? `Click the better cover that ${pathFor.name} heads for; Escape cancels.`
            : `Click waypoints for the path of ${pathFor.name} (${pathFor.points.length} so far); press Enter or Done to finish.`}
        </p>
      )}
    </div>
  );
}

/** The selected sub-unit's centre as WGS84, or null when none is selected (or it has no bases). */
function selectedCentre(p: TacticalMapProps): L.LatLng | null {
  const su = p.selectedId ? p.state.subUnits.find((s) => s.id === p.selectedId) : undefined;
  const c = su && subUnitCentre(su);
  if (!c) return null;
  const ll = gridProjection({ originLon: p.origin.lon, originLat: p.origin.lat }).toLonLat({ eastingM: c.xM, northingM: c.yM });
  return L.latLng(ll.lat, ll.lon);
}

/** Zoom to exactly 1 cm = 10 m (not rounded to the zoom steps), on `centre` or the view's centre. */
function toTableScale(m: L.Map, centre: L.LatLng | null): void {
  const snap = m.options.zoomSnap;
  m.options.zoomSnap = 0;
  const at = centre ?? m.getCenter();
  m.setView(at, zoomForScale(TABLE_METRES_PER_PX, at.lat), { animate: false });
  m.options.zoomSnap = snap;
}

function dataOf(p: Pick<TacticalMapProps, 'state' | 'origin' | 'draft' | 'templates' | 'selectedId' | 'pathFor'>) {
  return {
    state: p.state,
    origin: p.origin,
    draft: p.draft,
    templates: p.templates,
    selectedId: p.selectedId,
    pathDraft: p.pathFor ? { subUnitId: p.pathFor.subUnitId, points: p.pathFor.points } : null,
  };
}
