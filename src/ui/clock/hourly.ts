/**
 * Advancing the campaign clock hour by hour (it moves every unit whose
 * orders are in force, as one event per hour; 004 §TIMESCALE: one operational turn is an hour): the
 * steps an advance is cut into, the run that plans and writes one `clock.advanced` per step — each
 * planned from the state the previous write gave — stopping at the first step that finds contacts, and
 * the notices that name how many units marched and the contacts found. Pure but for the injected
 * planner and writer: no React.
 */
import { advanceStep, clockText, immobilisedOnMarch, minePassageTexts, retreatTexts, taskDoneTexts, resupplyOnlyNow, settingsOf, type ClockPlanner, type EventPayloads, type CampaignContact, type CampaignState, type FiredDraft, type UnitId } from '../../campaign/index.ts';
import { clockHmText, closestText, refText, sidesText } from '../contacts/contactText.ts';
import type { PlanStep } from '../route/turnPlanner.ts';
import { clockLine, clockReading } from './advance.ts';

/** Hours "Advance to next contact" looks ahead. */
export const NEXT_CONTACT_HOURS = 24;

/**
 * The minutes an advance from `fromMin` to `toMin` stops at, one an hour: `fromMin + 60`, `+ 120`, …,
 * and `toMin` last (a shorter last step when the span is not whole hours). 95 → 155: [155]; 0 → 460:
 * [60, 120, …, 420, 460]. Throws `RangeError` unless both are whole minutes with `toMin > fromMin ≥ 0`.
 */
export function hourSteps(fromMin: number, toMin: number): number[] {
  if (!Number.isInteger(fromMin) || !Number.isInteger(toMin) || fromMin < 0 || toMin <= fromMin) {
    throw new RangeError(`hourSteps: expected whole minutes 0 ≤ from < to, got ${fromMin} → ${toMin}`);
  }
  const out: number[] = [];
  for (let m = fromMin + 60; m < toMin; m += 60) out.push(m);
  out.push(toMin);
  return out;
}

/**
 * How far a run got: steps written (`done`) of those planned (`total`), the state after the last write,
 * the units that marched in any step (a move of more than 0 m; carried subordinates not counted), and
 * the contacts of the step that stopped it (none: it ran to the end), `cancelled` when the umpire
 * stopped it before its end, `atMin` the minute the clock stopped at when a contact stopped it short
 * of its hour (a fire plan's shoots cut the hour), and `firings` the committed fire plans' firings written;
 * `immobilised`, `minefields`, `tasksDone` and `fellBack` the tanks immobilised, the minefield passages, the tasks
 * done and the Routed units fallen back on the way, in words.
 */
export type HourlyRun = { done: number; total: number; state: CampaignState; marchedIds: UnitId[]; contacts: CampaignContact[]; cancelled?: boolean; atMin?: number; firings?: number; immobilised?: string[]; minefields?: string[]; tasksDone?: string[]; fellBack?: string[] };

/** A run that stopped because a step could not be planned or written; `run` is how far it got, `cause` the error. */
export class HourlyStopped extends Error {
  override name = 'HourlyStopped';
  constructor(
    readonly run: HourlyRun,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Optional controls of a run: `signal` cancels it between steps; `onProgress` hears each step written;
 * `writeFiring` writes a committed fire plan's `fireplan.fired` (with its notice) — without it, or
 * without the planner's fire plan methods, no fire plan fires on the clock.
 */
export type HourlyControls = { signal?: AbortSignal; onProgress?(run: HourlyRun): void; writeFiring?(draft: FiredDraft, notice: string): Promise<CampaignState> };

/**
 * Plan and write the clock to each minute of `toMins` (ascending, after `state.clockMin`), one
 * `advanceStep` each (the campaign layer's clock step: moves, contacts, and a committed fire plan's
 * shoots at their minutes, `planStep.nextFireDueMin` / `nextDueFiring`), each planned from the state
 * the previous write resolved with; stops after the first step that finds contacts, or before the next
 * step once `controls.signal` is aborted (`run.cancelled`). `noticeOf(run, last)` words the notice of
 * each step's last `clock.advanced` (`last`: no step follows). Resolves with the run; rejects with
 * `HourlyStopped` (the steps written stay).
 */
export async function runHourly(
  state: CampaignState,
  toMins: readonly number[],
  planStep: PlanStep,
  write: (payload: EventPayloads['clock.advanced'], notice: string) => Promise<CampaignState>,
  noticeOf: (run: HourlyRun, last: boolean) => string,
  controls: HourlyControls = {},
): Promise<HourlyRun> {
  const marched = new Set<UnitId>();
  let run: HourlyRun = { done: 0, total: toMins.length, state, marchedIds: [], contacts: [], firings: 0 };
  const fires = controls.writeFiring !== undefined && planStep.nextDueFiring !== undefined;
  const planner: ClockPlanner = fires ? { planStep, nextFireDueMin: planStep.nextFireDueMin, nextDueFiring: planStep.nextDueFiring } : { planStep };
  for (const [i, toMin] of toMins.entries()) {
    if (controls.signal?.aborted) return { ...run, cancelled: true };
    try {
      // A firing written after the write that ended the run carries that write's notice too (the desk shows the last).
      let ended: string | null = null;
      await advanceStep(run.state, toMin, planner, async (d) => {
        if (d.type === 'fireplan.fired') {
          const next: HourlyRun = { ...run, firings: (run.firings ?? 0) + 1 };
          const fired = clockFiringNotice(run.state, d);
          next.state = await controls.writeFiring!(d, ended === null ? fired : `${fired} ${ended}`);
          run = next;
          return run.state;
        }
        for (const m of d.payload.moves ?? []) if (m.distanceM > 0) marched.add(m.unitId);
        const stuck = [...(run.immobilised ?? []), ...immobilisedOnMarch(d.payload.moves ?? [], run.state)];
        const mined = [...(run.minefields ?? []), ...minePassageTexts(d.payload, run.state)];
        const fellBack = [...(run.fellBack ?? []), ...retreatTexts(d.payload, run.state)];
        const tasksDone = [...(run.tasksDone ?? []), ...taskDoneTexts(d.payload, run.state)];
        const contacts = d.payload.contacts ?? [];
        const ends = d.payload.toMin === toMin || contacts.length > 0;
        const last = contacts.length > 0 || (ends && i === toMins.length - 1);
        const next: HourlyRun = { ...run, done: ends ? i + 1 : i, marchedIds: [...marched], contacts, atMin: d.payload.toMin, immobilised: stuck, minefields: mined, tasksDone, fellBack };
        const notice = ends ? noticeOf(next, last || controls.signal?.aborted === true) : `Clock advanced to ${lineAt(state, d.payload.toMin)}: a fire plan's shoots fall due.`;
        next.state = await write(d.payload, notice);
        run = next;
        if (last) ended = notice;
        if (ends) controls.onProgress?.(run);
        return run.state;
      });
      if (run.contacts.length > 0) break;
    } catch (e) {
      throw new HourlyStopped(run, e);
    }
  }
  return run;
}

/** The notice of a committed fire plan's firing: `Fire plan “Zero hour” fired its shoots of 06:20: 2 bases lost.` */
export function clockFiringNotice(state: CampaignState, d: FiredDraft): string {
  const title = state.firePlans?.[d.payload.planId]?.title || '(untitled plan)';
  const lost = d.payload.shots.reduce((n, s) => n + s.casualties.reduce((m, c) => m + c.bases, 0), 0);
  const when = d.payload.throughMin !== undefined ? clockText(state, d.payload.throughMin) : clockText(state, state.clockMin);
  const late = d.payload.throughMin !== undefined && d.payload.throughMin < state.clockMin ? ' (fired late: past when committed)' : '';
  return `Fire plan “${title}” fired its shoots of ${when}${late}: ${lost} base${lost === 1 ? '' : 's'} lost.`;
}

/** `n` units marched / `1 unit marched` / `no unit marched`. */
export function marchedText(n: number): string {
  return n === 0 ? 'no unit marched' : `${n} unit${n === 1 ? '' : 's'} marched`;
}

/** A contact in a notice: `Contact at 053 241 at 09:00: 6 Gordons vs I/84 (effective range, 450 m)`. */
export function contactNotice(state: CampaignState, c: CampaignContact): string {
  return `Contact at ${refText(state, c.ref)} at ${clockHmText(state, c.atMin)}: ${sidesText(state, c)} (${closestText(c)})`;
}

function lineAt(state: CampaignState, min: number): string {
  try {
    return clockLine(clockReading(state.startLocal, settingsOf(state), min));
  } catch {
    return `campaign minute ${min}`;
  }
}

/**
 * The notice of one write of a run from `state` (the state the run started from) to `toMins`:
 * - a step that is not the last: `Clock advanced to ‹line› (hour 2 of 5).`
 * - the last, when tanks were immobilised on the way (1916): the line `Immobilised on the march (1916): 5 Coy TC broke down at 08:00 (2D6 1+1).` after the rest;
 *   when units entered minefields, `Minefields (1916): 1/6 Gordons entered Minefield A at 07:20: 1 damaged (2D6 9, …).`; when tasks were done,
 *   `Tasks done: Dig in infantry company by 1/6 Gordons: dug in.`; when Routed units fell back, `Fell back (De Rosa): 1/6 Gordons, Routed, fell back 556 m.`
 * - `kind` 'advance', last, no contacts: `Clock advanced to ‹line› in 5 hourly steps: 3 units marched; no contacts.`
 * - 'advance' stopped by contacts: `Clock stopped at ‹line› after 2 of 5 hourly steps: Contact at … . 3 units marched.`
 * - 'nextContact' with contacts: `Contact at … . The clock stands at ‹line› after 3 hours; 2 units marched.`
 * - 'nextContact' without: `No contact in 24 hours: the clock stands at ‹line›; 3 units marched.`
 * Several contacts are joined with `; `.
 */
export function hourlyNotice(state: CampaignState, toMins: readonly number[], kind: 'advance' | 'nextContact', run: HourlyRun, last: boolean): string {
  const line = lineAt(state, run.atMin ?? toMins[run.done - 1]!);
  if (!last) return `Clock advanced to ${line} (hour ${run.done} of ${run.total}).`;
  const firings = run.firings ?? 0;
  const fired = firings === 0 ? '' : ` Committed fire plans fired ${firings === 1 ? 'once' : `${firings} times`} on the way (the Log has each).`;
  const stuck = run.immobilised ?? [];
  const immobilised = stuck.length === 0 ? '' : ` Immobilised on the march (1916): ${stuck.join('; ')}.`;
  const mined = (run.minefields ?? []).length === 0 ? '' : ` Minefields (1916): ${run.minefields!.join('; ')}.`;
  const done = (run.tasksDone ?? []).length === 0 ? '' : ` Tasks done: ${run.tasksDone!.join('; ')}.`;
  const fell = (run.fellBack ?? []).length === 0 ? '' : ` Fell back (De Rosa): ${run.fellBack!.join('; ')}.`;
  return hourlyEnd(state, toMins, kind, run, line) + immobilised + mined + done + fell + fired + nightNote(state, toMins.slice(0, run.done));
}

/** " The night rests …" when a step of the run fell in a night that allows only resupply (nobody marched then), else "". */
function nightNote(state: CampaignState, toMins: readonly number[]): string {
  const starts = [state.clockMin, ...toMins.slice(0, -1)];
  return starts.some((m) => resupplyOnlyNow(state, m)) ? ' The night allows only resupply: no unit marched and no fight began in it; marches resume at first light.' : '';
}

function hourlyEnd(state: CampaignState, toMins: readonly number[], kind: 'advance' | 'nextContact', run: HourlyRun, line: string): string {
  const marched = marchedText(run.marchedIds.length);
  const found = run.contacts.map((c) => contactNotice(state, c)).join('; ');
  if (run.done < run.total && run.contacts.length === 0) return `Stopped at ${line} after ${run.done} of ${run.total} hourly steps, as asked: ${marched}. Undo takes back all ${run.done}.`;
  if (kind === 'nextContact') {
    if (run.contacts.length === 0) return `No contact in ${NEXT_CONTACT_HOURS} hours: the clock stands at ${line}; ${marched}.`;
    return `${found}. The clock stands at ${line} after ${run.done} hour${run.done === 1 ? '' : 's'}; ${marched}.`;
  }
  if (run.contacts.length === 0) return `Clock advanced to ${line} in ${run.total} hourly step${run.total === 1 ? '' : 's'}: ${marched}; no contacts.`;
  if (run.done === run.total) return `Clock advanced to ${line}: ${found}. ${marched[0]!.toUpperCase()}${marched.slice(1)}.`;
  return `Clock stopped at ${line} after ${run.done} of ${run.total} hourly steps: ${found}. ${marched[0]!.toUpperCase()}${marched.slice(1)}.`;
}
