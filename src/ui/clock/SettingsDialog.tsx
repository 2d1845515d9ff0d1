/**
 * "Settings": the dialog "Campaign settings" — time field "Day starts at", checkbox "Night allows
 * only resupply", the De Rosa ammunition checkbox, the 1916 module's fields (`Module1916Fields`: its
 * switch, command test targets and vehicle charts, all *assumed*) and the gun classes; "Save settings" and "Cancel". Saving hands only the changed fields to
 * `onSave` (one `settings.changed`); nothing changed just closes. Refused fields and the store's
 * refusal show in an `alert` inside the dialog, which stays open.
 */
import { useId, useState, type FormEvent } from 'react';
import type { CampaignSettings } from '../../campaign/index.ts';
import { Dialog } from '../Dialog.tsx';
import { errorView } from '../errorText.ts';
import { DAY_START_LABEL, settingsChanges, settingsForm, type GunCalibre, type SettingsForm, type SettingsProblem } from './settingsForm.ts';
import { Module1916Fields } from './Module1916Fields.tsx';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the settings in force, the campaign's gun calibres (`campaignGuns`), `onSave(changes)` (rejects with the store's error) and `onCancel`. */
export type SettingsDialogProps = { settings: CampaignSettings; guns?: readonly GunCalibre[]; onSave(changes: Partial<CampaignSettings>): Promise<void>; onCancel(): void };

const CLASS_WORDS: Readonly<Record<GunCalibre['byTable'], string>> = { L: 'LIGHT', M: 'MEDIUM', H: 'HEAVY', VH: 'VERY HEAVY' };

/** The dialog. */
export function SettingsDialog({ settings, guns = [], onSave, onCancel }: SettingsDialogProps) {
  const id = useId();
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(settings));
  const [problems, setProblems] = useState<SettingsProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const bad = new Set(problems.map((p) => p.field));
  const invalid = (field: string) => (bad.has(field) ? true : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const r = settingsChanges(settings, form);
    setProblems(r.problems);
    if (r.problems.length > 0) return;
    if (Object.keys(r.changes).length === 0) {
      onCancel();
      return;
    }
    setBusy(true);
    try {
      await onSave(r.changes);
    } catch (err) {
      const v = errorView(err, 'Could not save the settings');
      setProblems([{ field: '', message: [v.title, ...v.lines].join(' ') }]);
      setBusy(false);
    }
  };

  return (
    <Dialog title="Campaign settings" onCancel={onCancel}>
      <form className="dialog-form clock-settings" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-day`}>{DAY_START_LABEL}</label>
          <input
            id={`${id}-day`}
            type="time"
            step={60}
            data-autofocus
            value={form.dayStart}
            aria-invalid={invalid('dayStart')}
            aria-describedby={`${id}-day-note`}
            onChange={(e) => setForm({ ...form, dayStart: e.target.value })}
          />
          <p id={`${id}-day-note`} className="field-note">
            Local time. The first 8-hour daylight period begins then, the second follows, then the 8-hour night.
          </p>
        </div>
        <div className="field-check">
          <input
            id={`${id}-night`}
            type="checkbox"
            checked={form.nightResupplyOnly}
            onChange={(e) => setForm({ ...form, nightResupplyOnly: e.target.checked })}
          />
          <label htmlFor={`${id}-night`}>Night allows only resupply</label>
        </div>
        <div className="field-check">
          <input
            id={`${id}-derosa`}
            type="checkbox"
            checked={form.deRosaAmmo}
            onChange={(e) => setForm({ ...form, deRosaAmmo: e.target.checked })}
          />
          <label htmlFor={`${id}-derosa`}>De Rosa rules (D10 morale tests, Shaken and Routed; field-gun ammunition: a D10 for each battery's resupply)</label>
        </div>
        <Module1916Fields form={form} setForm={setForm} id={id} invalid={invalid} />
        {guns.length > 0 && (
          <fieldset className="clock-targets">
            <legend>Gun classes</legend>
            <p className="field-note">
              Each calibre fires on the firefight table at the class the classification table gives it; as its note 2 says, a class may change with time. A change holds from
              now, in fire plans, their expected effect and settling contacts.
            </p>
            {guns.map((g) => (
              <div className="field" key={g.key}>
                <label htmlFor={`${id}-gun-${g.key}`}>Class of the {g.label} guns</label>
                <select id={`${id}-gun-${g.key}`} value={form.gunClasses[g.key] ?? ''} onChange={(e) => setForm({ ...form, gunClasses: { ...form.gunClasses, [g.key]: e.target.value } })}>
                  <option value="">{CLASS_WORDS[g.byTable]}, by the table</option>
                  {(['L', 'M', 'H', 'VH'] as const)
                    .filter((c) => c !== g.byTable)
                    .map((c) => (
                      <option key={c} value={c}>
                        {CLASS_WORDS[c]}
                      </option>
                    ))}
                </select>
              </div>
            ))}
          </fieldset>
        )}
        {problems.length > 0 && (
          <div role="alert" className="field-error">
            {problems.map((p) => (
              <p key={`${p.field}:${p.message}`}>{p.message}</p>
            ))}
          </div>
        )}
        <FormFooter submit="Save settings" busyLabel="Saving…" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
