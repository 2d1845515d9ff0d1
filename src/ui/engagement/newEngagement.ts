/**
 * Starting an engagement from the campaign (no React): the battalion-sized units offered, the
 * battalion a selected unit belongs to, a preview of what `buildEngagementInput` makes of a choice
 * (its title, or why it cannot start), and the `engagement.created` event of a choice
 * (`buildEngagementInput` + `createEngagement`, the bound engine's contract).
 */
import { buildEngagementInput, ancestors, foldForSearch, orbatOrder, subtreeStrength, unitPosition, type CampaignState, type DiceMode, type SideId, type UnitId, type EventDraft } from '../../campaign/index.ts';
import { createEngagement } from '../../rules/bound/create.ts';
import type { Edition } from '../../rules/types.ts';

/** What the New engagement dialog hands back. `title` '' means the title `buildEngagementInput` proposes. */
export type NewEngagementChoice = { unitIds: UnitId[]; edition: Edition; diceMode: DiceMode; seed: number; title: string };

/** A unit offered in the dialog: id, name, side, bases in its whole subtree, and whether it has a position. */
export type UnitChoice = { id: UnitId; name: string; side: SideId; bases: number; placed: boolean };

/** The battalion-sized units of a campaign (echelon 'battalion': battalions, cavalry regiments, artillery brigades), in ORBAT order. */
export function battalionChoices(state: CampaignState): UnitChoice[] {
  const out: UnitChoice[] = [];
  for (const id of orbatOrder(state)) {
    const u = state.units[id];
    if (!u || u.echelon !== 'battalion') continue;
    out.push({ id, name: u.name, side: u.side, bases: subtreeStrength(state, id).bases, placed: unitPosition(state, id) !== undefined });
  }
  return out;
}

/** The units whose name (or short name) contains `query` (accents and case folded); all for ''. */
export function filterChoices(state: CampaignState, choices: readonly UnitChoice[], query: string): UnitChoice[] {
  const q = foldForSearch(query.trim());
  if (q === '') return [...choices];
  return choices.filter((c) => {
    const u = state.units[c.id];
    return foldForSearch(c.name).includes(q) || (u !== undefined && foldForSearch(u.shortName).includes(q));
  });
}

/** The battalion-sized unit `id` is or belongs to, or null (nothing selected, or above battalion). */
export function battalionOf(state: CampaignState, id: UnitId | null): UnitId | null {
  if (!id || !state.units[id]) return null;
  if (state.units[id]!.echelon === 'battalion') return id;
  return ancestors(state, id).find((a) => state.units[a]?.echelon === 'battalion') ?? null;
}

/** What a choice of units would make: its proposed title, or the reason it cannot start. */
export type EngagementPreview = { ok: true; title: string; subUnits: number; bases: number } | { ok: false; message: string };

/** Preview a choice of units (never throws: `buildEngagementInput`'s error becomes the message). */
export function previewEngagement(state: CampaignState, unitIds: readonly UnitId[], edition: Edition): EngagementPreview {
  if (unitIds.length === 0) return { ok: false, message: 'Choose at least one unit of each side.' };
  try {
    const built = buildEngagementInput(state, [...unitIds], { edition });
    return {
      ok: true,
      title: built.title,
      subUnits: built.input.subUnits.length,
      bases: built.input.subUnits.reduce((n, s) => n + s.bases.length, 0),
    };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The id of the next engagement of a campaign: `eng-<next seq>` (unique: seqs only grow while it exists). */
export function nextEngagementId(state: CampaignState): string {
  let n = state.seq + 1;
  while (state.engagements?.[`eng-${n}`]) n++;
  return `eng-${n}`;
}

/**
 * The `engagement.created` event of a choice. Throws `RangeError` for a seed that is not a whole
 * number, and what `buildEngagementInput` / `createEngagement` throw (a unit without a position,
 * one side missing: the message names the unit).
 */
export function engagementCreatedEvent(state: CampaignState, choice: NewEngagementChoice): Omit<EventDraft<'engagement.created'>, 'at'> {
  if (!Number.isSafeInteger(choice.seed)) throw new RangeError(`the seed must be a whole number, got ${choice.seed}`);
  const built = buildEngagementInput(state, [...choice.unitIds], { edition: choice.edition });
  const engagement = createEngagement(built.input);
  return {
    type: 'engagement.created',
    v: 1,
    payload: {
      engagementId: nextEngagementId(state),
      title: choice.title.trim() || built.title,
      origin: built.origin,
      seed: choice.seed,
      diceMode: choice.diceMode,
      unitIds: [...choice.unitIds],
      state: engagement,
    },
  };
}
