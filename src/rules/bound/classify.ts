/**
 * What each characteristics row is to the bound engine: its `UnitKind` (execution order, vehicles'
 * re-roll rule, packing), its melee strike tier, and its resolved stats for an edition.
 */
import { characteristics, type AnyCharacteristicId } from '../tables/characteristics1418.ts';
import { MELEE_STRIKE_ORDER_1418, type MeleeStriker } from '../tables/order1418.ts';
import type { Edition } from '../types.ts';
import type { SubUnitState, SubUnitStats, UnitKind } from './types.ts';

/**
 * Kind of each row. Heavy weapons are "any Heavy Machine Guns, Mortars, Trench Guns and also Command
 * bases" (`001_5e546d392906486c.txt` §HEAVY WEAPONS); tanks "work as normal infantry" but with the
 * re-roll rule (001 §Armoured Fighting Vehicles) — kind 'vehicle'; guns are 'artillery' (001
 * §ARTILLERY: pack/unpack, never dig in). LMG, SMG and grenadier squads are infantry for the
 * execution order (they are not in 001's heavy-weapons list).
 */
export const KIND_OF: Readonly<Record<AnyCharacteristicId, UnitKind>> = {
  reserveInf: 'infantry',
  lineInf: 'infantry',
  eliteInf: 'infantry',
  skirmishers: 'infantry',
  lmgSquad: 'infantry',
  smgSquads: 'infantry',
  grenadierSquads: 'infantry',
  command: 'heavyWeapon',
  machineguns: 'heavyWeapon',
  lateHmg: 'heavyWeapon',
  earlyMortar: 'heavyWeapon',
  meleeCav: 'cavalry',
  mixedCav: 'cavalry',
  mountedRifles: 'cavalry',
  motherTank: 'vehicle',
  mediumTank: 'vehicle',
  fieldGun: 'artillery',
  lightHowitzer: 'artillery',
  howitzer120: 'artillery',
  veryHeavyGun: 'artillery',
};

/** The sub-unit kind of a characteristics row. Throws `RangeError` for an unknown row. */
export function kindOf(id: AnyCharacteristicId): UnitKind {
  const kind = Object.hasOwn(KIND_OF, id) ? KIND_OF[id] : undefined;
  if (!kind) throw new RangeError(`characteristic '${String(id)}' is not a 1418 row (known: ${Object.keys(KIND_OF).join(', ')})`);
  return kind;
}

/**
 * Melee strike tier (index into `MELEE_STRIKE_ORDER_1418`: fast cav 0 → medium 1 → slow 2 → infantry 3
 * → heavy weapons 4; `000_5cca48f65b2d4420.txt` §Melee combat, RULINGS.md §which edition). The
 * heavy-weapons tier is 000's "(LMG, HMG, Mortar, Commanders)", so LMG squads strike with it; guns
 * (melee arming 0 anyway) strike last too; tanks strike as infantry.
 */
export function strikeTier(id: AnyCharacteristicId, speed: SubUnitStats['speed']): number {
  const kind = kindOf(id);
  let striker: MeleeStriker;
  if (kind === 'cavalry') striker = speed === 'fastCav' ? 'fastCav' : speed === 'mediumCav' ? 'mediumCav' : 'slowCav';
  else if (kind === 'heavyWeapon' || kind === 'artillery' || id === 'lmgSquad') striker = 'heavyWeapons';
  else striker = 'infantry';
  return MELEE_STRIKE_ORDER_1418.indexOf(striker);
}

/** Label of a strike tier, e.g. 'fastCav' (for the record). */
export function strikeTierLabel(tier: number): MeleeStriker {
  const label = MELEE_STRIKE_ORDER_1418[tier];
  if (!label) throw new RangeError(`strike tier must be 0…${MELEE_STRIKE_ORDER_1418.length - 1}, got ${tier}`);
  return label;
}

/**
 * The stats of row `id` in `edition`, "As S.F." resolved to `sfResilience` (001 characteristics table;
 * 000 §Characteristics of units "as parent"). Throws `RangeError` for a row the edition lacks.
 */
export function resolveStats(id: AnyCharacteristicId, edition: Edition, sfResilience: number): SubUnitStats {
  const row = characteristics(id, edition);
  return {
    label: row.label,
    speed: row.speed,
    melee: row.melee,
    ranged: row.ranged,
    resilience: row.resilience === 'asSF' ? sfResilience : row.resilience,
    rangeM: row.rangeM,
    mountedRangeM: row.mountedRangeM ?? null,
  };
}

/** Resilience of row `id` in `edition`, or null for "As S.F.". */
export function ownResilience(id: AnyCharacteristicId, edition: Edition): number | null {
  const r = characteristics(id, edition).resilience;
  return r === 'asSF' ? null : r;
}

/**
 * Does the vehicles' re-roll rule protect `target` against `shooter`? "all infantry and heavy weapon
 * rolls against them must be re-rolled (field guns and artillery don't)" (001 §VEHICLES). Vehicles are
 * tanks and self-propelled guns ("They also have the better Resilience value and re-roll rule", 001
 * §Armoured Fighting Vehicles); the shooter is exempt when it is artillery.
 */
export function rerollProtects(target: SubUnitState, shooter: SubUnitState): boolean {
  return (target.kind === 'vehicle' || (target.kind === 'artillery' && target.selfPropelled)) && shooter.kind !== 'artillery';
}
