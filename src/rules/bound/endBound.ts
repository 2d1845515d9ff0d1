/**
 * The end of a bound (`001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND, §ARMING and
 * RESILIENCE, §DIGGING IN & COVER, §SMOKE SCREENS & POISON GAS, §Transport Bonuses; RULINGS.md §Hits,
 * "Under fire"): recovery dice, fresh injuries become old, digging finished, dug-in time counted,
 * under-fire flags for the next bound, packing done, assaults that fell short carried over, transport
 * lost with the SF's command bases, cordons drift; then the next bound's planning begins.
 */
import { isMoving, orderBases, roll, type Ctx } from './context.ts';
import { driftCordons } from './cordons.ts';
import { rectsTouch } from './geometry.ts';

/**
 * Recovery: an injured base slowed by fire stays slowed while the same shooter still has it under
 * fire; under fire only from others it rolls a recovery die — "roll equal to or under its own
 * Resilience value (a roll of 6 fails)" (001 §ARMING and RESILIENCE), its own resilience being the
 * table value (no cover); out of fire it moves normally again ("old injuries are those that can move
 * normally again").
 */
function recover(ctx: Ctx): void {
  for (const sub of ctx.state.subUnits) {
    for (const b of sub.bases) {
      if (b.slowedById === null || sub.targetedBy.includes(b.slowedById)) continue;
      if (sub.targetedBy.length === 0) {
        b.slowedById = null;
        continue;
      }
      const needs = sub.stats.resilience;
      const drawn: number[] = [];
      const die = roll(ctx, 1, `End of bound ${ctx.state.bound}: ${sub.name} base ${b.id} recovery die (needs ≤ ${needs}, 6 fails)`, drawn)[0]!;
      const recovered = die <= needs && die !== 6;
      if (recovered) b.slowedById = null;
      ctx.records.push({ bound: ctx.state.bound, step: ctx.step, kind: 'recovery', subUnitId: sub.id, name: sub.name, baseId: b.id, die, needs, recovered, drawn });
    }
  }
}

/** Run the end of the bound on the context's draft (see the file comment). */
export function endBound(ctx: Ctx): void {
  const s = ctx.state;
  const at = { bound: s.bound, step: ctx.step };
  recover(ctx);

  let aged = 0;
  for (const sub of s.subUnits) for (const b of sub.bases) if (b.injury === 'fresh') {
    b.injury = 'old';
    aged++;
  }

  const digging = new Set<string>();
  for (const o of s.orders) {
    if (!o.status.digging) continue;
    const bases = orderBases(ctx, o).filter((b) => b.xM === b.startXM && b.yM === b.startYM);
    for (const b of bases) digging.add(b.id);
    if (bases.length > 0) {
      const sub = ctx.subs.get(o.subUnitId)!;
      ctx.records.push({ bound: at.bound, step: at.step, kind: 'dig', subUnitId: sub.id, name: sub.name, baseIds: bases.map((b) => b.id), result: 'dugIn' });
    }
  }
  for (const sub of s.subUnits) {
    for (const b of sub.bases) {
      if (digging.has(b.id)) {
        b.dugIn = true;
        b.dugInBounds = 0;
      } else if (b.dugIn) b.dugInBounds += 1;
    }
  }

  const continuing: string[] = [];
  for (const sub of s.subUnits) sub.assaultAtId = null;
  for (const o of s.orders) {
    const sub = ctx.subs.get(o.subUnitId)!;
    if (o.plan.artillery && sub.bases.length > 0) {
      sub.packed = o.plan.artillery === 'pack';
      ctx.records.push({ bound: at.bound, step: at.step, kind: 'pack', subUnitId: sub.id, name: sub.name, packed: sub.packed });
    }
    if (o.plan.action !== 'assault' || !isMoving(o.plan.action)) continue;
    const target = ctx.subs.get(o.plan.assaultAtId ?? '');
    const mine = orderBases(ctx, o);
    if (!target || target.bases.length === 0 || mine.length === 0) continue;
    const tol = s.settings.contactToleranceM;
    if (!mine.some((m) => target.bases.some((t) => rectsTouch(m, t, tol)))) {
      sub.assaultAtId = target.id;
      continuing.push(sub.id);
    }
  }

  const underFire: string[] = [];
  for (const sub of s.subUnits) {
    sub.underFire = sub.targetedBy.length > 0;
    if (sub.underFire) underFire.push(sub.id);
    sub.targetedBy = [];
    const moved = sub.bases.some((b) => b.xM !== b.startXM || b.yM !== b.startYM);
    sub.movedLastBound = moved;
    sub.everMoved ||= moved;
  }

  for (const f of s.formations) {
    if (!f.transport || f.transportLost) continue;
    const command = s.subUnits.filter((u) => u.formationId === f.id && u.characteristic === 'command');
    if (command.length > 0 && command.every((u) => u.bases.length === 0)) {
      f.transportLost = true;
      ctx.records.push({ bound: at.bound, step: at.step, kind: 'transportLost', formationId: f.id, formationName: f.name });
    }
  }

  driftCordons(ctx);
  for (const sub of s.subUnits) for (const b of sub.bases) {
    b.startXM = b.xM;
    b.startYM = b.yM;
  }
  ctx.records.push({ bound: at.bound, step: at.step, kind: 'endBound', underFireIds: underFire, injuriesAged: aged, assaultsContinuing: continuing });
  s.bound += 1;
  s.phase = 'planning';
  s.stepIndex = 0;
  s.orders = [];
  s.commands = {};
}
