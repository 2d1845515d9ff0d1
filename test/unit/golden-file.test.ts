/**
 * The golden campaign files (the import corpus' valid files, and the turn, engagement, seats, own-ground and rules-module (1916, De Rosa) files
 * written here): together they use every event type, and each must import and export
 * back byte for byte; the files written from the turn and engagement fixtures must come out exactly
 * as committed; every refused file of the import corpus must be refused with exactly the paths and
 * messages recorded in `test/fixtures/golden/refusals.json`; a campaign without a scanned map is still
 * written at file format version 1, one with a scanned map at version 2 (with its `images`).
 * The recorded files are written by running this test once with GOLDEN_WRITE=1 (then reviewed and
 * committed); without it the test only compares.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, type EventDraft } from '../../src/campaign/events.ts';
import type { Unit } from '../../src/campaign/model/types.ts';
import { ImportError } from '../../src/db/errors.ts';
import { FILE_FORMAT_VERSION } from '../../src/db/fileSchema.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { logisticsScenario } from './campaign-logistics-fixture.ts';
import { turnDrafts } from './campaign-turn-events-fixture.ts';
import { importElsewhere, newStore } from './db-helpers.ts';
import { engagementDrafts, tableScenario } from './engagement-helpers.ts';
import { groundDrafts, narvikScenario, TINY_SCAN, tinyPngImage } from './own-ground-fixture.ts';
import { fold, openGoing, route, turnScenario } from './campaign-turn-fixture.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { scriptedDice } from '../../src/rules/dice.ts';

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
let pictureText: string;
let groundText: string;
let modulesText: string;
let baseMapText: string;

beforeAll(async () => {
  ({ store } = newStore());
  const turn = await store.createFromScenario(logisticsScenario(), 'Turn');
  for (const d of turnDrafts()) await store.append(turn.id, d);
  turnText = await store.exportText(turn.id);
  const table = await store.createFromScenario(tableScenario(), 'Table game');
  const { drafts } = engagementDrafts((await store.open(table.id)).state, 4);
  for (const d of drafts) await store.append(table.id, d);
  engagementText = await store.exportText(table.id);
  const seated = await store.createFromScenario(JSON.parse(read(IMPORT_DIR, 'valid-orders.json')).events[0].payload.scenario, 'Seats');
  // The packet, the order taken in from it and the seat's removal go in one write, so the store's clock
  // stamps the campaigns after it as before they were added (the legacy ground file's is fixed).
  const seatDrafts = pictureDrafts();
  for (const d of seatDrafts.slice(0, -3)) await store.append(seated.id, d);
  await store.append(seated.id, seatDrafts.slice(-3));
  pictureText = await store.exportText(seated.id);
  const own = await store.createFromScenario(narvikScenario(), 'Narvik');
  for (const d of groundDrafts()) await store.append(own.id, d, d.type === 'baseImage.placed' ? { images: [tinyPngImage()] } : {});
  groundText = await store.exportText(own.id);
  // The modules. 1916: a Mark IV company breaks down on the march (2D6 1+1 at 07:00) and its crew repairs it on a 5.
  const tanks = await store.createFromScenario(turnScenario(), '1916 tanks');
  let s = (await store.open(tanks.id)).state;
  const first: EventDraft[] = [
    { at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: true } } },
    { at: 0, type: 'route.set', v: 1, payload: { route: route('gb-tc5', [[15000, 15000]]) } },
  ];
  s = fold(s, ...first);
  const step: EventDraft = { at: 60, type: 'clock.advanced', v: 1, payload: planTurn(s, 60, openGoing, scriptedDice([1, 1])) };
  const repair: EventDraft = { at: 60, type: 'vehicle.crewActed', v: 1, payload: { unitId: 'gb-tc5', action: 'repair', dice: [5], result: { target: 5, repaired: true, lmgTeams: 0, destroyed: false } } };
  // De Rosa: 1/6 Gordons, within 5" of routers, fails on a 2 (20 figures need 3) and rallies on a 3.
  const deRosa: EventDraft[] = [
    { at: 60, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } },
    { at: 60, type: 'morale.tested', v: 1, payload: { unitId: 'gb-gordons', reason: 'routersNear', die: 2, result: { target: 3, passed: false, before: 'good', after: 'shaken' } } },
    { at: 60, type: 'morale.tested', v: 1, payload: { unitId: 'gb-gordons', reason: 'rallying', die: 3, result: { target: 3, passed: true, before: 'shaken', after: 'good' } } },
  ];
  // 1916 field works: the umpire places a one-marker minefield where the tanks stood, then takes it off the map.
  const mines: EventDraft[] = [
    { at: 60, type: 'minefield.laid', v: 1, payload: { minefield: { id: 'mf-1', name: 'Minefield at the start line', markers: [{ ...s.units['gb-tc5']!.pos! }], laidAtMin: 60, side: 'red' } } },
    { at: 60, type: 'minefield.removed', v: 1, payload: { minefieldId: 'mf-1', note: 'placed in error' } },
  ];
  // 1916 cavalry: a squadron of the Fort Garry Horse is added, dismounts (a base holding the horses) and mounts again.
  const horse: Unit = { ...s.units['gb-gordons']!, id: 'gb-fgh-b', name: 'B Squadron, Fort Garry Horse', shortName: 'B/FGH', echelon: 'company', type: 'cavalry', bases: 3, establishmentBases: 3, pos: { ...s.units['gb-tc5']!.pos! } };
  delete (horse as { radios?: boolean }).radios;
  const cavalry: EventDraft[] = [
    { at: 60, type: 'units.added', v: 1, payload: { units: [horse] } },
    { at: 60, type: 'cavalry.horses', v: 1, payload: { unitId: 'gb-fgh-b', dismounted: true } },
    { at: 60, type: 'cavalry.horses', v: 1, payload: { unitId: 'gb-fgh-b', dismounted: false } },
  ];
  await store.append(tanks.id, [...first, step, repair, ...deRosa, ...mines, ...cavalry]);
  modulesText = await store.exportText(tanks.id);
  // A base map opened, removed and opened again: the campaign file names it, without its archive.
  const based = await store.createFromScenario(narvikScenario(), 'Narvik base map');
  const baseMap = { name: 'narvik-z8-14.pmtiles', archiveId: 'b074538d562f81930cfd9bb4f9ea7135274b4e3ac512ddbaa40715df464b3710', bytes: 213_400_117, tiles: 'png', minZoom: 8, maxZoom: 14, bounds: [17, 68.3, 18, 68.66] };
  const opened: EventDraft = { at: 0, type: 'baseMap.opened', v: 1, payload: { baseMap } } as EventDraft;
  await store.append(based.id, [opened, { at: 0, type: 'baseMap.removed', v: 1, payload: {} }, opened]);
  baseMapText = await store.exportText(based.id);
});
afterAll(() => store.close());

const VALID = ['valid-small.json', 'valid-orders.json', 'valid-fireplan.json', 'valid-fireplan-before-start.json', 'valid-logistics.json'];

describe('golden campaign files', () => {
  it('the turn and engagement files come out exactly as committed', () => {
    golden('turn.json', turnText);
    golden('engagement.json', engagementText);
    golden('picture.json', pictureText);
    golden('ground.json', groundText);
    golden('modules.json', modulesText);
    golden('base-map.json', baseMapText);
  });

  it('together use every event type, and each imports and exports back byte for byte', async () => {
    const files = [...VALID.map((n) => read(IMPORT_DIR, n)), read(GOLDEN_DIR, 'turn.json'), read(GOLDEN_DIR, 'engagement.json'), read(GOLDEN_DIR, 'picture.json'), read(GOLDEN_DIR, 'ground.json'), read(GOLDEN_DIR, 'modules.json'), read(GOLDEN_DIR, 'base-map.json')];
    const used = new Set<string>();
    for (const text of files) {
      for (const e of JSON.parse(text).events as { type: string }[]) used.add(e.type);
      const { store: other, meta } = await importElsewhere(text);
      expect(await other.exportText(meta.id)).toBe(text);
      other.close();
    }
    expect([...EVENT_TYPES].filter((t) => !used.has(t))).toEqual([]);
    expect(EVENT_TYPES.length).toBe(59);
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

  it('writes format version 1 without a scanned map, and version 2 with its image', () => {
    expect(FILE_FORMAT_VERSION).toBe(1);
    expect([turnText, engagementText, pictureText].map((t) => JSON.parse(t).formatVersion)).toEqual([1, 1, 1]);
    const ground = JSON.parse(groundText) as { formatVersion: number; images: { id: string; mime: string; data: string }[] };
    expect(ground.formatVersion).toBe(2);
    expect(ground.images.map((i) => [i.id, i.mime, i.data.length])).toEqual([[TINY_SCAN.imageId, 'image/png', 96]]);
  });
});

/** Seats, a report that says where units stood and what enemy it saw, a batch of automatic reports (held), a packet issued and an order taken in from it. */
function pictureDrafts(): EventDraft[] {
  const gordons = { unitId: 'gb-6gordons', pos: { lon: 3.06, lat: 50.095 }, bases: 14, injuredBases: 1, dugIn: false, disorganised: false, broken: false, stocks: { CU: 3, FU: 0, POL: 0 } };
  const enemy = { unitId: 'de-ir84-2', pos: { lon: 3.067, lat: 50.117 }, seen: 'sighted' as const, identified: { type: 'infantry' as const, echelon: 'battalion' as const } };
  return [
    { at: 0, type: 'settings.changed', v: 1, payload: { changes: { sitrepEveryMin: 60, holdReports: true } } },
    { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'seat-div', hqId: 'gb-51div', ownUnits: 'reported', label: '51st Division HQ' } } },
    { at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: 'seat-bde', hqId: 'gb-152bde', ownUnits: 'live', label: '152 Brigade' } } },
    { at: 20, type: 'report.sent', v: 1, payload: { report: { id: 'rep-1', fromId: 'gb-6gordons', toId: 'gb-51div', sentAtMin: 20, subject: 'contact', text: 'Enemy battalion at the wood.', units: [gordons], enemy: [enemy] } } },
    { at: 60, type: 'reports.filed', v: 1, payload: { reports: [{ id: 'auto-5-1', fromId: 'gb-6seaforth', toId: 'gb-51div', sentAtMin: 60, subject: 'situation', text: 'Situation at 19:00.', units: [{ ...gordons, unitId: 'gb-6seaforth' }], auto: true, held: true }] } },
    { at: 60, type: 'reports.filed', v: 1, payload: { reports: [{ id: 'auto-6-1', fromId: 'gb-6gordons', toId: 'gb-51div', sentAtMin: 60, subject: 'casualties', text: 'Casualties at 19:00.', units: [gordons], auto: true, held: true }] } },
    { at: 60, type: 'reports.released', v: 1, payload: { send: ['auto-5-1'], drop: ['auto-6-1'] } },
    { at: 60, type: 'packet.issued', v: 1, payload: { packet: { id: 'pk-golden60', seatId: 'seat-div', hqId: 'gb-51div', atMin: 60 } } },
    {
      at: 60,
      type: 'orders.takenIn',
      v: 1,
      payload: {
        packetId: 'pk-golden60',
        orders: [
          {
            fileId: 'order-1',
            order: { id: 'order-1', fromId: 'gb-51div', forId: 'gb-152bde', issuedAtMin: 60, aim: 'Hold the ridge.', objectives: [], commandStructure: '', allocations: [], hqLocations: [], timings: [], notes: '' },
          },
        ],
        reports: [],
      },
    },
    { at: 60, type: 'seat.deleted', v: 1, payload: { seatId: 'seat-bde' } },
  ];
}
