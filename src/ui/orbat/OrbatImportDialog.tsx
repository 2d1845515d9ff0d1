/**
 * Import an order of battle (dialog "Import an order of battle"): an ORBAT Mapper scenario (`.json`)
 * or a CSV file (with a downloadable template), read into rows (`orbatImport.ts`) and shown in a
 * review table — import or not, name, side, echelon, type, bases, where it stands, why a proposal is
 * a guess — where every proposal can be changed before "Import" writes one `units.added` event.
 */
import { useId, useState } from 'react';
import Papa from 'papaparse';
import { type CampaignState, csvRows, csvTemplate, type Echelon, ECHELONS, type ImportRow, orbatMapperRows, rowsToUnits, type SideId, type Unit } from '../../campaign/index.ts';
import { gridRefText, gridRefToPoint } from '../../rules/grid.ts';
import { UNIT_TYPE_IDS, UNIT_TYPES, type UnitTypeId } from '../../rules/tables/unitTypes.ts';
import { Dialog } from '../Dialog.tsx';
import { downloadText } from '../download.ts';
import { FormFooter } from '../FormFooter.tsx';
import { useAction } from '../useAction.ts';

/** Props: the campaign, and `onImport` (resolves once written). */
export type OrbatImportDialogProps = { state: CampaignState; onImport(units: Unit[], notice: string): Promise<void>; onCancel(): void };

/** Rows of a file: ORBAT Mapper JSON, or CSV by its name or first character. Throws `Error` saying what is wrong. */
function readRows(name: string, text: string, state: CampaignState): ImportRow[] {
  if (/\.csv$/i.test(name) || !/^\s*[{[]/.test(text)) {
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    return csvRows(parsed.data, state, (ref) => gridRefToPoint(state.grid, ref));
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new Error(`it is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  return orbatMapperRows(doc);
}

/** The import dialog (see the module note). */
export default function OrbatImportDialog({ state, onImport, onCancel }: OrbatImportDialogProps) {
  const id = useId();
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [source, setSource] = useState('');
  const { busy, error, setError, run } = useAction();
  const set = (key: string, change: Partial<ImportRow>) => setRows((rs) => rs!.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const count = rows?.filter((r) => r.include).length ?? 0;
  const depth = (r: ImportRow): number => {
    let d = 0;
    for (let k = r.parentKey; k && d < 20; k = rows?.find((x) => x.key === k)?.parentKey ?? null) d += 1;
    return d;
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setRows(null);
    try {
      setRows(readRows(file.name, await file.text(), state));
      setSource(file.name);
    } catch (e) {
      setError(`${file.name} cannot be imported: ${e instanceof Error ? e.message : String(e)}.`);
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
        {rows && (
          <div className="orbat-review">
            <table>
              <caption>
                {rows.length} units in {source}; {count} to import. Change any proposal before importing.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Import</th>
                  <th scope="col">Name</th>
                  <th scope="col">Side</th>
                  <th scope="col">Echelon</th>
                  <th scope="col">Type</th>
                  <th scope="col">Bases</th>
                  <th scope="col">Position</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={r.key}>
                    <td>
                      <input type="checkbox" aria-label={`Import ${r.name}`} checked={r.include} onChange={(e) => set(r.key, { include: e.target.checked })} />
                    </td>
                    <td style={{ paddingLeft: `${0.3 + depth(r) * 0.9}rem` }}>
                      <input aria-label={`Name of row ${i + 1}`} value={r.name} onChange={(e) => set(r.key, { name: e.target.value })} />
                    </td>
                    <td>
                      <select aria-label={`Side of ${r.name}`} value={r.side} onChange={(e) => set(r.key, { side: e.target.value as SideId })}>
                        <option value="blue">{state.sides.blue.name}</option>
                        <option value="red">{state.sides.red.name}</option>
                      </select>
                    </td>
                    <td>
                      <select aria-label={`Echelon of ${r.name}`} value={r.echelon} onChange={(e) => set(r.key, { echelon: e.target.value as Echelon })}>
                        {ECHELONS.map((x) => (
                          <option key={x}>{x}</option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <select aria-label={`Type of ${r.name}`} value={r.type} onChange={(e) => set(r.key, { type: e.target.value as UnitTypeId })}>
                        {UNIT_TYPE_IDS.map((t) => (
                          <option key={t} value={t}>
                            {UNIT_TYPES[t].label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input aria-label={`Bases of ${r.name}`} type="number" min={0} max={1000} value={r.bases} onChange={(e) => set(r.key, { bases: Math.max(0, Math.round(Number(e.target.value) || 0)) })} />
                    </td>
                    <td className="orbat-review__pos">{gridRefText(state.grid, r.pos, '—')}</td>
                    <td className="orbat-review__note" title={r.sidc ? `SIDC ${r.sidc}` : undefined}>
                      {r.note ?? ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <FormFooter error={error} submit={`Import ${count} unit${count === 1 ? '' : 's'}`} busyLabel="Importing…" busy={busy} submitDisabled={count === 0} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
