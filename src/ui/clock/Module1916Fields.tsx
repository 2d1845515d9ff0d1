/**
 * The 1916 module's part of "Campaign settings" (`002_0a64821d231c1bbf.txt` §2 Movement): checkbox "1916
 * rules (command test before moves; tanks break down and their crews act)", the group "1916 command test
 * targets (assumed)" (a number field per grade and column, "Restore assumed targets"), and the group "1916
 * vehicle and minefield charts (assumed)": the Tracked column (2D6 up to, by tank type: breakdown on the road rating and
 * dangerous terrain), the crew targets by cause (Repair, Get LMG, Fire bus) and the minefield roll (a base lost
 * or damaged from a 2D6 total, 002 §2.5), with "Restore assumed charts". The seed lost every one of these
 * numbers: the dialog says so.
 */
import { SETTINGS_GRADES } from '../../campaign/index.ts';
import { COMMAND_TEST_COLUMNS } from '../../rules/tables/commandTest1916.ts';
import { IMMOBILISED_CAUSES, VEHICLES_1916, type CrewTargets, type ImmobilisedCause, type TrackedRow, type Vehicle1916 } from '../../rules/tables/vehicles1916.ts';
import { GRADE_WORDS } from '../labels.ts';
import { assumedTargetsForm, COLUMN_WORDS, targetField, targetLabel, type SettingsForm } from './settingsForm.ts';
import { assumedVehiclesForm, CAUSE_WORDS, CREW_FIELDS, crewLabel, MINE_FIELDS, mineLabel, TRACKED_FIELDS, trackedLabel, vehicleWords } from './vehicles1916Form.ts';
import type { MineChart } from '../../rules/tables/fieldWorks1916.ts';

/** Props: the form, its setter, the dialog's id prefix, and which fields were refused (by field key or label). */
export type Module1916FieldsProps = { form: SettingsForm; setForm(f: SettingsForm): void; id: string; invalid(field: string): true | undefined };

/** The fields. */
export function Module1916Fields({ form, setForm, id, invalid }: Module1916FieldsProps) {
  const v = form.vehicles;
  return (
    <>
      <div className="field-check">
        <input id={`${id}-test`} type="checkbox" checked={form.commandTest1916} onChange={(e) => setForm({ ...form, commandTest1916: e.target.checked })} />
        <label htmlFor={`${id}-test`}>1916 rules (command test before moves; tanks break down and their crews act; minefields)</label>
      </div>
      <fieldset className="clock-targets">
        <legend>1916 command test targets (assumed)</legend>
        <p className="field-note">
          The seed’s chart is lost (RULINGS.md §1916): these targets are assumed. A unit passes when its modified D6 reaches the target; whole numbers 1–7.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Grade</th>
              {COMMAND_TEST_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {COLUMN_WORDS[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SETTINGS_GRADES.map((g) => (
              <tr key={g}>
                <th scope="row">
                  {g} <span className="muted">{GRADE_WORDS[g]}</span>
                </th>
                {COMMAND_TEST_COLUMNS.map((c) => (
                  <td key={c}>
                    <input
                      type="number"
                      min={1}
                      max={7}
                      step={1}
                      aria-label={targetLabel(g, c)}
                      aria-invalid={invalid(targetField(g, c))}
                      value={form.targets[g][c]}
                      onChange={(e) => setForm({ ...form, targets: { ...form.targets, [g]: { ...form.targets[g], [c]: e.target.value } } })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <button type="button" onClick={() => setForm({ ...form, targets: assumedTargetsForm() })}>
            Restore assumed targets
          </button>
        </div>
      </fieldset>
      <fieldset className="clock-targets">
        <legend>1916 vehicle and minefield charts (assumed)</legend>
        <p className="field-note">
          The seed’s Tracked column, crew chart and Area Weapons Chart are lost: these are assumed. A tank rolls 2D6 each hour it moves and is immobilised on a
          total up to the number shown (1: never); a crew’s D6 must reach its target (7: never); each base entering a minefield rolls 2D6 and is lost or damaged
          from the number shown (13: never).
        </p>
        <ChartTable
          corner="2D6 up to"
          columns={TRACKED_FIELDS}
          rows={VEHICLES_1916.map((t) => ({ key: t, label: vehicleWords(t), values: v.tracked[t] }))}
          max={12}
          labelOf={(t, k) => trackedLabel(t as Vehicle1916, k as keyof TrackedRow)}
          invalid={invalid}
          onChange={(t, k, text) => setForm({ ...form, vehicles: { ...v, tracked: { ...v.tracked, [t]: { ...v.tracked[t as Vehicle1916], [k]: text } } } })}
        />
        <ChartTable
          corner="Crew, D6 target"
          columns={CREW_FIELDS}
          rows={IMMOBILISED_CAUSES.map((c) => ({ key: c, label: CAUSE_WORDS[c], values: v.crew[c] }))}
          max={7}
          labelOf={(c, k) => crewLabel(c as ImmobilisedCause, k as keyof CrewTargets)}
          invalid={invalid}
          onChange={(c, k, text) => setForm({ ...form, vehicles: { ...v, crew: { ...v.crew, [c]: { ...v.crew[c as ImmobilisedCause], [k]: text } } } })}
        />
        <ChartTable
          corner="Minefield, 2D6 from"
          columns={MINE_FIELDS}
          rows={[{ key: 'mines', label: 'Each base', values: v.mines }]}
          min={2}
          max={13}
          labelOf={(_, k) => mineLabel(k as keyof MineChart)}
          invalid={invalid}
          onChange={(_, k, text) => setForm({ ...form, vehicles: { ...v, mines: { ...v.mines, [k]: text } } })}
        />
        <div>
          <button type="button" onClick={() => setForm({ ...form, vehicles: assumedVehiclesForm() })}>
            Restore assumed charts
          </button>
        </div>
      </fieldset>
    </>
  );
}

/** Props of a chart of number cells: the corner heading, the columns, the rows with their values as typed, the largest number, each cell's label, which cells were refused, and a cell's change. */
type ChartTableProps = {
  corner: string;
  columns: readonly { key: string; label: string }[];
  rows: readonly { key: string; label: string; values: Readonly<Record<string, string>> }[];
  min?: number;
  max: number;
  labelOf(row: string, column: string): string;
  invalid(field: string): true | undefined;
  onChange(row: string, column: string, text: string): void;
};

/** A chart of number fields `min` (default 1)…`max`, one per row and column, each named by `labelOf`. */
function ChartTable({ corner, columns, rows, min = 1, max, labelOf, invalid, onChange }: ChartTableProps) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            {columns.map((c) => (
              <td key={c.key}>
                <input type="number" min={min} max={max} aria-label={labelOf(r.key, c.key)} aria-invalid={invalid(labelOf(r.key, c.key))} value={r.values[c.key]} onChange={(e) => onChange(r.key, c.key, e.target.value)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
