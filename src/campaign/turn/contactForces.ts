/**
 * Who fights a contact, and from which hour (004 §THE COMBAT SEQUENCE SUMMARY 1, §COMMAND REACTION
 * TIMES, §ORDER OF BATTLE, §REAL ESTATE TABLE; docs/RULINGS.md §Who fights a contact). Each side has a
 * lead — the attacker's commanding stand, the defender's position attacked — and every other unit of
 * the side in the contact (and any the umpire adds) gets the hour its fire can first come in, with the
 * rule that gives it:
 * - Attacker ("Decide which Command stand is commanding the attack … everything UNDER COMMAND and IN
 *   DIRECT SUPPORT can be used … IN SUPPORT … the appropriate COMMAND REACTION TIME penalty must be
 *   paid"): the highest command stand in the contact commands; its subtree and units In Direct Support of
 *   it (or of a commander of it) from hour 1; In Support from hour 2 (the hour after it is asked for);
 *   anyone else when orders by the command chain reach it.
 * - Defender ("with any stand on the position that is under attack", and the worked example of §COMMAND
 *   REACTION TIMES): the unit attacked and its subtree, and every defender standing within half its
 *   frontage in defence, from hour 1; the other companies of its battalion give supporting fire from hour
 *   1 and may counter-attack from hour 2; units In Direct Support from hour 1, In Support from hour 2;
 *   the rest of its brigade fires from hour 2 and counter-attacks from hour 2 if In Support of the
 *   battalion, hour 3 without such orders; anyone else when orders by the command chain reach it.
 * Only fighting stands counter-attack: a machine-gun company, a mortar battery or a gun gives its fire
 * and no counter-attack hour (§FIGURE CLASSIFICATION: support stands "cannot close assault").
 * A unit whose hour is after the fight's last hour is left out; it stays on the map.
 */
import { supportFireAtMin } from '../../rules/commandNet.ts';
import { gridProjection } from '../../rules/projection.ts';
import { realEstate } from '../../rules/operational/realEstate.ts';
import { ECHELON_RANK } from '../../rules/tables/nqm.ts';
import { assaultRoleOf } from '../../rules/tables/nqmStands.ts';
import { commandNetOf } from '../command/commandState.ts';
import { ancestors, contactSideIds, otherSide, subtreeIds, subtreeStrength } from '../model/selectors.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState, SideId, Unit, UnitId } from '../model/types.ts';

/**
 * One unit's place in a fight: the hour (1 = the first) its fire first comes in, the hour it may
 * counter-attack where the seed gives one, and the rule, in words. `joinsHour` null: left out.
 */
export type ForceMember = { unitId: UnitId; joinsHour: number | null; counterAttackHour?: number; reason: string };

/** One side's force: its lead (the commanding stand, or the position attacked) and every unit weighed, lead first. */
export type SideForces = { side: SideId; leadId: UnitId; members: ForceMember[] };

/** Both sides' proposed forces (`proposeContactForces`). */
export type ContactForces = { attacker: SideForces; defender: SideForces };

const rank = (u: Unit) => ECHELON_RANK[u.echelon];

/** The attacker's commanding stand: the highest echelon among its contact units; among equals the recce or its commander, else the strongest. */
function commandingStand(state: CampaignState, contact: CampaignContact, side: SideId): UnitId {
  const units = contactSideIds(contact, side).map((id) => state.units[id]!);
  const best = Math.min(...units.map(rank));
  const top = units.filter((u) => rank(u) === best);
  const recce = contact.recceId ? top.find((u) => u.id === contact.recceId || subtreeIds(state, u.id).includes(contact.recceId!)) : undefined;
  if (recce) return recce.id;
  return top.reduce((m, u) => (subtreeStrength(state, u.id).bases > subtreeStrength(state, m.id).bases ? u : m)).id;
}

/** The defender's position attacked: the contact's defender when it is one of the side's, else its unit nearest the attacker's lead. */
function positionAttacked(state: CampaignState, contact: CampaignContact, side: SideId, attackerLead: UnitId): UnitId {
  const ids = contactSideIds(contact, side);
  if (contact.defenderId && ids.includes(contact.defenderId)) return contact.defenderId;
  const proj = gridProjection(state.grid);
  const at = (id: UnitId) => proj.toLocal(state.units[id]!.pos!);
  const a = at(attackerLead);
  const dist = (id: UnitId) => Math.hypot(at(id).eastingM - a.eastingM, at(id).northingM - a.northingM);
  return ids.reduce((m, id) => (dist(id) < dist(m) ? id : m));
}

/**
 * The proposed forces of `contact` with `attackerSide` attacking, for a fight of at most `maxHours`
 * hours (see the module note). `extraIds` are units the umpire adds: weighed by the same rules. Throws
 * `RangeError` when a side has no unit in the contact.
 */
export function proposeContactForces(state: CampaignState, contact: CampaignContact, attackerSide: SideId, maxHours: number, extraIds: readonly UnitId[] = []): ContactForces {
  for (const s of [attackerSide, otherSide(attackerSide)]) if (contactSideIds(contact, s).length === 0) throw new RangeError(`contact ${contact.ref} has no ${s} unit`);
  const attackerLead = commandingStand(state, contact, attackerSide);
  const defenderLead = positionAttacked(state, contact, otherSide(attackerSide), attackerLead);
  const weigh = (side: SideId, leadId: UnitId, defending: boolean): SideForces => {
    const candidates = [...new Set([...contactSideIds(contact, side), ...extraIds.filter((id) => state.units[id]?.side === side)])].filter((id) => id !== leadId);
    const lead = state.units[leadId]!;
    const leadWhy = defending ? `the position attacked (004 §THE COMBAT SEQUENCE: the defender fights "with any stand on the position that is under attack")` : `commanding the attack: the highest command stand in the contact (004 §THE COMBAT SEQUENCE SUMMARY 1)`;
    const members: ForceMember[] = [{ unitId: leadId, joinsHour: 1, reason: leadWhy }];
    for (const id of candidates) {
      const m = memberOf(state, lead, id, defending);
      members.push(m.joinsHour !== null && m.joinsHour > maxHours ? { ...m, joinsHour: null, reason: `${m.reason}: after the fight's ${maxHours === 1 ? 'first hour' : `${maxHours} hours`}, so left out` } : m);
    }
    return { side, leadId, members };
  };
  return { attacker: weigh(attackerSide, attackerLead, false), defender: weigh(otherSide(attackerSide), defenderLead, true) };
}

/** Metres a defender may stand from the unit attacked and be on its position: half its frontage in defence, average country. */
function positionRadiusM(lead: Unit): number {
  const f = realEstate(lead.echelon, 'defence', 'average');
  return f ? f.frontageM / 2 : 0;
}

/**
 * `member` without its counter-attack when unit `unit` cannot close assault (a support stand or a gun,
 * `assaultRoleOf`), the reason saying so.
 */
function withoutCounterAttack(member: ForceMember, unit: Unit): ForceMember {
  if (member.counterAttackHour === undefined) return member;
  const role = assaultRoleOf(unit.type);
  if (role === 'fighting') return member;
  const { counterAttackHour: _gone, ...rest } = member;
  const what = role === 'support' ? 'a support stand' : role === 'gun' ? 'a gun' : 'an aircraft';
  return { ...rest, reason: `${member.reason.replace(/, a counter-attack in the (second|third)( without orders)?/, '')}; ${what}, it gives fire but no counter-attack (004 §FIGURE CLASSIFICATION: support stands "cannot close assault")` };
}

/** The hour unit `id` joins a fight led by `lead`, and why (see the module note). */
function memberOf(state: CampaignState, lead: Unit, id: UnitId, defending: boolean): ForceMember {
  return withoutCounterAttack(memberHour(state, lead, id, defending), state.units[id]!);
}

/** `memberOf` before a support stand's counter-attack is taken away. */
function memberHour(state: CampaignState, lead: Unit, id: UnitId, defending: boolean): ForceMember {
  const unit = state.units[id]!;
  const name = (x: UnitId) => state.units[x]?.shortName ?? x;
  if (subtreeIds(state, lead.id).includes(id)) return { unitId: id, joinsHour: 1, reason: `under the command of ${name(lead.id)}` };
  if (defending && lead.pos && unit.pos) {
    const proj = gridProjection(state.grid);
    const [a, b] = [proj.toLocal(lead.pos), proj.toLocal(unit.pos)];
    const radiusM = positionRadiusM(lead);
    if (Math.hypot(a.eastingM - b.eastingM, a.northingM - b.northingM) <= radiusM) {
      return { unitId: id, joinsHour: 1, reason: `on the position attacked: within ${Math.round(radiusM)} m of ${name(lead.id)}, half a ${lead.echelon}'s frontage in defence (004 §REAL ESTATE TABLE)` };
    }
  }
  const net = commandNetOf(state);
  const unjoined: ForceMember = { unitId: id, joinsHour: null, reason: `no chain of command joins it to ${name(lead.id)}, so no order can bring it in` };
  let fire: ReturnType<typeof supportFireAtMin>;
  try {
    fire = supportFireAtMin(net, lead.id, id, 0);
  } catch {
    return unjoined;
  }
  if (fire.via === 'inDirectSupport') return { unitId: id, joinsHour: 1, reason: `In Direct Support of ${name(lead.id)} or its commander: its fire comes in the hour asked for (004 §ORDER OF BATTLE)` };
  if (fire.via === 'inSupport') {
    return { unitId: id, joinsHour: 2, ...(defending ? { counterAttackHour: 2 } : {}), reason: `In Support of ${name(lead.id)} or its commander: it comes in the hour after the one asked for (004 §ORDER OF BATTLE)` };
  }
  if (defending) {
    const leadChain = [lead.id, ...ancestors(state, lead.id)];
    const common = [id, ...ancestors(state, id)].find((x) => leadChain.includes(x));
    const commonUnit = common ? state.units[common] : undefined;
    if (commonUnit && rank(commonUnit) >= ECHELON_RANK.battalion) {
      return { unitId: id, joinsHour: 1, counterAttackHour: 2, reason: `of ${name(commonUnit.id)}, as is the unit attacked: supporting fire in the first hour, a counter-attack in the second (004 §COMMAND REACTION TIMES)` };
    }
    if (commonUnit && rank(commonUnit) === ECHELON_RANK.brigade) {
      return { unitId: id, joinsHour: 2, counterAttackHour: 3, reason: `of ${name(commonUnit.id)}, as is the unit attacked: supporting fire in the second hour once the battalion calls for it, a counter-attack in the third without orders (004 §COMMAND REACTION TIMES)` };
    }
  }
  // Not in support and not of the defender's brigade: the call goes by the command chain (`supportFireAtMin`).
  const delayMin = fire.fireAtMin;
  const hour = 1 + Math.ceil(delayMin / 60);
  return { unitId: id, joinsHour: hour, reason: `not under the command of ${name(lead.id)}: orders by the command chain take ${delayMin / 60} h, so it comes in hour ${hour} (004 §COMMAND REACTION TABLE)` };
}
