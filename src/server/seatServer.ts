/**
 * The seat server (`npm run seats`): Yjs documents carried by Hocuspocus 3, one per seat and direction —
 * `packets/<seatId>` (written by the umpire's desk only, read by that seat's player) and `outbox/<seatId>`
 * (written by the player, read by the umpire) — and `directory`, the umpire's list of seats and the
 * SHA-256 of each seat's token. A connection is admitted to a document only with the umpire's token (any
 * document) or that seat's token (its own two, its packets read-only); anything else gets nothing.
 * Every change is written to disk at once (`seatStore.ts`), so a restart loses nothing; a crash loses at
 * most a change acknowledged in the instant before its write, which its sender still holds and sends
 * again on reconnecting (a player's page from IndexedDB, the desk while its page stays open). Node only.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Server } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import sirv from 'sirv';
import * as Y from 'yjs';
import { loadDocument, storeDocument, storesDone, umpireToken } from './seatStore.ts';

/** The umpire's document of seats: a map `seats` of channel (a seat's documents' name) → the SHA-256 (hex) of its token. */
export const DIRECTORY = 'directory';
/** The names a seat's documents have: its packets and its outbox. */
export const SEAT_DOCUMENT = /^(packets|outbox)\/([A-Za-z0-9][A-Za-z0-9._-]{0,79})$/;

/**
 * Where and how the server runs: its data folder, the address and port it listens on (0: any free port),
 * and optionally the built app's folder (`dist/`), served over HTTP on the same port so players on the
 * network open their seat's link from this machine.
 */
export type SeatServerOptions = { dataDir: string; host: string; port: number; appDir?: string };

/** A running seat server: its WebSocket address, the umpire's token, and how to stop it (everything stored first). */
export type RunningSeatServer = { url: string; port: number; umpireToken: string; stop(): Promise<void> };

/** The SHA-256 (hex) of a seat token, as the directory keeps it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether two tokens (or hashes) are the same, in a time that does not depend on where they differ. */
const same = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a, 'utf8').digest(), createHash('sha256').update(b, 'utf8').digest());

/**
 * Start the seat server. Rejects when the port is taken or the data folder cannot be written. A refused
 * connection is told only "permission-denied", never why (a wrong token learns nothing); the server's
 * log says which document was refused and why.
 */
export async function startSeatServer({ dataDir, host, port, appDir }: SeatServerOptions): Promise<RunningSeatServer> {
  const umpire = await umpireToken(dataDir);
  const app = appDir ? sirv(appDir, { single: false, etag: true }) : null;
  const server = new Server({
    name: 'campaign-desk-seats',
    address: host,
    port,
    quiet: true,
    stopOnSignals: false,
    // Stored at every change, not after a pause: a crash must not lose a packet or an order.
    debounce: 0,
    maxDebounce: 0,
    extensions: [
      new Database({
        fetch: ({ documentName }) => loadDocument(dataDir, documentName),
        store: ({ documentName, state }) => storeDocument(dataDir, documentName, state),
      }),
    ],
    async onAuthenticate({ token, documentName, connectionConfig, instance }) {
      if (typeof token === 'string' && same(token, umpire)) return { umpire: true };
      const m = SEAT_DOCUMENT.exec(documentName);
      if (!m || typeof token !== 'string' || token === '') throw new Error(`refused ${JSON.stringify(documentName)}: ${!m ? 'no such document for a seat' : 'no token'}`);
      const [, kind, seatId] = m;
      const expected = (await directorySeats(dataDir, instance.documents.get(DIRECTORY)?.getMap('seats'))).get(seatId!);
      const hash = tokenHash(token);
      if (expected === undefined || !same(hash, expected)) throw new Error(`refused ${JSON.stringify(documentName)}: ${expected === undefined ? 'no such seat' : "not this seat's token (revoked, or another seat's)"}`);
      // A player reads the packets the umpire writes; only its outbox is its to write.
      if (kind === 'packets') connectionConfig.readOnly = true;
      return { seatId, tokenHash: hash };
    },
    // A seat revoked or removed: the connections its old token opened are closed at once.
    async onChange({ documentName, document, instance }) {
      if (documentName !== DIRECTORY) return;
      const seats = document.getMap('seats');
      for (const doc of instance.documents.values()) for (const connection of doc.getConnections()) closeIfRevoked(connection, seats.get.bind(seats));
    },
    // A connection admitted while a revocation was landing: checked again once it is set up.
    async connected({ connection, context, instance }) {
      const seatId = (context as { seatId?: string }).seatId;
      if (seatId === undefined) return;
      const seats = await directorySeats(dataDir, instance.documents.get(DIRECTORY)?.getMap('seats'));
      closeIfRevoked(connection as unknown as SeatConnection, (id) => seats.get(id));
    },
    // The built app, when given: the players' page is opened from this machine.
    async onRequest({ request, response }) {
      if (!app) return;
      // The server's own address is the players' page: the umpire's desk runs on the umpire's machine.
      const url = new URL(request.url ?? '/', 'http://seats');
      if (url.pathname === '/' && !url.searchParams.has('player')) {
        response.writeHead(302, { Location: '/?player' });
        response.end();
        throw null;
      }
      const served = await new Promise<boolean>((done) => {
        response.once('finish', () => done(true));
        response.once('close', () => done(true));
        app(request, response, () => done(false));
      });
      // Answered with a file: Hocuspocus' own reply must not follow (a hook rejecting with nothing stops it).
      if (served) throw null;
    },
  });
  await server.listen();
  const actual = server.address.port;
  return {
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    port: actual,
    umpireToken: umpire,
    async stop() {
      await server.destroy();
      await storesDone();
    },
  };
}

/** A connection as the revocation check sees it: its context (set when it was admitted) and how to close it. */
type SeatConnection = { context: unknown; close(event?: { code: number; reason: string }): void };

/** Close `connection` when it was opened with a seat token that is no longer that seat's (`hashOf`: the directory's). */
function closeIfRevoked(connection: SeatConnection, hashOf: (channel: string) => unknown): void {
  const context = connection.context as { seatId?: string; tokenHash?: string };
  if (context.seatId !== undefined && hashOf(context.seatId) !== context.tokenHash) connection.close({ code: 4401, reason: 'not allowed' });
}

/** The seats of the directory: from the loaded document when the server holds it, else from disk. */
async function directorySeats(dataDir: string, loaded: Y.Map<unknown> | undefined): Promise<Map<string, string>> {
  let seats = loaded;
  if (!seats) {
    const doc = new Y.Doc();
    const state = await loadDocument(dataDir, DIRECTORY);
    if (state) Y.applyUpdate(doc, state);
    seats = doc.getMap('seats');
  }
  const out = new Map<string, string>();
  seats.forEach((v, k) => {
    if (typeof v === 'string') out.set(k, v);
  });
  return out;
}
