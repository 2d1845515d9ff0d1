/**
 * The campaign log (DESIGN.md §State: "The log is what a session's bookkeeping reads"): every event,
 * newest first, with its campaign time and its one-line description, and the account of each fight
 * (a settled contact's combat, a returned engagement's battle report) under it; a search box keeps the
 * events whose text contains what is typed. All text is rendered as text.
 */
import { useMemo, useState } from 'react';
import { describeEvent, type CampaignEvent } from '../../campaign/events.ts';
import { formatCampaignClock } from '../../campaign/localTime.ts';
import type { CampaignState } from '../../campaign/types.ts';

/** Props: the campaign's state and its log (null while it is being read). */
export type LogScreenProps = { state: CampaignState; events: readonly CampaignEvent[] | null };

/** One line of the log: seq, when, what, and the account lines of a fight. */
export type LogLine = { seq: number; when: string; text: string; account: readonly string[] };

/** The log lines of `events` (newest first) described against `state`, filtered by `query` (case folded). */
export function logLines(state: CampaignState, events: readonly CampaignEvent[], query = ''): LogLine[] {
  const q = query.trim().toLowerCase();
  const out: LogLine[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    const account = e.type === 'contact.settled' || e.type === 'engagement.returned' ? e.payload.lines : [];
    const line: LogLine = { seq: e.seq, when: formatCampaignClock(state.startLocal, e.at), text: describeEvent(e, state), account };
    if (q === '' || `${line.when} ${line.text} ${account.join(' ')}`.toLowerCase().includes(q)) out.push(line);
  }
  return out;
}

/** The Log screen (see the module note). */
export function LogScreen({ state, events }: LogScreenProps) {
  const [query, setQuery] = useState('');
  const lines = useMemo(() => (events ? logLines(state, events, query) : []), [state, events, query]);
  return (
    <section className="log-screen" role="region" aria-label="Log">
      <h2>Log</h2>
      <label>
        Find in the log <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {events === null ? (
        <p role="status">Reading the log…</p>
      ) : (
        <ol className="log-lines" aria-label="Events" reversed>
          {lines.map((l) => (
            <li key={l.seq}>
              <span className="log-when">{l.when}</span> — {l.text}
              {l.account.length > 0 && (
                <ul aria-label={`Account of event ${l.seq}`}>
                  {l.account.map((a, i) => (
                    <li key={i}>{a}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
