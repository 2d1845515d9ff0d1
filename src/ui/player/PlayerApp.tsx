/**
 * Player mode's own page (`?player`, which `npm start` prints beside the umpire's address): a player
 * opens the packet the umpire sent and writes orders from it. It creates no campaign and opens no
 * campaign store — the player's browser holds the packet's picture and the player's drafts, never the
 * truth. Every file is read and checked off the page's thread (`readDeskFile`); a packet that cannot
 * be opened, or a desk that fails while drawing one, shows why with "Close packet" — never a blank page.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { clockText, plural, type FileIssue, type Packet } from '../../campaign/index.ts';
import { errorView } from '../errorText.ts';
import { readDeskFile, readDeskText } from '../files/readDeskFile.ts';
import { fileProblemLine } from '../filePlace.ts';
import type { MapEntry } from '../types.ts';
import type { KeyValueStorage } from '../useDesk.ts';
import { clearPlayerDrafts, usePlayerPacket } from './playerStore.ts';
import { forgetSeatLink, seatLinkOfPage, usePlayerNetwork, type PlayerNetwork } from './playerNetwork.ts';
import '../seats/seats.css';

const PlayerDesk = lazy(() => import('./PlayerDesk.tsx'));

/** Props: where the packet and drafts are kept (localStorage) and the bundled maps (their terrain). */
export type PlayerAppProps = { storage: KeyValueStorage | null; maps: readonly MapEntry[] };

/** The player's page. */
export function PlayerApp({ storage, maps }: PlayerAppProps) {
  const linkOfPage = () =>
    seatLinkOfPage(
      storage,
      window.location,
      () => window.history.replaceState(null, '', window.location.pathname + window.location.search),
      () => clearPlayerDrafts(storage),
    );
  const [link, setLink] = useState(linkOfPage);
  // A new link pasted over the old one changes only what follows `#`: the page does not reload.
  useEffect(() => {
    const onHash = () => window.location.hash.includes('token=') && setLink(linkOfPage());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storage]);
  const net = usePlayerNetwork(link);
  const player = usePlayerPacket(storage, link !== null);
  const input = useRef<HTMLInputElement>(null);
  const phase = player.phase;
  const [arrived, setArrived] = useState('');
  const [comparing, setComparing] = useState<Packet | null>(null);
  // Over the network Close packet keeps what was written and opens the seat's latest packet again.
  const [reopen, setReopen] = useState(0);
  const close = link
    ? () => {
        player.closeLive();
        setComparing(null);
        setReopen((n) => n + 1);
      }
    : player.close;
  // Each new packet from the umpire opens as it arrives, checked as a packet file is; the player's page says it received it.
  const latestId = net?.latest?.packetId;
  useEffect(() => {
    const latest = net?.latest;
    if (!net || !latest) return;
    let live = true;
    const before = phase.phase === 'open' ? phase.packet : null;
    void readDeskText(latest.text, 'the packet from the umpire').then((f) => {
      if (!live) return;
      if (f.kind !== 'packet') return player.fail(f.name, f.kind === 'refused' ? f.issues : [{ path: '(file)', message: 'it is not a packet' }]);
      const carried = player.openLive(f.packet);
      net.received(f.packet.packetId);
      setComparing(null);
      const p = f.packet.picture;
      if (before && before.packetId !== f.packet.packetId) {
        setArrived(
          `A new packet has arrived: ${p.seat.label} as known at ${clockText(p, p.atMin)} (the previous one is kept: Previous packet).${carried > 0 ? ` ${plural(carried, 'draft')} not sent ${carried === 1 ? 'was' : 'were'} carried over, dated from the new packet's minute: check and send.` : ''}`,
        );
      }
    });
    return () => {
      live = false;
    };
    // A packet id names one packet's text: only a new latest is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latestId, net !== null, reopen]);
  // The previous packet, read off the page's thread as it changes, to compare.
  const [previous, setPrevious] = useState<Packet | null>(null);
  const previousId = net?.previous?.packetId;
  useEffect(() => {
    const text = net?.previous?.text;
    setPrevious(null);
    if (!text) return;
    let live = true;
    void readDeskText(text, 'the previous packet').then((f) => live && f.kind === 'packet' && setPrevious(f.packet));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previousId]);
  const network = net ? { statusText: statusText(net), online: net.status === 'connected', refused: net.status === 'refused', send: net.send, previousAtMin: previous?.picture.atMin ?? null, onComparePrevious: () => previous && setComparing(previous) } : undefined;
  const chooser = (
    <input
      ref={input}
      type="file"
      className="visually-hidden"
      aria-label="Open packet file"
      accept=".json,application/json"
      tabIndex={-1}
      onChange={(e) => {
        const el = e.currentTarget;
        const file = el.files?.[0];
        el.value = '';
        if (!file) return;
        void readDeskFile(file).then((f) => {
          if (f.kind === 'packet') player.open(f);
          else if (f.kind === 'refused') player.fail(f.name, f.issues);
          else {
            const what = f.kind === 'orders' ? "a player's orders file, not a packet: it goes back to the umpire" : f.kind === 'campaign' ? "a campaign file, not a packet: it is opened at the umpire's desk" : 'not a packet from Campaign Desk';
            player.fail(f.name, [{ path: '(file)', message: `this is ${what}` }]);
          }
        });
      }}
    />
  );
  const openAnother = () => input.current?.click();
  if (phase.phase === 'open') {
    return (
      <ErrorBoundary FallbackComponent={(p: FallbackProps) => <PacketFailure title="The packet could not be shown" error={p.error} onClose={close} />}>
        <Suspense fallback={<p role="status">Opening the packet…</p>}>
          {comparing ? (
            <PlayerDesk key={`compare-${comparing.packetId}`} packet={comparing} kept storage={storage} maps={maps} onClose={close} compare={{ onBack: () => setComparing(null) }} />
          ) : (
            <PlayerDesk key={phase.packet.packetId} packet={phase.packet} kept={phase.kept} storage={storage} maps={maps} onClose={close} network={network} firstNotice={arrived} />
          )}
        </Suspense>
      </ErrorBoundary>
    );
  }
  return (
    <div className="desk player-desk">
      <header className="topbar">
        <div className="topbar-row">
          <h1 className="brand">Campaign Desk</h1>
          <p className="player-title">Player mode</p>
        </div>
      </header>
      {phase.phase === 'checking' ? (
        <main className="desk-empty">
          <p role="status">Opening the packet kept from last time…</p>
        </main>
      ) : phase.phase === 'failed' ? (
        <PacketFailure title={`“${phase.name}” cannot be opened`} issues={phase.issues} onClose={close} onOpen={link ? undefined : openAnother} />
      ) : net ? (
        <main className="desk-empty">
          <Card title="Your seat over the network">
            <p role="status">{net.status === 'refused' ? "This seat's link no longer opens it: the umpire may have given the seat a new link. Ask for it." : net.loaded ? `Waiting for the umpire's first packet… ${statusText(net)}` : 'Opening what this browser kept…'}</p>
            <div className="form-actions">
              <button
                type="button"
                onClick={() => {
                  forgetSeatLink(storage);
                  setLink(null);
                }}
              >
                Leave this seat
              </button>
            </div>
          </Card>
        </main>
      ) : (
        <main className="desk-empty">
          <Card title="Open the packet your umpire sent you">
            <p>A packet shows what your headquarters knows at its minute. Write your orders and reports from it, then Send orders and give the file to the umpire.</p>
            <p>Nothing of the campaign is kept in this browser: only the packet and what you write from it.</p>
            <div className="form-actions">
              <button type="button" className="primary" onClick={openAnother}>
                Open packet…
              </button>
              <a href="./">The umpire's desk</a>
            </div>
          </Card>
        </main>
      )}
      {chooser}
    </div>
  );
}

/** Where the page stands with the umpire, in a sentence. */
function statusText(net: PlayerNetwork): string {
  if (net.status === 'refused') return "This seat's link no longer opens it (the umpire may have given the seat a new one): nothing you send reaches the umpire. Ask for the new link.";
  if (net.status === 'connected') return net.waiting ? "Connected to the umpire's seat server: sending…" : "Connected to the umpire's seat server.";
  return net.waiting
    ? "No connection to the umpire's seat server: what you sent goes as soon as it is back."
    : "No connection to the umpire's seat server: the last packet received is shown; new ones arrive when it is back.";
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="empty-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Why a packet cannot be opened or shown, with Close packet (and, when given, Open another packet…). */
function PacketFailure({ title, issues, error, onClose, onOpen }: { title: string; issues?: readonly FileIssue[]; error?: unknown; onClose(): void; onOpen?(): void }) {
  const lines = issues ? issues.slice(0, 10).map(fileProblemLine) : [errorView(error).title];
  return (
    <main className="desk-empty">
      <section className="empty-card failure-card" aria-label={title}>
        <h2>{title}</h2>
        <div role="alert" className="packet-failure-lines">
          {lines.map((l) => (
            <p key={l}>
              {l}
            </p>
          ))}
        </div>
        <p>Nothing was kept from it. Ask the umpire for a new packet if this one came damaged.</p>
        <div className="form-actions">
          <button type="button" className="primary" onClick={onClose}>
            Close packet
          </button>
          {onOpen && (
            <button type="button" onClick={onOpen}>
              Open another packet…
            </button>
          )}
        </div>
      </section>
    </main>
  );
}
