/**
 * The readiness board as data (issue 6 §Bookkeeping: "a readiness board (red / amber / green per unit
 * for ammunition, fuel, strength)"): which units it lists (by side and echelon; by default battalions
 * and batteries) and each cell's state with its numbers in words, so the board never says it by colour
 * alone — "Ammo: amber 3/6 CU", "Fuel: red 2/8 POL", "Strength: green 4/4 bases". The states are
 * `readiness` (`src/campaign/ledgers.ts`); the numbers are what it compares: the unit's holdings
 * (`holdingsOf`) against its capacity (`defaultStocks`), and its subtree's bases against their
 * establishment (`subtreeStrength`). Pure.
 */
import { readiness, type RAG } from '../../campaign/ledgers.ts';
import { isArtilleryUnit } from '../../campaign/firePlanUnits.ts';
import { defaultStocks, isTracked, TRACKED_POL, unitHoldings } from '../../campaign/logisticsStocks.ts';
import { subtreeStrength } from '../../campaign/selectors.ts';
import type { CampaignState, SideId, Unit, UnitId } from '../../campaign/types.ts';

/** Which echelons the board lists. */
export type EchelonFilter = 'battalions' | 'companies' | 'formations' | 'all';

/** The words of each echelon filter. */
export const ECHELON_FILTER_WORDS: Readonly<Record<EchelonFilter, string>> = {
  battalions: 'Battalions and batteries',
  companies: 'Companies, batteries and squadrons',
  formations: 'Brigades, regiments and above',
  all: 'All units',
};

/** The board's filter: a side or both, and the echelons. */
export type ReadinessFilter = { side: SideId | 'all'; echelons: EchelonFilter };

/** The default filter: both sides, battalions and batteries. */
export const DEFAULT_READINESS_FILTER: ReadinessFilter = { side: 'all', echelons: 'battalions' };

/** Words of a state. */
export const RAG_WORDS: Readonly<Record<RAG, string>> = { red: 'red', amber: 'amber', green: 'green' };

/** One cell: its state, the numbers compared and the cell's text ("Ammo: amber 3/6 CU"). */
export type RagCell = { rag: RAG; held: number; capacity: number; unit: string; text: string };

/** One row: the unit and its three cells (`fuel` null for a unit that is not tracked). */
export type ReadinessRow = { unitId: UnitId; name: string; shortName: string; side: SideId; ammo: RagCell; fuel: RagCell | null; strength: RagCell };

/** Whether a unit is a battery: artillery of company size or smaller (a battalion-sized artillery unit is an artillery brigade or regiment). */
const isBattery = (u: Unit) => isArtilleryUnit(u) && (u.echelon === 'company' || u.echelon === 'platoon' || u.echelon === 'section');

/** Whether `u` passes the echelon filter: battalions (and regiments of artillery) with batteries; companies and batteries; brigades and up; all. */
export function echelonPasses(u: Unit, f: EchelonFilter): boolean {
  switch (f) {
    case 'battalions':
      return u.echelon === 'battalion' || isBattery(u);
    case 'companies':
      return u.echelon === 'company';
    case 'formations':
      return ['army', 'corps', 'division', 'brigade', 'regiment'].includes(u.echelon);
    case 'all':
      return true;
  }
}

const cell = (label: string, rag: RAG, held: number, capacity: number, unit: string): RagCell => ({ rag, held, capacity, unit, text: `${label}: ${RAG_WORDS[rag]} ${held}/${capacity} ${unit}` });

/**
 * The row of `unitId`: ammunition is FU for artillery, else CU; fuel (POL) only for tracked units;
 * strength the bases of the unit and everything under it against their establishment. Throws
 * `RangeError` for an unknown unit.
 */
export function readinessRow(state: CampaignState, unitId: UnitId): ReadinessRow {
  const u = state.units[unitId];
  if (!u) throw new RangeError(`readinessRow: unknown unit "${unitId}"`);
  const r = readiness(state, unitId);
  const held = unitHoldings(u);
  const cap = defaultStocks(u);
  const kind = isArtilleryUnit(u) ? 'FU' : 'CU';
  const s = subtreeStrength(state, unitId);
  return {
    unitId,
    name: u.name,
    shortName: u.shortName,
    side: u.side,
    ammo: cell('Ammo', r.ammo, held[kind], cap[kind], kind),
    fuel: r.fuel === null || !isTracked(u) ? null : cell('Fuel', r.fuel, held.POL, TRACKED_POL, 'POL'),
    strength: cell('Strength', r.strength, s.bases, s.establishmentBases, 'bases'),
  };
}

/** The board's rows in ORBAT order for `filter`. */
export function readinessRows(state: CampaignState, filter: ReadinessFilter): ReadinessRow[] {
  return state.unitOrder
    .filter((id) => {
      const u = state.units[id]!;
      return (filter.side === 'all' || u.side === filter.side) && echelonPasses(u, filter.echelons);
    })
    .map((id) => readinessRow(state, id));
}

/** How many rows are red, amber, green in any cell, for the board's summary ("2 red, 1 amber, 5 green"): a row counts by its worst cell. */
export function readinessSummary(rows: readonly ReadinessRow[]): Record<RAG, number> {
  const out: Record<RAG, number> = { red: 0, amber: 0, green: 0 };
  for (const r of rows) {
    const cells = [r.ammo, r.strength, ...(r.fuel ? [r.fuel] : [])].map((c) => c.rag);
    out[cells.includes('red') ? 'red' : cells.includes('amber') ? 'amber' : 'green']++;
  }
  return out;
}
