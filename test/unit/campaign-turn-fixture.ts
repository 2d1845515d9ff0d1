/**
 * A small campaign for the campaign-turn tests (`campaign-turn*.test.ts`), on the Cambrai numeric grid at
 * exact grid metres (`at(e, n)`):
 * - blue 152 Bde (brigade HQ, 1 base) with 1/6 Gordons (battalion, R, 8 bases, 8 CU) at (5050, 5000)
 *   and its A Company (2 bases) not placed; 5 Coy TC (tank company, 3 bases, tracked: 8 POL) at (15000, 5000);
 * - red II./84 (battalion, V, 6 bases, dug in) at (5050, 9500).
 * Going: `openGoing` everywhere, or `roughNorthOf(n)` rough north of a northing.
 */
import { applyEvent, stateFromScenario, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import type { CampaignState, Scenario, Unit } from '../../src/campaign/model/types.ts';
import type { CampaignRoute } from '../../src/campaign/model/turnTypes.ts';
import type { Going, GoingAt } from '../../src/rules/operational/movement.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { LonLat } from '../../src/rules/types.ts';

const GRID = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' as const };

/** The WGS84 point `e` metres east and `n` metres north of the grid origin. */
export const at = (e: number, n: number): LonLat => gridProjection(GRID).toLonLat({ eastingM: e, northingM: n });

/** Grid metres of a WGS84 point, rounded to the centimetre. */
export function metres(p: LonLat): { e: number; n: number } {
  const m = gridProjection(GRID).toLocal(p);
  return { e: Math.round(m.eastingM * 100) / 100, n: Math.round(m.northingM * 100) / 100 };
}

const unit = (u: Omit<Unit, 'injuredBases' | 'dugIn' | 'grade' | 'establishmentBases'> & Partial<Unit>): Unit => ({ injuredBases: 0, dugIn: false, grade: 'R', establishmentBases: u.bases, ...u });

/** The scenario (see the module note). */
export function turnScenario(): Scenario {
  return {
    id: 'turn-test',
    mapId: 'cambrai-1917',
    name: 'Turn test',
    description: 'Campaign-turn tests',
    startLocal: '1917-11-20T06:00',
    utcOffsetMin: 0,
    grid: GRID,
    sides: { blue: { name: 'British', nation: 'GB' }, red: { name: 'German', nation: 'DE' } },
    units: [
      unit({ id: 'gb-152bde', side: 'blue', name: '152nd Infantry Brigade', shortName: '152 Bde', echelon: 'brigade', type: 'infantry', bases: 1 }),
      unit({ id: 'gb-gordons', side: 'blue', name: '1/6th Gordon Highlanders', shortName: '1/6 Gordons', echelon: 'battalion', type: 'infantry', bases: 8, parentId: 'gb-152bde', pos: at(5050, 5000), radios: false }),
      unit({ id: 'gb-gordons-a', side: 'blue', name: 'A Company, 1/6th Gordons', shortName: 'A/6 Gordons', echelon: 'company', type: 'infantry', bases: 2, parentId: 'gb-gordons' }),
      unit({ id: 'gb-tc5', side: 'blue', name: '5 Company, Tank Corps', shortName: '5 Coy TC', echelon: 'company', type: 'tankHeavy', bases: 3, parentId: 'gb-152bde', pos: at(15000, 5000) }),
      unit({ id: 'de-84', side: 'red', name: 'Infanterie-Regiment 84', shortName: 'IR 84', echelon: 'regiment', type: 'infantry', bases: 1 }),
      unit({ id: 'de-84-2', side: 'red', name: 'II./Infanterie-Regiment 84', shortName: 'II./84', echelon: 'battalion', type: 'infantry', grade: 'V', bases: 6, dugIn: true, parentId: 'de-84', pos: at(5050, 9500) }),
    ],
  };
}

/** The start state (seq 1, clock 0). */
export const turnStart = (): CampaignState => stateFromScenario(turnScenario());

/** Open going everywhere. */
export const openGoing: GoingAt = () => ({ move: 'open', road: false });

/** Rough going north of northing `n`, open south of it. */
export const roughNorthOf = (n: number): GoingAt => (p): Going => ({ move: p.yM >= n ? 'rough' : 'open', road: false });

/** A route of `unitId` through the grid-metre points, in force from `effectiveAtMin`. */
export function route(unitId: string, points: [number, number][], opts: Partial<CampaignRoute> = {}): CampaignRoute {
  return {
    unitId,
    waypoints: points.map(([e, n]) => ({ ref: `${e}/${n}`, pos: at(e, n) })),
    mode: 'moveToContact',
    posture: 'advance',
    issuedById: unitId,
    issuedAtMin: 0,
    effectiveAtMin: 0,
    passed: 0,
    stop: null,
    ...opts,
  };
}

/** Fold drafts onto `state`, numbering them from its seq. */
export function fold(state: CampaignState, ...drafts: EventDraft[]): CampaignState {
  let s = state;
  for (const d of drafts) s = applyEvent(s, { ...d, seq: s.seq + 1 } as CampaignEvent);
  return s;
}

/** A `route.set` draft. */
export const routeDraft = (r: CampaignRoute, at = 0): EventDraft => ({ at, type: 'route.set', v: 1, payload: { route: r } });
