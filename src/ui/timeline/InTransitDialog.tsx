/**
 * "Orders in transit": every order and report sent by the campaign clock that has not yet reached
 * a unit it is going to (`inTransitAt`), soonest arrival first — what, from, to, sent, arrives and
 * the time left (a list the umpire can open at any moment).
 */
import { useMemo } from 'react';
import { inTransitAt, type TransitRow, type CampaignState } from '../../campaign/index.ts';
import { Dialog } from '../Dialog.tsx';
import { durationText, localHm, localTimeText } from './timeText.ts';
import { TableHead } from '../TableHead.tsx';

/** Props: the state (its clock is "now") and `onClose`. */
export type InTransitDialogProps = { state: CampaignState; onClose(): void };

/** The table's rows as text: a pure view for the dialog and its tests. */
export function inTransitLines(state: CampaignState, rows: readonly TransitRow[]) {
  const name = (id: string) => state.units[id]?.name ?? id;
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);
  return rows.map((r) => ({
    key: `${r.kind}:${r.id}:${r.toUnitId}`,
    what: r.kind === 'order' ? `Order: ${r.title}` : r.title,
    from: name(r.fromUnitId),
    to: name(r.toUnitId),
    sent: t(r.sentAtMin),
    arrives: t(r.arrivesAtMin),
    left: durationText(r.arrivesAtMin - state.clockMin),
  }));
}

/** The dialog. */
export function InTransitDialog({ state, onClose }: InTransitDialogProps) {
  const result = useMemo(() => {
    try {
      return { lines: inTransitLines(state, inTransitAt(state)), error: null };
    } catch (e) {
      return { lines: [], error: e instanceof Error ? e.message : String(e) };
    }
  }, [state]);
  const now = localHm(state.startLocal, state.clockMin);
  return (
    <Dialog title="Orders in transit" onCancel={onClose}>
      {result.error !== null ? (
        <p role="alert">Could not work out the messages in transit: {result.error}</p>
      ) : result.lines.length === 0 ? (
        <p>Nothing is in transit at {now}.</p>
      ) : (
        <div className="tl-transit-scroll">
          <table className="tl-table">
            <caption>In transit at {now}</caption>
            <TableHead columns={['What', 'From', 'To', 'Sent', 'Arrives', 'Time left']} />
            <tbody>
              {result.lines.map((l) => (
                <tr key={l.key}>
                  <td>{l.what}</td>
                  <td>{l.from}</td>
                  <td>{l.to}</td>
                  <td>{l.sent}</td>
                  <td>{l.arrives}</td>
                  <td>{l.left}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="primary" onClick={onClose} data-autofocus>
          Close
        </button>
      </div>
    </Dialog>
  );
}
