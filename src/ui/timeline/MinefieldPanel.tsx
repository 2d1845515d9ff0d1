/**
 * Minefields (1916 module, `002_0a64821d231c1bbf.txt` §2.5 Field Works): the "Place minefield" form — a name,
 * its line by grid references (one marker when the end is left empty), whose — laid at the clock as one
 * `minefield.laid`; and the minefields on the map, each with its markers, when it was laid and by which task,
 * and "Take off the map" (`minefield.removed`: the seed has no clearing, so this corrects the map). Says
 * when the 1916 rules are off that minefields are drawn but nobody rolls for them.
 */
import { useId, useState, type FormEvent } from 'react';
import { module1916On, settingsOf, type CampaignState } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import { fieldErrors } from './fieldErrors.tsx';
import { localTimeText } from './timeText.ts';
import { FormError } from '../FormFooter.tsx';
import { checkMinefieldDraft, newMinefieldDraft, type MinefieldCheck, type MinefieldDraft } from './minefieldForm.ts';

/** Props: the state and the writer. */
export type MinefieldPanelProps = { state: CampaignState; writer: DeskWriter };

/** The panel. */
export function MinefieldPanel({ state, writer }: MinefieldPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState<MinefieldDraft>(() => newMinefieldDraft(state));
  const [errors, setErrors] = useState<MinefieldCheck['errors']>({});
  const { busy, error: storeError, setError: setStoreError, write } = useDeskWrite(writer);
  const { fid, err, described } = fieldErrors(id, errors);
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);
  const fields = Object.values(state.minefields ?? {}).sort((a, b) => a.laidAtMin - b.laidAtMin || a.id.localeCompare(b.id));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const check = checkMinefieldDraft(state, draft);
    setErrors(check.errors);
    setStoreError(null);
    if (!check.minefield) return;
    const f = check.minefield;
    const n = f.markers.length;
    if (await write({ type: 'minefield.laid', v: 1, payload: { minefield: f } }, `Minefield laid: ${f.name}, ${n} marker${n === 1 ? '' : 's'}.`)) {
      setDraft(newMinefieldDraft({ ...state, minefields: { ...state.minefields, [f.id]: f } }));
    }
  };
  const remove = (minefieldId: string, name: string) => void write({ type: 'minefield.removed', v: 1, payload: { minefieldId, note: 'taken off the map by the umpire' } }, `Minefield taken off the map: ${name}.`);

  return (
    <section className="tl-panel" aria-label="Minefields">
      <h3>Place minefield</h3>
      {!module1916On(settingsOf(state)) && <p className="field-note">The 1916 rules are off: minefields are drawn, but nobody rolls for them (Settings).</p>}
      <form className="tl-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fid('name')}>Name</label>
          <input id={fid('name')} type="text" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} {...described('name')} />
          {err('name')}
        </div>
        <div className="field">
          <label htmlFor={fid('from')}>From (grid reference)</label>
          <input id={fid('from')} type="text" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} {...described('from')} />
          {err('from')}
        </div>
        <div className="field">
          <label htmlFor={fid('to')}>To (grid reference)</label>
          <input id={fid('to')} type="text" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} {...described('to', `${fid('to')}-note`)} />
          <p id={`${fid('to')}-note`} className="field-note">
            Empty: one marker of 80 yards at From. A line is covered by the fewest markers that reach end to end, at most 146 m apart.
          </p>
          {err('to')}
        </div>
        <div className="field">
          <label htmlFor={fid('side')}>Whose</label>
          <select id={fid('side')} value={draft.side} onChange={(e) => setDraft({ ...draft, side: e.target.value as MinefieldDraft['side'] })}>
            <option value="">Nobody’s (the scenario’s)</option>
            <option value="blue">{state.sides.blue.name}</option>
            <option value="red">{state.sides.red.name}</option>
          </select>
        </div>
        <FormError error={storeError} />
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy}>
            Place minefield
          </button>
        </div>
      </form>
      <h3>Minefields</h3>
      {fields.length === 0 ? (
        <p className="field-note">No minefields yet.</p>
      ) : (
        <ul className="tl-records" aria-label="Minefields on the map">
          {fields.map((f) => (
            <li key={f.id}>
              <span className="tl-time">{t(f.laidAtMin)}</span> {f.name} ({f.markers.length} marker{f.markers.length === 1 ? '' : 's'}
              {f.side ? `, ${state.sides[f.side].name}` : ''}
              {f.taskId ? ', laid by a task' : ''})
              <button type="button" className="danger" aria-label={`Take ${f.name} off the map`} onClick={() => remove(f.id, f.name)}>
                Take off the map
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
