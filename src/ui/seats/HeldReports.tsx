/**
 * The reports the umpire holds back (automatic reports written while "Hold automatic reports" is on):
 * how many of each kind, "Send all" and "Drop all" (one `reports.released` each: a situation report
 * comes from every unit), and the oldest `SHOWN` one by one, each with its text to edit, "Send" (it then
 * travels up the chain from the minute it was made) and "Delete" (it never goes). The umpire is the fog:
 * what a player learns is what is sent.
 */
import { useState } from 'react';
import { formatCampaignClock, reportViews, type CampaignReport, type CampaignState } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';

/** Props: the campaign and the desk's writer. */
export type HeldReportsProps = { state: CampaignState; writer: DeskWriter };

/** How many held reports are listed one by one (the oldest first). */
export const SHOWN = 20;

const KIND_WORDS: Readonly<Record<CampaignReport['subject'], string>> = { contact: 'contact', situation: 'situation', casualties: 'casualty' };

/** The held reports (nothing when there are none). */
export function HeldReports({ state, writer }: HeldReportsProps) {
  const held = reportViews(state).filter((v) => v.held);
  const { busy, error, write } = useDeskWrite(writer);
  const [texts, setTexts] = useState<Record<string, string>>({});
  if (held.length === 0) return null;
  const ids = held.map((v) => v.report.id);
  const counts = (['contact', 'situation', 'casualties'] as const)
    .map((k) => [KIND_WORDS[k], held.filter((v) => v.report.subject === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([w, n]) => `${n} ${w}`)
    .join(', ');
  const send = (r: CampaignReport) => {
    const { held: _held, ...rest } = r;
    const text = texts[r.id] ?? r.text;
    return write({ type: 'report.sent', v: 1, payload: { report: { ...rest, text } } }, `Sent the held ${r.subject} report of ${state.units[r.fromId]?.name ?? r.fromId}.`);
  };
  return (
    <>
      <h3>Held reports ({held.length})</h3>
      <div className="seat-form">
        <p>{counts} report{held.length === 1 ? '' : 's'}.</p>
        <button type="button" disabled={busy} onClick={() => void write({ type: 'reports.released', v: 1, payload: { send: ids, drop: [] } }, `Sent ${held.length} held reports.`)}>
          Send all {held.length}
        </button>
        <button type="button" disabled={busy} onClick={() => void write({ type: 'reports.released', v: 1, payload: { send: [], drop: ids } }, `Dropped ${held.length} held reports.`)}>
          Drop all {held.length}
        </button>
      </div>
      <ol className="held-reports" aria-label="Held reports">
        {held.slice(0, SHOWN).map(({ report: r, title }) => (
          <li key={r.id}>
            <p>
              <strong>{title}</strong>, made {formatCampaignClock(state.startLocal, r.sentAtMin)}
            </p>
            <label>
              What it says{' '}
              <textarea rows={2} cols={70} maxLength={20_000} value={texts[r.id] ?? r.text} onChange={(e) => setTexts({ ...texts, [r.id]: e.target.value })} />
            </label>{' '}
            <button type="button" disabled={busy} onClick={() => void send(r)}>
              Send
            </button>{' '}
            <button type="button" disabled={busy} onClick={() => void write({ type: 'report.deleted', v: 1, payload: { reportId: r.id } }, `Deleted the held ${r.subject} report.`)}>
              Delete
            </button>
          </li>
        ))}
      </ol>
      {held.length > SHOWN && <p className="field-note">… and {held.length - SHOWN} more, oldest first; Send all or Drop all decides them together.</p>}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
