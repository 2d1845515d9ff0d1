/**
 * A campaign on the umpire's own ground (New campaign → New map): the scenario its first event
 * carries — a name, the two sides, the start, the grid (its primary system and any others) over the
 * area chosen — with an empty order of battle, and a map id of its own (`own-…`) that no bundled
 * map has, so the campaign draws the terrain it carries (`CampaignState.terrain`).
 */
import type { GridDef } from '../../rules/types.ts';
import type { Scenario, SideInfo } from '../model/types.ts';

/** Prefix of the map id of every map made in the app. */
export const OWN_MAP_PREFIX = 'own-';

/** What the New map form gives. */
export type NewMapSpec = {
  name: string;
  description?: string;
  sides: { blue: SideInfo; red: SideInfo };
  /** Local wall-clock start `YYYY-MM-DDTHH:MM` and its offset from UTC, minutes. */
  startLocal: string;
  utcOffsetMin: number;
  grid: GridDef;
};

/** A map id from a name: `Narvik, April 1940` → `own-narvik-april-1940` (at most 64 characters, `own-map` for a name of no letters). */
export function ownMapId(name: string): string {
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${OWN_MAP_PREFIX}${slug || 'map'}`.slice(0, 64).replace(/-$/, '');
}

/** The scenario of a new map (see the module note); checked when the campaign is created, like any scenario. */
export function newMapScenario(spec: NewMapSpec): Scenario {
  const mapId = ownMapId(spec.name);
  return {
    id: mapId,
    mapId,
    name: spec.name,
    description: spec.description ?? '',
    startLocal: spec.startLocal,
    utcOffsetMin: spec.utcOffsetMin,
    grid: spec.grid,
    sides: spec.sides,
    units: [],
  };
}

/** Whether map id `mapId` is a map made in the app (its terrain is the campaign's own). */
export function isOwnMap(mapId: string): boolean {
  return mapId.startsWith(OWN_MAP_PREFIX);
}
