/**
 * The two bundled scenarios (maps/cambrai-1917, maps/table-1418): they load, every unit is well
 * formed and inside its grid, the checked-in JSON is what the build scripts produce, and the
 * required formations are present.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { ECHELONS, type Scenario, type Unit } from '../../src/campaign/model/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { isUnitTypeId } from '../../src/rules/tables/unitTypes.ts';
import { buildCambraiScenario, CAMBRAI_SCENARIO_PATH } from '../../maps/tools/build-cambrai-scenario.ts';
import { buildTableScenario, SHEET_FORMATIONS, TABLE_SCENARIO_PATH } from '../../maps/tools/build-table-scenario.ts';
import { scenarioJson } from '../../maps/cambrai-1917/orbat/lib.ts';

const cambrai = JSON.parse(readFileSync(CAMBRAI_SCENARIO_PATH, 'utf8')) as Scenario;
const table = JSON.parse(readFileSync(TABLE_SCENARIO_PATH, 'utf8')) as Scenario;

const children = (s: Scenario, id: string) => s.units.filter((u) => u.parentId === id);
const byId = (s: Scenario, id: string): Unit => {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};
const subtreeBases = (s: Scenario, id: string): number =>
  byId(s, id).bases + children(s, id).reduce((sum, c) => sum + subtreeBases(s, c.id), 0);

describe.each([
  ['cambrai-1917', cambrai],
  ['table-1418', table],
])('scenario %s', (mapId, s) => {
  it('loads through stateFromScenario with every unit in order', () => {
    const state = stateFromScenario(s);
    expect(state.mapId).toBe(mapId);
    expect(s.mapId).toBe(mapId);
    expect(state.unitOrder).toEqual(s.units.map((u) => u.id));
  });

  it('has known types, valid grades and echelons, unique ids, parents first, existing support targets', () => {
    const seen = new Set<string>();
    for (const u of s.units) {
      expect(isUnitTypeId(u.type), `${u.id} type ${u.type}`).toBe(true);
      expect(['E', 'V', 'R', 'C', 'M'], `${u.id} grade`).toContain(u.grade);
      expect(ECHELONS, `${u.id} echelon`).toContain(u.echelon);
      expect(seen.has(u.id), `${u.id} repeated`).toBe(false);
      if (u.parentId !== undefined) {
        expect(seen.has(u.parentId), `${u.id} parent ${u.parentId} listed before it`).toBe(true);
        expect(byId(s, u.parentId).side).toBe(u.side);
      }
      seen.add(u.id);
      expect(u.injuredBases).toBe(0);
      expect(u.establishmentBases).toBeGreaterThanOrEqual(u.bases);
    }
    for (const u of s.units) if (u.support) expect(seen.has(u.support.toId), `${u.id} supports ${u.support.toId}`).toBe(true);
  });

  it('places every positioned unit inside the grid, no two at the same point', () => {
    const proj = gridProjection(s.grid);
    const points = new Set<string>();
    for (const u of s.units) {
      if (!u.pos) continue;
      const { eastingM, northingM } = proj.toLocal(u.pos);
      expect(eastingM, `${u.id} easting`).toBeGreaterThanOrEqual(0);
      expect(eastingM, `${u.id} easting`).toBeLessThan(s.grid.widthM);
      expect(northingM, `${u.id} northing`).toBeGreaterThanOrEqual(0);
      expect(northingM, `${u.id} northing`).toBeLessThan(s.grid.heightM);
      const key = `${u.pos.lon},${u.pos.lat}`;
      expect(points.has(key), `${u.id} shares its position`).toBe(false);
      points.add(key);
    }
  });
});

describe('cambrai-1917 scenario', () => {
  it('is what the build script produces', () => {
    expect(readFileSync(CAMBRAI_SCENARIO_PATH, 'utf8')).toBe(scenarioJson(buildCambraiScenario()));
  });

  it('opens the evening before zero hour (06:20, 20 November 1917, GMT) on the Cambrai numeric grid, and says there was no preliminary bombardment', () => {
    expect(cambrai.startLocal).toBe('1917-11-19T18:00');
    expect(cambrai.zeroHourLocal).toBe('1917-11-20T06:20');
    expect(cambrai.description).toContain('There was no preliminary bombardment at Cambrai');
    expect(cambrai.utcOffsetMin).toBe(0);
    const { others, ...numeric } = cambrai.grid;
    expect(numeric).toEqual({ originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' });
    // Beside it, the trench-map sheets 57c and 57b (test/unit/rules-grid-systems.test.ts).
    expect(others?.map((g) => g.sheet)).toEqual(['57c', '57b']);
    expect(cambrai.units.length).toBeGreaterThan(300);
  });

  it('has the seven divisions of III and IV Corps, each of 3 brigades × 4 battalions of 17 bases', () => {
    const want: Record<string, [string, string]> = {
      'gb-6div': ['6th Division', 'gb-iii-corps'],
      'gb-12div': ['12th (Eastern) Division', 'gb-iii-corps'],
      'gb-20div': ['20th (Light) Division', 'gb-iii-corps'],
      'gb-29div': ['29th Division', 'gb-iii-corps'],
      'gb-36div': ['36th (Ulster) Division', 'gb-iv-corps'],
      'gb-51div': ['51st (Highland) Division', 'gb-iv-corps'],
      'gb-62div': ['62nd (2nd West Riding) Division', 'gb-iv-corps'],
    };
    for (const [id, [name, corps]] of Object.entries(want)) {
      const div = byId(cambrai, id);
      expect(div.name).toBe(name);
      expect(div.parentId).toBe(corps);
      const bdes = children(cambrai, id).filter((u) => u.echelon === 'brigade' && u.type === 'infantry');
      expect(bdes, id).toHaveLength(3);
      for (const bde of bdes) {
        const bns = children(cambrai, bde.id).filter((u) => u.echelon === 'battalion' && u.type === 'infantry');
        expect(bns, bde.id).toHaveLength(4);
        for (const bn of bns) expect(subtreeBases(cambrai, bn.id), bn.id).toBe(17);
      }
    }
    expect(byId(cambrai, 'gb-51div-152bde-1-6-gordons').name).toBe('1/6th Bn Gordon Highlanders');
    expect(children(cambrai, 'gb-51div-152bde-1-6-gordons').map((c) => c.shortName)).toEqual(['A/1/6 Gordons', 'B/1/6 Gordons', 'C/1/6 Gordons', 'D/1/6 Gordons']);
  });

  it('has the three tank brigades and battalions A–I, in direct support of divisions', () => {
    const bdes: Record<string, string[]> = { 'gb-tank-1bde': ['D', 'E', 'G'], 'gb-tank-2bde': ['A', 'B', 'H'], 'gb-tank-3bde': ['C', 'F', 'I'] };
    let companies = 0;
    for (const [bde, letters] of Object.entries(bdes)) {
      expect(byId(cambrai, bde).parentId).toBe('gb-tank-corps');
      const bns = children(cambrai, bde);
      expect(bns.map((b) => b.name)).toEqual(letters.map((l) => `${l} Battalion, Tank Corps`));
      for (const bn of bns) {
        expect(bn.type).toBe('tankHeavy');
        expect(bn.support?.relation).toBe('inDirectSupport');
        expect(byId(cambrai, bn.support!.toId).echelon).toBe('division');
        for (const coy of children(cambrai, bn.id)) {
          companies += 1;
          expect(byId(cambrai, coy.support!.toId).echelon).toBe('brigade');
        }
      }
    }
    expect(companies).toBe(27);
    expect(byId(cambrai, 'gb-tank-g-bn-21coy').support).toEqual({ relation: 'inDirectSupport', toId: 'gb-62div-185bde' });
  });

  it('has a Cavalry Corps with the 1st, 2nd and 5th Cavalry Divisions down to regiments', () => {
    expect(byId(cambrai, 'gb-cav-corps').echelon).toBe('corps');
    for (const div of ['gb-1cavdiv', 'gb-2cavdiv', 'gb-5cavdiv']) {
      expect(byId(cambrai, div).parentId).toBe('gb-cav-corps');
      const bdes = children(cambrai, div);
      expect(bdes, div).toHaveLength(3);
      for (const bde of bdes) expect(children(cambrai, bde.id).filter((u) => u.type === 'cavalry'), bde.id).toHaveLength(3);
    }
    expect(children(cambrai, 'gb-5cavdiv').map((b) => b.name)).toEqual(['Ambala Cavalry Brigade', 'Secunderabad Cavalry Brigade', 'Canadian Cavalry Brigade']);
  });

  it('has the German 20. LD, 54. ID and 9. RD with their regiments and battalions I–III', () => {
    const want: Record<string, string[]> = {
      'de-20ldiv': ['LIR 387', 'LIR 386', 'LIR 384'],
      'de-54div': ['RIR 27', 'IR 84', 'RIR 90'],
      'de-9rdiv': ['RIR 19', 'RIR 6', 'IR 395'],
    };
    for (const [div, regts] of Object.entries(want)) {
      expect(byId(cambrai, div).parentId).toBe('de-gruppe-caudry');
      const rs = children(cambrai, div).filter((u) => u.echelon === 'regiment' && u.type !== 'fieldGun');
      expect(rs.map((r) => r.shortName)).toEqual(regts);
      for (const r of rs) {
        const bns = children(cambrai, r.id).filter((u) => u.echelon === 'battalion');
        expect(bns.map((b) => b.shortName)).toEqual(['I', 'II', 'III'].map((n) => `${n}./${r.shortName}`));
      }
    }
    expect(byId(cambrai, 'de-54div-ir84-ii').side).toBe('red');
    expect(byId(cambrai, 'de-20ldiv-lir387-i').grade).toBe('C');
  });
});

describe('table-1418 scenario', () => {
  it('is what the build script produces', () => {
    expect(readFileSync(TABLE_SCENARIO_PATH, 'utf8')).toBe(scenarioJson(buildTableScenario()));
  });

  it('uses the table grid', () => {
    expect(table.grid).toEqual({ originLon: 3.0, originLat: 50.0, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' });
  });

  it('has exactly the seven formations of the 000 sheet on blue, each with companies', () => {
    const blueBns = table.units.filter((u) => u.side === 'blue' && u.echelon === 'battalion');
    expect(blueBns.map((u) => u.name)).toEqual([...SHEET_FORMATIONS]);
    for (const bn of blueBns) {
      expect(bn.bases).toBe(1);
      expect(children(table, bn.id).length, bn.name).toBeGreaterThanOrEqual(2);
    }
    expect(children(table, 'blue-180-btn1').map((c) => c.shortName)).toEqual(['1/1', '1/2', '1/3', '1/MG']);
    expect(children(table, 'blue-13cav-sqn1').map((c) => c.shortName)).toEqual(['C/1', 'C/2']);
  });

  it('puts red in the trenches west of no man\u2019s land (columns A–C) and blue east of it (F–L)', () => {
    const proj = gridProjection(table.grid);
    const sq = table.grid.squareM;
    let blue = 0;
    let red = 0;
    for (const u of table.units) {
      if (u.side === 'blue') blue += u.bases;
      else red += u.bases;
      if (!u.pos) continue;
      const e = proj.toLocal(u.pos).eastingM;
      if (u.side === 'blue') expect(e, u.id).toBeGreaterThanOrEqual(5 * sq);
      else expect(e, u.id).toBeLessThan(3 * sq);
    }
    expect(blue).toBe(78);
    expect(red).toBe(51);
  });
});
