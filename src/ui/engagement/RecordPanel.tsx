/**
 * The record of an engagement (right of the engagement screen, `region` "Record"): every entry as a
 * readable line, grouped by bound and step, newest at the bottom and scrolled into view; the
 * controls "Next step" and "Run bound" while a bound is executing, "Undo step", and — with typed
 * dice — the textbox "Dice" where the umpire types the dice the engine asks for; `pending` (the hand
 * allocation of hits) shows under the controls while a step waits for it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RecordEntry } from '../../rules/bound/types.ts';
import type { DiceRequest } from '../../rules/dice.ts';
import { groupRecords } from './recordLines.ts';
import { parseTypedDice } from './stepRunner.ts';
import { FormError } from '../FormFooter.tsx';

/** Props. `diceRequest`: what the engine is waiting for (typed dice), null when nothing. */
export type RecordPanelProps = {
  records: readonly RecordEntry[];
  format(e: RecordEntry): string;
  executing: boolean;
  typedMode: boolean;
  busy: boolean;
  onNextStep(): void;
  onRunBound(): void;
  onUndo(): void;
  canUndo: boolean;
  undoTitle: string;
  diceRequest: DiceRequest | null;
  typedAhead: readonly number[];
  onDice(values: number[]): void;
  /** What a paused step waits for besides dice (the hand allocation form), shown under the controls. */
  pending?: ReactNode;
};

/** The panel. */
export function RecordPanel(p: RecordPanelProps) {
  const groups = groupRecords(p.records, p.format);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [p.records.length]);

  return (
    <section className="eng-record" role="region" aria-label="Record" aria-busy={p.busy}>
      <h3 className="eng-pane-title">Record</h3>
      <div className="form-actions eng-record__controls">
        {p.executing && (
          <>
            <button type="button" className="primary" onClick={p.onNextStep} disabled={p.busy || p.diceRequest !== null || Boolean(p.pending)}>
              Next step
            </button>
            <button type="button" onClick={p.onRunBound} disabled={p.busy || p.diceRequest !== null || Boolean(p.pending)}>
              Run bound
            </button>
          </>
        )}
        <button type="button" onClick={p.onUndo} disabled={p.busy || !p.canUndo} title={p.undoTitle}>
          Undo step
        </button>
      </div>
      {p.executing && p.pending}
      {p.typedMode && p.executing && <DiceForm request={p.diceRequest} ahead={p.typedAhead} busy={p.busy} onDice={p.onDice} />}
      <div className="eng-record__list">
        {groups.length === 0 && <p className="eng-muted">Nothing has happened yet: plan the first bound.</p>}
        {groups.map((b) => (
          <section key={b.bound} className="eng-bound" aria-label={`Bound ${b.bound}`}>
            <h4>Bound {b.bound}</h4>
            {b.steps.map((s) => (
              <div key={s.key} className="eng-step">
                <h5>{s.heading}</h5>
                {s.lines.length === 0 ? (
                  <p className="eng-muted">Nothing happened.</p>
                ) : (
                  <ul>
                    {s.lines.map((l) => (
                      <li key={l.index} className={`eng-line eng-line--${l.kind}`}>
                        {l.text}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </section>
        ))}
        <div ref={end} />
      </div>
    </section>
  );
}

function DiceForm({ request, ahead, busy, onDice }: { request: DiceRequest | null; ahead: readonly number[]; busy: boolean; onDice(v: number[]): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (request) input.current?.focus();
  }, [request]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    try {
      onDice(parseTypedDice(text));
      setText('');
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const n = request?.count ?? 0;
  return (
    <form className="eng-dice" onSubmit={submit}>
      <p id={`${id}-ask`} className={request ? 'eng-dice__ask' : 'eng-muted'}>
        {request
          ? `Type ${n} ${n === 1 ? 'die' : 'dice'}${request.sides !== 6 ? ` (d${request.sides})` : ''} for ${request.purpose}`
          : 'Typed dice: the engine asks for them as it needs them; you may type some ahead.'}
        {ahead.length > 0 ? ` Typed ahead: ${ahead.join(' ')}.` : ''}
      </p>
      <div className="inline-row">
        <label htmlFor={`${id}-dice`} className="visually-hidden">
          Dice
        </label>
        <input
          ref={input}
          id={`${id}-dice`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 6 5 2"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-ask`}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" disabled={busy || text.trim() === ''}>
          Use dice
        </button>
      </div>
      <FormError error={error} />
    </form>
  );
}
