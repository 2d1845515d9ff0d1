/**
 * The desk's seat server (held by the desk, so it stays connected whichever screen is open): the
 * campaign's keys (`seatLinks.ts`), the connection (`deskConnection.ts`, loaded only once the umpire
 * connects), each seat given a channel and token as it appears, Send packets (the same packets as the
 * files, recorded in the campaign, then published) and, if the umpire chose it, sending by itself after
 * each clock step or at each new period — held while orders wait in the inbox (`useInbox.ts`), since a
 * newer packet makes orders dated before it too late to take in.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { settingsOf, type CampaignState } from '../../../campaign/index.ts';
import { nextPeriodMin } from '../../clock/advance.ts';
import type { DeskEventInput } from '../../deskHost.ts';
import type { KeyValueStorage } from '../../useDesk.ts';
import { packetsFor } from '../issuePackets.ts';
import { seatsOf } from '../seatView.ts';
import type { DeskConnection, DeskLinkStatus, SeatOnServer } from './deskConnection.ts';
import { defaultPlayerPage, loadSeatNetwork, newChannel, newSeatToken, playerPageAddress, saveSeatNetwork, seatTokenHash, serverAddress, type AutoSend, type SeatNetworkRecord } from './seatLinks.ts';
import { useInbox, type Inbox } from './useInbox.ts';

/** The desk's seat server as the Seats screen shows it. */
export type SeatNetwork = {
  record: SeatNetworkRecord | null;
  /** 'off' when not connected (never, or Disconnect pressed). */
  status: DeskLinkStatus | 'off';
  seat(seatId: string): SeatOnServer | null;
  inbox: Inbox;
  /** Connect to the server at `serverUrl` as typed. Throws an Error saying what is wrong with the address, the token or the players' page. */
  connect(serverUrl: string, umpireToken: string, playerPageUrl: string): void;
  disconnect(): void;
  revoke(seatId: string): void;
  setAutoSend(mode: AutoSend): void;
  /** Record every seat's packet and publish it (each goes once the server has the seat's packets); resolves with the notice. Throws why nothing was sent. */
  send(): Promise<string>;
  /** Whether a seat's last packet sent over the network was since undone at the desk (the player still holds it). */
  undone(seatId: string): boolean;
};

/** Wall-clock time of day, 24-hour, with seconds (`21:04:10`). */
export function wallClock(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
}

/** The hook. `appendAll` writes several events as one action (the desk's writer); `say` shows a notice; `notice` is the one shown now (kept before what sending by itself says). */
export function useSeatNetwork(
  storage: KeyValueStorage | null,
  campaignId: string | null,
  state: CampaignState | null,
  campaignName: string,
  clockRunning: boolean,
  appendAll: ((drafts: readonly DeskEventInput[], notice: string) => Promise<unknown>) | undefined,
  say: (notice: string) => void,
  notice: string,
): SeatNetwork {
  // The record is held with the campaign it belongs to: in the render where the campaign changes, the
  // other campaign's record is not this one's (and is never written under this one's id).
  const [held, setHeld] = useState<{ campaignId: string | null; record: SeatNetworkRecord | null }>({ campaignId: null, record: null });
  useEffect(() => setHeld({ campaignId, record: campaignId ? loadSeatNetwork(storage, campaignId) : null }), [storage, campaignId]);
  const record = held.campaignId === campaignId ? held.record : null;
  const [connection, setConnection] = useState<DeskConnection | null>(null);
  const [, setTick] = useState(0);
  // The newest record and connection, for what runs after an await (a write in between must not be lost).
  const latest = useRef({ campaignId, record, connection });
  latest.current = { campaignId, record, connection };
  /** Change the open campaign's record (null: none yet) from its newest value, and keep it. */
  const update = (change: (r: SeatNetworkRecord | null) => SeatNetworkRecord | null) => {
    const { campaignId: id, record: now } = latest.current;
    if (!id) return;
    const next = change(now);
    saveSeatNetwork(storage, id, next);
    latest.current = { ...latest.current, record: next };
    setHeld({ campaignId: id, record: next });
  };

  // Connected while the campaign's record says so; a new address or token connects again.
  const serverUrl = record?.on ? record.serverUrl : undefined;
  const umpireToken = record?.on ? record.umpireToken : undefined;
  useEffect(() => {
    if (!serverUrl || !umpireToken) return;
    let live = true;
    let made: DeskConnection | null = null;
    void import('./deskConnection.ts').then(({ DeskConnection }) => {
      if (!live) return;
      made = new DeskConnection(serverUrl, umpireToken, () => setTick((t) => t + 1));
      setConnection(made);
    });
    return () => {
      live = false;
      made?.destroy();
      setConnection(null);
    };
  }, [serverUrl, umpireToken]);

  // Every seat of the campaign has a channel and token; a seat removed retires its channel.
  const seats = useMemo(() => (state ? seatsOf(state) : []), [state]);
  const seatIds = seats.map((s) => s.id).join('\n');
  useEffect(() => {
    if (!state || !record) return;
    const missing = seats.filter((s) => !record.seats[s.id]);
    const gone = Object.keys(record.seats).filter((id) => !seats.some((s) => s.id === id));
    if (missing.length + gone.length === 0) return;
    update((r) => {
      if (!r) return r;
      const next = { ...r.seats };
      for (const s of missing) next[s.id] ??= { channel: newChannel(), token: newSeatToken() };
      for (const id of gone) delete next[id];
      return { ...r, seats: next, retired: [...r.retired, ...gone.map((id) => r.seats[id]!.channel)] };
    });
    // Only a change of the campaign's seats or of the record calls for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seatIds, record, state !== null]);
  // The server's directory follows the record (the connection writes only what changed).
  useEffect(() => {
    if (!connection || !record) return;
    connection.setSeats(new Map(Object.entries(record.seats).map(([id, c]) => [id, { channel: c.channel, tokenHash: seatTokenHash(c.token) }])), record.retired);
  }, [connection, record]);

  const inbox = useInbox(state, connection, seats, record, update);
  const send = async (alongside = ''): Promise<string> => {
    const { record: r, connection: c } = latest.current;
    if (!state || !r || !c || !appendAll) throw new Error('connect to the seat server first (Seats, Connect)');
    if (c.status !== 'connected') throw new Error(c.status === 'refused' ? "the seat server refused the umpire's token: connect again with the token it printed" : 'the seat server cannot be reached now: press Send packets once it is back');
    if (inbox.waiting > 0) throw new Error(`${inbox.waiting === 1 ? 'an orders file waits in the inbox: take it in or set it aside' : `${inbox.waiting} orders files wait in the inbox: take them in or set them aside`} first — once a newer packet goes out, orders dated before it are too late`);
    const { drafts, files } = packetsFor(state, seats, campaignName);
    if (files.length === 0) throw new Error('there is no seat to send a packet to: add a seat first');
    const sentNotice = `Sent ${files.length === 1 ? `the packet of “${files[0]!.label}”` : `${files.length} packets, one per seat,`} at ${wallClock(Date.now())}.`;
    const said = alongside ? `${alongside} ${sentNotice}` : sentNotice;
    await appendAll(drafts, said);
    // Recorded: each goes as soon as the server's copy of its seat's packets is here (the table says when it is).
    const now = latest.current.connection;
    for (const f of files) void now?.publish(f.seatId, f.packetId, f.text).catch(() => undefined);
    const at = Date.now();
    update((rec) => rec && { ...rec, sent: { ...rec.sent, ...Object.fromEntries(files.map((f) => [f.seatId, { packetId: f.packetId, atMin: f.atMin, sentAtMs: at }])) } });
    return said;
  };

  // Packets by themselves: after a clock step (the clock has stopped at a later minute) or in a new period.
  const lastAuto = useRef<{ campaignId: string | null; clockMin: number } | null>(null);
  useEffect(() => {
    if (!state || clockRunning) return;
    const before = lastAuto.current;
    lastAuto.current = { campaignId, clockMin: state.clockMin };
    if (!record || record.autoSend === 'off' || !before || before.campaignId !== campaignId || state.clockMin <= before.clockMin) return;
    if (record.autoSend === 'period') {
      const dayStart = settingsOf(state).dayStartMin;
      if (nextPeriodMin(state.startLocal, dayStart, state.clockMin) === nextPeriodMin(state.startLocal, dayStart, before.clockMin)) return;
    }
    // What the clock's step said stays, the packets' line after it.
    send(notice).catch((e: unknown) => say(`${notice} Packets not sent by themselves: ${e instanceof Error ? e.message : String(e)}.`.trim()));
    // Only the clock's stopping at a new minute sends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state?.clockMin, clockRunning, campaignId]);

  return {
    record,
    status: connection ? connection.status : 'off',
    seat: (seatId) => connection?.seat(seatId) ?? null,
    inbox,
    connect(typedUrl, token, playerPage) {
      const url = serverAddress(typedUrl);
      if (token.trim().length < 20) throw new Error("the umpire's token is the long line npm run seats printed after “Umpire's token”");
      const page = playerPage.trim() === '' ? defaultPlayerPage(url, window.location.href) : playerPageAddress(playerPage);
      update((r) => ({ on: true, serverUrl: url, umpireToken: token.trim(), playerPageUrl: page, autoSend: r?.autoSend ?? 'off', seats: r?.seats ?? {}, sent: r?.sent ?? {}, setAside: r?.setAside ?? [], arrived: r?.arrived ?? {}, retired: r?.retired ?? [] }));
    },
    disconnect: () => update((r) => r && { ...r, on: false }),
    revoke: (seatId) => update((r) => (r?.seats[seatId] ? { ...r, seats: { ...r.seats, [seatId]: { ...r.seats[seatId]!, token: newSeatToken() } } } : r)),
    setAutoSend: (mode) => update((r) => r && { ...r, autoSend: mode }),
    send: () => send(),
    undone: (seatId) => {
      const sent = record?.sent[seatId];
      return !!sent && !!state && !(state.packets && Object.hasOwn(state.packets, sent.packetId));
    },
  };
}
