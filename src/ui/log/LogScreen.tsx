/**
 * The campaign log (DESIGN.md §State: "The log is what a session's bookkeeping reads"): every event,
 * newest first, with its campaign time and its one-line description as it read when it happened
 * (`logLines`), the account of each fight and each firing's dice under it, and each engagement's bounds
 * and steps gathered under the line that opened it (`details` "Steps of ‹engagement›", closed at first);
 * a search box keeps the events whose text contains what is typed. All text is rendered as text. In a
 * seat's view it shows only the orders and reports that reached that HQ (`pictureLogLines`).
 */
import { useMemo, useState } from 'react';
import type { CampaignEvent, CampaignState } from '../../campaign/index.ts';
import { logLines, type LogLine } from './logModel.ts';
import { pictureLogLines } from '../seats/seatView.ts';

export { logLines, type LogLine } from './logModel.ts';

/** Props: the campaign's state and its log (null while it is being read). */
export type LogScreenProps = { state: CampaignState; events: readonly CampaignEvent[] | null };

/** The Log screen (see the module note). */
export function LogScreen({ state, events }: LogScreenProps) {
  const [query, setQuery] = useState('');
  // A seat's view has no log of the campaign: only the orders and reports that reached its HQ.
  const seat = state.picture !== undefined;
  const lines = useMemo(() => (seat ? pictureLogLines(state, query) : events ? logLines(state, events, query) : []), [seat, state, events, query]);
  return (
    <section className="log-screen" role="region" aria-label="Log">
      <h2>Log</h2>
      <label>
        Find in the log <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {events === null && !seat ? (
        <p role="status">Reading the log…</p>
      ) : (
        <ol className="log-lines" aria-label="Events" reversed>
          {lines.map((l) => (
            <LogEntry key={l.seq} line={l} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** One event: when, what, its account, and an engagement's steps (expandable). */
function LogEntry({ line }: { line: LogLine }) {
  return (
    <li>
      <span className="log-when">{line.when}</span> — {line.text}
      {line.account.length > 0 && (
        <ul aria-label={`Account of event ${line.seq}`}>
          {line.account.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
      )}
      {line.steps && line.steps.length > 0 && (
        <details className="log-steps">
          <summary>
            {line.steps.length} step{line.steps.length === 1 ? '' : 's'} of this engagement
          </summary>
          <ol aria-label={`Steps of event ${line.seq}`}>
            {line.steps.map((s) => (
              <LogEntry key={s.seq} line={s} />
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
