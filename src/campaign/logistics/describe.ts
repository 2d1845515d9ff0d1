/**
 * One-line descriptions of the logistics events for the log and the Undo message (called by
 * `describeEvent`, `log/describe.ts`). Plain text; names come from the state the event applies to,
 * e.g. `dispatched 3 CU from 152 Bde BN LOG to 1/6 Gordons (motorised, 9 km; arrives 07:20)`.
 */
import { collectionPoint, reorganise } from '../../rules/logistics/casualties.ts';
import { scriptedDice } from '../../rules/dice.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { LogisticsPayloads } from './payloads.ts';
import { clockText } from '../model/localTime.ts';
import type { LogisticsEventType } from './stockEvents.ts';
import { dlaName } from './runs.ts';
import { stocksText } from './stocks.ts';
import type { CampaignState, UnitId } from '../model/types.ts';


const km = (m: number) => (m >= 1000 ? `${Number((m / 1000).toFixed(1))} km` : `${Math.round(m)} m`);

/** The description of a logistics event (see the module note). */
export function describeLogisticsEvent(event: EventsOf<LogisticsPayloads, LogisticsEventType>, state: CampaignState | null): string {
  const name = (id: UnitId) => state?.units[id]?.shortName ?? id;
  switch (event.type) {
    case 'stock.set':
      return `set the stock of ${name(event.payload.unitId)} to ${stocksText(event.payload.stocks)}${event.payload.reason ? ` (${event.payload.reason})` : ''}`;
    case 'stock.generated': {
      const p = event.payload;
      return `${p.unitId === 'dla' ? (state ? dlaName(state, p.side) : `the ${p.side} DLA`) : name(p.unitId)} generated ${stocksText(p.stocks)}`;
    }
    case 'stock.consumed': {
      const p = event.payload;
      const hours = p.hours === undefined ? '' : ` over ${p.hours} h`;
      return `${name(p.unitId)} spent ${p.amount} ${p.kind} (${p.cause}${hours})`;
    }
    case 'resupply.dispatched': {
      const r = event.payload.run;
      const from = r.fromId === 'dla' ? (state ? dlaName(state, r.side) : `the ${r.side} DLA`) : name(r.fromId);
      const die = r.deRosaDie === undefined ? '' : `; De Rosa ${r.deRosaDie}`;
      return `dispatched ${stocksText(r.stocks)} from ${from} to ${name(r.toId)} (${r.transport}, ${km(r.distanceM)}${die}; arrives ${clockText(state, r.arriveMin)})`;
    }
    case 'dla.placed':
      return `placed ${state ? dlaName(state, event.payload.side) : `the ${event.payload.side} DLA`} at ${event.payload.ref}`;
    case 'casualties.collected': {
      const u = state?.units[event.payload.unitId];
      const treated = u ? collectionPoint(u.injuredBases).treated : null;
      return `collected the casualties of ${name(event.payload.unitId)}${treated === null ? '' : `: ${treated} treated`}`;
    }
    case 'unit.reorganised': {
      const u = state?.units[event.payload.unitId];
      const die = event.payload.die;
      let result = '';
      if (u && Number.isInteger(u.injuredBases) && (die === null) === (u.injuredBases % 2 === 0)) {
        const r = reorganise(u.injuredBases, scriptedDice(die === null ? [] : [die]));
        result = `: ${r.removed} casualt${r.removed === 1 ? 'y' : 'ies'} returned to duty, ${r.toMedicalPost} to the medical post${die === null ? '' : ` (rolled ${die})`}`;
      }
      return `reorganised ${name(event.payload.unitId)}${result}`;
    }
    case 'day.ended': {
      const n = Object.keys(event.payload.dice).length;
      return `ended the day at the medical posts (${n} post${n === 1 ? '' : 's'} with casualties)`;
    }
    case 'vehicles.repaired':
      return `repaired the vehicles of ${name(event.payload.unitId)}`;
  }
}
