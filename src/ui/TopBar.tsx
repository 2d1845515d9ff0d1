/**
 * The desk's top bar (DESIGN.md §Screens): the campaign select (combobox "Campaign") and campaign
 * actions ("New campaign", "Rename", "Duplicate", "Delete campaign"), the campaign clock with its
 * buttons ("Advance 1 hour", "Next period", "Advance to…", with a step planner "Advance to next contact",
 * "Settings": `clock/CampaignClock.tsx`),
 * the screens ("Orders", "High command", "Fire plans", "Logistics", "Contacts (n)" with the number of
 * open contacts, "Engagements", "Log", "Seats"), the "View" select (Umpire, or a player's seat: the desk then shows
 * that seat's picture, read-only, with "Issue packet", "Print packet" and "Lock view…" in place of the
 * umpire's tools; locked, only "Unlock…" leads back),
 * "Undo" and "Redo" (titled with what they remove or write again), "Export", "Import…", and the storage answer
 * ("Storage: persistent" / "best-effort" / "unsupported"). Names as ARCHITECTURE.md §Accessible names.
 */
import { useId } from 'react';
import type { CampaignMeta, PersistenceStatus } from '../db/api.ts';
import { CampaignClock } from './clock/CampaignClock.tsx';
import type { DeskWriter } from './deskHost.ts';
import type { PlanStep } from './route/turnPlanner.ts';
import type { OpenCampaign } from './deskBootstrap.ts';

/** Props. `showCampaignActions` is false on the empty desk (its own buttons take over). */
export type TopBarProps = {
  campaigns: readonly CampaignMeta[];
  current: OpenCampaign | null;
  persistence: PersistenceStatus | null;
  busy: boolean;
  /** What Undo removes (`Undo: advanced the clock …`); null: nothing to undo. */
  undoTitle: string | null;
  /** What Redo writes again (`Redo: …`); null: nothing to redo. */
  redoTitle: string | null;
  showCampaignActions: boolean;
  onOpen(id: string): void;
  onNew(): void;
  onRename(): void;
  onDuplicate(): void;
  onDelete(): void;
  onUndo(): void;
  onRedo(): void;
  onExport(): void;
  /** "Export map…": the map as GeoJSON or as a map file (absent: no button). */
  onExportMap?(): void;
  /** "Scanned map…": place a scanned map under the terrain (absent: no button). */
  onScan?(): void;
  /** "Base map…": open an offline base map (a PMTiles archive) under the terrain (absent: no button). */
  onBaseMap?(): void;
  onImport(): void;
  /** Whether an engagement screen (the list or one engagement) is showing instead of the map. */
  engagementsOpen?: boolean;
  /** "Engagements": show the campaign's engagements, or go back to the map when they show. */
  onEngagements?(): void;
  /** Which of the other screens shows: 'orders' (written orders), 'sheets' (1418 high-command sheets), 'fireplans' (artillery fire plans), 'logistics' or 'contacts' (the contacts queue). */
  screenOpen?: 'orders' | 'sheets' | 'fireplans' | 'logistics' | 'contacts' | 'log' | 'seats' | null;
  /** "Orders": show the written orders, or go back to the map when they show. */
  onOrders?(): void;
  /** "High command": show the high-command sheets, or go back to the map when they show. */
  onSheets?(): void;
  /** "Fire plans": show the artillery fire plans, or go back to the map when they show. */
  onFirePlans?(): void;
  /** "Logistics": show the ledgers, readiness board and logistics actions, or go back to the map. */
  onLogistics?(): void;
  /** "Contacts (n)": show the contacts queue, or go back to the map when it shows. */
  onContacts?(): void;
  /** "Log": show the campaign log, or go back to the map when it shows. */
  onLog?(): void;
  /** The clock's step planner (units march and contacts are found hour by hour); absent: the clock only moves. */
  planStep?: PlanStep;
  /** Writes the clock's events (`clock.advanced`, `settings.changed`); without it the clock has no buttons. */
  writer?: DeskWriter;
  /** A clock button's write failed (`doing`: e.g. "Could not advance the clock"); dialogs show their own errors. */
  onError?(doing: string, e: unknown): void;
  /** A clock dialog opened (true) or closed (false): the desk makes the rest of the page inert meanwhile. */
  onDialogChange?(open: boolean): void;
  /** A clock write (an advance, hour by hour or at once) started or ended. */
  onClockRunning?(running: boolean): void;
  /** The players' seats the "View" select offers beside "Umpire" (none: no select). */
  seats?: readonly { id: string; label: string }[];
  /** The seat whose picture the desk shows (null: the umpire's view, the truth). */
  viewId?: string | null;
  /** Switch the view: a seat id, or null for the umpire's. */
  onView?(seatId: string | null): void;
  /** "Seats": the seats, their reports and truth against picture (umpire's view only). */
  onSeats?(): void;
  /** Orders files new in the seat server's inbox, shown on "Seats" ("Seats (2 new)"). */
  inboxNew?: number;
  /** In a seat's view, "Issue packet": record the packet and save the seat's picture as a packet file (absent: not offered, a locked view). */
  onExportPacket?(): void;
  /** Whether the view is locked to its seat (the projector lock). */
  locked?: boolean;
  /** In a seat's view, "Lock view…" (or, locked, "Unlock…"). */
  onLock?(): void;
  /** In a seat's view, "Print packet": print the seat's packet on A4. */
  onPrintPacket?(): void;
};

/** The storage status text, e.g. "Storage: persistent"; "Storage: checking…" before the answer. */
export function storageText(p: PersistenceStatus | null): string {
  return p === null ? 'Storage: checking…' : `Storage: ${p}`;
}

/** How many contacts wait in the umpire's queue (status 'open'). */
export function openContacts(state: Pick<OpenCampaign['state'], 'contacts'>): number {
  let n = 0;
  for (const c of Object.values(state.contacts ?? {})) if (c.status === 'open') n++;
  return n;
}

/** The bar. */
export function TopBar(p: TopBarProps) {
  const id = useId();
  const c = p.current;
  const seatView = (p.viewId ?? null) !== null;
  return (
    <header className="topbar">
      <div className="topbar-row">
        <h1 className="brand">
          <svg className="brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 2v6M12 16v6M2 12h6M16 12h6" stroke="currentColor" strokeWidth="2" />
          </svg>
          Campaign Desk
        </h1>
        {p.showCampaignActions && (
          <div className="campaign-controls">
            <label htmlFor={`${id}-campaign`} className="campaign-label">
              Campaign
            </label>
            <select id={`${id}-campaign`} value={c?.meta.id ?? ''} onChange={(e) => e.target.value && p.onOpen(e.target.value)}>
              {!c && <option value="">Choose a campaign…</option>}
              {p.campaigns.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
            <div className="button-group" role="group" aria-label="Campaign actions">
              <button type="button" onClick={p.onNew}>
                New campaign
              </button>
              <button type="button" onClick={p.onImport}>
                Import…
              </button>
              <button type="button" onClick={p.onRename} disabled={!c}>
                Rename
              </button>
              <button type="button" onClick={p.onDuplicate} disabled={!c || p.busy}>
                Duplicate
              </button>
              <button type="button" onClick={p.onDelete} disabled={!c}>
                Delete campaign
              </button>
            </div>
          </div>
        )}
        <p className="storage" title="Whether the browser keeps this app's data when space runs low">
          {storageText(p.persistence)}
        </p>
      </div>
      {c && (
        <div className="topbar-row topbar-tools">
          <p className="print-only">{c.meta.name}</p>
          <CampaignClock
            key={c.meta.id}
            state={c.state}
            writer={p.writer}
            busy={p.busy}
            onError={p.onError}
            onDialogChange={p.onDialogChange}
            onRunningChange={p.onClockRunning}
            planStep={p.planStep}
          />
          {p.seats && p.seats.length > 0 && p.onView && (
            <div className="view-select">
              <label htmlFor={`${id}-view`}>View</label>
              <select id={`${id}-view`} value={p.viewId ?? ''} onChange={(e) => p.onView?.(e.target.value === '' ? null : e.target.value)}>
                <option value="">Umpire</option>
                {p.seats.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          {seatView ? (
            <div className="button-group" role="group" aria-label="Packet">
              {p.onExportPacket && (
                <button type="button" onClick={p.onExportPacket}>
                  Issue packet
                </button>
              )}
              <button type="button" onClick={p.onPrintPacket}>
                Print packet
              </button>
              {p.onLock && (
                <button type="button" onClick={p.onLock}>
                  {p.locked ? 'Unlock…' : 'Lock view…'}
                </button>
              )}
            </div>
          ) : null}
          {p.onEngagements && (
            <div className="button-group" role="group" aria-label="Screens">
              {p.onOrders && (
                <button type="button" aria-pressed={p.screenOpen === 'orders'} onClick={p.onOrders}>
                  Orders
                </button>
              )}
              {p.onSheets && (
                <button type="button" aria-pressed={p.screenOpen === 'sheets'} onClick={p.onSheets}>
                  High command
                </button>
              )}
              {p.onFirePlans && (
                <button type="button" aria-pressed={p.screenOpen === 'fireplans'} onClick={p.onFirePlans}>
                  Fire plans
                </button>
              )}
              {p.onLogistics && (
                <button type="button" aria-pressed={p.screenOpen === 'logistics'} onClick={p.onLogistics}>
                  Logistics
                </button>
              )}
              {p.onContacts && !seatView && (
                <button type="button" aria-pressed={p.screenOpen === 'contacts'} onClick={p.onContacts}>
                  Contacts ({openContacts(c.state)})
                </button>
              )}
              {!seatView && (
                <button type="button" aria-pressed={p.engagementsOpen ?? false} onClick={p.onEngagements}>
                  Engagements
                </button>
              )}
              {p.onLog && (
                <button type="button" aria-pressed={p.screenOpen === 'log'} onClick={p.onLog}>
                  Log
                </button>
              )}
              {p.onSeats && !seatView && (
                <button type="button" aria-pressed={p.screenOpen === 'seats'} onClick={p.onSeats}>
                  {p.inboxNew ? `Seats (${p.inboxNew} new)` : 'Seats'}
                </button>
              )}
            </div>
          )}
          {!seatView && (
            <div className="button-group" role="group" aria-label="Campaign log">
              <button type="button" onClick={p.onUndo} disabled={p.undoTitle === null || p.busy} title={p.undoTitle ?? 'Nothing to undo'} aria-keyshortcuts="Control+Z">
                Undo
              </button>
              <button type="button" onClick={p.onRedo} disabled={p.redoTitle === null || p.busy} title={p.redoTitle ?? 'Nothing to redo'} aria-keyshortcuts="Control+Shift+Z Control+Y">
                Redo
              </button>
              <button type="button" onClick={p.onExport} disabled={p.busy}>
                Export
              </button>
              {p.onExportMap && (
                <button type="button" onClick={p.onExportMap} disabled={p.busy}>
                  Export map…
                </button>
              )}
              {p.onScan && (
                <button type="button" onClick={p.onScan} disabled={p.busy}>
                  Scanned map…
                </button>
              )}
              {p.onBaseMap && (
                <button type="button" onClick={p.onBaseMap} disabled={p.busy}>
                  Base map…
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </header>
  );
}
