/**
 * The desk's side of picking an order's point on the map (Workspace): the order form asks
 * (`startPick(label, onPick)`), the desk shows the map with the pick (`pick`, for `CampaignMap`'s
 * `pick` prop), one click hands the point to the form and shows the Orders screen again, focus back
 * on the button that asked; Escape or "Cancel pick" shows the Orders screen unchanged. Leaving the
 * map another way (a screen button) drops the pick.
 */
import { useEffect, useRef, useState } from 'react';
import type { MapPickRequest } from '../../map/MapPick.tsx';
import type { LonLat } from '../../rules/types.ts';
import type { DeskScreen } from '../engagement/types.ts';

/** What the desk needs: the screen showing and how to change it (`EngagementHost`'s). */
export type PickScreens = { screen: DeskScreen; setScreen(s: DeskScreen): void };

/**
 * `startPick` is undefined without `screens` (the desk cannot show the map for a pick); `pick` is the
 * map's request while one is under way (null otherwise).
 */
export function useOrderMapPick(screens: PickScreens | undefined): {
  pick: MapPickRequest | null;
  startPick: ((label: string, onPick: (pos: LonLat) => void) => void) | undefined;
} {
  const [request, setRequest] = useState<{ label: string; onPick(pos: LonLat): void } | null>(null);
  const asker = useRef<HTMLElement | null>(null);
  const kind = screens?.screen.kind ?? 'map';
  const shownKind = useRef(kind);
  useEffect(() => {
    if (shownKind.current === 'map' && kind !== 'map') setRequest(null); // the map was left: no pick
    shownKind.current = kind;
    if (kind === 'orders' && asker.current) {
      if (asker.current.isConnected) asker.current.focus({ preventScroll: true });
      asker.current = null;
    }
  }, [kind]);

  if (!screens) return { pick: null, startPick: undefined };
  const end = (pos: LonLat | null) => {
    setRequest(null);
    screens.setScreen({ kind: 'orders' });
    if (pos && request) request.onPick(pos);
  };
  return {
    pick: request && { label: request.label, onPick: (pos) => end(pos), onCancel: () => end(null) },
    startPick: (label, onPick) => {
      const active = document.activeElement;
      asker.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setRequest({ label, onPick });
      screens.setScreen({ kind: 'map' });
    },
  };
}
