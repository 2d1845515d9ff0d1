/**
 * Campaign settings (`CampaignSettings`, `types.ts`): the defaults, the settings in force for a
 * state (snapshots written before the campaign had settings have none), and the check and merge of
 * a change of settings.
 */
import { COMMAND_TEST_TARGETS_ASSUMED, type CommandTestColumn } from '../../rules/tables/commandTest1916.ts';
import type { Grade } from '../../rules/types.ts';
import { CREW_CHART_ASSUMED, TRACKED_COLUMN_ASSUMED } from '../../rules/tables/vehicles1916.ts';
import { MINE_CHART_ASSUMED, type MineChart } from '../../rules/tables/fieldWorks1916.ts';
import type { CampaignSettings, CampaignState, Vehicles1916Chart } from './types.ts';

/** The grades the 1916 targets are kept for, best first (training values read as NQM grades). */
export const SETTINGS_GRADES: readonly Grade[] = ['E', 'V', 'R', 'C', 'M'];

/** Lowest and highest 1916 target (a D6 result; 7 means only a modifier-free 6 can never pass). */
export const COMMAND_TEST_TARGET_RANGE = { min: 1, max: 7 } as const;

function targetsCopy(t: Readonly<Record<Grade, Readonly<Record<CommandTestColumn, number>>>>): CampaignSettings['commandTestTargets'] {
  const out = {} as CampaignSettings['commandTestTargets'];
  for (const g of SETTINGS_GRADES) out[g] = { maneuver: t[g].maneuver, assault: t[g].assault };
  return out;
}

/**
 * The settings of a campaign that never changed them: the day starts at 06:00 (360, RULINGS.md
 * §Not Quite Mechanized), night allows only resupply (004 §TIMESCALE), the 1916 command test is off
 * (002 §2.1 is optional), and its targets are the *assumed* ones (`COMMAND_TEST_TARGETS_ASSUMED`).
 */
export const DEFAULT_SETTINGS: CampaignSettings = Object.freeze({
  dayStartMin: 360,
  nightResupplyOnly: true,
  commandTest1916: false,
  commandTestTargets: frozenTargets(targetsCopy(COMMAND_TEST_TARGETS_ASSUMED)),
});

function frozenTargets(t: CampaignSettings['commandTestTargets']): CampaignSettings['commandTestTargets'] {
  for (const g of SETTINGS_GRADES) Object.freeze(t[g]);
  return Object.freeze(t);
}

/**
 * Whether De Rosa's field-gun ammunition supply is on (003 §Ammo Supply): the optional
 * `deRosaAmmo` setting, absent (the default, and every campaign written before the setting existed) meaning off.
 */
export function deRosaAmmoOn(settings: Pick<CampaignSettings, 'deRosaAmmo'>): boolean {
  return settings.deRosaAmmo === true;
}

/**
 * Whether the De Rosa module is on (`003_11ff81f41091c16b.txt`): its morale tests and their effects, and its
 * field-gun ammunition. Kept in the `deRosaAmmo` setting, which switched the module's first rule.
 */
export const deRosaOn = deRosaAmmoOn;

/**
 * Whether the 1916 module is on (`002_0a64821d231c1bbf.txt` §2 Movement): the command test before moves
 * and the vehicle rules. Kept in the `commandTest1916` setting, which switched the module's first rule.
 */
export function module1916On(settings: Pick<CampaignSettings, 'commandTest1916'>): boolean {
  return settings.commandTest1916;
}

/** The *assumed* 1916 charts (`TRACKED_COLUMN_ASSUMED`, `CREW_CHART_ASSUMED`, `MINE_CHART_ASSUMED`), a fresh copy. */
export function assumedVehicles1916(): Vehicles1916Chart {
  return {
    tracked: { tankHeavy: { ...TRACKED_COLUMN_ASSUMED.tankHeavy }, tankMedium: { ...TRACKED_COLUMN_ASSUMED.tankMedium } },
    crew: { breakdown: { ...CREW_CHART_ASSUMED.breakdown }, terrain: { ...CREW_CHART_ASSUMED.terrain } },
    mines: { ...MINE_CHART_ASSUMED },
  };
}

/** The 1916 vehicle and minefield charts in force: the campaign's own (`vehicles1916`), else the assumed ones. */
export function vehicles1916Of(settings: Pick<CampaignSettings, 'vehicles1916'>): Vehicles1916Chart {
  return settings.vehicles1916 ?? assumedVehicles1916();
}

/** The minefield roll in force (1916 §2.5, *assumed*): the campaign's own (`vehicles1916.mines`), else `MINE_CHART_ASSUMED`. */
export function mineChartOf(settings: Pick<CampaignSettings, 'vehicles1916'>): MineChart {
  return settings.vehicles1916?.mines ?? { ...MINE_CHART_ASSUMED };
}

/** The settings in force in `state`: its own, or `DEFAULT_SETTINGS` when it never changed any. */
export function settingsOf(state: Pick<CampaignState, 'settings'>): CampaignSettings {
  return state.settings ?? DEFAULT_SETTINGS;
}

/**
 * `settingsOf(state)` with a `settings.changed` payload's `changes` merged in (a fresh object, the
 * targets table copied). The changes' shape — at least one known setting, `dayStartMin` a whole
 * 0…1439, the flags booleans, `commandTestTargets` every grade E V R C M × maneuver/assault a whole
 * 1…7 — is the payload schema's (`clock/payloads.ts`).
 */
export function mergeSettings(state: CampaignState, changes: Partial<CampaignSettings>): CampaignSettings {
  const merged: CampaignSettings = { ...settingsOf(state), ...changes };
  return { ...merged, commandTestTargets: targetsCopy(merged.commandTestTargets) };
}
