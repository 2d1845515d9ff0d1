/**
 * The readiness board as data (red / amber / green per unit
 * for ammunition, fuel, strength): which units it lists (by side and echelon; by default battalions
 * and batteries) and each cell's state with its numbers in words, so the board never says it by colour
 * alone — "Ammo: amber 3/6 CU", "Fuel: red 2/8 POL", "Strength: green 4/4 bases". The states are
 * `readiness` (`src/campaign/log/ledgers.ts`); the numbers are what it compares (`unitStanding`): a unit's
 * holdings against its capacity (`defaultStocks`) — for a unit with units under command, its subtree's
 * holdings against the subtree's capacity, and the cell says so ("Ammo: green 19/20 CU with units under
 * command") — and its subtree's bases against their establishment. Pure.
 */
import { readiness, unitStanding, type RAG, type StockStanding, isArtilleryUnit, type CampaignState, type SideId, type Unit, type UnitId } from '../../campaign/index.ts';

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
export const RAG_WORDS: Readonly<Record<RAG, string>> = { red: 'red', amber: 'amber', green: 'green', none: 'none held or needed' };

/** What a cell of a unit with units under command adds to its numbers. */
export const WITH_SUBORDINATES_WORDS = 'with units under command';

/** One cell: its state, the numbers compared and the cell's text ("Ammo: amber 3/6 CU", "Ammo: green 19/20 CU with units under command"). */
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

const cell = (label: string, rag: RAG, held: number, capacity: number, unit: string, suffix = ''): RagCell => ({ rag, held, capacity, unit, text: `${label}: ${RAG_WORDS[rag]} ${held}/${capacity} ${unit}${suffix}` });

/** A stock cell of `standing`, saying "with units under command" when the numbers are the subtree's. */
const stockCell = (label: string, rag: RAG, standing: StockStanding, withSubordinates: boolean): RagCell =>
  cell(label, rag, standing.held, standing.capacity, standing.kind, withSubordinates ? ` ${WITH_SUBORDINATES_WORDS}` : '');

/**
 * The row of `unitId`: ammunition is FU for artillery, else CU; fuel (POL) only for tracked units (both
 * summed over the units under its command, if any: `unitStanding`); strength the bases of the unit and
 * everything under it against their establishment. Throws
 * `RangeError` for an unknown unit.
 */
export function readinessRow(state: CampaignState, unitId: UnitId): ReadinessRow {
  const u = state.units[unitId];
  if (!u) throw new RangeError(`readinessRow: unknown unit "${unitId}"`);
  const r = readiness(state, unitId);
  const st = unitStanding(state, unitId);
  return {
    unitId,
    name: u.name,
    shortName: u.shortName,
    side: u.side,
    ammo: stockCell('Ammo', r.ammo, st.ammo, st.withSubordinates),
    fuel: r.fuel === null || st.fuel === null ? null : stockCell('Fuel', r.fuel, st.fuel, st.withSubordinates),
    strength: cell('Strength', r.strength, st.strength.bases, st.strength.establishmentBases, 'bases'),
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

/**
 * How many rows are red, amber, green, for the board's summary ("2 red, 1 amber, 5 green"): a row counts
 * by its worst cell; a row with nothing held or needed in any cell counts as 'none'.
 */
export function readinessSummary(rows: readonly ReadinessRow[]): Record<RAG, number> {
  const out: Record<RAG, number> = { red: 0, amber: 0, green: 0, none: 0 };
  for (const r of rows) {
    const cells = [r.ammo, r.strength, ...(r.fuel ? [r.fuel] : [])].map((c) => c.rag);
    out[cells.includes('red') ? 'red' : cells.includes('amber') ? 'amber' : cells.includes('green') ? 'green' : 'none']++;
  }
  return out;
}
