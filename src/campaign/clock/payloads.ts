/**
 * valibot schemas of the payloads of the clock events: `clock.advanced` (the minute reached, with the
 * moves and contacts of the step, `turn/payloads.ts`) and `settings.changed` (at least one setting).
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { MAX_MINUTE } from '../model/checks.ts';
import { COMMAND_TEST_TARGET_RANGE } from '../model/settings.ts';
import { got, obj, whole } from '../model/schemaParts.ts';
import { clockTurnFields } from '../turn/payloads.ts';

const bool = v.boolean(got('true or false'));

/** `clock.advanced`, with the optional `moves` and `contacts` of the step (`turn/payloads.ts`). */
export const clockAdvancedPayload = obj({ toMin: whole('toMin', 1, MAX_MINUTE), ...clockTurnFields });

const target = whole('target', COMMAND_TEST_TARGET_RANGE.min, COMMAND_TEST_TARGET_RANGE.max);
const targetsRow = obj({ maneuver: target, assault: target });

const range2d6 = (what: string) => whole(what, 1, 12);
const trackedRow = obj({ breakdownUpTo: range2d6('breakdownUpTo'), dangerousUpTo: range2d6('dangerousUpTo') });
const crewRow = obj({ repair: whole('repair', 1, 7), getLmg: whole('getLmg', 1, 7), fireBus: whole('fireBus', 1, 7) });
const mineRow = obj({ lostFrom: whole('lostFrom', 2, 13), damagedFrom: whole('damagedFrom', 2, 13) });
/** The 1916 charts (`Vehicles1916Chart`): 2D6 range ends 1…12 (1: never), crew targets 1…7 (7: never), the minefield roll's 2D6 from 2…13 (13: never). */
const vehicles1916Schema = obj({ tracked: obj({ tankHeavy: trackedRow, tankMedium: trackedRow }), crew: obj({ breakdown: crewRow, terrain: crewRow }), mines: v.optional(mineRow) });

/** Campaign settings, every one optional (a change, or a packet's settings over the defaults). */
export const settingsFields = obj({
  dayStartMin: v.optional(whole('dayStartMin', 0, 1439)),
  nightResupplyOnly: v.optional(bool),
  commandTest1916: v.optional(bool),
  commandTestTargets: v.optional(obj({ E: targetsRow, V: targetsRow, R: targetsRow, C: targetsRow, M: targetsRow })),
  deRosaAmmo: v.optional(bool),
  sitrepEveryMin: v.optional(whole('sitrepEveryMin', 0, 7 * 24 * 60)),
  holdReports: v.optional(bool),
  enemyMarksExpireMin: v.optional(whole('enemyMarksExpireMin', 0, 30 * 24 * 60)),
  vehicles1916: v.optional(vehicles1916Schema),
  gunClasses: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^\d{1,3}(\.\d)?$/, 'a calibre in millimetres, as "114.3" or "77"')),
      v.picklist(['L', 'M', 'H', 'VH'], got('L, M, H or VH')),
    ),
  ),
});

/** `settings.changed`: at least one setting. */
export const settingsChangedPayload = obj({
  changes: v.pipe(
    settingsFields,
    v.check((c) => Object.keys(c).length > 0, 'a settings change must change at least one setting'),
  ),
});

/** The payload schemas of the clock events, by type. */
export const CLOCK_PAYLOADS = {
  'clock.advanced': clockAdvancedPayload,
  'settings.changed': settingsChangedPayload,
} as const;

/** The payload of each clock event type. */
export type ClockPayloads = PayloadsOf<typeof CLOCK_PAYLOADS>;
