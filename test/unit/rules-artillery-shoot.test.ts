/**
 * The operational shoot and the Monte Carlo (src/rules/artillery; 004 §THE FIREPLAN, §WINNING THE
 * FIREFIGHT TABLE, §ARTILLERY EFFECT TABLE; docs/RULINGS.md): scripted dice through `resolveNqmShoot`,
 * the Monte Carlo against the exact expectation and the analytic disorganisation probability,
 * reproducibility, cancelling, and a trial replayed shoot by shoot.
 */
import { describe, expect, it } from 'vitest';
import { exactExpectedCasualties, monteCarlo, nearestRank, resolveNqmShoot, type CompiledShoot, type EffectSummary, type ShootTarget } from '../../src/rules/artillery/index.ts';
import { scriptedDice, seededDice } from '../../src/rules/dice.ts';

const target = (unitId: string, distanceM: number, over: Partial<ShootTarget> = {}): ShootTarget => ({ unitId, protection: 'open', bases: 4, distanceM, friendly: false, ...over });
const shoot = (over: Partial<CompiledShoot> = {}): CompiledShoot => ({
  serialId: 's1', batteryId: 'bty', atMin: 600, shoot: 'effective', shell: 'HE', calibreMm: 77, targets: [target('A', 0)], ...over,
});

describe('resolveNqmShoot with scripted dice', () => {
  it('H against open, die 6: 4 hits shared one at a time, nearest first, across two units', () => {
    const remaining = new Map<string, number>();
    const r = resolveNqmShoot(shoot({ calibreMm: 150, targets: [target('far', 120), target('near', 30)] }), scriptedDice([6]), remaining);
    expect(r).toEqual({ dice: [6], hits: 4, casualties: [{ unitId: 'near', bases: 2 }, { unitId: 'far', bases: 2 }], disorganisedIds: ['near', 'far'], pinnedIds: ['near', 'far'] });
    expect([...remaining]).toEqual([['far', 2], ['near', 2]]);
  });
  it('an odd number of hits gives the nearest the extra one; a unit never loses more than it has', () => {
    const r = resolveNqmShoot(shoot({ calibreMm: 150, targets: [target('a', 10), target('b', 20)] }), scriptedDice([5]), new Map());
    expect(r.casualties).toEqual([{ unitId: 'a', bases: 2 }, { unitId: 'b', bases: 1 }]);
    const remaining = new Map([['a', 1]]);
    const s = resolveNqmShoot(shoot({ calibreMm: 150, targets: [target('a', 10), target('b', 20, { bases: 2 })] }), scriptedDice([6]), remaining);
    expect([s.hits, s.casualties]).toEqual([4, [{ unitId: 'a', bases: 1 }, { unitId: 'b', bases: 2 }]]);
    expect([...remaining]).toEqual([['a', 0], ['b', 0]]);
    const gone = resolveNqmShoot(shoot({ calibreMm: 150, targets: [target('a', 10), target('b', 20, { bases: 2 })] }), scriptedDice([6]), remaining);
    expect(gone).toEqual({ dice: [6], hits: 0, casualties: [], disorganisedIds: [], pinnedIds: [] });
  });
  it('reads the table against the nearest unit that still has bases', () => {
    const remaining = new Map([['fort', 0]]);
    const r = resolveNqmShoot(shoot({ calibreMm: 105, targets: [target('fort', 5, { protection: 'fort' }), target('open', 50)] }), scriptedDice([6]), remaining);
    expect([r.hits, r.casualties]).toEqual([3, [{ unitId: 'open', bases: 3 }]]);
  });
  it('a dug-in target under a 77 mm gun is pinned, not disorganised', () => {
    const r = resolveNqmShoot(shoot({ targets: [target('dug', 0, { protection: 'dugIn' })] }), scriptedDice([6]), new Map());
    expect(r).toEqual({ dice: [6], hits: 1, casualties: [{ unitId: 'dug', bases: 1 }], disorganisedIds: [], pinnedIds: ['dug'] });
  });
  it('harassing: no casualties, no pinning; disorganised only when the die scores and the calibre suffices', () => {
    const h = (die: number, t: ShootTarget[], calibreMm = 77) => resolveNqmShoot(shoot({ shoot: 'harassing', calibreMm, targets: t }), scriptedDice([die]), new Map());
    expect(h(1, [target('A', 0)])).toEqual({ dice: [1], hits: 0, casualties: [], disorganisedIds: [], pinnedIds: [] });
    expect(h(4, [target('A', 0)])).toEqual({ dice: [4], hits: 1, casualties: [], disorganisedIds: ['A'], pinnedIds: [] });
    expect(h(6, [target('A', 0, { protection: 'dugIn' })]).disorganisedIds).toEqual([]);
    // 234 mm is VERY HEAVY: H/open on the open target, H/dugIn on the fortified one (note 1's shift).
    expect(h(3, [target('open', 0), target('fort', 10, { protection: 'fort' })], 234).disorganisedIds).toEqual(['open', 'fort']);
    expect(h(2, [target('open', 0), target('fort', 10, { protection: 'fort' })], 234).disorganisedIds).toEqual(['open']);
  });
  it('smoke and gas roll nothing and do nothing at this scale', () => {
    const dice = scriptedDice([]);
    for (const shell of ['smoke', 'gas'] as const) expect(resolveNqmShoot(shoot({ shell }), dice, new Map())).toEqual({ dice: [], hits: 0, casualties: [], disorganisedIds: [], pinnedIds: [] });
  });
  it('names a bad shoot', () => {
    expect(() => resolveNqmShoot(shoot({ targets: [target('A', 0, { protection: 'trench' as 'open' })] }), scriptedDice([1]), new Map())).toThrow(
      'resolveNqmShoot: shoot.targets[0].protection must be one of open, dugIn, fort, got "trench"',
    );
    expect(() => resolveNqmShoot(shoot({ targets: [target('A', 0), target('A', 5)] }), scriptedDice([1]), new Map())).toThrow("shoot.targets[1].unitId 'A' is listed twice");
    expect(() => resolveNqmShoot(shoot({ calibreMm: 0 }), scriptedDice([1]), new Map())).toThrow('resolveNqmShoot: shoot.calibreMm must be a number of millimetres > 0, got 0');
  });
});

/** Mean and standard error of the mean from a histogram of n trials. */
function stats(u: EffectSummary, n: number): { mean: number; se: number } {
  let s = 0;
  let s2 = 0;
  u.histogram.forEach((c, k) => {
    s += c * k;
    s2 += c * k * k;
  });
  const mean = s / n;
  return { mean, se: Math.sqrt((s2 / n - mean * mean) / n) };
}

describe('Monte Carlo against exact values', () => {
  it('one L battery on one open company: E = (0+0+0+1+1+2)/6 = 2/3 a shoot, within 3 standard errors at 20,000 trials', () => {
    const shoots = [shoot()];
    expect(exactExpectedCasualties(shoots).get('A')).toBeCloseTo(2 / 3, 12);
    const r = monteCarlo(shoots, { trials: 20_000, seed: 1917 });
    const [u] = r.units;
    const { mean, se } = stats(u!, r.trials);
    expect(u!.meanCasualties).toBeCloseTo(mean, 12);
    expect(Math.abs(mean - 2 / 3)).toBeLessThan(3 * se);
    expect(se).toBeCloseTo(Math.sqrt(5 / 9 / 20_000), 3);
    expect(u!.histogram).toHaveLength(5);
    expect(u!.histogram.reduce((a, b) => a + b, 0)).toBe(20_000);
    // P(0) = 1/2, P(≤ 1) = 5/6: the 10th percentile is 0, the 90th 2; the median sits on the edge, so it follows the sample.
    expect([u!.p10, u!.p50, u!.p90]).toEqual([0, u!.histogram[0]! >= 10_000 ? 0 : 1, 2]);
    // Disorganised only when it takes a casualty ("Units that take casualties from artillery fire of a
    // heavy enough calibre in this way will be disorganised"): P(die ≥ 4) = 1/2.
    expect(Math.abs(u!.pDisorganised - 1 / 2)).toBeLessThan(3 * Math.sqrt(0.25 / 20_000));
  });
  it('three M shoots shared between an open and a dug-in unit: exact 5/2 and 1, within 3 standard errors', () => {
    const t = [target('A', 0, { bases: 10 }), target('B', 100, { protection: 'dugIn', bases: 10 })];
    const shoots = [0, 1, 2].map((i) => shoot({ batteryId: `b${i}`, calibreMm: 105, targets: t }));
    const exact = exactExpectedCasualties(shoots);
    expect([exact.get('A'), exact.get('B')].map((x) => Math.round(x! * 1e12) / 1e12)).toEqual([2.5, 1]);
    const r = monteCarlo(shoots, { trials: 20_000, seed: 7 });
    for (const u of r.units) {
      const { mean, se } = stats(u, r.trials);
      expect(Math.abs(mean - exact.get(u.unitId)!)).toBeLessThan(3 * se);
    }
    // A loses a base to a shoot on faces 3–6 (2/3); B only when the hits reach it, 2 or more (faces 5, 6: 1/3):
    // P(A disorganised) = 1 − (1/3)³ = 26/27, P(B) = 1 − (2/3)³ = 19/27.
    const p = r.units.map((u) => u.pDisorganised);
    expect(Math.abs(p[0]! - 26 / 27)).toBeLessThan(3 * Math.sqrt((26 / 27) * (1 / 27) / 20_000));
    expect(Math.abs(p[1]! - 19 / 27)).toBeLessThan(3 * Math.sqrt((19 / 27) * (8 / 27) / 20_000));
  });
  it('the chance of disorganisation by harassing fire matches its analytic value', () => {
    const shoots = [
      shoot({ shoot: 'harassing', atMin: 600, targets: [target('open', 0), target('dug', 60, { protection: 'dugIn' })] }),
      shoot({ shoot: 'harassing', atMin: 720, targets: [target('open', 0), target('dug', 60, { protection: 'dugIn' })] }),
      shoot({ shoot: 'harassing', calibreMm: 234, targets: [target('fort', 0, { protection: 'fort' })] }),
    ];
    const n = 20_000;
    const r = monteCarlo(shoots, { trials: n, seed: 99 });
    const p = Object.fromEntries(r.units.map((u) => [u.unitId, u.pDisorganised]));
    // L vs open scores on 4–6: 1 − (1/2)² over two shoots; 77 mm never disorganises dug-in troops;
    // 234 mm (VH: shifted to H against dug in, note 1) scores on fortified troops on 3–6 and beats 160 mm: 2/3.
    for (const [id, exact] of [['open', 3 / 4], ['fort', 2 / 3]] as const) expect(Math.abs(p[id]! - exact)).toBeLessThan(3 * Math.sqrt((exact * (1 - exact)) / n));
    expect(p.dug).toBe(0);
    expect(r.units.every((u) => u.meanCasualties === 0 && u.histogram[0] === n)).toBe(true);
  });
  it('refuses an exact expectation where a unit could run out of bases', () => {
    expect(() => exactExpectedCasualties([shoot({ calibreMm: 150, targets: [target('A', 0, { bases: 3 })] })])).toThrow(
      "exactExpectedCasualties: unit 'A' could lose all its 3 bases (up to 4 hits)",
    );
  });
});

describe('Monte Carlo mechanics', () => {
  const plan = (): CompiledShoot[] => [
    shoot({ batteryId: 'b1', atMin: 660, calibreMm: 150, targets: [target('A', 0, { bases: 3 }), target('B', 90, { bases: 2, protection: 'dugIn' })] }),
    shoot({ batteryId: 'b2', atMin: 600, calibreMm: 105, targets: [target('B', 10, { bases: 2, protection: 'dugIn' }), target('C', 40, { bases: 1, friendly: true })] }),
    shoot({ batteryId: 'b3', atMin: 600, shell: 'smoke', targets: [target('C', 0, { bases: 1, friendly: true })] }),
    shoot({ batteryId: 'b4', atMin: 630, shoot: 'harassing', calibreMm: 234, targets: [target('A', 0, { bases: 3 })] }),
  ];
  it('is reproducible: the same seed gives the same summary, whatever the chunk size', () => {
    const a = monteCarlo(plan(), { trials: 3000, seed: 42 });
    expect(monteCarlo(plan(), { trials: 3000, seed: 42, chunk: 7 })).toEqual(a);
    expect(monteCarlo(plan(), { trials: 3000, seed: 43 })).not.toEqual(a);
    expect(a.units.map((u) => [u.unitId, u.friendly, u.histogram.length])).toEqual([['A', false, 4], ['B', false, 3], ['C', true, 2]]);
  });
  it('a trial is the shoots in time order with the bases left: it replays through resolveNqmShoot', () => {
    const inTimeOrder = plan().sort((x, y) => x.atMin - y.atMin);
    for (let seed = 1; seed <= 40; seed++) {
      const mc = monteCarlo(plan(), { trials: 1, seed });
      const dice = seededDice(seed);
      const remaining = new Map<string, number>();
      const lost = new Map<string, number>();
      const disorganised = new Set<string>();
      for (const s of inTimeOrder) {
        const r = resolveNqmShoot(s, dice, remaining);
        for (const c of r.casualties) lost.set(c.unitId, (lost.get(c.unitId) ?? 0) + c.bases);
        r.disorganisedIds.forEach((id) => disorganised.add(id));
      }
      expect(mc.units.map((u) => [u.unitId, u.histogram.indexOf(1), u.pDisorganised])).toEqual(
        mc.units.map((u) => [u.unitId, lost.get(u.unitId) ?? 0, disorganised.has(u.unitId) ? 1 : 0]),
      );
    }
  });
  it('reports progress every chunk and stops between chunks when asked', () => {
    const seen: number[] = [];
    const all = monteCarlo(plan(), { trials: 1050, seed: 1, onProgress: (d) => seen.push(d) });
    expect([seen, all.trials, all.stopped]).toEqual([[500, 1000, 1050], 1050, false]);
    const progress: number[] = [];
    let asked = 0;
    const r = monteCarlo(plan(), { trials: 10_000, seed: 1, chunk: 100, onProgress: (d) => progress.push(d), shouldStop: () => ++asked === 2 });
    expect([r.trials, r.stopped, progress, asked]).toEqual([200, true, [100, 200], 2]);
    expect(r.units.every((u) => u.histogram.reduce((a, b) => a + b, 0) === 200)).toBe(true);
    // The stopped run's first 200 trials are the full run's first 200.
    expect(r).toEqual({ ...monteCarlo(plan(), { trials: 200, seed: 1 }), stopped: true });
  });
  it('takes percentiles by nearest rank', () => {
    expect([10, 50, 60, 90, 100].map((p) => nearestRank([5, 3, 2], 10, p))).toEqual([0, 0, 1, 2, 2]);
    expect(nearestRank([0, 10, 0], 10, 10)).toBe(1);
  });
  it('names bad options', () => {
    expect(() => monteCarlo(plan(), { trials: 0, seed: 1 })).toThrow('monteCarlo: opts.trials must be a whole number from 1 to 10000000, got 0');
    expect(() => monteCarlo(plan(), { trials: 10, seed: 1.5 })).toThrow('monteCarlo: opts.seed must be a whole number, got 1.5');
    expect(() => monteCarlo(plan(), { trials: 10, seed: 1, chunk: 0 })).toThrow('monteCarlo: opts.chunk must be a whole number ≥ 1, got 0');
    expect(() => monteCarlo([shoot({ atMin: Number.NaN })], { trials: 10, seed: 1 })).toThrow('monteCarlo: shoots[0].atMin must be a finite campaign minute, got NaN');
  });
});
