/**
 * `buildEngagementInput` on the real scenarios: 180/Btn 1 against 7/Btn 1 on the 1418 table, and
 * Cambrai battalions with companies listed and without (split into companies of 4 and an HQ), with
 * exact sub-unit and base counts, characteristics, qualities and positions (bases side by side in
 * line, facing the enemy); the errors; and `recordingDice` / `engagementEnv`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEngagementInput, engagementEnv, recordingDice } from '../../src/campaign/engagement/engagements.ts';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { createEngagement, type SubUnitInput } from '../../src/rules/bound/index.ts';
import { ScriptExhausted, scriptedDice, seededDice } from '../../src/rules/dice.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { tableScenario } from './engagement-helpers.ts';

const cambrai = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
const cambraiState = stateFromScenario(cambrai);
const tableState = stateFromScenario(tableScenario());

/** Local metres of a unit's position (the campaign grid's projection). */
function at(state: CampaignState, id: string) {
  const m = gridProjection(state.grid).toLocal(state.units[id]!.pos!);
  return { xM: m.eastingM, yM: m.northingM };
}
const bearing = (from: { xM: number; yM: number }, to: { xM: number; yM: number }) => ((Math.atan2(to.xM - from.xM, to.yM - from.yM) * 180) / Math.PI + 360) % 360;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The sub-unit's bases: `n`, all facing `facingDeg`, 50.8 m apart along the line square to it, centred on `centre`. */
function expectLine(s: SubUnitInput, n: number, centre: { xM: number; yM: number }, facingDeg: number) {
  expect(s.bases).toHaveLength(n);
  const right = { x: Math.cos(rad(facingDeg)), y: -Math.sin(rad(facingDeg)) };
  s.bases.forEach((b, j) => {
    const d = (j - (n - 1) / 2) * 50.8;
    expect(b.id).toBe(`${s.id}.b${j + 1}`);
    expect(b.facingDeg).toBeCloseTo(facingDeg, 9);
    expect(b.xM).toBeCloseTo(centre.xM + right.x * d, 6);
    expect(b.yM).toBeCloseTo(centre.yM + right.y * d, 6);
  });
}

describe('the 1418 table: 180/Btn 1 against 7/Btn 1', () => {
  const built = buildEngagementInput(tableState, ['blue-180-btn1', 'red-7-btn1']);
  const { input } = built;
  const blue = at(tableState, 'blue-180-btn1');
  const red = at(tableState, 'red-7-btn1');
  const blueFacing = bearing(blue, red);

  it('makes one SF per battalion, with title, origin (the grid origin) and centre', () => {
    expect(input.formations).toEqual([
      { id: 'blue-180-btn1', side: 'blue', name: '180/Btn 1', role: 'infantry', quality: 'line', transport: null },
      { id: 'red-7-btn1', side: 'red', name: '7/Btn 1', role: 'infantry', quality: 'line', transport: null },
    ]);
    expect(built.title).toBe('180/Btn 1 vs 7/Btn 1');
    expect(built.origin).toEqual({ lon: 3, lat: 50 });
    expect(built.centre.lon).toBeCloseTo((3.013253 + 3.003627) / 2, 12);
    expect(built.centre.lat).toBeCloseTo((50.00917 + 50.007822) / 2, 12);
    expect(input).toMatchObject({ edition: 'v0.8', grid: tableState.grid, windTowardDeg: null });
  });

  it('gives the HQ and each company its bases, characteristic and place, in line facing the enemy', () => {
    expect(input.subUnits.map((s) => [s.id, s.formationId, s.name, s.characteristic, s.bases.length])).toEqual([
      ['blue-180-btn1.hq', 'blue-180-btn1', '180/Btn 1 HQ', 'command', 1],
      ['blue-180-btn1-1-1', 'blue-180-btn1', '1/1', 'lineInf', 4],
      ['blue-180-btn1-1-2', 'blue-180-btn1', '1/2', 'lineInf', 4],
      ['blue-180-btn1-1-3', 'blue-180-btn1', '1/3', 'lineInf', 4],
      ['blue-180-btn1-1-mg', 'blue-180-btn1', '1/MG', 'machineguns', 2],
      ['red-7-btn1.hq', 'red-7-btn1', '7/Btn 1 HQ', 'command', 1],
      ['red-7-btn1-r1-1', 'red-7-btn1', 'R1/1', 'lineInf', 4],
      ['red-7-btn1-r1-2', 'red-7-btn1', 'R1/2', 'lineInf', 4],
      ['red-7-btn1-r1-3', 'red-7-btn1', 'R1/3', 'lineInf', 4],
      ['red-7-btn1-r1-mg', 'red-7-btn1', 'R1/MG', 'machineguns', 2],
    ]);
    // Blue faces west-south-west towards 7/Btn 1, red the opposite way.
    expect(blueFacing).toBeGreaterThan(250);
    expect(blueFacing).toBeLessThan(265);
    for (const s of input.subUnits) {
      const own = s.id.endsWith('.hq') ? s.formationId : s.id;
      expectLine(s, s.bases.length, at(tableState, own), s.formationId === 'blue-180-btn1' ? blueFacing : blueFacing - 180);
    }
    // 7/Btn 1 is dug in (every base); 180/Btn 1 is not; nobody is injured.
    expect(input.subUnits.flatMap((s) => s.bases.map((b) => [s.formationId, b.dugIn ?? false, b.injury ?? 'none'])).filter(([f, d]) => (f === 'red-7-btn1') !== d)).toEqual([]);
    expect(input.subUnits.flatMap((s) => s.bases).filter((b) => b.injury !== undefined)).toEqual([]);
  });

  it('is accepted by createEngagement', () => {
    const eng = createEngagement(input);
    expect(eng.subUnits.map((s) => s.bases.length)).toEqual([1, 4, 4, 4, 2, 1, 4, 4, 4, 2]);
    expect(eng.formations.map((f) => f.resilience)).toEqual([4, 4]);
  });
});

describe('Cambrai battalions with and without companies', () => {
  const ids = ['gb-51div-152bde-1-6-gordons', 'gb-51div-154bde-1-4-seaforth', 'de-20ldiv-lir384-i'];
  const { input, title } = buildEngagementInput(cambraiState, ids);
  const gordons = at(cambraiState, ids[0]!);
  const seaforth = at(cambraiState, ids[1]!);
  const lir = at(cambraiState, ids[2]!);
  const subs = (f: string) => input.subUnits.filter((s) => s.formationId === f);

  it('keeps listed companies; splits a battalion that carries its bases into companies of 4 and an HQ', () => {
    expect(title).toBe('1/6 Gordons, 1/4 Seaforth vs I./LIR 384');
    expect(input.formations.map((f) => [f.id, f.role, f.quality])).toEqual([
      ['gb-51div-152bde-1-6-gordons', 'infantry', 'line'],
      ['gb-51div-154bde-1-4-seaforth', 'infantry', 'line'],
      ['de-20ldiv-lir384-i', 'infantry', 'reserve'],
    ]);
    expect(subs(ids[0]!).map((s) => [s.id, s.characteristic, s.bases.length])).toEqual([
      ['gb-51div-152bde-1-6-gordons.hq', 'command', 1],
      ['gb-51div-152bde-1-6-gordons-a', 'lineInf', 4],
      ['gb-51div-152bde-1-6-gordons-b', 'lineInf', 4],
      ['gb-51div-152bde-1-6-gordons-c', 'lineInf', 4],
      ['gb-51div-152bde-1-6-gordons-d', 'lineInf', 4],
    ]);
    expect(subs(ids[1]!).map((s) => [s.id, s.name, s.characteristic, s.bases.length])).toEqual([
      ['gb-51div-154bde-1-4-seaforth.hq', '1/4 Seaforth HQ', 'command', 1],
      ['gb-51div-154bde-1-4-seaforth.c1', 'A Coy, 1/4 Seaforth', 'lineInf', 4],
      ['gb-51div-154bde-1-4-seaforth.c2', 'B Coy, 1/4 Seaforth', 'lineInf', 4],
      ['gb-51div-154bde-1-4-seaforth.c3', 'C Coy, 1/4 Seaforth', 'lineInf', 4],
      ['gb-51div-154bde-1-4-seaforth.c4', 'D Coy, 1/4 Seaforth', 'lineInf', 4],
    ]);
    expect(subs(ids[2]!).map((s) => [s.id, s.characteristic, s.bases.length])).toEqual([
      ['de-20ldiv-lir384-i.hq', 'command', 1],
      ['de-20ldiv-lir384-i.c1', 'reserveInf', 4],
      ['de-20ldiv-lir384-i.c2', 'reserveInf', 4],
      ['de-20ldiv-lir384-i.c3', 'reserveInf', 4],
    ]);
    expect(subs(ids[2]!).every((s) => s.bases.every((b) => b.dugIn === true))).toBe(true);
    expect(input.subUnits.reduce((n, s) => n + s.bases.length, 0)).toBe(17 + 17 + 13);
  });

  it('places listed companies at their own positions and split companies side by side, the HQ behind', () => {
    const fGordons = bearing(gordons, lir);
    for (const s of subs(ids[0]!)) expectLine(s, s.bases.length, at(cambraiState, s.id.endsWith('.hq') ? ids[0]! : s.id), fGordons);
    const f = bearing(seaforth, lir);
    const right = { x: Math.cos(rad(f)), y: -Math.sin(rad(f)) };
    const fwd = { x: Math.sin(rad(f)), y: Math.cos(rad(f)) };
    const [hq, ...coys] = subs(ids[1]!);
    expectLine(hq!, 1, { xM: seaforth.xM - fwd.x * 50.8, yM: seaforth.yM - fwd.y * 50.8 }, f);
    // Four companies of 203.2 m with 25.4 m gaps: 889 m of front, centres at ±114.3 and ±342.9 m.
    [-342.9, -114.3, 114.3, 342.9].forEach((d, i) => expectLine(coys[i]!, 4, { xM: seaforth.xM + right.x * d, yM: seaforth.yM + right.y * d }, f));
    // The enemy faces the blue centroid.
    const blueCentre = { xM: (gordons.xM + seaforth.xM) / 2, yM: (gordons.yM + seaforth.yM) / 2 };
    expect(subs(ids[2]!)[1]!.bases[0]!.facingDeg).toBeCloseTo(bearing(lir, blueCentre), 9);
    expect(createEngagement(input).subUnits).toHaveLength(14);
  });

  it('carries injured bases (the last ones) and never digs in guns; a lone MG company takes its brigade’s resilience', () => {
    const units = { ...cambraiState.units, 'gb-51div-154bde-1-4-seaforth': { ...cambraiState.units['gb-51div-154bde-1-4-seaforth']!, injuredBases: 5 } };
    const hurt = { ...cambraiState, units };
    const built = buildEngagementInput(hurt, ['gb-51div-154bde-1-4-seaforth', 'gb-51div-ra-255bde', 'gb-36div-108bde-mgc', 'de-20ldiv-lir384-i']);
    const injuries = built.input.subUnits.filter((s) => s.formationId === 'gb-51div-154bde-1-4-seaforth').map((s) => s.bases.map((b) => b.injury ?? 'none').join(' '));
    expect(injuries).toEqual(['none', 'none none none none', 'none none none none', 'none none none old', 'old old old old']);
    const guns = built.input.subUnits.filter((s) => s.formationId === 'gb-51div-ra-255bde');
    expect(guns.map((s) => [s.characteristic, s.bases.length, s.bases.some((b) => b.dugIn)])).toEqual([
      ['command', 1, true],
      ['fieldGun', 3, false],
      ['fieldGun', 3, false],
      ['fieldGun', 3, false],
      ['lightHowitzer', 3, false],
    ]);
    const mg = built.input.formations.find((f) => f.id === 'gb-36div-108bde-mgc')!;
    expect(mg).toMatchObject({ role: 'infantry', resilience: 4 });
    expect(built.input.subUnits.find((s) => s.formationId === mg.id)).toMatchObject({ id: 'gb-36div-108bde-mgc.coy', name: '108 MG Coy', characteristic: 'machineguns' });
    expect(built.input.formations.find((f) => f.id === 'gb-51div-ra-255bde')).toMatchObject({ role: 'artillery', quality: 'line' });
    const eng = createEngagement(built.input);
    expect(eng.formations.map((f) => f.resilience)).toEqual([4, 4, 4, 3]);
  });

  it('takes a company whose battalion is chosen, and a repeated id, once', () => {
    const a = buildEngagementInput(cambraiState, ['gb-51div-152bde-1-6-gordons', 'gb-51div-152bde-1-6-gordons-a', 'gb-51div-152bde-1-6-gordons', 'de-20ldiv-lir384-i']);
    expect(a.input.formations.map((f) => f.id)).toEqual(['gb-51div-152bde-1-6-gordons', 'de-20ldiv-lir384-i']);
    expect(a.input.subUnits).toHaveLength(9);
  });

  it('refuses, naming the unit: unknown, too large, no position, one side only, a row the edition lacks', () => {
    expect(() => buildEngagementInput(cambraiState, ['gb-nowhere'])).toThrow(new RangeError('unknown unit "gb-nowhere"'));
    expect(() => buildEngagementInput(tableState, ['blue-180', 'red-7-btn1'])).toThrow(new RangeError('"180th Infantry Regiment" (blue-180) is a regiment: choose its battalions or companies'));
    const { pos: _p, ...noPos } = tableState.units['red-7-btn1-r1-2']!;
    const lost = { ...tableState, units: { ...tableState.units, 'red-7-btn1-r1-2': noPos } };
    // A company not on the map goes in line across its battalion's front; chosen alone it is refused.
    const inLine = buildEngagementInput(lost, ['blue-180-btn1', 'red-7-btn1']).input.subUnits.find((s) => s.id === 'red-7-btn1-r1-2')!;
    const placed = buildEngagementInput(tableState, ['blue-180-btn1', 'red-7-btn1']).input.subUnits.find((s) => s.id === 'red-7-btn1-r1-2')!;
    expect(inLine.bases.length).toBe(placed.bases.length);
    expect(inLine.bases[0]!.xM).not.toBeCloseTo(placed.bases[0]!.xM, 3);
    expect(() => buildEngagementInput(lost, ['blue-180-btn1', 'red-7-btn1-r1-2'])).toThrow('(red-7-btn1-r1-2) has no position on the map');
    expect(() => buildEngagementInput(tableState, ['blue-180-btn1', 'blue-180-btn2'])).toThrow(new RangeError('an engagement needs units of both sides; units of Blue (sample command sheet) only chosen'));
    expect(() => buildEngagementInput(cambraiState, ['gb-3army-ha-siege-92in-a', 'de-20ldiv-lir384-i'], { edition: 'v0.7' })).toThrow(
      new RangeError('"9.2-inch howitzer siege battery (a), Third Army siege group" (gb-3army-ha-siege-92in-a) cannot fight in the bound engine: Siege / railway guns (9.2-inch and up) have no row in the 1418 v0.7 characteristics table (it has no very heavy guns)'),
    );
  });
});

describe('recordingDice and engagementEnv', () => {
  it('records exactly the values drawn, in order, and nothing for a roll that fails', () => {
    const dice = recordingDice(scriptedDice([3, 5, 1, 6, 2]));
    expect(dice.roll(2, 'a')).toEqual([3, 5]);
    expect(dice.roll(0, 'none')).toEqual([]);
    expect(dice.roll(1, 'b')).toEqual([1]);
    expect(() => dice.roll(3, 'too many')).toThrow(ScriptExhausted);
    const drawn = dice.drawn();
    expect(drawn).toEqual([3, 5, 1]);
    drawn.push(9);
    expect(dice.drawn()).toEqual([3, 5, 1]);
  });

  it('draws what the wrapped dice give (seeded: the same sequence as unwrapped)', () => {
    const dice = recordingDice(seededDice(42));
    const rolled = [...dice.roll(4, 'x'), ...dice.roll(3, 'y', 10)];
    const plain = seededDice(42);
    expect(rolled).toEqual([...plain.roll(4, 'x'), ...plain.roll(3, 'y', 10)]);
    expect(dice.drawn()).toEqual(rolled);
  });

  it('engagementEnv passes the query and the dice through', () => {
    const q = { terrainAt: (p: { xM: number }) => ({ move: p.xM > 0 ? 'rough' : 'open', cover: 'open', road: false }) as const, lineOfSight: (a: { xM: number }) => a.xM < 5 };
    const dice = scriptedDice([4]);
    const env = engagementEnv(q, dice);
    expect(env.dice).toBe(dice);
    expect([env.terrainAt({ xM: 1, yM: 0 }).move, env.terrainAt({ xM: -1, yM: 0 }).move]).toEqual(['rough', 'open']);
    expect([env.lineOfSight({ xM: 1, yM: 0 }, { xM: 9, yM: 9 }), env.lineOfSight({ xM: 6, yM: 0 }, { xM: 0, yM: 0 })]).toEqual([true, false]);
    expect(env.allocate).toBe(undefined);
    const allocate = () => ['b1'];
    expect(engagementEnv(q, dice, allocate).allocate).toBe(allocate);
  });
});

