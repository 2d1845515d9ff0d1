/**
 * What changed for a seat since its last packet: the reports that reached it since, and its own orders
 * the umpire took in with when they reach whom (004 §COMMAND REACTION TIMES: "Div to Regt\Bde 2 Hrs
 * coming down", "Regt\Bde to Bn 1 Hr coming down"); a first packet says so. The packet carries them and
 * reads them back; a change naming what the packet does not hold is refused.
 */
import { describe, expect, it } from 'vitest';
import { packetChanges } from '../../src/campaign/picture/changes.ts';
import { PacketError, packetText, readPacket } from '../../src/campaign/picture/packet.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';
import { DIV_SEAT, divOrder, seatedWithPacket } from './campaign-picture-fixture2.ts';

describe('a packet’s changes since the last', () => {
  let s = seatedWithPacket(); // packet pk-div-360 issued at 360
  s = stepWithReports(s, { at: 420, type: 'clock.advanced', v: 1, payload: { toMin: 420 } });
  s = stepWithReports(s, { at: 420, type: 'orders.takenIn', v: 1, payload: { packetId: 'pk-div-360', orders: [{ fileId: 'o1', order: divOrder({ id: 'ord-7', issuedAtMin: 400 }) }], reports: [] } });
  for (const toMin of [480, 540, 600]) s = stepWithReports(s, { at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } });
  const picture = pictureOf(s, DIV_SEAT, 600);
  const changes = packetChanges(s, DIV_SEAT, picture);

  it('name the reports that reached the HQ since, and the seat’s orders taken in with their arrivals', () => {
    expect(changes.sinceMin).toBe(360);
    // 152 Bde's situation report of 480 reaches the division at 600 (Regt\Bde to Div 2 Hrs).
    expect(changes.reports.map((id) => s.reports![id]!).map((r) => [r.fromId, r.sentAtMin])).toContainEqual(['gb-152bde', 480]);
    expect(changes.reports.every((id) => (picture.received[`report:${id}`] ?? 0) > 360)).toBe(true);
    // Issued 400: 152 Bde and its RFA brigade at 520, the battalions at 580.
    expect(changes.takenIn).toEqual([
      {
        orderId: 'ord-7',
        takenAtMin: 420,
        reaches: [
          { unitId: 'gb-152bde', atMin: 520 },
          { unitId: 'gb-255bde-rfa', atMin: 520 },
          { unitId: 'gb-6gordons', atMin: 580 },
          { unitId: 'gb-6seaforth', atMin: 580 },
        ],
      },
    ]);
  });

  it('travel in the packet and read back; a first packet has none since', () => {
    const packet = { packetId: 'pk-2', seatId: 'div', picture, changes };
    expect(readPacket(packetText(packet))).toEqual(packet);
    expect(packetChanges(seatedWithPacket(), { ...DIV_SEAT, id: 'other' }, picture).sinceMin).toBeNull();
    const forged = JSON.parse(packetText(packet));
    forged.changes.orders = ['nobody-knows'];
    expect(() => readPacket(JSON.stringify(forged))).toThrow(PacketError);
  });
});
