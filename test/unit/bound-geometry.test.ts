/**
 * Base geometry (`src/rules/bound/geometry.ts`): a base is a rectangle 50.8 × 25.4 m (2" × 1" at
 * 1 cm = 10 m, 000 §Scale) with a centre and a facing; base contact is overlap or a gap within the
 * tolerance; the swept test finds when a moving base first touches another.
 */
import { describe, expect, it } from 'vitest';
import { centroid, firstContactT, fractionOutsideCircle, pointAlong, pointInRect, rectOverlapsCircle, rectsTouch, segmentCrossesRect } from '../../src/rules/bound/geometry.ts';

const base = (xM: number, yM: number, facingDeg = 0) => ({ xM, yM, facingDeg, widthM: 50.8, depthM: 25.4 });

describe('base contact', () => {
  it('front to front: touching at 25.4 m, within the tolerance up to 26.4 m, apart beyond', () => {
    expect(rectsTouch(base(0, 0), base(0, 25.4, 180), 1)).toBe(true);
    expect(rectsTouch(base(0, 0), base(0, 26.3, 180), 1)).toBe(true);
    expect(rectsTouch(base(0, 0), base(0, 26.5, 180), 1)).toBe(false);
    expect(rectsTouch(base(0, 0), base(0, 25.5, 180), 0)).toBe(false);
  });
  it('side by side at 50.8 m; a base turned 90° is 25.4 + 12.7 wide in x', () => {
    expect(rectsTouch(base(0, 0), base(50.8, 0), 0)).toBe(true);
    expect(rectsTouch(base(0, 0), base(38.09, 0, 90), 0)).toBe(true);
    expect(rectsTouch(base(0, 0), base(38.2, 0, 90), 0)).toBe(false);
  });
  it('a base turned 45° touches by its corner only where the corner reaches', () => {
    const half = Math.hypot(50.8, 25.4) / 2; // no further reach than the half-diagonal
    expect(rectsTouch(base(0, 0), base(0, 12.7 + half + 0.5, 45), 0)).toBe(false);
  });
});

describe('the swept contact test', () => {
  it('a base 100 m away head-on is touched after (100 − 25.4) / 100 of the move', () => {
    expect(firstContactT(base(0, 0), base(0, 100, 180), 0, 100, 0)).toBeCloseTo(0.746, 10);
  });
  it('never, when the move passes by or stops short', () => {
    expect(firstContactT(base(0, 0), base(200, 100), 0, 100, 0)).toBeNull();
    expect(firstContactT(base(0, 0), base(0, 100), 0, 50, 0)).toBeNull();
  });
  it('0 when already touching', () => {
    expect(firstContactT(base(0, 0), base(0, 25, 180), 0, 10, 1)).toBe(0);
  });
});

describe('points, segments and circles', () => {
  it('point in a turned rectangle', () => {
    expect(pointInRect({ xM: 0, yM: 25 }, base(0, 0, 90))).toBe(true);
    expect(pointInRect({ xM: 25, yM: 0 }, base(0, 0, 90))).toBe(false);
  });
  it('segment through a rectangle (Liang–Barsky)', () => {
    expect(segmentCrossesRect({ xM: -100, yM: 0 }, { xM: 100, yM: 0 }, base(0, 0))).toBe(true);
    expect(segmentCrossesRect({ xM: -100, yM: 20 }, { xM: 100, yM: 20 }, base(0, 0))).toBe(false);
    expect(segmentCrossesRect({ xM: -100, yM: 0 }, { xM: -30, yM: 0 }, base(0, 0))).toBe(false);
  });
  it('a base overlaps a circle; the share of it outside a circle', () => {
    expect(rectOverlapsCircle(base(0, 0), { xM: 0, yM: 50 }, 38)).toBe(true);
    expect(rectOverlapsCircle(base(0, 0), { xM: 0, yM: 50 }, 37)).toBe(false);
    expect(fractionOutsideCircle(base(0, 0), { xM: 0, yM: 0 }, 100)).toBe(0);
    expect(fractionOutsideCircle(base(0, 0), { xM: 500, yM: 0 }, 100)).toBe(1);
    // A circle whose edge runs along the base's middle (x = 0) leaves exactly half of it outside.
    expect(fractionOutsideCircle(base(0, 0), { xM: -1e6, yM: 0 }, 1e6)).toBe(0.5);
  });
  it('centroid and a point along a path', () => {
    expect(centroid([{ xM: 0, yM: 0 }, { xM: 50.8, yM: 0 }])).toEqual({ xM: 25.4, yM: 0 });
    expect(pointAlong({ xM: 0, yM: 0 }, [{ xM: 0, yM: 30 }, { xM: 40, yM: 30 }], 50)).toEqual({ xM: 20, yM: 30 });
    expect(pointAlong({ xM: 0, yM: 0 }, [{ xM: 0, yM: 30 }], 50)).toEqual({ xM: 0, yM: 30 });
  });
});
