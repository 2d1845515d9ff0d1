/**
 * The campaign map's binding of the fire-plan layer (`firePlanLayer.ts`) and its legend entries
 * (`LegendFirePlan.tsx`): creates the layer once the map exists, hands it the plan to draw, and keeps the
 * legend's choices — "Show fire plan" (on again whenever another plan is shown), "Show all range fans"
 * and the time filter (from the `atMin` prop, then the legend's "Fire plan time").
 */
import type L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { activeCommitment, clockText, hOffsetText, shootMinutes, type CampaignState, type FirePlan } from '../campaign/index.ts';
import { createFirePlanLayer, type FirePlanLayer } from './firePlanLayer.ts';
import { serialStartsMin, type FirePlanDisplay } from './firePlanShapes.ts';
import type { LegendFirePlan } from './LegendFirePlan.tsx';

/**
 * The plan the campaign map draws: `atMin` (campaign minute) the time filter — serials active then are
 * strong, the rest faint (absent: all strong); `selectedSerialId` the serial whose range fans show.
 */
export type MapFirePlan = { plan: FirePlan; atMin?: number; selectedSerialId?: string };

/** Draw `firePlan` (null or absent: nothing) on `map`; returns the legend's fire-plan entries (null without a plan). */
export function useFirePlanLayer(map: L.Map | null, state: CampaignState, firePlan: MapFirePlan | null | undefined): LegendFirePlan | null {
  const layer = useRef<FirePlanLayer | null>(null);
  const plan = firePlan?.plan ?? null;
  const [show, setShow] = useState(true);
  const [allFans, setAllFans] = useState(false);
  const [atMin, setAtMin] = useState<number | null>(firePlan?.atMin ?? null);
  const [shownId, setShownId] = useState(plan?.id ?? null);
  if ((plan?.id ?? null) !== shownId) {
    setShownId(plan?.id ?? null);
    setShow(true);
  }
  const propAtMin = firePlan?.atMin ?? null;
  const [lastPropAtMin, setLastPropAtMin] = useState(propAtMin);
  if (propAtMin !== lastPropAtMin) {
    setLastPropAtMin(propAtMin);
    setAtMin(propAtMin);
  }
  const selectedSerialId = firePlan?.selectedSerialId;
  const display = useMemo<FirePlanDisplay | null>(
    () => (plan && show ? { plan, atMin: atMin ?? undefined, selectedSerialId, allFans } : null),
    [plan, show, atMin, selectedSerialId, allFans],
  );
  const latest = useRef({ state, display });
  latest.current = { state, display };

  useEffect(() => {
    if (!map) return;
    const l = createFirePlanLayer(map, latest.current);
    layer.current = l;
    return () => {
      l.remove();
      layer.current = null;
    };
  }, [map]);
  useEffect(() => {
    layer.current?.update({ state, display });
  }, [state, display]);

  const grid = state.grid;
  const startLocal = state.startLocal;
  const settings = state.settings;
  const times = useMemo(
    () =>
      plan
        ? serialStartsMin(grid, plan).map((t) => ({ atMin: t.atMin, label: `${hOffsetText(t.offsetMin)} · ${clockText({ startLocal, settings }, t.atMin)}` }))
        : [],
    [plan, grid, startLocal, settings],
  );
  if (!plan) return null;
  // A plan committed to the clock says so, and from when it fires (its next shoot still to come).
  const commitment = activeCommitment(state, plan.id);
  const next = commitment ? shootMinutes(state, plan, null).find((m) => commitment.firedThroughMin === null || m > commitment.firedThroughMin) : undefined;
  const title = commitment ? `${plan.title} — committed, ${next === undefined ? 'every shoot fired' : `fires from ${clockText(state, next)}`}` : plan.title;
  return { title, scale: plan.scale, show, onShow: setShow, allFans, onAllFans: setAllFans, times, atMin, onAtMin: setAtMin };
}
