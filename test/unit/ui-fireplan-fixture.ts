/**
 * A small scenario for the fire plan screen's tests, on the Cambrai numeric grid: a blue division
 * with an RFA brigade (two 18-pdr batteries and a 4.5-inch howitzer battery), a trench-mortar battery
 * under an infantry brigade, a blue infantry battalion with a company, and a red regiment with two
 * companies in the open. Positions are given as grid references.
 */
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState, FirePlan, FireSerial, Scenario, Unit } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { GridDef } from '../../src/rules/types.ts';

export const GRID: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };

export const at = (ref: string) => gridRefToPoint(GRID, ref);

const unit = (u: Partial<Unit> & Pick<Unit, 'id' | 'name' | 'echelon'>): Unit => ({
  side: 'blue',
  shortName: u.name,
  type: 'infantry',
  grade: 'R',
  bases: 4,
  establishmentBases: 4,
  injuredBases: 0,
  dugIn: false,
  ...u,
});

/** The scenario (start 20 Nov 1917 06:20). */
export function fireScenario(): Scenario {
  return {
    id: 'fireplan-test',
    mapId: 'cambrai-1917',
    name: 'Fire plan test scenario',
    description: 'UI test fixture',
    startLocal: '1917-11-20T06:20',
    utcOffsetMin: 0,
    grid: { ...GRID },
    sides: { blue: { name: 'British', nation: 'GB' }, red: { name: 'German', nation: 'DE' } },
    units: [
      unit({ id: 'div', name: '51 Div', echelon: 'division', type: 'headquarters', bases: 1, establishmentBases: 1, pos: at('05001000') }),
      unit({ id: 'rfa', name: '255 RFA', echelon: 'battalion', type: 'fieldGun', parentId: 'div', bases: 1, establishmentBases: 1, pos: at('05000900') }),
      unit({ id: 'rfa-a', name: 'A/255', echelon: 'company', type: 'fieldGun', parentId: 'rfa', bases: 2, establishmentBases: 2, pos: at('05000900') }),
      unit({ id: 'rfa-b', name: 'B/255', echelon: 'company', type: 'fieldGun', parentId: 'rfa', bases: 2, establishmentBases: 2, pos: at('05100900') }),
      unit({ id: 'rfa-d', name: 'D/255', echelon: 'company', type: 'lightHowitzer', parentId: 'rfa', bases: 2, establishmentBases: 2, pos: at('05200900') }),
      unit({ id: 'bde', name: '152 Bde', echelon: 'brigade', type: 'headquarters', parentId: 'div', bases: 1, establishmentBases: 1, pos: at('05201000') }),
      unit({ id: 'ltmb', name: '152 LTMB', echelon: 'company', type: 'trenchMortar', parentId: 'bde', bases: 1, establishmentBases: 1, pos: at('05201100') }),
      unit({ id: 'gordons', name: '6 Gordons', echelon: 'battalion', parentId: 'bde', bases: 1, establishmentBases: 1, pos: at('05301200') }),
      unit({ id: 'gordons-a', name: 'A/6 Gordons', echelon: 'company', parentId: 'gordons', bases: 3, establishmentBases: 3, pos: at('05301200') }),
      unit({ id: 'rir', name: 'RIR 84', side: 'red', echelon: 'regiment', bases: 1, establishmentBases: 1, pos: at('06001500') }),
      unit({ id: 'rir-1', name: '1/84', side: 'red', echelon: 'company', parentId: 'rir', bases: 4, establishmentBases: 4, pos: at('06001500') }),
      unit({ id: 'rir-2', name: '2/84', side: 'red', echelon: 'company', parentId: 'rir', bases: 4, establishmentBases: 4, pos: at('06501500') }),
    ],
  };
}

/** The campaign state of `fireScenario`. */
export function fireState(): CampaignState {
  return stateFromScenario(fireScenario());
}

/** A plan with no serials: H-hour at campaign minute 100 (08:00), blue, operational. */
/** A serial: 30 minutes from H-60 on 060 150, fired by `rfa`, effective HE; `over` replaces fields. */
export const fireSerial = (over: Partial<FireSerial> = {}): FireSerial => ({
  id: 's1',
  label: '1',
  startOffsetMin: -60,
  durationMin: 30,
  targetRef: '060 150',
  targetPos: at('060150'),
  firerIds: ['rfa'],
  shoot: 'effective',
  shell: 'HE',
  ...over,
});

export function emptyPlan(over: Partial<FirePlan> = {}): FirePlan {
  return { id: 'fireplan-1', title: 'Zero hour', side: 'blue', hHourMin: 100, scale: 'operational', edition: 'v0.8', windToDeg: 90, serials: [], lifts: [], seed: 42, notes: '', ...over };
}

/** The state with `plan` stored. */
export function withPlan(state: CampaignState, plan: FirePlan): CampaignState {
  return { ...state, firePlans: { [plan.id]: plan } };
}
