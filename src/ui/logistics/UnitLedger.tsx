/**
 * The ledger of one account: combobox "Ledger of" (each side's DLA, then every
 * unit; follows the desk's selected unit), checkbox "Include units under command" (the echelon's
 * ledger: totals summed over its subtree), the holdings, `table` "Totals of ‹name›" (a row per kind:
 * Initial, Received, Adjusted, Issued, Consumed, Lost, Held — the order of the Balance beside them, the
 * equation that holds),
 * the stock chart (`img` "Stocks of ‹name› over time"), `table` "History of ‹name›" (Time, Event, Kind,
 * Cause, Change, Held) and button "Export ledger CSV".
 */
import { useId } from 'react';
import type { CampaignState } from '../../campaign/index.ts';
import type { Ledger } from '../../rules/logistics/ledger.ts';
import { CSV_TYPE, downloadText } from '../download.ts';
import { accountName, accountOptions, accountsOf, csvFileName, historyCsv, historyRows, signed, totalsRows } from './ledgerView.ts';
import { StockChart } from './StockChart.tsx';
import { TableHead } from '../TableHead.tsx';

/** Props: the state, the ledger, the account shown, whether its subordinates are included, and how to change both. */
export type UnitLedgerProps = {
  state: CampaignState;
  ledger: Ledger;
  accountId: string;
  withSubordinates: boolean;
  onAccount(accountId: string): void;
  onWithSubordinates(on: boolean): void;
};

/** The totals' columns in the order of the balance equation beside them (held = initial + received + adjusted − issued − consumed − lost). */
const TOTAL_COLUMNS = ['initial', 'received', 'adjusted', 'issued', 'consumed', 'lost', 'held'] as const;
const TOTAL_HEAD: Readonly<Record<(typeof TOTAL_COLUMNS)[number], string>> = {
  initial: 'Initial',
  received: 'Received',
  issued: 'Issued',
  consumed: 'Consumed',
  lost: 'Lost',
  adjusted: 'Adjusted',
  held: 'Held',
};

/** Most history rows shown on screen (the newest); the CSV has them all. */
export const HISTORY_SHOWN = 500;

/** The ledger panel. */
export function UnitLedger({ state, ledger, accountId, withSubordinates, onAccount, onWithSubordinates }: UnitLedgerProps) {
  const id = useId();
  const name = accountName(state, accountId);
  const isUnit = state.units[accountId] !== undefined;
  const accounts = accountsOf(state, accountId, withSubordinates);
  const totals = totalsRows(ledger, accounts);
  const allHistory = historyRows(state, ledger, accountId);
  const history = allHistory.length > HISTORY_SHOWN ? allHistory.slice(-HISTORY_SHOWN) : allHistory;
  const options = accountOptions(state);
  const groups: { label: string; key: string }[] = [
    { key: 'DLA', label: 'Divisional Logistics Areas' },
    ...Object.entries(state.sides).map(([side, info]) => ({ key: side, label: info.name })),
  ];
  const exportCsv = () => downloadText(csvFileName(state.title, 'ledger', name), historyCsv(state, ledger, accountId), CSV_TYPE);

  return (
    <section className="lg-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Ledger: {name}</h3>
      <div className="lg-filters">
        <div className="field">
          <label htmlFor={`${id}-acc`}>Ledger of</label>
          <select id={`${id}-acc`} value={accountId} onChange={(e) => onAccount(e.target.value)}>
            {groups.map((g) => (
              <optgroup key={g.key} label={g.label}>
                {options
                  .filter((o) => o.group === g.key)
                  .map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        {isUnit && (
          <div className="field-check">
            <input id={`${id}-sub`} type="checkbox" checked={withSubordinates} onChange={(e) => onWithSubordinates(e.target.checked)} />
            <label htmlFor={`${id}-sub`}>Include units under command</label>
          </div>
        )}
        <button type="button" onClick={exportCsv}>
          Export ledger CSV
        </button>
      </div>
      <table className="lg-table" aria-label={`Totals of ${name}`}>
        <caption>
          {withSubordinates && isUnit ? `Totals of ${name} and the ${accounts.length - 1} units under its command` : `Totals of ${name}`} (held = initial + received + adjusted −
          issued − consumed − lost)
        </caption>
        <thead>
          <tr>
            <th scope="col">Stock</th>
            {TOTAL_COLUMNS.map((c) => (
              <th key={c} scope="col" className="lg-num">
                {TOTAL_HEAD[c]}
              </th>
            ))}
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {totals.map((t) => (
            <tr key={t.kind}>
              <th scope="row">{t.kind}</th>
              {TOTAL_COLUMNS.map((c) => (
                <td key={c} className="lg-num">
                  {t[c]}
                </td>
              ))}
              <td>{t.equation}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <StockChart ledger={ledger} accountId={accountId} name={name} clockMin={state.clockMin} startLocal={state.startLocal} />
      {history.length === 0 ? (
        <p className="field-note">No stock has moved in or out of {name} yet.</p>
      ) : (
        <>
          {history.length < allHistory.length && (
            <p className="field-note">
              Showing the newest {history.length} of {allHistory.length} entries; “Export ledger CSV” has them all.
            </p>
          )}
          <table className="lg-table" aria-label={`History of ${name}`}>
            <TableHead columns={['Time', 'Event', 'Stock', 'Cause', ['Change', 'lg-num'], ['Held', 'lg-num']]} />
            <tbody>
              {history.map((r) => (
                <tr key={r.key}>
                  <td>{r.time}</td>
                  <td>
                    #{r.seq}
                    {r.refText && ` · ${r.refText}`}
                  </td>
                  <td>{r.kind}</td>
                  <td>{r.causeText}</td>
                  <td className="lg-num">{signed(r.delta)}</td>
                  <td className="lg-num">{r.held}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
