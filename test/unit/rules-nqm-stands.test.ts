/**
 * Support stands do not close assault (`004` §FIGURE CLASSIFICATION 2): the roles of the unit types, the
 * seed's words, and a battalion's trench mortar battery and machine-gun company defending — fire, but
 * no counter-attack hour — where its rifle company counter-attacks in the second hour.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assaultRoleOf, mayCloseAssault } from '../../src/rules/tables/nqmStands.ts';
import { UNIT_TYPE_IDS } from '../../src/rules/tables/unitTypes.ts';

const SEED = readFileSync(fileURLToPath(new URL('../../../shared/seeds/004_4c7ef6319257dc11.txt', import.meta.url)), 'utf8').replace(/\s+/g, ' ');

describe('support stands (004 §FIGURE CLASSIFICATION)', () => {
  it('names MMGs, HMGs and mortars support stands that cannot close assault', () => {
    expect(SEED).toContain('Battalion Medium Machine Guns (MMGs), Heavy Machine Guns (HMGs), Mortars (Mors), Anti-tank (Atk) and Infantry Guns (IGs) are all support stands.');
    expect(SEED).toContain('Unwounded figures on support stands can defend against close assaults, but cannot close assault.');
    expect(['machineGun', 'machineGunEarly', 'trenchMortar'].map((t) => assaultRoleOf(t as 'machineGun'))).toEqual(['support', 'support', 'support']);
    expect(['fieldGun', 'lightHowitzer', 'heavyHowitzer', 'siegeGun', 'antiAircraft'].map((t) => assaultRoleOf(t as 'fieldGun'))).toEqual(['gun', 'gun', 'gun', 'gun', 'gun']);
    expect(['infantry', 'lewisGun', 'grenadiers', 'cavalry', 'tankHeavy', 'engineer', 'headquarters'].every((t) => mayCloseAssault(t as 'infantry'))).toBe(true);
    expect(UNIT_TYPE_IDS.filter((t) => !mayCloseAssault(t))).toEqual(['machineGun', 'machineGunEarly', 'trenchMortar', 'fieldGun', 'lightHowitzer', 'heavyHowitzer', 'siegeGun', 'antiAircraft', 'strafingAircraft', 'diveBombers', 'heavyBombers']);
    expect(() => assaultRoleOf('catapult' as 'infantry')).toThrow('assaultRoleOf: unknown unit type "catapult"');
  });
});
