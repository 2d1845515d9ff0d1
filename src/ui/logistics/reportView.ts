/**
 * The Logistics screen's reports as data (the daily casualty return, ammunition
 * expended by formation, resupply runs in transit and arrived): the campaign days so far and each
 * day's minutes, the rows and columns each report shows and prints, and its CSV (`csvText`: RFC 4180,
 * CRLF, formula-guarded; no value starts with "+" or "-", so none is guarded: the umpire's net edits
 * are written "2" and "−1" with the minus sign U+2212). Pure.
 */
import { csvText, startMinOfDay, stocksText, settingsOf, type AmmunitionRow, type CasualtyRow, type CampaignState, type ResupplyRun } from '../../campaign/index.ts';
import { clockPeriodAt, DAY_PERIOD_MIN, DAY_PERIODS } from '../../rules/timescale.ts';
import { campaignClockIso, formatCampaignClock } from '../clock.ts';
import { TRANSPORT_WORDS } from './actionsView.ts';

/** A report's table: its title, column heads and rows of text (the screen, the print and the CSV show the same). */
export type ReportTable = { title: string; head: string[]; rows: string[][] };

/** The campaign day (1 = the day holding the start) of campaign minute `min` (`clockPeriodAt`, with the settings' day start). */
export function dayAt(state: CampaignState, min: number): number {
  return clockPeriodAt(startMinOfDay(state.startLocal), settingsOf(state).dayStartMin, min).day;
}

/** The minutes of campaign day `day`: `[fromMin, toMin)`, its first daylight period to the end of its night. */
export function dayWindow(state: CampaignState, day: number): { fromMin: number; toMin: number } {
  const p = clockPeriodAt(startMinOfDay(state.startLocal), settingsOf(state).dayStartMin, 0);
  const dayOneStart = p.periodStartMin - DAY_PERIODS.indexOf(p.period) * DAY_PERIOD_MIN;
  const fromMin = dayOneStart + (day - 1) * 3 * DAY_PERIOD_MIN;
  return { fromMin, toMin: fromMin + 3 * DAY_PERIOD_MIN };
}

/** Days 1 … the day of the clock. */
export function daysSoFar(state: CampaignState): number[] {
  return Array.from({ length: Math.max(1, dayAt(state, state.clockMin)) }, (_, i) => i + 1);
}

/**
 * The daily casualty return (004 §REORGANISATION), in bases: Unit, Casualties (killed by fire +
 * wounded: casualty markers added), Collected (treated at a collection point), Returned to duty (at
 * reorganisation), To medical post, Back from medical post (end of day), Permanent, Umpire edits (net bases; a loss "−1"),
 * Bases (now / establishment).
 */
export function casualtyTable(rows: readonly CasualtyRow[], day: number): ReportTable {
  // A net loss is written with the minus sign U+2212 (which no spreadsheet runs as a formula), a gain plain.
  const edit = (n: number) => (n < 0 ? `−${-n}` : String(n));
  return {
    title: `Casualty return, day ${day}`,
    head: ['Unit', 'Casualties', 'Collected', 'Returned to duty', 'To medical post', 'Back from medical post', 'Permanent', 'Umpire edits', 'Bases'],
    rows: rows.map((r) => [
      r.name,
      String(r.lostInAction + r.wounded),
      String(r.treated),
      String(r.removed),
      String(r.toMedicalPost),
      String(r.returned),
      String(r.permanent),
      edit(r.edited),
      `${r.basesAtEnd}/${r.establishmentBases}`,
    ]),
  };
}

/** Ammunition expended by formation (the ledger's `'consumed'`, summed over each formation's subtree): Formation, CU, FU, POL. */
export function ammunitionTable(rows: readonly AmmunitionRow[], period: string): ReportTable {
  return { title: `Ammunition expended by formation, ${period}`, head: ['Formation', 'CU', 'FU', 'POL'], rows: rows.map((r) => [r.name, String(r.CU), String(r.FU), String(r.POL)]) };
}

/** A run's status: "In transit", "Arrived", with De Rosa's die when it rolled one ("In transit (De Rosa 3: the limber is still coming, +1 h)"). */
export function runStatus(run: ResupplyRun): string {
  const base = run.arrived ? 'Arrived' : 'In transit';
  if (run.deRosaDie === undefined) return base;
  return `${base} (De Rosa ${run.deRosaDie}: ${run.deRosaDie >= 5 ? 'resupplied' : 'the limber is still coming, +1 h'})`;
}

/** The runs in transit (by arrival) then those arrived (latest first). */
export function sortedRuns(state: CampaignState): ResupplyRun[] {
  const runs = Object.values(state.resupplyRuns ?? {});
  const transit = runs.filter((r) => !r.arrived).sort((a, b) => a.arriveMin - b.arriveMin || a.id.localeCompare(b.id));
  const arrived = runs.filter((r) => r.arrived).sort((a, b) => b.arriveMin - a.arriveMin || a.id.localeCompare(b.id));
  return [...transit, ...arrived];
}

/** Resupply runs: Run, From, To, Carrying, Transport, Distance (m), Departed, Arrives, Status (local times as the clock reads them). */
export function runsTable(state: CampaignState, iso = false): ReportTable {
  const time = (m: number) => (iso ? campaignClockIso(state.startLocal, m) : formatCampaignClock(state.startLocal, m));
  const name = (id: string) => state.units[id]?.name ?? id;
  return {
    title: 'Resupply runs',
    head: ['Run', 'From', 'To', 'Carrying', 'Transport', 'Distance (m)', 'Departed', 'Arrives', 'Status'],
    rows: sortedRuns(state).map((r) => [
      r.id,
      r.fromId === 'dla' ? `DLA, ${state.sides[r.side]?.name ?? r.side}` : name(r.fromId),
      name(r.toId),
      stocksText(r.stocks),
      TRANSPORT_WORDS[r.transport],
      String(r.distanceM),
      time(r.departMin),
      time(r.arriveMin),
      runStatus(r),
    ]),
  };
}

/** A report table as CSV: the head, then the rows. */
export function tableCsv(t: ReportTable): string {
  return csvText([t.head, ...t.rows]);
}
