/**
 * A trace of an order on a map extract, as an order sheet carries one: the grid squares around the
 * objectives with their numbers on the edges, the formation's position, the objectives in order joined
 * by an arrowed line and numbered, and the HQ locations as small flags. An SVG (`img` "Map extract of the
 * order for ‹formation›") in the grid's own metres, so it prints to scale-free paper cleanly.
 */
import { unitPosition, type CampaignOrder, type CampaignState } from '../../campaign/index.ts';
import { gridProjection, type LocalM } from '../../rules/projection.ts';

/** The least extent of the extract each way, m (two 1-km squares). */
const MIN_EXTENT_M = 2000;

/** Props: the campaign (grid, units) and the order, and the formation's name (the extract's title). */
export type OrderMapExtractProps = { state: CampaignState; order: CampaignOrder; forName: string };

/** The extract, or nothing when the order has no objective or HQ location to trace. */
export function OrderMapExtract({ state, order, forName }: OrderMapExtractProps) {
  const proj = gridProjection(state.grid);
  const objectives = order.objectives.map((o, i) => ({ n: i + 1, label: o.label.trim() || `Objective ${i + 1}`, at: proj.toLocal(o.pos) }));
  const hqs = order.hqLocations.map((h) => ({ label: state.units[h.unitId]?.shortName ?? h.unitId, at: proj.toLocal(h.pos) }));
  if (objectives.length === 0 && hqs.length === 0) return null;
  const startPos = unitPosition(state, order.forId);
  const start = startPos ? proj.toLocal(startPos) : null;
  const points: LocalM[] = [...objectives.map((o) => o.at), ...hqs.map((h) => h.at), ...(start ? [start] : [])];
  const box = extent(points, state.grid.squareM);
  const { squareM } = state.grid;
  const step = squareM * Math.max(1, Math.ceil((box.e1 - box.e0) / squareM / 12));
  const lines: number[] = [];
  const x = (e: number) => e - box.e0;
  const y = (n: number) => box.n1 - n;
  const w = box.e1 - box.e0;
  const h = box.n1 - box.n0;
  const font = w / 45;
  for (let e = Math.ceil(box.e0 / step) * step; e <= box.e1; e += step) lines.push(e);
  const rows: number[] = [];
  for (let n = Math.ceil(box.n0 / step) * step; n <= box.n1; n += step) rows.push(n);
  const trace = [...(start ? [start] : []), ...objectives.map((o) => o.at)];
  const figures = (m: number) => String(Math.round(m / squareM)).padStart(2, '0');
  return (
    <svg className="order-extract" role="img" aria-label={`Map extract of the order for ${forName}`} viewBox={`${-font * 2} ${-font * 1.5} ${w + font * 4} ${h + font * 3}`}>
      <defs>
        <marker id={`arrow-${order.id}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="order-extract__arrowhead" />
        </marker>
      </defs>
      <rect x={0} y={0} width={w} height={h} className="order-extract__frame" />
      {lines.map((e) => (
        <g key={`e${e}`}>
          <line x1={x(e)} x2={x(e)} y1={0} y2={h} className="order-extract__grid" />
          <text x={x(e)} y={-font * 0.4} fontSize={font} textAnchor="middle">
            {figures(e)}
          </text>
        </g>
      ))}
      {rows.map((n) => (
        <g key={`n${n}`}>
          <line x1={0} x2={w} y1={y(n)} y2={y(n)} className="order-extract__grid" />
          <text x={-font * 0.3} y={y(n) + font * 0.35} fontSize={font} textAnchor="end">
            {figures(n)}
          </text>
        </g>
      ))}
      {trace.length > 1 && (
        <polyline points={trace.map((p) => `${x(p.eastingM)},${y(p.northingM)}`).join(' ')} className="order-extract__trace" markerEnd={`url(#arrow-${order.id})`} strokeWidth={font / 5} />
      )}
      {start && <circle cx={x(start.eastingM)} cy={y(start.northingM)} r={font / 2} className="order-extract__start" />}
      {objectives.map((o) => (
        <g key={o.n}>
          <circle cx={x(o.at.eastingM)} cy={y(o.at.northingM)} r={font * 0.7} className="order-extract__objective" />
          <text x={x(o.at.eastingM) + font} y={y(o.at.northingM) - font * 0.4} fontSize={font * 1.1}>
            {`${o.n} ${o.label}`}
          </text>
        </g>
      ))}
      {hqs.map((q, i) => (
        <g key={i}>
          <rect x={x(q.at.eastingM) - font / 2} y={y(q.at.northingM) - font / 2} width={font} height={font} className="order-extract__hq" />
          <text x={x(q.at.eastingM) + font} y={y(q.at.northingM) + font * 1.2} fontSize={font}>
            {`HQ ${q.label}`}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The box round `points`, whole squares, at least `MIN_EXTENT_M` each way, with a square's margin. */
function extent(points: readonly LocalM[], squareM: number): { e0: number; e1: number; n0: number; n1: number } {
  const es = points.map((p) => p.eastingM);
  const ns = points.map((p) => p.northingM);
  const grow = (lo: number, hi: number): [number, number] => {
    const pad = Math.max(squareM, (MIN_EXTENT_M - (hi - lo)) / 2);
    return [Math.floor((lo - pad) / squareM) * squareM, Math.ceil((hi + pad) / squareM) * squareM];
  };
  const [e0, e1] = grow(Math.min(...es), Math.max(...es));
  const [n0, n1] = grow(Math.min(...ns), Math.max(...ns));
  return { e0, e1, n0, n1 };
}
