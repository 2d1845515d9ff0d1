/**
 * The unit layer's symbol cache (src/map/symbolCache.ts): one render per distinct symbol (SIDC +
 * label + size + pixel ratio), the same object back for the same key, bounded by least-recent use;
 * and the milsymbol options produce a valid symbol carrying the label (checked through milsymbol's
 * SVG output, since a canvas needs a browser).
 */
import { describe, expect, it } from 'vitest';
import ms from '../../src/map/milsymbol.ts';
import { createSymbolCache, milsymbolOptions, symbolKey, type SymbolImage, type SymbolRenderer } from '../../src/map/symbolCache.ts';
import { unitSidc } from '../../src/map/sidc.ts';

function fakeRenderer(): { render: SymbolRenderer; calls: string[] } {
  const calls: string[] = [];
  const render: SymbolRenderer = (sidc, label, sizePx, pixelRatio) => {
    calls.push(symbolKey(sidc, label, sizePx, pixelRatio));
    return { source: { sidc, label } as unknown as CanvasImageSource, widthPx: sizePx * 2, heightPx: sizePx, anchorX: sizePx, anchorY: sizePx / 2 };
  };
  return { render, calls };
}

const INF = 'SFGPUCI----F---';
const ART = 'SHGPUCF----E---';

describe('symbol cache', () => {
  it('renders each distinct symbol once and returns the same object for the same key', () => {
    const { render, calls } = fakeRenderer();
    const cache = createSymbolCache(render);
    const a = cache.get(INF, '2/R.Fus', 20, 1);
    const b = cache.get(INF, '2/R.Fus', 20, 1);
    expect(b).toBe(a);
    expect(calls).toEqual(['20|1|15:SFGPUCI----F---|2/R.Fus']);
    expect(a.widthPx).toBe(40);
    // Any part of the key differing is another symbol.
    const others: SymbolImage[] = [
      cache.get(INF, '1/R.Fus', 20, 1),
      cache.get(ART, '2/R.Fus', 20, 1),
      cache.get(INF, '2/R.Fus', 24, 1),
      cache.get(INF, '2/R.Fus', 20, 2),
    ];
    expect(new Set([a, ...others]).size).toBe(5);
    expect(calls).toHaveLength(5);
    expect(cache.size()).toBe(5);
  });

  it('peek never renders', () => {
    const { render, calls } = fakeRenderer();
    const cache = createSymbolCache(render);
    expect(cache.peek(INF, 'x', 20, 1)).toBeUndefined();
    expect(calls).toEqual([]);
    const made = cache.get(INF, 'x', 20, 1);
    expect(cache.peek(INF, 'x', 20, 1)).toBe(made);
    expect(calls).toHaveLength(1);
  });

  it('keys cannot collide through the SIDC, the label or the numbers', () => {
    expect(symbolKey(INF, 'a|b', 20, 1)).not.toBe(symbolKey(INF, 'a', 20, 1));
    expect(symbolKey('S|X', 'b', 20, 1)).not.toBe(symbolKey('S', 'X|b', 20, 1));
    expect(symbolKey(INF, '', 2, 10)).not.toBe(symbolKey(INF, '', 21, 0));
  });

  it('drops the least recently used symbol beyond its bound; clear empties it', () => {
    const { render, calls } = fakeRenderer();
    const cache = createSymbolCache(render, 2);
    const a = cache.get(INF, 'a', 20, 1);
    cache.get(INF, 'b', 20, 1);
    expect(cache.get(INF, 'a', 20, 1)).toBe(a); // a is now the most recent
    cache.get(INF, 'c', 20, 1); // evicts b
    expect(cache.size()).toBe(2);
    expect(cache.peek(INF, 'b', 20, 1)).toBeUndefined();
    expect(cache.peek(INF, 'a', 20, 1)).toBe(a);
    expect(calls).toHaveLength(3);
    cache.clear();
    expect(cache.size()).toBe(0);
    expect(() => createSymbolCache(render, 0)).toThrow(/maxEntries must be a whole number ≥ 1/);
  });
});

describe('milsymbol options', () => {
  it('give a valid symbol whose unique designation is the label, anchored inside its box', () => {
    const sidc = unitSidc({ side: 'blue', type: 'infantry', echelon: 'battalion' });
    const sym = new ms.Symbol(sidc, milsymbolOptions('2/R.Fus', 20));
    expect(sym.isValid()).toBe(true);
    expect(sym.asSVG()).toContain('2/R.Fus');
    const size = sym.getSize();
    const anchor = sym.getAnchor();
    expect(anchor.x).toBeGreaterThan(0);
    expect(anchor.x).toBeLessThan(size.width);
    expect(anchor.y).toBeGreaterThan(0);
    expect(anchor.y).toBeLessThan(size.height);
  });

  it('text is text: a label with markup is escaped in the SVG', () => {
    const sym = new ms.Symbol(INF, milsymbolOptions('<b>x</b>', 20));
    expect(sym.asSVG()).not.toContain('<b>');
  });
});
