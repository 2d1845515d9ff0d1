/**
 * Drawing terrain on the map (group "Draw terrain", in the map tools; the umpire's view only): choose a
 * class — woods, built-up areas, rough, impractical, defensible and fortified ground as areas; roads,
 * railways, rivers, canals, trench lines, ridge crests and cliffs as lines — and a name, then **Draw** and
 * click the outline on the map (Leaflet-Geoman, loaded the first time; double-click or click the first
 * point to finish, Escape to stop). Each drawing is one `terrain.drawn` event, so Undo takes it back.
 * **Reshape…** then a click on a feature of the campaign's own terrain lets its points be dragged
 * (Leaflet-Geoman's editing) until **Save shape** (`terrain.edited`) or Cancel; **Remove…** then a
 * click takes one away (`terrain.removed`).
 */
import L from 'leaflet';
import { useEffect, useId, useRef, useState } from 'react';
import { LINE_CLASSES, TERRAIN_CLASS_LABELS, TERRAIN_CLASSES, type TerrainClass, type TerrainFeature } from '../campaign/index.ts';
import { featureAt } from './terrainPick.ts';
import { geomanFor, stopDrawing } from './geoman.ts';

/** Props: the map, the campaign's own terrain, the next free id, and what to do with a drawing or a removal. */
export type DrawTerrainProps = {
  map: L.Map | null;
  terrain: readonly TerrainFeature[];
  nextId: string;
  onDrawn(feature: TerrainFeature): void;
  onRemove(feature: TerrainFeature): void;
  /** A feature of the campaign's own terrain reshaped (`terrain.edited`). */
  onReshape(feature: TerrainFeature, geometry: TerrainFeature['geometry']): void;
};

/** The drawing tools (see the module note). */
export function DrawTerrain({ map, terrain, nextId, onDrawn, onRemove, onReshape }: DrawTerrainProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [cls, setCls] = useState<TerrainClass>('wood');
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'idle' | 'drawing' | 'removing' | 'choosing' | 'reshaping'>('idle');
  const [editing, setEditing] = useState<{ feature: TerrainFeature; layer: L.Layer & { toGeoJSON(): GeoJSON.Feature; pm?: { enable(o?: object): void } } } | null>(null);
  const [note, setNote] = useState<string | null>(null);

  // What a finished drawing takes is read when it finishes, so typing a name or a new event in the
  // campaign does not restart a drawing half made.
  const latest = useRef({ name, nextId, onDrawn });
  latest.current = { name, nextId, onDrawn };
  useEffect(() => {
    if (!map || mode !== 'drawing') return;
    let live = true;
    const onCreate = (e: { layer: L.Layer & { toGeoJSON(): GeoJSON.Feature } }) => {
      const geometry = e.layer.toGeoJSON().geometry as TerrainFeature['geometry'];
      e.layer.remove();
      setMode('idle');
      const { name: label, nextId: id, onDrawn: done } = latest.current;
      done({ type: 'Feature', id, properties: { class: cls, ...(label.trim() ? { name: label.trim().slice(0, 200) } : {}), source: 'drawn on the map' }, geometry });
    };
    void geomanFor(map).then((pm) => {
      if (!live) return;
      map.on('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      pm.enableDraw(LINE_CLASSES.has(cls) ? 'Line' : 'Polygon', { snappable: false, continueDrawing: false });
    });
    return () => {
      live = false;
      map.off('pm:create', onCreate as unknown as L.LeafletEventHandlerFn);
      stopDrawing(map);
    };
  }, [map, mode, cls]);

  useEffect(() => {
    if (!map || (mode !== 'removing' && mode !== 'choosing')) return;
    const onClick = (e: L.LeafletMouseEvent) => {
      const f = featureAt(map, terrain, e.latlng);
      if (!f) {
        setMode('idle');
        setNote('No feature of this campaign’s own terrain there (a bundled map’s terrain stays as it is).');
        return;
      }
      if (mode === 'removing') {
        setMode('idle');
        onRemove(f);
        return;
      }
      // Reshape: the feature as an editable layer (Leaflet-Geoman's vertex editing) until Save or Cancel.
      void geomanFor(map).then(() => {
        const layer = (L.geoJSON(f as GeoJSON.Feature, { style: { color: '#b3261e', weight: 2 } }).getLayers()[0] as NonNullable<typeof editing>['layer']).addTo(map);
        layer.pm?.enable({ allowSelfIntersection: false });
        setEditing({ feature: f, layer });
        setMode('reshaping');
      });
    };
    map.getContainer().classList.add('campaign-map--picking');
    map.once('click', onClick);
    return () => {
      map.off('click', onClick);
      map.getContainer().classList.remove('campaign-map--picking');
    };
  }, [map, mode, terrain, onRemove]);

  // The shape being edited goes when the editing ends (saved, cancelled, or the tools closed).
  useEffect(() => () => void editing?.layer.remove(), [editing]);
  const finishEditing = (save: boolean) => {
    if (editing && save) onReshape(editing.feature, editing.layer.toGeoJSON().geometry as TerrainFeature['geometry']);
    setEditing(null);
    setMode('idle');
  };

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
        <button type="button" aria-pressed={mode === 'choosing'} disabled={mode === 'reshaping'} onClick={() => { setNote(null); setMode(mode === 'choosing' ? 'idle' : 'choosing'); }}>
          Reshape…
        </button>
        <button type="button" aria-pressed={mode === 'removing'} disabled={mode === 'reshaping'} onClick={() => { setNote(null); setMode(mode === 'removing' ? 'idle' : 'removing'); }}>
          {mode === 'removing' ? 'Stop removing' : 'Remove…'}
        </button>
        <button type="button" onClick={() => { finishEditing(false); setOpen(false); }}>
          Close
        </button>
      </div>
      {mode === 'reshaping' && (
        <div className="map-draw__buttons">
          <button type="button" onClick={() => finishEditing(true)}>
            Save shape
          </button>
          <button type="button" onClick={() => finishEditing(false)}>
            Cancel
          </button>
        </div>
      )}
      <p role="status" className="map-draw__note">
        {mode === 'drawing'
          ? `Click the ${LINE_CLASSES.has(cls) ? 'line' : 'outline'} on the map; click the last point again to finish.`
          : mode === 'removing'
            ? 'Click a feature of this campaign’s own terrain to remove it.'
            : mode === 'choosing'
              ? 'Click a feature of this campaign’s own terrain to reshape it.'
              : mode === 'reshaping'
                ? `Drag the points of ${editing?.feature.properties.name ?? 'the feature'}; then Save shape.`
                : (note ?? '')}
      </p>
    </div>
  );
}
