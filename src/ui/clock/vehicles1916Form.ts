/**
 * The 1916 vehicle and minefield charts in the settings dialog (`002_0a64821d231c1bbf.txt` §2.3, §2.5;
 * docs/RULINGS.md §1916 vehicles on the campaign map, §1916 minefields): the Tracked column (the highest 2D6
 * total that immobilises, by vehicle type, on the road breakdown roll and in dangerous terrain), the crew
 * targets by cause, and the minefield roll (a base lost or damaged from a 2D6 total) — all *assumed*, the
 * seed's charts being lost. Pure: the chart ⇄ the form's text, and its problems in words.
 */
import { assumedVehicles1916, mineChartOf, type Vehicles1916Chart } from '../../campaign/index.ts';
import { MINE_CHART_ASSUMED, type MineChart } from '../../rules/tables/fieldWorks1916.ts';
import { IMMOBILISED_CAUSES, VEHICLES_1916, type CrewTargets, type ImmobilisedCause, type TrackedRow, type Vehicle1916 } from '../../rules/tables/vehicles1916.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';

/** The charts as typed: every cell as text. */
export type VehiclesForm = { tracked: Record<Vehicle1916, Record<keyof TrackedRow, string>>; crew: Record<ImmobilisedCause, Record<keyof CrewTargets, string>>; mines: Record<keyof MineChart, string> };

/** The minefield roll's fields (002 §2.5, *assumed*), with their words. */
export const MINE_FIELDS: readonly { key: keyof MineChart; label: string }[] = [
  { key: 'lostFrom', label: 'Base lost' },
  { key: 'damagedFrom', label: 'Base damaged' },
];

/** The label of a minefield cell, e.g. "Minefield: base lost, 2D6 from". */
export function mineLabel(key: keyof MineChart): string {
  return `Minefield: ${MINE_FIELDS.find((f) => f.key === key)!.label.toLowerCase()}, 2D6 from`;
}

/** The Tracked column's fields, in the chart's order, with their words. */
export const TRACKED_FIELDS: readonly { key: keyof TrackedRow; label: string }[] = [
  { key: 'breakdownUpTo', label: 'Breakdown (road rating)' },
  { key: 'dangerousUpTo', label: 'Dangerous terrain' },
];

/** The crew chart's fields, in the chart's order, with their words. */
export const CREW_FIELDS: readonly { key: keyof CrewTargets; label: string }[] = [
  { key: 'repair', label: 'Repair' },
  { key: 'getLmg', label: 'Get LMG' },
  { key: 'fireBus', label: 'Fire bus' },
];

/** A cause in words: "Breakdown", "Dangerous terrain". */
export const CAUSE_WORDS: Readonly<Record<ImmobilisedCause, string>> = { breakdown: 'Breakdown', terrain: 'Dangerous terrain' };

/** A vehicle type's name as the unit types give it ("Tanks (Mark IV)"). */
export const vehicleWords = (v: Vehicle1916): string => UNIT_TYPES[v].label;

/** The label of a Tracked cell, e.g. "Breakdown (road rating), 2D6 up to, Tanks (Mark IV)". */
export function trackedLabel(v: Vehicle1916, key: keyof TrackedRow): string {
  return `${TRACKED_FIELDS.find((f) => f.key === key)!.label}, 2D6 up to, ${vehicleWords(v)}`;
}

/** The label of a crew cell, e.g. "Repair target after a breakdown". */
export function crewLabel(cause: ImmobilisedCause, key: keyof CrewTargets): string {
  return `${CREW_FIELDS.find((f) => f.key === key)!.label} target after ${cause === 'breakdown' ? 'a breakdown' : 'dangerous terrain'}`;
}

/** The form showing `chart`. */
export function vehiclesForm(chart: Vehicles1916Chart): VehiclesForm {
  const tracked = {} as VehiclesForm['tracked'];
  for (const v of VEHICLES_1916) tracked[v] = { breakdownUpTo: String(chart.tracked[v].breakdownUpTo), dangerousUpTo: String(chart.tracked[v].dangerousUpTo) };
  const crew = {} as VehiclesForm['crew'];
  for (const c of IMMOBILISED_CAUSES) crew[c] = { repair: String(chart.crew[c].repair), getLmg: String(chart.crew[c].getLmg), fireBus: String(chart.crew[c].fireBus) };
  const mines = mineChartOf({ vehicles1916: chart });
  return { tracked, crew, mines: { lostFrom: String(mines.lostFrom), damagedFrom: String(mines.damagedFrom) } };
}

/** The assumed charts as form text: "Restore assumed charts". */
export const assumedVehiclesForm = (): VehiclesForm => vehiclesForm(assumedVehicles1916());

/**
 * The chart `form` gives, or the problems of its cells (each `{ field, message }`, `field` the cell's
 * label): a 2D6 end a whole number 1–12 (1: never), a crew target 1–7 (7: never), a minefield 2D6 from 2–13 (13: never).
 */
export function vehiclesFromForm(form: VehiclesForm): { chart: Vehicles1916Chart | null; problems: { field: string; message: string }[] } {
  const problems: { field: string; message: string }[] = [];
  const num = (text: string, label: string, max: number, min = 1) => {
    const t = text.trim();
    const n = /^\d+$/.test(t) ? Number(t) : NaN;
    if (n >= min && n <= max) return n;
    problems.push({ field: label, message: `${label}: enter a whole number from ${min} to ${max}, got "${text}".` });
    return 0;
  };
  const chart = assumedVehicles1916();
  for (const v of VEHICLES_1916) for (const f of TRACKED_FIELDS) chart.tracked[v][f.key] = num(form.tracked[v][f.key], trackedLabel(v, f.key), 12);
  for (const c of IMMOBILISED_CAUSES) for (const f of CREW_FIELDS) chart.crew[c][f.key] = num(form.crew[c][f.key], crewLabel(c, f.key), 7);
  const mines = { ...MINE_CHART_ASSUMED };
  for (const f of MINE_FIELDS) mines[f.key] = num(form.mines[f.key], mineLabel(f.key), 13, 2);
  chart.mines = mines;
  return problems.length > 0 ? { chart: null, problems } : { chart, problems };
}
