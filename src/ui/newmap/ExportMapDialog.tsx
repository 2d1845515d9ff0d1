/**
 * Export map… (dialog "Export the map"): the campaign as **GeoJSON** (terrain, units where they
 * stand, orders' objectives; for QGIS or ORBAT Mapper), or the **map file** alone (grid, terrain and
 * the scanned map with its image, `*.map.json`), to start other campaigns from with New map. The terrain is the campaign's own or
 * its bundled map's, loaded when asked for.
 */
import { useState } from 'react';
import type { Feature } from 'geojson';
import { campaignGeoJson, type CampaignState, mapFileText, slugOf } from '../../campaign/index.ts';
import { exportSidc } from '../../map/sidc.ts';
import { Dialog } from '../Dialog.tsx';
import { downloadText } from '../download.ts';
import { FormError } from '../FormFooter.tsx';

/** Props: the campaign and its name, the terrain's and the scanned map's loaders, what to say when saved, and Cancel. */
export type ExportMapDialogProps = {
  state: CampaignState;
  name: string;
  loadTerrain(): Promise<readonly Feature[]>;
  loadImage(imageId: string): Promise<Blob>;
  onSaved(notice: string): void;
  onCancel(): void;
};

/** A file name from a campaign name: `Narvik, April 1940` → `narvik-april-1940`. */
const slug = (name: string) => slugOf(name) || 'campaign';

/** The export dialog (see the module note). */
export default function ExportMapDialog({ state, name, loadTerrain, loadImage, onSaved, onCancel }: ExportMapDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const save = async (kind: 'geojson' | 'map') => {
    try {
      const terrain = await loadTerrain();
      if (kind === 'geojson') {
        const fc = campaignGeoJson(state, terrain, exportSidc);
        const file = `${slug(name)}.geojson`;
        downloadText(file, `${JSON.stringify(fc)}\n`, 'application/geo+json');
        onSaved(`Saved ${file}: ${fc.features.length.toLocaleString('en-GB')} features (terrain, units, objectives).`);
      } else {
        const file = `${slug(name)}.map.json`;
        const placed = state.baseImage;
        const scan = placed && { image: placed, bytes: new Uint8Array(await (await loadImage(placed.imageId)).arrayBuffer()) };
        downloadText(file, mapFileText(name, state.grid, terrain, scan));
        const scanText = placed ? ` and the scanned map “${placed.name}”` : '';
        onSaved(`Saved ${file}: the grid, ${terrain.length.toLocaleString('en-GB')} terrain features${scanText}, to start other campaigns from.`);
      }
    } catch (e) {
      setError(`The map could not be exported: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };
  return (
    <Dialog title="Export the map" onCancel={onCancel}>
      <div className="dialog-form">
        <p className="dialog-aside">The campaign file itself is saved by Export.</p>
        <button type="button" data-autofocus onClick={() => void save('geojson')}>
          GeoJSON: terrain, units and objectives (for QGIS or ORBAT Mapper)
        </button>
        <button type="button" onClick={() => void save('map')}>
          Map file: grid, terrain{state.baseImage ? ' and scanned map' : ''}, to start other campaigns from
        </button>
        <FormError error={error} />
        <button type="button" onClick={onCancel}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
