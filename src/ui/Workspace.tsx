/**
 * The desk's three columns for the open campaign (DESIGN.md §Screens): the ORBAT tree on the left,
 * the campaign map in the centre, the unit panel on the right. Holds the selection and the map's
 * focus request; key it by campaign id so both reset when another campaign opens. The selection and
 * the map's view are remembered per campaign (`viewMemory.ts`), so a reload shows the same screen.
 * When the desk shows the engagements (`engagements.screen`), the engagement list or one engagement
 * takes the whole width; the columns stay mounted (hidden), so the map comes back as it was.
 * With the desk's `writer`, the Workspace also opens the command dialogs (`src/ui/command/`): the
 * Command relations dialog, and the 1916 Command test before a move while that setting is on; the
 * columns are inert while one is open. Once opened, the Orders screen stays mounted (hidden while
 * another screen shows), so an order form keeps its draft while one of its points is picked on the
 * map (`useOrderMapPick`: the map shows, one click fills the row, and the Orders screen comes back).
 * The Fire plans screen likewise stays mounted once opened; the plan it shows is the plan the map
 * draws (remembered per campaign, `loadMapFirePlan`), with the serial singled out and the time chosen
 * there (`selectedSerialId`, `atMin` of the map's `firePlan`), and its "Show on map" goes to the map,
 * centred on that serial's aim point (else the plan's first).
 * From the loaded terrain the Workspace builds the turn planner once (`route/turnPlanner.ts`:
 * the going, the road network, `planStep` — handed up with `onPlanStep` for the clock; open going when
 * the map has no terrain, as the map's note says), gives the unit panel's route editor the roads and the
 * waypoint pick on the map (`route/useRoutePick.ts`), the map the going (real estate by country), and
 * shows the Contacts screen (`contacts/ContactsScreen.tsx`), whose "Show on map" centres the map there.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { settingsOf, checkCommandRelation, type EditableUnitFields, type CampaignState, type UnitId, type CampaignEvent } from '../campaign/index.ts';
import { CampaignMap } from '../map/CampaignMap.tsx';
import { unitSidc } from '../map/sidc.ts';
import type { LonLat } from '../rules/types.ts';
import { OrbatTree } from './OrbatTree.tsx';
import { OrbatEditBar } from './orbat/OrbatEditBar.tsx';
import { useCampaignTerrain } from './useCampaignTerrain.ts';
import type { MapEntry } from './types.ts';
import type { KeyValueStorage } from './useDesk.ts';
import { loadScreen, saveScreen, type MapView } from './viewMemory.ts';
import { UnitPanel } from './UnitPanel.tsx';
import { CommandRelationDialog } from './command/CommandRelationDialog.tsx';
import { commandSetDraft, relationNotice } from './command/relationModel.ts';
import { CommandTestDialog } from './command/CommandTestDialog.tsx';
import type { DeskWriter } from './deskHost.ts';
import type { EngagementHost } from './engagement/types.ts';
import { useFirePlanDesk } from './fireplan/useFirePlanDesk.ts';
import { useOrderMapPick } from './orders/useOrderMapPick.ts';
import { TimelinePane } from './timeline/TimelinePane.tsx';
import type { Ledger } from '../rules/index.ts';
import { useTurnPlanner, type PlanStep } from './route/turnPlanner.ts';
import { useRoutePick } from './route/useRoutePick.ts';
import { useMapPicture } from './seats/seatView.ts';
import type { SeatNetwork } from './seats/network/useSeatNetwork.ts';
import { ContactsScreen, EngagementList, EngagementScreen, FirePlanScreen, LogisticsScreen, LogScreen, OrdersScreen, OrderTimelineChart, ScreenLoading, SeatsScreen, SheetScreen } from './lazyScreens.tsx';

/**
 * Props: the campaign's id and state, the bundled map to draw (null: not bundled), where to remember
 * the screen across reloads (null: nowhere), and the store-writing callbacks.
 */
export type WorkspaceProps = {
  campaignId: string;
  state: CampaignState;
  storage: KeyValueStorage | null;
  map: MapEntry | null;
  onMoveUnit(id: UnitId, to: LonLat): void;
  onEdit(id: UnitId, changes: Partial<EditableUnitFields>): Promise<void>;
  /** The engagement screens' side of the desk (absent: the map only). */
  engagements?: EngagementHost;
  /** Told the selected unit whenever it changes (the New engagement dialog starts from it). */
  onSelectedChange?(id: UnitId | null): void;
  /**
   * The desk's writer (`useDesk().actions.append`). With it: the Command relations dialog (C on an
   * ORBAT row, "Command relations…" in the unit panel), the HQ location field, and — while the
   * campaign setting `commandTest1916` is on — the Command test dialog before every move.
   */
  writer?: DeskWriter;
  /** The campaign's ledgers and log for the Logistics screen (`useLedger`; nulls until read). */
  logistics?: { ledger: Ledger | null; events: readonly CampaignEvent[] | null };
  /** Told the clock's step planner once the terrain is read (null before, and when the Workspace goes). */
  onPlanStep?(planStep: PlanStep | null): void;
  /** Switch the desk's view to a player's seat (the Seats screen's "View as …"). */
  onViewSeat?(seatId: string): void;
  /** The desk's seat server, for the Seats screen (absent: the screen offers no network). */
  network?: SeatNetwork;
  /** A screen's dialog (the Contacts screen's) opened or closed: the desk makes the rest inert meanwhile. */
  onDialogChange?(open: boolean): void;
  /** The bytes of the campaign's image `imageId` (its scanned map; absent: no scanned map is drawn). */
  loadImage?(imageId: string): Promise<Blob>;
  /** The archive of the campaign's base map, or null when it is not on this device (absent: no base map is drawn). */
  loadArchive?(archiveId: string): Promise<Blob | null>;
};

/** The command dialog open over the columns, if any. */
type CommandDialog = { kind: 'relations'; unitId: UnitId; proposedParentId?: UnitId; error?: string } | { kind: 'test'; unitId: UnitId; to: LonLat };

/** The Seats screen, loaded the first time it is opened (the umpire's, seldom needed). */

/** The columns. */
export function Workspace({ campaignId, state, storage, map, onMoveUnit, onEdit, engagements, onSelectedChange, writer, logistics, onPlanStep, onDialogChange, onViewSeat, loadImage, loadArchive, network }: WorkspaceProps) {
  const remembered = useMemo(() => loadScreen(storage, campaignId), [storage, campaignId]);
  const [selectedId, setSelectedId] = useState<UnitId | null>(() =>
    remembered.selectedId && state.units[remembered.selectedId] ? remembered.selectedId : null,
  );
  const [view, setView] = useState<MapView | null>(remembered.view);
  useEffect(() => saveScreen(storage, campaignId, { view, selectedId }), [storage, campaignId, view, selectedId]);
  const [focus, setFocus] = useState<{ unitId: UnitId; nonce: number } | null>(null);
  const [focusPoint, setFocusPoint] = useState<{ pos: LonLat; nonce: number } | null>(null);
  const [openOrder, setOpenOrder] = useState<{ orderId: string; nonce: number } | null>(null);
  // The seat whose picture the umpire's map draws against the truth (the Seats screen's "Show on map").
  const [mapPicture, setTruthSeatId] = useMapPicture(state);
  const reportSelected = useRef(onSelectedChange);
  reportSelected.current = onSelectedChange;
  useEffect(() => reportSelected.current?.(selectedId), [selectedId]);
  // A newly selected unit's details start at their top (its name), not where the last unit's were scrolled to.
  const rightPane = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (rightPane.current) rightPane.current.scrollTop = 0;
  }, [selectedId]);
  const screen = engagements?.screen ?? { kind: 'map' as const };
  const { terrain, terrainError, drawing } = useCampaignTerrain(state, map, writer);

  const planner = useTurnPlanner(terrain, state.grid.originLon, state.grid.originLat, terrainError === null, onPlanStep);
  const routePick = useRoutePick(screen.kind === 'map');

  const [ordersOpened, setOrdersOpened] = useState(screen.kind === 'orders');
  if (screen.kind === 'orders' && !ordersOpened) setOrdersOpened(true);
  const { pick, startPick } = useOrderMapPick(engagements);

  const setScreen = engagements?.setScreen;
  const goToMap = useCallback(
    (pos: LonLat | null) => {
      setScreen?.({ kind: 'map' });
      if (pos) setFocusPoint((f) => ({ pos, nonce: (f?.nonce ?? 0) + 1 }));
    },
    [setScreen],
  );
  const firePlans = useFirePlanDesk({ campaignId, state, storage, terrain, showing: screen.kind === 'fireplans', goToMap });

  const [dialog, setDialog] = useState<CommandDialog | null>(null);
  const closeDialog = () => setDialog(null);
  /** A move from the map or the unit panel: through the 1916 command test when the setting is on. */
  const moveUnit = (id: UnitId, to: LonLat) => {
    if (writer && settingsOf(state).commandTest1916) setDialog({ kind: 'test', unitId: id, to });
    else onMoveUnit(id, to);
  };
  // Command relations change the order of battle: the umpire's alone (never a picture's view).
  const editsOrbat = writer !== undefined && state.picture === undefined;
  const openRelations = editsOrbat ? (id: UnitId) => setDialog({ kind: 'relations', unitId: id }) : undefined;
  /** A tree row dropped on another: re-parent at once when the relation is valid, else show why in the dialog. */
  const reparent =
    writer && editsOrbat
    ? (id: UnitId, parentId: UnitId) => {
        const unit = state.units[id];
        if (!unit || unit.parentId === parentId) return;
        const support = unit.support ?? null;
        if (checkCommandRelation(state, id, parentId, support) !== null) {
          setDialog({ kind: 'relations', unitId: id, proposedParentId: parentId });
          return;
        }
        writer.append(commandSetDraft(id, parentId, support), relationNotice(state, unit, parentId, support)).catch((e: unknown) => {
          setDialog({ kind: 'relations', unitId: id, proposedParentId: parentId, error: e instanceof Error ? e.message : String(e) });
        });
      }
    : undefined;

  const selectAndFocus = (id: UnitId) => {
    setSelectedId(id);
    setFocus((f) => ({ unitId: id, nonce: (f?.nonce ?? 0) + 1 }));
  };

  return (
    <>
      <main className="desk-main" hidden={screen.kind !== 'map'} inert={dialog !== null} aria-hidden={dialog !== null ? true : undefined}>
        <section className="pane pane-left" aria-labelledby="orbat-heading">
          <h2 id="orbat-heading" className="pane-title">
            Order of battle
          </h2>
          {/* Add, duplicate, delete and import units: the umpire's alone, never in a seat's view or player mode (a picture). */}
          {writer && state.picture === undefined && <OrbatEditBar state={state} selectedId={selectedId} writer={writer} onSelect={selectAndFocus} />}
          <OrbatTree state={state} selectedId={selectedId} onSelect={selectAndFocus} sidcOf={unitSidc} onCommandRelations={openRelations} onReparent={reparent} />
        </section>
        <div className="pane-map">
          {terrainError && <p className="map-note">{terrainError} Units march as over open ground everywhere, and road marches go straight between their waypoints.</p>}
          {terrain ? (
            <CampaignMap
              state={state}
              terrain={terrain}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onMoveUnit={moveUnit}
              focus={focus}
              focusPoint={focusPoint}
              initialView={remembered.view}
              onViewChange={setView}
              pick={pick ?? routePick.pick}
              firePlan={firePlans.mapFirePlan}
              goingAt={planner && !planner.openGoing ? planner.goingAt : null}
              picture={mapPicture}
              onHidePicture={() => setTruthSeatId(null)}
              drawing={drawing || undefined}
              loadImage={loadImage}
              loadArchive={loadArchive}
            />
          ) : (
            <p className="map-loading">Loading the map…</p>
          )}
        </div>
        <div className="pane pane-right" ref={rightPane}>
          <UnitPanel
            state={state}
            unitId={selectedId}
            onSelect={selectAndFocus}
            onMoveUnit={moveUnit}
            onEdit={onEdit}
            sidcOf={unitSidc}
            writer={writer}
            onCommandRelations={openRelations}
            roadNetOf={planner?.roadNetOf}
            routePick={routePick.control}
          />
        </div>
      </main>
      {ordersOpened && writer && (
        <main className="desk-engagements desk-orders" hidden={screen.kind !== 'orders'} inert={dialog !== null}>
          <ScreenLoading name="Orders">
            <OrdersScreen
              state={state}
              writer={writer}
              selectedUnitId={selectedId}
              onSelectUnit={setSelectedId}
              onShowOnMap={goToMap}
              renderTimeline={(orderId) => <OrderTimelineChart state={state} orderId={orderId} />}
              openRequest={openOrder}
              onPickOnMap={startPick}
            />
          </ScreenLoading>
        </main>
      )}
      {firePlans.opened && writer && (
        <main className="desk-engagements desk-fireplans" hidden={screen.kind !== 'fireplans'} inert={dialog !== null}>
          <ScreenLoading name="Fire plans">
            <FirePlanScreen
              state={state}
              writer={writer}
              terrain={firePlans.terrainQuery}
              terrainData={terrain}
              selectedUnitId={selectedId}
              onShowPlan={firePlans.showPlan}
              onShowOnMap={firePlans.showOnMap}
            />
          </ScreenLoading>
        </main>
      )}
      {screen.kind === 'logistics' && writer && (
        <main className="desk-engagements" inert={dialog !== null}>
          <ScreenLoading name="Logistics">
            <LogisticsScreen
              state={state}
              writer={writer}
              ledger={logistics?.ledger ?? null}
              events={logistics?.events ?? null}
              selectedUnitId={selectedId}
              onSelectUnit={setSelectedId}
            />
          </ScreenLoading>
        </main>
      )}
      {screen.kind === 'log' && (
        <main className="desk-engagements" inert={dialog !== null}>
          <ScreenLoading name="Log">
            <LogScreen state={state} events={logistics?.events ?? null} />
          </ScreenLoading>
        </main>
      )}
      {screen.kind === 'seats' && writer && onViewSeat && state.picture === undefined && (
        <main className="desk-engagements" inert={dialog !== null}>
          <ScreenLoading name="Seats">
            <SeatsScreen
              state={state}
              writer={writer}
              onView={onViewSeat}
              network={network}
              onShowOnMap={(seatId) => {
                setTruthSeatId(seatId);
                engagements?.setScreen({ kind: 'map' });
              }}
            />
          </ScreenLoading>
        </main>
      )}
      {screen.kind === 'contacts' && writer && (
        <main className="desk-engagements" inert={dialog !== null}>
          <ScreenLoading name="Contacts">
            <ContactsScreen
              campaign={state}
              terrain={terrain}
              writer={writer}
              onOpenEngagement={(id) => setScreen?.({ kind: 'engagement', id })}
              onShowOnMap={(pos) => goToMap(pos)}
              onOpenFirePlans={(planId) => {
                firePlans.showPlan(planId);
                setScreen?.({ kind: 'fireplans' });
              }}
              onDialogChange={onDialogChange}
            />
          </ScreenLoading>
        </main>
      )}
      {screen.kind === 'sheets' && writer && (
        <main className="desk-engagements" inert={dialog !== null}>
          <ScreenLoading name="High command">
            <SheetScreen state={state} writer={writer} />
          </ScreenLoading>
        </main>
      )}
      {(screen.kind === 'map' || screen.kind === 'orders') && writer && (
        <TimelinePane
          state={state}
          writer={writer}
          selectedUnitId={selectedId}
          onSelectUnit={setSelectedId}
          onOpenOrder={(orderId) => {
            engagements?.setScreen({ kind: 'orders' });
            setOpenOrder((r) => ({ orderId, nonce: (r?.nonce ?? 0) + 1 }));
          }}
        />
      )}
      {(screen.kind === 'list' || screen.kind === 'engagement') && engagements && (
        <main className="desk-engagements">
          <ScreenLoading name="Engagements">
            {screen.kind === 'list' ? (
              <EngagementList campaign={state} host={engagements} />
            ) : terrain ? (
              <EngagementScreen engagementId={screen.id} campaign={state} terrain={terrain} host={engagements} />
            ) : (
              <p className="map-loading">Loading the map…</p>
            )}
          </ScreenLoading>
        </main>
      )}
      {writer && dialog?.kind === 'relations' && (
        <CommandRelationDialog state={state} unitId={dialog.unitId} writer={writer} onClose={closeDialog} proposedParentId={dialog.proposedParentId}
          initialError={dialog.error}
        />
      )}
      {writer && dialog?.kind === 'test' && (
        <CommandTestDialog state={state} unitId={dialog.unitId} to={dialog.to} writer={writer} onClose={closeDialog} />
      )}
    </>
  );
}
