/**
 * Air to ground fire (004 §THE FIREPLAN - AIR TO GROUND FIRE; docs/RULINGS.md §Air against anti-aircraft),
 * with scripted dice: the close assault on the anti-aircraft first, what each side loses for good, a
 * sortie driven off, pressing home under the AA's fire, two attacks per air stand an hour, and the
 * Monte Carlo against the exact expectation.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveAirSortie, type AirSortie } from '../../src/rules/artillery/air.ts';
import { monteCarloAir } from '../../src/rules/artillery/airMonteCarlo.ts';
import { scriptedDice } from '../../src/rules/dice.ts';

const SEED = readFileSync(fileURLToPath(new URL('../../../shared/seeds/004_4c7ef6319257dc11.txt', import.meta.url)), 'utf8').replace(/\s+/g, ' ');
const inSeed = (line: string) => expect(SEED.includes(line), `seed lacks: ${line}`).toBe(true);

// Strafing aircraft (MEDIUM, 105 mm): M against a company in the open hits per die 0 0 1 1 2 3.
const sortie = (over: Partial<AirSortie> = {}): AirSortie => ({
  serialId: 'S1', atMin: 60, air: { unitId: 'rfc', stands: 3, grade: 'R' }, aa: [{ unitId: 'flak', stands: 2, grade: 'R' }], pressHome: false, calibreMm: 105,
  targets: [{ unitId: 'coy', protection: 'open', bases: 12, distanceM: 0, friendly: false }],
  ...over,
});

describe('a sortie against anti-aircraft', () => {
  it('"Air will always attack Anti Aircraft guns (AA) first by close assaulting it"; the air wins: "deduct half the AA ground casualties, and no air casualties"', () => {
    inSeed('Air will always attack Anti Aircraft guns (AA) first by "close assaulting" it');
    inSeed('If the air wins deduct half the AA ground casualties, and no air casualties');
    inSeed('Each air stand can attack twice per hour');
    // Close assault: 3 air dice (Regular, up to 3) 6 5 4 against 2 AA dice (Regular defence 2) 1 1: 2 AA neutralised,
    // none of the air — the air wins; the AA loses half of 2 = 1 for good. Then 3 stands × 2 attacks: 6 shoots.
    const remaining = new Map<string, number>();
    const r = resolveAirSortie(sortie(), scriptedDice([6, 5, 4, 1, 1, 3, 3, 3, 3, 1, 6]), remaining);
    expect([r.airWon, r.aaLost, r.airLost, r.attacks.length]).toEqual([true, [{ unitId: 'flak', bases: 1 }], 0, 6]);
    // The attacks: M/open 3 3 3 3 1 6 → 1 1 1 1 0 3 hits = 7 bases of the company.
    expect(r.attacks.map((a) => a.hits)).toEqual([1, 1, 1, 1, 0, 3]);
    expect([remaining.get('coy'), remaining.get('flak'), remaining.get('rfc')]).toEqual([5, 1, 3]);
  });

  it('the AA wins: "the sortie is driven off, deduct one quarter of the air casualties rounded up, and no AA casualties"', () => {
    inSeed('If the AA wins, the sortie is driven off, deduct one quarter of the air casualties rounded up, and no AA casualties');
    // 1 1 1 against 6 6: two air stands lost in the assault, a quarter rounded up = 1 for good; no attack.
    const remaining = new Map<string, number>();
    const r = resolveAirSortie(sortie(), scriptedDice([1, 1, 1, 6, 6]), remaining);
    expect([r.airWon, r.airLost, r.aaLost, r.attacks, remaining.get('rfc'), remaining.get('flak')]).toEqual([false, 1, [], [], 2, 2]);
  });

  it('pressing home: "must now first receive fire expended by the unsuppressed AA before pressing home his own attack with the survivors"', () => {
    inSeed('The attacker can still choose to press home his attack, but must now first receive fire expended by the unsuppressed AA');
    // As above (1 for good, 2 stands left); the AA's 2 CU (L vs VL → M/open) 3 1 → 1 hit: one stand turns back and a
    // quarter of it, rounded up, is lost for good — 1 stand left attacks twice: 4 → 1 hit, 5 → 2 hits.
    const remaining = new Map<string, number>();
    const r = resolveAirSortie(sortie({ pressHome: true }), scriptedDice([1, 1, 1, 6, 6, 3, 1, 4, 5]), remaining);
    expect([r.aaFire?.hits, r.turnedBack, r.airLost, r.attacks.map((a) => a.hits), remaining.get('rfc')]).toEqual([1, 1, 2, [1, 2], 1]);
  });

  it('pressing home, only "the unsuppressed AA" fires: stands the air neutralised in the assault do not', () => {
    // Air 6 1 1 against AA 5 5: 6 beats 5 (one AA stand neutralised), 5 beats 1 (one air stand lost): 1 to 1, the AA wins;
    // a quarter of 1, rounded up, is lost for good. Pressing home, 2 AA stands less the 1 neutralised fire 1 CU: a 1 misses.
    const r = resolveAirSortie(sortie({ pressHome: true }), scriptedDice([6, 1, 1, 5, 5, 1, 3, 3, 3, 3]), new Map());
    expect([r.airWon, r.airLost, r.aaFire?.dice, r.turnedBack, r.attacks.length]).toEqual([false, 1, [1], 0, 4]);
  });

  it('no AA near: straight to the attacks', () => {
    const r = resolveAirSortie(sortie({ aa: [] }), scriptedDice([1, 2, 3, 4, 5, 6]), new Map());
    expect([r.round, r.attacks.map((a) => a.hits)]).toEqual([null, [0, 0, 1, 1, 2, 3]]);
  });
});

describe('the expected effect of air sorties', () => {
  it('without AA, 3 strafing stands × 2 attacks on an open company: E = 6 × (0+0+1+1+2+3)/6 = 7 bases, within 4 standard errors', () => {
    const r = monteCarloAir([], [sortie({ aa: [] })], { trials: 20_000, seed: 11 });
    const coy = r.units.find((u) => u.unitId === 'coy')!;
    let sum = 0;
    let sq = 0;
    coy.histogram.forEach((n, k) => {
      sum += n * k;
      sq += n * k * k;
    });
    const mean = sum / r.trials;
    const se = Math.sqrt((sq / r.trials - mean * mean) / r.trials);
    expect(coy.meanCasualties).toBeCloseTo(mean, 12);
    expect(Math.abs(mean - 7)).toBeLessThan(4 * se);
    // Disorganised whenever a base is lost: P(no hit in 6 shoots) = (2/6)^6.
    expect(Math.abs(coy.pDisorganised - (1 - (1 / 3) ** 6))).toBeLessThan(4 * Math.sqrt(0.0014 / 20_000) + 1e-3);
  });
});
