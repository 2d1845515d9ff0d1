/**
 * The umpire's desk on the seat server (`src/server/seatServer.ts`), loaded only when the desk connects:
 * one WebSocket carrying the directory (which channel each seat token opens) and, for each seat, its
 * packets document (the desk publishes) and its outbox (the desk reads the player's orders files, whether
 * the player's page is connected, and which packets it received). Every change of any of them calls
 * `onChange`; the desk reads what it needs from `seat(seatId)`. Nothing of the campaign is written here.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { markArrived, outboxFiles, putPacket, receivedAt, type OutboxFile } from '../seatDocuments.ts';

/** Where the connection stands: connecting (or reconnecting), connected, or refused (the umpire's token is wrong). */
export type DeskLinkStatus = 'connecting' | 'connected' | 'refused';

/** What the desk knows of one seat on the server. */
export type SeatOnServer = {
  /** Whether the player's page is connected now. */
  playerOnline: boolean;
  /** The orders files in the seat's outbox. */
  files: OutboxFile[];
  /** Whether the desk's last packet for the seat has reached the server. */
  delivered: boolean;
  /** When the player's page received packet `packetId` (ms), or null. */
  receivedAtMs(packetId: string): number | null;
};

type SeatDocs = { channel: string; tokenHash: string; packets: HocuspocusProvider; outbox: HocuspocusProvider };

/**
 * The desk's connection. `serverUrl` ws(s)://host:port; `umpireToken` the server's umpire token;
 * `webSocket` the WebSocket class where the runtime has none of its own (Node: the `ws` package).
 */
export class DeskConnection {
  status: DeskLinkStatus = 'connecting';
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly directory: HocuspocusProvider;
  private readonly seats = new Map<string, SeatDocs>();

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
  }

  private open(name: string): HocuspocusProvider {
    const provider = new HocuspocusProvider({ websocketProvider: this.socket, name, document: new Y.Doc(), token: this.umpireToken });
    provider.attach();
    provider.document.on('update', this.onChange);
    provider.on('unsyncedChanges', this.onChange);
    provider.on('awarenessChange', this.onChange);
    return provider;
  }

  /** A seat's outbox: each file the player sends is stamped with when the desk first saw it, once the server's copy has arrived. */
  private openOutbox(channel: string): HocuspocusProvider {
    const outbox = this.open(`outbox/${channel}`);
    const stamp = () => {
      if (outbox.isSynced) markArrived(outbox.document, Date.now());
    };
    outbox.on('synced', stamp);
    outbox.document.on('update', stamp);
    return outbox;
  }

  /**
   * The seats to carry: for each, its channel and the SHA-256 of its token. Opens the documents of new
   * seats, closes those of seats gone, and writes the directory (a seat gone or revoked: its entry is
   * deleted or replaced, and the server closes what the old token opened).
   */
  setSeats(seats: ReadonlyMap<string, { channel: string; tokenHash: string }>): void {
    const dir = this.directory.document.getMap<string>('seats');
    for (const [seatId, docs] of this.seats) {
      const now = seats.get(seatId);
      if (now?.channel === docs.channel) continue;
      docs.packets.destroy();
      docs.outbox.destroy();
      dir.delete(docs.channel);
      this.seats.delete(seatId);
    }
    this.directory.document.transact(() => {
      for (const [seatId, { channel, tokenHash }] of seats) {
        if (dir.get(channel) !== tokenHash) dir.set(channel, tokenHash);
        const docs = this.seats.get(seatId);
        if (docs) docs.tokenHash = tokenHash;
        else this.seats.set(seatId, { channel, tokenHash, packets: this.open(`packets/${channel}`), outbox: this.openOutbox(channel) });
      }
    });
    this.onChange();
  }

  /** What the server holds of seat `seatId` (null when the seat is not carried). Records, in its outbox, when the desk first saw each file. */
  seat(seatId: string): SeatOnServer | null {
    const docs = this.seats.get(seatId);
    if (!docs) return null;
    const outbox = docs.outbox.document;
    const states = docs.outbox.awareness ? [...docs.outbox.awareness.getStates().values()] : [];
    return {
      playerOnline: states.some((s) => (s as { player?: unknown }).player === true),
      files: outboxFiles(outbox),
      delivered: docs.packets.isSynced && !docs.packets.hasUnsyncedChanges,
      receivedAtMs: (packetId) => receivedAt(outbox, packetId),
    };
  }

  /** Publish packet `packetId` (its file's text) to seat `seatId`. Throws when the seat is not carried. */
  publish(seatId: string, packetId: string, text: string): void {
    const docs = this.seats.get(seatId);
    if (!docs) throw new Error(`the seat "${seatId}" has no place on the seat server yet`);
    putPacket(docs.packets.document, packetId, text);
  }

  /** Resolves once the directory and every packet published have reached the server (the server acknowledged them). */
  async delivered(): Promise<void> {
    await Promise.all(
      [this.directory, ...[...this.seats.values()].map((d) => d.packets)].map(
        (packets) =>
          new Promise<void>((resolve) => {
            const check = () => {
              if (packets.hasUnsyncedChanges || !packets.isSynced) return;
              packets.off('unsyncedChanges', check);
              packets.off('synced', check);
              resolve();
            };
            packets.on('unsyncedChanges', check);
            packets.on('synced', check);
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
