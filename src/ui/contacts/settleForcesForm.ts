/**
 * Who fights, in the Settle dialog's form (no React): the proposal (`proposeContactForces`) and the
 * umpire's edits — each unit on or off and the hour it joins — and the units the umpire adds, weighed
 * by the same rules. Proposed again when the attacking side or the hours change, keeping the additions.
 */
import { proposeContactForces, type CampaignContact, type CampaignState, type ContactForces, type ForceChoices, type SideId, type Unit, type UnitId } from '../../campaign/index.ts';

/** One unit's row as edited: fights or not, from which hour. */
export type ForcePick = { on: boolean; hour: number };

/** The forces part of the form. */
export type ForcesForm = { proposal: ContactForces; extraIds: UnitId[]; picks: Record<UnitId, ForcePick> };

/** The proposal for `attackerSide` over `maxHours` with `extraIds` added, each unit on when it is proposed, at its hour. */
export function forcesFormOf(state: CampaignState, contact: CampaignContact, attackerSide: SideId, maxHours: number, extraIds: readonly UnitId[] = []): ForcesForm {
  const proposal = proposeContactForces(state, contact, attackerSide, maxHours, extraIds);
  const picks: Record<UnitId, ForcePick> = {};
  for (const m of [...proposal.attacker.members, ...proposal.defender.members]) picks[m.unitId] = { on: m.joinsHour !== null, hour: m.joinsHour ?? Math.min(6, maxHours) };
  return { proposal, extraIds: [...extraIds], picks };
}

/** The choices the form stands for: the units on, each at its hour. */
export function forceChoicesOf(f: ForcesForm): ForceChoices {
  const of = (members: ContactForces['attacker']['members']) => members.filter((m) => f.picks[m.unitId]?.on).map((m) => ({ unitId: m.unitId, hour: f.picks[m.unitId]!.hour }));
  return { attacker: of(f.proposal.attacker.members), defender: of(f.proposal.defender.members) };
}

/** The units of `side` the umpire may add: placed, with stands, not listed yet, and `fits` (default any); nearest the contact first, at most 40. */
export function addableUnits(state: CampaignState, contact: CampaignContact, f: ForcesForm, side: SideId, fits: (u: Unit) => boolean = () => true): Unit[] {
  const listed = new Set([...f.proposal.attacker.members, ...f.proposal.defender.members].map((m) => m.unitId));
  const away = (u: Unit) => Math.hypot(u.pos!.lon - contact.pos.lon, (u.pos!.lat - contact.pos.lat) * 1.5);
  return Object.values(state.units)
    .filter((u) => u.side === side && u.pos && u.bases > 0 && !listed.has(u.id) && fits(u))
    .sort((a, b) => away(a) - away(b))
    .slice(0, 40);
}
