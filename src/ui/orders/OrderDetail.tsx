/**
 * One order's read view on the orders screen: its status at the clock, buttons "Apply order…" (its
 * routes, `ApplyOrderDialog`), "Edit order", "Copy as
 * new order", "Print order" (only the sheet prints, on A4) and "Delete order" (one `order.deleted`),
 * the NQM sheet (`OrderSheet`), and the order's timeline below it (`renderTimeline`, drawn by the
 * timeline pane's code). The store's refusal shows as an `alert`.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { unitName, type CampaignOrder, type CampaignState, type UnitId } from '../../campaign/index.ts';
import type { LonLat } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { OrderSheet } from './OrderSheet.tsx';
import { ApplyOrderDialog } from './ApplyOrderDialog.tsx';
import { clearOrderPrint, printOrderSheet } from './printOrder.ts';

/** Props: the campaign, the writer, the order, its status text, and the screen's callbacks. */
export type OrderDetailProps = {
  state: CampaignState;
  writer: DeskWriter;
  order: CampaignOrder;
  status: string;
  onEdit(): void;
  onCopy(): void;
  onDeleted(): void;
  onSelectUnit?(id: UnitId): void;
  onShowOnMap?(pos: LonLat): void;
  renderTimeline?(orderId: string): ReactNode;
};

/** The view. */
export function OrderDetail({ state, writer, order, status, onEdit, onCopy, onDeleted, onSelectUnit, onShowOnMap, renderTimeline }: OrderDetailProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [applying, setApplying] = useState(false);
  useEffect(() => () => clearOrderPrint(), []);
  const act = async (what: string, action: () => void | Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(`${what}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    act('Could not delete the order', async () => {
      await writer.append({ type: 'order.deleted', v: 1, payload: { orderId: order.id } }, `Order for ${unitName(state, order.forId)} deleted`);
      onDeleted();
    });

  return (
    <div className="order-detail">
      <div className="order-detail__bar">
        <p className="order-status">Status: {status}</p>
        <div className="form-actions">
          <button type="button" onClick={() => setApplying(true)} disabled={busy}>
            Apply order…
          </button>
          <button type="button" onClick={onEdit} disabled={busy}>
            Edit order
          </button>
          <button type="button" onClick={onCopy} disabled={busy}>
            Copy as new order
          </button>
          <button type="button" onClick={() => void act('Could not print', () => printOrderSheet())} disabled={busy}>
            Print order
          </button>
          <button type="button" className="danger" onClick={() => void remove()} disabled={busy}>
            Delete order
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="order-form__error">
          {error}
        </p>
      )}
      {applying && <ApplyOrderDialog state={state} writer={writer} order={order} onClose={() => setApplying(false)} />}
      <OrderSheet state={state} order={order} onSelectUnit={onSelectUnit} onShowOnMap={onShowOnMap} />
      {renderTimeline && <div className="order-detail__timeline">{renderTimeline(order.id)}</div>}
    </div>
  );
}
