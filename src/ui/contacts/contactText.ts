/**
 * How the contacts queue words a contact (no React): its time, grid reference, units, closest range
 * band, the recce sequence (004 §THE RECCE SEQUENCE, §ENGAGEMENT TABLE), its status, and which contacts
 * the queue shows, newest first. Every text is plain (the screen renders it as text).
 */
import { formatCampaignClock, hmText, localDateTimeAt, outcomeText, type CampaignContact, type CombatOutcome, type ContactStatus, type CampaignState, type SideId, type UnitId } from '../../campaign/index.ts';
import { COMBAT_OUTCOMES } from '../../rules/operational/combatTypes.ts';
import { readableGridRef } from '../../rules/grid.ts';
import type { RangeBand } from '../../rules/operational/contacts.ts';
import type { EngagementRange } from '../../rules/tables/nqm.ts';

/** A range band of 004 §WEAPON RANGE TABLE in words. */
export const BAND_WORDS: Readonly<Record<RangeBand, string>> = { contact: 'contact range', effective: 'effective range', harass: 'harassing range' };

/** The range a defender holds its fire until (004 §ENGAGEMENT TABLE) in words. */
export const OPENS_AT_WORDS: Readonly<Record<EngagementRange, string>> = { harass: 'harassing range', effect: 'effective range', contact: 'contact range' };

/** A contact's status in words. */
export const STATUS_WORDS: Readonly<Record<ContactStatus, string>> = {
  open: 'Open',
  settled: 'Settled',
  handedOff: 'With the bound engine',
  returned: 'Returned from the bound engine',
  dismissed: 'Dismissed',
};

/** Statuses of a closed contact (hidden unless "Show closed contacts" is ticked). */
export const CLOSED_STATUSES: ReadonlySet<ContactStatus> = new Set<ContactStatus>(['settled', 'returned', 'dismissed']);

/** A grid reference as the umpire reads it (`formatGridRef`, e.g. `053 124`); the stored text when it cannot be parsed. */
export function refText(state: Pick<CampaignState, 'grid'>, ref: string): string {
  return readableGridRef(state.grid, ref);
}

/** When the contact was found, e.g. `Tue 20 Nov 1917 09:00`; the campaign minute if the start time is unreadable. */
export function contactTimeText(state: Pick<CampaignState, 'startLocal'>, atMin: number): string {
  try {
    return formatCampaignClock(state.startLocal, atMin);
  } catch {
    return `minute ${atMin}`;
  }
}

/** The wall-clock time alone, e.g. `09:00` (the campaign minute if the start time is unreadable). */
export function clockHmText(state: Pick<CampaignState, 'startLocal'>, atMin: number): string {
  try {
    return hmText(localDateTimeAt(state.startLocal, atMin));
  } catch {
    return `minute ${atMin}`;
  }
}

/** A unit's short name (its id if the campaign no longer has it). */
export function shortName(state: Pick<CampaignState, 'units'>, id: UnitId): string {
  return state.units[id]?.shortName ?? id;
}

/** Short names joined with commas, e.g. `6 Gordons, 8 A&SH`. */
export function unitsText(state: Pick<CampaignState, 'units'>, ids: readonly UnitId[]): string {
  return ids.map((id) => shortName(state, id)).join(', ');
}

/** Blue units vs red units, e.g. `6 Gordons vs I/84`. */
export function sidesText(state: Pick<CampaignState, 'units'>, c: Pick<CampaignContact, 'blueIds' | 'redIds'>): string {
  return `${unitsText(state, c.blueIds)} vs ${unitsText(state, c.redIds)}`;
}

/** The closest pair's band and gap, e.g. `effective range, 450 m`; `no pairs recorded` for none. */
export function closestText(c: Pick<CampaignContact, 'pairs'>): string {
  if (c.pairs.length === 0) return 'no pairs recorded';
  const p = c.pairs.reduce((m, x) => (x.gapM < m.gapM ? x : m));
  return `${BAND_WORDS[p.band]}, ${Math.round(p.gapM)} m`;
}

/**
 * The recce sequence in words (004 §THE RECCE SEQUENCE): `meeting engagement` when both sides moved in
 * (no recce side); else `<recce> (<grade>) recce vs <defender> (<grade>): ` and what the dice said —
 * `red die 4 — sighted first`, `sighted first (no die needed)`, `red die 2 — not sighted; blue die 3 —
 * defender holds fire to effective range`, `… defender holds fire to contact range (no die needed)`.
 * `not sighted (no die: it cannot be sighted first)` when the table says never. A recce side without an opening: `<side> moved into contact; no recce sequence`.
 */
export function recceText(state: Pick<CampaignState, 'units' | 'sides'>, c: Pick<CampaignContact, 'recceSide' | 'recceId' | 'defenderId' | 'opening'>): string {
  if (c.recceSide === null) return 'meeting engagement';
  const o = c.opening;
  if (o === null || c.recceId === null || c.defenderId === null) return `${state.sides[c.recceSide]?.name ?? c.recceSide} moved into contact; no recce sequence`;
  const who = (id: UnitId) => `${shortName(state, id)} (${state.units[id]?.grade ?? '?'})`;
  const head = `${who(c.recceId)} recce vs ${who(c.defenderId)}: `;
  const red = o.redDie === null ? null : `red die ${o.redDie}`;
  if (o.recceSightsFirst) return head + (red ? `${red} — sighted first` : 'sighted first (no die needed)');
  const first = red ? `${red} — not sighted` : 'not sighted (no die: it cannot be sighted first)';
  const opens = o.defenderOpensAt ? `defender holds fire to ${OPENS_AT_WORDS[o.defenderOpensAt]}` : 'defender opens fire at once';
  const blue = o.blueDie === null ? `${opens} (no die needed)` : `blue die ${o.blueDie} — ${opens}`;
  return `${head}${first}; ${blue}`;
}

const OUTCOMES: ReadonlySet<string> = new Set<CombatOutcome>(COMBAT_OUTCOMES);

/**
 * The result the fold wrote (`turnEvents.ts`) in the queue's words: a settled outcome's name in words
 * (`firefightWon after 3 h (blue attacking)` → `the attacker won the firefight and pushes on after 3 h
 * (blue attacking)`), without the prefix that repeats the status (`dismissed: `, `bound engine: `);
 * null when nothing is left.
 */
export function resultText(c: Pick<CampaignContact, 'status' | 'result'>): string | null {
  const r = c.result ?? '';
  let out = r;
  if (c.status === 'dismissed') out = r.replace(/^dismissed:?\s*/, '');
  else if (c.status === 'returned') out = r.replace(/^bound engine:\s*/, '');
  else if (c.status === 'settled') {
    const m = /^(\w+)( after .*)$/.exec(r);
    if (m && OUTCOMES.has(m[1]!)) out = `${outcomeText(m[1] as CombatOutcome)}${m[2]}`;
  }
  return out === '' ? null : out;
}

/** Status and result, e.g. `Open`, `Dismissed: let the recce pass`, `Returned from the bound engine: 2 bounds, 10 min (umpire)`. */
export function statusText(c: Pick<CampaignContact, 'status' | 'result'>): string {
  const r = resultText(c);
  return r ? `${STATUS_WORDS[c.status]}: ${r}` : STATUS_WORDS[c.status];
}

/** The number at the end of a contact id (`ct-<minute>-<n>`), 0 when there is none. */
function serial(id: string): number {
  const m = /-(\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
}

/**
 * The contacts the queue shows: newest first (by minute; contacts of one minute in the order they were
 * found), closed ones (`CLOSED_STATUSES`) only when `showClosed`.
 */
export function queueOf(state: Pick<CampaignState, 'contacts'>, showClosed: boolean): CampaignContact[] {
  return Object.values(state.contacts ?? {})
    .filter((c) => showClosed || !CLOSED_STATUSES.has(c.status))
    .sort((a, b) => b.atMin - a.atMin || serial(a.id) - serial(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A side's name, e.g. `British (Third Army)` (the side id when the campaign has no name for it). */
export function sideName(state: Pick<CampaignState, 'sides'>, side: SideId): string {
  return state.sides[side]?.name ?? side;
}
