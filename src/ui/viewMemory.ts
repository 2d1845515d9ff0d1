/**
 * What was on screen for each campaign — the map's centre and zoom and the selected unit — kept in
 * localStorage (`campaign-desk.view.<campaignId>`) so a reload restores exactly what the umpire was
 * looking at. View state is not campaign history, so it is not an event; a missing, stale or
 * malformed entry is ignored (the map then fits the whole grid).
 */
import type { UnitId } from '../campaign/index.ts';
import type { KeyValueStorage } from './useDesk.ts';

/** The map's view: centre in WGS84 degrees and Leaflet zoom. */
export type MapView = { lon: number; lat: number; zoom: number };

/** What is remembered per campaign. */
export type ScreenMemory = { view: MapView | null; selectedId: UnitId | null };

const KEY = (campaignId: string) => `campaign-desk.view.${campaignId}`;
const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The remembered screen of a campaign, or nothing remembered (never throws). */
export function loadScreen(storage: KeyValueStorage | null, campaignId: string): ScreenMemory {
  const none: ScreenMemory = { view: null, selectedId: null };
  try {
    const text = storage?.getItem(KEY(campaignId));
    if (!text) return none;
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return none;
    const { view, selectedId } = raw as Record<string, unknown>;
    const v = view as Record<string, unknown> | null | undefined;
    const okView = v && finite(v.lon) && finite(v.lat) && finite(v.zoom) ? { lon: v.lon, lat: v.lat, zoom: v.zoom } : null;
    return { view: okView, selectedId: typeof selectedId === 'string' ? selectedId : null };
  } catch {
    return none;
  }
}

/** Remember a campaign's screen (a full or failing storage is ignored: this is a convenience). */
export function saveScreen(storage: KeyValueStorage | null, campaignId: string, memory: ScreenMemory): void {
  try {
    storage?.setItem(KEY(campaignId), JSON.stringify(memory));
  } catch {
    /* storage full or disabled: the campaign itself is safe in IndexedDB */
  }
}
