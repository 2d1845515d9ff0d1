/**
 * The affine fit of a scanned map to the ground: from three or more control points (an image pixel
 * and the grid metres it stands at), the six numbers of `E = a·x + b·y + c`, `N = d·x + e·y + f`
 * by least squares, and how far each point lies from where the fit puts it (its residual). An
 * affine map takes in a scan's scale, rotation, shear and the two scales of a photo taken square to
 * the table; it cannot take out a lens's or a paper's bending, which the residuals then show.
 */
import { gridProjection } from '../../rules/projection.ts';
import type { GridDef, LonLat } from '../../rules/types.ts';
import type { BaseImage } from '../model/terrainTypes.ts';

/** One control point: image pixel (x right, y down) and ground metres (east, north of the grid origin). */
export type ControlPointM = { xPx: number; yPx: number; eM: number; nM: number };

/** A fitted affine map: `E = a·x + b·y + c`, `N = d·x + e·y + f`. */
export type Affine = { a: number; b: number; c: number; d: number; e: number; f: number };

/**
 * The fit: the map, each point's residual in metres (in the points' order), their root mean square, each
 * point's leave-one-out residual (`leaveOneOutM`: metres from where the fit of the OTHER points puts it —
 * a least-squares fit spreads one mistyped reference over every point, while the fit without it shows it
 * plainly; null with fewer than four points, or where the others alone fix no map), and the worst point
 * (`worst`, its index: the one whose leaving out lets the others agree best, the farther on a tie; null
 * when there is none).
 */
export type AffineFit = { affine: Affine; residualsM: number[]; rmsM: number; leaveOneOutM: (number | null)[]; worst: number | null };

/** Where the fit puts pixel (x, y), metres east and north. */
export function applyAffine(t: Affine, xPx: number, yPx: number): { eM: number; nM: number } {
  return { eM: t.a * xPx + t.b * yPx + t.c, nM: t.d * xPx + t.e * yPx + t.f };
}

/**
 * The least-squares affine fit of `points` (see the module note). Throws `RangeError` for fewer than
 * three points, or points that lie on one line in the image (they fix no affine map).
 */
export function fitAffine(points: readonly ControlPointM[]): AffineFit {
  const fit = fitOnly(points);
  // Each point against the fit of the others, and how well the others then agree among themselves.
  const without = points.map((p, i) => {
    if (points.length < 4) return null;
    try {
      const rest = fitOnly(points.filter((_, k) => k !== i));
      const q = applyAffine(rest.affine, p.xPx, p.yPx);
      return { residualM: Math.hypot(q.eM - p.eM, q.nM - p.nM), restRmsM: rest.rmsM };
    } catch {
      return null; // the others lie on one line: they fix no map
    }
  });
  // The worst point is the one whose leaving out lets the others agree best (one mistyped reference
  // among good ones: they then fit exactly); on a tie, the one farther from their fit.
  let worst: number | null = null;
  without.forEach((w, i) => {
    if (!w) return;
    const b = worst === null ? null : without[worst]!;
    if (b === null || w.restRmsM < b.restRmsM - 1e-9 || (Math.abs(w.restRmsM - b.restRmsM) <= 1e-9 && w.residualM > b.residualM)) worst = i;
  });
  return { ...fit, leaveOneOutM: without.map((w) => w?.residualM ?? null), worst };
}

/** The least-squares fit alone (see `fitAffine`). */
function fitOnly(points: readonly ControlPointM[]): Omit<AffineFit, 'leaveOneOutM' | 'worst'> {
  if (points.length < 3) throw new RangeError(`a scanned map needs at least 3 control points, got ${points.length}`);
  // Centre the pixels for a well-conditioned system (a 20-megapixel scan has x·x near 10⁷).
  const mx = points.reduce((t, p) => t + p.xPx, 0) / points.length;
  const my = points.reduce((t, p) => t + p.yPx, 0) / points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  const rowsE: [number, number, number] = [0, 0, 0];
  const rowsN: [number, number, number] = [0, 0, 0];
  for (const p of points) {
    const x = p.xPx - mx;
    const y = p.yPx - my;
    sxx += x * x;
    sxy += x * y;
    syy += y * y;
    rowsE[0] += x * p.eM;
    rowsE[1] += y * p.eM;
    rowsE[2] += p.eM;
    rowsN[0] += x * p.nM;
    rowsN[1] += y * p.nM;
    rowsN[2] += p.nM;
  }
  // Points on (or nearly on) one line fix no affine map, whatever the image's size: compare the
  // spread's determinant with its square trace (1 for a round cloud, 0 for a line).
  if ((sxx * syy - sxy * sxy) / ((sxx + syy) ** 2 || 1) < 1e-6) throw new RangeError('the control points lie on one line in the image: choose points spread over the map');
  // With the pixels centred (Σx = Σy = 0) the normal equations split: the offset is the mean, and
  // the two slopes solve a 2 × 2 system of determinant sxx·syy − sxy².
  const det = sxx * syy - sxy * sxy;
  const slopes = (r: [number, number, number]) => [(r[0] * syy - r[1] * sxy) / det, (r[1] * sxx - r[0] * sxy) / det, r[2] / points.length] as const;
  const e = slopes(rowsE);
  const n = slopes(rowsN);
  // And the ground they name must not fold the image onto a line (three points typed at one place).
  if (Math.abs(e[0]! * n[1]! - e[1]! * n[0]!) < 1e-9) throw new RangeError('the control points name places on one line on the ground: check the references typed');
  const affine: Affine = { a: e[0]!, b: e[1]!, c: e[2]! - e[0]! * mx - e[1]! * my, d: n[0]!, e: n[1]!, f: n[2]! - n[0]! * mx - n[1]! * my };
  const residualsM = points.map((p) => {
    const q = applyAffine(affine, p.xPx, p.yPx);
    return Math.hypot(q.eM - p.eM, q.nM - p.nM);
  });
  return { affine, residualsM, rmsM: Math.sqrt(residualsM.reduce((t, r) => t + r * r, 0) / residualsM.length) };
}

/** What `placeScan` gives: the fit, and the WGS84 points of the image's top-left, top-right and bottom-left corners. */
export type ScanPlacement = { fit: AffineFit; topLeft: LonLat; topRight: LonLat; bottomLeft: LonLat };

/**
 * Where a scanned map lies: its control points fitted in the grid's metres (`gridProjection`), and
 * its corners carried back to WGS84 for drawing (the map draws the image through those three
 * corners, an affine placement). Throws `RangeError` as `fitAffine`.
 */
export function placeScan(image: Pick<BaseImage, 'widthPx' | 'heightPx' | 'points'>, grid: Pick<GridDef, 'originLon' | 'originLat'>): ScanPlacement {
  const proj = gridProjection(grid);
  const fit = fitAffine(image.points.map((p) => {
    const m = proj.toLocal(p.pos);
    return { xPx: p.xPx, yPx: p.yPx, eM: m.eastingM, nM: m.northingM };
  }));
  const corner = (x: number, y: number) => {
    const q = applyAffine(fit.affine, x, y);
    return proj.toLonLat({ eastingM: q.eM, northingM: q.nM });
  };
  return { fit, topLeft: corner(0, 0), topRight: corner(image.widthPx, 0), bottomLeft: corner(0, image.heightPx) };
}
