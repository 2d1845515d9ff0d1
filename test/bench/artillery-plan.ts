/**
 * The synthetic divisional fire plan of the artillery benchmarks (a divisional
 * plan: ≈ 60 serials, ≈ 40 target units), shared by the Node bench (`artillery-bench.ts`) and the
 * browser worker bench (`effect-bench-page.ts`, `effect-bench-dice.worker.ts`); no Node or DOM APIs
 * here, so it bundles for a page and a worker.
 *
 * `divisionalPlan(seed)` is seeded (pure-rand xoroshiro128+): 24 batteries (12 field guns 77 mm,
 * 6 light howitzers 105 mm, 4 heavy howitzers 150 mm, 2 siege guns 234 mm) fire 60 serials at 40
 * target units (34 companies of 3–6 bases, 6 battalions of 8–12; a quarter dug in, one in ten
 * fortified) spread over a 6 × 3 km front. Each serial: 2–5 batteries, 20–120 minutes, three in four
 * effective, one in ten smoke, aimed within 100 m of a unit (each unit once, then at random); its
 * targets are the units within the 150 m beaten zone plus half their frontage (company 150 m,
 * battalion 500 m), as the campaign layer compiles them; each battery fires one shoot per started
 * hour (harassing: per started 2 hours).
 *
 * `drawMonteCarloDice` is the benches' baseline: the dice `monteCarlo` draws, from the same seeded
 * generator in the same call sizes, each read once and nothing else done.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { monteCarloRollSizes, serialShootTimesMin, type CompiledShoot, type Protection, type ShootTarget } from '../../src/rules/artillery/index.ts';
import { BEATEN_ZONE_RADIUS_M, TARGET_HALF_FRONTAGE_M } from '../../src/rules/tables/nqmArtillery.ts';
import { seededDice } from '../../src/rules/dice.ts';

type Unit = { id: string; xM: number; yM: number; halfFrontageM: number; bases: number; protection: Protection };

/** The synthetic divisional plan's compiled shoots, and its serials, batteries and units (see the module note). */
export function divisionalPlan(seed = 1917): { shoots: CompiledShoot[]; serials: number; batteries: number; units: number } {
  const rng = xoroshiro128plus(seed);
  const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
  const calibres = [...Array<number>(12).fill(77), ...Array<number>(6).fill(105), ...Array<number>(4).fill(150), 234, 234];
  const units: Unit[] = Array.from({ length: 40 }, (_, i) => {
    const battalion = i >= 34;
    const roll = int(1, 20);
    return {
      id: `u${i}`,
      xM: int(0, 6000),
      yM: int(0, 3000),
      halfFrontageM: battalion ? TARGET_HALF_FRONTAGE_M.battalion : TARGET_HALF_FRONTAGE_M.company,
      bases: battalion ? int(8, 12) : int(3, 6),
      protection: roll <= 2 ? 'fort' : roll <= 7 ? 'dugIn' : 'open',
    };
  });
  const shoots: CompiledShoot[] = [];
  for (let s = 0; s < 60; s++) {
    const aimAt = units[s < units.length ? s : int(0, units.length - 1)]!;
    const aim = { xM: aimAt.xM + int(-100, 100), yM: aimAt.yM + int(-100, 100) };
    const targets: ShootTarget[] = units.flatMap((u) => {
      const d = Math.hypot(u.xM - aim.xM, u.yM - aim.yM);
      return d <= BEATEN_ZONE_RADIUS_M + u.halfFrontageM ? [{ unitId: u.id, protection: u.protection, bases: u.bases, distanceM: d, friendly: false }] : [];
    });
    const shoot = int(1, 4) === 1 ? 'harassing' : 'effective';
    const shell = int(1, 10) === 1 ? 'smoke' : 'HE';
    const startMin = 300 + 10 * int(0, 24);
    const durationMin = 10 * int(2, 12);
    const firing = new Set<number>();
    for (let n = int(2, 5); firing.size < n; ) firing.add(int(0, calibres.length - 1));
    for (const b of firing) {
      for (const atMin of serialShootTimesMin(shoot, startMin, durationMin)) {
        shoots.push({ serialId: `s${s + 1}`, batteryId: `bty${b + 1}`, atMin, shoot, shell, calibreMm: calibres[b]!, targets });
      }
    }
  }
  return { shoots, serials: 60, batteries: calibres.length, units: units.length };
}

/** The dice one trial of `monteCarlo` draws for `shoots`: one D6 per HE shoot. */
export function dicePerTrial(shoots: readonly CompiledShoot[]): number {
  return shoots.filter((s) => s.shell === 'HE').length;
}

/**
 * The baseline: `trials × perTrial` dice from `seededDice(seed)` in the Monte Carlo's call sizes
 * (`monteCarloRollSizes` per chunk of `chunk` trials), each read once (summed, so nothing is optimised
 * away); `onChunk(done)` after each chunk (the worker's progress message). Returns the sum.
 */
export function drawMonteCarloDice(trials: number, perTrial: number, seed: number, chunk: number, onChunk?: (done: number) => void): number {
  const dice = seededDice(seed);
  let sum = 0;
  for (let done = 0; done < trials; done += chunk) {
    const n = Math.min(chunk, trials - done);
    for (const k of monteCarloRollSizes(n, perTrial)) {
      const buf = dice.roll(k * perTrial, 'baseline');
      for (let i = 0; i < buf.length; i++) sum += buf[i]!;
    }
    onChunk?.(done + n);
  }
  return sum;
}
