/**
 * What a unit's stands are in a close assault (`004_4c7ef6319257dc11.txt` §FIGURE CLASSIFICATION):
 * "1. FIGHTING STANDS can CLOSE ASSAULT enemy positions"; "2. SUPPORT STANDS … Battalion Medium Machine
 * Guns (MMGs), Heavy Machine Guns (HMGs), Mortars (Mors), Anti-tank (Atk) and Infantry Guns (IGs) are all
 * support stands. Unwounded figures on support stands can defend against close assaults, but cannot
 * close assault"; "3. COMMAND STANDS … may close assault". Guns and aircraft are no stands of the
 * infantry at all and never close assault (docs/RULINGS.md §Support stands).
 */
import { UNIT_TYPES, type UnitTypeId } from './unitTypes.ts';

/** A unit's part in a close assault: fighting (and command) stands assault; support stands and guns only defend; aircraft neither. */
export type AssaultRole = 'fighting' | 'support' | 'gun' | 'air';

/**
 * The close-assault role of a unit of `type`: machine-gun companies and trench mortars (the seed's
 * MMGs, HMGs and Mors) 'support'; artillery of every kind 'gun'; aircraft 'air'; everything else
 * (rifles, Lewis-gun sections, bombers, cavalry, tanks, engineers, HQs, services) 'fighting'. Throws
 * `RangeError` for an unknown type.
 */
export function assaultRoleOf(type: UnitTypeId): AssaultRole {
  const info = UNIT_TYPES[type];
  if (!info) throw new RangeError(`assaultRoleOf: unknown unit type ${JSON.stringify(type)}`);
  if (type === 'machineGun' || type === 'machineGunEarly' || info.arm === 'mortar') return 'support';
  if (info.arm === 'fieldArtillery' || info.arm === 'heavyArtillery' || info.arm === 'antiAir') return 'gun';
  if (info.arm === 'air') return 'air';
  return 'fighting';
}

/** Whether a unit of `type` may close assault (and so counter-attack): only fighting and command stands. */
export function mayCloseAssault(type: UnitTypeId): boolean {
  return assaultRoleOf(type) === 'fighting';
}
