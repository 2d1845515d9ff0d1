/**
 * What a packet's picture must be beyond its schema, checked as the campaign folds check a campaign
 * file's records: unit ids once each, every parent in the packet and no chain of command in a loop,
 * each unit's strength, the seat's HQ present and of the packet's side, the orders, reports, tasks,
 * high-command sheets and fire plans as their folds check them (`checkOrder`, `checkReport`,
 * `checkTask`, `checkSheet`, `checkFirePlanRecord`) against the packet's own units, and no minute
 * after the packet's; what changed since the last packet names only what the packet holds.
 */
import { EventError } from '../model/eventError.ts';
import type { FileIssue } from '../model/schemaParts.ts';
import { checkFirePlanRecord } from '../fireplan/plans.ts';
import { checkOrder, checkReport, checkTask } from '../orders/planningEvents.ts';
import { checkSheet } from '../orders/sheetChecks.ts';
import { checkStrength } from '../units/scenario.ts';
import type { CampaignReport } from '../model/types.ts';
import type { PacketChanges } from './changes.ts';
import type { Picture } from './picture.ts';
import { pictureState } from './pictureState.ts';

/** Every problem of `picture` (the schema already passed), each at its place in the file (`picture.units[3].parentId`). */
export function packetProblems(picture: Picture, changes?: PacketChanges): FileIssue[] {
  const problems: FileIssue[] = [];
  const at = (path: string, message: string) => problems.push({ path: `picture.${path}`, message });
  const parents = new Map<string, string | undefined>();
  picture.units.forEach((u, i) => {
    if (parents.has(u.id)) at(`units[${i}].id`, `unit "${u.id}" is listed twice`);
    parents.set(u.id, u.parentId);
  });
  picture.units.forEach((u, i) => {
    if (u.parentId !== undefined && !parents.has(u.parentId)) at(`units[${i}].parentId`, `no unit "${u.parentId}" in the packet`);
    const seen = new Set<string>([u.id]);
    for (let p = u.parentId; p !== undefined; p = parents.get(p)) {
      if (seen.has(p)) {
        at(`units[${i}].parentId`, `the chain of command of "${u.id}" comes back to "${p}": it is a loop`);
        break;
      }
      seen.add(p);
    }
    guard(problems, `units[${i}]`, () => checkStrength(u, ''));
  });
  if (problems.length > 0) return problems;
  const hq = picture.units.find((u) => u.id === picture.seat.hqId);
  if (!hq) at('seat.hqId', `no unit "${picture.seat.hqId}" in the packet`);
  else if (hq.side !== picture.side) at('seat.hqId', `the seat's HQ is of the ${hq.side} side, the packet of the ${picture.side}`);
  const late = (min: number | undefined, path: string) => {
    if (min !== undefined && min > picture.atMin) at(path, `is minute ${min}, after the packet's minute ${picture.atMin}`);
  };
  for (const [uid, info] of Object.entries(picture.info)) {
    if (!parents.has(uid)) at(`info.${uid}`, `no unit "${uid}" in the packet`);
    late(info.madeAtMin, `info.${uid}.madeAtMin`);
    late(info.receivedAtMin, `info.${uid}.receivedAtMin`);
  }
  const state = pictureState({ ...picture, orders: [], reports: [], tasks: [], sheets: [], firePlans: [] });
  const onceEach = <T extends { id: string }>(items: readonly T[], what: string, check: (item: T, path: string) => void) => {
    const ids = new Set<string>();
    items.forEach((item, i) => {
      const path = `${what}[${i}]`;
      if (ids.has(item.id)) at(`${path}.id`, `"${item.id}" is listed twice`);
      ids.add(item.id);
      guard(problems, path, () => check(item, path));
    });
    return ids;
  };
  const orders = onceEach(picture.orders, 'orders', (o, path) => {
    checkOrder(state, o, '');
    late(o.issuedAtMin, `${path}.issuedAtMin`);
  });
  const reports = onceEach(picture.reports, 'reports', (r, path) => {
    checkReport(state, r as CampaignReport, '');
    late(r.sentAtMin, `${path}.sentAtMin`);
  });
  onceEach(picture.tasks, 'tasks', (t) => checkTask(state, t, ''));
  onceEach(picture.sheets, 'sheets', (s) => checkSheet(state, s, ''));
  onceEach(picture.firePlans, 'firePlans', (p) => checkFirePlanRecord(state, p, ''));
  for (const [key, min] of Object.entries(picture.received)) {
    const [kind, rid] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (!((kind === 'order' && orders.has(rid)) || (kind === 'report' && reports.has(rid)))) at(`received.${key}`, `names no order or report of the packet`);
    late(min, `received.${key}`);
  }
  if (changes) {
    const at = (path: string, message: string) => problems.push({ path: `changes.${path}`, message });
    const has = (ids: ReadonlySet<string>, what: string) => (list: readonly string[], path: string) =>
      list.forEach((x, i) => {
        if (!ids.has(x)) at(`${path}[${i}]`, `names no ${what} of the packet`);
      });
    const units = new Set(parents.keys());
    has(reports, 'report')(changes.reports, 'reports');
    has(orders, 'order')(changes.orders, 'orders');
    has(units, 'unit')(changes.marks.new, 'marks.new');
    has(units, 'unit')(changes.marks.moved, 'marks.moved');
    changes.takenIn.forEach((t, i) => {
      has(orders, 'order')([t.orderId], `takenIn[${i}].orderId`);
      has(units, 'unit')(t.reaches.map((r) => r.unitId), `takenIn[${i}].reaches`);
    });
  }
  return problems;
}

/** Run a fold's check; an `EventError` becomes a problem at `path` + its own path. */
function guard(problems: FileIssue[], path: string, check: () => void): void {
  try {
    check();
  } catch (e) {
    if (!(e instanceof EventError)) throw e;
    const sub = e.path === '' ? '' : e.path.startsWith('.') || e.path.startsWith('[') ? e.path : `.${e.path}`;
    problems.push({ path: `picture.${path}${sub}`, message: e.message });
  }
}
