/**
 * The Settle dialog (`dialog` "Settle contact ‹ref›"): the umpire's choices for settling a contact at
 * the operational level (004 §THE COMBAT SEQUENCE), prefilled from `settleDefaults` — "Attacking side"
 * (by side name), "Attacking a position (close assault after the firefight)", "Hours of firefight at
 * most" (1–6), "Attacker's fire class", "Attacker's protection", "Defender's fire class", "Defender's
 * protection" (VL … VH with words), "Attacker's shifts" / "Defender's shifts" (0–2, each with the reason
 * it was proposed), who fights (`SettleForcesFields`: each unit with its hour and the rule, units added
 * or taken away; proposed again when the attacking side or the hours change), the special rules
 * (`SettleRulesFields`: command figure, start line, tank terror, shoot and scoot, each with its reason;
 * proposed again when the attacking side changes), "Seed" (a fresh
 * random seed) — and "Roll": `settleContact` with the seeded dice,
 * shown as a preview (`SettleOutcome`: the outcome and the account) that the umpire accepts ("Accept and
 * write": one `contact.settled`) or discards (back to the choices with a fresh seed; nothing written);
 * then "Done". Refusals in an `alert`; nothing is written then.
 */
import { useId, useState, type FormEvent } from 'react';
import { outcomeText, settleContact, settleDefaults, type SettleOptions, type EventPayloads, type CampaignContact, type CampaignState, type SideId } from '../../campaign/index.ts';
import type { CoverTerrain, PointM } from '../../rules/bound/types.ts';
import { seededDice } from '../../rules/dice.ts';
import { NQM_CLASSES, type NqmClass } from '../../rules/tables/nqmCombat.ts';
import type { DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { errorView } from '../errorText.ts';
import { refText, sideName } from './contactText.ts';
import { SettleOutcome } from './SettleOutcome.tsx';
import { freshSeed, parseSeed } from '../engagement/seeds.ts';
import { CLASS_WORDS, HOUR_CHOICES, otherSide, settleFormOf, settleOptionsOf, SHIFT_CHOICES, shiftReason, withAttacker, type SettleForm, type SideChoice } from './settleForm.ts';
import { SettleRulesFields } from './SettleRulesFields.tsx';
import { SettleForcesFields } from './SettleForcesFields.tsx';
import { AttackerSideField } from './AttackerSideField.tsx';
import { forceChoicesOf, forcesFormOf, type ForcesForm } from './settleForcesForm.ts';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the campaign, the contact (open), how to read the ground (grid-local metres), the writer, close, and the seed source. */
export type SettleDialogProps = {
  state: CampaignState;
  contact: CampaignContact;
  coverAt?: (p: PointM) => CoverTerrain;
  writer: DeskWriter;
  onClose(): void;
  newSeed?(): number;
};


/** The dialog. */
export function SettleDialog({ state, contact, coverAt, writer, onClose, newSeed = freshSeed }: SettleDialogProps) {
  const id = useId();
  const ref = refText(state, contact.ref);
  const [proposed] = useState<{ opts: SettleOptions } | { message: string }>(() => {
    try {
      return { opts: settleDefaults(state, contact, coverAt) };
    } catch (e) {
      return { message: e instanceof Error ? e.message : String(e) };
    }
  });
  const [form, setForm] = useState<SettleForm | null>(() => ('opts' in proposed ? settleFormOf(proposed.opts, newSeed()) : null));
  const [forces, setForces] = useState<ForcesForm | null>(() => {
    try {
      return 'opts' in proposed ? forcesFormOf(state, contact, proposed.opts.attackerSide, proposed.opts.maxHours) : null;
    } catch {
      return null; // a side with no unit in the contact: the roll says so
    }
  });
  /** The form with `change`, and who fights proposed again for its attacking side and hours (the umpire's additions kept). */
  const change = (next: SettleForm) => {
    setForm(next);
    if (form && forces && (next.attackerSide !== form.attackerSide || next.maxHours !== form.maxHours)) setForces(forcesFormOf(state, contact, next.attackerSide, next.maxHours, forces.extraIds));
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>('message' in proposed ? proposed.message : null);
  /** The settlement rolled: a preview until accepted, then written. */
  const [rolled, setRolled] = useState<{ payload: EventPayloads['contact.settled']; written: boolean } | null>(null);

  const roll = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form) return;
    try {
      const seed = parseSeed(form.seedText);
      const opts = { ...settleOptionsOf(form), ...(forces ? { forces: forceChoicesOf(forces) } : {}) };
      const payload = settleContact(state, state.contacts?.[contact.id] ?? contact, opts, seededDice(seed));
      setError(null);
      setRolled({ payload, written: false });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const accept = async () => {
    if (!rolled || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { payload } = rolled;
      await writer.append({ type: 'contact.settled', v: 1, payload }, `Settled the contact at ${ref}: ${outcomeText(payload.outcome)} after ${payload.minutes / 60} h.`);
      setRolled({ payload, written: true });
    } catch (err) {
      const v = errorView(err, 'Could not settle the contact');
      setError([v.title, ...v.lines].join(' '));
    } finally {
      setBusy(false);
    }
  };
  const discard = () => {
    setRolled(null);
    setError(null);
    if (form) setForm({ ...form, seedText: String(newSeed()) });
  };

  const title = `Settle contact ${ref}`;
  if (rolled) {
    return (
      <Dialog title={title} onCancel={() => !busy && onClose()}>
        {rolled.written ? (
          <SettleOutcome state={state} settled={rolled.payload} error={null} written onDone={onClose} />
        ) : (
          <SettleOutcome state={state} settled={rolled.payload} error={error} written={false} busy={busy} onAccept={() => void accept()} onDiscard={discard} />
        )}
      </Dialog>
    );
  }

  const setSide = (side: SideId, change: Partial<SideChoice>) => form && setForm({ ...form, sides: { ...form.sides, [side]: { ...form.sides[side], ...change } } });
  const proposedShifts = (side: SideId) => ('opts' in proposed ? (side === proposed.opts.attackerSide ? proposed.opts.attackerShifts : proposed.opts.defenderShifts) : 0);
  const roles = form ? ([['Attacker', form.attackerSide], ['Defender', otherSide(form.attackerSide)]] as const) : [];
  /** The table row a proposed class came from, while the sides stand as proposed (004 §WEAPON AND ARMOUR CLASSIFICATION). */
  const rowOf = (role: 'Attacker' | 'Defender', kind: 'weapon' | 'armour'): string | undefined => {
    if (!('opts' in proposed) || !form || form.attackerSide !== proposed.opts.attackerSide) return undefined;
    const rows = proposed.opts.rows?.[role === 'Attacker' ? 'attacker' : 'defender'];
    return rows ? `Proposed: ${rows[kind]}` : undefined;
  };
  return (
    <Dialog title={title} onCancel={onClose} wide>
      <form className="dialog-form ct-settle" onSubmit={roll}>
        {form && (
          <>
            <div className="field-row">
              <AttackerSideField id={`${id}-att`} autoFocus state={state} value={form.attackerSide} onChange={(side) => change(withAttacker(form, side, state, contact))} />
              <div className="field">
                <label htmlFor={`${id}-hours`}>Hours of firefight at most</label>
                <select id={`${id}-hours`} value={form.maxHours} onChange={(e) => change({ ...form, maxHours: Number(e.target.value) })}>
                  {HOUR_CHOICES.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="field-check">
              <input id={`${id}-pos`} type="checkbox" checked={form.positional} onChange={(e) => setForm({ ...form, positional: e.target.checked })} />
              <label htmlFor={`${id}-pos`}>Attacking a position (close assault after the firefight)</label>
            </div>
            {roles.map(([role, side]) => (
              <fieldset key={role} className={`ct-side side-${side}`}>
                <legend>{`${role}: ${sideName(state, side)}`}</legend>
                <div className="field-row">
                  <ClassField id={`${id}-${role}-w`} label={`${role}'s fire class`} value={form.sides[side].weapon} row={rowOf(role, 'weapon')} onChange={(weapon) => setSide(side, { weapon })} />
                  <ClassField id={`${id}-${role}-a`} label={`${role}'s protection`} value={form.sides[side].armour} row={rowOf(role, 'armour')} onChange={(armour) => setSide(side, { armour })} />
                  <div className="field">
                    <label htmlFor={`${id}-${role}-s`}>{`${role}'s shifts`}</label>
                    <select id={`${id}-${role}-s`} aria-describedby={`${id}-${role}-why`} value={form.sides[side].shifts} onChange={(e) => setSide(side, { shifts: Number(e.target.value) })}>
                      {SHIFT_CHOICES.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <p id={`${id}-${role}-why`} className="field-note">
                  {shiftReason(contact, side, proposedShifts(side))}
                </p>
              </fieldset>
            ))}
            {forces && <SettleForcesFields state={state} contact={contact} attackerSide={form.attackerSide} maxHours={form.maxHours} forces={forces} onChange={setForces} />}
            <SettleRulesFields
              id={`${id}-rules`}
              rules={form.rules}
              notes={form.notes}
              attackerName={sideName(state, form.attackerSide)}
              defenderName={sideName(state, otherSide(form.attackerSide))}
              onChange={(rules) => setForm({ ...form, rules })}
            />
            <div className="field">
              <label htmlFor={`${id}-seed`}>Seed</label>
              <input id={`${id}-seed`} type="text" inputMode="numeric" value={form.seedText} onChange={(e) => setForm({ ...form, seedText: e.target.value })} />
            </div>
          </>
        )}
        <FormFooter error={error} submit="Roll" busy={busy} submitDisabled={!form} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** A class select; `row` (the classification-table row the proposal came from) is shown under it. */
function ClassField({ id, label, value, row, onChange }: { id: string; label: string; value: NqmClass; row?: string; onChange(c: NqmClass): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} aria-describedby={row ? `${id}-row` : undefined} onChange={(e) => onChange(e.target.value as NqmClass)}>
        {NQM_CLASSES.map((c) => (
          <option key={c} value={c}>
            {`${c} — ${CLASS_WORDS[c]}`}
          </option>
        ))}
      </select>
      {row && (
        <p id={`${id}-row`} className="field-note">
          {row}
        </p>
      )}
    </div>
  );
}
