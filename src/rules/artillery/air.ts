/**
 * Air to ground fire at operational scale (`004_4c7ef6319257dc11.txt` §THE FIREPLAN - AIR TO GROUND FIRE;
 * docs/RULINGS.md §Air against anti-aircraft): "Air will always attack Anti Aircraft guns (AA) first by
 * 'close assaulting' it … If more AA stands are neutralised than air stands then the remaining air can go
 * on to attack other targets. Attacks against ground targets count as the appropriate weight of artillery
 * firing a shoot … Each air stand can attack twice per hour. If the air wins deduct half the AA ground
 * casualties, and no air casualties. If the AA wins, the sortie is driven off, deduct one quarter of the
 * air casualties rounded up, and no AA casualties. The attacker can still choose to press home his attack,
 * but must now first receive fire expended by the unsuppressed AA before pressing home his own attack with
 * the survivors." Pure; dice passed in.
 */
import type { Dice } from '../dice.ts';
import { closeAssaultRound, type AssaultRound } from '../operational/closeAssault.ts';
import { firefightVolley, type Volley } from '../operational/firefight.ts';
import { NQM_GRADES } from '../tables/nqm.ts';
import { AA_FIRE_CLASS, AIR_ATTACKS_PER_STAND_HOUR, AIR_PROTECTION } from '../tables/nqmAir.ts';
import type { Grade } from '../types.ts';
import { checkShoot, resolveNqmShoot, type CompiledShoot, type ShootResult, type ShootTarget } from './nqmShoot.ts';

/** A unit of air stands or anti-aircraft guns: its id, its stands (bases) and grade. */
export type AirUnit = { unitId: string; stands: number; grade: Grade };

/**
 * One air unit's sortie over a serial's target for one hour: the air unit, the enemy anti-aircraft units
 * defending the target, whether it presses home when driven off, the artillery calibre its attacks count
 * as (`AIR_WEIGHTS`), and the units under the attack.
 */
export type AirSortie = { serialId: string; atMin: number; air: AirUnit; aa: AirUnit[]; pressHome: boolean; calibreMm: number; targets: ShootTarget[] };

/**
 * What a sortie did: the close assault on the AA (null when no AA defended or no air stand was left),
 * whether the air won it, AA bases lost for good per unit, air bases lost for good, the AA's fire at an
 * air unit pressing home (null: none), the stands that turned back under it, and each attack's shoot.
 */
export type AirSortieResult = {
  round: AssaultRound | null;
  airWon: boolean;
  aaLost: { unitId: string; bases: number }[];
  airLost: number;
  aaFire: Volley | null;
  turnedBack: number;
  attacks: ShootResult[];
};

const left = (remaining: Map<string, number>, u: AirUnit) => remaining.get(u.unitId) ?? u.stands;
const best = (units: readonly AirUnit[]): Grade => units.reduce<Grade>((g, u) => (NQM_GRADES.indexOf(u.grade) < NQM_GRADES.indexOf(g) ? u.grade : g), 'M');

/** Checks a sortie; throws `RangeError` naming `where` and the field. */
export function checkSortie(s: AirSortie, where: string): void {
  if (typeof s !== 'object' || s === null) throw new RangeError(`${where} must be an air sortie, got ${String(s)}`);
  for (const [u, w] of [[s.air, `${where}.air`], ...s.aa.map((a, i) => [a, `${where}.aa[${i}]`] as const)] as const) {
    if (typeof u?.unitId !== 'string' || u.unitId === '') throw new RangeError(`${w}.unitId must be a non-empty string`);
    if (!Number.isSafeInteger(u.stands) || u.stands < 0) throw new RangeError(`${w}.stands must be a whole number ≥ 0, got ${String(u.stands)}`);
    if (!(NQM_GRADES as readonly unknown[]).includes(u.grade)) throw new RangeError(`${w}.grade must be one of ${NQM_GRADES.join(', ')}, got ${JSON.stringify(u.grade)}`);
  }
  if (typeof s.pressHome !== 'boolean') throw new RangeError(`${where}.pressHome must be true or false`);
  checkShoot({ serialId: s.serialId, batteryId: s.air.unitId, atMin: s.atMin, shoot: 'effective', shell: 'HE', calibreMm: s.calibreMm, targets: s.targets }, where);
}

/**
 * Resolve one sortie (see the file comment) with `dice`, the bases each unit has left in `remaining`
 * (updated in place and filled in for the air and AA units; a unit missing starts at its given stands or
 * bases):
 * 1. The air stands left close assault the AA stands left (`closeAssaultRound`, each side at its best
 *    grade): the air wins when it neutralises more AA stands than it loses — the AA then loses half its
 *    casualties for good (rounded up, *ruling*; shared in the order the AA units are given), the air none;
 *    otherwise the sortie is driven off and the air loses a quarter of its casualties, rounded up.
 * 2. Driven off and not pressing home: no attack. Pressing home: each AA stand it did not neutralise fires 1 CU
 *    (`AA_FIRE_CLASS` against `AIR_PROTECTION`); each hit turns an air stand back, a quarter of them
 *    (rounded up) lost for good as in 1 (*ruling*).
 * 3. Each air stand still attacking attacks `AIR_ATTACKS_PER_STAND_HOUR` times, each an effective HE shoot
 *    of the sortie's calibre on its targets (`resolveNqmShoot`). No AA: straight to 3.
 * Throws `RangeError` for a bad sortie and whatever `dice` throws.
 */
export function resolveAirSortie(s: AirSortie, dice: Dice, remaining: Map<string, number>): AirSortieResult {
  checkSortie(s, 'resolveAirSortie: sortie');
  const out: AirSortieResult = { round: null, airWon: true, aaLost: [], airLost: 0, aaFire: null, turnedBack: 0, attacks: [] };
  for (const u of [s.air, ...s.aa]) if (!remaining.has(u.unitId)) remaining.set(u.unitId, u.stands);
  let air = left(remaining, s.air);
  const aaLeft = s.aa.map((a) => left(remaining, a));
  const aaStands = aaLeft.reduce((n, x) => n + x, 0);
  if (air === 0) return out;
  const loseAir = (n: number) => {
    const lost = Math.min(air, n);
    out.airLost += lost;
    air -= lost;
    remaining.set(s.air.unitId, left(remaining, s.air) - lost);
  };
  if (aaStands > 0) {
    const round = closeAssaultRound({ grade: s.air.grade, stands: air }, { grade: best(s.aa), stands: aaStands }, dice, `${s.serialId}: ${s.air.unitId} attacks the anti-aircraft first`);
    out.round = round;
    out.airWon = round.defenderLosses > round.attackerLosses;
    if (out.airWon) {
      let lose = Math.ceil(round.defenderLosses / 2);
      s.aa.forEach((a, i) => {
        const n = Math.min(lose, aaLeft[i]!);
        if (n === 0) return;
        lose -= n;
        aaLeft[i]! -= n;
        remaining.set(a.unitId, aaLeft[i]!);
        out.aaLost.push({ unitId: a.unitId, bases: n });
      });
    } else {
      loseAir(Math.ceil(round.attackerLosses / 4));
      if (!s.pressHome) return out;
      // Only the AA the air did not neutralise in the assault fires ("the unsuppressed AA").
      const cu = Math.max(0, aaLeft.reduce((n, x) => n + x, 0) - round.defenderLosses);
      out.aaFire = firefightVolley(cu, AA_FIRE_CLASS, AIR_PROTECTION, 0, dice, `${s.serialId}: the anti-aircraft fires ${cu} CU at ${s.air.unitId} pressing home`);
      out.turnedBack = Math.min(air, out.aaFire.hits);
      loseAir(Math.ceil(out.turnedBack / 4));
    }
  }
  const attacking = Math.max(0, air - (out.turnedBack - Math.ceil(out.turnedBack / 4)));
  const shoot: CompiledShoot = { serialId: s.serialId, batteryId: s.air.unitId, atMin: s.atMin, shoot: 'effective', shell: 'HE', calibreMm: s.calibreMm, targets: s.targets };
  for (let k = 0; k < attacking * AIR_ATTACKS_PER_STAND_HOUR; k++) out.attacks.push(resolveNqmShoot(shoot, dice, remaining));
  return out;
}
