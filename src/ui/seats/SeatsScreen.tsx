/**
 * The Seats screen (the umpire's; loaded on demand): the players' seats of the PLUMPIRE set-up (NQM
 * DESIGNER'S NOTES) — each an HQ that knows its own units live or as reported — with a form to add one;
 * the packets issued and orders taken in (`PacketsPanel.tsx`); the same over the network — Connect, each
 * seat's link, Send packets, and the inbox of orders sent (`network/`); messenger friction (`FrictionPanel.tsx`);
 * the automatic reports' settings (situation report interval, hold reports for review); the reports
 * held back, each to edit, send or delete (the umpire is the fog); and truth against picture for a
 * seat (`TruthTable.tsx`), which "Show on map" draws on the campaign map.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { DEFAULT_SITREP_EVERY_MIN, settingsOf, type CampaignState, type UnitId } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import { FormFooter } from '../FormFooter.tsx';
import { UnitCombobox } from '../picker/UnitCombobox.tsx';
import { headquarters } from '../timeline/reportForm.ts';
import { HeldReports } from './HeldReports.tsx';
import { FrictionPanel } from './FrictionPanel.tsx';
import { PacketsPanel } from './PacketsPanel.tsx';
import { ConnectPanel } from './network/ConnectPanel.tsx';
import { InboxPanel } from './network/InboxPanel.tsx';
import type { SeatNetwork } from './network/useSeatNetwork.ts';
import { seatsOf } from './seatView.ts';
import { TruthTable } from './TruthTable.tsx';
import './seats.css';

/** Props: the campaign (the truth), the desk's writer, how to switch the desk's view to a seat, and how to draw a seat's picture against the truth on the map. */
export type SeatsScreenProps = { state: CampaignState; writer: DeskWriter; onView(seatId: string): void; onShowOnMap(seatId: string): void; network?: SeatNetwork };

const INTERVALS: readonly { min: number; label: string }[] = [
  { min: 0, label: 'only when a move completes' },
  { min: 60, label: 'every hour' },
  { min: 120, label: 'every 2 hours' },
  { min: 240, label: 'every 4 hours' },
  { min: 480, label: 'every 8 hours (each period)' },
];

/** When an enemy mark leaves a seat's map by age (an own unit reporting from its place clears it in any case). */
const EXPIRY: readonly { min: number; label: string }[] = [
  { min: 0, label: 'only when an own unit reports from there' },
  { min: 360, label: 'after 6 hours, or when an own unit reports from there' },
  { min: 720, label: 'after 12 hours, or when an own unit reports from there' },
  { min: 1440, label: 'after 24 hours, or when an own unit reports from there' },
];

/** The screen. */
export default function SeatsScreen({ state, writer, onView, onShowOnMap, network }: SeatsScreenProps) {
  const id = useId();
  const seats = seatsOf(state);
  const { busy, error, write } = useDeskWrite(writer);
  const settings = settingsOf(state);
  const every = settings.sitrepEveryMin ?? DEFAULT_SITREP_EVERY_MIN;
  const expire = settings.enemyMarksExpireMin ?? 0;
  const [truthSeat, setTruthSeat] = useState<string>('');
  const shownSeat = seats.find((s) => s.id === truthSeat) ?? seats[0] ?? null;
  return (
    <section className="screen seats-screen" role="region" aria-label="Seats">
      <h2>Seats</h2>
      <p className="field-note">
        Each seat is an HQ a player commands. Its view shows only what has reached that HQ: its own units as they last reported (or live, for a player-umpire forward with his
        units), the enemy as contact reports saw it, and the orders and reports it has. While the campaign has a seat, every unit sends contact, situation and casualty reports up
        its chain, with the command reaction times.
      </p>
      {seats.length === 0 ? (
        <p>No seats yet.</p>
      ) : (
        <table aria-label="Seats">
          <thead>
            <tr>
              <th scope="col">Seat</th>
              <th scope="col">HQ</th>
              <th scope="col">Own units</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {seats.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.label}</th>
                <td>{state.units[s.hqId]?.name ?? s.hqId}</td>
                <td>{s.ownUnits === 'live' ? 'live' : 'as reported'}</td>
                <td>
                  <button type="button" onClick={() => onView(s.id)}>
                    View as {s.label}
                  </button>{' '}
                  <button type="button" disabled={busy} onClick={() => void write({ type: 'seat.deleted', v: 1, payload: { seatId: s.id } }, `Removed the seat “${s.label}”.`)}>
                    Remove {s.label}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NewSeatForm state={state} writer={writer} />
      <PacketsPanel state={state} writer={writer} />
      {network && seats.length > 0 && (
        <>
          <ConnectPanel state={state} network={network} />
          <InboxPanel state={state} writer={writer} inbox={network.inbox} />
        </>
      )}
      <FrictionPanel state={state} writer={writer} />
      <h3>Automatic reports</h3>
      <div className="seat-form">
        <label htmlFor={`${id}-every`}>Situation reports</label>
        <select
          id={`${id}-every`}
          value={INTERVALS.some((i) => i.min === every) ? every : ''}
          disabled={busy}
          onChange={(e) => void write({ type: 'settings.changed', v: 1, payload: { changes: { sitrepEveryMin: Number(e.target.value) } } }, 'Settings saved: situation report interval.')}
        >
          {!INTERVALS.some((i) => i.min === every) && <option value="">every {every} minutes</option>}
          {INTERVALS.map((i) => (
            <option key={i.min} value={i.min}>
              {i.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-expire`}>Enemy marks leave the map</label>
        <select
          id={`${id}-expire`}
          value={EXPIRY.some((e) => e.min === expire) ? expire : ''}
          disabled={busy}
          onChange={(e) => void write({ type: 'settings.changed', v: 1, payload: { changes: { enemyMarksExpireMin: Number(e.target.value) } } }, 'Settings saved: when enemy marks leave the map.')}
        >
          {!EXPIRY.some((e) => e.min === expire) && <option value="">after {expire} minutes</option>}
          {EXPIRY.map((e) => (
            <option key={e.min} value={e.min}>
              {e.label}
            </option>
          ))}
        </select>
        <label>
          <input
            type="checkbox"
            checked={settings.holdReports === true}
            disabled={busy}
            onChange={(e) => void write({ type: 'settings.changed', v: 1, payload: { changes: { holdReports: e.target.checked } } }, 'Settings saved: hold automatic reports.')}
          />{' '}
          Hold automatic reports for me to send
        </label>
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <HeldReports state={state} writer={writer} />
      {shownSeat && (
        <>
          <h3>Truth against picture</h3>
          <div className="seat-form">
            <label htmlFor={`${id}-truth`}>Seat</label>
            <select id={`${id}-truth`} value={shownSeat.id} onChange={(e) => setTruthSeat(e.target.value)}>
              {seats.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
            <button type="button" onClick={() => onShowOnMap(shownSeat.id)}>
              Show on map
            </button>
          </div>
          <TruthTable state={state} seat={shownSeat} />
        </>
      )}
    </section>
  );
}

/** "New seat": an HQ (army … battalion), how it knows its own units, and the seat's name. */
function NewSeatForm({ state, writer }: { state: CampaignState; writer: DeskWriter }) {
  const id = useId();
  const hqs = useMemo(() => headquarters(state).filter((u) => state.unitOrder.some((c) => state.units[c]?.parentId === u)), [state]);
  const [hqId, setHqId] = useState<UnitId>('');
  const [ownUnits, setOwnUnits] = useState<'live' | 'reported'>('reported');
  const [label, setLabel] = useState('');
  const { busy, error, setError, write } = useDeskWrite(writer);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const hq = state.units[hqId];
    if (!hq) return setError('Choose the HQ the player commands.');
    const name = label.trim() === '' ? hq.name : label.trim();
    const taken = new Set(Object.keys(state.seats ?? {}));
    let seatId = `seat-${hq.id}`.slice(0, 150);
    for (let n = 2; taken.has(seatId); n++) seatId = `seat-${hq.id}-${n}`.slice(0, 155);
    if (await write({ type: 'seat.saved', v: 1, payload: { seat: { id: seatId, hqId: hq.id, ownUnits, label: name } } }, `Seat “${name}” set up for ${hq.name}.`)) {
      setHqId('');
      setLabel('');
      setOwnUnits('reported');
    }
  };
  return (
    <form className="seat-form" aria-label="New seat" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <UnitCombobox id={`${id}-hq`} label="HQ of the new seat" state={state} units={hqs.map((u) => state.units[u]!)} value={hqId} onChange={setHqId} anchorId={null} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-label`}>Seat name</label>
        <input id={`${id}-label`} value={label} placeholder={state.units[hqId]?.name ?? ''} maxLength={120} onChange={(e) => setLabel(e.target.value)} />
      </div>
      <fieldset className="field">
        <legend>Knows its own units</legend>
        <label>
          <input type="radio" name={`${id}-own`} checked={ownUnits === 'reported'} onChange={() => setOwnUnits('reported')} /> as reported
        </label>{' '}
        <label>
          <input type="radio" name={`${id}-own`} checked={ownUnits === 'live'} onChange={() => setOwnUnits('live')} /> live (forward with them)
        </label>
      </fieldset>
      <FormFooter error={error} submit="Add seat" busy={busy} />
    </form>
  );
}
