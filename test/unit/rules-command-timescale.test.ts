/**
 * The campaign day (src/rules/timescale.ts; 004 §TIMESCALE: two 8-hour daylight periods and one 8-hour
 * night; 1-hour turns) and the 1916 command test (src/rules/commandTest1916.ts; 002 §2.1).
 */
import { describe, expect, it } from 'vitest';
import {
  clockPeriodAt,
  commandTest1916,
  COMMAND_TEST_MODIFIERS,
  COMMAND_TEST_TARGETS_ASSUMED,
  DAY_PERIOD_LABELS,
  type CommandTestModifierId,
} from '../../src/rules/index.ts';

describe('clockPeriodAt: day start 06:00, start 06:20', () => {
  const at = (clockMin: number) => clockPeriodAt(380, 360, clockMin);
  it('the start is Day 1 Daylight 1, turn 1', () => {
    expect(at(0)).toEqual({ day: 1, period: 'daylight1', periodStartMin: -20, periodEndMin: 460, turn: 1 });
    expect(DAY_PERIOD_LABELS[at(0).period]).toBe('Daylight 1');
  });
  it('13:59 is still Daylight 1; 14:00 Daylight 2; 22:00 Night; the next 06:00 Day 2 Daylight 1', () => {
    expect(at(459)).toEqual({ day: 1, period: 'daylight1', periodStartMin: -20, periodEndMin: 460, turn: 8 });
    expect(at(460)).toEqual({ day: 1, period: 'daylight2', periodStartMin: 460, periodEndMin: 940, turn: 8 });
    expect(DAY_PERIOD_LABELS[at(460).period]).toBe('Daylight 2');
    expect(at(940)).toEqual({ day: 1, period: 'night', periodStartMin: 940, periodEndMin: 1420, turn: 16 });
    expect(DAY_PERIOD_LABELS.night).toBe('Night');
    expect(at(1419)).toMatchObject({ day: 1, period: 'night', turn: 24 });
    expect(at(1420)).toEqual({ day: 2, period: 'daylight1', periodStartMin: 1420, periodEndMin: 1900, turn: 24 });
    expect(at(1440)).toMatchObject({ day: 2, period: 'daylight1', turn: 25 });
  });
  it('a start before the day start opens in Day 1’s night; a late day start wraps past midnight', () => {
    expect(clockPeriodAt(300, 360, 0)).toEqual({ day: 1, period: 'night', periodStartMin: -420, periodEndMin: 60, turn: 1 });
    expect(clockPeriodAt(300, 360, 60)).toEqual({ day: 2, period: 'daylight1', periodStartMin: 60, periodEndMin: 540, turn: 2 });
    // Day starting 20:00 (1200), start 23:00 (1380): Daylight 1 runs 20:00–04:00.
    expect(clockPeriodAt(1380, 1200, 0)).toEqual({ day: 1, period: 'daylight1', periodStartMin: -180, periodEndMin: 300, turn: 1 });
  });
  it('bad input names the argument', () => {
    expect(() => clockPeriodAt(1440, 360, 0)).toThrow('startMinOfDay: expected whole minutes after midnight, 0…1439, got 1440');
    expect(() => clockPeriodAt(380, -1, 0)).toThrow('dayStartMin: expected whole minutes after midnight, 0…1439, got -1');
    expect(() => clockPeriodAt(380, 360.5, 0)).toThrow(/dayStartMin/);
    expect(() => clockPeriodAt(380, 360, Number.NaN)).toThrow('clockMin: expected a finite number of minutes, got NaN');
    expect(() => clockPeriodAt('380' as never, 360, 0)).toThrow(RangeError);
  });
});

describe('commandTest1916 (002 §2.1)', () => {
  it('a plain test: modified die ≥ the target passes', () => {
    // Assumed targets: R maneuver 3.
    expect(commandTest1916({ grade: 'R', column: 'maneuver', die: 3, modifiers: [] })).toEqual({ target: 3, modifierPoints: 0, modified: 3, passed: true });
    expect(commandTest1916({ grade: 'R', column: 'maneuver', die: 2, modifiers: [] })).toEqual({ target: 3, modifierPoints: 0, modified: 2, passed: false });
    expect(commandTest1916({ grade: 'C', column: 'assault', die: 5, modifiers: [] })).toEqual({ target: 5, modifierPoints: 0, modified: 5, passed: true });
  });
  it('every modifier, each on its own', () => {
    const points: Record<CommandTestModifierId, number> = { overTheTop: -1, hqHit: -1, consecutiveAssault: -1, pinnedOrWithdrawn: -2, tankWithin200yd: -2, demoralised: -4 };
    expect(Object.fromEntries(COMMAND_TEST_MODIFIERS.map((m) => [m.id, m.points]))).toEqual(points);
    for (const [id, p] of Object.entries(points) as [CommandTestModifierId, number][]) {
      const r = commandTest1916({ grade: 'E', column: 'maneuver', die: 6, modifiers: [id] });
      expect(r, id).toEqual({ target: 2, modifierPoints: p, modified: 6 + p, passed: 6 + p >= 2 });
    }
    expect(commandTest1916({ grade: 'E', column: 'maneuver', die: 5, modifiers: ['demoralised'] }).passed).toBe(false);
  });
  it('all together, per-count ones repeated: 6 −1 −1−1 −1−1 −2 −2 −4 = −7', () => {
    const modifiers: CommandTestModifierId[] = ['overTheTop', 'hqHit', 'hqHit', 'consecutiveAssault', 'consecutiveAssault', 'pinnedOrWithdrawn', 'tankWithin200yd', 'demoralised'];
    expect(commandTest1916({ grade: 'V', column: 'assault', die: 6, modifiers })).toEqual({ target: 3, modifierPoints: -13, modified: -7, passed: false });
  });
  it('edited targets', () => {
    const targets = { ...COMMAND_TEST_TARGETS_ASSUMED, M: { maneuver: 1, assault: 7 } };
    expect(commandTest1916({ grade: 'M', column: 'maneuver', die: 1, modifiers: [], targets })).toMatchObject({ target: 1, passed: true });
    expect(commandTest1916({ grade: 'M', column: 'assault', die: 6, modifiers: [], targets })).toMatchObject({ target: 7, passed: false });
  });
  it('bad input', () => {
    const ok = { grade: 'R', column: 'maneuver', die: 3, modifiers: [] } as const;
    expect(() => commandTest1916({ ...ok, die: 0 })).toThrow('die: expected a whole number 1…6, got 0');
    expect(() => commandTest1916({ ...ok, die: 7 })).toThrow(/die/);
    expect(() => commandTest1916({ ...ok, die: 2.5 })).toThrow(/die/);
    expect(() => commandTest1916({ ...ok, grade: 'X' as never })).toThrow(/grade: unknown grade "X"/);
    expect(() => commandTest1916({ ...ok, column: 'charge' as never })).toThrow(/column: unknown column "charge"/);
    expect(() => commandTest1916({ ...ok, modifiers: ['gas' as never] })).toThrow('modifiers[0]: unknown modifier "gas"');
    expect(() => commandTest1916({ ...ok, modifiers: ['demoralised', 'demoralised'] })).toThrow('modifiers[1]: "demoralised" counts once only');
    expect(() => commandTest1916({ ...ok, targets: { ...COMMAND_TEST_TARGETS_ASSUMED, R: { maneuver: 9, assault: 4 } } })).toThrow('targets.R.maneuver: expected a whole number 1…7, got 9');
    expect(() => commandTest1916({ ...ok, targets: { E: COMMAND_TEST_TARGETS_ASSUMED.E } as never })).toThrow('targets.V: missing row for grade V');
  });
});
