/**
 * The shape of the code, read from the source files with TypeScript's own import scanner:
 * - the layers point one way (app → ui → map/db → campaign → rules): the rules import nothing
 *   outside `src/rules`, the campaign layer nothing of the UI, the map, the store or the app;
 * - the UI, the map, the store and the app reach the campaign layer through its front door
 *   (`src/campaign/index.ts`), but for the modules a worker loads (they import what they need);
 * - no import circle between the campaign layer's folders, and `events.ts` (the registry) is
 *   imported by no capability folder;
 * - every event type is defined in a capability folder's `events.ts` and listed once, and every
 *   type a folder defines or gives a payload schema is listed;
 * - no comment names an issue of the tracker (a reader of the code has none).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLOCK_PAYLOADS } from '../../src/campaign/clock/payloads.ts';
import { COMMAND_PAYLOADS } from '../../src/campaign/command/payloads.ts';
import { ENGAGEMENT_PAYLOADS } from '../../src/campaign/engagement/payloads.ts';
import { EVENT_DEFINITIONS } from '../../src/campaign/events.ts';
import { FIRE_PLAN_PAYLOADS } from '../../src/campaign/fireplan/payloads.ts';
import { TERRAIN_PAYLOADS } from '../../src/campaign/ground/payloads.ts';
import { VEHICLE_PAYLOADS } from '../../src/campaign/vehicles/payloads.ts';
import { MORALE_PAYLOADS } from '../../src/campaign/morale/payloads.ts';
import { FIELD_WORK_PAYLOADS } from '../../src/campaign/fieldworks/payloads.ts';
import { CAVALRY_PAYLOADS } from '../../src/campaign/cavalry/payloads.ts';
import { LOGISTICS_PAYLOADS } from '../../src/campaign/logistics/payloads.ts';
import { ORDER_PAYLOADS } from '../../src/campaign/orders/payloads.ts';
import { PICTURE_PAYLOADS } from '../../src/campaign/picture/payloads.ts';
import { TURN_PAYLOADS } from '../../src/campaign/turn/payloads.ts';
import { UNIT_PAYLOADS } from '../../src/campaign/units/payloads.ts';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const FILES = sourceFiles(SRC);
const TEXT = new Map(FILES.map((f) => [f, readFileSync(f, 'utf8')]));
/** Each file's relative imports, as paths under src (e.g. `campaign/model/types.ts`). */
const IMPORTS = new Map(
  FILES.map((f) => [
    relative(SRC, f).split(sep).join('/'),
    ts
      .preProcessFile(TEXT.get(f)!, true, true)
      .importedFiles.map((i) => i.fileName)
      .filter((s) => s.startsWith('.'))
      .map((s) => relative(SRC, resolve(dirname(f), s)).split(sep).join('/')),
  ]),
);

/** `[from, to]` of every import from a file under `fromDir` to a file under one of `toDirs`. */
function importsInto(fromDir: string, toDirs: readonly string[]): string[] {
  const out: string[] = [];
  for (const [file, deps] of IMPORTS) {
    if (!file.startsWith(`${fromDir}/`)) continue;
    for (const d of deps) if (toDirs.some((t) => d.startsWith(`${t}/`))) out.push(`${file} → ${d}`);
  }
  return out;
}

/** A campaign file's unit of the folder graph: its folder, or the top-level file itself. */
const campaignUnit = (file: string) => file.split('/').slice(0, 2).join('/');

describe('the shape of the code', () => {
  it('points the layers one way', () => {
    expect(importsInto('rules', ['campaign', 'ui', 'map', 'db', 'app'])).toEqual([]);
    expect(importsInto('campaign', ['ui', 'map', 'db', 'app'])).toEqual([]);
    expect(importsInto('db', ['ui', 'map', 'app'])).toEqual([]);
  });

  it('reaches the campaign layer through its front door, but for what a worker loads', () => {
    const deep = ['ui', 'map', 'db', 'app']
      .flatMap((dir) => importsInto(dir, ['campaign']))
      .filter((line) => !line.endsWith('→ campaign/index.ts'));
    expect(deep).toEqual(['ui/contacts/outcomeJob.ts → campaign/ground/terrainQuery.ts', 'ui/fireplan/effectJob.ts → campaign/ground/terrainQuery.ts']);
  });

  it('has no import circle between the campaign folders, and no capability imports the registry', () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, deps] of IMPORTS) {
      if (!file.startsWith('campaign/')) continue;
      for (const d of deps) {
        if (!d.startsWith('campaign/') || campaignUnit(d) === campaignUnit(file)) continue;
        if (!edges.has(campaignUnit(file))) edges.set(campaignUnit(file), new Set());
        edges.get(campaignUnit(file))!.add(campaignUnit(d));
      }
    }
    const cycles: string[] = [];
    const onPath: string[] = [];
    const done = new Set<string>();
    const visit = (n: string) => {
      onPath.push(n);
      for (const m of edges.get(n) ?? []) {
        if (onPath.includes(m)) cycles.push([...onPath.slice(onPath.indexOf(m)), m].join(' → '));
        else if (!done.has(m)) visit(m);
      }
      onPath.pop();
      done.add(n);
    };
    for (const n of edges.keys()) if (!done.has(n)) visit(n);
    expect(cycles).toEqual([]);
    const registryUsers = [...edges].filter(([, to]) => to.has('campaign/events.ts')).map(([from]) => from);
    expect(registryUsers.sort()).toEqual(['campaign/index.ts', 'campaign/log']);
  });

  it('defines every event type once, in a capability folder', () => {
    const types = EVENT_DEFINITIONS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    const definedIn = types.map((t) => {
      const files = FILES.filter((f) => /\/campaign\/[a-z]+\/events\.ts$/.test(f) && TEXT.get(f)!.includes(`type: '${t}'`));
      return { type: t, folders: files.map((f) => relative(SRC, f).split(sep).slice(1, 2).join('/')) };
    });
    expect(definedIn.filter((d) => d.folders.length !== 1)).toEqual([]);
  });

  it('registers every event type a folder defines or gives a payload schema', () => {
    const registered = new Set<string>(EVENT_DEFINITIONS.map((d) => d.type));
    const defined = FILES.filter((f) => /\/campaign\/[a-z]+\/events\.ts$/.test(f)).flatMap((f) => [...TEXT.get(f)!.matchAll(/\btype: '([A-Za-z]+\.[A-Za-z]+)'/g)].map((m) => m[1]!));
    expect(defined.length).toBeGreaterThanOrEqual(registered.size);
    expect(defined.filter((t) => !registered.has(t))).toEqual([]);
    const payloadMaps = [UNIT_PAYLOADS, CLOCK_PAYLOADS, COMMAND_PAYLOADS, ORDER_PAYLOADS, FIRE_PLAN_PAYLOADS, LOGISTICS_PAYLOADS, TURN_PAYLOADS, ENGAGEMENT_PAYLOADS, PICTURE_PAYLOADS, TERRAIN_PAYLOADS, VEHICLE_PAYLOADS, MORALE_PAYLOADS, FIELD_WORK_PAYLOADS, CAVALRY_PAYLOADS];
    const withSchema = payloadMaps.flatMap((m) => Object.keys(m));
    expect(withSchema.filter((t) => !registered.has(t))).toEqual([]);
    expect(new Set(withSchema)).toEqual(registered);
  });

  it('has no comment naming an issue', () => {
    const naming = /\bissues?[ -]?#?\d+|\bthis issue\b/i;
    const found = FILES.flatMap((f) =>
      TEXT.get(f)!
        .split('\n')
        .map((line, i) => [line, i] as const)
        .filter(([line]) => naming.test(line))
        .map(([line, i]) => `${relative(SRC, f)}:${i + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
