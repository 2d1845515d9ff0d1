/**
 * The Seats screen's inbox: the orders files players sent over the seat server, newest first, each with
 * its seat, when the player sent it and when it reached the desk, what it holds and whether it is new,
 * taken in, refused (why) or set aside. Take in (one file) and Take in all new open the same preview as
 * orders files chosen from disk (`TakeInDialog.tsx`): nothing a player sends enters the campaign before
 * the umpire takes it in there.
 */
import { useState } from 'react';
import type { CampaignState } from '../../../campaign/index.ts';
import type { DeskWriter } from '../../deskHost.ts';
import { TakeInDialog, type ChosenOrdersFile } from '../TakeInDialog.tsx';
import type { Inbox, InboxEntry } from './useInbox.ts';
import { wallClock } from './useSeatNetwork.ts';

/** Props: the campaign, the desk's writer (several events as one action) and the inbox. */
export type InboxPanelProps = { state: CampaignState; writer: DeskWriter; inbox: Inbox };

const STATUS: Record<InboxEntry['status'], string> = { reading: 'being checked', new: 'new', taken: 'taken in', refused: 'refused', setAside: 'set aside' };
const wallTime = (ms: number | null) => (ms === null ? '—' : wallClock(ms));

/** The panel (nothing when the inbox is empty). */
export function InboxPanel({ state, writer, inbox }: InboxPanelProps) {
  const [chosen, setChosen] = useState<ChosenOrdersFile[] | null>(null);
  const appendAll = writer.appendAll;
  const fresh = inbox.entries.filter((e) => e.status === 'new');
  const filesOf = (entries: readonly InboxEntry[]) => entries.flatMap((e) => (e.chosen ? [{ ...e.chosen, name: `Sent at ${wallTime(e.sentAtMs)}` }] : []));
  return (
    <section aria-label="Inbox">
      <h3>Inbox{fresh.length > 0 ? ` (${fresh.length} new)` : ''}</h3>
      {inbox.entries.length === 0 ? (
        <p className="field-note">Orders and reports players send over the network arrive here, to be taken in by you.</p>
      ) : (
        <table aria-label="Orders files received" className="network-table">
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Sent</th>
              <th scope="col">Arrived</th>
              <th scope="col">Holds</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {inbox.entries.map((e) => (
              <tr key={e.key} className={e.status === 'refused' ? 'refused' : undefined}>
                <th scope="row">{e.seat.label}</th>
                <td>{wallTime(e.sentAtMs)}</td>
                <td>{wallTime(e.arrivedAtMs)}</td>
                <td>{e.summary}</td>
                <td>{STATUS[e.status]}</td>
                <td className="seat-link-actions">
                  {(e.status === 'new' || e.status === 'setAside' || e.status === 'refused') && e.chosen && (
                    <button type="button" disabled={!appendAll} onClick={() => setChosen(filesOf([e]))}>
                      {e.status === 'refused' ? 'Why' : 'Take in…'}
                    </button>
                  )}{' '}
                  {e.status === 'new' && (
                    <button type="button" onClick={() => inbox.setAside(e.key)}>
                      Set aside
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {fresh.length > 1 && (
        <div className="form-actions">
          <button type="button" className="primary" disabled={!appendAll} onClick={() => setChosen(filesOf(fresh))}>
            Take in all new ({fresh.length})
          </button>
        </div>
      )}
      {chosen && appendAll && (
        <TakeInDialog
          state={state}
          files={chosen}
          onCancel={() => setChosen(null)}
          onTakeIn={async (drafts, notice) => {
            await appendAll(drafts, notice);
            setChosen(null);
          }}
        />
      )}
    </section>
  );
}
