/**
 * The registry of bundled maps (`maps/<id>/scenario.json` + `terrain.geojson`, ARCHITECTURE.md
 * §Data), discovered with `import.meta.glob` and loaded lazily: a map's files are fetched only when
 * a campaign on it is created or opened, and each file at most once per page.
 * The first entry is the default campaign's map (Cambrai).
 */
import type { FeatureCollection } from 'geojson';
import type { Scenario } from '../campaign/index.ts';
import type { MapEntry, SetupEvent } from '../ui/types.ts';

const scenarioFiles = import.meta.glob<Scenario>('../../maps/*/scenario.json', { import: 'default' });
const terrainFiles = import.meta.glob<string>('../../maps/*/terrain.geojson', { query: '?raw', import: 'default' });
const setupFiles = import.meta.glob<{ events: SetupEvent[] }>('../../maps/*/setup.json', { import: 'default' });

/** Titles and default campaign names of the known maps, in the order the New campaign dialog lists them. */
const KNOWN: readonly { id: string; title: string; campaignName: string }[] = [
  { id: 'cambrai-1917', title: 'Cambrai, November 1917 (28 × 25 km, numeric grid)', campaignName: 'Cambrai, 20 November 1917' },
  { id: 'table-1418', title: '1418 table, 6′ × 4′ (6″ squares A–L, 1–8)', campaignName: '1418 table game' },
];

const mapIdOf = (path: string) => /maps\/([^/]+)\//.exec(path)?.[1] ?? path;

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => {
    p ??= load().catch((e: unknown) => {
      p = null; // let a later attempt retry
      throw e;
    });
    return p;
  };
}

/**
 * Build a registry from glob results (exported for tests). Only maps with a scenario are listed;
 * a map without terrain loads an empty collection. Loaders reject with an Error naming the file:
 * a scenario whose `mapId` is not its folder, or terrain that is not a GeoJSON FeatureCollection.
 */
export function buildRegistry(
  scenarios: Record<string, () => Promise<Scenario>>,
  terrains: Record<string, () => Promise<string>>,
  setups: Record<string, () => Promise<{ events: SetupEvent[] }>> = {},
): MapEntry[] {
  const terrainById = new Map(Object.entries(terrains).map(([path, load]) => [mapIdOf(path), load]));
  const setupById = new Map(Object.entries(setups).map(([path, load]) => [mapIdOf(path), load]));
  const entries = Object.entries(scenarios).map(([path, load]): MapEntry => {
    const id = mapIdOf(path);
    const known = KNOWN.find((k) => k.id === id);
    const terrain = terrainById.get(id);
    const setup = setupById.get(id);
    return {
      ...(setup
        ? {
            loadSetup: once(async () => {
              const s = await setup();
              if (!Array.isArray(s?.events)) throw new Error(`maps/${id}/setup.json has no list of events`);
              return s.events;
            }),
          }
        : {}),
      id,
      title: known?.title ?? id,
      campaignName: known?.campaignName ?? id,
      loadScenario: once(async () => {
        const s = await load();
        if (s?.mapId !== id) throw new Error(`maps/${id}/scenario.json names map "${String(s?.mapId)}", not "${id}"`);
        return s;
      }),
      loadTerrain: once(async (): Promise<FeatureCollection> => {
        if (!terrain) return { type: 'FeatureCollection', features: [] };
        let fc: unknown;
        try {
          fc = JSON.parse(await terrain());
        } catch (e) {
          throw new Error(`maps/${id}/terrain.geojson is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
        }
        const o = fc as { type?: unknown; features?: unknown };
        if (o?.type !== 'FeatureCollection' || !Array.isArray(o.features)) {
          throw new Error(`maps/${id}/terrain.geojson is not a GeoJSON FeatureCollection`);
        }
        return fc as FeatureCollection;
      }),
    };
  });
  const rank = (id: string) => {
    const i = KNOWN.findIndex((k) => k.id === id);
    return i < 0 ? KNOWN.length : i;
  };
  return entries.sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : 1));
}

/** The bundled maps, Cambrai first. */
export const BUNDLED_MAPS: readonly MapEntry[] = buildRegistry(scenarioFiles, terrainFiles, setupFiles);
