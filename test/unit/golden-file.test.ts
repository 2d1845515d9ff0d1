/**
 * The golden campaign files: together they use every event type, and each must import and export
 * back byte for byte; the files written from the turn and engagement fixtures must come out exactly
 * as committed; every refused file of the import corpus must be refused with exactly the paths and
 * messages recorded in `test/fixtures/golden/refusals.json`; the file format version stays 1.
 * The recorded files are written by running this test once with GOLDEN_WRITE=1 (then reviewed and
 * committed); without it the test only compares.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../src/campaign/events.ts';
import { ImportError } from '../../src/db/errors.ts';
import { FILE_FORMAT_VERSION } from '../../src/db/fileSchema.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { logisticsScenario } from './campaign-logistics-fixture.ts';
import { turnDrafts } from './campaign-turn-events-fixture.ts';
import { importElsewhere, newStore } from './db-helpers.ts';
import { engagementDrafts, tableScenario } from './engagement-helpers.ts';

const IMPORT_DIR = new URL('../fixtures/import/', import.meta.url);
const GOLDEN_DIR = new URL('../fixtures/golden/', import.meta.url);
const WRITE = process.env.GOLDEN_WRITE === '1';

const read = (dir: URL, name: string) => readFileSync(new URL(name, dir), 'utf8');

/** Compare `text` with the golden file `name`, or write it when GOLDEN_WRITE=1. */
function golden(name: string, text: string): void {
  const url = new URL(name, GOLDEN_DIR);
  if (WRITE) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(url, text);
  }
  expect(existsSync(url), `golden file ${name} is missing: run with GOLDEN_WRITE=1`).toBe(true);
  expect(text).toBe(readFileSync(url, 'utf8'));
}

let store: DexieCampaignStore;
let turnText: string;
let engagementText: string;

beforeAll(async () => {
  ({ store } = newStore());
  const turn = await store.createFromScenario(logisticsScenario(), 'Turn');
  for (const d of turnDrafts()) await store.append(turn.id, d);
  turnText = await store.exportText(turn.id);
  const table = await store.createFromScenario(tableScenario(), 'Table game');
  const { drafts } = engagementDrafts((await store.open(table.id)).state, 4);
  for (const d of drafts) await store.append(table.id, d);
  engagementText = await store.exportText(table.id);
});
afterAll(() => store.close());

const VALID = ['valid-small.json', 'valid-orders.json', 'valid-fireplan.json', 'valid-fireplan-before-start.json', 'valid-logistics.json'];

describe('golden campaign files', () => {
  it('the turn and engagement files come out exactly as committed', () => {
    golden('turn.json', turnText);
    golden('engagement.json', engagementText);
  });

  it('together use every event type, and each imports and exports back byte for byte', async () => {
    const files = [...VALID.map((n) => read(IMPORT_DIR, n)), read(GOLDEN_DIR, 'turn.json'), read(GOLDEN_DIR, 'engagement.json')];
    const used = new Set<string>();
    for (const text of files) {
      for (const e of JSON.parse(text).events as { type: string }[]) used.add(e.type);
      const { store: other, meta } = await importElsewhere(text);
      expect(await other.exportText(meta.id)).toBe(text);
      other.close();
    }
    expect([...EVENT_TYPES].filter((t) => !used.has(t))).toEqual([]);
    expect(EVENT_TYPES.length).toBe(36);
  });

  it('refuses every other file of the import corpus with exactly the recorded paths and messages', async () => {
    const names = readdirSync(IMPORT_DIR).filter((n) => !VALID.includes(n) && n !== 'README.md').sort();
    const refusals: Record<string, [string, string][]> = {};
    for (const name of names) {
      const { store: s } = newStore();
      const err = await s.importText(read(IMPORT_DIR, name)).catch((e: unknown) => e);
      s.close();
      expect(err, name).toBeInstanceOf(ImportError);
      refusals[name] = (err as ImportError).issues.map((i) => [i.path, i.message]);
    }
    expect(names.length).toBeGreaterThan(50);
    golden('refusals.json', `${JSON.stringify(refusals, null, 2)}\n`);
  });

  it('keeps file format version 1', () => {
    expect(FILE_FORMAT_VERSION).toBe(1);
  });
});
