/**
 * `clock.advanced` and `settings.changed` in the campaign fold, `settingsOf` and its defaults
 * (a state without settings reads as `DEFAULT_SETTINGS`), each refusal with its path, and the
 * log lines (`describeEvent`, `clockText`).
 */
import { describe, expect, it } from 'vitest';
import { clockText, spanText } from '../../src/campaign/model/localTime.ts';
import { type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { DEFAULT_SETTINGS, settingsOf } from '../../src/campaign/model/settings.ts';
import { COMMAND_TEST_TARGETS_ASSUMED } from '../../src/rules/tables/commandTest1916.ts';
import { apply, commandStart, deepFreeze, refusal } from './campaign-fixture.ts';

const start = deepFreeze(commandStart());
const advance = (toMin: number): EventDraft<'clock.advanced'> => ({ at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } });
const change = (changes: Record<string, unknown>, at = 0): EventDraft => ({ at, type: 'settings.changed', v: 1, payload: { changes } } as EventDraft);

describe('clock.advanced', () => {
  it('moves the clock forward to toMin', () => {
    const s = apply(start, advance(100));
    expect([s.seq, s.clockMin]).toEqual([2, 100]);
    expect(start.clockMin).toBe(0);
    expect(apply(s, advance(101)).clockMin).toBe(101);
  });

  it('refuses the same minute, an earlier one, and a fraction, saying the current clock', () => {
    const s = apply(start, advance(120));
    expect(refusal(s, advance(120))).toEqual([
      'payload.toMin',
      'the clock can only advance: toMin must be a whole number later than the current clock (campaign minute 120), got 120',
    ]);
    expect(refusal(s, advance(60))[1]).toContain('(campaign minute 120), got 60');
    expect(refusal(s, advance(150.5))[1]).toContain('got 150.5');
  });

  it('is described as a wall-clock time from the scenario start (06:20)', () => {
    expect(describeEvent({ ...advance(100), seq: 2 }, start)).toBe('advanced the clock to 08:00 (+1 h 40 min)');
    const s = apply(start, advance(100));
    expect(describeEvent({ ...advance(1180), seq: 3 }, s)).toBe('advanced the clock to 02:00 (+18 h)'); // Day 1's night
    expect(describeEvent({ ...advance(1500), seq: 3 }, s)).toBe('advanced the clock to 07:20 on day 2 (+23 h 20 min)');
    expect(describeEvent({ ...advance(120), seq: 2 }, null)).toBe('advanced the clock to campaign minute 120');
    expect([clockText({ startLocal: '1917-11-20T06:20' }, 0), clockText({ startLocal: '1917-11-20T23:50' }, 15), clockText({ startLocal: 'bad' }, 5)]).toEqual(['06:20', '00:05', 'campaign minute 5']);
    expect([spanText(40), spanText(120), spanText(61)]).toEqual(['40 min', '2 h', '1 h 1 min']);
  });
});

describe('settings', () => {
  it('defaults: day at 06:00, night resupply only, 1916 test off, the assumed targets', () => {
    expect(DEFAULT_SETTINGS).toEqual({ dayStartMin: 360, nightResupplyOnly: true, commandTest1916: false, commandTestTargets: COMMAND_TEST_TARGETS_ASSUMED });
    expect(DEFAULT_SETTINGS.commandTestTargets.R).toEqual({ maneuver: 3, assault: 4 });
    expect(settingsOf(start)).toBe(DEFAULT_SETTINGS);
    expect(start.settings).toBeUndefined();
    expect(Object.isFrozen(DEFAULT_SETTINGS.commandTestTargets.E)).toBe(true);
  });

  it('settings.changed merges the given fields over the settings in force', () => {
    const s1 = apply(start, change({ dayStartMin: 300, commandTest1916: true }, 10));
    expect(s1.settings).toEqual({ ...DEFAULT_SETTINGS, dayStartMin: 300, commandTest1916: true });
    expect(s1.clockMin).toBe(10);
    const targets = { E: { maneuver: 1, assault: 2 }, V: { maneuver: 2, assault: 2 }, R: { maneuver: 3, assault: 3 }, C: { maneuver: 4, assault: 5 }, M: { maneuver: 6, assault: 7 } };
    const s2 = apply(s1, change({ commandTestTargets: targets, nightResupplyOnly: false }));
    expect(settingsOf(s2)).toEqual({ dayStartMin: 300, nightResupplyOnly: false, commandTest1916: true, commandTestTargets: targets });
    expect(settingsOf(s1).commandTestTargets.M).toEqual({ maneuver: 5, assault: 6 });
    expect(DEFAULT_SETTINGS.dayStartMin).toBe(360);
    expect(describeEvent({ ...change({ dayStartMin: 300, commandTest1916: true }), seq: 2 } as never, start)).toBe('changed the settings (day start, 1916 rules on)');
  });

  it('refuses each bad field, naming its path', () => {
    const full = { E: { maneuver: 2, assault: 3 }, V: { maneuver: 2, assault: 3 }, R: { maneuver: 3, assault: 4 }, C: { maneuver: 4, assault: 5 } };
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'payload.changes', 'a settings change must change at least one setting'],
      [{ dayStartMin: 1440 }, 'payload.changes.dayStartMin', 'dayStartMin must be at most 1439, got 1440'],
      [{ dayStartMin: 30.5 }, 'payload.changes.dayStartMin', 'dayStartMin must be a whole number, got 30.5'],
      [{ nightResupplyOnly: 'no' }, 'payload.changes.nightResupplyOnly', 'expected true or false, got "no"'],
      [{ commandTest1916: null }, 'payload.changes.commandTest1916', 'expected true or false, got null'],
      [{ weather: 'rain' }, 'payload.changes.weather', 'unknown field "weather"'],
      [{ commandTestTargets: full }, 'payload.changes.commandTestTargets.M', 'missing required field "M"'],
      [{ commandTestTargets: { ...full, M: { maneuver: 0, assault: 6 } } }, 'payload.changes.commandTestTargets.M.maneuver', 'target must be at least 1, got 0'],
      [{ commandTestTargets: { ...full, M: { maneuver: 5 } } }, 'payload.changes.commandTestTargets.M.assault', 'missing required field "assault"'],
      [{ commandTestTargets: { ...full, M: { maneuver: 5, assault: 6, charge: 2 } } }, 'payload.changes.commandTestTargets.M.charge', 'unknown field "charge"'],
      [{ commandTestTargets: { ...full, M: { maneuver: 5, assault: 6 }, G: { maneuver: 1, assault: 1 } } }, 'payload.changes.commandTestTargets.G', 'unknown field "G"'],
    ];
    for (const [changes, path, message] of cases) expect(refusal(start, change(changes))).toEqual([path, message]);
  });
});
