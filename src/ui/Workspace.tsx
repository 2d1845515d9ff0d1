/**
 * The desk's three columns for the open campaign (DESIGN.md §Screens): the ORBAT tree on the left,
 * the campaign map in the centre, the unit panel on the right. Holds the selection and the map's
 * focus request; key it by campaign id so both reset when another campaign opens. The selection and
 * the map's view are remembered per campaign (`viewMemory.ts`), so a reload shows the same screen.
 * When the desk shows the engagements (`engagements.screen`), the engagement list or one engagement
 * takes the whole width; the columns stay mounted (hidden), so the map comes back as it was.
 */
import type { FeatureCollection } from 'geojson';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EditableUnitFields } from '../campaign/events.ts';
import type { CampaignState, UnitId } from '../campaign/types.ts';
import { CampaignMap } from '../map/CampaignMap.tsx';
import { unitSidc } from '../map/sidc.ts';
import type { LonLat } from '../rules/types.ts';
import { OrbatTree } from './OrbatTree.tsx';
import type { MapEntry } from './types.ts';
import type { KeyValueStorage } from './useDesk.ts';
import { loadScreen, saveScreen, type MapView } from './viewMemory.ts';
import { UnitPanel } from './UnitPanel.tsx';
import { EngagementList } from './engagement/EngagementList.tsx';
import { EngagementScreen } from './engagement/EngagementScreen.tsx';
import type { EngagementHost } from './engagement/types.ts';

/**
 * Props: the campaign's id and state, the bundled map to draw (null: not bundled), where to remember
 * the screen across reloads (null: nowhere), and the store-writing callbacks.
 */
export type WorkspaceProps = {
  campaignId: string;
  state: CampaignState;
  storage: KeyValueStorage | null;
  map: MapEntry | null;
  onMoveUnit(id: UnitId, to: LonLat): void;
  onEdit(id: UnitId, changes: Partial<EditableUnitFields>): Promise<void>;
  /** The engagement screens' side of the desk (absent: the map only). */
  engagements?: EngagementHost;
  /** Told the selected unit whenever it changes (the New engagement dialog starts from it). */
  onSelectedChange?(id: UnitId | null): void;
};

const NO_TERRAIN: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The columns. */
export function Workspace({ campaignId, state, storage, map, onMoveUnit, onEdit, engagements, onSelectedChange }: WorkspaceProps) {
  const remembered = useMemo(() => loadScreen(storage, campaignId), [storage, campaignId]);
  const [selectedId, setSelectedId] = useState<UnitId | null>(() =>
    remembered.selectedId && state.units[remembered.selectedId] ? remembered.selectedId : null,
  );
  const [view, setView] = useState<MapView | null>(remembered.view);
  useEffect(() => saveScreen(storage, campaignId, { view, selectedId }), [storage, campaignId, view, selectedId]);
  const [focus, setFocus] = useState<{ unitId: UnitId; nonce: number } | null>(null);
  const reportSelected = useRef(onSelectedChange);
  reportSelected.current = onSelectedChange;
  useEffect(() => reportSelected.current?.(selectedId), [selectedId]);
  const screen = engagements?.screen ?? { kind: 'map' as const };
  const [terrain, setTerrain] = useState<FeatureCollection | null>(map ? null : NO_TERRAIN);
  const [terrainError, setTerrainError] = useState<string | null>(
    map ? null : `The map “${state.mapId}” is not bundled with this app: the campaign is shown without terrain.`,
  );

  useEffect(() => {
    if (!map) return;
    let live = true;
    map.loadTerrain().then(
      (fc) => live && setTerrain(fc),
      (e: unknown) => {
        if (!live) return;
        setTerrain(NO_TERRAIN);
        setTerrainError(`The terrain of “${map.title}” could not be loaded (${e instanceof Error ? e.message : String(e)}).`);
      },
    );
    return () => {
      live = false;
    };
  }, [map]);

  const selectAndFocus = (id: UnitId) => {
    setSelectedId(id);
    setFocus((f) => ({ unitId: id, nonce: (f?.nonce ?? 0) + 1 }));
  };

  return (
    <>
      <main className="desk-main" hidden={screen.kind !== 'map'}>
        <section className="pane pane-left" aria-labelledby="orbat-heading">
          <h2 id="orbat-heading" className="pane-title">
            Order of battle
          </h2>
          <OrbatTree state={state} selectedId={selectedId} onSelect={selectAndFocus} sidcOf={unitSidc} />
        </section>
        <div className="pane-map">
          {terrainError && <p className="map-note">{terrainError}</p>}
          {terrain ? (
            <CampaignMap
              state={state}
              terrain={terrain}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onMoveUnit={onMoveUnit}
              focus={focus}
              initialView={remembered.view}
              onViewChange={setView}
            />
          ) : (
            <p className="map-loading">Loading the map…</p>
          )}
        </div>
        <div className="pane pane-right">
          <UnitPanel
            state={state}
            unitId={selectedId}
            onSelect={selectAndFocus}
            onMoveUnit={onMoveUnit}
            onEdit={onEdit}
            sidcOf={unitSidc}
          />
        </div>
      </main>
      {screen.kind !== 'map' && engagements && (
        <main className="desk-engagements">
          {screen.kind === 'list' ? (
            <EngagementList campaign={state} host={engagements} />
          ) : terrain ? (
            <EngagementScreen engagementId={screen.id} campaign={state} terrain={terrain} host={engagements} />
          ) : (
            <p className="map-loading">Loading the map…</p>
          )}
        </main>
      )}
    </>
  );
}
