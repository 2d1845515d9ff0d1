import { describe, expect, it } from 'vitest';
import { loadScreen, saveScreen } from '../../src/ui/viewMemory.ts';

/** A Map-backed stand-in for localStorage. */
function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('the remembered screen of a campaign', () => {
  it('round-trips the view and the selection per campaign', () => {
    const s = memoryStorage();
    saveScreen(s, 'c1', { view: { lon: 3.1, lat: 50.1, zoom: 13.25 }, selectedId: 'gb-51div' });
    saveScreen(s, 'c2', { view: null, selectedId: null });
    expect(loadScreen(s, 'c1')).toEqual({ view: { lon: 3.1, lat: 50.1, zoom: 13.25 }, selectedId: 'gb-51div' });
    expect(loadScreen(s, 'c2')).toEqual({ view: null, selectedId: null });
    expect(loadScreen(s, 'c3')).toEqual({ view: null, selectedId: null });
    expect([...s.m.keys()]).toEqual(['campaign-desk.view.c1', 'campaign-desk.view.c2']);
  });

  it('ignores malformed or partial entries and missing storage', () => {
    const s = memoryStorage();
    for (const bad of ['{', 'null', '"x"', '{"view":{"lon":"3","lat":50,"zoom":12},"selectedId":7}']) {
      s.m.set('campaign-desk.view.c', bad);
      expect(loadScreen(s, 'c'), bad).toEqual({ view: null, selectedId: null });
    }
    expect(loadScreen(null, 'c')).toEqual({ view: null, selectedId: null });
  });

  it('survives a storage that refuses writes', () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => saveScreen(full, 'c', { view: null, selectedId: 'u' })).not.toThrow();
  });
});
