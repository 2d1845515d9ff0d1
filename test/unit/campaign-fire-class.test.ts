/**
 * One class per gun (004 §WEAPON AND ARMOUR CLASSIFICATION, the HEAVY row: "Artillery: 120-160mm, 4.5""):
 * a battery's fire class is read from its calibre in the one place every caller takes it from
 * (`weaponClassOfCalibre`), so Cambrai's D/CLIII (4.5-inch howitzers, 114.3 mm, a light howitzer battery
 * by type) is HEAVY when a contact is settled as it is in a fire plan and its expected effect.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { unitArtillery } from '../../src/campaign/model/artilleryUnits.ts';
import type { Scenario } from '../../src/campaign/model/types.ts';
import { settleDefaults } from '../../src/campaign/turn/settleContact.ts';
import { fireClassOfUnit } from '../../src/campaign/turn/settleClasses.ts';
import { artilleryCell, weaponClassOfCalibre } from '../../src/rules/artillery/classes.ts';
import { at, turnStart } from './campaign-turn-fixture.ts';

const cambrai = stateFromScenario(JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario);

describe('one class per gun', () => {
  it('reads Cambrai’s batteries by their calibres, as the fire plan does', () => {
    const d = cambrai.units['gb-36div-ra-153bde-d']!; // D Battery, CLIII Brigade RFA: 4.5-inch howitzers
    expect([d.type, d.calibreMm]).toEqual(['lightHowitzer', 114.3]);
    expect(fireClassOfUnit(d, false)).toEqual({ cls: 'H', row: 'HEAVY — Artillery: 120-160mm, 4.5" (the 4.5-inch, 114.3 mm)' });
    expect(artilleryCell(unitArtillery(d)!.calibreMm, 'dugIn')).toEqual({ attack: 'H', target: 'dugIn' });
    // "LIGHT … Artillery: up to 81mm, 18pdr": A/CLIII's 18-pdrs.
    expect(fireClassOfUnit(cambrai.units['gb-36div-ra-153bde-a']!, false)).toEqual({ cls: 'L', row: 'LIGHT — Artillery: up to 81mm, 18pdr (the 18-pdr, 83.8 mm)' });
    // A light howitzer of its type's 105 mm: "MEDIUM … Artillery: 90-110mm".
    expect(fireClassOfUnit({ type: 'lightHowitzer' }, false).cls).toBe('M');
    // Every battery of the campaign: the class a contact proposes is the class its fire plan shoots at.
    for (const u of Object.values(cambrai.units)) {
      const art = unitArtillery(u);
      if (art) expect(fireClassOfUnit(u, false).cls, u.name).toBe(weaponClassOfCalibre(art.calibreMm, art.kind));
    }
  });

  it('settling a contact proposes the 4.5-inch battery HEAVY, with its row', () => {
    const s0 = turnStart();
    const units = { ...s0.units, 'gb-gordons': { ...s0.units['gb-gordons']!, type: 'lightHowitzer' as const, calibreMm: 114.3 } };
    const contact = {
      id: 'ct-60-1', atMin: 60, pos: at(5050, 9000), ref: '050090', blueIds: ['gb-gordons'], redIds: ['de-84-2'],
      pairs: [{ blueId: 'gb-gordons', redId: 'de-84-2', gapM: 200, band: 'effective' as const }],
      recceSide: 'blue' as const, recceId: 'gb-gordons', defenderId: 'de-84-2',
      opening: { redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }, status: 'open' as const,
    };
    const state = { ...s0, units, clockMin: 60, contacts: { [contact.id]: contact } };
    const opts = settleDefaults(state, contact);
    expect([opts.attacker.weapon, opts.rows?.attacker.weapon]).toEqual(['H', 'HEAVY — Artillery: 120-160mm, 4.5" (the 4.5-inch, 114.3 mm)']);
  });
});
