import { afterEach, describe, expect, it } from 'vitest';
import { campaignClockIso, campaignMinAt, formatCampaignClock, localDateTimeAt, startMinOfDay } from '../../src/ui/clock.ts';
import { exportFileName } from '../../src/ui/download.ts';
import { storageText } from '../../src/ui/TopBar.tsx';

describe('campaign clock', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it('shows zero hour at Cambrai as the scenario wrote it', () => {
    expect(formatCampaignClock('1917-11-20T06:20', 0)).toBe('Tue 20 Nov 1917 06:20');
    expect(campaignClockIso('1917-11-20T06:20', 0)).toBe('1917-11-20T06:20');
  });

  it('adds campaign minutes across midnight, month ends, years and leap days', () => {
    expect(formatCampaignClock('1917-11-20T06:20', 1070)).toBe('Wed 21 Nov 1917 00:10');
    expect(formatCampaignClock('1917-12-31T23:30', 45)).toBe('Tue 1 Jan 1918 00:15');
    expect(formatCampaignClock('1916-02-28T23:00', 120)).toBe('Tue 29 Feb 1916 01:00');
    expect(formatCampaignClock('1917-11-20T06:20', 7 * 24 * 60)).toBe('Tue 27 Nov 1917 06:20');
    expect(localDateTimeAt('1917-11-20T06:20', 95)).toEqual({ year: 1917, month: 11, day: 20, hour: 7, minute: 55, weekday: 2 });
  });

  it('does not depend on the browser time zone (no DST shift on 1917 or modern dates)', () => {
    for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'Europe/London']) {
      process.env.TZ = tz;
      expect(formatCampaignClock('1917-11-20T06:20', 0)).toBe('Tue 20 Nov 1917 06:20');
      expect(formatCampaignClock('2024-03-31T00:30', 60)).toBe('Sun 31 Mar 2024 01:30');
    }
  });

  it('refuses a start time that is not YYYY-MM-DDTHH:MM or not a real date, naming it', () => {
    expect(() => formatCampaignClock('20/11/1917 06:20', 0)).toThrow(/"20\/11\/1917 06:20" is not of the form YYYY-MM-DDTHH:MM/);
    expect(() => formatCampaignClock('1917-02-30T06:20', 0)).toThrow(/"1917-02-30T06:20" is not a real date/);
    expect(() => formatCampaignClock('1917-11-20T25:00', 0)).toThrow(RangeError);
    expect(() => formatCampaignClock('1917-11-20T06:20', 1.5)).toThrow(/whole number, got 1.5/);
  });
});

describe('local date-time ⇄ campaign minute', () => {
  it('gives the start’s minute of the day', () => {
    expect(startMinOfDay('1917-11-20T06:20')).toBe(380);
    expect(startMinOfDay('1944-06-06T00:00')).toBe(0);
    expect(startMinOfDay('1944-06-06T23:59')).toBe(1439);
  });

  it('turns a local time of the scenario into the campaign minute (Cambrai 08:00 is minute 100)', () => {
    expect(campaignMinAt('1917-11-20T06:20', '1917-11-20T08:00')).toBe(100);
    expect(campaignMinAt('1917-11-20T06:20', '1917-11-20T06:20')).toBe(0);
    expect(campaignMinAt('1917-11-20T06:20', '1917-11-20T06:00')).toBe(-20);
    expect(campaignMinAt('1917-11-20T06:20', '1917-11-21T06:20')).toBe(1440);
    expect(campaignMinAt('1917-12-31T23:30', '1918-01-01T00:15')).toBe(45);
    expect(campaignMinAt('1916-02-28T23:00', '1916-03-01T01:00')).toBe(1560);
  });

  it('is the inverse of the clock’s datetime text, whatever the browser’s zone', () => {
    const savedTz = process.env.TZ;
    process.env.TZ = 'Europe/London';
    try {
      for (const m of [0, 59, 100, 1070, 1440 * 40 + 7]) {
        expect(campaignMinAt('1917-11-20T06:20', campaignClockIso('1917-11-20T06:20', m))).toBe(m);
      }
      expect(campaignMinAt('2024-03-31T00:30', '2024-03-31T02:30')).toBe(120);
    } finally {
      process.env.TZ = savedTz;
    }
  });

  it('refuses a time that is not YYYY-MM-DDTHH:MM or not real, naming it', () => {
    expect(() => campaignMinAt('1917-11-20T06:20', '20/11/1917 08:00')).toThrow('time "20/11/1917 08:00" is not of the form YYYY-MM-DDTHH:MM');
    expect(() => campaignMinAt('1917-11-20T06:20', '1917-11-31T08:00')).toThrow('time "1917-11-31T08:00" is not a real date');
    expect(() => campaignMinAt('1917-11-20 06:20', '1917-11-20T08:00')).toThrow('start time "1917-11-20 06:20" is not of the form');
    expect(() => startMinOfDay('1917-11-20T24:00')).toThrow('start time "1917-11-20T24:00" is not a real date and time');
  });
});

describe('small top-bar texts', () => {
  it('names the storage answer as the browser tests expect', () => {
    expect(storageText('persistent')).toBe('Storage: persistent');
    expect(storageText('best-effort')).toBe('Storage: best-effort');
    expect(storageText('unsupported')).toBe('Storage: unsupported');
  });

  it('makes an export file name from the campaign name', () => {
    expect(exportFileName('Cambrai, 20 November 1917')).toBe('Cambrai, 20 November 1917.campaign.json');
    expect(exportFileName('What/if: "B"?')).toBe('What_if_ _B__.campaign.json');
    expect(exportFileName('  ')).toBe('campaign.campaign.json');
  });
});
