/**
 * Bombardment of a grid reference (`001_5e546d392906486c.txt` §ARTILLERY; `000_5cca48f65b2d4420.txt`
 * §Artillery; RULINGS.md §Bombardment): the template (3" v0.8, 6" v0.7) is centred on the square's
 * centre; shots = arming × bases firing (`bombardmentShots`); "every sub-unit with more than one base,
 * or its only base, under the circle takes damage as allocated by the player"; at most half the shots
 * on one target base, spreading as far as one shot a base; a success on a base more than half outside
 * the inner circle must be re-rolled. Smoke and gas lay a cordon instead (`cordons.ts`).
 *
 * Our readings: a base is "under the circle" when its rectangle overlaps it; only those bases may be
 * allocated shots. With a single shot the half-limit (0) would forbid it, so one shot may always be
 * laid. Where the shots fall and which carry a battery's `(+N)` — one per battery firing — is
 * `bombardShots.ts` (docs/RULINGS.md §A bombardment's shots and the gun's "+"); the player's allocation
 * may be given in the command.
 */
import { gridRefToLocal } from '../grid.ts';
import { bombardmentShots } from '../rules1418.ts';
import { bombardmentTemplate } from '../tables/artillery1418.ts';
import { defaultAllocation, manualAllocation, rollLaid, type Slot, type Target } from './bombardShots.ts';
import { markTargeted, orderBases, type Ctx } from './context.ts';
import { layCordon } from './cordons.ts';
import { fractionOutsideCircle, rectOverlapsCircle } from './geometry.ts';
import type { PendingHits } from './hits.ts';
import { targetNeeds } from './resilience.ts';
import type { FormationState, HighCommandOrder, PointM, RecordEntry } from './types.ts';

type Bombard = Extract<HighCommandOrder, { kind: 'bombard' }>;

/** Centre of the referenced square in engagement-local metres (= the grid's easting/northing). */
export function bombardCentre(ctx: Ctx, gridRef: string): PointM {
  const grid = ctx.state.grid;
  if (!grid) throw new RangeError(`bombard ${gridRef}: the engagement has no grid`);
  const sq = gridRefToLocal(grid, gridRef);
  return { xM: sq.eastingM + sq.sizeM / 2, yM: sq.northingM + sq.sizeM / 2 };
}

/** The bases that may be allocated shots: under the template, of sub-units that qualify. */
export function basesUnderTemplate(ctx: Ctx, centre: PointM, diameterM: number, innerDiameterM: number): Slot[] {
  const out: Slot[] = [];
  for (const sub of ctx.state.subUnits) {
    const under = sub.bases.filter((b) => rectOverlapsCircle(b, centre, diameterM / 2));
    if (under.length >= 2 || (sub.bases.length === 1 && under.length === 1)) {
      for (const base of under) out.push({ base, sub, outer: fractionOutsideCircle(base, centre, innerDiameterM / 2) > 0.5 });
    }
  }
  return out;
}

/** The bases under the template (`basesUnderTemplate`), each with what a die must reach to hit it now (`targetNeeds`). */
export function targetsUnderTemplate(ctx: Ctx, centre: PointM, diameterM: number, innerDiameterM: number): Target[] {
  const needsOf = new Map<string, { needs: number; terms: Target['terms'] }>();
  return basesUnderTemplate(ctx, centre, diameterM, innerDiameterM).map((slot) => {
    let n = needsOf.get(slot.sub.id);
    if (!n) needsOf.set(slot.sub.id, (n = targetNeeds(ctx, slot.sub)));
    return { ...slot, needs: n.needs, terms: n.terms };
  });
}

/**
 * The SF `f` fires its bombardment `cmd` with every battery (artillery order staying put, unpacked,
 * not packing) it has; its artillery orders are marked as having fired (its other sub-units, e.g. a
 * command base, shoot on their own). Each battery's `(+N)` goes on one shot (`bombardShots.ts`). Hits
 * go onto `pending`.
 */
export function fireBombardment(ctx: Ctx, f: FormationState, cmd: Bombard, pending: PendingHits[]): void {
  const at = { bound: ctx.state.bound, step: ctx.step };
  const armingR: number[] = [];
  const bonuses: number[] = [];
  for (const o of ctx.state.orders) {
    const sub = ctx.subs.get(o.subUnitId)!;
    if (sub.formationId !== f.id || sub.kind !== 'artillery') continue;
    o.status.fired = true;
    if (sub.packed || o.plan.artillery || o.plan.action !== 'stay') continue;
    for (let i = orderBases(ctx, o).length; i > 0; i--) {
      armingR.push(sub.stats.ranged.dice);
      bonuses.push(sub.stats.ranged.bonus);
    }
  }
  const { shots, maxOnOneTarget } = bombardmentShots(armingR);
  const centre = bombardCentre(ctx, cmd.gridRef);
  const { diameterM, innerDiameterM } = bombardmentTemplate(ctx.state.edition, ctx.state.settings.innerCircleFraction);
  const ammo = cmd.ammo ?? 'HE';
  const record: Extract<RecordEntry, { kind: 'bombard' }> = {
    bound: at.bound, step: at.step,
    kind: 'bombard',
    formationId: f.id,
    formationName: f.name,
    gridRef: cmd.gridRef,
    ammo,
    centreM: centre,
    diameterM,
    shots: ammo === 'HE' ? shots : 0,
    maxOnOneTarget: ammo === 'HE' ? maxOnOneTarget : 0,
    firingBases: armingR.length,
    allocation: [],
    unplaced: 0,
  };
  if (armingR.length === 0) {
    ctx.records.push(record);
    return;
  }
  if (ammo !== 'HE') {
    ctx.records.push(record);
    const cordon = layCordon(ctx, ammo, centre, armingR.length, cmd.transparent === true);
    ctx.records.push({ bound: at.bound, step: at.step, kind: 'cordon', cordon: { ...cordon }, formationId: f.id });
    return;
  }
  const targets = targetsUnderTemplate(ctx, centre, diameterM, innerDiameterM);
  const cap = Math.max(1, maxOnOneTarget);
  const placed = cmd.allocation ? manualAllocation(targets, cmd.allocation, shots, cap, bonuses) : defaultAllocation(targets, f.side, centre, shots, cap, bonuses);
  record.allocation = placed.map((p) => ({ baseId: p.target.base.id, subUnitId: p.target.sub.id, shots: p.shots, outer: p.target.outer }));
  record.unplaced = shots - placed.reduce((n, p) => n + p.shots, 0);
  ctx.records.push(record);
  for (const l of placed) {
    const { target } = l;
    const drawn: number[] = [];
    const purpose = `Step ${ctx.step}: ${f.name} bombards ${cmd.gridRef}, ${l.shots} shot(s) on ${target.sub.name} base ${target.base.id}`;
    const r = rollLaid(ctx, l, purpose, drawn);
    const bonusDice = r.bonuses.filter((b) => b > 0);
    ctx.records.push({
      bound: at.bound, step: at.step,
      kind: 'bombardRoll',
      formationId: f.id,
      targetId: target.sub.id,
      targetName: target.sub.name,
      baseId: target.base.id,
      outer: target.outer,
      needs: target.needs,
      resilience: target.terms,
      bonus: bonusDice[0] ?? 0,
      bonuses: bonusDice,
      dice: r.dice,
      confirm: r.confirm,
      hits: r.hits,
      drawn,
    });
    markTargeted(target.sub, f.id);
    if (r.hits > 0) pending.push({ sourceId: f.id, sourcePos: centre, targetId: target.sub.id, hits: r.hits, preferBaseId: target.base.id });
  }
}
