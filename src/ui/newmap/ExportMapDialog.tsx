/**
 * Export map… (dialog "Export the map"): the campaign as **GeoJSON** (terrain, units where they
 * stand, orders' objectives; for QGIS or ORBAT Mapper), or the **map file** alone (grid, terrain and
 * the scanned map with its image, `*.map.json`; with a base map whose archive is on this device, a
 * `*.map.zip` holding that text and the archive), to start other campaigns from with New map. The
 * terrain is the campaign's own or its bundled map's, loaded when asked for.
 */
import { useState } from 'react';
import type { Feature } from 'geojson';
import { campaignGeoJson, type CampaignState, mapFileText, slugOf } from '../../campaign/index.ts';
import { exportSidc } from '../../map/sidc.ts';
import { Dialog } from '../Dialog.tsx';
import { downloadBlob, downloadText } from '../download.ts';
import { FormError } from '../FormFooter.tsx';

/** Props: the campaign and its name, the terrain's and the scanned map's loaders, what to say when saved, and Cancel. */
export type ExportMapDialogProps = {
  state: CampaignState;
  name: string;
  loadTerrain(): Promise<readonly Feature[]>;
  loadImage(imageId: string): Promise<Blob>;
  /** The base map's archive, or null when it is not on this device. */
  loadArchive(archiveId: string): Promise<Blob | null>;
  onSaved(notice: string): void;
  onCancel(): void;
};

/** A file name from a campaign name: `Narvik, April 1940` → `narvik-april-1940`. */
const slug = (name: string) => slugOf(name) || 'campaign';

/** The export dialog (see the module note). */
export default function ExportMapDialog({ state, name, loadTerrain, loadImage, loadArchive, onSaved, onCancel }: ExportMapDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (kind: 'geojson' | 'map') => {
    setBusy(true);
    setError(null);
    try {
      const terrain = await loadTerrain();
      if (kind === 'geojson') {
        const fc = campaignGeoJson(state, terrain, exportSidc);
        const file = `${slug(name)}.geojson`;
        downloadText(file, `${JSON.stringify(fc)}\n`, 'application/geo+json');
        onSaved(`Saved ${file}: ${fc.features.length.toLocaleString('en-GB')} features (terrain, units, objectives).`);
      } else {
        const placed = state.baseImage;
        const scan = placed && { image: placed, bytes: new Uint8Array(await (await loadImage(placed.imageId)).arrayBuffer()) };
        const base = state.baseMap;
        const archive = base ? await loadArchive(base.archiveId) : null;
        const parts = [`the grid, ${terrain.length.toLocaleString('en-GB')} terrain features`, ...(placed ? [`the scanned map “${placed.name}”`] : []), ...(base && archive ? [`the base map “${base.name}”`] : [])];
        const saved = `${parts.slice(0, -1).join(', ')}${parts.length > 1 ? ' and ' : ''}${parts.at(-1)}`;
        const left = base && !archive ? ` The base map “${base.name}” is not on this device, so the file names it without its archive.` : '';
        let file: string;
        if (base && archive) {
          file = `${slug(name)}.map.zip`;
          const { writeMapZip } = await import('./mapZip.ts');
          downloadBlob(file, await writeMapZip(mapFileText(name, state.grid, terrain, scan, base), archive));
        } else {
          file = `${slug(name)}.map.json`;
          downloadText(file, mapFileText(name, state.grid, terrain, scan, base));
        }
        onSaved(`Saved ${file}: ${saved}, to start other campaigns from.${left}`);
      }
    } catch (e) {
      setError(`The map could not be exported: ${e instanceof Error ? e.message : String(e)}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title="Export the map" onCancel={onCancel}>
      <div className="dialog-form">
        <p className="dialog-aside">The campaign file itself is saved by Export.</p>
        <button type="button" data-autofocus disabled={busy} onClick={() => void save('geojson')}>
          GeoJSON: terrain, units and objectives (for QGIS or ORBAT Mapper)
        </button>
        <button type="button" disabled={busy} onClick={() => void save('map')}>
          Map file: grid, terrain{state.baseImage ? ', scanned map' : ''}{state.baseMap ? ', base map' : ''}, to start other campaigns from
        </button>
        {busy && <p role="status">Writing the file…</p>}
        <FormError error={error} />
        <button type="button" onClick={onCancel}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
