/**
 * The readiness board's colours (the campaign's bookkeeping: "a readiness board (red / amber / green per unit
 * for ammunition, fuel, strength)"), re-exported by `ledgers.ts`. Thresholds are *rulings*: stock ≥ 2/3
 * of capacity green, ≥ 1/3 amber; strength ≥ 0.8 of establishment green, ≥ 0.5 amber.
 */
import { isArtilleryUnit } from '../model/artilleryUnits.ts';
import { defaultStocks, isTracked, TRACKED_POL, unitHoldings } from './stocks.ts';
import { subtreeStrength } from '../model/selectors.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import type { StockKind } from '../../rules/tables/nqmLogistics.ts';

/** Red / amber / green on the readiness board, or 'none' for a stock the unit neither holds nor needs. */
export type RAG = 'red' | 'amber' | 'green' | 'none';

/** `held` of `capacity`: ≥ 2/3 green, ≥ 1/3 amber, else red; nothing to hold (capacity 0) is 'none', not green. */
export function ragOf(held: number, capacity: number): RAG {
  if (capacity <= 0) return held > 0 ? 'green' : 'none';
  if (3 * held >= 2 * capacity) return 'green';
  return 3 * held >= capacity ? 'amber' : 'red';
}

/**
 * A unit's readiness : `ammo` its FU (artillery) or CU against its capacity
 * (`defaultStocks` of the unit now; `ragOf`), `fuel` its POL against `TRACKED_POL` for a tracked unit
 * (null for others), `strength` the bases of its subtree against their establishment: ≥ 0.8 green,
 * ≥ 0.5 amber, else red (an establishment of 0 is 'none'). Throws `RangeError` for an unknown unit.
 */
export function readiness(state: CampaignState, unitId: UnitId): { ammo: RAG; fuel: RAG | null; strength: RAG } {
  const unit = state.units[unitId];
  if (!unit) throw new RangeError(`readiness: unknown unit "${unitId}"`);
  const held = unitHoldings(unit);
  const cap = defaultStocks(unit);
  const kind: StockKind = isArtilleryUnit(unit) ? 'FU' : 'CU';
  const s = subtreeStrength(state, unitId);
  const strength: RAG = s.establishmentBases <= 0 ? 'none' : 5 * s.bases >= 4 * s.establishmentBases ? 'green' : 2 * s.bases >= s.establishmentBases ? 'amber' : 'red';
  return { ammo: ragOf(held[kind], cap[kind]), fuel: isTracked(unit) ? ragOf(held.POL, TRACKED_POL) : null, strength };
}
