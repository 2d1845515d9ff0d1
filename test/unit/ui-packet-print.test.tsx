// @vitest-environment jsdom
/**
 * The printed packet a division can read: its own units two levels down, every contact and casualty
 * report, and only the newest situation report from each unit (the older ones counted, on the Log screen).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { PacketSheet } from '../../src/ui/seats/PacketPrint.tsx';
import { stepWithReports } from './campaign-picture-fixture.ts';
import { DIV_SEAT, seatedWithPacket } from './campaign-picture-fixture2.ts';

afterEach(cleanup);

describe('the printed packet', () => {
  it('prints the newest situation report from each unit and its own units two levels down', () => {
    let s = seatedWithPacket();
    for (const toMin of [420, 480, 540, 600, 660, 720]) s = stepWithReports(s, { at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } });
    const picture = pictureOf(s, DIV_SEAT, 720);
    const sitreps = picture.reports.filter((r) => r.subject === 'situation');
    const senders = new Set(sitreps.map((r) => r.fromId));
    expect(sitreps.length).toBeGreaterThan(senders.size);
    render(<PacketSheet picture={picture} />);
    const root = screen.getByLabelText(`Packet of ${DIV_SEAT.label}`);
    const items = within(root).getAllByRole('listitem').filter((li) => /Situation at/.test(li.textContent ?? ''));
    expect(items.length).toBe(senders.size);
    expect(root.textContent).toContain(`The newest situation report from each unit; ${sitreps.length - senders.size} older ones are on the Log screen.`);
    // 51 Div, its brigades and their battalions — no company.
    const rows = within(within(root).getAllByRole('table')[0]!).getAllByRole('rowheader').map((th) => th.textContent);
    expect(rows).toContain('152nd Infantry Brigade');
    expect(rows.some((n) => /^[A-D] Coy/.test(n ?? ''))).toBe(false);
  });
});
