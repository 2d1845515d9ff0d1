/**
 * The picture of a headquarters: what has reached it by a campaign minute (NQM DESIGNER'S NOTES, the
 * PLUMPIRE set-up; 004 §COMMAND REACTION TIMES). Own units under its command as last reported (or live,
 * for a seat forward with them), the enemy as contact reports saw it, the orders it issued or
 * received, the reports it received, its side's fire plans it commands guns in, its own tasks and
 * its side's high-command sheets — and nothing else (docs/RULINGS.md §What a headquarters knows).
 * Pure: it reads the state and the minute only.
 */
import type { CampaignOrder, CampaignReport, CampaignState, CampaignTask, FirePlan, HighCommandSheet, SideId, SideInfo, Unit, UnitId } from '../model/types.ts';
import type { GridDef, Minutes } from '../../rules/types.ts';
import { commandNetOf, orderViews } from '../command/commandState.ts';
import { reportTimeline } from '../../rules/orderTimeline.ts';
import { subtreeOf } from '../command/commandEvents.ts';
import { DEFAULT_SETTINGS, settingsOf } from '../model/settings.ts';
import { clockText } from '../model/localTime.ts';
import { reportedUnitOf } from './autoReports.ts';
import { withHoldings } from '../logistics/stocks.ts';
import { withFate } from '../command/messenger.ts';
import { enemyMarkUnits } from './enemyMarks.ts';
import { asReported, plotSightings, type OwnSpot, type ReceivedSighting } from './sightings.ts';
import type { CampaignSettings } from '../model/types.ts';
import type { EnemySighting, PictureInfo, ReportedUnit, Seat } from '../model/pictureTypes.ts';

/**
 * A headquarters' picture at `atMin`, in the words a seat's view and a packet use:
 * - the campaign's title, map, start, grid and sides; the seat (`hqId`, `label`, `ownUnits`) and its `side`;
 * - `units`: the own units it knows, in ORBAT order (its command, its chain above, units named in what
 *   it holds) as it knows them, then each enemy position as last seen (ids `enemy-1` … in the order
 *   first seen, never a true id: `sightings.ts`);
 * - `info`: per unit id its status and the minutes its position was made and received;
 * - `orders` / `reports` it has, with the minute each reached it (`received`, keyed `order:<id>` /
 *   `report:<id>`); reports keep what they say of own units, and of the enemy only position, kind and
 *   identification;
 * - `tasks`, `sheets`, `firePlans` it holds, and the settings the clock reads (the day's start, night
 *   resupply); the umpire's own settings (reports, command test targets) stay at their defaults.
 */
export type Picture = {
  title: string;
  mapId: string;
  startLocal: string;
  zeroHourMin?: Minutes;
  utcOffsetMin: number;
  grid: GridDef;
  sides: Record<SideId, SideInfo>;
  seat: { hqId: UnitId; label: string; ownUnits: 'live' | 'reported' };
  side: SideId;
  atMin: Minutes;
  units: Unit[];
  info: PictureInfo['units'];
  orders: CampaignOrder[];
  reports: PictureReport[];
  received: Record<string, Minutes>;
  tasks: CampaignTask[];
  sheets: HighCommandSheet[];
  firePlans: FirePlan[];
  settings: CampaignSettings;
};

/** A report as a picture holds it: what it says, with each enemy sighting's true unit replaced by its picture id (`enemy-N`). */
export type PictureReport = Omit<CampaignReport, 'enemy' | 'held'> & { enemy?: (Omit<EnemySighting, 'unitId'> & { unitId: string })[] };

type Latest<T> = { value: T; madeAtMin: number; receivedAtMin: number; reportId: string };
const newer = (a: { madeAtMin: number; receivedAtMin: number }, b: { madeAtMin: number; receivedAtMin: number } | undefined) =>
  !b || a.madeAtMin > b.madeAtMin || (a.madeAtMin === b.madeAtMin && a.receivedAtMin > b.receivedAtMin);

/**
 * The picture of `seat`'s HQ at `atMin` (`state` folded to `atMin` or later; live units are read from
 * `state` as it is, so pass the state at `atMin` for them). Throws `RangeError` for an HQ the state
 * does not have.
 */
export function pictureOf(state: CampaignState, seat: Pick<Seat, 'hqId' | 'label' | 'ownUnits'>, atMin: Minutes): Picture {
  const hq = state.units[seat.hqId];
  if (!hq) throw new RangeError(`the campaign has no unit "${seat.hqId}" for the seat “${seat.label}”`);
  const command = subtreeOf(state, hq.id);
  const received: Record<string, Minutes> = {};
  const arrival = (receipts: readonly { unitId: UnitId; atMin: number }[]) => receipts.find((r) => r.unitId === hq.id && r.atMin <= atMin)?.atMin;

  const orders: CampaignOrder[] = [];
  for (const v of orderViews(state, atMin)) {
    const at = arrival(v.receipts) ?? (v.order.fromId === hq.id && v.order.issuedAtMin <= atMin ? v.order.issuedAtMin : undefined);
    if (at === undefined) continue;
    orders.push(v.order);
    received[`order:${v.order.id}`] = at;
  }

  const own = new Map<UnitId, Latest<ReportedUnit>>();
  const ownSpots: OwnSpot[] = [];
  // When each own unit reported meeting the enemy (its contact reports that reached the HQ).
  const metAt = new Map<UnitId, number[]>();
  const seen: ReceivedSighting[] = [];
  const receivedReports: CampaignReport[] = [];
  for (const r of reportsReaching(state, hq.id, command)) {
    let at: number | undefined;
    try {
      at = arrival(withFate(reportTimeline(commandNetOf(state), r), r.messenger).receipts);
    } catch {
      continue; // no way up the chain (a broken order of battle): it reaches no one
    }
    if (at === undefined) continue;
    receivedReports.push(r);
    if (r.subject === 'contact') metAt.set(r.fromId, [...(metAt.get(r.fromId) ?? []), r.sentAtMin]);
    received[`report:${r.id}`] = at;
    for (const u of r.units ?? []) {
      const l = { value: u, madeAtMin: u.madeAtMin ?? r.sentAtMin, receivedAtMin: at, reportId: r.id };
      if (r.subject !== 'contact' && u.pos && command.has(u.unitId)) ownSpots.push({ pos: u.pos, madeAtMin: l.madeAtMin, unitId: u.unitId });
      if (command.has(u.unitId) && newer(l, own.get(u.unitId))) own.set(u.unitId, l);
    }
    asReported(state.grid, r.enemy ?? []).forEach((value, index) => seen.push({ value, reportId: r.id, index, madeAtMin: r.sentAtMin, receivedAtMin: at, fromId: r.fromId }));
  }
  receivedReports.sort((a, b) => a.sentAtMin - b.sentAtMin || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // The enemy as plotted from the sightings alone, numbered enemy-1 … as first seen: no true id leaves the umpire's desk.
  const { marks, markOf } = plotSightings(state.grid, seen);
  const reports: PictureReport[] = receivedReports.map((r) => {
    const out: PictureReport = { id: r.id, fromId: r.fromId, toId: r.toId, sentAtMin: r.sentAtMin, subject: r.subject, text: r.text };
    if (r.auto === true) out.auto = true;
    if (r.units) out.units = r.units.filter((u) => command.has(u.unitId) || u.unitId === r.fromId).map((u) => ({ ...u, stocks: { ...u.stocks } }));
    if (r.enemy) out.enemy = asReported(state.grid, r.enemy).map((e, i) => ({ unitId: markOf.get(`${r.id}#${i}`)!, pos: { ...e.pos }, seen: e.seen, identified: e.identified && { ...e.identified } }));
    return out;
  });

  const plans = Object.values(state.firePlans ?? {}).filter((p) => p.side === hq.side && (p.serials.some((s) => s.firerIds.some((f) => command.has(f))) || p.lifts.some((l) => l.firerIds.some((f) => command.has(f)))));
  const tasks = Object.values(state.tasks ?? {}).filter((t) => command.has(t.unitId));
  const sheets = Object.values(state.sheets ?? {}).filter((s) => s.side === hq.side);

  // Own units known by name: its command, and every unit its orders, reports, plans and sheets name, with their chains above.
  const named = new Set<UnitId>(command);
  const name = (id: UnitId) => {
    for (let u: UnitId | undefined = id; u !== undefined && state.units[u]?.side === hq.side && !named.has(u); u = state.units[u]?.parentId) named.add(u);
  };
  for (let u = hq.parentId; u !== undefined && state.units[u] && !named.has(u); u = state.units[u]!.parentId) named.add(u);
  for (const o of orders) [o.fromId, o.forId, ...o.allocations.flatMap((a) => [a.unitId, a.toId]), ...o.hqLocations.map((h) => h.unitId)].forEach(name);
  for (const r of reports) [r.fromId, r.toId].forEach(name);
  for (const p of plans) [...p.serials.flatMap((s) => s.firerIds), ...p.lifts.flatMap((l) => l.firerIds)].forEach(name);
  for (const s of sheets) s.rows.forEach(name);

  const info: PictureInfo['units'] = {};
  const units: Unit[] = [];
  for (const id of state.unitOrder) {
    if (!named.has(id)) continue;
    const truth = state.units[id]!;
    const u = knownUnit(truth, named);
    if (id === hq.id || (seat.ownUnits === 'live' && command.has(id))) {
      setReported(u, reportedUnitOf(state, id, atMin), atMin);
      if (truth.hqPos) u.hqPos = { ...truth.hqPos };
      info[id] = { status: id === hq.id ? 'self' : 'live', madeAtMin: atMin, receivedAtMin: atMin };
    } else {
      const l = own.get(id);
      if (l) {
        setReported(u, l.value, l.madeAtMin);
        info[id] = { status: 'reported', madeAtMin: l.madeAtMin, receivedAtMin: l.receivedAtMin };
      } else info[id] = { status: command.has(id) ? 'unknown' : 'named' };
    }
    units.push(u);
  }
  // The enemy as last seen: marks that aged out or that an own unit's report has cleared leave the map.
  for (const live of seat.ownUnits === 'live' ? command : []) {
    const p = state.units[live]?.pos;
    if (p) ownSpots.push({ pos: p, madeAtMin: atMin, unitId: live });
  }
  const enemy = enemyMarkUnits(state, hq, marks, ownSpots, metAt, atMin);
  units.push(...enemy.units);
  Object.assign(info, enemy.info);

  const out: Picture = {
    title: state.title,
    mapId: state.mapId,
    startLocal: state.startLocal,
    utcOffsetMin: state.utcOffsetMin,
    grid: { ...state.grid },
    sides: { blue: { ...state.sides.blue }, red: { ...state.sides.red } },
    seat: { hqId: hq.id, label: seat.label, ownUnits: seat.ownUnits },
    side: hq.side,
    atMin,
    units,
    info,
    // What befell a messenger is the umpire's to know, not the player's.
    orders: orders.map(({ messenger: _fate, ...o }) => structuredClone(o)),
    reports,
    received,
    tasks: tasks.map((t) => ({ ...t })),
    sheets: sheets.map((s) => structuredClone(s)),
    firePlans: plans.map((p) => structuredClone(p)),
    settings: { ...structuredClone(DEFAULT_SETTINGS), dayStartMin: settingsOf(state).dayStartMin, nightResupplyOnly: settingsOf(state).nightResupplyOnly },
  };
  if (state.zeroHourMin !== undefined) out.zeroHourMin = state.zeroHourMin;
  return out;
}

/**
 * The reports that can reach HQ `hqId`: sent (not held) by it or by a unit under its command
 * (`command`), to an HQ other than the sender — reports go up the chain, so no other report passes
 * through it. In the order they were sent.
 */
function reportsReaching(state: CampaignState, hqId: UnitId, command: ReadonlySet<UnitId>): CampaignReport[] {
  return Object.values(state.reports ?? {}).filter((r) => r.held !== true && (r.fromId === hqId || command.has(r.fromId)) && state.units[r.toId] !== undefined);
}

/** The fields of an own unit any HQ of its side may know (its place in the order of battle and its kind), position and state left out. */
function knownUnit(t: Unit, named: ReadonlySet<UnitId>): Unit {
  const u: Unit = { id: t.id, side: t.side, name: t.name, shortName: t.shortName, echelon: t.echelon, type: t.type, grade: t.grade, bases: t.establishmentBases, establishmentBases: t.establishmentBases, injuredBases: 0, dugIn: false };
  if (t.parentId !== undefined && named.has(t.parentId)) u.parentId = t.parentId;
  if (t.support && named.has(t.support.toId)) u.support = { ...t.support };
  if (t.radios !== undefined) u.radios = t.radios;
  if (t.veteran !== undefined) u.veteran = t.veteran;
  if (t.mobility !== undefined) u.mobility = t.mobility;
  if (t.calibreMm !== undefined) u.calibreMm = t.calibreMm;
  return u;
}

/** Set `u`'s position, strength, state and holdings as a report made at `madeAtMin` gives them (disorganised: still so an hour after). */
function setReported(u: Unit, r: ReportedUnit, madeAtMin: number): void {
  u.bases = r.bases;
  u.injuredBases = r.injuredBases;
  u.dugIn = r.dugIn;
  if (r.pos) u.pos = { ...r.pos };
  if (r.disorganised) u.disorganisedUntilMin = madeAtMin + 60;
  if (r.broken) u.broken = true;
  const held = withHoldings(u, r.stocks);
  if (held.stocks) u.stocks = held.stocks;
  if (held.fuHeld !== undefined) u.fuHeld = held.fuHeld;
}
