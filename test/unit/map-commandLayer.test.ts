// @vitest-environment jsdom
/**
 * The command layer on a real Leaflet map in jsdom (src/map/commandLayer.ts, commandMarks.ts): one
 * HQ marker per placed HQ (NATO HQ symbol, short name as text), one objective marker per objective
 * of the orders with a dashed line from the formation's HQ, faded when the order is superseded
 * everywhere; user text stays text; a state change redraws only the marks that changed; the legend's
 * toggles hide them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import L from 'leaflet';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignOrder, CampaignState } from '../../src/campaign/model/types.ts';
import { createCommandLayer, supersededOrderIds, type CommandLayer } from '../../src/map/commandLayer.ts';
import { hqMarks, hqSidc, objectiveMarks } from '../../src/map/commandMarks.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

const at = (ref: string) => gridRefToPoint(GRID, ref);
const layers: CommandLayer[] = [];
const maps: L.Map[] = [];
afterEach(() => {
  for (const l of layers.splice(0)) l.remove();
  for (const m of maps.splice(0)) m.remove();
  document.body.replaceChildren();
});

/** The next event at the clock (a clock step at the minute it brings). */
const event = (s: CampaignState, e: Record<string, unknown>) => {
  const at = e.type === 'clock.advanced' ? (e.payload as { toMin: number }).toMin : s.clockMin;
  return applyEvent(s, { seq: s.seq + 1, at, v: 1, ...e } as Parameters<typeof applyEvent>[1]);
};

function order(id: string, issuedAtMin: number, objectives: CampaignOrder['objectives']): CampaignOrder {
  return { id, fromId: 'gb-51div', forId: 'gb-152bde', issuedAtMin, aim: 'Take the ridge', objectives, commandStructure: '', allocations: [], hqLocations: [], timings: [], notes: '' };
}

/** HQs of 152 Bde and RIR 84 placed; two orders for 152 Bde (the older one superseded everywhere by 16:40). */
function commandState(): CampaignState {
  let s = stateFromScenario(tinyScenario());
  s = event(s, { type: 'unit.hqPlaced', payload: { unitId: 'gb-152bde', hqPos: at('05201150') } });
  s = event(s, { type: 'unit.hqPlaced', payload: { unitId: 'de-84rir', hqPos: at('07601950') } });
  s = event(s, { type: 'order.saved', payload: { order: order('o-a', 0, [{ label: 'Obj Brown', ref: '0600 1400', pos: at('06001400') }]) } });
  s = event(s, { type: 'clock.advanced', payload: { toMin: 10 } });
  s = event(s, {
    type: 'order.saved',
    payload: {
      order: order('o-b', 10, [
        { label: 'Obj Blue', ref: '0620 1450', pos: at('06201450') },
        { label: 'Obj Red', ref: '0650 1500', pos: at('06501500') },
      ]),
    },
  });
  return event(s, { type: 'clock.advanced', payload: { toMin: 600 } });
}

function makeMap(): L.Map {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: 1000 });
  Object.defineProperty(el, 'clientHeight', { value: 800 });
  document.body.appendChild(el);
  const map = L.map(el, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
  const c = at('06001300');
  map.setView([c.lat, c.lon], 13, { animate: false });
  maps.push(map);
  return map;
}

function setup(state: CampaignState) {
  const map = makeMap();
  const layer = createCommandLayer(map, { state, showHqs: true, showObjectives: true });
  layers.push(layer);
  return { map, layer, el: map.getContainer() };
}

describe('command marks', () => {
  it('HQ marks carry the HQ flag in their SIDC and the short name', () => {
    const s = commandState();
    expect(hqSidc(s.units['gb-6gordons']!)).toBe('SFGPUCI---AF---');
    expect(hqMarks(s).map((m) => [m.unitId, m.label, m.sidc])).toEqual([
      ['gb-152bde', '152 Bde', 'SFGPUH----AH---'],
      ['de-84rir', 'RIR 84', 'SHGPUCI---AG---'],
    ]);
  });

  it('the older order is superseded everywhere once the newer reaches every unit; objectives start at the formation HQ', () => {
    const s = commandState();
    expect([...supersededOrderIds(s)]).toEqual(['o-a']);
    const marks = objectiveMarks(s, supersededOrderIds(s));
    expect(marks.map((m) => [m.key, m.label, m.formation, m.superseded])).toEqual([
      ['o-a#0', 'Obj Brown', '152 Bde', true],
      ['o-b#0', 'Obj Blue', '152 Bde', false],
      ['o-b#1', 'Obj Red', '152 Bde', false],
    ]);
    expect(marks[0]!.from).toEqual(at('05201150'));
    // Before the newer order reached anyone (clock at 10 min) nothing is superseded everywhere.
    expect([...supersededOrderIds({ ...s, clockMin: 10 })]).toEqual([]);
  });
});

describe('the command layer', () => {
  it('draws an HQ marker per placed HQ and an objective marker and dashed line per objective', () => {
    const { layer, el } = setup(commandState());
    expect(layer.counts()).toEqual({ hqs: 2, objectives: 3, lines: 3 });
    const pane = el.querySelector('[data-testid="command-layer"]') as HTMLElement;
    expect(pane.dataset.hqs).toBe('2');
    expect(pane.dataset.objectives).toBe('3');
    const hqs = [...el.querySelectorAll<HTMLElement>('.hq-marker')];
    expect(hqs.map((h) => [h.dataset.unitId, h.getAttribute('aria-label'), h.querySelector('.hq-marker__label')!.textContent])).toEqual([
      ['gb-152bde', 'HQ of 152nd Brigade', '152 Bde'],
      ['de-84rir', 'HQ of Reserve-Infanterie-Regiment 84', 'RIR 84'],
    ]);
    expect(hqs[0]!.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const objs = [...el.querySelectorAll<HTMLElement>('.objective-marker')];
    expect(objs.map((o) => [o.getAttribute('aria-label'), o.classList.contains('is-superseded')])).toEqual([
      ['Objective Obj Brown · 152 Bde (superseded)', true],
      ['Objective Obj Blue · 152 Bde', false],
      ['Objective Obj Red · 152 Bde', false],
    ]);
    const paths = [...pane.querySelectorAll('svg path')];
    expect(paths).toHaveLength(3);
    expect(paths.map((p) => [p.getAttribute('stroke-dasharray'), p.getAttribute('stroke-opacity')])).toEqual([
      ['6 5', '0.3'],
      ['6 5', '0.85'],
      ['6 5', '0.85'],
    ]);
  });

  it('draws user text as text, never HTML', () => {
    const s = commandState();
    const evil = '<img src=x onerror=alert(1)>';
    const hacked: CampaignState = { ...s, units: { ...s.units, 'gb-152bde': { ...s.units['gb-152bde']!, shortName: evil } } };
    hacked.orders = { ...s.orders, 'o-b': { ...s.orders!['o-b']!, objectives: [{ label: '<b>bold</b>', ref: '0620 1450', pos: at('06201450') }] } };
    const { el } = setup(hacked);
    expect(el.querySelector('.hq-marker__label')!.textContent).toBe(evil);
    expect(el.querySelector('img[src="x"]')).toBeNull();
    expect(el.querySelector('b')).toBeNull();
    expect([...el.querySelectorAll('.objective-marker__label')].map((l) => l.textContent)).toContain(`<b>bold</b> · ${evil}`);
  });

  it('redraws only the marks that changed, and the toggles hide HQs or objectives', () => {
    const s = commandState();
    const { layer, el } = setup(s);
    const rir = el.querySelector('[data-unit-id="de-84rir"]');
    const bde = el.querySelector('[data-unit-id="gb-152bde"]');
    const moved = event(s, { type: 'unit.hqPlaced', payload: { unitId: 'gb-152bde', hqPos: at('05401200') } });
    layer.update({ state: moved });
    expect(el.querySelector('[data-unit-id="de-84rir"]')).toBe(rir);
    expect(el.querySelector('[data-unit-id="gb-152bde"]')).not.toBe(bde);
    expect(el.querySelectorAll('.hq-marker')).toHaveLength(2);
    const removed = event(moved, { type: 'unit.hqPlaced', payload: { unitId: 'de-84rir', hqPos: null } });
    layer.update({ state: removed });
    expect(layer.counts()).toEqual({ hqs: 1, objectives: 3, lines: 3 });
    layer.update({ showHqs: false });
    expect(el.querySelectorAll('.hq-marker')).toHaveLength(0);
    layer.update({ showObjectives: false });
    expect(layer.counts()).toEqual({ hqs: 0, objectives: 0, lines: 0 });
    expect(el.querySelectorAll('[data-testid="command-layer"] svg path')).toHaveLength(0);
    layer.update({ showHqs: true, showObjectives: true });
    expect(layer.counts()).toEqual({ hqs: 1, objectives: 3, lines: 3 });
  });
});
