/**
 * The "New sheet" form (`form` "New sheet"): title, side, columns (bounds, or hours starting at a
 * chosen hour from the campaign clock), the number of columns, and the strategic formations (rows):
 * a checkbox per battalion, regiment or brigade of the side, the battalions ticked, with a
 * "Find formations" filter. "Create" hands back the choice; the model's refusal is shown in an alert.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { defaultSheetRows, hourLabel, isArtilleryType, MAX_SHEET_COLUMNS, type NewSheetInput, foldForSearch, orbatOrder, type CampaignState, type Echelon, type SideId, type UnitId } from '../../campaign/index.ts';
import { FormFooter } from '../FormFooter.tsx';

/** What the form hands back (the screen adds the id). */
export type NewSheetChoice = Omit<NewSheetInput, 'id'>;

/** Props: the campaign, create (resolves true once stored) and cancel. */
export type NewSheetFormProps = { state: CampaignState; error: string | null; onCreate(choice: NewSheetChoice): Promise<boolean>; onCancel(): void };

const ROW_ECHELONS: readonly Echelon[] = ['brigade', 'regiment', 'battalion'];
const HOURS_OFFERED = 24;

/** The form. */
export function NewSheetForm({ state, error, onCreate, onCancel }: NewSheetFormProps) {
  const id = useId();
  const sides = Object.keys(state.sides) as SideId[];
  const [side, setSide] = useState<SideId>(sides[0] ?? 'blue');
  const [title, setTitle] = useState('');
  const [columnKind, setColumnKind] = useState<'bound' | 'hour'>('bound');
  const [startMin, setStartMin] = useState(state.clockMin);
  const [countText, setCountText] = useState('4');
  const [picked, setPicked] = useState<UnitId[]>(() => defaultSheetRows(state, sides[0] ?? 'blue'));
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const candidates = useMemo(() => orbatOrder(state).filter((u) => state.units[u]?.side === side && ROW_ECHELONS.includes(state.units[u]!.echelon)), [state, side]);
  const shown = useMemo(() => {
    const q = foldForSearch(query.trim());
    return candidates.filter((u) => {
      const unit = state.units[u]!;
      return q === '' || picked.includes(u) || foldForSearch(unit.shortName).includes(q) || foldForSearch(unit.name).includes(q);
    });
  }, [state, candidates, query, picked]);
  const defaultTitle = `${state.sides[side]?.name ?? side}: high commands`;

  const changeSide = (s: SideId) => {
    setSide(s);
    setPicked(defaultSheetRows(state, s));
  };
  const toggle = (u: UnitId, on: boolean) => setPicked((p) => (on ? [...p.filter((x) => x !== u), u] : p.filter((x) => x !== u)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const columnCount = Number(countText);
    if (countText.trim() === '' || !Number.isSafeInteger(columnCount) || columnCount < 1 || columnCount > MAX_SHEET_COLUMNS) {
      setProblem(`The number of columns must be a whole number from 1 to ${MAX_SHEET_COLUMNS}, not “${countText.slice(0, 12)}”.`);
      return;
    }
    if (picked.length === 0) {
      setProblem('Tick at least one formation.');
      return;
    }
    setProblem(null);
    setBusy(true);
    const rows = candidates.filter((u) => picked.includes(u));
    const ok = await onCreate({ title: title.trim() || defaultTitle, side, columnKind, startMin: columnKind === 'hour' ? startMin : state.clockMin, columnCount, rows });
    if (!ok) setBusy(false);
  };

  const shownError = problem ?? error;
  return (
    <form className="hc-new" aria-label="New sheet" onSubmit={(e) => void submit(e)}>
      <h3>New sheet</h3>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} type="text" value={title} placeholder={defaultTitle} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-side`}>Side</label>
          <select id={`${id}-side`} value={side} onChange={(e) => changeSide(e.target.value as SideId)}>
            {sides.map((s) => (
              <option key={s} value={s}>
                {state.sides[s]!.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>Columns</label>
          <select id={`${id}-kind`} value={columnKind} onChange={(e) => setColumnKind(e.target.value as 'bound' | 'hour')}>
            <option value="bound">Bounds</option>
            <option value="hour">Hours</option>
          </select>
        </div>
        {columnKind === 'hour' && (
          <div className="field">
            <label htmlFor={`${id}-start`}>First hour</label>
            <select id={`${id}-start`} value={startMin} onChange={(e) => setStartMin(Number(e.target.value))}>
              {Array.from({ length: HOURS_OFFERED }, (_, i) => state.clockMin + 60 * i).map((m) => (
                <option key={m} value={m}>
                  {hourLabel(state.startLocal, m)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-count`}>Number of columns</label>
          <input id={`${id}-count`} type="text" inputMode="numeric" value={countText} onChange={(e) => setCountText(e.target.value)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-find`}>Find formations</label>
        <input id={`${id}-find`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <fieldset className="hc-new__rows">
        <legend>Formations (rows), {picked.length} ticked</legend>
        {shown.length === 0 && <p className="field-note">No formation matches.</p>}
        {shown.map((u) => {
          const unit = state.units[u]!;
          return (
            <div key={u} className="field-check">
              <input id={`${id}-u-${u}`} type="checkbox" checked={picked.includes(u)} onChange={(e) => toggle(u, e.target.checked)} />
              <label htmlFor={`${id}-u-${u}`}>{unit.shortName}</label>
              <span className="orbat-hint">
                {unit.echelon}
                {isArtilleryType(unit.type) ? ', artillery (Hold or Bombard)' : ''}
              </span>
            </div>
          );
        })}
      </fieldset>
      <FormFooter error={shownError} submit="Create" busyLabel="Creating…" busy={busy} onCancel={onCancel} />
    </form>
  );
}
