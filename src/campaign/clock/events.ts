/**
 * The clock events: `clock.advanced` (the campaign clock moved forward to `toMin`, carrying every
 * unit that marched along its route in the step and the new contacts found after it; one event an
 * hour) and `settings.changed` (only the changed settings are given).
 */
import type { LedgerEntry } from '../../rules/logistics/index.ts';
import { runAccount } from '../logistics/runs.ts';
import { lostEntries, transfers } from '../logistics/ledgerEntries.ts';
import { addStocks } from '../logistics/stocks.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { clockText, spanText } from '../model/localTime.ts';
import { clockTurnText } from '../turn/describe.ts';
import { applyClockEvent } from './clockEvents.ts';
import { CLOCK_PAYLOADS } from './payloads.ts';
import type { CampaignSettings } from '../model/types.ts';

const SETTING_WORDS: Readonly<Record<keyof CampaignSettings, string>> = {
  dayStartMin: 'day start',
  nightResupplyOnly: 'night resupply only',
  commandTest1916: '1916 rules',
  commandTestTargets: '1916 command test targets',
  deRosaAmmo: 'De Rosa rules',
  vehicles1916: '1916 vehicle and minefield charts',
  gunClasses: 'gun classes',
  sitrepEveryMin: 'situation report interval',
  holdReports: 'hold automatic reports',
  enemyMarksExpireMin: 'enemy marks expire after',
};

/**
 * `clock.advanced`: folded by `applyClockEvent` (the moves and contacts it carries, then the resupply
 * runs that arrive by `toMin`). Its ledger: first each move's POL `'consumed'` (ref `move:<toMin>`, at
 * the event's minute), then `'lost'` of what a unit held when a minefield took its last bases, then each run due issued from `run:<id>` and received by its unit, at the run's
 * `arriveMin`, with the clock event's seq.
 */
const clockAdvanced = defineEvent({
  type: 'clock.advanced',
  version: 1,
  migrations: {},
  payload: CLOCK_PAYLOADS['clock.advanced'],
  apply: applyClockEvent,
  describe(event, state) {
    const to = event.payload.toMin;
    const by = state ? ` (+${spanText(to - state.clockMin)})` : '';
    return `advanced the clock to ${clockText(state, to)}${by}${clockTurnText(event.payload, state)}`;
  },
  ledger(ctx, event) {
    const { seq, at } = event;
    // The fold burns each move's POL (checked against what the unit held before the step), then delivers.
    const ref = `move:${event.payload.toMin}`;
    const burnt: LedgerEntry[] = (event.payload.moves ?? []).filter((m) => m.pol > 0).map((m) => ({ seq, atMin: at, accountId: m.unitId, kind: 'POL', delta: -m.pol, cause: 'consumed', ref }));
    // A unit whose last bases a minefield took loses what it held after its march (002 §2.5).
    const mined = new Set<string>();
    for (const r of event.payload.mineRolls ?? []) if (r.results.filter((x) => x === 'lost').length === r.dice.length && r.dice.length > 0) mined.add(r.unitId);
    const lost = [...mined].flatMap((id) => {
      const pol = event.payload.moves?.find((m) => m.unitId === id)?.pol ?? 0;
      return lostEntries(seq, at, id, addStocks(ctx.holdings(id), { POL: pol }, -1));
    });
    const due = ctx.runsDue(event.payload.toMin).flatMap((run) => transfers(seq, run.arriveMin, runAccount(run.id), run.toId, run.stocks, runAccount(run.id)));
    return [...burnt, ...lost, ...due];
  },
});

/** `settings.changed`: the settings merged (`mergeSettings`). */
const settingsChanged = defineEvent({
  type: 'settings.changed',
  version: 1,
  migrations: {},
  payload: CLOCK_PAYLOADS['settings.changed'],
  apply: applyClockEvent,
  describe: (event) =>
    `changed the settings (${Object.entries(event.payload.changes)
      .map(([k, v]) => `${SETTING_WORDS[k as keyof CampaignSettings] ?? k}${typeof v === 'boolean' ? (v ? ' on' : ' off') : ''}`)
      .join(', ')})`,
  ledger: NO_LEDGER_ENTRIES,
});

/** The clock events, in the order the registry lists them. */
export const CLOCK_EVENTS = [clockAdvanced, settingsChanged] as const;
