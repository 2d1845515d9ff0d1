/**
 * "Fire for real": a `dialog` "Fire the plan" asks to commit the plan — each shoot then fires as the
 * campaign clock reaches its minute (`fireplan.committed`; shoots already past fire at once) — and lists every check still standing on the plan: those that stop it firing (FU short,
 * serials before the campaign's start: "Fire" stays disabled), and the warnings it may fire through
 * once the checkbox "Fire despite these N warnings (‹kinds›)" confirms them. A textbox "Dice seed" (a
 * fresh random seed, editable so a firing can be repeated), "Fire" and "Cancel"; "Fire" commits the plan
 * (`PlanWriter.commit`). A committed plan shows `status` "Fire plan committed" (its shoot times still to
 * fire) and "Stand down" in place of "Fire for real". At tactical scale each shot is one battery's bombardment in one bound (the bound
 * engine's dice, hits, bases injured and bases killed). Below, each time the plan was fired: "Fired at
 * HH:MM" and the `list` "Shots of ‹plan› fired at HH:MM", a line per recorded shot with its dice and
 * what it did to each unit ("1/84 −2 bases"; tactical "5./84 2 injured, 1 killed") (`state.firings`).
 */
import { useId, useState, type FormEvent } from 'react';
import { activeCommitment, firedDraft, shootMinutes, type TerrainQuery, type CampaignState, type FirePlan } from '../../campaign/index.ts';
import type { DeskEventInput } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { formatCampaignClock } from '../clock.ts';
import { clockHm, firingNotice, shotLine } from './firingText.ts';
import { MAX_SEED, wholeField } from './newPlan.ts';
import { standingChecks, warningKinds, type PlanScreenView } from './planView.ts';
import type { PlanWriter } from './usePlanWriter.ts';
import { StandingList } from './SerialParts.tsx';
import { FormError } from '../FormFooter.tsx';

/** A fresh seed for a firing (the browser's random source; `Math.random` where there is none). */
export function freshSeed(): number {
  const c = globalThis.crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]! & MAX_SEED;
  return Math.floor(Math.random() * MAX_SEED);
}

/** The `fireplan.fired` draft of a firing and its notice (throws as `firedDraft`). */
export function firingDraft(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null, seed: number): { draft: DeskEventInput; notice: string } {
  const { type, v, payload } = firedDraft(state, plan, terrain, seed);
  return { draft: { type, v, payload } as DeskEventInput, notice: firingNotice(plan.title, payload.shots) };
}

/** Props: the campaign, the plan, its view (serial labels), the terrain, and the plan writer. */
export type FiringPanelProps = { state: CampaignState; plan: FirePlan; view: PlanScreenView; terrain: TerrainQuery | null; writer: PlanWriter; newSeed?(): number };

/** The panel. */
export function FiringPanel({ state, plan, view, terrain, writer, newSeed = freshSeed }: FiringPanelProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [seedText, setSeedText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const { blocking, warnings } = standingChecks(view);
  const firings = (state.firings ?? []).filter((f) => f.planId === plan.id);
  const labels = new Map(view.serials.map((s) => [s.id, s.label]));

  const open = () => {
    setSeedText(String(newSeed()));
    setError(null);
    setConfirmed(false);
    writer.clearError();
    setAsking(true);
  };
  const fire = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || blocking.length > 0 || (warnings.length > 0 && !confirmed)) return;
    let seed: number;
    try {
      seed = wholeField(seedText, 'Dice seed', 0, MAX_SEED);
      firingDraft(state, plan, terrain, seed);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    setBusy(true);
    const ok = await writer.commit(plan.id, seed, terrain);
    setBusy(false);
    if (ok) setAsking(false);
  };
  const commitment = activeCommitment(state, plan.id);
  // A firing of a committed plan rolls the commitment's dice for its minute: name the seed the umpire gave.
  const committedSeed = state.fireCommitments?.[plan.id]?.seed;
  const seedWords = (f: { atMin: number; seed: number }) =>
    committedSeed !== undefined && f.atMin >= (state.fireCommitments![plan.id]!.committedAtMin) ? `dice from the commitment's seed ${committedSeed}` : `dice seed ${f.seed}`;
  const minutes = commitment ? shootMinutes(state, plan, terrain) : [];
  const left = commitment ? minutes.filter((m) => commitment.firedThroughMin === null || m > commitment.firedThroughMin) : [];

  return (
    <section className="fp-firing" aria-label="Firing">
      <header className="row-head">
        <h4>Firing</h4>
        {commitment ? (
          <button type="button" onClick={() => void writer.standDown(plan.id)}>
            Stand down
          </button>
        ) : (
          <button type="button" className="danger" onClick={open}>
            Fire for real
          </button>
        )}
      </header>
      {commitment && (
        <p role="status" aria-label="Fire plan committed" className="fp-firing__committed">
          Committed at {clockHm(state, commitment.committedAtMin)}: {left.length === 0 ? `every shoot has fired (the last at ${clockHm(state, minutes.at(-1) ?? commitment.committedAtMin)}).` : `fires as the clock reaches ${left.length === 1 ? 'its shoot at' : `its ${left.length} shoot times from`} ${clockHm(state, left[0]!)}${commitment.firedThroughMin !== null ? `; fired through ${clockHm(state, commitment.firedThroughMin)}` : ''}.`}
        </p>
      )}
      {plan.scale === 'tactical' && <p className="field-note">At tactical scale each battery fires one 1418 bombardment a bound (10 min) by the bound engine’s rules, 1 FU for each hour of fire; the bases it injures and kills are written to the units.</p>}
      {firings.length === 0 && <p className="field-note">Not fired yet.</p>}
      {firings.map((f) => {
        const hm = clockHm(state, f.atMin);
        return (
          <div key={f.seq} className="fp-firing__record">
            <p className="fp-firing__when">
              <strong>Fired at {hm}</strong> <span className="orbat-hint">({formatCampaignClock(state.startLocal, f.atMin)}, {seedWords(f)})</span>
            </p>
            <ol className="fp-firing__shots" aria-label={`Shots of ${plan.title} fired at ${hm}`}>
              {f.shots.map((s, i) => (
                <li key={i}>{shotLine(state, s, labels.get(s.serialId) ?? s.serialId)}</li>
              ))}
            </ol>
          </div>
        );
      })}
      {asking && (
        <Dialog title="Fire the plan" onCancel={() => !busy && setAsking(false)}>
          <form className="dialog-form" noValidate onSubmit={(e) => void fire(e)}>
            <p>Commit “{plan.title}” to fire? Each shoot fires as the campaign clock reaches its minute{plan.scale === 'tactical' ? ' (a tactical plan fires whole at its first bombardment)' : ''}; shoots already past fire now, in time order. The results are written into the campaign as they fall.</p>
            {blocking.length > 0 && <StandingList role="alert" checks={blocking} head={<strong>It cannot be fired as it stands:</strong>} />}
            {blocking.length === 0 && warnings.length > 0 && (
              <StandingList
                checks={warnings}
                listLabel="Warnings still standing"
                head={
                  <strong>
                    {warnings.length} warning{warnings.length === 1 ? '' : 's'} still stand{warnings.length === 1 ? 's' : ''}:
                  </strong>
                }
              >
                <div className="field-check">
                  <input id={`${id}-despite`} type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
                  <label htmlFor={`${id}-despite`}>
                    Fire despite {warnings.length === 1 ? 'this warning' : `these ${warnings.length} warnings`} ({warningKinds(warnings)})
                  </label>
                </div>
              </StandingList>
            )}
            <div className="field">
              <label htmlFor={`${id}-seed`}>Dice seed</label>
              <input id={`${id}-seed`} type="text" inputMode="numeric" value={seedText} onChange={(e) => setSeedText(e.target.value)} />
            </div>
            <FormError error={error ?? writer.error} />
            <div className="form-actions">
              <button type="submit" className="danger" data-autofocus disabled={busy || blocking.length > 0 || (warnings.length > 0 && !confirmed)}>
                {busy ? 'Firing…' : 'Fire'}
              </button>
              <button type="button" disabled={busy} onClick={() => setAsking(false)}>
                Cancel
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
