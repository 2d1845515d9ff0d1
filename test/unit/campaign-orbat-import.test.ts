/**
 * Bringing an order of battle in and editing it: the ORBAT Mapper scenario of Narvik 1940
 * (../shared/realdata/orbat-mapper/narvik40.json) read into rows by its symbol codes, a CSV file with
 * its errors named by line, the rows turned into units under their nearest imported ancestor, the
 * templates and a duplicated subtree.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { applyEvent, orbatContextOf, orbatRowsOf, stateFromScenario, type CampaignEvent } from '../../src/campaign/index.ts';
import { csvRows, csvTemplate, orbatMapperRows, proposedBases, rowsToUnits } from '../../src/campaign/units/orbatImport.ts';
import { duplicatedUnits, FORMATION_TEMPLATES, freeUnitId, unitsFromTemplate } from '../../src/campaign/units/templates.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { narvikScenario } from './own-ground-fixture.ts';
import { groundUnits } from '../../src/campaign/ground/ground.ts';
import { exportSidc, unitSidc } from '../../src/map/sidc.ts';
import { characteristicFor } from '../../src/rules/tables/unitTypes.ts';

const NARVIK = JSON.parse(readFileSync(new URL('../../../shared/realdata/orbat-mapper/narvik40.json', import.meta.url), 'utf8'));
const csv = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
const added = (units: unknown) => ({ seq: 2, at: 0, type: 'units.added', v: 1, payload: { units } }) as unknown as CampaignEvent;

describe('an ORBAT Mapper scenario', () => {
  const rows = orbatMapperRows(NARVIK);
  const byName = (n: string) => rows.find((r) => r.name === n)!;

  it('reads every unit, its side from the standard identity and its echelon from the symbol', () => {
    expect(rows.length).toBe(39);
    expect(byName('6th Division')).toMatchObject({ side: 'blue', echelon: 'division', type: 'infantry', bases: 1, include: true });
    // 10031000 16 1211 00 0000: echelon 16 battalion, entity 1211 infantry; named by its number, it takes its regiment's name.
    expect(byName('1/14th Infantry Regiment')).toMatchObject({ echelon: 'battalion', type: 'infantry', bases: 17 });
    // 10031000 15 1407 00: a company of engineers, 4 sections (SOURCES.md §bases: field company RE 4).
    expect(byName('229 Field RE')).toMatchObject({ echelon: 'company', type: 'engineer', bases: 4 });
    // Symbol set 30 (sea surface) on the hostile side: a ship of its own kind, one base, its last position kept.
    expect(byName('Z19 Herman Künne')).toMatchObject({ side: 'red', include: true, type: 'warship', bases: 1, sidc: '10063000001202030000', note: 'a ship: placed and reported; it does not fight on land (the umpire’s)' });
    expect(byName('Z19 Herman Künne').pos).toEqual({ lon: expect.closeTo(17.56, 1), lat: expect.closeTo(68.54, 1) });
    // Symbol set 35 (subsurface): a submarine.
    expect(byName('U-25')).toMatchObject({ type: 'submarine', note: 'a submarine: placed and reported; it does not fight on land (the umpire’s)' });
    expect(rows.filter((r) => r.side === 'red').every((r) => r.include)).toBe(true); // the German side is not empty
    expect(byName('North West Expeditionary Force').note).toBe('symbol entity 000000 not recognised: infantry proposed');
  });

  it('turns the ticked rows into units, each under its nearest ticked ancestor', () => {
    const state = stateFromScenario(narvikScenario());
    const picked = rows.map((r) => (r.name === '14th Infantry Regiment' ? { ...r, include: false } : r));
    const units = rowsToUnits(picked, state);
    expect(units.length).toBe(38); // 16 land units and 23 ships, submarines and their groups, less the regiment left out
    const div = units.find((u) => u.name === '6th Division')!;
    expect(units.find((u) => u.name === '1/14th Infantry Regiment')!.parentId).toBe(div.id);
    expect(new Set(units.map((u) => u.id)).size).toBe(38);
    const s = applyEvent(state, added(units));
    expect(s.unitOrder.length).toBe(38);
    // Each keeps the APP-6D code it came with; a German destroyer stands where the scenario last put it.
    expect(units.find((u) => u.name === '1/14th Infantry Regiment')!.sidc).toBe('10031000161211000000');
    expect(units.find((u) => u.name === 'Z19 Herman Künne')).toMatchObject({ side: 'red', type: 'warship', sidc: '10063000001202030000', pos: { lon: expect.closeTo(17.56, 1) } });
  });

  it('drops the code the umpire changed the type away from, in the review and by an edit', () => {
    const state = stateFromScenario(narvikScenario());
    // The Norwegian ships' group put on the other side: its code (friend) and its ships' no longer say what they are.
    const norwegian = rows.find((r) => r.name === 'Eidsvold')!.parentKey;
    const retyped = rows.map((r) => (r.name === '229 Field RE' ? { ...r, type: 'pioneer' as const } : r.key === norwegian ? { ...r, side: 'red' as const } : r));
    const units = rowsToUnits(retyped, state);
    expect(units.find((u) => u.name === '229 Field RE')!.sidc).toBeUndefined();
    expect(units.filter((u) => u.name === 'Eidsvold' || u.name === 'Norge').map((u) => [u.side, u.sidc])).toEqual([['red', undefined], ['red', undefined]]);
    expect(units.find((u) => u.name === '1/14th Infantry Regiment')!.sidc).toBe('10031000161211000000');
    // A force put on the other side takes all its levels with it (1 SG, under its brigade, under the force).
    const turned = rowsToUnits(rows.map((r) => (r.name === 'North West Expeditionary Force' ? { ...r, side: 'red' as const } : r)), state);
    expect(turned.find((u) => u.name === '1 SG')!.side).toBe('red');
    expect(applyEvent(state, added(turned)).unitOrder.length).toBe(turned.length);
    expect(units.find((u) => u.name === '230 Field RE')!.sidc).toBe('10031000151407000000');
    const s = applyEvent(state, added(units));
    const re = units.find((u) => u.name === '230 Field RE')!;
    const edit = (changes: object, seq: number) => ({ seq, at: 0, type: 'unit.edited', v: 1, payload: { unitId: re.id, changes } }) as unknown as CampaignEvent;
    const renamed = applyEvent(s, edit({ name: '230 Field Coy RE' }, 3));
    expect(renamed.units[re.id]!.sidc).toBe('10031000151407000000');
    expect(applyEvent(renamed, edit({ type: 'pioneer' }, 4)).units[re.id]!.sidc).toBeUndefined();
  });

  it('ships and submarines stay off the ground: no contact, no fight, their own symbols', () => {
    const state = stateFromScenario(narvikScenario());
    const placed = rows.map((r) => ({ ...r, pos: r.pos ?? { lon: 17.45, lat: 68.45 } })); // the land units placed too
    const s = applyEvent(state, added(rowsToUnits(placed, state)));
    const ids = groundUnits(s).map((g) => g.unit.type);
    expect(ids).not.toContain('warship');
    expect(ids).not.toContain('submarine');
    expect(ids).toContain('infantry');
    const z19 = Object.values(s.units).find((u) => u.name === 'Z19 Herman Künne')!;
    const u25 = Object.values(s.units).find((u) => u.name === 'U-25')!;
    expect(unitSidc(z19)).toBe('SHSPCL---------');
    expect(unitSidc(u25)).toBe('SHUPS----------');
    expect(exportSidc(z19)).toBe('10063000001202030000');
    expect(() => characteristicFor('warship', 'v0.8')).toThrow("Ship (surface): ships and submarines have no row in the 1418 characteristics table; they do not fight on land (the umpire's)");
  });

  it('refuses a file that is not a scenario', () => {
    expect(() => orbatMapperRows({ units: [] })).toThrow(/not an ORBAT Mapper scenario/);
    expect(() => orbatMapperRows({ sides: [] })).toThrow(/has no units/);
  });
});

describe('a CSV order of battle', () => {
  const state = stateFromScenario(narvikScenario());
  const toPos = (ref: string) => gridRefToPoint(state.grid, ref);

  it('reads the template, parents by name, sides defaulting to the parent’s', () => {
    const rows = csvRows(csv(csvTemplate()), state, toPos);
    expect(rows.map((r) => [r.name, r.side, r.echelon, r.type, r.bases, r.parentKey])).toEqual([
      ['24th Guards Brigade', 'blue', 'brigade', 'headquarters', 1, null],
      ['1st Bn Scots Guards', 'blue', 'battalion', 'infantry', 17, 'c2'],
    ]);
    const withRef = csvRows(csv('name,grid reference,side\r\nI./GJR 139,33WWR 9963 9388,Axis forces\r\n'), state, toPos);
    expect(withRef[0]).toMatchObject({ side: 'red', echelon: 'battalion', bases: 17 });
    expect(withRef[0]!.pos!.lat).toBeCloseTo(68.44, 3);
  });

  it('names the line and the column of the first bad value', () => {
    expect(() => csvRows(csv('name,parent\r\nA,Nobody\r\n'), state, toPos)).toThrow('line 2: the parent "Nobody" is neither above it in the file nor in the order of battle');
    expect(() => csvRows(csv('name,echelon\r\nA,squadron\r\n'), state, toPos)).toThrow(/line 2: the echelon "squadron" is not one of army, corps/);
    expect(() => csvRows(csv('name,type\r\nA,B\r\nC,tank\r\n'), state, toPos)).toThrow(/line 2: the type "B" is not a unit type/);
    expect(() => csvRows(csv('name,bases\r\nA,1.5\r\n'), state, toPos)).toThrow('line 2: the bases "1.5" are not a whole number from 0 to 1,000');
    expect(() => csvRows(csv('name,grid reference\r\nA,33WWR 1\r\n'), state, toPos)).toThrow(/^line 2: /);
    expect(() => csvRows(csv('unit\r\nA\r\n'), state, toPos)).toThrow('line 1 has no "name" column');
  });
});

describe('templates and duplicates', () => {
  it('adds an NQM battalion of 17 bases: an HQ base and four companies of four', () => {
    const t = FORMATION_TEMPLATES.find((x) => x.id === 'nqm-infantry-battalion')!;
    const units = unitsFromTemplate(t, { name: '1st Bn Scots Guards', shortName: '1 SG', side: 'blue' }, new Set());
    expect(units.map((u) => [u.name, u.shortName, u.echelon, u.bases])).toEqual([
      ['1st Bn Scots Guards', '1 SG', 'battalion', 1], ['A Company, 1st Bn Scots Guards', 'A/1 SG', 'company', 4], ['B Company, 1st Bn Scots Guards', 'B/1 SG', 'company', 4],
      ['C Company, 1st Bn Scots Guards', 'C/1 SG', 'company', 4], ['D Company, 1st Bn Scots Guards', 'D/1 SG', 'company', 4],
    ]);
    expect(units.slice(1).every((u) => u.parentId === units[0]!.id)).toBe(true);
    expect(proposedBases('company', 'tankHeavy', false)).toBe(6);
  });

  it('duplicates a subtree with fresh ids under the same parent', () => {
    const t = FORMATION_TEMPLATES.find((x) => x.id === 'cavalry-regiment')!;
    const taken = new Set<string>();
    const original = unitsFromTemplate(t, { name: '13th Cavalry', shortName: '13 Cav', side: 'red', parentId: 'x' }, taken);
    const copy = duplicatedUnits(original, taken);
    expect(copy[0]).toMatchObject({ name: '13th Cavalry (copy)', parentId: 'x', bases: 1 });
    expect(copy.slice(1).every((u) => u.parentId === copy[0]!.id)).toBe(true);
    expect(copy.map((u) => u.id).some((id) => original.some((o) => o.id === id))).toBe(false);
    expect(freeUnitId('1 SG', new Set(['1-sg', '1-sg-2']))).toBe('1-sg-3');
  });
});

describe('the ledgers and the casualty return of an order of battle built in the app', () => {
  it('follow units added, edited and deleted (the log rebuilds as the fold does)', async () => {
    const { rebuildLedger } = await import('../../src/campaign/log/ledgers.ts');
    const { casualtyReturn } = await import('../../src/campaign/log/logisticsReports.ts');
    const { foldEvents } = await import('../../src/campaign/index.ts');
    const t = FORMATION_TEMPLATES.find((x) => x.id === 'nqm-infantry-battalion')!;
    const units = unitsFromTemplate(t, { name: '1st Bn Scots Guards', shortName: '1 SG', side: 'blue' }, new Set());
    const company = units[1]!;
    const events = [
      { seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: narvikScenario() } },
      { seq: 2, at: 0, type: 'units.added', v: 1, payload: { units } },
      { seq: 3, at: 0, type: 'unit.edited', v: 1, payload: { unitId: company.id, changes: { bases: 3, injuredBases: 1 } } },
      { seq: 4, at: 0, type: 'units.deleted', v: 1, payload: { unitIds: [units[4]!.id] } },
    ] as unknown as CampaignEvent[];
    const state = foldEvents(null, events);
    expect(state.unitOrder.length).toBe(4);
    expect(rebuildLedger(events).seq).toBe(4);
    const row = casualtyReturn(state, events, 1).find((r) => r.unitId === company.id);
    expect(row).toMatchObject({ wounded: 1, edited: -1 });
  });

  it('refuses to delete a unit twice over, or a brigade whose medical post holds bases', () => {
    const s = stateFromScenario(narvikScenario());
    const t = FORMATION_TEMPLATES.find((x) => x.id === 'headquarters')!;
    const [bde] = unitsFromTemplate(t, { name: '24th Guards Brigade', shortName: '24 Gds Bde', side: 'blue' }, new Set());
    const withBde = applyEvent(s, added([bde]));
    const del = (ids: string[], state = withBde) => applyEvent(state, { seq: 3, at: 0, type: 'units.deleted', v: 1, payload: { unitIds: ids } } as unknown as CampaignEvent);
    expect(() => del([bde!.id, bde!.id])).toThrow('names a unit more than once');
    const posted = { ...withBde, medicalPosts: Object.assign(Object.create(null), { [bde!.id]: { other: 2 } }) };
    expect(() => del([bde!.id], posted)).toThrow(/24th Guards Brigade is still named by a medical post/);
    expect(del([bde!.id]).unitOrder).toEqual([]);
  });
});

describe('an order-of-battle file read whole (orbatRowsOf, as the worker reads it)', () => {
  const state = stateFromScenario(narvikScenario());
  const ctx = orbatContextOf(state);
  const battalions = (n: number) => ['name,parent,echelon,side', 'Corps,,corps,blue', ...Array.from({ length: n - 1 }, (_, i) => `Bn ${i + 1},Corps,battalion,blue`)].join('\r\n');

  it('reads 20,000 CSV rows, the most one import brings in', () => {
    const rows = orbatRowsOf('corps.csv', battalions(20_000), ctx);
    expect(rows.length).toBe(20_000);
    expect(rows[19_999]).toMatchObject({ name: 'Bn 19999', parentKey: 'c2', side: 'blue' });
  });

  it('refuses 25,000 CSV rows or an ORBAT Mapper scenario of 25,000 units by their count, before reading them', () => {
    expect(() => orbatRowsOf('corps.csv', battalions(25_000), ctx)).toThrow('it holds more than 20,000 units; one import brings in at most 20,000 (split the file)');
    const scenario = { sides: [{ groups: [{ subUnits: Array.from({ length: 25_000 }, (_, i) => ({ name: `U${i}` })) }] }] };
    expect(() => orbatRowsOf('big.json', JSON.stringify(scenario), ctx)).toThrow('it holds more than 20,000 units; one import brings in at most 20,000 (split the file)');
    expect(() => orbatRowsOf('bad.json', '{"sides": ', ctx)).toThrow(/^it is not JSON: /);
  });
});

describe('a malformed ORBAT Mapper scenario', () => {
  it('skips entries that are not units and reads a name only from text, never failing on them', () => {
    const rows = orbatMapperRows({ sides: [{ groups: [{ subUnits: [null, 5, { name: {} }, { name: '2 Para' }] }] }] });
    expect(rows.map((r) => r.name)).toEqual(['Unnamed', '2 Para']);
  });
});

describe('a CSV with blank lines between its rows', () => {
  it('counts only the rows that are not blank against the limit', () => {
    const ctx = orbatContextOf(stateFromScenario(narvikScenario()));
    const lines = ['name,parent,echelon,side', '', 'Corps,,corps,blue', ''];
    for (let i = 1; i < 15_000; i++) lines.push(`Bn ${i},Corps,battalion,blue`, '');
    expect(orbatRowsOf('blank.csv', lines.join('\r\n'), ctx).length).toBe(15_000);
  });
});
