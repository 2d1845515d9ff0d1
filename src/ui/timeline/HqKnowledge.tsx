/**
 * "What HQs know": pick an HQ (formations and battalions of both sides) and see the orders and
 * reports it has received by the campaign clock, oldest first (`knownAt`; issue 4: "so the umpire
 * can say what each HQ knows at any time").
 */
import { useId, useMemo, useState } from 'react';
import { knownAt, orderViews, reportViews } from '../../campaign/commandState.ts';
import type { CampaignState, SideId, UnitId } from '../../campaign/types.ts';
import { ECHELON_ABBR } from '../labels.ts';
import { headquarters } from './reportForm.ts';
import { localHm, localTimeText } from './timeText.ts';

/** Props: the state and the selected unit (the HQ shown first when it is one). */
export type HqKnowledgeProps = { state: CampaignState; selectedUnitId: UnitId | null };

/** One line of what an HQ knows. */
export type KnownLine = { key: string; atMin: number; time: string; what: string };

/** What `hqId` knows at the clock, as lines by time (orders before reports at the same minute). */
export function knownLines(state: CampaignState, hqId: UnitId): KnownLine[] {
  const known = knownAt(state, hqId, state.clockMin);
  const orderTitle = new Map(orderViews(state).map((v) => [v.order.id, v.title]));
  const reportTitle = new Map(reportViews(state).map((v) => [v.report.id, v.title]));
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);
  const lines: KnownLine[] = [
    ...known.orders.map((o) => ({ key: `order:${o.orderId}`, atMin: o.receivedAtMin, time: t(o.receivedAtMin), what: `Order: ${orderTitle.get(o.orderId) ?? o.orderId}` })),
    ...known.reports.map((r) => ({ key: `report:${r.reportId}`, atMin: r.receivedAtMin, time: t(r.receivedAtMin), what: reportTitle.get(r.reportId) ?? `Report ${r.reportId}` })),
  ];
  return lines.sort((a, b) => a.atMin - b.atMin);
}

/** The panel. */
export function HqKnowledge({ state, selectedUnitId }: HqKnowledgeProps) {
  const id = useId();
  const hqs = useMemo(() => headquarters(state), [state]);
  const initial = selectedUnitId !== null && hqs.includes(selectedUnitId) ? selectedUnitId : (hqs[0] ?? '');
  const [hqId, setHqId] = useState<UnitId>(initial);
  const current = hqs.includes(hqId) ? hqId : (hqs[0] ?? '');
  const result = useMemo(() => {
    if (current === '') return { lines: [], error: null };
    try {
      return { lines: knownLines(state, current), error: null };
    } catch (e) {
      return { lines: [], error: e instanceof Error ? e.message : String(e) };
    }
  }, [state, current]);
  const sides: SideId[] = ['blue', 'red'];
  const hq = state.units[current];
  return (
    <section className="tl-panel" aria-label="What HQs know">
      <h3>What HQs know</h3>
      <div className="field">
        <label htmlFor={`${id}-hq`}>HQ</label>
        <select id={`${id}-hq`} value={current} onChange={(e) => setHqId(e.target.value)}>
          {sides.map((side) => (
            <optgroup key={side} label={state.sides[side].name}>
              {hqs
                .filter((u) => state.units[u]!.side === side)
                .map((u) => (
                  <option key={u} value={u}>
                    {`${state.units[u]!.name} (${ECHELON_ABBR[state.units[u]!.echelon]})`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      {result.error !== null ? (
        <p role="alert" className="field-error">
          Could not work out what {hq?.name ?? current} knows: {result.error}
        </p>
      ) : hq ? (
        result.lines.length === 0 ? (
          <p className="field-note">
            {hq.name} has received no orders or reports by {localHm(state.startLocal, state.clockMin)}.
          </p>
        ) : (
          <ol className="tl-known" aria-label={`Known to ${hq.name} at ${localHm(state.startLocal, state.clockMin)}`}>
            {result.lines.map((l) => (
              <li key={l.key}>
                <span className="tl-time">{l.time}</span> {l.what}
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}
