/**
 * The umpire's gun classes (004 §WEAPON AND ARMOUR CLASSIFICATION, note 2: "a weapon or armour
 * classification may change with time"): a campaign setting, by calibre, read wherever the class is —
 * the fire plan's shoots, settling a contact, the unit panel — and written in the log by
 * `settings.changed`. Scripted dice on the firefight table (004 §WINNING THE FIREFIGHT TABLE, as
 * `../shared/RULINGS.md` reconstructs it): a 6 against dug-in troops is 3 hits on the HEAVY row, 2 on
 * the MEDIUM.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { calibreKey, gunClassOf } from '../../src/campaign/model/artilleryUnits.ts';
import type { Scenario } from '../../src/campaign/model/types.ts';
import { settingsChangedPayload } from '../../src/campaign/clock/payloads.ts';
import { fireClassOfUnit } from '../../src/campaign/turn/settleClasses.ts';
import { resolveNqmShoot, type CompiledShoot } from '../../src/rules/artillery/nqmShoot.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { calibreText } from '../../src/ui/UnitPanel.tsx';
import { campaignGuns, settingsChanges, settingsForm } from '../../src/ui/clock/settingsForm.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import { compileFirePlan } from '../../src/campaign/fireplan/state.ts';
import { at, emptyPlan, fireState, withPlan } from './ui-fireplan-fixture.ts';

const cambrai = stateFromScenario(JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario);
const howitzers = cambrai.units['gb-36div-ra-153bde-d']!; // 4.5-inch, 114.3 mm
const asMedium = { gunClasses: { '114.3': 'M' as const } };

describe('the umpire’s gun classes', () => {
  it('change the class of a calibre wherever it is read', () => {
    expect(calibreKey(114.3)).toBe('114.3');
    expect(calibreKey(77)).toBe('77');
    expect(gunClassOf({}, 114.3, 'gun')).toEqual({ cls: 'H', byTable: 'H', changed: false });
    expect(gunClassOf(asMedium, 114.3, 'gun')).toEqual({ cls: 'M', byTable: 'H', changed: true });
    expect(fireClassOfUnit(howitzers, false, asMedium).cls).toBe('M');
    expect(fireClassOfUnit(howitzers, false, asMedium).row).toMatch(/^MEDIUM — Artillery: 90-110mm, 25pdr \(the 4\.5-inch, 114\.3 mm; set by the umpire, the table's HEAVY/);
    expect(calibreText(howitzers, asMedium)).toBe('114.3 mm (4.5-inch): class M (set by the umpire; H by the table), range 15,000 m');
  });

  it('a shoot fires on the class set: a 6 on dug-in troops, 3 hits HEAVY by the table, 2 MEDIUM as set', () => {
    const shoot: CompiledShoot = { serialId: 's1', batteryId: howitzers.id, atMin: 0, shoot: 'effective', shell: 'HE', calibreMm: 114.3, targets: [{ unitId: 'x', protection: 'dugIn', bases: 6, distanceM: 10, friendly: false }] };
    expect(resolveNqmShoot(shoot, scriptedDice([6]), new Map()).hits).toBe(3);
    expect(resolveNqmShoot({ ...shoot, weaponClass: 'M' }, scriptedDice([6]), new Map()).hits).toBe(2);
    expect(() => resolveNqmShoot({ ...shoot, weaponClass: 'X' as 'M' }, scriptedDice([6]), new Map())).toThrow('resolveNqmShoot: shoot.weaponClass must be one of L, M, H, VH, got "X"');
  });

  it('a fire plan’s shoots carry the class set for their guns, and only when it was changed', () => {
    const plan = emptyPlan({ serials: [{ id: 's1', label: '1', startOffsetMin: -60, durationMin: 60, targetRef: '060 150', targetPos: at('060150'), firerIds: ['rfa'], shoot: 'effective', shell: 'HE' }] });
    const state = withPlan(fireState(), plan);
    const shoots = compileFirePlan(state, plan, null).shoots;
    expect(shoots.length).toBeGreaterThan(0);
    expect(shoots.every((s) => s.weaponClass === undefined)).toBe(true);
    const calibre = shoots[0]!.calibreMm;
    const byTable = gunClassOf({}, calibre, 'gun').byTable;
    const other: 'M' | 'H' = byTable === 'H' ? 'M' : 'H';
    const changed = { ...state, settings: { ...DEFAULT_SETTINGS, gunClasses: { [calibreKey(calibre)]: other } } };
    // The batteries of that calibre fire at the class set; any other battery at its own calibre's.
    expect(compileFirePlan(changed, plan, null).shoots.map((s) => s.weaponClass)).toEqual(shoots.map((s) => (calibreKey(s.calibreMm) === calibreKey(calibre) ? other : undefined)));
  });

  it('is a setting of the log, by calibre, and the dialog writes only what changed', () => {
    expect(v.safeParse(settingsChangedPayload, { changes: { gunClasses: { '114.3': 'M' } } }).success).toBe(true);
    expect(v.safeParse(settingsChangedPayload, { changes: { gunClasses: { 'four-five': 'M' } } }).success).toBe(false);
    expect(v.safeParse(settingsChangedPayload, { changes: { gunClasses: { '114.3': 'XL' } } }).success).toBe(false);
    const guns = campaignGuns(cambrai);
    expect(guns.find((g) => g.key === '114.3')).toEqual({ key: '114.3', label: '114.3 mm (the 4.5-inch)', byTable: 'H' });
    expect(guns.find((g) => g.key === '83.8')).toEqual({ key: '83.8', label: '83.8 mm (the 18-pdr)', byTable: 'L' });
    const form = settingsForm(DEFAULT_SETTINGS);
    expect(settingsChanges(DEFAULT_SETTINGS, form).changes).toEqual({});
    expect(settingsChanges(DEFAULT_SETTINGS, { ...form, gunClasses: { '114.3': 'M', '83.8': '' } }).changes).toEqual({ gunClasses: { '114.3': 'M' } });
    expect(settingsChanges({ ...DEFAULT_SETTINGS, ...asMedium }, { ...form, gunClasses: { '114.3': '' } }).changes).toEqual({ gunClasses: {} });
  });
});
