/**
 * What a packet brings since the seat's last one, shown as it opens in player mode: the reports and
 * orders that reached the HQ since, the enemy marks new, moved or no longer plotted, and the seat's own
 * orders the umpire took in, with when they reach whom. Names come from the packet's own picture.
 */
import { clockText, plural as n, type CampaignState, type PacketChanges } from '../../campaign/index.ts';

/** Props: the changes and the player's state (the packet's picture, for names and times). */
export type PacketChangesNoteProps = { changes: PacketChanges; state: CampaignState };

/** The note, opened at first and closable. */
export function PacketChangesNote({ changes, state }: PacketChangesNoteProps) {
  const time = (min: number) => clockText(state, min);
  const name = (id: string) => state.units[id]?.shortName ?? state.units[id]?.name ?? 'a unit';
  if (changes.sinceMin === null) {
    return (
      <details className="packet-changes" open>
        <summary>Your first packet</summary>
        <p>Everything in it is new to you.</p>
      </details>
    );
  }
  const reports = changes.reports.map((id) => state.reports?.[id]).filter((r) => r !== undefined);
  const orders = changes.orders.map((id) => state.orders?.[id]).filter((o) => o !== undefined);
  const { marks } = changes;
  const nothing = reports.length + orders.length + marks.new.length + marks.moved.length + marks.gone.length + changes.takenIn.length === 0;
  return (
    <details className="packet-changes" open>
      <summary>Since your packet of {time(changes.sinceMin)}</summary>
      {nothing ? (
        <p>Nothing new has reached you.</p>
      ) : (
        <ul tabIndex={0} aria-label="What changed">
          {reports.length > 0 && (
            <li>
              {n(reports.length, 'report')} received: {reports.map((r) => `${r.subject} from ${name(r.fromId)} (made ${time(r.sentAtMin)})`).join('; ')}.
            </li>
          )}
          {orders.length > 0 && (
            <li>
              {n(orders.length, 'order')} arrived: {orders.map((o) => `${name(o.fromId)} → ${name(o.forId)}`).join('; ')}.
            </li>
          )}
          {marks.new.length + marks.moved.length + marks.gone.length > 0 && (
            <li>
              Enemy: {[marks.new.length > 0 ? `${n(marks.new.length, 'new mark')} (${marks.new.map(name).join(', ')})` : '', marks.moved.length > 0 ? `${n(marks.moved.length, 'mark')} seen again` : '', marks.gone.length > 0 ? `${n(marks.gone.length, 'mark')} no longer plotted (${marks.gone.join('; ')})` : '']
                .filter(Boolean)
                .join(', ')}
              .
            </li>
          )}
          {changes.takenIn.map((t) => {
            const o = state.orders?.[t.orderId];
            return (
              <li key={t.orderId}>
                Your order {o ? `${name(o.fromId)} → ${name(o.forId)}` : ''} was taken in at {time(t.takenAtMin)}
                {t.reaches.length > 0 ? `; it reaches ${t.reaches.map((r) => `${name(r.unitId)} at ${time(r.atMin)}`).join(', ')}` : ''}.
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
