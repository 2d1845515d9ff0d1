/**
 * Handing a contact to the 1418 bound engine : the engagement built from the campaign — each
 * unit broken into its sub-units and bases (`buildEngagementInput`), deployed across its real-estate
 * frontage at the front edge of its ground (004 §REAL ESTATE TABLE: half its depth towards the enemy),
 * dug in as it is, with the high command its orders give it — as the
 * payload of `engagement.created`, linked to the contact. The units are the umpire's choice from the
 * proposal of who fights (`proposeContactForces`; docs/RULINGS.md §Who fights a contact). The ground under each base is read by the
 * engagement screen's terrain query as for any engagement.
 */
import { createEngagement } from '../../rules/bound/create.ts';
import type { HighCommand } from '../../rules/tables/commands1418.ts';
import type { Edition } from '../../rules/types.ts';
import { buildEngagementInput } from './engagements.ts';
import { refuseAtNight } from '../turn/turnEvents.ts';
import { DEFAULT_BOUND_MIN, MAX_BOUND_MIN } from './engagementEvents.ts';
import type { EngagementPayloads } from './payloads.ts';
import { footprintIn, groundUnits } from '../ground/ground.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState, DiceMode, HighCommandCell, UnitId } from '../model/types.ts';

/**
 * The umpire's choices when handing off: edition, dice, seed, bound length (minutes), engagement id, and
 * the units that fight (`unitIds`, both sides; the proposal of `proposeContactForces` as the umpire left
 * it). Without `unitIds` every unit of the contact fights.
 */
export type HandOffChoice = { edition: Edition; diceMode: DiceMode; seed: number; boundMin?: number; engagementId: string; unitIds?: readonly UnitId[] };

/**
 * A unit's high command at the hand-off (001 §HIGH COMMANDS): the cell of a high-command sheet by hours
 * covering `atMin` for it (a bombard cell reads as hold), else 'advance' while it has a route, else 'hold'.
 */
export function highCommandAt(state: CampaignState, unitId: UnitId, atMin: number): HighCommand {
  for (const sheet of Object.values(state.sheets ?? {})) {
    if (sheet.columnKind !== 'hour' || !sheet.rows.includes(unitId)) continue;
    const col = Math.floor((atMin - sheet.startMin) / 60);
    const cell = col >= 0 && col < sheet.columnCount ? sheet.cells[unitId]?.[col] : null;
    if (cell) return cell.command === 'bombard' ? 'hold' : cell.command;
  }
  return state.routes && Object.hasOwn(state.routes, unitId) ? 'advance' : 'hold';
}

/**
 * Each formation's command for `bound` (1 = the first) from a high-command sheet by bounds that has it
 * as a row (001 §HIGH COMMANDS: the sheet is the umpire's or player's orders bound by bound): column
 * `bound − 1`'s cell, where it is filled; formations no such sheet covers, or whose cell is blank or past
 * the sheet's last column, are absent. Sheets are read in the order they were saved; the first one
 * covering a formation gives its command.
 */
export function sheetCommandsAtBound(state: CampaignState, formationIds: readonly UnitId[], bound: number): Record<UnitId, HighCommandCell> {
  const out: Record<UnitId, HighCommandCell> = {};
  const covered = new Set<UnitId>();
  for (const sheet of Object.values(state.sheets ?? {})) {
    if (sheet.columnKind !== 'bound') continue;
    for (const id of formationIds) {
      if (covered.has(id) || !sheet.rows.includes(id)) continue;
      covered.add(id);
      const cell = bound >= 1 && bound <= sheet.columnCount ? sheet.cells[id]?.[bound - 1] : null;
      if (cell) out[id] = { ...cell };
    }
  }
  return out;
}

/**
 * The `engagement.created` payload handing `contact` (open) to the bound engine under `choice`, with
 * the units chosen (`choice.unitIds`) or else all the contact's. Units left out stay on the map. Throws
 * `RangeError` for a contact that is not open, a bad bound length or seed, and what `buildEngagementInput`
 * throws (the message names the unit; an engagement needs a unit of each side).
 */
export function handOffPayload(state: CampaignState, contact: CampaignContact, choice: HandOffChoice): EngagementPayloads['engagement.created'] {
  if (contact.status !== 'open') throw new RangeError(`contact ${contact.ref} is ${contact.status}, not open`);
  refuseAtNight(state, 'no contact is handed off');
  const boundMin = choice.boundMin ?? DEFAULT_BOUND_MIN;
  if (!Number.isInteger(boundMin) || boundMin < 1 || boundMin > MAX_BOUND_MIN) throw new RangeError(`a bound stands for 1–${MAX_BOUND_MIN} minutes, got ${boundMin}`);
  if (!Number.isSafeInteger(choice.seed)) throw new RangeError(`the seed must be a whole number, got ${choice.seed}`);
  const unitIds = choice.unitIds ? [...new Set(choice.unitIds)] : [...contact.blueIds, ...contact.redIds];
  const frontageM: Record<UnitId, number> = {};
  const forwardM: Record<UnitId, number> = {};
  for (const g of groundUnits(state)) {
    if (!unitIds.includes(g.unit.id)) continue;
    const fp = footprintIn(g);
    if (fp) {
      frontageM[g.unit.id] = fp.frontageM;
      forwardM[g.unit.id] = fp.depthM / 2;
    }
  }
  const built = buildEngagementInput(state, unitIds, { edition: choice.edition, frontageM, forwardM });
  const highCommands: Record<string, HighCommand> = {};
  for (const f of built.input.formations) highCommands[f.id] = highCommandAt(state, f.id, contact.atMin);
  return {
    engagementId: choice.engagementId,
    title: `${built.title} (${contact.ref})`.slice(0, 120),
    origin: built.origin,
    seed: choice.seed,
    diceMode: choice.diceMode,
    unitIds,
    state: createEngagement(built.input),
    contactId: contact.id,
    boundMin,
    highCommands,
  };
}
