/**
 * Engagement events in the store: appended like any event (schema-checked, then folded), undone one
 * step at a time, exported → imported → exported byte for byte, and hostile engagement payloads in
 * a file refused with the path and reason while the database stays exactly as it was. The frozen
 * version-1 database (snapshots without `engagements`) opens and takes engagement events.
 */
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagementInput } from '../../src/campaign/engagement/engagements.ts';
import { EventError, type EventDraft } from '../../src/campaign/events.ts';
import { ImportError } from '../../src/db/errors.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { createEngagement } from '../../src/rules/bound/index.ts';
import { dumpDatabase, newStore } from './db-helpers.ts';
import { TABLE_TITLE, engagementDrafts, tableScenario } from './engagement-helpers.ts';

let store: DexieCampaignStore;
let idb: IDBFactory;
let text: string;
let before: string;

beforeAll(async () => {
  ({ store, idb } = newStore());
  const meta = await store.createFromScenario(tableScenario(), 'Table game');
  const { drafts } = engagementDrafts((await store.open(meta.id)).state, 4);
  for (const d of drafts) await store.append(meta.id, d);
  text = await store.exportText(meta.id);
  before = await dumpDatabase(idb);
});
afterAll(() => store.close());

describe('engagement events in the store', () => {
  it('are appended, folded, and undone one step at a time with a sentence naming the step', async () => {
    const opened = await store.open('c-1');
    expect(opened.meta.headSeq).toBe(7);
    const e = opened.state.engagements['e-1']!;
    expect(e).toMatchObject({ title: TABLE_TITLE, createdSeq: 2, diceMode: 'seeded' });
    expect(e.state).toMatchObject({ bound: 1, phase: 'executing', stepIndex: 4 });

    const { store: s, idb: other } = newStore();
    const m = await s.importText(text);
    const undone = await s.undo(m.id);
    expect(undone.description).toBe(`Undid: ran step 4 of bound 1 in “${TABLE_TITLE}”`);
    expect(undone.state.engagements['e-1']!.state.stepIndex).toBe(3);
    expect(undone.state.engagements['e-1']!.records.length).toBe(e.records.length - (undone.removed[0] as { payload: { records: unknown[] } }).payload.records.length);
    // A fresh store (no cache) folds the log to the same state.
    const fresh = newStore({ indexedDB: other }).store;
    expect((await fresh.open(m.id)).state).toEqual(undone.state);
    fresh.close();
    s.close();
  });

  it('refuses a draft whose payload fails the schema, naming the path, and writes nothing', async () => {
    const { store: s, idb: i } = newStore();
    const m = await s.createFromScenario(tableScenario(), 'Table');
    const { drafts } = engagementDrafts((await s.open(m.id)).state, 0);
    const bad = structuredClone(drafts[0]!) as EventDraft<'engagement.created'>;
    bad.payload.state.subUnits[0]!.name = '<b>HQ</b>';
    const was = await dumpDatabase(i);
    const err = await s.append(m.id, bad).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(EventError);
    expect((err as EventError).path).toBe('payload.state.subUnits[0].name');
    expect((err as EventError).message).toBe('payload.state.subUnits[0].name: contains HTML-like markup (“<b>”); use plain text');
    expect(await dumpDatabase(i)).toBe(was);
    s.close();
  });
});

describe('export and import with engagement events', () => {
  it('export → import → export is byte-identical, and the import opens to the same state', async () => {
    const { store: s } = newStore();
    const m = await s.importText(text);
    expect(m.headSeq).toBe(7);
    expect(await s.exportText(m.id)).toBe(text);
    expect((await s.open(m.id)).state).toEqual((await store.open('c-1')).state);
    const file = JSON.parse(text) as { events: { type: string; payload: Record<string, unknown> }[] };
    expect(file.events.map((e) => e.type)).toEqual(['campaign.created', 'engagement.created', 'engagement.planned', ...Array(4).fill('engagement.stepped')]);
    expect(Object.keys(file.events[3]!.payload)).toEqual(['engagementId', 'rolls', 'diceState', 'state', 'records']);
    s.close();
  });

  const hostile: [string, (f: { events: { payload: any }[] }) => void, string][] = [
    [
      'HTML in a sub-unit name',
      (f) => void (f.events[1]!.payload.state.subUnits[2].name = '<img src=x onerror=alert(1)>'),
      'events[1].payload.state.subUnits[2].name: contains HTML-like markup (“<img src=x onerror=a”); use plain text',
    ],
    [
      'a NaN-like string for a base position',
      (f) => void (f.events[3]!.payload.state.subUnits[1].bases[0].xM = 'NaN'),
      'events[3].payload.state.subUnits[1].bases[0].xM: expected a number, got "NaN"',
    ],
    [
      'an unknown record kind',
      (f) => void (f.events[2]!.payload.records[0].kind = 'teleport'),
      'events[2].payload.records[0].kind: unknown record kind "teleport"',
    ],
    [
      'an unknown field in a record',
      (f) => void (f.events[3]!.payload.records[0].html = 'x'),
      'events[3].payload.records[0].html: unknown field "html"',
    ],
    [
      'a state of another schema',
      (f) => void (f.events[1]!.payload.state.schema = 'bound1939'),
      'events[1].payload.state.schema: the engagement state\'s schema must be "bound1418", got "bound1939"',
    ],
    [
      'a die of 0 in the rolls',
      (f) => void (f.events[3]!.payload.rolls = [0]),
      'events[3].payload.rolls[0]: a die must be at least 1, got 0',
    ],
    [
      'a step for an engagement that was never created',
      (f) => void (f.events[4]!.payload.engagementId = 'e-9'),
      'events[4].payload.engagementId: unknown engagement "e-9"',
    ],
    [
      'an engagement created twice',
      (f) => void (f.events[2] = { ...f.events[1]!, seq: 3 } as never),
      'events[2].payload.engagementId: engagement "e-1" already exists',
    ],
  ];

  it.each(hostile)('refuses %s, naming the path, and writes nothing', async (_what, mutate, start) => {
    const file = JSON.parse(text) as { events: { payload: any }[] };
    mutate(file);
    const err = await store.importText(JSON.stringify(file)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).message.startsWith(start), `message was: ${(err as ImportError).message}`).toBe(true);
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('refuses a __proto__ key inside an engagement state, naming the path, and writes nothing', async () => {
    const at = text.indexOf('"settings": {');
    expect(at).toBeGreaterThan(0);
    const bad = `${text.slice(0, at)}"settings": { "__proto__": { "polluted": true },${text.slice(at + '"settings": {'.length)}`;
    const err = (await store.importText(bad).catch((e: unknown) => e)) as ImportError;
    expect(err).toBeInstanceOf(ImportError);
    expect(err.message).toBe('events[1].payload.state.settings.__proto__: the key "__proto__" is not allowed (it could alter program objects)');
    expect(({} as Record<string, unknown>).polluted).toBe(undefined);
    expect(await dumpDatabase(idb)).toBe(before);
  });
});

describe('the frozen version-1 database', () => {
  it('opens from its engagement-less snapshot and takes an engagement, then exports and imports it', async () => {
    const fixture = JSON.parse(readFileSync(new URL('../fixtures/db-v1/cambrai-small.json', import.meta.url), 'utf8')) as {
      stores: { name: string; rows: Record<string, unknown>[] }[];
    };
    const { store: s, idb: raw } = newStore();
    await s.db.transaction('rw', [s.db.campaigns, s.db.events, s.db.snapshots], async () => {
      for (const t of fixture.stores) await s.db.table(t.name).bulkPut(t.rows);
    });
    s.close();
    const fresh = newStore({ indexedDB: raw }).store;
    const opened = await fresh.open('cmp-1');
    expect(opened.state.engagements).toEqual({});
    const built = buildEngagementInput(opened.state, ['gb-6gordons', 'de-ir84-2']);
    const draft: EventDraft = {
      at: 41,
      type: 'engagement.created',
      v: 1,
      payload: { engagementId: 'flesquieres', title: built.title, origin: built.origin, seed: 1917, diceMode: 'typed', unitIds: ['gb-6gordons', 'de-ir84-2'], state: createEngagement(built.input) },
    };
    const r = await fresh.append('cmp-1', draft);
    expect(r.event.seq).toBe(264);
    expect(r.state.engagements['flesquieres']).toMatchObject({ title: '1/6 Gordons vs II./84', diceMode: 'typed', createdSeq: 264 });
    const copy = await fresh.importText(await fresh.exportText('cmp-1'));
    expect((await fresh.open(copy.id)).state).toEqual(r.state);
    expect((await fresh.undo('cmp-1')).description).toBe('Undid: opened engagement “1/6 Gordons vs II./84” (2 units)');
    fresh.close();
  });
});
