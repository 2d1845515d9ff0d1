/**
 * Add unit (dialog "Add unit"): a template (`FORMATION_TEMPLATES`), the unit's name and short name,
 * its side, the unit it goes under (or the top of its side), for a headquarters its echelon, and an
 * optional grid reference in any of the map's systems. "Add" writes one `units.added` event; a
 * refusal is shown in the dialog, which stays open.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { type CampaignState, type Echelon, ECHELONS, FORMATION_TEMPLATES, type SideId, type Unit, type UnitId, unitsFromTemplate } from '../../campaign/index.ts';
import { gridRefExample, gridRefToPoint } from '../../rules/grid.ts';
import { Dialog } from '../Dialog.tsx';
import { FormFooter } from '../FormFooter.tsx';
import { useAction } from '../useAction.ts';

/** Props: the campaign, the selected unit (the proposed parent), and `onAdd` (resolves once written). */
export type AddUnitDialogProps = { state: CampaignState; parentId: UnitId | null; onAdd(units: Unit[], notice: string): Promise<void>; onCancel(): void };

/** The Add unit dialog (see the module note). */
export default function AddUnitDialog({ state, parentId, onAdd, onCancel }: AddUnitDialogProps) {
  const id = useId();
  const parent = parentId ? state.units[parentId] : undefined;
  const [templateId, setTemplateId] = useState(FORMATION_TEMPLATES[0]!.id);
  const [name, setName] = useState('');
  const [shortName, setShortName] = useState('');
  const [side, setSide] = useState<SideId>(parent?.side ?? 'blue');
  const [under, setUnder] = useState<string>(parent?.id ?? '');
  const [echelon, setEchelon] = useState<Echelon>('brigade');
  const [ref, setRef] = useState('');
  const { busy, error, setError, run } = useAction();
  const parents = useMemo(() => state.unitOrder.map((u) => state.units[u]!).filter((u) => u.side === side), [state, side]);
  const template = FORMATION_TEMPLATES.find((t) => t.id === templateId)!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Give the unit a name.');
    let pos: { lon: number; lat: number } | undefined;
    if (ref.trim()) {
      try {
        pos = gridRefToPoint(state.grid, ref.trim());
      } catch (err) {
        return setError(err instanceof Error ? err.message : String(err));
      }
    }
    const units = unitsFromTemplate(
      template,
      { name: name.trim(), shortName: (shortName.trim() || name.trim()).slice(0, 60), side, ...(under ? { parentId: under } : {}), ...(template.id === 'headquarters' ? { echelon } : {}), ...(pos ? { pos } : {}) },
      new Set(Object.keys(state.units)),
    );
    const where = under ? ` under ${state.units[under]?.name ?? under}` : '';
    void run(() => onAdd(units, `Added ${units[0]!.name}${units.length > 1 ? ` and the ${units.length - 1} units under it` : ''}${where}.`));
  };

  return (
    <Dialog title="Add unit" onCancel={onCancel}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-template`}>Template</label>
          <select id={`${id}-template`} data-autofocus value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            {FORMATION_TEMPLATES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} placeholder="1st Bn Scots Guards" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-short`}>Short name</label>
          <input id={`${id}-short`} value={shortName} onChange={(e) => setShortName(e.target.value)} placeholder="1 SG" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-side`}>Side</label>
          <select
            id={`${id}-side`}
            value={side}
            onChange={(e) => {
              setSide(e.target.value as SideId);
              setUnder('');
            }}
          >
            <option value="blue">{state.sides.blue.name}</option>
            <option value="red">{state.sides.red.name}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-under`}>Under</label>
          <select id={`${id}-under`} value={under} onChange={(e) => setUnder(e.target.value)}>
            <option value="">(the top of the order of battle)</option>
            {parents.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </div>
        {template.id === 'headquarters' && (
          <div className="field">
            <label htmlFor={`${id}-echelon`}>Echelon</label>
            <select id={`${id}-echelon`} value={echelon} onChange={(e) => setEchelon(e.target.value as Echelon)}>
              {ECHELONS.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-ref`}>Grid reference (optional)</label>
          <input id={`${id}-ref`} value={ref} onChange={(e) => setRef(e.target.value)} placeholder={`e.g. ${gridRefExample(state.grid)}`} autoComplete="off" spellCheck={false} />
        </div>
        <FormFooter error={error} submit="Add" busyLabel="Adding…" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
