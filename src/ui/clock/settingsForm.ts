/**
 * The campaign settings dialog's form: the day's start (RULINGS.md §Not Quite
 * Mechanized, 004 §TIMESCALE), whether the night allows only resupply, whether the 1916 command
 * test (002 §2.1) runs before moves, and its targets by grade and column — *assumed*, the seed's
 * chart is lost (RULINGS.md §1916 and De Rosa). Pure: the form's text ⇄ `CampaignSettings`, and the
 * changed fields only for `settings.changed`.
 */
import { calibreKey, COMMAND_TEST_TARGET_RANGE, gunClassOf, SETTINGS_GRADES, unitArtillery, vehicles1916Of, type CampaignSettings, type CampaignState } from '../../campaign/index.ts';
import { vehiclesForm, vehiclesFromForm, type VehiclesForm } from './vehicles1916Form.ts';
import { namedArtillery } from '../../rules/artillery/classes.ts';
import { COMMAND_TEST_COLUMNS, COMMAND_TEST_TARGETS_ASSUMED, type CommandTestColumn } from '../../rules/tables/commandTest1916.ts';
import type { Grade } from '../../rules/types.ts';

/** The targets as typed: grade → column → text. */
export type TargetsForm = Record<Grade, Record<CommandTestColumn, string>>;

/** The form's values as typed (`dayStart` is a time field's `HH:MM`; `gunClasses` by calibre key, '' for the table's class). */
export type SettingsForm = { dayStart: string; nightResupplyOnly: boolean; commandTest1916: boolean; deRosaAmmo: boolean; targets: TargetsForm; gunClasses: Record<string, string>; vehicles: VehiclesForm };

/** A calibre of the campaign's guns as the dialog lists it: its key, its words (`114.3 mm (the 4.5-inch)`) and its class by the table. */
export type GunCalibre = { key: string; label: string; byTable: 'L' | 'M' | 'H' | 'VH' };

/** Every calibre the campaign's artillery fires, lightest first, for the dialog's "Gun classes". */
export function campaignGuns(state: Pick<CampaignState, 'units'>): GunCalibre[] {
  const out = new Map<string, GunCalibre & { mm: number }>();
  for (const u of Object.values(state.units)) {
    const art = unitArtillery(u);
    if (!art || art.kind !== 'gun') continue;
    const key = calibreKey(art.calibreMm);
    if (out.has(key)) continue;
    const named = namedArtillery(art.calibreMm, art.kind);
    out.set(key, { key, mm: art.calibreMm, label: `${key} mm${named ? ` (the ${named.name})` : ''}`, byTable: gunClassOf({}, art.calibreMm, art.kind).byTable });
  }
  return [...out.values()].sort((a, b) => a.mm - b.mm).map(({ key, label, byTable }) => ({ key, label, byTable }));
}

/** A refused field: `field` is `dayStart` or `target-<grade>-<column>`, `message` names it in words. */
export type SettingsProblem = { field: string; message: string };

/** The column's heading: `Maneuver` / `Assault` (002 §2.1). */
export const COLUMN_WORDS: Readonly<Record<CommandTestColumn, string>> = { maneuver: 'Maneuver', assault: 'Assault' };

/** The day-start field's label. */
export const DAY_START_LABEL = 'Day starts at';

/** A target field's label, e.g. `Maneuver target for grade E`. */
export function targetLabel(grade: Grade, column: CommandTestColumn): string {
  return `${COLUMN_WORDS[column]} target for grade ${grade}`;
}

/** A target field's problem key, e.g. `target-E-maneuver`. */
export function targetField(grade: Grade, column: CommandTestColumn): string {
  return `target-${grade}-${column}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight (0–1439) as `HH:MM`, e.g. 360 → `06:00`. */
export function formatTimeOfDay(min: number): string {
  return `${two(Math.floor(min / 60))}:${two(min % 60)}`;
}

/**
 * `HH:MM` (seconds `:00` allowed, as a time field may give) as minutes after midnight, e.g.
 * `06:00` → 360. Throws `RangeError` naming the text when it is not a time of day 00:00–23:59.
 */
export function parseTimeOfDay(text: string): number {
  const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text.trim());
  const h = m ? Number(m[1]) : NaN;
  const min = m ? Number(m[2]) : NaN;
  if (!m || h > 23 || min > 59) throw new RangeError(`"${text}" is not a time of day 00:00–23:59`);
  return h * 60 + min;
}

/** The targets as form text. */
export function targetsForm(t: Readonly<Record<Grade, Readonly<Record<CommandTestColumn, number>>>>): TargetsForm {
  const out = {} as TargetsForm;
  for (const g of SETTINGS_GRADES) out[g] = { maneuver: String(t[g].maneuver), assault: String(t[g].assault) };
  return out;
}

/** The *assumed* targets (`COMMAND_TEST_TARGETS_ASSUMED`) as form text: "Restore assumed targets". */
export function assumedTargetsForm(): TargetsForm {
  return targetsForm(COMMAND_TEST_TARGETS_ASSUMED);
}

/** The form showing `s`. */
export function settingsForm(s: CampaignSettings): SettingsForm {
  return { dayStart: formatTimeOfDay(s.dayStartMin), nightResupplyOnly: s.nightResupplyOnly, commandTest1916: s.commandTest1916, deRosaAmmo: s.deRosaAmmo === true, targets: targetsForm(s.commandTestTargets), gunClasses: { ...(s.gunClasses ?? {}) }, vehicles: vehiclesForm(vehicles1916Of(s)) };
}

/**
 * What saving `form` over `current` changes: `changes` holds only the fields that differ
 * (`commandTestTargets` whole when any target differs), for one `settings.changed`; `problems`
 * lists each refused field with a sentence naming it (day start not `HH:MM`; a target not a whole
 * number 1–7). When `problems` is not empty `changes` is `{}`.
 */
export function settingsChanges(current: CampaignSettings, form: SettingsForm): { changes: Partial<CampaignSettings>; problems: SettingsProblem[] } {
  const problems: SettingsProblem[] = [];
  const changes: Partial<CampaignSettings> = {};
  try {
    const dayStartMin = parseTimeOfDay(form.dayStart);
    if (dayStartMin !== current.dayStartMin) changes.dayStartMin = dayStartMin;
  } catch {
    problems.push({ field: 'dayStart', message: `${DAY_START_LABEL}: enter a time of day as HH:MM (00:00–23:59), got "${form.dayStart}".` });
  }
  if (form.nightResupplyOnly !== current.nightResupplyOnly) changes.nightResupplyOnly = form.nightResupplyOnly;
  if (form.commandTest1916 !== current.commandTest1916) changes.commandTest1916 = form.commandTest1916;
  if (form.deRosaAmmo !== (current.deRosaAmmo === true)) changes.deRosaAmmo = form.deRosaAmmo;
  const { min, max } = COMMAND_TEST_TARGET_RANGE;
  const targets = {} as CampaignSettings['commandTestTargets'];
  let targetsDiffer = false;
  for (const g of SETTINGS_GRADES) {
    targets[g] = { ...current.commandTestTargets[g] };
    for (const c of COMMAND_TEST_COLUMNS) {
      const text = form.targets[g][c].trim();
      const n = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(n >= min && n <= max)) {
        problems.push({ field: targetField(g, c), message: `${targetLabel(g, c)}: enter a whole number from ${min} to ${max}, got "${form.targets[g][c]}".` });
        continue;
      }
      targets[g][c] = n;
      if (n !== current.commandTestTargets[g][c]) targetsDiffer = true;
    }
  }
  if (targetsDiffer) changes.commandTestTargets = targets;
  // The umpire's gun classes, whole: '' is the table's (not kept).
  const guns = Object.fromEntries(Object.entries(form.gunClasses).filter(([, c]) => c === 'L' || c === 'M' || c === 'H' || c === 'VH').sort(([a], [b]) => (a < b ? -1 : 1))) as Record<string, 'L' | 'M' | 'H' | 'VH'>;
  const before = Object.fromEntries(Object.entries(current.gunClasses ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
  if (JSON.stringify(guns) !== JSON.stringify(before)) changes.gunClasses = guns;
  // The 1916 vehicle charts, whole when any cell changed.
  const vehicles = vehiclesFromForm(form.vehicles);
  problems.push(...vehicles.problems);
  if (vehicles.chart && JSON.stringify(vehicles.chart) !== JSON.stringify(vehicles1916Of(current))) changes.vehicles1916 = vehicles.chart;
  return problems.length > 0 ? { changes: {}, problems } : { changes, problems };
}
