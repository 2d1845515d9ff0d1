/**
 * The logistics reports (004 §UNITS OF LOGISTICAL ACCOUNTING), re-exported by `ledgers.ts`: the daily casualty return
 * (004 §REORGANISATION: bases lost, collected, reorganised, into and out of the brigade medical post,
 * permanent), ammunition expended by formation, and the ledgers as CSV for the players' packets.
 */
import type { Ledger } from '../../rules/logistics/ledger.ts';
import { STOCK_KINDS } from '../../rules/tables/nqmLogistics.ts';
import { clockPeriodAt } from '../../rules/timescale.ts';
import { csvText } from '../model/csv.ts';
import type { CampaignEvent } from '../events.ts';
import { campaignClockIso, startMinOfDay } from '../model/localTime.ts';
import { accountName } from '../logistics/runs.ts';
import { LogisticsShadow } from './shadow.ts';
import { ancestors, orbatOrder, subtreeIds } from '../model/selectors.ts';
import { ECHELONS, type CampaignState, type Echelon, type SideId, type Stocks, type UnitId } from '../model/types.ts';

/**
 * One unit's line of the daily casualty return, in bases: `lostInAction` removed by fire
 * (`fireplan.fired`) or killed in a fight (`contact.settled`, `engagement.returned`), `wounded` casualty
 * markers added by fire or a fight, `recovered` markers a fight's return took off bases still standing
 * (beyond those of the bases killed, `LogisticsShadow`), `edited` the umpire's net change of
 * bases (`unit.edited`), `treated` at a collection point, `removed` at reorganisation, `toMedicalPost`
 * taken off into the brigade medical post, `returned` from it at the end of the day, `permanent`
 * the post's rest; `basesAtEnd` after the day's last event.
 */
export type CasualtyRow = {
  unitId: UnitId;
  name: string;
  shortName: string;
  medicalPostId: UnitId;
  lostInAction: number;
  wounded: number;
  recovered: number;
  edited: number;
  treated: number;
  removed: number;
  toMedicalPost: number;
  returned: number;
  permanent: number;
  basesAtEnd: number;
  establishmentBases: number;
};

const COUNTS = ['lostInAction', 'wounded', 'recovered', 'edited', 'treated', 'removed', 'toMedicalPost', 'returned', 'permanent'] as const;

/**
 * The casualty return of campaign day `day` (`clockPeriodAt`: day 1 holds the start; an event counts on
 * the day of its `at`, with the day start in force then): a row per unit with any casualty movement that
 * day, in ORBAT order of `state` (names from it too; `medicalPostId` the post when it first moved). `events`
 * is the whole valid log from `campaign.created`, read through a `LogisticsShadow` (no states folded).
 * Throws `RangeError` for a log not starting with `campaign.created`.
 */
export function casualtyReturn(state: CampaignState, events: Iterable<CampaignEvent>, day: number): CasualtyRow[] {
  const rows = new Map<UnitId, CasualtyRow>();
  let shadow: LogisticsShadow | null = null;
  let startOfDay = 0;
  for (const e of events) {
    if (shadow === null) {
      if (e.type !== 'campaign.created') throw new RangeError(`casualtyReturn: the first event must be campaign.created, not ${e.type}`);
      shadow = new LogisticsShadow(e);
      startOfDay = startMinOfDay(shadow.startLocal);
      continue;
    }
    const onDay = clockPeriodAt(startOfDay, shadow.dayStartMin, e.at).day === day;
    const moves = shadow.apply(e);
    if (!onDay) continue;
    for (const m of moves) {
      let r = rows.get(m.unitId);
      if (!r) {
        const u = state.units[m.unitId] ?? shadow.unit(m.unitId);
        r = { unitId: m.unitId, name: u.name, shortName: u.shortName, medicalPostId: m.postId, lostInAction: 0, wounded: 0, recovered: 0, edited: 0, treated: 0, removed: 0, toMedicalPost: 0, returned: 0, permanent: 0, basesAtEnd: 0, establishmentBases: 0 };
        rows.set(m.unitId, r);
      }
      r[m.field] += m.n;
    }
    for (const r of rows.values()) {
      const u = shadow.unit(r.unitId);
      r.basesAtEnd = u.bases;
      r.establishmentBases = u.establishmentBases;
    }
  }
  return orbatOrder(state).filter((id) => rows.has(id) && COUNTS.some((k) => rows.get(id)![k] !== 0)).map((id) => rows.get(id)!);
}

/** A line of ammunition expended: the unit (or formation, summed over its subtree) and what was consumed of each kind. */
export type AmmunitionRow = { unitId: UnitId; name: string; shortName: string; echelon: Echelon } & Stocks;

const REGIMENT_RANK = ECHELONS.indexOf('regiment');

/**
 * Ammunition (and fuel) expended — the ledger's `'consumed'` — per unit (`by: 'unit'`, its own account,
 * units that consumed anything) or per formation (`by: 'formation'`: every unit of regiment echelon or
 * above, summed over its subtree), in ORBAT order; `window` limits it to entries whose minute is in
 * [fromMin, toMin), `scope` to a side or a formation and, with `hideEmpty`, to rows that expended
 * something. E.g. a company that fired 2 CU under 152 Bde under 51 Div counts 2 CU for both.
 */
export function ammunitionExpended(
  ledger: Ledger,
  state: CampaignState,
  by: 'formation' | 'unit',
  window?: { fromMin: number; toMin: number },
  scope: AmmunitionScope = {},
): AmmunitionRow[] {
  const inScope = scopeFilter(state, scope);
  const own = new Map<UnitId, Stocks>();
  for (const e of ledger.entries()) {
    if (e.cause !== 'consumed' || !state.units[e.accountId]) continue;
    if (window && (e.atMin < window.fromMin || e.atMin >= window.toMin)) continue;
    const s = own.get(e.accountId) ?? { CU: 0, FU: 0, POL: 0 };
    s[e.kind] -= e.delta;
    own.set(e.accountId, s);
  }
  const total = new Map<UnitId, Stocks>();
  const add = (id: UnitId, s: Stocks) => {
    const t = total.get(id) ?? { CU: 0, FU: 0, POL: 0 };
    for (const k of STOCK_KINDS) t[k] += s[k];
    total.set(id, t);
  };
  for (const [id, s] of own) {
    if (by === 'unit') add(id, s);
    else for (const f of [id, ...ancestors(state, id)]) if (ECHELONS.indexOf(state.units[f]!.echelon) <= REGIMENT_RANK) add(f, s);
  }
  return orbatOrder(state)
    .filter((id) => (by === 'formation' ? ECHELONS.indexOf(state.units[id]!.echelon) <= REGIMENT_RANK : total.has(id)) && inScope(id))
    .map((id) => {
      const u = state.units[id]!;
      const t = total.get(id) ?? { CU: 0, FU: 0, POL: 0 };
      return { unitId: id, name: u.name, shortName: u.shortName, echelon: u.echelon, CU: t.CU, FU: t.FU, POL: t.POL };
    })
    .filter((r) => !scope.hideEmpty || r.CU + r.FU + r.POL > 0);
}

/**
 * What an ammunition report covers: one `side`, or the formation `underId` and everything under it
 * (absent: all); `hideEmpty` leaves out the rows that expended nothing.
 */
export type AmmunitionScope = { side?: SideId; underId?: UnitId; hideEmpty?: boolean };

function scopeFilter(state: CampaignState, scope: AmmunitionScope): (id: UnitId) => boolean {
  const under = scope.underId !== undefined ? new Set(subtreeIds(state, scope.underId)) : null;
  return (id) => (scope.side === undefined || state.units[id]!.side === scope.side) && (under === null || under.has(id));
}

/**
 * The ledgers as CSV (`csv.ts`: RFC 4180, CRLF, formula-guarded; every number written ≥ 0, so none is
 * guarded): `'summary'` — Account, Name, Kind, Initial, Received, Issued, Consumed, Lost, Adjusted in,
 * Adjusted out, Held, one row per account and kind (sorted by account id, then CU, FU, POL);
 * `'entries'` — Seq, Date and time, Account, Name, Kind, In, Out, Cause, Ref, Held after, every entry in
 * ledger order (the local date and time, e.g. `1917-11-20 07:20`).
 */
export function ledgersToCsv(ledger: Ledger, state: CampaignState, what: 'summary' | 'entries' = 'summary'): string {
  const key = (accountId: string, kind: string) => `${accountId}\u0000${kind}`;
  if (what === 'summary') {
    const adjusted = new Map<string, [number, number]>();
    for (const e of ledger.entries()) {
      if (e.cause !== 'adjusted') continue;
      const a = adjusted.get(key(e.accountId, e.kind)) ?? [0, 0];
      a[e.delta > 0 ? 0 : 1] += Math.abs(e.delta);
      adjusted.set(key(e.accountId, e.kind), a);
    }
    const rows = ledger.summary().map((r) => {
      const [adjIn, adjOut] = adjusted.get(key(r.accountId, r.kind)) ?? [0, 0];
      return [r.accountId, accountName(state, r.accountId), r.kind, ...[r.initial, r.received, r.issued, r.consumed, r.lost, adjIn, adjOut, r.held].map(String)];
    });
    return csvText([['Account', 'Name', 'Kind', 'Initial', 'Received', 'Issued', 'Consumed', 'Lost', 'Adjusted in', 'Adjusted out', 'Held'], ...rows]);
  }
  const heldAfter = new Map<string, number>();
  const rows = ledger.entries().map((e) => {
    const held = (heldAfter.get(key(e.accountId, e.kind)) ?? 0) + e.delta;
    heldAfter.set(key(e.accountId, e.kind), held);
    const [inn, out] = e.delta > 0 ? [String(e.delta), ''] : ['', String(-e.delta)];
    return [String(e.seq), campaignClockIso(state.startLocal, e.atMin).replace('T', ' '), e.accountId, accountName(state, e.accountId), e.kind, inn, out, e.cause, e.ref ?? '', String(held)];
  });
  return csvText([['Seq', 'Date and time', 'Account', 'Name', 'Kind', 'In', 'Out', 'Cause', 'Ref', 'Held after'], ...rows]);
}
