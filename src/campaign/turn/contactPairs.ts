/**
 * Which pairs of opposing units a contact already holds: the key of a pair and the pairs of the
 * contacts in given statuses. A pair held by an open or handed-off contact is being fought; one held by a
 * dismissed contact was bypassed by the umpire's choice — neither is raised again.
 */
import type { ContactStatus } from '../model/turnTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';

/** The key of the pair of blue unit `blueId` and red unit `redId`. */
export function contactPairKey(blueId: UnitId, redId: UnitId): string {
  return `${blueId}|${redId}`;
}

/** The keys (`contactPairKey`) of every blue–red pair of the contacts of `state` in one of `statuses`. */
export function pairsHeld(state: Pick<CampaignState, 'contacts'>, statuses: readonly ContactStatus[]): Set<string> {
  const held = new Set<string>();
  for (const c of Object.values(state.contacts ?? {})) {
    if (!statuses.includes(c.status)) continue;
    for (const b of c.blueIds) for (const r of c.redIds) held.add(contactPairKey(b, r));
  }
  return held;
}

/** The units of `state` in an open or handed-off contact: they are fighting, and their routes wait. */
export function unitsInContact(state: Pick<CampaignState, 'contacts'>): Set<UnitId> {
  const out = new Set<UnitId>();
  for (const c of Object.values(state.contacts ?? {})) {
    if (c.status !== 'open' && c.status !== 'handedOff') continue;
    for (const id of [...c.blueIds, ...c.redIds]) out.add(id);
  }
  return out;
}

/** A contact id free in `state` and not in `taken`: `ct-<atMin>-<n>`, n from 1. */
export function freeContactId(state: Pick<CampaignState, 'contacts'>, atMin: number, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const id = `ct-${atMin}-${n}`;
    if (!taken.has(id) && !Object.hasOwn(state.contacts ?? {}, id)) return id;
  }
}
