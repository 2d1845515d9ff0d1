/**
 * A tiny two-sided scenario for the UI tests (not a real order of battle): a division with two
 * brigades, battalions and one company for the blue side, a division / regiment / battalion for
 * red, on the Cambrai numeric grid. Positions are given as grid references.
 */
import type { Scenario, Unit } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { GridDef } from '../../src/rules/types.ts';

export const GRID: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };

const at = (ref: string) => gridRefToPoint(GRID, ref);

const unit = (u: Partial<Unit> & Pick<Unit, 'id' | 'name' | 'echelon'>): Unit => ({
  side: 'blue',
  shortName: u.name.slice(0, 12),
  type: 'infantry',
  grade: 'R',
  bases: 4,
  establishmentBases: 4,
  injuredBases: 0,
  dugIn: false,
  ...u,
});

/** The scenario; `mapId` defaults to `cambrai-1917`. */
export function tinyScenario(mapId = 'cambrai-1917'): Scenario {
  return {
    id: `tiny-${mapId}`,
    mapId,
    name: 'Tiny test scenario',
    description: 'UI test fixture',
    startLocal: '1917-11-20T06:20',
    utcOffsetMin: 0,
    grid: { ...GRID },
    sides: { blue: { name: 'British (Third Army)', nation: 'GB' }, red: { name: 'German (2. Armee)', nation: 'DE' } },
    units: [
      unit({ id: 'gb-51div', name: '51st (Highland) Division', shortName: '51 Div', echelon: 'division', type: 'headquarters', bases: 1, establishmentBases: 1, pos: at('05001000') }),
      unit({ id: 'gb-152bde', name: '152nd Brigade', shortName: '152 Bde', echelon: 'brigade', type: 'headquarters', bases: 1, establishmentBases: 1, parentId: 'gb-51div', pos: at('05201100') }),
      unit({ id: 'gb-6gordons', name: '6th Gordon Highlanders', shortName: '6 Gordons', echelon: 'battalion', parentId: 'gb-152bde', bases: 3, establishmentBases: 4, injuredBases: 1, pos: at('05311245') }),
      unit({ id: 'gb-6gordons-a', name: 'A Company, 6th Gordons', shortName: 'A/6 Gordons', echelon: 'company', parentId: 'gb-6gordons', bases: 2, establishmentBases: 2, pos: at('05321246') }),
      unit({ id: 'gb-8argylls', name: '8th Argyll and Sutherland Highlanders', shortName: '8 A&SH', echelon: 'battalion', parentId: 'gb-152bde', grade: 'V', pos: at('05401250') }),
      unit({ id: 'gb-153bde', name: '153rd Brigade', shortName: '153 Bde', echelon: 'brigade', type: 'headquarters', bases: 1, establishmentBases: 1, parentId: 'gb-51div', pos: at('06001100') }),
      unit({ id: 'gb-6bw', name: '6th Black Watch', shortName: '6 BW', echelon: 'battalion', parentId: 'gb-153bde', pos: at('06101200') }),
      unit({ id: 'gb-255rfa', name: '255th Brigade RFA', shortName: '255 RFA', echelon: 'battalion', type: 'fieldGun', parentId: 'gb-51div', support: { relation: 'inDirectSupport', toId: 'gb-51div' }, pos: at('04801000') }),
      unit({ id: 'de-54div', name: '54. Infanterie-Division', shortName: '54 ID', side: 'red', echelon: 'division', type: 'headquarters', bases: 1, establishmentBases: 1, pos: at('08002000') }),
      unit({ id: 'de-84rir', name: 'Reserve-Infanterie-Regiment 84', shortName: 'RIR 84', side: 'red', echelon: 'regiment', parentId: 'de-54div', pos: at('07501900') }),
      unit({ id: 'de-84rir-1', name: 'I. Bataillon RIR 84', shortName: 'I/84', side: 'red', echelon: 'battalion', type: 'infantryReserve', parentId: 'de-84rir', pos: at('07401850') }),
    ],
  };
}
