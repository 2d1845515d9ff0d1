/**
 * Messenger friction (docs/RULINGS.md §Messenger friction): a seat's messages are lost on a d100 ≤ the
 * loss chance, else delayed on a second d100 ≤ the delay chance; the dice are seeded by the seat and the
 * message, so a fate is the same each time, and it moves the message's receipts: later, or none.
 */
import { describe, expect, it } from 'vitest';
import { frictionSeatOf, messengerFate, withFate } from '../../src/campaign/command/messenger.ts';
import { orderViews } from '../../src/campaign/command/commandState.ts';
import { previewOrdersFile, readOrdersFile } from '../../src/campaign/picture/ordersFile.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';
import { packetChanges } from '../../src/campaign/picture/changes.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { DIV_SEAT, divOrder, ordersText, seatedWithPacket } from './campaign-picture-fixture2.ts';

describe('messenger friction', () => {
  it('loses every message at 100 %, delays every one at 100 % delay, and leaves all at 0 %', () => {
    expect(messengerFate({ lossPct: 100, delayPct: 0, delayMin: 60, seed: 7 }, 'a')).toEqual({ lost: true });
    expect(messengerFate({ lossPct: 0, delayPct: 100, delayMin: 45, seed: 7 }, 'a')).toEqual({ delayMin: 45 });
    expect(messengerFate({ lossPct: 0, delayPct: 0, delayMin: 45, seed: 7 }, 'a')).toBeNull();
  });

  it('befalls a message at its chances over many messages, the same each time', () => {
    const f = { lossPct: 10, delayPct: 30, delayMin: 60, seed: 1234 };
    const fates = Array.from({ length: 4000 }, (_, i) => messengerFate(f, `m-${i}`));
    const lost = fates.filter((x) => x?.lost).length / 4000;
    const delayed = fates.filter((x) => x?.delayMin).length / 4000;
    // P(lost) = 0.10; P(delayed) = 0.90 × 0.30 = 0.27; 4 standard errors at n = 4000 are about 0.019 and 0.028.
    expect(Math.abs(lost - 0.1)).toBeLessThan(0.019);
    expect(Math.abs(delayed - 0.27)).toBeLessThan(0.028);
    expect(Array.from({ length: 4000 }, (_, i) => messengerFate(f, `m-${i}`))).toEqual(fates);
  });

  it('moves the receipts after the sender’s, and a lost message reaches no one', () => {
    const t = { issuedAtMin: 100, completeAtMin: 220, receipts: [{ unitId: 'a', atMin: 100, fromId: null }, { unitId: 'b', atMin: 160, fromId: 'a' }, { unitId: 'c', atMin: 220, fromId: 'b' }] } as never;
    expect(withFate(t, { delayMin: 30 })).toMatchObject({ completeAtMin: 250, receipts: [{ atMin: 100 }, { atMin: 190 }, { atMin: 250 }] });
    expect(withFate(t, { lost: true })).toMatchObject({ completeAtMin: 100, receipts: [{ unitId: 'a' }] });
  });

  it('befalls the orders a seat sends, as the preview shows and the campaign keeps; a file cannot claim a fate', () => {
    let s = seatedWithPacket();
    s = stepWithReports(s, { at: 360, type: 'seat.saved', v: 1, payload: { seat: { ...DIV_SEAT, friction: { lossPct: 0, delayPct: 100, delayMin: 60, seed: 5 } } } });
    expect(frictionSeatOf(s, 'gb-6gordons', 'gb-51div')?.id).toBe('div');
    const p = previewOrdersFile(s, readOrdersFile(ordersText([divOrder({ messenger: { lost: true } })])), 360);
    // Div to Regt\Bde 2 Hrs, plus the 60 minutes the messenger lost: at 152 Bde at 540, not 480.
    expect(p.items[0]!.record.messenger).toEqual({ delayMin: 60 });
    expect(p.items[0]!.arrivals[0]).toEqual({ unitId: 'gb-152bde', atMin: 540 });
    const after = stepWithReports(s, { at: 360, type: 'orders.takenIn', v: 1, payload: p.payload! });
    expect(orderViews(after).find((v) => v.order.id === 'ord-1')!.receipts.find((r) => r.unitId === 'gb-152bde')!.atMin).toBe(540);
  });

  it('never shows the seat what befell its messenger: the next packet gives its lost order’s arrivals as sent', () => {
    let s = seatedWithPacket();
    s = stepWithReports(s, { at: 360, type: 'seat.saved', v: 1, payload: { seat: { ...DIV_SEAT, friction: { lossPct: 100, delayPct: 0, delayMin: 0, seed: 9 } } } });
    const p = previewOrdersFile(s, readOrdersFile(ordersText([divOrder()])), 360);
    expect(p.items[0]!.record.messenger).toEqual({ lost: true });
    s = stepWithReports(s, { at: 360, type: 'orders.takenIn', v: 1, payload: p.payload! });
    s = stepWithReports(s, { at: 420, type: 'clock.advanced', v: 1, payload: { toMin: 420 } });
    const picture = pictureOf(s, DIV_SEAT, 420);
    const changes = packetChanges(s, DIV_SEAT, picture);
    expect(changes.takenIn[0]!.reaches[0]).toEqual({ unitId: 'gb-152bde', atMin: 480 });
    expect(JSON.stringify(picture)).not.toContain('"lost"');
  });
});
