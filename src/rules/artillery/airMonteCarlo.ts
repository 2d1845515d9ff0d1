/**
 * The expected effect of a fire plan with air sorties (`air.ts`): a seeded Monte Carlo that, trial by trial,
 * resolves the plan's shoots and sorties in time order exactly as firing it for real does
 * (`resolveNqmShoot`, `resolveAirSortie`), with the bases each unit has left. The anti-aircraft fight
 * decides how many attacks go in, so the number of dice differs from trial to trial: the dice are drawn
 * from one `seededDice(seed)` stream as they are needed. Plans without sorties use the faster kernel
 * (`monteCarlo`, `mcKernel.ts`), which gives the same distribution.
 */
import { seededDice } from '../dice.ts';
import { checkSortie, resolveAirSortie, type AirSortie } from './air.ts';
import { checkMonteCarloOptions, summarise, type MonteCarloOptions, type MonteCarloResult } from './monteCarlo.ts';
import { checkShoot, resolveNqmShoot, type CompiledShoot, type ShootResult } from './nqmShoot.ts';

type Event = { atMin: number; order: number } & ({ shoot: CompiledShoot } | { sortie: AirSortie });

/**
 * Run `opts.trials` trials of `shoots` and `sorties` (see the file comment). Units appear in the order
 * first named (shoot targets, then each sortie's air unit, AA units and targets); a unit's bases are
 * those of its first mention. `onProgress`, `shouldStop` and `chunk` as `monteCarlo`. Throws `RangeError`
 * naming a bad shoot, sortie or option.
 */
export function monteCarloAir(shoots: readonly CompiledShoot[], sorties: readonly AirSortie[], opts: MonteCarloOptions): MonteCarloResult {
  const { trials, chunk } = checkMonteCarloOptions(opts, 'monteCarloAir');
  shoots.forEach((s, i) => checkShoot(s, `monteCarloAir: shoots[${i}]`));
  sorties.forEach((s, i) => checkSortie(s, `monteCarloAir: sorties[${i}]`));
  const index = new Map<string, number>();
  const unitIds: string[] = [];
  const friendly: number[] = [];
  const initial: number[] = [];
  const meet = (id: string, bases: number, isFriend: boolean) => {
    if (index.has(id)) return;
    index.set(id, unitIds.length);
    unitIds.push(id);
    friendly.push(isFriend ? 1 : 0);
    initial.push(bases);
  };
  for (const s of shoots) for (const t of s.targets) meet(t.unitId, t.bases, t.friendly);
  for (const s of sorties) {
    meet(s.air.unitId, s.air.stands, true);
    for (const a of s.aa) meet(a.unitId, a.stands, false);
    for (const t of s.targets) meet(t.unitId, t.bases, t.friendly);
  }
  const events: Event[] = [...shoots.map((shoot, i) => ({ atMin: shoot.atMin, order: i, shoot })), ...sorties.map((sortie, i) => ({ atMin: sortie.atMin, order: shoots.length + i, sortie }))];
  events.sort((a, b) => a.atMin - b.atMin || a.order - b.order);
  const U = unitIds.length;
  const stride = Math.max(0, ...initial) + 1;
  const hist = new Int32Array(U * stride);
  const disorganised = new Int32Array(U);
  const dice = seededDice(opts.seed);
  const hit = new Uint8Array(U);
  let done = 0;
  let stopped = false;
  const mark = (r: ShootResult) => {
    for (const id of r.disorganisedIds) hit[index.get(id)!] = 1;
  };
  while (done < trials) {
    const n = Math.min(chunk, trials - done);
    for (let t = 0; t < n; t++) {
      const remaining = new Map<string, number>();
      hit.fill(0);
      for (const e of events) {
        if ('shoot' in e) mark(resolveNqmShoot(e.shoot, dice, remaining));
        else resolveAirSortie(e.sortie, dice, remaining).attacks.forEach(mark);
      }
      for (let u = 0; u < U; u++) {
        const id = unitIds[u]!;
        const lost = initial[u]! - (remaining.get(id) ?? initial[u]!);
        hist[u * stride + lost] = hist[u * stride + lost]! + 1;
        disorganised[u] = disorganised[u]! + hit[u]!;
      }
    }
    done += n;
    opts.onProgress?.(done);
    if (done < trials && opts.shouldStop?.() === true) {
      stopped = true;
      break;
    }
  }
  return { trials: done, stopped, units: summarise(unitIds, friendly, initial, { stride, hist, disorganised }, done) };
}
