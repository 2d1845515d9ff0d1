// @vitest-environment jsdom
/**
 * The unit panel's route editor (src/ui/route/RouteSection.tsx) and fight states: the form's names,
 * waypoints checked as typed, the timing line (in force after the command delay; distance and time at
 * the NQM rate), "Save route" as one `route.set` the fold accepts, "Clear route", the current route with
 * its passed waypoints and stop reason, picking waypoints on the map, a road march refused when a
 * waypoint cannot be reached by road, and "Broken" / "Engaged until" in the state line.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { buildRoadNet, type RoadNet } from '../../src/campaign/ground/roadNet.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { RoutePickControl } from '../../src/ui/route/useRoutePick.ts';
import { UnitPanel } from '../../src/ui/UnitPanel.tsx';
import { foldingWriter } from './ui-command-fixture.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const start = (clockMin = 120): CampaignState => ({ ...stateFromScenario(tinyScenario()), clockMin });

function setup(state: CampaignState, opts: { roadNet?: RoadNet | null; pick?: RoutePickControl; unitId?: string } = {}) {
  const writer = foldingWriter(state);
  const props = { state, unitId: opts.unitId ?? 'gb-6gordons', onSelect: vi.fn(), onMoveUnit: vi.fn(), onEdit: vi.fn(async () => {}), writer, roadNetOf: () => ('roadNet' in opts ? opts.roadNet! : null), routePick: opts.pick };
  const view = render(<UnitPanel {...props} />);
  const region = screen.getByRole('region', { name: 'Route' });
  return { writer, view, region, props, rerender: (s: CampaignState) => view.rerender(<UnitPanel {...props} state={s} />) };
}
const inRoute = (region: HTMLElement) => within(region);

describe('the route form', () => {
  it('names its fields, checks waypoints as typed and shows when the route would be in force and how long it takes', () => {
    const { region } = setup(start());
    const r = inRoute(region);
    expect((r.getByRole('combobox', { name: 'Movement mode' }) as HTMLSelectElement).value).toBe('moveToContact');
    expect([...(r.getByRole('combobox', { name: 'Movement mode' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Move to contact', 'Advance in contact', 'Road march']);
    expect([...(r.getByRole('combobox', { name: 'Posture' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Advance', 'Defence']);
    expect([...(r.getByRole('combobox', { name: 'Ordered by' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(['152nd Brigade', '51st (Highland) Division', 'Own initiative']);
    const timing = r.getByRole('status', { name: 'Route timing' });
    expect(timing.textContent).toBe('In force from Tue 20 Nov 1917 09:20 (command delay 1 h)');

    const wp1 = r.getByRole('textbox', { name: 'Waypoint 1' });
    fireEvent.change(wp1, { target: { value: '05x' } });
    expect(wp1.getAttribute('aria-invalid')).toBe('true');
    expect(r.getByText(/^Grid reference "05x"/)).toBeTruthy();
    fireEvent.change(wp1, { target: { value: '0531 1345' } });
    expect(wp1.getAttribute('aria-invalid')).toBe('false');
    // 6 Gordons at the centre of 0531 1245, to the centre of 0531 1345: 1.0 km at 1 km/h.
    expect(timing.textContent).toBe('In force from Tue 20 Nov 1917 09:20 (command delay 1 h)1.0 km, about 1 h at 1 km/h; a campaign day covers 12 km');
    fireEvent.change(r.getByRole('combobox', { name: 'Ordered by' }), { target: { value: 'gb-51div' } });
    fireEvent.change(r.getByRole('combobox', { name: 'Movement mode' }), { target: { value: 'advanceInContact' } });
    expect(timing.textContent).toBe('In force from Tue 20 Nov 1917 11:20 (command delay 3 h)1.0 km, about 2 h at 0.5 km/h; a campaign day covers 6 km');

    fireEvent.click(r.getByRole('button', { name: 'Add waypoint' }));
    fireEvent.change(r.getByRole('textbox', { name: 'Waypoint 2' }), { target: { value: '0531 1545' } });
    expect(timing.textContent).toMatch(/3\.0 km, about 6 h at 0\.5 km\/h/);
    fireEvent.click(r.getByRole('button', { name: 'Remove waypoint 1' }));
    expect((r.getByRole('textbox', { name: 'Waypoint 1' }) as HTMLInputElement).value).toBe('0531 1545');
    expect(r.queryByRole('textbox', { name: 'Waypoint 2' })).toBeNull();
  });

  it('"Save route" writes one route.set issued at the clock; the panel then shows the route; "Clear route" removes it', async () => {
    const s = start();
    const { region, writer, rerender } = setup(s);
    const r = inRoute(region);
    expect((r.getByRole('button', { name: 'Clear route' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(r.getByRole('textbox', { name: 'Waypoint 1' }), { target: { value: '0540 1300' } });
    fireEvent.change(r.getByRole('combobox', { name: 'Posture' }), { target: { value: 'defence' } });
    fireEvent.click(r.getByRole('button', { name: 'Save route' }));
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    expect(writer.writes[0]).toEqual({
      draft: {
        type: 'route.set',
        v: 1,
        payload: {
          route: {
            unitId: 'gb-6gordons',
            waypoints: [{ ref: '0540 1300', pos: gridRefToPoint(GRID, '0540 1300') }],
            mode: 'moveToContact',
            posture: 'defence',
            issuedById: 'gb-152bde',
            issuedAtMin: 120,
            effectiveAtMin: 180,
            passed: 0,
            stop: null,
          },
        },
      },
      notice: 'Route of 6 Gordons saved: 1 waypoint, move to contact, in force from 09:20.',
    });
    rerender(writer.state());
    expect(r.getByText('Move to contact, defence posture; ordered by 152 Bde at 08:20, in force from 09:20; 0 of 1 waypoint passed.')).toBeTruthy();
    expect(within(r.getByRole('list', { name: 'Waypoints of 6 Gordons' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['0540 1300']);
    fireEvent.click(r.getByRole('button', { name: 'Clear route' }));
    await waitFor(() => expect(writer.writes).toHaveLength(2));
    expect(writer.writes[1]).toEqual({ draft: { type: 'route.cleared', v: 1, payload: { unitId: 'gb-6gordons' } }, notice: 'Route of 6 Gordons cleared: it halts where it stands.' });
    expect(writer.state().routes).toEqual({});
  });

  it('refuses to save without a waypoint, and says why in an alert', () => {
    const { region, writer } = setup(start());
    fireEvent.click(inRoute(region).getByRole('button', { name: 'Save route' }));
    expect(inRoute(region).getByRole('alert').textContent).toBe('Give at least one waypoint: type a grid reference or pick points on the map.');
    expect(writer.writes).toHaveLength(0);
  });
});

describe('the current route and the unit’s fight states', () => {
  it('shows the waypoints passed, why the unit stopped, and "Broken" / "Engaged until" in the state line', () => {
    const s = start(200);
    const waypoints = ['0540 1300', '0550 1320'].map((ref) => ({ ref, pos: gridRefToPoint(GRID, ref) }));
    const state: CampaignState = {
      ...s,
      routes: { 'gb-6gordons': { unitId: 'gb-6gordons', waypoints, mode: 'roadMarch', posture: 'advance', issuedById: 'gb-51div', issuedAtMin: 0, effectiveAtMin: 180, passed: 1, stop: 'noFuel' } },
      units: { ...s.units, 'gb-6gordons': { ...s.units['gb-6gordons']!, broken: true, engagedUntilMin: 260 } },
    };
    const { region } = setup(state);
    expect(inRoute(region).getByText('Road march, advance posture; ordered by 51 Div at 06:20, in force from 09:20; 1 of 2 waypoints passed; no fuel.')).toBeTruthy();
    expect(within(inRoute(region).getByRole('list', { name: 'Waypoints of 6 Gordons' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['0540 1300 (passed)', '0550 1320']);
    const panel = screen.getByRole('region', { name: 'Unit details' });
    expect(panel.textContent).toContain('StateNot dug in; 1 injured base; Broken; Engaged until 10:40');
    // The form starts from the current route's mode and issuer.
    expect((inRoute(region).getByRole('combobox', { name: 'Movement mode' }) as HTMLSelectElement).value).toBe('roadMarch');
    expect((inRoute(region).getByRole('combobox', { name: 'Ordered by' }) as HTMLSelectElement).value).toBe('gb-51div');
  });
});

describe('picking waypoints on the map', () => {
  it('starts a pick that fills the waypoints one click at a time, and the button says when it is picking', () => {
    let onPick: ((pos: { lon: number; lat: number }) => void) | null = null;
    const pick: RoutePickControl = { picking: false, start: vi.fn((_label, f) => void (onPick = f)), stop: vi.fn() };
    const { region, view, props } = setup(start(), { pick });
    const button = inRoute(region).getByRole('button', { name: 'Pick waypoints on the map' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(pick.start).toHaveBeenCalledWith('waypoints of 6 Gordons, one per click', expect.any(Function));
    onPick!(gridRefToPoint(GRID, '05401300'));
    onPick!(gridRefToPoint(GRID, '05501320'));
    view.rerender(<UnitPanel {...props} routePick={{ ...pick, picking: true }} />);
    expect(inRoute(region).getAllByRole('textbox').map((t) => (t as HTMLInputElement).value)).toEqual(['0540 1300', '0550 1320']);
    const pressed = inRoute(region).getByRole('button', { name: 'Pick waypoints on the map' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pressed);
    expect(pick.stop).toHaveBeenCalledTimes(1);
  });
});

describe('a road march', () => {
  const proj = gridProjection(GRID);
  const ll = (x: number, y: number) => proj.toLonLat({ eastingM: x, northingM: y });
  /** One road from just west of 6 Gordons (at 5315, 12455) east to 7003. */
  const terrain: FeatureCollection = {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { class: 'road', source: 'test' }, geometry: { type: 'LineString', coordinates: [ll(5003, 12403), ll(7003, 12403)].map((p) => [p.lon, p.lat]) } }],
  };
  const net = buildRoadNet(terrain, { lon: GRID.originLon, lat: GRID.originLat });

  it('saves the way along the road, and refuses a waypoint no road reaches', async () => {
    const { region, writer } = setup(start(), { roadNet: net });
    const r = inRoute(region);
    fireEvent.change(r.getByRole('combobox', { name: 'Movement mode' }), { target: { value: 'roadMarch' } });
    fireEvent.change(r.getByRole('textbox', { name: 'Waypoint 1' }), { target: { value: '1500 2000' } });
    expect(r.getByRole('status', { name: 'Route timing' }).textContent).toContain('Waypoint 1 (1500 2000) cannot be reached by road');
    fireEvent.click(r.getByRole('button', { name: 'Save route' }));
    expect(r.getByRole('alert').textContent).toMatch(/^Waypoint 1 \(1500 2000\) cannot be reached by road/);
    expect(writer.writes).toHaveLength(0);
    fireEvent.change(r.getByRole('textbox', { name: 'Waypoint 1' }), { target: { value: '0690 1250' } });
    fireEvent.click(r.getByRole('button', { name: 'Save route' }));
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    const route = (writer.writes[0]!.draft.payload as { route: { waypoints: { ref: string }[]; mode: string } }).route;
    expect(route.mode).toBe('roadMarch');
    // On the road south of the unit, east along it, then off it to the waypoint's centre (6905, 12505).
    expect(route.waypoints.map((w) => w.ref)).toEqual(['05311240', '06901240', '06901250']);
  });

  it('says a road march goes straight when the map has no terrain', () => {
    const { region } = setup(start(), { roadNet: null });
    fireEvent.change(inRoute(region).getByRole('combobox', { name: 'Movement mode' }), { target: { value: 'roadMarch' } });
    expect(inRoute(region).getByRole('status', { name: 'Route timing' }).textContent).toContain('This map has no terrain: the road march goes straight between its waypoints.');
  });
});
