/**
 * The route, move, contact and hand-off events in the campaign fold, with exact resulting states: `route.set` / `route.cleared`,
 * `clock.advanced` carrying moves (positions, facing, POL, routes advanced and ended, subordinates
 * carried) and contacts (the queue), `contact.settled` / `contact.dismissed`, the hand-off
 * (`engagement.created` with a contact) and `engagement.returned`; `unit.reorganised` clearing `broken`.
 * Every refusal is checked as [path, message]; the state is never mutated (frozen inputs).
 */
import { describe, expect, it } from 'vitest';
import { stateFromScenario, type EventDraft } from '../../src/campaign/events.ts';
import { holdingsOf } from '../../src/campaign/log/ledgers.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { apply, deepFreeze, foldDrafts, refusal, sampleOrder } from './campaign-fixture.ts';
import { at, logisticsScenario, logisticsStart, reorganiseDraft, setDraft } from './campaign-logistics-fixture.ts';
import { clearDraft, clockDraft, dismissDraft, gordonsContact, gordonsRoute, handOffDraft, moveOf, outcome, returnDraft, routeDraft, seaforthContact, settleDraft, tankRoute } from './campaign-turn-events-fixture.ts';

const frozen = (drafts: EventDraft[], start: CampaignState = logisticsStart()) => deepFreeze(foldDrafts(start, drafts));
const withContacts = () => frozen([clockDraft(60, undefined, [gordonsContact(), seaforthContact()])]);

describe('route.set and route.cleared', () => {
  it('sets a route as a fresh copy, replaces it, and clears it', () => {
    const s1 = apply(deepFreeze(logisticsStart()), routeDraft(tankRoute(), 5));
    expect(s1.routes).toEqual({ 'gb-tc-5': tankRoute() });
    expect(Object.getPrototypeOf(s1.routes)).toBe(null);
    expect([s1.seq, s1.clockMin]).toEqual([2, 5]);
    const s2 = apply(deepFreeze(s1), routeDraft({ ...tankRoute(), mode: 'roadMarch', waypoints: [{ ref: '1012', pos: at(10000, 12000) }] }, 5));
    expect(s2.routes!['gb-tc-5']).toEqual({ ...tankRoute(), mode: 'roadMarch', waypoints: [{ ref: '1012', pos: at(10000, 12000) }] });
    const s3 = foldDrafts(s2, [{ at: 0, type: 'order.saved', v: 1, payload: { order: sampleOrder() } }, routeDraft({ ...gordonsRoute(), orderId: 'o-1' })]);
    expect(Object.keys(s3.routes!)).toEqual(['gb-tc-5', 'gb-6gordons']);
    expect(s3.routes!['gb-6gordons']!.orderId).toBe('o-1');
    const s4 = apply(deepFreeze(s3), clearDraft('gb-tc-5', 6));
    expect(s4.routes).toEqual({ 'gb-6gordons': { ...gordonsRoute(), orderId: 'o-1' } });
  });

  it('refuses a bad route, naming the path', () => {
    const s = deepFreeze(logisticsStart());
    const bad = (over: object) => refusal(s, routeDraft({ ...tankRoute(), ...over } as never));
    expect(bad({ unitId: 'nobody' })).toEqual(['payload.route.unitId', 'unknown unit "nobody"']);
    expect(bad({ unitId: 'gb-6gordons-a', issuedById: 'gb-6gordons' })).toEqual(['payload.route.unitId', 'A/6 Gordons is not on the map: place it before giving it a route']);
    expect(bad({ waypoints: [] })).toEqual(['payload.route.waypoints', 'a route needs at least one waypoint']);
    expect(bad({ waypoints: Array.from({ length: 51 }, () => ({ ref: '0913', pos: at(9000, 13500) })) })).toEqual(['payload.route.waypoints', 'has more than 50 waypoints']);
    expect(bad({ mode: 'gallop' })).toEqual(['payload.route.mode', 'unknown movement mode "gallop"; expected one of: moveToContact, advanceInContact, roadMarch']);
    expect(refusal(s, routeDraft({ ...tankRoute(), unitId: 'gb-51-supply', issuedById: 'gb-51div', mode: 'moveToContact' }))).toEqual([
      'payload.route.mode',
      '51 Div Supply (horseDrawn) has no moveToContact rate (004 §MOVEMENT RATES TABLE): give it a road march',
    ]);
    expect(bad({ issuedById: 'de-ir84' })).toEqual(['payload.route.issuedById', 'IR 84 is on the other side: it cannot order 5 Coy TC']);
    expect(bad({ issuedAtMin: 20, effectiveAtMin: 10 })).toEqual(['payload.route.effectiveAtMin', 'expected a whole number 20…100000000, got 10']);
    expect(bad({ orderId: 'o-9' })).toEqual(['payload.route.orderId', 'unknown order "o-9"']);
    expect(bad({ passed: 1 })).toEqual(['payload.route.passed', 'expected a whole number 0…0, got 1']);
    expect(bad({ stop: 'noFuel' })).toEqual(['payload.route.stop', 'a new route has not stopped: stop must be null']);
    expect(bad({ waypoints: [{ ref: ' ', pos: at(9000, 13500) }] })).toEqual(['payload.route.waypoints[0].ref', 'is empty']);
    expect(bad({ waypoints: [{ ref: '0913', pos: { lon: 200, lat: 50 } }] })).toEqual(['payload.route.waypoints[0].pos.lon', 'lon must be -180…180, got 200']);
    expect(bad({ posture: 'attack' })).toEqual(['payload.route.posture', 'unknown posture "attack"; expected one of: advance, defence']);
    expect(refusal(s, clearDraft('gb-tc-5'))).toEqual(['payload.unitId', '"5 Coy TC" has no route to clear']);
  });
});

describe('clock.advanced with moves', () => {
  it('moves the unit (facing, movedAtMin), burns its POL, advances its route, then ends it on arrival', () => {
    const s1 = frozen([routeDraft(tankRoute())]);
    const s2 = apply(s1, clockDraft(60, [moveOf('gb-tc-5', at(9000, 13500), { facingDeg: 12.5, pol: 1 })]));
    const tc = s2.units['gb-tc-5']!;
    expect([tc.pos, tc.facingDeg, tc.movedAtMin, tc.stocks]).toEqual([at(9000, 13500), 12.5, 60, { POL: 7 }]);
    expect(holdingsOf(s2, 'gb-tc-5')).toEqual({ CU: 3, FU: 0, POL: 7 });
    expect(s2.routes).toEqual({ 'gb-tc-5': { ...tankRoute(), passed: 1, stop: null } });
    expect([s2.clockMin, s2.units['gb-6gordons']]).toEqual([60, s1.units['gb-6gordons']]);
    const stopped = apply(deepFreeze(s2), clockDraft(120, [moveOf('gb-tc-5', at(9000, 13600), { pol: 0, stop: 'impractical' })]));
    expect(stopped.routes!['gb-tc-5']).toEqual({ ...tankRoute(), passed: 1, stop: 'impractical' });
    const s3 = apply(deepFreeze(s2), clockDraft(120, [moveOf('gb-tc-5', at(9000, 14500), { passed: 2, arrived: true, pol: 1 })]));
    expect(s3.routes).toEqual({});
    expect(holdingsOf(s3, 'gb-tc-5').POL).toBe(6);
  });

  it('carries subordinates to their new positions with the mover’s facing', () => {
    const s = apply(frozen([routeDraft(gordonsRoute())]), clockDraft(60, [moveOf('gb-6gordons', at(8000, 13000), { facingDeg: 45, passed: 1, arrived: true, carried: [{ unitId: 'gb-6gordons-a', to: at(8100, 12900) }] })]));
    expect(s.units['gb-6gordons-a']).toMatchObject({ pos: at(8100, 12900), facingDeg: 45, movedAtMin: 60 });
    expect(s.units['gb-6gordons']).toMatchObject({ pos: at(8000, 13000), facingDeg: 45, movedAtMin: 60 });
    expect(holdingsOf(s, 'gb-6gordons')).toEqual({ CU: 8, FU: 0, POL: 0 });
    expect(s.routes).toEqual({});
  });

  it('refuses a bad move, naming the path', () => {
    const s = frozen([routeDraft(tankRoute()), setDraft('gb-tc-5', { POL: 2 })]);
    const bad = (over: object, unitId = 'gb-tc-5') => refusal(s, clockDraft(60, [moveOf(unitId, at(9000, 13500), over)]));
    expect(bad({}, 'gb-6gordons')).toEqual(['payload.moves[0].unitId', '1/6 Gordons has no route to march along']);
    expect(refusal(s, clockDraft(60, [moveOf('gb-tc-5', at(9000, 13500)), moveOf('gb-tc-5', at(9000, 13600))]))).toEqual(['payload.moves[1].unitId', '5 Coy TC moves twice in one step']);
    expect(bad({ passed: 3 })).toEqual(['payload.moves[0].passed', 'expected a whole number 0…2, got 3']);
    expect(bad({ passed: 2 })).toEqual(['payload.moves[0].arrived', 'arrived must say whether all 2 waypoints are passed (2)']);
    expect(bad({ stop: 'tired' })).toEqual(['payload.moves[0].stop', 'unknown route stop "tired"; expected one of: impractical, offRoad, noRate, noFuel, contact, immobilised, morale']);
    expect(bad({ pol: 3 })).toEqual(['payload.moves[0].pol', '5 Coy TC holds 2 POL and cannot burn 3 (short by 1)']);
    expect(bad({ pol: 25 })).toEqual(['payload.moves[0].pol', 'pol must be at most 24, got 25']);
    expect(bad({ facingDeg: 360 })).toEqual(['payload.moves[0].facingDeg', 'facingDeg must be less than 360, got 360']);
    expect(bad({ distanceM: -5 })).toEqual(['payload.moves[0].distanceM', 'distanceM must be 0…1000000, got -5']);
    expect(bad({ carried: [{ unitId: 'ghost', to: at(9000, 13500) }] })).toEqual(['payload.moves[0].carried[0].unitId', 'unknown unit "ghost"']);
    expect(refusal(s, clockDraft(60, [moveOf('gb-tc-5', { lon: 3, lat: 95 })]))).toEqual(['payload.moves[0].to.lat', 'lat must be -90…90, got 95']);
    expect(refusal(s, clockDraft(0, [moveOf('gb-tc-5', at(9000, 13500))]))[0]).toBe('payload.toMin');
  });
});

describe('clock.advanced with contacts', () => {
  it('adds each contact to the queue, open, as a fresh copy', () => {
    const s = withContacts();
    expect(s.contacts).toEqual({ 'k-60-1': gordonsContact(), 'k-60-2': seaforthContact() });
    expect(Object.getPrototypeOf(s.contacts)).toBe(null);
    const later = apply(s, clockDraft(120, [], [gordonsContact({ id: 'k-120-1', atMin: 120 })]));
    expect(Object.keys(later.contacts!)).toEqual(['k-60-1', 'k-60-2', 'k-120-1']);
    expect(later.routes).toEqual({});
  });

  it('refuses a repeated id, units of the wrong side, a one-sided contact and a status other than open', () => {
    const s = withContacts();
    const bad = (over: object) => refusal(s, clockDraft(120, undefined, [gordonsContact({ id: 'k-120-1', ...over })]));
    expect(refusal(s, clockDraft(120, undefined, [gordonsContact()]))).toEqual(['payload.contacts[0].id', 'contact "k-60-1" exists already']);
    expect(refusal(logisticsStart(), clockDraft(60, undefined, [gordonsContact(), gordonsContact()]))).toEqual(['payload.contacts[1].id', 'contact "k-60-1" exists already']);
    expect(bad({ blueIds: ['gb-6gordons', 'de-far108-4'] })).toEqual(['payload.contacts[0].blueIds[1]', '4./FAR 108 is not on the blue side']);
    expect(bad({ redIds: ['nobody'] })).toEqual(['payload.contacts[0].redIds[0]', 'unknown unit "nobody"']);
    expect(bad({ redIds: [] })).toEqual(['payload.contacts[0].blueIds', 'a contact needs units of both sides']);
    expect(bad({ status: 'settled' })).toEqual(['payload.contacts[0].status', 'a new contact is open, not settled']);
    expect(bad({ ref: '' })).toEqual(['payload.contacts[0].ref', 'is empty']);
  });
});

describe('contact.settled and contact.dismissed', () => {
  it('applies each outcome exactly: bases, markers, CU, position, dug in, disorganised, broken, engaged until the end', () => {
    const s0 = withContacts();
    const s = apply(
      s0,
      settleDraft(
        'k-60-1',
        [
          outcome('gb-6gordons', { killed: 1, injuredDelta: 2, cuSpent: 3, dugIn: true, disorganisedUntilMin: 200 }),
          outcome('de-ir84-2', { killed: 2, injuredDelta: -1, cuSpent: 1, broken: true, to: at(8600, 13600) }),
        ],
        70,
      ),
    );
    const g = s.units['gb-6gordons']!;
    expect([g.bases, g.injuredBases, g.dugIn, g.disorganisedUntilMin, g.engagedUntilMin, g.broken]).toEqual([7, 2, true, 200, 190, undefined]);
    expect(holdingsOf(s, 'gb-6gordons')).toEqual({ CU: 5, FU: 0, POL: 0 });
    const r = s.units['de-ir84-2']!;
    expect([r.bases, r.injuredBases, r.dugIn, r.pos, r.broken, r.engagedUntilMin]).toEqual([4, 0, true, at(8600, 13600), true, 190]);
    expect(holdingsOf(s, 'de-ir84-2')).toEqual({ CU: 5, FU: 0, POL: 0 });
    expect(s.units['gb-tc-5']).toBe(s0.units['gb-tc-5']);
    expect(s.contacts!['k-60-1']).toEqual({ ...gordonsContact(), status: 'settled', result: 'firefightWon after 2 h (blue attacking)' });
    expect(s.contacts!['k-60-2']).toEqual(seaforthContact());
  });

  it('keeps the later disorganised-until and engaged-until; a unit whose last bases die loses what it held', () => {
    const scenario = logisticsScenario();
    const start = stateFromScenario({ ...scenario, units: scenario.units.map((u) => (u.id === 'de-ir84-2' ? { ...u, disorganisedUntilMin: 300, engagedUntilMin: 400 } : u)) });
    const s = apply(
      frozen([clockDraft(60, undefined, [gordonsContact()])], start),
      settleDraft('k-60-1', [outcome('de-ir84-2', { disorganisedUntilMin: 200 }), outcome('gb-tc-5', { killed: 3, cuSpent: 1 })], 60, 60),
    );
    expect([s.units['de-ir84-2']!.disorganisedUntilMin, s.units['de-ir84-2']!.engagedUntilMin]).toEqual([300, 400]);
    expect([s.units['gb-tc-5']!.bases, s.units['gb-tc-5']!.engagedUntilMin]).toEqual([0, 120]);
    expect(holdingsOf(s, 'gb-tc-5')).toEqual({ CU: 0, FU: 0, POL: 0 });
  });

  it('dismisses an open contact with the umpire’s note', () => {
    const s = apply(withContacts(), dismissDraft('k-60-2', 'the recce passed', 65));
    expect(s.contacts!['k-60-2']).toEqual({ ...seaforthContact(), status: 'dismissed', result: 'dismissed: the recce passed' });
    expect(apply(withContacts(), dismissDraft('k-60-2', '', 65)).contacts!['k-60-2']!.result).toBe('dismissed');
    expect(refusal(s, dismissDraft('k-60-2', '', 65))).toEqual(['payload.contactId', 'contact 0714 at minute 60 is dismissed, not open']);
  });

  it('refuses a bad settlement, naming the path', () => {
    const s = withContacts();
    const bad = (outcomes: ReturnType<typeof outcome>[], over: object = {}) => {
      const d = settleDraft('k-60-1', outcomes, 60) as EventDraft<'contact.settled'>;
      return refusal(s, { ...d, payload: { ...d.payload, ...over } });
    };
    const gordons = (over: object) => bad([outcome('gb-6gordons', over)]);
    expect(refusal(s, settleDraft('k-9', [], 60))).toEqual(['payload.contactId', 'unknown contact "k-9"']);
    expect(refusal(apply(s, settleDraft('k-60-1', [], 60)), settleDraft('k-60-1', [], 60))).toEqual(['payload.contactId', 'contact 0813 at minute 60 is settled, not open']);
    expect(bad([], { attackerSide: 'green' })).toEqual(['payload.attackerSide', 'unknown side "green"; expected one of: blue, red']);
    expect(bad([], { minutes: 1441 })).toEqual(['payload.minutes', 'minutes must be at most 1440, got 1441']);
    // D10s are kept (De Rosa's charts roll them); no die has 11 faces.
    expect(bad([], { dice: [4, 11] })).toEqual(['payload.dice[1]', 'die must be at most 10, got 11']);
    expect(bad([], { lines: Array.from({ length: 501 }, () => 'x') })).toEqual(['payload.lines', 'has more than 500 lines']);
    expect(bad([outcome('gb-6seaforth')])).toEqual(['payload.outcomes[0].unitId', '1/6 Seaforth did not take part in this fight']);
    expect(bad([outcome('gb-6gordons'), outcome('gb-6gordons')])).toEqual(['payload.outcomes[1].unitId', '1/6 Gordons has two outcomes']);
    expect(gordons({ killed: 9 })).toEqual(['payload.outcomes[0].killed', 'expected a whole number 0…8, got 9']);
    expect(gordons({ killed: 1, injuredDelta: 8 })).toEqual(['payload.outcomes[0].injuredDelta', '1/6 Gordons would have 8 casualty markers on 7 bases']);
    expect(bad([outcome('de-ir84-2', { injuredDelta: -2 })])).toEqual(['payload.outcomes[0].injuredDelta', 'expected a whole number -1…6, got -2']);
    expect(gordons({ cuSpent: 9 })).toEqual(['payload.outcomes[0].cuSpent', '1/6 Gordons holds 8 CU and cannot fire 9 (short by 1)']);
    expect(gordons({ to: { lon: 200, lat: 50 } })).toEqual(['payload.outcomes[0].to.lon', 'lon must be -180…180, got 200']);
    expect(gordons({ dugIn: 'yes' })).toEqual(['payload.outcomes[0].dugIn', 'expected true or false, got "yes"']);
    expect(refusal(s, dismissDraft('k-60-1', 'x'.repeat(201), 60))).toEqual(['payload.note', 'is 201 characters long; at most 200 are allowed']);
  });
});

describe('the hand-off (engagement.created with a contact) and engagement.returned', () => {
  const handedOff = () => {
    const s = withContacts();
    return deepFreeze(apply(s, handOffDraft(s, 'k-60-1', 60)));
  };

  it('hands an open contact off: its status and engagement, the bound length, high commands and start counts', () => {
    const s = handedOff();
    expect(s.contacts!['k-60-1']).toEqual({ ...gordonsContact(), status: 'handedOff', engagementId: 'e-k1' });
    const e = s.engagements!['e-k1']!;
    expect([e.contactId, e.boundMin, e.highCommands, e.returnedSeq]).toEqual(['k-60-1', 5, { 'gb-6gordons': 'advance', 'de-ir84-2': 'hold' }, undefined]);
    expect(e.startCounts).toEqual({ 'gb-6gordons.hq': { bases: 8, injured: 0 }, 'gb-6gordons-a': { bases: 2, injured: 0 }, 'de-ir84-2.c1': { bases: 4, injured: 0 }, 'de-ir84-2.c2': { bases: 2, injured: 1 } });
    expect(refusal(s, settleDraft('k-60-1', [], 60))).toEqual(['payload.contactId', 'contact 0813 at minute 60 is handedOff, not open']);
  });

  it('returns the result: outcomes of the engagement’s units and those under them, the contact returned, the engagement closed', () => {
    const s = handedOff();
    const r = apply(s, returnDraft('e-k1', [outcome('gb-6gordons-a', { killed: 2, cuSpent: 1 }), outcome('de-ir84-2', { killed: 1, injuredDelta: -1, broken: true })], 90));
    // Engaged until the contact's minute (60) + the 10 minutes fought, though the return is written at 90.
    expect([r.units['gb-6gordons-a']!.bases, r.units['gb-6gordons-a']!.engagedUntilMin]).toEqual([0, 70]);
    expect(holdingsOf(r, 'gb-6gordons-a')).toEqual({ CU: 0, FU: 0, POL: 0 });
    expect([r.units['de-ir84-2']!.bases, r.units['de-ir84-2']!.injuredBases, r.units['de-ir84-2']!.broken]).toEqual([5, 0, true]);
    expect(r.engagements!['e-k1']!.returnedSeq).toBe(r.seq);
    expect(r.contacts!['k-60-1']).toEqual({ ...gordonsContact(), status: 'returned', engagementId: 'e-k1', result: 'bound engine: 2 bounds, 10 min (umpire)' });
    const e = r.engagements!['e-k1']!;
    const planned: EventDraft = { at: 90, type: 'engagement.planned', v: 1, payload: { engagementId: 'e-k1', plans: { commands: {}, subUnits: {} }, state: e.state, records: [] } };
    expect(refusal(r, planned)).toEqual(['payload.engagementId', `engagement "${e.title}" has gone back to the campaign (event ${r.seq}): it is closed`]);
    expect(refusal(r, returnDraft('e-k1', [], 90))).toEqual(['payload.engagementId', `engagement "${e.title}" went back to the campaign already (event ${r.seq})`]);
    const reorganised = apply(deepFreeze(r), reorganiseDraft('de-ir84-2', null, 100));
    expect(reorganised.units['de-ir84-2']!.broken).toBeUndefined();
  });

  it('an engagement opened by hand returns without a contact', () => {
    const s0 = logisticsStart();
    const s = apply(s0, handOffDraft(s0, undefined, 0, 'e-hand'));
    expect(s.engagements!['e-hand']!.contactId).toBeUndefined();
    const r = apply(deepFreeze(s), returnDraft('e-hand', [outcome('gb-6gordons', { cuSpent: 2 })], 30, 1));
    expect([holdingsOf(r, 'gb-6gordons').CU, r.units['gb-6gordons']!.engagedUntilMin, r.contacts]).toEqual([6, 35, undefined]);
  });

  it('refuses a bad hand-off or return, naming the path', () => {
    const s = withContacts();
    const off = (over: object, state: CampaignState = s) => {
      const d = handOffDraft(state, 'k-60-1', 60) as EventDraft<'engagement.created'>;
      return refusal(state, { ...d, payload: { ...d.payload, ...over } });
    };
    expect(off({ contactId: 'k-9' })).toEqual(['payload.contactId', 'unknown contact "k-9"']);
    expect(off({}, apply(s, dismissDraft('k-60-1', '', 60)))).toEqual(['payload.contactId', 'contact 0813 at minute 60 is dismissed, not open: it cannot be handed off']);
    expect(off({ boundMin: 16 })).toEqual(['payload.boundMin', 'boundMin must be at most 15, got 16']);
    const h = handedOff();
    const back = (over: object) => {
      const d = returnDraft('e-k1', [], 90) as EventDraft<'engagement.returned'>;
      return refusal(h, { ...d, payload: { ...d.payload, ...over } });
    };
    expect(back({ engagementId: 'e-9' })).toEqual(['payload.engagementId', 'unknown engagement "e-9"']);
    expect(back({ stop: 'tea' })).toEqual(['payload.stop', 'unknown engagement stop "tea"; expected one of: umpire, sideGone, outOfContact']);
    expect(back({ bounds: -1 })).toEqual(['payload.bounds', 'bounds must be zero or more (not negative), got -1']);
    expect(back({ minutes: 2000 })).toEqual(['payload.minutes', 'minutes must be at most 1440, got 2000']);
    expect(back({ breakTests: [{ unitId: 'ghost', test: 1, die: 3, passed: true }] })).toEqual(['payload.breakTests[0].unitId', 'unknown unit "ghost"']);
    expect(back({ breakTests: [{ unitId: 'de-ir84-2', test: 1, die: 0, passed: false }] })).toEqual(['payload.breakTests[0].die', 'die must be at least 1, got 0']);
    expect(back({ outcomes: [outcome('gb-tc-5')] })).toEqual(['payload.outcomes[0].unitId', '5 Coy TC did not take part in this fight']);
  });
});
