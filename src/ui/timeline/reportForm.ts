/**
 * The "Send report" form's draft and its check (no React): a report sent upwards from a unit to an
 * HQ above it in its chain of command, about a contact, casualties or the situation, sent at the
 * campaign clock. It travels with the command reaction times (reports sent
 * upwards travel with the same delays).
 */
import { ECHELONS, reportedUnitOf, type CampaignReport, type CampaignState, type ReportSubject, type UnitId } from '../../campaign/index.ts';
import { gridRefToPoint } from '../../rules/grid.ts';
import type { LonLat } from '../../rules/types.ts';
import { newRecordId } from './ids.ts';

/** Report subjects with their words, in the order the form lists them. */
export const REPORT_SUBJECTS: readonly { id: ReportSubject; label: string }[] = [
  { id: 'contact', label: 'Contact' },
  { id: 'casualties', label: 'Casualties' },
  { id: 'situation', label: 'Situation' },
];

/**
 * The form's fields as typed. What the report says of places, all optional (the umpire may forge them:
 * the report is what the HQ will believe): `atRef` where it says the sender is (with its strength and
 * stocks as they are); for a contact, `enemyId` the enemy unit seen, `enemyRef` where (blank: where it
 * is), `identified` whether its type and echelon are given.
 */
export type ReportDraft = { fromId: UnitId | ''; toId: UnitId | ''; subject: ReportSubject; text: string; atRef: string; enemyId: UnitId | ''; enemyRef: string; identified: boolean };

/** The result of a check: the report to send when `errors` is empty. */
export type ReportCheck = { report: CampaignReport | null; errors: Partial<Record<keyof ReportDraft, string>> };

/** The HQs above `unitId`, nearest first (its parent, the parent's parent … the top formation); [] for an unknown or top unit. Stops at a cycle. */
export function hqsAbove(state: CampaignState, unitId: UnitId): UnitId[] {
  const out: UnitId[] = [];
  const seen = new Set([unitId]);
  let p = state.units[unitId]?.parentId;
  while (p !== undefined && state.units[p] && !seen.has(p)) {
    out.push(p);
    seen.add(p);
    p = state.units[p]!.parentId;
  }
  return out;
}

/** Units that may send a report: every unit with an HQ above it, in ORBAT order. */
export function reportSenders(state: CampaignState): UnitId[] {
  return state.unitOrder.filter((id) => state.units[id]?.parentId !== undefined);
}

/** HQs whose knowledge can be asked for: formations and battalions of both sides (army … battalion), in ORBAT order. */
export function headquarters(state: CampaignState): UnitId[] {
  const bn = ECHELONS.indexOf('battalion');
  return state.unitOrder.filter((id) => {
    const u = state.units[id];
    return u !== undefined && ECHELONS.indexOf(u.echelon) <= bn;
  });
}

/** A draft from `unitId` (when it may send) to the top of its chain, subject contact, no text. */
export function newReportDraft(state: CampaignState, unitId: UnitId | null): ReportDraft {
  const from = unitId !== null && hqsAbove(state, unitId).length > 0 ? unitId : '';
  return { fromId: from, toId: from === '' ? '' : hqsAbove(state, from).at(-1)!, subject: 'contact', text: '', atRef: '', enemyId: '', enemyRef: '', identified: true };
}

/** The draft after choosing another sender: the HQ kept when it is still above it, else the top of the new chain. */
export function withSender(state: CampaignState, draft: ReportDraft, fromId: UnitId): ReportDraft {
  const above = hqsAbove(state, fromId);
  return { ...draft, fromId, toId: above.includes(draft.toId) ? draft.toId : (above.at(-1) ?? '') };
}

/**
 * Checks `draft` and builds the report sent at the clock with a new id. Errors by field: no such
 * sender, an HQ that is not above the sender, empty text, a grid reference the grid cannot read, an
 * enemy unit of the sender's own side (or one with no position and none typed).
 */
export function checkReportDraft(state: CampaignState, draft: ReportDraft): ReportCheck {
  const errors: ReportCheck['errors'] = {};
  const from = draft.fromId !== '' ? state.units[draft.fromId] : undefined;
  if (!from) errors.fromId = 'Choose the unit sending the report.';
  else if (!hqsAbove(state, from.id).includes(draft.toId)) {
    errors.toId = `Choose an HQ above ${from.name} in its chain of command.`;
  }
  if (draft.text.trim() === '') errors.text = 'Write what the report says.';
  const at = refPoint(state, draft.atRef);
  if (typeof at === 'string') errors.atRef = at;
  const enemy = draft.subject === 'contact' && draft.enemyId !== '' ? state.units[draft.enemyId] : undefined;
  if (draft.subject === 'contact' && draft.enemyId !== '' && (!enemy || enemy.side === from?.side)) errors.enemyId = 'Choose an enemy unit, or none.';
  const seenAt = enemy ? (draft.enemyRef.trim() === '' ? (enemy.pos ?? 'This enemy unit has no position: type where it was seen.') : refPoint(state, draft.enemyRef)) : null;
  if (typeof seenAt === 'string') errors.enemyRef = seenAt;
  if (Object.keys(errors).length > 0 || !from) return { report: null, errors };
  const report: CampaignReport = {
    id: newRecordId('rep', state.clockMin, Object.keys(state.reports ?? {})),
    fromId: from.id,
    toId: draft.toId,
    sentAtMin: state.clockMin,
    subject: draft.subject,
    text: draft.text.trim(),
  };
  if (at) report.units = [{ ...reportedUnitOf(state, from.id, state.clockMin), pos: at as LonLat }];
  if (enemy && seenAt) {
    report.enemy = [{ unitId: enemy.id, pos: seenAt as LonLat, seen: 'sighted', identified: draft.identified ? { type: enemy.type, echelon: enemy.echelon } : null }];
  }
  return { report, errors };
}

/** A typed grid reference's point; null when blank; the grid's message when it cannot be read. */
function refPoint(state: CampaignState, text: string): LonLat | null | string {
  if (text.trim() === '') return null;
  try {
    return gridRefToPoint(state.grid, text.trim());
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
