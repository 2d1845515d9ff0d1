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

/** The titles of the Node benches' subsections. */
export const TITLES: Record<'bound' | 'command' | 'artillery' | 'logistics' | 'turn' | 'desk' | 'picture' | 'ground' | 'seats', string> = {
  bound: 'Bound engine (Node, one core)',
  command: 'Command reaction times (Node, one core)',
  artillery: 'Artillery expected effect (Node, one core)',
  logistics: 'Logistics ledgers (Node, one core)',
  turn: 'Campaign turn: contacts and one clock hour (Node, one core)',
  desk: 'Campaign files and Undo: checking a file, undoing an action (Node, one core)',
  picture: 'What a headquarters knows: its picture (Node, one core) and a seat\'s view (Node and Chromium)',
  ground: 'Your own ground: importing a GeoJSON file and querying it (Node, one core), then the same file in Chromium',
  seats: 'Seats over the network: the seat server in its own process, the desk and the players in Node, loopback',
};


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

/** The Node benches' subsections (title → lines), run in this process. */
export async function nodeSections(which: ReadonlySet<string>, failed: string[]): Promise<Section[]> {
  const out: Section[] = [];
  if (which.has('bound')) {
    console.log('bench: bound engine (Node, one core)…');
    out.push(await attempt(TITLES.bound, failed, async () => boundRows(runBoundBench((line) => console.log(`  ${line}`)))));
  }
  if (which.has('command')) {
    console.log('bench: command reaction times (Node, one core)…');
    out.push(await attempt(TITLES.command, failed, async () => commandRows(runCommandBench((line) => console.log(`  ${line}`)))));
  }
  if (which.has('artillery')) {
    console.log('bench: artillery expected effect (Node, one core)…');
    out.push(await attempt(TITLES.artillery, failed, async () => artilleryRows(runArtilleryBench((line) => console.log(`  ${line}`)))));
  }
  if (which.has('logistics')) {
    console.log('bench: logistics ledgers (Node, one core)…');
    out.push(await attempt(TITLES.logistics, failed, async () => logisticsRows(runLogisticsBench((line) => console.log(`  ${line}`)))));
  }
  if (which.has('turn')) {
    console.log('bench: campaign turn (Node, one core)…');
    out.push(await attempt(TITLES.turn, failed, async () => turnRows(runTurnBench((line) => console.log(`  ${line}`)))));
  }
  if (which.has('desk')) {
    console.log('bench: campaign files and Undo (Node, one core)…');
    out.push(await attempt(TITLES.desk, failed, async () => deskRows(await runDeskBench((line) => console.log(`  ${line}`)))));
  }
  if (which.has('picture')) {
    console.log('bench: what a headquarters knows (Node, one core)…');
    out.push(await attempt(TITLES.picture, failed, async () => pictureRows(await runPictureBench((line) => console.log(`  ${line}`)))));
  }
  if (which.has('ground')) {
    console.log('bench: your own ground (Node, one core, then Chromium)…');
    out.push(
      await attempt(TITLES.ground, failed, async () => {
        const rows = groundRows(await runGroundBench((line) => console.log(`  ${line}`)));
        return [...rows, ...groundBrowserRows(await runGroundBrowserBench((line) => console.log(`  ${line}`)))];
      }),
    );
  }
  if (which.has('seats')) {
    console.log('bench: seats over the network…');
    out.push(await attempt(TITLES.seats, failed, async () => seatsRows(await runSeatsBench((line) => console.log(`  ${line}`)))));
  }
  return out;
}

