/**
 * The campaign-turn benchmark (plain Node: `npx tsx test/bench/turn-bench.ts`; `npm run bench -- turn`):
 * (a) contact detection for 10,000 units (`findContacts`, a flatbush index per side) beside the brute-force
 *     pairwise reference (`findContactsBruteForce`) on the same layout in the same run; the answers are
 *     checked identical (every pair and gap) before timing. Layout: two armies of 5,000 facing each other
 *     across a 100 km front, each in a band 30 km deep reaching 1 km past the front line (the contact zone),
 *     units of platoon to battalion ground (radius 50–1,000 m), reach as our units have it (`unitRanges`:
 *     artillery 300 m, small arms and tanks 1,000 m, mortars 1,500 m); seeded (pure-rand).
 * (b) one clock hour of a corps campaign on the Cambrai map: 1,500 units (battalions and companies of both
 *     sides, foot, cavalry, armoured, motorised) each marching on a route 2–6 km long over the real terrain
 *     (`planTurn`: march over the going, POL, carried subordinates, then contacts with the recce sequence).
 *     Cold: a fresh going cache (the first hour on new ground); warm: the same hour again with the cache
 *     the first run filled. Beside it, the same hour's contact step with the brute-force reference.
 * (c) a 24-hour advance of Cambrai from its start (18:00, so the night rests) with every battalion of the
 *     51st Division on a route 8 km towards the German line, an hourly `planTurn` each hour (halting where
 *     contacts begin, contacts left open), beside the hour step as it was before marches halted at contacts
 *     (each unit marched its whole hour, contacts looked for at the hour's end: `hourStepBaseline`) on the
 *     same routes in the same run.
 * Times are this process's CPU time (one core), the median of several rounds after a warm-up; printed,
 * (d) the rules modules' cost (`turn-modules.ts`): settling the hour's contacts, and the hour itself, with the
 *     1916 rules on beside off.
 * never asserted. Targets: (a) ≥ 50× the brute force; (b) < 100 ms; (c) and (d) ≤ 2× their baselines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { findContacts, findContactsBruteForce, type ContactSubject } from '../../src/rules/operational/contacts.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { createGoingAt } from '../../src/campaign/ground/going.ts';
import { groundUnits, subjectsOf } from '../../src/campaign/ground/ground.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import type { CampaignRoute } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState, Scenario, Unit, UnitId } from '../../src/campaign/model/types.ts';
import { REPO_DIR } from '../browser/server.ts';
import { cpuMs, median } from './cpu.ts';
import { turnDay } from './turn-day.ts';
import { moduleCost, type ModuleFigure } from './turn-modules.ts';

/** The figures printed and written to docs/BENCHMARKS.md. */
export type TurnBenchFigure = {
  subjects: number;
  pairs: number;
  indexMs: number;
  bruteMs: number;
  ratio: number;
  marching: number;
  moved: number;
  contacts: number;
  coldMs: number;
  warmMs: number;
  bruteContactMs: number;
  indexContactMs: number;
  dayMs: number;
  dayBaselineMs: number;
  dayContacts: number;
  dayBattalions: number;
  modules?: ModuleFigure;
};

const TARGET = { ratio: 50, hourMs: 100, dayRatio: 2 } as const;

type Rng = { int(lo: number, hi: number): number; real(lo: number, hi: number): number };
function rng(seed: number): Rng {
  let g = xoroshiro128plus(seed);
  const int = (lo: number, hi: number) => {
    const [v, next] = [uniformInt(g, lo, hi), g];
    g = next;
    return v;
  };
  return { int, real: (lo, hi) => lo + ((hi - lo) * int(0, 1_000_000)) / 1_000_000 };
}

/** (a)'s layout (see the module note). */
export function frontLayout(n: number, seed = 17): ContactSubject[] {
  const r = rng(seed);
  const out: ContactSubject[] = [];
  for (let i = 0; i < n; i++) {
    const blue = i % 2 === 0;
    const y = blue ? r.real(-30_000, 1_000) : r.real(-1_000, 30_000);
    out.push({ id: `u${i}`, side: blue ? 'blue' : 'red', xM: r.real(0, 100_000), yM: y, radiusM: [50, 150, 150, 250, 750, 1000][r.int(0, 5)]!, reachM: [300, 1000, 1000, 1000, 1500][r.int(0, 4)]! });
  }
  return out;
}

/** (b)'s campaign: 1,500 units placed at random on the Cambrai map, each on a route 2–6 km long. */
export function marchingCorps(n = 1500, seed = 5): CampaignState {
  const scenario = JSON.parse(readFileSync(join(REPO_DIR, 'maps/cambrai-1917/scenario.json'), 'utf8')) as Scenario;
  const r = rng(seed);
  const proj = gridProjection(scenario.grid);
  const kinds: Pick<Unit, 'type' | 'echelon' | 'mobility'>[] = [
    { type: 'infantry', echelon: 'battalion' },
    { type: 'infantry', echelon: 'company' },
    { type: 'cavalry', echelon: 'company' },
    { type: 'tankHeavy', echelon: 'company' },
    { type: 'infantry', echelon: 'company', mobility: 'motorised' },
  ];
  const units: Unit[] = [
    { id: 'b-top', side: 'blue', name: 'Blue corps', shortName: 'Blue', echelon: 'corps', type: 'infantry', grade: 'R', bases: 1, establishmentBases: 1, injuredBases: 0, dugIn: false },
    { id: 'r-top', side: 'red', name: 'Red corps', shortName: 'Red', echelon: 'corps', type: 'infantry', grade: 'R', bases: 1, establishmentBases: 1, injuredBases: 0, dugIn: false },
  ];
  const at = (e: number, nn: number) => proj.toLonLat({ eastingM: e, northingM: nn });
  for (let i = 0; i < n; i++) {
    const side = i % 2 === 0 ? 'blue' : 'red';
    const k = kinds[r.int(0, kinds.length - 1)]!;
    const e = r.real(2_000, 26_000);
    const nn = side === 'blue' ? r.real(1_000, 12_000) : r.real(13_000, 24_000);
    const u: Unit = { id: `${side[0]}${i}`, side, name: `Unit ${i}`, shortName: `U${i}`, ...k, grade: 'RVCE'[r.int(0, 3)] as Unit['grade'], bases: k.echelon === 'battalion' ? 12 : 3, establishmentBases: 12, injuredBases: 0, dugIn: false, parentId: `${side[0]}-top`, pos: at(e, nn) };
    if (k.mobility === undefined) delete u.mobility;
    units.push(u);
  }
  const state = stateFromScenario({ ...scenario, units });
  const routes = Object.create(null) as Record<UnitId, CampaignRoute>;
  for (const u of units.slice(2)) {
    const m = proj.toLocal(u.pos!);
    const toward = u.side === 'blue' ? 1 : -1;
    const len = r.real(2_000, 6_000);
    const e2 = Math.min(27_000, Math.max(1_000, m.eastingM + r.real(-2_000, 2_000)));
    const n2 = Math.min(24_500, Math.max(500, m.northingM + toward * len));
    routes[u.id] = { unitId: u.id, waypoints: [{ ref: 'bench', pos: at(e2, n2) }], mode: r.int(0, 3) === 0 ? 'roadMarch' : 'moveToContact', posture: 'advance', issuedById: u.id, issuedAtMin: 0, effectiveAtMin: 0, passed: 0, stop: null };
  }
  return { ...state, routes };
}

/** Run the benchmark, printing progress through `log`. */
export function runTurnBench(log: (line: string) => void = console.log): TurnBenchFigure {
  // (a) contact detection
  const subjects = frontLayout(10_000);
  const indexed = findContacts(subjects);
  const brute = findContactsBruteForce(subjects);
  if (JSON.stringify(indexed) !== JSON.stringify(brute)) throw new Error('findContacts and the brute force disagree');
  log(`(a) ${subjects.length} units, ${indexed.length} pairs in range — the index and the brute force agree`);
  const idx: number[] = [];
  const bf: number[] = [];
  for (let i = 0; i < 7; i++) {
    idx.push(cpuMs(() => findContacts(subjects)));
    if (i < 3) bf.push(cpuMs(() => findContactsBruteForce(subjects)));
  }
  const indexMs = median(idx.slice(1));
  const bruteMs = median(bf);
  log(`    index ${indexMs.toFixed(1)} ms, brute force ${bruteMs.toFixed(1)} ms: ${(bruteMs / indexMs).toFixed(0)}×`);
  // (b) one clock hour of 1,500 units marching over the Cambrai terrain
  const terrain = JSON.parse(readFileSync(join(REPO_DIR, 'maps/cambrai-1917/terrain.geojson'), 'utf8')) as GeoJSON.FeatureCollection;
  const state = marchingCorps();
  const origin = { lon: state.grid.originLon, lat: state.grid.originLat };
  const query = createTerrainQuery(terrain, origin);
  let payload = planTurn(state, 60, createGoingAt(query), seededDice(1));
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    const going = createGoingAt(createTerrainQuery(terrain, origin));
    cold.push(cpuMs(() => (payload = planTurn(state, 60, going, seededDice(1)))));
    warm.push(cpuMs(() => (payload = planTurn(state, 60, going, seededDice(1)))));
  }
  const moved = (payload.moves ?? []).filter((m) => m.distanceM > 0).length;
  const after: CampaignState = { ...state, units: Object.assign(Object.create(null), state.units) };
  for (const m of payload.moves ?? []) after.units[m.unitId] = { ...after.units[m.unitId]!, pos: m.to };
  const subs = subjectsOf(groundUnits(after));
  const bruteContactMs = median([0, 1, 2].map(() => cpuMs(() => findContactsBruteForce(subs))));
  const indexContactMs = median([0, 1, 2, 3, 4].map(() => cpuMs(() => findContacts(subs))));
  const f: TurnBenchFigure = {
    subjects: subjects.length,
    pairs: indexed.length,
    indexMs,
    bruteMs,
    ratio: bruteMs / indexMs,
    marching: Object.keys(state.routes!).length,
    moved,
    contacts: payload.contacts?.length ?? 0,
    coldMs: median(cold),
    warmMs: median(warm),
    bruteContactMs,
    indexContactMs,
    dayMs: 0,
    dayBaselineMs: 0,
    dayContacts: 0,
    dayBattalions: 0,
  };
  log(`(b) ${f.marching} units on routes, ${f.moved} moved, ${f.contacts} new contacts: cold ${f.coldMs.toFixed(1)} ms, warm ${f.warmMs.toFixed(1)} ms`);
  log(`    the hour's contact step alone: index ${indexContactMs.toFixed(2)} ms, brute force ${bruteContactMs.toFixed(2)} ms`);
  const scenario = JSON.parse(readFileSync(join(REPO_DIR, 'maps/cambrai-1917/scenario.json'), 'utf8')) as Scenario;
  const day = turnDay(scenario, terrain, cpuMs);
  Object.assign(f, day);
  const m = (f.modules = moduleCost(state, createGoingAt(createTerrainQuery(terrain, origin)), cpuMs));
  log(`(d) settling ${m.settled} contacts: 1916 rules off ${m.settleOffMs.toFixed(1)} ms, on ${m.settleOnMs.toFixed(1)} ms (${(m.settleOnMs / m.settleOffMs).toFixed(2)}×, ≤ 2×: ${m.settleOnMs <= 2 * m.settleOffMs ? 'met' : 'NOT met'})`);
  log(`    the clock hour: off ${m.hourOffMs.toFixed(1)} ms, on ${m.hourOnMs.toFixed(1)} ms with ${m.rolls} tank rolls (${(m.hourOnMs / m.hourOffMs).toFixed(2)}×, ≤ 2×: ${m.hourOnMs <= 2 * m.hourOffMs ? 'met' : 'NOT met'})`);
  log(`    De Rosa rules on: settling ${m.settleDeRosaMs.toFixed(1)} ms (${(m.settleDeRosaMs / m.settleOffMs).toFixed(2)}×, ≤ 2×: ${m.settleDeRosaMs <= 2 * m.settleOffMs ? 'met' : 'NOT met'}); the clock hour ${m.hourDeRosaMs.toFixed(1)} ms (${(m.hourDeRosaMs / m.hourOffMs).toFixed(2)}×, ≤ 2×: ${m.hourDeRosaMs <= 2 * m.hourOffMs ? 'met' : 'NOT met'})`);
  log(`(c) 24 hours of Cambrai, ${day.dayBattalions} battalions of 51 Div on routes: ${day.dayMs.toFixed(0)} ms, ${day.dayContacts} contacts; the old hour step ${day.dayBaselineMs.toFixed(0)} ms (${(day.dayMs / day.dayBaselineMs).toFixed(2)}×, ≤ ${TARGET.dayRatio}×: ${day.dayMs <= TARGET.dayRatio * day.dayBaselineMs ? 'met' : 'NOT met'})`);
  return f;
}

/** The markdown rows of the figures. */
export function turnRows(f: TurnBenchFigure): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    '| measure | ours | baseline in the same run | ratio |',
    '|---|---|---|---|',
    `| (a) contact detection, ${n(f.subjects)} units facing across a 100 km front: \`findContacts\` (flatbush) → ${n(f.pairs)} pairs | ${f.indexMs.toFixed(1)} ms | brute force over every pair: ${f.bruteMs.toFixed(1)} ms (same pairs and gaps) | ${f.ratio.toFixed(0)}× (≥ ${TARGET.ratio}×: ${met(f.ratio >= TARGET.ratio)}) |`,
    `| (b) one clock hour of ${n(f.marching)} units marching over the Cambrai terrain, contacts found (\`planTurn\`): ${n(f.moved)} moved, ${n(f.contacts)} new contacts | cold going cache ${f.coldMs.toFixed(1)} ms (< ${TARGET.hourMs} ms: ${met(f.coldMs < TARGET.hourMs)}); warm ${f.warmMs.toFixed(1)} ms | | |`,
    `| the hour's contact step alone, ${n(f.marching)} units | ${f.indexContactMs.toFixed(2)} ms | brute force: ${f.bruteContactMs.toFixed(2)} ms | ${(f.bruteContactMs / f.indexContactMs).toFixed(0)}× |`,
    ...(f.modules
      ? [
          `| (d) settling the hour's ${n(f.modules.settled)} contacts with the 1916 rules on | ${f.modules.settleOnMs.toFixed(1)} ms | the same with the rules off: ${f.modules.settleOffMs.toFixed(1)} ms | ${(f.modules.settleOnMs / f.modules.settleOffMs).toFixed(2)}× (≤ 2×: ${met(f.modules.settleOnMs <= 2 * f.modules.settleOffMs)}) |`,
          `| the clock hour of (b) with the 1916 rules on (${n(f.modules.rolls)} tank rolls) | ${f.modules.hourOnMs.toFixed(1)} ms | off: ${f.modules.hourOffMs.toFixed(1)} ms | ${(f.modules.hourOnMs / f.modules.hourOffMs).toFixed(2)}× (≤ 2×: ${met(f.modules.hourOnMs <= 2 * f.modules.hourOffMs)}) |`,
          `| (d) settling the same contacts with the De Rosa rules on (the Firing Charts, melee and D10 morale tests) | ${f.modules.settleDeRosaMs.toFixed(1)} ms | the rules off: ${f.modules.settleOffMs.toFixed(1)} ms | ${(f.modules.settleDeRosaMs / f.modules.settleOffMs).toFixed(2)}× (≤ 2×: ${met(f.modules.settleDeRosaMs <= 2 * f.modules.settleOffMs)}) |`,
          `| the clock hour of (b) with the De Rosa rules on (the Movement Chart) | ${f.modules.hourDeRosaMs.toFixed(1)} ms | off: ${f.modules.hourOffMs.toFixed(1)} ms | ${(f.modules.hourDeRosaMs / f.modules.hourOffMs).toFixed(2)}× (≤ 2×: ${met(f.modules.hourDeRosaMs <= 2 * f.modules.hourOffMs)}) |`,
        ]
      : []),
    `| (c) 24 hours of Cambrai from 18:00, ${f.dayBattalions} battalions of 51 Div marching 8 km, halting where contacts begin (${f.dayContacts} contacts) | ${f.dayMs.toFixed(0)} ms | the hour step without halting (whole-hour marches, contacts at the hour's end): ${f.dayBaselineMs.toFixed(0)} ms | ${(f.dayMs / f.dayBaselineMs).toFixed(2)}× (≤ ${TARGET.dayRatio}×: ${met(f.dayMs <= TARGET.dayRatio * f.dayBaselineMs)}) |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) runTurnBench();
