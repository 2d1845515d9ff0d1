/**
 * Base map… (dialog "Open a base map"): an offline base map from a PMTiles archive (raster images, or
 * vector tiles drawn in the Protomaps basemap's style), drawn under the scanned map and the terrain.
 * Choosing the file reads only its header; the dialog says what it holds and how much of the grid it
 * covers. "Open" writes one `baseMap.opened` with the archive stored beside the log; "Remove the base
 * map" takes the present one away.
 */
import { useId, useRef, useState } from 'react';
import { baseMapCoverage, baseMapSummary, type CampaignState } from '../../campaign/index.ts';
import type { ArchiveBlob } from '../../db/api.ts';
import { gridBounds } from '../../map/mapView.ts';
import { Dialog } from '../Dialog.tsx';
import { FormFooter } from '../FormFooter.tsx';
import { useAction } from '../useAction.ts';
import { readBaseMapFile, type BaseMapFile } from './baseMapFile.ts';

/** Props: the campaign, `onOpen` (the base map and its archive) and `onRemove` (each resolves once written), and Cancel. */
export type BaseMapDialogProps = {
  state: CampaignState;
  onOpen(baseMap: BaseMapFile['baseMap'], archive: ArchiveBlob): Promise<void>;
  onRemove(): Promise<void>;
  onCancel(): void;
};

const COVERAGE = {
  whole: 'It covers the whole grid.',
  part: 'It covers part of the grid; the rest stays blank under the terrain.',
  none: 'It lies wholly outside the grid: nothing of it will show on this map.',
} as const;

/** The dialog (see the module note). */
export default function BaseMapDialog({ state, onOpen, onRemove, onCancel }: BaseMapDialogProps) {
  const id = useId();
  const [chosen, setChosen] = useState<BaseMapFile | null>(null);
  const [reading, setReading] = useState(false);
  const { busy, error, setError, run } = useAction();
  const present = state.baseMap;
  // Only the latest file chosen counts: a slower read of an earlier choice is dropped.
  const pick = useRef(0);

  const read = async (file: File | undefined) => {
    const mine = ++pick.current;
    setError(null);
    setChosen(null);
    if (!file) return setReading(false);
    setReading(true);
    try {
      const read = await readBaseMapFile(file, file.name);
      if (mine === pick.current) setChosen(read);
    } catch (e) {
      if (mine === pick.current) setError(`${e instanceof Error ? e.message : String(e)}.`);
    } finally {
      if (mine === pick.current) setReading(false);
    }
  };
  const b = gridBounds(state.grid);
  const coverage = chosen && baseMapCoverage(chosen.baseMap.bounds, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);

  return (
    <Dialog title="Open a base map" onCancel={onCancel}>
      <form
        className="dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!chosen) return setError(reading ? 'The archive is still being read.' : 'Choose a PMTiles archive first.');
          void run(() => onOpen(chosen.baseMap, { archiveId: chosen.baseMap.archiveId, blob: chosen.blob }));
        }}
      >
        <p className="dialog-aside">
          An offline map from a PMTiles archive (the format ORBAT Mapper and Protomaps use), drawn under the terrain with its own opacity. The archive is kept on this device with the campaign and travels in the map file
          (Export map…), not in the campaign file.
        </p>
        {present && (
          <p>
            Now: “{present.name}”, {baseMapSummary(present)}.{' '}
            <button type="button" disabled={busy} onClick={() => void run(onRemove)}>
              Remove the base map
            </button>
          </p>
        )}
        <label htmlFor={`${id}-file`}>PMTiles archive</label>
        <input id={`${id}-file`} type="file" accept=".pmtiles,application/vnd.pmtiles" data-autofocus disabled={busy} onChange={(e) => void read(e.target.files?.[0])} />
        {reading && <p role="status">Reading the archive’s header…</p>}
        {chosen && (
          <div role="status" aria-label="The archive">
            <p>
              “{chosen.baseMap.name}”: {baseMapSummary(chosen.baseMap)}. {COVERAGE[coverage!]}
            </p>
            {chosen.baseMap.attribution && <p className="dialog-aside">Credit: {chosen.baseMap.attribution}</p>}
            {chosen.warning && <p className="dialog-aside">Note: {chosen.warning}.</p>}
          </div>
        )}
        <FormFooter error={error} submit={present ? 'Open instead' : 'Open'} busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
