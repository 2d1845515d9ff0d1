/**
 * The synthetic corps of the logistics benchmark (`logistics-bench.ts`): exactly
 * `CORPS_UNITS` (5,000) blue units in ORBAT order, every one placed on a 60 × 50 km numeric grid (metres
 * east / north of the origin; the front runs along northing 42 km, the rear is south).
 * - Corps HQ, the corps supply column (supply, motorised) 20 km behind the front, two medium regiments
 *   (4 heavy-howitzer batteries each), a tank brigade (HQ, its BN LOG, 3 tank regiments × 3 squadrons
 *   × 4 troops: tracked, CU and POL), and corps defence companies making up the count.
 * - Six infantry divisions side by side, each: HQ, a divisional supply column (supply; horse-drawn in
 *   the odd divisions) 12 km behind; 3 brigades of HQ, BN LOG (supply, motorised) 6 km behind and 4
 *   battalions (battalion 4 bases; 4 rifle companies of 3 bases × 3 platoons × 3 sections; a support
 *   company of 3 MG platoons; a carrier platoon of 3 sections, tracked); 3 field regiments (RHQ + 4
 *   field-gun batteries of 2 bases, FU 4 each); a recce regiment (3 tracked squadrons × 4 troops); an
 *   MG battalion; engineers; 3 field ambulances.
 * Holdings start at `defaultStocks` (CU = bases of teeth-arm units, FU 4 a battery, POL 8 tracked); the
 * supply units start empty and are filled from the DLA.
 */
import type { Scenario, Unit, UnitMobility } from '../../src/campaign/model/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { UnitTypeId } from '../../src/rules/tables/unitTypes.ts';
import type { GridDef } from '../../src/rules/types.ts';

/** Units in the corps. */
export const CORPS_UNITS = 5_000;

/** The grid: 60 × 50 km of Normandy, 1 km squares. */
export const CORPS_GRID: GridDef = { originLon: -0.9, originLat: 48.85, widthM: 60_000, heightM: 50_000, squareM: 1000, scheme: 'numeric' };

/** Grid metres of the side's DLA (the Divisional Logistics Area, placed by the log's second event). */
export const DLA_M = { e: 30_000, n: 6_000 } as const;

const FRONT_N = 42_000;
const proj = gridProjection(CORPS_GRID);

/** The corps scenario (see the module note). Throws when the structure does not come to `CORPS_UNITS`. */
export function corpsScenario(): Scenario {
  const units: Unit[] = [];
  const add = (id: string, parentId: string | undefined, echelon: Unit['echelon'], type: UnitTypeId, bases: number, e: number, n: number, mobility?: UnitMobility): string => {
    const u: Unit = { id, side: 'blue', name: id, shortName: id, echelon, type, grade: 'R', bases, establishmentBases: bases, injuredBases: 0, dugIn: false, pos: proj.toLonLat({ eastingM: e, northingM: n }) };
    if (parentId !== undefined) u.parentId = parentId;
    if (mobility !== undefined) u.mobility = mobility;
    units.push(u);
    return id;
  };
  /** n children of `parent` spread `stepM` apart around (e, n), each made by `make(id, e, n)`. */
  const row = (parent: string, count: number, e: number, n: number, stepM: number, make: (id: string, e: number, n: number) => void) => {
    for (let i = 0; i < count; i++) make(`${parent}-${i + 1}`, e + (i - (count - 1) / 2) * stepM, n);
  };
  const corps = add('c', undefined, 'corps', 'headquarters', 2, 30_000, FRONT_N - 15_000);
  add('c-sup', corps, 'company', 'supply', 4, 30_000, FRONT_N - 20_000, 'motorised');
  for (const m of [1, 2]) {
    const reg = add(`c-med${m}`, corps, 'battalion', 'headquarters', 1, 20_000 + m * 7_000, FRONT_N - 8_000);
    row(reg, 4, 20_000 + m * 7_000, FRONT_N - 8_000, 600, (id, e, n) => void add(id, reg, 'company', 'heavyHowitzer', 2, e, n));
  }
  const tk = add('c-tk', corps, 'brigade', 'headquarters', 1, 30_000, FRONT_N - 6_000);
  add('c-tk-log', tk, 'company', 'supply', 2, 30_000, FRONT_N - 10_000, 'motorised');
  row(tk, 3, 30_000, FRONT_N - 4_000, 3_000, (rid, re, rn) => {
    add(rid, tk, 'battalion', 'tankMedium', 2, re, rn);
    row(rid, 3, re, rn + 500, 800, (sid, se, sn) => {
      add(sid, rid, 'company', 'tankMedium', 3, se, sn);
      row(sid, 4, se, sn + 200, 150, (tid, te, tn) => void add(tid, sid, 'platoon', 'tankMedium', 1, te, tn));
    });
  });
  const def = add('c-def', corps, 'battalion', 'headquarters', 1, 30_000, FRONT_N - 14_000);
  const firstDivision = units.length;
  for (let d = 1; d <= 6; d++) division(add, row, corps, d);
  const padding = CORPS_UNITS - units.length;
  if (padding < 0) throw new Error(`corpsScenario: the structure has ${units.length} units, more than ${CORPS_UNITS}`);
  const defence = Array.from({ length: padding }, (_, i) => {
    const u: Unit = { ...units[0]!, id: `${def}-${i + 1}`, name: `${def}-${i + 1}`, shortName: `${def}-${i + 1}`, echelon: 'company', type: 'infantry', bases: 3, establishmentBases: 3, parentId: def, pos: proj.toLonLat({ eastingM: 10_000 + (i % 40) * 1_000, northingM: FRONT_N - 14_000 - Math.floor(i / 40) * 500 }) };
    return u;
  });
  units.splice(firstDivision, 0, ...defence);
  return {
    id: 'bench-corps',
    mapId: 'none',
    name: 'Benchmark corps',
    description: 'A synthetic corps of 5,000 units for the logistics benchmark.',
    startLocal: '1944-07-18T06:00',
    utcOffsetMin: 60,
    grid: CORPS_GRID,
    sides: { blue: { name: 'British (Second Army)', nation: 'GB' }, red: { name: 'German (Panzergruppe West)', nation: 'DE' } },
    units,
  };
}

type Add = (id: string, parentId: string | undefined, echelon: Unit['echelon'], type: UnitTypeId, bases: number, e: number, n: number, mobility?: UnitMobility) => string;
type Row = (parent: string, count: number, e: number, n: number, stepM: number, make: (id: string, e: number, n: number) => void) => void;

/** Division `d` (see the module note): its sector is 8 km wide, from easting 6 + 8(d − 1) km. */
function division(add: Add, row: Row, corps: string, d: number): void {
  const x0 = 6_000 + (d - 1) * 8_000;
  const div = add(`d${d}`, corps, 'division', 'headquarters', 2, x0 + 4_000, FRONT_N - 7_000);
  add(`${div}-sup`, div, 'company', 'supply', 3, x0 + 4_000, FRONT_N - 12_000, d % 2 === 1 ? 'horseDrawn' : 'motorised');
  row(div, 3, x0 + 4_000, FRONT_N - 3_000, 2_600, (bde, be, bn) => {
    add(bde, div, 'brigade', 'headquarters', 1, be, bn);
    add(`${bde}-log`, bde, 'company', 'supply', 2, be, bn - 6_000, 'motorised');
    row(bde, 4, be, FRONT_N - 1_000, 600, (bat, ne, nn) => {
      add(bat, bde, 'battalion', 'infantry', 4, ne, nn);
      row(bat, 4, ne, nn + 400, 140, (coy, ce, cn) => {
        add(coy, bat, 'company', 'infantry', 3, ce, cn);
        row(coy, 3, ce, cn + 150, 40, (pl, pe, pn) => {
          add(pl, coy, 'platoon', 'infantry', 3, pe, pn);
          row(pl, 3, pe, pn + 50, 12, (sec, se, sn) => void add(sec, pl, 'section', 'infantry', 1, se, sn));
        });
      });
      const sup = add(`${bat}-s`, bat, 'company', 'machineGun', 2, ne, nn + 200);
      row(sup, 3, ne, nn + 250, 60, (pl, pe, pn) => void add(pl, sup, 'platoon', 'machineGun', 2, pe, pn));
      const car = add(`${bat}-c`, bat, 'platoon', 'infantry', 3, ne, nn - 200, 'armoured');
      row(car, 3, ne, nn - 180, 40, (sec, se, sn) => void add(sec, car, 'section', 'infantry', 1, se, sn, 'armoured'));
    });
  });
  row(`${div}-ra`, 3, x0 + 4_000, FRONT_N - 5_000, 2_000, (reg, re, rn) => {
    add(reg, div, 'battalion', 'headquarters', 1, re, rn);
    row(reg, 4, re, rn + 300, 400, (bty, be, bn) => void add(bty, reg, 'company', 'fieldGun', 2, be, bn));
  });
  const recce = add(`${div}-rec`, div, 'battalion', 'headquarters', 1, x0 + 1_000, FRONT_N - 2_500);
  row(recce, 3, x0 + 1_000, FRONT_N - 2_000, 700, (sqn, se, sn) => {
    add(sqn, recce, 'company', 'cavalry', 3, se, sn, 'armoured');
    row(sqn, 4, se, sn + 150, 120, (tp, te, tn) => void add(tp, sqn, 'platoon', 'cavalry', 1, te, tn, 'armoured'));
  });
  const mg = add(`${div}-mg`, div, 'battalion', 'machineGun', 2, x0 + 7_000, FRONT_N - 2_500);
  row(mg, 4, x0 + 7_000, FRONT_N - 2_000, 400, (coy, ce, cn) => {
    add(coy, mg, 'company', 'machineGun', 2, ce, cn);
    row(coy, 3, ce, cn + 100, 80, (pl, pe, pn) => void add(pl, coy, 'platoon', 'machineGun', 2, pe, pn));
  });
  const re = add(`${div}-re`, div, 'battalion', 'headquarters', 1, x0 + 4_000, FRONT_N - 9_000);
  row(re, 3, x0 + 4_000, FRONT_N - 8_500, 800, (coy, ce, cn) => void add(coy, re, 'company', 'engineer', 3, ce, cn));
  row(`${div}-fa`, 3, x0 + 4_000, FRONT_N - 10_000, 1_500, (fa, fe, fn) => void add(fa, div, 'company', 'medical', 2, fe, fn));
}
