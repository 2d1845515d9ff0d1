// @vitest-environment jsdom
/**
 * The map in a seat's view (src/map/unitModel.ts, sidc.ts, pictureLayer.ts): own units as reported in a
 * dashed frame (2525C status A) labelled with the report's age, the enemy faded with age and, when not
 * identified, an unknown ground unit; live units as they are; the truth-against-picture tooltip in words.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { pictureState } from '../../src/campaign/picture/pictureState.ts';
import type { Scenario } from '../../src/campaign/model/types.ts';
import { pictureSidc } from '../../src/map/sidc.ts';
import { buildUnitModel } from '../../src/map/unitModel.ts';
import { differenceText } from '../../src/map/pictureLayer.ts';
import { pointToGridRef } from '../../src/rules/grid.ts';
import { stepWithReports } from './campaign-picture-fixture.ts';

// A path, not a URL: jsdom's URL is not the one `readFileSync` takes.
const scenario = (JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../fixtures/import/valid-orders.json'), 'utf8')) as { events: { payload: { scenario: Scenario } }[] }).events[0]!.payload.scenario;


describe('SIDC in a picture', () => {
  it('dashes what is not live and blanks the function and echelon of an unidentified enemy', () => {
    expect(pictureSidc('SFGPUCI----E---', 'live', undefined)).toBe('SFGPUCI----E---');
    expect(pictureSidc('SFGPUCI----E---', 'reported', undefined)).toBe('SFGAUCI----E---');
    expect(pictureSidc('SHGPUCI----F---', 'enemy', true)).toBe('SHGAUCI----F---');
    expect(pictureSidc('SHGPUCI----E---', 'enemy', false)).toBe('SHGA-----------');
  });
});

describe('the unit model of a seat’s view', () => {
  let s = stateFromScenario(scenario);
  s = stepWithReports(s, { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'div', hqId: 'gb-51div', ownUnits: 'reported', label: '51 Div' } } });
  const gordons = s.units['gb-6gordons']!.pos!;
  const enemy = s.units['de-ir84-2']!;
  s = stepWithReports(s, { at: 60, type: 'report.sent', v: 1, payload: { report: { id: 'r1', fromId: 'gb-6gordons', toId: 'gb-51div', sentAtMin: 60, subject: 'contact', text: 'Contact.', units: [{ unitId: 'gb-6gordons', pos: gordons, bases: 14, injuredBases: 0, dugIn: false, disorganised: false, broken: false, stocks: { CU: 3, FU: 0, POL: 0 } }], enemy: [{ unitId: enemy.id, pos: enemy.pos!, seen: 'ambushed', identified: null }] } } });
  s = stepWithReports(s, { at: 600, type: 'clock.advanced', v: 1, payload: { toMin: 600 } });
  const view = pictureState(pictureOf(s, { hqId: 'gb-51div', ownUnits: 'reported', label: '51 Div' }, 600));
  const model = buildUnitModel(view, 'company', (p) => ({ x: p.lon * 1000, y: p.lat * 1000 }));
  const at = (id: string) => model.indexOf.get(id)!;

  it('draws the battalion where it reported, dashed, with the age of the report', () => {
    const i = at('gb-6gordons');
    expect(model.sidc[i]![3]).toBe('A');
    expect(model.label[i]).toMatch(/ · \d+ h( \d+ min)? old$/);
    expect(model.fade[i]).toBe(1);
  });
  it('draws the enemy as an unknown ground unit, faded by its age', () => {
    const i = at('enemy-1');
    expect(model.sidc[i]).toBe('SHGA-----------');
    expect(model.fade[i]).toBeLessThan(1);
    expect(model.fade[i]).toBeGreaterThanOrEqual(0.35);
  });
  it('draws nothing for a unit that has not reported', () => {
    expect(view.picture?.units['gb-255bde-rfa']?.status).toBe('unknown');
    expect(model.indexOf.has('gb-255bde-rfa')).toBe(false);
  });
  it('words a difference from the truth', () => {
    const name = s.units['gb-6gordons']!.shortName;
    const ref = pointToGridRef(s.grid, gordons, 8);
    expect(differenceText(s, '51 Div', { unitId: 'gb-6gordons', kind: 'own', believed: gordons, ageMin: 540, truth: null, distanceM: null })).toBe(`${name}: 51 Div believes it at ${ref} (9 h old); it is at nowhere on the map`);
    expect(differenceText(s, '51 Div', { unitId: enemy.id, kind: 'enemy', believed: gordons, ageMin: 30, truth: enemy.pos!, distanceM: 1234.4 })).toBe(
      `${enemy.shortName} (enemy): 51 Div believes it at ${ref} (30 min old); it is at ${pointToGridRef(s.grid, enemy.pos!, 8)}, 1,234 m away`,
    );
  });
});
