/**
 * Properties of the campaign ledgers, fast-check over random VALID event sequences
 * made by a small model of the desk: set and generate stock, consume at most what is held, dispatch
 * at most what the source holds (with De Rosa dice when on), advance the clock (delivering runs), place
 * the DLA, wound, collect, repair and reorganise units, end the day, fire a battery (operational, and
 * tactical with injuries), edit bases (to 0 too) and re-parent units; and the campaign turn: set routes,
 * march along them (burning POL, carrying a company), find contacts, settle them or hand them off and
 * return the engagement (bases killed — all of them too —, casualty markers up and down, CU fired,
 * units broken). After every event: the ledgers'
 * `LogisticsShadow` has the state's bases, markers, HQs and runs in transit; each ledger balances (issued = received; initial + adjusted = held +
 * consumed + lost, per kind), no stock is negative, `holdingsOf(state)` equals the ledger's balance for
 * every unit, the DLA and the runs in transit equal theirs; and `buildLedger(events)` (no states folded)
 * equals the `LedgerKeeper` fed event by event with the states.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { buildLedger, holdingsOf, LedgerKeeper } from '../../src/campaign/log/ledgers.ts';
import { LogisticsShadow } from '../../src/campaign/log/shadow.ts';
import { medicalPostTotals } from '../../src/campaign/logistics/casualties.ts';
import { dlaHoldings } from '../../src/campaign/logistics/checks.ts';
import { dlaAccount, needsDeRosaDie, planResupplyRun, runAccount, straightDistanceM, supplyChainProblem } from '../../src/campaign/logistics/runs.ts';
import type { CampaignState, FirePlan } from '../../src/campaign/model/types.ts';
import type { Ledger } from '../../src/rules/logistics/ledger.ts';
import { STOCK_KINDS, type StockKind } from '../../src/rules/tables/nqmLogistics.ts';
import { at, logisticsScenario } from './campaign-logistics-fixture.ts';
import { TURN_OPS, turnDraftFor } from './campaign-turn-model.ts';

const OPS = ['set', 'generate', 'consume', 'dispatch', 'advance', 'dla', 'wound', 'reorganise', 'dayEnd', 'fire', 'bases', 'deRosa', 'collect', 'command', ...TURN_OPS] as const;
type Op = { op: (typeof OPS)[number]; a: number; b: number; c: number };
const opArb: fc.Arbitrary<Op> = fc.record({ op: fc.constantFrom(...OPS), a: fc.nat(1000), b: fc.nat(1000), c: fc.nat(1000) });

const STOCKED = ['gb-6gordons', 'gb-6gordons-a', 'gb-6seaforth', 'gb-a-bty', 'gb-255bde-rfa', 'gb-e-bn-tc', 'gb-tc-5', 'gb-152-log', 'gb-51-supply', 'de-ir84-2', 'de-far108-4'];
const SUPPLY = ['gb-152-log', 'gb-51-supply', 'dla'];
const TARGETS = ['gb-6gordons', 'gb-6gordons-a', 'gb-6seaforth', 'gb-a-bty', 'gb-tc-5', 'gb-255bde-rfa'];
const WOUNDABLE = ['gb-6gordons', 'gb-6gordons-a', 'gb-6seaforth', 'gb-tc-5', 'de-ir84-2', 'gb-a-bty'];
const pick = <T,>(list: readonly T[], n: number): T => list[n % list.length]!;
const kindOf = (n: number): StockKind => pick(STOCK_KINDS, n);

const PLAN: FirePlan = {
  id: 'fp-1',
  title: 'Counter-battery',
  side: 'blue',
  hHourMin: 0,
  scale: 'operational',
  edition: 'v0.8',
  windToDeg: 90,
  serials: [{ id: 'S1', label: 'Fire', startOffsetMin: 0, durationMin: 60, targetRef: '1000010000', targetPos: at(10000, 10000), firerIds: ['gb-a-bty'], shoot: 'effective', shell: 'HE' }],
  lifts: [],
  seed: 1,
  notes: '',
};

/** The next valid draft for `op` in `s`, or null when the op has nothing valid to do here. */
function draftFor(s: CampaignState, { op, a, b, c }: Op): EventDraft | null {
  const t = s.clockMin;
  switch (op) {
    case 'set': {
      const unitId = pick(STOCKED, a);
      const kind = kindOf(b);
      return holdingsOf(s, unitId)[kind] === c % 12 ? null : { at: t, type: 'stock.set', v: 1, payload: { unitId, stocks: { [kind]: c % 12 }, reason: '' } };
    }
    case 'generate': {
      const unitId = pick(SUPPLY, a);
      if (unitId === 'dla' && !s.dlas?.blue) return null;
      return { at: t, type: 'stock.generated', v: 1, payload: { unitId, side: 'blue', stocks: { [kindOf(b)]: 1 + (c % 10) }, reason: '' } };
    }
    case 'consume': {
      const unitId = pick(STOCKED, a);
      const h = holdingsOf(s, unitId);
      const kinds = STOCK_KINDS.filter((k) => h[k] > 0);
      if (kinds.length === 0) return null;
      const kind = pick(kinds, b);
      const held = h[kind];
      return { at: t, type: 'stock.consumed', v: 1, payload: { unitId, kind, amount: 1 + (c % held), cause: 'other', note: '' } };
    }
    case 'dispatch': {
      const fromId = pick(SUPPLY, a);
      const to = s.units[pick(TARGETS, b)]!;
      if (fromId === 'dla' ? !s.dlas?.blue : supplyChainProblem(s, fromId, to) !== null) return null;
      const held = fromId === 'dla' ? dlaHoldings(s, 'blue') : holdingsOf(s, fromId);
      const kinds = STOCK_KINDS.filter((k) => held[k] > 0);
      if (kinds.length === 0) return null;
      const kind = pick(kinds, c);
      const stocks = { [kind]: 1 + (c % held[kind]) };
      const deRosaDie = needsDeRosaDie(s, to.id, stocks) ? 1 + (a % 10) : undefined;
      const straight = straightDistanceM(s, fromId, 'blue', to.id);
      const distanceM = (straight === null ? 3000 : Math.ceil(straight)) + (b % 3) * 500;
      const run = planResupplyRun(s, { id: `r-${s.seq}`, fromId, toId: to.id, stocks, transport: pick(['motorised', 'horseDrawn', 'foot'] as const, a + b), departMin: t, distanceM, deRosaDie });
      return { at: t, type: 'resupply.dispatched', v: 1, payload: { run } };
    }
    case 'advance':
      return { at: t + 1 + (a % 300), type: 'clock.advanced', v: 1, payload: { toMin: t + 1 + (a % 300) } };
    case 'dla':
      return { at: t, type: 'dla.placed', v: 1, payload: { side: 'blue', pos: at(2000 + (a % 50) * 100, 1000 + (b % 50) * 100), ref: 'DLA' } };
    case 'wound': {
      const u = s.units[pick(WOUNDABLE, a)]!;
      return { at: t, type: 'unit.edited', v: 1, payload: { unitId: u.id, changes: { injuredBases: u.bases === 0 ? 0 : b % (u.bases + 1) } } };
    }
    case 'reorganise': {
      const u = s.units[pick(WOUNDABLE, a)]!;
      return { at: t, type: 'unit.reorganised', v: 1, payload: { unitId: u.id, die: u.injuredBases % 2 === 0 ? null : 1 + (b % 6) } };
    }
    case 'dayEnd': {
      const dice: Record<string, number | null> = {};
      for (const [post, total] of medicalPostTotals(s)) dice[post] = total % 2 === 0 ? null : 1 + ((a + total) % 6);
      return { at: t, type: 'day.ended', v: 1, payload: { dice } };
    }
    case 'fire': {
      const fu = holdingsOf(s, 'gb-a-bty').FU;
      const target = s.units[pick(['de-ir84-2', 'gb-6gordons-a'], c)]!;
      const kill = Math.min(target.bases, a % 3);
      const hurt = Math.min(target.bases - kill, b % 3);
      if (fu === 0 && kill === 0) return null;
      const tactical = (a + b) % 2 === 0;
      const shot = {
        serialId: 'S1',
        batteryId: 'gb-a-bty',
        atMin: t,
        dice: [1 + (b % 6)],
        hits: kill + hurt,
        casualties: kill === 0 ? [] : [{ unitId: target.id, bases: kill }],
        ...(tactical && hurt > 0 ? { injuries: [{ unitId: target.id, bases: hurt }] } : {}),
        disorganisedIds: [],
        pinnedIds: [],
        fuSpent: Math.min(fu, 1 + (c % 2)),
      };
      return { at: t, type: 'fireplan.fired', v: 1, payload: { planId: tactical ? 'fp-t' : 'fp-1', seed: a, shots: [shot] } };
    }
    case 'collect': {
      const u = s.units[pick(WOUNDABLE, a)]!;
      if (u.injuredBases < 2) return null;
      return { at: t, type: b % 2 === 0 || !['gb-tc-5'].includes(u.id) ? 'casualties.collected' : 'vehicles.repaired', v: 1, payload: { unitId: u.id } };
    }
    case 'command': {
      const parentId = pick(['gb-152bde', 'gb-153bde', 'gb-6gordons'], b);
      const unitId = pick(['gb-6gordons-a', 'gb-6seaforth'], a);
      if (unitId === 'gb-6seaforth' && parentId === 'gb-6gordons') return null;
      return { at: t, type: 'unit.commandSet', v: 1, payload: { unitId, parentId, support: null } };
    }
    case 'bases': {
      const u = s.units[pick(WOUNDABLE, a)]!;
      const bases = b % (u.establishmentBases + 1);
      return { at: t, type: 'unit.edited', v: 1, payload: { unitId: u.id, changes: { bases, injuredBases: Math.min(u.injuredBases, bases) } } };
    }
    case 'deRosa':
      return { at: t, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: a % 2 === 0 } } };
    default:
      return turnDraftFor(s, op, { a, b, c });
  }
}

/** Every balance the ledger and the state must agree on, and the ledger's own balance. */
function checkAgreement(ledger: Ledger, s: CampaignState): void {
  for (const id of s.unitOrder) {
    const h = holdingsOf(s, id);
    for (const k of STOCK_KINDS) {
      expect(h[k]).toBeGreaterThanOrEqual(0);
      if (ledger.balance(id, k) !== h[k]) expect([id, k, ledger.balance(id, k)]).toEqual([id, k, h[k]]);
    }
  }
  const dla = dlaHoldings(s, 'blue');
  for (const k of STOCK_KINDS) expect(ledger.balance(dlaAccount('blue'), k)).toBe(dla[k]);
  for (const run of Object.values(s.resupplyRuns ?? {})) {
    for (const k of STOCK_KINDS) expect(ledger.balance(runAccount(run.id), k)).toBe(run.arrived ? 0 : (run.stocks[k] ?? 0));
  }
  for (const k of STOCK_KINDS) {
    const g = ledger.grandTotals(k);
    expect(g.issued).toBe(g.received);
    expect(g.initial + g.adjusted).toBe(g.held + g.consumed + g.lost);
  }
  for (const row of ledger.summary()) expect(row.held).toBeGreaterThanOrEqual(0);
}

/** What the random logs exercised, summed over every run (each must be met for the property to mean something). */
function coverageOf(e: CampaignEvent, seen: Map<string, number>): void {
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  count(e.type);
  if (e.type === 'clock.advanced' && (e.payload.moves ?? []).some((m) => m.pol > 0)) count('pol burnt');
  if (e.type === 'clock.advanced' && (e.payload.moves ?? []).some((m) => m.carried.length > 0)) count('carried');
  if (e.type === 'contact.settled' || e.type === 'engagement.returned') {
    for (const o of e.payload.outcomes) {
      if (o.cuSpent > 0) count('CU fired');
      if (o.injuredDelta > 0) count('markers up');
      if (o.injuredDelta < 0) count('markers down');
      if (o.killed > 0) count('killed');
    }
  }
}

describe('campaign ledger properties (fast-check)', () => {
  it('every valid sequence keeps the ledgers balanced, equal to the state, and equal rebuilt or kept', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 20, maxLength: 60 }), (ops) => {
        const events: CampaignEvent[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: logisticsScenario() } }];
        let s = applyEvent(null, events[0]!);
        const keeper = new LedgerKeeper();
        keeper.append(null, events[0]!);
        const shadow = new LogisticsShadow(events[0] as CampaignEvent<'campaign.created'>);
        const setup: EventDraft[] = [
          { at: 0, type: 'settings.changed', v: 1, payload: { changes: { nightResupplyOnly: false } } },
          { at: 0, type: 'fireplan.saved', v: 1, payload: { plan: PLAN } },
          { at: 0, type: 'fireplan.saved', v: 1, payload: { plan: { ...PLAN, id: 'fp-t', scale: 'tactical' } } },
          { at: 0, type: 'stock.generated', v: 1, payload: { unitId: 'gb-152-log', side: 'blue', stocks: { CU: 20, FU: 20, POL: 20 }, reason: '' } },
          { at: 0, type: 'stock.generated', v: 1, payload: { unitId: 'gb-51-supply', side: 'blue', stocks: { CU: 20, FU: 20, POL: 20 }, reason: '' } },
        ];
        const drafts = [...setup.map((d) => () => d), ...ops.map((op) => (st: CampaignState) => draftFor(st, op))];
        for (const make of drafts) {
          const d = make(s);
          if (d === null) continue;
          const e = { ...d, seq: s.seq + 1 } as CampaignEvent;
          const next = applyEvent(s, e);
          keeper.append(s, e);
          const lastBases = (e.type === 'contact.settled' || e.type === 'engagement.returned') && e.payload.outcomes.some((o) => o.killed > 0 && o.killed === s.units[o.unitId]!.bases);
          if (lastBases) seen.set('last bases killed', (seen.get('last bases killed') ?? 0) + 1);
          coverageOf(e, seen);
          events.push(e);
          s = next;
          shadow.apply(e);
          checkAgreement(keeper.ledger, s);
          for (const u of shadow.units.values()) {
            const real = s.units[u.id]!;
            if (u.bases !== real.bases || u.injuredBases !== real.injuredBases || u.parentId !== real.parentId) expect([u.id, u.bases, u.injuredBases, u.parentId]).toEqual([u.id, real.bases, real.injuredBases, real.parentId]);
          }
          expect(new Set(shadow.runs.keys())).toEqual(new Set(Object.values(s.resupplyRuns ?? {}).filter((r) => !r.arrived).map((r) => r.id)));
        }
        const rebuilt = buildLedger(events);
        expect(rebuilt.entries()).toEqual(keeper.ledger.entries());
        expect(rebuilt.summary()).toEqual(keeper.ledger.summary());
      }),
      { numRuns: 100, seed: 6 },
    );
    const wanted = ['route.set', 'clock.advanced', 'contact.settled', 'contact.dismissed', 'engagement.created', 'engagement.returned', 'pol burnt', 'carried', 'CU fired', 'markers up', 'markers down', 'killed', 'last bases killed'];
    expect(wanted.filter((k) => (seen.get(k) ?? 0) < 5)).toEqual([]);
  });
});
