/**
 * The NQM order sheet of one order (004 §COMMAND, §CONTROL; `article` named by its heading "Order for
 * ‹formation›"): the campaign's title, For, Issued by, Issued at, Reference (`orderReference`), then Aim, Objectives with a map extract
 * tracing them (`OrderMapExtract`), Command structure, Allocation of support and logistic units, HQ
 * locations, Timings, Notes when there are any, and the Distribution — each HQ and unit that receives
 * the order and when — from `orderSheetLines`. All user text is rendered as text. Units it names are link buttons when
 * `onSelectUnit` is given; objectives and HQ locations get "Show on map" buttons when `onShowOnMap`
 * is. This element is what "Print order" prints (orders.css).
 */
import { useId, type ReactNode } from 'react';
import { localMinuteIso, ORDER_SECTION_TITLES, ORDER_SECTIONS, orderHeading, orderReference, orderSheetLines, RELATION_LABELS, unitName, type OrderSheetLine, type OrderSheetSection, type CampaignOrder, type CampaignState, type UnitId } from '../../campaign/index.ts';
import type { LonLat } from '../../rules/types.ts';
import { OrderMapExtract } from './OrderMapExtract.tsx';

/** Props: the campaign, the order, and the optional unit-link and map callbacks. */
export type OrderSheetProps = {
  state: CampaignState;
  order: CampaignOrder;
  onSelectUnit?(id: UnitId): void;
  onShowOnMap?(pos: LonLat): void;
};

/** The sheet. */
export function OrderSheet({ state, order, onSelectUnit, onShowOnMap }: OrderSheetProps) {
  const id = useId();
  const head = orderHeading(state, order);
  const lines = orderSheetLines(state, order);
  const unit = (uid: UnitId): ReactNode =>
    onSelectUnit && state.units[uid] ? (
      <button type="button" className="link-button" onClick={() => onSelectUnit(uid)}>
        {unitName(state, uid)}
      </button>
    ) : (
      unitName(state, uid)
    );
  const showOnMap = (l: OrderSheetLine, what: string) =>
    onShowOnMap && l.pos ? (
      <td className="order-sheet__tools">
        <button type="button" aria-label={`Show on map: ${what}`} onClick={() => onShowOnMap(l.pos!)}>
          Show on map
        </button>
      </td>
    ) : null;

  const body = (section: OrderSheetSection, ls: OrderSheetLine[]): ReactNode => {
    if (ls.length === 0) return <p className="order-sheet__none">None.</p>;
    switch (section) {
      case 'aim':
      case 'commandStructure':
      case 'notes':
        return <p className="order-sheet__text">{ls[0]!.text}</p>;
      case 'objectives':
        return table(['No.', 'Objective', 'Grid reference'], ls.map((l) => [String(l.item), l.text, l.ref]), (l) => showOnMap(l, `objective ${l.item}, ${l.text}`), ls);
      case 'hqLocations':
        return table(['HQ', 'Grid reference'], ls.map((l) => [unit(l.unitIds[0]!), l.ref]), (l) => showOnMap(l, `HQ of ${l.text}`), ls);
      case 'timings':
        return table(['Timing', 'Local time'], ls.map((l) => [l.text, l.time]), () => null, ls);
      case 'distribution':
        return table(['HQ or unit', 'Receives it at'], ls.map((l) => [unit(l.unitIds[0]!), l.time]), () => null, ls);
      case 'allocations':
        return table(
          ['Unit', 'Relation', 'To'],
          ls.map((l) => {
            const a = order.allocations[l.item - 1]!;
            return [unit(a.unitId), RELATION_LABELS[a.relation], unit(a.toId)];
          }),
          () => null,
          ls,
        );
    }
  };

  return (
    <article className="order-sheet" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Order for {head.forName}</h3>
      <table className="order-sheet__head">
        <tbody>
          <tr>
            <th scope="row">Campaign</th>
            <td>{state.title}</td>
          </tr>
          <tr>
            <th scope="row">For</th>
            <td>{unit(order.forId)}</td>
          </tr>
          <tr>
            <th scope="row">Issued by</th>
            <td>{unit(order.fromId)}</td>
          </tr>
          <tr>
            <th scope="row">Issued at</th>
            <td>
              <time dateTime={localMinuteIso(state.startLocal, order.issuedAtMin)}>{head.issued}</time>
            </td>
          </tr>
          <tr>
            <th scope="row">Reference</th>
            <td>{orderReference(state, order)}</td>
          </tr>
        </tbody>
      </table>
      {ORDER_SECTIONS.map((section) => {
        const ls = lines.filter((l) => l.section === section);
        if (section === 'notes' && ls.length === 0) return null;
        return (
          <section key={section} className="order-sheet__section" aria-labelledby={`${id}-${section}`}>
            <h4 id={`${id}-${section}`}>{ORDER_SECTION_TITLES[section]}</h4>
            {body(section, ls)}
            {section === 'objectives' && <OrderMapExtract state={state} order={order} forName={head.forName} />}
          </section>
        );
      })}
    </article>
  );
}

/** A bordered table: column heads, one row of cells per line, and a tools column when any line has tools. */
function table(heads: string[], rows: ReactNode[][], tools: (l: OrderSheetLine) => ReactNode, ls: OrderSheetLine[]) {
  const toolCells = ls.map(tools);
  const anyTools = toolCells.some((c) => c !== null);
  return (
    <table className="order-sheet__table">
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col" className={h === 'No.' ? 'order-sheet__no' : undefined}>
              {h}
            </th>
          ))}
          {anyTools && (
            <th scope="col" className="order-sheet__tools">
              <span className="visually-hidden">Map</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i}>
            {cells.map((c, j) => (
              <td key={j}>{c}</td>
            ))}
            {anyTools && (toolCells[i] ?? <td className="order-sheet__tools" />)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
