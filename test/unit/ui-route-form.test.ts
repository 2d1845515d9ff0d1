/**
 * The route editor's model (src/ui/route/routeForm.ts, routeText.ts): the form a unit starts with, who
 * may order it, when the route is in force (command delay), the distance and time at the NQM rate, the
 * route a saved form becomes (accepted by the fold), its refusals, and a road march expanded along the
 * roads of a small hand-made road network.
 */
import { describe, expect, it } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import { buildRoadNet } from '../../src/campaign/ground/roadNet.ts';
import type { CampaignRoute } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState, Unit } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import {
  formEstimate,
  inForce,
  initialRouteForm,
  issuerOptions,
  roadMarchWaypoints,
  routeFromForm,
  routeLengthM,
  simplifyPath,
  typedWaypoints,
  withPickedWaypoint,
  type RouteForm,
} from '../../src/ui/route/routeForm.ts';
import { durationText, estimateText, fightStates, routeStatusText } from '../../src/ui/route/routeText.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

const proj = gridProjection(GRID);
const lonLat = (xM: number, yM: number) => proj.toLonLat({ eastingM: xM, northingM: yM });
const ORIGIN = { lon: GRID.originLon, lat: GRID.originLat };

function base(clockMin = 0): CampaignState {
  return { ...stateFromScenario(tinyScenario()), clockMin };
}
const unit = (s: CampaignState, id: string): Unit => s.units[id]!;
const form = (over: Partial<RouteForm> = {}): RouteForm => ({ mode: 'moveToContact', posture: 'advance', issuedById: 'gb-152bde', waypoints: ['0540 1300'], ...over });

/** Roads of a FeatureCollection from lines given in grid metres. */
function roads(...lines: [number, number][][]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: lines.map((line) => ({
      type: 'Feature',
      properties: { class: 'road', source: 'test' },
      geometry: { type: 'LineString', coordinates: line.map(([x, y]) => [lonLat(x, y).lon, lonLat(x, y).lat]) },
    })),
  };
}
/** A road east from (5003, 12003) to (7003, 12003) with a vertex every 100 m, then north to (7003, 14003). */
const L_ROAD: [number, number][] = [...Array.from({ length: 21 }, (_, i): [number, number] => [5003 + 100 * i, 12003]), [7003, 14003]];

describe('the form a unit starts with', () => {
  it('moves to contact in advance posture, ordered by its parent; horse-drawn units road-march; a dug-in unit defends', () => {
    const s = base();
    expect(initialRouteForm(s, unit(s, 'gb-6gordons'))).toEqual({ mode: 'moveToContact', posture: 'advance', issuedById: 'gb-152bde', waypoints: [''] });
    expect(initialRouteForm(s, { ...unit(s, 'gb-6bw'), mobility: 'horseDrawn', dugIn: true })).toEqual({ mode: 'roadMarch', posture: 'defence', issuedById: 'gb-153bde', waypoints: [''] });
    expect(initialRouteForm(s, unit(s, 'gb-51div')).issuedById).toBe('gb-51div');
  });

  it('keeps the current route’s mode, posture and issuer', () => {
    const s = base();
    const route: CampaignRoute = { unitId: 'gb-6gordons', waypoints: [{ ref: '0540 1300', pos: gridRefToPoint(GRID, '0540 1300') }], mode: 'advanceInContact', posture: 'defence', issuedById: 'gb-51div', issuedAtMin: 0, effectiveAtMin: 180, passed: 0, stop: null };
    const withRoute = { ...s, routes: { 'gb-6gordons': route } };
    expect(initialRouteForm(withRoute, unit(s, 'gb-6gordons'))).toEqual({ mode: 'advanceInContact', posture: 'defence', issuedById: 'gb-51div', waypoints: [''] });
  });

  it('offers the HQs above the unit, nearest first, then its own initiative', () => {
    const s = base();
    expect(issuerOptions(s, unit(s, 'gb-6gordons-a'))).toEqual([
      { id: 'gb-6gordons', label: '6th Gordon Highlanders' },
      { id: 'gb-152bde', label: '152nd Brigade' },
      { id: 'gb-51div', label: '51st (Highland) Division' },
      { id: 'gb-6gordons-a', label: 'Own initiative' },
    ]);
  });
});

describe('when a route is in force', () => {
  it('adds the command delay down from the HQ that orders it (004 §COMMAND REACTION TIMES)', () => {
    const s = base(120);
    expect(inForce(s, 'gb-152bde', 'gb-6gordons')).toEqual({ effectiveAtMin: 180, delayMin: 60, text: 'In force from Tue 20 Nov 1917 09:20 (command delay 1 h)' });
    expect(inForce(s, 'gb-51div', 'gb-6gordons')).toEqual({ effectiveAtMin: 300, delayMin: 180, text: 'In force from Tue 20 Nov 1917 11:20 (command delay 3 h)' });
    expect(inForce(s, 'gb-6gordons', 'gb-6gordons').text).toBe('In force from Tue 20 Nov 1917 08:20 (command delay 0 h)');
  });
});

describe('distance and time at the NQM rate (004 §MOVEMENT RATES TABLE)', () => {
  it('words the estimate with a campaign day of 12 × the hourly rate', () => {
    expect(estimateText(4200, 'foot', 'moveToContact')).toBe('4.2 km, about 4 h 12 min at 1 km/h; a campaign day covers 12 km');
    expect(estimateText(13_500, 'motorised', 'roadMarch')).toBe('13.5 km, about 1 h 30 min at 9 km/h; a campaign day covers 108 km');
    expect(estimateText(1000, 'foot', 'advanceInContact')).toBe('1.0 km, about 2 h at 0.5 km/h; a campaign day covers 6 km');
    expect(estimateText(400, 'armoured', 'moveToContact')).toBe('0.4 km, about 8 min at 3 km/h; a campaign day covers 36 km');
    expect(estimateText(4200, 'horseDrawn', 'moveToContact')).toBe('4.2 km; horse-drawn units have no move to contact rate (004 §MOVEMENT RATES TABLE): road march only');
    expect(() => estimateText(-1, 'foot', 'roadMarch')).toThrow(RangeError);
  });

  it('writes durations in hours and minutes', () => {
    expect([0, 45, 60, 120, 252].map(durationText)).toEqual(['0 h', '45 min', '1 h', '2 h', '4 h 12 min']);
    expect(() => durationText(1.5)).toThrow(/whole minutes/);
  });

  it('measures straight legs in grid metres', () => {
    expect(routeLengthM(GRID, lonLat(5000, 12000), [{ pos: lonLat(8000, 16000) }, { pos: lonLat(8000, 17000) }])).toBeCloseTo(6000, 4);
  });
});

describe('typed and picked waypoints', () => {
  it('gives each typed reference its canonical form and its square’s centre, skipping empty fields', () => {
    expect(typedWaypoints(GRID, ['0540 1300', ' ', '055132'])).toEqual([
      { ref: '0540 1300', pos: gridRefToPoint(GRID, '0540 1300') },
      { ref: '055 132', pos: gridRefToPoint(GRID, '055132') },
    ]);
    expect(() => typedWaypoints(GRID, ['0540 1300', '9x'])).toThrow(/^Waypoint 2: /);
    expect(() => typedWaypoints(GRID, ['', ''])).toThrow('Give at least one waypoint: type a grid reference or pick points on the map.');
  });

  it('puts a picked point in the empty last field, else in a new one', () => {
    expect(withPickedWaypoint(form({ waypoints: ['0540 1300', ''] }), '0550 1320').waypoints).toEqual(['0540 1300', '0550 1320']);
    expect(withPickedWaypoint(form(), '0550 1320').waypoints).toEqual(['0540 1300', '0550 1320']);
  });
});

describe('the route a saved form becomes', () => {
  it('is issued at the clock, in force after the command delay, passed 0, stop null — and the fold takes it', () => {
    const s = base(120);
    const route = routeFromForm(s, unit(s, 'gb-6gordons'), form({ waypoints: ['0540 1300', '', '0560 1350'] }), null);
    expect(route).toEqual({
      unitId: 'gb-6gordons',
      waypoints: [
        { ref: '0540 1300', pos: gridRefToPoint(GRID, '0540 1300') },
        { ref: '0560 1350', pos: gridRefToPoint(GRID, '0560 1350') },
      ],
      mode: 'moveToContact',
      posture: 'advance',
      issuedById: 'gb-152bde',
      issuedAtMin: 120,
      effectiveAtMin: 180,
      passed: 0,
      stop: null,
    });
    const after = applyEvent(s, { seq: s.seq + 1, at: 120, type: 'route.set', v: 1, payload: { route } });
    expect(after.routes?.['gb-6gordons']).toEqual(route);
  });

  it('refuses a unit off the map, a mode without a rate, no waypoints, and a road march before the roads are read', () => {
    const s = base();
    const off = { ...unit(s, 'gb-6gordons') };
    delete off.pos;
    expect(() => routeFromForm(s, off, form(), null)).toThrow('6 Gordons is not on the map: place it (Grid reference, above) before giving it a route.');
    const horses = { ...unit(s, 'gb-6bw'), mobility: 'horseDrawn' as const };
    expect(() => routeFromForm(s, horses, form({ issuedById: 'gb-153bde' }), null)).toThrow('6 BW has no move to contact rate (004 §MOVEMENT RATES TABLE): give it a road march.');
    expect(() => routeFromForm(s, unit(s, 'gb-6gordons'), form({ waypoints: [''] }), null)).toThrow(/^Give at least one waypoint/);
    expect(() => routeFromForm(s, unit(s, 'gb-6gordons'), form({ mode: 'roadMarch' }), undefined)).toThrow('The map’s roads are still loading: save the road march again in a moment.');
  });

  it('keeps a road march’s typed waypoints when the map has no terrain (no road network)', () => {
    const s = base();
    const route = routeFromForm(s, unit(s, 'gb-6gordons'), form({ mode: 'roadMarch' }), null);
    expect(route.waypoints).toEqual([{ ref: '0540 1300', pos: gridRefToPoint(GRID, '0540 1300') }]);
  });
});

describe('road march along the roads', () => {
  const net = buildRoadNet(roads(L_ROAD), ORIGIN);
  const atStart = lonLat(5003, 11803);

  it('follows the road from the unit to the waypoint, collinear road vertices dropped, each point with its 8-figure reference', () => {
    const wps = roadMarchWaypoints(net, GRID, { shortName: '6 Gordons' }, atStart, typedWaypoints(GRID, ['0710 1400']));
    expect(wps.map((w) => w.ref)).toEqual(['05001200', '07001200', '07001400', '07101400']);
    const local = wps.map((w) => proj.toLocal(w.pos));
    expect(local.map((p) => [Math.round(p.eastingM), Math.round(p.northingM)])).toEqual([
      [5003, 12003],
      [7003, 12003],
      [7003, 14003],
      [7105, 14005],
    ]);
    expect(routeLengthM(GRID, atStart, wps)).toBeCloseTo(200 + 2000 + 2000 + Math.hypot(102, 2), 3);
  });

  it('estimates the road march over the roads (4.3 km at 2 km/h for foot)', () => {
    const s = base();
    const u = { ...unit(s, 'gb-6gordons'), pos: atStart };
    expect(formEstimate(s, u, form({ mode: 'roadMarch', waypoints: ['0710 1400'] }), net)).toBe('4.3 km, about 2 h 9 min at 2 km/h; a campaign day covers 24 km');
    // Straight: hypot(2102, 2202) = 3044.2 m = 182.7 min.
    expect(formEstimate(s, u, form({ mode: 'moveToContact', waypoints: ['0710 1400'] }), net)).toBe('3.0 km, about 3 h 3 min at 1 km/h; a campaign day covers 12 km');
    expect(formEstimate(s, u, form({ waypoints: ['bad'] }), net)).toBeNull();
  });

  it('refuses a waypoint no road reaches, a unit far from roads, and a way of more than 50 points', () => {
    expect(() => roadMarchWaypoints(net, GRID, { shortName: '6 Gordons' }, atStart, typedWaypoints(GRID, ['0710 1400', '1500 2000']))).toThrow(
      'Waypoint 2 (1500 2000) cannot be reached by road: it lies more than 500 m from a road, or on a road not joined to the way before it. Choose a point near a connected road, or another movement mode.',
    );
    expect(() => roadMarchWaypoints(net, GRID, { shortName: '6 Gordons' }, lonLat(5003, 10003), typedWaypoints(GRID, ['0710 1400']))).toThrow(
      '6 Gordons stands more than 500 m from any road: it cannot road-march from here. Move it to a road first, or choose another movement mode.',
    );
    const zigzag = buildRoadNet(roads(Array.from({ length: 60 }, (_, i): [number, number] => [5003 + 100 * i, 12003 + (i % 2) * 50])), ORIGIN);
    expect(() => roadMarchWaypoints(zigzag, GRID, { shortName: '6 Gordons' }, atStart, typedWaypoints(GRID, ['1090 1200']))).toThrow(
      'The road march needs 61 points along the roads, more than the 50 a route may have: split it into shorter marches.',
    );
  });

  it('simplifies a path within the tolerance, keeping its ends', () => {
    const pts = [
      { xM: 0, yM: 0 },
      { xM: 50, yM: 1 },
      { xM: 100, yM: 0 },
      { xM: 100, yM: 100 },
    ];
    expect(simplifyPath(pts, 2)).toEqual([pts[0], pts[2], pts[3]]);
    expect(simplifyPath(pts, 0.5)).toEqual(pts);
  });
});

describe('route and fight states in words', () => {
  it('says how far the route got and why it stopped', () => {
    const s = base(200);
    const route: CampaignRoute = {
      unitId: 'gb-6gordons',
      waypoints: ['0540 1300', '0550 1320', '0560 1350'].map((ref) => ({ ref, pos: gridRefToPoint(GRID, ref) })),
      mode: 'moveToContact',
      posture: 'advance',
      issuedById: 'gb-152bde',
      issuedAtMin: 0,
      effectiveAtMin: 60,
      passed: 1,
      stop: 'impractical',
    };
    expect(routeStatusText(s, route)).toBe('Move to contact, advance posture; ordered by 152 Bde at 06:20, in force from 07:20; 1 of 3 waypoints passed; held up: impractical ground.');
    expect(routeStatusText(s, { ...route, issuedById: 'gb-6gordons', mode: 'roadMarch', stop: 'offRoad', effectiveAtMin: 1500 })).toBe(
      'Road march, advance posture; on its own initiative at 06:20, in force from 07:20 on day 2; 1 of 3 waypoints passed; stopped: horse-drawn units keep to roads.',
    );
    expect(routeStatusText(s, { ...route, stop: 'noFuel' })).toMatch(/; no fuel\.$/);
    expect(routeStatusText(s, { ...route, stop: 'contact' })).toMatch(/; halted: in contact with the enemy\.$/);
    // A newer order's route queued behind it says where to and from when.
    const queuedRoutes = Object.assign(Object.create(null), { [route.unitId]: { ...route, waypoints: [{ ref: '1080', pos: route.waypoints[0]!.pos }], effectiveAtMin: 180 } });
    expect(routeStatusText({ ...s, queuedRoutes }, route)).toMatch(/; then a newer order's route to 1080 from 09:20, when it arrives\.$/);
    expect(fightStates(s, { broken: true, engagedUntilMin: 260 })).toEqual(['Broken', 'Engaged until 10:40']);
    expect(fightStates(s, { engagedUntilMin: 200 })).toEqual([]);
  });
});
