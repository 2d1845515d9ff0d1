/**
 * What the unit panel says about a unit's command, free of React: the delay of orders from its top
 * formation (NQM command reaction times, 004 §COMMAND REACTION TIMES, through `commandNetOf`,
 * `src/campaign/command/commandState.ts`), its mobility (set, or derived from its type), and its last 1916
 * command tests (002 §2.1) as sentences.
 */
import { commandNetOf, derivedMobility, type CampaignState, type CommandTestRecord, type Unit, type UnitId, type UnitMobility } from '../../campaign/index.ts';
import { COMMAND_TEST_MODIFIERS } from '../../rules/tables/commandTest1916.ts';
import { formatCampaignClock } from '../clock.ts';

/** The top formation above `id` (itself when it has no HQ); a broken chain stops at the last known unit. */
export function topFormationId(state: Pick<CampaignState, 'units'>, id: UnitId): UnitId {
  let at = id;
  const seen = new Set<UnitId>([id]);
  for (;;) {
    const p = state.units[at]?.parentId;
    if (p === undefined || !state.units[p] || seen.has(p)) return at;
    seen.add(p);
    at = p;
  }
}

/** Minutes as an umpire says them: 0 → "no time", 420 → "7 h", 90 → "1 h 30 min", 30 → "30 min". */
export function formatDelay(min: number): string {
  if (min === 0) return 'no time';
  const h = Math.floor(min / 60);
  const m = Math.round(min - h * 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * The panel's line on the delay of orders from the unit's top formation, e.g. "Orders from Third
 * Army take 7 h"; for a top formation "Top formation: its orders start here"; when the command net
 * cannot say (a broken chain), "Command delay unknown: ‹reason›".
 */
export function commandDelayLine(state: CampaignState, unit: Unit): string {
  const topId = topFormationId(state, unit.id);
  if (topId === unit.id) return 'Top formation: its orders start here';
  try {
    const min = commandNetOf(state).delayMin(topId, unit.id);
    return `Orders from ${state.units[topId]!.name} take ${formatDelay(min)}`;
  } catch (e) {
    return `Command delay unknown: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** The unit's mobility for command reaction times and whether it is set on the unit or derived from its type (`derivedMobility`). */
export function mobilityOf(unit: Unit): { mobility: UnitMobility; derived: boolean } {
  return unit.mobility ? { mobility: unit.mobility, derived: false } : { mobility: derivedMobility(unit), derived: true };
}

/** The unit's last `n` command tests, newest first. */
export function lastCommandTests(state: Pick<CampaignState, 'commandTests'>, unitId: UnitId, n = 3): CommandTestRecord[] {
  const out: CommandTestRecord[] = [];
  const all = state.commandTests ?? [];
  for (let i = all.length - 1; i >= 0 && out.length < n; i--) if (all[i]!.unitId === unitId) out.push(all[i]!);
  return out;
}

/**
 * One test as a line, e.g. "Tue 20 Nov 1917 07:00 · Maneuver: die 4, modifiers −1 = 3 against 3 —
 * passed, moved" or "… — failed, stayed put".
 */
export function commandTestLine(state: Pick<CampaignState, 'startLocal'>, t: CommandTestRecord): string {
  const points = t.modifiers.reduce((s, id) => s + (COMMAND_TEST_MODIFIERS.find((m) => m.id === id)?.points ?? 0), 0);
  const column = t.column === 'assault' ? 'Assault' : 'Maneuver';
  const mods = points === 0 ? '' : `, modifiers ${points < 0 ? `−${-points}` : `+${points}`}`;
  let when: string;
  try {
    when = formatCampaignClock(state.startLocal, t.atMin);
  } catch {
    when = `minute ${t.atMin}`;
  }
  return `${when} · ${column}: die ${t.die}${mods} = ${t.die + points} against ${t.target} — ${t.passed ? 'passed, moved' : 'failed, stayed put'}`;
}

/** The veteran flag as the panel and the form name it: what it does (004 §COMMAND REACTION TABLE). */
export const VETERAN_FLAG_LABEL = 'Veteran armoured/motorised (command delays halved)';

/**
 * The veteran flag in words: `Yes: orders and reports inside it take half the time` for a veteran
 * armoured or motorised unit, `No (inside veteran 1st Tank Brigade: halved)` for one inside such a
 * formation (docs/RULINGS.md §Veteran halving), else `Yes, but it is not armoured or motorised: no
 * halving` / `No`.
 */
export function veteranText(state: CampaignState, unit: Unit): string {
  const fast = (u: Unit) => u.veteran === true && ['armoured', 'motorised'].includes(mobilityOf(u).mobility);
  if (fast(unit)) return 'Yes: orders and reports to it and inside it take half the time';
  const seen = new Set<UnitId>([unit.id]);
  for (let p = unit.parentId; p !== undefined && !seen.has(p); p = state.units[p]?.parentId) {
    seen.add(p);
    const up = state.units[p];
    if (up && fast(up)) return `No, but it is inside veteran ${up.name}: its delays are halved`;
  }
  return unit.veteran ? 'Yes, but it is not armoured or motorised: no halving' : 'No';
}
