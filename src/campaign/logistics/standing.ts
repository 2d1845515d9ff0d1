/**
 * What the readiness board compares (the campaign's bookkeeping: "a readiness board (red / amber / green per
 * unit for ammunition, fuel, strength)"), re-exported by `ledgers.ts`. A unit with units under its
 * command is read with them: its ammunition and fuel are the holdings of its whole subtree against the
 * subtree's capacity (`defaultStocks` summed; a battalion HQ's own capacity is that of its HQ bases
 * only), as its strength already is (`subtreeStrength`); a unit with none is read alone. Thresholds as
 * `ragOf` (*ruling*: ≥ 2/3 green, ≥ 1/3 amber) and `readiness` of `logistics/readiness.ts` for strength.
 */
import type { StockKind } from '../../rules/tables/nqmLogistics.ts';
import { isArtilleryUnit } from '../model/artilleryUnits.ts';
import { ragOf, readiness as ownReadiness, type RAG } from './readiness.ts';
import { addStocks, defaultStocks, isTracked, NO_STOCKS, unitHoldings } from './stocks.ts';
import { subtreeIds, subtreeStrength } from '../model/selectors.ts';
import type { CampaignState, Stocks, UnitId } from '../model/types.ts';

/** One kind compared: `held` of `capacity` whole units of `kind`. */
export type StockStanding = { kind: StockKind; held: number; capacity: number };

/**
 * A unit's standing: `withSubordinates` true when it has units under command (then `ammo` and `fuel`
 * are summed over its subtree); `ammo` FU for artillery, else CU; `fuel` POL for a tracked unit (null
 * for others); `strength` bases of the subtree against their establishment.
 */
export type UnitStanding = {
  withSubordinates: boolean;
  ammo: StockStanding;
  fuel: StockStanding | null;
  strength: { bases: number; establishmentBases: number };
};

/**
 * The standing of `unitId` (see the module note), e.g. a battalion HQ of 1 CU capacity holding 3 CU with
 * three companies of 6 CU each holding 6 → ammo 21/19 CU with subordinates. Throws `RangeError` for an
 * unknown unit.
 */
export function unitStanding(state: CampaignState, unitId: UnitId): UnitStanding {
  const unit = state.units[unitId];
  if (!unit) throw new RangeError(`unitStanding: unknown unit "${unitId}"`);
  const ids = subtreeIds(state, unitId);
  let held: Stocks = { ...NO_STOCKS };
  let capacity: Stocks = { ...NO_STOCKS };
  for (const id of ids) {
    held = addStocks(held, unitHoldings(state.units[id]!));
    capacity = addStocks(capacity, defaultStocks(state.units[id]!));
  }
  const kind: StockKind = isArtilleryUnit(unit) ? 'FU' : 'CU';
  const s = subtreeStrength(state, unitId);
  return {
    withSubordinates: ids.length > 1,
    ammo: { kind, held: held[kind], capacity: capacity[kind] },
    fuel: isTracked(unit) ? { kind: 'POL', held: held.POL, capacity: capacity.POL } : null,
    strength: { bases: s.bases, establishmentBases: s.establishmentBases },
  };
}

/**
 * A unit's readiness : `ammo` and `fuel` `ragOf` its `unitStanding` (with the
 * units under its command, if any), `strength` its subtree's bases against their establishment (≥ 0.8
 * green, ≥ 0.5 amber, else red). Throws `RangeError` for an unknown unit.
 */
export function readiness(state: CampaignState, unitId: UnitId): { ammo: RAG; fuel: RAG | null; strength: RAG } {
  if (!state.units[unitId]) throw new RangeError(`readiness: unknown unit "${unitId}"`);
  const st = unitStanding(state, unitId);
  return {
    ammo: ragOf(st.ammo.held, st.ammo.capacity),
    fuel: st.fuel === null ? null : ragOf(st.fuel.held, st.fuel.capacity),
    strength: ownReadiness(state, unitId).strength,
  };
}
