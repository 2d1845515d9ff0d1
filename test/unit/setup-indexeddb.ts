/**
 * Unit tests run in Node, which has no IndexedDB: fake-indexeddb's globals are installed before
 * any test loads Dexie (Dexie reads the globals when it loads, and its `liveQuery` — the store's
 * `watch` — observes through them), as a browser would have them. Each store in a test still gets
 * its own factory (`newStore` in `db-helpers.ts`).
 */
import 'fake-indexeddb/auto';
