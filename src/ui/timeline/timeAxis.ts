/**
 * The timeline's axis: the visible window of campaign minutes (kept relative to the clock, so it
 * follows the clock as it advances), scrolling and zooming it, the x position of a minute, and the
 * hour ticks labelled in the scenario's local time (`src/campaign/model/localTime.ts`).
 */
import { localDateTimeAt, pad2, WEEKDAY_ABBR } from '../../campaign/index.ts';

/** What the umpire chose to see: the window starts `offsetMin` from the clock and spans `spanMin`. */
export type TimelineView = { offsetMin: number; spanMin: number };

/** A window of campaign minutes, `fromMin` < `toMin`. */
export type TimeWindow = { fromMin: number; toMin: number };

/** One axis tick: its campaign minute, its label (`08:00`, or the date at midnight, `Wed 21`) and whether it is a day boundary. */
export type AxisTick = { atMin: number; label: string; midnight: boolean };

/** The default view: 2 h before the clock to 10 h after it. */
export const DEFAULT_VIEW: TimelineView = { offsetMin: -120, spanMin: 720 };

/** The narrowest and widest spans the zoom buttons reach: 2 h and 7 days. */
export const MIN_SPAN_MIN = 120;
export const MAX_SPAN_MIN = 7 * 24 * 60;


/** The window a view shows at campaign minute `clockMin`. */
export function windowAt(view: TimelineView, clockMin: number): TimeWindow {
  return { fromMin: clockMin + view.offsetMin, toMin: clockMin + view.offsetMin + view.spanMin };
}

/** The view moved by a quarter of its span, earlier (`-1`) or later (`1`); the span is kept. */
export function scrollView(view: TimelineView, direction: -1 | 1): TimelineView {
  return { offsetMin: view.offsetMin + direction * Math.round(view.spanMin / 4), spanMin: view.spanMin };
}

/**
 * The view zoomed in (`'in'`: half the span) or out (`'out'`: twice), keeping the same centre; the
 * span stays within `MIN_SPAN_MIN`…`MAX_SPAN_MIN` (returns the view unchanged at a limit).
 */
export function zoomView(view: TimelineView, direction: 'in' | 'out'): TimelineView {
  const span = direction === 'in' ? view.spanMin / 2 : view.spanMin * 2;
  const spanMin = Math.round(Math.min(MAX_SPAN_MIN, Math.max(MIN_SPAN_MIN, span)));
  if (spanMin === view.spanMin) return view;
  const centre = view.offsetMin + view.spanMin / 2;
  return { offsetMin: Math.round(centre - spanMin / 2), spanMin };
}

/** The x position (pixels from the left of the plot) of minute `min` in `window` drawn `widthPx` wide. */
export function xOf(window: TimeWindow, widthPx: number, min: number): number {
  return ((min - window.fromMin) / (window.toMin - window.fromMin)) * widthPx;
}

const STEPS_H = [1, 2, 3, 6, 12, 24] as const;

/**
 * The tick step in hours for a window drawn `widthPx` wide: the smallest of 1, 2, 3, 6, 12, 24 h
 * that keeps ticks at least `minGapPx` (default 56) apart.
 */
export function tickStepH(window: TimeWindow, widthPx: number, minGapPx = 56): number {
  const pxPerHour = (widthPx / (window.toMin - window.fromMin)) * 60;
  return STEPS_H.find((h) => h * pxPerHour >= minGapPx) ?? 24;
}

/**
 * The ticks of `window` at whole local hours that are multiples of the step (`tickStepH`), each
 * labelled `HH:00`, or at local midnight with the weekday and day (`Wed 21`). `startLocal` is the
 * scenario's start (`YYYY-MM-DDTHH:MM`); throws as `localDateTimeAt` when it is malformed.
 */
export function axisTicks(startLocal: string, window: TimeWindow, widthPx: number, minGapPx = 56): AxisTick[] {
  const stepH = tickStepH(window, widthPx, minGapPx);
  const startMinute = localDateTimeAt(startLocal, 0).minute;
  // Campaign minutes that fall on a whole local hour are ≡ (60 − start minute) mod 60.
  const phase = (60 - startMinute) % 60;
  let m = Math.ceil((window.fromMin - phase) / 60) * 60 + phase;
  const ticks: AxisTick[] = [];
  for (; m <= window.toMin; m += 60) {
    const t = localDateTimeAt(startLocal, m);
    if (t.hour % stepH !== 0) continue;
    const midnight = t.hour === 0;
    ticks.push({ atMin: m, label: midnight ? `${WEEKDAY_ABBR[t.weekday]} ${t.day}` : `${pad2(t.hour)}:00`, midnight });
  }
  return ticks;
}

/**
 * Lanes that keep close marks apart: for x positions (pixels) in drawing order, each mark gets lane
 * 0 unless it is within `minGapPx` of an earlier mark whose lane it would share, then the next free
 * lane of 0, 1, 2 (cycling). The chart draws lane 0 on the row's line, 1 just below, 2 just above.
 */
export function stackLanes(xs: readonly number[], minGapPx = 8): number[] {
  const lanes: number[] = [];
  xs.forEach((x, i) => {
    const taken = new Set<number>();
    for (let j = 0; j < i; j++) if (Math.abs(xs[j]! - x) < minGapPx) taken.add(lanes[j]!);
    lanes.push([0, 1, 2].find((l) => !taken.has(l)) ?? taken.size % 3);
  });
  return lanes;
}
