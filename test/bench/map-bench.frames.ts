/**
 * Frame measurements of the map benchmark, built on the timed `requestAnimationFrame` that
 * test/bench/map-bench.html installs before any module runs (`window.__bench`):
 * - frame interval: the time between two consecutive rAF timestamps (what the user sees; paced by
 *   the display's vsync, so ~16.7 ms when every frame makes it at 60 Hz);
 * - script per frame: the summed duration of every rAF callback of that frame, the driver's own
 *   `panBy`/`setZoom` (during which the canvas layers redraw synchronously) included.
 * All times are milliseconds from `performance.now()`.
 */
import L from 'leaflet';

/** The hooks of map-bench.html's inline script. */
type BenchHooks = {
  /** Script milliseconds per frame, keyed by the frame's rAF timestamp. */
  work: Map<number, number>;
  /** rAF callbacks requested by the page (not the driver) that have not run yet. */
  live: Set<number>;
  /** Run `work` in the next frame (timed like any callback); resolves with the frame's timestamp. */
  driverFrame(work: (ts: number) => void): Promise<number>;
};

declare global {
  interface Window {
    __bench?: BenchHooks;
  }
}

function hooks(): BenchHooks {
  const h = window.__bench;
  if (!h) throw new Error('window.__bench is missing: map-bench.html must install its rAF hooks before the modules run');
  return h;
}

/** Median, 95th percentile (nearest rank) and maximum of some samples, plus their count. */
export type Stats = { median: number; p95: number; max: number; n: number };

/** `Stats` of `samples` (NaN figures for none). */
export function stats(samples: readonly number[]): Stats {
  if (samples.length === 0) return { median: Number.NaN, p95: Number.NaN, max: Number.NaN, n: 0 };
  const s = [...samples].sort((a, b) => a - b);
  const rank = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
  return { median: rank(0.5), p95: rank(0.95), max: s[s.length - 1]!, n: s.length };
}

/** Run `work` in the next animation frame; resolves with that frame's rAF timestamp. */
export function frame(work: (ts: number) => void = () => undefined): Promise<number> {
  return hooks().driverFrame(work);
}

/**
 * Wait, frame by frame, until the page has had no pending animation-frame callback of its own for
 * two frames in a row (the layers finished their deferred drawing). Resolves with
 * `performance.now()` in the first of those frames. Throws after `maxFrames` frames.
 */
export async function untilIdle(maxFrames = 600): Promise<number> {
  const h = hooks();
  let quiet = 0;
  let firstQuietAt = 0;
  for (let i = 0; i < maxFrames; i++) {
    let now = 0;
    await frame(() => {
      now = performance.now();
    });
    if (h.live.size === 0) {
      if (quiet === 0) firstQuietAt = now;
      if (++quiet >= 2) return firstQuietAt;
    } else quiet = 0;
  }
  throw new Error(`the page still had animation-frame callbacks pending after ${maxFrames} frames`);
}

/** Frame intervals and script time per frame of a run of driven frames. */
export type FrameStats = { intervalMs: Stats; scriptMs: Stats };

/** Drive one frame per step, then turn the timestamps into intervals and script time. */
async function drive(steps: ((ts: number) => void)[]): Promise<FrameStats> {
  const h = hooks();
  await untilIdle();
  h.work.clear();
  const stamps: number[] = [];
  for (const step of steps) stamps.push(await frame(step));
  const last = await frame();
  stamps.push(last);
  const intervals: number[] = [];
  const script: number[] = [];
  for (let i = 0; i + 1 < stamps.length; i++) {
    intervals.push(stamps[i + 1]! - stamps[i]!);
    script.push(h.work.get(stamps[i]!) ?? 0);
  }
  return { intervalMs: stats(intervals), scriptMs: stats(script) };
}

/**
 * Pan `map` by `stepPx` CSS pixels per frame without animation: `frames / 2` frames to the
 * south-east, then back. Returns the frame statistics.
 */
export function measurePan(map: L.Map, frames = 240, stepPx = 8): Promise<FrameStats> {
  const steps = Array.from({ length: frames }, (_, i) => {
    const sign = i < frames / 2 ? 1 : -1;
    return () => {
      map.panBy([sign * stepPx, sign * stepPx * 0.5], { animate: false });
    };
  });
  return drive(steps);
}

/**
 * Pan `map` the way a mouse drag does: `movestart`, then per frame the map pane is shifted by
 * `stepPx` and `move` fires (Leaflet's drag handler does the same; `L.Canvas` renderers redraw
 * only on `moveend`), `frames / 2` frames to the north-west and back, then `moveend`.
 * Uses Leaflet's internal `_rawPanBy`, which `panBy` and the drag handler share.
 */
export async function measureDrag(map: L.Map, frames = 240, stepPx = 8): Promise<FrameStats> {
  const raw = map as unknown as { _rawPanBy(offset: L.Point): void };
  if (typeof raw._rawPanBy !== 'function') throw new Error('this Leaflet has no Map#_rawPanBy: update measureDrag');
  map.fire('movestart');
  const steps = Array.from({ length: frames }, (_, i) => {
    const sign = i < frames / 2 ? -1 : 1;
    return () => {
      raw._rawPanBy(L.point(sign * stepPx, sign * stepPx * 0.5));
      map.fire('move');
    };
  });
  const result = await drive(steps);
  map.fire('moveend');
  return result;
}

/**
 * Zoom `map` without animation through `deltas` (relative to the zoom at the start), one zoom per
 * frame, `rounds` times. Returns the frame statistics of the zoom frames and leaves the start zoom.
 */
export async function measureZoom(map: L.Map, deltas: readonly number[] = [0.5, 1, 0.5, 0, -0.5, 0], rounds = 3): Promise<FrameStats> {
  const start = map.getZoom();
  const steps: ((ts: number) => void)[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const d of deltas) steps.push(() => map.setZoom(start + d, { animate: false }));
  }
  const result = await drive(steps);
  map.setZoom(start, { animate: false });
  return result;
}
