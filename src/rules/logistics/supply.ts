/**
 * NQM supply rules, checked: what a unit can carry, what fighting, shooting and moving consume, how long a
 * resupply run takes on the road, when night allows only resupply, and De Rosa's field-gun resupply die.
 * Tables and sources: `../tables/nqmLogistics.ts` (`004_4c7ef6319257dc11.txt` §LOGISTICS, §TIMESCALE,
 * §MOVEMENT RATES TABLE; `003_11ff81f41091c16b.txt` §Ammo Supply). Every function throws a `RangeError`
 * naming the bad argument.
 */
import type { Dice } from '../dice.ts';
import { serialFuPerBattery, type ShootKind } from '../artillery/classes.ts';
import { NQM_MOVE_KPH } from '../tables/nqm.ts';
import type { DayPeriod } from '../timescale.ts';
import { DAY_PERIODS } from '../timescale.ts';
import {
  CU_PER_CARRIER_BASE,
  DE_ROSA_RESUPPLIED_FROM,
  DE_ROSA_RESUPPLY_DIE_SIDES,
  FIREFIGHT_CU_PER_COMPANY_HOUR,
  POL_PER_TRACKED_HOUR,
  RESUPPLY_MOBILITY,
  RESUPPLY_TRANSPORTS,
  type ResupplyTransport,
} from '../tables/nqmLogistics.ts';

/** Checks `v` is a whole number ≥ 0; throws `RangeError` naming `name`. */
export function wholeCount(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name}: expected a whole number ≥ 0, got ${String(v)}`);
  return v;
}

/** Checks `v` is a boolean; throws `RangeError` naming `name`. */
function flag(v: unknown, name: string): boolean {
  if (typeof v !== 'boolean') throw new RangeError(`${name}: expected true or false, got ${String(v)}`);
  return v;
}

/** What carries CUs: `bases` figure stands or strength points; `armoured` for armour; `riderBases` infantry or tank riders on the armour. */
export type CuCarrier = { bases: number; armoured: boolean; riderBases?: number };

/**
 * CUs a unit can carry (004 §UNITS OF LOGISTICAL ACCOUNTING): "1 figure or strength point stand can carry
 * 1 CU" — `bases × 1`; "Armour can carry its own CUs in addition to its own Infantry or tank riders who
 * will have their own CUs too" — armour with riders carries `bases + riderBases`. E.g. a company of 4
 * stands → 4; a tank company of 3 strength points with 2 rider stands → 5. Throws `RangeError` when
 * `bases` or `riderBases` is not a whole number ≥ 0, `armoured` is not a boolean, or riders are given
 * for a unit that is not armoured (only armour carries riders in 004).
 */
export function cuCapacity(carrier: CuCarrier): number {
  if (typeof carrier !== 'object' || carrier === null) throw new RangeError(`cuCapacity: expected { bases, armoured }, got ${String(carrier)}`);
  const bases = wholeCount(carrier.bases, 'cuCapacity: bases');
  const armoured = flag(carrier.armoured, 'cuCapacity: armoured');
  const riders = wholeCount(carrier.riderBases ?? 0, 'cuCapacity: riderBases');
  if (riders > 0 && !armoured) throw new RangeError(`cuCapacity: riderBases ${riders} given for a unit that is not armoured (only armour carries riders, 004 §UNITS OF LOGISTICAL ACCOUNTING)`);
  return (bases + riders) * CU_PER_CARRIER_BASE;
}

/**
 * Most CUs fired in `hours` whole hours of firefight by `companies` companies and `supportStands`
 * heavy-weapon or support stands (004 §UNITS OF LOGISTICAL ACCOUNTING: "a maximum of 1 per Company per
 * hour"; §FIGURE CLASSIFICATION: "Each support stand adds 1 CU to the firefight"; §WINNING THE FIREFIGHT:
 * "During each hour of fire each stand can fire once"): `hours × (companies + supportStands)`. E.g. 2 h,
 * 3 companies → 6. Close assault costs nothing (`CLOSE_ASSAULT_CU`). Throws `RangeError` unless each
 * argument is a whole number ≥ 0 ("Hours are not normally subdivided", 004 §TIMESCALE).
 */
export function firefightCu(hours: number, companies: number, supportStands = 0): number {
  return wholeCount(hours, 'firefightCu: hours') * (wholeCount(companies, 'firefightCu: companies') + wholeCount(supportStands, 'firefightCu: supportStands')) * FIREFIGHT_CU_PER_COMPANY_HOUR;
}

/**
 * FUs one battery spends on a shoot of `durationMin` minutes (004 §THE FIREPLAN, §UNITS OF LOGISTICAL
 * ACCOUNTING: "the weight of ammunition consumed by an artillery stand firing 1 shoot"; "A harassing
 * shoot can stretch 1 FIRE UNIT of ammo (FU) to 2 hours"). The same rule as the fire plans'
 * `serialFuPerBattery` (docs/RULINGS.md §Fire units on a creeping barrage): effective 1 FU per started hour (60 → 1, 90 → 2), harassing
 * 1 FU per started 2 hours (120 → 1, 180 → 2). Throws `RangeError` for a bad `kind` or a `durationMin`
 * that is not a whole number > 0.
 */
export function shootFu(kind: ShootKind, durationMin: number): number {
  return serialFuPerBattery(kind, durationMin);
}

/**
 * POL spent by `hours` whole hours of movement (004 §UNITS OF LOGISTICAL ACCOUNTING, 3. FUEL UNITS):
 * tracked units 1 POL an hour, other units none ("Other units do not expend significant quantities of
 * fuel"). E.g. (3, true) → 3, (3, false) → 0. Throws `RangeError` for `hours` not a whole number ≥ 0 or
 * `tracked` not a boolean.
 */
export function movePol(hours: number, tracked: boolean): number {
  const h = wholeCount(hours, 'movePol: hours');
  return flag(tracked, 'movePol: tracked') ? h * POL_PER_TRACKED_HOUR : 0;
}

/**
 * Minutes a resupply run of `distanceM` ground metres takes by road (004 §MOVEMENT RATES TABLE, Road
 * March/Rout column, the row `RESUPPLY_MOBILITY` names: motorised 9 km/h, horse-drawn 2 km/h, foot
 * 2 km/h), rounded up to whole minutes. E.g. 4,500 m motorised → 30; 1,000 m horse-drawn → 30; 100 m
 * motorised → 1 (0.67 rounded up); 0 m → 0. Throws `RangeError` for `distanceM` not a finite number
 * ≥ 0, an unknown `transport`, or `road` not `true` (the seed gives rates off the road only for the march
 * columns; resupply runs by road).
 */
export function resupplyTravelMin(distanceM: number, transport: ResupplyTransport, road: true): number {
  if (typeof distanceM !== 'number' || !Number.isFinite(distanceM) || distanceM < 0) throw new RangeError(`resupplyTravelMin: distanceM must be a finite number of metres ≥ 0, got ${String(distanceM)}`);
  if (!RESUPPLY_TRANSPORTS.includes(transport)) throw new RangeError(`resupplyTravelMin: transport must be one of ${RESUPPLY_TRANSPORTS.join(', ')}, got ${JSON.stringify(transport)}`);
  if (road !== true) throw new RangeError(`resupplyTravelMin: road must be true (resupply runs by road, 004 §MOVEMENT RATES TABLE Road March column), got ${String(road)}`);
  const kph = NQM_MOVE_KPH[RESUPPLY_MOBILITY[transport]].roadMarch!;
  // distanceM / (kph × 1000 m) hours × 60; the 1e-9 keeps a floating-point hair above a whole minute from adding one.
  return Math.max(0, Math.ceil((distanceM * 60) / (kph * 1000) - 1e-9));
}

/**
 * Whether only resupply may take place in `period` (004 §TIMESCALE: "The night period can be abstracted
 * by saying that only resupply takes place, if you wish"; the wish is the campaign setting
 * `nightResupplyOnly`): true for the night when the setting is on, else false. Throws `RangeError` for
 * an unknown period or a non-boolean setting.
 */
export function resupplyOnlyAt(period: DayPeriod, nightResupplyOnly: boolean): boolean {
  if (!DAY_PERIODS.includes(period)) throw new RangeError(`resupplyOnlyAt: period must be one of ${DAY_PERIODS.join(', ')}, got ${JSON.stringify(period)}`);
  return flag(nightResupplyOnly, 'resupplyOnlyAt: nightResupplyOnly') && period === 'night';
}

/** A De Rosa resupply outcome (003 §Ammo Supply): ammunition resupplied, or the limber still coming. */
export type DeRosaOutcome = 'resupplied' | 'limberComing';

/**
 * De Rosa's resupply die for one battery or section (003 §Ammo Supply; RULINGS.md): D10 5–10
 * `'resupplied'`, 1–4 `'limberComing'`. Throws `RangeError` unless `die` is a whole number 1–10.
 */
export function deRosaResupply(die: number): DeRosaOutcome {
  if (typeof die !== 'number' || !Number.isInteger(die) || die < 1 || die > DE_ROSA_RESUPPLY_DIE_SIDES) throw new RangeError(`deRosaResupply: die must be a whole number 1–10, got ${String(die)}`);
  return die >= DE_ROSA_RESUPPLIED_FROM ? 'resupplied' : 'limberComing';
}

/**
 * Rolls De Rosa's D10 for `battery` (its name, for typed dice) and returns the die with its outcome, to
 * be recorded in the event. Throws what `dice.roll` throws (`DiceNeeded` for typed dice run out).
 */
export function rollDeRosaResupply(dice: Dice, battery: string): { die: number; outcome: DeRosaOutcome } {
  const die = dice.roll(1, `De Rosa resupply of ${battery}`, DE_ROSA_RESUPPLY_DIE_SIDES)[0]!;
  return { die, outcome: deRosaResupply(die) };
}
