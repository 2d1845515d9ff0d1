/**
 * "Take in orders": the preview of one or more players' orders files before anything is written — for
 * each file the seat (by the campaign's own name for it), the packet it answers (issued at which
 * minute), and each order and report with when it was issued and whom it reaches when (the NQM command
 * reaction times), or why it cannot be taken in, or that it was taken in already. "Take in" writes one
 * `orders.takenIn` per file that can be (all in one action); a file with any problem is left out whole.
 */
import { useMemo, useState } from 'react';
import { clockText, countsInWords, previewOrdersFiles, type CampaignState, type FileIssue, type FilePreview, type OrdersFile } from '../../campaign/index.ts';
import type { DeskEventInput } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { errorView } from '../errorText.ts';
import type { DeskFile } from '../files/deskFile.ts';
import { fileProblemLine } from '../filePlace.ts';
import './seats.css';

/** A file chosen to take in: an orders file read and checked, or one refused as a file (why). */
export type ChosenOrdersFile = { name: string; file: OrdersFile } | { name: string; refused: string; issues: readonly FileIssue[] };

/** Files read by `readDeskFile` as the preview takes them: orders files, and every other file refused, saying what it is. */
export function chosenOrdersFiles(read: readonly DeskFile[]): ChosenOrdersFile[] {
  return read.map((f): ChosenOrdersFile => {
    if (f.kind === 'orders') return { name: f.name, file: f.file };
    if (f.kind === 'refused') return { name: f.name, refused: f.what, issues: f.issues };
    const what = f.kind === 'packet' ? 'a packet' : f.kind === 'campaign' ? 'a campaign file' : 'not a file from Campaign Desk';
    return { name: f.name, refused: 'file', issues: [{ path: '(file)', message: `this is ${what}, not a player's orders file` }] };
  });
}

/** Props: the campaign, the files in the order chosen, how to write the events (one action), and Cancel. */
export type TakeInDialogProps = { state: CampaignState; files: readonly ChosenOrdersFile[]; onTakeIn(drafts: DeskEventInput[], notice: string): Promise<unknown>; onCancel(): void };

/** The dialog. */
export function TakeInDialog({ state, files, onTakeIn, onCancel }: TakeInDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const previews = useMemo(() => {
    const readable = files.flatMap((f) => ('file' in f ? [f.file] : []));
    const out = previewOrdersFiles(state, readable, state.clockMin);
    let k = 0;
    return files.map((f): { name: string; preview: FilePreview } => ('file' in f ? { name: f.name, preview: out[k++]! } : { name: f.name, preview: { ok: false, issues: [...f.issues] } }));
  }, [state, files]);
  const time = (min: number) => clockText(state, min);
  const nameOf = (id: string) => state.units[id]?.shortName ?? state.units[id]?.name ?? id;
  const writable = previews.flatMap(({ preview }) => (preview.ok && preview.payload ? [{ preview, payload: preview.payload }] : []));
  const count = writable.reduce((n, w) => ({ orders: n.orders + w.payload.orders.length, reports: n.reports + w.payload.reports.length }), { orders: 0, reports: 0 });
  const what = countsInWords([
    [count.orders, 'order'],
    [count.reports, 'report'],
  ]);
  const takeIn = async () => {
    setBusy(true);
    setError('');
    try {
      const seats = [...new Set(writable.map((w) => `“${w.preview.seatLabel}”`))].join(', ');
      await onTakeIn(
        writable.map((w) => ({ type: 'orders.takenIn', v: 1, payload: w.payload })),
        `Took in ${what} from ${seats}: each travels the chain from the time it was issued.`,
      );
    } catch (e) {
      setError(errorView(e, 'Could not take the orders in').title);
      setBusy(false);
    }
  };
  return (
    <Dialog title={files.length === 1 ? 'Take in orders' : `Take in orders from ${files.length} files`} onCancel={() => !busy && onCancel()} wide>
      <div className="take-in">
        {previews.map(({ name, preview }, i) => (
          <section key={`${name}-${i}`} className="take-in-file" aria-label={`File ${name}`}>
            {preview.ok ? (
              <>
                <h3>
                  {name}: from “{preview.seatLabel}”, answering the packet of {time(preview.packet.atMin)}
                </h3>
                <table aria-label={`Orders and reports of ${name}`}>
                  <thead>
                    <tr>
                      <th scope="col">Order or report</th>
                      <th scope="col">Issued</th>
                      <th scope="col">Reaches</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.items.map((item) => (
                      <tr key={`${item.kind}-${item.fileId}`} className={item.problems.length > 0 ? 'refused' : undefined}>
                        <th scope="row">
                          {item.label}
                          {item.kind === 'order' && 'aim' in item.record && item.record.aim.trim() !== '' && <span className="take-in-aim">{item.record.aim}</span>}
                          {item.kind === 'report' && 'text' in item.record && item.record.text.trim() !== '' && <span className="take-in-aim">{item.record.text}</span>}
                        </th>
                        <td>{time(item.atMin)}</td>
                        <td>
                          {item.problems.length > 0
                            ? `Refused: ${item.problems.join('; ')}.`
                            : item.taken.taken
                              ? `Already taken in at ${time(item.taken.atMin)}: left out.`
                              : item.record.messenger?.lost
                                ? 'no one: its messenger is lost on the way'
                                : item.arrivals.length === 0
                                  ? 'no one (no way along the chain of command)'
                                  : `${item.record.messenger?.delayMin ? `delayed ${item.record.messenger.delayMin} minutes on the way: ` : ''}${arrivalsText(item.arrivals, nameOf, time)}`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {!preview.payload && (
                  <p className="field-note">
                    {preview.items.some((i) => i.problems.length > 0) ? 'Nothing of this file will be written: it has orders or reports that cannot be taken in.' : 'Nothing of this file will be written: all of it was taken in already.'}
                  </p>
                )}
              </>
            ) : (
              <>
                <h3>{name}: refused</h3>
                <ul className="take-in-problems" role="list">
                  {preview.issues.slice(0, 10).map((issue) => (
                    <li key={`${issue.path}${issue.message}`}>{fileProblemLine(issue)}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ))}
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="primary" disabled={busy || writable.length === 0} onClick={() => void takeIn()}>
          {writable.length === 0 ? 'Nothing to take in' : `Take in ${what}`}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

/** Who an order reaches when, in a line: the first four by name, then how many more and when the last does. */
function arrivalsText(arrivals: readonly { unitId: string; atMin: number }[], nameOf: (id: string) => string, time: (min: number) => string): string {
  const first = arrivals.slice(0, 4).map((a) => `${nameOf(a.unitId)} ${time(a.atMin)}`).join(', ');
  const rest = arrivals.length - 4;
  return rest > 0 ? `${first}, and ${rest} more (the last at ${time(arrivals[arrivals.length - 1]!.atMin)})` : first;
}
