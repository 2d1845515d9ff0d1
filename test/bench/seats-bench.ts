/**
 * The seats benchmark (`npm run bench -- seats`): packets over the network. The seat server runs as
 * `npm run seats` does, in its own process on 127.0.0.1 (`scripts/seats.ts`); the umpire's desk
 * (`DeskConnection`) and every player (a Hocuspocus provider on its own connection, as a player's page
 * is) run here. On the picture bench's corps campaign (1,500 units, 20,000 events):
 * (a) one press of Send packets, to 6 and to 20 seats: the packets made (`packetsFor`, cold) and
 *     published, until every player has the new packet — wall time, the median of 5 rounds — beside
 *     writing the same packets as files to disk in the same run;
 * (b) a 24-hour game of 20 seats: a packet to every seat every hour, each player sending an orders file
 *     an hour and saying it received each packet; then the server's memory (its resident set, beyond the
 *     idle server's) and the documents kept on disk, per seat.
 * Printed, never asserted. Target: (a) ≤ 1 s for 6 seats.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { applyEvent, foldEvents, type CampaignEvent } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import type { Seat } from '../../src/campaign/model/pictureTypes.ts';
import { packetsFor } from '../../src/ui/seats/issuePackets.ts';
import { DeskConnection } from '../../src/ui/seats/network/deskConnection.ts';
import { newChannel, newSeatToken, seatTokenHash } from '../../src/ui/seats/network/seatLinks.ts';
import { latestPacket, markReceived, putOrders } from '../../src/ui/seats/seatDocuments.ts';
import { freePort, startSeatServerProcess } from '../browser/seat-server-process.ts';
import { REPO_DIR } from '../browser/server.ts';
import { median } from './cpu.ts';
import { cold, corpsLog } from './picture-bench.ts';

/** The figures printed and written to docs/BENCHMARKS.md. */
export type SeatsBenchFigure = {
  units: number;
  six: { networkMs: number; filesMs: number; packetKb: number };
  twenty: { networkMs: number; filesMs: number; packetKb: number };
  day: { seats: number; packets: number; ordersFiles: number; idleRssMb: number; rssMb: number; diskMb: number };
};

const TARGET_SIX_MS = 1000;

/** Twenty seats of the corps: the corps, its six divisions and thirteen of its brigades (every fourth one live). */
function seatsOf(n: number): Seat[] {
  const hqs = ['corps', ...[1, 2, 3, 4, 5, 6].map((d) => `d${d}`), ...[1, 2, 3, 4, 5, 6].flatMap((d) => [1, 2, 3].map((b) => `d${d}b${b}`))];
  return hqs.slice(0, n).map((hqId, i) => ({ id: `seat-${hqId}`, hqId, ownUnits: i % 4 === 3 ? 'live' : 'reported', label: hqId }));
}

/** A player: its own connection to its seat's two documents. */
type Player = { packets: HocuspocusProvider; outbox: HocuspocusProvider; socket: HocuspocusProviderWebsocket };

/** A player connected to its seat's documents (the directory naming the seat is at the server: `desk.delivered()`). */
function connectPlayer(url: string, channel: string, token: string): Promise<Player> {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const open = (name: string) =>
    new Promise<HocuspocusProvider>((resolve, reject) => {
      const p: HocuspocusProvider = new HocuspocusProvider({
        websocketProvider: socket,
        name,
        document: new Y.Doc(),
        token,
        onSynced: () => resolve(p),
        onAuthenticationFailed: () => {
          socket.destroy();
          reject(new Error(`refused ${name}`));
        },
      });
      p.attach();
    });
  return Promise.all([open(`packets/${channel}`), open(`outbox/${channel}`)]).then(([packets, outbox]) => ({ packets, outbox, socket }));
}

/** Resolves when every player's latest packet is the one `ids` names for its seat. */
function allReceived(players: ReadonlyMap<string, Player>, ids: ReadonlyMap<string, string>): Promise<void> {
  return Promise.all(
    [...players].map(
      ([seatId, p]) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (latestPacket(p.packets.document)?.packetId !== ids.get(seatId)) return;
            p.packets.document.off('update', check);
            resolve();
          };
          p.packets.document.on('update', check);
          check();
        }),
    ),
  ).then(() => undefined);
}

/** `state` with `seats` saved. */
function withSeats(truth: CampaignState, seats: readonly Seat[]): CampaignState {
  let s = truth;
  for (const seat of seats) s = applyEvent(s, { seq: s.seq + 1, at: s.clockMin, type: 'seat.saved', v: 1, payload: { seat } } as CampaignEvent);
  return s;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sizeMb = (dir: string) => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0) / 2 ** 20;

/** Run the bench; `log` prints progress lines. */
export async function runSeatsBench(log: (line: string) => void = console.log): Promise<SeatsBenchFigure> {
  const { events } = corpsLog();
  const truth = foldEvents(null, events);
  const dataDir = mkdtempSync(join(tmpdir(), 'seats-bench-'));
  const filesDir = join(dataDir, 'files');
  mkdirSync(filesDir);
  const server = await startSeatServerProcess(await freePort(), dataDir, join(REPO_DIR, 'no-app'));
  const url = `ws://127.0.0.1:${server.port}`;
  const idleRssMb = rssMb(server.pid);
  const desk = new DeskConnection(url, server.umpireToken, () => undefined, WebSocket);
  try {
    const all = seatsOf(20);
    const keys = new Map(all.map((s) => [s.id, { channel: newChannel(), token: newSeatToken() }]));
    desk.setSeats(new Map([...keys].map(([id, k]) => [id, { channel: k.channel, tokenHash: seatTokenHash(k.token) }])), []);
    await desk.delivered();
    const players = new Map<string, Player>();
    for (const seat of all) players.set(seat.id, await connectPlayer(url, keys.get(seat.id)!.channel, keys.get(seat.id)!.token));

    const press = async (n: number) => {
      const seats = all.slice(0, n);
      const state = withSeats(truth, seats);
      const network: number[] = [];
      const files: number[] = [];
      let chars = 0;
      for (let round = 0; round < 5; round++) {
        const t0 = performance.now();
        const made = packetsFor(cold(state), seats, 'Corps').files;
        for (const f of made) void desk.publish(f.seatId, f.packetId, f.text);
        await allReceived(new Map(seats.map((s) => [s.id, players.get(s.id)!])), new Map(made.map((f) => [f.seatId, f.packetId])));
        network.push(performance.now() - t0);
        const t1 = performance.now();
        for (const f of packetsFor(cold(state), seats, 'Corps').files) writeFileSync(join(filesDir, f.fileName), f.text);
        files.push(performance.now() - t1);
        chars = made.reduce((c, f) => c + f.text.length, 0);
      }
      const fig = { networkMs: median(network), filesMs: median(files), packetKb: chars / 1024 / n };
      log(`${n} seats: over the network ${fig.networkMs.toFixed(0)} ms, as files ${fig.filesMs.toFixed(0)} ms (${fig.packetKb.toFixed(0)} KB a packet)`);
      return fig;
    };
    const six = await press(6);
    const twenty = await press(20);

    // A 24-hour game: the clock an hour on, a packet to every seat, an orders file back from every player.
    let state = withSeats(truth, all);
    let packets = 0;
    let ordersFiles = 0;
    for (let hour = 1; hour <= 24; hour++) {
      state = applyEvent(state, { seq: state.seq + 1, at: state.clockMin + 60, type: 'clock.advanced', v: 1, payload: { toMin: state.clockMin + 60 } } as CampaignEvent);
      const made = packetsFor(state, all, 'Corps');
      for (const d of made.drafts) state = applyEvent(state, { ...d, seq: state.seq + 1, at: state.clockMin } as CampaignEvent);
      for (const f of made.files) void desk.publish(f.seatId, f.packetId, f.text);
      await allReceived(players, new Map(made.files.map((f) => [f.seatId, f.packetId])));
      packets += made.files.length;
      for (const f of made.files) {
        const p = players.get(f.seatId)!;
        markReceived(p.outbox.document, f.packetId, Date.now());
        putOrders(p.outbox.document, `of-${hour}-${f.seatId}`, JSON.stringify({ format: 'campaign-desk-orders', hour, text: 'x'.repeat(2000) }), Date.now());
        ordersFiles++;
      }
    }
    await Promise.all([...players.values()].map((p) => new Promise<void>((r) => (p.outbox.hasUnsyncedChanges ? p.outbox.on('unsyncedChanges', () => !p.outbox.hasUnsyncedChanges && r()) : r()))));
    const day = { seats: all.length, packets, ordersFiles, idleRssMb, rssMb: rssMb(server.pid), diskMb: sizeMb(join(dataDir, 'docs')) };
    log(`24-hour game, ${day.seats} seats: server ${day.rssMb.toFixed(0)} MB resident (idle ${day.idleRssMb.toFixed(0)} MB), ${day.diskMb.toFixed(1)} MB on disk`);
    for (const p of players.values()) {
      p.packets.destroy();
      p.outbox.destroy();
      p.socket.destroy();
    }
    const f: SeatsBenchFigure = { units: truth.unitOrder.length, six, twenty, day };
    for (const line of seatsRows(f)) log(line);
    return f;
  } finally {
    desk.destroy();
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as Markdown table rows. */
export function seatsRows(f: SeatsBenchFigure): string[] {
  const perSeat = (mb: number) => `${((mb * 1024) / f.day.seats).toFixed(0)} KB a seat`;
  return [
    '| measure | ours | baseline in the same run | ratio |',
    '|---|---|---|---|',
    `| (a) Send packets to 6 seats of a ${f.units.toLocaleString('en-GB')}-unit corps, from the press to every player's receipt on loopback (${f.six.packetKb.toFixed(0)} KB a packet) | ${f.six.networkMs.toFixed(0)} ms (≤ ${TARGET_SIX_MS} ms: ${f.six.networkMs <= TARGET_SIX_MS ? 'met' : 'NOT met'}) | the same packets written as files: ${f.six.filesMs.toFixed(0)} ms | ${(f.six.networkMs / f.six.filesMs).toFixed(2)}× |`,
    `| (a) Send packets to 20 seats (${f.twenty.packetKb.toFixed(0)} KB a packet) | ${f.twenty.networkMs.toFixed(0)} ms | as files: ${f.twenty.filesMs.toFixed(0)} ms | ${(f.twenty.networkMs / f.twenty.filesMs).toFixed(2)}× |`,
    `| (b) the seat server after a 24-hour game of ${f.day.seats} seats (${f.day.packets} packets, ${f.day.ordersFiles} orders files), resident memory beyond the idle server's | ${(f.day.rssMb - f.day.idleRssMb).toFixed(0)} MB, ${perSeat(f.day.rssMb - f.day.idleRssMb)} | the idle server: ${f.day.idleRssMb.toFixed(0)} MB | — |`,
    `| (b) its documents on disk | ${f.day.diskMb.toFixed(1)} MB, ${perSeat(f.day.diskMb)} | — | — |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) void runSeatsBench();
