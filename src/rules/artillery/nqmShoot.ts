/**
 * One battery's shoot at operational scale (`004_4c7ef6319257dc11.txt` §THE FIREPLAN, §WINNING THE
 * FIREFIGHT TABLE, §ARTILLERY EFFECT TABLE; docs/RULINGS.md §A shoot that scores no hit):
 * - HE, effective: 1 D6 on the firefight table, read on the cell `artilleryCell` gives (the battery's
 *   class by calibre, the heaviest shifted by note 1) against the protection of the first target with
 *   bases — the unit nearest the aim point, or on a creeping barrage the first the lifts reach (*ruling*:
 *   the unit the shoot is aimed at). "Targets share out the hits … in the same way as direct fire": the
 *   hits go one at a time round the targets in that order (*ruling*), skipping any left with no bases;
 *   1 hit = 1 base lost, so a unit never loses more than it has. A shoot that scores at least one hit
 *   pins every target with bases for 1 h, and disorganises for 1 h each target that lost a base when the
 *   calibre beats its protection (`calibreDisorganises`: "Units that take casualties from artillery fire
 *   of a heavy enough calibre in this way will be disorganised"). A shoot that scores no hit pins and
 *   disorganises nothing.
 * - HE, harassing: the same die, no casualties and no pinning; a target is disorganised when the die
 *   scores at least one hit against its own protection and the calibre suffices ("Harassing fire that
 *   'scores' causes disorganisation, but no casualties").
 * - Smoke and gas: no dice, no casualties at this scale.
 * Friendly units in the beaten zone are targets like any other (`friendly` only marks them).
 */
import type { Dice } from '../dice.ts';
import { firefightHits } from '../nqm.ts';
import { artilleryCell, assertProtection, calibreDisorganises, nqmShootHitsPerDie, WEAPON_CLASSES, type Protection, type ShellKind, type ShootKind } from './classes.ts';
import type { WeaponClass } from '../tables/nqmArtillery.ts';

/**
 * A unit in a shoot's beaten zone: its protection, bases now, distance (m) from the aim point that
 * covers it, and whether it is friendly. On a creeping barrage's shoot, `reachedAtMin` is the campaign
 * minute the lifts first reach it and `reachedSerialId` that lift step's serial id (absent on a plain
 * serial: the shoot's own minute and serial).
 */
export type ShootTarget = { unitId: string; protection: Protection; bases: number; distanceM: number; friendly: boolean; reachedAtMin?: number; reachedSerialId?: string };

/** One battery's shoot, compiled by the campaign layer (one per FU): serial, battery, campaign minute, kind, shell, calibre, targets. */
export type CompiledShoot = {
  serialId: string;
  batteryId: string;
  atMin: number;
  shoot: ShootKind;
  shell: ShellKind;
  calibreMm: number;
  /** The class the umpire set for these guns (004 §WEAPON AND ARMOUR CLASSIFICATION note 2); absent: the calibre's. */
  weaponClass?: WeaponClass;
  targets: ShootTarget[];
};

/**
 * What a shoot did: the dice rolled (one, or none for smoke and gas), the hits the die scored (before
 * any unit ran out of bases), bases lost per unit (units with losses only, nearest first), the units
 * disorganised and pinned (nearest first).
 */
export type ShootResult = { dice: number[]; hits: number; casualties: { unitId: string; bases: number }[]; disorganisedIds: string[]; pinnedIds: string[] };

/**
 * Check a compiled shoot; throws `RangeError` naming `where` and the field (e.g.
 * `shoots[2].targets[0].protection must be one of open, dugIn, fort, got "trench"`): ids non-empty
 * strings, `atMin` finite, kind and shell known, calibre > 0, targets an array of distinct units with
 * whole `bases` ≥ 0 and `distanceM` finite ≥ 0.
 */
export function checkShoot(s: CompiledShoot, where: string): void {
  if (typeof s !== 'object' || s === null) throw new RangeError(`${where} must be a compiled shoot object, got ${String(s)}`);
  for (const k of ['serialId', 'batteryId'] as const) {
    if (typeof s[k] !== 'string' || s[k] === '') throw new RangeError(`${where}.${k} must be a non-empty string, got ${JSON.stringify(s[k])}`);
  }
  if (typeof s.atMin !== 'number' || !Number.isFinite(s.atMin)) throw new RangeError(`${where}.atMin must be a finite campaign minute, got ${String(s.atMin)}`);
  if (s.shoot !== 'effective' && s.shoot !== 'harassing') throw new RangeError(`${where}.shoot must be 'effective' or 'harassing', got ${JSON.stringify(s.shoot)}`);
  if (s.shell !== 'HE' && s.shell !== 'smoke' && s.shell !== 'gas') throw new RangeError(`${where}.shell must be 'HE', 'smoke' or 'gas', got ${JSON.stringify(s.shell)}`);
  if (typeof s.calibreMm !== 'number' || !Number.isFinite(s.calibreMm) || s.calibreMm <= 0) throw new RangeError(`${where}.calibreMm must be a number of millimetres > 0, got ${String(s.calibreMm)}`);
  if (s.weaponClass !== undefined && !WEAPON_CLASSES.includes(s.weaponClass)) throw new RangeError(`${where}.weaponClass must be one of ${WEAPON_CLASSES.join(', ')}, got ${JSON.stringify(s.weaponClass)}`);
  if (!Array.isArray(s.targets)) throw new RangeError(`${where}.targets must be an array`);
  const seen = new Set<string>();
  s.targets.forEach((t, j) => {
    const w = `${where}.targets[${j}]`;
    if (typeof t?.unitId !== 'string' || t.unitId === '') throw new RangeError(`${w}.unitId must be a non-empty string, got ${JSON.stringify(t?.unitId)}`);
    if (seen.has(t.unitId)) throw new RangeError(`${w}.unitId '${t.unitId}' is listed twice in one shoot`);
    seen.add(t.unitId);
    assertProtection(t.protection, `${w}.protection`);
    if (!Number.isSafeInteger(t.bases) || t.bases < 0) throw new RangeError(`${w}.bases must be a whole number ≥ 0, got ${String(t.bases)}`);
    if (typeof t.distanceM !== 'number' || !Number.isFinite(t.distanceM) || t.distanceM < 0) throw new RangeError(`${w}.distanceM must be a finite number ≥ 0, got ${String(t.distanceM)}`);
    if (typeof t.friendly !== 'boolean') throw new RangeError(`${w}.friendly must be true or false, got ${JSON.stringify(t.friendly)}`);
    if (t.reachedAtMin !== undefined && (typeof t.reachedAtMin !== 'number' || !Number.isFinite(t.reachedAtMin))) {
      throw new RangeError(`${w}.reachedAtMin must be a finite campaign minute when given, got ${String(t.reachedAtMin)}`);
    }
    if (t.reachedSerialId !== undefined && (typeof t.reachedSerialId !== 'string' || t.reachedSerialId === '')) {
      throw new RangeError(`${w}.reachedSerialId must be a non-empty string when given, got ${JSON.stringify(t.reachedSerialId)}`);
    }
  });
}

/**
 * Targets in the order a shoot's hits go round them: first reached first (`reachedAtMin`, a creeping
 * barrage), then nearest the aim point; equal ones keep the given order.
 */
export function nearestFirst(targets: readonly ShootTarget[]): ShootTarget[] {
  return targets
    .map((t, i) => ({ t, i }))
    .sort((a, b) => (a.t.reachedAtMin ?? 0) - (b.t.reachedAtMin ?? 0) || a.t.distanceM - b.t.distanceM || a.i - b.i)
    .map((x) => x.t);
}

/**
 * Resolve one shoot (see the file comment) with `dice` (1 D6 for an HE shoot, always rolled, even when
 * no target has bases left; none for smoke or gas). `remaining` holds the bases each unit has left: a
 * unit missing from it starts at its target's `bases`; it is updated in place with the losses (and
 * filled in for every target). Throws `RangeError` for a bad shoot (`checkShoot`), and whatever `dice`
 * throws (`ScriptExhausted`, `DiceNeeded`).
 */
export function resolveNqmShoot(shoot: CompiledShoot, dice: Dice, remaining: Map<string, number>): ShootResult {
  checkShoot(shoot, 'resolveNqmShoot: shoot');
  for (const t of shoot.targets) if (!remaining.has(t.unitId)) remaining.set(t.unitId, t.bases);
  if (shoot.shell !== 'HE') return { dice: [], hits: 0, casualties: [], disorganisedIds: [], pinnedIds: [] };
  // Each target's cell after the relative shift of the heaviest calibres (`artilleryCell`).
  const hitsOn = (protection: Protection) => {
    const cell = artilleryCell(shoot.calibreMm, protection, shoot.weaponClass);
    return firefightHits(cell.attack, cell.target, die);
  };
  const die = dice.roll(1, `${shoot.serialId}: ${shoot.batteryId} fires a ${shoot.shoot} shoot`)[0]!;
  const alive = nearestFirst(shoot.targets).filter((t) => remaining.get(t.unitId)! > 0);
  if (alive.length === 0) return { dice: [die], hits: 0, casualties: [], disorganisedIds: [], pinnedIds: [] };
  const hits = hitsOn(alive[0]!.protection);
  if (shoot.shoot === 'harassing') {
    const disorganisedIds = alive.filter((t) => hitsOn(t.protection) >= 1 && calibreDisorganises(shoot.calibreMm, t.protection)).map((t) => t.unitId);
    return { dice: [die], hits, casualties: [], disorganisedIds, pinnedIds: [] };
  }
  const lost = alive.map(() => 0);
  let left = hits;
  while (left > 0) {
    let laid = false;
    for (let i = 0; i < alive.length && left > 0; i++) {
      const id = alive[i]!.unitId;
      const has = remaining.get(id)!;
      if (has === 0) continue;
      remaining.set(id, has - 1);
      lost[i]! += 1;
      left -= 1;
      laid = true;
    }
    if (!laid) break;
  }
  return {
    dice: [die],
    hits,
    casualties: alive.flatMap((t, i) => (lost[i]! > 0 ? [{ unitId: t.unitId, bases: lost[i]! }] : [])),
    disorganisedIds: alive.filter((t, i) => lost[i]! > 0 && calibreDisorganises(shoot.calibreMm, t.protection)).map((t) => t.unitId),
    pinnedIds: hits > 0 ? alive.map((t) => t.unitId) : [],
  };
}

/** Hits the i-th (0-based) of n targets gets when `hits` go round them one at a time. */
export function roundRobinShare(hits: number, i: number, n: number): number {
  return hits > i ? Math.floor((hits - 1 - i) / n) + 1 : 0;
}

/**
 * Exact expected bases lost per unit over `shoots` (every unit named in any shoot, 0 when untouched):
 * for each effective HE shoot, the mean over the six faces of the round-robin share of the hits read
 * against the nearest target's protection. Exact only when no unit can run out of bases (then order
 * and exhaustion never matter), so it throws `RangeError` naming the unit when its bases could all be
 * lost (its most possible hits exceed its bases); also for a bad shoot (`checkShoot`).
 */
export function exactExpectedCasualties(shoots: readonly CompiledShoot[]): Map<string, number> {
  if (!Array.isArray(shoots)) throw new RangeError('exactExpectedCasualties: shoots must be an array');
  const mean = new Map<string, number>();
  const most = new Map<string, number>();
  const bases = new Map<string, number>();
  shoots.forEach((s, k) => {
    checkShoot(s, `shoots[${k}]`);
    for (const t of s.targets) {
      if (!mean.has(t.unitId)) {
        mean.set(t.unitId, 0);
        most.set(t.unitId, 0);
        bases.set(t.unitId, t.bases);
      }
    }
    if (s.shell !== 'HE' || s.shoot !== 'effective') return;
    const alive = nearestFirst(s.targets).filter((t) => bases.get(t.unitId)! > 0);
    if (alive.length === 0) return;
    const faces = nqmShootHitsPerDie(s.calibreMm, alive[0]!.protection, s.weaponClass);
    alive.forEach((t, i) => {
      const shares = faces.map((h) => roundRobinShare(h, i, alive.length));
      mean.set(t.unitId, mean.get(t.unitId)! + shares.reduce((a, b) => a + b, 0) / 6);
      most.set(t.unitId, most.get(t.unitId)! + Math.max(...shares));
    });
  });
  for (const [id, m] of most) {
    if (m > bases.get(id)!) throw new RangeError(`exactExpectedCasualties: unit '${id}' could lose all its ${bases.get(id)} bases (up to ${m} hits), so its expectation depends on exhaustion: use monteCarlo`);
  }
  return mean;
}
