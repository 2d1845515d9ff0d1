/**
 * Player mode's keeping: the packet a player opened and the orders and reports written from
 * it, kept in localStorage (`campaign-desk.player.packet`, `campaign-desk.player.events`) so a reload
 * opens the same packet with the same drafts; and the player's state, the packet's picture with them
 * folded in. A packet is never a campaign: nothing here touches the campaign store.
 */
import { useState } from 'react';
import { applyEvent, pictureState, readPacket, type CampaignEvent, type CampaignOrder, type CampaignReport, type CampaignState, type Picture } from '../../campaign/index.ts';
import type { KeyValueStorage } from '../useDesk.ts';

const PACKET_KEY = 'campaign-desk.player.packet';
const EVENTS_KEY = 'campaign-desk.player.events';

/** What a player may write from a packet: orders and reports, and their deletion. */
export const PLAYER_EVENT_TYPES: ReadonlySet<string> = new Set(['order.saved', 'order.deleted', 'report.sent', 'report.deleted']);

/** A player's write as kept: an event without its seq and minute (both given again on every fold). */
export type PlayerDraft = { type: string; v: number; payload: unknown };

/** The packet text a player has open, or null (never throws). */
export function loadPlayerPacket(storage: KeyValueStorage | null): string | null {
  try {
    const t = storage?.getItem(PACKET_KEY) ?? null;
    return t === '' ? null : t;
  } catch {
    return null;
  }
}

/** Keep `text` as the open packet (null: close it) and clear or keep the drafts. Throws the storage's error (full). */
export function savePlayerPacket(storage: KeyValueStorage | null, text: string | null): void {
  storage?.setItem(PACKET_KEY, text ?? '');
  storage?.setItem(EVENTS_KEY, '[]');
}

/** The drafts written from the open packet ([] when none or unreadable; never throws). */
export function loadPlayerDrafts(storage: KeyValueStorage | null): PlayerDraft[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(EVENTS_KEY) ?? '[]');
    return Array.isArray(raw) ? (raw as PlayerDraft[]).filter((d) => d && typeof d === 'object' && PLAYER_EVENT_TYPES.has(d.type)) : [];
  } catch {
    return [];
  }
}

/** Keep the drafts. Throws the storage's error (full). */
export function savePlayerDrafts(storage: KeyValueStorage | null, drafts: readonly PlayerDraft[]): void {
  storage?.setItem(EVENTS_KEY, JSON.stringify(drafts));
}

/**
 * The player's state: `picture`'s state with `drafts` folded in order, each at the packet's minute.
 * A draft that no longer applies (storage edited by hand) stops the fold there: `dropped` counts the rest.
 */
export function playerState(picture: Picture, drafts: readonly PlayerDraft[]): { state: CampaignState; dropped: number } {
  let state = pictureState(picture);
  for (let i = 0; i < drafts.length; i++) {
    const d = drafts[i]!;
    try {
      state = applyEvent(state, { ...d, seq: state.seq + 1, at: picture.atMin } as CampaignEvent);
    } catch {
      return { state, dropped: drafts.length - i };
    }
  }
  return { state, dropped: 0 };
}

/** The orders and reports the player wrote (those the packet did not hold), as they stand. */
export function playerWritten(picture: Picture, state: CampaignState): { orders: CampaignOrder[]; reports: CampaignReport[] } {
  const hadOrders = new Set(picture.orders.map((o) => o.id));
  const hadReports = new Set(picture.reports.map((r) => r.id));
  return {
    orders: Object.values(state.orders ?? {}).filter((o) => !hadOrders.has(o.id)),
    reports: Object.values(state.reports ?? {}).filter((r) => !hadReports.has(r.id)),
  };
}

/**
 * The packet open in player mode (`packetText`, null: none; a kept packet that no longer reads is
 * dropped), `open(text)` (checked first: throws `PacketError`; keeps it, drafts cleared) and `close()`.
 */
export function usePlayerPacket(storage: KeyValueStorage | null) {
  const [packetText, setPacketText] = useState<string | null>(() => {
    const text = loadPlayerPacket(storage);
    try {
      if (text !== null) readPacket(text);
      return text;
    } catch {
      return null;
    }
  });
  return {
    packetText,
    open(text: string) {
      readPacket(text);
      savePlayerPacket(storage, text);
      setPacketText(text);
    },
    close() {
      savePlayerPacket(storage, null);
      setPacketText(null);
    },
  };
}
