/**
 * Logistics (ammunition, fuel and casualties as ledgers that always balance). Pure rules,
 * re-exported by `src/rules/index.ts`:
 * - `../tables/nqmLogistics.ts` — stock kinds, carrying, consumption, repair and De Rosa constants
 *   (004 §LOGISTICS, §REORGANISATION; 003 §Ammo Supply);
 * - `supply.ts` — carrying capacity, consumption (firefight CU, shoot FU, movement POL), road time of a
 *   resupply run, night resupply only, De Rosa's resupply die;
 * - `casualties.ts` — collection points, reorganisation, the brigade medical post's end of day, vehicle repair;
 * - `ledgerTypes.ts`, `ledger.ts`, `entries.ts` — the ledger: entries, causes, totals, overdraw refusals,
 *   history, rebuild; builders of transfers and losses.
 */
export {
  CAMPAIGN_REPAIR_SHARE,
  CLOSE_ASSAULT_CU,
  COLLECTION_POINT_SHARE,
  CU_PER_CARRIER_BASE,
  DE_ROSA_FIRE_TURNS_PER_BATTERY,
  DE_ROSA_RESUPPLIED_FROM,
  DE_ROSA_RESUPPLY_DIE_SIDES,
  FIREFIGHT_CU_PER_COMPANY_HOUR,
  ODD_CASUALTY_REMOVED_FROM,
  POL_PER_TRACKED_HOUR,
  REPAIR_PER_STAND_HOUR,
  RESUPPLY_MOBILITY,
  RESUPPLY_TRANSPORTS,
  STOCK_KINDS,
  type ResupplyTransport,
  type StockKind,
} from '../tables/nqmLogistics.ts';
export {
  cuCapacity,
  deRosaResupply,
  firefightCu,
  movePol,
  resupplyOnlyAt,
  resupplyTravelMin,
  rollDeRosaResupply,
  shootFu,
  type CuCarrier,
  type DeRosaOutcome,
} from './supply.ts';
export { campaignRepair, collectionPoint, endOfDayMedicalPost, reorganise, repairCollectionPoint } from './casualties.ts';
export {
  CAUSE_SIGN,
  LEDGER_CAUSES,
  LedgerError,
  type LedgerCause,
  type LedgerEntry,
  type LedgerErrorReason,
  type LedgerPoint,
  type LedgerSummaryRow,
  type LedgerTotals,
  type Overdraw,
} from './ledgerTypes.ts';
export { Ledger, type LedgerOptions } from './ledger.ts';
export { lossEntries, transferEntries, type Transfer } from './entries.ts';
