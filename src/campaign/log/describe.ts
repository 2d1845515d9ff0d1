/**
 * One-line descriptions of events for the log and the Undo message (`describeEvent`, re-exported by
 * `events.ts`): the first events (campaign, unit, engagement) and the issue-4 ones (clock, settings,
 * command relations, orders, reports, tasks, high-command sheets, 1916 command tests) and the issue-5
 * fire plans (saved, deleted, fired); the issue-6 logistics events are `logisticsDescribe.ts`'s, the issue-7
 * routes, contacts and returns (and what a clock step and a hand-off carry) `turnDescribe.ts`'s. Plain
 * text, e.g. `advanced the clock to 08:20 (+2 h); 12 units marched; 1 contact: 0531 2412 (1/6 Gordons vs II./84)`.
 */
import { COMMAND_TEST_MODIFIERS } from '../../rules/tables/commandTest1916.ts';
import type { CampaignEvent, EventType } from '../events.ts';
import { opensShoot } from '../fireplan/fired.ts';
import { clockText, spanText } from '../model/localTime.ts';
import { describeLogisticsEvent } from '../logistics/describe.ts';
import { LOGISTICS_EVENT_TYPES, type LogisticsEventType } from '../logistics/stockEvents.ts';
import { clockTurnText, describeTurnEvent, handOffText, TURN_EVENT_TYPES, type TurnEventType } from '../turn/describe.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { unitFieldLabel } from '../model/unitFieldLabels.ts';

/** The event types this module describes. */
export type Issue4EventType = Exclude<EventType, 'campaign.created' | 'unit.moved' | 'unit.edited' | `engagement.${string}` | `fireplan.${string}` | LogisticsEventType | TurnEventType>;

/** A label inside a sentence: `Injured bases` → `injured bases`, an abbreviation kept (`FU held`). */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

const RELATION_WORDS = { inDirectSupport: 'in direct support of', inSupport: 'in support of' } as const;
const SETTING_WORDS: Record<string, string> = {
  dayStartMin: 'day start',
  nightResupplyOnly: 'night resupply only',
  commandTest1916: '1916 command test',
  commandTestTargets: '1916 command test targets',
  deRosaAmmo: 'De Rosa ammunition supply',
};

/** The description of one issue-4 event; `state` is the state it applies to (names come from it). */
function describeIssue4Event(event: CampaignEvent<Issue4EventType>, state: CampaignState | null): string {
  const name = (id: UnitId) => state?.units[id]?.name ?? id;
  const has = (r: Record<string, unknown> | undefined, id: string) => r !== undefined && Object.hasOwn(r, id);
  switch (event.type) {
    case 'clock.advanced': {
      const to = event.payload.toMin;
      const by = state ? ` (+${spanText(to - state.clockMin)})` : '';
      return `advanced the clock to ${clockText(state?.startLocal, to)}${by}${clockTurnText(event.payload, state)}`;
    }
    case 'settings.changed':
      return `changed the settings (${Object.keys(event.payload.changes).map((k) => SETTING_WORDS[k] ?? k).join(', ')})`;
    case 'unit.commandSet': {
      const p = event.payload;
      const command = p.parentId === null ? 'a top formation' : `under command of ${name(p.parentId)}`;
      const support = p.support === null ? 'no support role' : `${RELATION_WORDS[p.support.relation]} ${name(p.support.toId)}`;
      return `set ${name(p.unitId)}: ${command}, ${support}`;
    }
    case 'unit.hqPlaced':
      return event.payload.hqPos === null ? `removed the HQ of ${name(event.payload.unitId)} from the map` : `placed the HQ of ${name(event.payload.unitId)}`;
    case 'order.saved': {
      const o = event.payload.order;
      return `${has(state?.orders, o.id) ? 'revised' : 'wrote'} the order from ${name(o.fromId)} to ${name(o.forId)} (issued ${clockText(state?.startLocal, o.issuedAtMin)})`;
    }
    case 'order.deleted': {
      const o = has(state?.orders, event.payload.orderId) ? state!.orders![event.payload.orderId] : undefined;
      return o ? `deleted the order from ${name(o.fromId)} to ${name(o.forId)}` : `deleted order ${event.payload.orderId}`;
    }
    case 'report.sent': {
      const r = event.payload.report;
      return `${has(state?.reports, r.id) ? 'revised' : 'sent'} a ${r.subject} report from ${name(r.fromId)} to ${name(r.toId)}`;
    }
    case 'report.deleted': {
      const r = has(state?.reports, event.payload.reportId) ? state!.reports![event.payload.reportId] : undefined;
      return r ? `deleted the ${r.subject} report from ${name(r.fromId)} to ${name(r.toId)}` : `deleted report ${event.payload.reportId}`;
    }
    case 'task.saved': {
      const t = event.payload.task;
      return `${has(state?.tasks, t.id) ? 'changed' : 'put'} task “${t.task}” of ${name(t.unitId)} (${spanText(t.durationMin)} from ${clockText(state?.startLocal, t.startMin)})`;
    }
    case 'task.deleted': {
      const t = has(state?.tasks, event.payload.taskId) ? state!.tasks![event.payload.taskId] : undefined;
      return t ? `removed task “${t.task}” of ${name(t.unitId)}` : `removed task ${event.payload.taskId}`;
    }
    case 'sheet.saved': {
      const s = event.payload.sheet;
      return `saved the high-command sheet “${s.title}” (${s.rows.length} row${s.rows.length === 1 ? '' : 's'} × ${s.columnCount} ${s.columnKind}${s.columnCount === 1 ? '' : 's'})`;
    }
    case 'sheet.deleted': {
      const s = has(state?.sheets, event.payload.sheetId) ? state!.sheets![event.payload.sheetId] : undefined;
      return `deleted the high-command sheet “${s?.title ?? event.payload.sheetId}”`;
    }
    case 'command.tested': {
      const p = event.payload;
      const points = p.modifiers.reduce((sum, id) => sum + (COMMAND_TEST_MODIFIERS.find((m) => m.id === id)?.points ?? 0), 0);
      const mods = points === 0 ? '' : ` ${points < 0 ? '−' : '+'} ${Math.abs(points)} = ${p.die + points}`;
      const outcome = p.passed ? 'passed, moved' : 'failed, stays put';
      return `1916 command test of ${name(p.unitId)} (${p.column}): rolled ${p.die}${mods}, needed ${p.target}: ${outcome}`;
    }
  }
}

/**
 * The description of a fire plan event, e.g. `created the fire plan “Zero hour” (3 serials,
 * 1 lift; H-hour 06:20)`, `fired the fire plan “Zero hour”: 12 shoots, 5 bases lost, 12 FU spent`.
 */
function describeFirePlanEvent(event: CampaignEvent<`fireplan.${string}` & EventType>, state: CampaignState | null): string {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const planTitle = (id: string) => {
    const plan = state?.firePlans && Object.hasOwn(state.firePlans, id) ? state.firePlans[id] : undefined;
    return `“${plan?.title || id}”`;
  };
  switch (event.type) {
    case 'fireplan.saved': {
      const p = event.payload.plan;
      const verb = state?.firePlans && Object.hasOwn(state.firePlans, p.id) ? 'revised' : 'created';
      const lifts = p.lifts.length === 0 ? '' : `, ${plural(p.lifts.length, 'lift')}`;
      return `${verb} the fire plan “${p.title || p.id}” (${plural(p.serials.length, 'serial')}${lifts}; H-hour ${clockText(state?.startLocal, p.hHourMin)})`;
    }
    case 'fireplan.deleted':
      return `deleted the fire plan ${planTitle(event.payload.planId)}`;
    case 'fireplan.fired': {
      const shots = event.payload.shots;
      const lost = shots.reduce((n, s) => n + s.casualties.reduce((m, c) => m + c.bases, 0), 0);
      const fu = shots.reduce((n, s) => n + s.fuSpent, 0);
      return `fired the fire plan ${planTitle(event.payload.planId)}: ${plural(shots.filter(opensShoot).length, 'shoot')}, ${plural(lost, 'base')} lost, ${fu} FU spent`;
    }
  }
}

/**
 * A one-line human description of an event, for the log and the Undo message. `state` is the state
 * the event applies to (or the state after an undo, which is the same); engagement titles come from
 * it, else from the event. E.g. `ran step 4 of bound 1 in “180/Btn 1 vs 7/Btn 1”`.
 */
export function describeEvent(event: CampaignEvent, state: CampaignState | null): string {
  const name = (id: UnitId) => state?.units[id]?.name ?? id;
  const title = (id: string) => `“${(state?.engagements && Object.hasOwn(state.engagements, id) && state.engagements[id]?.title) || id}”`;
  switch (event.type) {
    case 'campaign.created':
      return `created campaign from “${event.payload.scenario.name}”`;
    case 'unit.moved':
      return `moved ${name(event.payload.unitId)}`;
    case 'unit.edited':
      return `edited ${name(event.payload.unitId)} (${Object.keys(event.payload.changes).map((k) => inSentence(unitFieldLabel(k))).join(', ')})`;
    case 'engagement.created': {
      const n = event.payload.unitIds.length;
      return `opened engagement “${event.payload.title}” (${n} unit${n === 1 ? '' : 's'})${handOffText(event.payload, state)}`;
    }
    case 'engagement.returned':
      return describeTurnEvent(event, state, clockText, spanText);
    case 'engagement.planned':
      return `planned bound ${event.payload.state.bound} of ${title(event.payload.engagementId)}`;
    case 'engagement.stepped': {
      const first = event.payload.records[0];
      const bound = first?.bound ?? state?.engagements?.[event.payload.engagementId]?.state.bound ?? event.payload.state.bound;
      const step = first?.step;
      const what =
        step === undefined ? 'ran a step' : step === 'melee' ? 'ran the melee' : step === 'end' ? 'ended' : step === '#' ? 'ran step (#)' : `ran step ${step}`;
      return `${what} ${step === 'end' ? '' : 'of '}bound ${bound} in ${title(event.payload.engagementId)}`;
    }
    case 'fireplan.saved':
    case 'fireplan.deleted':
    case 'fireplan.fired':
      return describeFirePlanEvent(event, state);
    default:
      if ((LOGISTICS_EVENT_TYPES as readonly string[]).includes(event.type)) {
        return describeLogisticsEvent(event as CampaignEvent<LogisticsEventType>, state, clockText);
      }
      if ((TURN_EVENT_TYPES as readonly string[]).includes(event.type)) {
        return describeTurnEvent(event as CampaignEvent<TurnEventType>, state, clockText, spanText);
      }
      return describeIssue4Event(event as CampaignEvent<Issue4EventType>, state);
  }
}

/**
 * The description of one user action: the events one button press wrote, oldest first (an
 * "Advance to…" writes one `clock.advanced` an hour). One event reads as `describeEvent`; a run of
 * clock steps as `advanced the clock from 06:20 to 14:20 in 8 hourly steps`; anything else as the
 * first event's description and how many more changes came with it. `stateBefore` is the state the
 * first event applied to (names and the clock come from it). Throws `RangeError` for no events.
 */
export function describeAction(events: readonly CampaignEvent[], stateBefore: CampaignState | null): string {
  const first = events[0];
  if (!first) throw new RangeError('describeAction: an action has at least one event');
  if (events.length === 1) return describeEvent(first, stateBefore);
  const last = events[events.length - 1]!;
  if (events.every((e) => e.type === 'clock.advanced') && last.type === 'clock.advanced') {
    const from = stateBefore ? clockText(stateBefore.startLocal, stateBefore.clockMin) : null;
    const to = clockText(stateBefore?.startLocal, last.payload.toMin);
    return `advanced the clock ${from ? `from ${from} ` : ''}to ${to} in ${events.length} hourly steps`;
  }
  const more = events.length - 1;
  return `${describeEvent(first, stateBefore)} and ${more} more change${more === 1 ? '' : 's'} with it`;
}
