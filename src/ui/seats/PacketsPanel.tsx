/**
 * The Seats screen's packets: for each seat the last packet issued (its minute) and how many of its
 * orders and reports were taken in; "Issue every seat its packet" (one press: one file per seat, named by
 * seat and minute, each recorded) and "Take in orders files…" (several files chosen together, read off
 * the page's thread, previewed before anything is written: `TakeInDialog.tsx`).
 */
import { useRef, useState } from 'react';
import { countsInWords, formatCampaignClock, type CampaignState } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { errorView } from '../errorText.ts';
import { readDeskFiles } from '../files/readDeskFile.ts';
import { issuePackets } from './issuePackets.ts';
import { seatsOf } from './seatView.ts';
import { chosenOrdersFiles, TakeInDialog, type ChosenOrdersFile } from './TakeInDialog.tsx';

/** Props: the campaign (the truth) and the desk's writer (it must write several events as one action). */
export type PacketsPanelProps = { state: CampaignState; writer: DeskWriter };

/** The panel. */
export function PacketsPanel({ state, writer }: PacketsPanelProps) {
  const seats = seatsOf(state);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState<ChosenOrdersFile[] | null>(null);
  const appendAll = writer.appendAll;
  if (!appendAll || seats.length === 0) return null;
  const packets = Object.values(state.packets ?? {});
  const taken = Object.values(state.takenIn ?? {});
  const run = async (doing: string, fn: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await fn();
    } catch (e) {
      setError(errorView(e, doing).title);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h3>Packets and orders</h3>
      <table aria-label="Packets">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Last packet</th>
            <th scope="col">Taken in</th>
            <th scope="col">Messenger friction</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s) => {
            const mine = packets.filter((p) => p.seatId === s.id);
            const last = mine.reduce((m, p) => Math.max(m, p.atMin), -1);
            const ids = new Set(mine.map((p) => p.id));
            const mineTaken = taken.filter((t) => ids.has(t.packetId));
            const count = (kind: 'order' | 'report') => mineTaken.filter((t) => t.kind === kind).length;
            const takenText =
              countsInWords([
                [count('order'), 'order'],
                [count('report'), 'report'],
              ]) || '—';
            const f = s.friction;
            return (
              <tr key={s.id}>
                <th scope="row">{s.label}</th>
                <td>{last < 0 ? 'none yet' : `${formatCampaignClock(state.startLocal, last)}${mine.length > 1 ? ` (${mine.length} packets)` : ''}`}</td>
                <td>{takenText}</td>
                <td>{f ? `lost ${f.lossPct} in 100; delayed ${f.delayPct} in 100 by ${f.delayMin} min` : 'none'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void run('Could not issue the packets', () => issuePackets(state, seats, state.title, appendAll))}>
          Issue every seat its packet
        </button>
        <button type="button" disabled={busy} onClick={() => input.current?.click()}>
          Take in orders files…
        </button>
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        multiple
        className="visually-hidden"
        aria-label="Orders files to take in"
        accept=".json,application/json"
        tabIndex={-1}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length === 0) return;
          void run('Could not read the files', async () => {
            const read = await readDeskFiles(files);
            setChosen(chosenOrdersFiles(read));
          });
        }}
      />
      {chosen && (
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
    </>
  );
}
