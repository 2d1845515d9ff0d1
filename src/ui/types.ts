/**
 * Types the screens share with the app wiring (`src/app`), which implements them: a bundled map
 * the umpire can start a campaign on.
 */
import type { FeatureCollection } from 'geojson';
import type { Scenario } from '../campaign/index.ts';

/**
 * One bundled map (`maps/<id>/`): its scenario and terrain, loaded lazily.
 * - `id`: the folder name and `Scenario.mapId`, e.g. `cambrai-1917`.
 * - `title`: shown in the New campaign dialog, e.g. "Cambrai, November 1917 (1:25 000)".
 * - `campaignName`: the default name of a campaign started on it, e.g. "Cambrai, 20 November 1917".
 * - `loadScenario` / `loadTerrain`: reject with an Error naming the file when it is missing or not
 *   valid JSON.
 * - `loadSetup`: the events a new campaign on it starts with after its creation (`maps/<id>/setup.json`:
 *   the 1418 table's sample sheet, fire plan and engagement); absent: none.
 */
export type MapEntry = {
  id: string;
  title: string;
  campaignName: string;
  loadScenario(): Promise<Scenario>;
  loadTerrain(): Promise<FeatureCollection>;
  loadSetup?(): Promise<SetupEvent[]>;
};

/** An event a bundled map's new campaign starts with (written at campaign minute 0, after its creation). */
export type SetupEvent = { type: string; v: number; payload: unknown };
