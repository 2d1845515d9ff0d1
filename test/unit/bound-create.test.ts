/**
 * `createEngagement`: defaults, settings and the errors that name the bad input; and the benchmark's
 * smoke run (figures printed, never asserted as timings).
 */
import { describe, expect, it } from 'vitest';
import { createEngagement, DEFAULT_SETTINGS, type EngagementInput } from '../../src/rules/bound/index.ts';
import { runBoundBench } from '../bench/bound-bench.ts';
import { row } from './bound-helpers.ts';

const input = (more: Partial<EngagementInput> = {}): EngagementInput => ({
  formations: [
    { id: 'B', side: 'blue', name: 'Blue Bn', role: 'infantry' },
    { id: 'R', side: 'red', name: 'Red Bn', role: 'infantry' },
  ],
  subUnits: [
    { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) },
    { id: 'hq', formationId: 'B', name: 'Bn HQ', characteristic: 'command', bases: row('h', 0, -50, 1) },
    { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'reserveInf', bases: row('e', 0, 300, 2) },
  ],
  ...more,
});

describe('createEngagement', () => {
  it('bound 1, planning, v0.8, default settings and base geometry (2" × 1" = 50.8 × 25.4 m)', () => {
    const s = createEngagement(input());
    expect([s.schema, s.version, s.edition, s.bound, s.phase, s.stepIndex, s.grid, s.windTowardDeg]).toEqual(['bound1418', 1, 'v0.8', 1, 'planning', 0, null, null]);
    expect(s.settings).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ baseWidthM: 50.8, baseDepthM: 25.4, contactToleranceM: 1, innerCircleFraction: 0.5, maxMeleeRounds: 12, assaultRangeM: 300 });
    expect(s.subUnits[0]!.bases[0]).toEqual({ id: 'a0', xM: 0, yM: 0, facingDeg: 0, widthM: 50.8, depthM: 25.4, injury: 'none', slowedById: null, dugIn: false, dugInBounds: 0, startXM: 0, startYM: 0 });
    expect(s.subUnits.map((u) => [u.id, u.kind, u.stats.resilience, u.stats.speed])).toEqual([
      ['a', 'infantry', 4, 'mediumInf'],
      ['hq', 'heavyWeapon', 4, 'slowInf'], // "As S.F.": the battalion's line infantry
      ['e', 'infantry', 3, 'mediumInf'],
    ]);
  });

  it('v0.7 uses its own table: grenadiers\' +1 only in melee', () => {
    const gren = (edition: 'v0.7' | 'v0.8') =>
      createEngagement(input({ edition, subUnits: [...input().subUnits, { id: 'g', formationId: 'B', name: 'Bombers', characteristic: 'grenadierSquads', bases: row('g', 200, 0, 1) }] })).subUnits[3]!.stats;
    expect([gren('v0.7').melee, gren('v0.7').ranged]).toEqual([{ dice: 3, bonus: 1 }, { dice: 2, bonus: 0 }]);
    expect(gren('v0.8').ranged).toEqual({ dice: 2, bonus: 1 });
  });

  it('names what is wrong', () => {
    const bad = (more: Partial<EngagementInput>) => () => createEngagement(input(more));
    expect(bad({ settings: { maxMeleeRounds: 0 } })).toThrow('settings.maxMeleeRounds must be a whole number ≥ 1, got 0');
    expect(bad({ settings: { innerCircleFraction: 1.5 } })).toThrow('settings.innerCircleFraction must be a positive number ≤ 1, got 1.5');
    expect(bad({ settings: { nonsense: 1 } as never })).toThrow('settings.nonsense is not a setting');
    expect(bad({ edition: 'v0.9' as never })).toThrow("createEngagement: edition must be 'v0.8' or 'v0.7', got 'v0.9'");
    const sub = (patch: object) => bad({ subUnits: [{ id: 'a', formationId: 'B', name: 'A', characteristic: 'lineInf', bases: row('a', 0, 0, 1), ...patch }] });
    expect(sub({ formationId: 'X' })).toThrow("createEngagement: subUnits[0].formationId 'X' is not a formation");
    expect(sub({ characteristic: 'veryHeavyGun' })).not.toThrow();
    expect(bad({ edition: 'v0.7', subUnits: [{ id: 'a', formationId: 'B', name: 'A', characteristic: 'veryHeavyGun', bases: row('a', 0, 0, 1) }] })).toThrow(
      "createEngagement: subUnits[0].characteristic characteristics: id 'veryHeavyGun' is not a row of the v0.7 table",
    );
    expect(sub({ bases: [{ id: 'a0', xM: Number.NaN, yM: 0 }] })).toThrow('createEngagement: subUnits[0].bases[0].xM must be a finite number, got NaN');
    expect(sub({ bases: [{ id: 'B', xM: 0, yM: 0 }] })).toThrow("createEngagement: subUnits[0].bases[0].id 'B' is used twice");
    expect(sub({ bases: [] })).toThrow('createEngagement: subUnits[0].bases must be a non-empty array');
    expect(sub({ packed: true })).toThrow('createEngagement: subUnits[0].packed only towed artillery packs (001 §ARTILLERY)');
    expect(bad({ formations: [{ id: 'B', side: 'blue', name: 'Blue', role: 'cavalry', transport: 'motorised' }, { id: 'R', side: 'red', name: 'Red', role: 'infantry' }] })).toThrow(
      "createEngagement: formations[0].transport is only for infantry SFs (\"only infantry SF's … can be transported\", 001 §Transport Bonuses), this one is 'cavalry'",
    );
    expect(
      bad({
        formations: [{ id: 'B', side: 'blue', name: 'Blue', role: 'infantry' }],
        subUnits: [{ id: 'h', formationId: 'B', name: 'HQ', characteristic: 'command', bases: row('h', 0, 0, 1) }],
      }),
    ).toThrow(`createEngagement: formation 'B' needs \`resilience\`: its sub-unit 'h' is "As S.F." and none of its sub-units has its own resilience`);
  });
});

describe('the benchmark (smoke run: figures are printed, not asserted)', () => {
  it('runs the measures and counts the dice the engine drew', () => {
    const lines: string[] = [];
    const r = runBoundBench((l) => lines.push(l), 50);
    expect(r.bounds.dicePerRun).toBeGreaterThan(20);
    expect(r.bombardment.dicePerRun).toBeGreaterThanOrEqual(8);
    for (const f of [r.bounds, r.bombardment]) expect(Number.isFinite(f.perSecond) && Number.isFinite(f.baselinePerSecond)).toBe(true);
    // The smoke run's expected outcome: 20 runs, each of at least one bound, none refused.
    expect(r.outcome).toMatchObject({ runs: 20, refused: 0 });
    expect(r.outcome.boundsFought).toBeGreaterThanOrEqual(20);
    // Bounds on drawn ground, priced exactly and read every 5 m: both ran.
    expect(Number.isFinite(r.ground.exactPerSecond) && Number.isFinite(r.ground.sampledPerSecond)).toBe(true);
    expect(lines).toHaveLength(5);
  });
});
