/**
 * The geometry of the small chart of a unit's stocks over time:
 * one step line per stock kind (CU, FU, POL) the account has entries of, held after each
 * entry, from its first entry to `toMin` (the campaign clock). Pure: SVG path data in a fixed box.
 */
import type { Ledger } from '../../rules/logistics/ledger.ts';
import { STOCK_KINDS, type StockKind } from '../../rules/tables/nqmLogistics.ts';

/** The chart's box in SVG user units, and the margins that hold the axes' labels. */
export const CHART_BOX = { width: 320, height: 120, left: 28, right: 8, top: 8, bottom: 18 } as const;

/** One kind's line: its SVG path (`M…H…V…`), its last `held`, and the points it steps through. */
export type ChartSeries = { kind: StockKind; path: string; last: number; points: { atMin: number; held: number }[] };

/** The chart: the time span `[fromMin, toMin]`, the largest stock `maxHeld` (the y axis top), and its series. */
export type ChartLayout = { fromMin: number; toMin: number; maxHeld: number; series: ChartSeries[] };

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The chart of `accountId` up to `toMin`: x from the first entry's minute to `max(toMin, last entry)`
 * (one hour wide when they coincide), y from 0 to the largest stock held (at least 1). Each series
 * holds its stock flat until the next entry (a step line), then runs flat to the end. Several entries
 * in one minute keep the last `held` of that minute. `null` when the account has no entries.
 */
export function chartLayout(ledger: Ledger, accountId: string, toMin: number): ChartLayout | null {
  const raw = STOCK_KINDS.map((kind) => ({ kind, hist: ledger.history(accountId, kind) })).filter((s) => s.hist.length > 0);
  if (raw.length === 0) return null;
  const fromMin = Math.min(...raw.map((s) => s.hist[0]!.atMin));
  const lastMin = Math.max(...raw.map((s) => s.hist[s.hist.length - 1]!.atMin));
  const endMin = Math.max(toMin, lastMin, fromMin + 60);
  const maxHeld = Math.max(1, ...raw.flatMap((s) => s.hist.map((p) => p.held)));
  const { width, height, left, right, top, bottom } = CHART_BOX;
  const x = (m: number) => round(left + ((m - fromMin) / (endMin - fromMin)) * (width - left - right));
  const y = (h: number) => round(top + (1 - h / maxHeld) * (height - top - bottom));
  const series = raw.map(({ kind, hist }) => {
    const points: { atMin: number; held: number }[] = [];
    for (const p of hist) {
      const prev = points[points.length - 1];
      if (prev && prev.atMin === p.atMin) prev.held = p.held;
      else points.push({ atMin: p.atMin, held: p.held });
    }
    let path = `M${x(points[0]!.atMin)},${y(points[0]!.held)}`;
    for (let i = 1; i < points.length; i++) path += `H${x(points[i]!.atMin)}V${y(points[i]!.held)}`;
    path += `H${x(endMin)}`;
    return { kind, path, last: points[points.length - 1]!.held, points };
  });
  return { fromMin, toMin: endMin, maxHeld, series };
}
