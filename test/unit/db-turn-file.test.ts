/**
 * The store with the campaign-turn events: every type appended (routes, the clock carrying moves and
 * contacts, contacts dismissed, handed off and settled, an engagement returned), exported → imported →
 * exported byte-identical with the same state; bad drafts and bad files refused naming the path (the
 * database left as it was); a unit's facing, engaged-until and broken fields in a scenario checked; a snapshot holding routes
 * and contacts opened with their null prototypes restored (fold version 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventError, foldEvents, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { buildLedger, holdingsOf } from '../../src/campaign/log/ledgers.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { ImportError } from '../../src/db/errors.ts';
import { FOLD_VERSION, reviveState } from '../../src/db/snapshots.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { at, logisticsScenario } from './campaign-logistics-fixture.ts';
import { clockDraft, moveOf, routeDraft, tankRoute, turnDrafts } from './campaign-turn-events-fixture.ts';
import { dumpDatabase, newStore, importElsewhere } from './db-helpers.ts';

const TURN_TYPES = ['route.set', 'route.cleared', 'clock.advanced', 'contact.settled', 'contact.dismissed', 'engagement.created', 'engagement.returned'];

let store: DexieCampaignStore;
let idb: IDBFactory;
let id: string;
let text: string;

beforeAll(async () => {
  ({ store, idb } = newStore());
  id = (await store.createFromScenario(logisticsScenario(), 'Turn')).id;
  for (const d of turnDrafts()) await store.append(id, d);
  text = await store.exportText(id);
});
afterAll(() => store.close());

type FileEvent = { type: string; payload: Record<string, unknown> };

/** The file with the `n`-th event of `type` changed by `edit` (on its payload), and that event's index. */
function withEvent(type: string, edit: (payload: Record<string, unknown>) => void, n = 0): [string, number] {
  const doc = JSON.parse(text) as { events: FileEvent[] };
  const index = doc.events.map((e, i) => [e.type, i] as const).filter(([t]) => t === type)[n]![1];
  edit(doc.events[index]!.payload);
  return [JSON.stringify(doc), index];
}

/** `[path, message]` of the first issue of the `ImportError` of importing `file`. */
async function importRefusal(file: string): Promise<[string, string]> {
  const err = await store.importText(file).catch((e: unknown) => e);
  if (!(err instanceof ImportError)) throw new Error(`expected an ImportError, got ${String(err)}`);
  return [err.issues[0]!.path, err.issues[0]!.message];
}

/** The refusal of importing the file with the `n`-th `type` event edited: `[path after events[i].payload, message]`. */
async function refusedEdit(type: string, edit: (p: Record<string, any>) => void, n = 0): Promise<[string, string]> {
  const [file, index] = withEvent(type, edit, n);
  const [path, message] = await importRefusal(file);
  const head = `events[${index}].payload`;
  if (!path.startsWith(head)) throw new Error(`expected a path under ${head}, got ${path}: ${message}`);
  return [path.slice(head.length), message];
}

describe('campaign files with the route and contact events', () => {
  it('every campaign-turn event type is stored, and export → import → export is byte-identical with the same state', async () => {
    const events = JSON.parse(text).events as CampaignEvent[];
    for (const t of TURN_TYPES) expect([t, events.some((e) => e.type === t)]).toEqual([t, true]);
    const clock = events.find((e) => e.type === 'clock.advanced')!;
    expect(Object.keys(clock.payload)).toEqual(['toMin', 'moves', 'contacts']);
    const { store: other, meta: copy } = await importElsewhere(text);
    expect(await other.exportText(copy.id)).toBe(text);
    const { state } = await other.open(copy.id);
    expect(state).toEqual((await store.open(id)).state);
    expect(state).toEqual(foldEvents(null, await store.events(id)));
    expect(state.routes).toEqual({});
    expect(Object.fromEntries(Object.values(state.contacts!).map((c) => [c.id, c.status]))).toEqual({ 'k-60-1': 'returned', 'k-60-2': 'dismissed', 'k-120-1': 'settled' });
    expect([state.units['gb-6gordons']!.bases, state.units['de-ir84-2']!.bases, state.units['de-ir84-2']!.broken, state.engagements!['e-k1']!.returnedSeq]).toEqual([7, 5, true, 8]);
    expect(holdingsOf(state, 'gb-tc-5')).toEqual({ CU: 2, FU: 0, POL: 6 });
    expect(buildLedger(await other.events(copy.id)).balance('gb-tc-5', 'POL')).toBe(6);
  });

  it('refuses a bad draft naming the path: the schema first, then the fold', async () => {
    const bad = { ...routeDraft({ ...tankRoute(), posture: 'attack' } as never) } as EventDraft;
    const err = (await store.append(id, bad).catch((e: unknown) => e)) as EventError;
    expect(err).toBeInstanceOf(EventError);
    expect([err.path, err.message]).toEqual(['payload.route.posture', 'payload.route.posture: unknown posture "attack"; expected one of: advance, defence']);
    const fold = (await store.append(id, clockDraft(180, [moveOf('gb-tc-5', at(9000, 14600))])).catch((e: unknown) => e)) as EventError;
    expect([fold.path, fold.message]).toEqual(['payload.moves[0].unitId', '5 Coy TC has no route to march along']);
  });

  it('refuses bad files naming the path, and leaves the database as it was', async () => {
    const before = await dumpDatabase(idb);
    expect(await refusedEdit('route.set', (p) => (p.route.waypoints[0].ref = '<b>0913</b>'))).toEqual(['.route.waypoints[0].ref', 'contains HTML-like markup (“<b>”); use plain text']);
    expect(await refusedEdit('route.set', (p) => (p.route.mode = 'gallop'))).toEqual(['.route.mode', 'unknown movement mode "gallop"; expected one of: moveToContact, advanceInContact, roadMarch']);
    expect(await refusedEdit('route.cleared', (p) => (p.unitId = 'no good'))).toEqual(['.unitId', '"no good" is not a valid id (letters, digits, ".", "_", "-"; at most 80; starting with a letter or digit)']);
    expect(await refusedEdit('clock.advanced', (p) => (p.moves[0].facingDeg = 360))).toEqual(['.moves[0].facingDeg', 'facingDeg must be less than 360, got 360']);
    expect(await refusedEdit('clock.advanced', (p) => (p.moves[0].speed = 3))).toEqual(['.moves[0].speed', 'unknown field "speed"']);
    expect(await refusedEdit('clock.advanced', (p) => (p.contacts[0].opening.redDie = 7))).toEqual(['.contacts[0].opening.redDie', 'redDie must be at most 6, got 7']);
    expect(await refusedEdit('clock.advanced', (p) => (p.contacts[0].pairs[0].band = 'far'))).toEqual(['.contacts[0].pairs[0].band', 'unknown range band "far"; expected one of: contact, effective, harass']);
    expect(await refusedEdit('clock.advanced', (p) => (p.contacts[1].status = 'lost'))).toEqual(['.contacts[1].status', 'unknown contact status "lost"; expected one of: open, settled, handedOff, returned, dismissed']);
    expect(await refusedEdit('contact.dismissed', (p) => (p.note = 'ring\u0007'))).toEqual(['.note', 'contains a control character (U+0007)']);
    expect(await refusedEdit('engagement.created', (p) => (p.highCommands['gb-6gordons'] = 'charge'))).toEqual(['.highCommands.gb-6gordons', 'unknown high command "charge"; expected one of: advance, hold, assault, retreat']);
    expect(await refusedEdit('engagement.created', (p) => (p.boundMin = 0))).toEqual(['.boundMin', 'boundMin must be at least 1, got 0']);
    expect(await refusedEdit('engagement.returned', (p) => (p.breakTests[0].test = 3))).toEqual(['.breakTests[0].test', 'test must be 1 or 2, got 3']);
    expect(await refusedEdit('engagement.returned', (p) => (p.outcomes[0].killed = -1))).toEqual(['.outcomes[0].killed', 'killed must be zero or more (not negative), got -1']);
    expect(await refusedEdit('contact.settled', (p) => (p.outcome = 'win'))).toEqual(['.outcome', 'unknown combat outcome "win"; expected one of: assaultSucceeded, firefightWon, attackCalledOff, attackerBroken, defenderBroken, attackerDestroyed, defenderDestroyed, defenderSurrendered, tanksRolledIn, shotAndScooted, undecided']);
    expect(await refusedEdit('contact.settled', (p) => (p.outcomes[0].cuSpent = 9))).toEqual(['.outcomes[0].cuSpent', '5 Coy TC holds 3 CU and cannot fire 9 (short by 6)']);
    expect(await refusedEdit('clock.advanced', (p) => (p.moves[0].pol = 9))).toEqual(['.moves[0].pol', '5 Coy TC holds 8 POL and cannot burn 9 (short by 1)']);
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('checks a unit’s facing, engaged-until and broken fields in a scenario', async () => {
    const scenario = logisticsScenario();
    const units = scenario.units.map((u) => (u.id === 'gb-tc-5' ? { ...u, facingDeg: 90, engagedUntilMin: 30, broken: true } : u));
    const ok = await store.createFromScenario({ ...scenario, units }, 'With facing');
    expect((await store.open(ok.id)).state.units['gb-tc-5']).toMatchObject({ facingDeg: 90, engagedUntilMin: 30, broken: true });
    const index = units.findIndex((u) => u.id === 'gb-tc-5');
    const bad = units.map((u) => (u.id === 'gb-tc-5' ? { ...u, facingDeg: 400 } : u));
    const err = (await store.createFromScenario({ ...scenario, units: bad }, 'Bad facing').catch((e: unknown) => e)) as ImportError;
    expect(err).toBeInstanceOf(ImportError);
    expect([err.issues[0]!.path, err.issues[0]!.message]).toEqual([`scenario.units[${index}].facingDeg`, 'facingDeg must be 0…360, got 400']);
  });
});

describe('snapshots with routes and contacts', () => {
  it('a snapshot at event 250 holds the routes and contacts, and opens to the same state', async () => {
    const { store: s, idb: db } = newStore();
    const m = await s.createFromScenario(logisticsScenario(), 'Snap');
    for (const d of [...turnDrafts(), routeDraft({ ...tankRoute(), issuedAtMin: 120, effectiveAtMin: 130 }, 120)]) await s.append(m.id, d);
    let last: CampaignState | undefined;
    for (let i = 12; i <= 250; i++) last = (await s.append(m.id, { at: 120, type: 'unit.moved', v: 1, payload: { unitId: 'gb-6seaforth', to: { lon: 3.06 + i * 1e-5, lat: 50.09 } } })).state;
    const snaps = await s.db.snapshots.toArray();
    expect(snaps.map((r) => [r.seq, r.fold, Object.keys(r.state.routes!), Object.keys(r.state.contacts!)])).toEqual([[250, FOLD_VERSION, ['gb-tc-5'], ['k-60-1', 'k-60-2', 'k-120-1']]]);
    s.close();
    const fresh = newStore({ indexedDB: db }).store;
    const opened = await fresh.open(m.id);
    expect(opened.state).toEqual(last);
    expect([Object.getPrototypeOf(opened.state.routes), Object.getPrototypeOf(opened.state.contacts)]).toEqual([null, null]);
    expect(opened.state.contacts!['constructor']).toBeUndefined();
    fresh.close();
  });

  it('reviveState restores the null prototypes of routes and contacts; fold version 8', () => {
    expect(FOLD_VERSION).toBe(8);
    const state = JSON.parse(JSON.stringify(foldEvents(null, [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: logisticsScenario() } }]))) as CampaignState;
    const stored = JSON.parse(JSON.stringify({ ...state, routes: { 'gb-tc-5': tankRoute() }, contacts: { 'k-1': { id: 'k-1' } } })) as CampaignState;
    const revived = reviveState(stored);
    expect([Object.getPrototypeOf(revived.routes), Object.getPrototypeOf(revived.contacts)]).toEqual([null, null]);
    expect(revived.routes).toEqual({ 'gb-tc-5': tankRoute() });
    const old = reviveState(state);
    expect('routes' in old || 'contacts' in old).toBe(false);
  });
});
