/**
 * The automatic reports the desk files after a change, once the campaign has a player's seat (NQM
 * DESIGNER'S NOTES: the PLUMPIRE set-up feeds the commander limited information; 004 §COMMAND REACTION
 * TIMES: reports travel up with the same delays as orders). Units of a side with a seat report, by the
 * command reaction times:
 * - a **contact report** from each unit in a new contact (at the contact's minute), giving its own
 *   position and each enemy it met (docs/RULINGS.md §What a contact report says), up to the top
 *   formation of its chain, reaching every HQ on the way;
 * - a **situation report** from every unit when the clock passes a report time (every `sitrepEveryMin`,
 *   default 120, counted from the day's start: `sitrepDue`), and from a unit whose move completes, to its
 *   own HQ only: an HQ's report gives itself and what its subordinates last reported to it
 *   (`summaries.ts`), so the chain summarises (docs/RULINGS.md §Situation reports up the chain);
 * - a **casualty report** from every unit a fight, a firing or a reorganisation changed, up to the top.
 * A report that passes a seat with messenger friction carries its messenger's fate (`command/messenger.ts`).
 * Pure: the states before and after the event, and the event, in; the reports out.
 */
import { gridRefText } from '../../rules/grid.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { holdingsOf } from '../logistics/stocks.ts';
import { clockText, startMinOfDay } from '../model/localTime.ts';
import { ancestors } from '../model/selectors.ts';
import { heardFromSubordinates } from './summaries.ts';
import { frictionSeatOf, messengerFate } from '../command/messenger.ts';
import { settingsOf } from '../model/settings.ts';
import type { CampaignContact, TurnStep } from '../model/turnTypes.ts';
import type { CampaignReport, CampaignState, ReportSubject, SideId, UnitId } from '../model/types.ts';
import type { EnemySighting, ReportedUnit, SightingKind } from '../model/pictureTypes.ts';

/** Situation report interval when the umpire set none (minutes). */
export const DEFAULT_SITREP_EVERY_MIN = 120;

/** Event types after which every unit whose strength or state changed sends a casualty report (a fight, a firing, a reorganisation). */
export const CASUALTY_REPORT_EVENTS: ReadonlySet<string> = new Set(['contact.settled', 'engagement.returned', 'fireplan.fired', 'unit.reorganised', 'casualties.collected']);

/** Whether the desk files automatic reports in `state`: once it has at least one player's seat. */
export function autoReportsOn(state: CampaignState): boolean {
  return state.seats !== undefined && Object.keys(state.seats).length > 0;
}

/** The top formation above `unitId` (where its reports go), or null for a top formation, an unknown unit or a chain with a cycle. */
export function topFormationOf(state: CampaignState, unitId: UnitId): UnitId | null {
  try {
    return ancestors(state, unitId).at(-1) ?? null;
  } catch {
    return null;
  }
}

/** `unitId` as a report made at `atMin` gives it (position null when it has none). Throws `TypeError` for an unknown unit. */
export function reportedUnitOf(state: CampaignState, unitId: UnitId, atMin: number): ReportedUnit {
  const u = state.units[unitId];
  if (!u) throw new TypeError(`no unit "${unitId}"`);
  return {
    unitId,
    pos: u.pos ? { lon: u.pos.lon, lat: u.pos.lat } : null,
    bases: u.bases,
    injuredBases: u.injuredBases,
    dugIn: u.dugIn,
    disorganised: (u.disorganisedUntilMin ?? -1) > atMin,
    broken: u.broken === true,
    stocks: holdingsOf(state, unitId),
  };
}

/**
 * How a unit of side `side` in contact `c` met the enemy (docs/RULINGS.md §What a contact report
 * says; 004 §THE RECCE SEQUENCE): the side that moved into contact sighted it unless the recce failed
 * to sight a concealed defender, who then opened fire on it (ambushed); the other side engaged the
 * recce when it opened fire first, else it was sighted; a meeting engagement is a sighting on both sides.
 */
export function sightingKind(c: Pick<CampaignContact, 'recceSide' | 'opening'>, side: SideId): SightingKind {
  const defenderFired = c.opening !== null && !c.opening.recceSightsFirst;
  if (c.recceSide === null || !defenderFired) return 'sighted';
  return c.recceSide === side ? 'ambushed' : 'engaged';
}

/**
 * The automatic reports to file after `event` took `before` to `after` (empty when the campaign has
 * no seat, or the event calls for none). Ids are `auto-<seq>-<n>`; each report is `held` when the
 * umpire holds reports (`holdReports`). Units without an HQ above them send none.
 */
export function autoReports(before: CampaignState, event: { seq: number; at: number; type: string; payload: unknown }, after: CampaignState): CampaignReport[] {
  if (!autoReportsOn(after)) return [];
  const out: CampaignReport[] = [];
  const held = settingsOf(after).holdReports === true;
  // Only a side with a seat reports: no player reads the other side's reports.
  const seated = new Set(Object.values(after.seats ?? {}).map((s) => after.units[s.hqId]?.side));
  const add = (fromId: UnitId, atMin: number, subject: ReportSubject, text: string, extra: Pick<CampaignReport, 'units' | 'enemy'>, toHq?: UnitId) => {
    const toId = toHq ?? topFormationOf(after, fromId);
    if (toId === null || !seated.has(after.units[fromId]?.side)) return;
    const r: CampaignReport = { id: `auto-${event.seq}-${out.length + 1}`, fromId, toId, sentAtMin: atMin, subject, text, ...extra, auto: true };
    if (held) r.held = true;
    // A seat's messengers on its way may lose or delay it (its seed and the report's id fix the dice).
    const seat = frictionSeatOf(after, fromId, toId);
    const fate = seat?.friction ? messengerFate(seat.friction, r.id) : null;
    if (fate) r.messenger = fate;
    out.push(r);
  };
  const at = (p: { lon: number; lat: number } | null | undefined) => (p ? `at ${gridRefText(after.grid, p)}` : 'position not given');
  const strength = (r: ReportedUnit) => `${r.bases} base${r.bases === 1 ? '' : 's'}${r.injuredBases > 0 ? ` (${r.injuredBases} injured)` : ''}${r.dugIn ? ', dug in' : ''}${r.disorganised ? ', disorganised' : ''}${r.broken ? ', broken' : ''}`;
  if (event.type === 'clock.advanced') {
    const step = event.payload as TurnStep;
    for (const c of step.contacts ?? []) contactReports(after, c, (fromId, text, extra) => add(fromId, c.atMin, 'contact', text, extra));
    const due = sitrepDue(after, before.clockMin, after.clockMin);
    const arrived = new Set((step.moves ?? []).filter((m) => m.arrived).map((m) => m.unitId));
    const heard = due || arrived.size > 0 ? heardFromSubordinates(after) : null;
    for (const id of after.unitOrder) {
      const hq = after.units[id]?.parentId;
      if ((!due && !arrived.has(id)) || hq === undefined || !after.units[hq]) continue;
      const r = reportedUnitOf(after, id, after.clockMin);
      const under = heard!(id, after.clockMin);
      const why = due ? `Situation at ${clockText(after, after.clockMin)}` : `Move complete at ${clockText(after, after.clockMin)}`;
      const summary = under.length > 0 ? `; ${under.length} unit${under.length === 1 ? '' : 's'} under command as last reported` : '';
      add(id, after.clockMin, 'situation', `${why}: ${at(r.pos)}, ${strength(r)}${summary}.`, { units: [r, ...under] }, hq);
    }
  } else if (CASUALTY_REPORT_EVENTS.has(event.type)) {
    for (const id of after.unitOrder) {
      const a = after.units[id]!;
      const b = before.units[id];
      if (!b || (a.bases === b.bases && a.injuredBases === b.injuredBases && a.broken === b.broken && a.disorganisedUntilMin === b.disorganisedUntilMin)) continue;
      const r = reportedUnitOf(after, id, event.at);
      const lost = b.bases - a.bases;
      const change = lost > 0 ? `lost ${lost} base${lost === 1 ? '' : 's'}` : lost < 0 ? `${-lost} base${lost === -1 ? '' : 's'} back` : 'no bases lost';
      add(id, event.at, 'casualties', `Casualties at ${clockText(after, event.at)}: ${change}; now ${strength(r)}.`, { units: [r] });
    }
  }
  return out;
}

/**
 * Whether a clock step from `fromMin` to `toMin` passes a situation report time: a local time that is a
 * whole number of intervals (`sitrepEveryMin`) after the day's start (`dayStartMin`, 06:00 unless set),
 * so that every 8 hours falls on the ends of the NQM periods (004 §TIMESCALE) and every 2 hours on the
 * even hours. False when the interval is 0 (reports only when a move completes).
 */
export function sitrepDue(state: CampaignState, fromMin: number, toMin: number): boolean {
  const settings = settingsOf(state);
  const every = settings.sitrepEveryMin ?? DEFAULT_SITREP_EVERY_MIN;
  if (every <= 0) return false;
  let startOfDay = 0;
  try {
    startOfDay = startMinOfDay(state.startLocal);
  } catch {
    startOfDay = settings.dayStartMin; // no readable start: count from the campaign's first minute
  }
  const shift = startOfDay - settings.dayStartMin;
  return Math.floor((toMin + shift) / every) > Math.floor((fromMin + shift) / every);
}

/** One contact report per unit of contact `c` (those with an HQ above them), through `send`. */
function contactReports(state: CampaignState, c: CampaignContact, send: (fromId: UnitId, text: string, extra: Pick<CampaignReport, 'units' | 'enemy'>) => void): void {
  for (const id of [...c.blueIds, ...c.redIds]) {
    const unit = state.units[id];
    if (!unit) continue;
    const enemy: EnemySighting[] = [];
    for (const p of c.pairs) {
      const otherId = p.blueId === id ? p.redId : p.redId === id ? p.blueId : null;
      const other = otherId === null ? undefined : state.units[otherId];
      if (!other?.pos || enemy.some((e) => e.unitId === other.id)) continue;
      const seen = sightingKind(c, unit.side);
      // An ambushed unit, or one that saw the enemy only at harassing range, cannot say what it was.
      const identified = seen !== 'ambushed' && p.band !== 'harass' ? { type: other.type, echelon: other.echelon } : null;
      enemy.push({ unitId: other.id, pos: { lon: other.pos.lon, lat: other.pos.lat }, seen, identified });
    }
    const words = enemy.map((e) => `${e.seen} ${e.identified ? `enemy ${UNIT_TYPES[e.identified.type].label.toLowerCase()} ${e.identified.echelon}` : 'unknown enemy'}`);
    const text = `Contact at ${c.ref}, ${clockText(state, c.atMin)}: ${words.join('; ') || 'enemy reported'}.`;
    send(id, text, { units: [reportedUnitOf(state, id, c.atMin)], enemy });
  }
}
