/**
 * The desk (DESIGN.md §Screens): top bar, message bar (`status` "Messages", errors in an `alert`),
 * the three columns of the open campaign, and the campaign dialogs. On start it creates the
 * Cambrai campaign if there is none and opens the last-opened (else the newest) campaign
 * (`useDesk`). While a dialog is open the rest of the page is inert and hidden from assistive tech.
 * "Engagements" in the top bar swaps the columns for the 1418 engagement screens (`engagement/`);
 * which screen shows is remembered per campaign (`engagement/screenMemory.ts`). The clock's step
 * planner comes up from the Workspace (built from the map's terrain) and goes down to the top bar's clock.
 * The top bar's View shows the campaign as the umpire sees it or as a player's seat knows it (its
 * picture, read-only, `seats/seatView.ts`); Import takes a campaign file, a player's orders file (into
 * the open campaign) or a packet (which opens player mode, `player/PlayerDesk.tsx`, loaded on demand).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { PacketError, type UnitId } from '../campaign/index.ts';
import { savePlayerPacket } from './player/playerStore.ts';
import { readDeskFiles } from './files/readDeskFile.ts';
import { issuePackets } from './seats/issuePackets.ts';
import { chosenOrdersFiles, TakeInDialog, type ChosenOrdersFile } from './seats/TakeInDialog.tsx';
import { LockDialog, UnlockDialog } from './seats/LockDialogs.tsx';
import { useViewLock } from './seats/viewLock.ts';
import { useSeatNetwork } from './seats/network/useSeatNetwork.ts';
import type { CampaignStore } from '../db/api.ts';
import { DeleteDialog, NewCampaignDialog, RenameDialog } from './CampaignDialogs.tsx';
import { MapDialogs } from './newmap/MapDialogs.tsx';
import { CampaignFailure, DeskBoundary } from './CampaignFailure.tsx';
import { useUndoKeys } from './useUndoKeys.ts';
import { MessageBar } from './MessageBar.tsx';
import { TopBar } from './TopBar.tsx';
import type { MapEntry } from './types.ts';
import { useDesk, type KeyValueStorage } from './useDesk.ts';
import { Workspace } from './Workspace.tsx';
import { useLedger } from './logistics/useLedger.ts';
import { NewEngagementDialog } from './engagement/NewEngagementDialog.tsx';
import { engagementCreatedEvent } from './engagement/newEngagement.ts';
import { loadDeskScreen, saveDeskScreen } from './engagement/screenMemory.ts';
import type { DeskScreen, EngagementHost } from './engagement/types.ts';
import type { PlanStep } from './route/turnPlanner.ts';
import { seatsOf, seatViewError, useSeatView } from './seats/seatView.ts';
import { SeatBanner } from './seats/SeatBanner.tsx';
import { PacketPrint } from './seats/PacketPrint.tsx';

/**
 * Props: the store, the bundled maps (the first is the default campaign's), where to remember the
 * open campaign (localStorage; null: nowhere) and how to reload the page after another tab
 * upgraded the database. Pass stable values (module constants): they are effect dependencies.
 */
export type AppProps = {
  store: CampaignStore;
  maps: readonly MapEntry[];
  storage: KeyValueStorage | null;
  reload(): void;
  /** Go to player mode's own page (`?player`) once a packet is kept there (default: this page with `?player`). */
  onPlayerMode?(): void;
};

type DialogKind = 'new' | 'newmap' | 'exportmap' | 'scan' | 'basemap' | 'rename' | 'delete' | 'engagement' | 'lock' | 'unlock' | null;

/** Screens of the umpire's alone: a seat's view shows the map instead. */
const UMPIRE_SCREENS: ReadonlySet<DeskScreen['kind']> = new Set(['list', 'engagement', 'contacts', 'seats']);

/** Player mode's page: the same app at `?player`, which creates no campaign. */
const goToPlayerMode = () => window.location.assign('?player');

/** The app. */
export function App({ store, maps, storage, reload, onPlayerMode = goToPlayerMode }: AppProps) {
  const desk = useDesk({ store, maps, storage, reload });
  const { actions, guard, current } = desk;
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [clockDialog, setClockDialog] = useState(false);
  const [screenDialog, setScreenDialog] = useState(false);
  const [printing, setPrinting] = useState(false);
  // The projector lock: a seat's view the players cannot leave without the umpire's code.
  const viewLock = useViewLock(storage);
  const locked = viewLock.lock && current && viewLock.lock.campaignId === current.meta.id ? viewLock.lock : null;
  // Players' orders files chosen to take in, shown in the preview until taken in or cancelled.
  const [takeIn, setTakeIn] = useState<ChosenOrdersFile[] | null>(null);
  // While the clock writes (an advance runs hour by hour), Undo, Redo, Duplicate and Export wait.
  const [clockRunning, setClockRunning] = useState(false);
  const busy = desk.busy || clockRunning;
  const modal = dialog !== null || clockDialog || screenDialog || takeIn !== null;
  const [planStep, setPlanStep] = useState<{ step: PlanStep } | null>(null);
  const reportPlanStep = useMemo(() => (step: PlanStep | null) => setPlanStep(step ? { step } : null), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const closeDialog = () => setDialog(null);
  const undoTitle = current?.undo ? `Undo: ${current.undo.description}` : null;
  const redoTitle = desk.redoable ? `Redo: ${desk.redoable.description}` : null;
  const noCampaigns = desk.phase === 'ready' && desk.campaigns.length === 0;
  // The screen below the top bar per campaign (map, engagement list, one engagement), remembered.
  const [screens, setScreens] = useState<Record<string, DeskScreen>>({});
  const selected = useRef<UnitId | null>(null);
  const campaignId = current?.meta.id ?? null;
  const chosenScreen: DeskScreen = campaignId ? (screens[campaignId] ?? loadDeskScreen(storage, campaignId)) : { kind: 'map' };
  const setScreen = useMemo(
    () => (s: DeskScreen) => {
      if (!campaignId) return;
      setScreens((all) => ({ ...all, [campaignId]: s }));
      saveDeskScreen(storage, campaignId, s);
    },
    [campaignId, storage],
  );
  // The view: the umpire's (the truth) or a player's seat (its picture, read-only), remembered per campaign.
  const { viewId, seatView, setView: chooseView, seatWriter } = useSeatView(storage, campaignId, current?.state ?? null, (seatId) => {
    if (seatId !== null && UMPIRE_SCREENS.has(chosenScreen.kind)) setScreen({ kind: 'map' });
    // What the umpire's view last said (names of the enemy, say) must not show in a seat's view.
    desk.say('');
    desk.dismissError();
  });
  // While locked the view is the locked seat's, whatever was chosen or remembered.
  const setView = (seatId: string | null) => {
    if (!locked) chooseView(seatId);
  };
  useEffect(() => {
    if (locked && viewId !== locked.seatId) chooseView(locked.seatId);
  });
  // The umpire's screens have nothing to show in a seat's view (however the screen was remembered).
  const screen: DeskScreen = seatView && UMPIRE_SCREENS.has(chosenScreen.kind) ? { kind: 'map' } : chosenScreen;
  // Undo and Redo change the campaign: not from a seat's view, nor in player mode.
  useUndoKeys(!modal && desk.phase === 'ready' && !seatView, {
    undo: () => undoTitle !== null && !busy && void guard('Could not undo', actions.undo),
    redo: () => redoTitle !== null && !busy && void guard('Could not redo', actions.redo),
  });
  const writer = useMemo(() => ({ append: actions.append, appendAll: actions.appendAll }), [actions]);
  const network = useSeatNetwork(storage, campaignId, current?.state ?? null, current?.meta.name ?? '', clockRunning, actions.appendAll, desk.say, desk.notice);
  const logistics = useLedger(store, campaignId, current?.state ?? null, current?.head ?? null, screen.kind === 'logistics' || screen.kind === 'log', (e) =>
    void guard('Could not read the campaign log', () => Promise.reject(e)),
  );
  const refuse = () => Promise.reject(seatViewError(seatView?.picture.seat.label ?? ''));
  const host: EngagementHost = {
    screen,
    setScreen,
    newEngagement: () => (seatView ? void guard('Could not start an engagement', refuse) : setDialog('engagement')),
    append: seatView ? refuse : actions.appendEngagement,
    undoStep: seatView ? refuse : actions.undoEngagement,
    head: current?.head ?? null,
  };

  /**
   * Import the chosen files, each read and checked off the page's thread: a player's packet opens player
   * mode (its own page, which creates no campaign); players' orders files go to the preview; campaign
   * files are imported one after another.
   */
  const importFiles = async (files: File[]) => {
    const read = await readDeskFiles(files);
    const packets = read.filter((f) => f.kind === 'packet' || (f.kind === 'refused' && f.what === "player's packet"));
    if (packets.length > 0 && read.length > 1) throw new Error('a packet opens alone, in player mode: choose it by itself');
    const only = read[0]!;
    if (only.kind === 'packet') {
      savePlayerPacket(storage, only.text);
      onPlayerMode();
      return;
    }
    const orders = chosenOrdersFiles(read.filter((f) => f.kind === 'orders' || (f.kind === 'refused' && f.what !== "player's packet")));
    if (orders.length > 0) {
      if (!current) throw new Error("open the campaign the orders belong to first: players' orders are taken into the open campaign");
      if (read.some((f) => f.kind === 'campaign' || f.kind === 'other')) throw new Error("choose players' orders files on their own, not with a campaign file: they are taken into the campaign that is open");
      setTakeIn(orders);
    }
    if (only.kind === 'refused' && only.what === "player's packet") throw new PacketError(only.issues);
    // Campaign files, and files of no kind the desk knows (the store's check says what they are not).
    for (const f of read) if (f.kind === 'campaign' || f.kind === 'other') await actions.importFile(files[read.indexOf(f)]!);
  };

  return (
    <>
      <div className="desk" inert={modal} aria-hidden={modal ? true : undefined}>
        <DeskBoundary
          campaign={current?.meta ?? null}
          resetKey={current?.meta.id ?? null}
          campaigns={desk.campaigns}
          onOpen={(id) => void guard('Could not open the campaign', () => actions.open(id))}
          onExportRaw={(id) => void guard('Could not export the raw log', () => actions.exportRaw(id))}
          onDelete={(id) => void guard('Could not delete the campaign', () => actions.removeById(id))}
        >
          <TopBar
            campaigns={desk.campaigns}
            current={current}
            persistence={desk.persistence}
            busy={busy}
            onClockRunning={setClockRunning}
            undoTitle={undoTitle}
            redoTitle={redoTitle}
            showCampaignActions={desk.phase === 'ready' && !noCampaigns && !locked}
            onOpen={(id) => void guard('Could not open the campaign', () => actions.open(id))}
            onNew={() => setDialog('new')}
            onRename={() => setDialog('rename')}
            onDuplicate={() => void guard('Could not duplicate', actions.duplicate)}
            onDelete={() => setDialog('delete')}
            onUndo={() => void guard('Could not undo', actions.undo)}
            onRedo={() => void guard('Could not redo', actions.redo)}
            onExport={() => void guard('Could not export', actions.exportFile)}
            onExportMap={() => setDialog('exportmap')}
            onScan={() => setDialog('scan')}
            onBaseMap={() => setDialog('basemap')}
            onImport={() => fileInput.current?.click()}
            engagementsOpen={screen.kind === 'list' || screen.kind === 'engagement'}
            screenOpen={
              screen.kind === 'orders' || screen.kind === 'sheets' || screen.kind === 'fireplans' || screen.kind === 'logistics' || screen.kind === 'contacts' || screen.kind === 'log' || screen.kind === 'seats'
                ? screen.kind
                : null
            }
            onOrders={() => setScreen(screen.kind === 'orders' ? { kind: 'map' } : { kind: 'orders' })}
            onSheets={() => setScreen(screen.kind === 'sheets' ? { kind: 'map' } : { kind: 'sheets' })}
            onFirePlans={() => setScreen(screen.kind === 'fireplans' ? { kind: 'map' } : { kind: 'fireplans' })}
            onLogistics={() => setScreen(screen.kind === 'logistics' ? { kind: 'map' } : { kind: 'logistics' })}
            onContacts={() => setScreen(screen.kind === 'contacts' ? { kind: 'map' } : { kind: 'contacts' })}
            onLog={() => setScreen(screen.kind === 'log' ? { kind: 'map' } : { kind: 'log' })}
            planStep={planStep?.step}
            writer={seatView ? undefined : writer}
            onError={(doing, e) => void guard(doing, () => Promise.reject(e))}
            onDialogChange={setClockDialog}
            onEngagements={() => setScreen(screen.kind === 'list' || screen.kind === 'engagement' ? { kind: 'map' } : { kind: 'list' })}
            seats={current ? seatsOf(current.state) : []}
            viewId={viewId}
            onView={locked ? undefined : setView}
            locked={locked !== null}
            onLock={() => setDialog(locked ? 'unlock' : 'lock')}
            onSeats={() => setScreen(screen.kind === 'seats' ? { kind: 'map' } : { kind: 'seats' })}
            inboxNew={network.inbox.waiting}
            onExportPacket={locked ? undefined : () => {
              const seat = current && viewId !== null ? current.state.seats?.[viewId] : undefined;
              if (current && seat) void guard('Could not issue the packet', () => issuePackets(current.state, [seat], current.meta.name, actions.appendAll));
            }}
            onPrintPacket={() => seatView && setPrinting(true)}
          />
          <div>
            {seatView && <SeatBanner picture={seatView.picture} locked={locked !== null} />}
            <MessageBar notice={desk.notice} error={desk.error} onDismiss={desk.dismissError} />
          </div>
          {desk.phase === 'loading' ? (
            <main className="desk-empty">
              <p>Opening your campaigns…</p>
            </main>
          ) : !current && desk.failed ? (
            <CampaignFailure
              failed={desk.failed.meta}
              error={desk.failed.error}
              campaigns={desk.campaigns}
              onOpen={(id) => void guard('Could not open the campaign', () => actions.open(id))}
              onExportRaw={(id) => void guard('Could not export the raw log', () => actions.exportRaw(id))}
              onDelete={(id) => void guard('Could not delete the campaign', () => actions.removeById(id))}
            />
          ) : current ? (
            <Workspace
              key={current.meta.id}
              campaignId={current.meta.id}
              state={seatView?.state ?? current.state}
              storage={storage}
              map={maps.find((m) => m.id === current.state.mapId) ?? null}
              engagements={host}
              writer={seatWriter ?? writer}
              loadImage={actions.loadImage}
              loadArchive={actions.loadArchive}
              logistics={seatView ? undefined : logistics}
              onPlanStep={reportPlanStep}
              onViewSeat={setView}
              network={network}
              onDialogChange={setScreenDialog}
              onSelectedChange={(id) => {
                selected.current = id;
              }}
              onMoveUnit={(id, to) => void guard('Could not move the unit', () => (seatView ? Promise.reject(seatViewError(seatView.picture.seat.label)) : actions.moveUnit(id, to)))}
              onEdit={async (id, changes) => {
                if (seatView) throw seatViewError(seatView.picture.seat.label);
                try {
                  await actions.editUnit(id, changes);
                } catch (e) {
                  desk.reportQuota(e);
                  throw e;
                }
              }}
            />
          ) : (
            <main className="desk-empty">
              <div className="empty-card">
                <h2>{noCampaigns ? 'No campaigns in this browser' : 'No campaign open'}</h2>
                {noCampaigns ? (
                  <>
                    <p>Start one from a bundled map, or import a campaign file exported from another machine.</p>
                    <div className="form-actions">
                      <button type="button" className="primary" onClick={() => setDialog('new')}>
                        New campaign
                      </button>
                      <button type="button" onClick={() => fileInput.current?.click()}>
                        Import…
                      </button>
                    </div>
                  </>
                ) : (
                  <p>Choose a campaign above, start a new one or import a file.</p>
                )}
              </div>
            </main>
          )}
        </DeskBoundary>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          aria-label="Import campaign file"
          accept=".json,application/json"
          multiple
          tabIndex={-1}
          onChange={(e) => {
            const input = e.currentTarget;
            const files = [...(input.files ?? [])];
            input.value = '';
            if (files.length === 0) return;
            void guard('Could not import', () => importFiles(files));
          }}
        />
      </div>
      {takeIn && current && (
        <TakeInDialog
          state={current.state}
          files={takeIn}
          onCancel={() => setTakeIn(null)}
          onTakeIn={async (drafts, notice) => {
            await actions.appendAll(drafts, notice);
            setTakeIn(null);
          }}
        />
      )}
      {printing && seatView && <PacketPrint picture={seatView.picture} onDone={() => setPrinting(false)} />}
      {dialog === 'new' && (
        <NewCampaignDialog
          maps={maps}
          onCancel={closeDialog}
          onCreate={async (mapId, name) => {
            await actions.create(mapId, name);
            closeDialog();
          }}
          onNewMap={() => setDialog('newmap')}
        />
      )}
      {(dialog === 'newmap' || dialog === 'exportmap' || dialog === 'scan' || dialog === 'basemap') && (
        <MapDialogs
          kind={dialog}
          current={current}
          maps={maps}
          say={desk.say}
          onClose={closeDialog}
          append={actions.append}
          createOwn={actions.createOwn}
          loadImage={actions.loadImage}
          loadArchive={actions.loadArchive}
        />
      )}
      {dialog === 'engagement' && current && (
        <NewEngagementDialog
          state={current.state}
          selectedId={selected.current}
          onCancel={closeDialog}
          onCreate={async (choice) => {
            const draft = engagementCreatedEvent(current.state, choice);
            await actions.appendEngagement(draft, `Started the engagement “${draft.payload.title}”.`);
            setScreen({ kind: 'engagement', id: draft.payload.engagementId });
            closeDialog();
          }}
        />
      )}
      {dialog === 'lock' && current && seatView && viewId !== null && (
        <LockDialog
          label={seatView.picture.seat.label}
          onCancel={closeDialog}
          onLock={async (code) => {
            await viewLock.lockView(current.meta.id, viewId, code);
            desk.say(`The desk is locked to “${seatView.picture.seat.label}”: Unlock… asks for the umpire's code.`);
            closeDialog();
          }}
        />
      )}
      {dialog === 'unlock' && (
        <UnlockDialog
          onCancel={closeDialog}
          onUnlock={async (code) => {
            const ok = await viewLock.unlock(code);
            if (ok) {
              closeDialog();
              chooseView(null);
              desk.say('Unlocked: the desk is the umpire’s again.');
            }
            return ok;
          }}
        />
      )}
      {dialog === 'rename' && current && (
        <RenameDialog
          current={current.meta.name}
          onCancel={closeDialog}
          onRename={async (name) => {
            await actions.rename(name);
            closeDialog();
          }}
        />
      )}
      {dialog === 'delete' && current && (
        <DeleteDialog
          name={current.meta.name}
          onCancel={closeDialog}
          onDelete={async () => {
            await actions.remove();
            closeDialog();
          }}
        />
      )}
    </>
  );
}
