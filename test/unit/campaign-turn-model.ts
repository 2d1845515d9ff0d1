/**
 * The campaign-turn part of the desk model of the ledger properties (`campaign-logistics-properties.test.ts`):
 * the next valid random draft for a turn op in a state — set a route; march the units on routes (POL
 * burnt within what each holds, a company carried with the Gordons, some stopped, some arriving) with or
 * without a new contact; find a contact; settle or dismiss an open one; hand one off to the bound engine
 * (`buildEngagementInput`, `createEngagement`); return an engagement — outcomes killing some or all
 * bases, moving casualty markers up and down within the bases left, firing CU within what is held.
 */
import { buildEngagementInput } from '../../src/campaign/engagement/engagements.ts';
import type { EventDraft } from '../../src/campaign/events.ts';
import { holdingsOf } from '../../src/campaign/log/ledgers.ts';
import type { CampaignContact, CampaignRoute, UnitMove, UnitOutcome } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { createEngagement } from '../../src/rules/bound/index.ts';
import { NQM_MOVE_MODES } from '../../src/rules/tables/nqm.ts';
import { at } from './campaign-logistics-fixture.ts';

/** The turn ops `turnDraftFor` knows. */
export const TURN_OPS = ['route', 'march', 'contact', 'settle', 'handOff', 'return'] as const;

/** Three random whole numbers ≥ 0 driving one op. */
type Dice3 = { a: number; b: number; c: number };

const pick = <T,>(list: readonly T[], n: number): T => list[n % list.length]!;
/** Units given routes (all placed; none horse-drawn), and the units of each side that meet in contacts. */
const MOVERS = ['gb-tc-5', 'gb-e-bn-tc', 'gb-6gordons', 'gb-6seaforth', 'de-ir84-2'];
const BLUE_FIGHTERS = ['gb-6gordons', 'gb-6gordons-a', 'gb-6seaforth', 'gb-tc-5', 'gb-e-bn-tc'];
const RED_FIGHTERS = ['de-ir84-2', 'de-far108-4'];

/** A random contact found at minute `t` (id from the seq): one or two blue units against one or two red. */
function randomContact(s: CampaignState, t: number, { a, b, c }: Dice3): CampaignContact {
  const blueIds = [...new Set([pick(BLUE_FIGHTERS, a), pick(BLUE_FIGHTERS, a + (b % 2))])];
  const redIds = [...new Set([pick(RED_FIGHTERS, b), pick(RED_FIGHTERS, b + (c % 2))])];
  const pairs = [{ blueId: blueIds[0]!, redId: redIds[0]!, gapM: 50 + (c % 900), band: pick(['contact', 'effective', 'harass'] as const, c) }];
  return { id: `k-${s.seq}`, atMin: t, pos: at(8000 + (a % 20) * 100, 12000), ref: '0812', blueIds, redIds, pairs, recceSide: null, recceId: null, defenderId: null, opening: null, status: 'open' };
}

/** Random valid outcomes for some of `members`: bases killed (sometimes all), markers moved within the bases left, CU fired, broken. */
function randomOutcomes(s: CampaignState, members: readonly string[], { a, b, c }: Dice3): UnitOutcome[] {
  return members
    .filter((_, i) => (a + i) % 3 !== 0)
    .map((id, i) => {
      const u = s.units[id]!;
      const killed = (b + i) % 4 === 0 ? u.bases : (a + i) % (u.bases + 1) % 3;
      const injured = (c + i) % (u.bases - killed + 1);
      const cu = holdingsOf(s, id).CU;
      const o: UnitOutcome = { unitId: id, killed, injuredDelta: injured - u.injuredBases, cuSpent: cu === 0 ? 0 : (b + c + i) % (cu + 1) };
      if ((a + b + i) % 5 === 0) o.broken = true;
      return o;
    });
}

/** The next valid campaign-turn draft for `op` in `s`, or null when it has nothing valid to do here. */
export function turnDraftFor(s: CampaignState, op: string, { a, b, c }: Dice3): EventDraft | null {
  const t = s.clockMin;
  const open = Object.values(s.contacts ?? {}).filter((k) => k.status === 'open');
  switch (op) {
    case 'route': {
      const unitId = pick(MOVERS, a);
      const waypoints = Array.from({ length: 1 + (b % 3) }, (_, i) => ({ ref: `W${i}`, pos: at(5000 + ((a + i * 7) % 50) * 100, 10000 + ((b + i * 3) % 50) * 100) }));
      const route: CampaignRoute = { unitId, waypoints, mode: pick(NQM_MOVE_MODES, c), posture: c % 2 === 0 ? 'advance' : 'defence', issuedById: unitId, issuedAtMin: t, effectiveAtMin: t + (c % 30), passed: 0, stop: null };
      return { at: t, type: 'route.set', v: 1, payload: { route } };
    }
    case 'march':
    case 'contact': {
      const moves: UnitMove[] = [];
      for (const [i, r] of Object.values(s.routes ?? {}).entries()) {
        if (op === 'contact' || (a + i) % 4 === 0) continue;
        const passed = r.passed + ((b + i) % (r.waypoints.length - r.passed + 1));
        const pol = Math.min(holdingsOf(s, r.unitId).POL, (c + i) % 3);
        const carried = r.unitId === 'gb-6gordons' ? [{ unitId: 'gb-6gordons-a', to: at(7000 + (c % 30) * 100, 12500) }] : [];
        moves.push({ unitId: r.unitId, to: at(6000 + ((a + i) % 40) * 100, 11000 + (b % 40) * 100), distanceM: 100 * (a % 30), facingDeg: (b * 7) % 360, passed, arrived: passed === r.waypoints.length, stop: passed < r.waypoints.length && c % 3 === 0 ? 'noFuel' : null, pol, carried });
      }
      const contacts = op === 'contact' || c % 2 === 0 ? [randomContact(s, t + 60, { a, b, c })] : undefined;
      return { at: t + 60, type: 'clock.advanced', v: 1, payload: contacts === undefined ? { toMin: t + 60, moves } : { toMin: t + 60, moves, contacts } };
    }
    case 'settle': {
      if (open.length === 0) return null;
      const k = pick(open, a);
      if (b % 4 === 0) return { at: t, type: 'contact.dismissed', v: 1, payload: { contactId: k.id, note: '' } };
      const outcomes = randomOutcomes(s, [...k.blueIds, ...k.redIds], { a, b, c });
      return { at: t, type: 'contact.settled', v: 1, payload: { contactId: k.id, attackerSide: b % 2 === 0 ? 'blue' : 'red', outcome: 'firefightWon', minutes: 60 * (c % 3), dice: [1 + (a % 6)], lines: [], outcomes } };
    }
    case 'handOff': {
      if (open.length === 0) return null;
      const k = pick(open, a);
      const unitIds = [k.blueIds[0]!, k.redIds[0]!];
      let built: ReturnType<typeof buildEngagementInput>;
      try {
        built = buildEngagementInput(s, unitIds);
      } catch {
        return null; // e.g. a unit with no bases left, or off the map: the desk would not offer the hand-off
      }
      const payload = { engagementId: `e-${s.seq}`, title: built.title, origin: built.origin, seed: a, diceMode: 'seeded' as const, unitIds, state: createEngagement(built.input), contactId: k.id, boundMin: 1 + (c % 15) };
      return { at: t, type: 'engagement.created', v: 1, payload };
    }
    case 'return': {
      const live = Object.values(s.engagements ?? {}).filter((e) => e.returnedSeq === undefined);
      if (live.length === 0) return null;
      const e = pick(live, a);
      const members = s.unitOrder.filter((id) => e.unitIds.includes(id) || e.unitIds.includes(s.units[id]!.parentId ?? ''));
      const breakTests = [{ unitId: e.unitIds[0]!, test: 1 as const, die: 1 + (b % 6), passed: b % 2 === 0 }];
      return { at: t, type: 'engagement.returned', v: 1, payload: { engagementId: e.id, stop: 'umpire', bounds: b % 5, minutes: 5 * (b % 5), breakTests, lines: [], outcomes: randomOutcomes(s, members, { a, b, c }) } };
    }
    default:
      return null;
  }
}
