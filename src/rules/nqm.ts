/**
 * NQM operational look-ups: movement rates, the firefight table and the recce sequence, checked.
 * Tables and sources: `./tables/nqm.ts` (`004_4c7ef6319257dc11.txt`; RULINGS.md §Not Quite Mechanized).
 */
import type { Grade } from './types.ts';
import {
  FIREFIGHT_ATTACKS,
  FIREFIGHT_HITS,
  FIREFIGHT_TARGETS,
  NQM_GRADES,
  NQM_MOBILITIES,
  NQM_MOVE_KPH,
  NQM_MOVE_MODES,
  RECCE_TABLE,
  type FirefightAttack,
  type FirefightTarget,
  type NqmDieNeed,
  type NqmMobility,
  type NqmMoveMode,
} from './tables/nqm.ts';

function oneOf<T extends string>(allowed: readonly T[], value: unknown, name: string): T {
  if (!allowed.includes(value as T)) throw new RangeError(`${name}: expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  return value as T;
}

/**
 * Hourly movement rate, km/h, or `null` where the seed gives no rate (horse-drawn off the road).
 * Source: 004 §MOVEMENT RATES TABLE. Light recce's advance in contact (2 km/h) holds only against
 * light recce; otherwise use foot or armoured (seed footnote). Throws `RangeError` naming `mobility` or `mode`.
 */
export function nqmMoveRateKph(mobility: NqmMobility, mode: NqmMoveMode): number | null {
  return NQM_MOVE_KPH[oneOf(NQM_MOBILITIES, mobility, 'mobility')][oneOf(NQM_MOVE_MODES, mode, 'mode')];
}

/**
 * Hits (casualty markers) scored by one CU's D6 at effective range: `attack` is the (already shifted)
 * attack class, `target` the target's protection, `die` 1–6. Source: 004 §WINNING THE FIREFIGHT TABLE
 * as reconstructed in RULINGS.md. Throws `RangeError` naming `attack`, `target` or `die`.
 */
export function firefightHits(attack: FirefightAttack, target: FirefightTarget, die: number): number {
  const row = FIREFIGHT_HITS[oneOf(FIREFIGHT_ATTACKS, attack, 'attack')][oneOf(FIREFIGHT_TARGETS, target, 'target')];
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`die: expected a whole number 1–6, got ${String(die)}`);
  return row[die - 1]!;
}

/**
 * D6 score (equal or better) a recce of grade `recce` needs to sight a concealed defender of grade
 * `defender` first, or 'always' / 'never'. Source: 004 §RECCE SEQUENCE TABLE. Throws `RangeError`
 * naming `recce` or `defender`.
 */
export function recceTarget(recce: Grade, defender: Grade): NqmDieNeed {
  return RECCE_TABLE[oneOf(NQM_GRADES, recce, 'recce')][oneOf(NQM_GRADES, defender, 'defender')];
}
