/**
 * The logistics events (004 §LOGISTICS, §UNITS OF LOGISTICAL ACCOUNTING, §REORGANISATION): the umpire
 * sets a unit's holdings (`stock.set`); a supply unit (BN LOG) or the side's DLA generates stock from
 * the rear (`stock.generated`); stock used by what caused it — firefight CU, shoot FU, movement POL,
 * other — refused when it would overdraw (`stock.consumed`); a resupply run leaves its source, issued at
 * once to the convoy account `run:<id>`, and the clock delivers it (`resupply.dispatched`); a side's DLA
 * placed or moved (`dla.placed`); a medical collection point treats half of a unit's casualty markers
 * (`casualties.collected`); a unit reorganises, with the D6 of an odd casualty count (`unit.reorganised`);
 * the end of the day at every brigade medical post (`day.ended`); a repair unit repairs half of a vehicle
 * unit's vehicle casualties (`vehicles.repaired`, a campaign rule). All folded by `applyLogisticsEvent`.
 * Accounts in the ledger: unit ids, `run:<id>` for a run's stock in transit, `dla:<side>` for a DLA.
 */
import { reorganise } from '../../rules/logistics/casualties.ts';
import { scriptedDice } from '../../rules/dice.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { describeLogisticsEvent } from './describe.ts';
import { adjustments, entriesOf, lostEntries, transfers } from './ledgerEntries.ts';
import { LOGISTICS_PAYLOADS } from './payloads.ts';
import { dlaAccount, runAccount, sourceAccount } from './runs.ts';
import { applyLogisticsEvent } from './stockEvents.ts';

const common = {
  version: 1,
  migrations: {},
  apply: applyLogisticsEvent,
  describe: describeLogisticsEvent,
} as const;

/** `stock.set`. Ledger: `'adjusted'` by the difference. */
const stockSet = defineEvent({
  ...common,
  type: 'stock.set',
  payload: LOGISTICS_PAYLOADS['stock.set'],
  ledger(ctx, event) {
    const held = ctx.holdings(event.payload.unitId);
    return adjustments(event.seq, event.at, event.payload.unitId, held, { ...held, ...event.payload.stocks });
  },
});

/** `stock.generated`. Ledger: `'adjusted'` + on the unit or the DLA. */
const stockGenerated = defineEvent({
  ...common,
  type: 'stock.generated',
  payload: LOGISTICS_PAYLOADS['stock.generated'],
  ledger(_ctx, event) {
    const p = event.payload;
    return entriesOf(event.seq, event.at, p.unitId === 'dla' ? dlaAccount(p.side) : p.unitId, p.stocks, 'adjusted', 1);
  },
});

/** `stock.consumed`. Ledger: `'consumed'`, ref the cause. */
const stockConsumed = defineEvent({
  ...common,
  type: 'stock.consumed',
  payload: LOGISTICS_PAYLOADS['stock.consumed'],
  ledger: (_ctx, event) => entriesOf(event.seq, event.at, event.payload.unitId, { [event.payload.kind]: event.payload.amount }, 'consumed', -1, event.payload.cause),
});

/** `resupply.dispatched`. Ledger: issued from the source to `run:<id>` (ref `run:<id>`). */
const resupplyDispatched = defineEvent({
  ...common,
  type: 'resupply.dispatched',
  payload: LOGISTICS_PAYLOADS['resupply.dispatched'],
  ledger(_ctx, event) {
    const run = event.payload.run;
    return transfers(event.seq, event.at, sourceAccount(run), runAccount(run.id), run.stocks, runAccount(run.id));
  },
});

const dlaPlaced = defineEvent({ ...common, type: 'dla.placed', payload: LOGISTICS_PAYLOADS['dla.placed'], ledger: NO_LEDGER_ENTRIES });
const casualtiesCollected = defineEvent({ ...common, type: 'casualties.collected', payload: LOGISTICS_PAYLOADS['casualties.collected'], ledger: NO_LEDGER_ENTRIES });

/** `unit.reorganised`. Ledger: `'lost'` of all it held when the casualties sent to the medical post were its last bases. */
const unitReorganised = defineEvent({
  ...common,
  type: 'unit.reorganised',
  payload: LOGISTICS_PAYLOADS['unit.reorganised'],
  ledger(ctx, event) {
    const id = event.payload.unitId;
    const die = event.payload.die;
    const { toMedicalPost } = reorganise(ctx.injuredBases(id), scriptedDice(die === null ? [] : [die]));
    const bases = ctx.bases(id);
    return bases > 0 && toMedicalPost >= bases ? lostEntries(event.seq, event.at, id, ctx.holdings(id)) : [];
  },
});

const dayEnded = defineEvent({ ...common, type: 'day.ended', payload: LOGISTICS_PAYLOADS['day.ended'], ledger: NO_LEDGER_ENTRIES });
const vehiclesRepaired = defineEvent({ ...common, type: 'vehicles.repaired', payload: LOGISTICS_PAYLOADS['vehicles.repaired'], ledger: NO_LEDGER_ENTRIES });

/** The logistics events, in the order the registry lists them. */
export const LOGISTICS_EVENTS = [stockSet, stockGenerated, stockConsumed, resupplyDispatched, dlaPlaced, casualtiesCollected, unitReorganised, dayEnded, vehiclesRepaired] as const;
