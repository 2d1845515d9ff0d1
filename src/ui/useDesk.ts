/**
 * The desk's state and actions over a `CampaignStore` (`src/db/api.ts`): the campaign list, the
 * open campaign, the storage answer, the latest notice and error. Every action awaits the store's
 * write and only then shows its result (DESIGN.md §State: never shown done before it is written).
 * Actions throw the store's error (dialogs show it in place); `guard` wraps them for the top bar,
 * turning an error into the page's alert.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CampaignEvent, EditableUnitFields, EventDraft } from '../campaign/events.ts';
import { describeEvent } from '../campaign/events.ts';
import type { CampaignState, UnitId } from '../campaign/types.ts';
import type { CampaignMeta, CampaignStore, PersistenceStatus } from '../db/api.ts';
import { StoreQuotaError } from '../db/errors.ts';
import { pointToGridRef } from '../rules/grid.ts';
import type { LonLat } from '../rules/types.ts';
import { downloadText, exportFileName } from './download.ts';
import { isEventOf, type EngagementEventInput } from './engagement/types.ts';
import type { DeskEventInput } from './deskHost.ts';
import { errorView, type ErrorView } from './errorText.ts';
import type { MapEntry } from './types.ts';

/** localStorage key holding the id of the campaign opened last. */
export const CURRENT_KEY = 'campaign-desk.current';

/** The open campaign: its row, state and newest event (null after an undo: not known then). */
export type OpenCampaign = { meta: CampaignMeta; state: CampaignState; head: CampaignEvent | null };

/** The part of `Storage` the desk uses (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the desk needs: the store, the bundled maps, where to remember the open campaign, how to reload. */
export type DeskOptions = {
  store: CampaignStore;
  maps: readonly MapEntry[];
  storage: KeyValueStorage | null;
  reload(): void;
};

type Boot = { campaigns: CampaignMeta[]; opened: OpenCampaign | null; error: unknown };
const boots = new WeakMap<CampaignStore, Promise<Boot>>();

/**
 * First start, once per store (React may mount twice in development): list the campaigns; when
 * there are none, create one from the first bundled map's scenario (Cambrai) under its default
 * name; then open the remembered campaign, or else the most recently updated one.
 */
export function bootstrap(store: CampaignStore, maps: readonly MapEntry[], rememberedId: string | null): Promise<Boot> {
  const hit = boots.get(store);
  if (hit) return hit;
  const run = async (): Promise<Boot> => {
    let campaigns: CampaignMeta[] = [];
    try {
      campaigns = await store.list();
      const first = maps[0];
      if (campaigns.length === 0 && first) {
        await store.createFromScenario(await first.loadScenario(), first.campaignName);
        campaigns = await store.list();
      }
      const pick = campaigns.find((c) => c.id === rememberedId) ?? campaigns[0];
      if (!pick) return { campaigns, opened: null, error: null };
      const o = await store.open(pick.id);
      return { campaigns, opened: { ...o }, error: null };
    } catch (error) {
      return { campaigns, opened: null, error };
    }
  };
  const p = run();
  boots.set(store, p);
  return p;
}

/**
 * The desk hook. Returns `phase` ('loading' until the first campaign is open or known absent),
 * `campaigns` (most recently updated first), `current`, `persistence` (null until answered),
 * `notice` (text for the `status` "Messages"), `error` (for the `alert`), `busy` (a guarded action
 * is running), `dismissError`, `actions` (each awaits the store and throws its error), `guard`
 * (runs an action, turning an error into `error`) and `reportQuota`.
 */
export function useDesk({ store, maps, storage, reload }: DeskOptions) {
  const [phase, setPhase] = useState<'loading' | 'ready'>('loading');
  const [campaigns, setCampaigns] = useState<CampaignMeta[]>([]);
  const [current, setCurrentState] = useState<OpenCampaign | null>(null);
  const [persistence, setPersistence] = useState<PersistenceStatus | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<ErrorView | null>(null);
  const [pending, setPending] = useState(0);
  const currentRef = useRef<OpenCampaign | null>(null);

  const setCurrent = useCallback(
    (c: OpenCampaign | null) => {
      currentRef.current = c;
      setCurrentState(c);
      if (c) {
        try {
          storage?.setItem(CURRENT_KEY, c.meta.id);
        } catch {
          // Storage refused (private mode): the desk then opens the newest campaign next time.
        }
      }
    },
    [storage],
  );

  useEffect(() => {
    let live = true;
    let remembered: string | null = null;
    try {
      remembered = storage?.getItem(CURRENT_KEY) ?? null;
    } catch {
      remembered = null;
    }
    void bootstrap(store, maps, remembered).then((b) => {
      if (!live) return;
      setCampaigns(b.campaigns);
      setCurrent(b.opened);
      if (b.error) setError(errorView(b.error, 'Could not open the campaigns'));
      setPhase('ready');
    });
    store.requestPersistence().then(
      (s) => live && setPersistence(s),
      () => live && setPersistence('unsupported'),
    );
    const off = store.onVersionChange(() => {
      setError({ title: 'This campaign was opened by a newer version in another tab; reloading…', lines: [] });
      reload();
    });
    return () => {
      live = false;
      off();
    };
  }, [store, maps, storage, reload, setCurrent]);

  const refreshList = useCallback(async () => setCampaigns(await store.list()), [store]);

  const actions = useMemo(() => {
    const need = (): OpenCampaign => {
      const c = currentRef.current;
      if (!c) throw new Error('no campaign is open');
      return c;
    };
    /** Apply a result only if the same campaign is still open (the user may have switched). */
    const applyTo = (id: string, next: OpenCampaign) => {
      if (currentRef.current?.meta.id === id) setCurrent(next);
    };
    const undoNewest = async (c: OpenCampaign) => {
      const r = await store.undo(c.meta.id);
      applyTo(c.meta.id, { meta: r.meta, state: r.state, head: null });
      setNotice(/^undid\b/i.test(r.description) ? r.description : `Undid: ${r.description}`);
    };
    const openId = async (id: string) => {
      const o = await store.open(id);
      setCurrent({ ...o });
      return o;
    };
    return {
      open: async (id: string) => {
        const o = await openId(id);
        setNotice(`Opened “${o.meta.name}”.`);
      },
      create: async (mapId: string, name: string) => {
        const entry = maps.find((m) => m.id === mapId);
        if (!entry) throw new Error(`no bundled map "${mapId}"`);
        const meta = await store.createFromScenario(await entry.loadScenario(), name);
        await openId(meta.id);
        await refreshList();
        setNotice(`Created “${meta.name}”.`);
      },
      rename: async (name: string) => {
        const c = need();
        const meta = await store.rename(c.meta.id, name);
        applyTo(meta.id, { ...c, meta });
        await refreshList();
        setNotice(`Renamed to “${meta.name}”.`);
      },
      duplicate: async () => {
        const c = need();
        const meta = await store.duplicate(c.meta.id, `${c.meta.name} (what-if)`);
        await openId(meta.id);
        await refreshList();
        setNotice(`Duplicated as “${meta.name}”, a what-if branch; the original is unchanged.`);
      },
      remove: async () => {
        const c = need();
        await store.remove(c.meta.id);
        const list = await store.list();
        setCampaigns(list);
        const next = list[0];
        if (next) await openId(next.id);
        else setCurrent(null);
        setNotice(`Deleted “${c.meta.name}”.`);
      },
      undo: () => undoNewest(need()),
      /** Store one `engagement.*` event at the campaign clock, show `notice`, resolve with the new state. */
      appendEngagement: async (draft: EngagementEventInput, notice: string): Promise<CampaignState> => {
        const c = need();
        const r = await store.append(c.meta.id, { ...draft, at: c.state.clockMin } as EventDraft);
        applyTo(c.meta.id, { meta: r.meta, state: r.state, head: r.event });
        setNotice(notice);
        return r.state;
      },
      /** Store one event at the campaign clock (`clock.advanced`: at its `toMin`), show `notice`, resolve with the new state. */
      append: async (draft: DeskEventInput, notice: string): Promise<CampaignState> => {
        const c = need();
        const at = draft.type === 'clock.advanced' ? draft.payload.toMin : c.state.clockMin;
        const r = await store.append(c.meta.id, { ...draft, at } as EventDraft);
        applyTo(c.meta.id, { meta: r.meta, state: r.state, head: r.event });
        setNotice(notice);
        return r.state;
      },
      /** Undo the newest event only when it is an `engagement.*` event of `engagementId`; else throw, removing nothing. */
      undoEngagement: async (engagementId: string) => {
        const c = need();
        const head = c.head ?? (await store.open(c.meta.id)).head;
        if (!isEventOf(head, engagementId)) {
          throw new Error(`the newest change is not part of this engagement (it ${describeEvent(head, c.state)}); Undo in the top bar removes it`);
        }
        await undoNewest(c);
      },
      exportFile: async () => {
        const c = need();
        const text = await store.exportText(c.meta.id);
        const fileName = exportFileName(c.meta.name);
        downloadText(fileName, text);
        setNotice(`Exported “${c.meta.name}” to ${fileName}.`);
      },
      importFile: async (file: Blob) => {
        const meta = await store.importText(await file.text());
        await openId(meta.id);
        await refreshList();
        setNotice(`Imported “${meta.name}”.`);
      },
      moveUnit: async (unitId: UnitId, to: LonLat) => {
        const c = need();
        const r = await store.append(c.meta.id, { at: c.state.clockMin, type: 'unit.moved', v: 1, payload: { unitId, to } });
        applyTo(c.meta.id, { meta: r.meta, state: r.state, head: r.event });
        setNotice(`Moved ${c.state.units[unitId]?.name ?? unitId} to ${refText(c.state, to)}.`);
      },
      editUnit: async (unitId: UnitId, changes: Partial<EditableUnitFields>) => {
        const c = need();
        const r = await store.append(c.meta.id, { at: c.state.clockMin, type: 'unit.edited', v: 1, payload: { unitId, changes } });
        applyTo(c.meta.id, { meta: r.meta, state: r.state, head: r.event });
        setNotice(`Saved: ${describeEvent(r.event, c.state)}.`);
      },
    };
  }, [store, maps, setCurrent, refreshList]);

  /** Run an action for the top bar or the map: errors become the page's alert. */
  const guard = useCallback(async (doing: string, fn: () => Promise<void>) => {
    setPending((n) => n + 1);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setNotice(''); // an earlier notice must not read as this action's outcome
      setError(errorView(e, doing));
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  /** A quota error inside a form also needs the page's advice to export. */
  const reportQuota = useCallback((e: unknown) => {
    if (e instanceof StoreQuotaError) setError(errorView(e));
  }, []);

  return {
    phase,
    campaigns,
    current,
    persistence,
    notice,
    error,
    busy: pending > 0,
    dismissError: () => setError(null),
    actions,
    guard,
    reportQuota,
  };
}

function refText(state: CampaignState, to: LonLat): string {
  try {
    return pointToGridRef(state.grid, to, 8);
  } catch {
    return `${to.lon.toFixed(5)}, ${to.lat.toFixed(5)}`;
  }
}
