/**
 * The order form's draft (text as typed) and its check into a `CampaignOrder` (004 §COMMAND, §CONTROL):
 * required fields (for, issued by, aim), grid references on the campaign's grid (RULINGS.md §Grid
 * references: a bad or off-map reference is an error naming it), local times. Pure: no React.
 */
import { ECHELONS, localMinuteIso, minuteOfLocal, type CampaignOrder, type CampaignState, type CommandRelation, type Unit, type UnitId } from '../../campaign/index.ts';
import { gridRefToPoint } from '../../rules/grid.ts';
import type { GridDef, LonLat, Minutes } from '../../rules/types.ts';

/** An objective row as typed: its name and grid reference. */
export type ObjectiveRow = { label: string; ref: string };
/** An allocation row: `unitId` is `relation` of `toId` ('' = not chosen). */
export type AllocationRow = { unitId: UnitId | ''; relation: CommandRelation | ''; toId: UnitId | '' };
/** An HQ location row: the unit and its grid reference. */
export type HqRow = { unitId: UnitId | ''; ref: string };
/** A timing row: label and local time (`HH:MM` = first such time at or after the time the order is issued, or `YYYY-MM-DD HH:MM`). */
export type TimingRow = { label: string; time: string };

/** The form's draft. `id` null: a new order. `issuedAt` local `YYYY-MM-DDTHH:MM`. */
export type OrderDraft = {
  id: string | null;
  forId: UnitId | '';
  fromId: UnitId | '';
  issuedAt: string;
  aim: string;
  objectives: ObjectiveRow[];
  commandStructure: string;
  allocations: AllocationRow[];
  hqLocations: HqRow[];
  timings: TimingRow[];
  notes: string;
};

/** Errors by field key: `forId`, `fromId`, `issuedAt`, `aim`, `objectives.<i>.ref`, `allocations.<i>.toId`, … */
export type DraftErrors = Record<string, string>;

const BATTALION_RANK = ECHELONS.indexOf('battalion');

/** Whether a unit is an HQ that orders are written for or by (battalion and above). */
export function isOrderHq(u: Unit): boolean {
  return ECHELONS.indexOf(u.echelon) <= BATTALION_RANK;
}

/** The formation an order for `unitId` goes to: the unit itself at battalion or above, else its nearest such HQ; null if none. */
export function formationOf(state: Pick<CampaignState, 'units'>, unitId: UnitId | null): UnitId | null {
  const seen = new Set<UnitId>();
  let u = unitId ? state.units[unitId] : undefined;
  while (u && !seen.has(u.id)) {
    if (isOrderHq(u)) return u.id;
    seen.add(u.id);
    u = u.parentId ? state.units[u.parentId] : undefined;
  }
  return null;
}

/**
 * The HQ that issues an order for `forId` by default: its parent, or itself when it is a top formation;
 * in a seat's picture (a player's packet), the seat's own HQ, the only one a player may issue for.
 */
export function defaultIssuer(state: Pick<CampaignState, 'units' | 'picture'>, forId: UnitId | ''): UnitId | '' {
  if (!forId) return '';
  if (state.picture) return state.picture.hqId;
  const parent = state.units[forId]?.parentId;
  return parent && state.units[parent] ? parent : forId;
}

/** An empty draft for the formation `forId` (null: none chosen), issued at the campaign clock, with one blank objective. */
export function newDraft(state: CampaignState, forId: UnitId | null): OrderDraft {
  return {
    id: null,
    forId: forId ?? '',
    fromId: defaultIssuer(state, forId ?? ''),
    issuedAt: localMinuteIso(state.startLocal, state.clockMin),
    aim: '',
    objectives: [{ label: '', ref: '' }],
    commandStructure: '',
    allocations: [],
    hqLocations: [],
    timings: [],
    notes: '',
  };
}

/**
 * A timing's text for the form: `HH:MM` when it falls within 24 h from the time the order is issued (that is how it
 * reads back), else `YYYY-MM-DD HH:MM`.
 */
export function timingText(startLocal: string, issuedAtMin: Minutes, atMin: Minutes): string {
  const iso = localMinuteIso(startLocal, atMin).replace('T', ' ');
  return atMin >= issuedAtMin && atMin - issuedAtMin < 1440 ? iso.slice(11) : iso;
}

/**
 * The draft of a saved order (to edit it), or with `asCopy` a new order with the same content issued
 * at the clock (its timings keep their instants: written with their date when not within 24 h after the new issue).
 */
export function draftFromOrder(state: CampaignState, order: CampaignOrder, asCopy = false): OrderDraft {
  const issuedAtMin = asCopy ? state.clockMin : order.issuedAtMin;
  return {
    id: asCopy ? null : order.id,
    forId: order.forId,
    fromId: order.fromId,
    issuedAt: localMinuteIso(state.startLocal, issuedAtMin),
    aim: order.aim,
    objectives: order.objectives.map((o) => ({ label: o.label, ref: o.ref })),
    commandStructure: order.commandStructure,
    allocations: order.allocations.map((a) => ({ ...a })),
    hqLocations: order.hqLocations.map((h) => ({ unitId: h.unitId, ref: h.ref })),
    timings: order.timings.map((t) => ({ label: t.label, time: timingText(state.startLocal, issuedAtMin, t.atMin) })),
    notes: order.notes,
  };
}

/**
 * A draft copied as a new order issued at the clock: the same content, no id, and each timing that
 * reads as a time rewritten so that it keeps its instant from the old issue time (others as typed).
 */
export function copyDraft(state: CampaignState, draft: OrderDraft): OrderDraft {
  let oldIssue: Minutes | null = null;
  try {
    oldIssue = minuteOfLocal(state.startLocal, draft.issuedAt);
  } catch {
    // The old issue time is not valid: the timings stay as typed.
  }
  const timings = draft.timings.map((t) => {
    if (oldIssue === null || t.time.trim() === '') return { ...t };
    try {
      return { ...t, time: timingText(state.startLocal, state.clockMin, timingMinute(state.startLocal, oldIssue, t.time)) };
    } catch {
      return { ...t };
    }
  });
  return { ...draft, id: null, issuedAt: localMinuteIso(state.startLocal, state.clockMin), timings };
}

/** The grid module's message for a typed reference ('' passes as "not given": null), else null. */
export function gridRefProblem(grid: GridDef, text: string): string | null {
  if (text.trim() === '') return null;
  try {
    gridRefToPoint(grid, text.trim());
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

const TIME_RE = /^(\d{1,2}):?(\d{2})$/;

/**
 * The campaign minute of a timing: `HH:MM` (or `HHMM`) is the first such local time at or after the
 * issue; `YYYY-MM-DD HH:MM` is that instant. Throws `RangeError` naming the text when neither.
 */
export function timingMinute(startLocal: string, issuedAtMin: Minutes, text: string): Minutes {
  const t = text.trim();
  const m = TIME_RE.exec(t);
  if (!m) return minuteOfLocal(startLocal, t);
  const h = Number(m[1]);
  const mi = Number(m[2]);
  if (h > 23 || mi > 59) throw new RangeError(`"${t}" is not a time of day (00:00 to 23:59)`);
  const issued = localMinuteIso(startLocal, issuedAtMin);
  const issuedOfDay = Number(issued.slice(11, 13)) * 60 + Number(issued.slice(14, 16));
  return issuedAtMin + ((h * 60 + mi - issuedOfDay + 1440) % 1440);
}

/** A free order id: `ord-<seq of the event that saves it>`, with a suffix in the unlikely case it is taken. */
export function newOrderId(state: CampaignState): string {
  const base = `ord-${state.seq + 1}`;
  let id = base;
  for (let n = 2; state.orders?.[id]; n++) id = `${base}-${n}`;
  return id;
}

const blank = (s: string) => s.trim() === '';

/**
 * Check a draft: every error by field key (empty when valid) and, when valid, the order to save
 * (with `id`; blank rows dropped; refs and labels trimmed; each place's `pos` the centre of its square).
 */
export function checkOrderDraft(state: CampaignState, draft: OrderDraft, id: string): { errors: DraftErrors; order: CampaignOrder | null } {
  const errors: DraftErrors = {};
  const unitKnown = (u: string) => u !== '' && state.units[u] !== undefined;
  if (!unitKnown(draft.forId)) errors.forId = 'Choose the formation the order is for.';
  if (!unitKnown(draft.fromId)) errors.fromId = 'Choose the HQ that issues the order.';
  else if (unitKnown(draft.forId) && state.units[draft.fromId]!.side !== state.units[draft.forId]!.side) {
    errors.fromId = 'Choose an HQ of the same side as the formation the order is for.';
  }
  if (blank(draft.aim)) errors.aim = 'Write the aim of the order.';
  let issuedAtMin: Minutes | null = null;
  const beforeStart = `the campaign starts at ${state.startLocal.replace('T', ' ')}`;
  try {
    issuedAtMin = minuteOfLocal(state.startLocal, draft.issuedAt);
  } catch {
    errors.issuedAt = 'Give the date and time the order is issued.';
  }
  if (issuedAtMin !== null && issuedAtMin < 0) {
    errors.issuedAt = `An order cannot be issued before the campaign starts: ${beforeStart}.`;
    issuedAtMin = null;
  }
  const place = (key: string, ref: string): { ref: string; pos: LonLat } | null => {
    if (blank(ref)) {
      errors[key] = 'Give a grid reference.';
      return null;
    }
    const problem = gridRefProblem(state.grid, ref);
    if (problem) errors[key] = problem;
    return problem ? null : { ref: ref.trim(), pos: gridRefToPoint(state.grid, ref.trim()) };
  };
  const objectives = draft.objectives.flatMap((o, i) => {
    if (blank(o.label) && blank(o.ref)) return [];
    const p = place(`objectives.${i}.ref`, o.ref);
    return p ? [{ label: o.label.trim(), ...p }] : [];
  });
  const allocations = draft.allocations.flatMap((a, i) => {
    if (a.unitId === '' && a.relation === '' && a.toId === '') return [];
    if (!unitKnown(a.unitId)) errors[`allocations.${i}.unitId`] = 'Choose the unit allocated.';
    if (a.relation === '') errors[`allocations.${i}.relation`] = 'Choose the relation.';
    if (!unitKnown(a.toId)) errors[`allocations.${i}.toId`] = 'Choose the unit it goes to.';
    else if (a.toId === a.unitId) errors[`allocations.${i}.toId`] = 'A unit cannot be allocated to itself.';
    return a.unitId && a.relation && a.toId ? [{ unitId: a.unitId, relation: a.relation, toId: a.toId }] : [];
  });
  const hqLocations = draft.hqLocations.flatMap((h, i) => {
    if (h.unitId === '' && blank(h.ref)) return [];
    if (!unitKnown(h.unitId)) errors[`hqLocations.${i}.unitId`] = 'Choose the HQ.';
    const p = place(`hqLocations.${i}.ref`, h.ref);
    return p && h.unitId ? [{ unitId: h.unitId, ...p }] : [];
  });
  const timings = draft.timings.flatMap((t, i) => {
    if (blank(t.label) && blank(t.time)) return [];
    if (blank(t.label)) errors[`timings.${i}.label`] = 'Name the timing, e.g. H-hour.';
    if (issuedAtMin === null) return [];
    try {
      const atMin = timingMinute(state.startLocal, issuedAtMin, t.time);
      if (atMin < 0) throw new RangeError(`This time is before the start: ${beforeStart}.`);
      return [{ label: t.label.trim(), atMin }];
    } catch (e) {
      errors[`timings.${i}.time`] = blank(t.time) ? 'Give the time, e.g. 06:20.' : e instanceof Error ? e.message : String(e);
      return [];
    }
  });
  if (Object.keys(errors).length > 0 || issuedAtMin === null) return { errors, order: null };
  const order: CampaignOrder = {
    id,
    fromId: draft.fromId,
    forId: draft.forId,
    issuedAtMin,
    aim: draft.aim.trim(),
    objectives,
    commandStructure: draft.commandStructure.trim(),
    allocations,
    hqLocations,
    timings,
    notes: draft.notes.trim(),
  };
  return { errors, order };
}
