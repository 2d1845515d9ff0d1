/**
 * NATO symbol codes (src/map/sidc.ts): every unit type × echelon × side gives a SIDC that milsymbol 3
 * accepts, drawn with the right affiliation, echelon, HQ flag and icon.
 */
import { describe, expect, it } from 'vitest';
import ms from '../../src/map/milsymbol.ts';
import { ARM_FUNCTION_ID, unitSidc } from '../../src/map/sidc.ts';
import { ECHELONS, type Echelon, type SideId } from '../../src/campaign/model/types.ts';
import { UNIT_TYPES, UNIT_TYPE_IDS, type UnitTypeId } from '../../src/rules/tables/unitTypes.ts';

const MS_ECHELON: Record<Echelon, string> = {
  army: 'Army',
  corps: 'Corps/MEF',
  division: 'Division',
  brigade: 'Brigade',
  regiment: 'Regiment/group',
  battalion: 'Battalion/squadron',
  company: 'Company/battery/troop',
  platoon: 'Platoon/detachment',
  section: 'Section',
};

describe('unitSidc', () => {
  it('gives the documented codes', () => {
    expect(unitSidc({ side: 'blue', type: 'infantry', echelon: 'company' })).toBe('SFGPUCI----E---');
    expect(unitSidc({ side: 'red', type: 'headquarters', echelon: 'division' })).toBe('SHGPUH----AI---');
    expect(unitSidc({ side: 'blue', type: 'cavalry', echelon: 'battalion' })).toBe('SFGPUCRH---F---');
    expect(unitSidc({ side: 'red', type: 'siegeGun', echelon: 'battalion' })).toBe('SHGPUCFHH--F---');
    expect(unitSidc({ side: 'blue', type: 'trenchMortar', echelon: 'company' })).toBe('SFGPUCFM---E---');
    expect(unitSidc({ side: 'blue', type: 'labour', echelon: 'section' })).toBe('SFGPUSAL---C---');
  });

  it('is valid in milsymbol, with only the ground set the desk loads, for every unit type × echelon × side', () => {
    let n = 0;
    for (const side of ['blue', 'red'] as SideId[]) {
      for (const type of UNIT_TYPE_IDS) {
        if (UNIT_TYPES[type].arm === 'naval') continue; // at sea: the next test
        for (const echelon of ECHELONS) {
          const sidc = unitSidc({ side, type, echelon });
          expect(sidc).toMatch(/^S[FH]GP[A-Z-]{6}[A-][C-K]---$/);
          expect(sidc).toHaveLength(15);
          const sym = new ms.Symbol(sidc);
          expect(sym.isValid(), sidc).toBe(true);
          const detail = sym.isValid(true) as Record<string, boolean>;
          expect(detail.icon, `${sidc} has an icon`).toBe(true);
          const meta = sym.getMetadata();
          expect(meta.affiliation).toBe(side === 'blue' ? 'Friend' : 'Hostile');
          expect(meta.dimension).toBe('Ground');
          expect(meta.echelon).toBe(MS_ECHELON[echelon]);
          expect(meta.headquarters).toBe(type === 'headquarters');
          expect(meta.functionid).toBe(ARM_FUNCTION_ID[UNIT_TYPES[type].arm]);
          expect(sym.getOptions().sidc).toBe(sidc);
          n++;
        }
      }
    }
    expect(n).toBe(2 * (UNIT_TYPE_IDS.length - 2) * ECHELONS.length);
  });

  it('draws ships and submarines at sea (sea surface, subsurface), with no echelon', () => {
    const cases = [
      ['warship', 'SFSPCL---------', 'Sea'],
      ['submarine', 'SHUPS----------', 'Subsurface'],
    ] as const;
    for (const [type, sidc, dimension] of cases) {
      const side = sidc[1] === 'F' ? 'blue' : 'red';
      for (const echelon of ECHELONS) expect(unitSidc({ side, type, echelon })).toBe(sidc);
      const sym = new ms.Symbol(sidc);
      expect(sym.isValid(), sidc).toBe(true);
      expect((sym.isValid(true) as Record<string, boolean>).icon, `${sidc} has an icon`).toBe(true);
      expect(sym.getMetadata().dimension).toBe(dimension);
    }
  });

  it('draws a different icon for each distinct function id', () => {
    const svgById = new Map<string, string>();
    for (const id of new Set(Object.values(ARM_FUNCTION_ID))) {
      const svg = new ms.Symbol(`SFGP${id}---E---`).asSVG();
      expect(svg).toContain('<svg');
      svgById.set(id, svg);
    }
    expect(new Set(svgById.values()).size).toBe(svgById.size);
  });

  it('refuses unknown sides, types and echelons naming the field', () => {
    expect(() => unitSidc({ side: 'green' as SideId, type: 'infantry', echelon: 'company' })).toThrow(/unit\.side/);
    expect(() => unitSidc({ side: 'blue', type: 'toString' as UnitTypeId, echelon: 'company' })).toThrow(/unit\.type "toString"/);
    expect(() => unitSidc({ side: 'blue', type: 'infantry', echelon: 'squad' as Echelon })).toThrow(/unit\.echelon "squad"/);
  });
});
