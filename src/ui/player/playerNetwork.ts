/**
 * Player mode over the network: the seat link this browser keeps (`campaign-desk.player.link`, read
 * from the page's address when a link was opened, the token then taken out of the address bar), which
 * orders and reports were sent from the open packet (`campaign-desk.player.sent`), what a new packet
 * carries over of what was not sent, and the hook that holds the connection (`playerConnection.ts`,
 * loaded only when there is a link).
 */
import { useEffect, useState } from 'react';
import type { KeyValueStorage } from '../useDesk.ts';
import { readSeatLink } from '../seats/network/seatLinks.ts';
import type { SentPacket } from '../seats/seatDocuments.ts';
import type { PlayerConnection, PlayerLinkStatus, PlayerSeatLink } from './playerConnection.ts';
import type { PlayerDraft } from './playerStore.ts';
import { randomId } from '../randomId.ts';

const LINK_KEY = 'campaign-desk.player.link';
const SENT_KEY = 'campaign-desk.player.sent';

/**
 * The seat link of this page: from its address when it is a seat's link (then kept, and the token taken
 * out of the address bar), else the one kept from before, else null. Never throws.
 */
export function seatLinkOfPage(storage: KeyValueStorage | null, location: Pick<Location, 'search' | 'hash'>, clearHash: () => void, onOtherSeat: () => void = () => undefined): PlayerSeatLink | null {
  const fromPage = readSeatLink(location.search, location.hash);
  let kept: PlayerSeatLink | null = null;
  try {
    const k = JSON.parse(storage?.getItem(LINK_KEY) ?? 'null') as Partial<PlayerSeatLink> | null;
    kept = k && typeof k.serverUrl === 'string' && typeof k.channel === 'string' && typeof k.token === 'string' ? { serverUrl: k.serverUrl, channel: k.channel, token: k.token } : null;
  } catch {
    kept = null;
  }
  if (!fromPage) return kept;
  // Another seat's link: what was written for the seat before is not this seat's.
  if (kept && kept.channel !== fromPage.channel) onOtherSeat();
  try {
    storage?.setItem(LINK_KEY, JSON.stringify(fromPage));
  } catch {
    /* not kept: the page still opens the seat */
  }
  clearHash();
  return fromPage;
}

/** A new orders file id: `of-` and 16 random letters and digits. */
export function newOrdersFileId(): string {
  return randomId('of-');
}

/** Forget the kept seat link (the player leaves the seat). */
export function forgetSeatLink(storage: KeyValueStorage | null): void {
  storage?.setItem(LINK_KEY, 'null');
}

/** The orders and reports sent from the open packet, as `order:<id>` and `report:<id>` ([] when none). */
export function loadSentKeys(storage: KeyValueStorage | null): string[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Keep the sent keys. Throws the storage's error (full). */
export function saveSentKeys(storage: KeyValueStorage | null, keys: readonly string[]): void {
  storage?.setItem(SENT_KEY, JSON.stringify(keys));
}

/** The order or report a draft writes or deletes, as `order:<id>` or `report:<id>` (null for anything else). */
export function draftKey(d: PlayerDraft): string | null {
  const p = d.payload as { order?: { id?: unknown }; orderId?: unknown; report?: { id?: unknown }; reportId?: unknown } | null;
  const order = p?.order?.id ?? p?.orderId;
  if (typeof order === 'string') return `order:${order}`;
  const report = p?.report?.id ?? p?.reportId;
  return typeof report === 'string' ? `report:${report}` : null;
}

/**
 * What a new packet at minute `atMin` carries over of the drafts: those of orders and reports not sent
 * (`sentKeys`), each dated no earlier than the new packet — the umpire takes in nothing dated before a
 * seat's newest packet. The rest were sent and answer the packet they were written from.
 */
export function carryDrafts(drafts: readonly PlayerDraft[], sentKeys: readonly string[], atMin: number): PlayerDraft[] {
  const sent = new Set(sentKeys);
  return drafts
    .filter((d) => {
      const k = draftKey(d);
      return k === null || !sent.has(k);
    })
    .map((d) => {
      const p = d.payload as { order?: { issuedAtMin?: number }; report?: { sentAtMin?: number } };
      if (p?.order && typeof p.order.issuedAtMin === 'number' && p.order.issuedAtMin < atMin) return { ...d, payload: { ...p, order: { ...p.order, issuedAtMin: atMin } } };
      if (p?.report && typeof p.report.sentAtMin === 'number' && p.report.sentAtMin < atMin) return { ...d, payload: { ...p, report: { ...p.report, sentAtMin: atMin } } };
      return d;
    });
}

/** The seat over the network as player mode reads it. */
export type PlayerNetwork = {
  status: PlayerLinkStatus;
  /** Whether what this browser kept has been loaded (before, no packet is known). */
  loaded: boolean;
  latest: SentPacket | null;
  previous: SentPacket | null;
  /** Something sent has not reached the server yet. */
  waiting: boolean;
  send(fileId: string, text: string): void;
  received(packetId: string): void;
};

/** The hook: the connection of `link` (null: none, returns null). */
export function usePlayerNetwork(link: PlayerSeatLink | null): PlayerNetwork | null {
  const [connection, setConnection] = useState<PlayerConnection | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [, setTick] = useState(0);
  // Refused (the umpire not yet connected to a new server, or the seat revoked): asked again every 15 s.
  const [attempt, setAttempt] = useState(0);
  const refused = connection?.status === 'refused';
  useEffect(() => {
    if (!refused) return;
    const t = setTimeout(() => setAttempt((a) => a + 1), 15_000);
    return () => clearTimeout(t);
  }, [refused]);
  const serverUrl = link?.serverUrl;
  const channel = link?.channel;
  const token = link?.token;
  useEffect(() => {
    if (!serverUrl || !channel || !token) return;
    let live = true;
    let made: PlayerConnection | null = null;
    void import('./playerConnection.ts').then(({ PlayerConnection }) => {
      if (!live) return;
      made = new PlayerConnection({ serverUrl, channel, token }, () => setTick((t) => t + 1));
      setConnection(made);
      void made.loaded.then(() => live && setLoaded(true));
    });
    return () => {
      live = false;
      made?.destroy();
      setConnection(null);
      setLoaded(false);
    };
  }, [serverUrl, channel, token, attempt]);
  if (!link) return null;
  return {
    status: connection?.status ?? 'connecting',
    loaded: connection !== null && loaded,
    latest: connection?.latest() ?? null,
    previous: connection?.previous() ?? null,
    waiting: connection?.waiting ?? false,
    send: (fileId, text) => {
      if (!connection) throw new Error('the page is still opening its connection to the umpire: try again in a moment');
      connection.send(fileId, text);
    },
    received: (packetId) => connection?.received(packetId),
  };
}
