/**
 * The 24-hour advance of the campaign-turn benchmark, with no Node-only parts so that it runs in Node
 * (`turn-bench.ts`, CPU time) and in Chromium (the store bench page, wall time): Cambrai with every
 * battalion of the 51st Division on a route, halting at contacts, beside the hour step as it was.
 */
import type { FeatureCollection } from 'geojson';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { createGoingAt } from '../../src/campaign/ground/going.ts';
import { groundUnits, subjectsOf } from '../../src/campaign/ground/ground.ts';
import { nqmMobilityOf } from '../../src/campaign/turn/march.ts';
import { MARCH_SAMPLE_M, planTurn } from '../../src/campaign/turn/turn.ts';
import type { CampaignRoute } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState, Scenario, UnitId } from '../../src/campaign/model/types.ts';
import { findContacts } from '../../src/rules/operational/contacts.ts';
import { march } from '../../src/rules/operational/movement.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { median } from './cpu.ts';

/**
 * The hour step as it was before marches halted at contacts (the same-run baseline of (c)): each unit on
 * a route marches its whole span (`march`), its position is written into a new state, and contacts are
 * looked for once, at the end, among the ground units of that state (`groundUnits`, `findContacts`).
 * Returns the state after the hour, for the next.
 */
function hourStepBaseline(state: CampaignState, toMin: number, goingAt: ReturnType<typeof createGoingAt>): CampaignState {
  const proj = gridProjection(state.grid);
  const local = (p: { lon: number; lat: number }) => {
    const m = proj.toLocal(p);
    return { xM: m.eastingM, yM: m.northingM };
  };
  const units = Object.assign(Object.create(null), state.units) as CampaignState['units'];
  for (const r of Object.values(state.routes ?? {})) {
    const u = state.units[r.unitId]!;
    const to = march({ from: local(u.pos!), waypoints: r.waypoints.map((w) => local(w.pos)), mobility: nqmMobilityOf(u), mode: r.mode, minutes: toMin - state.clockMin, goingAt, sampleM: MARCH_SAMPLE_M }).to;
    units[r.unitId] = { ...u, pos: proj.toLonLat({ eastingM: to.xM, northingM: to.yM }) };
  }
  const after: CampaignState = { ...state, units, clockMin: toMin };
  findContacts(subjectsOf(groundUnits(after), goingAt));
  return after;
}

/** What `turnDay` measures: the day with halting, the old hour step's day, milliseconds; the contacts raised and the battalions marching. */
export type TurnDayFigure = { dayMs: number; dayBaselineMs: number; dayContacts: number; dayBattalions: number };

/**
 * 24 hourly steps of Cambrai (`scenario`, `terrain`) with the 51st Division's battalions marching 8 km
 * towards the German line, halting where contacts begin, beside the old hour step's 24 hours on the same
 * routes; each the median of 3 rounds timed by `time` (CPU time in Node, wall time in a page).
 */
export function turnDay(scenario: Scenario, terrain: FeatureCollection, time: (f: () => void) => number): TurnDayFigure {
  const start = stateFromScenario(scenario);
  const proj = gridProjection(start.grid);
  const under = (id: UnitId, top: UnitId): boolean => id === top || (start.units[id]?.parentId !== undefined && under(start.units[id]!.parentId!, top));
  const battalions = start.unitOrder.filter((id) => start.units[id]!.echelon === 'battalion' && start.units[id]!.pos && under(id, 'gb-51div'));
  const routes = Object.create(null) as Record<UnitId, CampaignRoute>;
  for (const id of battalions) {
    const m = proj.toLocal(start.units[id]!.pos!);
    const to = proj.toLonLat({ eastingM: m.eastingM + 2_000, northingM: Math.min(start.grid.heightM - 100, m.northingM + 8_000) });
    routes[id] = { unitId: id, waypoints: [{ ref: 'bench', pos: to }], mode: 'moveToContact', posture: 'advance', issuedById: id, issuedAtMin: 0, effectiveAtMin: 0, passed: 0, stop: null };
  }
  const state: CampaignState = { ...start, routes };
  const origin = { lon: state.grid.originLon, lat: state.grid.originLat };
  const going = createGoingAt(createTerrainQuery(terrain, origin));
  let contacts = 0;
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let round = 0; round < 3; round++) {
    ours.push(
      time(() => {
        let s = state;
        contacts = 0;
        for (let h = 1; h <= 24; h++) {
          const p = planTurn(s, h * 60, going, seededDice(h));
          contacts += p.contacts?.length ?? 0;
          s = applyEvent(s, { seq: s.seq + 1, at: h * 60, type: 'clock.advanced', v: 1, payload: p });
        }
      }),
    );
    theirs.push(
      time(() => {
        let s = state;
        for (let h = 1; h <= 24; h++) s = hourStepBaseline(s, h * 60, going);
      }),
    );
  }
  return { dayMs: median(ours), dayBaselineMs: median(theirs), dayContacts: contacts, dayBattalions: battalions.length };
}
