/**
 * The unit layer's model (src/map/unitModel.ts) on the Cambrai scenario: drawn units, positions
 * (`unitPosition`, projected once), SIDC and label per symbol, the drop-point override, and which
 * symbols show the selection (the unit itself, the aggregate it is hidden in, or the subordinates
 * a formation is split into).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { unitPosition } from '../../src/campaign/model/selectors.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { aggregateCut } from '../../src/map/aggregate.ts';
import { unitSidc } from '../../src/map/sidc.ts';
import { buildUnitModel, selectionMarks } from '../../src/map/unitModel.ts';

const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
const state: CampaignState = stateFromScenario(scenario);
/** A stand-in projection: x = lon × 1000, y = −lat × 1000. */
const project = (p: { lon: number; lat: number }) => ({ x: p.lon * 1000, y: -p.lat * 1000 });
const placed = (id: string) => state.units[id]?.pos !== undefined;

describe('buildUnitModel', () => {
  it('at battalion level: the cut, each at its unitPosition, with its SIDC and shortName', () => {
    const m = buildUnitModel(state, 'battalion', project);
    const cut = aggregateCut(state.units, state.unitOrder, 'battalion', placed);
    expect(m.ids).toEqual(cut.drawn.filter((id) => unitPosition(state, id) !== undefined));
    expect(m.ids.length).toBeGreaterThan(100);
    m.ids.forEach((id, i) => {
      const u = state.units[id]!;
      const p = project(unitPosition(state, id)!);
      expect(m.x0[i]).toBe(p.x);
      expect(m.y0[i]).toBe(p.y);
      expect(m.sidc[i]).toBe(unitSidc(u));
      expect(m.label[i]).toBe(u.shortName);
      expect(m.side[i]).toBe(u.side);
      expect(m.indexOf.get(id)).toBe(i);
    });
  });

  it('the override puts one drawn unit at the drop point', () => {
    const id = buildUnitModel(state, 'division', project).ids[0]!;
    const m = buildUnitModel(state, 'division', project, { id, to: { lon: 3.1, lat: 50.1 } });
    expect(m.x0[m.indexOf.get(id)!]).toBeCloseTo(3100, 9);
    expect(m.y0[m.indexOf.get(id)!]).toBeCloseTo(-50100, 9);
  });

  it('a unit of an unknown type still gets an SIDC (unknown ground unit of its side)', () => {
    const id = buildUnitModel(state, 'division', project).ids.find((i) => state.units[i]!.side === 'red')!;
    const odd: CampaignState = { ...state, units: { ...state.units, [id]: { ...state.units[id]!, type: 'zeppelin' as never } } };
    const m = buildUnitModel(odd, 'division', project);
    expect(m.sidc[m.indexOf.get(id)!]).toBe('SHGPU----------');
  });
});

describe('selectionMarks', () => {
  const m = buildUnitModel(state, 'brigade', project);
  const someBattalion = state.unitOrder.find((id) => state.units[id]!.echelon === 'battalion' && placed(id))!;
  const itsBrigade = m.cut.representative.get(someBattalion)!;

  it('a drawn unit is marked itself', () => {
    expect([...selectionMarks(m, state, itsBrigade)]).toEqual([[itsBrigade, 'self']]);
  });

  it('a unit hidden in an aggregate marks that aggregate', () => {
    expect(itsBrigade).not.toBe(someBattalion);
    expect([...selectionMarks(m, state, someBattalion)]).toEqual([[itsBrigade, 'inside']]);
  });

  it('a formation split at this level marks each drawn subordinate', () => {
    const division = state.units[itsBrigade]!.parentId!;
    const marks = selectionMarks(m, state, division);
    expect(marks.size).toBeGreaterThan(1);
    for (const [id, mark] of marks) {
      expect(mark).toBe('inside');
      let a = state.units[id]!.parentId;
      while (a !== undefined && a !== division) a = state.units[a]!.parentId;
      expect(a).toBe(division);
    }
  });

  it('no selection, or an unknown id, marks nothing', () => {
    expect(selectionMarks(m, state, null).size).toBe(0);
    expect(selectionMarks(m, state, 'nobody').size).toBe(0);
  });
});
