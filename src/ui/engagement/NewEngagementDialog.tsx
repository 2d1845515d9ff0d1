/**
 * The New engagement dialog: battalion-sized units of both sides (a searchable list of checkboxes,
 * the unit selected on the desk ticked already), the edition (v0.8 default, v0.7), the dice ("Seeded":
 * rolled by the app from a seed prefilled from the campaign's seq; "Typed": physical dice the umpire
 * types) and a title. "Create"
 * resolves once the `engagement.created` event is stored; a refusal is shown in the dialog.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CampaignState, DiceMode, SideId, UnitId } from '../../campaign/index.ts';
import type { Edition } from '../../rules/types.ts';
import { Dialog } from '../Dialog.tsx';
import { EngineFields } from './EngineFields.tsx';
import { errorView } from '../errorText.ts';
import { battalionChoices, battalionOf, filterChoices, previewEngagement, type NewEngagementChoice } from './newEngagement.ts';
import { seedFromSeq } from './stepRunner.ts';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the campaign, the unit selected on the desk (or null), create (resolves when stored) and cancel. */
export type NewEngagementDialogProps = {
  state: CampaignState;
  selectedId: UnitId | null;
  onCreate(choice: NewEngagementChoice): Promise<void>;
  onCancel(): void;
};

const SIDES: readonly SideId[] = ['blue', 'red'];

/** The dialog. */
export function NewEngagementDialog({ state, selectedId, onCreate, onCancel }: NewEngagementDialogProps) {
  const id = useId();
  const choices = useMemo(() => battalionChoices(state), [state]);
  const [picked, setPicked] = useState<UnitId[]>(() => {
    const b = battalionOf(state, selectedId);
    return b ? [b] : [];
  });
  const [query, setQuery] = useState('');
  const [edition, setEdition] = useState<Edition>('v0.8');
  const [diceMode, setDiceMode] = useState<DiceMode>('seeded');
  const [seedText, setSeedText] = useState(() => String(seedFromSeq(state.seq)));
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => previewEngagement(state, picked, edition), [state, picked, edition]);
  const shown = useMemo(() => {
    const found = new Set(filterChoices(state, choices, query).map((c) => c.id));
    return choices.filter((c) => found.has(c.id) || picked.includes(c.id));
  }, [state, choices, query, picked]);

  const toggle = (unitId: UnitId, on: boolean) => setPicked((p) => (on ? [...p.filter((x) => x !== unitId), unitId] : p.filter((x) => x !== unitId)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const seed = Number(seedText);
    if (diceMode === 'seeded' && (seedText.trim() === '' || !Number.isSafeInteger(seed))) {
      setError(`The seed must be a whole number, not “${seedText.slice(0, 20)}”.`);
      return;
    }
    if (!preview.ok) {
      setError(preview.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCreate({ unitIds: picked, edition, diceMode, seed: diceMode === 'seeded' ? seed : seedFromSeq(state.seq), title });
    } catch (err) {
      const v = errorView(err, 'Could not start the engagement');
      setError([v.title, ...v.lines].join(' '));
      setBusy(false);
    }
  };

  return (
    <Dialog title="New engagement" onCancel={onCancel}>
      <form className="dialog-form eng-new" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-find`}>Find battalions</label>
          <input id={`${id}-find`} type="search" data-autofocus value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div className="eng-new__units">
          {SIDES.map((side) => {
            const list = shown.filter((c) => c.side === side);
            return (
              <fieldset key={side} className={`eng-new__side side-${side}`}>
                <legend>{state.sides[side]?.name ?? side}</legend>
                {list.length === 0 && <p className="field-note">No battalion matches.</p>}
                {list.map((c) => (
                  <div key={c.id} className="field-check">
                    <input
                      id={`${id}-u-${c.id}`}
                      type="checkbox"
                      checked={picked.includes(c.id)}
                      disabled={!c.placed}
                      onChange={(e) => toggle(c.id, e.target.checked)}
                    />
                    <label htmlFor={`${id}-u-${c.id}`}>{c.name}</label>
                    <span className="orbat-hint">{c.placed ? `${c.bases} bases` : 'not on the map'}</span>
                  </div>
                ))}
              </fieldset>
            );
          })}
        </div>
        <p className="field-note" aria-live="polite">
          {preview.ok ? `${preview.subUnits} sub-units, ${preview.bases} bases: “${preview.title}”.` : preview.message}
        </p>
        <div className="field-row eng-new__row">
          <EngineFields id={id} edition={edition} onEdition={setEdition} diceMode={diceMode} onDiceMode={setDiceMode} seedText={seedText} onSeedText={setSeedText} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input id={`${id}-title`} type="text" value={title} placeholder={preview.ok ? preview.title : ''} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <FormFooter error={error} submit="Create" busyLabel="Starting…" busy={busy} submitDisabled={!preview.ok} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
