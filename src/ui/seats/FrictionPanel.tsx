/**
 * The Seats screen's messenger friction (optional, per seat; docs/RULINGS.md §Messenger friction): the
 * chance a message to or from the seat's HQ is lost, the chance it is delayed and by how long — saved
 * with the seat (`seat.saved`, a seed drawn here so each message's fate is fixed) — and every message a
 * messenger lost or delayed, for the umpire alone.
 */
import { useId, useState, type FormEvent } from 'react';
import { clockText, type CampaignState } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import { FormFooter } from '../FormFooter.tsx';
import { seatsOf } from './seatView.ts';

/** Props: the campaign (the truth) and the desk's writer. */
export type FrictionPanelProps = { state: CampaignState; writer: DeskWriter };

/** The panel. */
export function FrictionPanel({ state, writer }: FrictionPanelProps) {
  const id = useId();
  const seats = seatsOf(state);
  const [seatId, setSeatId] = useState('');
  const seat = seats.find((s) => s.id === seatId) ?? seats[0];
  const [loss, setLoss] = useState('');
  const [delay, setDelay] = useState('');
  const [delayMin, setDelayMin] = useState('');
  const { busy, error, setError, write } = useDeskWrite(writer);
  if (!seat) return null;
  const f = seat.friction;
  const value = (typed: string, stored: number | undefined) => (typed !== '' ? typed : String(stored ?? 0));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = (text: string, stored: number | undefined, what: string, max: number) => {
      const v = Number(value(text, stored));
      if (!Number.isInteger(v) || v < 0 || v > max) throw new Error(`${what} must be a whole number from 0 to ${max}`);
      return v;
    };
    try {
      const friction = { lossPct: n(loss, f?.lossPct, 'The chance of loss', 100), delayPct: n(delay, f?.delayPct, 'The chance of delay', 100), delayMin: n(delayMin, f?.delayMin, 'The delay', 1440) };
      const off = friction.lossPct === 0 && friction.delayPct === 0;
      const { friction: _old, ...rest } = seat;
      const saved = off ? rest : { ...rest, friction: { ...friction, seed: f?.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31 } };
      if (await write({ type: 'seat.saved', v: 1, payload: { seat: saved } }, off ? `No messenger friction for “${seat.label}”.` : `Messenger friction for “${seat.label}”: ${friction.lossPct} % lost, ${friction.delayPct} % delayed ${friction.delayMin} minutes.`)) {
        setLoss('');
        setDelay('');
        setDelayMin('');
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const befallen = [
    ...Object.values(state.orders ?? {}).flatMap((o) => (o.messenger ? [{ key: `o-${o.id}`, atMin: o.issuedAtMin, what: `Order ${name(state, o.fromId)} → ${name(state, o.forId)}`, fate: o.messenger }] : [])),
    ...Object.values(state.reports ?? {}).flatMap((r) => (r.messenger ? [{ key: `r-${r.id}`, atMin: r.sentAtMin, what: `${cap(r.subject)} report from ${name(state, r.fromId)}`, fate: r.messenger }] : [])),
  ].sort((a, b) => a.atMin - b.atMin || (a.key < b.key ? -1 : 1));
  return (
    <>
      <h3>Messenger friction</h3>
      <form className="seat-form" aria-label="Messenger friction" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-seat`}>Seat</label>
          <select id={`${id}-seat`} value={seat.id} onChange={(e) => setSeatId(e.target.value)}>
            {seats.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-loss`}>Lost (chance in 100)</label>
          <input id={`${id}-loss`} type="number" min={0} max={100} value={value(loss, f?.lossPct)} onChange={(e) => setLoss(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-delay`}>Delayed (chance in 100)</label>
          <input id={`${id}-delay`} type="number" min={0} max={100} value={value(delay, f?.delayPct)} onChange={(e) => setDelay(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-min`}>Delay (minutes)</label>
          <input id={`${id}-min`} type="number" min={0} max={1440} step={15} value={value(delayMin, f?.delayMin)} onChange={(e) => setDelayMin(e.target.value)} />
        </div>
        <FormFooter error={error} submit="Save friction" busy={busy} />
      </form>
      {befallen.length > 0 && (
        <table aria-label="Messages lost or delayed">
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">Message</th>
              <th scope="col">Messenger</th>
            </tr>
          </thead>
          <tbody>
            {befallen.map((b) => (
              <tr key={b.key}>
                <td>{clockText(state, b.atMin)}</td>
                <th scope="row">{b.what}</th>
                <td>{b.fate.lost ? 'lost: reaches no one' : `delayed ${b.fate.delayMin} minutes`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

const name = (state: CampaignState, id: string) => state.units[id]?.shortName ?? state.units[id]?.name ?? id;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
