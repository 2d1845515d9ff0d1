/**
 * Shared value types of the rules layer, exactly as `../shared/API.md` gives them.
 * Pure data: no imports from React, Dexie, Leaflet or the DOM.
 */

/** 1418 edition; default 'v0.8' (`001_5e546d392906486c.txt`), 'v0.7' is `000_5cca48f65b2d4420.txt`. */
export type Edition = 'v0.8' | 'v0.7';

/** NQM unit grade (`004_4c7ef6319257dc11.txt` §UNIT GRADING): elite, veteran, regular, conscript, militia. */
export type Grade = 'E' | 'V' | 'R' | 'C' | 'M';

/** A WGS84 position in decimal degrees (GeoJSON order is [lon, lat]). */
export type LonLat = { lon: number; lat: number };

/**
 * A map's grid (RULINGS.md §Grid references).
 * - `originLon`/`originLat`: the grid's south-west corner, WGS84 degrees.
 * - `widthM`/`heightM`: extent east and north of the origin, ground metres.
 * - `squareM`: side of one square (table scheme) or of the major grid square (numeric scheme), metres.
 * - `scheme`: 'table' (`B1`: column letters west→east from A, rows numbered south→north from 1),
 *   'numeric' (easting+northing digits: 4 figures = 1 km, 6 = 100 m, 8 = 10 m, 10 = 1 m), 'mgrs'
 *   (`31UDR 12345 67890`) or 'trench' (the British WWI trench-map reference `57c.R.14.b.5.3`: the
 *   origin is the sheet's south-west corner and `squareM` its lettered square, 6,000 yards in metres).
 * - `sheet`: the trench map's sheet, e.g. `57c` (trench scheme only).
 * - `others`: the other reference systems printed on the same map, each a grid without `others`
 *   (Cambrai: trench-map sheets 57c and 57b beside its numeric grid). References in any of them are
 *   read wherever this grid's are; what is written and printed uses this grid, the primary.
 */
export type GridDef = {
  originLon: number;
  originLat: number;
  widthM: number;
  heightM: number;
  squareM: number;
  scheme: 'table' | 'numeric' | 'mgrs' | 'trench';
  sheet?: string;
  others?: GridDef[];
};

/** Campaign time: whole minutes since the scenario's start instant. */
export type Minutes = number;
