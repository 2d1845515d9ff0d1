/**
 * The command relations' model for the ORBAT tree and the Command relations dialog, free of React:
 * a unit's support tag ("DS → 51 Div"), the HQs a unit may be put under command of, the units it
 * may support, and the `unit.commandSet` draft. NQM relations (`004_4c7ef6319257dc11.txt` §ORDER OF
 * BATTLE): Under Command of exactly one HQ; In Direct Support or In Support of another unit. The
 * rules themselves are `checkCommandRelation` (`src/campaign/command/commandEvents.ts`), which the dialog
 * calls before it writes.
 */
import { mayCommand, subtreeOf, RELATION_LABELS, type CampaignState, type SupportRelation, type Unit, type UnitId } from '../../campaign/index.ts';
import type { DeskEventInput } from '../deskHost.ts';
import { supportText } from '../labels.ts';

/** Short marks of the support relations, as an umpire writes them on an ORBAT: DS, IS. */
export const SUPPORT_ABBR: Readonly<Record<SupportRelation['relation'], string>> = { inDirectSupport: 'DS', inSupport: 'IS' };

/** Words of the support relations for the dialog's select (the order sheet's `RELATION_LABELS`). */
export const SUPPORT_LABEL: Readonly<Record<SupportRelation['relation'], string>> = {
  inDirectSupport: RELATION_LABELS.inDirectSupport,
  inSupport: RELATION_LABELS.inSupport,
};

/**
 * The tag of a unit's support relation for its tree row, or null when it has none: `short` e.g.
 * "DS → 51 Div" (the supported unit's short name), `full` e.g. "In Direct Support of 51st (Highland)
 * Division". An unknown supported unit is named by its id.
 */
export function relationTag(state: Pick<CampaignState, 'units'>, unit: Unit): { short: string; full: string } | null {
  const s = unit.support;
  if (!s) return null;
  const to = state.units[s.toId];
  return { short: `${SUPPORT_ABBR[s.relation]} → ${to?.shortName ?? s.toId}`, full: supportText(state, s) };
}

/**
 * The units of `unitId`'s side it could be put under command of, in ORBAT order: `possible` are the
 * HQs of a larger echelon (brigade and regiment command each other, `mayCommand`) outside its own
 * subtree (`subtreeOf`); `others` every other unit of the side but itself (offered so the check can
 * say why not).
 * Throws `RangeError` for an unknown unit id.
 */
export function parentChoices(state: Pick<CampaignState, 'units' | 'unitOrder'>, unitId: UnitId): { possible: Unit[]; others: Unit[] } {
  const unit = state.units[unitId];
  if (!unit) throw new RangeError(`parentChoices: unknown unit id "${unitId}"`);
  const below = subtreeOf(state, unitId);
  const possible: Unit[] = [];
  const others: Unit[] = [];
  for (const id of state.unitOrder) {
    const u = state.units[id];
    if (!u || u.side !== unit.side || u.id === unit.id) continue;
    if (!below.has(id) && mayCommand(u.echelon, unit.echelon)) possible.push(u);
    else others.push(u);
  }
  return { possible, others };
}

/**
 * The units `unitId` could support, in ORBAT order: `own` of its side (not itself), `enemy` of the
 * other side (offered so the check can say why not). Throws `RangeError` for an unknown unit id.
 */
export function supportChoices(state: Pick<CampaignState, 'units' | 'unitOrder'>, unitId: UnitId): { own: Unit[]; enemy: Unit[] } {
  const unit = state.units[unitId];
  if (!unit) throw new RangeError(`supportChoices: unknown unit id "${unitId}"`);
  const own: Unit[] = [];
  const enemy: Unit[] = [];
  for (const id of state.unitOrder) {
    const u = state.units[id];
    if (!u || u.id === unit.id) continue;
    (u.side === unit.side ? own : enemy).push(u);
  }
  return { own, enemy };
}

/** The relation fields as the dialog holds them: '' is "none" for both the parent and the support. */
export type RelationDraft = { parentId: string; relation: '' | SupportRelation['relation']; toId: string };

/** The draft a unit starts the dialog with. */
export function relationDraftOf(unit: Unit): RelationDraft {
  return { parentId: unit.parentId ?? '', relation: unit.support?.relation ?? '', toId: unit.support?.toId ?? '' };
}

/**
 * The `unit.commandSet` payload's `parentId` and `support` for a draft, or a message when the draft
 * is incomplete (a support relation chosen without a supported unit).
 */
export function relationOfDraft(d: RelationDraft): { parentId: UnitId | null; support: SupportRelation | null } | { problem: string } {
  if (d.relation !== '' && d.toId === '') return { problem: 'Choose the supported unit, or set Support to None.' };
  return { parentId: d.parentId === '' ? null : d.parentId, support: d.relation === '' ? null : { relation: d.relation, toId: d.toId } };
}

/** Whether the relation `parentId`/`support` is the unit's present one. */
export function sameRelation(unit: Unit, parentId: UnitId | null, support: SupportRelation | null): boolean {
  const s = unit.support;
  return (unit.parentId ?? null) === parentId && (s ? !!support && s.relation === support.relation && s.toId === support.toId : support === null);
}

/** The one event that sets the relation (`unit.commandSet`). */
export function commandSetDraft(unitId: UnitId, parentId: UnitId | null, support: SupportRelation | null): DeskEventInput {
  return { type: 'unit.commandSet', v: 1, payload: { unitId, parentId, support } };
}

/** The notice after the write, e.g. "6 Gordons: under command of 153 Bde; DS → 51 Div". */
export function relationNotice(state: Pick<CampaignState, 'units'>, unit: Unit, parentId: UnitId | null, support: SupportRelation | null): string {
  const parent = parentId === null ? 'no HQ (top formation)' : `under command of ${state.units[parentId]?.shortName ?? parentId}`;
  const tag = support ? relationTag(state, { ...unit, support }) : null;
  return `${unit.shortName}: ${parent}; ${tag ? tag.short : 'no support relation'}`;
}
