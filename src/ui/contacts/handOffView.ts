/**
 * What handing a contact to the bound engine would make (no React): who fights (the proposal of
 * `proposeContactForces` for the first hour, as the umpire edits it), and `handOffPayload` run as a
 * preview — the engagement's title, its sub-units with their bases by side, and each strategic
 * formation's high command — or the reason it cannot (the payload's error, or a bound length that is
 * not a whole number).
 */
import { MAX_BOUND_MIN, fitsEngagement, handOffPayload, type CampaignContact, type CampaignState, type SideId, type UnitId } from '../../campaign/index.ts';
import type { EngagementState } from '../../rules/bound/types.ts';
import { HIGH_COMMAND_LABELS, type HighCommand } from '../../rules/tables/commands1418.ts';
import type { Edition } from '../../rules/types.ts';
import { forceChoicesOf, forcesFormOf, type ForcesForm } from './settleForcesForm.ts';

/**
 * The hours a hand-off's proposal weighs: the first. The bound engine has no units arriving later, so a
 * unit whose hour is later is proposed left out (docs/RULINGS.md §Who fights a contact).
 */
export const HAND_OFF_HOURS = 1;

/**
 * Who fights a hand-off with `attackerSide` attacking (`extraIds` added), or null when a side has no unit
 * in the contact. A unit larger than a battalion is proposed left out: the engine sets out battalions and
 * their companies (ticked, the preview says so by name).
 */
export function handOffForces(state: CampaignState, contact: CampaignContact, attackerSide: SideId, extraIds: readonly UnitId[] = []): ForcesForm | null {
  let f: ForcesForm;
  try {
    f = forcesFormOf(state, contact, attackerSide, HAND_OFF_HOURS, extraIds);
  } catch {
    return null; // the preview says why it cannot be handed off
  }
  for (const [id, pick] of Object.entries(f.picks)) if (pick.on && state.units[id] && !fitsEngagement(state.units[id])) f.picks[id] = { ...pick, on: false };
  return f;
}

/** The units ticked to fight, both sides. */
export function handOffUnitIds(f: ForcesForm): UnitId[] {
  const { attacker, defender } = forceChoicesOf(f);
  return [...attacker, ...defender].map((c) => c.unitId);
}

/** One sub-unit the engagement would have: its name, side and bases. */
export type PreviewSubUnit = { name: string; side: SideId; bases: number };

/** The preview: title, sub-units, total bases and the high commands in words, the engagement and its high commands as made; or why it cannot be made. */
export type HandOffPreview =
  | { ok: true; title: string; subUnits: PreviewSubUnit[]; bases: number; commands: string[]; engagement: EngagementState; highCommands: Readonly<Record<string, HighCommand>> }
  | { ok: false; message: string };

/**
 * The bound length typed in "Minutes per bound": a whole number 1–`MAX_BOUND_MIN`, else `RangeError`
 * `Minutes per bound must be a whole number from 1 to 15, not “…”.`
 */
export function parseBoundMin(text: string): number {
  const t = text.trim();
  const n = Number(t);
  if (!/^\d+$/.test(t) || n < 1 || n > MAX_BOUND_MIN) throw new RangeError(`Minutes per bound must be a whole number from 1 to ${MAX_BOUND_MIN}, not “${text.slice(0, 20)}”.`);
  return n;
}

/**
 * Preview the hand-off of `contact` in `edition` with bounds of `boundText` minutes, with `unitIds` (all
 * the contact's when absent; never throws: an error becomes the message). Commands read e.g. `6 Gordons: Advance`.
 */
export function previewHandOff(state: CampaignState, contact: CampaignContact, edition: Edition, boundText: string, unitIds?: readonly UnitId[]): HandOffPreview {
  try {
    const boundMin = parseBoundMin(boundText);
    const p = handOffPayload(state, contact, { edition, diceMode: 'seeded', seed: 1, boundMin, engagementId: 'preview', ...(unitIds ? { unitIds } : {}) });
    const subUnits = p.state.subUnits.map((s) => ({ name: s.name, side: s.side as SideId, bases: s.bases.length }));
    const commands = p.state.formations.map((f) => `${f.name}: ${HIGH_COMMAND_LABELS[p.highCommands?.[f.id] ?? 'hold']}`);
    return { ok: true, title: p.title, subUnits, bases: subUnits.reduce((n, s) => n + s.bases, 0), commands, engagement: p.state, highCommands: p.highCommands ?? {} };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
