/**
 * NQM command reaction time (CRT): how long an order or report takes from one unit's HQ to another,
 * up the chain to the lowest common commander and down again. Source: `004_4c7ef6319257dc11.txt`
 * §COMMAND REACTION TIMES / §COMMAND REACTION TABLE, settled by RULINGS.md §Not Quite Mechanized.
 */
import {
  BATTALION_WITH_RADIOS_MIN,
  COMMAND_LEG_MIN,
  CRT_HALVING_MOBILITY,
  ECHELON_RANK,
  NQM_ECHELONS,
  type NqmEchelon,
} from './tables/nqm.ts';

/**
 * One HQ of an operational order of battle (API.md §Command and the operational layer).
 * - `parentId`: the commanding HQ's id; absent for the top formation.
 * - `radios`: battalions only; absent counts as **no radios** (Bn↔Coy then costs 1 h).
 * - `veteran` + `mobility` 'armoured' or 'motorised': legs with this unit as the lower HQ are halved.
 * - `support`: the unit is In Direct Support or In Support of `toId` (004 §ORDER OF BATTLE). Not part of
 *   the command tree (the unit stays Under Command of `parentId`); `supportFireAtMin` (`commandNet.ts`) reads it.
 */
export type OobNode = {
  id: string;
  parentId?: string;
  echelon: NqmEchelon;
  radios?: boolean;
  veteran?: boolean;
  mobility?: 'foot' | 'motorised' | 'armoured' | 'cavalry' | 'horseDrawn';
  support?: OobSupport;
  /**
   * The veteran armoured or motorised unit this node is, or is inside (`markCrtHalving`): every leg whose
   * lower end is such a node is halved (004 §COMMAND REACTION TABLE; docs/RULINGS.md §Veteran halving).
   */
  crtHalvedBy?: string;
};

/** A support relation of an `OobNode` (004 §ORDER OF BATTLE: IN DIRECT SUPPORT, IN SUPPORT) to the unit `toId`. */
export type OobSupport = { relation: 'inDirectSupport' | 'inSupport'; toId: string };

/** Options of `commandDelayMin`: a general present at the point of action short-circuits the chain (0). */
export type CommandDelayOptions = { generalAtPointOfAction?: boolean };

/**
 * One leg of a command path: from `fromId` to `toId` (adjacent in the tree), `direction` 'up' (to the
 * parent) or 'down' (to a child), `minutes` after any halving, `reason` a sentence for a timeline.
 */
export type CommandLeg = { fromId: string; toId: string; direction: 'up' | 'down'; minutes: number; reason: string };

/** Short echelon labels used in leg reasons, e.g. 'Bn', 'Coy'. */
export const ECHELON_LABEL: Readonly<Record<NqmEchelon, string>> = {
  army: 'Army',
  corps: 'Corps',
  division: 'Div',
  brigade: 'Bde',
  regiment: 'Regt',
  battalion: 'Bn',
  company: 'Coy',
  platoon: 'Pl',
  section: 'Sect',
};

/**
 * The units by id, each marked with the veteran halving that applies to it (`markCrtHalving`). Throws
 * `RangeError` for a non-array, a unit without an id (`units[i]: missing id`),
 * a duplicate id or an unknown echelon. Shared with `buildCommandNet` so both give the same errors.
 */
export function indexUnits(units: readonly OobNode[]): Map<string, OobNode> {
  if (!Array.isArray(units)) throw new RangeError('units: expected an array of OobNode');
  const byId = new Map<string, OobNode>();
  units.forEach((u, i) => {
    if (!u || typeof u.id !== 'string' || u.id === '') throw new RangeError(`units[${i}]: missing id`);
    if (byId.has(u.id)) throw new RangeError(`units: duplicate id "${u.id}"`);
    if (!NQM_ECHELONS.includes(u.echelon)) throw new RangeError(`unit "${u.id}": unknown echelon "${String(u.echelon)}"`);
    byId.set(u.id, u);
  });
  // Each node knows whether a veteran armoured or motorised unit halves the legs to it.
  for (const n of markCrtHalving(units)) byId.set(n.id, n);
  return byId;
}

/**
 * What is wrong with the link from `node` up to its `parent` (`undefined` when `node.parentId` is not in
 * the units), given whether `parent` is already on the chain walked from the start: a missing parent,
 * a command cycle, or a parent not above its child (brigade and regiment may command each other).
 * Undefined when the link is sound. Shared with `buildCommandNet` so both give the same errors.
 */
export function parentProblem(node: OobNode, parent: OobNode | undefined, onChain: boolean): string | undefined {
  if (!parent) return `unit "${node.id}": parent "${node.parentId}" is not in units`;
  if (onChain) return `unit "${parent.id}": command cycle (it is its own superior)`;
  const sameLevel = ECHELON_RANK[parent.echelon] === ECHELON_RANK[node.echelon] && parent.echelon !== node.echelon;
  if (ECHELON_RANK[parent.echelon] >= ECHELON_RANK[node.echelon] && !sameLevel) {
    return `unit "${node.id}": its parent "${parent.id}" (${parent.echelon}) is not above a ${node.echelon}`;
  }
  return undefined;
}

/** The chain from `id` up to its top formation, `id` first; throws on an unknown id, a missing parent, a cycle or an inverted echelon. */
function chainOf(byId: Map<string, OobNode>, id: string, argName: string): OobNode[] {
  const start = byId.get(id);
  if (!start) throw new RangeError(`${argName}: unknown unit id "${id}"`);
  const chain = [start];
  const seen = new Set([id]);
  let node = start;
  while (node.parentId !== undefined) {
    const parent = byId.get(node.parentId);
    const problem = parentProblem(node, parent, parent !== undefined && seen.has(parent.id));
    if (problem !== undefined) throw new RangeError(problem);
    seen.add(parent!.id);
    chain.push(parent!);
    node = parent!;
  }
  return chain;
}

/** Whether a node is itself a veteran armoured or veteran motorised unit (004 §COMMAND REACTION TABLE). */
function isVeteranFast(n: OobNode): boolean {
  return n.veteran === true && n.mobility !== undefined && CRT_HALVING_MOBILITY.includes(n.mobility);
}

/**
 * The nodes with `crtHalvedBy` set on each that is, or is under, a veteran armoured or veteran motorised
 * unit (the nearest such): "these times may be halved for veteran Armoured and veteran motorized units"
 * (004 §COMMAND REACTION TABLE) read as every leg inside that formation, its companies included
 * (docs/RULINGS.md §Veteran halving). Nodes are returned as given when nothing changes; parents may
 * come after their children. Pure.
 */
export function markCrtHalving(nodes: readonly OobNode[]): OobNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const memo = new Map<string, string | null>();
  const halvedBy = (n: OobNode, depth = 0): string | null => {
    const known = memo.get(n.id);
    if (known !== undefined) return known;
    const parent = n.parentId !== undefined ? byId.get(n.parentId) : undefined;
    const by = isVeteranFast(n) ? n.id : parent && depth < nodes.length ? halvedBy(parent, depth + 1) : null;
    memo.set(n.id, by);
    return by;
  };
  return nodes.map((n) => {
    const by = halvedBy(n);
    return by === null ? n : { ...n, crtHalvedBy: by };
  });
}

/**
 * One leg between `upper` (the parent) and `lower` (its child), in either direction: minutes are the
 * upper HQ's `COMMAND_LEG_MIN` (a battalion with radios `BATTALION_WITH_RADIOS_MIN`), halved when
 * `lower` is, or is inside, a veteran armoured or motorised unit (`crtHalvedBy`; 004 §COMMAND REACTION
 * TABLE; docs/RULINGS.md §Veteran halving). Shared with `buildCommandNet` so both give identical legs.
 */
export function leg(upper: OobNode, lower: OobNode, direction: 'up' | 'down'): CommandLeg {
  const base = upper.echelon === 'battalion' && upper.radios === true ? BATTALION_WITH_RADIOS_MIN : COMMAND_LEG_MIN[upper.echelon];
  const by = lower.crtHalvedBy ?? (isVeteranFast(lower) ? lower.id : undefined);
  const halved = by !== undefined;
  const minutes = halved ? base / 2 : base;
  const [from, to] = direction === 'up' ? [lower, upper] : [upper, lower];
  const pair = `${ECHELON_LABEL[from.echelon]} ${from.id} → ${ECHELON_LABEL[to.echelon]} ${to.id}`;
  let why = `${minutes / 60} h`;
  if (upper.echelon === 'battalion') why += upper.radios === true ? ' (battalion has radios)' : ' (battalion has no radios)';
  if (halved && base > 0) why += by === lower.id ? ` (halved: ${lower.id} is veteran ${lower.mobility})` : ` (halved: ${lower.id} is inside veteran ${by})`;
  return { fromId: from.id, toId: to.id, direction, minutes, reason: `${pair} going ${direction}: ${why}` };
}

/**
 * Every leg of the command path from `fromId` to `toId`: up from `fromId` to the lowest common
 * commander, then down to `toId` (004 §COMMAND REACTION TABLE; RULINGS.md §Not Quite Mechanized).
 * Each leg's minutes are its upper HQ's echelon cost (`COMMAND_LEG_MIN`; a battalion with radios 0),
 * halved when its lower HQ is a veteran armoured or motorised unit. Same unit → `[]`.
 * Throws `RangeError` naming the id: unknown id, duplicate id, parent missing, cycle, a parent not
 * above its child, or two units with no common commander.
 */
export function commandPath(units: readonly OobNode[], fromId: string, toId: string): CommandLeg[] {
  const byId = indexUnits(units);
  const up = chainOf(byId, fromId, 'fromId');
  const down = chainOf(byId, toId, 'toId');
  const downIds = new Set(down.map((u) => u.id));
  const commonAt = up.findIndex((u) => downIds.has(u.id));
  if (commonAt < 0) throw new RangeError(`fromId "${fromId}" and toId "${toId}": no common commander`);
  const commonId = up[commonAt]!.id;
  const legs: CommandLeg[] = [];
  for (let i = 0; i < commonAt; i++) legs.push(leg(up[i + 1]!, up[i]!, 'up'));
  const downAt = down.findIndex((u) => u.id === commonId);
  for (let i = downAt; i > 0; i--) legs.push(leg(down[i]!, down[i - 1]!, 'down'));
  return legs;
}

/**
 * Minutes for an order or report from one unit's HQ to another (API.md §Command and the operational
 * layer): the sum of `commandPath` legs, or 0 when `opts.generalAtPointOfAction` (004: "Generals can
 * short-circuit the CRT by being at the Point of action"). The ids are validated either way.
 * Example: Corps → a company of a battalion without radios = 2 + 2 + 1 + 1 h = 360 min.
 * Throws `RangeError` as `commandPath` does, or naming `opts` when it is not an object.
 */
export function commandDelayMin(
  units: readonly OobNode[],
  fromId: string,
  toId: string,
  opts?: CommandDelayOptions,
): number {
  if (opts !== undefined && (opts === null || typeof opts !== 'object')) throw new RangeError('opts: expected an object or undefined');
  const legs = commandPath(units, fromId, toId);
  if (opts?.generalAtPointOfAction === true) return 0;
  return legs.reduce((sum, l) => sum + l.minutes, 0);
}
