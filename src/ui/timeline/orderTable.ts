/**
 * One order's timeline as table rows (no React): issued at its HQ → received at each HQ on its
 * way → effective at each unit, with local times, the HQ it came from, the leg's minutes and reason,
 * and its status (004 §COMMAND REACTION TIMES).
 */
import { ECHELONS, type CampaignState, type Echelon, type UnitId, type OrderView } from '../../campaign/index.ts';
import { ECHELON_LABEL } from '../labels.ts';
import { readableReason, receiptStyle, type MarkStyle } from './timelineRows.ts';
import { durationText, localTimeText } from './timeText.ts';

/**
 * One table row. `received`: local time (`08:20`, with the date when not the day the order was issued); `via`: the
 * HQ it came from (`—` at the issuer; `viaId` its id); `leg`: that leg's duration (`1 h`); `reason`: the leg's
 * sentence (units by short name); `status`: `Issued`, `Received`, `Effective`, `In transit`, `Replaced by …` or
 * `Superseded on arrival by …`.
 */
export type OrderTableRow = {
  key: string;
  unitId: UnitId;
  unit: string;
  echelon: Echelon | null;
  echelonLabel: string;
  atMin: number;
  received: string;
  via: string;
  viaId: UnitId | null;
  leg: string;
  reason: string;
  status: string;
  style: MarkStyle;
};

const STATUS_TEXT: Record<MarkStyle, string> = {
  issued: 'Issued',
  received: 'Received',
  effective: 'Effective',
  inTransit: 'In transit',
  replaced: 'Replaced by',
  supersededOnArrival: 'Superseded on arrival by',
};

/**
 * The rows of `view`'s table at campaign minute `atMin`: the issuer first, then every receipt by
 * arrival time, larger echelons first at the same minute, then in ORBAT order. `byTitle` names the
 * orders that overtook a receipt (by id).
 */
export function orderTableRows(
  state: CampaignState,
  view: OrderView,
  atMin: number,
  byTitle: ReadonlyMap<string, string> = new Map(),
): OrderTableRow[] {
  const o = view.order;
  const time = (min: number) => localTimeText(state.startLocal, min, o.issuedAtMin);
  const unitOf = (id: UnitId) => state.units[id];
  const orbatIndex = new Map(state.unitOrder.map((id, i) => [id, i]));
  const rank = (id: UnitId) => {
    const e = unitOf(id)?.echelon;
    return e ? ECHELONS.indexOf(e) : ECHELONS.length;
  };
  /** The row's unit columns: its id, name (the id when unknown), echelon and echelon's words (`—` when unknown). */
  const unitCols = (id: UnitId) => {
    const u = unitOf(id);
    return { unitId: id, unit: u?.name ?? id, echelon: u?.echelon ?? null, echelonLabel: u ? ECHELON_LABEL[u.echelon] : '—' };
  };
  const rows: OrderTableRow[] = [
    {
      key: `issued:${o.fromId}`,
      ...unitCols(o.fromId),
      atMin: o.issuedAtMin,
      received: time(o.issuedAtMin),
      via: '—',
      viaId: null,
      leg: '—',
      reason: 'Order issued',
      status: 'Issued',
      style: 'issued',
    },
  ];
  const receipts = view.receipts
    .filter((r) => r.fromId !== null)
    .sort((a, b) => a.atMin - b.atMin || rank(a.unitId) - rank(b.unitId) || (orbatIndex.get(a.unitId) ?? 0) - (orbatIndex.get(b.unitId) ?? 0));
  for (const r of receipts) {
    const style = receiptStyle(r, atMin);
    const by = r.byOrderId !== undefined ? ` ${byTitle.get(r.byOrderId) ?? r.byOrderId}` : '';
    rows.push({
      key: `${r.role}:${r.unitId}`,
      ...unitCols(r.unitId),
      atMin: r.atMin,
      received: time(r.atMin),
      via: r.fromId !== null ? (unitOf(r.fromId)?.name ?? r.fromId) : '—',
      viaId: r.fromId,
      leg: durationText(r.legMin),
      reason: readableReason(state, r.reason),
      status: style === 'replaced' || style === 'supersededOnArrival' ? `${STATUS_TEXT[style]}${by}` : STATUS_TEXT[style],
      style,
    });
  }
  return rows;
}

/** The echelons present in `rows`, largest first: the lanes of the order's small chart (unknown units last, as null). */
export function chartLanes(rows: readonly OrderTableRow[]): (Echelon | null)[] {
  const present = new Set(rows.map((r) => r.echelon));
  const lanes: (Echelon | null)[] = ECHELONS.filter((e) => present.has(e));
  if (present.has(null)) lanes.push(null);
  return lanes;
}
