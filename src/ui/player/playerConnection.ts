/**
 * A player's page on the seat server (`src/server/seatServer.ts`), opened from the seat's link: the
 * seat's packets document (read-only: the umpire's desk writes it) and its outbox (the player's orders
 * files), each also kept in this browser's IndexedDB (`y-indexeddb`, databases
 * `campaign-desk.seat.<channel>.packets` and `.outbox`), so the last packets read offline and what is
 * sent offline goes, once, when the page is back online. Loaded only in player mode with a link.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { latestPacket, markReceived, previousPacket, putOrders, type SentPacket } from '../seats/seatDocuments.ts';

/** Where the player's page stands with the server: connecting (or offline), connected, or refused (the link's token no longer opens the seat). */
export type PlayerLinkStatus = 'connecting' | 'connected' | 'refused';

/** The seat a link opens: the server's address, the seat's channel and its token. */
export type PlayerSeatLink = { serverUrl: string; channel: string; token: string };

/** The player's connection. Every change (a packet arrives, the status changes, a file reaches the server) calls `onChange`. */
export class PlayerConnection {
  status: PlayerLinkStatus = 'connecting';
  /** Resolves once what this browser kept of both documents is loaded (the packets readable offline). */
  readonly loaded: Promise<void>;
  private readonly socket: HocuspocusProviderWebsocket;
  private readonly packets: HocuspocusProvider;
  private readonly outbox: HocuspocusProvider;
  private readonly kept: IndexeddbPersistence[];

  constructor(link: PlayerSeatLink, onChange: () => void) {
    const packetsDoc = new Y.Doc();
    const outboxDoc = new Y.Doc();
    this.kept = [new IndexeddbPersistence(`campaign-desk.seat.${link.channel}.packets`, packetsDoc), new IndexeddbPersistence(`campaign-desk.seat.${link.channel}.outbox`, outboxDoc)];
    this.loaded = Promise.all(this.kept.map((k) => k.whenSynced)).then(() => undefined);
    this.socket = new HocuspocusProviderWebsocket({ url: link.serverUrl });
    this.socket.on('status', ({ status }: { status: WebSocketStatus }) => {
      if (this.status !== 'refused') this.status = status === WebSocketStatus.Connected ? 'connected' : 'connecting';
      onChange();
    });
    const open = (name: string, document: Y.Doc) => {
      const provider = new HocuspocusProvider({ websocketProvider: this.socket, name, document, token: link.token });
      // Refused, or shut out later (the server closes what a revoked token opened): the link no longer opens the seat.
      const refused = () => {
        this.status = 'refused';
        onChange();
      };
      provider.on('authenticationFailed', refused);
      provider.on('close', ({ event }: { event: { reason?: string } }) => event.reason === 'not allowed' && refused());
      provider.on('unsyncedChanges', onChange);
      document.on('update', onChange);
      provider.attach();
      return provider;
    };
    this.packets = open(`packets/${link.channel}`, packetsDoc);
    this.outbox = open(`outbox/${link.channel}`, outboxDoc);
    // The umpire's desk shows whether this page is connected.
    this.outbox.setAwarenessField('player', true);
  }

  /** The latest packet the umpire sent (null before the first). */
  latest(): SentPacket | null {
    return latestPacket(this.packets.document);
  }

  /** The packet before the latest (null when the latest is the first). */
  previous(): SentPacket | null {
    return previousPacket(this.packets.document);
  }

  /** Tell the umpire packet `packetId` was received and opened here (once). */
  received(packetId: string): void {
    markReceived(this.outbox.document, packetId, Date.now());
  }

  /** Send orders file `fileId` (its text): kept here at once, at the server when online; the same id twice is sent once. */
  send(fileId: string, text: string): void {
    putOrders(this.outbox.document, fileId, text, Date.now());
  }

  /** Whether something sent has not reached the server yet. */
  get waiting(): boolean {
    return this.outbox.hasUnsyncedChanges;
  }

  /** Close the connection (what is kept in this browser stays). */
  destroy(): void {
    this.packets.destroy();
    this.outbox.destroy();
    this.socket.destroy();
    for (const k of this.kept) void k.destroy();
  }
}
