/**
 * The minefield events (1916 module, `002_0a64821d231c1bbf.txt` §2.5 Field Works; docs/RULINGS.md §1916
 * minefields):
 * - `minefield.laid`: the umpire places a minefield (the scenario's, or one laid off the timeline) — its
 *   markers, name, side and minute. A "Lay minefield" task lays its own when the clock completes it
 *   (`clock.advanced`'s `tasksDone`).
 * - `minefield.removed`: the umpire takes one off the map, with a note. The seed has no clearing ("there is no
 *   ability to clear a path through a minefield once it is in play"): this is a correction of the map, or a
 *   scenario's own rule.
 * Refused, naming the path: an id in use or unknown, a minute after the clock.
 */
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { hasKey, recordWith, stepState } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import { clockText } from '../model/localTime.ts';
import type { CampaignState } from '../model/types.ts';
import { FIELD_WORK_PAYLOADS, type FieldWorkPayloads } from './payloads.ts';

type Laid = FieldWorkPayloads['minefield.laid'];
type Removed = FieldWorkPayloads['minefield.removed'];

function applyLaid(state: CampaignState, event: { seq: number; at: number; payload: Laid }): CampaignState {
  const f = event.payload.minefield;
  if (hasKey(state.minefields, f.id)) throw new EventError(`${state.minefields![f.id]!.name} is on the map already (a minefield with this id)`, 'payload.minefield.id');
  if (f.laidAtMin > event.at) throw new EventError(`a minefield cannot be laid after the clock (minute ${event.at}), got minute ${f.laidAtMin}`, 'payload.minefield.laidAtMin');
  const copy = { ...f, markers: f.markers.map((p) => ({ ...p })) };
  return stepState(state, event, { minefields: recordWith(state.minefields, f.id, copy) });
}

function applyRemoved(state: CampaignState, event: { seq: number; at: number; payload: Removed }): CampaignState {
  const id = event.payload.minefieldId;
  if (!hasKey(state.minefields, id)) throw new EventError(`unknown minefield "${id}"`, 'payload.minefieldId');
  return stepState(state, event, { minefields: recordWith(state.minefields, id, undefined) });
}

const minefieldLaid = defineEvent({
  type: 'minefield.laid',
  version: 1,
  migrations: {},
  payload: FIELD_WORK_PAYLOADS['minefield.laid'],
  apply: applyLaid,
  describe(event, state) {
    const f = event.payload.minefield;
    const n = f.markers.length;
    const whose = f.side === null ? '' : `, ${state?.sides[f.side].name ?? f.side}`;
    return `laid ${f.name} (${n} marker${n === 1 ? '' : 's'} of 80 yards${whose}) at ${clockText(state, f.laidAtMin)}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

const minefieldRemoved = defineEvent({
  type: 'minefield.removed',
  version: 1,
  migrations: {},
  payload: FIELD_WORK_PAYLOADS['minefield.removed'],
  apply: applyRemoved,
  describe(event, state) {
    const name = state?.minefields?.[event.payload.minefieldId]?.name ?? 'a minefield';
    const note = event.payload.note.trim();
    return `took ${name} off the map${note === '' ? '' : `: ${note}`}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

/** The minefield events, in the order the registry lists them. */
export const FIELD_WORK_EVENTS = [minefieldLaid, minefieldRemoved] as const;
