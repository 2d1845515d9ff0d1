/**
 * The command benchmark (plain Node: `npx tsx test/bench/command-bench.ts`; `npm run bench -- command`):
 * 1,000 orders across a synthetic three-division corps of about 1,500 units.
 * (a) engine: `buildCommandNet` + `orderTimeline` for all 1,000 orders + `supersession` + `inTransit` at
 *     one minute (day 2, 06:20 = minute 1440);
 * (b) baseline, the same run recomputing every path from scratch: each receipt of each order (every HQ on
 *     the way, the formation, every unit under it, every named unit) gets its minute from its own
 *     `commandPath(units, issuer, recipient)` (which indexes the whole order of battle and walks both
 *     chains each call), subordinates found by scanning the units; then the same `supersession` and
 *     `inTransit`. Both produce identical receipts (checked before timing).
 * Orders: seeded (pure-rand xoroshiro128+), each for a random formation (battalion or above, with units
 * under it), issued by a random commander of it (the corps issues to itself), at a random minute of the
 * first two days, naming 0–2 random units (allocations, HQ locations).
 * Times are this process's CPU time (one core), the median of several rounds after a warm-up; printed,
 * never asserted. Target: engine ≤ 50 ms for the 1,000 orders.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { commandPath, type OobNode } from '../../src/rules/command.ts';
import { buildCommandNet } from '../../src/rules/commandNet.ts';
import { inTransit, orderTimeline, supersession, type MessageTimeline, type Receipt, type TimelineOrder } from '../../src/rules/orderTimeline.ts';

/** The figures: units and orders, receipts made, engine and baseline median ms, their ratio. */
export type CommandBenchFigure = { units: number; orders: number; receipts: number; inTransit: number; engineMs: number; baselineMs: number; ratio: number };

const TARGET_MS = 50;
const AT_MIN = 1440;

/** Corps ▸ corps troops (tank brigade, heavy artillery, cavalry, motor MG) + 3 divisions ▸ 3 brigades ▸ 4 battalions ▸ 5 companies ▸ 6 platoons, and divisional troops. */
export function syntheticCorps(): OobNode[] {
  const units: OobNode[] = [];
  const add = (id: string, echelon: OobNode['echelon'], parentId?: string, extra: Partial<OobNode> = {}) => {
    units.push({ id, echelon, ...(parentId === undefined ? {} : { parentId }), ...extra });
    return id;
  };
  const corps = add('corps', 'corps');
  const tanks = add('corps-tk', 'brigade', corps, { mobility: 'armoured' });
  for (let b = 0; b < 3; b++) {
    const vet = b === 0;
    const bn = add(`${tanks}-${b}`, 'battalion', tanks, { mobility: 'armoured', veteran: vet, radios: vet });
    for (let c = 0; c < 4; c++) {
      const coy = add(`${bn}-${c}`, 'company', bn, { mobility: 'armoured', veteran: vet });
      for (let p = 0; p < 3; p++) add(`${coy}-${p}`, 'platoon', coy, { mobility: 'armoured' });
    }
  }
  const ha = add('corps-ha', 'brigade', corps, { mobility: 'horseDrawn' });
  for (let b = 0; b < 4; b++) for (let c = 0, bn = add(`${ha}-${b}`, 'battalion', ha); c < 4; c++) add(`${bn}-${c}`, 'company', bn);
  const cav = add('corps-cav', 'regiment', corps, { mobility: 'cavalry' });
  for (let c = 0; c < 3; c++) for (let p = 0, sqn = add(`${cav}-${c}`, 'company', cav); p < 4; p++) add(`${sqn}-${p}`, 'platoon', sqn);
  const mg = add('corps-mmg', 'battalion', corps, { mobility: 'motorised', veteran: true, radios: true });
  for (let c = 0; c < 4; c++) for (let p = 0, coy = add(`${mg}-${c}`, 'company', mg, { mobility: 'motorised' }); p < 4; p++) add(`${coy}-${p}`, 'platoon', coy);
  for (let d = 0; d < 3; d++) {
    const div = add(`div${d}`, 'division', corps);
    for (let b = 0; b < 3; b++) {
      const bde = add(`${div}-bde${b}`, 'brigade', div);
      for (let n = 0; n < 4; n++) {
        const bn = add(`${bde}-bn${n}`, 'battalion', bde, { radios: (d + b + n) % 2 === 0 });
        add(`${bn}-hq`, 'company', bn);
        for (let c = 0; c < 4; c++) for (let p = 0, coy = add(`${bn}-coy${c}`, 'company', bn); p < 6; p++) add(`${coy}-${p}`, 'platoon', coy);
      }
      for (let p = 0, mgc = add(`${bde}-mgc`, 'company', bde); p < 4; p++) add(`${mgc}-${p}`, 'platoon', mgc);
      add(`${bde}-tmb`, 'company', bde);
    }
    const ra = add(`${div}-ra`, 'regiment', div, { mobility: 'horseDrawn' });
    for (let b = 0; b < 3; b++) {
      const bn = add(`${ra}-${b}`, 'battalion', ra, { radios: true, mobility: 'horseDrawn' });
      for (let c = 0; c < 4; c++) for (let s = 0, bty = add(`${bn}-${c}`, 'company', bn); s < 2; s++) add(`${bty}-${s}`, 'section', bty);
    }
    for (let c = 0, dmg = add(`${div}-mg`, 'battalion', div); c < 4; c++) for (let p = 0, coy = add(`${dmg}-${c}`, 'company', dmg); p < 4; p++) add(`${coy}-${p}`, 'platoon', coy);
    for (let c = 0, re = add(`${div}-re`, 'battalion', div); c < 3; c++) add(`${re}-${c}`, 'company', re);
    for (let c = 0, pnr = add(`${div}-pnr`, 'battalion', div); c < 4; c++) add(`${pnr}-${c}`, 'company', pnr);
    for (let p = 0, sig = add(`${div}-sig`, 'company', div); p < 4; p++) add(`${sig}-${p}`, 'platoon', sig);
    for (let p = 0, rec = add(`${div}-recce`, 'company', div, { mobility: 'motorised', veteran: true }); p < 3; p++) add(`${rec}-${p}`, 'platoon', rec);
  }
  return units;
}

/** `count` seeded random orders over `units` (see the file's docstring). */
export function randomOrders(units: readonly OobNode[], count: number, seed: number): TimelineOrder[] {
  const rng = xoroshiro128plus(seed);
  const byId = new Map(units.map((u) => [u.id, u]));
  const hasKids = new Set(units.flatMap((u) => (u.parentId === undefined ? [] : [u.parentId])));
  const formations = units.filter((u) => hasKids.has(u.id) && ['corps', 'division', 'brigade', 'regiment', 'battalion'].includes(u.echelon));
  const pick = <T>(xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)]!;
  return Array.from({ length: count }, (_, i) => {
    const forId = pick(formations).id;
    const chain: string[] = [];
    for (let p = byId.get(forId)!.parentId; p !== undefined; p = byId.get(p)!.parentId) chain.push(p);
    const fromId = chain.length === 0 ? forId : pick(chain);
    const namedIds = Array.from({ length: uniformInt(rng, 0, 2) }, () => pick(units).id);
    return { id: `o${String(i).padStart(4, '0')}`, fromId, forId, issuedAtMin: uniformInt(rng, 0, 2879), namedIds };
  });
}

/** The engine: net, timelines, supersession, in transit. */
function engine(units: readonly OobNode[], orders: readonly TimelineOrder[]) {
  const net = buildCommandNet(units);
  const timelines = orders.map((o) => orderTimeline(net, o));
  return { timelines, fates: supersession(timelines), transit: inTransit(timelines, AT_MIN) };
}

/** The baseline: every receipt's minute from its own `commandPath` from scratch; then the same supersession and in transit. */
function baseline(units: readonly OobNode[], orders: readonly TimelineOrder[]) {
  const timelines = orders.map((o): MessageTimeline => {
    const receipts: Receipt[] = [];
    const at = new Map<string, number>();
    const reach = (unitId: string, role: Receipt['role']) => {
      const legs = commandPath(units, o.fromId, unitId);
      const last = legs[legs.length - 1]!;
      const r: Receipt = { unitId, atMin: o.issuedAtMin + legs.reduce((s, l) => s + l.minutes, 0), fromId: last.fromId, legMin: last.minutes, reason: last.reason, role };
      const i = at.get(unitId);
      if (i === undefined) at.set(unitId, receipts.push(r) - 1);
      else if (r.atMin < receipts[i]!.atMin) receipts[i] = r;
    };
    at.set(o.fromId, receipts.push({ unitId: o.fromId, atMin: o.issuedAtMin, fromId: null, legMin: 0, reason: `issued by ${o.fromId}`, role: o.fromId === o.forId ? 'formation' : 'path' }) - 1);
    for (const l of commandPath(units, o.fromId, o.forId)) reach(l.toId, l.toId === o.forId ? 'formation' : 'path');
    const kids = new Map<string, string[]>();
    for (const u of units) if (u.parentId !== undefined) kids.set(u.parentId, [...(kids.get(u.parentId) ?? []), u.id]);
    const walk = (id: string): void => (kids.get(id) ?? []).forEach((k) => (reach(k, 'subordinate'), walk(k)));
    walk(o.forId);
    for (const n of o.namedIds ?? []) for (const l of commandPath(units, o.fromId, n)) reach(l.toId, l.toId === n ? 'named' : 'path');
    const completeAtMin = Math.max(o.issuedAtMin, ...receipts.map((r) => r.atMin));
    // The issuer's depth below the top of the chain, found by walking its parents (a higher HQ's order
    // stands over a lower one's of the same minute: `isNewerOrder`).
    let issuerDepth = 0;
    for (let p = units.find((u) => u.id === o.fromId)?.parentId; p !== undefined; p = units.find((u) => u.id === p)?.parentId) issuerDepth += 1;
    return { id: o.id, kind: 'order', fromId: o.fromId, toId: o.forId, issuedAtMin: o.issuedAtMin, receipts, completeAtMin, issuerDepth };
  });
  return { timelines, fates: supersession(timelines), transit: inTransit(timelines, AT_MIN) };
}

/** CPU seconds of this process (user + system), else wall time. */
function seconds(): number {
  const cpu = globalThis.process?.cpuUsage?.();
  return cpu ? (cpu.user + cpu.system) / 1e6 : performance.now() / 1000;
}
function timeMs(fn: () => void): number {
  const t0 = seconds();
  fn();
  return (seconds() - t0) * 1000;
}
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * Run the benchmark and print through `log`: `rounds` engine rounds (default 9) and `baselineRounds`
 * baseline rounds (default 3; it takes seconds a round), each after one warm-up. Returns the figures;
 * throws only when the engine and the baseline disagree.
 */
export function runCommandBench(log: (line: string) => void = console.log, rounds = 9, baselineRounds = 3): CommandBenchFigure {
  const units = syntheticCorps();
  const orders = randomOrders(units, 1000, 1917);
  const e = engine(units, orders);
  const b = baseline(units, orders);
  const key = (t: MessageTimeline[]) => JSON.stringify(t.map((x) => x.receipts));
  if (key(e.timelines) !== key(b.timelines) || JSON.stringify(e.fates) !== JSON.stringify(b.fates) || e.transit.length !== b.transit.length) {
    throw new Error('command bench: the engine and the baseline disagree');
  }
  const receipts = e.timelines.reduce((s, t) => s + t.receipts.length, 0);
  const engineMs: number[] = [];
  for (let r = 0; r < rounds + 2; r++) engineMs.push(timeMs(() => engine(units, orders)));
  const baselineMs: number[] = [];
  for (let r = 0; r < baselineRounds; r++) baselineMs.push(timeMs(() => baseline(units, orders)));
  const fig: CommandBenchFigure = {
    units: units.length,
    orders: orders.length,
    receipts,
    inTransit: e.transit.length,
    engineMs: median(engineMs.slice(2)),
    baselineMs: median(baselineMs),
    ratio: 0,
  };
  fig.ratio = fig.baselineMs / fig.engineMs;
  log(`command: ${fig.units} units, ${fig.orders} orders, ${fig.receipts.toLocaleString('en')} receipts, ${fig.inTransit.toLocaleString('en')} in transit at minute ${AT_MIN}`);
  log(`  engine (net + timelines + supersession + in transit): ${fig.engineMs.toFixed(1)} ms (median of ${rounds}; target ≤ ${TARGET_MS} ms: ${fig.engineMs <= TARGET_MS ? 'met' : 'NOT met'})`);
  log(`  baseline (commandPath from scratch per receipt): ${fig.baselineMs.toFixed(0)} ms (median of ${baselineRounds}); ${fig.ratio.toFixed(0)}× the engine's time`);
  return fig;
}

/** The Markdown rows of `docs/BENCHMARKS.md` for these figures. */
export function commandRows(f: CommandBenchFigure): string[] {
  return [
    '| measure | engine | baseline: `commandPath` from scratch per receipt | baseline ÷ engine |',
    '|---|---|---|---|',
    `| ${f.orders.toLocaleString('en-GB')} orders on a ${f.units.toLocaleString('en-GB')}-unit corps (${f.receipts.toLocaleString('en-GB')} receipts): net, timelines, supersession, ${f.inTransit.toLocaleString('en-GB')} in transit at one minute | ${f.engineMs.toFixed(1)} ms (≤ ${TARGET_MS} ms: ${f.engineMs <= TARGET_MS ? 'met' : 'NOT met'}) | ${f.baselineMs.toFixed(0)} ms | ${f.ratio.toFixed(0)}× |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) runCommandBench();
