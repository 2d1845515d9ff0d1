/**
 * The fire plan timetable's layout (batteries down, time across): the H-offset
 * axis and its ticks, one row per battery, one bar per serial a battery fires in, and which bars
 * overlap another bar of the same battery (a battery given two serials at once, drawn in the
 * warning colour). Pure: the SVG (`Timetable.tsx`) and the printed copy draw what this returns.
 */
import type { UnitId } from '../../campaign/index.ts';
import { formatHOffset } from './hOffset.ts';

/** One battery's part in one serial: offsets from H-hour in minutes (`endOffsetMin` > `startOffsetMin`) and the bar's label (the target reference). */
export type TimetableEntry = { serialId: string; batteryId: UnitId; startOffsetMin: number; endOffsetMin: number; label: string };

/** A row of the timetable: a battery and its label (short name). */
export type TimetableRow = { batteryId: UnitId; label: string };

/** Sizes in SVG user units (pixels on screen); `padRightPx` keeps the last tick's label inside the drawing. */
export type TimetableSize = { widthPx: number; labelWidthPx: number; padRightPx: number; rowHeightPx: number; axisHeightPx: number };

/** The default size: 760 wide with a 120-wide label column and 30 spare on the right, 26-high rows under a 28-high axis. */
export const DEFAULT_TIMETABLE_SIZE: TimetableSize = { widthPx: 760, labelWidthPx: 120, padRightPx: 30, rowHeightPx: 26, axisHeightPx: 40 };

/** Roughly how wide a bar label of `text` draws at the chart's 10 px font. */
export function labelWidthPx(text: string): number {
  return text.length * 6 + 6;
}

/** A tick of the axis: its offset, label (`H−60`) and x. */
export type TimetableTick = { offsetMin: number; label: string; x: number };

/** A bar placed: the entry, its row index, x, y, width, and whether it overlaps another of its battery's bars. */
export type TimetableBar = TimetableEntry & { row: number; x: number; y: number; width: number; overlap: boolean };

/** The laid-out timetable. `fromMin`/`toMin`: the axis span (offsets); `heightPx`: the whole drawing. */
export type TimetableLayout = {
  fromMin: number;
  toMin: number;
  stepMin: number;
  ticks: TimetableTick[];
  rows: (TimetableRow & { y: number })[];
  bars: TimetableBar[];
  widthPx: number;
  heightPx: number;
  size: TimetableSize;
};

/**
 * The tick step for a span of `spanMin` minutes: 15 min up to 3 h, 30 min up to 8 h, 60 min up to
 * 24 h, and beyond that the smallest multiple of 60 min that keeps at most 24 ticks.
 */
export function tickStepMin(spanMin: number): number {
  if (spanMin <= 180) return 15;
  if (spanMin <= 480) return 30;
  if (spanMin <= 1440) return 60;
  return Math.ceil(spanMin / 24 / 60) * 60;
}

/**
 * Whether two entries' times overlap (touching ends do not: H−60 to H−30 then H−30 to H is fine).
 */
export function entriesOverlap(a: Pick<TimetableEntry, 'startOffsetMin' | 'endOffsetMin'>, b: Pick<TimetableEntry, 'startOffsetMin' | 'endOffsetMin'>): boolean {
  return a.startOffsetMin < b.endOffsetMin && b.startOffsetMin < a.endOffsetMin;
}

/**
 * Lay out `rows` (in the order given) and `entries` (an entry whose battery has no row is left
 * out). The axis always includes H-hour and runs from the earliest start to the latest end,
 * rounded outwards to the tick step (H−60 to H+60 when there are no entries). Throws `RangeError`
 * for an entry whose end is not after its start.
 */
export function timetableLayout(rows: readonly TimetableRow[], entries: readonly TimetableEntry[], size: TimetableSize = DEFAULT_TIMETABLE_SIZE): TimetableLayout {
  const rowIndex = new Map(rows.map((r, i) => [r.batteryId, i]));
  const placed = entries.filter((e) => rowIndex.has(e.batteryId));
  for (const e of placed) {
    if (!(e.endOffsetMin > e.startOffsetMin)) throw new RangeError(`timetable: serial "${e.serialId}" ends (${e.endOffsetMin}) before it starts (${e.startOffsetMin})`);
  }
  let lo = Math.min(0, ...placed.map((e) => e.startOffsetMin));
  let hi = Math.max(0, ...placed.map((e) => e.endOffsetMin));
  if (placed.length === 0) {
    lo = -60;
    hi = 60;
  }
  const stepMin = tickStepMin(hi - lo);
  const fromMin = Math.floor(lo / stepMin) * stepMin;
  let toMin = Math.ceil(hi / stepMin) * stepMin;
  if (toMin === fromMin) toMin = fromMin + stepMin;
  const plotW = size.widthPx - size.labelWidthPx - size.padRightPx;
  const xOf = (m: number) => size.labelWidthPx + ((m - fromMin) / (toMin - fromMin)) * plotW;

  const ticks: TimetableTick[] = [];
  for (let m = fromMin; m <= toMin; m += stepMin) ticks.push({ offsetMin: m, label: formatHOffset(m), x: xOf(m) });

  const bars: TimetableBar[] = placed.map((e) => {
    const row = rowIndex.get(e.batteryId)!;
    const overlap = placed.some((o) => o !== e && o.batteryId === e.batteryId && entriesOverlap(o, e));
    const x = xOf(e.startOffsetMin);
    return { ...e, row, x, y: size.axisHeightPx + row * size.rowHeightPx + 3, width: xOf(e.endOffsetMin) - x, overlap };
  });
  return {
    fromMin,
    toMin,
    stepMin,
    ticks,
    rows: rows.map((r, i) => ({ ...r, y: size.axisHeightPx + i * size.rowHeightPx })),
    bars,
    widthPx: size.widthPx,
    heightPx: size.axisHeightPx + Math.max(1, rows.length) * size.rowHeightPx,
    size,
  };
}

/** The cells of the accessible table: per row, its entries in start order, each as `‹label› ‹from›–‹to›`, marked when it overlaps. */
export function timetableCells(layout: TimetableLayout): { batteryId: UnitId; label: string; cells: { serialId: string; text: string; overlap: boolean }[] }[] {
  return layout.rows.map((r, i) => ({
    batteryId: r.batteryId,
    label: r.label,
    cells: layout.bars
      .filter((b) => b.row === i)
      .sort((a, b) => a.startOffsetMin - b.startOffsetMin || a.serialId.localeCompare(b.serialId))
      .map((b) => ({ serialId: b.serialId, text: `${b.label} ${formatHOffset(b.startOffsetMin)} to ${formatHOffset(b.endOffsetMin)}`, overlap: b.overlap })),
  }));
}
