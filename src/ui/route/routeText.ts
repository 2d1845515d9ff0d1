/**
 * How the route editor words a route (004 §MOVEMENT RATES
 * TABLE, §REAL ESTATE TABLE): movement modes and postures, durations, the distance-and-time estimate at
 * the NQM rate, why a unit stopped, and a unit's route and fight states in the unit panel. Pure: no
 * React. Every text is plain (the panel renders it as text).
 */
import { clockText, deRosaOn, settingsOf, fireEffectsOf, UNTIL_REORGANISED_MIN, type CampaignRoute, type RouteStop, type CampaignState, type Unit } from '../../campaign/index.ts';
import { nqmMoveRateKph } from '../../rules/nqm.ts';
import { campaignDayM } from '../../rules/operational/movement.ts';
import { NQM_CAMPAIGN_HOURS_PER_DAY, type NqmMobility, type NqmMoveMode } from '../../rules/tables/nqm.ts';
import type { RealEstatePosture } from '../../rules/tables/nqmGround.ts';
import { immobilisedText } from '../vehicles/crewModel.ts';

/** The movement modes of 004 §MOVEMENT RATES TABLE as the "Movement mode" select names them. */
export const MODE_LABEL: Readonly<Record<NqmMoveMode, string>> = {
  moveToContact: 'Move to contact',
  advanceInContact: 'Advance in contact',
  roadMarch: 'Road march',
};

/** The postures of 004 §REAL ESTATE TABLE as the "Posture" select names them. */
export const POSTURE_LABEL: Readonly<Record<RealEstatePosture, string>> = { advance: 'Advance', defence: 'Defence' };

/** The rows of 004 §MOVEMENT RATES TABLE in words (for "… units have no … rate"). */
export const MOBILITY_WORDS: Readonly<Record<NqmMobility, string>> = {
  lightRecce: 'light recce',
  armoured: 'armoured',
  foot: 'foot',
  motorised: 'motorised',
  cavCycle: 'cavalry and cyclist',
  horseDrawn: 'horse-drawn',
};

/** Why a unit stopped short (`RouteStop`), in words. */
export const STOP_WORDS: Readonly<Record<RouteStop, string>> = {
  impractical: 'held up: impractical ground',
  offRoad: 'stopped: horse-drawn units keep to roads',
  noRate: 'stopped: no movement rate in this mode',
  noFuel: 'no fuel',
  contact: 'halted: in contact with the enemy',
  immobilised: 'immobilised: broken down or ditched (1916)',
  morale: 'halted: Shaken or Routed, it may not advance until it rallies (De Rosa)',
};

/**
 * A whole number of minutes (≥ 0) in hours and minutes: 0 → `0 h`, 45 → `45 min`, 120 → `2 h`,
 * 252 → `4 h 12 min`. Throws `RangeError` for a negative or non-whole number.
 */
export function durationText(min: number): string {
  if (!Number.isInteger(min) || min < 0) throw new RangeError(`durationText: expected whole minutes ≥ 0, got ${min}`);
  const h = Math.floor(min / 60);
  const m = min % 60;
  if (h === 0) return m === 0 ? '0 h' : `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A number with at most one decimal and no trailing `.0`: 12 → `12`, 0.5 → `0.5`, 4.25 → `4.3`. */
function short(x: number): string {
  return String(Number(x.toFixed(1)));
}

/**
 * The distance of a route and the time it takes at the NQM rate of `mobility` in `mode` (004
 * §MOVEMENT RATES TABLE; not slowed by the going), with a campaign day's reach (12 × the hourly rate,
 * 004 §MOVEMENT RATES): `4.2 km, about 4 h 12 min at 1 km/h; a campaign day covers 12 km`. Where the
 * table gives no rate: `4.2 km; horse-drawn units have no move to contact rate (004 §MOVEMENT RATES
 * TABLE): road march only`. Minutes are rounded to the nearest. Throws `RangeError` for a negative or
 * non-finite distance, or a mobility or mode the table does not have. `module`: the rate an optional module
 * sets (`estimateRateKph`) and what sets it (`moduleRateWords`), said so: `4.2 km, about 2 h 6 min at 2 km/h
 * (De Rosa’s Movement Chart); a campaign day covers 24 km`.
 */
export function estimateText(distanceM: number, mobility: NqmMobility, mode: NqmMoveMode, module?: { kph: number | null; words: string }): string {
  if (!Number.isFinite(distanceM) || distanceM < 0) throw new RangeError(`estimateText: expected a distance in metres ≥ 0, got ${distanceM}`);
  const km = (distanceM / 1000).toFixed(1);
  if (module !== undefined) {
    if (module.kph === null || module.kph === 0) return `${km} km; no rate for it in this mode (${module.words})`;
    const min = Math.round((distanceM / (module.kph * 1000)) * 60);
    return `${km} km, about ${durationText(min)} at ${short(module.kph)} km/h (${module.words}); a campaign day covers ${short(NQM_CAMPAIGN_HOURS_PER_DAY * module.kph)} km`;
  }
  const rate = nqmMoveRateKph(mobility, mode);
  if (rate === null) return `${km} km; ${MOBILITY_WORDS[mobility]} units have no ${MODE_LABEL[mode].toLowerCase()} rate (004 §MOVEMENT RATES TABLE): road march only`;
  const minutes = Math.round((distanceM / (rate * 1000)) * 60);
  return `${km} km, about ${durationText(minutes)} at ${short(rate)} km/h; a campaign day covers ${short(campaignDayM(mobility, mode)! / 1000)} km`;
}

/**
 * The unit's current route in one line: mode and posture, who ordered it and when, when it is in
 * force, the waypoints passed, why it stopped (if it did), and the newer order's route queued behind it
 * (if one is), e.g. `Move to contact, advance posture;
 * ordered by 152 Bde at 06:20, in force from 07:20; 1 of 3 waypoints passed; held up: impractical
 * ground.` (times as `clockText`: `07:20`, or `07:20 on day 2`).
 */
export function routeStatusText(state: Pick<CampaignState, 'units' | 'startLocal'> & Partial<Pick<CampaignState, 'queuedRoutes'>>, route: CampaignRoute): string {
  const by = route.issuedById === route.unitId ? 'on its own initiative' : `ordered by ${state.units[route.issuedById]?.shortName ?? route.issuedById}`;
  const parts = [
    `${MODE_LABEL[route.mode]}, ${POSTURE_LABEL[route.posture].toLowerCase()} posture`,
    `${by} at ${clockText(state, route.issuedAtMin)}, in force from ${clockText(state, route.effectiveAtMin)}`,
    `${route.passed} of ${route.waypoints.length} waypoint${route.waypoints.length === 1 ? '' : 's'} passed`,
  ];
  if (route.stop !== null) parts.push(STOP_WORDS[route.stop]);
  const next = state.queuedRoutes && Object.hasOwn(state.queuedRoutes, route.unitId) ? state.queuedRoutes[route.unitId]! : undefined;
  if (next) parts.push(`then a newer order's route to ${next.waypoints.at(-1)?.ref ?? '?'} from ${clockText(state, next.effectiveAtMin)}, when it arrives`);
  return `${parts.join('; ')}.`;
}

/**
 * The unit's fight states for the panel's "State" line beyond dug in: `Broken` (004 §UNIT MORALE - THE
 * BREAK TEST), a tank immobilised (1916, `immobilisedText`), `Engaged until 09:20` while `engagedUntilMin` is after the clock, and the effects of
 * fire still on it (`fireEffectText`). Empty when none.
 */
export function fightStates(
  state: Pick<CampaignState, 'startLocal' | 'clockMin' | 'settings'>,
  unit: Pick<Unit, 'broken' | 'engagedUntilMin' | 'disorganisedUntilMin' | 'pinnedUntilMin' | 'immobilised' | 'deRosaMorale'>,
): string[] {
  const out: string[] = [];
  if (unit.broken) out.push('Broken');
  const stuck = immobilisedText(state, unit);
  if (stuck) out.push(stuck);
  if (unit.deRosaMorale && deRosaOn(settingsOf(state))) out.push(unit.deRosaMorale === 'shaken' ? 'Shaken (De Rosa)' : 'Routed (De Rosa)');
  if (unit.engagedUntilMin !== undefined && unit.engagedUntilMin > state.clockMin) out.push(`Engaged until ${clockText(state, unit.engagedUntilMin)}`);
  out.push(...fireEffectText(state, unit));
  return out;
}

/**
 * The effects of fire still on a unit in words (`fireEffectsOf`): `Disorganised and pinned until
 * 07:20` when both end together, else `Disorganised until 07:20`, `Pinned until 07:40`; `short` gives
 * the ORBAT row's tag, `Disorg. & pinned to 07:20`. Disorganised until it reorganises
 * (`UNTIL_REORGANISED_MIN`) reads `Disorganised until it reorganises` (`Disorg. to reorg.`). Empty when none.
 */
export function fireEffectText(
  state: Pick<CampaignState, 'startLocal' | 'clockMin'>,
  unit: Pick<Unit, 'disorganisedUntilMin' | 'pinnedUntilMin'>,
  short = false,
): string[] {
  const { disorganisedUntilMin: d, pinnedUntilMin: p } = fireEffectsOf(state, unit);
  const at = (min: number) => (min === UNTIL_REORGANISED_MIN ? (short ? 'reorg.' : 'it reorganises') : clockText(state, min));
  const [disorganised, pinned, until] = short ? ['Disorg.', 'Pinned', 'to'] : ['Disorganised', 'Pinned', 'until'];
  if (d !== null && d === p) return [`${disorganised} ${short ? '&' : 'and'} pinned ${until} ${at(d)}`];
  const out: string[] = [];
  if (d !== null) out.push(`${disorganised} ${until} ${at(d)}`);
  if (p !== null) out.push(`${pinned} ${until} ${at(p)}`);
  return out;
}
