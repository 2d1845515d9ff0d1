/**
 * The cavalry events (1916 module, `002_0a64821d231c1bbf.txt` §2.2 "Cavalry Functions"; docs/RULINGS.md §1916
 * cavalry on the campaign map). `cavalry.horses`: a cavalry unit dismounts — one base withdrawn to hold the
 * horses, the rest fighting and marching on foot — or mounts again; either costs a quarter of a turn
 * (`MOUNT_MIN_1916`), its march in force starting that much later. Refused, naming the path: the 1916 rules
 * off, a unit that is not cavalry, one already in that state, one of a single base (no base to spare for the
 * horses), and a unit with no base left.
 */
import { HORSE_HOLDER_BASES } from '../../rules/tables/cavalry1916.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { EventError } from '../model/eventError.ts';
import { stepState, unitAt, unitsWith } from '../model/checks.ts';
import { module1916On, settingsOf } from '../model/settings.ts';
import type { CampaignState, Unit } from '../model/types.ts';
import { CAVALRY_PAYLOADS, type CavalryPayloads } from './payloads.ts';

type Payload = CavalryPayloads['cavalry.horses'];

/** Whether a unit is cavalry that mounts and dismounts (its type's arm is cavalry). */
export const isCavalry = (u: Pick<Unit, 'type'>): boolean => UNIT_TYPES[u.type]?.arm === 'cavalry';

/** Whether `u` is dismounted in `state`: cavalry, the 1916 rules on, its horses held. */
export function isDismounted(state: CampaignState, u: Pick<Unit, 'type' | 'horses'>): boolean {
  return u.horses?.dismounted === true && isCavalry(u) && module1916On(settingsOf(state));
}

/**
 * The bases a unit fights with in a settled contact: all of them, less the horse holders of dismounted cavalry
 * (002 §2.2: "One base should be withdrawn") — but a dismounted unit down to its last base fights with it.
 */
export function fightingBases(state: CampaignState, u: Pick<Unit, 'type' | 'horses' | 'bases'>): number {
  return isDismounted(state, u) ? Math.max(Math.min(1, u.bases), u.bases - HORSE_HOLDER_BASES) : u.bases;
}

/** Why `unit` may not dismount (`dismount` true) or mount again (false) now, in the umpire's words, or null when it may. */
export function horsesProblem(state: CampaignState, unit: Unit, dismount: boolean): string | null {
  if (!module1916On(settingsOf(state))) return 'cavalry mounts and dismounts under the 1916 rules only (Settings)';
  if (!isCavalry(unit)) return `${unit.shortName} is not cavalry`;
  if (unit.bases === 0) return `${unit.shortName} has no bases left`;
  const now = unit.horses?.dismounted === true;
  if (dismount && now) return `${unit.shortName} is dismounted already`;
  if (!dismount && !now) return `${unit.shortName} is mounted already`;
  if (dismount && unit.bases <= HORSE_HOLDER_BASES) return `${unit.shortName} has ${unit.bases} base: one must hold the horses, so none would be left to fight on foot`;
  return null;
}

function applyHorses(state: CampaignState, event: { seq: number; at: number; payload: Payload }): CampaignState {
  const u = unitAt(state, event.payload.unitId, 'payload.unitId');
  const why = horsesProblem(state, u, event.payload.dismounted);
  if (why !== null) throw new EventError(why, 'payload.dismounted');
  return stepState(state, event, { units: unitsWith(state, { ...u, horses: { dismounted: event.payload.dismounted, atMin: event.at } }) });
}

const cavalryHorses = defineEvent({
  type: 'cavalry.horses',
  version: 1,
  migrations: {},
  payload: CAVALRY_PAYLOADS['cavalry.horses'],
  apply: applyHorses,
  describe(event, state) {
    const name = state?.units[event.payload.unitId]?.shortName ?? event.payload.unitId;
    return event.payload.dismounted ? `${name} dismounted, a base holding the horses` : `${name} mounted again`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

/** The cavalry events, in the order the registry lists them. */
export const CAVALRY_EVENTS = [cavalryHorses] as const;
