/**
 * The campaign-turn events in the logistics ledgers, the casualty return and the log, with exact numbers:
 * a move's POL and a fight's CU `'consumed'` (refs `move:<toMin>`, `contact:<id>`, `engagement:<id>`),
 * a unit wiped out `'lost'` of what it still held after firing, kept event by event and rebuilt from
 * the log alike; killed bases, markers added and markers recovered on the casualty return; and the
 * log's one-line descriptions (units by short name, grid references as stored).
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { buildLedger, casualtyReturn, holdingsOf, ledgerEntriesOf, LedgerKeeper } from '../../src/campaign/log/ledgers.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { foldDrafts } from './campaign-fixture.ts';
import { at, dispatchDraft, generateDraft, logisticsScenario, logisticsStart } from './campaign-logistics-fixture.ts';
import { clockDraft, gordonsContact, moveOf, outcome, routeDraft, seaforthContact, settleDraft, tankRoute, turnDrafts } from './campaign-turn-events-fixture.ts';

/** The log of `drafts` after `campaign.created`, and the state before each event (`before[i]`: before `events[i]`; null for the first). */
function logOf(drafts: readonly EventDraft[]): { events: CampaignEvent[]; before: (CampaignState | null)[]; state: CampaignState } {
  const events: CampaignEvent[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: logisticsScenario() } }];
  let state = applyEvent(null, events[0]!);
  const before: (CampaignState | null)[] = [null];
  for (const d of drafts) {
    const e = { ...d, seq: state.seq + 1 } as CampaignEvent;
    events.push(e);
    before.push(state);
    state = applyEvent(state, e);
  }
  return { events, before, state };
}

describe('the ledger of marches and fights', () => {
  it('books each move’s POL and each fight’s CU as consumed, kept or rebuilt alike, equal to the holdings', () => {
    const { events, state } = logOf(turnDrafts());
    const keeper = new LedgerKeeper(events);
    const turn = keeper.ledger.entries().filter((e) => e.seq >= 2);
    expect(turn).toEqual([
      { seq: 5, atMin: 60, accountId: 'gb-tc-5', kind: 'POL', delta: -1, cause: 'consumed', ref: 'move:60' },
      { seq: 8, atMin: 60, accountId: 'gb-6gordons', kind: 'CU', delta: -2, cause: 'consumed', ref: 'engagement:e-k1' },
      { seq: 8, atMin: 60, accountId: 'de-ir84-2', kind: 'CU', delta: -1, cause: 'consumed', ref: 'engagement:e-k1' },
      { seq: 9, atMin: 120, accountId: 'gb-tc-5', kind: 'POL', delta: -1, cause: 'consumed', ref: 'move:120' },
      { seq: 10, atMin: 120, accountId: 'gb-tc-5', kind: 'CU', delta: -1, cause: 'consumed', ref: 'contact:k-120-1' },
    ]);
    expect(buildLedger(events).entries()).toEqual(keeper.ledger.entries());
    for (const id of ['gb-tc-5', 'gb-6gordons', 'de-ir84-2']) {
      const h = holdingsOf(state, id);
      expect([id, keeper.ledger.balance(id, 'CU'), keeper.ledger.balance(id, 'POL')]).toEqual([id, h.CU, h.POL]);
    }
    expect([holdingsOf(state, 'gb-tc-5'), holdingsOf(state, 'gb-6gordons').CU, holdingsOf(state, 'de-ir84-2').CU]).toEqual([{ CU: 2, FU: 0, POL: 6 }, 6, 5]);
  });

  it('a unit wiped out loses what it still held after firing; the POL burnt comes before a run’s delivery', () => {
    const setup: EventDraft[] = [routeDraft(tankRoute()), { at: 0, type: 'dla.placed', v: 1, payload: { side: 'blue', pos: at(4000, 2000), ref: '0402' } }, generateDraft('dla', { POL: 4 })];
    const dispatch = dispatchDraft(foldDrafts(logisticsStart(), setup), { id: 'r-1', fromId: 'dla', toId: 'gb-tc-5', stocks: { POL: 2 }, transport: 'motorised', departMin: 0, distanceM: 12_000 });
    expect((dispatch as EventDraft<'resupply.dispatched'>).payload.run.arriveMin).toBe(80);
    const { events, before } = logOf([
      ...setup,
      dispatch,
      clockDraft(120, [moveOf('gb-tc-5', at(9000, 13500), { pol: 8 })], [gordonsContact()]),
      settleDraft('k-60-1', [outcome('gb-tc-5', { killed: 3, cuSpent: 1 }), outcome('gb-6gordons', { killed: 8, injuredDelta: 0, cuSpent: 0 })], 120),
    ]);
    expect(ledgerEntriesOf(before[5]!, events[5]!)).toEqual([
      { seq: 6, atMin: 120, accountId: 'gb-tc-5', kind: 'POL', delta: -8, cause: 'consumed', ref: 'move:120' },
      { seq: 6, atMin: 80, accountId: 'run:r-1', kind: 'POL', delta: -2, cause: 'issued', ref: 'run:r-1' },
      { seq: 6, atMin: 80, accountId: 'gb-tc-5', kind: 'POL', delta: 2, cause: 'received', ref: 'run:r-1' },
    ]);
    expect(ledgerEntriesOf(before[6]!, events[6]!)).toEqual([
      { seq: 7, atMin: 120, accountId: 'gb-tc-5', kind: 'CU', delta: -1, cause: 'consumed', ref: 'contact:k-60-1' },
      { seq: 7, atMin: 120, accountId: 'gb-tc-5', kind: 'CU', delta: -2, cause: 'lost' },
      { seq: 7, atMin: 120, accountId: 'gb-tc-5', kind: 'POL', delta: -2, cause: 'lost' },
      { seq: 7, atMin: 120, accountId: 'gb-6gordons', kind: 'CU', delta: -8, cause: 'lost' },
    ]);
    const ledger = buildLedger(events);
    expect([ledger.balance('gb-tc-5', 'POL'), ledger.balance('gb-tc-5', 'CU'), ledger.totals('gb-tc-5', 'POL').lost, ledger.totals('gb-tc-5', 'POL').consumed]).toEqual([0, 0, 2, 8]);
    expect(new LedgerKeeper(events).ledger.entries()).toEqual(ledger.entries());
  });
});

describe('the casualty return of fights', () => {
  it('counts bases killed, markers added, and markers recovered beyond those of the bases killed', () => {
    const { events, state } = logOf([
      clockDraft(60, undefined, [gordonsContact(), seaforthContact()]),
      settleDraft('k-60-1', [outcome('gb-6gordons', { killed: 2, injuredDelta: 3 }), outcome('de-ir84-2', { injuredDelta: -1 }), outcome('gb-tc-5', { killed: 1, injuredDelta: 0 })], 60),
    ]);
    const rows = casualtyReturn(state, events, 1).map((r) => [r.shortName, r.medicalPostId, r.lostInAction, r.wounded, r.recovered, r.basesAtEnd, r.establishmentBases]);
    expect(rows).toEqual([
      ['1/6 Gordons', 'gb-152bde', 2, 3, 0, 6, 8],
      ['5 Coy TC', 'gb-e-bn-tc', 1, 0, 0, 2, 3],
      ['II./84', 'de-ir84', 0, 0, 1, 6, 8],
    ]);
    const killedMarked = logOf([clockDraft(60, undefined, [gordonsContact()]), settleDraft('k-60-1', [outcome('de-ir84-2', { killed: 2, injuredDelta: -1 })], 60)]);
    expect(casualtyReturn(killedMarked.state, killedMarked.events, 1).map((r) => [r.shortName, r.lostInAction, r.wounded, r.recovered])).toEqual([['II./84', 2, 0, 0]]);
  });
});

describe('log lines of the campaign-turn events', () => {
  it('describes each event from the state it applies to', () => {
    const { events, before } = logOf(turnDrafts());
    expect(events.slice(1).map((e, i) => describeEvent(e, before[i + 1]!))).toEqual([
      'gave a route to 5 Coy TC: 2 waypoints to 0914, advance in contact, ordered by E Bn TC, from 06:30',
      'gave a route to 1/6 Gordons: 1 waypoint to 0813, move to contact, ordered by 152 Bde, from 06:20',
      'cleared the route of 1/6 Gordons',
      'advanced the clock to 07:20 (+1 h); 1 unit marched; 2 contacts: 0813 (1/6 Gordons, 5 Coy TC vs II./84), 0714 (1/6 Seaforth vs 4./FAR 108)',
      'dismissed the contact at 0714 (1/6 Seaforth vs 4./FAR 108): out of range by nightfall',
      'opened engagement “1/6 Gordons vs II./84” (2 units) from the contact at 0813 (1/6 Gordons, 5 Coy TC vs II./84), 5-minute bounds',
      'returned “1/6 Gordons vs II./84” to the campaign: 2 bounds, 10 min (ended by the umpire); 2 bases killed, 3 CU spent, 1 unit broken',
      'advanced the clock to 08:20 (+1 h); 1 unit marched (1 arrived); 1 contact: 0813 (5 Coy TC vs II./84)',
      'settled the contact at 0813 (5 Coy TC vs II./84): firefight won after 1 h, blue attacking; 1 CU spent',
      'created the fire plan “Counter-battery” (0 serials; H-hour 10:20)',
      'committed the fire plan “Counter-battery” to fire as the clock passes its shoots (H-hour 10:20)',
      'stood down the fire plan “Counter-battery”: the rest does not fire',
    ]);
  });

  it('counts what it does not name: units past two a side, contacts past three, stopped marches; a changed route', () => {
    const { state } = logOf([routeDraft(tankRoute())]);
    const k = (id: string) => gordonsContact({ id, blueIds: ['gb-6gordons', 'gb-tc-5', 'gb-6seaforth'] });
    const clock = { seq: 3, at: 60, type: 'clock.advanced', v: 1, payload: { toMin: 60, moves: [moveOf('gb-tc-5', at(9000, 13500), { stop: 'noFuel' })], contacts: [k('a'), k('b'), k('c'), k('d')] } } as CampaignEvent;
    const three = '0813 (1/6 Gordons, 5 Coy TC +1 vs II./84)';
    expect(describeEvent(clock, state)).toBe(`advanced the clock to 07:20 (+1 h); 1 unit marched (1 stopped); 4 contacts: ${three}, ${three}, ${three} and 1 more`);
    expect(describeEvent({ seq: 3, at: 0, type: 'route.set', v: 1, payload: { route: { ...tankRoute(), mode: 'roadMarch' } } }, state)).toBe(
      'changed the route of 5 Coy TC: 2 waypoints to 0914, road march, ordered by E Bn TC, from 06:30',
    );
    expect(describeEvent({ seq: 3, at: 0, type: 'contact.dismissed', v: 1, payload: { contactId: 'k-gone', note: '' } }, state)).toBe('dismissed contact k-gone');
  });
});
