/**
 * What the ledgers and the casualty return need of the campaign, kept from the event log without
 * folding whole states (a corps' log rebuilt in well under a second, where folding
 * 50,000 events over 5,000 units copies the unit record 50,000 times). Per unit: bases, casualty
 * markers (`injuredBases`), establishment, echelon and the HQ it is under command of; the resupply runs
 * in transit; the brigade medical posts; fire plans' scales; the day's start. Each event's effect on
 * these mirrors the fold exactly (`events.ts`, `fireplan/fired.ts`, `logistics/casualties.ts`, and the
 * fights: `contact.settled`, `engagement.returned`; a vehicle its crew destroys, `vehicles/events.ts`), which
 * the property tests check against `applyEvent` after every event; stock is not kept here (the ledger's
 * balances are the holdings). The log must be valid (as the store keeps it): nothing is checked.
 */
import { campaignRepair, collectionPoint, endOfDayMedicalPost, reorganise } from '../../rules/logistics/casualties.ts';
import { scriptedDice } from '../../rules/dice.ts';
import type { CampaignEvent } from '../events.ts';
import { medicalPostTotals, shareReturns } from '../logistics/casualties.ts';
import { medicalPostIn } from '../logistics/stocks.ts';
import type { UnitOutcome } from '../model/turnTypes.ts';
import type { Echelon, ResupplyRun, UnitId } from '../model/types.ts';

/** A unit as the shadow keeps it. */
export type ShadowUnit = { id: UnitId; echelon: Echelon; parentId?: UnitId; bases: number; injuredBases: number; establishmentBases: number; name: string; shortName: string };

/** The lines of the casualty return one event moves (`CasualtyRow`, `log/logisticsReports.ts`). */
export type CasualtyField = 'lostInAction' | 'wounded' | 'recovered' | 'edited' | 'treated' | 'removed' | 'toMedicalPost' | 'returned' | 'permanent';

/** One unit's casualty movement by one event: `n` bases on line `field`; `postId` its medical post then. */
export type CasualtyMove = { unitId: UnitId; postId: UnitId; field: CasualtyField; n: number };

const byArrival = (a: ResupplyRun, b: ResupplyRun) => a.arriveMin - b.arriveMin || a.departMin - b.departMin || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The shadow of a campaign (see the module note), from its `campaign.created` on. */
export class LogisticsShadow {
  readonly units = new Map<UnitId, ShadowUnit>();
  /** Runs in transit by id (arrived ones are dropped). */
  readonly runs = new Map<string, ResupplyRun>();
  /** Medical posts: post id → unit id → bases held. */
  readonly posts = new Map<UnitId, Map<UnitId, number>>();
  private readonly scales = new Map<string, 'operational' | 'tactical'>();
  /** The scenario's start (`YYYY-MM-DDTHH:MM`) and the day's start setting (local minutes). */
  readonly startLocal: string;
  dayStartMin = 360;

  constructor(created: CampaignEvent<'campaign.created'>) {
    for (const u of created.payload.scenario.units) {
      const s: ShadowUnit = { id: u.id, echelon: u.echelon, bases: u.bases, injuredBases: u.injuredBases, establishmentBases: u.establishmentBases, name: u.name, shortName: u.shortName };
      if (u.parentId !== undefined) s.parentId = u.parentId;
      this.units.set(u.id, s);
    }
    this.startLocal = created.payload.scenario.startLocal;
  }

  /** The unit `id` (throws `RangeError` for one the log never had). */
  unit(id: UnitId): ShadowUnit {
    const u = this.units.get(id);
    if (!u) throw new RangeError(`the log has no unit "${id}"`);
    return u;
  }

  /** The runs in transit arriving by `toMin`, in arrival order (as `runsDue`, `logistics/runs.ts`). */
  runsDue(toMin: number): ResupplyRun[] {
    return [...this.runs.values()].filter((r) => r.arriveMin <= toMin).sort(byArrival);
  }

  /** The medical post of a unit now (`medicalPostIn`). */
  postOf(id: UnitId): UnitId {
    return medicalPostIn((u) => this.units.get(u), id);
  }

  /** Applies `event` (the next of a valid log) and returns the casualty movements it makes. */
  apply(event: CampaignEvent): CasualtyMove[] {
    const moves: CasualtyMove[] = [];
    const move = (unitId: UnitId, field: CasualtyField, n: number) => {
      if (n !== 0) moves.push({ unitId, postId: this.postOf(unitId), field, n });
    };
    switch (event.type) {
      case 'settings.changed':
        if (event.payload.changes.dayStartMin !== undefined) this.dayStartMin = event.payload.changes.dayStartMin;
        break;
      case 'units.added':
        for (const u of event.payload.units) {
          const su: ShadowUnit = { id: u.id, echelon: u.echelon, bases: u.bases, injuredBases: u.injuredBases, establishmentBases: u.establishmentBases, name: u.name, shortName: u.shortName };
          if (u.parentId !== undefined) su.parentId = u.parentId;
          this.units.set(u.id, su);
        }
        break;
      case 'units.deleted':
        for (const id of event.payload.unitIds) {
          this.units.delete(id);
          this.posts.delete(id);
        }
        break;
      case 'unit.commandSet': {
        const u = this.unit(event.payload.unitId);
        if (event.payload.parentId === null) delete u.parentId;
        else u.parentId = event.payload.parentId;
        break;
      }
      case 'unit.edited': {
        const u = this.unit(event.payload.unitId);
        const c = event.payload.changes;
        move(u.id, 'edited', (c.bases ?? u.bases) - u.bases);
        // Casualty markers the umpire adds (an edit raising injuredBases) are wounded, as fire's are.
        move(u.id, 'wounded', Math.max(0, (c.injuredBases ?? u.injuredBases) - u.injuredBases));
        u.bases = c.bases ?? u.bases;
        u.injuredBases = c.injuredBases ?? u.injuredBases;
        u.establishmentBases = c.establishmentBases ?? u.establishmentBases;
        if (c.name !== undefined) u.name = c.name;
        if (c.shortName !== undefined) u.shortName = c.shortName;
        break;
      }
      case 'fireplan.saved':
        this.scales.set(event.payload.plan.id, event.payload.plan.scale);
        break;
      case 'fireplan.deleted':
        this.scales.delete(event.payload.planId);
        break;
      case 'fireplan.fired':
        this.fire(event, move);
        break;
      case 'resupply.dispatched':
        this.runs.set(event.payload.run.id, event.payload.run);
        break;
      case 'clock.advanced':
        for (const r of this.runsDue(event.payload.toMin)) this.runs.delete(r.id);
        break;
      case 'casualties.collected':
      case 'vehicles.repaired': {
        const u = this.unit(event.payload.unitId);
        const n = event.type === 'casualties.collected' ? collectionPoint(u.injuredBases).treated : campaignRepair(u.injuredBases).repaired;
        if (event.type === 'casualties.collected') move(u.id, 'treated', n);
        u.injuredBases -= n;
        break;
      }
      case 'unit.reorganised': {
        const u = this.unit(event.payload.unitId);
        const die = event.payload.die;
        const r = reorganise(u.injuredBases, scriptedDice(die === null ? [] : [die]));
        move(u.id, 'removed', r.removed);
        move(u.id, 'toMedicalPost', r.toMedicalPost);
        if (r.toMedicalPost > 0) {
          const post = this.postOf(u.id);
          const inPost = this.posts.get(post) ?? new Map<UnitId, number>();
          inPost.set(u.id, (inPost.get(u.id) ?? 0) + r.toMedicalPost);
          this.posts.set(post, inPost);
        }
        u.bases -= r.toMedicalPost;
        u.injuredBases = 0;
        break;
      }
      case 'day.ended':
        this.endDay(event, move);
        break;
      case 'contact.settled':
      case 'engagement.returned':
        this.fight(event.payload.outcomes, move);
        break;
      case 'vehicle.crewActed':
        // A crew that fires its immobilised vehicle loses it, bases and markers (`vehicles/events.ts`).
        if (event.payload.result.destroyed) {
          const u = this.unit(event.payload.unitId);
          move(u.id, 'lostInAction', u.bases);
          u.bases = 0;
          u.injuredBases = 0;
        }
        break;
    }
    return moves;
  }

  /** `fireplan.fired` as `applyFiring` folds it: bases removed shot by shot; markers as its injuries ruling gives them. */
  private fire(event: CampaignEvent<'fireplan.fired'>, move: (id: UnitId, f: CasualtyField, n: number) => void): void {
    const tactical = this.scales.get(event.payload.planId) === 'tactical';
    const remaining = new Map<UnitId, number>();
    const injured = new Map<UnitId, number>();
    for (const shot of event.payload.shots) {
      for (const c of shot.casualties) remaining.set(c.unitId, (remaining.get(c.unitId) ?? this.unit(c.unitId).bases) - c.bases);
      const killsInjured = tactical && shot.injuries !== undefined;
      const touched = new Map<UnitId, number>();
      for (const c of shot.casualties) touched.set(c.unitId, killsInjured ? -c.bases : 0);
      for (const c of shot.injuries ?? []) touched.set(c.unitId, (touched.get(c.unitId) ?? 0) + c.bases);
      for (const [id, change] of touched) {
        const left = remaining.get(id) ?? this.unit(id).bases;
        injured.set(id, Math.max(0, Math.min((injured.get(id) ?? this.unit(id).injuredBases) + change, left)));
      }
    }
    for (const [id, left] of remaining) {
      move(id, 'lostInAction', this.unit(id).bases - left);
      this.unit(id).bases = left;
    }
    for (const [id, n] of injured) {
      move(id, 'wounded', Math.max(0, n - this.unit(id).injuredBases));
      this.unit(id).injuredBases = n;
    }
  }

  /**
   * A fight's outcomes as `applyOutcomes` (`turnEvents.ts`) folds them: bases less `killed` (the
   * return's `lostInAction`), markers changed by `injuredDelta`. Markers added are `wounded`; markers
   * gone are first those of the bases killed (already counted as lost), and only the rest —
   * `max(0, −injuredDelta − killed)`, markers off bases still standing — `recovered` (*ruling (ours)*:
   * the outcome does not say which bases were killed, so the killed ones are taken to be the marked ones).
   */
  private fight(outcomes: readonly UnitOutcome[], move: (id: UnitId, f: CasualtyField, n: number) => void): void {
    for (const o of outcomes) {
      const u = this.unit(o.unitId);
      move(u.id, 'lostInAction', o.killed);
      move(u.id, 'wounded', Math.max(0, o.injuredDelta));
      move(u.id, 'recovered', Math.max(0, -o.injuredDelta - o.killed));
      u.bases -= o.killed;
      u.injuredBases += o.injuredDelta;
    }
  }

  /** `day.ended` as `applyCasualtyEvent` folds it: posts in id order, returns shared by unit id, capped at establishment. */
  private endDay(event: CampaignEvent<'day.ended'>, move: (id: UnitId, f: CasualtyField, n: number) => void): void {
    const records: Record<UnitId, Record<UnitId, number>> = {};
    for (const [post, byUnit] of this.posts) records[post] = Object.fromEntries(byUnit);
    const held = new Map<UnitId, number>();
    const back = new Map<UnitId, number>();
    for (const [post, total] of medicalPostTotals({ medicalPosts: records }, true)) {
      const die = event.payload.dice[post] ?? null;
      const { returned } = endOfDayMedicalPost(total, scriptedDice(die === null ? [] : [die]));
      for (const [id, n] of Object.entries(records[post]!)) held.set(id, (held.get(id) ?? 0) + n);
      for (const [id, n] of shareReturns(records[post]!, returned)) {
        const u = this.unit(id);
        const bases = Math.min(u.establishmentBases, u.bases + n);
        back.set(id, (back.get(id) ?? 0) + bases - u.bases);
        u.bases = bases;
      }
    }
    for (const [id, n] of held) {
      move(id, 'returned', back.get(id) ?? 0);
      move(id, 'permanent', n - (back.get(id) ?? 0));
    }
    this.posts.clear();
  }
}
