/**
 * What an HQ has heard from its direct subordinates (NQM DESIGNER'S NOTES: the PLUMPIRE commander is fed
 * limited information; 004 §COMMAND REACTION TIMES: reports travel up with the same delays as orders):
 * each subordinate's newest situation report to it that has arrived by a minute, with everything that
 * report gave — the subordinate itself and the units it in turn had heard of, each as of the minute it was
 * made. An HQ's own situation report gives these on, so a division hears from its brigades, not from
 * every battalion (docs/RULINGS.md §Situation reports up the chain). Pure.
 */
import { reportTimeline } from '../../rules/orderTimeline.ts';
import { commandNetOf } from '../command/commandState.ts';
import type { ReportedUnit } from '../model/pictureTypes.ts';
import type { CampaignReport, CampaignState, UnitId } from '../model/types.ts';

/** A unit as an HQ heard of it: the report's entry, with the minute it was made (the entry's own, else its report's). */
export type HeardUnit = ReportedUnit & { madeAtMin: number };

/**
 * A reader of what each HQ of `state` heard from its direct subordinates by a minute: the units their
 * newest situation reports to it (sent, not held, and arrived by then) gave, subordinates in ORBAT order.
 */
export function heardFromSubordinates(state: CampaignState): (hqId: UnitId, atMin: number) => HeardUnit[] {
  // Situation reports addressed to a unit's own HQ, newest first, by HQ and then by sender.
  const byHq = new Map<UnitId, Map<UnitId, CampaignReport[]>>();
  for (const r of Object.values(state.reports ?? {})) {
    if (r.subject !== 'situation' || r.held === true || state.units[r.fromId]?.parentId !== r.toId) continue;
    let from = byHq.get(r.toId);
    if (!from) byHq.set(r.toId, (from = new Map()));
    const list = from.get(r.fromId);
    if (list) list.push(r);
    else from.set(r.fromId, [r]);
  }
  for (const from of byHq.values()) for (const list of from.values()) list.sort((a, b) => b.sentAtMin - a.sentAtMin);
  const delays = new Map<string, number | null>();
  const delay = (fromId: UnitId, toId: UnitId): number | null => {
    const key = `${fromId}>${toId}`;
    if (!delays.has(key)) {
      try {
        const receipt = reportTimeline(commandNetOf(state), { id: 'hop', fromId, toId, sentAtMin: 0 }).receipts.find((x) => x.unitId === toId);
        delays.set(key, receipt ? receipt.atMin : null);
      } catch {
        delays.set(key, null); // no way up the chain: nothing arrives
      }
    }
    return delays.get(key)!;
  };
  return (hqId, atMin) => {
    const from = byHq.get(hqId);
    if (!from) return [];
    const out: HeardUnit[] = [];
    for (const childId of state.unitOrder) {
      const list = from.get(childId);
      const d = list ? delay(childId, hqId) : null;
      if (!list || d === null) continue;
      const newest = list.find((r) => r.messenger?.lost !== true && r.sentAtMin + d + (r.messenger?.delayMin ?? 0) <= atMin);
      for (const u of newest?.units ?? []) out.push({ ...u, madeAtMin: u.madeAtMin ?? newest!.sentAtMin });
    }
    return out;
  };
}
