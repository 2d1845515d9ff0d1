/**
 * The lines of the campaign log (DESIGN.md §State: "The log is what a session's bookkeeping reads"):
 * each event described against the campaign as it stood just before it — so a fire plan saved for the
 * first time reads "created", saved again "revised" — with its account under it: a settled contact's
 * combat, a returned engagement's battle report, a firing's shots with their dice. An engagement's
 * planned bounds, steps and return are gathered under the line that opened it, each with its record
 * (sub-units and bases by name). Pure: no React.
 */
import { type CampaignEvent, describeEvent, planSerialFirers, formatCampaignClock, type CampaignState, type CampaignOrder, type CampaignTask, type FirePlan } from '../../campaign/index.ts';
import { formatRecord } from '../../rules/bound/format.ts';
import { engagementNames } from '../engagement/recordLines.ts';
import { shotLine } from '../fireplan/firingText.ts';

/** One line of the log: seq, when, what, the account lines under it, and (an engagement's opening) the lines of its steps. */
export type LogLine = { seq: number; when: string; text: string; account: readonly string[]; steps?: LogLine[] };

/**
 * What a line's event changes, as it stood before it: the records (what makes "created" and "revised"
 * read right) and the clock (what makes a clock step read "+1 h").
 */
type Before = { clockMin: number; firePlans: Record<string, FirePlan>; orders: Record<string, CampaignOrder>; tasks: Record<string, CampaignTask> };

/**
 * The log lines of `events` (oldest first in, newest first out) described against the campaign as it
 * stood before each, names from `state`; filtered by `query` (case folded: an engagement is kept when
 * its opening or any of its steps matches).
 */
export function logLines(state: CampaignState, events: readonly CampaignEvent[], query = ''): LogLine[] {
  const before: Before = { clockMin: 0, firePlans: Object.create(null), orders: Object.create(null), tasks: Object.create(null) };
  const top: LogLine[] = [];
  const openings = new Map<string, LogLine>();
  for (const e of events) {
    const line: LogLine = { seq: e.seq, when: whenText(state, e.at), text: describeEvent(e, { ...state, ...before }), account: accountOf(state, e, before) };
    const engagementId = e.type.startsWith('engagement.') ? (e.payload as { engagementId?: string }).engagementId : undefined;
    if (e.type === 'engagement.created') {
      line.steps = [];
      openings.set(engagementId!, line);
      top.push(line);
    } else if (engagementId !== undefined && openings.has(engagementId)) openings.get(engagementId)!.steps!.push(line);
    else top.push(line);
    remember(before, e);
  }
  const q = query.trim().toLowerCase();
  const matches = (l: LogLine): boolean => `${l.when} ${l.text} ${l.account.join(' ')}`.toLowerCase().includes(q) || (l.steps ?? []).some(matches);
  return top.filter((l) => q === '' || matches(l)).reverse();
}

function whenText(state: CampaignState, at: number): string {
  try {
    return formatCampaignClock(state.startLocal, at);
  } catch {
    return `campaign minute ${at}`;
  }
}

/** The lines under an event: a fight's account, a firing's shots with their dice, an engagement step's record. */
function accountOf(state: CampaignState, e: CampaignEvent, before: Before): readonly string[] {
  switch (e.type) {
    case 'contact.settled':
    case 'engagement.returned':
      return e.payload.lines;
    case 'fireplan.fired': {
      // The serials as the plan stood when it fired (a later revision or deletion does not rename them).
      const plan = before.firePlans[e.payload.planId] ?? state.firePlans?.[e.payload.planId];
      const labels = plan ? planSerialFirers(plan) : new Map<string, { label: string }>();
      return e.payload.shots.map((s) => shotLine(state, s, labels.get(s.serialId)?.label ?? 'a serial no longer in the plan'));
    }
    case 'engagement.planned':
    case 'engagement.stepped': {
      const names = engagementNames(e.payload.state);
      return e.payload.records.map((r) => formatRecord(r, names));
    }
    default:
      return [];
  }
}

/** Keep `before` as the campaign stands after `e`, for the records whose words depend on it. */
function remember(before: Before, e: CampaignEvent): void {
  before.clockMin = Math.max(before.clockMin, e.at);
  if (e.type === 'fireplan.saved') before.firePlans[e.payload.plan.id] = e.payload.plan;
  else if (e.type === 'fireplan.deleted') delete before.firePlans[e.payload.planId];
  else if (e.type === 'order.saved') before.orders[e.payload.order.id] = e.payload.order;
  else if (e.type === 'order.deleted') delete before.orders[e.payload.orderId];
  else if (e.type === 'task.saved') before.tasks[e.payload.task.id] = e.payload.task;
  else if (e.type === 'task.deleted') delete before.tasks[e.payload.taskId];
}
