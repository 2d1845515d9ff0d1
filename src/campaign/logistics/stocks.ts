/**
 * What a unit holds (`004_4c7ef6319257dc11.txt` §UNITS OF LOGISTICAL ACCOUNTING): the default
 * stocks of a unit of the order of battle, its holdings now, writing holdings back into a unit, its
 * carrying capacity, and the brigade medical post it sends casualties to (§REORGANISATION).
 *
 * Where stock lives on a `Unit`: CU and POL in `stocks` (a kind absent holds `defaultStocks(unit)`'s);
 * FU in `fuHeld` for artillery and for any unit with `fuHeld` set (a battery's FU, else its
 * type's default, `fuHolding`), else in `stocks.FU` (absent: 0). `holdingsOf` hides the difference.
 * Every fold that changes what a default depends on (bases, type, mobility, `fuHeld`) writes the
 * holdings it wants with `withHoldings`, so an absent kind always means "the default of today's unit".
 */
import { cuCapacity } from '../../rules/logistics/supply.ts';
import { STOCK_KINDS, type StockKind } from '../../rules/tables/nqmLogistics.ts';
import { ARTILLERY_TYPES } from '../../rules/tables/nqmArtillery.ts';
import { UNIT_TYPES, type Arm } from '../../rules/tables/unitTypes.ts';
import { isArtilleryUnit } from '../model/artilleryUnits.ts';
import { ECHELONS, type CampaignState, type Stocks, type Unit, type UnitId } from '../model/types.ts';

/** POL a tracked unit starts with: 8, one 8-hour daylight period of movement (*ruling*; 004 gives no figure). */
export const TRACKED_POL = 8;

/** Most of one kind an account may hold (a sanity cap, whole units). */
export const STOCK_MAX = 1_000_000;

/**
 * Arms that fire CUs (*ruling* on 004 §ORDER OF BATTLE "TEETH ARM (Armour, Infantry, Cavalry)" and
 * §UNITS OF LOGISTICAL ACCOUNTING "a Company, or Heavy Weapon Stand"): infantry, cavalry, cyclists,
 * armour and machine-gun companies. Artillery fires FUs; HQs, engineers and the services hold none.
 */
export const CU_ARMS: ReadonlySet<Arm> = new Set<Arm>(['infantry', 'cavalry', 'cyclist', 'armour', 'machineGun']);

const BATTALION_RANK = ECHELONS.indexOf('battalion');

/** Zero of every kind. */
export const NO_STOCKS: Readonly<Stocks> = Object.freeze({ CU: 0, FU: 0, POL: 0 });

/** Whether a unit fires CUs: a teeth-arm unit (`CU_ARMS`) of battalion size or smaller (formation HQs do not). */
export function firesCu(unit: Pick<Unit, 'type' | 'echelon'>): boolean {
  return CU_ARMS.has(UNIT_TYPES[unit.type]?.arm) && ECHELONS.indexOf(unit.echelon) >= BATTALION_RANK;
}

/** Whether a unit is tracked (004 §UNITS OF LOGISTICAL ACCOUNTING 3. FUEL UNITS): armour, or mobility 'armoured'. */
export function isTracked(unit: Pick<Unit, 'type' | 'mobility'>): boolean {
  return UNIT_TYPES[unit.type]?.arm === 'armour' || unit.mobility === 'armoured';
}

/** Whether a unit's FU is its `fuHeld` (artillery, or `fuHeld` set) rather than `stocks.FU`. */
export function fuInFuHeld(unit: Pick<Unit, 'type' | 'fuHeld'>): boolean {
  return unit.fuHeld !== undefined || isArtilleryUnit(unit);
}

/**
 * What a unit holds when nothing has changed it (the ledger's `'initial'` at `campaign.created`):
 * CU = `cuCapacity` of its bases for a unit that fires CUs (`firesCu`; armour carries its own), FU =
 * its type's default holding for artillery (4 a battery, `DEFAULT_FU_HELD`; a unit's own `fuHeld`
 * overrides it, `unitHoldings`), POL = `TRACKED_POL` for tracked units; 0 otherwise. Doubles as the
 * carrying capacity the readiness board compares holdings with. E.g. a battalion of 8 bases → { CU: 8, FU: 0, POL: 0 };
 * a field battery → { 0, 4, 0 }; a tank battalion of 6 → { 6, 0, 8 }.
 */
export function defaultStocks(unit: Unit): Stocks {
  return {
    CU: firesCu(unit) ? cuCapacity({ bases: unit.bases, armoured: UNIT_TYPES[unit.type]?.arm === 'armour' }) : 0,
    FU: isArtilleryUnit(unit) ? (ARTILLERY_TYPES[unit.type]?.fuHeldDefault ?? 0) : 0,
    POL: isTracked(unit) ? TRACKED_POL : 0,
  };
}

/** What a unit holds now (see the module note). */
export function unitHoldings(unit: Unit): Stocks {
  const d = defaultStocks(unit);
  return {
    CU: unit.stocks?.CU ?? d.CU,
    FU: fuInFuHeld(unit) ? (unit.fuHeld ?? d.FU) : (unit.stocks?.FU ?? 0),
    POL: unit.stocks?.POL ?? d.POL,
  };
}

/** What unit `unitId` of `state` holds now; throws `RangeError` for an unknown unit. */
export function holdingsOf(state: CampaignState, unitId: UnitId): Stocks {
  const u = state.units[unitId];
  if (!u) throw new RangeError(`holdingsOf: unknown unit "${unitId}"`);
  return unitHoldings(u);
}

/**
 * `unit` (a fresh copy; never mutated) holding exactly `target`: each kind is written where it lives
 * (see the module note); a kind is left absent while it equals the default and was never written.
 * `unitHoldings(withHoldings(u, t))` equals `t`.
 */
export function withHoldings(unit: Unit, target: Stocks): Unit {
  const d = defaultStocks(unit);
  const stocks: Partial<Stocks> = { ...unit.stocks };
  const out: Unit = { ...unit };
  for (const k of ['CU', 'POL'] as const) {
    if (stocks[k] !== undefined || target[k] !== d[k]) stocks[k] = target[k];
  }
  if (fuInFuHeld(unit)) {
    delete stocks.FU;
    if (unit.fuHeld !== undefined || target.FU !== d.FU) out.fuHeld = target.FU;
  } else if (stocks.FU !== undefined || target.FU !== 0) stocks.FU = target.FU;
  if (Object.keys(stocks).length > 0) out.stocks = stocks;
  else delete out.stocks;
  return out;
}

/**
 * `after` (a unit changed by an edit or a fight) holding what `before` held, except `fu` when given (an
 * edited `fuHeld` or FU spent), and nothing at all when its bases went from some to 0 (destroyed with its
 * stock: the ledger's `'lost'`). Returns `after` itself when nothing needs writing.
 */
export function settleHoldings(before: Unit, after: Unit, fu?: number): Unit {
  const held = unitHoldings(before);
  let target: Stocks = fu === undefined ? held : { ...held, FU: fu };
  if (before.bases > 0 && after.bases === 0) target = { ...NO_STOCKS };
  const now = unitHoldings(after);
  const same = STOCK_KINDS.every((k) => now[k] === target[k]);
  return same ? after : withHoldings(after, target);
}

/** `a + sign × b` per kind. */
export function addStocks(a: Stocks, b: Partial<Stocks>, sign: 1 | -1 = 1): Stocks {
  return { CU: a.CU + sign * (b.CU ?? 0), FU: a.FU + sign * (b.FU ?? 0), POL: a.POL + sign * (b.POL ?? 0) };
}

/** The kinds of `s` with an amount > 0, in CU, FU, POL order, e.g. `[['CU', 3], ['POL', 2]]`. */
export function stockLines(s: Partial<Stocks>): [StockKind, number][] {
  return STOCK_KINDS.filter((k) => (s[k] ?? 0) > 0).map((k) => [k, s[k]!]);
}

/** Stock as text: `3 CU, 2 POL` (`nothing` when empty). */
export function stocksText(s: Partial<Stocks>): string {
  const lines = stockLines(s);
  return lines.length === 0 ? 'nothing' : lines.map(([k, n]) => `${n} ${k}`).join(', ');
}

/** What finding a medical post needs of a unit: its echelon and the HQ it is under command of. */
export type PostLookup = (id: UnitId) => Pick<Unit, 'id' | 'echelon' | 'parentId'> | undefined;

/**
 * The brigade medical post a unit's casualties go to (004 §REORGANISATION "the brigade medical post";
 * *ruling*): the unit itself or its nearest HQ above it of brigade or regiment echelon; failing one, the
 * top of its chain of command. `medicalPostIn` walks any `lookup` (the state's units, or the ledger's
 * own record of them, `log/shadow.ts`); `medicalPostOf` the state's. Throws `RangeError` for an
 * unknown unit.
 */
export function medicalPostIn(lookup: PostLookup, unitId: UnitId): UnitId {
  const first = lookup(unitId);
  if (!first) throw new RangeError(`medicalPostOf: unknown unit "${unitId}"`);
  let u: Pick<Unit, 'id' | 'echelon' | 'parentId'> = first;
  const seen = new Set<UnitId>();
  while (!(u.echelon === 'brigade' || u.echelon === 'regiment')) {
    seen.add(u.id);
    const parent: Pick<Unit, 'id' | 'echelon' | 'parentId'> | undefined = u.parentId === undefined ? undefined : lookup(u.parentId);
    if (!parent || seen.has(parent.id)) return u.id;
    u = parent;
  }
  return u.id;
}

/** See `medicalPostIn`. */
export function medicalPostOf(state: CampaignState, unitId: UnitId): UnitId {
  return medicalPostIn((id) => state.units[id], unitId);
}
