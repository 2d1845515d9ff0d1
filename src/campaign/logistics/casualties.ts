/**
 * The fold of the casualty events (`004_4c7ef6319257dc11.txt` §REORGANISATION, §COLLECTION
 * POINTS FOR CASUALTIES AND VEHICLES, §DISORGANISATION; the rules are `src/rules/logistics/casualties.ts`).
 * A unit's casualty markers are its `injuredBases`.
 * - `casualties.collected`: a medical collection point treats half the unit's casualty markers, rounded
 *   down (`collectionPoint`); they are removed. Refused when it would treat none.
 * - `unit.reorganised`: half the markers removed, the odd one on a 4–6 of the recorded D6 (`die`, null
 *   when the count is even: no die is rolled); the rest are taken off the unit's bases into its brigade
 *   medical post (`medicalPostOf`); `disorganisedUntilMin` is cleared (004 §DISORGANISATION: disorganised
 *   "until all casualty markers are removed"). E.g. 5 markers, die 4 → 3 removed, 2 to the post.
 * - `day.ended`: each medical post with casualties rolls (`dice[post]`, null for an even count): half
 *   return to their units, the odd one on a 4–6, the rest are permanent (`endOfDayMedicalPost`); the post
 *   is emptied. Posts are taken in order of their id; returns are shared out as each unit's half rounded
 *   down, then one more to units with an odd count in order of unit id until the post's return is made up
 *   (*ruling*); a unit never goes above its establishment (a surplus is permanent). E.g. a post of 5
 *   with a 5 → 3 return, 2 permanent.
 * - `vehicles.repaired`: a repair unit repairs half a vehicle unit's vehicle casualties (its markers),
 *   rounded down (`campaignRepair`, "for campaign games"). Refused for a unit without vehicles or none to repair.
 * A unit whose bases reach 0 loses its stock with it (`settleHoldings`). Refusals are `EventError`s naming the path.
 */
import { campaignRepair, collectionPoint, endOfDayMedicalPost, reorganise } from '../../rules/logistics/casualties.ts';
import { scriptedDice } from '../../rules/dice.ts';
import { checkObject, checkWhole, shown, stepState, unitAt, unitsWith } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { LogisticsPayloads } from './payloads.ts';
import { isTracked, medicalPostOf, settleHoldings } from './stocks.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';

type CasualtyEvent = EventsOf<LogisticsPayloads, 'casualties.collected' | 'unit.reorganised' | 'day.ended' | 'vehicles.repaired'>;

/** The D6 recorded for an odd count at `path`: 1–6 when `count` is odd, null when even (no die rolled). */
function oddDie(value: unknown, count: number, path: string, what: string): number | null {
  if (count % 2 === 0) {
    if (value !== null) throw new EventError(`${what} is even (${count}): no die is rolled, so the die must be null, got ${shown(value)}`, path);
    return null;
  }
  if (value === null || value === undefined) throw new EventError(`${what} is odd (${count}): give the D6 rolled for the odd one (4–6 removes it)`, path);
  return checkWhole(value, path, 1, 6);
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every medical post of `state` with casualties in it → its total, in the record's order (for display);
 * `sorted`: in order of post id (the order `day.ended` takes them in).
 */
export function medicalPostTotals(state: Pick<CampaignState, 'medicalPosts'>, sorted = false): Map<UnitId, number> {
  const out = new Map<UnitId, number>();
  const posts = Object.keys(state.medicalPosts ?? {});
  for (const post of sorted ? posts.sort(byId) : posts) {
    const total = Object.values(state.medicalPosts![post]!).reduce((a, b) => a + b, 0);
    if (total > 0) out.set(post, total);
  }
  return out;
}

/**
 * How a post's `returned` bases are shared among its units (see the module note), in order of unit id:
 * each unit's half rounded down, then one more to each unit with an odd count until `returned` is reached.
 * E.g. { a: 3, b: 2 } returning 3 → a 2, b 1.
 */
export function shareReturns(byUnit: Readonly<Record<UnitId, number>>, returned: number): Map<UnitId, number> {
  const order = Object.keys(byUnit).filter((id) => byUnit[id]! > 0).sort(byId);
  const out = new Map<UnitId, number>(order.map((id) => [id, Math.floor(byUnit[id]! / 2)]));
  let extra = returned - [...out.values()].reduce((a, b) => a + b, 0);
  for (const id of order) {
    if (extra <= 0) break;
    if (byUnit[id]! % 2 === 1) {
      out.set(id, out.get(id)! + 1);
      extra--;
    }
  }
  return out;
}

/** The fold of a casualty event (see the module note). Throws `EventError` naming the path. */
export function applyCasualtyEvent(state: CampaignState, event: CasualtyEvent): CampaignState {
  switch (event.type) {
    case 'casualties.collected': {
      const unit = unitAt(state, event.payload.unitId, 'payload.unitId');
      const { treated } = collectionPoint(unit.injuredBases);
      if (treated === 0) throw new EventError(`${unit.shortName} has ${unit.injuredBases} casualty marker${unit.injuredBases === 1 ? '' : 's'}: a collection point takes half, rounded down, so none`, 'payload.unitId');
      return stepState(state, event, { units: unitsWith(state, { ...unit, injuredBases: unit.injuredBases - treated }) });
    }
    case 'vehicles.repaired': {
      const unit = unitAt(state, event.payload.unitId, 'payload.unitId');
      if (!isTracked(unit) && unit.mobility !== 'motorised') throw new EventError(`${unit.shortName} has no vehicles to repair (not armour, tracked or motorised)`, 'payload.unitId');
      const { repaired } = campaignRepair(unit.injuredBases);
      if (repaired === 0) throw new EventError(`${unit.shortName} has ${unit.injuredBases} vehicle casualt${unit.injuredBases === 1 ? 'y' : 'ies'}: half, rounded down, is none to repair`, 'payload.unitId');
      return stepState(state, event, { units: unitsWith(state, { ...unit, injuredBases: unit.injuredBases - repaired }) });
    }
    case 'unit.reorganised': {
      const unit = unitAt(state, event.payload.unitId, 'payload.unitId');
      const count = unit.injuredBases;
      const die = oddDie(event.payload.die, count, 'payload.die', `${unit.shortName}'s casualty count`);
      const r = reorganise(count, scriptedDice(die === null ? [] : [die]), unit.shortName);
      const next: Unit = { ...unit, injuredBases: 0, bases: unit.bases - r.toMedicalPost };
      delete next.disorganisedUntilMin;
      delete next.broken;
      delete next.actionMin;
      const patch: Partial<CampaignState> = { units: unitsWith(state, settleHoldings(unit, next)) };
      if (r.toMedicalPost > 0) {
        const post = medicalPostOf(state, unit.id);
        const posts = Object.assign(Object.create(null) as Record<UnitId, Record<UnitId, number>>, state.medicalPosts);
        const inPost = (copyRecord(posts[post]) as Record<UnitId, number>);
        inPost[unit.id] = (inPost[unit.id] ?? 0) + r.toMedicalPost;
        posts[post] = inPost;
        patch.medicalPosts = posts;
      }
      return stepState(state, event, patch);
    }
    case 'day.ended': {
      const dice = checkObject(event.payload.dice, 'payload.dice');
      const totals = medicalPostTotals(state, true);
      for (const key of Object.keys(dice)) {
        if (!totals.has(key)) throw new EventError(`there are no casualties in a medical post of "${key}"`, `payload.dice.${key}`);
      }
      const units = (copyRecord(state.units) as Record<UnitId, Unit>);
      for (const [post, total] of totals) {
        const name = state.units[post]?.shortName ?? post;
        if (!Object.hasOwn(dice, post)) throw new EventError(`the medical post of ${name} holds ${total}: give its die (null when even)`, `payload.dice.${post}`);
        const die = oddDie(dice[post], total, `payload.dice.${post}`, `the medical post of ${name}'s count`);
        const { returned } = endOfDayMedicalPost(total, scriptedDice(die === null ? [] : [die]), name);
        for (const [id, back] of shareReturns(state.medicalPosts![post]!, returned)) {
          const u = units[id]!;
          const bases = Math.min(u.establishmentBases, u.bases + back);
          if (bases !== u.bases) units[id] = settleHoldings(u, { ...u, bases });
        }
      }
      return stepState(state, event, { units, medicalPosts: Object.create(null) as Record<UnitId, Record<UnitId, number>> });
    }
  }
}
