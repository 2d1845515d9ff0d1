/**
 * The desk's side of the Fire plans screen (src/ui/Workspace.tsx): whether the screen has been
 * opened (it stays mounted after), the terrain query built once per loaded terrain for its checks
 * and firing (on the grid origin, so its metres are the grid's), the plan the map draws (remembered
 * per campaign, `loadMapFirePlan`) with the serial and time chosen on the screen, and "Show on map".
 * `showPlan` and `showOnMap` keep their identity while nothing they read changes, so the screen's
 * effects do not run again on every render of the desk.
 */
import type { FeatureCollection } from 'geojson';
import { useCallback, useMemo, useState } from 'react';
import { createTerrainQuery, type TerrainQuery, type CampaignState } from '../../campaign/index.ts';
import { timedSerials } from '../../map/firePlanShapes.ts';
import type { MapFirePlan } from '../../map/useFirePlanLayer.ts';
import type { LonLat } from '../../rules/types.ts';
import { loadMapFirePlan, saveMapFirePlan } from '../engagement/screenMemory.ts';
import type { KeyValueStorage } from '../useDesk.ts';
import type { FirePlanMapChoice } from './PlanMapBar.tsx';

/** What the desk passes in: the campaign, where to remember, the loaded terrain, whether the screen shows, and how to go to the map centred on a point. */
export type FirePlanDeskInput = {
  campaignId: string;
  state: CampaignState;
  storage: KeyValueStorage | null;
  terrain: FeatureCollection | null;
  showing: boolean;
  goToMap(focus: LonLat | null): void;
};

/** What the desk gets: `opened`, the `terrainQuery`, the map's `firePlan`, and the screen's `showPlan` / `showOnMap`. */
export type FirePlanDesk = {
  opened: boolean;
  terrainQuery: TerrainQuery | null;
  mapFirePlan: MapFirePlan | null;
  showPlan(planId: string | null, choice?: FirePlanMapChoice): void;
  showOnMap(planId: string): void;
};

/** The hook (see the module note). */
export function useFirePlanDesk({ campaignId, state, storage, terrain, showing, goToMap }: FirePlanDeskInput): FirePlanDesk {
  const [opened, setOpened] = useState(showing);
  if (showing && !opened) setOpened(true);
  const { originLon, originLat } = state.grid;
  // Built once per loaded terrain (and grid origin), only once the Fire plans screen has been opened.
  const terrainQuery = useMemo(() => (opened && terrain ? createTerrainQuery(terrain, { lon: originLon, lat: originLat }) : null), [opened, terrain, originLon, originLat]);
  const [mapPlanId, setMapPlanId] = useState(() => loadMapFirePlan(storage, campaignId));
  const [mapChoice, setMapChoice] = useState<FirePlanMapChoice>({});
  const showPlan = useCallback(
    (planId: string | null, choice: FirePlanMapChoice = {}) => {
      setMapPlanId(planId);
      // The same choice keeps its object, so the map's `firePlan` prop stays the same too.
      setMapChoice((was) => (was.selectedSerialId === choice.selectedSerialId && was.atMin === choice.atMin ? was : choice));
      saveMapFirePlan(storage, campaignId, planId);
    },
    [storage, campaignId],
  );
  const mapPlan = mapPlanId !== null ? state.firePlans?.[mapPlanId] : undefined;
  const mapFirePlan = useMemo((): MapFirePlan | null => (mapPlan ? { plan: mapPlan, ...mapChoice } : null), [mapPlan, mapChoice]);
  const firePlans = state.firePlans;
  const grid = state.grid;
  const selectedSerialId = mapChoice.selectedSerialId;
  const showOnMap = useCallback(
    (planId: string) => {
      const plan = firePlans?.[planId];
      if (!plan) return;
      setMapPlanId(planId);
      const serials = timedSerials(grid, plan);
      goToMap((serials.find((s) => s.id === selectedSerialId) ?? serials[0])?.targetPos ?? null);
    },
    [firePlans, grid, selectedSerialId, goToMap],
  );
  return { opened, terrainQuery, mapFirePlan, showPlan, showOnMap };
}
