/**
 * The grid overlay's pure part (src/map/gridLines.ts): spacing by scale, label text, table label
 * thinning, and nothing ever outside the grid — for both schemes (RULINGS.md §Grid references).
 */
import { describe, expect, it } from 'vitest';
import {
  gridLinesForView,
  numericLineLabel,
  numericSpacingM,
  tableLabelEvery,
  type GridDrawing,
  type GridViewM,
} from '../../src/map/gridLines.ts';
import type { GridDef } from '../../src/rules/types.ts';

const CAMBRAI: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };
const TABLE: GridDef = { originLon: 3.0, originLat: 50.0, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' };
/** 40 × 30 squares of 200 m: columns A…Z, AA…AN. */
const BIG_TABLE: GridDef = { originLon: 3.0, originLat: 50.0, widthM: 8000, heightM: 6000, squareM: 200, scheme: 'table' };

const WHOLE = (g: GridDef, marginM = 0): GridViewM => ({ minE: -marginM, minN: -marginM, maxE: g.widthM + marginM, maxN: g.heightM + marginM });
const values = (d: GridDrawing, axis: 'easting' | 'northing') => d.lines.filter((l) => l.axis === axis).map((l) => l.valueM);
const texts = (d: GridDrawing, axis: 'easting' | 'northing') => d.labels.filter((l) => l.axis === axis).map((l) => l.text);

function expectInside(g: GridDef, d: GridDrawing): void {
  for (const l of d.lines) {
    const [len, cross] = l.axis === 'easting' ? [g.widthM, g.heightM] : [g.heightM, g.widthM];
    expect(l.valueM).toBeGreaterThanOrEqual(0);
    expect(l.valueM).toBeLessThanOrEqual(len);
    expect(l.fromM).toBeGreaterThanOrEqual(0);
    expect(l.toM).toBeLessThanOrEqual(cross);
    expect(l.fromM).toBeLessThanOrEqual(l.toM);
  }
  for (const lab of d.labels) {
    expect(lab.atM).toBeGreaterThanOrEqual(0);
    expect(lab.atM).toBeLessThanOrEqual(lab.axis === 'easting' ? g.widthM : g.heightM);
  }
}

describe('numeric spacing', () => {
  it('picks the finest of 10 km / 1 km / 100 m / 10 m with lines at least 50 px apart', () => {
    expect(numericSpacingM(300)).toBe(10_000); // 10 km = 33 px: still the coarsest
    expect(numericSpacingM(200)).toBe(10_000); // exactly 50 px
    expect(numericSpacingM(100)).toBe(10_000); // 1 km = 10 px
    expect(numericSpacingM(20)).toBe(1000); // 1 km = 50 px
    expect(numericSpacingM(21)).toBe(10_000);
    expect(numericSpacingM(10)).toBe(1000); // 100 m = 10 px
    expect(numericSpacingM(2)).toBe(100); // 100 m = 50 px
    expect(numericSpacingM(0.5)).toBe(100); // 10 m = 20 px
    expect(numericSpacingM(0.2)).toBe(10); // 10 m = 50 px
    expect(numericSpacingM(0.01)).toBe(10);
  });

  it('refuses a scale that is not a positive number', () => {
    for (const bad of [0, -1, Number.NaN, Infinity]) expect(() => numericSpacingM(bad)).toThrow(/metresPerPixel must be a finite number > 0/);
  });
});

describe('numeric labels', () => {
  it('uses two figures of km on km lines, three on 100 m lines, four on 10 m lines', () => {
    expect(numericLineLabel(0)).toBe('00');
    expect(numericLineLabel(5000)).toBe('05');
    expect(numericLineLabel(12_000)).toBe('12');
    expect(numericLineLabel(5300)).toBe('053');
    expect(numericLineLabel(12_400)).toBe('124');
    expect(numericLineLabel(5310)).toBe('0531');
    expect(numericLineLabel(24_990)).toBe('2499');
  });
});

describe('numeric grid (Cambrai, 28 × 25 km)', () => {
  it('zoomed out (100 m/px): 10 km lines, all major, labelled 00 10 20', () => {
    const d = gridLinesForView(CAMBRAI, WHOLE(CAMBRAI, 5000), 100);
    expect(d.spacingM).toBe(10_000);
    expect(values(d, 'easting')).toEqual([0, 10_000, 20_000]);
    expect(values(d, 'northing')).toEqual([0, 10_000, 20_000]);
    expect(texts(d, 'easting')).toEqual(['00', '10', '20']);
    expect(d.lines.every((l) => l.major)).toBe(true);
    expectInside(CAMBRAI, d);
  });

  it('whole map at 15 m/px: every km line 0…28 and 0…25, major every 10 km, clipped to the grid', () => {
    const d = gridLinesForView(CAMBRAI, WHOLE(CAMBRAI, 3000), 15);
    expect(d.spacingM).toBe(1000);
    expect(values(d, 'easting')).toEqual(Array.from({ length: 29 }, (_, i) => i * 1000));
    expect(values(d, 'northing')).toEqual(Array.from({ length: 26 }, (_, i) => i * 1000));
    expect(texts(d, 'easting').slice(0, 3)).toEqual(['00', '01', '02']);
    expect(texts(d, 'easting').at(-1)).toBe('28');
    expect(d.lines.filter((l) => l.major).map((l) => `${l.axis}:${l.valueM}`)).toEqual([
      'easting:0',
      'easting:10000',
      'easting:20000',
      'northing:0',
      'northing:10000',
      'northing:20000',
    ]);
    const east = d.lines.find((l) => l.axis === 'easting')!;
    expect([east.fromM, east.toM]).toEqual([0, 25_000]);
    expectInside(CAMBRAI, d);
  });

  it('zoomed in (1.5 m/px) on 5–6 km east, 12–13 km north: 100 m lines, km lines major and two-figure', () => {
    const view = { minE: 5050, maxE: 6120, minN: 12_010, maxN: 12_990 };
    const d = gridLinesForView(CAMBRAI, view, 1.5);
    expect(d.spacingM).toBe(100);
    expect(values(d, 'easting')).toEqual([5100, 5200, 5300, 5400, 5500, 5600, 5700, 5800, 5900, 6000, 6100]);
    expect(texts(d, 'easting')).toEqual(['051', '052', '053', '054', '055', '056', '057', '058', '059', '06', '061']);
    expect(texts(d, 'northing')).toEqual(['121', '122', '123', '124', '125', '126', '127', '128', '129']);
    expect(d.lines.filter((l) => l.major).map((l) => l.valueM)).toEqual([6000]);
    const north = d.lines.find((l) => l.axis === 'northing')!;
    expect([north.fromM, north.toM]).toEqual([5050, 6120]); // runs across the view only
  });

  it('closest (0.1 m/px): 10 m lines with four-figure labels; 100 m lines are not major, km lines are', () => {
    const d = gridLinesForView(CAMBRAI, { minE: 5295, maxE: 5345, minN: 12_395, maxN: 12_425 }, 0.1);
    expect(d.spacingM).toBe(10);
    expect(values(d, 'easting')).toEqual([5300, 5310, 5320, 5330, 5340]);
    expect(texts(d, 'easting')).toEqual(['053', '0531', '0532', '0533', '0534']);
    expect(d.lines.some((l) => l.major)).toBe(false);
    const km = gridLinesForView(CAMBRAI, { minE: 4990, maxE: 5010, minN: 0, maxN: 10 }, 0.1);
    expect(km.lines.filter((l) => l.axis === 'easting').map((l) => [l.valueM, l.major])).toEqual([
      [4990, false],
      [5000, true],
      [5010, false],
    ]);
  });

  it('a view over the north-east corner stops at the grid edge; a view off the grid draws nothing', () => {
    const d = gridLinesForView(CAMBRAI, { minE: 26_500, maxE: 31_000, minN: 23_500, maxN: 27_000 }, 15);
    expect(values(d, 'easting')).toEqual([27_000, 28_000]);
    expect(values(d, 'northing')).toEqual([24_000, 25_000]);
    for (const l of d.lines) expect(l.toM).toBe(l.axis === 'easting' ? 25_000 : 28_000);
    expectInside(CAMBRAI, d);
    const off = gridLinesForView(CAMBRAI, { minE: 30_000, maxE: 40_000, minN: 0, maxN: 10_000 }, 15);
    expect(off.lines).toEqual([]);
    expect(off.labels).toEqual([]);
    const south = gridLinesForView(CAMBRAI, { minE: 0, maxE: 10_000, minN: -9000, maxN: -10 }, 15);
    expect(south.lines).toEqual([]);
  });

  it('refuses a malformed view', () => {
    expect(() => gridLinesForView(CAMBRAI, { minE: 10, maxE: 0, minN: 0, maxN: 1 }, 1)).toThrow(/minE ≤ maxE/);
    expect(() => gridLinesForView(CAMBRAI, { minE: Number.NaN, maxE: 0, minN: 0, maxN: 1 }, 1)).toThrow(/view\.minE must be a finite number/);
  });
});

describe('table grid (1418 table, 12 × 8 squares of 152.4 m)', () => {
  it('label stride: 1 while squares are ≥ 40 px, else 2, 4, 8…', () => {
    expect(tableLabelEvery(152.4, 1)).toBe(1); // 152 px
    expect(tableLabelEvery(152.4, 152.4 / 40)).toBe(1); // exactly 40 px
    expect(tableLabelEvery(152.4, 152.4 / 39)).toBe(2);
    expect(tableLabelEvery(152.4, 152.4 / 15)).toBe(4); // 15 px: 4 squares = 60 px
    expect(tableLabelEvery(152.4, 152.4 / 5)).toBe(8);
  });

  it('whole table at 2 m/px: 13 lines each way on the square edges, letters A–L and rows 1–8 at square centres', () => {
    const d = gridLinesForView(TABLE, WHOLE(TABLE, 200), 2);
    expect(d.labelEvery).toBe(1);
    expect(values(d, 'easting').map((v) => Math.round(v * 10) / 10)).toEqual(Array.from({ length: 13 }, (_, i) => Math.round(i * 1524) / 10));
    expect(values(d, 'northing')).toHaveLength(9);
    expect(texts(d, 'easting')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L']);
    expect(texts(d, 'northing')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const b = d.labels.find((l) => l.text === 'B')!;
    expect(b.atM).toBeCloseTo(152.4 * 1.5, 9);
    expect(d.labels.find((l) => l.text === '1')!.atM).toBeCloseTo(76.2, 9);
    expectInside(TABLE, d);
  });

  it('small squares (15 px each) label every 4th square: A E I, rows 1 5', () => {
    const d = gridLinesForView(TABLE, WHOLE(TABLE), 152.4 / 15);
    expect(d.labelEvery).toBe(4);
    expect(texts(d, 'easting')).toEqual(['A', 'E', 'I']);
    expect(texts(d, 'northing')).toEqual(['1', '5']);
    expect(values(d, 'easting')).toHaveLength(13); // every square line is still drawn
  });

  it('zoomed in on one square: its label sits in the middle of the part in view', () => {
    const d = gridLinesForView(TABLE, { minE: 160, maxE: 200, minN: 10, maxN: 40 }, 0.05);
    expect(d.lines).toEqual([]); // no square edge in view
    expect(d.labels).toEqual([
      { axis: 'easting', atM: 180, text: 'B' },
      { axis: 'northing', atM: 25, text: '1' },
    ]);
  });

  it('columns go past Z to AA…AN on a 40-column table; a partial view labels only its squares', () => {
    const whole = gridLinesForView(BIG_TABLE, WHOLE(BIG_TABLE), 2);
    expect(texts(whole, 'easting').slice(24, 28)).toEqual(['Y', 'Z', 'AA', 'AB']);
    expect(texts(whole, 'easting').at(-1)).toBe('AN');
    expect(texts(whole, 'northing').at(-1)).toBe('30');
    const part = gridLinesForView(BIG_TABLE, { minE: 5050, maxE: 5650, minN: -100, maxN: 300 }, 2);
    expect(texts(part, 'easting')).toEqual(['Z', 'AA', 'AB', 'AC']);
    expect(values(part, 'easting')).toEqual([5200, 5400, 5600]);
    expect(values(part, 'northing')).toEqual([0, 200]);
    expect(texts(part, 'northing')).toEqual(['1', '2']);
    expectInside(BIG_TABLE, part);
  });

  it('a table whose width is not whole squares ends its last column at the edge', () => {
    const g: GridDef = { ...TABLE, widthM: 1900 };
    const d = gridLinesForView(g, WHOLE(g, 50), 2);
    expect(values(d, 'easting').at(-1)).toBe(1900);
    expect(texts(d, 'easting').at(-1)).toBe('M'); // the 13th, partial, column
    expect(d.labels.find((l) => l.text === 'M')!.atM).toBeCloseTo((12 * 152.4 + 1900) / 2, 9);
    expectInside(g, d);
  });
});
