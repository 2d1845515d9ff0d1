/**
 * The operational Monte Carlo runs its trials a block at a time, shoot by shoot across the block's
 * trials, each trial a column of the block's state. A whole run must still be exactly the trials
 * replayed one by one through `resolveNqmShoot` (004 §THE FIREPLAN, §WINNING THE FIREFIGHT TABLE,
 * §ARTILLERY EFFECT TABLE) with the same dice stream: trial t takes the t-th run of one die per HE
 * shoot. The plan here has every kind of shoot: effective on one and on several targets, hits going
 * round twice, targets wiped out, a unit both light and heavy fire can reach ("mixed"), harassing fire
 * and smoke.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monteCarlo, resolveNqmShoot, type CompiledShoot, type ShootTarget } from '../../src/rules/artillery/index.ts';
import { compileShoots, newWork, runTrials } from '../../src/rules/artillery/mcKernel.ts';
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
    // Units of one base each where only some fire can disorganise them, so a wrong mark shows: 77 mm on
    // the dug-in H and I, then 150 mm on H (H is mixed), 150 mm on G in the open, and harassing fire that
    // must pass over a unit already wiped out.
    shoot(605, { targets: [target('H', 0, { protection: 'dugIn', bases: 1 }), target('I', 30, { protection: 'dugIn', bases: 1 })] }),
    shoot(615, { calibreMm: 150, targets: [target('H', 0, { protection: 'dugIn', bases: 1 })] }),
    shoot(616, { calibreMm: 150, targets: [target('G', 0, { bases: 1 })] }),
    shoot(630, { shoot: 'harassing', calibreMm: 105, targets: [target('H', 0, { protection: 'dugIn', bases: 1 }), target('I', 30, { protection: 'dugIn', bases: 1 })] }),
  ];
}

/** The run and the replay side by side, unit by unit (every unit either names, in the replay's order). */
function sideBySide(shoots: readonly CompiledShoot[], trials: number, seed: number, chunk: number) {
  const want = replay(shoots, trials, seed);
  const got = new Map(monteCarlo(shoots.slice(), { trials, seed, chunk }).units.map((u) => [u.unitId, u]));
  const ids = [...new Set([...want.lost.keys(), ...got.keys()])];
  return {
    got: ids.map((id) => [id, got.get(id)?.histogram, got.has(id) ? Math.round(got.get(id)!.pDisorganised * trials) : undefined]),
    want: ids.map((id) => [id, want.lost.get(id), want.disorganised.get(id)]),
  };
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
      for (const chunk of [1, 37, 500]) {
        const { got, want } = sideBySide(plan(), trials, seed, chunk);
        expect(got).toEqual(want);
      }
    }
  });

  it('is exactly the trials replayed for random plans (fast-check)', () => {
    const targetArb = fc.record({
      unit: fc.integer({ min: 0, max: 7 }),
      distanceM: fc.integer({ min: 0, max: 150 }),
    });
    const shootArb = fc.record({
      atMin: fc.integer({ min: 0, max: 300 }),
      kind: fc.constantFrom('effective', 'effective', 'harassing', 'smoke'),
      calibreMm: fc.constantFrom(77, 105, 150, 234),
      targets: fc.array(targetArb, { minLength: 0, maxLength: 5 }),
    });
    // Each unit keeps one protection and one number of bases (0 to 4) in a plan.
    const unitArb = fc.array(fc.record({ protection: fc.constantFrom('open', 'dugIn', 'fort' as const), bases: fc.integer({ min: 0, max: 4 }) }), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(shootArb, { minLength: 1, maxLength: 40 }), unitArb, fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 120 }), (raw, units, trials, seed, chunk) => {
        const shoots = raw.map((r, i) =>
          shoot(r.atMin, {
            serialId: `s${i}`,
            shoot: r.kind === 'harassing' ? 'harassing' : 'effective',
            shell: r.kind === 'smoke' ? 'smoke' : 'HE',
            calibreMm: r.calibreMm,
            // One mention of a unit a shoot, as the compiler gives them.
            targets: [...new Map(r.targets.map((t) => [t.unit, t])).values()].map((t) => target(`U${t.unit}`, t.distanceM, units[t.unit]!)),
          }),
        );
        const { got, want } = sideBySide(shoots, trials, seed, chunk);
        expect(got).toEqual(want);
      }),
      { numRuns: 120, seed: 20261126 },
    );
  });

  it('refuses a block larger than its working state, or short of dice', () => {
    const c = compileShoots(plan());
    const w = newWork(c, 4);
    expect(() => runTrials(c, w, new Array<number>(8 * c.S).fill(1), 8)).toThrow(`runTrials: n must be a whole number from 1 to 4, got 8`);
    expect(() => runTrials(c, w, [1, 2], 2)).toThrow(`runTrials: 2 trials need ${2 * c.S} dice, got 2`);
    expect(() => newWork(c, 0)).toThrow('newWork: blockTrials must be a whole number ≥ 1, got 0');
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
