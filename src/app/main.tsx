/**
 * The app's entry: bundled fonts and styles, the campaign store on the browser's IndexedDB, the
 * bundled maps, the service worker, and the React root in `#root` (`src/index.html`). At `?player`
 * it is player mode instead (`ui/player/PlayerApp.tsx`), which opens no campaign store.
 */
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/600.css';
import '../ui/app.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createCampaignStore } from '../db/store.ts';
import { importWorker, parseInWorker } from '../db/workerParse.ts';
import { App } from '../ui/App.tsx';
import type { KeyValueStorage } from '../ui/useDesk.ts';
import { BUNDLED_MAPS } from './maps.ts';
import { registerServiceWorker } from './pwa.ts';

const RELOAD_DELAY_MS = 1500;

/** Player mode's page, loaded only at `?player`. */
const PlayerApp = lazy(() => import('../ui/player/PlayerApp.tsx').then((m) => ({ default: m.PlayerApp })));

function localStorageOrNull(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the newest campaign opens each time
  }
}

/** Reload after a newer version of the app upgraded the database in another tab (after the alert shows). */
function reloadSoon(): void {
  window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

function start(): void {
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('index.html has no #root element');
  // Player mode (`?player`): a packet and the player's drafts only — no campaign store is opened.
  if (new URLSearchParams(window.location.search).has('player')) {
    createRoot(rootEl).render(
      <StrictMode>
        <Suspense fallback={<p role="status">Opening player mode…</p>}>
          <PlayerApp storage={localStorageOrNull()} maps={BUNDLED_MAPS} />
        </Suspense>
      </StrictMode>,
    );
    registerServiceWorker();
    return;
  }
  if (!window.indexedDB) {
    const p = document.createElement('p');
    p.className = 'fatal';
    p.textContent =
      'This browser gives Campaign Desk no IndexedDB storage (private browsing or storage disabled), so campaigns cannot be kept. Open the app in a normal window.';
    rootEl.replaceChildren(p);
    return;
  }
  const store = createCampaignStore({
    indexedDB: window.indexedDB,
    IDBKeyRange: window.IDBKeyRange,
    parseFile: (text) => parseInWorker(text, importWorker),
  });
  createRoot(rootEl).render(
    <StrictMode>
      <App store={store} maps={BUNDLED_MAPS} storage={localStorageOrNull()} reload={reloadSoon} />
    </StrictMode>,
  );
  registerServiceWorker();
}

start();
