/**
 * Artillery: fire plans on grid references and their expected effect. Pure rules, re-exported
 * by `src/rules/index.ts`:
 * - `classes.ts` — NQM weapon class by calibre, disorganisation by calibre and position, ranges, FU per
 *   serial, shoot and bombardment times (004 §WEAPON AND ARMOUR CLASSIFICATION, §ARTILLERY EFFECT
 *   TABLE, §WEAPON RANGE TABLE, §THE FIREPLAN; tables in `../tables/nqmArtillery.ts`);
 * - `geometry.ts` — offsets, distances, the 1418 template, smoke/gas cordons and range fans at true size;
 * - `plan.ts` — serials on the clock: H-hour shift, lifts expanded (`expandSerials`);
 * - `shoots.ts` — when each battery's fire falls and what it costs: shoots, bombardments, FU, cordons;
 * - `air.ts`, `airMonteCarlo.ts` — air sorties: the fight with the anti-aircraft, then the attacks;
 * - `nqmShoot.ts` — one battery's shoot at operational scale (`resolveNqmShoot`), exact expectations;
 * - `monteCarlo.ts`, `mcKernel.ts` — the seeded Monte Carlo of a plan's shoots;
 * - `tactical.ts`, `tacticalPlan.ts`, `tacticalMonteCarlo.ts` — a serial at tactical scale by the bound
 *   engine's bombardment, a plan's bombardments fired in order, and their Monte Carlo.
 */
export {
  SHELL_KINDS,
  SHOOT_KINDS,
  artilleryCell,
  assertProtection,
  calibreDisorganises,
  namedArtillery,
  nqmRangeM,
  nqmShootHitsPerDie,
  serialFuPerBattery,
  serialShootTimesMin,
  tacticalBombardTimesMin,
  weaponClassOfCalibre,
  type ArtilleryCell,
  type ShellKind,
  type ShootKind,
} from './classes.ts';
export {
  ARTILLERY_TYPES,
  BEATEN_ZONE_RADIUS_M,
  DEFAULT_FU_HELD,
  DISORGANISE_MIN_CALIBRE_MM,
  EFFECTIVE_SHOOT_MIN,
  FRIENDLY_SAFETY_M,
  HARASSING_SHOOT_MIN,
  NQM_RANGE_ROWS,
  PROTECTIONS,
  SHOOT_EFFECT_MIN,
  TACTICAL_BOUND_MIN,
  TARGET_HALF_FRONTAGE_M,
  UNPACK_MIN,
  NAMED_ARTILLERY,
  NAMED_CALIBRE_TOLERANCE_MM,
  WEAPON_CLASS_FROM_CALIBRE_MM,
  type ArtilleryTypeInfo,
  type ArtilleryWeapon,
  type NamedArtillery,
  type NqmRangeRow,
  type Protection,
  type WeaponClass,
} from '../tables/nqmArtillery.ts';
export { bearingDeg, circlePolygon, cordonSegment, distanceM, offsetPoint, rangeFan, templateCircles, type TemplateGeometry } from './geometry.ts';
export { expandSerials, LIFT_REF_FIGURES, LIFT_ROUND_M, liftStepId, liftStepLabel, MAX_LIFT_STEPS, type FireLiftLike, type FirePlanLike, type FireSerialLike, type TimedSerial } from './plan.ts';
export {
  checkShoot,
  exactExpectedCasualties,
  nearestFirst,
  resolveNqmShoot,
  roundRobinShare,
  type CompiledShoot,
  type ShootResult,
  type ShootTarget,
} from './nqmShoot.ts';
export { MC_DEFAULT_CHUNK, MC_DICE_BLOCK, MC_MAX_TRIALS, monteCarlo, monteCarloRollSizes, nearestRank, type EffectSummary, type MonteCarloOptions, type MonteCarloResult } from './monteCarlo.ts';
export { lossesOf, resolveTacticalSerial, type TacticalFirer, type TacticalResult, type TacticalRoll, type TacticalSerial } from './tactical.ts';
export { fireInOrder, resolveTacticalPlan, tacticalOrder, type TacticalFiring } from './tacticalPlan.ts';
export {
  CORDON_AFTER_FIRE_MIN,
  OPERATIONAL_DRIFT_BOUNDS_PER_HOUR,
  cordonLayings,
  fireGroups,
  groupFu,
  operationalShoots,
  shootMinOf,
  tacticalBombards,
  type CordonLaying,
} from './shoots.ts';
export { checkSortie, resolveAirSortie, type AirSortie, type AirSortieResult, type AirUnit } from './air.ts';
export { monteCarloAir } from './airMonteCarlo.ts';
export { AA_DEFENCE_RADIUS_M, AA_FIRE_CLASS, AIR_ATTACKS_PER_STAND_HOUR, AIR_PROTECTION, AIR_WEIGHTS, type AirWeight } from '../tables/nqmAir.ts';
export { monteCarloTactical, type TacticalEffectSummary, type TacticalMonteCarloResult } from './tacticalMonteCarlo.ts';
