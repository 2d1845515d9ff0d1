/**
 * The Node benches' subsections of `npm run bench` (bound engine, command, artillery, logistics, turn,
 * desk, picture, ground, seats), each run in this process; a bench that throws reports itself in its
 * subsection ("Could not run: …") and the others still run.
 */
import { runBoundBench } from './bound-bench.ts';
import { commandRows, runCommandBench } from './command-bench.ts';
import { artilleryRows, runArtilleryBench } from './artillery-bench.ts';
import { logisticsRows, runLogisticsBench } from './logistics-bench.ts';
import { runTurnBench, turnRows } from './turn-bench.ts';
import { deskRows, runDeskBench } from './desk-bench.ts';
import { pictureRows, runPictureBench } from './picture-bench.ts';
import { groundRows, runGroundBench } from './ground-bench.ts';
import { groundBrowserRows, runGroundBrowserBench } from './ground-browser-bench.ts';
import { runSeatsBench, seatsRows } from './seats-bench.ts';
import { boundRows } from './rows.ts';

/** A subsection of the generated section: its title and Markdown lines. */
export type Section = [title: string, lines: string[]];

/**
 * Run one bench's subsection; when it throws, the subsection says so ("**Could not run**: message") and
 * `failed` gets its title, so one broken bench never stops the others.
 */
export async function attempt(title: string, failed: string[], run: () => string[] | Promise<string[]>): Promise<Section> {
  try {
    return [title, await run()];
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`bench: ${title} could not run:`, e);
    failed.push(title);
    return [title, [`**Could not run**: ${message}`]];
  }
}

/** Where a bench prints its progress lines. */
const log = (line: string) => console.log(`  ${line}`);

/** One Node bench: its name on the command line, what it says as it starts, its subsection's title and its rows. */
type NodeBench = { name: string; starting: string; title: string; rows(): string[] | Promise<string[]> };

/** The Node benches, in the order of the generated section. */
const NODE_BENCHES: readonly NodeBench[] = [
  { name: 'bound', starting: 'bound engine (Node, one core)', title: 'Bound engine (Node, one core)', rows: () => boundRows(runBoundBench(log)) },
  { name: 'command', starting: 'command reaction times (Node, one core)', title: 'Command reaction times (Node, one core)', rows: () => commandRows(runCommandBench(log)) },
  { name: 'artillery', starting: 'artillery expected effect (Node, one core)', title: 'Artillery expected effect (Node, one core)', rows: () => artilleryRows(runArtilleryBench(log)) },
  { name: 'logistics', starting: 'logistics ledgers (Node, one core)', title: 'Logistics ledgers (Node, one core)', rows: () => logisticsRows(runLogisticsBench(log)) },
  { name: 'turn', starting: 'campaign turn (Node, one core)', title: 'Campaign turn: contacts and one clock hour (Node, one core)', rows: () => turnRows(runTurnBench(log)) },
  {
    name: 'desk',
    starting: 'campaign files and Undo (Node, one core)',
    title: 'Campaign files and Undo: checking a file, undoing an action (Node, one core)',
    rows: async () => deskRows(await runDeskBench(log)),
  },
  {
    name: 'picture',
    starting: 'what a headquarters knows (Node, one core)',
    title: "What a headquarters knows: its picture (Node, one core) and a seat's view (Node and Chromium)",
    rows: async () => pictureRows(await runPictureBench(log)),
  },
  {
    name: 'ground',
    starting: 'your own ground (Node, one core, then Chromium)',
    title: 'Your own ground: importing a GeoJSON file and querying it (Node, one core), then the same file in Chromium',
    rows: async () => [...groundRows(await runGroundBench(log)), ...groundBrowserRows(await runGroundBrowserBench(log))],
  },
  {
    name: 'seats',
    starting: 'seats over the network',
    title: 'Seats over the network: the seat server in its own process, the desk and the players in Node, loopback',
    rows: async () => seatsRows(await runSeatsBench(log)),
  },
];

/** The chosen Node benches' subsections (title → lines), run in this process one after another. */
export async function nodeSections(which: ReadonlySet<string>, failed: string[]): Promise<Section[]> {
  const out: Section[] = [];
  for (const bench of NODE_BENCHES) {
    if (!which.has(bench.name)) continue;
    console.log(`bench: ${bench.starting}…`);
    out.push(await attempt(bench.title, failed, bench.rows));
  }
  return out;
}
