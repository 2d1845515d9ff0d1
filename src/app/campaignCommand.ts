/**
 * The headless campaign command (`npm run campaign -- <command> …`): the desk's campaign layer over a
 * campaign file, for scripts and for umpires who keep campaigns in files. Commands:
 * - `advance <file> --to "YYYY-MM-DD HH:MM" [--seed N] --out <file>`: the clock hour by hour as the desk
 *   runs it (`advanceStep`: marches halting where contacts begin, committed fire plans firing at their
 *   minutes, the night resting), stopping at the first contact; one action for Undo;
 * - `apply-order <file> --order <id> [--mode moveToContact|advanceInContact|roadMarch] --out <file>`: the
 *   order's routes (`proposeOrderRoutes`, units a newer order reaches first left out), one action;
 * - `fire-plan commit <file> --plan <id> [--seed N] --out <file>`: commit the plan, firing what is due;
 * - `contacts <file>`: the open contacts as CSV.
 * A bad file is refused with the import's message (path and reason), a bad time with the clock's. The
 * file system and the output are injected (`CommandIo`), so the command is tested as it runs.
 */
import type { Feature, FeatureCollection } from 'geojson';
import { advanceStep, applyEvent, clockText, createGoingAt, createTerrainQuery, csvLine, nextDueFiring, nextFireDueMin, planTurn, proposeOrderRoutes, unitName, type CampaignEvent, type CampaignState, type EventDraft } from '../campaign/index.ts';
import { campaignFileText, parseCampaignFile, type FileEvent } from '../db/fileFormat.ts';
import type { FileImage } from '../db/images.ts';
import { seededDice } from '../rules/dice.ts';
import { NQM_MOVE_MODES, type NqmMoveMode } from '../rules/tables/nqm.ts';
import { advanceTargetMin } from '../ui/clock/advance.ts';
import { hourSteps } from '../ui/clock/hourly.ts';

/** What the command reads and writes: files by path (`readText` returns null for a missing file), and lines out. */
export type CommandIo = { readText(path: string): string | null; writeText(path: string, text: string): void; out(line: string): void };

/** The usage text. */
export const USAGE = [
  'npm run campaign -- advance <file.campaign.json> --to "YYYY-MM-DD HH:MM" [--seed N] --out <file>',
  'npm run campaign -- apply-order <file.campaign.json> --order <order id> [--mode moveToContact|advanceInContact|roadMarch] --out <file>',
  'npm run campaign -- fire-plan commit <file.campaign.json> --plan <plan id> [--seed N] --out <file>',
  'npm run campaign -- contacts <file.campaign.json>',
].join('\n');

/** A refusal to show the user (the command prints it and exits 1). */
export class CommandError extends Error {
  override name = 'CommandError';
}

type Opened = { campaign: { name: string; mapId: string; createdAt: string }; events: FileEvent[]; state: CampaignState; images: FileImage[] };

/**
 * Run one command `argv` (the words after `npm run campaign --`). Resolves when done; rejects with
 * `CommandError` (the message to show) for bad arguments, a file that cannot be read or opened, a bad
 * time, or a refusal of the campaign layer.
 */
export async function runCampaignCommand(argv: readonly string[], io: CommandIo, mapsDir = 'maps'): Promise<void> {
  const [command, ...rest] = argv;
  const sub = command === 'fire-plan' ? rest.shift() : undefined;
  if (command === 'fire-plan' && sub !== 'commit') throw new CommandError(`fire-plan: expected "commit", got ${sub === undefined ? 'nothing' : `"${sub}"`}:\n${USAGE}`);
  const file = rest.shift();
  if (!command || !Object.hasOwn(KNOWN, command)) throw new CommandError(`unknown command "${command ?? ''}":\n${USAGE}`);
  const opts = options(rest, KNOWN[command]!);
  if (!command || !file) throw new CommandError(`expected a command and a campaign file:\n${USAGE}`);
  const opened = open(io, file);
  const seed = opts.seed === undefined ? 1 : wholeNumber(opts.seed, '--seed');
  if (command === 'contacts') return contactsCsv(opened.state, io);
  const out = need(opts.out, '--out');
  let drafts: ((s: CampaignState) => EventDraft | null)[];
  let repeatLast = false;
  if (command === 'advance') {
    const toMin = time(opened.state, need(opts.to, '--to'));
    return writeOut(io, out, opened, await advance(opened, toMin, seed, io, mapsDir), `Advanced the clock to ${clockText(opened.state, toMin)}.`);
  } else if (command === 'apply-order') {
    const order = opened.state.orders?.[need(opts.order, '--order')];
    if (!order) throw new CommandError(`no order "${opts.order}" in this campaign (its orders: ${Object.keys(opened.state.orders ?? {}).join(', ') || 'none'})`);
    const mode = (opts.mode ?? 'moveToContact') as NqmMoveMode;
    if (!NQM_MOVE_MODES.includes(mode)) throw new CommandError(`--mode: expected one of ${NQM_MOVE_MODES.join(', ')}, got "${opts.mode}"`);
    const routes = refused(() => proposeOrderRoutes(opened.state, order, mode)).filter((p) => !p.superseded);
    drafts = routes.map((p) => () => ({ at: opened.state.clockMin, type: 'route.set', v: 1, payload: { route: p.route, queued: true } }) as EventDraft);
  } else if (command === 'fire-plan' && sub === 'commit') {
    const planId = need(opts.plan, '--plan');
    const terrain = terrainOf(opened.state, io, mapsDir);
    // The commitment, then each firing already due, one after another until none is (`fold` stops at null).
    const firing = (s: CampaignState) => {
      const f = nextDueFiring(s, terrain);
      return f && ({ ...f, at: s.clockMin } as EventDraft);
    };
    drafts = [() => ({ at: opened.state.clockMin, type: 'fireplan.committed', v: 1, payload: { planId, seed } }) as EventDraft, firing];
    repeatLast = true;
  } else throw new CommandError(`unknown command "${[command, sub].filter(Boolean).join(' ')}":\n${USAGE}`);
  const written = fold(opened, drafts, repeatLast);
  return writeOut(io, out, opened, written, `${written.length} event${written.length === 1 ? '' : 's'} written.`);
}

/** The options each command takes. */
const KNOWN: Readonly<Record<string, readonly string[]>> = { advance: ['to', 'seed', 'out'], 'apply-order': ['order', 'mode', 'out'], 'fire-plan': ['plan', 'seed', 'out'], contacts: [] };

/** `--name value` pairs, each one the command takes. */
function options(words: readonly string[], known: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!w.startsWith('--') || i + 1 >= words.length) throw new CommandError(`unexpected "${w}":\n${USAGE}`);
    if (!known.includes(w.slice(2))) throw new CommandError(`unknown option "${w}" here:\n${USAGE}`);
    out[w.slice(2)] = words[++i]!;
  }
  return out;
}

function need(v: string | undefined, name: string): string {
  if (v === undefined || v === '') throw new CommandError(`${name} is needed:\n${USAGE}`);
  return v;
}

function wholeNumber(v: string, name: string): number {
  if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v))) throw new CommandError(`${name}: expected a whole number, got "${v}"`);
  return Number(v);
}

function refused<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new CommandError(e instanceof Error ? e.message : String(e));
  }
}

function open(io: CommandIo, path: string): Opened {
  const text = io.readText(path);
  if (text === null) throw new CommandError(`cannot read ${path}: no such file`);
  const v = refused(() => parseCampaignFile(text));
  const raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as { images?: FileImage[] };
  return { campaign: v.campaign, events: v.events, state: v.state, images: raw.images ?? [] };
}

/** The campaign minute of `local` as the desk's "Advance to…" reads it (its messages). */
function time(state: CampaignState, local: string): number {
  return refused(() => advanceTargetMin(state.startLocal, state.clockMin, local.trim().replace(' ', 'T')));
}

/** The map's terrain: the campaign's own, else the bundled map's file, else none (open going). */
function terrainOf(state: CampaignState, io: CommandIo, mapsDir: string) {
  const origin = { lon: state.grid.originLon, lat: state.grid.originLat };
  let fc: FeatureCollection | null = state.terrain ? { type: 'FeatureCollection', features: state.terrain as unknown as Feature[] } : null;
  if (!fc) {
    const path = `${mapsDir}/${state.mapId}/terrain.geojson`;
    const text = io.readText(path);
    if (text !== null) fc = refused(() => JSON.parse(text) as FeatureCollection);
  }
  return fc ? refused(() => createTerrainQuery(fc, origin)) : null;
}

/**
 * Fold the drafts onto the campaign as one action; the events written. Each maker is asked once (null:
 * nothing); with `repeatLast` the last is asked again after each event it makes, until it makes none.
 */
function fold(opened: Opened, drafts: ((s: CampaignState) => EventDraft | null)[], repeatLast = false): FileEvent[] {
  let s = opened.state;
  const out: FileEvent[] = [];
  for (const [i, make] of drafts.entries()) {
    for (let d = refused(() => make(s)); d !== null; d = repeatLast && i === drafts.length - 1 ? refused(() => make(s)) : null) {
      const e = { ...d, seq: s.seq + 1 } as CampaignEvent;
      s = refused(() => applyEvent(s, e));
      out.push(out.length === 0 ? e : { ...e, action: out[0]!.seq });
    }
  }
  opened.state = s;
  return out;
}

/** The clock to `toMin`, hour by hour, as the desk runs it; stops at the first contact. */
async function advance(opened: Opened, toMin: number, seed: number, io: CommandIo, mapsDir: string): Promise<FileEvent[]> {
  const terrain = terrainOf(opened.state, io, mapsDir);
  const goingAt = terrain ? createGoingAt(terrain) : () => ({ move: 'open' as const, road: false });
  const written: FileEvent[] = [];
  const planner = {
    planStep: (s: CampaignState, m: number) => planTurn(s, m, goingAt, seededDice(seed ^ m)),
    nextFireDueMin: (s: CampaignState, m: number) => nextFireDueMin(s, terrain, m),
    nextDueFiring: (s: CampaignState) => nextDueFiring(s, terrain),
  };
  for (const hour of hourSteps(opened.state.clockMin, toMin)) {
    const r = await advanceStep(opened.state, hour, planner, async (d) => {
      const at = d.type === 'clock.advanced' ? d.payload.toMin : opened.state.clockMin;
      const e = { ...d, at, seq: opened.state.seq + 1 } as CampaignEvent;
      opened.state = refused(() => applyEvent(opened.state, e));
      written.push(written.length === 0 ? e : { ...e, action: written[0]!.seq });
      return opened.state;
    });
    for (const c of r.contacts) io.out(`Contact ${c.id} at ${c.ref}, ${clockText(opened.state, c.atMin)}: ${c.blueIds.map((id) => unitName(opened.state, id)).join(', ')} vs ${c.redIds.map((id) => unitName(opened.state, id)).join(', ')}`);
    if (r.contacts.length > 0) break;
  }
  return written;
}

function writeOut(io: CommandIo, path: string, opened: Opened, written: FileEvent[], done: string): void {
  io.writeText(path, campaignFileText(opened.campaign, [...opened.events, ...written], opened.images));
  io.out(`${done} Clock at ${clockText(opened.state, opened.state.clockMin)}; written to ${path}.`);
}

/** The open contacts as CSV: id, time, grid reference, blue units, red units, closest gap, band, recce. */
function contactsCsv(state: CampaignState, io: CommandIo): void {
  io.out(csvLine(['contact', 'time', 'grid reference', 'blue', 'red', 'closest (m)', 'range', 'recce']));
  for (const c of Object.values(state.contacts ?? {})) {
    if (c.status !== 'open') continue;
    const closest = c.pairs.reduce((m, p) => (p.gapM < m.gapM ? p : m), c.pairs[0]!);
    const recce = c.opening === null ? (c.recceSide === null ? 'none (both moved or neither)' : '') : c.opening.recceSightsFirst ? 'recce sighted first' : `defender held fire to ${c.opening.defenderOpensAt}`;
    io.out(csvLine([c.id, clockText(state, c.atMin), c.ref, c.blueIds.map((id) => unitName(state, id)).join('; '), c.redIds.map((id) => unitName(state, id)).join('; '), String(closest?.gapM ?? ''), closest?.band ?? '', recce]));
  }
}
