/**
 * Which units fire in a fire plan , shared by the fold (`fireplan/plans.ts`) and the plan's
 * compile and checks (`fireplan/state.ts`, `fireplan/checks.ts`):
 * - an **artillery unit** is one whose type has an entry in `ARTILLERY_TYPES` (src/rules/artillery:
 *   field guns, light and heavy howitzers, siege guns, trench mortars);
 * - a **battery** (*ruling*, 001 §ARTILLERY "battery"; the ORBAT lists batteries as companies) is an
 *   artillery unit of company echelon or smaller that is not under another battery, or a
 *   battalion- or regiment-sized artillery unit with no battery under it (it fires as one battery);
 * - an **air unit** (a squadron or flight: unit type of arm 'air', 004 §THE FIREPLAN - AIR TO GROUND FIRE)
 *   fires in a plan as a battery does: one of company echelon or smaller, or a larger one with none
 *   under it; it flies sorties, not shoots, and holds no FU;
 * - a **firer** of a serial (`FireSerial.firerIds`) is a battery, an air unit or a formation with either
 *   under it, and means all of them.
 * Everything is memoised per state object (states are never mutated).
 */
import { nqmRangeM, weaponClassOfCalibre } from '../../rules/artillery/classes.ts';
import { ARTILLERY_TYPES, type ArtilleryWeapon, type WeaponClass } from '../../rules/tables/nqmArtillery.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { childrenOf } from './selectors.ts';
import { ECHELONS, type CampaignSettings, type CampaignState, type Unit, type UnitId } from './types.ts';

const COMPANY_RANK = ECHELONS.indexOf('company');
const LONE_BATTERY_ECHELONS: ReadonlySet<string> = new Set(['battalion', 'regiment']);

/** Whether a unit's type is artillery (has an `ARTILLERY_TYPES` entry). */
export function isArtilleryUnit(unit: Pick<Unit, 'type'>): boolean {
  return Object.hasOwn(ARTILLERY_TYPES, unit.type) && ARTILLERY_TYPES[unit.type] !== undefined;
}

/** Whether a unit is an air unit (its type's arm is 'air'). */
export function isAirUnit(unit: Pick<Unit, 'type'>): boolean {
  return UNIT_TYPES[unit.type]?.arm === 'air';
}

const batteryCache = new WeakMap<CampaignState, Map<UnitId, readonly UnitId[]>>();

/**
 * The batteries a unit stands for, in ORBAT order (see the module note): itself when it is a battery,
 * else every battery under it; `[]` for a unit with none, or an id the state does not have. O(subtree),
 * memoised per state.
 */
export function batteriesUnder(state: CampaignState, unitId: UnitId): readonly UnitId[] {
  let memo = batteryCache.get(state);
  if (!memo) {
    memo = new Map();
    batteryCache.set(state, memo);
  }
  const hit = memo.get(unitId);
  if (hit) return hit;
  // A battery stands for itself: no need of the tree (a resupply's De Rosa check asks this of every run).
  const own = state.units[unitId];
  if (own && (isArtilleryUnit(own) || isAirUnit(own)) && ECHELONS.indexOf(own.echelon) >= COMPANY_RANK) {
    memo.set(unitId, [unitId]);
    return [unitId];
  }
  const children = childrenOf(state);
  const visit = (id: UnitId, out: UnitId[]): void => {
    const u = state.units[id]!;
    const artillery = isArtilleryUnit(u) || isAirUnit(u);
    if (artillery && ECHELONS.indexOf(u.echelon) >= COMPANY_RANK) {
      out.push(id);
      return;
    }
    const before = out.length;
    for (const c of children.get(id) ?? []) visit(c, out);
    if (out.length === before && artillery && LONE_BATTERY_ECHELONS.has(u.echelon)) out.push(id);
  };
  const out: UnitId[] = [];
  if (state.units[unitId]) visit(unitId, out);
  memo.set(unitId, out);
  return out;
}

/**
 * The batteries of a serial's firers: each firer's batteries (`batteriesUnder`), each battery once,
 * in the order met. Unknown ids and units without batteries add nothing.
 */
export function batteriesOf(state: CampaignState, firerIds: readonly UnitId[]): UnitId[] {
  const out: UnitId[] = [];
  const seen = new Set<UnitId>();
  for (const f of firerIds) {
    for (const b of batteriesUnder(state, f)) {
      if (!seen.has(b)) {
        seen.add(b);
        out.push(b);
      }
    }
  }
  return out;
}

/**
 * A battery's artillery: calibre (mm; the unit's `calibreMm`, else its type's), range (metres) and
 * the NQM weapon range table row it reads (004 §WEAPON RANGE TABLE; trench mortars read the mortar
 * rows, everything else the artillery rows: `nqmRangeM` with the type's `kind`), and the fire units held (`fuHeld`, else
 * the type's default holding). Throws `RangeError` for an unknown unit or one that is not artillery.
 */
export type BatteryArtillery = { calibreMm: number; rangeM: number; rangeRow: string; fuHeld: number };

/** See `BatteryArtillery`. */
export function artilleryOf(state: CampaignState, unitId: UnitId): BatteryArtillery {
  const u = state.units[unitId];
  if (!u) throw new RangeError(`unknown unit "${unitId}"`);
  const art = unitArtillery(u);
  if (!art) throw new RangeError(`${u.name} is not artillery (unit type ${u.type})`);
  return { calibreMm: art.calibreMm, rangeM: art.rangeM, rangeRow: art.rangeRow, fuHeld: art.fuHeld };
}

/**
 * A unit's artillery as `BatteryArtillery`, with the weapon kind its range row reads (`gun` or
 * `mortar`); `undefined` for a unit that is not artillery. The one reading of a unit's calibre (its
 * own, else its type's) for the fire plan and the unit panel.
 */
export function unitArtillery(u: Pick<Unit, 'type' | 'calibreMm' | 'fuHeld'>): (BatteryArtillery & { kind: ArtilleryWeapon }) | undefined {
  const info = isArtilleryUnit(u) ? ARTILLERY_TYPES[u.type] : undefined;
  if (!info) return undefined;
  const calibreMm = u.calibreMm ?? info.calibreMm;
  const range = nqmRangeM(calibreMm, info.kind);
  return { calibreMm, rangeM: range.rangeM, rangeRow: range.row, fuHeld: u.fuHeld ?? info.fuHeldDefault, kind: info.kind };
}

/** A calibre as the `gunClasses` setting keys it: millimetres to a tenth, no trailing `.0` (114.3 → "114.3", 77 → "77"). */
export function calibreKey(calibreMm: number): string {
  return String(Math.round(calibreMm * 10) / 10);
}

/**
 * The class guns of `calibreMm` fire at in this campaign (004 §WEAPON AND ARMOUR CLASSIFICATION): the
 * umpire's for that calibre (`gunClasses`, note 2) when set, else the table's (`weaponClassOfCalibre`);
 * with the table's, and whether the umpire changed it.
 */
export function gunClassOf(settings: Pick<CampaignSettings, 'gunClasses'>, calibreMm: number, kind: ArtilleryWeapon): { cls: WeaponClass; byTable: WeaponClass; changed: boolean } {
  const byTable = weaponClassOfCalibre(calibreMm, kind);
  const set = settings.gunClasses?.[calibreKey(calibreMm)];
  return set !== undefined && set !== byTable ? { cls: set, byTable, changed: true } : { cls: byTable, byTable, changed: false };
}

/** The fire units a battery holds (`fuHeld`, else its type's default; 0 for a unit that is not artillery). */
export function fuHolding(unit: Unit): number {
  if (unit.fuHeld !== undefined) return unit.fuHeld;
  return isArtilleryUnit(unit) ? (ARTILLERY_TYPES[unit.type]?.fuHeldDefault ?? 0) : 0;
}
