/**
 * The classes proposed when settling a contact follow 004 §WEAPON AND ARMOUR CLASSIFICATION, each with
 * the table row it comes from.
 */
import { describe, expect, it } from 'vitest';
import { FIRE_CLASS_OF_TYPE, protectionOf } from '../../src/campaign/turn/settleClasses.ts';

describe('classes proposed when settling', () => {
  it('fire class by what the unit fires: "MEDIUM Infantry: HMGs,120mm mortar"; "LIGHT … Artillery: up to 81mm,18pdr"', () => {
    expect(FIRE_CLASS_OF_TYPE.machineGun).toEqual({ cls: 'M', row: 'MEDIUM — Infantry: HMGs, 120mm mortar' });
    expect(FIRE_CLASS_OF_TYPE.lewisGun.cls).toBe('L');
    expect(FIRE_CLASS_OF_TYPE.fieldGun).toEqual({ cls: 'L', row: 'LIGHT — Artillery: up to 81mm, 18pdr' });
    expect(FIRE_CLASS_OF_TYPE.lightHowitzer.cls).toBe('M');
    expect(FIRE_CLASS_OF_TYPE.heavyHowitzer.cls).toBe('H');
    expect(FIRE_CLASS_OF_TYPE.infantry.cls).toBe('L');
  });

  it('protection: "All troops moving to contact or road marching" are VERY LIGHT, whichever side they are on', () => {
    expect(protectionOf(false, true, true, 'fortification')).toEqual({ cls: 'VL', row: 'VERY LIGHT — All troops moving to contact or road marching' });
    expect(protectionOf(false, false, false, 'open').cls).toBe('L');
    expect(protectionOf(false, false, true, 'open').cls).toBe('M');
    expect(protectionOf(false, false, false, 'defensible').cls).toBe('M');
    expect(protectionOf(false, false, false, 'fortification').cls).toBe('H');
    expect(protectionOf(true, true, false, 'open')).toEqual({ cls: 'L', row: 'LIGHT — Most light tanks and armoured cars' });
  });
});
