/**
 * What the seat server stored is what the packet files hold, and nothing more: over half a Cambrai day
 * with three seats (one of them German), the desk's connection (`DeskConnection`, with the `ws` package
 * as its WebSocket) publishes every seat's packet every two hours to the real server on 127.0.0.1; then,
 * read from the server's own files on disk, each seat's packets document holds only packets (the latest
 * and the one before it, exactly the texts the desk made) and each of them passes the packet property
 * check: no enemy unit, position or report that had not reached the HQ by the packet's minute.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { readPacket } from '../../src/campaign/picture/packet.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import type { Seat } from '../../src/campaign/model/pictureTypes.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { startSeatServer, type RunningSeatServer } from '../../src/server/seatServer.ts';
import { packetsFor } from '../../src/ui/seats/issuePackets.ts';
import { DeskConnection } from '../../src/ui/seats/network/deskConnection.ts';
import { newChannel, newSeatToken, seatTokenHash } from '../../src/ui/seats/network/seatLinks.ts';
import { latestPacket } from '../../src/ui/seats/seatDocuments.ts';
import { openGoing } from './campaign-turn-fixture.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';
import { checkPicture } from './picture-check.ts';

const cambrai = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
const dataDir = mkdtempSync(join(tmpdir(), 'seats-stored-'));
let server: RunningSeatServer | undefined;
let desk: DeskConnection | undefined;

afterAll(async () => {
  desk?.destroy();
  await server?.stop();
});

describe('packets as the seat server stored them', () => {
  it('hold the packet files’ texts only, each true to what had reached its HQ', async () => {
    server = await startSeatServer({ dataDir, host: '127.0.0.1', port: 0 });
    desk = new DeskConnection(server.url, server.umpireToken, () => undefined, WebSocket);
    const seats: Seat[] = [
      { id: 'seat-div', hqId: 'gb-51div', ownUnits: 'reported', label: '51st Division HQ' },
      { id: 'seat-bde', hqId: 'gb-51div-152bde', ownUnits: 'live', label: '152 Brigade' },
      { id: 'seat-de', hqId: 'de-54div', ownUnits: 'reported', label: '54. Division' },
    ];
    const channels = new Map(seats.map((s) => [s.id, { channel: newChannel(), tokenHash: seatTokenHash(newSeatToken()) }]));
    desk.setSeats(channels, []);

    let s = stateFromScenario(cambrai);
    for (const seat of seats) s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat } });
    const target = s.units['de-54div-rir90-i']!.pos!;
    for (const id of ['gb-51div-152bde-1-6-gordons', 'gb-51div-152bde-1-6-seaforth']) {
      s = stepWithReports(s, { at: 0, type: 'route.set', v: 1, payload: { route: { unitId: id, waypoints: [{ ref: 'X', pos: target }], mode: 'moveToContact', posture: 'advance', issuedById: 'gb-51div-152bde', issuedAtMin: 0, effectiveAtMin: 60, passed: 0, stop: null } } });
    }
    const dice = seededDice(20);
    // What the desk sent, by packet id: its text and the campaign as it stood when it was made.
    const made = new Map<string, { text: string; state: CampaignState; seat: Seat }>();
    for (let toMin = 120; toMin <= 12 * 60; toMin += 120) {
      s = stepWithReports(s, { at: toMin, type: 'clock.advanced', v: 1, payload: planTurn(s, toMin, openGoing, dice) });
      const { drafts, files } = packetsFor(s, seats, 'Cambrai');
      for (const d of drafts) s = stepWithReports(s, { ...d, at: toMin } as Parameters<typeof stepWithReports>[1]);
      for (const f of files) {
        void desk.publish(f.seatId, f.packetId, f.text);
        made.set(f.packetId, { text: f.text, state: s, seat: seats.find((x) => x.id === f.seatId)! });
      }
    }
    expect(made.size).toBe(18);
    // The server has each seat's newest packet: read back by a connection of its own.
    const newest = (seatId: string) => [...made].filter(([, m]) => m.seat.id === seatId).at(-1)![0];
    const readers = await Promise.all(seats.map((seat) => reader(server!.url, `packets/${channels.get(seat.id)!.channel}`, server!.umpireToken)));
    await Promise.all(readers.map((r, i) => r.until(() => latestPacket(r.doc)?.packetId === newest(seats[i]!.id))));
    for (const r of readers) r.close();
    desk.destroy();
    desk = undefined;
    await server.stop();
    server = undefined;

    for (const seat of seats) {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, new Uint8Array(readFileSync(join(dataDir, 'docs', `${encodeURIComponent(`packets/${channels.get(seat.id)!.channel}`)}.ydoc`))));
      expect([...doc.share.keys()].sort()).toEqual(['meta', 'packets']);
      const stored = [...doc.getMap<string>('packets').entries()];
      expect(stored).toHaveLength(2);
      for (const [packetId, text] of stored) {
        const sent = made.get(packetId)!;
        expect(text).toBe(sent.text);
        const packet = readPacket(text);
        expect(packet.seatId).toBe(seat.id);
        checkPicture(sent.state, seat, packet.picture);
      }
      expect(packetIdAt(doc, 'latest')).toBe(newest(seat.id));
    }
  }, 120_000);
});

const packetIdAt = (doc: Y.Doc, which: string) => doc.getMap<string>('meta').get(which);

/** A connection of its own to document `name`: its doc, `until(ok)` (resolves once `ok()` holds after a change) and `close()`. */
async function reader(url: string, name: string, token: string) {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const doc = new Y.Doc();
  const provider = await new Promise<HocuspocusProvider>((resolve) => {
    const p: HocuspocusProvider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc, token, onSynced: () => resolve(p) });
    p.attach();
  });
  return {
    doc,
    until: (ok: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => ok() && (doc.off('update', check), resolve());
        doc.on('update', check);
        check();
      }),
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}
