/**
 * "What HQs know": pick an HQ (formations and battalions of both sides, a searchable unit picker) and see
 * the orders and reports it has received by the campaign clock, oldest first (`knownAt`), so the umpire
 * can say what each HQ knows at any time; each opens to what it says (the order's sheet, the report's
 * text).
 */
import { useId, useMemo, useState } from 'react';
import { knownAt, orderViews, reportViews, ORDER_SECTION_TITLES, ORDER_SECTIONS, orderSheetLines, type CampaignState, type UnitId } from '../../campaign/index.ts';
import { UnitCombobox } from '../picker/UnitCombobox.tsx';
import { headquarters } from './reportForm.ts';
import { localHm, localTimeText } from './timeText.ts';

/** Props: the state and the selected unit (the HQ shown first when it is one). */
export type HqKnowledgeProps = { state: CampaignState; selectedUnitId: UnitId | null };

/** One line of what an HQ knows: when it arrived, its title, and the order or report it stands for. */
export type KnownLine = { key: string; atMin: number; time: string; what: string; orderId?: string; reportId?: string };

/** What `hqId` knows at the clock, as lines by time (orders before reports at the same minute). */
export function knownLines(state: CampaignState, hqId: UnitId): KnownLine[] {
  const known = knownAt(state, hqId, state.clockMin);
  const orderTitle = new Map(orderViews(state).map((v) => [v.order.id, v.title]));
  const reportTitle = new Map(reportViews(state).map((v) => [v.report.id, v.title]));
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);
  const lines: KnownLine[] = [
    ...known.orders.map((o) => ({ key: `order:${o.orderId}`, atMin: o.receivedAtMin, time: t(o.receivedAtMin), what: `Order: ${orderTitle.get(o.orderId) ?? o.orderId}`, orderId: o.orderId })),
    ...known.reports.map((r) => ({ key: `report:${r.reportId}`, atMin: r.receivedAtMin, time: t(r.receivedAtMin), what: reportTitle.get(r.reportId) ?? `Report ${r.reportId}`, reportId: r.reportId })),
  ];
  return lines.sort((a, b) => a.atMin - b.atMin);
}

/** The panel. */
export function HqKnowledge({ state, selectedUnitId }: HqKnowledgeProps) {
  const id = useId();
  const hqs = useMemo(() => headquarters(state), [state]);
  const hqUnits = useMemo(() => hqs.map((u) => state.units[u]!), [hqs, state]);
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
  const hq = state.units[current];
  return (
    <section className="tl-panel" aria-label="What HQs know">
      <h3>What HQs know</h3>
      <div className="field">
        <UnitCombobox id={`${id}-hq`} label="HQ" state={state} units={hqUnits} value={current} onChange={setHqId} anchorId={current !== '' ? current : null} />
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
                <details className="tl-known__item">
                  <summary>
                    <span className="tl-time">{l.time}</span> {l.what}
                  </summary>
                  <KnownContent state={state} line={l} />
                </details>
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}

/** What an order or report says, opened from its line: the order's sheet section by section, the report's text. */
function KnownContent({ state, line }: { state: CampaignState; line: KnownLine }) {
  const order = line.orderId !== undefined ? state.orders?.[line.orderId] : undefined;
  if (order) {
    const lines = orderSheetLines(state, order);
    return (
      <dl className="tl-known__content">
        {ORDER_SECTIONS.filter((sec) => lines.some((l) => l.section === sec)).map((sec) => (
          <div key={sec}>
            <dt>{ORDER_SECTION_TITLES[sec]}</dt>
            {lines
              .filter((l) => l.section === sec)
              .map((l) => (
                <dd key={l.item}>{[l.time, l.text, l.ref].filter((x) => x !== '').join(' · ')}</dd>
              ))}
          </div>
        ))}
      </dl>
    );
  }
  const report = line.reportId !== undefined ? state.reports?.[line.reportId] : undefined;
  if (report) return <p className="tl-known__content tl-known__text">{report.text || '(no text)'}</p>;
  return <p className="field-note">No longer in the campaign.</p>;
}
