/**
 * Smoke and gas cordons (`001_5e546d392906486c.txt` §SMOKE SCREENS & POISON GAS; RULINGS.md §Smoke and
 * gas): laid 3" per battery firing, centred on the template's centre, at right angles to the wind;
 * drifting 3" downwind at the end of each bound after melee and casualties. Smoke and non-transparent
 * gas block line of sight (a base inside one shoots out freely: "Troops partially in smoke can shoot
 * out freely"); short-term gas gives −1A −1R to those inside (001 characteristics, Short-term Gas).
 */
import { SHORT_TERM_GAS } from '../tables/artillery1418.ts';
import type { Ctx } from './context.ts';
import { bearingVector, pointInRect, rectsTouch, segmentCrossesRect, type Rect } from './geometry.ts';
import type { BaseState, BombardAmmo, Cordon, PointM } from './types.ts';

/** The rectangle a cordon covers: `lengthM` along `axisDeg`, `depthM` across it. */
export function cordonRect(c: Cordon): Rect {
  return { xM: c.xM, yM: c.yM, facingDeg: c.axisDeg - 90, widthM: c.lengthM, depthM: c.depthM };
}

/** True when any of `bases` overlaps a short-term gas cordon (the −1A −1R applies). */
export function inShortTermGas(ctx: Ctx, bases: readonly BaseState[]): boolean {
  for (const c of ctx.state.cordons) {
    if (c.ammo !== 'gasShort') continue;
    const r = cordonRect(c);
    for (const b of bases) if (rectsTouch(b, r, 0)) return true;
  }
  return false;
}

/** The −1A / −1R of short-term gas (`SHORT_TERM_GAS`). */
export const GAS_ARMING = SHORT_TERM_GAS.armingDelta;
export const GAS_RESILIENCE = SHORT_TERM_GAS.resilienceDelta;

/**
 * Line of sight from a base at `a` to one at `b`: the caller's `lineOfSight`, and no opaque cordon
 * between them — unless the shooter stands inside that cordon (it shoots out freely).
 */
export function canSee(ctx: Ctx, a: PointM, b: PointM): boolean {
  for (const c of ctx.state.cordons) {
    if (!c.opaque) continue;
    const r = cordonRect(c);
    if (!pointInRect(a, r) && segmentCrossesRect(a, b, r)) return false;
  }
  return ctx.env.lineOfSight(a, b);
}

/**
 * Lay a cordon of `batteries` batteries at `centre` (the template's centre), its axis at right angles
 * to the wind (calm: east–west, axis 90°). Smoke and delayed gas block sight; gas marked `transparent`
 * does not. Adds it to the state and returns it.
 */
export function layCordon(ctx: Ctx, ammo: Exclude<BombardAmmo, 'HE'>, centre: PointM, batteries: number, transparent: boolean): Cordon {
  const s = ctx.state;
  const wind = s.windTowardDeg;
  const cordon: Cordon = {
    id: `cordon-${s.nextCordon}`,
    ammo,
    xM: centre.xM,
    yM: centre.yM,
    axisDeg: (((wind === null ? 0 : wind) + 90) % 360 + 360) % 360,
    lengthM: s.settings.cordonLengthPerBatteryM * batteries,
    depthM: s.settings.cordonDepthM,
    opaque: ammo === 'smoke' || !transparent,
    laidBound: s.bound,
  };
  s.nextCordon += 1;
  s.cordons.push(cordon);
  return cordon;
}

/** Drift every cordon `cordonDriftM` downwind (no drift when calm); one 'drift' record each. */
export function driftCordons(ctx: Ctx): void {
  const s = ctx.state;
  if (s.windTowardDeg === null) return;
  const [ex, ny] = bearingVector(s.windTowardDeg);
  for (const c of s.cordons) {
    const fromM = { xM: c.xM, yM: c.yM };
    c.xM += ex * s.settings.cordonDriftM;
    c.yM += ny * s.settings.cordonDriftM;
    ctx.records.push({ bound: s.bound, step: ctx.step, kind: 'drift', cordonId: c.id, fromM, toM: { xM: c.xM, yM: c.yM } });
  }
}
