/**
 * The enemy a picture plots from the contact reports that reached its HQ (docs/RULINGS.md §What a
 * headquarters knows): sightings of the same kind (the same type and echelon, or both unidentified)
 * within `SAME_ENEMY_M` of each other are one enemy position, kept at its newest sighting, as a staff
 * officer plots them; one farther away is another. Which enemy unit each sighting truly was is not
 * used: the picture cannot tell two unidentified enemies apart unless their places do. What a report
 * says of an enemy it could not identify is one contact, placed to a six-figure grid reference
 * (`asReported`; docs/RULINGS.md §An unknown enemy as reported).
 */
import { gridProjection } from '../../rules/projection.ts';
import type { GridDef, LonLat, Minutes } from '../../rules/types.ts';
import type { UnitId } from '../model/types.ts';
import type { EnemySighting } from '../model/pictureTypes.ts';

/** Sightings closer than this (ground metres) of the same kind are one enemy position. */
export const SAME_ENEMY_M = 250;

/** One sighting as it reached the HQ: which report (and which of its sightings), made and received when, by whom. */
export type ReceivedSighting = { value: EnemySighting; reportId: string; index: number; madeAtMin: Minutes; receivedAtMin: Minutes; fromId: UnitId };

/** The precision of an unidentified contact's place in a report: a six-figure reference, 100 m. */
export const REPORTED_SQUARE_M = 100;

/**
 * What one report says of the enemy, as its sender saw it: each identified enemy as it is, and every
 * unidentified one together as one contact — where they stood on average, given as the centre of its
 * 100 m square (a six-figure reference) — the first unidentified sighting's manner (sighted, ambushed,
 * engaged) and unit kept for the umpire's records. Pure; the umpire's record of the report is unchanged.
 */
export function asReported(grid: GridDef, enemy: readonly EnemySighting[]): EnemySighting[] {
  const unknown = enemy.filter((e) => e.identified === null);
  if (unknown.length === 0) return [...enemy];
  const proj = gridProjection(grid);
  const local = unknown.map((e) => proj.toLocal(e.pos));
  const centre = (v: number) => Math.floor(v / REPORTED_SQUARE_M) * REPORTED_SQUARE_M + REPORTED_SQUARE_M / 2;
  const e = centre(local.reduce((a, m) => a + m.eastingM, 0) / local.length);
  const n = centre(local.reduce((a, m) => a + m.northingM, 0) / local.length);
  const first = enemy.indexOf(unknown[0]!);
  const one: EnemySighting = { ...unknown[0]!, pos: proj.toLonLat({ eastingM: e, northingM: n }) };
  return enemy.flatMap((s, i) => (s.identified !== null ? [s] : i === first ? [one] : []));
}

/** One enemy position of the picture: its id (`enemy-1` … in the order first seen) and its newest sighting. */
export type EnemyMark = ReceivedSighting & { id: string };

/**
 * The enemy positions of `sightings` (any order) and, for each sighting (`<reportId>#<index>`), the
 * id of the position it belongs to. Pure.
 */
export function plotSightings(grid: GridDef, sightings: readonly ReceivedSighting[]): { marks: EnemyMark[]; markOf: Map<string, string> } {
  const proj = gridProjection(grid);
  const kind = (s: EnemySighting) => (s.identified ? `${s.identified.type}/${s.identified.echelon}` : '?');
  const ordered = [...sightings].sort((a, b) => a.madeAtMin - b.madeAtMin || a.receivedAtMin - b.receivedAtMin || (a.reportId < b.reportId ? -1 : a.reportId > b.reportId ? 1 : a.index - b.index));
  const marks: (EnemyMark & { e: number; n: number })[] = [];
  const markOf = new Map<string, string>();
  for (const s of ordered) {
    const m = proj.toLocal(s.value.pos);
    const near = marks.find((k) => kind(k.value) === kind(s.value) && Math.hypot(k.e - m.eastingM, k.n - m.northingM) <= SAME_ENEMY_M);
    if (near) Object.assign(near, s, { id: near.id, e: m.eastingM, n: m.northingM });
    else marks.push({ ...s, id: `enemy-${marks.length + 1}`, e: m.eastingM, n: m.northingM });
    markOf.set(`${s.reportId}#${s.index}`, (near ?? marks.at(-1)!).id);
  }
  return { marks: marks.map(({ e: _e, n: _n, ...k }) => k), markOf };
}

/** A place an own unit of the seat reported from (or stands at, live), the minute it was there, and the unit. */
export type OwnSpot = { pos: LonLat; madeAtMin: Minutes; unitId: UnitId };

/** How long before a mark was seen a contact of a unit still counts as its meeting the enemy there (one NQM period). */
export const MET_ENEMY_BEFORE_MIN = 480;

/**
 * Whether enemy mark `mark` is still shown on the seat's map at `atMin` (docs/RULINGS.md §Enemy marks age
 * out): `aged` when it was last seen more than `expireMin` before (0: never by age), `cleared` when an own
 * unit reported from within `SAME_ENEMY_M` of it after it was seen without meeting the enemy (`metEnemy`:
 * no contact report of that unit, from `MET_ENEMY_BEFORE_MIN` before the sighting to its report, had
 * reached the HQ); else null.
 */
export function markGone(
  grid: GridDef,
  mark: Pick<EnemyMark, 'value' | 'madeAtMin'>,
  ownSpots: readonly OwnSpot[],
  atMin: Minutes,
  expireMin: number,
  metEnemy: (unitId: UnitId, fromMin: Minutes, toMin: Minutes) => boolean,
): 'aged' | 'cleared' | null {
  if (expireMin > 0 && atMin - mark.madeAtMin > expireMin) return 'aged';
  const proj = gridProjection(grid);
  const m = proj.toLocal(mark.value.pos);
  const near = ownSpots.some((s) => {
    if (s.madeAtMin <= mark.madeAtMin) return false;
    const o = proj.toLocal(s.pos);
    return Math.hypot(o.eastingM - m.eastingM, o.northingM - m.northingM) <= SAME_ENEMY_M && !metEnemy(s.unitId, mark.madeAtMin - MET_ENEMY_BEFORE_MIN, s.madeAtMin);
  });
  return near ? 'cleared' : null;
}
