/**
 * Picking a route's waypoints on the campaign map (the map-pick mechanism of `src/map/MapPick.tsx`,
 * as the order form picks objectives, but on the map screen itself and for many points): the route
 * editor starts it (`start(label, onPick)`), every click on the grid hands one point to `onPick` and
 * the pick goes on; "Cancel pick", Escape, `stop()` or leaving the map screen ends it (points picked so
 * far stay in the form).
 */
import { useEffect, useMemo, useState } from 'react';
import type { MapPickRequest } from '../../map/MapPick.tsx';
import type { LonLat } from '../../rules/types.ts';

/** The route editor's side of a pick: whether one is under way, and how to start and end it. */
export type RoutePickControl = {
  picking: boolean;
  start(label: string, onPick: (pos: LonLat) => void): void;
  stop(): void;
};

/** The pick for `CampaignMap`'s `pick` prop (null when none) and the editor's control; `showingMap` false ends a pick. */
export function useRoutePick(showingMap: boolean): { pick: MapPickRequest | null; control: RoutePickControl } {
  const [request, setRequest] = useState<{ label: string; onPick(pos: LonLat): void } | null>(null);
  useEffect(() => {
    if (!showingMap) setRequest(null);
  }, [showingMap]);
  const control = useMemo<RoutePickControl>(
    () => ({ picking: request !== null, start: (label, onPick) => setRequest({ label, onPick }), stop: () => setRequest(null) }),
    [request],
  );
  const pick = useMemo<MapPickRequest | null>(
    () => (request ? { label: request.label, onPick: request.onPick, onCancel: () => setRequest(null) } : null),
    [request],
  );
  return { pick, control };
}
