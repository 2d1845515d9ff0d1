/**
 * The map-making dialogs of the top bar, each loaded on demand with a visible loading state: New map
 * (a campaign on the umpire's own ground), Export map… (GeoJSON or a map file), Scanned map… (an
 * image placed under the terrain) and Base map… (a PMTiles archive drawn under both). Each writes through the desk's actions and closes when written.
 */
import { lazy, Suspense } from 'react';
import { isOwnMap, type CampaignState, type Scenario } from '../../campaign/index.ts';
import type { Attachments } from '../../db/api.ts';
import type { DeskEventInput } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import type { MapEntry, SetupEvent } from '../types.ts';

const NewMapDialog = lazy(() => import('./NewMapDialog.tsx'));
const ExportMapDialog = lazy(() => import('./ExportMapDialog.tsx'));
const ScanDialog = lazy(() => import('./ScanDialog.tsx'));
const BaseMapDialog = lazy(() => import('./BaseMapDialog.tsx'));

/** Props: which dialog, the open campaign (null: none), the bundled maps, and the desk's actions. */
export type MapDialogsProps = {
  kind: 'newmap' | 'exportmap' | 'scan' | 'basemap';
  current: { state: CampaignState; meta: { name: string } } | null;
  maps: readonly MapEntry[];
  say(notice: string): void;
  onClose(): void;
  append(draft: DeskEventInput, notice: string, action?: undefined, attached?: Attachments): Promise<unknown>;
  createOwn(scenario: Scenario, name: string, setup: readonly SetupEvent[], attached?: Attachments): Promise<void>;
  /** The bytes of the open campaign's image `imageId` (its scanned map, for the map file). */
  loadImage(imageId: string): Promise<Blob>;
  /** The open campaign's base map archive `archiveId` (for the map file), or null when it is not on this device. */
  loadArchive(archiveId: string): Promise<Blob | null>;
};

const TITLES = { newmap: 'New map', exportmap: 'Export the map', scan: 'Place a scanned map', basemap: 'Open a base map' } as const;

/** The dialog `kind` names (see the module note). */
export function MapDialogs({ kind, current, maps, say, onClose, append, createOwn, loadImage, loadArchive }: MapDialogsProps) {
  const loading = (
    <Dialog title={TITLES[kind]} onCancel={onClose}>
      <p role="status">Loading the form…</p>
    </Dialog>
  );
  if (kind === 'newmap') {
    return (
      <Suspense fallback={loading}>
        <NewMapDialog
          onCancel={onClose}
          onCreate={async (scenario, name, setup, attached) => {
            await createOwn(scenario, name, setup, attached);
            onClose();
          }}
        />
      </Suspense>
    );
  }
  if (!current) return null;
  const { state, meta } = current;
  if (kind === 'exportmap') {
    return (
      <Suspense fallback={loading}>
        <ExportMapDialog
          state={state}
          name={meta.name}
          loadImage={loadImage}
          loadArchive={loadArchive}
          loadTerrain={async () =>
            isOwnMap(state.mapId)
              ? (state.terrain ?? [])
              : [...((await maps.find((m) => m.id === state.mapId)?.loadTerrain())?.features ?? []), ...((state.terrain ?? []) as GeoJSON.Feature[])]
          }
          onSaved={(notice) => {
            say(notice);
            onClose();
          }}
          onCancel={onClose}
        />
      </Suspense>
    );
  }
  if (kind === 'basemap') {
    return (
      <Suspense fallback={loading}>
        <BaseMapDialog
          state={state}
          onCancel={onClose}
          onOpen={async (baseMap, archive) => {
            await append({ type: 'baseMap.opened', v: 1, payload: { baseMap } }, `Opened the base map “${baseMap.name}”.`, undefined, { archives: [archive] });
            onClose();
          }}
          onRemove={async () => {
            await append({ type: 'baseMap.removed', v: 1, payload: {} }, 'Removed the base map.');
            onClose();
          }}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={loading}>
      <ScanDialog
        state={state}
        onCancel={onClose}
        onPlace={async (image, blob) => {
          await append({ type: 'baseImage.placed', v: 2, payload: { image } }, `Placed the scanned map “${image.name}” by ${image.points.length} control points.`, undefined, {
            images: [{ imageId: image.imageId, mime: image.mime, blob }],
          });
          onClose();
        }}
        onRemove={async () => {
          await append({ type: 'baseImage.removed', v: 1, payload: {} }, 'Removed the scanned map.');
          onClose();
        }}
      />
    </Suspense>
  );
}
