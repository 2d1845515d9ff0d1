/**
 * The desk's state and actions over a `CampaignStore` (`src/db/api.ts`): the campaign list, the
 * open campaign, the storage answer, the latest notice and error. Every action awaits the store's
 * write and only then shows its result (DESIGN.md §State: never shown done before it is written).
 * Actions throw the store's error (dialogs show it in place); `guard` wraps them for the top bar,
 * turning an error into the page's alert.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeEvent, type CampaignEvent, type EditableUnitFields, type EventDraft, type CampaignState, type Scenario, type UnitId } from '../campaign/index.ts';
import type { AppendResult, Attachments, CampaignMeta, CampaignStore, HeadExpectation, PersistenceStatus } from '../db/api.ts';
import { StaleCampaignError, StoreQuotaError } from '../db/errors.ts';
import { pointToGridRef } from '../rules/grid.ts';
import type { LonLat } from '../rules/types.ts';
import { downloadText, exportFileName } from './download.ts';
import { isEventOf, type EngagementEventInput } from './engagement/types.ts';
import { deskEventAt, type DeskAction, type DeskEventInput } from './deskHost.ts';
import { withAutoReports } from './seats/autoReportDrafts.ts';
import { errorView, type ErrorView } from './errorText.ts';
import type { MapEntry, SetupEvent } from './types.ts';
import { bootstrap, type FailedCampaign, type OpenCampaign } from './deskBootstrap.ts';

/** localStorage key holding the id of the campaign opened last. */
export const CURRENT_KEY = 'campaign-desk.current';

/** An action Undo removed, kept for Redo: its events and its words. */
export type RedoEntry = { campaignId: string; events: CampaignEvent[]; description: string };


/** The part of `Storage` the desk uses (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the desk needs: the store, the bundled maps, where to remember the open campaign, how to reload. */
export type DeskOptions = {
  store: CampaignStore;
  maps: readonly MapEntry[];
  storage: KeyValueStorage | null;
  reload(): void;
};

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
  const [failed, setFailed] = useState<FailedCampaign | null>(null);
  const [redoStack, setRedoStackState] = useState<RedoEntry[]>([]);
  const redoRef = useRef<RedoEntry[]>([]);
  const setRedoStack = useCallback((next: RedoEntry[]) => {
    redoRef.current = next;
    setRedoStackState(next);
  }, []);

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
      setFailed(b.failed);
      if (b.error) setError(errorView(b.error, 'Could not open the campaigns'));
      setPhase('ready');
      // A first visit's campaign is drawn while it is written; should the writing fail, it is not kept.
      b.stored?.catch((e: unknown) => {
        if (!live) return;
        setCurrent(null);
        setCampaigns([]);
        setError({ title: 'Could not store the new campaign, so it is not kept', lines: [e instanceof Error ? e.message : String(e)] });
      });
    });
    store.requestPersistence().then(
      (s) => live && setPersistence(s),
      () => live && setPersistence('unsupported'),
    );
    const off = store.onVersionChange(() => {
      setError({ title: 'This campaign was opened by a newer version in another tab; reloading…', lines: [] });
      reload();
    });
    // Another tab (or this one) wrote: refresh the list, and reread the open campaign when its stored
    // head is not the one shown; Redo is then no longer safe.
    const unwatch = store.watch((list) => {
      if (!live) return;
      setCampaigns(list);
      const c = currentRef.current;
      const row = c && list.find((m) => m.id === c.meta.id);
      if (!c || !row || (row.headSeq === c.meta.headSeq && row.updatedAt === c.meta.updatedAt)) return;
      void store.open(c.meta.id).then(
        (o) => {
          // Only over the very state this reread began from: a write of this tab since then is newer.
          if (!live || currentRef.current !== c) return;
          setCurrent({ ...o });
          setRedoStack([]);
        },
        () => undefined, // deleted or damaged in the other tab: the next action says so
      );
    });
    return () => {
      live = false;
      off();
      unwatch();
    };
  }, [store, maps, storage, reload, setCurrent, setRedoStack]);

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
    const openId = async (id: string) => {
      const o = await store.open(id);
      setCurrent({ ...o });
      setFailed(null);
      setRedoStack([]);
      return o;
    };
    /** Run a write of the open campaign; when another tab changed it first, show the newest version and rethrow. */
    const fresh = async <T>(c: OpenCampaign, write: () => Promise<T>): Promise<T> => {
      try {
        return await write();
      } catch (e) {
        if (e instanceof StaleCampaignError && currentRef.current?.meta.id === c.meta.id) await openId(c.meta.id).catch(() => undefined);
        throw e;
      }
    };
    /**
     * Store one event of the open campaign, or several as one action (part of `action` when given), in
     * one transaction with the automatic reports they call for, and show the result. A later step of
     * an action goes only to the campaign its first step went to, and only while the action's own
     * newest event is still the head (nothing undone or written in between).
     */
    const write = async (c: OpenCampaign, draft: EventDraft | readonly EventDraft[], action?: DeskAction, attached: Attachments = {}): Promise<AppendResult> => {
      if (action?.campaignId !== undefined && action.campaignId !== c.meta.id) {
        throw new Error('another campaign was opened meanwhile, so the run stopped; the hours already written stay in the campaign it began in');
      }
      const expect = { expectHeadSeq: action?.lastSeq ?? c.meta.headSeq, expectUpdatedAt: action?.lastUpdatedAt ?? c.meta.updatedAt };
      const opts = { ...expect, ...(action?.firstSeq != null ? { action: action.firstSeq } : {}), ...attached };
      const drafts = withAutoReports(c.state, Array.isArray(draft) ? (draft as readonly EventDraft[]) : [draft as EventDraft]);
      const r = await fresh(c, () => store.append(c.meta.id, drafts, opts));
      if (action) {
        action.firstSeq ??= expect.expectHeadSeq + 1;
        action.campaignId = c.meta.id;
        action.lastSeq = r.event.seq;
        action.lastUpdatedAt = r.meta.updatedAt;
      }
      applyTo(c.meta.id, { meta: r.meta, state: r.state, head: r.event, undo: r.undo });
      setRedoStack([]);
      return r;
    };
    return {
      /** Open a campaign; one that fails is shown as failed (`failed`), with the reason, and nothing else changes. */
      open: async (id: string) => {
        try {
          const o = await openId(id);
          setNotice(`Opened “${o.meta.name}”.`);
        } catch (error) {
          const meta = (await store.list()).find((m) => m.id === id);
          if (!meta) throw error;
          setCurrent(null);
          setFailed({ meta, error });
          setNotice('');
        }
      },
      /** Download campaign `id`'s stored rows as they are (`<name>.raw-log.json`), for one that no longer opens. */
      exportRaw: async (id: string) => {
        const meta = (await store.list()).find((m) => m.id === id);
        const text = await store.rawLogText(id);
        const fileName = exportFileName(meta?.name ?? id, 'raw-log');
        downloadText(fileName, text);
        setNotice(`Saved the raw log of “${meta?.name ?? id}” to ${fileName}.`);
      },
      /** Delete campaign `id` (the failed one, from its card) and open the newest other one. */
      removeById: async (id: string) => {
        const meta = (await store.list()).find((m) => m.id === id);
        await store.remove(id);
        const list = await store.list();
        setCampaigns(list);
        setFailed(null);
        setCurrent(null);
        const next = list[0];
        if (next) await openId(next.id).catch((error: unknown) => setFailed({ meta: next, error }));
        setNotice(`Deleted “${meta?.name ?? id}”.`);
      },
      create: async (mapId: string, name: string) => {
        const entry = maps.find((m) => m.id === mapId);
        if (!entry) throw new Error(`no bundled map "${mapId}"`);
        const meta = await store.createFromScenario(await entry.loadScenario(), name, (await entry.loadSetup?.()) ?? []);
        await openId(meta.id);
        await refreshList();
        setNotice(`Created “${meta.name}”.`);
      },
      /**
       * Create a campaign on a map made in the app: its scenario, the events that set it up (its terrain,
       * a map file's scanned map and base map) and their image and archive, in one transaction.
       */
      createOwn: async (scenario: Scenario, name: string, setup: readonly SetupEvent[], attached: Attachments = {}) => {
        const meta = await store.createFromScenario(scenario, name, setup, attached);
        await openId(meta.id);
        await refreshList();
        setNotice(`Created “${meta.name}” on a map of your own.`);
      },
      /** The bytes of the open campaign's image `imageId` (its scanned map), for the map to draw. */
      loadImage: async (imageId: string): Promise<Blob> => store.image(need().meta.id, imageId),
      /** The open campaign's base map archive `archiveId`, or null when it is not on this device. */
      loadArchive: async (archiveId: string): Promise<Blob | null> => store.archive(need().meta.id, archiveId),
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
        setCurrent(null);
        const next = list[0];
        // The deletion is done: a next campaign that does not open shows its failure card, not an error.
        if (next) await openId(next.id).catch((error: unknown) => setFailed({ meta: next, error }));
        setNotice(`Deleted “${c.meta.name}”.`);
      },
      /** Remove the newest user action (every event it wrote), keep it for Redo, and say what it was. */
      undo: async () => {
        const c = need();
        const r = await fresh(c, () => store.undo(c.meta.id, headOf(c)));
        applyTo(c.meta.id, { meta: r.meta, state: r.state, head: null, undo: r.undo });
        setRedoStack([...redoRef.current, { campaignId: c.meta.id, events: r.removed, description: r.description.replace(/^Undid: /, '') }]);
        setNotice(r.description);
      },
      /** Write again the action the last Undo removed. */
      redo: async () => {
        const c = need();
        const entry = redoRef.current.at(-1);
        if (!entry || entry.campaignId !== c.meta.id) throw new Error('nothing to redo');
        const r = await fresh(c, () => store.redo(c.meta.id, entry.events, headOf(c)));
        applyTo(c.meta.id, { meta: r.meta, state: r.state, head: r.event, undo: r.undo });
        setRedoStack(redoRef.current.slice(0, -1));
        setNotice(`Redid: ${entry.description}`);
      },
      /** Store one `engagement.*` event at the campaign clock, show `notice`, resolve with the new state. */
      appendEngagement: async (draft: EngagementEventInput, notice: string): Promise<CampaignState> => {
        const c = need();
        const r = await write(c, { ...draft, at: c.state.clockMin } as EventDraft);
        setNotice(notice);
        return r.state;
      },
      /**
       * Store one event at the campaign clock (`clock.advanced`: at its `toMin`), as part of `action`
       * when given, with `attached` (a scanned map's image, a base map's archive) in the same transaction, show `notice`,
       * resolve with the new state.
       */
      append: async (draft: DeskEventInput, notice: string, action?: DeskAction, attached?: Attachments): Promise<CampaignState> => {
        const c = need();
        const r = await write(c, { ...draft, at: deskEventAt(c.state, draft) } as EventDraft, action, attached);
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
        const r = await fresh(c, () => store.undo(c.meta.id, headOf(c)));
        applyTo(c.meta.id, { meta: r.meta, state: r.state, head: null, undo: r.undo });
        setRedoStack([]);
        setNotice(r.description);
      },
      exportFile: async () => {
        const c = need();
        const text = await store.exportText(c.meta.id);
        const fileName = exportFileName(c.meta.name);
        downloadText(fileName, text);
        setNotice(`Exported “${c.meta.name}” to ${fileName}.`);
      },
      /** Store `drafts` at the campaign clock in one transaction, as one action (one Undo), show `notice`, resolve with the new state. */
      appendAll: async (drafts: readonly DeskEventInput[], notice: string): Promise<CampaignState> => {
        const c = need();
        const r = await write(c, drafts.map((d) => ({ ...d, at: deskEventAt(c.state, d) }) as EventDraft));
        setNotice(notice);
        return r.state;
      },
      /** Import a campaign file (checked by the store's worker) as a new campaign, and open it. */
      importFile: async (file: Blob) => {
        const text = await file.text();
        const meta = await store.importText(text);
        await openId(meta.id);
        await refreshList();
        setNotice(
          meta.renamedFrom !== undefined
            ? `Imported as a copy, “${meta.name}”: a campaign named “${meta.renamedFrom}” is already here and is unchanged.`
            : `Imported “${meta.name}”.`,
        );
      },
      /** Move a unit; a drop on its own position writes nothing. */
      moveUnit: async (unitId: UnitId, to: LonLat) => {
        const c = need();
        const unit = c.state.units[unitId];
        if (unit?.pos && unit.pos.lon === to.lon && unit.pos.lat === to.lat) return;
        await write(c, { at: c.state.clockMin, type: 'unit.moved', v: 1, payload: { unitId, to } });
        setNotice(`Moved ${unit?.name ?? unitId} to ${refText(c.state, to)}.`);
      },
      editUnit: async (unitId: UnitId, changes: Partial<EditableUnitFields>) => {
        const c = need();
        const r = await write(c, { at: c.state.clockMin, type: 'unit.edited', v: 1, payload: { unitId, changes } });
        setNotice(`Saved: ${describeEvent(r.event, c.state)}.`);
      },
    };
  }, [store, maps, setCurrent, refreshList, setRedoStack]);

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
    /** The campaign that could not be opened, and why, or null. */
    failed,
    /** What Redo would write again (the newest undone action of the open campaign), or null. */
    redoable: redoStack.at(-1)?.campaignId === current?.meta.id ? (redoStack.at(-1) ?? null) : null,
    dismissError: () => setError(null),
    /** Show `notice` in the page's messages (an action done outside the store: a file saved). */
    say: setNotice,
    actions,
    guard,
    reportQuota,
  };
}

/** The stored head the open campaign `c` shows, for a write prepared against it. */
function headOf(c: OpenCampaign): HeadExpectation {
  return { expectHeadSeq: c.meta.headSeq, expectUpdatedAt: c.meta.updatedAt };
}

function refText(state: CampaignState, to: LonLat): string {
  try {
    return pointToGridRef(state.grid, to, 8);
  } catch {
    return `${to.lon.toFixed(5)}, ${to.lat.toFixed(5)}`;
  }
}
