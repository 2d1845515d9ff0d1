/**
 * One frame of the unit layer (src/map/unitFrame.ts) on a recording 2D context: a symbol is rendered
 * once per SIDC whatever the units' labels, each label once per text; a label stands right of its
 * symbol, gives way where it would cover another symbol or a label placed before it (the selected
 * unit's first, then in model order), and a click on a label hits its unit.
 */
import { describe, expect, it } from 'vitest';
import { createSymbolCache, imageKey, type SymbolImage } from '../../src/map/symbolCache.ts';
import { drawFrame, type FrameParams } from '../../src/map/unitFrame.ts';
import type { UnitModel } from '../../src/map/unitModel.ts';

/** Symbols 30 × 20 px anchored at their centre; labels 10 px per character × 12 px, anchored left-middle. */
function renderers() {
  const calls: string[] = [];
  const image = (kind: string, text: string, w: number, h: number, anchorX: number): SymbolImage => {
    calls.push(`${kind}:${text}`);
    return { source: { kind, text } as unknown as CanvasImageSource, widthPx: w, heightPx: h, anchorX, anchorY: h / 2 };
  };
  return {
    calls,
    cache: createSymbolCache({
      symbol: (sidc) => image('symbol', sidc, 30, 20, 15),
      label: (text) => image('label', text, 10 * text.length, 12, 0),
      measure: (text) => ({ widthPx: 10 * text.length, heightPx: 12 }),
    }),
  };
}

/** A context that records the images drawn and where, `[kind:text, x, y]`; any other drawing call does nothing. */
function recordingContext(): { ctx: CanvasRenderingContext2D; drawn: [string, number, number][] } {
  const drawn: [string, number, number][] = [];
  const target: Record<string | symbol, unknown> = {
    drawImage(src: { kind: string; text: string }, x: number, y: number) {
      drawn.push([`${src.kind}:${src.text}`, x, y]);
    },
  };
  const ctx = new Proxy(target, {
    get: (t, key) => (key in t ? t[key] : () => undefined),
    set: (t, key, value) => ((t[key] = value), true),
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, drawn };
}

/** A model of units at container pixels (x, y) (k = 1, origin 0), each with its SIDC and label. */
function model(units: { id: string; x: number; y: number; sidc: string; label: string }[]): UnitModel {
  return {
    level: 'company',
    cut: { level: 'company', drawn: units.map((u) => u.id), representative: new Map() },
    ids: units.map((u) => u.id),
    x0: Float64Array.from(units.map((u) => u.x)),
    y0: Float64Array.from(units.map((u) => u.y)),
    sidc: units.map((u) => u.sidc),
    label: units.map((u) => u.label),
    side: units.map(() => 'blue'),
    status: units.map(() => ''),
    indexOf: new Map(units.map((u, i) => [u.id, i])),
    fade: units.map(() => 1),
    images: [],
    labelImages: [],
    imagesKey: '',
  };
}

function params(cache: FrameParams['cache'], marks: FrameParams['marks'] = new Map()): FrameParams {
  return { width: 1000, height: 800, padX: 0, padY: 0, k: 1, originX: 0, originY: 0, sizePx: 20, pixelRatio: 1, cache, marks, topId: null, drag: null, renderBudgetMs: 1e9 };
}

const INF = 'SFGPUCI----F---';
const ART = 'SFGPUCF----E---';

describe('unit frame', () => {
  it('renders a symbol once per SIDC and a label once per text, the label 3 px right of its symbol', () => {
    const { cache, calls } = renderers();
    const m = model([
      { id: 'a', x: 100, y: 100, sidc: INF, label: 'A/1' },
      { id: 'b', x: 100, y: 300, sidc: INF, label: 'B/1' },
      { id: 'c', x: 400, y: 300, sidc: ART, label: 'C Bty' },
    ]);
    const { ctx, drawn } = recordingContext();
    const frame = drawFrame(ctx, m, params(cache));
    expect(frame.drawn).toBe(3);
    expect(frame.incomplete).toBe(false);
    expect(calls).toEqual([`symbol:${INF}`, `symbol:${ART}`, 'label:A/1', 'label:B/1', 'label:C Bty']);
    // Symbol a: 30 px wide about x = 100, so it spans 85–115; its label starts at 115 + 0.15 × 20 = 118, centred on y = 100.
    expect(drawn).toContainEqual([`symbol:${INF}`, 85, 90]);
    expect(drawn).toContainEqual(['label:A/1', 118, 94]);
    // The label is part of the unit: a click on it hits a.
    expect(frame.hit(130, 100)).toBe('a');
    expect(frame.boxes()).toContainEqual([118, 94, 148, 106]);
    // A second frame renders nothing new.
    drawFrame(recordingContext().ctx, m, params(cache));
    expect(calls).toHaveLength(5);
    expect(cache.peekSymbol(INF, 20, 1)).toBe(m.images[0]);
    expect(imageKey('A/1', 20, 1)).toBe('20|1|A/1');
  });

  it('leaves out a label that would cover another symbol, and the later of two colliding labels', () => {
    const { cache, calls } = renderers();
    const m = model([
      // b's symbol (125–155) stands where a's label would go (118–148): a's label gives way.
      { id: 'a', x: 100, y: 100, sidc: INF, label: 'A/1' },
      { id: 'b', x: 140, y: 100, sidc: INF, label: 'B/1' },
      // c's and d's labels (both from x = 318; y 294–306 and, 10 px lower, 304–316) would overlap: c comes first and keeps its own.
      { id: 'c', x: 300, y: 300, sidc: INF, label: 'Coy C' },
      { id: 'd', x: 300, y: 310, sidc: INF, label: 'Coy D' },
    ]);
    const { ctx, drawn } = recordingContext();
    drawFrame(ctx, m, params(cache));
    const labels = drawn.filter(([k]) => k.startsWith('label:')).map(([k]) => k);
    expect(labels).toEqual(['label:B/1', 'label:Coy C']);
    // A label that gives way is measured, never rendered.
    expect(calls.filter((c) => c.startsWith('label:'))).toEqual(['label:B/1', 'label:Coy C']);
  });

  it("puts the selected unit's label first, clear of its ring; a neighbour's label gives way, and none lies under the ring", () => {
    const { cache } = renderers();
    const m = model([
      { id: 'c', x: 300, y: 300, sidc: INF, label: 'Coy C' },
      { id: 'd', x: 300, y: 310, sidc: INF, label: 'Coy D' },
      // e's label (x 278–328, y 324–336) covers no symbol, but lies under d's ring (x, y 310 ± 27.75).
      { id: 'e', x: 260, y: 330, sidc: INF, label: 'Coy E' },
    ]);
    const { ctx, drawn } = recordingContext();
    const frame = drawFrame(ctx, m, params(cache, new Map([['d', 'self']])));
    const labels = drawn.filter(([k]) => k.startsWith('label:'));
    // d's ring reaches 20 × 1.15 + 2 + 5.5 / 2 = 27.75 px: its label starts 2 px beyond, at round(329.75) = 330.
    expect(labels).toEqual([['label:Coy D', 330, 304]]);
    expect(frame.hit(335, 310)).toBe('d');
  });

  it('draws no label without a canvas (jsdom): boxes are the symbols alone', () => {
    const { cache, calls } = renderers();
    const m = model([{ id: 'a', x: 100, y: 100, sidc: INF, label: 'A/1' }]);
    const frame = drawFrame(null, m, params(cache));
    expect(calls).toEqual([]);
    expect(frame.boxes()).toEqual([[85, 90, 115, 110]]);
  });
});
