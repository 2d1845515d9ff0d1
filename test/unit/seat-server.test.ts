/**
 * The seat server, started for real on 127.0.0.1 and driven with the Hocuspocus provider directly (not
 * through the desk): a seat's token opens its packets read-only and its outbox; it cannot open the other
 * seat's documents or the directory; no token or a wrong one gets nothing; what the umpire and the players
 * wrote is still there after the server is stopped and started again on the same folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startSeatServer, tokenHash, type RunningSeatServer } from '../../src/server/seatServer.ts';
import { latestPacket, outboxFiles, previousPacket, putOrders, putPacket } from '../../src/ui/seats/seatDocuments.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'seats-'));
const open: HocuspocusProvider[] = [];
const sockets: HocuspocusProviderWebsocket[] = [];
let server: RunningSeatServer;

/** Connect to `name` with `token`: resolves `synced` with the document, or `refused`. */
function connect(name: string, token: string | null): Promise<{ doc: Y.Doc; provider: HocuspocusProvider } | 'refused'> {
  return new Promise((resolve) => {
    const doc = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({ url: server.url, WebSocketPolyfill: WebSocket });
    const provider: HocuspocusProvider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      document: doc,
      token,
      onSynced: (): void => resolve({ doc, provider }),
      onAuthenticationFailed: (): void => resolve('refused'),
    });
    provider.attach();
    open.push(provider);
    sockets.push(socket);
  });
}

/** Something that says when it changes: a provider or a Y.Doc. */
type Changing = { on(event: string, f: () => void): unknown; off(event: string, f: () => void): unknown };

/** Resolves once `ok()` holds: checked now and at each `event` of `source` (the server's answer arriving). */
function until(ok: () => boolean, source: Changing, event: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!ok()) return;
      source.off(event, check);
      resolve();
    };
    source.on(event, check);
    check();
  });
}
const changing = (x: unknown) => x as Changing;

afterAll(async () => {
  for (const p of open) p.destroy();
  for (const w of sockets) w.destroy();
  await server?.stop();
});

describe('the seat server', () => {
  const seatToken = { s1: 'token-of-seat-one-0123456789abcdef', s2: 'token-of-seat-two-0123456789abcdef' };

  it('admits a seat to its own packets (read-only) and outbox, and nothing else', async () => {
    server = await startSeatServer({ dataDir, host: '127.0.0.1', port: 0 });
    const dir = await connect('directory', server.umpireToken);
    if (dir === 'refused') throw new Error('the umpire was refused');
    dir.doc.getMap('seats').set('s1', tokenHash(seatToken.s1));
    dir.doc.getMap('seats').set('s2', tokenHash(seatToken.s2));
    const umpirePackets = await connect('packets/s1', server.umpireToken);
    if (umpirePackets === 'refused') throw new Error('the umpire was refused');
    umpirePackets.doc.getMap('packet').set('text', 'the packet of seat one');
    await until(() => umpirePackets.provider.hasUnsyncedChanges === false, changing(umpirePackets.provider), 'unsyncedChanges');

    const mine = await connect('packets/s1', seatToken.s1);
    if (mine === 'refused') throw new Error('seat one was refused its packets');
    expect(mine.doc.getMap('packet').get('text')).toBe('the packet of seat one');
    // Read-only: what the player writes there never reaches the umpire's copy.
    mine.doc.getMap('packet').set('text', 'forged');
    const outbox = await connect('outbox/s1', seatToken.s1);
    if (outbox === 'refused') throw new Error('seat one was refused its outbox');
    outbox.doc.getMap('orders').set('o1', 'an order');
    await until(() => outbox.provider.hasUnsyncedChanges === false, changing(outbox.provider), 'unsyncedChanges');
    expect(umpirePackets.doc.getMap('packet').get('text')).toBe('the packet of seat one');

    expect(await connect('packets/s2', seatToken.s1)).toBe('refused');
    expect(await connect('outbox/s2', seatToken.s1)).toBe('refused');
    expect(await connect('directory', seatToken.s1)).toBe('refused');
    expect(await connect('packets/s1', 'wrong-token')).toBe('refused');
    expect(await connect('packets/s1', null)).toBe('refused');
    expect(await connect('anything/else', seatToken.s1)).toBe('refused');
  });

  it('keeps every document across a stop and a start on the same folder', async () => {
    await server.stop();
    for (const p of open.splice(0)) p.destroy();
    for (const w of sockets.splice(0)) w.destroy();
    server = await startSeatServer({ dataDir, host: '127.0.0.1', port: 0 });
    const packets = await connect('packets/s1', server.umpireToken);
    const outbox = await connect('outbox/s1', server.umpireToken);
    if (packets === 'refused' || outbox === 'refused') throw new Error('the umpire was refused');
    expect(packets.doc.getMap('packet').get('text')).toBe('the packet of seat one');
    expect(outbox.doc.getMap('orders').get('o1')).toBe('an order');
    // The seat's token still opens its documents: the directory was kept too.
    expect(await connect('packets/s2', seatToken.s2)).not.toBe('refused');
  });
});

describe('a packet and an orders file over the seat server', () => {
  it('reach the player and the umpire as their files’ texts, an orders file sent twice kept once', async () => {
    const umpire = await connect('packets/s1', server.umpireToken);
    if (umpire === 'refused') throw new Error('the umpire was refused');
    const player = await connect('packets/s1', 'token-of-seat-one-0123456789abcdef');
    if (player === 'refused') throw new Error('seat one was refused');
    putPacket(umpire.doc, 'pk-1', '{"format":"campaign-desk-packet"}');
    await until(() => latestPacket(player.doc) !== null, changing(player.doc), 'update');
    expect(latestPacket(player.doc)).toEqual({ packetId: 'pk-1', text: '{"format":"campaign-desk-packet"}' });

    const outbox = await connect('outbox/s1', 'token-of-seat-one-0123456789abcdef');
    const inbox = await connect('outbox/s1', server.umpireToken);
    if (outbox === 'refused' || inbox === 'refused') throw new Error('refused the outbox');
    putOrders(outbox.doc, 'f-1', 'first', 1_000);
    putOrders(outbox.doc, 'f-1', 'sent again', 2_000); // the same file id: kept once
    await until(() => outboxFiles(inbox.doc).some((f) => f.fileId === 'f-1'), changing(inbox.doc), 'update');
    expect(outboxFiles(inbox.doc).find((f) => f.fileId === 'f-1')).toEqual({ fileId: 'f-1', text: 'first', sentAtMs: 1_000 });
  });

  it('keeps the latest packet and the one before it, and no older one', async () => {
    const umpire = await connect('packets/s2', server.umpireToken);
    const player = await connect('packets/s2', 'token-of-seat-two-0123456789abcdef');
    if (umpire === 'refused' || player === 'refused') throw new Error('refused');
    for (const id of ['pk-a', 'pk-b', 'pk-c']) putPacket(umpire.doc, id, `text of ${id}`);
    await until(() => latestPacket(player.doc)?.packetId === 'pk-c', changing(player.doc), 'update');
    expect(previousPacket(player.doc)).toEqual({ packetId: 'pk-b', text: 'text of pk-b' });
    expect([...player.doc.getMap('packets').keys()].sort()).toEqual(['pk-b', 'pk-c']);
  });

  it('closes what a revoked token opened, and admits the new token only', async () => {
    const dir = await connect('directory', server.umpireToken);
    const player = await connect('outbox/s2', 'token-of-seat-two-0123456789abcdef');
    if (dir === 'refused' || player === 'refused') throw new Error('refused');
    let closed = false;
    player.provider.on('close', () => (closed = true));
    dir.doc.getMap('seats').set('s2', tokenHash('the-new-token-of-seat-two-0123456789'));
    await until(() => closed, changing(player.provider), 'close');
    expect(await connect('outbox/s2', 'token-of-seat-two-0123456789abcdef')).toBe('refused');
    expect(await connect('outbox/s2', 'the-new-token-of-seat-two-0123456789')).not.toBe('refused');
  });
});
