/**
 * Campaign files: deterministic export, export → import → export byte-identical, and the corpus of
 * bad files in test/fixtures/import/, each refused with the expected path and reason while the
 * database stays byte-for-byte as it was.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from '../../src/db/errors.ts';
import { MAX_FILE_BYTES, parseCampaignFile, utf8ByteLength } from '../../src/db/fileFormat.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { dumpDatabase, moveDraft, newStore, nthMove, smallScenario, importElsewhere } from './db-helpers.ts';

const corpus = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), 'utf8');
const U = 'events[0].payload.scenario.units';

/** file → the exact start of the error message: `<path>: <reason>`. */
const BAD_FILES: [string, string][] = [
  ['truncated.json', '(file): the file ends in the middle of the JSON: it looks truncated'],
  ['not-json.txt', '(file): not valid JSON at line 1, column 1 (position 0): unexpected "Campaign not" where a value should be'],
  ['empty.json', '(file): the file is empty'],
  ['not-an-object.json', '(file): this is not a Campaign Desk file (expected a JSON object, got a list)'],
  ['wrong-format.json', 'format: this is not a Campaign Desk file (format "orbat-mapper"; expected "campaign-desk")'],
  ['wrong-format-version.json', 'formatVersion: this file is format version 7; this app reads versions 1 and 2 (it was written by a newer version of the app'],
  ['unknown-top-level-key.json', 'players: unknown field "players"'],
  ['proto-key-deep.json', 'events[1].payload.to.__proto__: the key "__proto__" is not allowed'],
  ['constructor-key.json', 'campaign.constructor: the key "constructor" is not allowed'],
  ['html-unit-name.json', `${U}[2].name: contains HTML-like markup (“<img src=x onerror=a”); use plain text`],
  ['html-campaign-name.json', 'campaign.name: contains HTML-like markup (“<script>”)'],
  ['html-in-edit-notes.json', 'events[2].payload.changes.notes: contains HTML-like markup'],
  ['control-char-short-name.json', `${U}[3].shortName: contains a control character (U+0007)`],
  ['dangling-parent.json', `${U}[3].parentId: unit "gb-6seaforth" names parent "gb-999bde", which is not listed before it`],
  ['dangling-support.json', `${U}[5].support.toId: unit "gb-e-bn-tc" supports unknown unit "gb-nowhere"`],
  ['unknown-unit-in-event.json', 'events[3].payload.unitId: unknown unit "gb-x"'],
  ['reserved-unit-id.json', 'events[4].payload.unitId: "constructor" is a reserved name and cannot be an id'],
  ['seq-gap.json', 'events[2].seq: event seq 4 does not follow 2'],
  ['first-event-not-created.json', 'events[0].type: the first event must be campaign.created, not unit.moved'],
  ['negative-bases.json', `${U}[2].bases: bases must be zero or more (not negative), got -3`],
  ['injured-more-than-bases.json', `${U}[2].injuredBases: Injured bases must be 0…8 (the bases present), got 12`],
  ['nan-string.json', `${U}[2].bases: expected a number, got "NaN"`],
  ['infinity-string-lon.json', 'events[1].payload.to.lon: expected a number, got "Infinity"'],
  ['lon-out-of-range.json', 'events[1].payload.to.lon: lon must be -180…180, got 200'],
  ['bad-unit-type.json', `${U}[4].type: unknown unit type "battleship"; expected one of: infantry, infantryReserve,`],
  ['unknown-unit-key.json', `${U}[0].colour: unknown field "colour"`],
  ['duplicate-unit-id.json', `${U}[3].id: duplicate unit id "gb-6gordons"`],
  ['event-version-2.json', 'events[1].v: event version 2 is not known; this app reads version 1'],
  ['unknown-event-type.json', 'events[1].type: unknown event type "unit.teleported"'],
  ['no-events.json', 'events: the file has no events'],
  ['map-mismatch.json', 'campaign.mapId: is "table-1418" but the scenario\'s map is "cambrai-1917"'],
  ['missing-campaign-name.json', 'campaign.name: missing required field "name"'],
  ['impossible-start-date.json', 'events[0].payload.scenario.startLocal: 1917-02-31T06:20 is not a real date (that month has no such day)'],
  ['impossible-created-at.json', 'campaign.createdAt: 2024-02-30T10:00:00.000Z is not a real date (that month has no such day)'],
  ['grid-too-fine.json', 'events[0].payload.scenario.grid.squareM: squareM must be 1…100000, got 0.5'],
  ['grid-too-many-squares.json', 'events[0].payload.scenario.grid: a grid of 20000 × 250 squares of 100 m is finer than the 10,000 squares each way a map can have'],
  ['bases-absurd.json', `${U}[2].bases: bases must be at most 1000, got 50000`],
];

let store: DexieCampaignStore;
let idb: IDBFactory;
let before: string;

beforeAll(async () => {
  ({ store, idb } = newStore());
  await store.createFromScenario(smallScenario(), 'Existing campaign');
  for (let i = 0; i < 5; i++) await store.append('c-1', nthMove(i));
  before = await dumpDatabase(idb);
});
afterAll(() => store.close());

describe('export and import', () => {
  it('export → import → export is byte-identical, and the import opens to the same state', async () => {
    const { store: s } = newStore();
    const m = await s.createFromScenario(smallScenario(), 'Flesquières');
    await s.append(m.id, moveDraft('gb-6gordons', 3.066, 50.112, 10));
    // Keys given in an unusual order are written in the canonical (schema) order.
    await s.append(m.id, { v: 1, payload: { changes: { injuredBases: 2, bases: 5 }, unitId: 'de-ir84-2' }, type: 'unit.edited', at: 15 } as never);
    const text1 = await s.exportText(m.id);
    expect(text1).toContain('"changes": {\n          "bases": 5,\n          "injuredBases": 2\n        }');
    expect(text1.endsWith('}\n')).toBe(true);
    expect(text1).not.toContain(m.id);
    expect(text1).not.toContain('updatedAt');
    const { store: other, meta: imported } = await importElsewhere(text1);
    expect(imported).toMatchObject({ name: 'Flesquières', mapId: 'cambrai-1917', createdAt: m.createdAt, headSeq: 3 });
    expect(await other.exportText(imported.id)).toBe(text1);
    expect((await other.open(imported.id)).state).toEqual((await s.open(m.id)).state);
    // Beside its original, the copy is named "Flesquières (2)" and otherwise the same.
    const beside = await s.importText(text1);
    expect([beside.name, beside.renamedFrom]).toEqual(['Flesquières (2)', 'Flesquières']);
    expect(await s.exportText(beside.id)).toBe(text1.replace('"name": "Flesquières"', '"name": "Flesquières (2)"'));
    other.close();
    s.close();
  });

  it('the committed valid file imports, and exports back to the same bytes', async () => {
    const { store: s } = newStore();
    const text = corpus('valid-small.json');
    const m = await s.importText(text);
    expect(await s.exportText(m.id)).toBe(text);
    const opened = await s.open(m.id);
    expect(opened.meta.headSeq).toBe(5);
    expect(opened.state.units['de-ir84-2']).toMatchObject({ bases: 5, injuredBases: 2, pos: { lon: 3.068, lat: 50.12 } });
    // A byte-order mark is tolerated.
    expect((await s.importText(`\uFEFF${text}`)).headSeq).toBe(5);
    s.close();
  });

  it('an imported log of 600 events gets the snapshots the store would have written, plus the head', () => {
    const file = JSON.parse(corpus('valid-small.json')) as { events: unknown[] };
    for (let i = 0; i < 595; i++) file.events.push({ seq: i + 6, ...nthMove(i) });
    const parsed = parseCampaignFile(JSON.stringify(file));
    expect(parsed.snapshots.map((s) => s.seq)).toEqual([250, 500, 600]);
    expect(parsed.snapshots[2]!.state).toBe(parsed.state);
  });
});

describe('the bad-file corpus (test/fixtures/import)', () => {
  it.each(BAD_FILES)('%s is refused: %s', async (name, start) => {
    const err = await store.importText(corpus(name)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImportError);
    const e = err as ImportError;
    expect(e.message.startsWith(start), `message was: ${e.message}`).toBe(true);
    expect(e.issues.length).toBeGreaterThan(0);
    expect(`${e.issues[0]!.path}: ${e.issues[0]!.message}`.startsWith(start)).toBe(true);
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('an oversize file (> 64 MB of UTF-8) is refused before parsing', async () => {
    const ascii = ' '.repeat(MAX_FILE_BYTES + 1);
    await expect(store.importText(ascii)).rejects.toThrow(
      '(file): the file is 64.0 MB (67108865 bytes); the largest campaign file accepted is 64 MB (67108864 bytes)',
    );
    // Fewer code units than the limit, but more bytes: "é" is two bytes in UTF-8.
    const accented = `"${'é'.repeat(MAX_FILE_BYTES / 2)}"`;
    expect(accented.length).toBeLessThan(MAX_FILE_BYTES);
    expect(utf8ByteLength(accented)).toBe(MAX_FILE_BYTES + 2);
    await expect(store.importText(accented)).rejects.toThrow('(file): the file is 64.0 MB (67108866 bytes)');
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('counts UTF-8 bytes like TextEncoder', () => {
    for (const s of ['', 'abc', 'é', '€', '😀', 'a\uD800b', 'Flesquières → 😀']) {
      expect(utf8ByteLength(s)).toBe(new TextEncoder().encode(s).length);
    }
  });

  it('refuses a file of a million empty events by their count, before reading any, and the database is untouched', async () => {
    const text = JSON.stringify({ format: 'campaign-desk', formatVersion: 1, campaign: { name: 'Flood', mapId: 'cambrai-1917', createdAt: '2024-03-01T09:00:00.000Z' }, events: Array(1_000_000).fill({}) });
    await expect(store.importText(text)).rejects.toThrow('events: the file holds 1000000 events; a campaign file may hold at most 200000');
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('stops listing after ten problems in a file broken everywhere', async () => {
    const file = JSON.parse(corpus('valid-small.json')) as { events: unknown[] };
    file.events.push(...Array<unknown>(50_000).fill({}));
    const err = (await store.importText(JSON.stringify(file)).catch((e: unknown) => e)) as ImportError;
    expect(err.issues).toHaveLength(10);
    expect(err.issues[0]!.path).toBe('events[5].type');
    expect(err.message).toBe('events[5].type: unknown event type undefined (and 9 more problems)');
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('lists every problem found by the schema, the first one leading the message', async () => {
    const file = JSON.parse(corpus('valid-small.json')) as { events: { payload: { to?: { lon: unknown } } }[] };
    file.events[1]!.payload.to!.lon = 'west';
    file.events[3]!.payload.to!.lon = 500;
    const err = (await store.importText(JSON.stringify(file)).catch((e: unknown) => e)) as ImportError;
    expect(err.issues.map((i) => i.path)).toEqual(['events[1].payload.to.lon', 'events[3].payload.to.lon']);
    expect(err.message).toBe('events[1].payload.to.lon: expected a number, got "west" (and 1 more problem)');
  });
});
