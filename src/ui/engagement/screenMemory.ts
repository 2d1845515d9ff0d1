/**
 * Which desk screen was open for each campaign (the map, the engagement list, one engagement, the
 * orders, the high-command sheets or the fire plans), kept in localStorage
 * (`campaign-desk.screen.<campaignId>`) so a reload shows the same screen; and which fire plan the
 * campaign map draws (`campaign-desk.mapFirePlan.<campaignId>`). Not campaign history, so not events;
 * a missing or malformed entry means the map, and no plan drawn.
 */
import type { KeyValueStorage } from '../useDesk.ts';
import type { DeskScreen } from './types.ts';

const KEY = (campaignId: string) => `campaign-desk.screen.${campaignId}`;
const PLAN_KEY = (campaignId: string) => `campaign-desk.mapFirePlan.${campaignId}`;

/** The remembered screen of a campaign (never throws; the map when nothing valid is remembered). */
export function loadDeskScreen(storage: KeyValueStorage | null, campaignId: string): DeskScreen {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(KEY(campaignId)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return { kind: 'map' };
    const r = raw as Record<string, unknown>;
    if (r.kind === 'list') return { kind: 'list' };
    if (r.kind === 'orders') return { kind: 'orders' };
    if (r.kind === 'sheets') return { kind: 'sheets' };
    if (r.kind === 'fireplans') return { kind: 'fireplans' };
    if (r.kind === 'logistics') return { kind: 'logistics' };
    if (r.kind === 'contacts') return { kind: 'contacts' };
    if (r.kind === 'log') return { kind: 'log' };
    if (r.kind === 'seats') return { kind: 'seats' };
    if (r.kind === 'engagement' && typeof r.id === 'string' && r.id !== '') return { kind: 'engagement', id: r.id };
    return { kind: 'map' };
  } catch {
    return { kind: 'map' };
  }
}

/** Remember a campaign's screen (a full or refusing storage is ignored). */
export function saveDeskScreen(storage: KeyValueStorage | null, campaignId: string, screen: DeskScreen): void {
  try {
    storage?.setItem(KEY(campaignId), JSON.stringify(screen));
  } catch {
    /* storage full or disabled: only the convenience is lost */
  }
}

/** The id of the fire plan the campaign map draws, as remembered (null: none, or nothing valid remembered; never throws). */
export function loadMapFirePlan(storage: KeyValueStorage | null, campaignId: string): string | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(PLAN_KEY(campaignId)) ?? 'null');
    return typeof raw === 'string' && raw !== '' ? raw : null;
  } catch {
    return null;
  }
}

/** Remember which fire plan the campaign map draws (null: none; a full or refusing storage is ignored). */
export function saveMapFirePlan(storage: KeyValueStorage | null, campaignId: string, planId: string | null): void {
  try {
    storage?.setItem(PLAN_KEY(campaignId), JSON.stringify(planId));
  } catch {
    /* storage full or disabled: only the convenience is lost */
  }
}
