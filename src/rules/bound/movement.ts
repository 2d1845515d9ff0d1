/**
 * Movement: the six speed classes with terrain and road modifiers added before they apply, the
 * assault bonus, transport (lost with the SF's command bases), half speed for injuries, assaults
 * straight at their enemy stopping in base contact, ordinary moves stopping short of the enemy, and
 * dug-in positions left (open ground becomes rough). Sources: `001_5e546d392906486c.txt` §DIGGING IN &
 * COVER (speeds, modifiers, "If a company moves AT ALL…"), §ARMING and RESILIENCE (half speed),
 * §ASSAULTING & MELEE COMBAT, §Transport Bonuses; RULINGS.md §Terrain crossing, §Hits.
 */
import { pricedAlongM, rateCm, WORST_MOVE_PCT, type PathStretch } from '../move1418.ts';
import { ASSAULT_MOVE_PCT, METRES_PER_TABLE_CM, ROAD_MOVE_PCT, SPEED_CM, TERRAIN_MOVE_PCT, TRANSPORTABLE_SPEEDS } from '../tables/movement1418.ts';
import { groundAlong, groundAlongExact, PATH_SAMPLE_M } from './pathGround.ts';
import { isMoving, orderBases, subOf, type Ctx } from './context.ts';
import { centroid, distM, firstContactT, halfDiagonalM, pathLengthM } from './geometry.ts';
import type { BaseState, Order, PointM, RecordEntry, SpeedClass, SubUnitState, TerrainAt, Term } from './types.ts';

/**
 * The sub-unit's move this bound along `path` from `start`, metres: `allowedM` at its full rate and
 * `halfM` at half rate (injuries), each at most the path's length, with the terms that priced it. The
 * ground is read along the path (`groundAlong`) and every terrain the move starts in or crosses is
 * priced (`pricedAlongM`, `moveAlongM` unchecked: v0.8 modifiers summed, at most −75 %; v0.7 the worst, road × 1.25 after); a
 * transported infantry SF rides (the edition's bonus up to its cap) unless its command bases are gone;
 * an assault doubles after terrain.
 */
export function allowanceM(ctx: Ctx, sub: SubUnitState, start: PointM, path: readonly PointM[], assault: boolean): { allowedM: number; halfM: number; terms: Term[] } {
  const speed = sub.stats.speed;
  if (speed === 'immobile') return { allowedM: 0, halfM: 0, terms: [{ label: 'immobile', value: 0, unit: 'm' }] };
  const edition = ctx.state.edition;
  const f = ctx.forms.get(sub.formationId);
  const transport =
    f && f.transport && !f.transportLost && (sub.kind === 'infantry' || sub.kind === 'heavyWeapon') && (TRANSPORTABLE_SPEEDS as readonly string[]).includes(speed)
      ? f.transport
      : undefined;
  const footM = SPEED_CM[speed] * METRES_PER_TABLE_CM;
  const rideCm = rateCm(speed, transport, edition);
  // Farthest this move could reach: its rate on a road all the way, doubled when assaulting.
  const reachM = (rideCm * METRES_PER_TABLE_CM * (100 + ROAD_MOVE_PCT) * (assault ? 2 : 1)) / 100 + PATH_SAMPLE_M;
  const ask = (p: PointM) => ctx.ground.ask(p);
  const exact = ctx.env.groundBreaks ? (a: PointM, b: PointM) => ctx.ground.breaks(a, b) ?? [] : null;
  const stretches = exact ? groundAlongExact(ask, exact, start, path, reachM) : groundAlong(ask, start, path, reachM);
  const allowedM = pricedAlongM(speed, stretches, assault, edition, METRES_PER_TABLE_CM, transport);
  const halfM = pricedAlongM(speed, stretches, assault, edition, METRES_PER_TABLE_CM / 2, transport);
  const terms: Term[] = [{ label: speedLabel(speed), value: footM, unit: 'm' }];
  if (transport && rideCm !== SPEED_CM[speed]) terms.push({ label: `${transport} transport`, value: Math.round((rideCm / SPEED_CM[speed] - 1) * 100), unit: '%' });
  // The ground the move entered: every stretch begun before it stopped (the first always).
  const entered: PathStretch[] = [];
  let beganM = 0;
  for (const st of stretches) {
    if (entered.length > 0 && beganM >= allowedM) break;
    entered.push(st);
    beganM += st.lengthM;
  }
  const classes = [...new Set(entered.map((st) => st.terrain))];
  // v0.8 adds every class entered; v0.7 takes the worst of them.
  const priced = edition === 'v0.7' ? [classes.reduce((w, t) => (TERRAIN_MOVE_PCT[t] < TERRAIN_MOVE_PCT[w] ? t : w))] : classes;
  for (const t of priced) if (TERRAIN_MOVE_PCT[t] !== 0) terms.push({ label: edition === 'v0.7' && classes.length > 1 ? `${t} (the worst crossed)` : t, value: TERRAIN_MOVE_PCT[t], unit: '%' });
  // A road at either end of the move counts (RULINGS.md §Terrain crossing): where it began, or the stretch it reached.
  const road = entered[0]!.road || entered[entered.length - 1]!.road;
  if (edition === 'v0.8' && classes.reduce((n, t) => n + TERRAIN_MOVE_PCT[t], road ? ROAD_MOVE_PCT : 0) < WORST_MOVE_PCT) {
    terms.push({ label: 'modifiers summed, at most', value: WORST_MOVE_PCT, unit: '%' });
  }
  if (road) terms.push({ label: edition === 'v0.7' ? 'road, after terrain' : 'road', value: ROAD_MOVE_PCT, unit: '%' });
  if (assault) terms.push({ label: 'assault', value: ASSAULT_MOVE_PCT, unit: '%' });
  return { allowedM, halfM, terms };
}

const SPEED_LABELS: Readonly<Record<SpeedClass, string>> = {
  slowInf: 'slow infantry',
  mediumInf: 'medium infantry',
  fastInf: 'fast infantry',
  slowCav: 'slow cavalry',
  mediumCav: 'medium cavalry',
  fastCav: 'fast cavalry',
};

function speedLabel(s: SpeedClass): string {
  return SPEED_LABELS[s];
}

/** True when at least half the sub-unit's bases are injured: it moves at half speed (001 §ARMING and RESILIENCE). */
export function halfInjured(sub: SubUnitState): boolean {
  let n = 0;
  for (const b of sub.bases) if (b.injury !== 'none') n++;
  return sub.bases.length > 0 && n * 2 >= sub.bases.length;
}

/**
 * Move one base `distM` along `path` (displacements of the sub-unit's centroid `start`), stopping at
 * the first enemy base in the way: in contact when assaulting, 2 × the contact tolerance short of it
 * otherwise ("Troops do not have to be assaulting to get into base-to-base contact … but they do have
 * to have been assaulted themselves" — an ordinary move never makes contact). Enemies already touching
 * where a stretch of the path begins do not stop it. Returns the metres moved and whether contact
 * stopped it.
 */
function moveBase(b: BaseState, start: PointM, path: readonly PointM[], dM: number, enemies: readonly BaseState[], tolM: number): { movedM: number; blocked: boolean } {
  let left = dM;
  let from = start;
  let moved = 0;
  for (const q of path) {
    if (left <= 1e-9) break;
    const seg = distM(from, q);
    if (seg <= 1e-9) continue;
    const take = Math.min(seg, left);
    const dx = ((q.xM - from.xM) / seg) * take;
    const dy = ((q.yM - from.yM) / seg) * take;
    let t = 1;
    for (const e of enemies) {
      const te = firstContactT(b, e, dx, dy, tolM);
      // te = 0: already touching where this stretch begins — such an enemy does not stop the move.
      if (te !== null && te > 0 && te < t) t = te;
    }
    b.xM += dx * t;
    b.yM += dy * t;
    moved += take * t;
    if (t < 1) return { movedM: moved, blocked: true };
    left -= take;
    from = q;
  }
  return { movedM: moved, blocked: false };
}

/**
 * Execute one order's move (move, retreat, find cover along its path; assault straight at the centre
 * of its target). Each base covers the sub-unit's allowance, halved when the sub-unit is at
 * least half injured or when the base is slowed by fire (the two do not stack). A dug-in base that
 * moves at all is no longer dug in; if it was dug in the open its position becomes rough ground.
 */
export function moveOrder(ctx: Ctx, o: Order): void {
  const sub = subOf(ctx, o.subUnitId);
  const bases = orderBases(ctx, o);
  o.status.moved = true;
  if (bases.length === 0 || !isMoving(o.plan.action)) return;
  const at = { bound: ctx.state.bound, step: ctx.step };
  const assault = o.plan.action === 'assault';
  const start = centroid(bases);
  let path: readonly PointM[] = o.plan.path ?? [];
  if (assault) {
    const target = ctx.subs.get(o.plan.assaultAtId ?? '');
    path = target && target.bases.length > 0 ? [centroid(target.bases)] : [];
  }
  const record: Extract<RecordEntry, { kind: 'move' }> = {
    bound: at.bound, step: at.step,
    kind: 'move',
    subUnitId: sub.id,
    name: sub.name,
    baseIds: bases.map((b) => b.id),
    action: o.plan.action,
    fromM: start,
    toM: start,
    allowedM: 0,
    movedM: 0,
    terms: [],
    stoppedBy: 'none',
  };
  if (path.length === 0) {
    ctx.records.push(record);
    return;
  }
  const { allowedM, halfM, terms } = allowanceM(ctx, sub, start, path, assault);
  const half = halfInjured(sub);
  if (half) terms.push({ label: '≥ 50% of bases injured', value: 0.5, unit: 'x' });
  const tolM = assault ? 0 : 2 * ctx.state.settings.contactToleranceM;
  const pathM = pathLengthM(start, path);
  // Only enemies the move could reach: within the path's length plus the group's and a base's size.
  let groupM = 0;
  for (const b of bases) groupM = Math.max(groupM, distM(b, start) + halfDiagonalM(b));
  const enemies: BaseState[] = [];
  for (const s of ctx.state.subUnits) {
    if (s.side === sub.side) continue;
    for (const e of s.bases) if (distM(e, start) <= pathM + groupM + halfDiagonalM(e) + tolM) enemies.push(e);
  }
  let blocked = false;
  let movedMax = 0;
  for (const b of bases) {
    const slowed = b.slowedById !== null;
    if (slowed && !half) terms.push({ label: `base ${b.id} injured under fire`, value: 0.5, unit: 'x' });
    const dM = Math.min(pathM, half || slowed ? halfM : allowedM);
    const from = { xM: b.xM, yM: b.yM };
    const startTerrain = b.dugIn ? ctx.ground.view(b).under() : null;
    const r = moveBase(b, start, path, dM, enemies, tolM);
    blocked ||= r.blocked;
    movedMax = Math.max(movedMax, r.movedM);
    if (r.movedM > 1e-9 && b.dugIn) leavePosition(ctx, sub, b, from, startTerrain!);
  }
  record.toM = centroid(bases);
  record.allowedM = Math.round(allowedM * 100) / 100;
  record.movedM = Math.round(movedMax * 100) / 100;
  record.terms = terms;
  record.stoppedBy = blocked ? 'contact' : movedMax + 1e-6 >= Math.min(pathM, allowedM) && pathM <= allowedM ? 'destination' : 'distance';
  ctx.records.push(record);
}

/** A dug-in base moved: no longer dug in; in the open its position becomes rough ground (001 §DIGGING IN & COVER). */
function leavePosition(ctx: Ctx, sub: SubUnitState, b: BaseState, from: PointM, t: TerrainAt): void {
  b.dugIn = false;
  b.dugInBounds = 0;
  const at = { bound: ctx.state.bound, step: ctx.step };
  ctx.records.push({ bound: at.bound, step: at.step, kind: 'dig', subUnitId: sub.id, name: sub.name, baseIds: [b.id], result: 'leftPosition' });
  if (t.cover !== 'open') return;
  const change = { xM: from.xM, yM: from.yM, facingDeg: b.facingDeg, widthM: b.widthM, depthM: b.depthM, becomes: 'rough' as const, bound: ctx.state.bound, baseId: b.id };
  ctx.state.terrainChanges.push(change);
  ctx.records.push({ bound: at.bound, step: at.step, kind: 'terrainChange', change });
}
