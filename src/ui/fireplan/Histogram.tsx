/**
 * A small histogram of a unit's casualties over the Monte Carlo's trials: an SVG
 * `img` named "Casualties of ‹unit›: histogram" whose description lists the counts
 * (`histogramText`); one bar per casualty total, grouped when there are many (`histogramBins`).
 */
import { useId } from 'react';
import './histogram.css';
import { binRangeText, histogramBins, histogramText } from './effectText.ts';

/** Drawing size in SVG units. */
const W = 120;
const H = 32;
const AXIS = 9;

/** Props: the unit's name, the histogram (`histogram[k]` = trials with k bases lost) and what it counts (default trials). */
export type HistogramProps = { name: string; histogram: readonly number[]; countWord?: 'trial' | 'run' };

/** The histogram. */
export function Histogram({ name, histogram, countWord = 'trial' }: HistogramProps) {
  const id = useId();
  const bins = histogramBins(histogram);
  const max = Math.max(1, ...bins.map((b) => b.count));
  const bw = W / bins.length;
  const last = bins[bins.length - 1]!;
  return (
    <svg className="fp-histogram" role="img" aria-label={`Casualties of ${name}: histogram`} aria-describedby={`${id}-desc`} viewBox={`0 0 ${W} ${H}`} width={W} height={H}>
      <desc id={`${id}-desc`}>{histogramText(bins, countWord)}</desc>
      {bins.map((b, i) => {
        const h = ((H - AXIS) * b.count) / max;
        const x = i * bw;
        return (
          <rect key={b.from} className="fp-histogram__bar" x={x + 0.5} y={H - AXIS - h} width={Math.max(0.5, bw - 1)} height={h}>
            <title>{`${binRangeText(b)} bases: ${b.count} ${b.count === 1 ? countWord : `${countWord}s`}`}</title>
          </rect>
        );
      })}
      <line className="fp-histogram__axis" x1={0} x2={W} y1={H - AXIS + 0.5} y2={H - AXIS + 0.5} />
      <text className="fp-histogram__label" x={1} y={H - 1}>
        0
      </text>
      <text className="fp-histogram__label" x={W - 1} y={H - 1} textAnchor="end">
        {last.to}
      </text>
    </svg>
  );
}
