/**
 * The Go-to box's logic (src/map/goTo.ts) and the pointer readout's text (src/map/MapTools.tsx):
 * a valid reference gives the square's centre and corners; a bad one gives the rules' message,
 * which names the reference and the map's extent (RULINGS.md §Grid references), never a clamp.
 */
import { describe, expect, it } from 'vitest';
import { resolveGoTo } from '../../src/map/goTo.ts';
import { OFF_MAP_TEXT, pointerText } from '../../src/map/MapTools.tsx';
import { gridRefSquareBounds, gridRefToPoint } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { GridDef } from '../../src/rules/types.ts';

const CAMBRAI: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };
const TABLE: GridDef = { originLon: 3.0, originLat: 50.0, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' };

describe('resolveGoTo', () => {
  it('a 6-figure reference: the 100 m square 053 124, its centre 5350 m E 12 450 m N', () => {
    const r = resolveGoTo(CAMBRAI, '053124');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.ref).toBe('053 124');
    expect(r.centre).toEqual(gridRefToPoint(CAMBRAI, '053124'));
    const local = gridProjection(CAMBRAI).toLocal(r.centre);
    expect(local.eastingM).toBeCloseTo(5350, 6);
    expect(local.northingM).toBeCloseTo(12_450, 6);
    expect(r.corners).toEqual(gridRefSquareBounds(CAMBRAI, '053124'));
    const sw = gridProjection(CAMBRAI).toLocal(r.corners[0]);
    const ne = gridProjection(CAMBRAI).toLocal(r.corners[2]);
    expect([sw.eastingM, sw.northingM, ne.eastingM, ne.northingM].map((v) => Math.round(v * 1000) / 1000)).toEqual([5300, 12_400, 5400, 12_500]);
  });

  it('4 and 8 figures, spaces and a table square', () => {
    const km = resolveGoTo(CAMBRAI, ' 05 12 ');
    expect(km.ok && km.ref).toBe('05 12');
    const ten = resolveGoTo(CAMBRAI, '05311245');
    expect(ten.ok && gridProjection(CAMBRAI).toLocal(ten.centre).eastingM).toBeCloseTo(5315, 6);
    const b1 = resolveGoTo(TABLE, 'b1');
    expect(b1.ok).toBe(true);
    if (!b1.ok) return;
    expect(b1.ref).toBe('B1');
    const c = gridProjection(TABLE).toLocal(b1.centre);
    expect(c.eastingM).toBeCloseTo(152.4 * 1.5, 6);
    expect(c.northingM).toBeCloseTo(76.2, 6);
  });

  it('malformed, wrong figures, empty and off-map references give the message with the extent', () => {
    const cases: [GridDef, string, RegExp][] = [
      [CAMBRAI, 'x9!', /^Grid reference "x9!" has characters other than figures.*The map covers 0000 to 2724 \(28 × 25 km\)\.$/],
      [CAMBRAI, '12345', /^Grid reference "12345" has 5 figures: use 4, 6, 8 or 10\. The map covers 0000 to 2724/],
      [CAMBRAI, '   ', /^Grid reference " {3}" is empty/],
      [CAMBRAI, '9999', /^Grid reference "9999" is off the map: the map covers 0000 to 2724 \(28 × 25 km\)$/],
      [TABLE, 'M1', /^Grid reference "M1" is off the map: the table runs A1 to L8 \(12 × 8 squares\)$/],
      [TABLE, 'B0', /^Grid reference "B0": rows start at 1\. The table runs A1 to L8/],
    ];
    for (const [grid, text, re] of cases) {
      const r = resolveGoTo(grid, text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.message).toMatch(re);
    }
  });

  it('a bad grid is a programming error and still throws', () => {
    expect(() => resolveGoTo({ ...CAMBRAI, widthM: -1 }, '0512')).toThrow(/grid\.widthM/);
  });
});

describe('pointerText', () => {
  const proj = gridProjection(CAMBRAI);
  it('numeric: the 8-figure reference of the point', () => {
    expect(pointerText(CAMBRAI, proj.toLonLat({ eastingM: 5317, northingM: 12_452 }))).toBe('05311245');
    expect(pointerText(CAMBRAI, proj.toLonLat({ eastingM: 27_995, northingM: 5 }))).toBe('27990000');
  });

  it('table: the square', () => {
    const p = gridProjection(TABLE).toLonLat({ eastingM: 1800, northingM: 1200 });
    expect(pointerText(TABLE, p)).toBe('L8');
  });

  it('off the grid, or no pointer: "off the map"', () => {
    expect(pointerText(CAMBRAI, proj.toLonLat({ eastingM: -5, northingM: 100 }))).toBe(OFF_MAP_TEXT);
    expect(pointerText(CAMBRAI, proj.toLonLat({ eastingM: 100, northingM: 25_001 }))).toBe(OFF_MAP_TEXT);
    expect(pointerText(CAMBRAI, null)).toBe('off the map');
  });
});
