/**
 * What a bombardment ordered while planning would find (`001_5e546d392906486c.txt` §ARTILLERY;
 * docs/RULINGS.md §A bombardment's shots and the gun's "+"): its shots from the SF's unpacked batteries,
 * the most it may lay on one base, the batteries' bonuses, every base under the template with what a die
 * must reach to hit it as things stand, and the default allocation (`defaultAllocation`) — so the player
 * can place the shots by hand (the command's `allocation`). Nothing is rolled and the state is not changed.
 */
import { bombardmentShots, canHurt } from '../rules1418.ts';
import { bombardmentTemplate } from '../tables/artillery1418.ts';
import { bombardCentre, targetsUnderTemplate } from './bombard.ts';
import { defaultAllocation } from './bombardShots.ts';
import { cloneState, makeCtx } from './context.ts';
import type { EngagementState, PointM, TerrainAt } from './types.ts';

/** One base under the template: its sub-unit, inner or outer, what a die must reach, and which dice can hurt it. */
export type PreviewTarget = { baseId: string; subUnitId: string; subUnitName: string; outer: boolean; needs: number; hurtBy: 'any' | 'bonus' | 'none' };

/** The preview (see the module note); `proposed`: the default allocation, base id → shots. */
export type BombardPreview = { shots: number; maxOnOneTarget: number; bonuses: number[]; targets: PreviewTarget[]; proposed: Record<string, number> };

/**
 * Preview SF `formationId`'s HE bombardment of `gridRef` on `state` (planning), reading cover with
 * `terrainAt`. Bases of its own side are not listed. Throws `RangeError` for an unknown SF, an engagement
 * without a grid, or a grid reference that is not on it (the grid's own message).
 */
export function previewBombardment(state: EngagementState, formationId: string, gridRef: string, terrainAt: (p: PointM) => TerrainAt): BombardPreview {
  const f = state.formations.find((x) => x.id === formationId);
  if (!f) throw new RangeError(`previewBombardment: no strategic formation '${formationId}'`);
  const ctx = makeCtx(cloneState(state), {
    terrainAt,
    lineOfSight: () => true,
    dice: {
      roll() {
        throw new RangeError('previewBombardment rolls no dice');
      },
    },
  });
  const armingR: number[] = [];
  const bonuses: number[] = [];
  for (const sub of ctx.state.subUnits) {
    if (sub.formationId !== f.id || sub.kind !== 'artillery' || sub.packed) continue;
    for (let i = 0; i < sub.bases.length; i++) {
      armingR.push(sub.stats.ranged.dice);
      bonuses.push(sub.stats.ranged.bonus);
    }
  }
  const { shots, maxOnOneTarget } = bombardmentShots(armingR);
  const centre = bombardCentre(ctx, gridRef);
  const { diameterM, innerDiameterM } = bombardmentTemplate(ctx.state.edition, ctx.state.settings.innerCircleFraction);
  const targets = targetsUnderTemplate(ctx, centre, diameterM, innerDiameterM).filter((t) => t.sub.side !== f.side);
  const best = Math.max(0, ...bonuses);
  const proposed: Record<string, number> = {};
  for (const l of defaultAllocation(targets, f.side, centre, shots, Math.max(1, maxOnOneTarget), bonuses)) proposed[l.target.base.id] = l.shots;
  return {
    shots,
    maxOnOneTarget: Math.max(1, maxOnOneTarget),
    bonuses: bonuses.filter((b) => b > 0),
    targets: targets.map((t) => ({
      baseId: t.base.id,
      subUnitId: t.sub.id,
      subUnitName: t.sub.name,
      outer: t.outer,
      needs: t.needs,
      hurtBy: canHurt(t.needs, 0) ? 'any' : best > 0 && canHurt(t.needs, best) ? 'bonus' : 'none',
    })),
    proposed,
  };
}
