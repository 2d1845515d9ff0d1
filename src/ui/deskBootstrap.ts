/**
 * The desk's first start (`bootstrap`): list the campaigns, create the default one on a first visit,
 * and open the remembered or newest campaign — one that fails to open is reported as failed, never
 * stopping the list. Also the shapes the desk hook (`useDesk.ts`) keeps: the open campaign and a
 * failed one.
 */
import type { CampaignEvent, CampaignState } from '../campaign/index.ts';
import type { CampaignMeta, CampaignStore, UndoInfo } from '../db/api.ts';
import type { MapEntry } from './types.ts';

/**
 * The open campaign: its row, state, newest event (null after an undo: not known then) and what Undo
 * would remove now (null: nothing but the campaign's creation).
 */
export type OpenCampaign = { meta: CampaignMeta; state: CampaignState; head: CampaignEvent | null; undo: UndoInfo | null };

/** A campaign that could not be opened, and why (the desk shows `CampaignFailure` for it). */
export type FailedCampaign = { meta: CampaignMeta; error: unknown };

/**
 * What the first start found: the campaigns, the one opened (or the one that failed, or the error that
 * stopped the list); on a first visit, `stored` says whether the campaign drawn meanwhile was stored.
 */
type Boot = { campaigns: CampaignMeta[]; opened: OpenCampaign | null; failed: FailedCampaign | null; error: unknown; stored?: Promise<unknown> };
const boots = new WeakMap<CampaignStore, Promise<Boot>>();

/**
 * First start, once per store (React may mount twice in development): list the campaigns; when
 * there are none, create one from the first bundled map's scenario (Cambrai) under its default
 * name (fetched while the store lists, when no campaign is remembered) and open it as soon as its
 * writing has begun, so it is drawn while it is written (`stored` settles when it is stored); else
 * open the remembered campaign, or else the most recently updated one.
 */
export function bootstrap(store: CampaignStore, maps: readonly MapEntry[], rememberedId: string | null): Promise<Boot> {
  const hit = boots.get(store);
  if (hit) return hit;
  const run = async (): Promise<Boot> => {
    let campaigns: CampaignMeta[] = [];
    try {
      const first = maps[0];
      // With no campaign remembered this is likely a first visit: fetch the default scenario while the
      // store lists what it holds (wasted, and harmless, when campaigns turn out to exist).
      const early = rememberedId === null && first ? Promise.all([first.loadScenario(), first.loadSetup?.() ?? []]) : null;
      early?.catch(() => undefined); // its failure is met below, when it is used
      campaigns = await store.list();
      if (campaigns.length === 0 && first) {
        const [scenario, setup] = await (early ?? Promise.all([first.loadScenario(), first.loadSetup?.() ?? []]));
        // Drawn while it is written: the store tells the campaign as it will open once its writing has
        // begun (what the desk asks of the store after that waits for the writing).
        let stored: Promise<unknown> = Promise.resolve();
        const drawn = await new Promise<OpenCampaign | null>((resolve, reject) => {
          stored = store.createFromScenario(scenario, first.campaignName, setup, {}, (o) => resolve({ ...o }));
          // Stored without a word (a store that does not tell): opened below as any other. Refused before
          // the writing began: nothing was drawn, and the error is the bootstrap's.
          stored.then(() => resolve(null), reject);
        });
        stored.catch(() => undefined); // after the writing began: the desk reports it (`stored`)
        if (drawn) return { campaigns: [drawn.meta], opened: drawn, failed: null, error: null, stored };
        campaigns = await store.list();
      }
      const pick = campaigns.find((c) => c.id === rememberedId) ?? campaigns[0];
      if (!pick) return { campaigns, opened: null, failed: null, error: null };
      try {
        const o = await store.open(pick.id);
        return { campaigns, opened: { ...o }, failed: null, error: null };
      } catch (error) {
        // One campaign that does not open must not stop the others: the desk shows why, and the list.
        return { campaigns, opened: null, failed: { meta: pick, error }, error: null };
      }
    } catch (error) {
      return { campaigns, opened: null, failed: null, error };
    }
  };
  const p = run();
  boots.set(store, p);
  return p;
}
