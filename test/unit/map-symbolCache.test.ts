/**
 * The unit layer's image cache (src/map/symbolCache.ts): one render per distinct symbol (SIDC + size +
 * pixel ratio) and per distinct label (text + size + pixel ratio), the same object back for the same
 * key, bounded by least-recent use; and the milsymbol options produce a valid symbol with no text
 * (checked through milsymbol's SVG output, since a canvas needs a browser).
 */
import { describe, expect, it } from 'vitest';
import ms from '../../src/map/milsymbol.ts';
import { createSymbolCache, imageKey, milsymbolOptions, type SymbolImage, type SymbolRenderer } from '../../src/map/symbolCache.ts';
import { unitSidc } from '../../src/map/sidc.ts';

function fakeRenderer(): { render: SymbolRenderer; calls: string[] } {
  const calls: string[] = [];
  const render: SymbolRenderer = (text, sizePx, pixelRatio) => {
    calls.push(imageKey(text, sizePx, pixelRatio));
    return { source: { text } as unknown as CanvasImageSource, widthPx: sizePx * 2, heightPx: sizePx, anchorX: sizePx, anchorY: sizePx / 2 };
  };
  return { render, calls };
}

const INF = 'SFGPUCI----F---';
const ART = 'SHGPUCF----E---';

describe('symbol cache', () => {
  it('renders each distinct symbol once and returns the same object for the same key', () => {
    const { render, calls } = fakeRenderer();
    const cache = createSymbolCache({ symbol: render });
    const a = cache.symbol(INF, 20, 1);
    const b = cache.symbol(INF, 20, 1);
    expect(b).toBe(a);
    expect(calls).toEqual(['20|1|SFGPUCI----F---']);
    expect(a.widthPx).toBe(40);
    // Any part of the key differing is another symbol.
    const others: SymbolImage[] = [cache.symbol(ART, 20, 1), cache.symbol(INF, 24, 1), cache.symbol(INF, 20, 2)];
    expect(new Set([a, ...others]).size).toBe(4);
    expect(calls).toHaveLength(4);
    expect(cache.size()).toBe(4);
  });

  it('keeps labels apart from symbols: a label is rendered by the label renderer, once per text', () => {
    const symbols = fakeRenderer();
    const labels = fakeRenderer();
    const cache = createSymbolCache({ symbol: symbols.render, label: labels.render });
    const sym = cache.symbol(INF, 20, 1);
    const lbl = cache.label(INF, 20, 1); // the same text as a label is another image
    expect(lbl).not.toBe(sym);
    expect(cache.label(INF, 20, 1)).toBe(lbl);
    cache.label('2/R.Fus', 20, 1);
    expect(symbols.calls).toEqual(['20|1|SFGPUCI----F---']);
    expect(labels.calls).toEqual(['20|1|SFGPUCI----F---', '20|1|2/R.Fus']);
    expect(cache.size()).toBe(3);
  });

  it('peek never renders', () => {
    const { render, calls } = fakeRenderer();
    const cache = createSymbolCache({ symbol: render, label: render });
    expect(cache.peekSymbol(INF, 20, 1)).toBeUndefined();
    expect(cache.peekLabel('x', 20, 1)).toBeUndefined();
    expect(calls).toEqual([]);
    const made = cache.symbol(INF, 20, 1);
    expect(cache.peekSymbol(INF, 20, 1)).toBe(made);
    expect(cache.peekLabel(INF, 20, 1)).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('keys cannot collide through the text or the numbers', () => {
    expect(imageKey('a|b', 20, 1)).not.toBe(imageKey('a', 20, 1));
    expect(imageKey('1|x', 2, 0)).not.toBe(imageKey('x', 2, 1));
    expect(imageKey('', 2, 10)).not.toBe(imageKey('', 21, 0));
  });

  it('drops the least recently used symbol beyond its bound; clear empties it', () => {
    const { render, calls } = fakeRenderer();
    const cache = createSymbolCache({ symbol: render }, 2);
    const a = cache.symbol('a', 20, 1);
    cache.symbol('b', 20, 1);
    expect(cache.symbol('a', 20, 1)).toBe(a); // a is now the most recent
    cache.symbol('c', 20, 1); // evicts b
    expect(cache.size()).toBe(2);
    expect(cache.peekSymbol('b', 20, 1)).toBeUndefined();
    expect(cache.peekSymbol('a', 20, 1)).toBe(a);
    expect(calls).toHaveLength(3);
    cache.clear();
    expect(cache.size()).toBe(0);
    expect(() => createSymbolCache({ symbol: render }, 0)).toThrow(/maxEntries must be a whole number ≥ 1/);
  });
});

describe('milsymbol options', () => {
  it('give a valid symbol with no text, anchored inside its box', () => {
    const sidc = unitSidc({ side: 'blue', type: 'infantry', echelon: 'battalion' });
    const sym = new ms.Symbol(sidc, milsymbolOptions(20));
    expect(sym.isValid()).toBe(true);
    expect(sym.asSVG()).not.toContain('<text');
    const size = sym.getSize();
    const anchor = sym.getAnchor();
    expect(anchor.x).toBeGreaterThan(0);
    expect(anchor.x).toBeLessThan(size.width);
    expect(anchor.y).toBeGreaterThan(0);
    expect(anchor.y).toBeLessThan(size.height);
  });
});
