/**
 * De Rosa's Movement Chart as campaign rates (`../shared/seeds/003_11ff81f41091c16b.txt` "Movement Chart";
 * docs/RULINGS.md §De Rosa on the campaign map): 1" a turn is ⅙ km/h, so that infantry on a road (12") march
 * 2 km/h as *NQM*'s foot do in road march (004 §MOVEMENT RATES TABLE). Which row a unit moves on follows its
 * *NQM* mobility; which column, its *NQM* mode and the ground. Pure; the chart is `./tables/deRosa.ts`.
 */
import type { Going } from './operational/movement.ts';
import { DE_ROSA_MOVEMENT, type DeRosaMoveMode, type DeRosaMover } from './tables/deRosa.ts';
import type { NqmMobility, NqmMoveMode } from './tables/nqm.ts';

/** Kilometres an hour of one inch a turn on the chart. */
export const DE_ROSA_KPH_PER_INCH = 1 / 6;

/**
 * A De Rosa turn on the campaign map, minutes (*ruling*): 10, as the 1916 turn and the 1418 bound — at ⅙ km/h an
 * inch, an inch a turn is then 27.8 m, about the 1418 table inch (25.4 m).
 */
export const DE_ROSA_TURN_MIN = 10;

/**
 * Kilometres an hour of the Movement Chart's inches a turn (`DE_ROSA_KPH_PER_INCH`), times the chart's factor
 * in woods or across a river; 0 where the chart says "-", "No" or "N/A".
 */
export function deRosaRateKph(mover: DeRosaMover, mode: DeRosaMoveMode, ground: { woods?: boolean; river?: boolean } = {}): number {
  const row = DE_ROSA_MOVEMENT[mover];
  const inches = row[mode];
  if (inches === null) return 0;
  const factor = (ground.woods ? row.woods : 1) * (ground.river ? row.river : 1);
  return inches * DE_ROSA_KPH_PER_INCH * factor;
}

/**
 * The chart's row for a unit of *NQM* mobility `mobility`: foot → Infantry, cavalry and cyclists → Cavalry,
 * horse-drawn guns (`gun`) → Artillery, other horse-drawn → Wagons, motorised → Trucks; armoured and light
 * recce have no row (null: they keep *NQM*'s rates — De Rosa has no tanks).
 */
export function deRosaMoverOf(mobility: NqmMobility, gun: boolean): DeRosaMover | null {
  switch (mobility) {
    case 'foot':
      return 'infantry';
    case 'cavCycle':
      return 'cavalry';
    case 'horseDrawn':
      return gun ? 'artillery' : 'wagons';
    case 'motorised':
      return 'trucks';
    default:
      return null;
  }
}

/**
 * The chart's column a march of *NQM* mode `mode` moves in over `going`: a road march on a road is on a
 * secondary road (the campaign's ground does not tell a highway from a secondary road: the slower column),
 * off the road in column; the tactical modes (move to contact, advance in contact) in line, or in column for
 * a row with no line (artillery, wagons, trucks).
 */
export function deRosaColumnOf(mover: DeRosaMover, mode: NqmMoveMode, going: Pick<Going, 'road'>): DeRosaMoveMode {
  if (mode === 'roadMarch') return going.road ? 'secondaryRoad' : 'column';
  return DE_ROSA_MOVEMENT[mover].line === null ? 'column' : 'line';
}

/**
 * The rate over one stretch of campaign ground under De Rosa's chart, km/h: the column `deRosaColumnOf`
 * gives; off a road, rough ground is read as the chart's woods (×½ for infantry and cavalry, impassable to
 * guns, wagons and trucks) and impractical ground stops everyone (0); a road carries its column through
 * any ground.
 */
export function deRosaStretchKph(mover: DeRosaMover, mode: NqmMoveMode, going: Going): number {
  const column = deRosaColumnOf(mover, mode, going);
  if (going.road) return deRosaRateKph(mover, column);
  if (going.move === 'impractical') return 0;
  return deRosaRateKph(mover, column, { woods: going.move === 'rough' });
}
