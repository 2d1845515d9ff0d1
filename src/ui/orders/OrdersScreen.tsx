/**
 * The orders screen (`region` "Orders", filling the desk like the engagement list; 004 §COMMAND,
 * §CONTROL): left, heading "Orders", buttons "New order" (a form for the selected unit's formation)
 * and "Export orders CSV", and the orders grouped by formation (`OrderList`); right, the chosen
 * order's sheet (`OrderDetail`) or the order form (`OrderForm`). Writes through the desk's writer.
 * Keep it mounted while a point is picked on the map (`onPickOnMap`): the form's draft lives here.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { orderViews, type OrderView, ordersInIssueOrder, ordersToCsv, unitName, type CampaignState, type UnitId } from '../../campaign/index.ts';
import type { LonLat } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { CSV_TYPE, downloadText } from '../download.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { draftFromOrder, formationOf, newDraft, type OrderDraft } from './orderDraft.ts';
import { OrderForm } from './OrderForm.tsx';
import { OrderList, orderStatusText } from './OrderList.tsx';
import './orders.css';

/**
 * Props: the campaign, the writer, the unit selected on the desk (New order is for its formation),
 * and optional callbacks: show a point on the map, select a unit named by an order, and draw an
 * order's timeline under its sheet; `openRequest` opens an order from outside; `onPickOnMap` lets the
 * form's objective and HQ-location rows take a point on the map (`OrderFormProps.onPickOnMap`).
 */
export type OrdersScreenProps = {
  state: CampaignState;
  writer: DeskWriter;
  selectedUnitId: UnitId | null;
  onShowOnMap?(pos: LonLat): void;
  onSelectUnit?(id: UnitId): void;
  renderTimeline?(orderId: string): ReactNode;
  /** Show this order's sheet (e.g. from the timeline's `onOpenOrder`); a new `nonce` opens it again (compared by value). */
  openRequest?: { orderId: string; nonce: number } | null;
  onPickOnMap?(label: string, onPick: (pos: LonLat) => void): void;
};

type Pane = { kind: 'none' } | { kind: 'view'; id: string } | { kind: 'form'; draft: OrderDraft; n: number };

/** The file name of the orders CSV: the campaign's title made safe for file systems, then ` orders.csv`. */
export function ordersFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || 'campaign'} orders.csv`;
}

/** The orders with their timelines at the clock; when the timelines cannot be computed, the orders alone, each with the reason. */
function viewsOf(state: CampaignState): OrderView[] {
  try {
    return orderViews(state);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return ordersInIssueOrder(state).map((order) => ({
      order,
      title: `Order for ${unitName(state, order.forId)}`,
      receipts: [],
      completeAtMin: order.issuedAtMin,
      superseded: false,
      error,
    }));
  }
}

/** The screen. */
export function OrdersScreen({ state, writer, selectedUnitId, onShowOnMap, onSelectUnit, renderTimeline, openRequest = null, onPickOnMap }: OrdersScreenProps) {
  const views = useMemo(() => viewsOf(state), [state]);
  const [pane, setPane] = useState<Pane>(openRequest ? { kind: 'view', id: openRequest.orderId } : { kind: 'none' });
  const requestKey = openRequest ? `${openRequest.nonce}:${openRequest.orderId}` : null;
  const [handled, setHandled] = useState(requestKey);
  if (requestKey !== handled) {
    setHandled(requestKey);
    if (openRequest) setPane({ kind: 'view', id: openRequest.orderId });
  }
  const [exportError, setExportError] = useState<string | null>(null);
  const openForm = (draft: OrderDraft) => setPane((p) => ({ kind: 'form', draft, n: (p.kind === 'form' ? p.n : 0) + 1 }));
  const shownId = pane.kind === 'view' ? pane.id : pane.kind === 'form' ? pane.draft.id : null;
  const view = pane.kind === 'view' ? views.find((v) => v.order.id === pane.id) : undefined;

  const exportCsv = () => {
    setExportError(null);
    try {
      // A byte-order mark so that spreadsheets read the file as UTF-8.
      downloadText(ordersFileName(state.title), `\uFEFF${ordersToCsv(state)}`, CSV_TYPE);
    } catch (e) {
      setExportError(`Could not export the orders: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  return (
    <section className="orders-screen" role="region" aria-label="Orders">
      <div className="orders-screen__list">
        <header className="orders-screen__bar">
          <h2>Orders</h2>
          <div className="form-actions">
            <button type="button" className="primary" onClick={() => openForm(newDraft(state, formationOf(state, selectedUnitId)))}>
              New order
            </button>
            <button type="button" onClick={exportCsv}>
              Export orders CSV
            </button>
          </div>
        </header>
        {exportError && (
          <p role="alert" className="order-form__error">
            {exportError}
          </p>
        )}
        <OrderList state={state} views={views} selectedId={shownId} onOpen={(id) => setPane({ kind: 'view', id })} />
      </div>
      <div className="orders-screen__detail">
        {pane.kind === 'form' ? (
          <OrderForm
            key={pane.n}
            state={state}
            writer={writer}
            initial={pane.draft}
            onSaved={(id) => setPane({ kind: 'view', id })}
            onDeleted={() => setPane({ kind: 'none' })}
            onCancel={() => setPane(pane.draft.id ? { kind: 'view', id: pane.draft.id } : { kind: 'none' })}
            onCopy={openForm}
            onPickOnMap={onPickOnMap}
          />
        ) : view ? (
          <OrderDetail
            state={state}
            writer={writer}
            order={view.order}
            status={orderStatusText(view, state.clockMin)}
            onEdit={() => openForm(draftFromOrder(state, view.order))}
            onCopy={() => openForm(draftFromOrder(state, view.order, true))}
            onDeleted={() => setPane({ kind: 'none' })}
            onSelectUnit={onSelectUnit}
            onShowOnMap={onShowOnMap}
            renderTimeline={renderTimeline}
          />
        ) : (
          <p className="order-muted orders-screen__hint">
            {pane.kind === 'view' ? 'This order no longer exists (it was deleted or undone). ' : ''}
            Choose an order on the left, or select a formation on the map or in the order of battle and press “New order”.
          </p>
        )}
      </div>
    </section>
  );
}
