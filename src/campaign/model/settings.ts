/**
 * Campaign settings (`CampaignSettings`, `types.ts`): the defaults, the settings in force for a
 * state (snapshots written before the campaign had settings have none), and the check and merge of
 * a change of settings.
 */
import { COMMAND_TEST_COLUMNS, COMMAND_TEST_TARGETS_ASSUMED, type CommandTestColumn } from '../../rules/tables/commandTest1916.ts';
import type { Grade } from '../../rules/types.ts';
import { checkBool, checkObject, checkWhole } from './checks.ts';
import { EventError } from './eventError.ts';
import type { CampaignSettings, CampaignState } from './types.ts';

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

/** The settings in force in `state`: its own, or `DEFAULT_SETTINGS` when it never changed any. */
export function settingsOf(state: Pick<CampaignState, 'settings'>): CampaignSettings {
  return state.settings ?? DEFAULT_SETTINGS;
}

/**
 * Check a `settings.changed` payload's `changes` (at `path`, default `payload.changes`) and return
 * `settingsOf(state)` with them merged in (a fresh object). Throws `EventError` naming the field:
 * no field given, an unknown field, `dayStartMin` not a whole 0…1439, a flag (`nightResupplyOnly`,
 * `commandTest1916`, `deRosaAmmo`) not a boolean, or
 * `commandTestTargets` not every grade E V R C M × maneuver/assault as a whole number 1…7.
 */
export function mergeSettings(state: CampaignState, changes: unknown, path = 'payload.changes'): CampaignSettings {
  const c = checkObject(changes, path);
  const keys = Object.keys(c);
  if (keys.length === 0) throw new EventError('a settings change must change at least one setting', path);
  const next: CampaignSettings = { ...settingsOf(state), commandTestTargets: targetsCopy(settingsOf(state).commandTestTargets) };
  for (const key of keys) {
    const at = `${path}.${key}`;
    const value = c[key];
    switch (key) {
      case 'dayStartMin':
        next.dayStartMin = checkWhole(value, at, 0, 1439);
        break;
      case 'nightResupplyOnly':
        next.nightResupplyOnly = checkBool(value, at);
        break;
      case 'commandTest1916':
        next.commandTest1916 = checkBool(value, at);
        break;
      case 'deRosaAmmo':
        next.deRosaAmmo = checkBool(value, at);
        break;
      case 'commandTestTargets':
        next.commandTestTargets = checkTargets(value, at);
        break;
      default:
        throw new EventError(`unknown setting "${key}"`, at);
    }
  }
  return next;
}

function checkTargets(value: unknown, path: string): CampaignSettings['commandTestTargets'] {
  const t = checkObject(value, path);
  for (const k of Object.keys(t)) {
    if (!(SETTINGS_GRADES as readonly string[]).includes(k)) throw new EventError(`unknown grade "${k}"; expected one of: E, V, R, C, M`, `${path}.${k}`);
  }
  const out = {} as CampaignSettings['commandTestTargets'];
  for (const g of SETTINGS_GRADES) {
    if (!Object.hasOwn(t, g)) throw new EventError(`the targets of grade ${g} are missing`, `${path}.${g}`);
    const row = checkObject(t[g], `${path}.${g}`);
    for (const k of Object.keys(row)) {
      if (!(COMMAND_TEST_COLUMNS as readonly string[]).includes(k)) throw new EventError(`unknown column "${k}"; expected maneuver or assault`, `${path}.${g}.${k}`);
    }
    const { min, max } = COMMAND_TEST_TARGET_RANGE;
    out[g] = {
      maneuver: checkWhole(row.maneuver, `${path}.${g}.maneuver`, min, max),
      assault: checkWhole(row.assault, `${path}.${g}.assault`, min, max),
    };
  }
  return out;
}
