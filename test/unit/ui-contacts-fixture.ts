/**
 * Helpers of the contacts and return UI tests: the logistics desk (`ui-logistics-fixture.ts`: the tiny
 * scenario, a folding writer that records what was written) with I/84 moved up to 6 Gordons, a route
 * for 6 Gordons (so its high command at a hand-off is Advance), and three contacts in the queue —
 * `ct-100-1` (minute 100, 8 A&SH vs I/84, a meeting engagement at contact range), `ct-160-1` (minute
 * 160 = 09:00, 6 Gordons vs I/84: the recce not sighted, red die 2, blue die 3, fire held to effective
 * range, 450 m) and `ct-160-2` (6 BW vs I/84: red die 5, sighted first, harassing range 1,900 m).
 */
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import type { LonLat } from '../../src/rules/types.ts';
import { gridRefToPoint, pointToGridRef } from '../../src/rules/grid.ts';
import { GRID } from './ui-fixture.ts';
import { logisticsDesk } from './ui-logistics-fixture.ts';

const at = (ref: string): LonLat => gridRefToPoint(GRID, ref);
const mid = (a: LonLat, b: LonLat): LonLat => ({ lon: (a.lon + b.lon) / 2, lat: (a.lat + b.lat) / 2 });

function contact(id: string, atMin: number, blueId: string, redId: string, blueAt: string, redAt: string, c: Partial<CampaignContact>): CampaignContact {
  const pos = mid(at(blueAt), at(redAt));
  return {
    id,
    atMin,
    pos,
    ref: pointToGridRef(GRID, pos, 6),
    blueIds: [blueId],
    redIds: [redId],
    pairs: [],
    recceSide: null,
    recceId: null,
    defenderId: null,
    opening: null,
    status: 'open',
    ...c,
  };
}

/** I/84's new position. */
export const I84_AT = '05401300';

/** The desk with the three contacts (clock at minute 160). */
export function contactsDesk() {
  const d = logisticsDesk();
  d.put({ type: 'unit.moved', v: 1, payload: { unitId: 'de-84rir-1', to: at(I84_AT) } });
  d.put({
    type: 'route.set',
    v: 1,
    payload: {
      route: { unitId: 'gb-6gordons', waypoints: [{ ref: '05601400', pos: at('05601400') }], mode: 'moveToContact', posture: 'advance', issuedById: 'gb-152bde', issuedAtMin: 0, effectiveAtMin: 0, passed: 0, stop: null },
    },
  });
  const first = contact('ct-100-1', 100, 'gb-8argylls', 'de-84rir-1', '05401250', I84_AT, { pairs: [{ blueId: 'gb-8argylls', redId: 'de-84rir-1', gapM: 120, band: 'contact' }] });
  d.put({ type: 'clock.advanced', v: 1, payload: { toMin: 100, contacts: [first] } });
  const gordons = contact('ct-160-1', 160, 'gb-6gordons', 'de-84rir-1', '05311245', I84_AT, {
    pairs: [{ blueId: 'gb-6gordons', redId: 'de-84rir-1', gapM: 450, band: 'effective' }],
    recceSide: 'blue',
    recceId: 'gb-6gordons',
    defenderId: 'de-84rir-1',
    opening: { redDie: 2, recceSightsFirst: false, blueDie: 3, defenderOpensAt: 'effect' },
  });
  const bw = contact('ct-160-2', 160, 'gb-6bw', 'de-84rir-1', '06101200', I84_AT, {
    pairs: [{ blueId: 'gb-6bw', redId: 'de-84rir-1', gapM: 1900.4, band: 'harass' }],
    recceSide: 'blue',
    recceId: 'gb-6bw',
    defenderId: 'de-84rir-1',
    opening: { redDie: 5, recceSightsFirst: true, blueDie: null, defenderOpensAt: null },
  });
  d.put({ type: 'clock.advanced', v: 1, payload: { toMin: 160, contacts: [gordons, bw] } });
  return d;
}
