/**
 * The scenario's local time (src/campaign/localTime.ts) and CSV text (src/campaign/csv.ts): the
 * calendar arithmetic the clock, the order export, the high-command sheet and the timeline share.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { CSV_EOL, csvLine, csvText } from '../../src/campaign/model/csv.ts';
import { hourLabel } from '../../src/campaign/orders/highCommandSheet.ts';
import {
  campaignClockIso,
  formatCampaignClock,
  localDateTimeAt,
  localTextMinute,
  splitLocalText,
  startMinOfDay,
  wallClockOf,
  wallMinute,
} from '../../src/campaign/model/localTime.ts';
import { minuteOfLocal } from '../../src/campaign/orders/orderExport.ts';

describe('wallMinute and wallClockOf', () => {
  it('counts minutes from 1970-01-01 00:00 and back, before 1970 too', () => {
    expect(wallMinute(1970, 1, 1, 0, 0)).toBe(0);
    expect(wallMinute(1970, 1, 2, 0, 5)).toBe(1445);
    expect(wallMinute(1917, 11, 20, 6, 20)).toBe(-27410020);
    expect(wallClockOf(0)).toEqual({ year: 1970, month: 1, day: 1, hour: 0, minute: 0, weekday: 4 });
    expect(wallClockOf(-1)).toEqual({ year: 1969, month: 12, day: 31, hour: 23, minute: 59, weekday: 3 });
    expect(wallClockOf(-27410020)).toEqual({ year: 1917, month: 11, day: 20, hour: 6, minute: 20, weekday: 2 });
  });

  it('knows the leap years (1916 and 2000 yes, 1900 and 1917 no) and refuses what is not a real time', () => {
    expect(wallMinute(1916, 2, 29, 0, 0)).not.toBeNull();
    expect(wallMinute(2000, 2, 29, 0, 0)).not.toBeNull();
    expect(wallMinute(1900, 2, 29, 0, 0)).toBeNull();
    expect(wallMinute(1917, 2, 29, 0, 0)).toBeNull();
    expect(wallMinute(1917, 11, 31, 0, 0)).toBeNull();
    expect(wallMinute(1917, 13, 1, 0, 0)).toBeNull();
    expect(wallMinute(1917, 0, 1, 0, 0)).toBeNull();
    expect(wallMinute(1917, 1, 0, 0, 0)).toBeNull();
    expect(wallMinute(1917, 1, 1, 24, 0)).toBeNull();
    expect(wallMinute(1917, 1, 1, 23, 60)).toBeNull();
    expect(wallMinute(1916, 2, 29, 0, 0)! - wallMinute(1916, 2, 28, 0, 0)!).toBe(1440);
    expect(wallMinute(1900, 3, 1, 0, 0)! - wallMinute(1900, 2, 28, 0, 0)!).toBe(1440);
    expect(wallMinute(0, 1, 1, 0, 0)).toBeNull();
    expect(wallClockOf(wallMinute(1, 1, 1, 0, 0)!)).toMatchObject({ year: 1, month: 1, day: 1 });
    expect(wallClockOf(wallMinute(9999, 12, 31, 23, 59)!)).toMatchObject({ year: 9999, month: 12, day: 31, minute: 59 });
    expect(() => wallClockOf(wallMinute(1, 1, 1, 0, 0)! - 1)).toThrow('falls outside the years 1–9999');
    expect(() => wallClockOf(wallMinute(9999, 12, 31, 23, 59)! + 1)).toThrow('falls outside the years 1–9999');
  });

  it('agrees with the UTC calendar of the platform on any date of years 1–9999, both ways', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:00Z'), noInvalidDate: true }), (d) => {
        const utcMin = Math.floor(d.getTime() / 60_000);
        const t = new Date(utcMin * 60_000);
        const fields = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes()] as const;
        expect(wallMinute(...fields)).toBe(utcMin);
        expect(wallClockOf(utcMin)).toEqual({ year: fields[0], month: fields[1], day: fields[2], hour: fields[3], minute: fields[4], weekday: t.getUTCDay() });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('reading a date and time text', () => {
  it("splits the stored form strictly and what an umpire types loosely", () => {
    expect(splitLocalText('1917-11-20T06:20', 'iso')).toEqual([1917, 11, 20, 6, 20]);
    expect(splitLocalText('1917-11-20 06:20', 'iso')).toBeNull();
    expect(splitLocalText(' 1917-11-20T06:20', 'iso')).toBeNull();
    expect(splitLocalText(' 1917-11-20 6:05 ', 'typed')).toEqual([1917, 11, 20, 6, 5]);
    expect(splitLocalText('1917-11-20T06:05', 'typed')).toEqual([1917, 11, 20, 6, 5]);
    expect(splitLocalText('1917-11-20', 'typed')).toBeNull();
    expect(splitLocalText('20/11/1917 06:05', 'typed')).toBeNull();
  });

  it('names the text in its errors', () => {
    expect(localTextMinute('1917-11-20T06:20', 'start time')).toBe(-27410020);
    expect(() => localTextMinute('1917-11-20 06:20', 'start time')).toThrow('start time "1917-11-20 06:20" is not of the form YYYY-MM-DDTHH:MM');
    expect(() => localTextMinute('1917-02-29T06:20', 'time')).toThrow('time "1917-02-29T06:20" is not a real date and time');
    expect(() => localDateTimeAt('1917-11-20T06:20', Number.NaN)).toThrow('campaign minute must be a whole number, got NaN');
  });

  it('reads a typed time for an order with a one-digit hour, and refuses a day the month lacks', () => {
    expect(minuteOfLocal('1917-11-20T06:20', '1917-11-20 8:00')).toBe(100);
    expect(() => minuteOfLocal('1917-11-20T06:20', '1917-11-31 08:00')).toThrow('"1917-11-31 08:00" is not a date and time of the form YYYY-MM-DD HH:MM');
  });
});

describe('the clock across the year end, backwards', () => {
  it('goes back before the start over a year end', () => {
    expect(localDateTimeAt('1918-01-01T00:10', -20)).toEqual({ year: 1917, month: 12, day: 31, hour: 23, minute: 50, weekday: 1 });
    expect(formatCampaignClock('1918-01-01T00:10', -20)).toBe('Mon 31 Dec 1917 23:50');
    expect(campaignClockIso('0999-12-31T23:59', 1)).toBe('1000-01-01T00:00');
    expect(startMinOfDay('1918-01-01T00:10')).toBe(10);
  });

  it('labels a sheet hour by the days after the start date, and refuses a start that is not a real date', () => {
    expect(hourLabel('1917-12-31T23:30', 30)).toBe('00:00+1d');
    expect(hourLabel('1917-12-31T23:30', 29)).toBe('23:59');
    expect(() => hourLabel('1917-02-30T07:30', 0)).toThrow('hourLabel: start time "1917-02-30T07:30" is not a real date and time');
  });
});

describe('csv records', () => {
  it('joins guarded, quoted fields by commas and ends every record in CRLF', () => {
    expect(CSV_EOL).toBe('\r\n');
    expect(csvLine(['a', 'b,c', '=1', ''])).toBe(`a,"b,c",'=1,`);
    expect(csvText([['Order', 'Text'], ['ord-1', 'say "go"']])).toBe('Order,Text\r\nord-1,"say ""go"""\r\n');
    expect(csvText([])).toBe('');
  });

  it('reads back as the records it was written from (guarded), line breaks, quotes and spaces included', () => {
    const records = [
      ['Unit', 'Note', 'Count'],
      ['1/6 Gordons', ' leading space', '3'],
      ['II./84', 'two\r\nlines, "quoted"', '-2'],
      ['=HYPERLINK("x")', '', '@cmd'],
    ];
    const text = csvText(records);
    expect(text.endsWith('\r\n')).toBe(true);
    const back = Papa.parse<string[]>(text.slice(0, -2), { newline: '\r\n' }).data;
    expect(back).toEqual([records[0], records[1], ['II./84', 'two\r\nlines, "quoted"', "'-2"], ["'=HYPERLINK(\"x\")", '', "'@cmd"]]);
  });
});
