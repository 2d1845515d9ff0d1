/**
 * A player's packet printed (saving it as a file is `issuePackets.ts`). "Print packet" prints it on A4 (`seats.css`):
 * the seat and the minute, a map extract of the picture with the grid and a scale bar
 * (`packetMap.ts`), own units' strength and stocks as reported two levels below the HQ, the contact and
 * casualty reports received with their times and the newest situation report from each unit, and the
 * orders received. Rendered into `document.body` (a portal) and shown alone in print.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { formatCampaignClock, unitHoldings, type Picture } from '../../campaign/index.ts';
import { gridRefText } from '../../rules/grid.ts';
import { symbolDataUrl } from '../symbolIcon.ts';
import { packetMap } from './packetMap.ts';
import './seats.css';

/** Class on `<body>` while a packet is being printed. */
export const PACKET_PRINTING_CLASS = 'packet-printing';

/** Props: the picture, and what to do once the print dialog closes. */
export type PacketPrintProps = { picture: Picture; onDone(): void };

/** The printed packet; opens the browser's print dialog once drawn. */
export function PacketPrint({ picture, onDone }: PacketPrintProps) {
  // Print once, when drawn; the latest `onDone` is called however often the parent renders meanwhile.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const body = document.body;
    body.classList.add(PACKET_PRINTING_CLASS);
    const finish = () => {
      body.classList.remove(PACKET_PRINTING_CLASS);
      done.current();
    };
    window.addEventListener('afterprint', finish, { once: true });
    try {
      window.print();
    } catch {
      finish();
    }
    return () => {
      window.removeEventListener('afterprint', finish);
      body.classList.remove(PACKET_PRINTING_CLASS);
    };
  }, []);
  return createPortal(<PacketSheet picture={picture} />, document.body);
}

/** The packet's printed page (also shown in tests). */
export function PacketSheet({ picture }: { picture: Picture }) {
  const time = (min: number) => formatCampaignClock(picture.startLocal, min);
  const name = (id: string) => picture.units.find((u) => u.id === id)?.name ?? 'a unit';
  const ref = (p: { lon: number; lat: number } | undefined) => gridRefText(picture.grid, p);
  const map = packetMap(picture);
  // Own units under the seat's command, two levels down from its HQ (a division: its brigades and their
  // battalions); those with no report yet say so. The rest is on the screens and in the file.
  const depthOf = printDepths(picture);
  const own = picture.units.filter((u) => ['self', 'live', 'reported', 'unknown'].includes(picture.info[u.id]?.status ?? '') && (depthOf.get(u.id) ?? 99) <= 2);
  // Contact and casualty reports all; situation reports only the newest from each sender.
  const newestSitrep = new Map<string, string>();
  for (const r of picture.reports) if (r.subject === 'situation') newestSitrep.set(r.fromId, r.id);
  const printed = picture.reports.filter((r) => r.subject !== 'situation' || newestSitrep.get(r.fromId) === r.id);
  const olderSitreps = picture.reports.length - printed.length;
  const received = (key: string) => picture.received[key];
  return (
    <div className="packet-print-root" aria-label={`Packet of ${picture.seat.label}`}>
      <h1>
        {picture.seat.label}, as known at {time(picture.atMin)}
      </h1>
      <p className="packet-print__meta">
        {picture.title} · {picture.sides[picture.side].name} · own units {picture.seat.ownUnits === 'live' ? 'live' : 'as last reported'}; the enemy as reported
      </p>
      {map && (
        <svg className="packet-print__map" viewBox={`0 0 ${map.widthMm} ${map.heightMm + 10}`} width={`${map.widthMm}mm`} height={`${map.heightMm + 10}mm`} role="img" aria-label="Map extract of the picture">
          <rect x={0} y={0} width={map.widthMm} height={map.heightMm} fill="#fff" stroke="#000" strokeWidth={0.3} />
          {map.lines.map((l, i) =>
            l.axis === 'x' ? (
              <g key={i}>
                <line x1={l.atMm} y1={0} x2={l.atMm} y2={map.heightMm} stroke="#6a8caf" strokeWidth={0.15} />
                <text x={l.atMm + 0.5} y={3} fontSize={2.2}>
                  {l.label}
                </text>
              </g>
            ) : (
              <g key={i}>
                <line x1={0} y1={l.atMm} x2={map.widthMm} y2={l.atMm} stroke="#6a8caf" strokeWidth={0.15} />
                <text x={0.5} y={l.atMm - 0.5} fontSize={2.2}>
                  {l.label}
                </text>
              </g>
            ),
          )}
          {map.units.map((u) => {
            const href = symbolDataUrl(u.sidc, 18);
            return (
              <g key={u.id} opacity={u.faded ? 0.6 : 1}>
                {href && <image href={href} x={u.xMm - 4} y={u.yMm - 3} width={8} height={6} />}
                <text x={u.xMm + 4.5} y={u.yMm + 1} fontSize={2}>
                  {u.label}
                </text>
              </g>
            );
          })}
          <g transform={`translate(2 ${map.heightMm + 4})`}>
            <rect x={0} y={0} width={map.scale.lengthMm} height={1.5} fill="#000" />
            <text x={map.scale.lengthMm + 2} y={1.6} fontSize={2.5}>
              {map.scale.text}
            </text>
          </g>
        </svg>
      )}
      <h2>Own units</h2>
      <table className="packet-print__table">
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">Where</th>
            <th scope="col">Bases</th>
            <th scope="col">CU</th>
            <th scope="col">FU</th>
            <th scope="col">POL</th>
            <th scope="col">As of</th>
          </tr>
        </thead>
        <tbody>
          {own.map((u) => {
            const s = unitHoldings(u);
            const info = picture.info[u.id]!;
            if (info.status === 'unknown') {
              return (
                <tr key={u.id}>
                  <th scope="row">{u.name}</th>
                  <td colSpan={6}>no report yet</td>
                </tr>
              );
            }
            return (
              <tr key={u.id}>
                <th scope="row">{u.name}</th>
                <td>{ref(u.pos)}</td>
                <td>
                  {u.bases} of {u.establishmentBases}
                  {u.injuredBases > 0 ? ` (${u.injuredBases} injured)` : ''}
                </td>
                <td>{s.CU}</td>
                <td>{s.FU}</td>
                <td>{s.POL}</td>
                <td>{info.status === 'reported' ? `${time(info.madeAtMin!)} (received ${time(info.receivedAtMin!)})` : 'now'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>Reports received</h2>
      {olderSitreps > 0 && <p className="packet-print__meta">The newest situation report from each unit; {olderSitreps} older ones are on the Log screen.</p>}
      <ol className="packet-print__list">
        {printed.map((r) => (
          <li key={r.id}>
            <strong>{time(received(`report:${r.id}`) ?? r.sentAtMin)}</strong> from {name(r.fromId)} (made {time(r.sentAtMin)}): {r.text}
          </li>
        ))}
      </ol>
      <h2>Orders</h2>
      <ol className="packet-print__list">
        {picture.orders.map((o) => (
          <li key={o.id}>
            <strong>{time(received(`order:${o.id}`) ?? o.issuedAtMin)}</strong> {name(o.fromId)} → {name(o.forId)}: {o.aim}
            {o.objectives.length > 0 && ` Objectives: ${o.objectives.map((x) => `${x.label} ${x.ref}`).join('; ')}.`}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Each unit's depth below the seat's HQ in the picture (the HQ 0; units not under it absent). */
function printDepths(picture: Picture): Map<string, number> {
  const parentOf = new Map(picture.units.map((u) => [u.id, u.parentId]));
  const out = new Map<string, number>();
  for (const u of picture.units) {
    let d = 0;
    for (let p: string | undefined = u.id; p !== undefined && d < 50; p = parentOf.get(p), d++) {
      if (p === picture.seat.hqId) {
        out.set(u.id, d);
        break;
      }
    }
  }
  return out;
}
