import { describe, expect, it } from 'vitest';
import { newRecordId } from '../../src/ui/timeline/ids.ts';
import { axisTicks, DEFAULT_VIEW, MIN_SPAN_MIN, scrollView, stackLanes, tickStepH, windowAt, xOf, zoomView } from '../../src/ui/timeline/timeAxis.ts';
import { durationText, localHm, localTimeInput, localTimeText, parseLocalTime } from '../../src/ui/timeline/timeText.ts';

const START = '1917-11-20T06:20';

describe('timeline window', () => {
  it('defaults to 2 h before the clock to 10 h after it, and follows the clock', () => {
    expect(windowAt(DEFAULT_VIEW, 0)).toEqual({ fromMin: -120, toMin: 600 });
    expect(windowAt(DEFAULT_VIEW, 300)).toEqual({ fromMin: 180, toMin: 900 });
  });

  it('scrolls by a quarter of the span and zooms about the centre within 2 h … 7 days', () => {
    expect(scrollView(DEFAULT_VIEW, 1)).toEqual({ offsetMin: 60, spanMin: 720 });
    expect(scrollView(DEFAULT_VIEW, -1)).toEqual({ offsetMin: -300, spanMin: 720 });
    expect(zoomView(DEFAULT_VIEW, 'in')).toEqual({ offsetMin: 60, spanMin: 360 });
    expect(zoomView(DEFAULT_VIEW, 'out')).toEqual({ offsetMin: -480, spanMin: 1440 });
    const narrow = { offsetMin: 0, spanMin: MIN_SPAN_MIN };
    expect(zoomView(narrow, 'in')).toBe(narrow);
    const wide = { offsetMin: 0, spanMin: 7 * 24 * 60 };
    expect(zoomView(wide, 'out')).toBe(wide);
  });

  it('places minutes on the plot linearly', () => {
    const w = { fromMin: -120, toMin: 600 };
    expect(xOf(w, 720, -120)).toBe(0);
    expect(xOf(w, 720, 0)).toBe(120);
    expect(xOf(w, 360, 600)).toBe(360);
  });
});

describe('mark lanes', () => {
  it('keeps marks closer than the gap in different lanes, cycling after three', () => {
    expect(stackLanes([10, 40, 70])).toEqual([0, 0, 0]);
    expect(stackLanes([10, 10, 14, 40])).toEqual([0, 1, 2, 0]);
    expect(stackLanes([10, 10, 10, 10])).toEqual([0, 1, 2, 0]);
    expect(stackLanes([10, 17, 24], 8)).toEqual([0, 1, 0]);
  });
});

describe('axis ticks', () => {
  it('ticks every local hour when there is room, at the campaign minutes of whole hours (start 06:20)', () => {
    const ticks = axisTicks(START, { fromMin: -120, toMin: 600 }, 720);
    expect(ticks.map((t) => t.atMin)).toEqual([-80, -20, 40, 100, 160, 220, 280, 340, 400, 460, 520, 580]);
    expect(ticks.map((t) => t.label)).toEqual(['05:00', '06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('widens the step when the plot is narrow', () => {
    expect(tickStepH({ fromMin: -120, toMin: 600 }, 360)).toBe(2);
    expect(tickStepH({ fromMin: 0, toMin: 7 * 1440 }, 300)).toBe(24);
    expect(axisTicks(START, { fromMin: -120, toMin: 600 }, 360).map((t) => `${t.atMin} ${t.label}`)).toEqual([
      '-20 06:00',
      '100 08:00',
      '220 10:00',
      '340 12:00',
      '460 14:00',
      '580 16:00',
    ]);
  });

  it('labels local midnight with the weekday and day', () => {
    const ticks = axisTicks(START, { fromMin: 1000, toMin: 1130 }, 300);
    expect(ticks).toEqual([
      { atMin: 1000, label: '23:00', midnight: false },
      { atMin: 1060, label: 'Wed 21', midnight: true },
      { atMin: 1120, label: '01:00', midnight: false },
    ]);
  });
});

describe('timeline times', () => {
  it('shows local times, with the date when another day than the reference', () => {
    expect(localHm(START, 120)).toBe('08:20');
    expect(localTimeText(START, 120, 0)).toBe('08:20');
    expect(localTimeText(START, 1070, 0)).toBe('21 Nov 00:10');
    expect(localTimeText(START, 1070, 1100)).toBe('00:10');
  });

  it('writes durations in hours and minutes', () => {
    expect(durationText(0)).toBe('0 min');
    expect(durationText(30)).toBe('30 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(100)).toBe('1 h 40 min');
    expect(durationText(-90)).toBe('−1 h 30 min');
    expect(() => durationText(Number.NaN)).toThrow(/finite number of minutes, got NaN/);
  });

  it('reads a typed local time as the occurrence nearest the reference minute', () => {
    expect(parseLocalTime(START, '08:20', 0)).toBe(120);
    expect(parseLocalTime(START, '0820', 0)).toBe(120);
    expect(parseLocalTime(START, ' 6:20 ', 0)).toBe(0);
    expect(parseLocalTime(START, '01:00', 1000)).toBe(1120);
    expect(parseLocalTime(START, '22:00', 1120)).toBe(940);
    expect(parseLocalTime(START, '1917-11-21 01:00', 0)).toBe(1120);
    expect(parseLocalTime(START, '1917-11-22T06:20', 0)).toBe(2880);
  });

  it('refuses a time that is malformed, not real, or before the start, naming it', () => {
    expect(() => parseLocalTime(START, '05:00', 0)).toThrow(/time "05:00" is before the campaign's start \(1917-11-20 06:20\)/);
    expect(() => parseLocalTime(START, '25:00', 0)).toThrow(/"25:00" is not a real time of day/);
    expect(() => parseLocalTime(START, 'noon', 0)).toThrow(/"noon" is not of the form HH:MM or YYYY-MM-DD HH:MM/);
    expect(() => parseLocalTime(START, '1917-02-30 01:00', 0)).toThrow(/"1917-02-30 01:00" is not a real date and time/);
  });

  it('writes a time field that reads back to the same minute', () => {
    expect(localTimeInput(START, 120, 0)).toBe('08:20');
    expect(localTimeInput(START, 2880, 0)).toBe('1917-11-22 06:20');
    for (const [min, ref] of [[120, 0], [2880, 0], [940, 1120], [720, 0], [721, 0]] as const) {
      expect(parseLocalTime(START, localTimeInput(START, min, ref), ref)).toBe(min);
    }
  });
});

describe('record ids', () => {
  it('makes <prefix>-<minute base 36>-<n> with the first free n', () => {
    expect(newRecordId('rep', 0, [])).toBe('rep-0-1');
    expect(newRecordId('rep', 120, ['rep-3c-1', 'rep-3c-2'])).toBe('rep-3c-3');
    expect(newRecordId('task', 1440, ['rep-140-1'])).toBe('task-140-1');
    expect(() => newRecordId('rep', -1, [])).toThrow(/whole number ≥ 0, got -1/);
    expect(() => newRecordId('re p', 0, [])).toThrow(/prefix must be letters/);
  });
});
