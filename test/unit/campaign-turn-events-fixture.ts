/**
 * Shared pieces of the campaign-turn event tests (`campaign-turn-events.test.ts`, `db-turn-file.test.ts`,
 * `campaign-logistics-properties.test.ts`), on the logistics scenario (`campaign-logistics-fixture.ts`:
 * 1/6 Gordons at grid 8000 12000 with A/6 Gordons under it (not on the map), 5 Coy TC (3 tank bases,
 * 8 POL) at 9000 12500 under E Bn TC, II./84 (6 bases, 1 injured, dug in), 4./FAR 108, the 51 Div
 * supply column (horse-drawn)): a route, a move, contacts, and drafts of every campaign-turn event.
 */
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { buildEngagementInput } from '../../src/campaign/engagement/engagements.ts';
import type { CampaignContact, CampaignRoute, UnitMove, UnitOutcome } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { createEngagement } from '../../src/rules/bound/index.ts';
import type { LonLat } from '../../src/rules/types.ts';
import { at, logisticsStart } from './campaign-logistics-fixture.ts';

/** 5 Coy TC's route: north through 0913 to 0914, advance in contact, ordered by E Bn TC at 0, in force at 10. */
export const tankRoute = (): CampaignRoute => ({
  unitId: 'gb-tc-5',
  waypoints: [
    { ref: '0913', pos: at(9000, 13500) },
    { ref: '0914', pos: at(9000, 14500) },
  ],
  mode: 'advanceInContact',
  posture: 'advance',
  issuedById: 'gb-e-bn-tc',
  issuedAtMin: 0,
  effectiveAtMin: 10,
  passed: 0,
  stop: null,
});

/** 1/6 Gordons' route: one waypoint 1 km north, move to contact, ordered by 152 Bde. */
export const gordonsRoute = (): CampaignRoute => ({
  unitId: 'gb-6gordons',
  waypoints: [{ ref: '0813', pos: at(8000, 13000) }],
  mode: 'moveToContact',
  posture: 'defence',
  issuedById: 'gb-152bde',
  issuedAtMin: 0,
  effectiveAtMin: 0,
  passed: 0,
  stop: null,
});

/** A `route.set` draft. */
export const routeDraft = (route: CampaignRoute, atMin = 0): EventDraft => ({ at: atMin, type: 'route.set', v: 1, payload: { route } });

/** A `route.cleared` draft. */
export const clearDraft = (unitId: string, atMin = 0): EventDraft => ({ at: atMin, type: 'route.cleared', v: 1, payload: { unitId } });

/** A move of `unitId` to `to`: 1,000 m facing 0°, first waypoint passed, not arrived, no POL, nothing carried, then `over`. */
export const moveOf = (unitId: string, to: LonLat, over: Partial<UnitMove> = {}): UnitMove => ({ unitId, to, distanceM: 1000, facingDeg: 0, passed: 1, arrived: false, stop: null, pol: 0, carried: [], ...over });

/** The contact of 1/6 Gordons and 5 Coy TC with II./84 at 0813 (blue recce 5 Coy TC, red die 3, blue die 4). */
export const gordonsContact = (over: Partial<CampaignContact> = {}): CampaignContact => ({
  id: 'k-60-1',
  atMin: 60,
  pos: at(8500, 13000),
  ref: '0813',
  blueIds: ['gb-6gordons', 'gb-tc-5'],
  redIds: ['de-ir84-2'],
  pairs: [
    { blueId: 'gb-6gordons', redId: 'de-ir84-2', gapM: 150, band: 'effective' },
    { blueId: 'gb-tc-5', redId: 'de-ir84-2', gapM: 90, band: 'contact' },
  ],
  recceSide: 'blue',
  recceId: 'gb-tc-5',
  defenderId: 'de-ir84-2',
  opening: { redDie: 3, recceSightsFirst: false, blueDie: 4, defenderOpensAt: 'effect' },
  status: 'open',
  ...over,
});

/** A second contact: 1/6 Seaforth with 4./FAR 108 at 0714, a meeting engagement (no recce sequence). */
export const seaforthContact = (over: Partial<CampaignContact> = {}): CampaignContact => ({
  id: 'k-60-2',
  atMin: 60,
  pos: at(7000, 14000),
  ref: '0714',
  blueIds: ['gb-6seaforth'],
  redIds: ['de-far108-4'],
  pairs: [{ blueId: 'gb-6seaforth', redId: 'de-far108-4', gapM: 1200, band: 'harass' }],
  recceSide: null,
  recceId: null,
  defenderId: null,
  opening: null,
  status: 'open',
  ...over,
});

/** A `clock.advanced` draft to `toMin` carrying `moves` and `contacts` (absent when not given). */
export function clockDraft(toMin: number, moves?: UnitMove[], contacts?: CampaignContact[]): EventDraft {
  const payload: EventDraft<'clock.advanced'>['payload'] = { toMin };
  if (moves !== undefined) payload.moves = moves;
  if (contacts !== undefined) payload.contacts = contacts;
  return { at: toMin, type: 'clock.advanced', v: 1, payload };
}

/** A unit's outcome: nothing happened to it, then `over`. */
export const outcome = (unitId: string, over: Partial<UnitOutcome> = {}): UnitOutcome => ({ unitId, killed: 0, injuredDelta: 0, cuSpent: 0, ...over });

/** A `contact.settled` draft at `atMin`: blue attacking, firefight won after `minutes`, dice 4 2 6. */
export const settleDraft = (contactId: string, outcomes: UnitOutcome[], atMin: number, minutes = 120): EventDraft => ({
  at: atMin,
  type: 'contact.settled',
  v: 1,
  payload: { contactId, attackerSide: 'blue', outcome: 'firefightWon', minutes, dice: [4, 2, 6], lines: ['Hour 1: 1/6 Gordons fire 3 CU: 2 hits.', 'II./84 fails its first break test (die 2).'], outcomes },
});

/** A `contact.dismissed` draft. */
export const dismissDraft = (contactId: string, note: string, atMin: number): EventDraft => ({ at: atMin, type: 'contact.dismissed', v: 1, payload: { contactId, note } });

/**
 * The `engagement.created` draft handing contact `contactId` off to the bound engine as engagement
 * `id`: 1/6 Gordons (with A/6 Gordons) against II./84, built by `buildEngagementInput`, seed 7, seeded
 * dice, 5-minute bounds, the Gordons advancing and II./84 holding.
 */
export function handOffDraft(state: CampaignState, contactId: string | undefined, atMin: number, id = 'e-k1'): EventDraft {
  const built = buildEngagementInput(state, ['gb-6gordons', 'de-ir84-2']);
  const payload: EventDraft<'engagement.created'>['payload'] = {
    engagementId: id,
    title: built.title,
    origin: built.origin,
    seed: 7,
    diceMode: 'seeded',
    unitIds: ['gb-6gordons', 'de-ir84-2'],
    state: createEngagement(built.input),
    boundMin: 5,
    highCommands: { 'gb-6gordons': 'advance', 'de-ir84-2': 'hold' },
  };
  if (contactId !== undefined) payload.contactId = contactId;
  return { at: atMin, type: 'engagement.created', v: 1, payload };
}

/** An `engagement.returned` draft: ended by the umpire after `bounds` bounds of 5 minutes, one break test. */
export const returnDraft = (engagementId: string, outcomes: UnitOutcome[], atMin: number, bounds = 2): EventDraft => ({
  at: atMin,
  type: 'engagement.returned',
  v: 1,
  payload: {
    engagementId,
    stop: 'umpire',
    bounds,
    minutes: bounds * 5,
    breakTests: [{ unitId: 'de-ir84-2', test: 1, die: 5, passed: true }],
    lines: ['Bound 1: II./84 loses a base.', 'Bound 2: the umpire ends the engagement.'],
    outcomes,
  },
});

/** Apply one draft as the next event of `state`. */
export const next = (state: CampaignState, draft: EventDraft): CampaignState => applyEvent(state, { ...draft, seq: state.seq + 1 } as CampaignEvent);

/**
 * One draft of every campaign-turn event, in an order the fold accepts (the store tests): 5 Coy TC's route,
 * the Gordons' route set and cleared, the clock to 07:20 (5 Coy TC marches, burning 1 POL; two
 * contacts), the Seaforth contact dismissed, the Gordons contact handed off and returned (the Gordons
 * lose a base and fire 2 CU; II./84 loses a base and its marker, fires 1 CU, breaks), the clock to
 * 08:20 (5 Coy TC arrives; a contact of 5 Coy TC with II./84), settled (5 Coy TC fires 1 CU).
 */
export function turnDrafts(): EventDraft[] {
  const drafts: EventDraft[] = [];
  let s = logisticsStart();
  const push = (d: EventDraft | ((st: CampaignState) => EventDraft)) => {
    const draft = typeof d === 'function' ? d(s) : d;
    drafts.push(draft);
    s = next(s, draft);
  };
  push(routeDraft(tankRoute()));
  push(routeDraft(gordonsRoute()));
  push(clearDraft('gb-6gordons'));
  push(clockDraft(60, [moveOf('gb-tc-5', at(9000, 13500), { facingDeg: 0, pol: 1 })], [gordonsContact(), seaforthContact()]));
  push(dismissDraft('k-60-2', 'out of range by nightfall', 60));
  push((st) => handOffDraft(st, 'k-60-1', 60));
  push(
    returnDraft(
      'e-k1',
      [outcome('gb-6gordons', { killed: 1, injuredDelta: 2, cuSpent: 2, dugIn: false }), outcome('de-ir84-2', { killed: 1, injuredDelta: -1, cuSpent: 1, broken: true, disorganisedUntilMin: 130 })],
      60,
    ),
  );
  push(clockDraft(120, [moveOf('gb-tc-5', at(9000, 14500), { passed: 2, arrived: true, facingDeg: 0, pol: 1 })], [gordonsContact({ id: 'k-120-1', atMin: 120, blueIds: ['gb-tc-5'], pairs: [{ blueId: 'gb-tc-5', redId: 'de-ir84-2', gapM: 80, band: 'contact' }] })]));
  push(settleDraft('k-120-1', [outcome('gb-tc-5', { cuSpent: 1, to: at(9000, 14400) }), outcome('de-ir84-2', { injuredDelta: 1 })], 120, 60));
  // A fire plan (no serials yet) committed to the clock, then stood down.
  const plan = { id: 'fp-turn', title: 'Counter-battery', side: 'blue' as const, hHourMin: 240, scale: 'operational' as const, edition: 'v0.8' as const, windToDeg: 90, serials: [], lifts: [], seed: 3, notes: '' };
  push({ at: 120, type: 'fireplan.saved', v: 1, payload: { plan } });
  push({ at: 120, type: 'fireplan.committed', v: 1, payload: { planId: 'fp-turn', seed: 3 } });
  push({ at: 120, type: 'fireplan.stoodDown', v: 1, payload: { planId: 'fp-turn' } });
  return drafts;
}
