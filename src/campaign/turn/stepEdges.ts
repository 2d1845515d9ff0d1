/**
 * The edges of a clock step: when units may march in it (the night rests), the contacts of units
 * standing within contact range at its end, and a contact begun in it as the queue keeps it
 * (004 §TIMESCALE, §WEAPON RANGE TABLE; docs/RULINGS.md §Marching into contact, §The night rests).
 */
import { pointToGridRef } from '../../rules/grid.ts';
import { findContacts } from '../../rules/operational/contacts.ts';
import { bandOf } from '../../rules/operational/approach.ts';
import { clockPeriodAt } from '../../rules/timescale.ts';
import type { PointM } from '../../rules/bound/types.ts';
import type { LonLat } from '../../rules/types.ts';
import { groundUnits } from '../ground/ground.ts';
import { settingsOf } from '../model/settings.ts';
import { startMinOfDay } from '../model/localTime.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState, SideId, UnitId } from '../model/types.ts';
import { contactPairKey, pairsHeld } from './contactPairs.ts';
import { joinContact, type StepContact } from './stepMarchParts.ts';

/**
 * The part of [`fromMin`, `toMin`] in which units may march: all of it, unless night allows only
 * resupply (the setting, 004 §TIMESCALE "The night period can be abstracted by saying that only resupply
 * takes place"): then the first daylight stretch in it, or null when the whole step is night.
 */
export function movementWindow(state: CampaignState, fromMin: number, toMin: number): { fromMin: number; toMin: number } | null {
  if (!settingsOf(state).nightResupplyOnly) return { fromMin, toMin };
  let startOfDay: number;
  try {
    startOfDay = startMinOfDay(state.startLocal);
  } catch {
    return { fromMin, toMin };
  }
  const periodAt = (min: number) => clockPeriodAt(startOfDay, settingsOf(state).dayStartMin, min);
  let a = fromMin;
  for (let p = periodAt(a); p.period === 'night'; p = periodAt(a)) {
    a = p.periodEndMin;
    if (a >= toMin) return null;
  }
  let b = a;
  for (let p = periodAt(b); p.period !== 'night' && b < toMin; p = periodAt(b)) b = p.periodEndMin;
  return { fromMin: a, toMin: Math.min(b, toMin) };
}

/**
 * Contacts between opposing ground units standing, at the step's end (`endAt`: where the step left those
 * that moved; the rest where they stand), whose positions are within contact range of each other (004
 * §WEAPON RANGE TABLE "CONTACT RANGES": the larger of the two) that no contact has ever held nor the
 * step's own contacts (`begun`) hold — units placed or typed in beside the enemy, or a march that stopped
 * close to a defender still holding its fire; a unit already in one of the step's contacts takes the pair
 * into it. Begun at `atMin`, with no recce sequence.
 */
export function standingContacts(state: CampaignState, endAt: ReadonlyMap<UnitId, PointM>, begun: readonly StepContact[], atMin: number): StepContact[] {
  const ground = groundUnits(state);
  const known = pairsHeld(state, ['open', 'handedOff', 'dismissed', 'settled', 'returned']);
  const begunOf = new Map<UnitId, StepContact>();
  for (const c of begun) {
    for (const p of c.pairs) known.add(contactPairKey(p.blueId, p.redId));
    for (const id of [...c.blueIds, ...c.redIds]) begunOf.set(id, c);
  }
  // Positions, not ground: lines whose ground touches (battalions 1–2 km across) are the standing front.
  const subjects = ground.map((g) => {
    const p = endAt.get(g.unit.id) ?? g.at;
    return { id: g.unit.id, side: g.unit.side, xM: p.xM, yM: p.yM, radiusM: 0, reachM: g.ranges.contactM };
  });
  const byId = new Map(ground.map((g, i) => [g.unit.id, { g, s: subjects[i]! }]));
  const out: StepContact[] = [];
  for (const p of findContacts(subjects)) {
    const a = byId.get(p.aId)!;
    const b = byId.get(p.bId)!;
    const [blue, red] = a.g.unit.side === 'blue' ? [a, b] : [b, a];
    if (known.has(contactPairKey(blue.g.unit.id, red.g.unit.id))) continue;
    const ranges = blue.g.ranges.contactM >= red.g.ranges.contactM ? blue.g.ranges : red.g.ranges;
    // A unit already in a contact this step: the pair joins it.
    const [ofBlue, ofRed] = [begunOf.get(blue.g.unit.id), begunOf.get(red.g.unit.id)];
    const into = ofBlue ?? ofRed;
    if (into) {
      if (ofBlue && ofRed && ofBlue !== ofRed) continue; // each fighting in a contact of this step already: both halted there
      joinContact(into, blue.g.unit.id, red.g.unit.id, p.gapM, ranges);
      begunOf.set(blue.g.unit.id, into);
      begunOf.set(red.g.unit.id, into);
      continue;
    }
    out.push({
      atMin,
      blueIds: [blue.g.unit.id],
      redIds: [red.g.unit.id],
      pairs: [{ blueId: blue.g.unit.id, redId: red.g.unit.id, gapM: Math.round(p.gapM), band: bandOf(p.gapM, ranges) }],
      recceId: null,
      defenderId: null,
      opening: null,
      movers: new Set(),
      at: { xM: (blue.s.xM + red.s.xM) / 2, yM: (blue.s.yM + red.s.yM) / 2 },
    });
  }
  return out;
}

/** A contact begun in the step as the queue keeps it (its id set by the caller), units in ORBAT order. */
export function campaignContactOf(state: CampaignState, c: StepContact, toLonLat: (p: PointM) => LonLat): CampaignContact {
  const order = new Map(state.unitOrder.map((id, i) => [id, i]));
  const byOrder = (x: UnitId, y: UnitId) => order.get(x)! - order.get(y)!;
  const blueIds = [...c.blueIds].sort(byOrder);
  const redIds = [...c.redIds].sort(byOrder);
  const blueMoved = blueIds.some((id) => c.movers.has(id));
  const redMoved = redIds.some((id) => c.movers.has(id));
  const recceSide: SideId | null = blueMoved && redMoved ? null : blueMoved ? 'blue' : redMoved ? 'red' : null;
  const pos = toLonLat(c.at);
  return {
    id: '',
    atMin: Math.max(state.clockMin, Math.ceil(c.atMin - 1e-6)),
    pos,
    ref: pointToGridRef(state.grid, pos, 6),
    blueIds,
    redIds,
    pairs: c.pairs,
    recceSide,
    recceId: c.recceId,
    defenderId: c.defenderId,
    opening: c.opening,
    status: 'open',
  };
}
