/**
 * The umpire's desk on the seat server (`src/server/seatServer.ts`), loaded only when the desk connects:
 * one WebSocket carrying the directory (which channel each seat token opens) and, for each seat, its
 * packets document (the desk publishes) and its outbox (the desk reads the player's orders files, whether
 * the player's page is connected, and which packets it received). Nothing is written into a document
 * before the server's copy of it has arrived (a write made earlier would race the stored one: an old
 * packet could stay the latest, a revoked token's hash come back). Every change calls `onChange`; the
 * desk reads what it needs from `seat(seatId)`. Nothing of the campaign is written here.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { latestPacket, outboxFiles, putPacket, receivedAt, type OutboxFile } from '../seatDocuments.ts';

/** Where the connection stands: connecting (or reconnecting), connected, or refused (the umpire's token is wrong). */
export type DeskLinkStatus = 'connecting' | 'connected' | 'refused';

/** What the desk knows of one seat on the server. */
export type SeatOnServer = {
  /** Whether the player's page is connected now. */
  playerOnline: boolean;
  /** The orders files in the seat's outbox. */
  files: OutboxFile[];
  /** Whether packet `packetId` is the latest the server holds for the seat (its copy has arrived and nothing is on its way). */
  delivered(packetId: string): boolean;
  /** When the player's page says it received packet `packetId` (ms), or null. */
  receivedAtMs(packetId: string): number | null;
};

/** A seat as the directory carries it: its channel and the SHA-256 (hex) of its token. */
export type SeatEntry = { channel: string; tokenHash: string };

type SeatDocs = { channel: string; packets: HocuspocusProvider; outbox: HocuspocusProvider };

/** Resolves once `provider` holds the server's copy of its document. */
function whenSynced(provider: HocuspocusProvider): Promise<void> {
  return new Promise((resolve) => {
    if (provider.isSynced) return resolve();
    const done = () => {
      provider.off('synced', done);
      resolve();
    };
    provider.on('synced', done);
  });
}

/**
 * The desk's connection. `serverUrl` ws(s)://host:port; `umpireToken` the server's umpire token;
 * `webSocket` the WebSocket class where the runtime has none of its own (Node: the `ws` package).
 */
export class DeskConnection {
  status: DeskLinkStatus = 'connecting';
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly directory: HocuspocusProvider;
  private readonly seats = new Map<string, SeatDocs>();
  /** The directory as it should be once synced: entries to set, channels to delete. */
  private wanted: { set: Map<string, string>; drop: Set<string> } = { set: new Map(), drop: new Set() };
  private carried = '';

  constructor(
    serverUrl: string,
    private readonly umpireToken: string,
    private readonly onChange: () => void,
    webSocket?: unknown,
  ) {
    this.socket = new HocuspocusProviderWebsocket({ url: serverUrl, ...(webSocket ? { WebSocketPolyfill: webSocket } : {}) });
    this.socket.on('status', ({ status }: { status: WebSocketStatus }) => {
      if (this.status !== 'refused') this.status = status === WebSocketStatus.Connected ? 'connected' : 'connecting';
      onChange();
    });
    this.directory = this.open('directory');
    this.directory.on('authenticationFailed', () => {
      this.status = 'refused';
      onChange();
    });
    this.directory.on('synced', () => this.writeDirectory());
  }

  private open(name: string): HocuspocusProvider {
    const provider = new HocuspocusProvider({ websocketProvider: this.socket, name, document: new Y.Doc(), token: this.umpireToken });
    provider.attach();
    provider.document.on('update', this.onChange);
    provider.on('unsyncedChanges', this.onChange);
    provider.on('awarenessChange', this.onChange);
    provider.on('synced', this.onChange);
    return provider;
  }

  /** Write what the directory should hold, once the server's copy is here (again after each reconnection). */
  private writeDirectory(): void {
    if (!this.directory.isSynced) return;
    const dir = this.directory.document.getMap<string>('seats');
    const { set, drop } = this.wanted;
    const changes = [...drop].some((c) => dir.has(c) && !set.has(c)) || [...set].some(([c, h]) => dir.get(c) !== h);
    if (!changes) return;
    this.directory.document.transact(() => {
      for (const c of drop) if (!set.has(c)) dir.delete(c);
      for (const [c, h] of set) if (dir.get(c) !== h) dir.set(c, h);
    });
  }

  /**
   * The seats to carry (seat id → its channel and token hash) and the channels retired (seats removed or
   * given a new channel: their entries are deleted — the directory is shared by every campaign on the
   * server, so only channels this desk made are ever deleted). Opens the documents of new seats, closes
   * those of seats gone; a token changed (revoked) replaces its hash, and the server closes at once what
   * the old token opened. Calling it again with the same seats changes nothing and says nothing.
   */
  setSeats(seats: ReadonlyMap<string, SeatEntry>, retired: readonly string[]): void {
    const key = JSON.stringify([[...seats], retired]);
    if (key === this.carried) return;
    this.carried = key;
    for (const [seatId, docs] of this.seats) {
      if (seats.get(seatId)?.channel === docs.channel) continue;
      docs.packets.destroy();
      docs.outbox.destroy();
      this.seats.delete(seatId);
    }
    for (const [seatId, { channel }] of seats) {
      if (!this.seats.has(seatId)) this.seats.set(seatId, { channel, packets: this.open(`packets/${channel}`), outbox: this.open(`outbox/${channel}`) });
    }
    this.wanted = { set: new Map([...seats.values()].map((e) => [e.channel, e.tokenHash])), drop: new Set(retired) };
    this.writeDirectory();
    this.onChange();
  }

  /** What the server holds of seat `seatId` (null when the seat is not carried). */
  seat(seatId: string): SeatOnServer | null {
    const docs = this.seats.get(seatId);
    if (!docs) return null;
    const outbox = docs.outbox.document;
    const states = docs.outbox.awareness ? [...docs.outbox.awareness.getStates().values()] : [];
    return {
      playerOnline: states.some((s) => (s as { player?: unknown }).player === true),
      files: outboxFiles(outbox),
      delivered: (packetId) => docs.packets.isSynced && !docs.packets.hasUnsyncedChanges && latestPacket(docs.packets.document)?.packetId === packetId,
      receivedAtMs: (packetId) => receivedAt(outbox, packetId),
    };
  }

  /**
   * Publish packet `packetId` (its file's text) to seat `seatId`, once the server's copy of the seat's
   * packets has arrived. Rejects when the seat is not carried, or was closed before that.
   */
  async publish(seatId: string, packetId: string, text: string): Promise<void> {
    const docs = this.seats.get(seatId);
    if (!docs) throw new Error(`the seat "${seatId}" has no place on the seat server yet`);
    await whenSynced(docs.packets);
    if (this.seats.get(seatId) !== docs) throw new Error(`the seat "${seatId}" was closed before its packet could go`);
    putPacket(docs.packets.document, packetId, text);
  }

  /** Resolves once the directory and every packet published have reached the server (the server acknowledged them). */
  async delivered(): Promise<void> {
    await Promise.all(
      [this.directory, ...[...this.seats.values()].map((d) => d.packets)].map(
        (provider) =>
          new Promise<void>((resolve) => {
            const check = () => {
              if (provider.hasUnsyncedChanges || !provider.isSynced) return;
              provider.off('unsyncedChanges', check);
              provider.off('synced', check);
              resolve();
            };
            provider.on('unsyncedChanges', check);
            provider.on('synced', check);
            check();
          }),
      ),
    );
  }

  /** Close everything. */
  destroy(): void {
    for (const d of this.seats.values()) {
      d.packets.destroy();
      d.outbox.destroy();
    }
    this.directory.destroy();
    this.socket.destroy();
  }
}
