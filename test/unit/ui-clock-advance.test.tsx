import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import type { CampaignSettings } from '../../src/campaign/model/types.ts';
import { formatCampaignClock } from '../../src/ui/clock.ts';
import { advanceTargetMin, clockLine, clockReading, nextHourMin, nextPeriodMin } from '../../src/ui/clock/advance.ts';
import {
  assumedTargetsForm,
  formatTimeOfDay,
  parseTimeOfDay,
  settingsChanges,
  settingsForm,
  targetLabel,
} from '../../src/ui/clock/settingsForm.ts';

const CAMBRAI = '1917-11-20T06:20';

describe('next hour', () => {
  it('is one hour after the clock, on or off the turn boundaries', () => {
    expect(nextHourMin(0)).toBe(60);
    expect(formatCampaignClock(CAMBRAI, nextHourMin(0))).toBe('Tue 20 Nov 1917 07:20');
    expect(nextHourMin(59)).toBe(119);
    expect(nextHourMin(60)).toBe(120);
    expect(nextHourMin(95)).toBe(155);
  });

  it('refuses a clock that is not a whole number ≥ 0', () => {
    expect(() => nextHourMin(-1)).toThrow('campaign minute must be a whole number ≥ 0, got -1');
    expect(() => nextHourMin(1.5)).toThrow('got 1.5');
  });
});

describe('next period', () => {
  it('from Cambrai’s 06:20 with the day starting at 06:00 is 14:00 (minute 460), then 22:00, then 06:00', () => {
    expect(nextPeriodMin(CAMBRAI, 360, 0)).toBe(460);
    expect(formatCampaignClock(CAMBRAI, 460)).toBe('Tue 20 Nov 1917 14:00');
    expect(nextPeriodMin(CAMBRAI, 360, 459)).toBe(460);
    expect(nextPeriodMin(CAMBRAI, 360, 460)).toBe(940);
    expect(nextPeriodMin(CAMBRAI, 360, 940)).toBe(1420);
    expect(formatCampaignClock(CAMBRAI, 1420)).toBe('Wed 21 Nov 1917 06:00');
  });

  it('follows the day-start setting', () => {
    expect(nextPeriodMin(CAMBRAI, 300, 0)).toBe(400); // daylight 05:00–13:00
    expect(nextPeriodMin(CAMBRAI, 420, 0)).toBe(40); // before 07:00: the night ends at 07:00
  });
});

describe('clock reading', () => {
  it('shows date, time, day, period and turn', () => {
    const r = clockReading(CAMBRAI, DEFAULT_SETTINGS, 0);
    expect(clockLine(r)).toBe('Tue 20 Nov 1917 06:20 · Day 1, Daylight 1 · Turn 1');
    expect(r.iso).toBe('1917-11-20T06:20');
    expect(r.night).toBe(false);
    expect(clockLine(clockReading(CAMBRAI, DEFAULT_SETTINGS, 60))).toBe('Tue 20 Nov 1917 07:20 · Day 1, Daylight 1 · Turn 2');
    expect(clockLine(clockReading(CAMBRAI, DEFAULT_SETTINGS, 460))).toBe('Tue 20 Nov 1917 14:00 · Day 1, Daylight 2 · Turn 8');
    expect(clockLine(clockReading(CAMBRAI, DEFAULT_SETTINGS, 1420))).toBe('Wed 21 Nov 1917 06:00 · Day 2, Daylight 1 · Turn 24');
  });

  it('marks the night as resupply only when the setting is on', () => {
    const night = clockReading(CAMBRAI, DEFAULT_SETTINGS, 940);
    expect(clockLine(night)).toBe('Tue 20 Nov 1917 22:00 · Day 1, Night · Turn 16');
    expect([night.night, night.resupplyOnly]).toEqual([true, true]);
    const off = clockReading(CAMBRAI, { dayStartMin: 360, nightResupplyOnly: false }, 940);
    expect([off.night, off.resupplyOnly]).toEqual([true, false]);
    expect(clockReading(CAMBRAI, DEFAULT_SETTINGS, 939).resupplyOnly).toBe(false);
  });
});

describe('advance to a local time', () => {
  it('gives the campaign minute of a later local time (seconds :00 allowed)', () => {
    expect(advanceTargetMin(CAMBRAI, 0, '1917-11-20T08:00')).toBe(100);
    expect(advanceTargetMin(CAMBRAI, 0, '1917-11-20T08:00:00')).toBe(100);
    expect(advanceTargetMin(CAMBRAI, 99, '1917-11-20T08:00')).toBe(100);
  });

  it('refuses a time not after the clock, saying the clock’s time and that going back is Undo', () => {
    expect(() => advanceTargetMin(CAMBRAI, 100, '1917-11-20T08:00')).toThrow(
      'Tue 20 Nov 1917 08:00 is not after the campaign clock (Tue 20 Nov 1917 08:00): choose a later time. Going back is Undo.',
    );
    expect(() => advanceTargetMin(CAMBRAI, 0, '1917-11-19T23:00')).toThrow('Mon 19 Nov 1917 23:00 is not after the campaign clock (Tue 20 Nov 1917 06:20)');
  });

  it('refuses an empty or malformed field', () => {
    expect(() => advanceTargetMin(CAMBRAI, 0, '')).toThrow('Enter the date and time to advance the clock to.');
    expect(() => advanceTargetMin(CAMBRAI, 0, '20 Nov 08:00')).toThrow('Enter a date and time as YYYY-MM-DD HH:MM: time "20 Nov 08:00" is not of the form YYYY-MM-DDTHH:MM.');
  });
});

describe('settings form', () => {
  it('reads and writes a time of day', () => {
    expect(parseTimeOfDay('06:00')).toBe(360);
    expect(parseTimeOfDay('05:30:00')).toBe(330);
    expect(parseTimeOfDay('0:05')).toBe(5);
    expect(formatTimeOfDay(330)).toBe('05:30');
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(() => parseTimeOfDay('24:00')).toThrow('"24:00" is not a time of day 00:00–23:59');
    expect(() => parseTimeOfDay('6')).toThrow(RangeError);
  });

  it('changes nothing when nothing changed', () => {
    expect(settingsChanges(DEFAULT_SETTINGS, settingsForm(DEFAULT_SETTINGS))).toEqual({ changes: {}, problems: [] });
  });

  it('gives only the changed fields, the targets whole when one of them changed', () => {
    const f = settingsForm(DEFAULT_SETTINGS);
    expect(settingsChanges(DEFAULT_SETTINGS, { ...f, dayStart: '05:30', commandTest1916: true })).toEqual({
      changes: { dayStartMin: 330, commandTest1916: true },
      problems: [],
    });
    const targets = { ...f.targets, R: { maneuver: '4', assault: ' 4 ' } };
    expect(settingsChanges(DEFAULT_SETTINGS, { ...f, targets })).toEqual({
      changes: {
        commandTestTargets: {
          E: { maneuver: 2, assault: 3 },
          V: { maneuver: 2, assault: 3 },
          R: { maneuver: 4, assault: 4 },
          C: { maneuver: 4, assault: 5 },
          M: { maneuver: 5, assault: 6 },
        },
      },
      problems: [],
    });
  });

  it('refuses a target outside 1–7 or not whole, and a bad day start, naming each field', () => {
    const f = settingsForm(DEFAULT_SETTINGS);
    const targets = { ...f.targets, E: { maneuver: '0', assault: '3' }, M: { maneuver: '2.5', assault: '8' } };
    const r = settingsChanges(DEFAULT_SETTINGS, { ...f, dayStart: '', nightResupplyOnly: false, targets });
    expect(r.changes).toEqual({});
    expect(r.problems).toEqual([
      { field: 'dayStart', message: 'Day starts at: enter a time of day as HH:MM (00:00–23:59), got "".' },
      { field: 'target-E-maneuver', message: 'Maneuver target for grade E: enter a whole number from 1 to 7, got "0".' },
      { field: 'target-M-maneuver', message: 'Maneuver target for grade M: enter a whole number from 1 to 7, got "2.5".' },
      { field: 'target-M-assault', message: 'Assault target for grade M: enter a whole number from 1 to 7, got "8".' },
    ]);
    expect(settingsChanges(DEFAULT_SETTINGS, { ...f, targets: { ...f.targets, C: { maneuver: '1', assault: '7' } } }).problems).toEqual([]);
  });

  it('restores the assumed targets', () => {
    const edited: CampaignSettings = { ...DEFAULT_SETTINGS, commandTestTargets: { ...DEFAULT_SETTINGS.commandTestTargets, E: { maneuver: 5, assault: 5 } } };
    const r = settingsChanges(edited, { ...settingsForm(edited), targets: assumedTargetsForm() });
    expect(r.changes).toEqual({ commandTestTargets: DEFAULT_SETTINGS.commandTestTargets });
    expect(assumedTargetsForm().M).toEqual({ maneuver: '5', assault: '6' });
    expect(targetLabel('V', 'assault')).toBe('Assault target for grade V');
  });
});
