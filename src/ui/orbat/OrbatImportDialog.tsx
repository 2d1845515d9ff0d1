/**
 * Import an order of battle (dialog "Import an order of battle"): an ORBAT Mapper scenario (`.json`)
 * or a CSV file (with a downloadable template), read into rows off the page's thread
 * (`orbatRows.worker.ts`, `orbatFile.ts`: the units are counted before any is read) and shown in a
 * review table (`OrbatReviewTable.tsx`, drawn in view only when large) — import or not, name, side,
 * echelon, type, bases, where it stands, why a proposal is a guess. The rows shown can be filtered by
 * side, by top formation and by name; all of them ticked or unticked at once; the ticked ones given
 * one type at once. "Import" writes the ticked units (`units.added`, in parts of 5,000, one action).
 */
import { useId, useMemo, useRef, useState } from 'react';
import { csvTemplate, orbatContextOf, orbatRowsOf, rowsToUnits, type CampaignState, type ImportRow, type OrbatContext, type SideId, type Unit } from '../../campaign/index.ts';
import { UNIT_TYPE_IDS, UNIT_TYPES, type UnitTypeId } from '../../rules/tables/unitTypes.ts';
import { callWorker } from '../files/workerCall.ts';
import { OrbatReviewTable } from './OrbatReviewTable.tsx';
import { Dialog } from '../Dialog.tsx';
import { downloadText } from '../download.ts';
import { FormFooter } from '../FormFooter.tsx';
import { useAction } from '../useAction.ts';

/** Props: the campaign, and `onImport` (resolves once written). */
export type OrbatImportDialogProps = { state: CampaignState; onImport(units: Unit[], notice: string): Promise<void>; onCancel(): void };

/** The review rows of `file`, read in a worker (on the page where there are none). Rejects with the reason in the user's words. */
function readRows(file: File, ctx: OrbatContext): Promise<ImportRow[]> {
  const worker = () => new Worker(new URL('./orbatRows.worker.ts', import.meta.url), { type: 'module' });
  return callWorker(worker, { name: file.name, blob: file, ctx }, async (q) => orbatRowsOf(q.name, await q.blob.text(), q.ctx), 'Reading the file');
}

/** Each row's top formation (its root row) and its depth under it. */
function structureOf(rows: readonly ImportRow[]): { rootOf: Map<string, string>; depthOf: Map<string, number> } {
  const parentOf = new Map(rows.map((r) => [r.key, r.parentKey]));
  const rootOf = new Map<string, string>();
  const depthOf = new Map<string, number>();
  for (const r of rows) {
    let d = 0;
    let k = r.key;
    for (let p = r.parentKey; p !== null && p !== undefined && d < 40; p = parentOf.get(p) ?? null) {
      k = p;
      d += 1;
    }
    rootOf.set(r.key, k);
    depthOf.set(r.key, d);
  }
  return { rootOf, depthOf };
}

/** The import dialog (see the module note). */
export default function OrbatImportDialog({ state, onImport, onCancel }: OrbatImportDialogProps) {
  const id = useId();
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [source, setSource] = useState('');
  const [reading, setReading] = useState(false);
  const [side, setSide] = useState<SideId | ''>('');
  const [group, setGroup] = useState('');
  const [find, setFind] = useState('');
  const [bulkType, setBulkType] = useState<UnitTypeId>('infantry');
  const { busy, error, setError, run } = useAction();
  // The rows as read: their keys and parents never change while they are reviewed.
  const [read0, setRead0] = useState<readonly ImportRow[]>([]);
  const structure = useMemo(() => structureOf(read0), [read0]);
  const index = useMemo(() => new Map(read0.map((r, i) => [r.key, i])), [read0]);
  const groups = useMemo(() => read0.filter((r) => r.parentKey === null), [read0]);
  const shown = useMemo(() => {
    const q = find.trim().toLowerCase();
    return (rows ?? []).filter((r) => (side === '' || r.side === side) && (group === '' || structure.rootOf.get(r.key) === group) && (q === '' || r.name.toLowerCase().includes(q)));
  }, [rows, side, group, find, structure]);
  const count = rows?.filter((r) => r.include).length ?? 0;
  const shownTicked = shown.filter((r) => r.include).length;
  const set = (key: string, change: Partial<ImportRow>) =>
    setRows((rs) => {
      const i = index.get(key);
      if (!rs || i === undefined) return rs;
      const out = rs.slice();
      out[i] = { ...rs[i]!, ...change };
      return out;
    });
  const setShown = (change: (r: ImportRow) => Partial<ImportRow> | null) => {
    const keys = new Set(shown.map((r) => r.key));
    setRows((rs) => rs && rs.map((r) => (keys.has(r.key) ? { ...r, ...(change(r) ?? {}) } : r)));
  };

  // The file chosen last wins: a slower reading of an earlier choice is dropped.
  const choice = useRef(0);
  const read = async (file: File | undefined) => {
    const mine = ++choice.current;
    if (!file) return;
    setError(null);
    setRows(null);
    setReading(true);
    try {
      const read = await readRows(file, orbatContextOf(state));
      if (mine !== choice.current) return;
      setSide('');
      setGroup('');
      setFind('');
      setSource(file.name);
      setRead0(read);
      setRows(read);
    } catch (e) {
      if (mine === choice.current) setError(`${file.name} cannot be imported: ${e instanceof Error ? e.message : String(e)}.`);
    } finally {
      if (mine === choice.current) setReading(false);
    }
  };
  const submit = () => {
    if (!rows || count === 0) return;
    void run(() => onImport(rowsToUnits(rows, state), `Imported ${count} units from ${source}.`));
  };
  return (
    <Dialog title="Import an order of battle" onCancel={onCancel} wide>
      <form
        className="dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-file`}>ORBAT Mapper scenario (.json) or CSV file</label>
          <input id={`${id}-file`} type="file" data-autofocus accept=".json,.csv,application/json,text/csv" onChange={(e) => void read(e.target.files?.[0])} />
        </div>
        <p className="dialog-aside">
          CSV columns: name, parent, echelon, type, grade, bases, grid reference, side.{' '}
          <button type="button" onClick={() => downloadText('orbat-template.csv', csvTemplate(), 'text/csv')}>
            Download the CSV template
          </button>
        </p>
        {reading && <p role="status">Reading the file…</p>}
        {rows && (
          <>
            <div className="orbat-filter" role="group" aria-label="Show">
              <label>
                Side{' '}
                <select value={side} onChange={(e) => setSide(e.target.value as SideId | '')}>
                  <option value="">both</option>
                  <option value="blue">{state.sides.blue.name}</option>
                  <option value="red">{state.sides.red.name}</option>
                </select>
              </label>
              <label>
                Under{' '}
                <select value={group} onChange={(e) => setGroup(e.target.value)}>
                  <option value="">every formation</option>
                  {groups.map((g) => (
                    <option key={g.key} value={g.key}>
                      {g.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Name{' '}
                <input type="search" value={find} onChange={(e) => setFind(e.target.value)} />
              </label>
            </div>
            <div className="orbat-filter" role="group" aria-label="Change the ticked units shown">
              <label>
                Type of the ticked units shown{' '}
                <select value={bulkType} onChange={(e) => setBulkType(e.target.value as UnitTypeId)}>
                  {UNIT_TYPE_IDS.map((t) => (
                    <option key={t} value={t}>
                      {UNIT_TYPES[t].label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" disabled={shownTicked === 0} onClick={() => setShown((r) => (r.include ? { type: bulkType } : null))}>
                Set type of {shownTicked} unit{shownTicked === 1 ? '' : 's'}
              </button>
            </div>
            <OrbatReviewTable
              state={state}
              rows={shown}
              depthOf={structure.depthOf}
              caption={`${rows.length} units in ${source}; ${count} to import${shown.length < rows.length ? `; ${shown.length} shown` : ''}. Change any proposal before importing.`}
              allTicked={shownTicked === 0 ? false : shownTicked === shown.length ? true : 'mixed'}
              onTickAll={(include) => setShown(() => ({ include }))}
              onChange={set}
            />
          </>
        )}
        <FormFooter error={error} submit={`Import ${count} unit${count === 1 ? '' : 's'}`} busyLabel="Importing…" busy={busy} submitDisabled={count === 0} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
