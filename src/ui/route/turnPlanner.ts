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
import { createGoingAt, buildRoadNet, type RoadNet, createTerrainQuery, nextDueFiring, nextFireDueMin, planTurn, type ClockPlanner, type EventPayloads, type CampaignState, type TerrainQuery } from '../../campaign/index.ts';
import { seededDice } from '../../rules/dice.ts';
import type { GoingAt } from '../../rules/operational/movement.ts';
import type { LonLat } from '../../rules/types.ts';

/**
 * One clock step planned: the `clock.advanced` payload taking `state` to `toMin` (moves and contacts);
 * with the map's terrain it also tells the committed fire plans' shoots (`ClockPlanner`'s
 * `nextFireDueMin` and `nextDueFiring`), which the clock fires at their minutes.
 */
export type PlanStep = ((state: CampaignState, toMin: number) => EventPayloads['clock.advanced']) & Partial<Pick<ClockPlanner, 'nextFireDueMin' | 'nextDueFiring'>>;

/**
 * What the desk plans turns and road marches with; `openGoing` says the terrain is missing (see the module
 * note). The ground is built on first use — the first call of `goingAt` or `roadNetOf` — or by `warm` in the
 * page's idle time, so opening a campaign on a large map does not wait for it; `goingAt` is the same
 * function throughout.
 */
export type TurnPlanner = { goingAt: GoingAt; roadNetOf(): RoadNet | null; planStep: PlanStep; openGoing: boolean; warm(signal?: AbortSignal): Promise<void> };

/** Open going everywhere, no road: the ground of a map without terrain. */
export const OPEN_GOING: GoingAt = () => ({ move: 'open', road: false });

/** A fresh 32-bit dice seed from the platform's cryptographic generator. */
export function freshDiceSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! | 0;
}

/** The next idle moment of the page (a macrotask where `requestIdleCallback` is missing). */
const idle = (): Promise<void> => new Promise((r) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => r(), { timeout: 2000 }) : setTimeout(r, 0)));

/**
 * The planner over `terrain` (null: none — open going, no roads) about the grid `origin`; `seed` gives
 * each step's dice seed (default `freshDiceSeed`). Its terrain query, going and road network are built
 * lazily (see `TurnPlanner`); terrain that cannot be read is open going with no road network, as a map
 * without terrain.
 */
export function createTurnPlanner(terrain: FeatureCollection | null, origin: LonLat, seed: () => number = freshDiceSeed): TurnPlanner {
  let query: TerrainQuery | null | undefined;
  let going: GoingAt | undefined;
  let net: RoadNet | null | undefined;
  const attempt = <T,>(build: () => T, fallback: T): T => {
    try {
      return build();
    } catch {
      return fallback; // malformed terrain: open going, no roads (as without terrain)
    }
  };
  const queryOf = () => (query === undefined ? (query = terrain ? attempt<TerrainQuery | null>(() => createTerrainQuery(terrain, origin), null) : null) : query);
  const goingOf = () => (going ??= queryOf() ? createGoingAt(queryOf()!) : OPEN_GOING);
  const netOf = () => (net === undefined ? (net = terrain && queryOf() ? attempt<RoadNet | null>(() => buildRoadNet(terrain, origin), null) : null) : net);
  const planStep: PlanStep = Object.assign((s: CampaignState, toMin: number) => planTurn(s, toMin, goingOf(), seededDice(seed())), {
    nextFireDueMin: (s: CampaignState, toMin: number) => nextFireDueMin(s, queryOf(), toMin),
    nextDueFiring: (s: CampaignState) => nextDueFiring(s, queryOf()),
  });
  return {
    goingAt: (p) => goingOf()(p),
    roadNetOf: netOf,
    openGoing: terrain === null,
    planStep,
    async warm(signal) {
      // One piece an idle moment: the terrain query, then the road network; not once the planner is dropped.
      await idle();
      if (signal?.aborted) return;
      queryOf();
      await idle();
      if (signal?.aborted) return;
      goingOf();
      netOf();
    },
  };
}

/**
 * The planner for the Workspace: `terrain` the loaded terrain (null while it loads: no planner yet),
 * `usable` false when it is a stand-in for a missing map (then open going). Made once per terrain and
 * grid origin, its ground built in the page's idle time after (`warm`); a terrain that cannot be read falls
 * back to open going. `onPlanStep` is told its
 * `planStep` whenever the planner changes (null while there is none, and when the caller unmounts).
 */
export function useTurnPlanner(
  terrain: FeatureCollection | null,
  originLon: number,
  originLat: number,
  usable: boolean,
  onPlanStep?: (planStep: PlanStep | null) => void,
): TurnPlanner | null {
  const planner = useMemo(() => (terrain ? createTurnPlanner(usable ? terrain : null, { lon: originLon, lat: originLat }) : null), [terrain, originLon, originLat, usable]);
  const report = useRef(onPlanStep);
  report.current = onPlanStep;
  useEffect(() => {
    report.current?.(planner?.planStep ?? null);
    const stop = new AbortController();
    planner?.warm(stop.signal).catch(() => undefined); // built on first use instead
    return () => {
      stop.abort();
      report.current?.(null);
    };
  }, [planner]);
  return planner;
}
