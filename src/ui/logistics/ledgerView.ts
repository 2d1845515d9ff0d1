/**
 * The Logistics screen's unit ledger as data: the accounts a ledger can be read
 * for (units, each side's DLA), the totals of one account or of an echelon with everything under it,
 * the balance written as the equation that holds (`held = initial + received + adjusted − issued −
 * consumed − lost`, `src/rules/logistics/ledger.ts`), the history rows with local times and a running
 * balance, and the ledger's CSV. Pure: reads a `Ledger` and the campaign state only.
 */
import { csvText, accountName, dlaAccount, subtreeIds, type CampaignState, type SideId, type UnitId } from '../../campaign/index.ts';
import type { Ledger } from '../../rules/logistics/ledger.ts';
import type { LedgerCause, LedgerPoint, LedgerTotals } from '../../rules/logistics/ledgerTypes.ts';
import { STOCK_KINDS, type StockKind } from '../../rules/tables/nqmLogistics.ts';
import { campaignClockIso, formatCampaignClock } from '../clock.ts';

/** The name of a ledger account as the screen, its tables and its CSV show it (`accountName`, `src/campaign/log/ledgers.ts`). */
export { accountName };

/** Words for each ledger cause. */
export const CAUSE_LABEL: Readonly<Record<LedgerCause, string>> = {
  initial: 'Initial',
  issued: 'Issued',
  received: 'Received',
  consumed: 'Consumed',
  lost: 'Lost',
  adjusted: 'Adjusted',
};

/** Sum of totals (all zero for no accounts). */
function addTotals(a: LedgerTotals, b: LedgerTotals): LedgerTotals {
  return {
    initial: a.initial + b.initial,
    received: a.received + b.received,
    issued: a.issued + b.issued,
    consumed: a.consumed + b.consumed,
    lost: a.lost + b.lost,
    adjusted: a.adjusted + b.adjusted,
    held: a.held + b.held,
  };
}

const ZERO: LedgerTotals = { initial: 0, received: 0, issued: 0, consumed: 0, lost: 0, adjusted: 0, held: 0 };

/**
 * The accounts a ledger view covers: `[accountId]`, or with `withSubordinates` a unit and every unit
 * under its command (`subtreeIds`, the echelon's ledger). A non-unit account is always alone.
 */
export function accountsOf(state: CampaignState, accountId: string, withSubordinates: boolean): string[] {
  if (!withSubordinates || !state.units[accountId]) return [accountId];
  return subtreeIds(state, accountId);
}

/** One row of the totals table: a kind and its totals summed over the accounts. */
export type TotalsRow = LedgerTotals & { kind: StockKind; equation: string };

/**
 * The balance as an equation that holds, in the order of the ledger's invariant, e.g. "6 + 2 + 0 − 0 −
 * 3 − 0 = 5" (initial + received + adjusted − issued − consumed − lost = held); a negative adjustment
 * is written as a subtraction ("6 + 0 − 2 − …").
 */
export function equationText(t: LedgerTotals): string {
  const adj = t.adjusted < 0 ? `− ${-t.adjusted}` : `+ ${t.adjusted}`;
  return `${t.initial} + ${t.received} ${adj} − ${t.issued} − ${t.consumed} − ${t.lost} = ${t.held}`;
}

/** Totals per kind (CU, FU, POL) summed over `accountIds`, each with its `equation`. */
export function totalsRows(ledger: Ledger, accountIds: readonly string[]): TotalsRow[] {
  return STOCK_KINDS.map((kind) => {
    const t = accountIds.reduce((sum, id) => addTotals(sum, ledger.totals(id, kind)), ZERO);
    return { kind, ...t, equation: equationText(t) };
  });
}

/**
 * One line of an account's history: its event `seq`, campaign minute and local time, `kind`, cause
 * (words), `delta`, `held` after it (the running balance of that kind), and the `ref` as words.
 */
export type HistoryRow = {
  key: string;
  seq: number;
  atMin: number;
  time: string;
  kind: StockKind;
  cause: LedgerCause;
  causeText: string;
  delta: number;
  held: number;
  refText: string;
};

/**
 * What an entry's `ref` is shown as: a run (`run:<id>`) by `accountName` ("Convoy run-0-1 (152 Bde →
 * 6 BW)", "Convoy run-0-2 (DLA → 6 BW)"); a fire plan serial (`fireplan:<plan>:<serial>`) as "Fire plan ‹title›, serial ‹label›"; a
 * cause of consumption ("firefight") as a word; none → ''.
 */
export function refText(state: CampaignState, ref: string | undefined): string {
  if (ref === undefined) return '';
  if (ref.startsWith('run:') || ref.startsWith('dla:')) return accountName(state, ref);
  const fp = /^fireplan:([^:]+):(.*)$/.exec(ref);
  if (fp) {
    const plan = state.firePlans?.[fp[1]!];
    const serial = plan?.serials.find((x) => x.id === fp[2]);
    return `Fire plan ${plan?.title ?? fp[1]}, serial ${serial?.label ?? fp[2]}`;
  }
  return ref.charAt(0).toUpperCase() + ref.slice(1);
}

/**
 * `accountId`'s history of every kind in ledger order (by `seq`; entries of one event CU, FU, POL),
 * with local times (`formatCampaignClock`). Empty for an account never seen.
 */
export function historyRows(state: CampaignState, ledger: Ledger, accountId: string): HistoryRow[] {
  const lists = STOCK_KINDS.map((kind) => ledger.history(accountId, kind).map((p) => ({ kind, p })));
  const merged: { kind: StockKind; p: LedgerPoint }[] = [];
  const at = [0, 0, 0];
  for (;;) {
    let best = -1;
    for (let k = 0; k < 3; k++) {
      const next = lists[k]![at[k]!];
      if (next && (best < 0 || next.p.seq < lists[best]![at[best]!]!.p.seq)) best = k;
    }
    if (best < 0) break;
    merged.push(lists[best]![at[best]!++]!);
  }
  return merged.map(({ kind, p }, i) => ({
    key: `${p.seq}-${kind}-${i}`,
    seq: p.seq,
    atMin: p.atMin,
    time: formatCampaignClock(state.startLocal, p.atMin),
    kind,
    cause: p.cause,
    causeText: CAUSE_LABEL[p.cause],
    delta: p.delta,
    held: p.held,
    refText: refText(state, p.ref),
  }));
}

/** A signed amount as shown: "+3", "−2", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/**
 * The history of `accountId` as CSV (`csvText`): header `Time, Event, Account, Kind, Cause, In, Out,
 * Held, Reference`; the time as `YYYY-MM-DDTHH:MM` local; In and Out whole units ≥ 0 (so no value
 * starts with a minus sign a spreadsheet would guard).
 */
export function historyCsv(state: CampaignState, ledger: Ledger, accountId: string): string {
  const name = accountName(state, accountId);
  const rows = historyRows(state, ledger, accountId).map((r) => [
    campaignClockIso(state.startLocal, r.atMin),
    String(r.seq),
    name,
    r.kind,
    r.causeText,
    String(Math.max(0, r.delta)),
    String(Math.max(0, -r.delta)),
    String(r.held),
    r.refText,
  ]);
  return csvText([['Time', 'Event', 'Account', 'Kind', 'Cause', 'In', 'Out', 'Held', 'Reference'], ...rows]);
}

/**
 * A CSV file name: `parts` joined by spaces, characters file systems refuse (`\ / : * ? " < > |`,
 * controls) replaced by `_`, then `.csv`. ("Cambrai", "ledger", "A/6 Gordons") → "Cambrai ledger A_6 Gordons.csv".
 */
export function csvFileName(...parts: string[]): string {
  const safe = parts.join(' ').replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || 'logistics';
  return `${safe}.csv`;
}

/** An account the ledger can be read for: its id and name, grouped for the picker. */
export type AccountOption = { id: string; label: string; group: 'DLA' | SideId };

/** Every account to offer: each side's DLA first, then every unit in ORBAT order ("‹name›"). */
export function accountOptions(state: CampaignState): AccountOption[] {
  const sides = Object.keys(state.sides) as SideId[];
  const dlas: AccountOption[] = sides.map((s) => ({ id: dlaAccount(s), label: `DLA, ${state.sides[s].name}`, group: 'DLA' }));
  const units: AccountOption[] = state.unitOrder.map((id: UnitId) => ({ id, label: state.units[id]!.name, group: state.units[id]!.side }));
  return [...dlas, ...units];
}
