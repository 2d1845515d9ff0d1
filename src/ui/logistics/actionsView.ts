/**
 * The Logistics screen's actions as data: each form's typed text checked
 * and turned into exactly one event draft for the desk — `stock.consumed` (the amount typed, or derived
 * from the rule: a firefight's hours × companies → CU, `firefightCu`; a tracked unit's hours of
 * movement → POL, `movePol`), `resupply.dispatched` (the run planned with its road time and arrival,
 * `planResupplyRun`), `stock.generated`, `stock.set`. The fold checks everything again and its refusal
 * (e.g. an overdraw "A/6 Gordons would have −2 CU: holds 1, asked 3") is what the form shows. Pure.
 */
import { CONSUMPTION_CAUSES, type ConsumptionCause, planResupplyRun, straightDistanceM, supplyChainProblem, holdingsOf, isTracked, ancestors, type CampaignState, type ResupplyRun, type SideId, type Stocks, type UnitId } from '../../campaign/index.ts';
import { firefightCu, movePol } from '../../rules/logistics/supply.ts';
import { STOCK_KINDS, type ResupplyTransport, type StockKind } from '../../rules/tables/nqmLogistics.ts';
import type { DeskEventInput } from '../deskHost.ts';
import { newRecordId } from '../timeline/ids.ts';

/** Field → message of a form's refusals. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** A checked form: the draft to write, or the field errors (then `draft` is null). */
export type Checked<F extends string> = { draft: DeskEventInput | null; errors: FormErrors<F> };

/** Words for the causes of consumption. */
export const CAUSE_WORDS: Readonly<Record<ConsumptionCause, string>> = { firefight: 'Firefight', shoot: 'Shoot', movement: 'Movement', other: 'Other' };

/** The kind each cause spends (`other`: the one chosen). */
const CAUSE_KIND: Readonly<Record<Exclude<ConsumptionCause, 'other'>, StockKind>> = { firefight: 'CU', shoot: 'FU', movement: 'POL' };

/** Words for the transports of a resupply run. */
export const TRANSPORT_WORDS: Readonly<Record<ResupplyTransport, string>> = { motorised: 'Motorised (lorries)', horseDrawn: 'Horse-drawn (wagons)', foot: 'Foot (carrying parties)' };

/** A whole number ≥ `min` typed in a field, or a message naming `what`; '' is `null` with no message. */
export function parseWhole(text: string, what: string, min = 0): { n: number | null; error: string | null } {
  const s = text.trim();
  if (s === '') return { n: null, error: null };
  if (!/^\d+$/.test(s) || Number(s) < min || !Number.isSafeInteger(Number(s))) return { n: null, error: `${what} must be a whole number ≥ ${min}, got “${text}”` };
  return { n: Number(s), error: null };
}

// ---- consumption ------------------------------------------------------------------------------

/** The "Record consumption" form as typed. `companies`: companies firing (firefight); `amount` '' = the rule's amount. */
export type ConsumptionForm = { unitId: UnitId; cause: ConsumptionCause; kind: StockKind; hours: string; companies: string; amount: string; note: string };

/** The form's fields. */
export type ConsumptionField = 'unitId' | 'hours' | 'companies' | 'amount';

/** A fresh form for `unitId` (a firefight of 1 company). */
export const newConsumption = (unitId: UnitId): ConsumptionForm => ({ unitId, cause: 'firefight', kind: 'CU', hours: '', companies: '1', amount: '', note: '' });

/** The kind the form spends: its cause's, or the one chosen for `other`. */
export const consumptionKind = (f: ConsumptionForm): StockKind => (f.cause === 'other' ? f.kind : CAUSE_KIND[f.cause]);

/**
 * The amount the rule gives for the form, with its arithmetic: firefight `firefightCu(hours, companies)`
 * ("2 h × 1 company = 2 CU", 004 §UNITS OF LOGISTICAL ACCOUNTING: at most 1 CU a company an hour);
 * movement `movePol(hours, tracked)` ("3 h of movement, tracked = 3 POL"); null (no text) for a shoot or
 * other, or while the hours or companies are not whole numbers.
 */
export function derivedAmount(state: CampaignState, f: ConsumptionForm): { amount: number | null; text: string } {
  const hours = parseWhole(f.hours, 'Hours', 1).n;
  if (f.cause === 'firefight') {
    const companies = parseWhole(f.companies, 'Companies firing', 1).n;
    if (hours === null || companies === null) return { amount: null, text: '' };
    const cu = firefightCu(hours, companies);
    return { amount: cu, text: `${hours} h × ${companies} compan${companies === 1 ? 'y' : 'ies'} = ${cu} CU` };
  }
  if (f.cause === 'movement') {
    const unit = state.units[f.unitId];
    if (hours === null || !unit) return { amount: null, text: '' };
    const tracked = isTracked(unit);
    const pol = movePol(hours, tracked);
    return { amount: pol, text: `${hours} h of movement, ${tracked ? 'tracked' : 'not tracked (no POL)'} = ${pol} POL` };
  }
  return { amount: null, text: '' };
}

/** The `stock.consumed` draft of the form, or its field errors. */
export function consumptionDraft(state: CampaignState, f: ConsumptionForm): Checked<ConsumptionField> {
  const errors: FormErrors<ConsumptionField> = {};
  if (!state.units[f.unitId]) errors.unitId = 'Choose a unit.';
  const needsHours = f.cause === 'firefight' || f.cause === 'movement';
  const hours = parseWhole(f.hours, 'Hours', 1);
  if (hours.error) errors.hours = hours.error;
  else if (needsHours && hours.n === null) errors.hours = `Give the hours of ${f.cause}.`;
  if (f.cause === 'firefight') {
    const c = parseWhole(f.companies, 'Companies firing', 1);
    if (c.error || c.n === null) errors.companies = c.error ?? 'Give the companies firing.';
  }
  const typed = parseWhole(f.amount, 'Amount', 1);
  const amount = typed.n ?? derivedAmount(state, f).amount;
  if (typed.error) errors.amount = typed.error;
  else if (amount === null && !errors.hours && !errors.companies) errors.amount = 'Give the amount spent.';
  else if (amount === 0) errors.amount = 'The rule gives 0: nothing to record.';
  if (Object.keys(errors).length > 0 || amount === null) return { draft: null, errors };
  const payload: Extract<DeskEventInput, { type: 'stock.consumed' }>['payload'] = { unitId: f.unitId, kind: consumptionKind(f), amount, cause: f.cause, note: f.note.trim() };
  if (needsHours || hours.n !== null) payload.hours = hours.n!;
  return { draft: { type: 'stock.consumed', v: 1, payload }, errors };
}

export { CONSUMPTION_CAUSES };

// ---- stock amounts -----------------------------------------------------------------------------

/** Three amount fields as typed. */
export type StocksText = Record<StockKind, string>;

/** Empty amount fields. */
export const NO_STOCKS_TEXT: StocksText = { CU: '', FU: '', POL: '' };

/** Holdings as amount fields. */
export const stocksTextOf = (s: Stocks): StocksText => ({ CU: String(s.CU), FU: String(s.FU), POL: String(s.POL) });

/**
 * The amounts typed: each kind given (a whole number ≥ 0; '' leaves it out), with a message per bad
 * field; `only` keeps only the kinds for which it returns true (e.g. those that differ from holdings).
 */
export function parseStocks(text: StocksText, only: (k: StockKind, n: number) => boolean = (_k, n) => n > 0): { stocks: Partial<Stocks>; errors: FormErrors<StockKind> } {
  const stocks: Partial<Stocks> = {};
  const errors: FormErrors<StockKind> = {};
  for (const k of STOCK_KINDS) {
    const p = parseWhole(text[k], k);
    if (p.error) errors[k] = p.error;
    else if (p.n !== null && only(k, p.n)) stocks[k] = p.n;
  }
  return { stocks, errors };
}

// ---- resupply ------------------------------------------------------------------------------------

/** A source a run can come from: `'dla'` or a unit, its label and why it is offered. */
export type SourceOption = { id: UnitId | 'dla'; label: string; group: 'DLA' | 'Supply units' | 'HQs it is under command of' | 'Other units in its chain of supply' };

/**
 * The sources that may resupply `toId` (004 §ORDER OF BATTLE; `supplyChainProblem`): its side's DLA when
 * placed, then supply units (BN LOG) in its chain of supply, its HQs (nearest first), and the other
 * units in the chain; each unit once.
 */
export function sourceOptions(state: CampaignState, toId: UnitId): SourceOption[] {
  const to = state.units[toId];
  if (!to) return [];
  const out: SourceOption[] = [];
  const dla = state.dlas?.[to.side];
  if (dla) out.push({ id: 'dla', label: `DLA at ${dla.ref}`, group: 'DLA' });
  const hqs = ancestors(state, toId);
  const inChain = state.unitOrder.filter((id) => id !== toId && state.units[id]!.side === to.side && supplyChainProblem(state, id, to) === null);
  for (const id of inChain) if (state.units[id]!.type === 'supply') out.push({ id, label: state.units[id]!.name, group: 'Supply units' });
  for (const id of hqs) if (state.units[id]!.type !== 'supply') out.push({ id, label: state.units[id]!.name, group: 'HQs it is under command of' });
  for (const id of inChain) if (state.units[id]!.type !== 'supply' && !hqs.includes(id)) out.push({ id, label: state.units[id]!.name, group: 'Other units in its chain of supply' });
  return out;
}

/** The "Dispatch resupply" form as typed; `distance` '' = the straight line; `die` De Rosa's D10 when needed. */
export type DispatchForm = { toId: UnitId; fromId: UnitId | 'dla' | ''; stocks: StocksText; transport: ResupplyTransport; distance: string; die: string };

/** The form's fields. */
export type DispatchField = 'toId' | 'fromId' | 'stocks' | 'distance' | 'die' | StockKind;

/** The run id for a dispatch at the clock: `run-<minute base 36>-<n>` (`newRecordId`). */
export const nextRunId = (state: CampaignState): string => newRecordId('run', state.clockMin, Object.keys(state.resupplyRuns ?? {}));

/**
 * The run the form dispatches (departing at the clock, arriving after the road-march time), or its
 * field errors. `needsDie`: whether De Rosa's D10 is required (`needsDeRosaDie`).
 */
export function dispatchPlan(state: CampaignState, f: DispatchForm, needsDie: boolean): { run: ResupplyRun | null; errors: FormErrors<DispatchField> } {
  const errors: FormErrors<DispatchField> = {};
  const to = state.units[f.toId];
  if (!to) errors.toId = 'Choose the unit to resupply.';
  if (f.fromId === '') errors.fromId = 'Choose where the run comes from.';
  const { stocks, errors: stockErrors } = parseStocks(f.stocks);
  Object.assign(errors, stockErrors);
  if (Object.keys(stockErrors).length === 0 && Object.keys(stocks).length === 0) errors.stocks = 'Give the CU, FU or POL the run carries.';
  const distance = parseWhole(f.distance, 'Road distance (m)');
  if (distance.error) errors.distance = distance.error;
  let die: number | undefined;
  if (needsDie) {
    const d = parseWhole(f.die, 'De Rosa D10', 1);
    if (d.error || d.n === null || d.n > 10) errors.die = d.error ?? (d.n === null ? 'Roll or type the D10 (De Rosa: 5–10 resupplied, 1–4 the limber is still coming).' : `De Rosa D10 must be 1–10, got ${d.n}`);
    else die = d.n;
  }
  if (to && f.fromId !== '' && distance.n === null && straightDistanceM(state, f.fromId, to.side, to.id) === null) {
    errors.distance = 'The source or the unit has no position on the map: give the road distance.';
  }
  if (Object.keys(errors).length > 0 || !to || f.fromId === '') return { run: null, errors };
  const req = { id: nextRunId(state), fromId: f.fromId, toId: to.id, stocks, transport: f.transport, departMin: state.clockMin, ...(distance.n !== null ? { distanceM: distance.n } : {}), ...(die !== undefined ? { deRosaDie: die } : {}) };
  return { run: planResupplyRun(state, req), errors };
}

// ---- generate and set ----------------------------------------------------------------------------

/** Who may generate stock: each placed DLA (`dla:<side>`), then every supply unit (BN LOG). */
export function generatorOptions(state: CampaignState): { id: string; label: string }[] {
  const dlas = (Object.keys(state.sides) as SideId[]).filter((s) => state.dlas?.[s]).map((s) => ({ id: `dla:${s}`, label: `DLA, ${state.sides[s].name}` }));
  const units = state.unitOrder.filter((id) => state.units[id]!.type === 'supply').map((id) => ({ id, label: state.units[id]!.name }));
  return [...dlas, ...units];
}

/** The `stock.generated` draft for generator `genId` (`dla:<side>` or a unit id), or the field errors. */
export function generateDraft(state: CampaignState, genId: string, text: StocksText, reason: string): Checked<'genId' | 'stocks' | StockKind> {
  const errors: FormErrors<'genId' | 'stocks' | StockKind> = {};
  const dlaSide = genId.startsWith('dla:') ? (genId.slice(4) as SideId) : null;
  const unit = dlaSide === null ? state.units[genId] : undefined;
  if (dlaSide === null && !unit) errors.genId = 'Choose the DLA or a supply unit.';
  const { stocks, errors: se } = parseStocks(text);
  Object.assign(errors, se);
  if (Object.keys(se).length === 0 && Object.keys(stocks).length === 0) errors.stocks = 'Give the CU, FU or POL generated.';
  if (Object.keys(errors).length > 0) return { draft: null, errors };
  const payload = { unitId: dlaSide !== null ? ('dla' as const) : genId, side: dlaSide ?? unit!.side, stocks, reason: reason.trim() };
  return { draft: { type: 'stock.generated', v: 1, payload }, errors };
}

/** The `stock.set` draft: the kinds typed that differ from what `unitId` holds now, or the field errors. */
export function setStockDraft(state: CampaignState, unitId: UnitId, text: StocksText, reason: string): Checked<'unitId' | 'stocks' | 'reason' | StockKind> {
  const errors: FormErrors<'unitId' | 'stocks' | 'reason' | StockKind> = {};
  if (!state.units[unitId]) return { draft: null, errors: { unitId: 'Choose a unit.' } };
  const held = holdingsOf(state, unitId);
  const { stocks, errors: se } = parseStocks(text, (k, n) => n !== held[k]);
  Object.assign(errors, se);
  if (Object.keys(se).length === 0 && Object.keys(stocks).length === 0) errors.stocks = 'Nothing changed: type the holdings the unit should have.';
  if (reason.trim() === '') errors.reason = 'Say why the stock is adjusted.';
  if (Object.keys(errors).length > 0) return { draft: null, errors };
  return { draft: { type: 'stock.set', v: 1, payload: { unitId, stocks, reason: reason.trim() } }, errors };
}
