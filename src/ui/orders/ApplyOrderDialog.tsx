/**
 * "Apply order…": the routes that carry an order out, one per unit it moves (`proposeOrderRoutes`),
 * each in force from the minute the order reaches the unit. A `dialog` "Apply order" with a combobox
 * "Movement mode" for the lot and a `table` "Routes of the order" — a row per unit: a checkbox named by
 * the unit, when the order arrives, the route's grid references, a combobox "Mode of ‹unit›", the
 * distance and the time at the *NQM* rate. "Write routes" writes one `route.set` per ticked row as one
 * action (Undo takes all back), queued: a unit on an older order's route keeps it until this order
 * reaches it. Units a newer order reaches first start unticked.
 */
import { useId, useMemo, useState } from 'react';
import { NQM_MOVE_MODES, type NqmMoveMode } from '../../rules/tables/nqm.ts';
import { proposeOrderRoutes, unitName, type CampaignOrder, type CampaignState, type RouteProposal } from '../../campaign/index.ts';
import type { DeskAction, DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { TableHead } from '../TableHead.tsx';
import './applyOrder.css';
import { clockHmText } from '../contacts/contactText.ts';
import { durationText, MODE_LABEL } from '../route/routeText.ts';

/** Props: the campaign, the writer, the order, and closing. */
export type ApplyOrderDialogProps = { state: CampaignState; writer: DeskWriter; order: CampaignOrder; onClose(): void };

/** The dialog. */
export function ApplyOrderDialog({ state, writer, order, onClose }: ApplyOrderDialogProps) {
  const id = useId();
  const [mode, setMode] = useState<NqmMoveMode>('moveToContact');
  const [modes, setModes] = useState<Record<string, NqmMoveMode>>({});
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The proposals in each mode, worked out once per campaign state: a row in another mode reads its own.
  const byMode = useMemo(() => {
    const out = new Map<NqmMoveMode, RouteProposal[] | string>();
    for (const m of NQM_MOVE_MODES) {
      try {
        out.set(m, proposeOrderRoutes(state, order, m));
      } catch (e) {
        out.set(m, e instanceof Error ? e.message : String(e));
      }
    }
    return out;
  }, [state, order]);
  const proposals = byMode.get(mode)!;
  const rowOf = (p: RouteProposal): RouteProposal => {
    const other = byMode.get(modes[p.unitId] ?? p.route.mode);
    return typeof other === 'string' ? p : (other?.find((x) => x.unitId === p.unitId) ?? p);
  };
  const isTicked = (p: RouteProposal) => ticked[p.unitId] ?? !p.superseded;
  const write = async () => {
    if (typeof proposals === 'string') return;
    const rows = proposals.filter(isTicked).map(rowOf);
    if (rows.length === 0) return setError('Tick at least one unit to give it its route.');
    setBusy(true);
    setError(null);
    const action: DeskAction = { firstSeq: null };
    try {
      // Queued: where a unit is on an older order's route, the new one takes over when this order reaches it.
      for (const r of rows) await writer.append({ type: 'route.set', v: 1, payload: { route: r.route, queued: true } }, `Order applied: ${rows.length} route${rows.length === 1 ? '' : 's'} written for ${unitName(state, order.forId)}.`, action);
      onClose();
    } catch (e) {
      setError(`Could not write the routes: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title="Apply order" onCancel={() => !busy && onClose()} wide>
      <div className="dialog-form">
        <p>Routes to the order’s objectives for the units of {unitName(state, order.forId)}, each from when the order reaches it.</p>
        <div className="field">
          <label htmlFor={`${id}-mode`}>Movement mode</label>
          <select id={`${id}-mode`} value={mode} onChange={(e) => (setMode(e.target.value as NqmMoveMode), setModes({}))}>
            {NQM_MOVE_MODES.map((m) => (
              <option key={m} value={m}>{MODE_LABEL[m]}</option>
            ))}
          </select>
        </div>
        {typeof proposals === 'string' ? (
          <p role="alert">This order cannot be applied: {proposals}.</p>
        ) : proposals.length === 0 ? (
          <p role="alert">No unit of {unitName(state, order.forId)} is on the map: place them first.</p>
        ) : (
          <table className="apply-order" aria-label="Routes of the order">
            <TableHead columns={['Unit', 'Order arrives', 'Route', 'Mode', 'Distance', 'Time']} />
            <tbody>
              {proposals.map((p0) => {
                const p = rowOf(p0);
                const name = unitName(state, p.unitId);
                return (
                  <tr key={p.unitId}>
                    <th scope="row">
                      <label>
                        <input type="checkbox" checked={isTicked(p0)} onChange={(e) => setTicked({ ...ticked, [p.unitId]: e.target.checked })} /> {name}
                        {p.superseded && <span className="orbat-hint"> (a newer order reaches it first)</span>}
                      </label>
                    </th>
                    <td>{clockHmText(state, p.receivedAtMin)}</td>
                    <td>{p.route.waypoints.map((w) => w.ref).join(' → ')}</td>
                    <td>
                      <select aria-label={`Mode of ${name}`} value={p.route.mode} onChange={(e) => setModes({ ...modes, [p.unitId]: e.target.value as NqmMoveMode })}>
                        {NQM_MOVE_MODES.map((m) => (
                          <option key={m} value={m}>{MODE_LABEL[m]}</option>
                        ))}
                      </select>
                    </td>
                    <td>{(p.distanceM / 1000).toFixed(1)} km</td>
                    <td>{p.minutes === null ? 'no rate in this mode' : durationText(p.minutes)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {error && <p role="alert">{error}</p>}
        <div className="form-actions">
          <button type="button" className="primary" disabled={busy || typeof proposals === 'string' || proposals.length === 0} onClick={() => void write()}>
            {busy ? 'Writing…' : 'Write routes'}
          </button>
          <button type="button" disabled={busy} onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  );
}
