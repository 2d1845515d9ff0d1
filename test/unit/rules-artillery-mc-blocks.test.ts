/**
 * The operational Monte Carlo runs its trials a block at a time, shoot by shoot across the block's
 * trials, each trial a column of the block's state. A whole run must still be exactly the trials
 * replayed one by one through `resolveNqmShoot` (004 §THE FIREPLAN, §WINNING THE FIREFIGHT TABLE,
 * §ARTILLERY EFFECT TABLE) with the same dice stream: trial t takes the t-th run of one die per HE
 * shoot. The plan here has every kind of shoot: effective on one and on several targets, hits going
 * round twice, targets wiped out, a unit both light and heavy fire can reach ("mixed"), harassing fire
 * and smoke.
 */
import { describe, expect, it } from 'vitest';
import { monteCarlo, resolveNqmShoot, type CompiledShoot, type ShootTarget } from '../../src/rules/artillery/index.ts';
import { seededDice } from '../../src/rules/dice.ts';

const target = (unitId: string, distanceM: number, over: Partial<ShootTarget> = {}): ShootTarget => ({ unitId, protection: 'open', bases: 3, distanceM, friendly: false, ...over });
const shoot = (atMin: number, over: Partial<CompiledShoot>): CompiledShoot => ({ serialId: 's', batteryId: 'b', atMin, shoot: 'effective', shell: 'HE', calibreMm: 77, targets: [], ...over });

function plan(): CompiledShoot[] {
  return [
    // 150 mm on three: up to 4 hits on open ground, so hits go round twice and small units vanish.
    shoot(600, { calibreMm: 150, targets: [target('A', 0, { bases: 2 }), target('B', 40), target('C', 90, { bases: 1 })] }),
    // 77 mm cannot disorganise the dug-in D; 150 mm can: D is mixed.
    shoot(620, { targets: [target('D', 0, { protection: 'dugIn', bases: 4 })] }),
    shoot(640, { calibreMm: 150, targets: [target('D', 0, { protection: 'dugIn', bases: 4 }), target('B', 70)] }),
    shoot(650, { shell: 'smoke', targets: [target('A', 0, { bases: 2 })] }),
    shoot(660, { shoot: 'harassing', calibreMm: 105, targets: [target('A', 0, { bases: 2 }), target('E', 60, { protection: 'dugIn' })] }),
    shoot(700, { calibreMm: 234, targets: [target('E', 0, { protection: 'dugIn' }), target('C', 20, { bases: 1 }), target('F', 50, { friendly: true, bases: 2 })] }),
    shoot(720, { calibreMm: 105, targets: [target('B', 10), target('A', 30, { bases: 2 })] }),
  ];
}

/** The run's summaries rebuilt by replaying `trials` trials one at a time through `resolveNqmShoot`. */
function replay(shoots: readonly CompiledShoot[], trials: number, seed: number) {
  const inOrder = shoots.slice().sort((x, y) => x.atMin - y.atMin);
  const dice = seededDice(seed);
  const lost = new Map<string, number[]>();
  const disorganised = new Map<string, number>();
  for (const s of inOrder) {
    for (const { unitId, bases } of s.targets) {
      if (!lost.has(unitId)) lost.set(unitId, new Array<number>(bases + 1).fill(0));
      disorganised.set(unitId, 0);
    }
  }
  for (let t = 0; t < trials; t++) {
    const remaining = new Map<string, number>();
    const lostNow = new Map<string, number>();
    const hit = new Set<string>();
    for (const s of inOrder) {
      const r = resolveNqmShoot(s, dice, remaining);
      for (const c of r.casualties) lostNow.set(c.unitId, (lostNow.get(c.unitId) ?? 0) + c.bases);
      r.disorganisedIds.forEach((id) => hit.add(id));
    }
    for (const [id, hist] of lost) {
      const k = lostNow.get(id) ?? 0;
      hist[k] = hist[k]! + 1;
    }
    hit.forEach((id) => disorganised.set(id, disorganised.get(id)! + 1));
  }
  return { lost, disorganised };
}

describe('the Monte Carlo in blocks', () => {
  it('is exactly the trials replayed one by one, whatever the chunk', () => {
    const trials = 600;
    for (const seed of [3, 71]) {
      const want = replay(plan(), trials, seed);
      for (const chunk of [1, 37, 500]) {
        const got = monteCarlo(plan(), { trials, seed, chunk });
        expect(got.units.map((u) => [u.unitId, u.histogram, Math.round(u.pDisorganised * trials)])).toEqual(
          got.units.map((u) => [u.unitId, want.lost.get(u.unitId), want.disorganised.get(u.unitId)]),
        );
      }
    }
  });

  it('meets every case: hits going round twice, a unit wiped out, a mixed unit disorganised by one shoot and not the other', () => {
    const r = monteCarlo(plan(), { trials: 2000, seed: 5 });
    const by = Object.fromEntries(r.units.map((u) => [u.unitId, u]));
    // C (1 base) is often wiped out; A (2 bases) sometimes loses both to the 150 mm's second round.
    expect(by.C!.histogram[1]).toBeGreaterThan(0);
    expect(by.A!.histogram[2]).toBeGreaterThan(0);
    // D is disorganised only when the 150 mm takes a base off it, never by the 77 mm alone.
    expect(by.D!.pDisorganised).toBeGreaterThan(0);
    expect(by.D!.pDisorganised).toBeLessThan(1 - by.D!.histogram[0]! / 2000);
  });
});
