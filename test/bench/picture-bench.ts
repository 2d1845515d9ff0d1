/**
 * The picture benchmark (plain Node: `npx tsx test/bench/picture-bench.ts`; `npm run bench -- picture`):
 * a corps campaign of 1,500 units (a blue corps of six divisions down to platoons, a red division of
 * companies) and 20,000 events — two seats, a day of clock hours with contacts every third hour and the
 * automatic reports they call for (contact reports, situation reports from every unit every 2 hours),
 * and unit moves making up the count. Measured, beside the truth's fold of the same log in the same run:
 * (a) one HQ's picture at the clock (`pictureOf`, cold: the report timelines computed afresh), the
 *     division seat's (as reported) and the brigade seat's (live);
 * (b) switching the desk to a seat's view, the work the desk does before it paints: the picture, its
 *     view state (`pictureState`) and the map's unit model of it (`buildUnitModel`); and, in Chromium
 *     on the Cambrai campaign, the whole switch to the painted desk (`picture-view-bench.ts`).
 * (c) one press of "Issue every seat its packet" for six seats (the corps, two divisions as reported, a
 *     brigade as reported, two brigades live), each with what changed since its packet six hours before:
 *     the pictures, the changes and the packet files' text (`packetsFor`), cold.
 * (d) a packet and an orders file of 2,000,000 empty entries refused (`readPacket`, `readOrdersFile`, as
 *     the file worker runs them), beside parsing the same text as JSON alone.
 * Times are this process's CPU time, the median of 5 rounds; printed, never asserted.
 * Targets: (a) ≤ 100 ms; (b) ≤ 200 ms; (c) ≤ 1 s for all six; (d) ≤ 5 s each.
 */
import { applyEvent, foldEvents, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import { autoReports } from '../../src/campaign/picture/autoReports.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { pictureState } from '../../src/campaign/picture/pictureState.ts';
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState, Echelon, Scenario, Unit } from '../../src/campaign/model/types.ts';
import type { Seat } from '../../src/campaign/model/pictureTypes.ts';
import { buildUnitModel } from '../../src/map/unitModel.ts';
import type { GridDef } from '../../src/rules/types.ts';
import { packetsFor } from '../../src/ui/seats/issuePackets.ts';
import { readPacket } from '../../src/campaign/picture/packet.ts';
import { readOrdersFile } from '../../src/campaign/picture/ordersFile.ts';
import { runPictureViewBench, type PictureViewFigure } from './picture-view-bench.ts';
import { cpuMs, median } from './cpu.ts';

/** The figures printed and written to docs/BENCHMARKS.md. */
export type PictureBenchFigure = {
  units: number;
  events: number;
  reports: number;
  foldMs: number;
  divMs: number;
  bdeMs: number;
  switchMs: number;
  enemySeen: number;
  ownReported: number;
  sixPacketsMs: number;
  packetKb: number;
  bigPacketMs: number;
  bigOrdersMs: number;
  bigParseMs: number;
  view: PictureViewFigure;
};

const TARGET = { pictureMs: 100, switchMs: 200, sixPacketsMs: 1000, refuseBigMs: 5000 } as const;

/** The CPU time of `read(text)`, which must throw (the file is refused). */
const refusalMs = (read: (text: string) => unknown, text: string) =>
  median(
    Array.from({ length: 5 }, () =>
      cpuMs(() => {
        try {
          read(text);
        } catch {
          return;
        }
        throw new Error('the file of two million entries was not refused');
      }),
    ),
  );

/** The six seats of (c): the two of the log and four more. */
const SIX_SEATS: Seat[] = [
  { id: 'div', hqId: 'd1', ownUnits: 'reported', label: '1st Division' },
  { id: 'bde', hqId: 'd1b1', ownUnits: 'live', label: '1st Brigade' },
  { id: 'corps', hqId: 'corps', ownUnits: 'reported', label: 'Corps' },
  { id: 'div2', hqId: 'd2', ownUnits: 'reported', label: '2nd Division' },
  { id: 'bde12', hqId: 'd1b2', ownUnits: 'reported', label: '2nd Brigade' },
  { id: 'bde21', hqId: 'd2b1', ownUnits: 'live', label: '4th Brigade' },
];

/** `truth` with the six seats and a packet issued to each six hours before the clock. */
function withSixSeats(truth: CampaignState): CampaignState {
  let s = truth;
  const step = (e: Omit<CampaignEvent, 'seq'>) => (s = applyEvent(s, { ...e, seq: s.seq + 1 } as CampaignEvent));
  for (const seat of SIX_SEATS) step({ at: s.clockMin, type: 'seat.saved', v: 1, payload: { seat } });
  for (const seat of SIX_SEATS) step({ at: s.clockMin, type: 'packet.issued', v: 1, payload: { packet: { id: `pk-${seat.id}`, seatId: seat.id, hqId: seat.hqId, atMin: s.clockMin - 360 } } });
  return s;
}
const GRID: GridDef = { originLon: 2.9, originLat: 49.9, widthM: 60_000, heightM: 50_000, squareM: 1000, scheme: 'numeric' };

/** The corps: 6 divisions × 3 brigades × 4 battalions × 4 companies × 3 platoons (with HQs), and a red division of companies: 1,500 units. */
function corpsScenario(): Scenario {
  const units: Unit[] = [];
  let k = 0;
  const add = (id: string, side: 'blue' | 'red', echelon: Echelon, parentId: string | undefined, placed: boolean): string => {
    k++;
    const u: Unit = { id, side, name: `${id} name`, shortName: id, echelon, type: echelon === 'division' || echelon === 'corps' || echelon === 'brigade' ? 'headquarters' : 'infantry', grade: 'R', bases: 3, establishmentBases: 3, injuredBases: 0, dugIn: false };
    if (parentId) u.parentId = parentId;
    if (placed) u.pos = { lon: 2.95 + (k % 40) * 0.01, lat: side === 'blue' ? 49.95 + Math.floor(k / 40) * 0.002 : 50.3 + (k % 7) * 0.003 };
    units.push(u);
    return id;
  };
  const corps = add('corps', 'blue', 'corps', undefined, true);
  for (let d = 1; d <= 6; d++) {
    const div = add(`d${d}`, 'blue', 'division', corps, true);
    for (let b = 1; b <= 3; b++) {
      const bde = add(`d${d}b${b}`, 'blue', 'brigade', div, true);
      for (let n = 1; n <= 4; n++) {
        const bn = add(`d${d}b${b}n${n}`, 'blue', 'battalion', bde, true);
        for (let c = 1; c <= 4; c++) {
          const coy = add(`${bn}c${c}`, 'blue', 'company', bn, true);
          for (let p = 1; p <= 3; p++) add(`${coy}p${p}`, 'blue', 'platoon', coy, true);
        }
      }
    }
  }
  const red = add('rdiv', 'red', 'division', undefined, true);
  while (units.length < 1500) add(`r${units.length}`, 'red', 'company', red, true);
  return { id: 'corps', mapId: 'none', name: 'Corps', description: '', startLocal: '1944-06-10T06:00', utcOffsetMin: 60, grid: GRID, sides: { blue: { name: 'Blue', nation: 'GB' }, red: { name: 'Red', nation: 'DE' } }, units };
}

/** The 20,000-event log and its seats. */
export function corpsLog(): { events: CampaignEvent[]; seats: Seat[] } {
  const scenario = corpsScenario();
  const events: CampaignEvent[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario } }];
  let s: CampaignState = stateFromScenario(scenario);
  const push = (draft: Omit<CampaignEvent, 'seq'>) => {
    const e = { ...draft, seq: s.seq + 1 } as CampaignEvent;
    const after = applyEvent(s, e);
    events.push(e);
    const reports = autoReports(s, e, after);
    s = after;
    if (reports.length > 0) {
      const r = { seq: s.seq + 1, at: e.at, type: 'reports.filed', v: 1, payload: { reports } } as CampaignEvent;
      s = applyEvent(s, r);
      events.push(r);
    }
  };
  const seats: Seat[] = [
    { id: 'div', hqId: 'd1', ownUnits: 'reported', label: '1st Division' },
    { id: 'bde', hqId: 'd1b1', ownUnits: 'live', label: '1st Brigade' },
  ];
  for (const seat of seats) push({ at: 0, type: 'seat.saved', v: 1, payload: { seat } });
  const blue = s.unitOrder.filter((id) => s.units[id]!.side === 'blue' && s.units[id]!.echelon === 'platoon');
  const red = s.unitOrder.filter((id) => s.units[id]!.side === 'red' && s.units[id]!.parentId !== undefined);
  const hours = 24;
  const movesPerHour = Math.ceil((20_000 - 3 * hours) / hours);
  for (let h = 1; h <= hours; h++) {
    for (let i = 0; i < movesPerHour && events.length < 20_000 - (hours - h + 1) * 3; i++) {
      const id = blue[(h * 131 + i * 7) % blue.length]!;
      const p = s.units[id]!.pos!;
      push({ at: s.clockMin, type: 'unit.moved', v: 1, payload: { unitId: id, to: { lon: p.lon + 0.0001, lat: p.lat + 0.0001 } } });
    }
    const contacts: CampaignContact[] = [];
    if (h % 3 === 0) {
      const b = blue[h % blue.length]!;
      const r = red[h % red.length]!;
      contacts.push({ id: `c${h}`, atMin: h * 60, pos: s.units[b]!.pos!, ref: 'X', blueIds: [b], redIds: [r], pairs: [{ blueId: b, redId: r, gapM: 400, band: 'effective' }], recceSide: 'blue', recceId: b, defenderId: r, opening: { redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }, status: 'open' });
    }
    push({ at: h * 60, type: 'clock.advanced', v: 1, payload: contacts.length > 0 ? { toMin: h * 60, contacts } : { toMin: h * 60 } });
  }
  return { events, seats };
}

/** A state equal to `s` whose memoised command net and report timelines are not yet computed (the cold case). */
export const cold = (s: CampaignState): CampaignState => ({ ...s, units: Object.assign(Object.create(null), s.units), reports: Object.assign(Object.create(null), s.reports) });

/** Run the bench (the Node part, then the browser part, `picture-view-bench.ts`); `log` prints progress lines. */
export async function runPictureBench(log: (line: string) => void = console.log): Promise<PictureBenchFigure> {
  const { events, seats } = corpsLog();
  const truth = foldEvents(null, events);
  const foldMs = median(Array.from({ length: 3 }, () => cpuMs(() => foldEvents(null, events))));
  const time = (seat: Seat) => median(Array.from({ length: 5 }, () => cpuMs(() => pictureOf(cold(truth), seat, truth.clockMin))));
  const divMs = time(seats[0]!);
  const bdeMs = time(seats[1]!);
  const project = (p: { lon: number; lat: number }) => ({ x: p.lon * 1000, y: p.lat * 1000 });
  const switchMs = median(Array.from({ length: 5 }, () => cpuMs(() => buildUnitModel(pictureState(pictureOf(cold(truth), seats[0]!, truth.clockMin)), 'company', project))));
  const p = pictureOf(truth, seats[0]!, truth.clockMin);
  const six = withSixSeats(truth);
  let packetChars = 0;
  const sixPacketsMs = median(
    Array.from({ length: 5 }, () =>
      cpuMs(() => {
        packetChars = packetsFor(cold(six), SIX_SEATS, 'Corps').files.reduce((n, file) => n + file.text.length, 0);
      }),
    ),
  );
  const entries = `[${'{},'.repeat(1_999_999)}{}]`;
  const bigPacket = `{"format":"campaign-desk-packet","formatVersion":2,"packetId":"pk-1","seatId":"s","picture":{"units":${entries}}}`;
  const bigOrders = `{"format":"campaign-desk-orders","formatVersion":2,"orders":${entries}}`;
  const bigPacketMs = refusalMs(readPacket, bigPacket);
  const bigOrdersMs = refusalMs(readOrdersFile, bigOrders);
  const bigParseMs = median(Array.from({ length: 5 }, () => cpuMs(() => JSON.parse(bigPacket))));
  const f: PictureBenchFigure = {
    units: truth.unitOrder.length,
    events: events.length,
    reports: Object.keys(truth.reports ?? {}).length,
    foldMs,
    divMs,
    bdeMs,
    switchMs,
    enemySeen: p.units.filter((u) => p.info[u.id]?.status === 'enemy').length,
    ownReported: p.units.filter((u) => p.info[u.id]?.status === 'reported').length,
    sixPacketsMs,
    packetKb: packetChars / 1024,
    bigPacketMs,
    bigOrdersMs,
    bigParseMs,
    view: await runPictureViewBench(log),
  };
  for (const line of pictureRows(f)) log(line);
  return f;
}

/** The figures as Markdown table rows. */
export function pictureRows(f: PictureBenchFigure): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  const met = (ok: boolean, target: number) => `≤ ${target} ms: ${ok ? 'met' : 'NOT met'}`;
  return [
    '| measure | ours | baseline in the same run | ratio |',
    '|---|---|---|---|',
    `| (a) one HQ's picture at the clock, ${n(f.units)} units, ${n(f.events)} events (${n(f.reports)} reports): the division seat, as reported (${n(f.ownReported)} own units reported, ${n(f.enemySeen)} enemy seen) | ${f.divMs.toFixed(1)} ms (${met(f.divMs <= TARGET.pictureMs, TARGET.pictureMs)}) | the truth's fold of the log: ${n(f.foldMs)} ms | ${(f.divMs / f.foldMs).toFixed(3)}× |`,
    `| (a) the brigade seat, live | ${f.bdeMs.toFixed(1)} ms (${met(f.bdeMs <= TARGET.pictureMs, TARGET.pictureMs)}) | the truth's fold: ${n(f.foldMs)} ms | ${(f.bdeMs / f.foldMs).toFixed(3)}× |`,
    `| (b) switching the desk to the division's view: picture, view state, map model (before React and paint) | ${f.switchMs.toFixed(1)} ms (${met(f.switchMs <= TARGET.switchMs, TARGET.switchMs)}) | the truth's fold: ${n(f.foldMs)} ms | ${(f.switchMs / f.foldMs).toFixed(3)}× |`,
    `| (c) one press of "Issue every seat its packet": six seats' pictures, changes since their last packets and files (${n(f.packetKb)} KB in all) | ${f.sixPacketsMs.toFixed(0)} ms (${met(f.sixPacketsMs <= TARGET.sixPacketsMs, TARGET.sixPacketsMs)}) | the truth's fold: ${n(f.foldMs)} ms | ${(f.sixPacketsMs / f.foldMs).toFixed(3)}× |`,
    `| (d) a packet of 2,000,000 empty entries refused by its count | ${f.bigPacketMs.toFixed(0)} ms (${met(f.bigPacketMs <= TARGET.refuseBigMs, TARGET.refuseBigMs)}) | parsing its JSON alone: ${n(f.bigParseMs)} ms | ${(f.bigPacketMs / f.bigParseMs).toFixed(2)}× |`,
    `| (d) an orders file of 2,000,000 empty entries refused by its count | ${f.bigOrdersMs.toFixed(0)} ms (${met(f.bigOrdersMs <= TARGET.refuseBigMs, TARGET.refuseBigMs)}) | parsing the packet's JSON alone: ${n(f.bigParseMs)} ms | ${(f.bigOrdersMs / f.bigParseMs).toFixed(2)}× |`,
    `| (b) in Chromium, the Cambrai campaign (786 units), View → 51st Division (as reported), to the second frame, median of ${f.view.rounds} | ${f.view.divisionMs.toFixed(0)} ms (${met(f.view.divisionMs <= TARGET.switchMs, TARGET.switchMs)}) | View → Umpire (the desk rendering the truth): ${f.view.umpireMs.toFixed(0)} ms | ${(f.view.divisionMs / f.view.umpireMs).toFixed(2)}× |`,
    `| (b) in Chromium, View → 152nd Brigade (live) | ${f.view.brigadeMs.toFixed(0)} ms (${met(f.view.brigadeMs <= TARGET.switchMs, TARGET.switchMs)}) | View → Umpire: ${f.view.umpireMs.toFixed(0)} ms | ${(f.view.brigadeMs / f.view.umpireMs).toFixed(2)}× |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) void runPictureBench();
