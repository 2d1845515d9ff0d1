/**
 * The vehicle events (1916 module, `002_0a64821d231c1bbf.txt` §2.3; docs/RULINGS.md §1916 vehicles on the
 * campaign map). `vehicle.crewActed`: the crew of an immobilised tank takes one option with the dice it
 * rolled, resolved on the campaign's crew chart (`vehicles1916Of`, *assumed*):
 * - stand: the crew stays aboard; dismount: it gets out beside the vehicle;
 * - repair: one D6, two with the crew of another unit of the same vehicle type and side helping
 *   (`whyCannotHelp`: a company or smaller, running, within 1 km); any die at
 *   the Repair target re-mobilises it (the crew aboard again), else the crew is out working on it;
 * - abandon (once per vehicle): one D6 per two LMGs carried; each at Get LMG forms a team;
 * - destroy: one D6 at Fire Bus destroys it (its bases are lost, with what it held).
 * Refused, naming the path: a unit that is not immobilised, a second abandon, a helper that is not another
 * unit of the same type and side or helps anything but a repair, and the wrong number of dice.
 */
import { crewAction, expectedDice } from '../../rules/vehicles1916.ts';
import { LMGS_CARRIED, type Vehicle1916 } from '../../rules/tables/vehicles1916.ts';
import { settleHoldings } from '../logistics/stocks.ts';
import { defineEvent } from '../model/eventDefinition.ts';
import { lostEntries } from '../logistics/ledgerEntries.ts';
import { EventError } from '../model/eventError.ts';
import { stepState, unitAt, unitsWith } from '../model/checks.ts';
import { settingsOf, vehicles1916Of } from '../model/settings.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { CampaignState, Unit } from '../model/types.ts';
import { VEHICLE_PAYLOADS, type VehiclePayloads } from './payloads.ts';

type Payload = VehiclePayloads['vehicle.crewActed'];

/** A crew tries one repair a turn (002 §2.3 "Each crew may attempt to repair one tank, once per turn"): on the campaign map, once an hour. */
export const REPAIR_EVERY_MIN = 60;

/** How near a helping crew's unit must stand to the immobilised one, metres (docs/RULINGS.md §1916 vehicles on the campaign map: "one vehicle base is able to dismount and help"). */
export const HELP_WITHIN_M = 1000;

/**
 * Why `helper`'s crew cannot help repair `unit` (002 §2.3: "dismounting crew must be from the same vehicle
 * type as the vehicle to be repaired"), or null when it can: another company or smaller of the same type and
 * side, with a vehicle left, not immobilised itself, placed within `HELP_WITHIN_M` of it.
 */
export function whyCannotHelp(state: CampaignState, unit: Unit, helper: Unit): string | null {
  if (helper.id === unit.id) return 'a crew cannot help itself';
  if (helper.type !== unit.type || helper.side !== unit.side) return 'the helping crew must be of the same vehicle type and side';
  if (!['company', 'platoon', 'section'].includes(helper.echelon)) return 'a headquarters has no crew to spare';
  if (helper.bases === 0 || helper.immobilised) return 'it has no vehicle running to come from';
  if (!unit.pos || !helper.pos) return 'both must be on the map';
  const proj = gridProjection(state.grid);
  const [a, b] = [proj.toLocal(unit.pos), proj.toLocal(helper.pos)];
  const d = Math.hypot(a.eastingM - b.eastingM, a.northingM - b.northingM);
  return d <= HELP_WITHIN_M ? null : `it is ${Math.round(d)} m away (a helping crew must be within ${HELP_WITHIN_M} m)`;
}

/** The crew's option resolved for `state` (see the module note), or the refusal. */
export function resolveCrewAction(state: CampaignState, p: Payload, atMin = state.clockMin) {
  const u = unitAt(state, p.unitId, 'payload.unitId');
  const stuck = u.immobilised;
  if (!stuck) throw new EventError(`${u.shortName} is not immobilised`, 'payload.unitId');
  if (p.action === 'repair' && stuck.repairedAtMin !== undefined && atMin - stuck.repairedAtMin < REPAIR_EVERY_MIN) {
    throw new EventError(`${u.shortName}'s crew tried a repair at minute ${stuck.repairedAtMin}: one attempt a turn, the next from minute ${stuck.repairedAtMin + REPAIR_EVERY_MIN}`, 'payload.action');
  }
  if (p.action === 'abandon' && stuck.abandoned) throw new EventError(`${u.shortName}'s crew has abandoned it already: abandoning is tried once only`, 'payload.action');
  if (p.helperId !== undefined) {
    const h = unitAt(state, p.helperId, 'payload.helperId');
    if (p.action !== 'repair') throw new EventError('only a repair can be helped by another crew', 'payload.helperId');
    const why = whyCannotHelp(state, u, h);
    if (why !== null) throw new EventError(`${h.shortName} cannot help: ${why}`, 'payload.helperId');
  }
  const opts = { helped: p.helperId !== undefined, lmgs: LMGS_CARRIED[u.type as Vehicle1916] ?? 2 };
  const want = expectedDice(p.action, opts);
  if (p.dice.length !== want) throw new EventError(`${p.action} rolls ${want} ${want === 1 ? 'die' : 'dice'}, got ${p.dice.length}`, 'payload.dice');
  const result = crewAction(p.action, p.dice, vehicles1916Of(settingsOf(state)).crew[stuck.cause], opts);
  const r = p.result;
  if (r.target !== result.target || r.repaired !== result.repaired || r.lmgTeams !== result.lmgTeams || r.destroyed !== result.destroyed) {
    throw new EventError(`the recorded result does not follow from the dice on the crew chart (needed ${String(result.target)})`, 'payload.result');
  }
  return { unit: u, result };
}

function applyCrewActed(state: CampaignState, event: { seq: number; at: number; payload: Payload }): CampaignState {
  const { unit: u, result } = resolveCrewAction(state, event.payload, event.at);
  const stuck = u.immobilised!;
  let next: Unit;
  if (result.repaired) {
    next = { ...u };
    delete next.immobilised;
  } else if (result.destroyed) {
    next = settleHoldings(u, { ...u, bases: 0, injuredBases: 0 });
    delete next.immobilised; // gone: nothing left to repair or fire
  } else {
    const crew = event.payload.action === 'stand' ? 'aboard' : 'dismounted';
    next = { ...u, immobilised: { ...stuck, crew, ...(event.payload.action === 'abandon' ? { abandoned: { lmgTeams: result.lmgTeams } } : {}), ...(event.payload.action === 'repair' ? { repairedAtMin: event.at } : {}) } };
  }
  return stepState(state, event, { units: unitsWith(state, next) });
}

const vehicleCrewActed = defineEvent({
  type: 'vehicle.crewActed',
  version: 1,
  migrations: {},
  payload: VEHICLE_PAYLOADS['vehicle.crewActed'],
  apply: applyCrewActed,
  describe(event, state) {
    const p = event.payload;
    const name = state?.units[p.unitId]?.shortName ?? p.unitId;
    const helper = p.helperId !== undefined ? `, with ${state?.units[p.helperId]?.shortName ?? p.helperId}'s crew helping` : '';
    const r = p.result;
    const dice = p.dice.length > 0 ? `: rolled ${p.dice.join(', ')}${r.target !== null ? `, needed ${r.target}` : ''}` : '';
    const what: Record<Payload['action'], string> = {
      stand: 'stayed aboard',
      dismount: 'dismounted',
      repair: r.repaired ? 'repaired it' : 'failed to repair it',
      abandon: `abandoned it and formed ${r.lmgTeams} LMG team${r.lmgTeams === 1 ? '' : 's'}`,
      destroy: r.destroyed ? 'destroyed it' : 'failed to fire it',
    };
    return `crew of ${name} ${what[p.action]}${helper}${dice}`;
  },
  // A destroyed vehicle loses everything it held (as a unit whose last base is killed).
  ledger: (ctx, event) => (event.payload.result.destroyed ? lostEntries(event.seq, event.at, event.payload.unitId, ctx.holdings(event.payload.unitId)) : []),
});

/** The vehicle events, in the order the registry lists them. */
export const VEHICLE_EVENTS = [vehicleCrewActed] as const;
