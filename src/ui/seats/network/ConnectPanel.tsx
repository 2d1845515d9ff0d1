/**
 * The Seats screen's "Over the network": Connect to the seat server (`npm run seats`: its address and
 * the umpire's token it prints, and where players open the app), then for each seat whether its
 * player's page is connected, the last packet sent and when the player received it, its link (copied, or
 * shown as a QR code) and Revoke (a new token: the old link opens nothing any more). Send packets
 * records and publishes every seat's packet; packets can also go by themselves after each clock step or
 * at each new period. Files keep working without any of it.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatCampaignClock, type CampaignState } from '../../../campaign/index.ts';
import { Dialog } from '../../Dialog.tsx';
import { errorView } from '../../errorText.ts';
import { seatsOf } from '../seatView.ts';
import { QrCode } from './QrCode.tsx';
import { seatLink, type AutoSend } from './seatLinks.ts';
import { wallClock, type SeatNetwork } from './useSeatNetwork.ts';

/** Props: the campaign and the desk's seat server. */
export type ConnectPanelProps = { state: CampaignState; network: SeatNetwork };

/** The panel. */
export function ConnectPanel({ state, network }: ConnectPanelProps) {
  const id = useId();
  const { record, status } = network;
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ label: string; link: string } | null>(null);
  const [said, setSaid] = useState('');
  const [revoking, setRevoking] = useState<string | null>(null);
  // A refusal to send stands only until the inbox it was about changes.
  const waiting = network.inbox.waiting;
  useEffect(() => setError(''), [waiting]);
  const seats = seatsOf(state);
  const connected = record?.on === true;
  const statusText =
    status === 'connected'
      ? `Connected to the seat server at ${record?.serverUrl}.`
      : status === 'refused'
        ? `The seat server at ${record?.serverUrl} refused the umpire's token: Disconnect and connect again with the token it printed.`
        : `Connecting to the seat server at ${record?.serverUrl}… (is npm run seats running there?)`;
  const send = async () => {
    setBusy(true);
    setError('');
    setSaid('');
    try {
      await network.send();
    } catch (e) {
      setError(errorView(e, 'Could not send the packets').title);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Over the network</h3>
      {!connected ? (
        <ConnectForm network={network} />
      ) : (
        <>
          <p role="status" className={status === 'refused' ? 'field-error' : 'field-note'}>
            {statusText}{' '}
            <button type="button" onClick={network.disconnect}>
              Disconnect
            </button>
          </p>
          {seats.length > 0 && record && status !== 'refused' && (
            <table aria-label="Seats over the network" className="network-table">
              <thead>
                <tr>
                  <th scope="col">Seat</th>
                  <th scope="col">Player</th>
                  <th scope="col">Last packet sent</th>
                  <th scope="col">Received</th>
                  <th scope="col">
                    <span className="visually-hidden">Link</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {seats.map((s) => {
                  const onServer = network.seat(s.id);
                  const sent = record.sent[s.id];
                  const channel = record.seats[s.id];
                  const received = sent && onServer ? onServer.receivedAtMs(sent.packetId) : null;
                  return (
                    <tr key={s.id}>
                      <th scope="row">{s.label}</th>
                      <td>{onServer?.playerOnline ? 'connected' : 'not connected'}</td>
                      <td>
                        {sent ? `${formatCampaignClock(state.startLocal, sent.atMin)}, sent at ${wallClock(sent.sentAtMs)}${onServer && !onServer.delivered(sent.packetId) && !network.undone(s.id) ? ' (not at the server yet: if this lasts, press Send packets again)' : ''}` : 'none yet'}
                        {sent && network.undone(s.id) && <span className="field-error"> — undone here since: the player still holds it, and orders answering it are refused</span>}
                      </td>
                      <td>{!sent ? '—' : received === null ? 'not yet' : `at ${wallClock(received)}`}</td>
                      <td className="seat-link-actions">
                        {channel && revoking === s.id ? (
                          <>
                            <button
                              type="button"
                              className="danger"
                              onClick={() => {
                                network.revoke(s.id);
                                setRevoking(null);
                                setSaid(`“${s.label}” has a new link: its old one opens nothing any more. Give the new one to its player.`);
                              }}
                            >
                              Revoke the link of {s.label}
                            </button>{' '}
                            <button type="button" onClick={() => setRevoking(null)}>
                              Keep it
                            </button>
                          </>
                        ) : (
                          channel && (
                            <>
                              <button
                                type="button"
                                onClick={() =>
                                  void copy(seatLink(record, channel)).then(
                                    () => setSaid(`Copied the link of “${s.label}”: give it to its player only.`),
                                    () => setShown({ label: s.label, link: seatLink(record, channel) }),
                                  )
                                }
                              >
                                Copy link of {s.label}
                              </button>{' '}
                              <button type="button" onClick={() => setShown({ label: s.label, link: seatLink(record, channel) })}>
                                QR code
                              </button>{' '}
                              <button type="button" onClick={() => setRevoking(s.id)} title="A new link for this seat: the old one opens nothing any more">
                                Revoke…
                              </button>
                            </>
                          )
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <div className="form-actions">
            <button type="button" className="primary" disabled={busy || status !== 'connected' || seats.length === 0} onClick={() => void send()}>
              Send packets
            </button>
            <label htmlFor={`${id}-auto`}>Send by themselves</label>
            <select id={`${id}-auto`} value={record?.autoSend ?? 'off'} onChange={(e) => network.setAutoSend(e.target.value as AutoSend)}>
              <option value="off">never</option>
              <option value="step">after each clock step</option>
              <option value="period">at each new period</option>
            </select>
          </div>
        </>
      )}
      {said && !error && (
        <p role="status" className="field-note">
          {said}
        </p>
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {shown && (
        <Dialog title={`The link of ${shown.label}`} onCancel={() => setShown(null)}>
          <QrCode text={shown.link} sizePx={260} label={`QR code of the link of ${shown.label}`} />
          <p className="seat-link-text">{shown.link}</p>
          <p className="field-note">Whoever opens this link reads this seat's packets and sends its orders: give it to its player only. Revoke makes a new one.</p>
          <div className="form-actions">
            <button type="button" onClick={() => setShown(null)}>
              Close
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function copy(text: string): Promise<void> {
  return navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
}

/** Connect: the server's address, the umpire's token and where players open the app. */
function ConnectForm({ network }: { network: SeatNetwork }) {
  const id = useId();
  const [url, setUrl] = useState(network.record?.serverUrl ?? 'ws://127.0.0.1:1234');
  const [token, setToken] = useState(network.record?.umpireToken ?? '');
  const [page, setPage] = useState(network.record?.playerPageUrl ?? '');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    try {
      network.connect(url, token, page);
      setError('');
    } catch (err) {
      setError(errorView(err, 'Could not connect').title);
    }
  };
  return (
    <form className="seat-form" aria-label="Connect to the seat server" onSubmit={submit}>
      <p className="field-note seat-form-wide">
        Start the seat server with <code>npm run seats</code> on this machine (<code>npm run seats -- --lan</code> for players on the local network): it prints its address and the umpire's token. Packets and
        orders files keep working without it.
      </p>
      <div className="field">
        <label htmlFor={`${id}-url`}>Seat server address</label>
        <input id={`${id}-url`} value={url} onChange={(e) => setUrl(e.target.value)} spellCheck={false} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-token`}>Umpire's token</label>
        <input id={`${id}-token`} type="password" value={token} onChange={(e) => setToken(e.target.value)} spellCheck={false} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-page`}>Players open the app at</label>
        <input id={`${id}-page`} value={page} placeholder="the seat server" onChange={(e) => setPage(e.target.value)} spellCheck={false} autoComplete="off" />
      </div>
      <div className="form-actions seat-form-wide">
        <button type="submit" className="primary">
          Connect
        </button>
      </div>
      {error && (
        <p role="alert" className="field-error seat-form-wide">
          {error}
        </p>
      )}
    </form>
  );
}
