/**
 * The campaign clock's readings and where its buttons move it:
 * one operational turn is an hour, a day is two 8-hour daylight periods and an 8-hour night
 * (004 §TIMESCALE; RULINGS.md §Not Quite Mechanized). Campaign minutes count from the scenario's
 * start; local times are the scenario's own wall-clock (`src/ui/clock.ts`). Pure: no React.
 */
import type { CampaignSettings } from '../../campaign/index.ts';
import { clockPeriodAt, DAY_PERIOD_LABELS } from '../../rules/timescale.ts';
import { campaignClockIso, campaignMinAt, formatCampaignClock, startMinOfDay } from '../clock.ts';

function wholeMin(clockMin: number): number {
  if (!Number.isInteger(clockMin) || clockMin < 0) throw new RangeError(`campaign minute must be a whole number ≥ 0, got ${clockMin}`);
  return clockMin;
}

/**
 * One operational turn (1 hour, 004 §TIMESCALE) after `clockMin`: `clockMin + 60`, e.g. 0 → 60,
 * 95 → 155. The umpire's "Advance 1 hour" means exactly that, even when "Advance to…" left the
 * clock between turn boundaries. Throws `RangeError` when `clockMin` is not a whole number ≥ 0.
 */
export function nextHourMin(clockMin: number): number {
  return wholeMin(clockMin) + 60;
}

/**
 * The campaign minute at which the period after the one holding `clockMin` begins (daylight 1 →
 * daylight 2 → night → next day's daylight 1). `startLocal` is the scenario's start
 * (`YYYY-MM-DDTHH:MM`), `dayStartMin` the setting (local minutes after midnight). E.g. Cambrai
 * (`1917-11-20T06:20`, day start 360 = 06:00) from 0 → 460 (14:00). Throws `RangeError` for a bad
 * start text or clock minute.
 */
export function nextPeriodMin(startLocal: string, dayStartMin: number, clockMin: number): number {
  return clockPeriodAt(startMinOfDay(startLocal), dayStartMin, wholeMin(clockMin)).periodEndMin;
}

/**
 * What the top bar shows: `dateTime` (`Tue 20 Nov 1917 06:20`), `iso` (its `datetime` attribute),
 * `period` (`Day 1, Daylight 1`), `turn` (1 from the start, one per hour), `night` (whether the
 * period is the night) and `resupplyOnly` (night with the setting `nightResupplyOnly` on).
 */
export type ClockReading = { dateTime: string; iso: string; period: string; turn: number; night: boolean; resupplyOnly: boolean };

/**
 * The clock's reading at `clockMin` in a campaign starting at `startLocal` with `settings`.
 * Throws `RangeError` for a bad start text or clock minute.
 */
export function clockReading(startLocal: string, settings: Pick<CampaignSettings, 'dayStartMin' | 'nightResupplyOnly'>, clockMin: number): ClockReading {
  const p = clockPeriodAt(startMinOfDay(startLocal), settings.dayStartMin, wholeMin(clockMin));
  const night = p.period === 'night';
  return {
    dateTime: formatCampaignClock(startLocal, clockMin),
    iso: campaignClockIso(startLocal, clockMin),
    period: `Day ${p.day}, ${DAY_PERIOD_LABELS[p.period]}`,
    turn: p.turn,
    night,
    resupplyOnly: night && settings.nightResupplyOnly,
  };
}

/** The reading as one line, e.g. `Tue 20 Nov 1917 06:20 · Day 1, Daylight 1 · Turn 1`. */
export function clockLine(r: ClockReading): string {
  return `${r.dateTime} · ${r.period} · Turn ${r.turn}`;
}

/**
 * The campaign minute to advance to from a `datetime-local` field's text `local` (the scenario's
 * local time, `YYYY-MM-DDTHH:MM`, seconds `:00` allowed). Throws `RangeError` with the sentence to
 * show: an empty or malformed field, or a time not after the clock (naming the clock's time and
 * that going back is Undo).
 */
export function advanceTargetMin(startLocal: string, clockMin: number, local: string): number {
  const text = local.trim().replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):00(?:\.0+)?$/, '$1');
  if (text === '') throw new RangeError('Enter the date and time to advance the clock to.');
  let toMin: number;
  try {
    toMin = campaignMinAt(startLocal, text);
  } catch (e) {
    throw new RangeError(`Enter a date and time as YYYY-MM-DD HH:MM: ${e instanceof Error ? e.message : String(e)}.`);
  }
  if (toMin <= clockMin) {
    throw new RangeError(
      `${formatCampaignClock(startLocal, toMin)} is not after the campaign clock (${formatCampaignClock(startLocal, clockMin)}): choose a later time. Going back is Undo.`,
    );
  }
  return toMin;
}
