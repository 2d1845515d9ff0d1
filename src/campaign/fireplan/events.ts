/**
 * The fire plan events (004 §THE FIREPLAN): `fireplan.saved` (a plan created or replaced whole, same
 * id), `fireplan.deleted`, and `fireplan.fired` — a plan fired for real: every shoot with its dice, the
 * casualties (bases removed from each unit), disorganisation and pinning (1 h from the shoot) and the
 * fire units spent (from each battery's `fuHeld`); the fold refuses casualties a unit cannot take and
 * FU a battery lacks. `fireplan.committed` / `fireplan.stoodDown`: a plan committed to fire as the clock
 * passes its shoots, each `fireplan.fired` then firing one minute's shoots (`commit.ts`, `due.ts`).
 */
import type { LedgerEntry } from '../../rules/logistics/index.ts';
import { lostEntries } from '../logistics/ledgerEntries.ts';
import { addStocks, settleHoldings } from '../logistics/stocks.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { clockText } from '../model/localTime.ts';
import { copyRecord } from '../model/records.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';
import { applyFiring, opensShoot } from './fired.ts';
import { FIRE_PLAN_PAYLOADS } from './payloads.ts';
import { applyFirePlanEvent } from './plans.ts';
import { applyCommitEvent, markFiredThrough } from './commit.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const hasPlan = (state: CampaignState | null, id: string) => state?.firePlans !== undefined && Object.hasOwn(state.firePlans, id);
const planTitle = (state: CampaignState | null, id: string) => `“${(hasPlan(state, id) ? state!.firePlans![id]!.title : '') || id}”`;

/**
 * `after` (the fold of a firing) with each unit it changed keeping its holdings but the FU fired, and
 * losing them all when its bases reached 0 (`settleHoldings`: the logistics capability, called explicitly).
 */
function settleFiring(before: CampaignState, after: CampaignState): CampaignState {
  let units: Record<UnitId, Unit> | null = null;
  for (const id of Object.keys(after.units)) {
    const was = before.units[id]!;
    const now = after.units[id]!;
    if (now === was) continue;
    const settled = settleHoldings(was, now, now.fuHeld !== was.fuHeld ? now.fuHeld : undefined);
    if (settled !== now) (units ??= copyRecord(after.units) as Record<UnitId, Unit>)[id] = settled;
  }
  return units === null ? after : { ...after, units };
}

/** `fireplan.saved`, e.g. `created the fire plan “Zero hour” (3 serials, 1 lift; H-hour 06:20)`. */
const firePlanSaved = defineEvent({
  type: 'fireplan.saved',
  version: 1,
  migrations: {},
  payload: FIRE_PLAN_PAYLOADS['fireplan.saved'],
  apply: applyFirePlanEvent,
  describe(event, state) {
    const p = event.payload.plan;
    const verb = hasPlan(state, p.id) ? 'revised' : 'created';
    const lifts = p.lifts.length === 0 ? '' : `, ${plural(p.lifts.length, 'lift')}`;
    return `${verb} the fire plan “${p.title || p.id}” (${plural(p.serials.length, 'serial')}${lifts}; H-hour ${clockText(state, p.hHourMin)})`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

const firePlanDeleted = defineEvent({
  type: 'fireplan.deleted',
  version: 1,
  migrations: {},
  payload: FIRE_PLAN_PAYLOADS['fireplan.deleted'],
  apply: applyFirePlanEvent,
  describe: (event, state) => `deleted the fire plan ${planTitle(state, event.payload.planId)}`,
  ledger: NO_LEDGER_ENTRIES,
});

/**
 * `fireplan.fired`, e.g. `fired the fire plan “Zero hour”: 12 shoots, 5 bases lost, 12 FU spent`. Its
 * ledger: `'consumed'` FU per shot (at the shot's minute, ref `fireplan:<plan>:<serial>`), then `'lost'`
 * of everything a unit whose last bases were killed still held after what it fired.
 */
const firePlanFired = defineEvent({
  type: 'fireplan.fired',
  version: 1,
  migrations: {},
  payload: FIRE_PLAN_PAYLOADS['fireplan.fired'],
  apply: (state, event) => markFiredThrough(state, settleFiring(state, applyFiring(state, event)), event),
  describe(event, state) {
    const shots = event.payload.shots;
    const lost = shots.reduce((n, s) => n + s.casualties.reduce((m, c) => m + c.bases, 0), 0);
    const fu = shots.reduce((n, s) => n + s.fuSpent, 0);
    const through = event.payload.throughMin;
    // A committed plan's shoots fire at their minute; one already past when it was committed fires late, and says so.
    const when = through === undefined ? '' : through < event.at ? ` (due ${clockText(state, through)}, fired late)` : ` at ${clockText(state, through)}`;
    return `fired the fire plan ${planTitle(state, event.payload.planId)}${when}: ${plural(shots.filter(opensShoot).length, 'shoot')}, ${plural(lost, 'base')} lost, ${fu} FU spent`;
  },
  ledger(ctx, event) {
    const { seq, at } = event;
    const out: LedgerEntry[] = [];
    const fu = new Map<UnitId, number>();
    const basesLost = new Map<UnitId, number>();
    for (const shot of event.payload.shots) {
      if (shot.fuSpent > 0) {
        out.push({ seq, atMin: shot.atMin, accountId: shot.batteryId, kind: 'FU', delta: -shot.fuSpent, cause: 'consumed', ref: `fireplan:${event.payload.planId}:${shot.serialId}` });
        fu.set(shot.batteryId, (fu.get(shot.batteryId) ?? 0) + shot.fuSpent);
      }
      for (const c of shot.casualties) basesLost.set(c.unitId, (basesLost.get(c.unitId) ?? 0) + c.bases);
    }
    for (const [id, n] of basesLost) {
      const bases = ctx.bases(id);
      if (bases > 0 && n >= bases) out.push(...lostEntries(seq, at, id, addStocks(ctx.holdings(id), { FU: fu.get(id) ?? 0 }, -1)));
    }
    return out;
  },
});

/** `fireplan.committed`, e.g. `committed the fire plan “Zero hour” to fire as the clock passes its shoots (H-hour 06:20)`. */
const firePlanCommitted = defineEvent({
  type: 'fireplan.committed',
  version: 1,
  migrations: {},
  payload: FIRE_PLAN_PAYLOADS['fireplan.committed'],
  apply: applyCommitEvent,
  describe: (event, state) => {
    const plan = hasPlan(state, event.payload.planId) ? state!.firePlans![event.payload.planId]! : undefined;
    return `committed the fire plan ${planTitle(state, event.payload.planId)} to fire as the clock passes its shoots${plan ? ` (H-hour ${clockText(state, plan.hHourMin)})` : ''}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

/** `fireplan.stoodDown`: the rest of a committed plan does not fire. */
const firePlanStoodDown = defineEvent({
  type: 'fireplan.stoodDown',
  version: 1,
  migrations: {},
  payload: FIRE_PLAN_PAYLOADS['fireplan.stoodDown'],
  apply: applyCommitEvent,
  describe: (event, state) => `stood down the fire plan ${planTitle(state, event.payload.planId)}: the rest does not fire`,
  ledger: NO_LEDGER_ENTRIES,
});

/** The fire plan events, in the order the registry lists them. */
export const FIRE_PLAN_EVENTS = [firePlanSaved, firePlanDeleted, firePlanFired, firePlanCommitted, firePlanStoodDown] as const;
