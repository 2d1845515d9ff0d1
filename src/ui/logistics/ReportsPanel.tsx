/**
 * The Logistics screen's reports (everything printable on A4 and exportable to CSV
 * for the players' packets), each with "Print …" and "Export … CSV":
 * - `table` "Casualty return, day ‹n›" (combobox "Day"): Unit, Casualties, Collected, Removed, To medical
 *   post, Returned, Permanent, Umpire edits, Bases — `casualtyReturn` over the event log;
 * - `table` "Ammunition expended by formation, ‹period›" (combobox "Ammunition for": the whole campaign
 *   or one day): Formation, CU, FU, POL — `ammunitionExpended` of the ledger;
 * - `table` "Resupply runs": in transit, then arrived;
 * - "Export ledgers CSV" (every account's totals) and "Export ledger entries CSV" (`ledgersToCsv`).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { ammunitionExpended, casualtyReturn, ledgersToCsv, type CampaignEvent, type CampaignState, type Echelon, type SideId, type UnitId } from '../../campaign/index.ts';
import { UnitCombobox } from '../picker/UnitCombobox.tsx';

/** The echelons an ammunition report can be limited to (the report counts regiments and up). */
const FORMATION_ECHELONS: ReadonlySet<Echelon> = new Set(['army', 'corps', 'division', 'brigade', 'regiment']);
import type { Ledger } from '../../rules/logistics/ledger.ts';
import { CSV_TYPE, downloadText } from '../download.ts';
import { csvFileName } from './ledgerView.ts';
import { PrintReport, printReport } from './PrintReport.tsx';
import { ammunitionTable, casualtyTable, dayWindow, daysSoFar, runsTable, tableCsv, type ReportTable } from './reportView.ts';

/** Props: the state, the ledger, and the event log (null while it loads: the casualty return waits for it). */
export type ReportsPanelProps = { state: CampaignState; ledger: Ledger; events: readonly CampaignEvent[] | null };

/** One report on screen: its table and its Print / Export buttons (`what` names them). */
function Report({ table, csv = table, what, onPrint, fileName }: { table: ReportTable; csv?: ReportTable; what: string; onPrint(): void; fileName: string }) {
  return (
    <div className="lg-section">
      <div className="form-actions">
        <button type="button" onClick={onPrint}>
          Print {what}
        </button>
        <button type="button" onClick={() => downloadText(fileName, tableCsv(csv), CSV_TYPE)}>
          Export {what} CSV
        </button>
      </div>
      {table.rows.length === 0 ? (
        <p className="field-note">{table.title}: nothing to report.</p>
      ) : (
        <table className="lg-table" aria-label={table.title}>
          <thead>
            <tr>
              {table.head.map((h, i) => (
                <th key={h} scope="col" className={i === 0 ? undefined : 'lg-num'}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {c}
                    </th>
                  ) : (
                    <td key={j} className="lg-num">
                      {c}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The panel. */
export function ReportsPanel({ state, ledger, events }: ReportsPanelProps) {
  const id = useId();
  const days = daysSoFar(state);
  const [chosenDay, setDay] = useState<number | null>(null);
  const day = chosenDay !== null && days.includes(chosenDay) ? chosenDay : days[days.length - 1]!;
  const [ammoDay, setAmmoDay] = useState<number | 0>(0);
  const [ammoSide, setAmmoSide] = useState<SideId | 'all'>('all');
  const [ammoUnder, setAmmoUnder] = useState<UnitId | ''>('');
  const [hideEmpty, setHideEmpty] = useState(true);
  const formations = useMemo(() => state.unitOrder.map((u) => state.units[u]!).filter((u) => FORMATION_ECHELONS.has(u.echelon)), [state]);
  const [printing, setPrinting] = useState<{ table: ReportTable; n: number } | null>(null);
  const print = (table: ReportTable) => setPrinting((p) => ({ table, n: (p?.n ?? 0) + 1 }));
  const casualties = useMemo(() => (events ? casualtyTable(casualtyReturn(state, events, day), day) : null), [state, events, day]);
  const scope = { ...(ammoSide !== 'all' ? { side: ammoSide } : {}), ...(ammoUnder !== '' ? { underId: ammoUnder } : {}), hideEmpty };
  const scopeWords = [ammoDay === 0 ? 'whole campaign' : `day ${ammoDay}`, ammoSide !== 'all' ? state.sides[ammoSide].name : '', ammoUnder !== '' ? (state.units[ammoUnder]?.name ?? '') : '']
    .filter((w) => w !== '')
    .join(', ');
  const ammo = ammunitionTable(ammunitionExpended(ledger, state, 'formation', ammoDay === 0 ? undefined : dayWindow(state, ammoDay), scope), scopeWords);
  const runs = runsTable(state);
  const printingN = printing?.n ?? null;
  useEffect(() => {
    if (printingN !== null) printReport(() => setPrinting((p) => (p?.n === printingN ? null : p)));
  }, [printingN]);
  const file = (...what: string[]) => csvFileName(state.title, ...what);

  return (
    <section className="lg-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Reports</h3>
      <div className="form-actions">
        <button type="button" onClick={() => downloadText(file('ledgers'), ledgersToCsv(ledger, state, 'summary'), CSV_TYPE)}>
          Export ledgers CSV
        </button>
        <button type="button" onClick={() => downloadText(file('ledger entries'), ledgersToCsv(ledger, state, 'entries'), CSV_TYPE)}>
          Export ledger entries CSV
        </button>
      </div>

      <h4>Daily casualty return</h4>
      <div className="field lg-filters">
        <label htmlFor={`${id}-day`}>Day</label>
        <select id={`${id}-day`} value={day} onChange={(e) => setDay(Number(e.target.value))}>
          {days.map((d) => (
            <option key={d} value={d}>
              Day {d}
            </option>
          ))}
        </select>
      </div>
      {casualties ? (
        <Report table={casualties} what="casualty return" onPrint={() => print(casualties)} fileName={file('casualty return day', String(day))} />
      ) : (
        <p className="field-note">Reading the event log…</p>
      )}

      <h4>Ammunition expended by formation</h4>
      <div className="field lg-filters">
        <label htmlFor={`${id}-ammo`}>Ammunition for</label>
        <select id={`${id}-ammo`} value={ammoDay} onChange={(e) => setAmmoDay(Number(e.target.value))}>
          <option value={0}>Whole campaign</option>
          {days.map((d) => (
            <option key={d} value={d}>
              Day {d}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-ammo-side`}>Side</label>
        <select id={`${id}-ammo-side`} value={ammoSide} onChange={(e) => setAmmoSide(e.target.value as SideId | 'all')}>
          <option value="all">Both sides</option>
          {(Object.keys(state.sides) as SideId[]).map((s) => (
            <option key={s} value={s}>
              {state.sides[s].name}
            </option>
          ))}
        </select>
      </div>
      <div className="lg-filters">
        <UnitCombobox
          id={`${id}-ammo-under`}
          label="Within formation"
          state={state}
          units={ammoSide === 'all' ? formations : formations.filter((u) => u.side === ammoSide)}
          value={ammoUnder}
          onChange={setAmmoUnder}
          placeholder="Every formation (type to choose one)"
        />
        <div className="field-check">
          <input id={`${id}-ammo-empty`} type="checkbox" checked={hideEmpty} onChange={(e) => setHideEmpty(e.target.checked)} />
          <label htmlFor={`${id}-ammo-empty`}>Hide formations that expended nothing</label>
        </div>
      </div>
      <Report table={ammo} what="ammunition expended" onPrint={() => print(ammo)} fileName={file('ammunition expended', ammoDay === 0 ? 'campaign' : `day ${ammoDay}`)} />

      <h4>Resupply runs</h4>
      <Report table={runs} csv={runsTable(state, true)} what="resupply runs" onPrint={() => print(runs)} fileName={file('resupply runs')} />

      {printing && <PrintReport state={state} table={printing.table} />}
    </section>
  );
}
