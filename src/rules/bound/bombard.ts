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
 * laid. Each shot is one die; the formation's `(+N)` bonus goes on the first die of the bombardment
 * (the bombardment is one attack, "rolled as if the target were under normal attack"); for a mixed
 * formation the bonus is the rounded-down mean. The default allocation (the player's may be given in
 * the command) spreads shots one at a time over enemy bases under the template, nearest the centre
 * first, up to the half-limit each.
 */
import { gridRefToLocal } from '../grid.ts';
import { bombardmentShots, canHurt } from '../rules1418.ts';
import { bombardmentTemplate } from '../tables/artillery1418.ts';
import { markTargeted, orderBases, type Ctx } from './context.ts';
import { layCordon } from './cordons.ts';
import { distM, fractionOutsideCircle, rectOverlapsCircle } from './geometry.ts';
import type { PendingHits } from './hits.ts';
import { targetNeeds } from './resilience.ts';
import { rollHits } from './shooting.ts';
import type { BaseState, FormationState, HighCommandOrder, PointM, RecordEntry, SubUnitState } from './types.ts';

type Bombard = Extract<HighCommandOrder, { kind: 'bombard' }>;
type Slot = { base: BaseState; sub: SubUnitState; outer: boolean };

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

/**
 * The SF `f` fires its bombardment `cmd` with every battery (artillery order staying put, unpacked,
 * not packing) it has; its artillery orders are marked as having fired (its other sub-units, e.g. a
 * command base, shoot on their own). Hits go onto `pending`.
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
  const slots = basesUnderTemplate(ctx, centre, diameterM, innerDiameterM);
  const cap = Math.max(1, maxOnOneTarget);
  const placed = cmd.allocation ? manualAllocation(slots, cmd.allocation, shots, cap) : defaultAllocation(slots, f.side, centre, shots, cap);
  record.allocation = placed.map((p) => ({ baseId: p.slot.base.id, subUnitId: p.slot.sub.id, shots: p.shots, outer: p.slot.outer }));
  record.unplaced = shots - placed.reduce((n, p) => n + p.shots, 0);
  ctx.records.push(record);
  let bonus = Math.floor(bonuses.reduce((a, b) => a + b, 0) / bonuses.length);
  for (const { slot, shots: n } of placed) {
    const { needs, terms } = targetNeeds(ctx, slot.sub);
    const drawn: number[] = [];
    const hurt = canHurt(needs, bonus);
    const purpose = `Step ${ctx.step}: ${f.name} bombards ${cmd.gridRef}, ${n} shot(s) on ${slot.sub.name} base ${slot.base.id}`;
    const r = hurt ? rollHits(ctx, n, bonus, needs, slot.outer, purpose, drawn) : { dice: [], confirm: [], hits: 0 };
    ctx.records.push({
      bound: at.bound, step: at.step,
      kind: 'bombardRoll',
      formationId: f.id,
      targetId: slot.sub.id,
      targetName: slot.sub.name,
      baseId: slot.base.id,
      outer: slot.outer,
      needs,
      resilience: terms,
      bonus: hurt ? bonus : 0,
      dice: r.dice,
      confirm: r.confirm,
      hits: r.hits,
      drawn,
    });
    if (hurt) bonus = 0;
    markTargeted(slot.sub, f.id);
    if (r.hits > 0) pending.push({ sourceId: f.id, sourcePos: centre, targetId: slot.sub.id, hits: r.hits, preferBaseId: slot.base.id });
  }
}

type Placed = { slot: Slot; shots: number };

/** A distance in whole micrometres: bases equally far from the centre tie, whatever the rounding. */
const mm = (m: number): number => Math.round(m * 1e6);

/** One shot at a time over enemy bases under the template, nearest the centre first (ties by base id), up to `cap` each. */
export function defaultAllocation(slots: readonly Slot[], ownSide: string, centre: PointM, shots: number, cap: number): Placed[] {
  const targets = slots
    .filter((s) => s.sub.side !== ownSide)
    .sort((a, b) => mm(distM(a.base, centre)) - mm(distM(b.base, centre)) || (a.base.id < b.base.id ? -1 : 1))
    .map((slot) => ({ slot, shots: 0 }));
  let left = shots;
  while (left > 0) {
    let laid = false;
    for (const t of targets) {
      if (left === 0) break;
      if (t.shots < cap) {
        t.shots += 1;
        left -= 1;
        laid = true;
      }
    }
    if (!laid) break;
  }
  return targets.filter((t) => t.shots > 0);
}

/** The player's allocation, keeping only bases still under the template, at most `cap` each and `shots` in all. */
function manualAllocation(slots: readonly Slot[], allocation: Record<string, number>, shots: number, cap: number): Placed[] {
  const out: Placed[] = [];
  let left = shots;
  for (const [baseId, n] of Object.entries(allocation)) {
    const slot = slots.find((s) => s.base.id === baseId);
    const take = Math.min(n, cap, left);
    if (!slot || take <= 0) continue;
    out.push({ slot, shots: take });
    left -= take;
  }
  return out;
}
