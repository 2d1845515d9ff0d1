/**
 * Grid references (src/rules/grid.ts; RULINGS.md §Grid references): round trips over whole grids,
 * every figure count, the edges, spacing and case, and a corpus of bad input whose errors must name
 * the reference and the map's extent.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assertBombardableSquare,
  assertGridDef,
  columnIndex,
  columnLetters,
  formatGridRef,
  gridExtentText,
  gridRefSquareBounds,
  gridRefToLocal,
  gridRefToPoint,
  gridSquareCounts,
  localToGridRef,
  pointToGridRef,
  type GridFigures,
} from '../../src/rules/grid.ts';
import { GridRefError } from '../../src/rules/errors.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { GridDef } from '../../src/rules/types.ts';

const CAMBRAI: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };
const TABLE: GridDef = { originLon: 3.0, originLat: 50.0, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' };
/** 40 × 30 squares of 200 m: columns A…Z, AA…AN. */
const BIG_TABLE: GridDef = { originLon: 3.0, originLat: 50.0, widthM: 8000, heightM: 6000, squareM: 200, scheme: 'table' };
const CAMBRAI_EXTENT = '0000 to 2724 (28 × 25 km)';
const TABLE_EXTENT = 'A1 to L8 (12 × 8 squares)';

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const proj = gridProjection(CAMBRAI);

function expectGridRefError(fn: () => unknown, ref: string, reason: GridRefError['reason'], extent: string): GridRefError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(GridRefError);
  expect(caught).toBeInstanceOf(RangeError);
  const err = caught as GridRefError;
  expect(err.reason).toBe(reason);
  expect(err.ref).toBe(ref);
  expect(err.message).toContain(extent);
  return err;
}

describe('column letters', () => {
  it('count A…Z, AA, AB… and invert', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    for (let i = 0; i < 2000; i++) expect(columnIndex(columnLetters(i))).toBe(i);
    expect(columnIndex('ab')).toBe(27);
  });
  it('refuse bad input', () => {
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => columnLetters(bad)).toThrow(RangeError);
    for (const bad of ['', 'A1', 'É', 'A B']) expect(() => columnIndex(bad)).toThrow(/column letters/);
  });
});

describe('table scheme', () => {
  it('runs A1 to L8 on the 1418 table', () => {
    expect(gridSquareCounts(TABLE)).toEqual({ columns: 12, rows: 8 });
    expect(gridExtentText(TABLE)).toBe(TABLE_EXTENT);
    expect(gridRefToLocal(TABLE, 'B1')).toEqual({ eastingM: 152.4, northingM: 0, sizeM: 152.4 });
  });

  for (const [name, grid] of [['12 × 8 table', TABLE], ['40 × 30 table', BIG_TABLE]] as const) {
    it(`round-trips every square of the ${name}`, () => {
      const { columns, rows } = gridSquareCounts(grid);
      const s = grid.squareM;
      const tp = gridProjection(grid);
      for (let c = 0; c < columns; c++) {
        for (let r = 1; r <= rows; r++) {
          const ref = `${columnLetters(c)}${r}`;
          const sq = gridRefToLocal(grid, ref);
          expect(sq).toEqual({ eastingM: c * s, northingM: (r - 1) * s, sizeM: s });
          expect(pointToGridRef(grid, gridRefToPoint(grid, ref))).toBe(ref);
          const centre = tp.toLocal(gridRefToPoint(grid, ref));
          expect(centre.eastingM).toBeCloseTo(c * s + s / 2, 6);
          expect(centre.northingM).toBeCloseTo((r - 1) * s + s / 2, 6);
          expect(localToGridRef(grid, c * s, (r - 1) * s)).toBe(ref);
          expect(localToGridRef(grid, (c + 1) * s - 1e-6, r * s - 1e-6)).toBe(ref);
          expect(formatGridRef(grid, ` ${ref.toLowerCase().replace(/(\d)/, ' $1')} `)).toBe(ref);
        }
      }
      expect(columns * rows).toBe(grid === TABLE ? 96 : 1200);
    });
  }

  it('has the letters past Z on the large table', () => {
    expect(gridExtentText(BIG_TABLE)).toBe('A1 to AN30 (40 × 30 squares)');
    expect(gridRefToLocal(BIG_TABLE, 'aa 3')).toEqual({ eastingM: 5200, northingM: 400, sizeM: 200 });
    expect(localToGridRef(BIG_TABLE, 7999.9, 5999.9)).toBe('AN30');
  });

  it('accepts case, spaces and leading zeros', () => {
    for (const typed of ['b1', 'B 1', ' b 1 ', 'B01', 'b\t1']) expect(gridRefToLocal(TABLE, typed).eastingM).toBe(152.4);
    expect(formatGridRef(TABLE, 'l 08')).toBe('L8');
  });

  it('excludes the east and north edges and ignores figures', () => {
    expect(localToGridRef(TABLE, 0, 0)).toBe('A1');
    expect(pointToGridRef(TABLE, { lon: 3.0, lat: 50.0 }, 10)).toBe('A1');
    expect(localToGridRef(TABLE, 1828.7999, 1219.1999)).toBe('L8');
    expectGridRefError(() => localToGridRef(TABLE, 1828.8, 0), 'Point 1828.8 m E, 0 m N', 'offMap', TABLE_EXTENT);
    expectGridRefError(() => localToGridRef(TABLE, 0, 1219.2), 'Point 0 m E, 1219.2 m N', 'offMap', TABLE_EXTENT);
  });

  it('keeps a partial last column on the map', () => {
    const g: GridDef = { ...TABLE, widthM: 1900 };
    expect(gridSquareCounts(g)).toEqual({ columns: 13, rows: 8 });
    expect(localToGridRef(g, 1899, 10)).toBe('M1');
    expect(gridRefToLocal(g, 'M1')).toEqual({ eastingM: 12 * 152.4, northingM: 0, sizeM: 152.4 });
    expect(() => localToGridRef(g, 1900, 10)).toThrow(GridRefError);
  });

  it('refuses bad table references naming the reference and the table', () => {
    const corpus: [string, GridRefError['reason']][] = [
      ['', 'empty'],
      ['   ', 'empty'],
      ['B0', 'row'],
      ['1B', 'malformed'],
      ['0512', 'malformed'],
      ['B-1', 'malformed'],
      ['B1.5', 'malformed'],
      ['A A1', 'malformed'],
      ['M3', 'offMap'],
      ['A9', 'offMap'],
      ['ZZZZZZZZZZZZ1', 'offMap'],
    ];
    for (const [ref, reason] of corpus) {
      const err = expectGridRefError(() => gridRefToLocal(TABLE, ref), ref, reason, TABLE_EXTENT);
      expect(err.message).toContain(`"${ref}"`);
    }
    expect(() => gridRefToLocal(TABLE, 'B0')).toThrow('Grid reference "B0": rows start at 1.');
    expect(() => gridRefToLocal(TABLE, 'M3')).toThrow(`Grid reference "M3" is off the map: the table runs ${TABLE_EXTENT}`);
  });

  it('refuses to bombard squares under 6" (152.4 m)', () => {
    expect(() => assertBombardableSquare(TABLE)).not.toThrow();
    expect(() => assertBombardableSquare({ ...TABLE, squareM: 150 })).toThrow(/grid\.squareM is 150 m.*152\.4/);
    expect(() => assertBombardableSquare({ ...CAMBRAI, squareM: 100 })).not.toThrow();
  });
});

describe('numeric scheme', () => {
  it('reads 4, 6, 8 and 10 figures as absolute metres from the origin', () => {
    expect(gridRefToLocal(CAMBRAI, '0512')).toEqual({ eastingM: 5000, northingM: 12000, sizeM: 1000 });
    expect(gridRefToLocal(CAMBRAI, '053124')).toEqual({ eastingM: 5300, northingM: 12400, sizeM: 100 });
    expect(gridRefToLocal(CAMBRAI, '053 124')).toEqual({ eastingM: 5300, northingM: 12400, sizeM: 100 });
    expect(gridRefToLocal(CAMBRAI, '05311245')).toEqual({ eastingM: 5310, northingM: 12450, sizeM: 10 });
    expect(gridRefToLocal(CAMBRAI, ' 05311 12456 ')).toEqual({ eastingM: 5311, northingM: 12456, sizeM: 1 });
    expect(gridExtentText(CAMBRAI)).toBe(CAMBRAI_EXTENT);
  });

  it('aims at the square centre via the projection', () => {
    const p = gridRefToPoint(CAMBRAI, '0512');
    const want = proj.toLonLat({ eastingM: 5500, northingM: 12500 });
    expect(p.lon).toBeCloseTo(want.lon, 12);
    expect(p.lat).toBeCloseTo(want.lat, 12);
    const local = proj.toLocal(p);
    expect(local.eastingM).toBeCloseTo(5500, 6);
    expect(local.northingM).toBeCloseTo(12500, 6);
    expect(pointToGridRef(CAMBRAI, p, 10)).toBe('0550012500');
  });

  it('round-trips every 1 km square of the 28 × 25 km grid', () => {
    let n = 0;
    for (let e = 0; e < 28; e++) {
      for (let nn = 0; nn < 25; nn++) {
        const ref = pad(e, 2) + pad(nn, 2);
        expect(gridRefToLocal(CAMBRAI, ref)).toEqual({ eastingM: e * 1000, northingM: nn * 1000, sizeM: 1000 });
        const p = gridRefToPoint(CAMBRAI, ref);
        expect(pointToGridRef(CAMBRAI, p, 4)).toBe(ref);
        const q = proj.toLonLat({ eastingM: e * 1000 + 250, northingM: nn * 1000 + 750 });
        expect(pointToGridRef(CAMBRAI, q, 6)).toBe(`${pad(e * 10 + 2, 3)}${pad(nn * 10 + 7, 3)}`);
        expect(localToGridRef(CAMBRAI, e * 1000, nn * 1000, 4)).toBe(ref);
        expect(localToGridRef(CAMBRAI, e * 1000 + 999.999, nn * 1000 + 999.999, 4)).toBe(ref);
        n++;
      }
    }
    expect(n).toBe(700);
  });

  it('round-trips a sample of 100 m squares (every 7th each way)', () => {
    for (let e = 0; e < 280; e += 7) {
      for (let nn = 3; nn < 250; nn += 7) {
        const ref = pad(e, 3) + pad(nn, 3);
        expect(pointToGridRef(CAMBRAI, gridRefToPoint(CAMBRAI, ref), 6)).toBe(ref);
        expect(gridRefToLocal(CAMBRAI, `${pad(e, 3)} ${pad(nn, 3)}`)).toEqual({ eastingM: e * 100, northingM: nn * 100, sizeM: 100 });
        expect(formatGridRef(CAMBRAI, ref)).toBe(`${pad(e, 3)} ${pad(nn, 3)}`);
      }
    }
  });

  it('round-trips random 8- and 10-figure squares and nests the figure counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 27_999 }), fc.integer({ min: 0, max: 24_999 }), (e, n) => {
        const ten = pad(e, 5) + pad(n, 5);
        expect(pointToGridRef(CAMBRAI, gridRefToPoint(CAMBRAI, ten), 10)).toBe(ten);
        const eight = pad(Math.floor(e / 10), 4) + pad(Math.floor(n / 10), 4);
        expect(pointToGridRef(CAMBRAI, gridRefToPoint(CAMBRAI, eight), 8)).toBe(eight);
        // The square of a point at each figure count is the truncation of the 10-figure one.
        const p = gridRefToPoint(CAMBRAI, ten);
        for (const f of [4, 6, 8] as GridFigures[]) {
          const h = f / 2;
          expect(pointToGridRef(CAMBRAI, p, f)).toBe(ten.slice(0, h) + ten.slice(5, 5 + h));
        }
      }),
      { seed: 1917, numRuns: 300 },
    );
  });

  it('defaults to 6 figures and includes the origin and the last square', () => {
    expect(pointToGridRef(CAMBRAI, { lon: 2.95, lat: 50.02 })).toBe('000000');
    expect(pointToGridRef(CAMBRAI, { lon: 2.95, lat: 50.02 }, 4)).toBe('0000');
    expect(localToGridRef(CAMBRAI, 27_999.999, 24_999.999, 4)).toBe('2724');
    expect(localToGridRef(CAMBRAI, 27_999.999, 24_999.999, 10)).toBe('2799924999');
    expect(gridRefToLocal(CAMBRAI, '2724')).toEqual({ eastingM: 27000, northingM: 24000, sizeM: 1000 });
  });

  it('formats typed references with one space between easting and northing', () => {
    expect(formatGridRef(CAMBRAI, '053124')).toBe('053 124');
    expect(formatGridRef(CAMBRAI, ' 0512 ')).toBe('05 12');
    expect(formatGridRef(CAMBRAI, '0531 1245')).toBe('0531 1245');
  });

  it('gives the square corners SW, SE, NE, NW', () => {
    const corners = gridRefSquareBounds(CAMBRAI, '053124').map((c) => proj.toLocal(c));
    const want = [
      [5300, 12400],
      [5400, 12400],
      [5400, 12500],
      [5300, 12500],
    ];
    corners.forEach((c, i) => {
      expect(c.eastingM).toBeCloseTo(want[i]![0]!, 6);
      expect(c.northingM).toBeCloseTo(want[i]![1]!, 6);
    });
  });

  it('refuses bad numeric references naming the reference and the map', () => {
    const corpus: [string, GridRefError['reason']][] = [
      ['', 'empty'],
      ['05A2', 'malformed'],
      ['B1', 'malformed'],
      ['-0512', 'malformed'],
      ['05.12', 'malformed'],
      ['0531 24', 'malformed'],
      ['05 31 24', 'malformed'],
      ['05123', 'figures'],
      ['12', 'figures'],
      ['053124531245', 'figures'],
      ['9999', 'offMap'],
      ['2800', 'offMap'], // east of the map
      ['0025', 'offMap'], // north of the map
      ['280000', 'offMap'],
      ['0000025000', 'offMap'],
    ];
    for (const [ref, reason] of corpus) {
      const err = expectGridRefError(() => gridRefToLocal(CAMBRAI, ref), ref, reason, CAMBRAI_EXTENT);
      expect(err.message).toContain(`"${ref}"`);
      expect(() => gridRefToPoint(CAMBRAI, ref)).toThrow(GridRefError);
    }
    expect(() => gridRefToLocal(CAMBRAI, '9999')).toThrow(`Grid reference "9999" is off the map: the map covers ${CAMBRAI_EXTENT}`);
    expect(() => gridRefToLocal(CAMBRAI, '05123')).toThrow('"05123" has 5 figures: use 4, 6, 8 or 10');
    expect(() => gridRefToLocal(CAMBRAI, undefined as unknown as string)).toThrow(GridRefError);
  });

  it('refuses points off the map in each direction, on the edges, and not finite', () => {
    const cases: [number, number][] = [
      [-0.001, 100],
      [100, -0.001],
      [28_000, 100],
      [100, 25_000],
      [30_000, 30_000],
    ];
    for (const [e, n] of cases) {
      expectGridRefError(() => localToGridRef(CAMBRAI, e, n), `Point ${e} m E, ${n} m N`, 'offMap', CAMBRAI_EXTENT);
    }
    // Through lon/lat the edge itself is only exact to ~1e-9 m, so step 1 cm outside it.
    const outside: [number, number][] = [
      [-0.01, 100],
      [100, -0.01],
      [28_000.01, 100],
      [100, 25_000.01],
      [30_000, 30_000],
    ];
    for (const [e, n] of outside) {
      const p = proj.toLonLat({ eastingM: e, northingM: n });
      const err = expectGridRefError(() => pointToGridRef(CAMBRAI, p), `Point (${p.lon.toFixed(5)}, ${p.lat.toFixed(5)})`, 'offMap', CAMBRAI_EXTENT);
      expect(err.message).toMatch(/^Point \(\d\.\d{5}, \d{2}\.\d{5}\) is off the map: the map covers 0000 to 2724/);
    }
    expectGridRefError(() => pointToGridRef(CAMBRAI, { lon: Number.NaN, lat: 50 }), 'NaN, 50', 'point', CAMBRAI_EXTENT);
    expectGridRefError(() => pointToGridRef(CAMBRAI, { lon: 3, lat: Infinity }), '3, Infinity', 'point', CAMBRAI_EXTENT);
    expectGridRefError(() => pointToGridRef(CAMBRAI, { lon: 3, lat: 91 }), '3, 91', 'point', CAMBRAI_EXTENT);
    expectGridRefError(() => localToGridRef(CAMBRAI, Number.NaN, 0), 'Point NaN m E, 0 m N', 'point', CAMBRAI_EXTENT);
    expect(() => pointToGridRef(CAMBRAI, { lon: 3, lat: 50.1 }, 5 as GridFigures)).toThrow(/figures must be 4, 6, 8 or 10, got 5/);
  });
});

describe('GridDef validation', () => {
  it('names the bad field', () => {
    const bad: [Partial<Record<keyof GridDef, unknown>>, RegExp][] = [
      [{ originLon: Number.NaN }, /grid\.originLon/],
      [{ originLon: 200 }, /grid\.originLon/],
      [{ originLat: 90 }, /grid\.originLat/],
      [{ widthM: 0 }, /grid\.widthM/],
      [{ widthM: -5 }, /grid\.widthM/],
      [{ widthM: '28000' }, /grid\.widthM/],
      [{ heightM: Infinity }, /grid\.heightM/],
      [{ squareM: 0 }, /grid\.squareM/],
      [{ squareM: Number.NaN }, /grid\.squareM/],
      [{ scheme: 'utm' }, /grid\.scheme/],
      [{ widthM: 100_001 }, /grid\.widthM must be at most 100000 m/],
      [{ heightM: 150_000 }, /grid\.heightM must be at most 100000 m/],
    ];
    for (const [patch, msg] of bad) {
      const g = { ...CAMBRAI, ...patch } as GridDef;
      expect(() => assertGridDef(g)).toThrow(msg);
      expect(() => gridRefToLocal(g, '0512')).toThrow(RangeError);
      expect(() => gridRefToLocal(g, '0512')).not.toThrow(GridRefError);
      expect(() => pointToGridRef(g, { lon: 3, lat: 50.1 })).toThrow(msg);
    }
    expect(() => assertGridDef({ ...TABLE, squareM: 0.01 })).toThrow(/grid\.squareM of 0\.01 m gives more than 10000 squares/);
    expect(() => assertGridDef(null as unknown as GridDef)).toThrow(/grid must be a GridDef/);
    expect(() => assertGridDef(CAMBRAI)).not.toThrow();
  });
});
