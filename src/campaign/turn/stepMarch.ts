/**
 * One clock step's marching, minute by minute (004 §SEQUENCE OF EVENTS 2 "Move to contact and run
 * recce sequence"; §THE RECCE SEQUENCE; §ENGAGEMENT TABLE). Every unit on a route in force walks its
 * march (`march` with a trace); the ground units they carry are watched together through the step, and
 * the moment one comes within reach of an enemy it has no contact with, the recce sequence is rolled:
 * - the recce sights the defender first (or both sides move: a meeting engagement) → the contact
 *   begins there and then;
 * - otherwise the defender holds its fire until the range the engagement table gives, and the
 *   contact begins when the gap closes to it (`contactOpensAtGap`).
 * When a contact begins, every march carrying one of its units halts where it stands: "the rest of the
 * hour is spent in contact", and the route waits until the contact is settled, handed off or dismissed.
 * A recce that stops short of the range the defender holds its fire to raises nothing: the defender
 * stays hidden (it looks again the next hour). Rulings: `docs/RULINGS.md` §Marching into contact.
 */
import Flatbush from 'flatbush';
import type { Dice } from '../../rules/dice.ts';
import type { PointM } from '../../rules/bound/types.ts';
import { march, type GoingAt, type MarchResult } from '../../rules/operational/movement.ts';
import { bandOf, contactOpensAtGap, firstMinuteWithin, positionOnTrace } from '../../rules/operational/approach.ts';
import { openContact } from '../../rules/operational/recce.ts';
import { NQM_GRADES } from '../../rules/tables/nqm.ts';
import { footprintIn, groundUnits, type GroundUnit } from '../ground/ground.ts';
import type { CampaignRoute, ContactPairRecord } from '../model/turnTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { nqmMobilityOf } from './march.ts';
import { contactPairKey, pairsHeld } from './contactPairs.ts';

/** A unit whose route is in force this step: its march (with trace) from `startMin`, and where it halted (null: it did not). */
export type Marcher = { unitId: UnitId; route: CampaignRoute; from: PointM; startMin: number; result: MarchResult; haltMin: number | null };

/** A contact begun during the step: its minute, the ground units of each side, the pairs, the recce sequence. */
export type StepContact = {
  atMin: number;
  blueIds: UnitId[];
  redIds: UnitId[];
  pairs: ContactPairRecord[];
  recceId: UnitId | null;
  defenderId: UnitId | null;
  opening: ReturnType<typeof openContact> | null;
  movers: Set<UnitId>;
  at: PointM;
};

/** A ground unit followed through the step: its start, its march (null: it stands), its radius and reach. */
type Watched = { g: GroundUnit; id: UnitId; side: string; x0: number; y0: number; marcher: Marcher | null; rM: number; reachM: number };
/** A contact sighted but not yet begun: the defender holds its fire until the gap is `opensGapM`. */
type Pending = { units: Set<UnitId>; pairs: Map<string, [UnitId, UnitId]>; recceId: UnitId | null; defenderId: UnitId | null; opening: StepContact['opening']; opensGapM: number; band: ContactPairRecord['band'] };

/** Metres a marching unit may cover between two looks (so no gap is stepped over). */
const LOOK_EVERY_M = 20;

/**
 * March every `marchers` unit through [`fromMin`, `toMin`] and begin the contacts their marches meet
 * (see the module note); sets each marcher's `haltMin`. `carrierOf` maps a ground unit to the marcher
 * carrying it (itself or an HQ above it). Returns the contacts begun, in time order.
 */
export function marchIntoContact(state: CampaignState, marchers: Marcher[], carrierOf: (id: UnitId) => Marcher | null, fromMin: number, toMin: number, goingAt: GoingAt, dice: Dice): StepContact[] {
  const watched: Watched[] = groundUnits(state).map((g) => ({ g, id: g.unit.id, side: g.unit.side, x0: g.at.xM, y0: g.at.yM, marcher: carrierOf(g.unit.id), rM: (footprintIn(g, goingAt)?.frontageM ?? 0) / 2, reachM: g.ranges.reachM }));
  const byId = new Map(watched.map((w) => [w.id, w]));
  const moving = watched.filter((w) => w.marcher !== null);
  if (moving.length === 0) return [];
  const still = watched.filter((w) => w.marcher === null);
  const index = new Flatbush(Math.max(1, still.length));
  for (const w of still) index.add(w.x0, w.y0, w.x0, w.y0);
  if (still.length === 0) index.add(0, 0, 0, 0);
  index.finish();
  const maxReach = Math.max(...watched.map((w) => w.reachM));
  const maxR = Math.max(...watched.map((w) => w.rM));
  const held = pairsHeld(state, ['open', 'handedOff', 'dismissed']);
  const where = (w: Watched, t: number): PointM => {
    const m = w.marcher;
    if (m === null) return { xM: w.x0, yM: w.y0 };
    const p = positionOnTrace(m.result.trace!, Math.min(t, m.haltMin ?? t) - m.startMin);
    return { xM: w.x0 + p.xM - m.from.xM, yM: w.y0 + p.yM - m.from.yM };
  };
  const gapAt = (a: Watched, b: Watched) => (t: number) => {
    const p = where(a, t);
    const q = where(b, t);
    return Math.max(0, Math.hypot(p.xM - q.xM, p.yM - q.yM) - a.rM - b.rM);
  };
  const fastest = Math.max(...marchers.map((m) => (m.result.minutesUsed > 0 ? m.result.distanceM / m.result.minutesUsed : 0)));
  const dt = fastest > 0 ? Math.min(1, LOOK_EVERY_M / fastest) : 1;
  const pending: Pending[] = [];
  const begun: StepContact[] = [];
  const inPending = new Map<UnitId, Pending>();
  const gradeRank = (w: Watched) => NQM_GRADES.indexOf(w.g.unit.grade);
  const isMoving = (id: UnitId) => {
    const m = byId.get(id)!.marcher;
    return m !== null && m.haltMin === null;
  };

  const begin = (p: Pending, atMin: number) => {
    const blueIds = [...p.units].filter((id) => byId.get(id)!.side === 'blue');
    const redIds = [...p.units].filter((id) => byId.get(id)!.side !== 'blue');
    const pairs: ContactPairRecord[] = [...p.pairs.values()].map(([b, r]) => {
      const gapM = gapAt(byId.get(b)!, byId.get(r)!)(atMin);
      const isRecce = (b === p.recceId && r === p.defenderId) || (r === p.recceId && b === p.defenderId);
      const ranges = byId.get(b)!.reachM >= byId.get(r)!.reachM ? byId.get(b)!.g.ranges : byId.get(r)!.g.ranges;
      return { blueId: b, redId: r, gapM: Math.round(gapM), band: isRecce ? p.band : bandOf(gapM, ranges) };
    });
    const movers = new Set([...p.units].filter(isMoving));
    const closest = pairs.reduce((m, x) => (x.gapM < m.gapM ? x : m));
    const a = where(byId.get(closest.blueId)!, atMin);
    const b = where(byId.get(closest.redId)!, atMin);
    for (const id of p.units) {
      const m = byId.get(id)!.marcher;
      if (m !== null && m.haltMin === null) m.haltMin = Math.min(atMin, m.startMin + m.result.minutesUsed);
      inPending.delete(id);
    }
    begun.push({ atMin, blueIds, redIds, pairs, recceId: p.recceId, defenderId: p.defenderId, opening: p.opening, movers, at: { xM: (a.xM + b.xM) / 2, yM: (a.yM + b.yM) / 2 } });
    for (const [k] of p.pairs) held.add(k);
  };

  const look = (t0: number, t1: number) => {
    // Contacts sighted earlier that the defender now opens fire on.
    for (const p of [...pending]) {
      if (p.recceId === null || p.defenderId === null) continue;
      const when = firstMinuteWithin(gapAt(byId.get(p.recceId)!, byId.get(p.defenderId)!), t0, t1, p.opensGapM);
      if (when !== null) {
        pending.splice(pending.indexOf(p), 1);
        begin(p, when);
      }
    }
    // New sightings: a marching ground unit within reach of an enemy it has no contact with. The marching
    // units are indexed where they are at the end of the look (a box as wide as a look's march finds them).
    const found: { a: Watched; b: Watched; tMin: number; gapM: number }[] = [];
    const at1 = moving.map((w) => where(w, t1));
    const movingIndex = new Flatbush(moving.length);
    for (const p of at1) movingIndex.add(p.xM, p.yM, p.xM, p.yM);
    movingIndex.finish();
    const slack = fastest * (t1 - t0);
    for (const [ai, a] of moving.entries()) {
      if (!isMoving(a.id)) continue;
      const p = at1[ai]!;
      const box = a.rM + maxR + maxReach;
      const near = still.length === 0 ? [] : index.search(p.xM - box, p.yM - box, p.xM + box, p.yM + box).map((i) => still[i]!);
      const wide = box + 2 * slack;
      const marching = movingIndex.search(p.xM - wide, p.yM - wide, p.xM + wide, p.yM + wide).map((i) => moving[i]!);
      for (const b of [...near, ...marching]) {
        if (b.side === a.side || (b.marcher !== null && a.id > b.id && isMoving(b.id))) continue;
        const key = a.side === 'blue' ? contactPairKey(a.id, b.id) : contactPairKey(b.id, a.id);
        if (held.has(key) || inPending.get(a.id)?.pairs.has(key)) continue;
        const limit = Math.max(a.reachM, b.reachM);
        const tMin = firstMinuteWithin(gapAt(a, b), t0, t1, limit);
        if (tMin !== null) found.push({ a, b, tMin, gapM: limit });
      }
    }
    // In time order; at one minute the best-graded defender first: the recce looks at it (as 004's
    // recce sequence table is read, the defender most able to stay hidden decides the look).
    found.sort((x, y) => x.tMin - y.tMin || gradeRank(x.b) - gradeRank(y.b));
    for (const f of found) sight(f.a, f.b, f.tMin, f.gapM);
  };

  const sight = (a: Watched, b: Watched, tMin: number, sightedGapM: number) => {
    const [blue, red] = a.side === 'blue' ? [a, b] : [b, a];
    const key = contactPairKey(blue.id, red.id);
    const ga = inPending.get(a.id);
    const gb = inPending.get(b.id);
    if (ga && gb && ga !== gb) return; // each is watched by its own look already: the pair waits for one of them to begin
    const joined = ga ?? gb;
    if (joined) {
      // "Advancing recce can only look at one area per hour" (004 §THE RECCE SEQUENCE): one look.
      joined.pairs.set(key, [blue.id, red.id]);
      for (const w of [a, b]) if (!inPending.has(w.id)) (joined.units.add(w.id), inPending.set(w.id, joined));
      // Marching into a marching enemy is a meeting engagement: it begins now, whatever the look awaited.
      if (isMoving(a.id) && isMoving(b.id) && pending.includes(joined)) {
        pending.splice(pending.indexOf(joined), 1);
        begin(joined, tMin);
      }
      return;
    }
    const p: Pending = { units: new Set([a.id, b.id]), pairs: new Map([[key, [blue.id, red.id]]]), recceId: null, defenderId: null, opening: null, opensGapM: sightedGapM, band: 'harass' };
    const bothMove = isMoving(a.id) && isMoving(b.id);
    if (!bothMove) {
      const [recce, defender] = isMoving(a.id) ? [a, b] : [b, a];
      p.recceId = recce.id;
      p.defenderId = defender.id;
      p.opening = openContact(recce.g.unit.grade, defender.g.unit.grade, true, dice);
      const opens = contactOpensAtGap(p.opening, defender.g.ranges, sightedGapM);
      p.opensGapM = opens.gapM;
      p.band = opens.band;
    }
    for (const id of p.units) inPending.set(id, p);
    if (bothMove || p.opensGapM >= sightedGapM) begin(p, tMin);
    else pending.push(p);
  };

  look(fromMin, fromMin);
  for (let t = fromMin; t < toMin - 1e-9; ) {
    const next = Math.min(toMin, t + dt);
    look(t, next);
    t = next;
  }
  return begun.sort((x, y) => x.atMin - y.atMin);
}

/** The marcher of a unit's route in force from `startMin` for `minutes` (≥ 0) of movement. */
export function marcherOf(state: CampaignState, unitId: UnitId, route: CampaignRoute, from: PointM, local: (p: { lon: number; lat: number }) => PointM, startMin: number, minutes: number, goingAt: GoingAt, sampleM: number): Marcher {
  const u = state.units[unitId]!;
  const result = march({ from, waypoints: route.waypoints.slice(route.passed).map((w) => local(w.pos)), mobility: nqmMobilityOf(u), mode: route.mode, minutes, goingAt, sampleM, trace: true });
  return { unitId, route, from, startMin, result, haltMin: null };
}
