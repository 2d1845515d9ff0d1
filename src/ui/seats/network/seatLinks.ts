/**
 * The umpire's keys to the seat server, per campaign, kept in this browser's localStorage
 * (`campaign-desk.seats.<campaignId>`) and never in the campaign's log or file: the server's address,
 * the umpire's token, the players' page address, when packets go out by themselves, and for each seat
 * its channel (the name of its two documents on the server) and its token. A seat's link opens player
 * mode on that seat: `<players' page>?player&seat=<channel>&server=<address>#token=<token>` — the
 * token after `#`, which a browser never sends to a web server.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { KeyValueStorage } from '../../useDesk.ts';
import { randomId } from '../../randomId.ts';

/** When packets go out by themselves: never, after each clock step, or when the clock enters a new period. */
export type AutoSend = 'off' | 'step' | 'period';

/** A seat's place on the server: its channel (`packets/<channel>`, `outbox/<channel>`) and its token. */
export type SeatChannel = { channel: string; token: string };

/** What the desk keeps of a campaign's seat server. */
export type SeatNetworkRecord = {
  /** Whether the desk connects (false after Disconnect: the keys stay for the next Connect). */
  on: boolean;
  serverUrl: string;
  umpireToken: string;
  /** Where players open the app, e.g. `http://192.168.1.20:1234/` (the seat server serving it) — ends with `/`. */
  playerPageUrl: string;
  autoSend: AutoSend;
  seats: Record<string, SeatChannel>;
  /** The last packet sent over the network per seat: its id, campaign minute and when it was sent (ms). */
  sent: Record<string, { packetId: string; atMin: number; sentAtMs: number }>;
  /** Inbox files the umpire set aside (not to take in), by `<seat id>/<file id>`. */
  setAside: string[];
  /** When this desk first saw each inbox file (ms), by `<seat id>/<file id>`: the desk's own record, not the player's word. */
  arrived: Record<string, number>;
  /** Channels of seats removed (or given a new channel): deleted from the server's directory. */
  retired: string[];
};

const key = (campaignId: string) => `campaign-desk.seats.${campaignId}`;

/** A new token: 32 random bytes, base64url (43 letters). */
export function newSeatToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new channel: `c` and 20 random letters and digits, a valid document name on the seat server. */
export function newChannel(): string {
  return randomId('c', 20);
}

/** The SHA-256 (hex) of a token, as the server's directory keeps it (`src/server/seatServer.ts` `tokenHash`). */
export function seatTokenHash(token: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(token)));
}

/** The campaign's record, or null when it never connected (or what is kept cannot be read; never throws). */
export function loadSeatNetwork(storage: KeyValueStorage | null, campaignId: string): SeatNetworkRecord | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key(campaignId)) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const r = raw as Partial<SeatNetworkRecord>;
    if (typeof r.serverUrl !== 'string' || typeof r.umpireToken !== 'string') return null;
    return {
      on: r.on !== false,
      serverUrl: r.serverUrl,
      umpireToken: r.umpireToken,
      playerPageUrl: typeof r.playerPageUrl === 'string' ? r.playerPageUrl : '',
      autoSend: r.autoSend === 'step' || r.autoSend === 'period' ? r.autoSend : 'off',
      seats: r.seats && typeof r.seats === 'object' ? r.seats : {},
      sent: r.sent && typeof r.sent === 'object' ? r.sent : {},
      setAside: strings(r.setAside),
      arrived: r.arrived && typeof r.arrived === 'object' ? r.arrived : {},
      retired: strings(r.retired),
    };
  } catch {
    return null;
  }
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : []);

/** Keep the campaign's record (null: forget it). Throws the storage's error (full). */
export function saveSeatNetwork(storage: KeyValueStorage | null, campaignId: string, record: SeatNetworkRecord | null): void {
  storage?.setItem(key(campaignId), JSON.stringify(record));
}

/**
 * The seat server's address as typed, checked: `ws://` or `wss://`, a host, an optional port (an
 * `http(s)://` address is taken as the same server). Throws an Error saying what is wrong.
 */
export function serverAddress(typed: string): string {
  const t = typed.trim().replace(/^http(s?):\/\//i, 'ws$1://');
  const example = 'give it as npm run seats prints it, e.g. ws://192.168.1.20:1234';
  if (t === '') throw new Error(`give the seat server's address: ${example}`);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(t)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'ws' && scheme !== 'wss') throw new Error(`the seat server's address must begin ws:// or wss://, not ${scheme}://`);
  // A host (a name or an address, IPv6 in brackets) and a port, nothing else.
  const rest = scheme === undefined ? t : t.slice(scheme.length + 3);
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?\/?$/i.test(rest)) throw new Error(`the seat server's address "${typed.trim()}" cannot be read: ${example}`);
  const url = new URL(`${scheme ?? 'ws'}://${rest}`);
  return `${url.protocol}//${url.host}`;
}

/** Where players open the app, as typed: an http(s) address (its folder). Throws an Error saying what is wrong. */
export function playerPageAddress(typed: string): string {
  const t = typed.trim();
  let url: URL | null = null;
  try {
    url = /^https?:\/\/[^\s/]+/i.test(t) ? new URL(t) : null;
  } catch {
    url = null;
  }
  if (!url) throw new Error(`"${t}" is not a web address players can open: give it as http://192.168.1.20:1234/ (or leave it empty for the seat server)`);
  url.search = '';
  url.hash = '';
  return new URL('./', url).href;
}

/** Where players open the app by default: the seat server itself (it serves the players' page) unless it is on this machine only, then this desk's own address. */
export function defaultPlayerPage(serverUrl: string, deskUrl: string): string {
  const server = new URL(serverUrl.replace(/^ws/, 'http'));
  const loopback = server.hostname === '127.0.0.1' || server.hostname === 'localhost' || server.hostname === '[::1]';
  return loopback ? new URL('./', deskUrl).href : `${server.origin}/`;
}

/** The link that opens player mode on a seat. */
export function seatLink(record: Pick<SeatNetworkRecord, 'serverUrl' | 'playerPageUrl'>, seat: SeatChannel): string {
  const page = new URL(record.playerPageUrl);
  page.search = `?player&seat=${encodeURIComponent(seat.channel)}&server=${encodeURIComponent(record.serverUrl)}`;
  page.hash = `token=${encodeURIComponent(seat.token)}`;
  return page.href;
}

/** A seat link's parts as the player's page reads them from its own address, or null when it is not one. */
export function readSeatLink(search: string, hash: string): { serverUrl: string; channel: string; token: string } | null {
  const q = new URLSearchParams(search);
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const channel = q.get('seat');
  const server = q.get('server');
  const token = h.get('token');
  if (!channel || !server || !token || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/.test(channel)) return null;
  try {
    return { serverUrl: serverAddress(server), channel, token };
  } catch {
    return null;
  }
}
