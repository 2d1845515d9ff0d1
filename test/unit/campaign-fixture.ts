/**
 * Shared pieces of the orders and command event tests (`campaign-*.test.ts`, `db-planning-*.test.ts`): the
 * small Cambrai scenario of `db-helpers.ts` with a few more units (a company under the Gordons, a
 * corps and a second brigade for re-parenting, a German brigade under IR 84 for the brigade ↔
 * regiment rule), a fold of drafts, one valid record of each kind, and `errorOf`.
 */
import { applyEvent, EventError, stateFromScenario, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import type { CampaignOrder, CampaignReport, CampaignState, CampaignTask, HighCommandSheet, Scenario, Unit } from '../../src/campaign/model/types.ts';
import { smallScenario } from './db-helpers.ts';

const base = { injuredBases: 0, dugIn: false, grade: 'R' } as const;

/**
 * `smallScenario()` plus: `gb-6gordons-a` (company, 2 bases) right after the Gordons; at the end
 * `gb-4corps` (blue corps, top, 1 base), `gb-153bde` (brigade under 51 Div, 1 base) and `de-bde-x`
 * (red brigade under IR 84, 1 base).
 */
export function commandScenario(): Scenario {
  const s = smallScenario();
  const extra = (u: Omit<Unit, 'injuredBases' | 'dugIn' | 'grade' | 'type'>): Unit => ({ ...base, type: 'infantry', ...u });
  const units = [...s.units];
  const gordons = units.findIndex((u) => u.id === 'gb-6gordons');
  units.splice(gordons + 1, 0, extra({ id: 'gb-6gordons-a', side: 'blue', name: 'A Company, 1/6th Gordons', shortName: 'A/6 Gordons', echelon: 'company', bases: 2, establishmentBases: 2, parentId: 'gb-6gordons' }));
  units.push(
    extra({ id: 'gb-4corps', side: 'blue', name: 'IV Corps', shortName: 'IV Corps', echelon: 'corps', bases: 1, establishmentBases: 1 }),
    extra({ id: 'gb-153bde', side: 'blue', name: '153rd Infantry Brigade', shortName: '153 Bde', echelon: 'brigade', bases: 1, establishmentBases: 1, parentId: 'gb-51div' }),
    extra({ id: 'de-bde-x', side: 'red', name: 'Brigade X', shortName: 'Bde X', echelon: 'brigade', bases: 1, establishmentBases: 1, parentId: 'de-ir84' }),
  );
  return { ...s, units };
}

/** The state of `commandScenario()` at seq 1, clock 0. */
export const commandStart = (): CampaignState => stateFromScenario(commandScenario());

/** Fold `drafts` onto `state`, numbering them from `state.seq + 1`. */
export function foldDrafts(state: CampaignState, drafts: readonly EventDraft[]): CampaignState {
  return drafts.reduce((s, d) => applyEvent(s, { ...d, seq: s.seq + 1 } as CampaignEvent), state);
}

/** Apply one draft as the next event of `state`. */
export const apply = (state: CampaignState, draft: EventDraft): CampaignState => applyEvent(state, { ...draft, seq: state.seq + 1 } as CampaignEvent);

/** The `EventError` `fn` throws (fails when it throws something else or nothing). */
export function errorOf(fn: () => unknown): EventError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EventError) return e;
    throw e;
  }
  throw new Error('expected an EventError');
}

/** `[path, message]` of the `EventError` of applying `draft` to `state`. */
export const refusal = (state: CampaignState, draft: EventDraft): [string, string] => {
  const e = errorOf(() => apply(state, draft));
  return [e.path, e.message];
};

/** A frozen deep copy-in-place: every object reachable from `x` frozen (so a mutating fold throws). */
export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

/** A valid order: 51 Div to 152 Bde at 06:20 + 40 min, three objectives, one line of each list. */
export function sampleOrder(over: Partial<CampaignOrder> = {}): CampaignOrder {
  return {
    id: 'o-1',
    fromId: 'gb-51div',
    forId: 'gb-152bde',
    issuedAtMin: 40,
    aim: 'Capture Flesquières ridge by 10:00.',
    objectives: [
      { label: 'Blue line', ref: '1070', pos: { lon: 3.06, lat: 50.1 } },
      { label: 'Brown line', ref: '1080', pos: { lon: 3.065, lat: 50.11 } },
      { label: 'Flesquières', ref: '11501200', pos: { lon: 3.07, lat: 50.12 } },
    ],
    commandStructure: '1/6 Gordons right, 1/6 Seaforth left.',
    allocations: [{ unitId: 'gb-255bde-rfa', relation: 'inDirectSupport', toId: 'gb-152bde' }],
    hqLocations: [{ unitId: 'gb-152bde', ref: '10501000', pos: { lon: 3.05, lat: 50.09 } }],
    timings: [{ label: 'Zero hour', atMin: 0 }],
    notes: '',
    ...over,
  };
}

/** A valid contact report from the Gordons to 152 Bde at minute 60. */
export const sampleReport = (over: Partial<CampaignReport> = {}): CampaignReport => ({
  id: 'r-1',
  fromId: 'gb-6gordons',
  toId: 'gb-152bde',
  sentAtMin: 60,
  subject: 'contact',
  text: 'Wire uncut in front of Flesquières.',
  ...over,
});

/** A valid task: the Gordons' A Company digs in from minute 120 for 6 h. */
export const sampleTask = (over: Partial<CampaignTask> = {}): CampaignTask => ({
  id: 't-1',
  unitId: 'gb-6gordons-a',
  task: 'Dig in infantry company',
  startMin: 120,
  durationMin: 360,
  quantity: 1,
  note: '',
  ...over,
});

/** A valid blue sheet: the Gordons and the Seaforth over 3 bounds from minute 60. */
export const sampleSheet = (over: Partial<HighCommandSheet> = {}): HighCommandSheet => ({
  id: 's-1',
  title: '152 Bde, 20 Nov',
  side: 'blue',
  columnKind: 'bound',
  startMin: 60,
  columnCount: 3,
  rows: ['gb-6gordons', 'gb-6seaforth'],
  cells: {
    'gb-6gordons': [{ command: 'advance' }, { command: 'assault' }, null],
    'gb-6seaforth': [{ command: 'hold' }, { command: 'bombard', target: 'B1' }, { command: 'retreat' }],
  },
  underFire: ['gb-6gordons-a'],
  ...over,
});
