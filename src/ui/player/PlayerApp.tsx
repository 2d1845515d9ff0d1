/**
 * Player mode's own page (`?player`, which `npm start` prints beside the umpire's address): a player
 * opens the packet the umpire sent and writes orders from it. It creates no campaign and opens no
 * campaign store — the player's browser holds the packet's picture and the player's drafts, never the
 * truth. Every file is read and checked off the page's thread (`readDeskFile`); a packet that cannot
 * be opened, or a desk that fails while drawing one, shows why with "Close packet" — never a blank page.
 */
import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { FileIssue } from '../../campaign/index.ts';
import { errorView } from '../errorText.ts';
import { readDeskFile } from '../files/readDeskFile.ts';
import { fileProblemLine } from '../filePlace.ts';
import type { MapEntry } from '../types.ts';
import type { KeyValueStorage } from '../useDesk.ts';
import { usePlayerPacket } from './playerStore.ts';
import '../seats/seats.css';

const PlayerDesk = lazy(() => import('./PlayerDesk.tsx'));

/** Props: where the packet and drafts are kept (localStorage) and the bundled maps (their terrain). */
export type PlayerAppProps = { storage: KeyValueStorage | null; maps: readonly MapEntry[] };

/** The player's page. */
export function PlayerApp({ storage, maps }: PlayerAppProps) {
  const player = usePlayerPacket(storage);
  const input = useRef<HTMLInputElement>(null);
  const phase = player.phase;
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
      <ErrorBoundary FallbackComponent={(p: FallbackProps) => <PacketFailure title="The packet could not be shown" error={p.error} onClose={player.close} />}>
        <Suspense fallback={<p role="status">Opening the packet…</p>}>
          <PlayerDesk packet={phase.packet} kept={phase.kept} storage={storage} maps={maps} onClose={player.close} />
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
        <PacketFailure title={`“${phase.name}” cannot be opened`} issues={phase.issues} onClose={player.close} onOpen={openAnother} />
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
