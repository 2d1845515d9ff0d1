/**
 * The 1916 command chart modifiers the campaign can see for itself (`002_0a64821d231c1bbf.txt` §2.1
 * "Command Chart Modifiers"; docs/RULINGS.md §1916 command modifiers from the campaign): proposed in the
 * Command test dialog, each with why, for the umpire to keep or change.
 * - Over the top: dug in (hard cover) with an enemy unit within small-arms range (300 m, 004 §WEAPON RANGE TABLE).
 * - Each consecutive assault move: the unit's command tests in the Assault column since its last Maneuver one.
 * - Pinned or withdrawn: pinned at the clock (an effective shoot pins for an hour).
 * - Tank within 200 yds: an enemy tank unit with a vehicle left, not immobilised, within 183 m.
 * - Demoralised: broken (004 §UNIT MORALE), or Shaken or Routed under De Rosa's rules.
 * HQ hits are not proposed: the campaign does not know which casualty marker is on the command base.
 */
import type { CommandTestModifierId } from '../../rules/tables/commandTest1916.ts';
import { WEAPON_RANGES } from '../../rules/tables/nqmGround.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { deRosaOn, settingsOf } from '../model/settings.ts';

/** 200 yards in metres (002 §2.1 "within 200 yds of an enemy tank"; 1 yd = 0.9144 m). */
export const TANK_WITHIN_M = 182.88;

/** A proposal: the count of each modifier seen (absent: 0) and why, one line each. */
export type CommandProposal = { counts: Partial<Record<CommandTestModifierId, number>>; why: string[] };

/** The modifiers `state` shows for unit `unitId` (see the module note). */
export function proposeCommandModifiers(state: CampaignState, unitId: UnitId): CommandProposal {
  const u = state.units[unitId];
  const out: CommandProposal = { counts: {}, why: [] };
  if (!u) return out;
  const proj = gridProjection(state.grid);
  const at = (p: NonNullable<typeof u.pos>) => proj.toLocal(p);
  const nearest = (pick: (id: UnitId) => boolean) => {
    if (!u.pos) return null;
    const me = at(u.pos);
    let best: { name: string; m: number } | null = null;
    for (const e of Object.values(state.units)) {
      if (e.side === u.side || !e.pos || e.bases <= 0 || !pick(e.id)) continue;
      const p = at(e.pos);
      const m = Math.hypot(p.eastingM - me.eastingM, p.northingM - me.northingM);
      if (!best || m < best.m) best = { name: e.shortName, m };
    }
    return best;
  };
  const close = nearest(() => true);
  if (u.dugIn && close && close.m <= WEAPON_RANGES.infSmallArms.effectiveM) {
    out.counts.overTheTop = 1;
    out.why.push(`over the top: dug in, with ${close.name} ${Math.round(close.m)} m away`);
  }
  let assaults = 0;
  const tests = state.commandTests ?? [];
  for (let i = tests.length - 1; i >= 0; i--) {
    const t = tests[i]!;
    if (t.unitId !== unitId) continue;
    if (t.column !== 'assault') break;
    assaults++;
  }
  if (assaults > 0) {
    out.counts.consecutiveAssault = assaults;
    out.why.push(`${assaults} consecutive assault move${assaults === 1 ? '' : 's'} before this one`);
  }
  if ((u.pinnedUntilMin ?? -1) > state.clockMin) {
    out.counts.pinnedOrWithdrawn = 1;
    out.why.push('pinned');
  }
  const tank = nearest((id) => UNIT_TYPES[state.units[id]!.type]?.arm === 'armour' && !state.units[id]!.immobilised);
  if (tank && tank.m <= TANK_WITHIN_M) {
    out.counts.tankWithin200yd = 1;
    out.why.push(`enemy tank ${tank.name} ${Math.round(tank.m)} m away`);
  }
  const shaken = u.deRosaMorale !== undefined && deRosaOn(settingsOf(state));
  if (u.broken || shaken) {
    out.counts.demoralised = 1;
    out.why.push(u.broken ? 'broken' : u.deRosaMorale === 'routed' ? 'Routed' : 'Shaken');
  }
  return out;
}
