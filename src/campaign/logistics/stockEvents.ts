/**
 * The fold of the stock events (`004_4c7ef6319257dc11.txt` §LOGISTICS, §UNITS OF LOGISTICAL
 * ACCOUNTING, §TIMESCALE; the ledger entries each one makes are its definition's, `logistics/events.ts`):
 * - `stock.set`: the umpire sets a unit's holdings of the kinds given (the ledger: `'adjusted'` by the
 *   difference); refused when it changes nothing.
 * - `stock.generated`: a BN LOG (a unit of type `supply`) or the side's placed DLA generates stock from
 *   the rear (004: "BN LOG = Logistic unit of Supply that generates enough FUs or CUs to resupply a Bn";
 *   the ledger: `'adjusted'` +).
 * - `stock.consumed`: stock used by what caused it — `firefight` CU (needs `hours`; at most one CU a
 *   stand an hour, 004 §WINNING THE FIREFIGHT "each stand can fire once"), `shoot` FU, `movement` POL
 *   (needs `hours`; tracked units only, at most `movePol(hours)`), `other` any kind. Refused when it
 *   would overdraw ("1/6 Gordons would have −2 CU: holds 1, asked 3"), and — with the setting
 *   `nightResupplyOnly` — a firefight, shoot or movement in the night period (004 §TIMESCALE).
 * - `resupply.dispatched` (`logistics/runs.ts`), `dla.placed` (the side's DLA put on the map; its stock
 *   moves with it), and the casualty events (`logistics/casualties.ts`).
 * Every refusal is an `EventError` naming the path; the state is never mutated.
 */
import { movePol, resupplyOnlyAt } from '../../rules/logistics/supply.ts';
import { STOCK_KINDS } from '../../rules/tables/nqmLogistics.ts';
import { clockPeriodAt } from '../../rules/timescale.ts';
import { stepState, unitAt, unitsWith } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { LogisticsPayloads } from './payloads.ts';
import { startMinOfDay } from '../model/localTime.ts';
import { applyCasualtyEvent } from './casualties.ts';
import { checkStocks, dlaHoldings, overdrawText, withDlaHoldings } from './checks.ts';
import { applyDispatch, dlaName } from './runs.ts';
import { addStocks, isTracked, STOCK_MAX, unitHoldings, withHoldings } from './stocks.ts';
import { settingsOf } from '../model/settings.ts';
import type { CampaignState, Stocks } from '../model/types.ts';

/** The event types this module folds. */
export type LogisticsEventType = keyof LogisticsPayloads;


/** The causes of `stock.consumed`, and the kind each one spends (`other`: any). */
export const CONSUMPTION_CAUSES = ['firefight', 'shoot', 'movement', 'other'] as const;
/** A cause of `stock.consumed`. */
export type ConsumptionCause = (typeof CONSUMPTION_CAUSES)[number];
const CAUSE_KIND = { firefight: 'CU', shoot: 'FU', movement: 'POL' } as const;

/** Most hours one `stock.consumed` covers (a day). */
export const MAX_CONSUMED_HOURS = 24;

/** Whether campaign minute `atMin` of `state` falls in a period where only resupply may take place (night, with the setting on). */
export function resupplyOnlyNow(state: CampaignState, atMin: number): boolean {
  const s = settingsOf(state);
  if (!s.nightResupplyOnly) return false;
  let startOfDay: number;
  try {
    startOfDay = startMinOfDay(state.startLocal);
  } catch {
    return false;
  }
  return resupplyOnlyAt(clockPeriodAt(startOfDay, s.dayStartMin, atMin).period, true);
}

/** The fold of a logistics event (see the module note). Throws `EventError` naming the path. */
export function applyLogisticsEvent(state: CampaignState, event: EventsOf<LogisticsPayloads, LogisticsEventType>): CampaignState {
  switch (event.type) {
    case 'stock.set': {
      const p = event.payload;
      const unit = unitAt(state, p.unitId, 'payload.unitId');
      const given = checkStocks(p.stocks, 'payload.stocks', false);
      const held = unitHoldings(unit);
      const target: Stocks = { ...held, ...given };
      if (STOCK_KINDS.every((k) => target[k] === held[k])) throw new EventError(`${unit.shortName} already holds that: nothing to set`, 'payload.stocks');
      return stepState(state, event, { units: unitsWith(state, withHoldings(unit, target)) });
    }
    case 'stock.generated': {
      const p = event.payload;
      const side = p.side;
      const stocks = checkStocks(p.stocks, 'payload.stocks', true);
      if (p.unitId === 'dla') {
        if (!state.dlas?.[side]) throw new EventError(`${dlaName(state, side)} is not placed yet: place it first`, 'payload.unitId');
        const next = capped(addStocks(dlaHoldings(state, side), stocks), 'payload.stocks');
        return stepState(state, event, { dlas: withDlaHoldings(state, side, next) });
      }
      const unit = unitAt(state, p.unitId, 'payload.unitId');
      if (unit.type !== 'supply') throw new EventError(`${unit.shortName} is not a supply unit (BN LOG): only supply units and the DLA generate stock; the umpire sets stock with stock.set`, 'payload.unitId');
      if (unit.side !== side) throw new EventError(`${unit.shortName} is on the ${unit.side} side, not ${side}`, 'payload.side');
      const next = capped(addStocks(unitHoldings(unit), stocks), 'payload.stocks');
      return stepState(state, event, { units: unitsWith(state, withHoldings(unit, next)) });
    }
    case 'stock.consumed': {
      const p = event.payload;
      const unit = unitAt(state, p.unitId, 'payload.unitId');
      const { kind, amount, cause, hours } = p;
      if (cause !== 'other' && CAUSE_KIND[cause] !== kind) throw new EventError(`a ${cause} spends ${CAUSE_KIND[cause]}, not ${kind}`, 'payload.kind');
      if ((cause === 'firefight' || cause === 'movement') && hours === undefined) throw new EventError(`give the hours of ${cause}`, 'payload.hours');
      if (cause === 'firefight' && amount > hours! * unit.bases) {
        throw new EventError(`${unit.shortName} has ${unit.bases} bases: in ${hours} h of firefight it fires at most ${hours! * unit.bases} CU (each stand once an hour, 004 §WINNING THE FIREFIGHT)`, 'payload.amount');
      }
      if (cause === 'movement') {
        if (!isTracked(unit)) throw new EventError(`${unit.shortName} is not tracked: other units spend no POL moving (004 §UNITS OF LOGISTICAL ACCOUNTING)`, 'payload.unitId');
        const most = movePol(hours!, true);
        if (amount > most) throw new EventError(`${hours} h of movement spends ${most} POL, not ${amount}`, 'payload.amount');
      }
      if (cause !== 'other' && resupplyOnlyNow(state, event.at)) {
        throw new EventError(`the night allows only resupply (setting "night resupply only", 004 §TIMESCALE): no ${cause} at campaign minute ${event.at}`, 'payload.cause');
      }
      const held = unitHoldings(unit);
      if (amount > held[kind]) throw new EventError(overdrawText(unit.shortName, kind, held[kind], amount), 'payload.amount');
      return stepState(state, event, { units: unitsWith(state, withHoldings(unit, { ...held, [kind]: held[kind] - amount })) });
    }
    case 'resupply.dispatched':
      return applyDispatch(state, event);
    case 'dla.placed': {
      const p = event.payload;
      const { side, ref } = p;
      const pos = { ...p.pos };
      const old = state.dlas?.[side];
      const site = old?.stocks ? { pos, ref, stocks: { ...old.stocks } } : { pos, ref };
      return stepState(state, event, { dlas: { ...state.dlas, [side]: site } });
    }
    default:
      return applyCasualtyEvent(state, event);
  }
}

/** `s` unless a kind goes above `STOCK_MAX` (then `EventError` at `path.<kind>`). */
function capped(s: Stocks, path: string): Stocks {
  for (const k of STOCK_KINDS) if (s[k] > STOCK_MAX) throw new EventError(`would hold ${s[k]} ${k}; at most ${STOCK_MAX}`, `${path}.${k}`);
  return s;
}
