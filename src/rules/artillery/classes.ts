/**
 * NQM artillery look-ups, checked: weapon class by calibre, whether a calibre disorganises a position,
 * ranges, fire units per serial and the times of a serial's shoots. Tables and sources:
 * `../tables/nqmArtillery.ts` (`004_4c7ef6319257dc11.txt` §WEAPON AND ARMOUR CLASSIFICATION, §ARTILLERY
 * EFFECT TABLE, §WEAPON RANGE TABLE, §THE FIREPLAN, §LOGISTICS). Every function throws a `RangeError`
 * naming the bad argument.
 */
import { firefightHits } from '../nqm.ts';
import type { FirefightAttack } from '../tables/nqm.ts';
import {
  DISORGANISE_MIN_CALIBRE_MM,
  EFFECTIVE_SHOOT_MIN,
  HARASSING_SHOOT_MIN,
  NAMED_ARTILLERY,
  NAMED_CALIBRE_TOLERANCE_MM,
  NQM_RANGE_ROWS,
  PROTECTIONS,
  TACTICAL_BOUND_MIN,
  WEAPON_CLASS_FROM_CALIBRE_MM,
  type ArtilleryWeapon,
  type NamedArtillery,
  type Protection,
  type WeaponClass,
} from '../tables/nqmArtillery.ts';

/** The kind of shoot (004 §THE FIREPLAN): effective (casualties, pinning, disorganisation) or harassing (disorganisation only). */
export type ShootKind = 'effective' | 'harassing';

/** What is fired: high explosive, smoke or (short-term) gas (001 §SMOKE SCREENS & POISON GAS). */
export type ShellKind = 'HE' | 'smoke' | 'gas';

/** Every shoot kind. */
export const SHOOT_KINDS: readonly ShootKind[] = ['effective', 'harassing'];
/** Every shell kind. */
export const SHELL_KINDS: readonly ShellKind[] = ['HE', 'smoke', 'gas'];

function calibre(calibreMm: unknown, where: string): number {
  if (typeof calibreMm !== 'number' || !Number.isFinite(calibreMm) || calibreMm <= 0) {
    throw new RangeError(`${where}: calibreMm must be a number of millimetres > 0, got ${String(calibreMm)}`);
  }
  return calibreMm;
}

/** Checks that `v` is a protection; throws `RangeError` naming `where`. */
export function assertProtection(v: unknown, where: string): Protection {
  if (!(PROTECTIONS as readonly unknown[]).includes(v)) throw new RangeError(`${where} must be one of ${PROTECTIONS.join(', ')}, got ${JSON.stringify(v)}`);
  return v as Protection;
}

/**
 * The piece of `NAMED_ARTILLERY` a bore of `calibreMm` (within `NAMED_CALIBRE_TOLERANCE_MM`) of `kind` is,
 * or undefined. E.g. 83.8 gun → the 18-pdr; 81.3 mortar → the 3-inch mortar; 105 gun → undefined.
 */
export function namedArtillery(calibreMm: number, kind: ArtilleryWeapon = 'gun'): NamedArtillery | undefined {
  const c = calibre(calibreMm, 'namedArtillery');
  return NAMED_ARTILLERY.find((n) => n.kind === kind && Math.abs(n.calibreMm - c) <= NAMED_CALIBRE_TOLERANCE_MM + 1e-9);
}

/**
 * NQM weapon class of an artillery calibre (004 §WEAPON AND ARMOUR CLASSIFICATION; docs/RULINGS.md §Named
 * artillery and calibres between rows): a gun the seed names takes the class that names it (the 18-pdr,
 * 83.8 mm, L; the 25-pdr, 87.6 mm, M; the 4.5-inch, 114.3 mm, H); any other calibre the lowest row it
 * reaches — below 90 mm L, 90 to below 120 mm M, 120 to below 200 mm H, 200 mm and over VH (a calibre
 * between two rows takes the lower). E.g. 77 → 'L', 85 → 'L', 87.6 → 'M', 105 → 'M', 114.3 → 'H',
 * 115 → 'M', 150 → 'H', 170 → 'H', 234 → 'VH'. Throws `RangeError` unless `calibreMm` is a number > 0.
 */
export function weaponClassOfCalibre(calibreMm: number, kind: ArtilleryWeapon = 'gun'): WeaponClass {
  const c = calibre(calibreMm, 'weaponClassOfCalibre');
  const named = namedArtillery(c, kind);
  if (named) return named.weaponClass;
  if (c >= WEAPON_CLASS_FROM_CALIBRE_MM.VH) return 'VH';
  if (c >= WEAPON_CLASS_FROM_CALIBRE_MM.H) return 'H';
  if (c >= WEAPON_CLASS_FROM_CALIBRE_MM.M) return 'M';
  return 'L';
}

/** A cell of the firefight table an artillery shoot reads: the weapon's row and the target's column. */
export type ArtilleryCell = { attack: FirefightAttack; target: Protection };

/** Protection columns from the lightest up, for the relative shift of `artilleryCell`. */
const COLUMNS: readonly Protection[] = ['open', 'dugIn', 'fort'];

/**
 * The firefight-table cell artillery of `calibreMm` reads against a target in `protection` — the one
 * place every artillery caller (the shoot, its exact expectation, the Monte Carlo) takes it from.
 * Classes are relative (004 §WEAPON AND ARMOUR CLASSIFICATION note 1: "These categories are relative to
 * each other, so LIGHT versus VERY LIGHT should shift across the table to MEDIUM versus LIGHT"): a VERY
 * HEAVY weapon (`weaponClassOfCalibre`) shifts down one row onto HEAVY and the target down one column
 * with it — fortified reads as dug in, dug in as open. Against troops in the open there is no lighter
 * column: VERY HEAVY reads as HEAVY against open (docs/RULINGS.md §Heaviest artillery in the open). L, M
 * and H read their own row on the target's own column. E.g. 234 mm vs fort → H/dugIn; 234 vs dugIn →
 * H/open; 150 vs fort → H/fort. `cls`, when given, is the class the umpire set for these guns (note 2:
 * "a weapon or armour classification may change with time") and is read instead of the calibre's.
 * Throws `RangeError` naming a bad calibre, protection or class.
 */
export function artilleryCell(calibreMm: number, protection: Protection, cls?: WeaponClass): ArtilleryCell {
  if (cls !== undefined && !WEAPON_CLASSES.includes(cls)) throw new RangeError(`artilleryCell: cls must be one of ${WEAPON_CLASSES.join(', ')}, got ${JSON.stringify(cls)}`);
  const weaponCls = cls ?? weaponClassOfCalibre(calibre(calibreMm, 'artilleryCell'));
  const target = assertProtection(protection, 'artilleryCell: protection');
  if (weaponCls !== 'VH') return { attack: weaponCls, target };
  return { attack: 'H', target: COLUMNS[Math.max(0, COLUMNS.indexOf(target) - 1)]! };
}

/** The weapon classes from the lightest up (004 §WEAPON AND ARMOUR CLASSIFICATION, the artillery rows). */
export const WEAPON_CLASSES: readonly WeaponClass[] = ['L', 'M', 'H', 'VH'];

/**
 * The hits one FU's die scores for faces 1..6 (index 0 = face 1) from artillery of `calibreMm` on a
 * target in `protection`, on the cell `artilleryCell` gives (004 §WINNING THE FIREFIGHT TABLE). E.g.
 * 234 mm vs fort → [0, 0, 1, 1, 2, 3]. `cls` as `artilleryCell`'s. Throws `RangeError` as `artilleryCell`.
 */
export function nqmShootHitsPerDie(calibreMm: number, protection: Protection, cls?: WeaponClass): number[] {
  const cell = artilleryCell(calibreMm, protection, cls);
  return [1, 2, 3, 4, 5, 6].map((d) => firefightHits(cell.attack, cell.target, d));
}

/**
 * Whether artillery of `calibreMm` disorganises a target in `protection` (004 §ARTILLERY EFFECT TABLE):
 * open ≥ 45 mm, dug in ≥ 80 mm, fortified ≥ 160 mm. Throws `RangeError` naming a bad calibre or protection.
 */
export function calibreDisorganises(calibreMm: number, protection: Protection): boolean {
  const c = calibre(calibreMm, 'calibreDisorganises');
  return c >= DISORGANISE_MIN_CALIBRE_MM[assertProtection(protection, 'calibreDisorganises: protection')];
}

/**
 * Max effective range (ground metres) and row name of the NQM weapon range table for a calibre
 * (004 §WEAPON RANGE TABLE; rows in `NQM_RANGE_ROWS`): a mortar the seed names reads its own row (the
 * 3-inch Stokes, 81.3 mm: '3" Mortar' 1,500 m); otherwise the row of the weapon with the largest
 * starting calibre not above it — a calibre between two rows takes the lower: 77 mm gun → 15,000 m
 * '105mm Arty'; 127 mm (the 60-pdr) → 15,000 m; 150 mm → 18,000 m; 234 mm → 20,000 m; 76 mm mortar →
 * 1,500 m; 81 mm mortar → 3,000 m; 120 mm mortar → 5,000 m. Throws `RangeError` naming a bad calibre or kind.
 */
export function nqmRangeM(calibreMm: number, kind: ArtilleryWeapon): { rangeM: number; row: string } {
  const c = calibre(calibreMm, 'nqmRangeM');
  if (kind !== 'gun' && kind !== 'mortar') throw new RangeError(`nqmRangeM: kind must be 'gun' or 'mortar', got ${JSON.stringify(kind)}`);
  const named = namedArtillery(c, kind);
  const namedRow = named?.rangeRow === undefined ? undefined : NQM_RANGE_ROWS.find((r) => r.row === named.rangeRow);
  if (namedRow) return { rangeM: namedRow.rangeM, row: namedRow.row };
  let best = NQM_RANGE_ROWS.find((r) => r.weapon === kind)!;
  for (const r of NQM_RANGE_ROWS) if (r.weapon === kind && r.fromCalibreMm <= c && r.fromCalibreMm >= best.fromCalibreMm) best = r;
  return { rangeM: best.rangeM, row: best.row };
}

function shootKind(shoot: unknown, where: string): ShootKind {
  if (shoot !== 'effective' && shoot !== 'harassing') throw new RangeError(`${where}: shoot must be 'effective' or 'harassing', got ${JSON.stringify(shoot)}`);
  return shoot;
}

function durationOf(durationMin: unknown, where: string): number {
  if (typeof durationMin !== 'number' || !Number.isSafeInteger(durationMin) || durationMin <= 0) {
    throw new RangeError(`${where}: durationMin must be a whole number of minutes > 0, got ${String(durationMin)}`);
  }
  return durationMin;
}

/**
 * Fire units one battery spends on a serial at operational scale (ruling on 004 §THE FIREPLAN, docs/RULINGS.md §Fire units on a creeping barrage):
 * effective — 1 FU per started hour (30 min → 1, 60 → 1, 90 → 2); harassing — 1 FU per started 2 hours
 * (120 min → 1, 180 → 2). Smoke and gas cost the same as HE. Throws `RangeError` for a bad `shoot` or
 * a `durationMin` that is not a whole number > 0.
 */
export function serialFuPerBattery(shoot: ShootKind, durationMin: number): number {
  const k = shootKind(shoot, 'serialFuPerBattery');
  const d = durationOf(durationMin, 'serialFuPerBattery');
  return Math.ceil(d / (k === 'effective' ? EFFECTIVE_SHOOT_MIN : HARASSING_SHOOT_MIN));
}

/**
 * Campaign minutes at which one battery's shoots of a serial fall (operational scale): one at the
 * start of each started hour (effective) or each started 2 hours (harassing) — `startMin`,
 * `startMin + 60`, … (`serialFuPerBattery` of them). Throws `RangeError` as `serialFuPerBattery`, or
 * when `startMin` is not a whole number.
 */
export function serialShootTimesMin(shoot: ShootKind, startMin: number, durationMin: number): number[] {
  if (!Number.isSafeInteger(startMin)) throw new RangeError(`serialShootTimesMin: startMin must be a whole number of minutes, got ${String(startMin)}`);
  const n = serialFuPerBattery(shoot, durationMin);
  const step = shoot === 'effective' ? EFFECTIVE_SHOOT_MIN : HARASSING_SHOOT_MIN;
  return Array.from({ length: n }, (_, i) => startMin + i * step);
}

/**
 * Campaign minutes of the bombardments of a serial resolved at tactical scale: one 1418 bound per
 * started `TACTICAL_BOUND_MIN` (10 min, *ruling*), each a "Bombard" high command — `startMin`,
 * `startMin + 10`, …. Throws `RangeError` for a `startMin` that is not whole or a bad `durationMin`.
 */
export function tacticalBombardTimesMin(startMin: number, durationMin: number): number[] {
  if (!Number.isSafeInteger(startMin)) throw new RangeError(`tacticalBombardTimesMin: startMin must be a whole number of minutes, got ${String(startMin)}`);
  const n = Math.ceil(durationOf(durationMin, 'tacticalBombardTimesMin') / TACTICAL_BOUND_MIN);
  return Array.from({ length: n }, (_, i) => startMin + i * TACTICAL_BOUND_MIN);
}

export type { ArtilleryWeapon, Protection, WeaponClass };
