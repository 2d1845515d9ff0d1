/**
 * Situation reports up the chain (docs/RULINGS.md §Situation reports up the chain; 004 §COMMAND REACTION
 * TIMES: "Bn to Bde\Regt 1 Hr", "Regt\Bde to Div 2 Hrs" going up): each unit reports to its own HQ; an
 * HQ's report gives on what its subordinates last reported to it. So the division hears from its
 * brigades only, and knows a battalion as of the battalion's report the brigade had when it reported.
 */
import { describe, expect, it } from 'vitest';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { DIV_SEAT, seatedWithPacket } from './campaign-picture-fixture2.ts';

describe('situation reports up the chain', () => {
  const s = seatedWithPacket(); // reports every 2 hours, the clock at 360
  const reports = Object.values(s.reports ?? {}).filter((r) => r.subject === 'situation');

  it('go from each unit to its own HQ, never past it', () => {
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) expect(r.toId, r.id).toBe(s.units[r.fromId]!.parentId);
    expect(reports.some((r) => r.fromId === 'gb-51div')).toBe(false); // the top formation reports to no one
  });

  it('give on, from a brigade, what its battalions last reported to it, each as of its own report', () => {
    // 1/6 Gordons report at 120, reaching 152 Bde at 180 (Bn to Bde 1 Hr); 152 Bde reports at 240 with it.
    const bde240 = reports.find((r) => r.fromId === 'gb-152bde' && r.sentAtMin === 240)!;
    expect(bde240.units!.map((u) => [u.unitId, u.madeAtMin])).toEqual(expect.arrayContaining([['gb-152bde', undefined], ['gb-6gordons', 120]]));
    expect(bde240.text).toMatch(/units? under command as last reported\.$/);
  });

  it('leave the division hearing from its brigades only, and knowing the Gordons as of 120, received at 360', () => {
    const p = pictureOf(s, DIV_SEAT, 360);
    const sitreps = p.reports.filter((r) => r.subject === 'situation');
    expect(new Set(sitreps.map((r) => s.units[r.fromId]!.parentId))).toEqual(new Set(['gb-51div']));
    // 152 Bde's report of 240 reaches the division at 360 (Regt\Bde to Div 2 Hrs).
    expect(p.info['gb-6gordons']).toMatchObject({ status: 'reported', madeAtMin: 120, receivedAtMin: 360 });
  });
});
