/**
 * Issuing packets: each seat's picture at the campaign clock, with what changed since its last packet
 * (`packetChanges`), saved as a packet file named by seat and minute, and recorded in the campaign (`packet.issued`, one per packet, all in one action), so a
 * player's orders file must answer a packet the desk really issued. A packet's id is random (a player
 * cannot guess another seat's), made here: the rules never draw random numbers.
 */
import { packetChanges, packetText, pictureOf, type CampaignState, type Seat } from '../../campaign/index.ts';
import type { DeskEventInput } from '../deskHost.ts';
import { downloadText, exportFileName, fileNameClock } from '../download.ts';
import { randomId } from '../randomId.ts';

/** A new packet id: `pk-` and 16 random letters and digits (crypto-strength). */
export function newPacketId(): string {
  return randomId('pk-');
}

/** A packet made for a seat: its file's name and text, the seat (label and id), the packet's id and campaign minute. */
export type IssuedPacketFile = { fileName: string; text: string; label: string; seatId: string; packetId: string; atMin: number };

/** The packets of `seats` at the campaign clock (seats whose HQ is gone left out): the events that record them and the files to save, each with its seat's label. */
export function packetsFor(state: CampaignState, seats: readonly Seat[], campaignName: string): { drafts: DeskEventInput[]; files: IssuedPacketFile[] } {
  const when = fileNameClock(state.startLocal, state.clockMin);
  const drafts: DeskEventInput[] = [];
  const files: IssuedPacketFile[] = [];
  for (const seat of seats) {
    if (!state.units[seat.hqId]) continue;
    const packetId = newPacketId();
    const picture = pictureOf(state, seat, state.clockMin);
    const changes = packetChanges(state, seat, picture);
    drafts.push({ type: 'packet.issued', v: 1, payload: { packet: { id: packetId, seatId: seat.id, hqId: seat.hqId, atMin: state.clockMin } } });
    const fileName = exportFileName(`${campaignName} – ${seat.label} ${when}`, 'packet');
    files.push({ fileName, text: packetText({ packetId, seatId: seat.id, picture, changes }), label: seat.label, seatId: seat.id, packetId, atMin: state.clockMin });
  }
  return { drafts, files };
}

/**
 * Issue `seats` their packets: record them (`appendAll`, one action) and then save each file (a packet
 * not recorded is never saved). Resolves with the notice to show; throws the store's error, saving nothing.
 */
export async function issuePackets(
  state: CampaignState,
  seats: readonly Seat[],
  campaignName: string,
  appendAll: (drafts: readonly DeskEventInput[], notice: string) => Promise<unknown>,
): Promise<void> {
  const { drafts, files } = packetsFor(state, seats, campaignName);
  if (files.length === 0) throw new Error('there is no seat to issue a packet to: add a seat on the Seats screen first');
  const names = files.map((f) => f.fileName);
  const notice =
    files.length === 1
      ? `Issued the packet of “${files[0]!.label}” as ${names[0]}: it holds what that HQ knows, nothing more.`
      : `Issued ${files.length} packets, one per seat: ${names.join(', ')}.`;
  await appendAll(drafts, notice);
  for (const f of files) downloadText(f.fileName, f.text);
}
