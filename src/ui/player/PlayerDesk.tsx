/**
 * Player mode (loaded on demand): a packet opened read-only — "51st (Highland) Division, as known at
 * 09:20" — on the same desk (map, order of battle, unit panel, timeline, Orders, High command, Fire
 * plans, Logistics, Log), showing the packet's picture only. The player writes orders (the NQM order
 * form, objectives by grid reference or on the map) and reports; "Send orders" saves them as an orders
 * file for the umpire (`ordersFileText`). Nothing else can be changed, and a packet never becomes a
 * campaign. "Close packet" goes back to the start of player mode (asking first when orders written since were not sent).
 * Opened from a seat's link, Send orders sends what was not sent before to the umpire's inbox over the
 * seat server, and the previous packet can be shown beside the latest, read-only, to compare.
 */
import { useMemo, useRef, useState } from 'react';
import { applyEvent, clockText, countsInWords, formatCampaignClock, ordersFileText, type CampaignEvent, type Packet } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { downloadText, exportFileName, fileNameClock } from '../download.ts';
import type { DeskScreen, EngagementHost } from '../engagement/types.ts';
import { errorView, type ErrorView } from '../errorText.ts';
import { MessageBar } from '../MessageBar.tsx';
import { PacketPrint } from '../seats/PacketPrint.tsx';
import { PacketChangesNote } from './PacketChangesNote.tsx';
import type { MapEntry } from '../types.ts';
import type { KeyValueStorage } from '../useDesk.ts';
import { Workspace } from '../Workspace.tsx';
import { draftKey, loadSentKeys, newOrdersFileId, saveSentKeys } from './playerNetwork.ts';
import { draftBeforePacket, loadPlayerDrafts, PLAYER_EVENT_TYPES, playerState, playerWritten, savePlayerDrafts, type PlayerDraft } from './playerStore.ts';

/**
 * Props: the packet (checked), whether it is kept for a reload, where drafts are kept, the bundled maps,
 * and how to close it.
 */
export type PlayerDeskProps = {
  packet: Packet;
  kept: boolean;
  storage: KeyValueStorage | null;
  maps: readonly MapEntry[];
  onClose(): void;
  /** The seat over the network (its link opened this page): Send orders sends to the umpire's inbox instead of saving a file. */
  network?: PlayerDeskNetwork;
  /** What to say first (e.g. that a new packet arrived). */
  firstNotice?: string;
  /** The previous packet shown to compare, read-only, with the way back to the latest. */
  compare?: { onBack(): void };
};

/** Player mode's network as the desk uses it: the status line, Send, and the previous packet to compare. */
export type PlayerDeskNetwork = { statusText: string; online: boolean; refused: boolean; send(fileId: string, text: string): void; previousAtMin: number | null; onComparePrevious(): void };

const SCREENS: readonly { kind: DeskScreen['kind']; label: string }[] = [
  { kind: 'orders', label: 'Orders' },
  { kind: 'sheets', label: 'High command' },
  { kind: 'fireplans', label: 'Fire plans' },
  { kind: 'logistics', label: 'Logistics' },
  { kind: 'log', label: 'Log' },
];

/** The player's desk. */
export default function PlayerDesk({ packet, kept, storage, maps, onClose, network, firstNotice, compare }: PlayerDeskProps) {
  const picture = packet.picture;
  const [drafts, setDrafts] = useState<PlayerDraft[]>(() => (compare ? [] : loadPlayerDrafts(storage)));
  const { state, dropped } = useMemo(() => playerState(picture, drafts), [picture, drafts]);
  // The drafts and state as last written: a second write before the next render folds on the first.
  const latest = useRef({ drafts, state });
  latest.current = { drafts, state };
  const [screen, setScreen] = useState<DeskScreen>({ kind: 'map' });
  const [notice, setNotice] = useState(
    [
      firstNotice ?? '',
      dropped > 0 ? `${dropped} kept draft${dropped === 1 ? '' : 's'} no longer applied and ${dropped === 1 ? 'was' : 'were'} left out.` : '',
      kept ? '' : "The browser's storage is full: this packet is open but will not reopen after a reload.",
    ]
      .filter(Boolean)
      .join(' '),
  );
  const [error, setError] = useState<ErrorView | null>(null);
  const [printing, setPrinting] = useState(false);
  // Close packet asks first when orders or reports were written and not sent since.
  const [closing, setClosing] = useState(false);
  const [sent, setSent] = useState(false);
  const label = picture.seat.label;
  const readOnly = () => new Error(`a packet shows what ${label} knows: only orders and reports can be written here, for the umpire`);
  const writer: DeskWriter = {
    append: async (draft, said) => {
      if (compare) throw new Error('this is the previous packet, kept to compare: write orders from the latest one (Back to the latest packet)');
      if (!PLAYER_EVENT_TYPES.has(draft.type)) throw readOnly();
      // Sent is sent: the umpire takes each order in once, so a change to it would never reach him.
      const key = network ? draftKey({ type: draft.type, v: draft.v, payload: draft.payload }) : null;
      if (key && loadSentKeys(storage).includes(key)) throw new Error(`this ${key.startsWith('order') ? 'order' : 'report'} was sent to the umpire already and cannot be changed: write a new one`);
      const early = draftBeforePacket(draft.payload, picture.atMin);
      if (early !== null) {
        throw new Error(`this ${early.what} is dated ${clockText(picture, early.atMin)}, before the packet of ${clockText(picture, picture.atMin)}: you can act only on what you know, from the packet's time on`);
      }
      const draftKept: PlayerDraft = { type: draft.type, v: draft.v, payload: draft.payload };
      const now = latest.current;
      // Checked as the umpire's desk checks it (schema and fold), against the packet's picture; refused in the fold's words.
      const next = applyEvent(now.state, { ...draftKept, seq: now.state.seq + 1, at: picture.atMin } as CampaignEvent);
      const all = [...now.drafts, draftKept];
      savePlayerDrafts(storage, all);
      latest.current = { drafts: all, state: next };
      setDrafts(all);
      setSent(false);
      setNotice(said);
      return next;
    },
  };
  const host: EngagementHost = {
    screen,
    setScreen,
    newEngagement: () => setError(errorView(readOnly())),
    append: () => Promise.reject(readOnly()),
    undoStep: () => Promise.reject(readOnly()),
    head: null,
  };
  const send = () => {
    if (network) return sendOver(network);
    const written = playerWritten(picture, state);
    if (written.orders.length + written.reports.length === 0) {
      setError({ title: 'Nothing to send: write an order or a report on the Orders screen or the timeline first.', lines: [] });
      return;
    }
    const fileName = exportFileName(`${label} orders ${fileNameClock(picture.startLocal, picture.atMin)}`, 'orders');
    downloadText(fileName, ordersFileText({ packetId: packet.packetId, seatId: packet.seatId, seat: { hqId: picture.seat.hqId, label }, title: picture.title, packetAtMin: picture.atMin, orders: written.orders, reports: written.reports }));
    setSent(true);
    const what = countsInWords([
      [written.orders.length, 'order'],
      [written.reports.length, 'report'],
    ]);
    setNotice(`Saved ${what} to ${fileName}: send it to the umpire.`);
  };
  // Over the network only what was not sent before goes, once.
  const sendOver = (net: PlayerDeskNetwork) => {
    const sentKeys = new Set(loadSentKeys(storage));
    const written = playerWritten(picture, state);
    const orders = written.orders.filter((o) => !sentKeys.has(`order:${o.id}`));
    const reports = written.reports.filter((r) => !sentKeys.has(`report:${r.id}`));
    if (orders.length + reports.length === 0) {
      setError({ title: 'Nothing new to send: everything written from this packet was sent. Write an order or a report first.', lines: [] });
      return;
    }
    try {
      net.send(newOrdersFileId(), ordersFileText({ packetId: packet.packetId, seatId: packet.seatId, seat: { hqId: picture.seat.hqId, label }, title: picture.title, packetAtMin: picture.atMin, orders, reports }));
    } catch (e) {
      setError(errorView(e, 'Could not send'));
      return;
    }
    try {
      saveSentKeys(storage, [...sentKeys, ...orders.map((o) => `order:${o.id}`), ...reports.map((r) => `report:${r.id}`)]);
    } catch {
      /* sent; the browser's storage is full, so the next Send may send these again — the umpire takes each in once */
    }
    setSent(true);
    const what = countsInWords([
      [orders.length, 'order'],
      [reports.length, 'report'],
    ]);
    setNotice(
      net.refused
        ? `Kept ${what} to send, but this seat's link no longer opens it: ask the umpire for the new link; it goes once you open it.`
        : net.online
          ? `Sent ${what} to the umpire's inbox, to be taken in.`
          : `Sent ${what} to the umpire: it goes as soon as the connection to the seat server is back.`,
    );
  };
  return (
    <div className="desk player-desk">
      <header className="topbar">
        <div className="topbar-row">
          <h1 className="brand">Campaign Desk</h1>
          <p className="player-title">
            Player mode: <strong>{label}</strong>, as known at {formatCampaignClock(picture.startLocal, picture.atMin)}
          </p>
          <div className="button-group" role="group" aria-label="Packet">
            {compare ? (
              <button type="button" className="primary" onClick={compare.onBack}>
                Back to the latest packet
              </button>
            ) : (
              <button type="button" className="primary" onClick={send}>
                Send orders
              </button>
            )}
            {network && !compare && network.previousAtMin !== null && (
              <button type="button" onClick={network.onComparePrevious}>
                Previous packet ({clockText(picture, network.previousAtMin)})
              </button>
            )}
            <button type="button" onClick={() => setPrinting(true)}>
              Print packet
            </button>
            {network || compare ? null : closing ? (
              <>
                <button type="button" className="danger" onClick={onClose}>
                  Close and lose what you wrote
                </button>
                <button type="button" onClick={() => setClosing(false)}>
                  Keep it open
                </button>
              </>
            ) : (
              <button type="button" onClick={() => (drafts.length > 0 && !sent ? setClosing(true) : onClose())}>
                Close packet
              </button>
            )}
          </div>
        </div>
        <div className="topbar-row topbar-tools">
          <div className="button-group" role="group" aria-label="Screens">
            {SCREENS.map((s) => (
              <button key={s.kind} type="button" aria-pressed={screen.kind === s.kind} onClick={() => setScreen(screen.kind === s.kind ? { kind: 'map' } : { kind: s.kind } as DeskScreen)}>
                {s.label}
              </button>
            ))}
          </div>
        </div>
      </header>
      <div>
        <p className="seat-banner" role="note">
          {compare
            ? `The previous packet, kept to compare: what reached ${label} by ${clockText(picture, picture.atMin)}.`
            : `A packet from the umpire: only what reached ${label} by then. Write orders on the Orders screen (objectives by grid reference or on the map), then Send orders.`}
          {network && !compare && <span className="player-link-status"> {network.statusText}</span>}
        </p>
        {packet.changes && !compare && <PacketChangesNote changes={packet.changes} state={state} />}
        <MessageBar notice={notice} error={error} onDismiss={() => setError(null)} />
      </div>
      <Workspace
        key="packet"
        campaignId={`packet-${picture.seat.hqId}`}
        state={state}
        storage={storage}
        map={maps.find((m) => m.id === picture.mapId) ?? null}
        engagements={host}
        writer={writer}
        onMoveUnit={() => setError(errorView(readOnly()))}
        onEdit={() => Promise.reject(readOnly())}
      />
      {printing && <PacketPrint picture={picture} onDone={() => setPrinting(false)} />}
    </div>
  );
}
