/**
 * What the fire plan screen shows of a plan: every serial — typed and
 * lift-generated (`expandSerials`, src/rules/artillery) — with its H-offsets, the batteries its
 * firers stand for (`batteriesOf`, src/campaign/model/artilleryUnits.ts) and its fire-unit cost, and the
 * plan's checks grouped by serial (`checkFirePlan`, src/campaign/fireplan/checks.ts), from the
 * campaign's view of the plan (`firePlanView`, src/campaign/fireplan/state.ts). Computing a view never
 * throws: a plan the rules cannot expand, or checks that fail, give `problem` instead.
 */
import { batteriesOf, BLOCKING_PROBLEMS, checkFirePlan, type SerialProblem, firePlanView, type TerrainQuery, type CampaignState, type FirePlan, type ShellKind, type ShootKind, type UnitId } from '../../campaign/index.ts';
import type { TimedSerial } from '../../rules/artillery/index.ts';
import { readableGridRef } from '../../rules/grid.ts';
import type { GridDef, LonLat } from '../../rules/types.ts';

/** One serial as shown: offsets from H-hour (`endOffsetMin` = start + duration), its target, firers and batteries, and FU (all its batteries together; null when unknown). */
export type ScreenSerial = {
  id: string;
  label: string;
  liftId?: string;
  startOffsetMin: number;
  endOffsetMin: number;
  startMin: number;
  /** The target's reference as the umpire reads it (`095 115`; a lift step's 8 figures spaced, `0955 1155`). */
  targetRef: string;
  targetPos: LonLat;
  firerIds: readonly UnitId[];
  batteryIds: UnitId[];
  shoot: ShootKind;
  shell: ShellKind;
  fu: number | null;
};

/** One check of the plan (`checkFirePlan`): the serial (or the lift that cannot be expanded), the battery when it is about one, its kind and its message. */
export type PlanCheck = SerialProblem;

/** The view: serials in the plan's order (typed first, then each lift's in time order), checks by serial id (or lift id), and why part of it could not be computed. */
export type PlanScreenView = { serials: ScreenSerial[]; checks: ReadonlyMap<string, PlanCheck[]>; problem: string | null };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function screenSerial(grid: GridDef, t: TimedSerial, batteryIds: UnitId[], fu: number | null): ScreenSerial {
  return {
    id: t.id,
    label: t.label,
    liftId: t.liftId,
    startOffsetMin: t.startOffsetMin,
    endOffsetMin: t.startOffsetMin + t.durationMin,
    startMin: t.startMin,
    targetRef: readableGridRef(grid, t.targetRef),
    targetPos: t.targetPos,
    firerIds: t.firerIds,
    batteryIds,
    shoot: t.shoot,
    shell: t.shell,
    fu,
  };
}

/**
 * The serials with their batteries and FU from the campaign's view of the plan (`firePlanView`);
 * when that cannot be computed (a lift stepping off the map, a firer that is not artillery), the
 * plan without its lifts, and failing that the typed serials alone without FU — so the rows can
 * always be edited.
 */
function serialsOf(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null, problems: string[]): ScreenSerial[] {
  let timed: { t: TimedSerial; batteryIds: UnitId[]; fu: number | null }[];
  try {
    timed = firePlanView(state, plan, terrain).serials.map((v) => ({ t: v.serial, batteryIds: v.batteryIds, fu: v.fu }));
  } catch (e) {
    problems.push(message(e));
    try {
      timed = firePlanView(state, { ...plan, lifts: [] }, terrain).serials.map((v) => ({ t: v.serial, batteryIds: v.batteryIds, fu: v.fu }));
    } catch {
      timed = plan.serials.map((s) => ({ t: { ...s, startMin: plan.hHourMin + s.startOffsetMin, endMin: plan.hHourMin + s.startOffsetMin + s.durationMin }, batteryIds: batteriesOf(state, s.firerIds), fu: null }));
    }
  }
  const byId = new Map(timed.map((x) => [x.t.id, x]));
  const typed = plan.serials.map((s) => byId.get(s.id)).filter((x) => x !== undefined);
  const lifted = timed.filter((x) => x.t.liftId !== undefined);
  return [...typed, ...lifted].map((x) => screenSerial(state.grid, x.t, x.batteryIds, x.fu));
}

/** The view of `plan` in `state` (`terrain`: the map's terrain when loaded, for the checks that need it). */
export function planScreenView(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null): PlanScreenView {
  const problems: string[] = [];
  const serials = serialsOf(state, plan, terrain, problems);
  const checks = new Map<string, PlanCheck[]>();
  try {
    for (const c of checkFirePlan(state, plan, terrain)) {
      const list = checks.get(c.serialId);
      if (list) list.push(c);
      else checks.set(c.serialId, [c]);
    }
  } catch (e) {
    problems.push(`The checks could not run: ${message(e)}`);
  }
  return { serials, checks, problem: problems.length > 0 ? problems.join(' ') : null };
}

/**
 * The checks still standing on a plan, split for firing: `blocking` ones stop it being fired for real
 * (FU short, serials before the campaign's start: the fold refuses them), `warnings` the umpire may
 * fire through once confirmed (friendly units at risk, out of range, overlaps, unpacking, calibre).
 */
export function standingChecks(view: PlanScreenView): { blocking: PlanCheck[]; warnings: PlanCheck[] } {
  // A lift's steps are gathered per problem (`groupLiftChecks`), as the screen shows them.
  const typed = new Set(view.serials.filter((s) => s.liftId === undefined).map((s) => s.id));
  const lifts = new Map<string, ScreenSerial[]>();
  for (const s of view.serials) if (s.liftId !== undefined) lifts.set(s.liftId, [...(lifts.get(s.liftId) ?? []), s]);
  const all = [
    ...[...view.checks].filter(([id]) => typed.has(id) || (!lifts.has(id) && !view.serials.some((s) => s.id === id))).flatMap(([, cs]) => cs),
    ...[...lifts].flatMap(([liftId, steps]) => [...(view.checks.get(liftId) ?? []), ...groupLiftChecks(steps, view.checks)]),
  ];
  return { blocking: all.filter((c) => BLOCKING_PROBLEMS.has(c.kind)), warnings: all.filter((c) => !BLOCKING_PROBLEMS.has(c.kind)) };
}

const KIND_WORDS: Record<PlanCheck['kind'], string> = {
  friendly: 'friendly units at risk',
  range: 'out of range',
  overlap: 'a battery given two serials at once',
  unpack: 'a battery not unpacked',
  calibre: 'too light to disorganise',
  fu: 'FU short',
  square: 'square too small',
  position: 'a battery off the map',
  beforeStart: 'before the campaign’s start',
  air: 'aircraft that will not fly',
};

/** The kinds of `checks` in words, each once: `friendly units at risk, out of range`. */
export function warningKinds(checks: readonly PlanCheck[]): string {
  return [...new Set(checks.map((c) => KIND_WORDS[c.kind]))].join(', ');
}

/**
 * A lift's checks grouped per serial it generates: each problem (its kind, battery and friendly unit)
 * once, with the steps it concerns — `Steps 3/12 to 12/12 (10 of 12); at the first: 9 Bty is 7.2 km
 * from …` — in place of one warning per step. The figures are the first step's (its serial heading left out).
 */
export function groupLiftChecks(steps: readonly ScreenSerial[], checks: ReadonlyMap<string, PlanCheck[]>): PlanCheck[] {
  const groups = new Map<string, { check: PlanCheck; labels: string[] }>();
  for (const s of steps) {
    for (const c of checks.get(s.id) ?? []) {
      const key = `${c.kind}|${c.batteryId ?? ''}|${c.unitId ?? ''}`;
      const g = groups.get(key);
      if (g) g.labels.push(s.label);
      else groups.set(key, { check: c, labels: [s.label] });
    }
  }
  return [...groups.values()].map(({ check, labels }) => {
    if (labels.length === 1) return check;
    const body = check.message.replace(/^Serial “[^”]*” \([^)]*\): /, '');
    return { ...check, message: `Steps ${labels[0]} to ${labels[labels.length - 1]} (${labels.length} of ${steps.length}); at the first: ${body}` };
  });
}
