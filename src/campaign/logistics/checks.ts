/**
 * Checks and small helpers the logistics folds share : a stock payload (`Partial<Stocks>`),
 * the overdraw refusal's wording (the rules' `Ledger` says it the same way: "1/6 Gordons would have −2
 * CU: holds 1, asked 3"), a side's DLA holdings, and a scenario unit's own stocks. Each check throws `EventError` naming the path.
 */
import { STOCK_KINDS, type StockKind } from '../../rules/tables/nqmLogistics.ts';
import { checkObject, checkWhole } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import { fuInFuHeld, NO_STOCKS, STOCK_MAX, stockLines } from './stocks.ts';
import type { CampaignState, DlaSite, SideId, Stocks, Unit } from '../model/types.ts';

/**
 * A copy of a stock payload at `path`: an object of some of `CU`, `FU`, `POL`, each a whole number
 * 0…`STOCK_MAX`. Throws `EventError` for another key (`path.<key>`), a bad amount (`path.CU`), no kind
 * given, or — when `positive` — nothing above 0 ("a run must carry something").
 */
export function checkStocks(value: unknown, path: string, positive: boolean): Partial<Stocks> {
  const o = checkObject(value, path);
  for (const k of Object.keys(o)) {
    if (!(STOCK_KINDS as readonly string[]).includes(k)) throw new EventError(`unknown kind of stock "${k}"; expected CU, FU or POL`, `${path}.${k}`);
  }
  const out: Partial<Stocks> = {};
  for (const k of STOCK_KINDS) if (Object.hasOwn(o, k)) out[k] = checkWhole(o[k], `${path}.${k}`, 0, STOCK_MAX);
  if (Object.keys(out).length === 0) throw new EventError('give at least one kind of stock (CU, FU or POL)', path);
  if (positive && stockLines(out).length === 0) throw new EventError('must carry more than nothing: every amount is 0', path);
  return out;
}

/** The refusal of an overdraw, worded as the rules' ledger words it: `1/6 Gordons would have −2 CU: holds 1, asked 3`. */
export function overdrawText(name: string, kind: StockKind, held: number, asked: number): string {
  return `${name} would have −${asked - held} ${kind}: holds ${held}, asked ${asked}`;
}

/** What a side's DLA holds (nothing when it is not placed or never held anything). */
export function dlaHoldings(state: CampaignState, side: SideId): Stocks {
  const s = state.dlas?.[side]?.stocks;
  return { CU: s?.CU ?? NO_STOCKS.CU, FU: s?.FU ?? NO_STOCKS.FU, POL: s?.POL ?? NO_STOCKS.POL };
}

/** `state.dlas` (a fresh copy) with `side`'s DLA holding exactly `stocks` (it must be placed). */
export function withDlaHoldings(state: CampaignState, side: SideId, stocks: Stocks): Partial<Record<SideId, DlaSite>> {
  const site = state.dlas![side]!;
  return { ...state.dlas, [side]: { ...site, stocks: { ...stocks } } };
}

/**
 * A scenario unit's own `stocks` (optional): checked as `checkStocks` at `<path>.stocks`; FU given for a
 * unit whose FU is its `fuHeld` (artillery) is refused — give `fuHeld` instead.
 */
export function checkScenarioStocks(unit: Unit, path: string): void {
  if (unit.stocks === undefined) return;
  const s = checkStocks(unit.stocks, `${path}.stocks`, false);
  if (s.FU !== undefined && fuInFuHeld(unit)) throw new EventError(`${unit.shortName} keeps its FU in fuHeld (a battery): give fuHeld, not stocks.FU`, `${path}.stocks.FU`);
}
