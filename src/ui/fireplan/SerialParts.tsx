/**
 * Parts of the serial table shared with the lifts: how shoot and shell kinds
 * read, the FU cell, the checks under a serial (plain text with a warning icon, not an alert: they
 * are advice), and how a row's typed fields meet the serial as stored after a write.
 */
import type { ReactNode } from 'react';
import type { FireSerial, ShellKind, ShootKind } from '../../campaign/index.ts';
import type { SerialDraft, SerialFields } from './planEdits.ts';
import type { PlanCheck } from './planView.ts';

/** How the shoot and shell kinds read in the selects. */
export const SHOOT_LABELS: Record<ShootKind, string> = { effective: 'Effective', harassing: 'Harassing' };
export const SHELL_LABELS: Record<ShellKind, string> = { HE: 'HE', smoke: 'Smoke', gas: 'Gas' };

/** The checks of one serial: a list of messages, each with a warning icon (not an alert: they are advice). */
export function CheckList({ what, checks }: { what: string; checks: readonly PlanCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <ul className="fp-checks" aria-label={`Checks of ${what}`}>
      {checks.map((c, i) => (
        <li key={i} data-kind={c.kind}>
          <span className="fp-checks__icon" aria-hidden="true">
            ⚠
          </span>{' '}
          {c.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * Checks standing on a plan, in a bordered box: `head` (what they mean for the plan), `children` (a
 * confirmation) and then their messages (`list` named `listLabel`); `role` 'alert' where they stop an
 * action, 'note' where they only inform, none for warnings; `label` names the box.
 */
export function StandingList(p: { head: ReactNode; checks: readonly PlanCheck[]; role?: 'alert' | 'note'; label?: string; listLabel?: string; children?: ReactNode }) {
  const { head, checks, role, label, listLabel, children } = p;
  return (
    <div className="fp-fire-checks" role={role} aria-label={label}>
      <p>{head}</p>
      {children}
      <ul aria-label={listLabel}>
        {checks.map((c, i) => (
          <li key={i}>{c.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Whether typed fields say the same as the stored serial. */
export function sameFields(a: SerialFields, s: FireSerial): boolean {
  return (
    a.startOffsetMin === s.startOffsetMin &&
    a.durationMin === s.durationMin &&
    a.targetRef === s.targetRef &&
    a.shoot === s.shoot &&
    a.shell === s.shell &&
    a.firerIds.length === s.firerIds.length &&
    a.firerIds.every((f, i) => f === s.firerIds[i])
  );
}

/** Whether two drafts are the same. */
export function sameDraft(a: SerialDraft, b: SerialDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The draft to show after the stored serial changed to `after`: a field still as in one of
 * `settled` (the serial as stored before, the draft last sent) takes the stored value; a field
 * typed since is kept, so a write landing while the umpire types in the next field loses nothing.
 */
export function mergeStored(settled: readonly SerialDraft[], after: SerialDraft, draft: SerialDraft): SerialDraft {
  const pick = <K extends keyof SerialDraft>(k: K): SerialDraft[K] => (settled.some((d) => JSON.stringify(draft[k]) === JSON.stringify(d[k])) ? after[k] : draft[k]);
  return { from: pick('from'), to: pick('to'), ref: pick('ref'), firerIds: pick('firerIds'), shoot: pick('shoot'), shell: pick('shell') };
}

/** The FU cell text: `3 FU`, or `–` while it cannot be computed. */
export function fuText(fu: number | null): string {
  return fu === null ? '–' : `${fu} FU`;
}
