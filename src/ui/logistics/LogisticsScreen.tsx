/**
 * The Logistics screen (`region` "Logistics"): `tablist`
 * "Logistics sections" with tabs "Readiness" (the readiness board), "Ledger" (the ledger of the selected
 * unit, an echelon or a DLA, with its chart), "Actions" (consumption, resupply, supply, adjustments, the
 * DLA, casualties — each one event through the desk's writer) and "Reports" (casualty return,
 * ammunition expended, resupply runs; print and CSV). The ledger is the desk's (`LedgerKeeper`, built
 * from `store.events` once and appended per event); null while it is built.
 */
import { useState, type KeyboardEvent } from 'react';
import { dlaAccount, type CampaignEvent, type CampaignState, type UnitId } from '../../campaign/index.ts';
import type { Ledger } from '../../rules/logistics/ledger.ts';
import type { DeskWriter } from '../deskHost.ts';
import { ActionsPanel, type LogisticsAction } from './ActionsPanel.tsx';
import { rollDie } from './dice.ts';
import type { RollDie } from './formBits.tsx';
import { ReadinessBoard } from './ReadinessBoard.tsx';
import { DEFAULT_READINESS_FILTER, type ReadinessFilter } from './readinessView.ts';
import { ReportsPanel } from './ReportsPanel.tsx';
import { UnitLedger } from './UnitLedger.tsx';
import './logistics.css';

/**
 * Props: the open campaign, the desk's writer, the ledger (null while it is built), the unit selected on
 * the desk and how to select one; `events` the event log, oldest first (the casualty return folds it;
 * null or absent while it loads); `roll` the dice (default: the platform's fair dice).
 */
export type LogisticsScreenProps = {
  state: CampaignState;
  writer: DeskWriter;
  ledger: Ledger | null;
  selectedUnitId: UnitId | null;
  onSelectUnit(id: UnitId): void;
  events?: readonly CampaignEvent[] | null;
  roll?: RollDie;
};

/** The sections, in tab order. */
export const LOGISTICS_TABS = ['readiness', 'ledger', 'actions', 'reports'] as const;
/** One section. */
export type LogisticsTab = (typeof LOGISTICS_TABS)[number];
const TAB_NAMES: Readonly<Record<LogisticsTab, string>> = { readiness: 'Readiness', ledger: 'Ledger', actions: 'Actions', reports: 'Reports' };

/** The screen. */
export function LogisticsScreen({ state, writer, ledger, selectedUnitId, onSelectUnit, events = null, roll = rollDie }: LogisticsScreenProps) {
  const [tab, setTab] = useState<LogisticsTab>('readiness');
  const [filter, setFilter] = useState<ReadinessFilter>(DEFAULT_READINESS_FILTER);
  const [action, setAction] = useState<LogisticsAction>('consume');
  const [withSubordinates, setWithSubordinates] = useState(false);
  const [accountId, setAccountId] = useState<string>(() => selectedUnitId ?? dlaAccount('blue'));
  const [seenSelected, setSeenSelected] = useState(selectedUnitId);
  if (seenSelected !== selectedUnitId) {
    setSeenSelected(selectedUnitId);
    if (selectedUnitId !== null) setAccountId(selectedUnitId);
  }
  const pickAccount = (id: string) => {
    setAccountId(id);
    if (state.units[id]) onSelectUnit(id);
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = LOGISTICS_TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? (i + 1) % 4 : e.key === 'ArrowLeft' ? (i + 3) % 4 : e.key === 'Home' ? 0 : e.key === 'End' ? 3 : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(LOGISTICS_TABS[next]!);
    document.getElementById(`lg-tab-${LOGISTICS_TABS[next]}`)?.focus();
  };
  // A seat's view has no ledger: that is the umpire's record; its Readiness tab shows holdings as reported.
  const waiting = state.picture ? (
    <p className="field-note">The ledger is the umpire's record of every stock movement; this view shows what {state.picture.label} knows, on the Readiness tab.</p>
  ) : (
    <p className="field-note">Building the ledger from the event log…</p>
  );

  return (
    <section className="screen" role="region" aria-label="Logistics">
      <header className="screen-head">
        <h2>Logistics</h2>
        <div className="lg-tabs" role="tablist" aria-label="Logistics sections">
          {LOGISTICS_TABS.map((t) => (
            <button
              key={t}
              id={`lg-tab-${t}`}
              type="button"
              role="tab"
              aria-selected={t === tab}
              aria-controls="lg-tabpanel"
              tabIndex={t === tab ? 0 : -1}
              onClick={() => setTab(t)}
              onKeyDown={onTabKey}
            >
              {TAB_NAMES[t]}
            </button>
          ))}
        </div>
      </header>
      <div className="lg-body" id="lg-tabpanel" role="tabpanel" aria-labelledby={`lg-tab-${tab}`}>
        {tab === 'readiness' && (
          <ReadinessBoard
            state={state}
            filter={filter}
            onFilter={setFilter}
            selectedUnitId={selectedUnitId}
            onSelectUnit={(id) => {
              onSelectUnit(id);
              setAccountId(id);
              setTab('ledger');
            }}
          />
        )}
        {tab === 'ledger' &&
          (ledger ? (
            <UnitLedger state={state} ledger={ledger} accountId={accountId} withSubordinates={withSubordinates} onAccount={pickAccount} onWithSubordinates={setWithSubordinates} />
          ) : (
            waiting
          ))}
        {tab === 'actions' && <ActionsPanel state={state} writer={writer} selectedUnitId={selectedUnitId} roll={roll} action={action} onAction={setAction} />}
        {tab === 'reports' && (ledger ? <ReportsPanel state={state} ledger={ledger} events={events} /> : waiting)}
      </div>
    </section>
  );
}
