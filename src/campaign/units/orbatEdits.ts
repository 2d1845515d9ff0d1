/**
 * What editing the order of battle needs to know (`units.added`, `units.deleted` in `events.ts`):
 * what else in the campaign names a unit. A unit may be deleted only while
 * nothing else names it — an order, a report, a fire plan, a contact, an engagement, a seat, a unit
 * outside the subtree that it commands or supports — so that no record is left pointing at nothing.
 */
import type { CampaignState, UnitId } from '../model/types.ts';

/** Where the state names units, and how a reference there reads in a refusal. */
const NAMED_IN: readonly [keyof CampaignState, string][] = [
  ['orders', 'an order'], ['reports', 'a report'], ['tasks', 'a task'], ['sheets', 'a high-command sheet'], ['firePlans', 'a fire plan'],
  ['firings', 'a fire plan fired'], ['resupplyRuns', 'a resupply run'], ['medicalPosts', 'a medical post'], ['contacts', 'a contact'],
  ['seats', 'a seat'], ['engagements', 'an engagement'], ['commandTests', 'a command test'], ['dlas', 'a logistics area'],
];

/**
 * What in the campaign names any of `ids` from outside them, in words (`an order`, `8th Bn Seaforth
 * Highlanders, which it commands`), or an empty list. Routes of the deleted units themselves do not count.
 */
export function unitsNamedElsewhere(state: CampaignState, ids: readonly UnitId[]): string[] {
  const set = new Set(ids);
  const out: string[] = [];
  for (const uid of state.unitOrder) {
    if (set.has(uid)) continue;
    const u = state.units[uid]!;
    if (u.parentId !== undefined && set.has(u.parentId)) out.push(`${u.name}, which it commands`);
    if (u.support && set.has(u.support.toId)) out.push(`${u.name}, which supports it`);
  }
  const quoted = ids.map((x) => `"${x}"`);
  for (const [key, label] of NAMED_IN) {
    const record = state[key] as Record<string, unknown> | unknown[] | undefined;
    if (!record) continue;
    // A record keyed by a deleted unit counts too while it holds anything (a brigade's medical post with bases in it).
    const keyed = !Array.isArray(record) && Object.entries(record).some(([k, x]) => set.has(k) && x !== null && typeof x === 'object' && Object.keys(x).length > 0);
    const items = Array.isArray(record) ? record : Object.entries(record).filter(([k]) => !set.has(k)).map(([, x]) => x);
    if (keyed || items.some((item) => quoted.some((q) => JSON.stringify(item).includes(q)))) out.push(label);
  }
  if (state.routes) {
    for (const [k, r] of Object.entries(state.routes)) {
      if (!set.has(k) && quoted.some((q) => JSON.stringify(r).includes(q))) out.push('a route');
    }
  }
  return [...new Set(out)];
}

