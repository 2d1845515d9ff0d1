/**
 * The orders list (left of the orders screen): orders grouped by the formation they are for (each a
 * `group` "Orders for ‹formation›", in ORBAT order; orders by issue time), each a button named by its
 * title, with its issue time (local) and its status at the campaign clock from `orderViews`
 * ("in transit: 3 units", "effective", "superseded", …).
 */
import { unitName, type OrderView, type CampaignState, type UnitId } from '../../campaign/index.ts';
import { campaignClockIso, formatCampaignClock } from '../clock.ts';

/**
 * An order's status in words at `atMin`, counting the units that receive it (not the issuer):
 * `no timeline: ‹why›` when the view has an error; `to be issued` before its issue time; `superseded`
 * when every unit's copy has been overtaken by a newer order; otherwise `in transit: n unit(s)` and/or
 * `superseded at n unit(s)` (joined by "; "), or `effective` when every unit has it in force.
 */
export function orderStatusText(view: OrderView, atMin: number): string {
  if (view.error) return `no timeline: ${view.error}`;
  if (view.order.issuedAtMin > atMin) return 'to be issued';
  const units = (pred: (s: string) => boolean) => new Set(view.receipts.filter((r) => r.fromId !== null && pred(r.status)).map((r) => r.unitId)).size;
  const plural = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;
  const transit = units((s) => s === 'inTransit');
  const overtaken = units((s) => s === 'replaced' || s === 'supersededOnArrival');
  const effective = units((s) => s === 'effective');
  if (overtaken > 0 && transit === 0 && effective === 0) return 'superseded';
  const parts = [transit > 0 ? `in transit: ${plural(transit)}` : '', overtaken > 0 ? `superseded at ${plural(overtaken)}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'effective';
}

/** Props: the campaign, the views (by issue time), the order shown, and what opening one does. */
export type OrderListProps = { state: CampaignState; views: OrderView[]; selectedId: string | null; onOpen(id: string): void };

/** The list. */
export function OrderList({ state, views, selectedId, onOpen }: OrderListProps) {
  if (views.length === 0) return <p className="order-muted">No orders yet. Select a formation and write one with “New order”.</p>;
  const groups = new Map<UnitId, OrderView[]>();
  for (const v of views) groups.set(v.order.forId, [...(groups.get(v.order.forId) ?? []), v]);
  const rank = new Map(state.unitOrder.map((id, i) => [id, i]));
  const forIds = [...groups.keys()].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || (a < b ? -1 : 1));
  return (
    <div className="order-list">
      {forIds.map((forId) => (
        <section key={forId} role="group" aria-label={`Orders for ${unitName(state, forId)}`}>
          <h3>{unitName(state, forId)}</h3>
          <ul>
            {groups.get(forId)!.map((v) => (
              <li key={v.order.id} className={v.order.id === selectedId ? 'is-selected' : undefined}>
                <button
                  type="button"
                  className="link-button"
                  aria-current={v.order.id === selectedId ? 'true' : undefined}
                  onClick={() => onOpen(v.order.id)}
                >
                  {v.title}
                </button>
                <span className="order-muted">
                  {' '}
                  <time dateTime={campaignClockIso(state.startLocal, v.order.issuedAtMin)}>{formatCampaignClock(state.startLocal, v.order.issuedAtMin)}</time>
                  {' · '}
                  <span className="order-status">{orderStatusText(v, state.clockMin)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
