/**
 * The MGRS and trench-map schemes through the grid facade (src/rules/grid.ts, gridSchemes.ts): the same
 * calls as the table and numeric grids — reference → square in the grid's metres, → point, point →
 * reference, canonical form, extent — round trips, and references off the map named.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatGridRef, gridExtentText, gridRefToLocal, gridRefToPoint, pointToGridRef } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { YARD_M } from '../../src/rules/trenchRef.ts';
import type { GridDef } from '../../src/rules/types.ts';
import { gridLinesForView } from '../../src/map/gridLines.ts';

/** Sheet 57c at a whole sheet's size: 36,000 × 24,000 yards, lettered squares of 6,000 yards. */
const TRENCH: GridDef = { scheme: 'trench', sheet: '57c', originLon: 2.8, originLat: 49.95, widthM: 36_000 * YARD_M, heightM: 24_000 * YARD_M, squareM: 6000 * YARD_M };
/** A 40 × 30 km map round Narvik. */
const MGRS: GridDef = { scheme: 'mgrs', originLon: 17.2, originLat: 68.3, widthM: 40_000, heightM: 30_000, squareM: 1000 };

describe('trench-map grid', () => {
  it('places 57c.R.14.b.5.3 in metres from the sheet’s south-west corner, with or without the sheet', () => {
    const sq = gridRefToLocal(TRENCH, '57c.R.14.b.5.3');
    expect(sq.eastingM).toBeCloseTo(31_750 * YARD_M, 6);
    expect(sq.northingM).toBeCloseTo(9_650 * YARD_M, 6);
    expect(sq.sizeM).toBeCloseTo(50 * YARD_M, 9);
    expect(gridRefToLocal(TRENCH, 'R.14.b.5.3')).toEqual(sq);
    expect(formatGridRef(TRENCH, 'r 14 B 53')).toBe('57c.R.14.b.5.3');
    expect(gridExtentText(TRENCH)).toBe('sheet 57c, squares A to X (36,000 × 24,000 yards)');
  });
  it('round trips a point at one and two digit pairs', () => {
    const proj = gridProjection(TRENCH);
    fc.assert(
      fc.property(fc.double({ min: 0, max: TRENCH.widthM - 0.01, noNaN: true }), fc.double({ min: 0, max: TRENCH.heightM - 0.01, noNaN: true }), fc.constantFrom(2 as const, 4 as const), (e, n, figures) => {
        const ref = pointToGridRef(TRENCH, proj.toLonLat({ eastingM: e, northingM: n }), figures);
        const sq = gridRefToLocal(TRENCH, ref);
        expect(sq.sizeM).toBeCloseTo((figures === 2 ? 50 : 5) * YARD_M, 9);
        expect(e).toBeGreaterThanOrEqual(sq.eastingM - 1e-3);
        expect(e).toBeLessThan(sq.eastingM + sq.sizeM + 1e-3);
        expect(n).toBeGreaterThanOrEqual(sq.northingM - 1e-3);
        expect(n).toBeLessThan(sq.northingM + sq.sizeM + 1e-3);
      }),
      { numRuns: 200 },
    );
  });
  it('names a point off the sheet and figures it does not have', () => {
    expect(() => pointToGridRef(TRENCH, gridProjection(TRENCH).toLonLat({ eastingM: -10, northingM: 5 }))).toThrow(/off the map: the map is sheet 57c/);
    expect(() => pointToGridRef(TRENCH, gridRefToPoint(TRENCH, 'S.31'), 8)).toThrow('figures must be 2 or 4 on a trench map, got 8');
  });
  it('draws the numbered squares’ lines, the lettered squares’ as major, and only those when zoomed out', () => {
    const view = { minE: 0, minN: 0, maxE: TRENCH.widthM, maxN: TRENCH.heightM };
    const near = gridLinesForView(TRENCH, view, 10);
    expect(near.lines.filter((l) => l.axis === 'easting').length).toBe(37);
    expect(near.lines.filter((l) => l.axis === 'easting' && l.major).length).toBe(7);
    expect(gridLinesForView(TRENCH, view, 100).lines.filter((l) => l.axis === 'easting').length).toBe(7);
  });
});

describe('MGRS grid', () => {
  it('places a reference at its square in the map’s metres and reads a point back', () => {
    const centre = gridProjection(MGRS).toLonLat({ eastingM: 20_000, northingM: 15_000 });
    const ref = pointToGridRef(MGRS, centre);
    expect(ref).toMatch(/^33W[A-Z]{2} \d{4} \d{4}$/);
    const sq = gridRefToLocal(MGRS, ref);
    expect(sq.sizeM).toBe(10);
    expect(Math.abs(sq.eastingM - 20_000)).toBeLessThan(15);
    expect(Math.abs(sq.northingM - 15_000)).toBeLessThan(15);
    const p = gridRefToPoint(MGRS, ref.replace(/ /g, ''));
    expect(pointToGridRef(MGRS, p)).toBe(ref);
    expect(formatGridRef(MGRS, ref.toLowerCase())).toBe(ref);
    // The map runs over 18° E into zone 34.
    expect(gridExtentText(MGRS)).toMatch(/^33W[A-Z]{2} \d\d \d\d to 34W[A-Z]{2} \d\d \d\d \(40 × 30 km\)$/);
  });
  it('names a reference off the map', () => {
    expect(() => gridRefToLocal(MGRS, '31UDR 12345 67890')).toThrow(/is off the map: the map covers 33W/);
  });
});

describe('fields on these grids', () => {
  it('show an example of the scheme and let a reference be typed to the end before judging it', async () => {
    const { gridRefExample } = await import('../../src/rules/grid.ts');
    const { stillTyping } = await import('../../src/ui/GridRefField.tsx');
    expect(gridRefExample(TRENCH)).toBe('57c.R.14.b.5.3');
    // An example near the middle of the map, in its own zone (the map straddles 33W and 34W).
    expect(gridRefExample(MGRS)).toMatch(/^3[34]W[A-Z]{2} \d{3} \d{3}$/);
    expect(gridRefExample({ scheme: 'mgrs' })).toBe('31UDR 123 456');
    expect(['57c.R', 'R.14', '57c.R.14.'].map((t) => stillTyping(TRENCH, t))).toEqual([true, true, true]);
    expect(stillTyping(TRENCH, 'R.14.b')).toBe(false);
    expect(['33W', '33WWR', '33WWR 123'].map((t) => stillTyping(MGRS, t))).toEqual([true, true, true]);
    expect(stillTyping(MGRS, '33WWR 12 34')).toBe(false);
  });
});

describe('the MGRS overlay', () => {
  it('draws the UTM grid’s own lines, labelled with the figures of an MGRS reference', () => {
    const mpp = 20; // 1 km lines are 50 px apart
    const d = gridLinesForView(MGRS, { minE: 5_000, minN: 5_000, maxE: 15_000, maxN: 12_000 }, mpp);
    expect(d.spacingM).toBe(1000);
    const eastings = d.lines.filter((l) => l.axis === 'easting');
    expect(eastings.length).toBeGreaterThanOrEqual(9);
    const proj = gridProjection(MGRS);
    for (const l of eastings) {
      // The middle of the line, read as a 1 m MGRS reference: its easting is the label's km, to a metre.
      const [a, b] = l.path!;
      const mid = proj.toLonLat({ eastingM: (a[0] + b[0]) / 2, northingM: (a[1] + b[1]) / 2 });
      const ref = pointToGridRef(MGRS, mid, 10).replace(/\s/g, '');
      const eastingM = Number(ref.slice(5, 10));
      const off = Math.min(eastingM % 1000, 1000 - (eastingM % 1000));
      expect(off).toBeLessThanOrEqual(1);
      const label = d.labels.find((x) => x.path === l.path)!.text;
      expect(Number(label)).toBe(Math.round(eastingM / 1000) % 100);
      // Tilted against the map's own axes (UTM zone 33's meridian is 15° E; the map's origin 17.2° E).
      expect(Math.abs(a[0] - b[0])).toBeGreaterThan(50);
    }
  });
});
