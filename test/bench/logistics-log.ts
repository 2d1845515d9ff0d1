/**
 * A seeded log of VALID campaign events over the benchmark corps (`logistics-corps.ts`), made the way an
 * umpire's desk makes them: `CorpsLog.next()` drafts the next event from the current state, folds it
 * with `applyEvent` (so every event is checked by the real fold; a refusal is a bug here and throws) and
 * keeps the new state. Seeded with pure-rand xoroshiro128+; the same seed gives the same log.
 * The log: `campaign.created`, `dla.placed`, `settings.changed` (De Rosa on), then an event mix —
 * - by day: firefights (CU, within hours × bases and the holding; battalions, companies and platoons —
 *   sections only hold their opening CU), shoots (FU), tracked moves (POL), casualties (`unit.edited`:
 *   bases lost, markers; one in 200 a unit destroyed with its stock), collection points, reorganisation
 *   (a D6 for an odd count), vehicle repair, umpire counts (`stock.set`);
 * - always: resupply runs (`planResupplyRun`: road 10–40 % longer than the straight line, arrival by the
 *   road-march rate, De Rosa's D10 for FU to a field-gun battery) down the chain of supply — DLA → corps
 *   and divisional supply columns → BN LOGs → units — topping a unit back up to its opening holding once
 *   a kind it holds is down to half (runs in transit counted); stock generated at a source that is
 *   short (`stock.generated`: the DLA, supply columns, BN LOGs);
 * - every 8–20 events the clock advances 2–6 minutes (delivering the runs due), and at the first clock
 *   event of a new day the day ends at the medical posts (`day.ended`, a D6 for each odd post).
 * Night (22:00–06:00, the default setting): only resupply, generation and the umpire's adjustments.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { holdingsOf } from '../../src/campaign/log/ledgers.ts';
import { medicalPostTotals } from '../../src/campaign/logistics/casualties.ts';
import { dlaHoldings } from '../../src/campaign/logistics/checks.ts';
import { resupplyOnlyNow } from '../../src/campaign/logistics/stockEvents.ts';
import { needsDeRosaDie, planResupplyRun, straightDistanceM } from '../../src/campaign/logistics/runs.ts';
import { defaultStocks, firesCu, isTracked } from '../../src/campaign/logistics/stocks.ts';
import { startMinOfDay } from '../../src/campaign/model/localTime.ts';
import type { CampaignState, Stocks, Unit, UnitId } from '../../src/campaign/model/types.ts';
import { movePol } from '../../src/rules/logistics/supply.ts';
import { STOCK_KINDS } from '../../src/rules/tables/nqmLogistics.ts';
import { clockPeriodAt } from '../../src/rules/timescale.ts';
import { CORPS_GRID, DLA_M, corpsScenario } from './logistics-corps.ts';
import { gridProjection } from '../../src/rules/projection.ts';

type Op = 'firefight' | 'shoot' | 'movement' | 'other' | 'dispatch' | 'generate' | 'wound' | 'collect' | 'reorganise' | 'repair' | 'set';
const DAY_OPS: [Op, number][] = [['firefight', 34], ['shoot', 8], ['movement', 6], ['other', 1], ['dispatch', 28], ['generate', 2], ['wound', 8], ['collect', 2], ['reorganise', 5], ['repair', 1], ['set', 1]];
const NIGHT_OPS: [Op, number][] = [['dispatch', 90], ['generate', 4], ['other', 3], ['set', 3]];
/** What each supply unit keeps on hand (*bench choice*): a BN LOG, a supply column. */
const SUPPLY_STOCK = { bnLog: { CU: 40, FU: 0, POL: 24 }, column: { CU: 150, FU: 48, POL: 60 } } as const;
const key = (id: string, k: string) => `${id}|${k}`;

/** The seeded log (see the module note). `state` is the fold of `events`. */
export class CorpsLog {
  state: CampaignState | null = null;
  readonly events: CampaignEvent[] = [];
  private readonly int: (lo: number, hi: number) => number;
  /** Per unit: the supply unit (or the DLA) that tops it up, and the stock it is topped up to. */
  private readonly supplier = new Map<UnitId, UnitId | 'dla'>();
  private readonly want = new Map<UnitId, Stocks>();
  /** Per source: the units waiting for a top-up, oldest first. */
  private readonly needy = new Map<UnitId | 'dla', Set<UnitId>>();
  private readonly inTransit = new Map<string, number>();
  private pending: { toId: UnitId; stocks: Partial<Stocks>; arriveMin: number }[] = [];
  private readonly cu: UnitId[] = [];
  private readonly batteries: UnitId[] = [];
  private readonly tracked: UnitId[] = [];
  private readonly wounded = new Set<UnitId>();
  private runs = 0;
  private clockIn = 0;
  private day = 1;
  private dayEndDue = false;
  private readonly opening: EventDraft[];

  constructor(seed = 1944) {
    const rng = xoroshiro128plus(seed);
    this.int = (lo, hi) => uniformInt(rng, lo, hi);
    const scenario = corpsScenario();
    const byId = new Map(scenario.units.map((u) => [u.id, u]));
    for (const u of scenario.units) this.classify(u, byId);
    const pos = gridProjection(CORPS_GRID).toLonLat({ eastingM: DLA_M.e, northingM: DLA_M.n });
    this.opening = [
      { at: 0, type: 'campaign.created', v: 1, payload: { scenario } },
      { at: 0, type: 'dla.placed', v: 1, payload: { side: 'blue', pos, ref: '3006' } },
      { at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } },
    ];
  }

  private classify(u: Unit, byId: Map<UnitId, Unit>): void {
    let supplier: UnitId | 'dla' = 'dla';
    for (let p = u.parentId; p !== undefined; p = byId.get(p)!.parentId) {
      const log = [`${p}-log`, `${p}-sup`].find((id) => byId.has(id) && id !== u.id);
      if (log) {
        supplier = log;
        break;
      }
    }
    if (u.type === 'supply') {
      this.want.set(u.id, { ...(u.id.endsWith('-log') ? SUPPLY_STOCK.bnLog : SUPPLY_STOCK.column) });
      this.supplier.set(u.id, u.id.endsWith('-log') ? supplier : 'dla');
      this.markNeedy(u.id);
      return;
    }
    const d = defaultStocks(u);
    if (d.CU + d.FU + d.POL === 0) return;
    this.want.set(u.id, d);
    this.supplier.set(u.id, supplier);
    if (firesCu(u) && u.echelon !== 'section') this.cu.push(u.id);
    if (d.FU > 0) this.batteries.push(u.id);
    if (isTracked(u)) this.tracked.push(u.id);
  }

  /** Puts `id` in its source's queue when, holding `held`, some kind it wants is down to half or less (runs in transit counted). */
  private needsTopUp(id: UnitId, held: Stocks): void {
    const want = this.want.get(id)!;
    if (STOCK_KINDS.some((k) => want[k] > 0 && 2 * (held[k] + (this.inTransit.get(key(id, k)) ?? 0)) <= want[k])) this.markNeedy(id);
  }

  private markNeedy(id: UnitId): void {
    const s = this.supplier.get(id)!;
    const set = this.needy.get(s) ?? new Set<UnitId>();
    set.add(id);
    this.needy.set(s, set);
  }

  /** Drafts, folds and keeps the next event; returns it. */
  next(): CampaignEvent {
    const draft = this.opening[this.events.length] ?? this.draft(this.state!);
    const event = { ...draft, seq: this.events.length + 1 } as CampaignEvent;
    this.state = applyEvent(this.state, event);
    this.events.push(event);
    return event;
  }

  private draft(s: CampaignState): EventDraft {
    if (this.dayEndDue) {
      this.dayEndDue = false;
      const dice: Record<UnitId, number | null> = {};
      for (const [post, total] of medicalPostTotals(s, true)) dice[post] = total % 2 === 0 ? null : this.int(1, 6);
      if (Object.keys(dice).length > 0) return { at: s.clockMin, type: 'day.ended', v: 1, payload: { dice } };
    }
    if (this.clockIn-- <= 0) return this.advance(s);
    const night = resupplyOnlyNow(s, s.clockMin);
    const ops = night ? NIGHT_OPS : DAY_OPS;
    const total = ops.reduce((a, [, w]) => a + w, 0);
    for (let tries = 0; tries < 40; tries++) {
      let r = this.int(1, total);
      const op = ops.find(([, w]) => (r -= w) <= 0)![0];
      const d = this.make(s, op);
      if (d) return d;
      if (night && op === 'dispatch') break;
    }
    return this.advance(s);
  }

  private advance(s: CampaignState): EventDraft {
    this.clockIn = this.int(8, 20);
    const toMin = s.clockMin + this.int(2, 6);
    this.pending = this.pending.filter((r) => {
      if (r.arriveMin > toMin) return true;
      for (const k of STOCK_KINDS) if (r.stocks[k]) this.inTransit.set(key(r.toId, k), this.inTransit.get(key(r.toId, k))! - r.stocks[k]!);
      return false;
    });
    const day = clockPeriodAt(startMinOfDay(s.startLocal), 360, toMin).day;
    if (day > this.day) [this.day, this.dayEndDue] = [day, true];
    return { at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } };
  }

  private pick(list: readonly UnitId[], ok: (u: Unit) => boolean, s: CampaignState): Unit | null {
    for (let i = 0; i < 8; i++) {
      const u = s.units[list[this.int(0, list.length - 1)]!]!;
      if (ok(u)) return u;
    }
    return null;
  }

  private make(s: CampaignState, op: Op): EventDraft | null {
    const at = s.clockMin;
    const held = (id: UnitId) => holdingsOf(s, id);
    const consume = (u: Unit, kind: 'CU' | 'FU' | 'POL', amount: number, cause: 'firefight' | 'shoot' | 'movement' | 'other', hours?: number): EventDraft => {
      if (this.supplier.has(u.id)) this.needsTopUp(u.id, { ...held(u.id), [kind]: held(u.id)[kind] - amount });
      const payload = hours === undefined ? { unitId: u.id, kind, amount, cause, note: '' } : { unitId: u.id, kind, amount, cause, hours, note: '' };
      return { at, type: 'stock.consumed', v: 1, payload };
    };
    switch (op) {
      case 'firefight': {
        const u = this.pick(this.cu, (x) => x.bases > 0 && held(x.id).CU > 0, s);
        const hours = this.int(1, 2);
        return u && consume(u, 'CU', this.int(1, Math.min(held(u.id).CU, hours * u.bases, 3)), 'firefight', hours);
      }
      case 'shoot': {
        const u = this.pick(this.batteries, (x) => held(x.id).FU > 0, s);
        return u && consume(u, 'FU', this.int(1, Math.min(held(u.id).FU, 2)), 'shoot');
      }
      case 'movement': {
        const u = this.pick(this.tracked, (x) => held(x.id).POL > 0, s);
        return u && consume(u, 'POL', this.int(1, Math.min(held(u.id).POL, movePol(1, true))), 'movement', 1);
      }
      case 'other': {
        const u = this.pick(this.cu, (x) => held(x.id).CU > 0, s);
        return u && consume(u, 'CU', 1, 'other');
      }
      case 'dispatch':
        return this.dispatch(s);
      case 'generate': {
        const sources = [...this.needy.keys()];
        const source = sources[this.int(0, sources.length - 1)]!;
        const has = source === 'dla' ? dlaHoldings(s, 'blue') : held(source);
        const low = source === 'dla' ? STOCK_KINDS.some((k) => has[k] < 100) : STOCK_KINDS.some((k) => 2 * has[k] < this.want.get(source)![k]);
        return low ? this.generate(s, source) : null;
      }
      case 'wound': {
        const u = this.pick(this.cu, (x) => x.bases >= 2, s);
        if (!u) return null;
        const destroyed = this.int(1, 200) === 1;
        const bases = destroyed ? 0 : u.bases - this.int(0, 1);
        const injuredBases = destroyed ? 0 : Math.min(bases, u.injuredBases + this.int(1, 2));
        if (injuredBases > 0) this.wounded.add(u.id);
        return { at, type: 'unit.edited', v: 1, payload: { unitId: u.id, changes: bases === u.bases ? { injuredBases } : { bases, injuredBases } } };
      }
      case 'collect':
      case 'repair':
      case 'reorganise': {
        const ids = op === 'repair' ? this.tracked : [...this.wounded].slice(0, 64);
        const u = ids.length === 0 ? null : this.pick(ids, (x) => (op === 'reorganise' ? x.injuredBases > 0 : x.injuredBases >= 2), s);
        if (!u) return null;
        if (op !== 'reorganise') return { at, type: op === 'collect' ? 'casualties.collected' : 'vehicles.repaired', v: 1, payload: { unitId: u.id } };
        this.wounded.delete(u.id);
        return { at, type: 'unit.reorganised', v: 1, payload: { unitId: u.id, die: u.injuredBases % 2 === 0 ? null : this.int(1, 6) } };
      }
      case 'set': {
        const u = this.pick(this.cu, (x) => x.bases > 0, s);
        if (!u) return null;
        const CU = Math.max(0, held(u.id).CU + (this.int(0, 1) === 0 ? -1 : 1));
        return CU === held(u.id).CU ? null : { at, type: 'stock.set', v: 1, payload: { unitId: u.id, stocks: { CU }, reason: 'umpire count' } };
      }
    }
  }

  /** Stock generated at `source`: the DLA 200–400 CU, 60–120 FU, 100–200 POL; a supply unit what it keeps on hand. */
  private generate(s: CampaignState, source: UnitId | 'dla'): EventDraft {
    const stocks: Partial<Stocks> = source === 'dla' ? { CU: this.int(200, 400), FU: this.int(60, 120), POL: this.int(100, 200) } : { ...this.want.get(source)! };
    for (const k of STOCK_KINDS) if (!stocks[k]) delete stocks[k];
    return { at: s.clockMin, type: 'stock.generated', v: 1, payload: { unitId: source, side: 'blue', stocks, reason: source === 'dla' ? 'from the railhead' : 'BN LOG' } };
  }

  /** A run from a source with units waiting to the oldest of them, topping it up to what it wants; stock generated first when the source is short. */
  private dispatch(s: CampaignState): EventDraft | null {
    const sources = [...this.needy].filter(([, set]) => set.size > 0);
    if (sources.length === 0) return null;
    const [source, set] = sources[this.int(0, sources.length - 1)]!;
    const toId: UnitId = set.values().next().value!;
    set.delete(toId);
    const to = s.units[toId]!;
    if (to.bases === 0) return null;
    const now = holdingsOf(s, toId);
    const has = source === 'dla' ? dlaHoldings(s, 'blue') : holdingsOf(s, source);
    const stocks: Partial<Stocks> = {};
    let short = false;
    for (const k of STOCK_KINDS) {
      const lack = this.want.get(toId)![k] - now[k] - (this.inTransit.get(key(toId, k)) ?? 0);
      if (lack <= 0) continue;
      if (has[k] < lack) short = true;
      else stocks[k] = lack;
    }
    if (short) {
      set.add(toId);
      return this.generate(s, source);
    }
    if (Object.keys(stocks).length === 0) return null;
    const straight = straightDistanceM(s, source, 'blue', toId)!;
    const distanceM = Math.ceil(straight * (1.1 + this.int(0, 30) / 100));
    const from = source === 'dla' ? null : s.units[source]!;
    const transport = from?.mobility === 'horseDrawn' ? 'horseDrawn' : 'motorised';
    const req = { id: `run-${++this.runs}`, fromId: source, toId, stocks, transport, departMin: s.clockMin, distanceM } as const;
    const run = planResupplyRun(s, needsDeRosaDie(s, toId, stocks) ? { ...req, deRosaDie: this.int(1, 10) } : req);
    for (const k of STOCK_KINDS) if (stocks[k]) this.inTransit.set(key(toId, k), (this.inTransit.get(key(toId, k)) ?? 0) + stocks[k]!);
    this.pending.push({ toId, stocks, arriveMin: run.arriveMin });
    if (source !== 'dla') this.needsTopUp(source, { CU: has.CU - (stocks.CU ?? 0), FU: has.FU - (stocks.FU ?? 0), POL: has.POL - (stocks.POL ?? 0) });
    return { at: s.clockMin, type: 'resupply.dispatched', v: 1, payload: { run } };
  }
}
