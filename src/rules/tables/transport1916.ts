/**
 * The 1916 limber and set-up table (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.4 Transport and Towing:
 * "Weapon Size/Gun Class: Limber - Unlimber Cost (in turns of movement); Set-up Time (in turns of movement):
 * Small 1 through 4: ¼ - none, none; Medium 5 or 6: ½ - ¼, ¾; Large 7 or larger: 1 - ½, 1"), with towing
 * ("A towing vehicle may move at only three quarters of its original maximum movement rate and will have all
 * terrain movement penalties doubled. No gun type may fire while limbered.").
 */

/** The table's gun sizes. */
export type GunSize1916 = 'small' | 'medium' | 'large';

/** One row: the gun classes it covers, and the turns of movement to limber, to unlimber and to set up. */
export type LimberRow = { classes: string; limberTurns: number; unlimberTurns: number; setUpTurns: number };

/** The table, as printed. */
export const LIMBER_TABLE_1916: Readonly<Record<GunSize1916, LimberRow>> = {
  small: { classes: '1 through 4', limberTurns: 0.25, unlimberTurns: 0, setUpTurns: 0 },
  medium: { classes: '5 or 6', limberTurns: 0.5, unlimberTurns: 0.25, setUpTurns: 0.75 },
  large: { classes: '7 or larger', limberTurns: 1, unlimberTurns: 0.5, setUpTurns: 1 },
};

/** Turns of movement infantry pays to mount or dismount a vehicle (002 §2.4 "Infantry bases pay half of their movement for the turn to mount/dismount a vehicle"). */
export const MOUNT_VEHICLE_TURNS_1916 = 0.5;

/** Towing: speed ×¾, terrain penalties doubled (002 §2.4). */
export const TOWING_1916 = { speedFactor: 0.75, terrainPenaltyFactor: 2 } as const;

/**
 * A 1916 turn on the campaign map, minutes (docs/RULINGS.md §1916 guns limbering on the campaign map): one
 * 1418 bound of 10 minutes, the length the desk already gives a gun's unpacking (`UNPACK_MIN`).
 */
export const TURN_1916_MIN = 10;

/**
 * The gun size of a calibre (*assumed*: the 1916 gun classes are in its lost Formation and Equipment
 * chapter): up to 60 mm small (classes 1–4: trench mortars, 37 mm and infantry guns), up to 105 mm medium
 * (5–6: the seed's own example is "A French 75mm field gun (gun class 5)"), larger large (7+).
 */
export function gunSize1916(calibreMm: number): GunSize1916 {
  if (!Number.isFinite(calibreMm) || calibreMm <= 0) throw new RangeError(`calibreMm: expected a calibre in millimetres, got ${String(calibreMm)}`);
  return calibreMm <= 60 ? 'small' : calibreMm <= 105 ? 'medium' : 'large';
}

/**
 * Minutes a gun of `calibreMm` needs after it stops before it can fire under the 1916 rules: unlimbering
 * and setting up, in turns of `TURN_1916_MIN` — small 0, medium (¼ + ¾ turn) 10, large (½ + 1) 15.
 */
export function setUpMin1916(calibreMm: number): number {
  const row = LIMBER_TABLE_1916[gunSize1916(calibreMm)];
  return (row.unlimberTurns + row.setUpTurns) * TURN_1916_MIN;
}
