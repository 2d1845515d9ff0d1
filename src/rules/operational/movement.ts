/**
 * Movement on the campaign map at NQM rates (`../shared/seeds/004_4c7ef6319257dc11.txt` §MOVEMENT,
 * §MOVEMENT RATES TABLE): a unit walks its route for some minutes at the rate of its mobility and mode,
 * slowed off the roads by the going (`GOING_FACTOR`, a *ruling (ours)*) and held to roads where the
 * table gives no rate. Tables: `../tables/nqm.ts`, `../tables/nqmGround.ts`. Positions in grid-local
 * ground metres (x east, y north), rates in km/h, times in minutes.
 */
import type { PointM } from '../bound/types.ts';
import { nqmMoveRateKph } from '../nqm.ts';
import { NQM_CAMPAIGN_HOURS_PER_DAY, type NqmMobility, type NqmMoveMode } from '../tables/nqm.ts';
import { GOING_FACTOR } from '../tables/nqmGround.ts';

/** The going at a point: its movement class and whether a road runs there. */
export type Going = { move: 'open' | 'rough' | 'impractical'; road: boolean };
/** The going at a point of grid-local (or engagement-local) metres. `march` reuses one point object for every call: copy it to keep it. */
export type GoingAt = (p: PointM) => Going;

/**
 * One march: from `from` through `waypoints` in order, for `minutes` (≥ 0) of movement, at the rate of
 * `mobility` in `mode`, reading the ground with `goingAt`; the route is cut into stretches of at most
 * `sampleM` metres (default 50); `trace` asks for the march's points in time (`MarchResult.trace`).
 */
export type MarchInput = {
  from: PointM;
  waypoints: readonly PointM[];
  mobility: NqmMobility;
  mode: NqmMoveMode;
  minutes: number;
  goingAt: GoingAt;
  sampleM?: number;
  trace?: boolean;
  /**
   * The rate over each kind of ground, km/h (null: none), in place of *NQM*'s (`stretchRateKph`) — an optional
   * module's movement chart (e.g. De Rosa's, `../deRosaMovement.ts`). Asked once per kind of ground.
   */
  rateKph?: (going: Going) => number | null;
};
/** Why a march stopped short: ground it cannot cross ('impractical'), off the road in road march ('offRoad'), or no rate in its mode ('noRate'). */
export type MarchStop = { reason: 'impractical' | 'offRoad' | 'noRate'; at: PointM };
/**
 * What a march did: where it ended (`to`), how many waypoints it reached, metres covered, minutes spent
 * moving, whether it reached the last waypoint, and why it stopped short (null: it arrived or ran out of time).
 */
export type MarchResult = { to: PointM; waypointsPassed: number; distanceM: number; minutesUsed: number; arrived: boolean; stop: MarchStop | null; trace?: MarchPoint[] };
/**
 * One point of a march in time: where the unit is (`xM`, `yM`), after `tMin` minutes of movement and
 * `distanceM` metres, with `passed` waypoints reached. Between two points of a trace the unit moves in a
 * straight line at a steady rate, so its position at any minute is read by interpolation.
 */
export type MarchPoint = { xM: number; yM: number; tMin: number; distanceM: number; passed: number };

const MOVES = ['open', 'rough', 'impractical'] as const;

function checkGoing(going: Going, where: string): void {
  if (typeof going !== 'object' || going === null || !MOVES.includes(going.move) || typeof going.road !== 'boolean') {
    throw new RangeError(`${where}: expected { move: open | rough | impractical, road: boolean }, got ${JSON.stringify(going)}`);
  }
}

/**
 * The rate over one stretch of ground, km/h, or `null` for no rate. Source: 004 §MOVEMENT RATES TABLE
 * ("The Road March move rate normally only applies to … units … moving non-tactically on roads";
 * "Further penalize movement for … bad going"). Road march on a road → the road march rate; road march
 * off the road → the move-to-contact rate × `GOING_FACTOR[move]` (null when that rate is null, e.g.
 * horse-drawn: held to roads); other modes → the mode's rate, × 1 on a road, × `GOING_FACTOR[move]` off
 * it (0 on impractical ground off a road). Throws `RangeError` naming `mobility`, `mode` or `going`.
 */
export function stretchRateKph(mobility: NqmMobility, mode: NqmMoveMode, going: Going): number | null {
  const rate = nqmMoveRateKph(mobility, mode);
  checkGoing(going, 'going');
  if (going.road) return rate;
  const offRoad = mode === 'roadMarch' ? nqmMoveRateKph(mobility, 'moveToContact') : rate;
  return offRoad === null ? null : offRoad * GOING_FACTOR[going.move];
}

function checkPoint(p: PointM, name: string): void {
  if (typeof p !== 'object' || p === null || !Number.isFinite(p.xM) || !Number.isFinite(p.yM)) {
    throw new RangeError(`${name}: expected a point { xM, yM } of finite metres, got ${JSON.stringify(p)}`);
  }
}

/**
 * Walk a unit's route for `input.minutes` of movement (004 §MOVEMENT RATES TABLE). Each leg (from the
 * current point to the next waypoint) is cut into equal stretches of at most `sampleM` metres; each
 * stretch takes the going at its midpoint (`stretchRateKph`). A stretch with no rate stops the march at
 * its start ('offRoad' in road march, else 'noRate'); a rate of 0 stops it with 'impractical'. A
 * stretch takes `lengthM / (rateKph × 1000 / 60)` minutes (time over a run of stretches at one rate is
 * computed as one sum, so uniform ground gives exact figures); when the time left does not cover a whole
 * stretch the unit moves the part it can. A waypoint on the current point (a leg of 0 m) is reached at
 * once. With no waypoints the march has arrived where it stands. Throws `RangeError` naming the bad
 * argument: `from`, `waypoints[i]` (non-finite), `minutes` (negative or non-finite), `sampleM` (≤ 0),
 * `mobility`, `mode`, `goingAt` (not a function) or the going it returned.
 */
export function march(input: MarchInput): MarchResult {
  const { from, waypoints, mobility, mode, minutes, goingAt } = input;
  const sampleM = input.sampleM ?? 50;
  checkPoint(from, 'from');
  if (!Array.isArray(waypoints)) throw new RangeError(`waypoints: expected an array of points, got ${JSON.stringify(waypoints)}`);
  waypoints.forEach((w, i) => checkPoint(w, `waypoints[${i}]`));
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`minutes: expected a finite number ≥ 0, got ${String(minutes)}`);
  if (!Number.isFinite(sampleM) || sampleM <= 0) throw new RangeError(`sampleM: expected a finite number of metres > 0, got ${String(sampleM)}`);
  nqmMoveRateKph(mobility, mode);
  if (typeof goingAt !== 'function') throw new RangeError('goingAt: expected a function (p: PointM) => Going');

  // The rate of each kind of ground, worked out once: index = move × 2 + road (see `goingIndex`).
  const rates = GOING_KINDS.map((g) => (input.rateKph ? input.rateKph(g) : stretchRateKph(mobility, mode, g)));
  rates.forEach((r, i) => {
    if (r !== null && (!Number.isFinite(r) || r < 0)) throw new RangeError(`rateKph: expected km/h ≥ 0 or null for ${JSON.stringify(GOING_KINDS[i])}, got ${String(r)}`);
  });
  const probe: PointM = { xM: 0, yM: 0 }; // the midpoint handed to goingAt (reused: goingAt must not keep it)
  let usedMin = 0; // minutes spent so far
  let runRate = NaN; // rate of the current run of stretches (km/h)
  let runStartMin = 0; // minutes spent before the current run
  let runM = 0; // metres covered in the current run
  let doneM = 0; // metres of the legs already finished
  let at: PointM = { xM: from.xM, yM: from.yM };
  const trace: MarchPoint[] | undefined = input.trace === true ? [{ xM: from.xM, yM: from.yM, tMin: 0, distanceM: 0, passed: 0 }] : undefined;
  const mark = (p: PointM, distanceM: number, passed: number) => {
    const last = trace![trace!.length - 1]!;
    if (last.tMin === usedMin && last.distanceM === distanceM) last.passed = passed;
    else trace!.push({ xM: p.xM, yM: p.yM, tMin: usedMin, distanceM, passed });
  };
  const result = (to: PointM, passed: number, distanceM: number, stop: MarchStop | null): MarchResult => {
    if (trace) mark(to, distanceM, passed);
    const r: MarchResult = { to, waypointsPassed: passed, distanceM, minutesUsed: usedMin, arrived: passed === waypoints.length, stop };
    if (trace) r.trace = trace;
    return r;
  };

  for (let w = 0; w < waypoints.length; w++) {
    const a = at;
    const b = waypoints[w]!;
    const dx = b.xM - a.xM;
    const dy = b.yM - a.yM;
    const legM = Math.sqrt(dx * dx + dy * dy);
    const n = Math.ceil(legM / sampleM);
    const stretchM = n === 0 ? 0 : legM / n;
    const point = (steps: number): PointM => ({ xM: a.xM + (dx * steps) / n, yM: a.yM + (dy * steps) / n });
    for (let k = 0; k < n; k++) {
      if (usedMin >= minutes) return result(k === 0 ? a : point(k), w, doneM + (legM * k) / n, null);
      probe.xM = a.xM + (dx * (k + 0.5)) / n;
      probe.yM = a.yM + (dy * (k + 0.5)) / n;
      const rate = rates[goingIndex(goingAt(probe), probe)]!;
      if (rate === null || rate === 0) {
        const start = k === 0 ? a : point(k);
        const reason = rate === 0 ? 'impractical' : mode === 'roadMarch' ? 'offRoad' : 'noRate';
        return result(start, w, doneM + (legM * k) / n, { reason, at: { xM: start.xM, yM: start.yM } });
      }
      if (rate !== runRate) {
        // A new rate: the trace keeps a point where it starts (between two points the rate and the line are steady).
        if (trace) mark(k === 0 ? a : point(k), doneM + (legM * k) / n, w);
        runRate = rate;
        runStartMin = usedMin;
        runM = 0;
      }
      const endMin = runStartMin + ((runM + stretchM) * 60) / (rate * 1000);
      if (endMin <= minutes) {
        runM += stretchM;
        usedMin = endMin;
        continue;
      }
      const partM = Math.min(stretchM, Math.max(0, ((minutes - runStartMin) * rate * 1000) / 60 - runM));
      usedMin = minutes;
      return result(point(k + partM / stretchM), w, doneM + (legM * k) / n + partM, null);
    }
    doneM += legM;
    at = { xM: b.xM, yM: b.yM };
    if (trace) mark(at, doneM, w + 1);
  }
  return result(at, waypoints.length, doneM, null);
}

/** Every kind of ground a stretch can have, in `goingIndex` order (move × 2 + road). */
const GOING_KINDS: readonly Going[] = MOVES.flatMap((move) => [
  { move, road: false },
  { move, road: true },
]);
const MOVE_INDEX: Readonly<Record<string, number>> = { open: 0, rough: 1, impractical: 2 };

/** The index of `going` in `GOING_KINDS`; throws `RangeError` naming the point for a malformed going. */
function goingIndex(going: Going, where: PointM): number {
  const m = typeof going === 'object' && going !== null && Object.hasOwn(MOVE_INDEX, going.move) ? MOVE_INDEX[going.move]! : -1;
  if (m < 0 || typeof going.road !== 'boolean') checkGoing(going, `goingAt({ xM: ${where.xM}, yM: ${where.yM} })`);
  return m * 2 + (going.road ? 1 : 0);
}

/**
 * Distance a unit covers in one campaign day, metres, or `null` where the table gives no rate. Source:
 * 004 §MOVEMENT RATES: "For campaign map moves, allow 12 x hourly rate per day to allow for halts etc."
 * (`NQM_CAMPAIGN_HOURS_PER_DAY` × rate × 1000). Throws `RangeError` naming `mobility` or `mode`.
 */
export function campaignDayM(mobility: NqmMobility, mode: NqmMoveMode): number | null {
  const rate = nqmMoveRateKph(mobility, mode);
  return rate === null ? null : NQM_CAMPAIGN_HOURS_PER_DAY * rate * 1000;
}
