/**
 * The "New fire plan" form (`form` "New fire plan"): "Title", "Side",
 * "H-hour" (the scenario's local date and time), "Scale" (Operational (NQM) / Tactical (1418)),
 * "Edition", "Wind towards (degrees)", "Seed"; "Create" hands back the plan (the model's or the
 * store's refusal is shown in an `alert`), "Cancel".
 */
import { useId, useState, type FormEvent } from 'react';
import type { CampaignState, FirePlan, SideId } from '../../campaign/index.ts';
import type { Edition } from '../../rules/types.ts';
import { initialPlanForm, planFromForm, SCALE_LABELS, type NewPlanForm } from './newPlan.ts';
import { FormFooter } from '../FormFooter.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';

/** Props: the campaign, the side and seed offered first, the store's last refusal, create (resolves true once stored) and cancel. */
export type NewFirePlanFormProps = {
  state: CampaignState;
  /** The side the plan starts with (default: the campaign's first side). */
  side?: SideId;
  seed: number;
  error: string | null;
  onCreate(make: (state: CampaignState) => FirePlan): Promise<boolean>;
  onCancel(): void;
  newId(state: CampaignState): string;
};

/** The form. */
export function NewFirePlanForm({ state, side, seed, error, onCreate, onCancel, newId }: NewFirePlanFormProps) {
  const id = useId();
  const [form, setForm] = useState<NewPlanForm>(() => initialPlanForm(state, seed, side));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<NewPlanForm>) => setForm((f) => ({ ...f, ...change }));
  const sides = Object.keys(state.sides) as SideId[];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    try {
      planFromForm(state, form, 'check');
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      return;
    }
    setProblem(null);
    setBusy(true);
    const ok = await onCreate((s) => planFromForm(s, form, newId(s)));
    if (!ok) setBusy(false);
  };

  const shown = problem ?? error;
  return (
    <form className="fp-new" aria-label="New fire plan" noValidate onSubmit={(e) => void submit(e)}>
      <h3>New fire plan</h3>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} type="text" maxLength={200} value={form.title} placeholder={`Fire plan ${Object.keys(state.firePlans ?? {}).length + 1}`} onChange={(e) => set({ title: e.target.value })} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-side`}>Side</label>
          <select id={`${id}-side`} value={form.side} onChange={(e) => set({ side: e.target.value as SideId })}>
            {sides.map((s) => (
              <option key={s} value={s}>
                {state.sides[s]!.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-h`}>H-hour</label>
          <input id={`${id}-h`} type="datetime-local" step={60} value={form.hHourLocal} onChange={(e) => set({ hHourLocal: e.target.value })} />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-scale`}>Scale</label>
          <ChoiceSelect id={`${id}-scale`} options={(Object.keys(SCALE_LABELS) as FirePlan['scale'][])} labels={SCALE_LABELS} value={form.scale} onChoice={(v) => set({ scale: v })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-edition`}>Edition</label>
          <select id={`${id}-edition`} value={form.edition} onChange={(e) => set({ edition: e.target.value as Edition })}>
            <option value="v0.8">1418 v0.8</option>
            <option value="v0.7">1418 v0.7</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-wind`}>Wind towards (degrees)</label>
          <input id={`${id}-wind`} type="text" inputMode="numeric" size={5} value={form.windToDeg} onChange={(e) => set({ windToDeg: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-seed`}>Seed</label>
          <input id={`${id}-seed`} type="text" inputMode="numeric" size={11} value={form.seed} onChange={(e) => set({ seed: e.target.value })} />
        </div>
      </div>
      <FormFooter error={shown} submit="Create" busyLabel="Creating…" busy={busy} onCancel={onCancel} />
    </form>
  );
}
