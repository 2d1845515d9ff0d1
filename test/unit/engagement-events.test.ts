/**
 * The three engagement events in the campaign fold (`applyEvent`) and their descriptions: created,
 * planned and stepped on the table-1418 scenario with a real bound of the engine, and each error
 * (unknown engagement, an id that exists, an unknown unit, a wrong state schema or version, dice state
 * not matching the dice mode). Also: a state folded before engagements existed still takes them.
 */
import { describe, expect, it } from 'vitest';
import { startCountsOf } from '../../src/campaign/engagement/engagementEvents.ts';
import { applyEvent, EventError, stateFromScenario, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { TABLE_TITLE, TABLE_UNITS, engagementDrafts, foldDrafts, tableScenario } from './engagement-helpers.ts';

const start = stateFromScenario(tableScenario());
const { drafts } = engagementDrafts(start, 12);
const [created, planned, ...stepped] = drafts as [EventDraft<'engagement.created'>, EventDraft<'engagement.planned'>, ...EventDraft<'engagement.stepped'>[]];

function errorOf(fn: () => unknown): EventError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EventError) return e;
    throw e;
  }
  throw new Error('expected an EventError');
}

const ev = <T extends CampaignEvent>(d: EventDraft, seq: number, patch: Record<string, unknown> = {}) =>
  ({ ...d, seq, payload: { ...d.payload, ...patch } }) as T;

describe('engagement.created', () => {
  it('adds the engagement with no records, no dice state and its seq, and moves the clock', () => {
    expect(start.engagements).toEqual({});
    const s = applyEvent(start, ev(created, 2));
    const e = s.engagements['e-1']!;
    expect(Object.keys(s.engagements)).toEqual(['e-1']);
    expect(e).toEqual({
      id: 'e-1',
      title: TABLE_TITLE,
      origin: { lon: 3, lat: 50 },
      seed: 7,
      diceMode: 'seeded',
      unitIds: TABLE_UNITS,
      state: created.payload.state,
      records: [],
      diceState: null,
      createdSeq: 2,
      startCounts: startCountsOf(created.payload.state),
    });
    expect([s.seq, s.clockMin]).toEqual([2, 30]);
    expect(e.state.phase).toBe('planning');
    expect(Object.getPrototypeOf(s.engagements)).toBe(null);
    expect(start.engagements).toEqual({});
  });

  it('refuses an id that exists, an unknown unit, and a state of the wrong schema or version', () => {
    const s = applyEvent(start, ev(created, 2));
    let err = errorOf(() => applyEvent(s, ev(created, 3)));
    expect([err.path, err.message]).toEqual(['payload.engagementId', 'engagement "e-1" already exists']);

    err = errorOf(() => applyEvent(start, ev(created, 2, { engagementId: 'e-2', unitIds: ['blue-180-btn1', 'gb-nowhere'] })));
    expect([err.path, err.message]).toEqual(['payload.unitIds[1]', 'unknown unit "gb-nowhere"']);

    err = errorOf(() => applyEvent(start, ev(created, 2, { state: { ...created.payload.state, schema: 'bound1918' } })));
    expect([err.path, err.message]).toEqual(['payload.state.schema', 'the engagement state\'s schema must be "bound1418", got "bound1918"']);

    err = errorOf(() => applyEvent(start, ev(created, 2, { state: { ...created.payload.state, version: 2 } })));
    expect([err.path, err.message]).toEqual(['payload.state.version', 'the engagement state is version 2; this app reads version 1']);

    err = errorOf(() => applyEvent(start, ev(created, 2, { unitIds: [] })));
    expect([err.path, err.message]).toEqual(['payload.unitIds', 'an engagement needs at least one unit']);
  });
});

describe('engagement.planned and engagement.stepped', () => {
  const s2 = applyEvent(start, ev(created, 2));

  it('planned replaces the state and appends the planning records; the dice state stays', () => {
    const s3 = applyEvent(s2, ev(planned, 3));
    const e = s3.engagements['e-1']!;
    expect(e.state).toBe(planned.payload.state);
    expect(e.state.phase).toBe('executing');
    expect(e.records).toEqual(planned.payload.records);
    expect(e.records.length).toBeGreaterThan(0);
    expect(e.records.every((r) => r.step === 'plan')).toBe(true);
    expect(e.diceState).toBe(null);
    expect(s2.engagements['e-1']!.records).toEqual([]);
  });

  it('each step replaces the state, appends its records and keeps the generator state after it', () => {
    const { state: end } = foldDrafts(s2, [planned, ...stepped]);
    const e = end.engagements['e-1']!;
    expect(end.seq).toBe(2 + 1 + stepped.length);
    expect(e.records).toEqual([...planned.payload.records, ...stepped.flatMap((d) => d.payload.records)]);
    expect(e.state).toBe(stepped.at(-1)!.payload.state);
    expect(e.state).toMatchObject({ bound: 2, phase: 'planning' });
    expect(e.diceState).toEqual(stepped.at(-1)!.payload.diceState);
    expect(e.diceState).toHaveLength(4);
    // The rolls of the whole bound are exactly the dice the records say were drawn.
    const rolls = stepped.flatMap((d) => d.payload.rolls);
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls).toEqual(stepped.flatMap((d) => d.payload.records.flatMap((r) => ('drawn' in r ? r.drawn : []))));
  });

  it('refuses an unknown engagement, a bad state, and dice state that does not match the dice mode', () => {
    const s3 = applyEvent(s2, ev(planned, 3));
    let err = errorOf(() => applyEvent(s2, ev(planned, 3, { engagementId: 'e-9' })));
    expect([err.path, err.message]).toEqual(['payload.engagementId', 'unknown engagement "e-9"']);
    err = errorOf(() => applyEvent(s3, ev(stepped[0]!, 4, { engagementId: 'constructor' })));
    expect([err.path, err.message]).toEqual(['payload.engagementId', '"constructor" is a reserved name and cannot be an id']);
    err = errorOf(() => applyEvent(s3, ev(stepped[0]!, 4, { state: { ...stepped[0]!.payload.state, schema: 'other' } })));
    expect(err.path).toBe('payload.state.schema');
    err = errorOf(() => applyEvent(s3, ev(stepped[0]!, 4, { diceState: null })));
    expect([err.path, err.message]).toEqual(['payload.diceState', 'engagement "e-1" rolls seeded dice, so diceState must be 4 whole numbers, got null']);
    const typed = applyEvent(start, ev(created, 2, { diceMode: 'typed' }));
    err = errorOf(() => applyEvent(typed, ev(stepped[0]!, 3)));
    expect([err.path, err.message]).toEqual(['payload.diceState', 'engagement "e-1" rolls typed dice, so diceState must be null']);
    expect(applyEvent(typed, ev(stepped[0]!, 3, { diceState: null })).engagements['e-1']!.diceState).toBe(null);
  });

  it('never changes the state it is given', () => {
    const before = JSON.stringify(s2);
    foldDrafts(s2, [planned, ...stepped]);
    expect(JSON.stringify(s2)).toBe(before);
  });
});

describe('states from before engagements', () => {
  it('a state without `engagements` (an old snapshot) takes engagement events', () => {
    const { engagements: _none, ...old } = start;
    const s = applyEvent(old as CampaignState, ev(created, 2));
    expect(Object.keys(s.engagements)).toEqual(['e-1']);
    expect(() => applyEvent(old as CampaignState, ev(planned, 2))).toThrow('unknown engagement "e-1"');
  });
});

describe('describeEvent', () => {
  it('says what each engagement event did, naming the engagement', () => {
    const s2 = applyEvent(start, ev(created, 2));
    const { state: s3 } = foldDrafts(s2, [planned]);
    expect(describeEvent(ev(created, 2), start)).toBe(`opened engagement “${TABLE_TITLE}” (4 units)`);
    expect(describeEvent(ev(planned, 3), s2)).toBe(`planned bound 1 of “${TABLE_TITLE}”`);
    const lines = stepped.map((d, i) => describeEvent(ev(d, 4 + i), s3));
    expect(lines[3]).toBe(`ran step 4 of bound 1 in “${TABLE_TITLE}”`);
    expect(lines.slice(-2)).toEqual([`ran the melee of bound 1 in “${TABLE_TITLE}”`, `ended bound 1 in “${TABLE_TITLE}”`]);
    expect(lines.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `ran step ${i + 1} of bound 1 in “${TABLE_TITLE}”`));
    // Without the engagement in the state, the id stands in for the title.
    expect(describeEvent(ev(stepped[0]!, 4), start)).toBe('ran step 1 of bound 1 in “e-1”');
  });
});
