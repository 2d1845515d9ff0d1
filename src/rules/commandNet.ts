/**
 * A command net: the NQM order of battle indexed once, so that command reaction times (CRT) and
 * command paths are answered in O(depth) per query instead of re-reading every unit. Source:
 * `004_4c7ef6319257dc11.txt` §COMMAND REACTION TIMES / §COMMAND REACTION TABLE, §ORDER OF BATTLE;
 * RULINGS.md §Not Quite Mechanized. Gives exactly what `commandPath` / `commandDelayMin`
 * (`command.ts`, the reference) give: each tree edge (a unit → its parent) has one fixed cost (the
 * upper HQ's echelon, radios, halving by the lower HQ), the same up and down, so the delay between
 * two units is cum[from] + cum[to] − 2·cum[lowest common commander], cum being the cost from the top.
 */
import { indexUnits, leg, parentProblem, type CommandDelayOptions, type CommandLeg, type OobNode, type OobSupport } from './command.ts';

/**
 * The indexed order of battle (`buildCommandNet`). Ids are `OobNode.id`; every method throws
 * `RangeError` naming the argument for an id not in the net (`fromId: unknown unit id "x"`).
 * Legs and arrays it returns are shared and frozen: do not mutate them.
 */
export interface CommandNet {
  /** Number of units. */
  readonly size: number;
  /** True when `id` is a unit of the net. */
  has(id: string): boolean;
  /** The commanding HQ's id (`parentId`), or undefined for a top formation. */
  parentOf(id: string): string | undefined;
  /** Levels below its top formation (a top formation is 0). */
  depth(id: string): number;
  /** The unit as given to `buildCommandNet`. */
  node(id: string): OobNode;
  /** Every unit under command below `id` (its whole subtree without it), in tree order (parents first, children in input order). */
  subordinates(id: string): string[];
  /** True when `upperId` is `id` or one of its commanders (up the chain). */
  commands(upperId: string, id: string): boolean;
  /** Where `id` stands in `subordinates(upperId)` (0-based), or −1 when it is not under `upperId`'s command (or is `upperId`). O(1). */
  subordinateIndex(upperId: string, id: string): number;
  /** Minutes from `fromId`'s HQ to `toId`'s: identical to `commandDelayMin(units, fromId, toId, opts)`. */
  delayMin(fromId: string, toId: string, opts?: CommandDelayOptions): number;
  /** Legs from `fromId` up to the lowest common commander and down to `toId`: identical to `commandPath(units, fromId, toId)`. */
  path(fromId: string, toId: string): CommandLeg[];
  /**
   * The down leg into each subordinate of `id` (tree order, as `subordinates`), and `delaysMin[i]` the
   * minutes from `id` down to `legs[i].toId` (the sum of the legs between). Cached per `id`.
   */
  subordinateLegs(id: string): { readonly legs: readonly CommandLeg[]; readonly delaysMin: readonly number[] };
}

/**
 * Index `units` into a `CommandNet` (004 §COMMAND REACTION TABLE). Validates every unit as
 * `commandPath` validates the chains it walks, with the same messages: not an array, a missing or
 * duplicate id, an unknown echelon (`indexUnits`); then, for the first unit in input order whose chain
 * up is bad, the error `commandPath(units, thatId, …)` would throw: a parent not in units, a command
 * cycle, a parent not above its child. `support` relations are not checked here (`supportFireAtMin` does).
 * O(units) time and memory.
 */
export function buildCommandNet(units: readonly OobNode[]): CommandNet {
  const byId = indexUnits(units);
  // The nodes as indexed: each marked with the veteran halving that applies to it.
  const nodes = units.map((u) => byId.get(u.id)!);
  const n = units.length;
  const ids = units.map((u) => u.id);
  const index = new Map<string, number>();
  ids.forEach((id, i) => index.set(id, i));
  const parent = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const p = units[i]!.parentId;
    if (p !== undefined) parent[i] = index.get(p) ?? -2;
  }
  // Validate: walk up from each unit until a unit already known sound (state 2); 1 = on this walk.
  const state = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const walk: number[] = [];
    let x = i;
    while (x >= 0 && state[x] !== 2) {
      state[x] = 1;
      walk.push(x);
      const node = units[x]!;
      if (node.parentId === undefined) break;
      const p = parent[x]!;
      const problem = parentProblem(node, byId.get(node.parentId), p >= 0 && state[p] === 1);
      if (problem !== undefined) throw new RangeError(problem);
      x = p;
    }
    for (const w of walk) state[w] = 2;
  }
  // Tree order (preorder, children in input order), depth and cumulative cost from the top.
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  const lastChild = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const p = parent[i]!;
    if (p < 0) continue;
    if (lastChild[p]! < 0) firstChild[p] = i;
    else nextSibling[lastChild[p]!] = i;
    lastChild[p] = i;
  }
  const pre = new Int32Array(n);
  const tin = new Int32Array(n);
  const subtree = new Int32Array(n);
  const depth = new Int32Array(n);
  const cum = new Float64Array(n);
  const upLegs: CommandLeg[] = new Array(n);
  let k = 0;
  const stack: number[] = [];
  for (let r = n - 1; r >= 0; r--) if (parent[r]! < 0) stack.push(r);
  while (stack.length > 0) {
    const x = stack.pop()!;
    pre[k] = x;
    tin[x] = k++;
    const p = parent[x]!;
    if (p >= 0) {
      const up = Object.freeze(leg(nodes[p]!, nodes[x]!, 'up'));
      upLegs[x] = up;
      depth[x] = depth[p]! + 1;
      cum[x] = cum[p]! + up.minutes;
    }
    const kids: number[] = [];
    for (let c = firstChild[x]!; c >= 0; c = nextSibling[c]!) kids.push(c);
    for (let j = kids.length - 1; j >= 0; j--) stack.push(kids[j]!);
  }
  for (let j = n - 1; j >= 0; j--) {
    const x = pre[j]!;
    subtree[x]! += 1;
    if (parent[x]! >= 0) subtree[parent[x]!]! += subtree[x]!;
  }
  const downLegs: (CommandLeg | undefined)[] = new Array(n);
  const downLeg = (x: number): CommandLeg =>
    (downLegs[x] ??= Object.freeze(leg(nodes[parent[x]!]!, nodes[x]!, 'down')));
  const subCache = new Map<number, { legs: readonly CommandLeg[]; delaysMin: readonly number[] }>();

  const at = (id: string, argName: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new RangeError(`${argName}: unknown unit id "${id}"`);
    return i;
  };
  const lca = (a: number, b: number): number => {
    while (depth[a]! > depth[b]!) a = parent[a]!;
    while (depth[b]! > depth[a]!) b = parent[b]!;
    while (a !== b) {
      a = parent[a]!;
      b = parent[b]!;
      if (a < 0) return -1;
    }
    return a;
  };
  const common = (fromId: string, toId: string): [number, number, number] => {
    const a = at(fromId, 'fromId');
    const b = at(toId, 'toId');
    const l = lca(a, b);
    if (l < 0) throw new RangeError(`fromId "${fromId}" and toId "${toId}": no common commander`);
    return [a, b, l];
  };
  const inside = (upper: number, x: number): boolean => tin[upper]! <= tin[x]! && tin[x]! < tin[upper]! + subtree[upper]!;

  return {
    size: n,
    has: (id) => index.has(id),
    parentOf: (id) => {
      const p = parent[at(id, 'id')]!;
      return p < 0 ? undefined : ids[p];
    },
    depth: (id) => depth[at(id, 'id')]!,
    node: (id) => units[at(id, 'id')]!,
    subordinates: (id) => {
      const i = at(id, 'id');
      const out: string[] = [];
      for (let j = tin[i]! + 1; j < tin[i]! + subtree[i]!; j++) out.push(ids[pre[j]!]!);
      return out;
    },
    commands: (upperId, id) => inside(at(upperId, 'upperId'), at(id, 'id')),
    subordinateIndex: (upperId, id) => {
      const i = at(upperId, 'upperId');
      const x = at(id, 'id');
      return x !== i && inside(i, x) ? tin[x]! - tin[i]! - 1 : -1;
    },
    delayMin: (fromId, toId, opts) => {
      if (opts !== undefined && (opts === null || typeof opts !== 'object')) throw new RangeError('opts: expected an object or undefined');
      const [a, b, l] = common(fromId, toId);
      if (opts?.generalAtPointOfAction === true) return 0;
      return cum[a]! + cum[b]! - 2 * cum[l]!;
    },
    path: (fromId, toId) => {
      const [a, b, l] = common(fromId, toId);
      const legs: CommandLeg[] = [];
      for (let x = a; x !== l; x = parent[x]!) legs.push(upLegs[x]!);
      const down: CommandLeg[] = [];
      for (let x = b; x !== l; x = parent[x]!) down.push(downLeg(x));
      for (let j = down.length - 1; j >= 0; j--) legs.push(down[j]!);
      return legs;
    },
    subordinateLegs: (id) => {
      const i = at(id, 'id');
      let hit = subCache.get(i);
      if (!hit) {
        const legs: CommandLeg[] = [];
        const delaysMin: number[] = [];
        for (let j = tin[i]! + 1; j < tin[i]! + subtree[i]!; j++) {
          const x = pre[j]!;
          legs.push(downLeg(x));
          delaysMin.push(cum[x]! - cum[i]!);
        }
        hit = Object.freeze({ legs: Object.freeze(legs), delaysMin: Object.freeze(delaysMin) });
        subCache.set(i, hit);
      }
      return hit;
    },
  };
}

/** How a supporter's fire comes: its relation to the caller (or a commander of the caller), else the command chain. */
export type SupportVia = 'inDirectSupport' | 'inSupport' | 'command';

/** When a supporter fires for a caller: `fireAtMin` campaign minute, `via` why, `reason` a sentence for the umpire. */
export type SupportFire = { fireAtMin: number; via: SupportVia; reason: string };

/** The support relation that binds `supporter`: its own, else the nearest of its commanders' (a battery of an artillery brigade In Direct Support). */
function supportBinding(net: CommandNet, supporterId: string): { support: OobSupport; holderId: string } | undefined {
  for (let id: string | undefined = supporterId; id !== undefined; id = net.parentOf(id)) {
    const s = net.node(id).support;
    if (s === undefined) continue;
    if (s === null || typeof s !== 'object' || (s.relation !== 'inDirectSupport' && s.relation !== 'inSupport')) {
      throw new RangeError(`unit "${id}": support.relation must be 'inDirectSupport' or 'inSupport'`);
    }
    if (typeof s.toId !== 'string' || !net.has(s.toId)) throw new RangeError(`unit "${id}": support.toId "${String(s.toId)}" is not in units`);
    return { support: s, holderId: id };
  }
  return undefined;
}

/**
 * When `supporterId` fires for `callerId`, who asked at campaign minute `askedAtMin` (004 §ORDER OF
 * BATTLE, §COMMAND REACTION TIMES; RULINGS.md §Not Quite Mechanized). The supporter's relation is its
 * own `support`, else its nearest commander's (*ruling*: a battery under command of an artillery brigade
 * In Direct Support is in direct support too). When that relation's `toId` is the caller or one of the
 * caller's commanders: In Direct Support → `fireAtMin = askedAtMin` (the hour asked for); In Support →
 * the start of the next hour, hours counted from campaign minute 0: (⌊askedAtMin / 60⌋ + 1) · 60.
 * Otherwise the call goes by the command chain: `askedAtMin + net.delayMin(callerId, supporterId)`.
 * Throws `RangeError`: `askedAtMin` not a finite number, an unknown `callerId`/`supporterId`, a malformed
 * support relation, or no common commander on the command-chain route.
 */
export function supportFireAtMin(net: CommandNet, callerId: string, supporterId: string, askedAtMin: number): SupportFire {
  if (typeof askedAtMin !== 'number' || !Number.isFinite(askedAtMin)) throw new RangeError(`askedAtMin: expected a finite number of minutes, got ${String(askedAtMin)}`);
  if (!net.has(callerId)) throw new RangeError(`callerId: unknown unit id "${callerId}"`);
  if (!net.has(supporterId)) throw new RangeError(`supporterId: unknown unit id "${supporterId}"`);
  const bound = supportBinding(net, supporterId);
  const holder = bound && bound.holderId !== supporterId ? ` (through ${bound.holderId})` : '';
  if (bound && net.commands(bound.support.toId, callerId)) {
    const to = bound.support.toId === callerId ? callerId : `${bound.support.toId}, which commands ${callerId}`;
    if (bound.support.relation === 'inDirectSupport') {
      return { fireAtMin: askedAtMin, via: 'inDirectSupport', reason: `${supporterId} is In Direct Support of ${to}${holder}: fire comes in the hour asked for` };
    }
    const fireAtMin = (Math.floor(askedAtMin / 60) + 1) * 60;
    return { fireAtMin, via: 'inSupport', reason: `${supporterId} is In Support of ${to}${holder}: fire comes in the hour after the one asked for` };
  }
  const delayMin = net.delayMin(callerId, supporterId);
  const why = bound ? `its support of ${bound.support.toId}${holder} does not cover ${callerId}` : `it supports no one`;
  return {
    fireAtMin: askedAtMin + delayMin,
    via: 'command',
    reason: `${supporterId} is not in support of ${callerId} (${why}): the call goes by the command chain, ${delayMin / 60} h`,
  };
}
