/**
 * The British WWI trench-map reference on a 1:40,000 sheet (src/rules/trenchRef.ts): the sheet's
 * geometry — 24 lettered squares of 6,000 yards, 6 × 4 with A at the north-west; numbered squares 1–36
 * of 1,000 yards, 1 at the north-west; quarters a b / c d of 500 yards; one digit pair of 50 yards or two
 * of 5 — round trips, and bad references named.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTrenchRef, trenchRefToYards, yardsToTrenchRef } from '../../src/rules/trenchRef.ts';

describe('the sheet', () => {
  it('places 57c.R.14.b.5.3 at 31,750 yd east, 9,650 yd north of square S’s south-west corner, a 50-yard square', () => {
    expect(trenchRefToYards('57c', '57c.R.14.b.5.3')).toEqual({ eastYd: 31_750, northYd: 9_650, sizeYd: 50 });
    expect(trenchRefToYards('57c', 'R.14.b.5.3')).toEqual({ eastYd: 31_750, northYd: 9_650, sizeYd: 50 }); // the sheet left out
    expect(trenchRefToYards('57c', '57c R14b53')).toEqual({ eastYd: 31_750, northYd: 9_650, sizeYd: 50 });
    expect(trenchRefToYards('57c', '57c.R.14.b.55.37')).toEqual({ eastYd: 31_775, northYd: 9_685, sizeYd: 5 });
  });
  it('letters A–X west to east then down, A at the north-west and S at the south-west', () => {
    expect(trenchRefToYards('57c', 'A')).toEqual({ eastYd: 0, northYd: 18_000, sizeYd: 6000 });
    expect(trenchRefToYards('57c', 'F')).toEqual({ eastYd: 30_000, northYd: 18_000, sizeYd: 6000 });
    expect(trenchRefToYards('57c', 'G')).toEqual({ eastYd: 0, northYd: 12_000, sizeYd: 6000 });
    expect(trenchRefToYards('57c', 'S')).toEqual({ eastYd: 0, northYd: 0, sizeYd: 6000 });
    expect(trenchRefToYards('57c', 'X')).toEqual({ eastYd: 30_000, northYd: 0, sizeYd: 6000 });
  });
  it('numbers 1–36 west to east then down inside a letter, 1 at the north-west; quarters a b / c d', () => {
    expect(trenchRefToYards('57c', 'S.1')).toEqual({ eastYd: 0, northYd: 5000, sizeYd: 1000 });
    expect(trenchRefToYards('57c', 'S.6')).toEqual({ eastYd: 5000, northYd: 5000, sizeYd: 1000 });
    expect(trenchRefToYards('57c', 'S.31')).toEqual({ eastYd: 0, northYd: 0, sizeYd: 1000 });
    expect(trenchRefToYards('57c', 'S.36')).toEqual({ eastYd: 5000, northYd: 0, sizeYd: 1000 });
    const q = (x: string) => trenchRefToYards('57c', `S.31.${x}`);
    expect([q('a'), q('b'), q('c'), q('d')].map((s) => [s.eastYd, s.northYd, s.sizeYd])).toEqual([
      [0, 500, 500],
      [500, 500, 500],
      [0, 0, 500],
      [500, 0, 500],
    ]);
  });
  it('keeps distances: neighbouring numbered squares 1,000 yards apart, across a letter boundary too', () => {
    const d = (a: string, b: string) => {
      const p = trenchRefToYards('57c', a);
      const q = trenchRefToYards('57c', b);
      return [q.eastYd - p.eastYd, q.northYd - p.northYd];
    };
    expect(d('R.14', 'R.15')).toEqual([1000, 0]);
    expect(d('R.14', 'R.8')).toEqual([0, 1000]);
    // R.6 is R's north-east square (35,000, 11,000); S.1 is the north-west square of S, the sheet's south-west letter (0, 5,000).
    expect(d('R.6', 'S.1')).toEqual([-35_000, -6000]);
    expect(d('Q.36', 'R.31')).toEqual([1000, 0]);
    expect(d('L.31', 'R.1')).toEqual([0, -1000]);
  });
});

describe('round trips', () => {
  it('a point gives a reference whose square holds it, at 0, 1 and 2 digit pairs', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 35_999.99, noNaN: true }), fc.double({ min: 0, max: 23_999.99, noNaN: true }), fc.constantFrom(0 as const, 1 as const, 2 as const), (e, n, pairs) => {
        const ref = yardsToTrenchRef('57c', e, n, pairs);
        const sq = trenchRefToYards('57c', ref);
        expect(sq.sizeYd).toBe([500, 50, 5][pairs]);
        expect(e).toBeGreaterThanOrEqual(sq.eastYd - 1e-6);
        expect(e).toBeLessThan(sq.eastYd + sq.sizeYd + 1e-6);
        expect(n).toBeGreaterThanOrEqual(sq.northYd - 1e-6);
        expect(n).toBeLessThan(sq.northYd + sq.sizeYd + 1e-6);
      }),
      { numRuns: 500 },
    );
    expect(yardsToTrenchRef('57c', 31_775, 9_685, 2)).toBe('57c.R.14.b.55.37');
    expect(yardsToTrenchRef('57c', 31_750, 9_650)).toBe('57c.R.14.b.5.3');
  });
});

describe('bad references are named', () => {
  const refusal = (ref: string, sheet = '57c') => {
    try {
      trenchRefToYards(sheet, ref);
    } catch (e) {
      return (e as Error).message;
    }
    return 'accepted';
  };
  it('says what is wrong', () => {
    expect(refusal('')).toBe('Trench-map reference "" is empty: type one such as 57c.R.14.b.5.3');
    expect(refusal('57c.Y.14')).toMatch(/is not a trench-map reference/);
    expect(refusal('57c.R.37')).toBe('Trench-map reference "57c.R.37" names square 37: a lettered square holds squares 1 to 36');
    expect(refusal('57b.R.14.b')).toBe('Trench-map reference "57b.R.14.b" names sheet 57b; this map is sheet 57c');
    expect(refusal('57c.R.14.5.3')).toMatch(/is not a trench-map reference/); // digits need a quarter
    expect(() => yardsToTrenchRef('57c', 36_000, 0)).toThrow(/is off sheet 57c/);
    expect(parseTrenchRef('57C.r.14.B.5.3')).toEqual({ sheet: '57c', letter: 'R', number: 14, quarter: 'b', east: '5', north: '3' });
  });
});
