/**
 * The campaign ledgers: the entries each event makes (initial, adjusted,
 * consumed, issued/received to and from a convoy, lost), `buildLedger` equal to the `LedgerKeeper`
 * (and its undo), holdings equal to balances, a fire plan's FU in the ledger, the readiness board,
 * ammunition expended by formation, and the CSV.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { ammunitionExpended, buildLedger, holdingsOf, ledgerEntriesOf, LedgerKeeper, ledgersToCsv, ragOf, readiness, unitStanding } from '../../src/campaign/log/ledgers.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { STOCK_KINDS } from '../../src/rules/tables/nqmLogistics.ts';
import { fireScenario } from './campaign-fireplan-fixture.ts';
import { firePlanDrafts } from './db-fireplan-helpers.ts';
import { advanceDraft, consumeDraft, dispatchDraft, generateDraft, injureDraft, logisticsScenario, setDraft } from './campaign-logistics-fixture.ts';

/** The log of `scenario` then `drafts` (drafts may be functions of the state before them), and each state. */
function log(scenario: Scenario, drafts: (EventDraft | ((s: CampaignState) => EventDraft))[]): { events: CampaignEvent[]; states: CampaignState[] } {
  const events: CampaignEvent[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario } }];
  const states = [applyEvent(null, events[0]!)];
  for (const d of drafts) {
    const s = states[states.length - 1]!;
    const e = { ...(typeof d === 'function' ? d(s) : d), seq: s.seq + 1 } as CampaignEvent;
    events.push(e);
    states.push(applyEvent(s, e));
  }
  return { events, states };
}

const flow = () =>
  log(logisticsScenario(), [
    generateDraft('gb-152-log', { CU: 10 }, 0),
    setDraft('gb-6gordons', { CU: 2 }, 0),
    (s) => dispatchDraft(s, { id: 'r-1', fromId: 'gb-152-log', toId: 'gb-6gordons', stocks: { CU: 4 }, transport: 'motorised', departMin: 0, distanceM: 9000 }),
    consumeDraft('gb-6gordons', 'CU', 2, 'firefight', 30, 1),
    advanceDraft(120),
    injureDraft('gb-6gordons-a', 0, 130, 0),
  ]);

describe('ledger entries of each event', () => {
  it('initial, adjusted, issued to the convoy, consumed, received at 07:20 with the clock event’s seq, lost', () => {
    const { events } = flow();
    const ledger = buildLedger(events);
    const of = (seq: number) => ledger.entries().filter((e) => e.seq === seq).map((e) => [e.accountId, e.kind, e.delta, e.cause, e.atMin, e.ref ?? '']);
    expect(of(1).filter((e) => e[0] === 'gb-6gordons' || e[0] === 'gb-tc-5' || e[0] === 'gb-a-bty')).toEqual([
      ['gb-6gordons', 'CU', 8, 'initial', 0, ''],
      ['gb-a-bty', 'FU', 4, 'initial', 0, ''],
      ['gb-tc-5', 'CU', 3, 'initial', 0, ''],
      ['gb-tc-5', 'POL', 8, 'initial', 0, ''],
    ]);
    expect(of(2)).toEqual([['gb-152-log', 'CU', 10, 'adjusted', 0, '']]);
    expect(of(3)).toEqual([['gb-6gordons', 'CU', -6, 'adjusted', 0, '']]);
    expect(of(4)).toEqual([
      ['gb-152-log', 'CU', -4, 'issued', 0, 'run:r-1'],
      ['run:r-1', 'CU', 4, 'received', 0, 'run:r-1'],
    ]);
    expect(of(5)).toEqual([['gb-6gordons', 'CU', -2, 'consumed', 30, 'firefight']]);
    expect(of(6)).toEqual([
      ['run:r-1', 'CU', -4, 'issued', 60, 'run:r-1'],
      ['gb-6gordons', 'CU', 4, 'received', 60, 'run:r-1'],
    ]);
    expect(of(7)).toEqual([['gb-6gordons-a', 'CU', -2, 'lost', 130, '']]);
    expect(ledger.totals('gb-6gordons', 'CU')).toEqual({ initial: 8, received: 4, issued: 0, consumed: 2, lost: 0, adjusted: -6, held: 4 });
    const all = ledger.grandTotals('CU');
    expect([all.issued, all.received]).toEqual([8, 8]);
    expect(all.initial + all.adjusted).toBe(all.held + all.consumed + all.lost);
  });

  it('the keeper fed event by event equals the rebuilt ledger, and holdings equal balances', () => {
    const { events, states } = flow();
    const keeper = new LedgerKeeper();
    events.forEach((e, i) => keeper.append(i === 0 ? null : states[i - 1]!, e));
    const rebuilt = buildLedger(events);
    expect(keeper.ledger.entries()).toEqual(rebuilt.entries());
    expect(keeper.ledger.summary()).toEqual(rebuilt.summary());
    const last = states[states.length - 1]!;
    for (const id of last.unitOrder) for (const k of STOCK_KINDS) expect([id, k, rebuilt.balance(id, k)]).toEqual([id, k, holdingsOf(last, id)[k]]);
    expect(() => keeper.append(last, events[3]!)).toThrow('LedgerKeeper: event seq 4 does not follow 7');
  });

  it('undoFrom takes back the newest events’ entries', () => {
    const { events } = flow();
    const keeper = new LedgerKeeper(events);
    keeper.undoFrom(6);
    expect(keeper.seq).toBe(5);
    expect(keeper.ledger.entries()).toEqual(buildLedger(events.slice(0, 5)).entries());
    expect(keeper.ledger.balance('run:r-1', 'CU')).toBe(4);
  });

  it('a fire plan fired spends each battery’s FU in the ledger and units destroyed lose their stock', () => {
    const { events, states } = log(fireScenario(), firePlanDrafts());
    const fired = events[events.length - 1] as CampaignEvent<'fireplan.fired'>;
    const ledger = buildLedger(events);
    const spent = new Map<string, number>();
    for (const shot of fired.payload.shots) spent.set(shot.batteryId, (spent.get(shot.batteryId) ?? 0) + shot.fuSpent);
    expect(spent.size).toBeGreaterThan(0);
    for (const [battery, fu] of spent) expect([battery, ledger.totals(battery, 'FU').consumed]).toEqual([battery, fu]);
    const last = states[states.length - 1]!;
    for (const id of last.unitOrder) for (const k of STOCK_KINDS) expect([id, k, ledger.balance(id, k)]).toEqual([id, k, holdingsOf(last, id)[k]]);
  });

  it('a shoot that removes a company’s last base loses its CU; the battery that fired keeps the rest of its FU', () => {
    const drafts = firePlanDrafts();
    const shot = { serialId: 'S1', batteryId: 'gb-ra-1-a', atMin: 10, dice: [6], hits: 3, casualties: [{ unitId: 'de-fort', bases: 3 }], disorganisedIds: [], pinnedIds: [], fuSpent: 1 };
    const fired: EventDraft = { at: 60, type: 'fireplan.fired', v: 1, payload: { planId: 'fp-1', seed: 1, shots: [shot] } };
    const { events, states } = log(fireScenario(), [...drafts.slice(0, -1), fired]);
    const ledger = buildLedger(events);
    const last = states[states.length - 1]!;
    const seq = events.length;
    expect(ledger.entries().filter((e) => e.seq === seq).map((e) => [e.accountId, e.kind, e.delta, e.cause, e.atMin])).toEqual([
      ['gb-ra-1-a', 'FU', -1, 'consumed', 10],
      ['de-fort', 'CU', -3, 'lost', 60],
    ]);
    expect([last.units['de-fort']!.bases, holdingsOf(last, 'de-fort').CU, holdingsOf(last, 'gb-ra-1-a').FU]).toEqual([0, 0, 3]);
  });

  it('refuses a first event that is not campaign.created', () => {
    expect(() => ledgerEntriesOf(null, { ...advanceDraft(5), seq: 1 } as CampaignEvent)).toThrow('ledgerEntriesOf: the first event must be campaign.created, not clock.advanced');
  });
});

describe('readiness, ammunition expended, CSV', () => {
  it('red / amber / green by thirds of capacity, strength by 0.8 and 0.5 of establishment', () => {
    // Nothing held and nothing needed is 'none', never green.
    expect([ragOf(4, 6), ragOf(3, 6), ragOf(2, 6), ragOf(1, 6), ragOf(0, 0), ragOf(2, 0)]).toEqual(['green', 'amber', 'amber', 'red', 'none', 'green']);
    const { states } = log(logisticsScenario(), [setDraft('gb-6gordons', { CU: 2 }), consumeDraft('gb-tc-5', 'POL', 3, 'movement', 0, 3), injureDraft('gb-6seaforth', 0, 0, 3)]);
    const s = states[states.length - 1]!;
    // 1/6 Gordons (8 bases, set to 2 CU) is read with A Company (2 bases, 2 CU): 4 of 8 + 2 = 10 CU, amber.
    expect(unitStanding(s, 'gb-6gordons')).toEqual({ withSubordinates: true, ammo: { kind: 'CU', held: 4, capacity: 10 }, fuel: null, strength: { bases: 10, establishmentBases: 10 } });
    expect(readiness(s, 'gb-6gordons')).toEqual({ ammo: 'amber', fuel: null, strength: 'green' });
    expect(unitStanding(s, 'gb-6gordons-a')).toEqual({ withSubordinates: false, ammo: { kind: 'CU', held: 2, capacity: 2 }, fuel: null, strength: { bases: 2, establishmentBases: 2 } });
    expect(readiness(s, 'gb-tc-5')).toEqual({ ammo: 'green', fuel: 'amber', strength: 'green' });
    expect(readiness(s, 'gb-6seaforth')).toEqual({ ammo: 'green', fuel: null, strength: 'red' });
    expect(readiness(s, 'gb-a-bty')).toEqual({ ammo: 'green', fuel: null, strength: 'green' });
  });

  it('a unit with units under command is read with them: a battalion HQ full but its company empty is red', () => {
    const { states } = log(logisticsScenario(), [setDraft('gb-6gordons', { CU: 1 }), setDraft('gb-6gordons-a', { CU: 0 })]);
    const s = states[states.length - 1]!;
    expect(unitStanding(s, 'gb-6gordons').ammo).toEqual({ kind: 'CU', held: 1, capacity: 10 });
    expect(readiness(s, 'gb-6gordons').ammo).toBe('red');
    expect(readiness(s, 'gb-6gordons-a').ammo).toBe('red');
    // The E Bn Tank Corps HQ and 5 Coy TC: POL summed over both tracked units.
    const tanks = log(logisticsScenario(), [consumeDraft('gb-tc-5', 'POL', 6, 'movement', 0, 6)]).states[1]!;
    expect(unitStanding(tanks, 'gb-e-bn-tc').fuel).toEqual({ kind: 'POL', held: 10, capacity: 16 });
    expect(readiness(tanks, 'gb-e-bn-tc').fuel).toBe('amber');
    expect(readiness(tanks, 'gb-tc-5').fuel).toBe('red');
    expect(() => unitStanding(tanks, 'nope')).toThrow('unitStanding: unknown unit "nope"');
  });

  it('ammunition expended sums consumption up the chain of command', () => {
    const { events, states } = flow();
    const ledger = buildLedger(events);
    const s = states[states.length - 1]!;
    const byFormation = ammunitionExpended(ledger, s, 'formation').filter((r) => r.CU + r.FU + r.POL > 0);
    expect(byFormation.map((r) => [r.shortName, r.CU, r.FU, r.POL])).toEqual([
      ['51 Div', 2, 0, 0],
      ['152 Bde', 2, 0, 0],
    ]);
    expect(ammunitionExpended(ledger, s, 'unit').map((r) => [r.unitId, r.CU])).toEqual([['gb-6gordons', 2]]);
    expect(ammunitionExpended(ledger, s, 'unit', { fromMin: 31, toMin: 600 })).toEqual([]);
  });

  it('writes the ledgers as CSV, every number ≥ 0', () => {
    const { events, states } = flow();
    const ledger = buildLedger(events);
    const s = states[states.length - 1]!;
    const summary = ledgersToCsv(ledger, s).split('\r\n');
    expect(summary[0]).toBe('Account,Name,Kind,Initial,Received,Issued,Consumed,Lost,Adjusted in,Adjusted out,Held');
    expect(summary).toContain('gb-6gordons,1/6th Gordon Highlanders,CU,8,4,0,2,0,0,6,4');
    expect(summary).toContain('run:r-1,Convoy r-1 (152 Bde BN LOG → 1/6 Gordons),CU,0,4,4,0,0,0,0,0');
    const entries = ledgersToCsv(ledger, s, 'entries').split('\r\n');
    expect(entries[0]).toBe('Seq,Date and time,Account,Name,Kind,In,Out,Cause,Ref,Held after');
    expect(entries).toContain('6,1917-11-20 07:20,gb-6gordons,1/6th Gordon Highlanders,CU,4,,received,run:r-1,4');
  });
});
