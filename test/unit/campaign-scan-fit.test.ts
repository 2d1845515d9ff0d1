/**
 * A scanned map placed by control points (src/campaign/ground/affineFit.ts): the affine fit recovers
 * a known scale, rotation and offset exactly; a mistyped point shows in its residual and is named by its
 * leave-one-out residual; collinear or
 * too few points are refused; the placement's corners; the `baseImage.placed` fold and its refusals.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { applyAffine, fitAffine, placeScan } from '../../src/campaign/ground/affineFit.ts';
import { TERRAIN_PAYLOADS } from '../../src/campaign/ground/payloads.ts';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/index.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { narvikScenario, TINY_SCAN } from './own-ground-fixture.ts';

/** A 1:40,000 sheet scanned at 2 px a millimetre turned 3°: 20 m a pixel, rotated, offset. */
const truth = (x: number, y: number) => {
  const a = (3 * Math.PI) / 180;
  const s = 20;
  return { eM: 5000 + s * (x * Math.cos(a) + y * Math.sin(a)), nM: 9000 + s * (x * Math.sin(a) - y * Math.cos(a)) };
};

describe('the affine fit', () => {
  it('recovers a scan’s scale, rotation and offset from three or more points, with no residual', () => {
    const pts = [[10, 20], [1900, 40], [60, 1400], [1800, 1350]].map(([x, y]) => ({ xPx: x!, yPx: y!, ...truth(x!, y!) }));
    const fit = fitAffine(pts);
    expect(fit.rmsM).toBeLessThan(1e-6);
    const q = applyAffine(fit.affine, 1000, 700);
    expect(q.eM).toBeCloseTo(truth(1000, 700).eM, 6);
    expect(q.nM).toBeCloseTo(truth(1000, 700).nM, 6);
  });

  it('shows a mistyped point in its residual', () => {
    const pts = [[10, 20], [1900, 40], [60, 1400], [1800, 1350], [950, 700]].map(([x, y]) => ({ xPx: x!, yPx: y!, ...truth(x!, y!) }));
    pts[4]!.eM += 500; // a reference 500 m east of where the point is
    const fit = fitAffine(pts);
    const worst = fit.residualsM.indexOf(Math.max(...fit.residualsM));
    expect(worst).toBe(4);
    expect(fit.residualsM[4]).toBeGreaterThan(300);
  });

  it('names the worst point by its leave-one-out residual: the others put a mistyped reference exactly as far as the mistake', () => {
    const pts = [[10, 20], [1900, 40], [60, 1400], [1800, 1350], [950, 700]].map(([x, y]) => ({ xPx: x!, yPx: y!, ...truth(x!, y!) }));
    pts[2]!.nM -= 400; // one of five references typed 400 m south of the point
    const fit = fitAffine(pts);
    expect(fit.worst).toBe(2);
    expect(fit.leaveOneOutM[2]).toBeCloseTo(400, 6); // the other four fit exactly
    expect(Math.max(...fit.residualsM)).toBeLessThan(400); // the plain residuals spread the mistake
    const three = fitAffine(pts.slice(0, 3));
    expect([three.leaveOneOutM, three.worst]).toEqual([[null, null, null], null]);
  });

  it('refuses fewer than three points, or points on one line', () => {
    expect(() => fitAffine([{ xPx: 0, yPx: 0, eM: 0, nM: 0 }, { xPx: 1, yPx: 1, eM: 1, nM: 1 }])).toThrow('a scanned map needs at least 3 control points, got 2');
    expect(() => fitAffine([0, 1, 2].map((i) => ({ xPx: i * 10, yPx: i * 10, eM: i, nM: i })))).toThrow(/lie on one line/);
  });

  it('places the image’s corners on the ground', () => {
    const s = stateFromScenario(narvikScenario());
    const p = placeScan(TINY_SCAN, s.grid);
    expect(p.topLeft.lon).toBeCloseTo(17.4, 6);
    expect(p.topLeft.lat).toBeCloseTo(68.45, 6);
    expect(p.topRight.lon).toBeCloseTo(17.46, 6);
    expect(p.bottomLeft.lat).toBeCloseTo(68.43, 6);
    // The fit works in the grid's metres: the top edge is the ground distance between its corners.
    const proj = gridProjection(s.grid);
    expect(proj.toLocal(p.topRight).eastingM - proj.toLocal(p.topLeft).eastingM).toBeGreaterThan(2000);
  });
});

describe('the scanned map in the campaign', () => {
  const state = stateFromScenario(narvikScenario());
  const placed = (image: unknown) => ({ seq: 2, at: 0, type: 'baseImage.placed', v: 2, payload: { image } }) as unknown as CampaignEvent;

  it('is kept with the seq that placed it, and removed', () => {
    const s = applyEvent(state, placed(TINY_SCAN));
    expect(s.baseImage).toEqual({ ...TINY_SCAN, placedSeq: 2 });
    const gone = applyEvent(s, { seq: 3, at: 0, type: 'baseImage.removed', v: 1, payload: {} } as unknown as CampaignEvent);
    expect(gone.baseImage).toBeUndefined();
  });

  it('refuses points on one line, a point off the image, and an image that is not a PNG or JPEG', () => {
    const line = { ...TINY_SCAN, widthPx: 10, heightPx: 10, points: [0, 1, 2].map((i) => ({ ...TINY_SCAN.points[0]!, xPx: i, yPx: i })) };
    expect(() => applyEvent(state, placed(line))).toThrow(/lie on one line/);
    const off = { ...TINY_SCAN, points: [...TINY_SCAN.points.slice(0, 2), { ...TINY_SCAN.points[2]!, yPx: 5 }] };
    expect(v.safeParse(TERRAIN_PAYLOADS['baseImage.placed'], { image: off }).issues?.[0]?.message).toBe('a control point lies outside the image');
    const gif = { ...TINY_SCAN, mime: 'image/gif' };
    expect(v.safeParse(TERRAIN_PAYLOADS['baseImage.placed'], { image: gif }).issues?.[0]?.message).toBe('a scanned map is a PNG or a JPEG');
    const huge = { ...TINY_SCAN, bytes: 12_000_001 };
    expect(v.safeParse(TERRAIN_PAYLOADS['baseImage.placed'], { image: huge }).issues?.[0]?.message).toBe('the image is larger than the 12 MB a campaign keeps');
    const noId = { ...TINY_SCAN, imageId: 'tiny' };
    expect(v.safeParse(TERRAIN_PAYLOADS['baseImage.placed'], { image: noId }).issues?.[0]?.message).toBe("is not an image's id (64 hexadecimal digits)");
  });
});

describe('the fit’s refusals, whatever the image’s size', () => {
  it('takes a wide triangle on a 20,000-pixel scan, and refuses three points at one place on the ground', () => {
    const wide = [[0, 0], [20_000, 0], [0, 4_000]].map(([x, y]) => ({ xPx: x!, yPx: y!, ...truth(x!, y!) }));
    expect(fitAffine(wide).rmsM).toBeLessThan(1e-3);
    const onePlace = [[0, 0], [100, 0], [0, 100]].map(([x, y]) => ({ xPx: x!, yPx: y!, eM: 500, nM: 700 }));
    expect(() => fitAffine(onePlace)).toThrow('the control points name places on one line on the ground: check the references typed');
  });
});
