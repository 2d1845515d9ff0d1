/**
 * Resupply runs (`004_4c7ef6319257dc11.txt` §LOGISTICS, §ORDER OF BATTLE, §MOVEMENT RATES
 * TABLE; De Rosa `003_11ff81f41091c16b.txt` §Ammo Supply): planning a run, the fold of
 * `resupply.dispatched` (the stock leaves its source at once and travels as its own account) and the
 * delivery of every run due in the fold of `clock.advanced` (`clock/clockEvents.ts`).
 * - Chain of supply (004 §ORDER OF BATTLE: Under Command "receives its ammo resupply from the commanding
 *   unit"; In Direct Support / In Support "from its own chain of supply"): a run comes from the side's DLA,
 *   from an HQ the unit is under command of (`parentId` chain), or from a supply unit (type `supply`: a
 *   BN LOG, a supply company) under command of one of those HQs or of the unit itself (*ruling*).
 * - Road time: `resupplyTravelMin` (Road March column: motorised 9 km/h, horse-drawn and foot 2 km/h);
 *   the distance may not be shorter than the straight line between the two positions, so a run never
 *   arrives before the road allows.
 * - De Rosa (setting `deRosaAmmo`): a run carrying FU to a field-gun battery carries its D10; 1–4 "limber
 *   still coming" delays it by `DE_ROSA_DELAY_MIN` (*ruling*: one hour, then it arrives).
 */
import { IncrementalRecordMemo } from '../model/records.ts';
import { deRosaResupply, resupplyTravelMin } from '../../rules/logistics/supply.ts';
import { gridProjection } from '../../rules/projection.ts';
import { type ResupplyTransport } from '../../rules/tables/nqmLogistics.ts';
import type { LonLat } from '../../rules/types.ts';
import { hasKey, recordWith, shown, stepState, unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { LogisticsPayloads } from './payloads.ts';
import { batteriesUnder } from '../model/artilleryUnits.ts';
import { checkStocks, dlaHoldings, overdrawText, withDlaHoldings } from './checks.ts';
import { addStocks, stockLines, unitHoldings, withHoldings } from './stocks.ts';
import { ancestors, unitPosition } from '../model/selectors.ts';
import type { CampaignState, ResupplyRun, SideId, Stocks, Unit, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';

/** Minutes De Rosa's "limber still coming" (D10 1–4) delays a run (*ruling*: one operational turn). */
export const DE_ROSA_DELAY_MIN = 60;

/** Longest road a run may take, metres (a sanity cap: 1,000 km). */
export const MAX_RUN_M = 1_000_000;

/** The ledger account of a run's stock in transit: `run:<id>`. */
export const runAccount = (runId: string): string => `run:${runId}`;

/** The ledger account of a side's DLA: `dla:<side>`. */
export const dlaAccount = (side: SideId): string => `dla:${side}`;

/** The ledger account a run's stock leaves: the source unit's id, or `dla:<side>`. */
export const sourceAccount = (run: Pick<ResupplyRun, 'fromId' | 'side'>): string => (run.fromId === 'dla' ? dlaAccount(run.side) : run.fromId);

/** A side's DLA in words, by the side's name: "the DLA of British (Third Army)" (its id when the side is unknown). */
export function dlaName(state: CampaignState, side: SideId): string {
  return `the DLA of ${Object.hasOwn(state.sides, side) ? state.sides[side].name : side}`;
}

/**
 * The name of a ledger account (the Logistics screen, its tables and the ledgers' CSV): a unit's name; a
 * side's DLA (`dla:<side>`) by the side's name, "DLA, British (Third Army)"; a run (`run:<id>`) as
 * "Convoy ‹id› (‹from› → ‹to›)" with the source's short name or "DLA" ("Convoy run-0-1 (DLA → 6 BW)",
 * "Convoy run-0-2 (152 Bde BN LOG → 6 BW)"; "Convoy ‹id›" for a run the state does not have); the side's
 * id is never shown (but for a side the state does not have: "DLA (green)"); anything else as the id itself.
 */
export function accountName(state: CampaignState, accountId: string): string {
  const unit = state.units[accountId];
  if (unit) return unit.name;
  if (accountId.startsWith('dla:')) {
    const side = accountId.slice(4);
    return Object.hasOwn(state.sides, side) ? `DLA, ${state.sides[side as SideId].name}` : `DLA (${side})`;
  }
  if (accountId.startsWith('run:')) {
    const id = accountId.slice(4);
    const run = state.resupplyRuns && Object.hasOwn(state.resupplyRuns, id) ? state.resupplyRuns[id] : undefined;
    if (!run) return `Convoy ${id}`;
    const from = run.fromId === 'dla' ? 'DLA' : (state.units[run.fromId]?.shortName ?? run.fromId);
    return `Convoy ${id} (${from} → ${state.units[run.toId]?.shortName ?? run.toId})`;
  }
  return accountId;
}

/** Where a run's source stands: the DLA's position, or the unit's (`unitPosition`); undefined when unknown. */
function sourcePos(state: CampaignState, fromId: UnitId | 'dla', side: SideId): LonLat | undefined {
  return fromId === 'dla' ? state.dlas?.[side]?.pos : unitPosition(state, fromId);
}

/** Straight-line ground metres between a run's source and its unit (grid metres), or null when either has no position. */
export function straightDistanceM(state: CampaignState, fromId: UnitId | 'dla', side: SideId, toId: UnitId): number | null {
  const a = sourcePos(state, fromId, side);
  const b = unitPosition(state, toId);
  if (!a || !b) return null;
  const proj = gridProjection(state.grid);
  const p = proj.toLocal(a);
  const q = proj.toLocal(b);
  return Math.hypot(p.eastingM - q.eastingM, p.northingM - q.northingM);
}

/** Whether a run to `toId` carrying `stocks` needs De Rosa's D10: the setting is on, it carries FU, and `toId` is a field-gun battery. */
export function needsDeRosaDie(state: CampaignState, toId: UnitId, stocks: Partial<Stocks>): boolean {
  const u = state.units[toId];
  return state.settings?.deRosaAmmo === true && (stocks.FU ?? 0) > 0 && u !== undefined && u.type === 'fieldGun' && batteriesUnder(state, toId).includes(toId);
}

/** A run's arrival minute: `departMin` + road time (+ `DE_ROSA_DELAY_MIN` when its De Rosa die is 1–4). */
export function arrivalMin(departMin: number, distanceM: number, transport: ResupplyTransport, deRosaDie?: number): number {
  const delay = deRosaDie !== undefined && deRosaResupply(deRosaDie) === 'limberComing' ? DE_ROSA_DELAY_MIN : 0;
  return departMin + resupplyTravelMin(distanceM, transport, true) + delay;
}

/** What the umpire chooses for a run; `distanceM` absent: the straight line between the positions, rounded up to whole metres. */
export type RunRequest = {
  id: string;
  fromId: UnitId | 'dla';
  toId: UnitId;
  stocks: Partial<Stocks>;
  transport: ResupplyTransport;
  departMin: number;
  distanceM?: number;
  deRosaDie?: number;
};

/**
 * The `ResupplyRun` a `resupply.dispatched` event carries for `req` (side from `toId`, arrival computed),
 * e.g. 9,000 m motorised departing at minute 0 → `arriveMin` 60. Throws `RangeError` for an unknown unit
 * or a distance that cannot be found (no positions and none given); the fold checks the rest.
 */
export function planResupplyRun(state: CampaignState, req: RunRequest): ResupplyRun {
  const to = state.units[req.toId];
  if (!to) throw new RangeError(`planResupplyRun: unknown unit "${req.toId}"`);
  const straight = straightDistanceM(state, req.fromId, to.side, req.toId);
  const distanceM = req.distanceM ?? (straight === null ? null : Math.ceil(straight));
  if (distanceM === null) throw new RangeError('planResupplyRun: give distanceM: the source or the unit has no position on the map');
  const run: ResupplyRun = {
    id: req.id,
    fromId: req.fromId,
    side: to.side,
    toId: req.toId,
    stocks: { ...req.stocks },
    transport: req.transport,
    departMin: req.departMin,
    arriveMin: arrivalMin(req.departMin, distanceM, req.transport, req.deRosaDie),
    distanceM,
    arrived: false,
  };
  if (req.deRosaDie !== undefined) run.deRosaDie = req.deRosaDie;
  return run;
}

/** Why `fromId` may not supply `to` (see the module note), or null when it may. */
export function supplyChainProblem(state: CampaignState, fromId: UnitId, to: Unit): string | null {
  const from = state.units[fromId]!;
  const chain = ancestors(state, to.id);
  if (chain.includes(fromId)) return null;
  if (from.type === 'supply' && from.parentId !== undefined && (from.parentId === to.id || chain.includes(from.parentId))) return null;
  const supported = [to.id, ...chain].map((id) => state.units[id]!).find((u) => u.support !== undefined);
  const why = supported?.support
    ? ` (${supported.id === to.id ? 'it is' : `${supported.shortName} is`} ${supported.support.relation === 'inDirectSupport' ? 'in direct support of' : 'in support of'} ${state.units[supported.support.toId]?.shortName ?? supported.support.toId}, and is supplied by its own chain)`
    : '';
  return `${from.shortName} is not in the chain of supply of ${to.shortName}${why}: resupply comes from an HQ it is under command of, a supply unit under command of one of them (or of it), or the DLA (004 §ORDER OF BATTLE)`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The fold of `resupply.dispatched` (see the module note). Throws `EventError` naming the path. */
export function applyDispatch(state: CampaignState, event: EventsOf<LogisticsPayloads, 'resupply.dispatched'>): CampaignState {
  const at = 'payload.run';
  const r = event.payload.run;
  const id = r.id;
  if (hasKey(state.resupplyRuns, id)) throw new EventError(`a resupply run "${id}" already exists`, `${at}.id`);
  const to = unitAt(state, r.toId, `${at}.toId`);
  const side = r.side;
  if (side !== to.side) throw new EventError(`${to.shortName} is on the ${to.side} side, not ${side}`, `${at}.side`);
  let fromId: UnitId | 'dla';
  if (r.fromId === 'dla') {
    if (!state.dlas?.[side]) throw new EventError(`${capitalised(dlaName(state, side))} is not placed yet: place it first`, `${at}.fromId`);
    fromId = 'dla';
  } else {
    const from = unitAt(state, r.fromId, `${at}.fromId`);
    if (from.id === to.id) throw new EventError(`${to.shortName} cannot resupply itself`, `${at}.fromId`);
    if (from.side !== side) throw new EventError(`${from.shortName} is on the ${from.side} side; ${to.shortName} is ${side}`, `${at}.fromId`);
    const problem = supplyChainProblem(state, from.id, to);
    if (problem) throw new EventError(problem, `${at}.fromId`);
    fromId = from.id;
  }
  const stocks = checkStocks(r.stocks, `${at}.stocks`, true);
  const { transport, departMin } = r;
  if (departMin !== event.at) throw new EventError(`a run departs when it is dispatched (campaign minute ${event.at}), got ${departMin}`, `${at}.departMin`);
  const distanceM = r.distanceM;
  const straight = straightDistanceM(state, fromId, side, to.id);
  if (straight !== null && distanceM < straight - 1) {
    throw new EventError(`the road cannot be shorter than the ${Math.ceil(straight)} m in a straight line between them, got ${distanceM} m`, `${at}.distanceM`);
  }
  let deRosaDie: number | undefined;
  if (needsDeRosaDie(state, to.id, stocks)) {
    if (r.deRosaDie === undefined) throw new EventError(`De Rosa's ammunition supply is on: a run of FU to the field-gun battery ${to.shortName} needs its D10 (1–10)`, `${at}.deRosaDie`);
    deRosaDie = r.deRosaDie;
  } else if (r.deRosaDie !== undefined) {
    throw new EventError(`only a run of FU to a field-gun battery rolls De Rosa's die, and only with the De Rosa setting on`, `${at}.deRosaDie`);
  }
  const arriveMin = r.arriveMin;
  const expected = arrivalMin(departMin, distanceM, transport, deRosaDie);
  if (arriveMin !== expected) {
    const why = deRosaDie !== undefined && deRosaResupply(deRosaDie) === 'limberComing' ? ` (De Rosa ${deRosaDie}: the limber is still coming, +${DE_ROSA_DELAY_MIN} min)` : '';
    throw new EventError(`${distanceM} m ${transport} by road departing at minute ${departMin} arrives at minute ${expected}${why}, not ${arriveMin}`, `${at}.arriveMin`);
  }
  if (r.arrived !== false) throw new EventError(`a run is dispatched with arrived false, got ${shown(r.arrived)}`, `${at}.arrived`);
  const held = fromId === 'dla' ? dlaHoldings(state, side) : unitHoldings(state.units[fromId]!);
  for (const [kind, n] of stockLines(stocks)) {
    if (n > held[kind]) {
      const name = fromId === 'dla' ? dlaName(state, side) : state.units[fromId]!.shortName;
      throw new EventError(overdrawText(name, kind, held[kind], n), `${at}.stocks.${kind}`);
    }
  }
  const run: ResupplyRun = { id, fromId, side, toId: to.id, stocks, transport, departMin, arriveMin, distanceM, arrived: false };
  if (deRosaDie !== undefined) run.deRosaDie = deRosaDie;
  const left = addStocks(held, stocks, -1);
  const patch: Partial<CampaignState> = { resupplyRuns: recordWith(state.resupplyRuns, id, run) };
  if (fromId === 'dla') patch.dlas = withDlaHoldings(state, side, left);
  else patch.units = (copyRecord(state.units, { [fromId]: withHoldings(state.units[fromId]!, left) }) as Record<UnitId, Unit>);
  return stepState(state, event, patch);
}

/** Runs in arrival order: arrival minute, then departure, then id. */
function byArrival(runs: ResupplyRun[]): ResupplyRun[] {
  return runs.sort((a, b) => a.arriveMin - b.arriveMin || a.departMin - b.departMin || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The runs in transit of each runs record, in arrival order: the record keeps every run ever sent and a
 * clock step asks this, so a batch brings the list up to date from the runs it changed.
 */
const IN_TRANSIT = new IncrementalRecordMemo<Record<string, ResupplyRun>, ResupplyRun[]>(
  (record) => byArrival(Object.values(record).filter((r) => !r.arrived)),
  (old, record, keys) => {
    const changed = new Set(keys);
    const kept = old.filter((r) => !changed.has(r.id));
    for (const k of keys) {
      const r = Object.hasOwn(record, k) ? record[k] : undefined;
      if (r !== undefined && !r.arrived) kept.push(r);
    }
    return byArrival(kept);
  },
);

/** The runs in transit in `state` that arrive by `toMin`, in arrival order (arrival minute, then departure, then id). */
export function runsDue(state: CampaignState, toMin: number): ResupplyRun[] {
  const record = state.resupplyRuns;
  if (record === undefined) return [];
  const inTransit = IN_TRANSIT.get(record);
  let n = 0;
  while (n < inTransit.length && inTransit[n]!.arriveMin <= toMin) n++;
  return inTransit.slice(0, n);
}

/** `state` with every run due by `toMin` delivered: its stock added to its unit, the run marked arrived (a new state; `state` itself when none is due). */
export function deliverRuns(state: CampaignState, toMin: number): CampaignState {
  const due = runsDue(state, toMin);
  if (due.length === 0) return state;
  const units = (copyRecord(state.units) as Record<UnitId, Unit>);
  const runs = (copyRecord(state.resupplyRuns) as Record<string, ResupplyRun>);
  for (const run of due) {
    const u = units[run.toId]!;
    units[run.toId] = withHoldings(u, addStocks(unitHoldings(u), run.stocks));
    runs[run.id] = { ...run, arrived: true };
  }
  return { ...state, units, resupplyRuns: runs };
}
