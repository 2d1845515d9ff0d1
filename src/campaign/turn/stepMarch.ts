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
import type { GoingAt } from '../../rules/operational/movement.ts';
import { bandOf, contactOpensAtGap, firstMinuteWithin, positionOnTrace } from '../../rules/operational/approach.ts';
import { openContact } from '../../rules/operational/recce.ts';
import { NQM_GRADES } from '../../rules/tables/nqm.ts';
import { footprintIn, groundUnits } from '../ground/ground.ts';
import type { ContactPairRecord } from '../model/turnTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { contactPairKey, pairsHeld } from './contactPairs.ts';
import { joinContact, longerReach, marchersNear, topSpeed, type Marcher, type Pending, type StepContact, type Watched } from './stepMarchParts.ts';

export { marcherOf, type Marcher, type StepContact } from './stepMarchParts.ts';

/** Metres a marching unit may cover between two looks (so no gap is stepped over). */
const LOOK_EVERY_M = 20;
/** How far past reach a look scans, metres: a march clear of every enemy by this is not looked at again until it could have closed it. */
const LOOK_AHEAD_M = 2_000;

/**
 * March every `marchers` unit through [`fromMin`, `toMin`] and begin the contacts their marches meet
 * (see the module note); sets each marcher's `haltMin`. `carrierOf` maps a ground unit to the marcher
 * carrying it (itself or an HQ above it). Returns the contacts begun, in time order.
 */
export function marchIntoContact(state: CampaignState, marchers: Marcher[], carrierOf: (id: UnitId) => Marcher | null, fromMin: number, toMin: number, goingAt: GoingAt, dice: Dice): StepContact[] {
  const watched: Watched[] = groundUnits(state).map((g, index) => ({ g, index, id: g.unit.id, side: g.unit.side, x0: g.at.xM, y0: g.at.yM, marcher: carrierOf(g.unit.id), rM: (footprintIn(g, goingAt)?.frontageM ?? 0) / 2, reachM: g.ranges.reachM }));
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
  // Where a ground unit is at minute t: its start, moved as its march has moved by then (cached per march and minute).
  const seen = new Map<Marcher, { t: number; dx: number; dy: number }>();
  const where = (w: Watched, t: number): PointM => {
    const m = w.marcher;
    if (m === null) return { xM: w.x0, yM: w.y0 };
    let c = seen.get(m);
    if (c === undefined || c.t !== t) {
      const p = positionOnTrace(m.result.trace!, Math.min(t, m.haltMin ?? t) - m.startMin);
      seen.set(m, (c = { t, dx: p.xM - m.from.xM, dy: p.yM - m.from.yM }));
    }
    return { xM: w.x0 + c.dx, yM: w.y0 + c.dy };
  };
  const gapAt = (a: Watched, b: Watched) => (t: number) => {
    const p = where(a, t);
    const q = where(b, t);
    return Math.max(0, Math.hypot(p.xM - q.xM, p.yM - q.yM) - a.rM - b.rM);
  };
  const speedOf = new Map(moving.map((w) => [w.id, topSpeed(w.marcher!)]));
  const fastest = Math.max(0, ...speedOf.values());
  const dt = fastest > 0 ? Math.min(1, LOOK_EVERY_M / fastest) : 1;
  const movingNear = marchersNear(moving, maxR + maxReach);
  // Looks are booked by tick: tick k looks at fromMin + k·dt (the last at toMin); each march is booked for its next look.
  const ticks = Math.max(1, Math.ceil((toMin - fromMin) / dt - 1e-9));
  const booked: Watched[][] = Array.from({ length: ticks + 1 }, () => []);
  booked[0]!.push(...moving);
  let tick = 0;
  const lastLook = new Map(moving.map((w) => [w.id, fromMin]));
  // Per pair of a march and an enemy (a.index × n + b.index): the first minute they could close to reach, and when that was worked out.
  const pairDue = new Map<number, number>();
  const pairSeen = new Map<number, number>();
  const pending: Pending[] = [];
  const begun: StepContact[] = [];
  const begunOf = new Map<UnitId, StepContact>();
  const inPending = new Map<UnitId, Pending>();
  const gradeRank = (w: Watched) => NQM_GRADES.indexOf(w.g.unit.grade);
  /** Whether ground unit `id` is marching at minute `t`: its march has begun, not ended and not halted. */
  const isMoving = (id: UnitId, t: number) => {
    const m = byId.get(id)!.marcher;
    return m !== null && m.haltMin === null && m.startMin <= t + 1e-9 && t < m.startMin + m.result.minutesUsed - 1e-9;
  };

  /** `w` in contact `c` from minute `at`: its march halts there (a march not moving then is no mover of the contact). */
  const enter = (c: StepContact, w: Watched, at: number) => {
    const m = w.marcher;
    if (m !== null && m.haltMin === null) {
      if (isMoving(w.id, at)) c.movers.add(w.id);
      m.haltMin = Math.min(Math.max(at, m.startMin), m.startMin + m.result.minutesUsed);
      seen.delete(m);
    }
    begunOf.set(w.id, c);
  };

  const begin = (p: Pending, atMin: number) => {
    const blueIds = [...p.units].filter((id) => byId.get(id)!.side === 'blue');
    const redIds = [...p.units].filter((id) => byId.get(id)!.side !== 'blue');
    const pairs: ContactPairRecord[] = [...p.pairs.values()].map(([b, r]) => {
      const gapM = gapAt(byId.get(b)!, byId.get(r)!)(atMin);
      const isRecce = (b === p.recceId && r === p.defenderId) || (r === p.recceId && b === p.defenderId);
      const ranges = isRecce ? byId.get(p.defenderId!)!.g.ranges : longerReach(byId.get(b)!, byId.get(r)!);
      return { blueId: b, redId: r, gapM: Math.round(gapM), band: bandOf(gapM, ranges) };
    });
    const movers = new Set([...p.units].filter((id) => isMoving(id, atMin)));
    const closest = pairs.reduce((m, x) => (x.gapM < m.gapM ? x : m));
    const a = where(byId.get(closest.blueId)!, atMin);
    const b = where(byId.get(closest.redId)!, atMin);
    const c: StepContact = { atMin, blueIds, redIds, pairs, recceId: p.recceId, defenderId: p.defenderId, opening: p.opening, movers, at: { xM: (a.xM + b.xM) / 2, yM: (a.yM + b.yM) / 2 } };
    begun.push(c);
    for (const id of p.units) {
      enter(c, byId.get(id)!, atMin);
      inPending.delete(id);
    }
    for (const [k] of p.pairs) held.add(k);
  };

  const look = (t0: number, t1: number) => {
    // Contacts sighted earlier that the defender now opens fire on.
    for (const p of [...pending]) {
      // The defender opens fire when any unit of the look comes within the range it holds its fire to.
      let when: number | null = null;
      for (const [b, r] of p.pairs.values()) {
        const w = firstMinuteWithin(gapAt(byId.get(b)!, byId.get(r)!), t0, t1, p.opensGapM);
        if (w !== null && (when === null || w < when)) when = w;
      }
      if (when !== null) {
        pending.splice(pending.indexOf(p), 1);
        begin(p, when);
      }
    }
    // New sightings: a marching ground unit within reach of an enemy it has no contact with. Each march
    // is looked at again only when it could have closed the clearance it had at its last look.
    const found: { a: Watched; b: Watched; tMin: number; gapM: number }[] = [];
    for (const a of booked[tick]!) {
      const m = a.marcher!;
      if (m.haltMin !== null || lastLook.get(a.id)! >= m.startMin + m.result.minutesUsed) continue; // halted, or ended at its last look
      if (t1 < m.startMin) {
        // Not begun yet: looked at from the tick its march begins in.
        booked[Math.min(ticks, Math.max(tick + 1, Math.ceil((m.startMin - fromMin) / dt - 1e-9)))]!.push(a);
        lastLook.set(a.id, m.startMin);
        continue;
      }
      const from = lastLook.get(a.id)!;
      lastLook.set(a.id, t1);
      const p = where(a, t1);
      const box = a.rM + maxR + maxReach + LOOK_AHEAD_M;
      const near = still.length === 0 ? [] : index.search(p.xM - box, p.yM - box, p.xM + box, p.yM + box).map((i) => still[i]!);
      const marching = movingNear.get(a.id)!;
      const va = speedOf.get(a.id)!;
      let soonest = Infinity; // the first minute any pair of this look could close to reach
      for (const list of [near, marching]) {
        for (const b of list) {
          if (b.side === a.side) continue;
          const pairKey = a.index * watched.length + b.index;
          const due = pairDue.get(pairKey);
          if (due !== undefined && due > t1) {
            soonest = Math.min(soonest, due);
            continue;
          }
          const key = a.side === 'blue' ? contactPairKey(a.id, b.id) : contactPairKey(b.id, a.id);
          if (held.has(key) || inPending.get(a.id)?.pairs.has(key)) continue;
          const limit = Math.max(a.reachM, b.reachM);
          const gap = gapAt(a, b);
          const now = gap(t1);
          if (now <= limit) {
            const tMin = firstMinuteWithin(gap, pairSeen.get(pairKey) ?? from, t1, limit) ?? t1;
            found.push({ a, b, tMin, gapM: Math.min(limit, gap(tMin)) });
            continue;
          }
          // This pair cannot close to reach before its gap over reach is run down at both marches' speed.
          const closing = va + (b.marcher !== null ? speedOf.get(b.id)! : 0);
          const next = closing > 0 ? t1 + Math.max(dt, (now - limit) / closing) : Infinity;
          pairDue.set(pairKey, next);
          pairSeen.set(pairKey, t1);
          soonest = Math.min(soonest, next);
        }
      }
      // Nothing past the look's box can close to reach before this march has gone the box's margin.
      const margin = va + (marching.length > 0 ? fastest : 0);
      const next = Math.min(soonest, margin > 0 ? t1 + Math.max(dt, LOOK_AHEAD_M / margin) : Infinity);
      const k = Math.max(tick + 1, Math.ceil((next - fromMin) / dt - 1e-9));
      if (k <= ticks) booked[k]!.push(a);
    }
    // In time order; at one minute the nearest enemy first (the area the recce looks at, and the first to
    // open fire), then the best-graded: the pair the look is rolled for.
    const gapOf = (f: (typeof found)[number]) => gapAt(f.a, f.b)(f.tMin);
    found.sort((x, y) => x.tMin - y.tMin || gapOf(x) - gapOf(y) || gradeRank(x.b) - gradeRank(y.b));
    for (const f of found) sight(f.a, f.b, f.tMin, f.gapM);
  };

  const sight = (a: Watched, b: Watched, tMin: number, sightedGapM: number) => {
    const [blue, red] = a.side === 'blue' ? [a, b] : [b, a];
    const key = contactPairKey(blue.id, red.id);
    if (held.has(key)) return; // found from both ends of a pair of marches: begun already
    // A unit whose contact began this step is in it for the rest of the step: what it meets joins that contact.
    const into = begunOf.get(a.id) ?? begunOf.get(b.id);
    if (into) {
      const other = begunOf.get(a.id) === into ? b : a;
      if (begunOf.has(other.id) && begunOf.get(other.id) !== into) return; // each in a contact of its own already
      const at = Math.max(tMin, into.atMin);
      // A look the other unit is part of is overtaken: its units and pairs join the contact now.
      const look = inPending.get(other.id);
      if (look) {
        pending.splice(pending.indexOf(look), 1);
        for (const [b0, r0] of look.pairs.values()) {
          const [wb, wr] = [byId.get(b0)!, byId.get(r0)!];
          if (!held.has(contactPairKey(b0, r0))) joinContact(into, b0, r0, gapAt(wb, wr)(at), longerReach(wb, wr));
          held.add(contactPairKey(b0, r0));
        }
        for (const id of look.units) (enter(into, byId.get(id)!, at), inPending.delete(id));
      }
      joinContact(into, blue.id, red.id, gapAt(blue, red)(at), longerReach(blue, red));
      held.add(key);
      for (const w of [a, b]) enter(into, w, at);
      return;
    }
    const ga = inPending.get(a.id);
    const gb = inPending.get(b.id);
    if (ga && gb && ga !== gb) {
      // Two looks meet: they are one area now, under the first look's roll.
      pending.splice(pending.indexOf(gb), 1);
      for (const [k, pair] of gb.pairs) ga.pairs.set(k, pair);
      for (const id of gb.units) (ga.units.add(id), inPending.set(id, ga));
    }
    const joined = ga ?? gb;
    if (joined) {
      // "Advancing recce can only look at one area per hour" (004 §THE RECCE SEQUENCE): one look.
      joined.pairs.set(key, [blue.id, red.id]);
      for (const w of [a, b]) if (!inPending.has(w.id)) (joined.units.add(w.id), inPending.set(w.id, joined));
      // Marching into a marching enemy is a meeting engagement: it begins now, whatever the look awaited.
      if (isMoving(a.id, tMin) && isMoving(b.id, tMin) && pending.includes(joined)) {
        // No look: a meeting engagement has no recce sequence.
        Object.assign(joined, { recceId: null, defenderId: null, opening: null });
        pending.splice(pending.indexOf(joined), 1);
        begin(joined, tMin);
      }
      return;
    }
    const p: Pending = { units: new Set([a.id, b.id]), pairs: new Map([[key, [blue.id, red.id]]]), recceId: null, defenderId: null, opening: null, opensGapM: sightedGapM };
    const bothMove = isMoving(a.id, tMin) && isMoving(b.id, tMin);
    if (!bothMove) {
      const [recce, defender] = isMoving(a.id, tMin) ? [a, b] : [b, a];
      p.recceId = recce.id;
      p.defenderId = defender.id;
      p.opening = openContact(recce.g.unit.grade, defender.g.unit.grade, true, dice);
      const opens = contactOpensAtGap(p.opening, defender.g.ranges, sightedGapM);
      p.opensGapM = opens.gapM;
    }
    for (const id of p.units) inPending.set(id, p);
    if (bothMove || p.opensGapM >= sightedGapM) begin(p, tMin);
    else pending.push(p);
  };

  look(fromMin, fromMin);
  for (tick = 1; tick <= ticks; tick++) look(Math.min(toMin, fromMin + (tick - 1) * dt), Math.min(toMin, fromMin + tick * dt));
  return begun.sort((x, y) => x.atMin - y.atMin);
}

