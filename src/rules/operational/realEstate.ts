/**
 * The ground a unit occupies and the ranges it reaches at the operational level (NQM,
 * `../shared/seeds/004_4c7ef6319257dc11.txt` §REAL ESTATE TABLE, §WEAPON RANGE TABLE). Tables:
 * `../tables/nqmGround.ts`. Positions in grid-local ground metres (x east, y north); angles in degrees
 * clockwise from grid north.
 */
import type { PointM } from '../bound/types.ts';
import { NQM_ECHELONS, type NqmEchelon } from '../tables/nqm.ts';
import {
  ARM_RANGES,
  CONTACT_RANGE_M,
  COUNTRIES,
  REAL_ESTATE,
  REAL_ESTATE_POSTURES,
  WEAPON_RANGES,
  type Country,
  type RealEstateEchelon,
  type RealEstatePosture,
} from '../tables/nqmGround.ts';
import type { Arm } from '../tables/unitTypes.ts';

/** The rectangle a unit occupies: frontage (across its facing) × depth (along it), metres. */
export type Footprint = { frontageM: number; depthM: number };

/** A unit's ranges, metres (see `unitRanges`). */
export type UnitRanges = { contactM: number; effectiveM: number; harassM: number | null; reachM: number };

const ROW_OF: Readonly<Record<NqmEchelon, RealEstateEchelon | null>> = {
  army: null,
  corps: null,
  division: 'division',
  brigade: 'brigade',
  regiment: 'brigade',
  battalion: 'battalion',
  company: 'company',
  platoon: 'platoon',
  section: null,
};

function oneOf<T extends string>(allowed: readonly T[], value: unknown, name: string): T {
  if (!allowed.includes(value as T)) throw new RangeError(`${name}: expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  return value as T;
}

/**
 * Frontage and depth of a unit of campaign echelon `echelon` ('army' | 'corps' | 'division' | 'brigade'
 * | 'regiment' | 'battalion' | 'company' | 'platoon' | 'section') in `posture`, in `country`. Source:
 * 004 §REAL ESTATE TABLE: 'close' country takes the lower frontage limit, 'open' the upper; 'average'
 * (the table's "average circumstances") the mean of the two — *ruling (ours)* where the limits differ.
 * A regiment reads the "Brigade/Regt" row. Army, corps and section are not in the table: `null` (drawn
 * as a point). The depth has one figure. Throws `RangeError` naming `echelon`, `posture` or `country`.
 */
export function realEstate(echelon: string, posture: RealEstatePosture, country: Country): Footprint | null {
  const row = ROW_OF[oneOf(NQM_ECHELONS, echelon, 'echelon')];
  const p = oneOf(REAL_ESTATE_POSTURES, posture, 'posture');
  const c = oneOf(COUNTRIES, country, 'country');
  if (row === null) return null;
  const cell = REAL_ESTATE[row][p];
  const [lower, upper] = cell.frontageM;
  const frontageM = c === 'close' ? lower : c === 'open' ? upper : (lower + upper) / 2;
  return { frontageM, depthM: cell.depthM };
}

/**
 * The kind of country for the real estate table from the going at a unit's position (the movement
 * class of the terrain): 'open' → 'open'; 'rough' and 'impractical' → 'close'. *Ruling (ours)*: the
 * seed names close and open country but does not define them. Throws `RangeError` naming `move`.
 */
export function countryOf(move: 'open' | 'rough' | 'impractical'): Country {
  return oneOf(['open', 'rough', 'impractical'] as const, move, 'move') === 'open' ? 'open' : 'close';
}

/** Sine and cosine of a bearing in degrees, exact at multiples of 90°. */
function sinCosDeg(deg: number): [number, number] {
  const d = ((deg % 360) + 360) % 360;
  if (d === 0) return [0, 1];
  if (d === 90) return [1, 0];
  if (d === 180) return [0, -1];
  if (d === 270) return [-1, 0];
  const rad = (d * Math.PI) / 180;
  return [Math.sin(rad), Math.cos(rad)];
}

function finitePoint(p: PointM, name: string): void {
  if (typeof p !== 'object' || p === null || !Number.isFinite(p.xM) || !Number.isFinite(p.yM)) {
    throw new RangeError(`${name}: expected a point { xM, yM } of finite metres, got ${JSON.stringify(p)}`);
  }
}

/**
 * The four corners of a footprint `fp` centred on `centre` (grid-local metres), its front facing
 * `facingDeg` (degrees clockwise from grid north), in the order front-left, front-right, rear-right,
 * rear-left (as seen by the unit facing its front). Exact at multiples of 90°. Throws `RangeError`
 * naming `centre`, `facingDeg` or `fp` (frontage and depth must be finite and ≥ 0).
 */
export function footprintCorners(centre: PointM, facingDeg: number, fp: Footprint): PointM[] {
  finitePoint(centre, 'centre');
  if (!Number.isFinite(facingDeg)) throw new RangeError(`facingDeg: expected a finite number of degrees, got ${String(facingDeg)}`);
  if (typeof fp !== 'object' || fp === null || !(fp.frontageM >= 0) || !(fp.depthM >= 0) || !Number.isFinite(fp.frontageM) || !Number.isFinite(fp.depthM)) {
    throw new RangeError(`fp: expected { frontageM, depthM } of finite metres ≥ 0, got ${JSON.stringify(fp)}`);
  }
  const [s, c] = sinCosDeg(facingDeg);
  // front = (s, c); right of the front = (c, −s)
  const fx = (s * fp.depthM) / 2;
  const fy = (c * fp.depthM) / 2;
  const rx = (c * fp.frontageM) / 2;
  const ry = (-s * fp.frontageM) / 2;
  const at = (f: number, r: number): PointM => ({ xM: centre.xM + f * fx + r * rx, yM: centre.yM + f * fy + r * ry });
  return [at(1, -1), at(1, 1), at(-1, 1), at(-1, -1)];
}

/**
 * The ranges of a unit of arm `arm` (`ARM_RANGES`, a *ruling (ours)*; 004 §WEAPON RANGE TABLE):
 * `contactM` its contact range; `effectiveM` its weapon's max effective range, or the contact range
 * when it has no direct-fire weapon; `harassM` its weapon's max harassing range, or null; `reachM` =
 * `harassM ?? effectiveM`, the distance at which it sees and can engage (used for contact detection).
 * Throws `RangeError` naming `arm`.
 */
export function unitRanges(arm: Arm): UnitRanges {
  if (typeof arm !== 'string' || !Object.hasOwn(ARM_RANGES, arm)) {
    throw new RangeError(`arm: expected one of ${Object.keys(ARM_RANGES).join(', ')}, got ${JSON.stringify(arm)}`);
  }
  const { weapon, contact } = ARM_RANGES[arm];
  const contactM = CONTACT_RANGE_M[contact];
  const effectiveM = weapon === null ? contactM : WEAPON_RANGES[weapon].effectiveM;
  const harassM = weapon === null ? null : WEAPON_RANGES[weapon].harassM;
  return { contactM, effectiveM, harassM, reachM: harassM ?? effectiveM };
}
