/**
 * Allocating hits by hand (001 §ARMING and RESILIENCE: "Hit allocation is up to the aggressor's
 * choice"; RULINGS.md: kills only once every base is injured): while a step waits for it, the group
 * "Allocate hits" shows the target's bases with their injury, and a combobox "Hit ‹n› on ‹target›"
 * per hit offering the eligible bases; "Allocate" hands the picks to the step, which runs again. The
 * engine checks them; its refusal is shown in an `alert` and the picks are asked again.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AllocationRequest, BaseState } from '../../rules/bound/types.ts';
import { FormError } from '../FormFooter.tsx';

/** Props. `nameOf(id)`: a sub-unit's or SF's name for the request's ids. */
export type AllocationFormProps = {
  request: AllocationRequest;
  error: string | null;
  busy: boolean;
  nameOf(id: string): string;
  onAllocate(baseIds: string[]): void;
};

/** "uninjured", "injured (this bound)" or "injured (earlier)", plus "dug in". */
export function injuryText(b: Pick<BaseState, 'injury' | 'dugIn'>): string {
  const i = b.injury === 'none' ? 'uninjured' : b.injury === 'fresh' ? 'injured (this bound)' : 'injured (earlier)';
  return b.dugIn ? `${i}, dug in` : i;
}

/**
 * The picks a form starts with: the eligible bases uninjured first (in line order), one per hit,
 * going round again when there are more hits than bases.
 */
export function defaultPicks(req: Pick<AllocationRequest, 'hits' | 'bases' | 'eligibleBaseIds'>): string[] {
  const eligible = req.bases.filter((b) => req.eligibleBaseIds.includes(b.id));
  const order = [...eligible.filter((b) => b.injury === 'none'), ...eligible.filter((b) => b.injury !== 'none')].map((b) => b.id);
  return Array.from({ length: req.hits }, (_, i) => order[i % Math.max(1, order.length)] ?? '');
}

/** The form. */
export function AllocationForm({ request, error, busy, nameOf, onAllocate }: AllocationFormProps) {
  const id = useId();
  const [picks, setPicks] = useState(() => defaultPicks(request));
  const first = useRef<HTMLSelectElement>(null);
  const key = `${request.step}|${request.sourceId}|${request.targetId}|${request.hits}|${request.bases.map((b) => b.id + b.injury).join(',')}`;
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setPicks(defaultPicks(request));
  }
  useEffect(() => first.current?.focus(), [key]);
  const target = nameOf(request.targetId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onAllocate(picks);
  };
  return (
    <form className="eng-alloc" role="group" aria-label="Allocate hits" onSubmit={submit}>
      <p id={`${id}-ask`} className="eng-dice__ask">
        {request.hits} {request.hits === 1 ? 'hit' : 'hits'} from {nameOf(request.sourceId)} on {target}: pick a base for each hit (kills only once every base is injured).
      </p>
      <ul className="eng-alloc__bases" aria-label={`Bases of ${target}`}>
        {request.bases.map((b, i) => (
          <li key={b.id}>
            Base {i + 1}: {injuryText(b)}
            {request.eligibleBaseIds.includes(b.id) ? '' : ' (not eligible)'}
          </li>
        ))}
      </ul>
      {picks.map((pick, i) => (
        <label key={i} className="eng-field">
          <span>Hit {i + 1}</span>
          <select
            ref={i === 0 ? first : undefined}
            aria-label={`Hit ${i + 1} on ${target}`}
            aria-describedby={`${id}-ask`}
            value={pick}
            onChange={(e) => setPicks(picks.map((p, j) => (j === i ? e.target.value : p)))}
          >
            {request.bases.map((b, n) =>
              request.eligibleBaseIds.includes(b.id) ? (
                <option key={b.id} value={b.id}>
                  Base {n + 1} ({injuryText(b)})
                </option>
              ) : null,
            )}
          </select>
        </label>
      ))}
      <div className="inline-row">
        <button type="submit" disabled={busy}>
          Allocate
        </button>
      </div>
      <FormError error={error} />
    </form>
  );
}
