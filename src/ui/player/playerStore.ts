/**
 * Player mode's keeping: the packet a player opened and the orders and reports written from
 * it, kept in localStorage (`campaign-desk.player.packet`, `campaign-desk.player.events`) so a reload
 * opens the same packet with the same drafts; and the player's state, the packet's picture with them
 * folded in. A packet is never a campaign: nothing here touches the campaign store (IndexedDB).
 */
import { useEffect, useState } from 'react';
import { readDeskText } from '../files/readDeskFile.ts';
import { applyEvent, pictureState, type CampaignEvent, type FileIssue, type Packet, type CampaignOrder, type CampaignReport, type CampaignState, type Picture } from '../../campaign/index.ts';
import type { KeyValueStorage } from '../useDesk.ts';
import { carryDrafts, loadSentKeys, saveSentKeys } from './playerNetwork.ts';

const PACKET_KEY = 'campaign-desk.player.packet';
const EVENTS_KEY = 'campaign-desk.player.events';
/** The id of the packet received over the network that the drafts were written from. */
const OPEN_KEY = 'campaign-desk.player.open';

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

/** Keep `text` as the open packet (null: close it) and clear the drafts. Throws the storage's error (full), keeping no packet. */
export function savePlayerPacket(storage: KeyValueStorage | null, text: string | null): void {
  storage?.setItem(EVENTS_KEY, '[]');
  try {
    storage?.setItem(PACKET_KEY, text ?? '');
  } catch (e) {
    storage?.setItem(PACKET_KEY, ''); // an older packet must not reopen in place of the one refused
    throw e;
  }
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

/** Forget the drafts, what was sent and which packet they were written from (a link to another seat was opened). Never throws. */
export function clearPlayerDrafts(storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(EVENTS_KEY, '[]');
    storage?.setItem(OPEN_KEY, '');
    saveSentKeys(storage, []);
  } catch {
    /* nothing kept to clear */
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

/** Where player mode stands: checking the kept packet, no packet open, a packet open, or one that cannot be opened (why). */
export type PlayerPhase =
  | { phase: 'checking' }
  | { phase: 'none' }
  | { phase: 'open'; packet: Packet; kept: boolean }
  | { phase: 'failed'; name: string; issues: readonly FileIssue[] };

/**
 * Player mode's packet: the kept one (none when `overNetwork`: the seat's packets come from the server) (checked off the page's thread on start: a kept packet that no
 * longer reads shows why, never a blank page), `open(file)` for a packet read by `readDeskFile` (kept
 * for a reload; `kept` false when the browser's storage refused it), `fail` and `close()`.
 */
export function usePlayerPacket(storage: KeyValueStorage | null, overNetwork = false) {
  const [phase, setPhase] = useState<PlayerPhase>(() => (overNetwork || loadPlayerPacket(storage) === null ? { phase: 'none' } : { phase: 'checking' }));
  useEffect(() => {
    if (overNetwork) return;
    const text = loadPlayerPacket(storage);
    if (text === null) return;
    let live = true;
    void readDeskText(text, 'the packet kept from last time').then((f) => {
      if (!live) return;
      if (f.kind === 'packet') setPhase({ phase: 'open', packet: f.packet, kept: true });
      else setPhase({ phase: 'failed', name: f.name, issues: f.kind === 'refused' ? f.issues : [{ path: '(file)', message: 'it is not a packet' }] });
    });
    return () => {
      live = false;
    };
  }, [storage, overNetwork]);
  return {
    phase,
    /** Close the packet received over the network without touching the drafts (it opens again from the seat's documents). */
    closeLive() {
      setPhase({ phase: 'none' });
    },
    /**
     * Open `packet` as it arrived over the network. A packet other than the one the drafts were written
     * from carries over what was not sent (`carryDrafts`); returns how many drafts were carried.
     */
    openLive(packet: Packet): number {
      let carried = 0;
      try {
        if (storage?.getItem(OPEN_KEY) !== packet.packetId) {
          const drafts = carryDrafts(loadPlayerDrafts(storage), loadSentKeys(storage), packet.picture.atMin);
          carried = drafts.length;
          savePlayerDrafts(storage, drafts);
          saveSentKeys(storage, []);
          storage?.setItem(OPEN_KEY, packet.packetId);
        }
      } catch {
        /* the browser's storage is full: the packet shows; the drafts stay as they were kept */
      }
      setPhase({ phase: 'open', packet, kept: true });
      return carried;
    },
    open(file: { packet: Packet; text: string }) {
      let kept = true;
      try {
        savePlayerPacket(storage, file.text);
      } catch {
        kept = false; // the browser's storage is full: the packet shows, but a reload will not reopen it
      }
      setPhase({ phase: 'open', packet: file.packet, kept });
    },
    fail(name: string, issues: readonly FileIssue[]) {
      setPhase({ phase: 'failed', name, issues });
    },
    close() {
      try {
        savePlayerPacket(storage, null);
      } catch {
        /* nothing kept to clear */
      }
      setPhase({ phase: 'none' });
    },
  };
}

/** What an order or report draft dated before the packet's minute `atMin` is, and its minute; null when it is not (a player acts only on what he knows). */
export function draftBeforePacket(payload: unknown, atMin: number): { what: 'order' | 'report'; atMin: number } | null {
  const p = payload as { order?: { issuedAtMin?: unknown }; report?: { sentAtMin?: unknown } } | null;
  const order = p?.order?.issuedAtMin;
  if (typeof order === 'number' && order < atMin) return { what: 'order', atMin: order };
  const report = p?.report?.sentAtMin;
  if (typeof report === 'number' && report < atMin) return { what: 'report', atMin: report };
  return null;
}
