/**
 * Drawing terrain on the map (group "Draw terrain", in the map tools; the umpire's view only): choose a
 * class — woods, built-up areas, rough, impractical, defensible and fortified ground as areas; roads,
 * railways, rivers, canals, trench lines and ridge crests as lines — and a name, then **Draw** and
 * click the outline on the map (Leaflet-Geoman, loaded the first time; double-click or click the first
 * point to finish, Escape to stop). Each drawing is one `terrain.drawn` event, so Undo takes it back.
 * **Remove…** then a click on a feature of the campaign's own terrain takes it away (`terrain.removed`).
 * To change a drawing, remove it and draw it again.
 */
import type L from 'leaflet';
import { useEffect, useId, useState } from 'react';
import { LINE_CLASSES, TERRAIN_CLASS_LABELS, TERRAIN_CLASSES, type TerrainClass, type TerrainFeature } from '../campaign/index.ts';
import { featureAt } from './terrainPick.ts';
import './leafletGlobal.ts';

/** Props: the map, the campaign's own terrain, the next free id, and what to do with a drawing or a removal. */
export type DrawTerrainProps = {
  map: L.Map | null;
  terrain: readonly TerrainFeature[];
  nextId: string;
  onDrawn(feature: TerrainFeature): void;
  onRemove(feature: TerrainFeature): void;
};

/** Load Leaflet-Geoman once (it extends the global Leaflet, `leafletGlobal.ts`). */
let geoman: Promise<unknown> | null = null;
function loadGeoman(): Promise<unknown> {
  geoman ??= Promise.all([import('@geoman-io/leaflet-geoman-free'), import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css')]);
  return geoman;
}

type PmMap = L.Map & { pm: { enableDraw(shape: string, options?: object): void; disableDraw(): void } };

/** The drawing tools (see the module note). */
export function DrawTerrain({ map, terrain, nextId, onDrawn, onRemove }: DrawTerrainProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [cls, setCls] = useState<TerrainClass>('wood');
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'idle' | 'drawing' | 'removing'>('idle');
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!map || mode !== 'drawing') return;
    let live = true;
    const onCreate = (e: { layer: L.Layer & { toGeoJSON(): GeoJSON.Feature } }) => {
      const geometry = e.layer.toGeoJSON().geometry as TerrainFeature['geometry'];
      e.layer.remove();
      setMode('idle');
      onDrawn({ type: 'Feature', id: nextId, properties: { class: cls, ...(name.trim() ? { name: name.trim().slice(0, 200) } : {}), source: 'drawn on the map' }, geometry });
    };
    void loadGeoman().then(() => {
      if (!live) return;
      // Geoman gives `pm` to maps made after it loads; this map was made before.
      const pm = (globalThis as unknown as { L: { PM: { Map: new (m: L.Map) => PmMap['pm'] & { setGlobalOptions(o: object): void } } } }).L.PM;
      if (!(map as Partial<PmMap>).pm) {
        const made = new pm.Map(map);
        (map as PmMap).pm = made;
        made.setGlobalOptions({});
      }
      map.on('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      (map as PmMap).pm.enableDraw(LINE_CLASSES.has(cls) ? 'Line' : 'Polygon', { snappable: false, continueDrawing: false });
    });
    return () => {
      live = false;
      map.off('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      (map as Partial<PmMap>).pm?.disableDraw();
    };
  }, [map, mode, cls, name, nextId, onDrawn]);

  useEffect(() => {
    if (!map || mode !== 'removing') return;
    const onClick = (e: L.LeafletMouseEvent) => {
      const f = featureAt(map, terrain, e.latlng);
      setMode('idle');
      if (f) onRemove(f);
      else setNote('No feature of this campaign’s own terrain there (a bundled map’s terrain cannot be removed).');
    };
    map.getContainer().classList.add('campaign-map--picking');
    map.once('click', onClick);
    return () => {
      map.off('click', onClick);
      map.getContainer().classList.remove('campaign-map--picking');
    };
  }, [map, mode, terrain, onRemove]);

  if (!open) {
    return (
      <button type="button" className="map-draw-open" onClick={() => setOpen(true)}>
        Draw terrain…
      </button>
    );
  }
  return (
    <div className="map-draw" role="group" aria-label="Draw terrain">
      <label htmlFor={`${id}-class`}>Class</label>
      <select id={`${id}-class`} value={cls} onChange={(e) => setCls(e.target.value as TerrainClass)}>
        {TERRAIN_CLASSES.filter((c) => c !== 'open').map((c) => (
          <option key={c} value={c}>
            {TERRAIN_CLASS_LABELS[c]} ({LINE_CLASSES.has(c) ? 'line' : 'area'})
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} placeholder="(optional)" />
      <div className="map-draw__buttons">
        <button type="button" aria-pressed={mode === 'drawing'} onClick={() => { setNote(null); setMode(mode === 'drawing' ? 'idle' : 'drawing'); }}>
          {mode === 'drawing' ? 'Stop drawing' : 'Draw'}
        </button>
        <button type="button" aria-pressed={mode === 'removing'} onClick={() => { setNote(null); setMode(mode === 'removing' ? 'idle' : 'removing'); }}>
          {mode === 'removing' ? 'Stop removing' : 'Remove…'}
        </button>
        <button type="button" onClick={() => { setMode('idle'); setOpen(false); }}>
          Close
        </button>
      </div>
      <p role="status" className="map-draw__note">
        {mode === 'drawing'
          ? `Click the ${LINE_CLASSES.has(cls) ? 'line' : 'outline'} on the map; click the last point again to finish.`
          : mode === 'removing'
            ? 'Click a feature of this campaign’s own terrain to remove it.'
            : (note ?? '')}
      </p>
    </div>
  );
}
