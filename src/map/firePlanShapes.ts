/**
 * What the fire-plan layer draws (`firePlanLayer.ts`), free of Leaflet: for one plan, every serial on
 * the clock (`expandSerials`: H-hour + offsets, lifts expanded) at TRUE ground size in the grid's metres
 * (src/rules/artillery `geometry.ts`):
 * - an HE serial's zone of fire: at operational scale the beaten zone, a circle of 150 m radius round the
 *   aim point (`BEATEN_ZONE_RADIUS_M`, *ruling*, 004 §REAL ESTATE TABLE); at tactical scale the 1418
 *   bombardment template (76.2 m across in v0.8, 152.4 m in v0.7) and its inner circle, half of it
 *   (`templateCircles`; 001 §ARTILLERY, 000 §Artillery, RULINGS.md §Bombardment);
 * - a smoke or gas serial's cordons instead: 3" (76.2 m) per battery firing, at right angles to the wind,
 *   laid on the aim point (`cordonSegment`; 001 §SMOKE SCREENS & POISON GAS). With a time `atMin`, every
 *   cordon laid by then and still standing (`cordonLayings`): at tactical scale one per bombardment,
 *   drifted 3" downwind at each 10-minute bound as the engine drifts it; at operational scale one per
 *   shoot (or lift step), drifted six bounds (457.2 m) at each whole hour after it was laid; each stands
 *   until an hour after its serial or lift ends. Without a time, each serial's cordon as laid;
 * - range fans (NQM weapon range table, `artilleryOf(...).rangeM`, 60° towards the aim point) from each
 *   positioned battery of the selected serial, or of every serial with `allFans` (one per battery per
 *   serial or lift);
 * - friendly units at risk: the plan's own side's units under, or within the 300 m safety distance of, an
 *   HE or gas serial's zone of fire — read from `checkFirePlan`'s problems of kind 'friendly' (each
 *   names its `unitId`), so the map rings exactly the units the checks name;
 * - a text label per serial: its label and H-offsets, e.g. "Opening H−60 to H+30"; a lift's steps one
 *   label for the lift (and the step selected or firing at the time shown).
 * With `atMin`, serials active at that minute (start ≤ atMin < end) are `active` (drawn strong), the rest
 * faint; without it every serial is active. Lifts that step off the map are left out and named in
 * `problems`. Pure and cheap: a 60-serial plan is a few thousand points.
 */
import { batteriesOf, artilleryOf, checkFirePlan, hOffsetText, type SerialProblem, zoneRadiusM, unitPosition, type CampaignState, type FirePlan, type UnitId } from '../campaign/index.ts';
import { cordonLayings, cordonSegment, expandSerials, rangeFan, templateCircles, circlePolygon, type CordonLaying, type TimedSerial } from '../rules/artillery/index.ts';
import { gridProjection } from '../rules/projection.ts';
import type { GridDef, LonLat } from '../rules/types.ts';

/** Which plan to draw and how: `atMin` the campaign minute of the time filter; `selectedSerialId` the serial whose range fans show; `allFans` every serial's fans. */
export type FirePlanDisplay = { plan: FirePlan; atMin?: number; selectedSerialId?: string; allFans?: boolean };

/** An HE serial's zone of fire: `radiusM` (150 m operational, the template's half diameter tactical), `innerRadiusM` (tactical only). */
export type TemplateShape = {
  serialId: string;
  centre: LonLat;
  radiusM: number;
  innerRadiusM: number | null;
  outer: LonLat[];
  inner: LonLat[] | null;
  active: boolean;
  selected: boolean;
};

/** A smoke or gas cordon: its two ends, length (m), the batteries laying it, the whole bounds of drift (3", 76.2 m, each) since it was laid, and when. */
export type CordonShape = {
  serialId: string;
  shell: 'smoke' | 'gas';
  ends: [LonLat, LonLat];
  lengthM: number;
  batteries: number;
  boundsElapsed: number;
  laidAtMin: number;
  active: boolean;
  selected: boolean;
};

/** A battery's range fan towards a serial's aim point (`polygon`: the battery, then the arc). */
export type FanShape = { serialId: string; batteryId: UnitId; rangeM: number; polygon: LonLat[]; active: boolean };

/** A friendly unit at risk: its position and the serials that endanger it (time order). */
export type FriendlyRing = { unitId: UnitId; pos: LonLat; serialIds: string[]; active: boolean };

/** A serial's label text and where it stands (the north edge of its zone, or the cordon's centre). */
export type SerialLabel = { serialId: string; text: string; at: LonLat; active: boolean; selected: boolean };

/** Everything the layer draws for one plan. */
export type FirePlanShapes = {
  planId: string;
  templates: TemplateShape[];
  cordons: CordonShape[];
  fans: FanShape[];
  friendly: FriendlyRing[];
  labels: SerialLabel[];
  problems: string[];
};

/** A serial's label on the map: "‹label› H−60 to H+30" (its id when it has no label). */
export function serialLabelText(s: Pick<TimedSerial, 'id' | 'label' | 'startOffsetMin' | 'durationMin'>): string {
  return `${s.label || s.id} ${hOffsetText(s.startOffsetMin)} to ${hOffsetText(s.startOffsetMin + s.durationMin)}`;
}

/**
 * The label of each serial, or null for none: a typed serial has its own; a lift is labelled once, on
 * its first step (`‹lift› H to H+36 · 12 lifts`), plus the step selected and, with a time filter, the
 * step firing then — a creeping barrage's dozens of steps would otherwise stack their labels.
 */
function liftLabeller(plan: FirePlan, d: FirePlanDisplay): (s: TimedSerial, active: boolean) => string | null {
  const labelled = new Set<string>();
  return (s, active) => {
    if (s.liftId === undefined || s.id === d.selectedSerialId || (d.atMin !== undefined && active)) return serialLabelText(s);
    if (labelled.has(s.liftId)) return null;
    labelled.add(s.liftId);
    const lift = plan.lifts.find((l) => l.id === s.liftId);
    if (!lift) return serialLabelText(s);
    const end = lift.startOffsetMin + lift.steps * lift.stepMin;
    return `${lift.label || lift.id} ${hOffsetText(lift.startOffsetMin)} to ${hOffsetText(end)} · ${lift.steps} lift${lift.steps === 1 ? '' : 's'}`;
  };
}

/**
 * The plan's serials on the clock (`expandSerials`, time order); a lift that cannot be expanded is
 * left out and its error added to `problems`. Never throws for a plan the fold accepted.
 */
export function timedSerials(grid: GridDef, plan: FirePlan, problems: string[] = []): TimedSerial[] {
  try {
    return expandSerials(plan, grid);
  } catch {
    const lifts = plan.lifts.filter((l) => {
      try {
        expandSerials({ hHourMin: plan.hHourMin, serials: [], lifts: [l] }, grid);
        return true;
      } catch (e) {
        problems.push(`Lift “${l.label || l.id}” is not drawn: ${(e as Error).message.replace(/^expandSerials: /, '')}.`);
        return false;
      }
    });
    try {
      return expandSerials({ ...plan, lifts }, grid);
    } catch (e) {
      problems.push(`The fire plan cannot be drawn: ${(e as Error).message.replace(/^expandSerials: /, '')}.`);
      return [];
    }
  }
}

function safeBatteries(state: CampaignState, firerIds: readonly UnitId[]): UnitId[] {
  return batteriesOf(state, firerIds).filter((b) => {
    try {
      artilleryOf(state, b);
      return true;
    } catch {
      return false;
    }
  });
}

type Friendly = { list: SerialProblem[]; error: string | null };
const friendlyCache = new WeakMap<CampaignState, WeakMap<FirePlan, Friendly>>();

/** `checkFirePlan`'s 'friendly' problems for the plan (positions only: no terrain), memoised per state and plan. */
function friendlyProblems(state: CampaignState, plan: FirePlan, problems: string[]): SerialProblem[] {
  let byPlan = friendlyCache.get(state);
  if (!byPlan) friendlyCache.set(state, (byPlan = new WeakMap()));
  let hit = byPlan.get(plan);
  if (!hit) {
    try {
      hit = { list: checkFirePlan(state, plan, null).filter((p) => p.kind === 'friendly' && p.unitId !== undefined), error: null };
    } catch (e) {
      hit = { list: [], error: `Friendly units at risk cannot be shown: ${(e as Error).message}` };
    }
    byPlan.set(plan, hit);
  }
  if (hit.error !== null) problems.push(hit.error);
  return hit.list;
}

/** The shapes of `d.plan` in `state` (see the module note). Never throws for a plan the fold accepted. */
export function firePlanShapes(state: CampaignState, d: FirePlanDisplay): FirePlanShapes {
  const { plan } = d;
  const grid = state.grid;
  const problems: string[] = [];
  const serials = timedSerials(grid, plan, problems);
  const out: FirePlanShapes = { planId: plan.id, templates: [], cordons: [], fans: [], friendly: [], labels: [], problems };
  const isActive = (s: TimedSerial) => d.atMin === undefined || (s.startMin <= d.atMin && d.atMin < s.endMin);
  const labelOf = liftLabeller(plan, d);
  const radiusM = zoneRadiusM(plan);
  const proj = gridProjection(grid);
  const activeIds = new Set<string>();
  const fanKeys = new Set<string>();
  const cordonsOf = new Map<string, CordonLaying[]>();
  for (const l of cordonLayings(serials, plan.scale, d.atMin)) {
    const list = cordonsOf.get(l.serial.id);
    if (list) list.push(l);
    else cordonsOf.set(l.serial.id, [l]);
  }

  for (const s of serials) {
    const active = isActive(s);
    if (active) activeIds.add(s.id);
    const selected = s.id === d.selectedSerialId;
    const batteries = safeBatteries(state, s.firerIds);
    if (s.shell === 'HE') {
      if (plan.scale === 'tactical') {
        const t = templateCircles(grid, s.targetPos, plan.edition);
        out.templates.push({ serialId: s.id, centre: s.targetPos, radiusM: t.diameterM / 2, innerRadiusM: t.innerDiameterM / 2, outer: t.outer, inner: t.inner, active, selected });
      } else {
        out.templates.push({ serialId: s.id, centre: s.targetPos, radiusM, innerRadiusM: null, outer: circlePolygon(grid, s.targetPos, radiusM), inner: null, active, selected });
      }
      const north = proj.toLocal(s.targetPos);
      const text = labelOf(s, active);
      if (text !== null) out.labels.push({ serialId: s.id, text, at: proj.toLonLat({ eastingM: north.eastingM, northingM: north.northingM + radiusM }), active, selected });
    } else {
      const text = labelOf(s, active);
      const laid = cordonsOf.get(s.id) ?? [];
      if (text !== null && laid.length === 0) out.labels.push({ serialId: s.id, text, at: s.targetPos, active, selected });
      laid.forEach((l, i) => {
        const n = Math.max(1, batteries.length);
        const ends = cordonSegment(grid, s.targetPos, n, plan.windToDeg, l.boundsDrifted);
        const a = proj.toLocal(ends[0]);
        const b = proj.toLocal(ends[1]);
        out.cordons.push({ serialId: s.id, shell: s.shell as 'smoke' | 'gas', ends, lengthM: Math.hypot(b.eastingM - a.eastingM, b.northingM - a.northingM), batteries: n, boundsElapsed: l.boundsDrifted, laidAtMin: l.laidAtMin, active, selected });
        const mid = proj.toLonLat({ eastingM: (a.eastingM + b.eastingM) / 2, northingM: (a.northingM + b.northingM) / 2 });
        if (text !== null && i === laid.length - 1) out.labels.push({ serialId: s.id, text, at: mid, active, selected });
      });
    }
    if (selected || d.allFans) {
      for (const batteryId of batteries) {
        const key = `${batteryId}|${s.liftId ?? s.id}`;
        const pos = unitPosition(state, batteryId);
        if (fanKeys.has(key) || !pos) continue;
        fanKeys.add(key);
        try {
          const rangeM = artilleryOf(state, batteryId).rangeM;
          out.fans.push({ serialId: s.id, batteryId, rangeM, polygon: rangeFan(grid, pos, s.targetPos, rangeM), active });
        } catch {
          /* the battery stands on its aim point: no bearing, no fan */
        }
      }
    }
  }
  const rings = new Map<UnitId, FriendlyRing>();
  for (const p of friendlyProblems(state, plan, problems)) {
    const pos = unitPosition(state, p.unitId!);
    if (!pos) continue;
    const ring = rings.get(p.unitId!) ?? { unitId: p.unitId!, pos, serialIds: [], active: false };
    ring.serialIds.push(p.serialId);
    ring.active ||= activeIds.has(p.serialId);
    rings.set(p.unitId!, ring);
  }
  out.friendly = [...rings.values()];
  return out;
}

/** A serial the map can single out: its id and its label text ("Opening H−60 to H+30"), in time order. */
export function serialChoices(grid: GridDef, plan: FirePlan): { serialId: string; text: string }[] {
  return timedSerials(grid, plan).map((s) => ({ serialId: s.id, text: serialLabelText(s) }));
}

/** The distinct start minutes of a plan's serials (the time filter's choices), in order. */
export function serialStartsMin(grid: GridDef, plan: FirePlan): { atMin: number; offsetMin: number }[] {
  const seen = new Map<number, number>();
  for (const s of timedSerials(grid, plan, [])) if (!seen.has(s.startMin)) seen.set(s.startMin, s.startOffsetMin);
  return [...seen].sort((a, b) => a[0] - b[0]).map(([atMin, offsetMin]) => ({ atMin, offsetMin }));
}
