/**
 * The desk's campaign-turn planner: from the map's terrain, once per terrain, the terrain
 * query in grid metres (`createTerrainQuery` about the grid's origin), the going under a marching unit
 * (`createGoingAt`), the road network for road marches (`buildRoadNet`), and `planStep` — one clock
 * step planned by `planTurn` with fresh dice (a seed from `crypto.getRandomValues` per step: the UI
 * layer is where randomness comes from; the step records the dice it used). Without terrain (the map
 * is not bundled, or its terrain did not load) units march over open going everywhere and road
 * marches go straight between their waypoints (no road network).
 */
import type { FeatureCollection } from 'geojson';
import { useEffect, useMemo, useRef } from 'react';
import { createGoingAt, buildRoadNet, type RoadNet, createTerrainQuery, nextDueFiring, nextFireDueMin, planTurn, type ClockPlanner, type EventPayloads, type CampaignState } from '../../campaign/index.ts';
import { seededDice } from '../../rules/dice.ts';
import type { GoingAt } from '../../rules/operational/movement.ts';
import type { LonLat } from '../../rules/types.ts';

/**
 * One clock step planned: the `clock.advanced` payload taking `state` to `toMin` (moves and contacts);
 * with the map's terrain it also tells the committed fire plans' shoots (`ClockPlanner`'s
 * `nextFireDueMin` and `nextDueFiring`), which the clock fires at their minutes.
 */
export type PlanStep = ((state: CampaignState, toMin: number) => EventPayloads['clock.advanced']) & Partial<Pick<ClockPlanner, 'nextFireDueMin' | 'nextDueFiring'>>;

/** What the desk plans turns and road marches with; `openGoing` says the terrain is missing (see the module note). */
export type TurnPlanner = { goingAt: GoingAt; roadNet: RoadNet | null; planStep: PlanStep; openGoing: boolean };

/** Open going everywhere, no road: the ground of a map without terrain. */
export const OPEN_GOING: GoingAt = () => ({ move: 'open', road: false });

/** A fresh 32-bit dice seed from the platform's cryptographic generator. */
export function freshDiceSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! | 0;
}

/**
 * The planner over `terrain` (null: none — open going, no roads) about the grid `origin`; `seed` gives
 * each step's dice seed (default `freshDiceSeed`). Throws what `createTerrainQuery` / `buildRoadNet`
 * throw for malformed terrain.
 */
export function createTurnPlanner(terrain: FeatureCollection | null, origin: LonLat, seed: () => number = freshDiceSeed): TurnPlanner {
  const query = terrain ? createTerrainQuery(terrain, origin) : null;
  const goingAt = query ? createGoingAt(query) : OPEN_GOING;
  const roadNet = terrain ? buildRoadNet(terrain, origin) : null;
  const planStep: PlanStep = Object.assign((s: CampaignState, toMin: number) => planTurn(s, toMin, goingAt, seededDice(seed())), {
    nextFireDueMin: (s: CampaignState, toMin: number) => nextFireDueMin(s, query, toMin),
    nextDueFiring: (s: CampaignState) => nextDueFiring(s, query),
  });
  return { goingAt, roadNet, openGoing: terrain === null, planStep };
}

/**
 * The planner for the Workspace: `terrain` the loaded terrain (null while it loads: no planner yet),
 * `usable` false when it is a stand-in for a missing map (then open going). Built once per terrain and
 * grid origin; a terrain that cannot be read falls back to open going. `onPlanStep` is told its
 * `planStep` whenever the planner changes (null while there is none, and when the caller unmounts).
 */
export function useTurnPlanner(
  terrain: FeatureCollection | null,
  originLon: number,
  originLat: number,
  usable: boolean,
  onPlanStep?: (planStep: PlanStep | null) => void,
): TurnPlanner | null {
  const planner = useMemo(() => {
    if (!terrain) return null;
    const origin = { lon: originLon, lat: originLat };
    try {
      return createTurnPlanner(usable ? terrain : null, origin);
    } catch {
      return createTurnPlanner(null, origin);
    }
  }, [terrain, originLon, originLat, usable]);
  const report = useRef(onPlanStep);
  report.current = onPlanStep;
  useEffect(() => {
    report.current?.(planner?.planStep ?? null);
    return () => report.current?.(null);
  }, [planner]);
  return planner;
}
