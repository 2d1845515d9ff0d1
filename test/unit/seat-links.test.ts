/**
 * The keys to the seat server as the desk keeps them and a seat's link as the player's page reads it:
 * addresses checked in words, a link's parts read back exactly (the token after `#`), the token's hash
 * the same as the server's, the players' page by default; and what player mode carries over to a new
 * packet of what was not sent, dated from the new packet's minute.
 */
import { describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/server/seatServer.ts';
import { defaultPlayerPage, loadSeatNetwork, newChannel, newSeatToken, readSeatLink, saveSeatNetwork, seatLink, seatTokenHash, serverAddress } from '../../src/ui/seats/network/seatLinks.ts';
import { carryDrafts, draftKey, seatLinkOfPage } from '../../src/ui/player/playerNetwork.ts';
import type { PlayerDraft } from '../../src/ui/player/playerStore.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('seat links', () => {
  it('reads the seat server’s address as npm run seats prints it, and says what is wrong otherwise', () => {
    expect(serverAddress(' ws://192.168.1.20:1234 ')).toBe('ws://192.168.1.20:1234');
    expect(serverAddress('192.168.1.20:1234')).toBe('ws://192.168.1.20:1234');
    expect(serverAddress('https://seats.example.org/')).toBe('wss://seats.example.org');
    expect(() => serverAddress('ftp://x')).toThrow("the seat server's address must begin ws:// or wss://, not ftp://");
    expect(() => serverAddress('ws://')).toThrow(/cannot be read: give it as npm run seats prints it/);
  });

  it('round-trips a link: channel and server in the query, the token after #', () => {
    const seat = { channel: newChannel(), token: newSeatToken() };
    expect(seat.channel).toMatch(/^c[a-z0-9]{20}$/);
    expect(seat.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = seatLink({ serverUrl: 'ws://10.0.0.5:1234', playerPageUrl: 'http://10.0.0.5:1234/' }, seat);
    const url = new URL(link);
    expect(url.search).toBe(`?player&seat=${seat.channel}&server=ws%3A%2F%2F10.0.0.5%3A1234`);
    expect(readSeatLink(url.search, url.hash)).toEqual({ serverUrl: 'ws://10.0.0.5:1234', channel: seat.channel, token: seat.token });
    expect(readSeatLink('?player', '')).toBeNull();
    expect(readSeatLink(`?player&seat=../x&server=ws://a`, '#token=t')).toBeNull();
  });

  it('hashes a token as the server does', () => {
    expect(seatTokenHash('token-of-seat-one')).toBe(tokenHash('token-of-seat-one'));
  });

  it('sends players to the seat server unless it is on this machine only', () => {
    expect(defaultPlayerPage('ws://192.168.1.20:1234', 'http://127.0.0.1:5173/')).toBe('http://192.168.1.20:1234/');
    expect(defaultPlayerPage('wss://seats.example.org', 'http://127.0.0.1:5173/')).toBe('https://seats.example.org/');
    expect(defaultPlayerPage('ws://127.0.0.1:1234', 'http://127.0.0.1:5173/?x')).toBe('http://127.0.0.1:5173/');
  });

  it('keeps the record per campaign, and reads a damaged one as none', () => {
    const storage = memory();
    const record = { on: true, serverUrl: 'ws://a:1', umpireToken: 'u'.repeat(43), playerPageUrl: 'http://a:1/', autoSend: 'period' as const, seats: { s: { channel: 'c1', token: 't' } }, sent: {}, setAside: [], arrived: { 's/f': 5 }, retired: ['c0'] };
    saveSeatNetwork(storage, 'cmp-1', record);
    expect(loadSeatNetwork(storage, 'cmp-1')).toEqual(record);
    expect(loadSeatNetwork(storage, 'cmp-2')).toBeNull();
    storage.setItem('campaign-desk.seats.cmp-3', '{not json');
    expect(loadSeatNetwork(storage, 'cmp-3')).toBeNull();
  });

  it('keeps the link a player opened and takes the token out of the address bar', () => {
    const storage = memory();
    let cleared = 0;
    const link = seatLinkOfPage(storage, { search: '?player&seat=cabc&server=ws%3A%2F%2Fh%3A1', hash: '#token=secret' }, () => cleared++);
    expect(link).toEqual({ serverUrl: 'ws://h:1', channel: 'cabc', token: 'secret' });
    expect(cleared).toBe(1);
    expect(seatLinkOfPage(storage, { search: '?player&seat=cabc&server=ws%3A%2F%2Fh%3A1', hash: '' }, () => cleared++)).toEqual(link);
    expect(cleared).toBe(1);
  });
});

describe('a new packet over the network', () => {
  const order = (id: string, issuedAtMin: number): PlayerDraft => ({ type: 'order.saved', v: 1, payload: { order: { id, issuedAtMin, fromId: 'hq' } } });
  const report = (id: string, sentAtMin: number): PlayerDraft => ({ type: 'report.sent', v: 1, payload: { report: { id, sentAtMin } } });

  it('names each draft by the order or report it writes', () => {
    expect(draftKey(order('o1', 0))).toBe('order:o1');
    expect(draftKey({ type: 'order.deleted', v: 1, payload: { orderId: 'o2' } })).toBe('order:o2');
    expect(draftKey(report('r1', 0))).toBe('report:r1');
    expect(draftKey({ type: 'x', v: 1, payload: null })).toBeNull();
  });

  it('carries over what was not sent, dated no earlier than the new packet', () => {
    const drafts = [order('sent', 60), order('kept', 70), report('late', 200), report('early', 65)];
    expect(carryDrafts(drafts, ['order:sent'], 180)).toEqual([order('kept', 180), report('late', 200), report('early', 180)]);
    expect(carryDrafts(drafts, ['order:sent', 'order:kept', 'report:late', 'report:early'], 180)).toEqual([]);
  });
});
