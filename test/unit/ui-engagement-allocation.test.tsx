// @vitest-environment jsdom
/**
 * Hit allocation by hand on the table map's 180/Btn 1 vs 7/Btn 1 (seed 8, both holding with their
 * default targets): step 2 of bound 1 scores 2 hits of 1/MG on R1/3. `runStep` pauses for them
 * (`needAllocation`), re-runs with the umpire's picks (the record names those bases) and lets the
 * engine's `RangeError` through for an illegal pick; the runner + form ask, refuse an illegal pick
 * with the engine's message, and store the step with the picks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import type { CampaignEngagement, CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { formatRecord } from '../../src/rules/bound/format.ts';
import { planBound } from '../../src/rules/bound/plan.ts';
import type { RecordEntry } from '../../src/rules/bound/types.ts';
import { AllocationForm, defaultPicks } from '../../src/ui/engagement/AllocationForm.tsx';
import { engagementCreatedEvent } from '../../src/ui/engagement/newEngagement.ts';
import { defaultDraft, toBoundPlans } from '../../src/ui/engagement/planForm.ts';
import { RecordPanel } from '../../src/ui/engagement/RecordPanel.tsx';
import { handAllocator, runStep, type StepDone } from '../../src/ui/engagement/stepRunner.ts';
import type { EngagementEventInput, EngagementHost } from '../../src/ui/engagement/types.ts';
import { useBoundRunner } from '../../src/ui/engagement/useBoundRunner.ts';

afterEach(cleanup);

const read = (f: string) => readFileSync(join(process.cwd(), 'maps/table-1418', f), 'utf8');
const campaign = stateFromScenario(JSON.parse(read('scenario.json')) as Scenario);
const terrain = JSON.parse(read('terrain.geojson')) as GeoJSON.FeatureCollection;
const created = engagementCreatedEvent(campaign, { unitIds: ['blue-180-btn1', 'red-7-btn1'], edition: 'v0.8', diceMode: 'seeded', seed: 8, title: '' }).payload;
const planned = planBound(created.state, toBoundPlans(defaultDraft(created.state, [])));
if (!planned.ok) throw new Error('the default plan should be accepted');
const query = createTerrainQuery(terrain, created.origin);
const R13 = 'red-7-btn1-r1-3';

function executing(): CampaignEngagement {
  return { id: 'e1', title: 'Test', origin: created.origin, seed: 8, diceMode: 'seeded', unitIds: [], state: planned.state, records: [], diceState: null, createdSeq: 1 };
}
/** The engagement after its first step (no hits), ready for the step with 2 hits. */
function afterStepOne(): CampaignEngagement {
  const eng = executing();
  const out = runStep(eng, query, [], []) as StepDone;
  expect(out.kind).toBe('done');
  return { ...eng, state: out.state, diceState: out.diceState, records: out.records };
}
const hits = (records: readonly RecordEntry[]) => records.filter((r) => r.kind === 'hit').map((r) => (r.kind === 'hit' ? [r.targetId, r.baseId, r.result] : []));

describe('runStep with hits allocated by hand', () => {
  it('pauses for the hits, then uses the picks; an illegal pick throws the engine’s RangeError', () => {
    const eng = afterStepOne();
    const ask = runStep(eng, query, [], []);
    expect(ask.kind).toBe('needAllocation');
    if (ask.kind !== 'needAllocation') return;
    expect([ask.index, ask.request.sourceId, ask.request.targetId, ask.request.hits]).toEqual([0, 'blue-180-btn1-1-mg', R13, 2]);
    expect(defaultPicks(ask.request)).toEqual([`${R13}.b1`, `${R13}.b2`]);

    const done = runStep(eng, query, [], [[`${R13}.b4`, `${R13}.b2`]]);
    expect(done.kind).toBe('done');
    expect(hits((done as StepDone).records)).toEqual([
      [R13, `${R13}.b4`, 'injured'],
      [R13, `${R13}.b2`, 'injured'],
    ]);
    // The same dice as the automatic run: allocation does not draw dice.
    const auto = runStep(eng, query, [], null) as StepDone;
    expect((done as StepDone).rolls).toEqual(auto.rolls);
    expect(() => runStep(eng, query, [], [[`${R13}.b1`, `${R13}.b1`]])).toThrow(
      'allocate: hit 2 on R1/3 would kill base 1 while base 2 is uninjured (kills only once every base is injured)',
    );
  });

  it('handAllocator answers requests in order and names the first unanswered one', () => {
    const a = handAllocator([['x']]);
    const req = { sourceId: 's', targetId: 't', hits: 1, bases: [], eligibleBaseIds: ['x'], step: '4' };
    expect(a(req)).toEqual(['x']);
    expect(() => a(req)).toThrow('1 hit(s) on t need allocating by hand');
  });
});

/** The runner with the record panel and the allocation form, on an in-memory host. */
function Harness({ appended }: { appended: EngagementEventInput[] }) {
  const [eng, setEng] = useState(afterStepOne);
  const latest = useRef(eng);
  latest.current = eng;
  const host: EngagementHost = {
    screen: { kind: 'engagement', id: 'e1' },
    setScreen: () => undefined,
    newEngagement: () => undefined,
    head: null,
    undoStep: async () => undefined,
    append: async (draft) => {
      appended.push(draft);
      if (draft.type !== 'engagement.stepped') throw new Error('unexpected event');
      const p = draft.payload;
      const next = { ...latest.current, state: p.state, diceState: p.diceState, records: [...latest.current.records, ...p.records] };
      latest.current = next;
      setEng(next);
      return { engagements: { e1: next } } as unknown as CampaignState;
    },
  };
  const engagement = useCallback(() => latest.current, []);
  const q = useCallback(() => query, []);
  const byHand = useCallback(() => true, []);
  const runner = useBoundRunner(engagement, q, host, byHand);
  const nameOf = (id: string) => eng.state.subUnits.find((s) => s.id === id)?.name ?? id;
  return (
    <RecordPanel
      records={eng.records}
      format={formatRecord}
      executing
      typedMode={false}
      busy={runner.busy}
      onNextStep={runner.nextStep}
      onRunBound={runner.runBound}
      onUndo={() => undefined}
      canUndo={false}
      undoTitle=""
      diceRequest={null}
      typedAhead={[]}
      onDice={() => undefined}
      pending={runner.allocation ? <AllocationForm request={runner.allocation} error={runner.allocationError} busy={runner.busy} nameOf={nameOf} onAllocate={runner.allocate} /> : null}
    />
  );
}

describe('the hand allocation form', () => {
  it('asks for a base per hit, refuses an illegal pick with the engine’s message, then stores the step with the picks', async () => {
    const appended: EngagementEventInput[] = [];
    render(<Harness appended={appended} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    const form = await screen.findByRole('group', { name: 'Allocate hits' });
    expect(appended).toHaveLength(0);
    expect(within(form).getByText('2 hits from 1/MG on R1/3: pick a base for each hit (kills only once every base is injured).')).toBeTruthy();
    expect(within(form).getAllByRole('listitem').map((li) => li.textContent)).toEqual([1, 2, 3, 4].map((i) => `Base ${i}: uninjured, dug in`));
    expect((screen.getByRole('button', { name: 'Next step' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Hit 1 on R1/3' }), { target: { value: `${R13}.b3` } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hit 2 on R1/3' }), { target: { value: `${R13}.b3` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Allocate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('allocate: hit 2 on R1/3 would kill base 3 while base 1 is uninjured (kills only once every base is injured)');
    expect(appended).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: 'Hit 2 on R1/3' }), { target: { value: `${R13}.b4` } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Allocate hits' })).getByRole('button', { name: 'Allocate' }));
    await waitFor(() => expect(appended).toHaveLength(1));
    const payload = appended[0]!.payload as { records: RecordEntry[] };
    expect(hits(payload.records)).toEqual([
      [R13, `${R13}.b3`, 'injured'],
      [R13, `${R13}.b4`, 'injured'],
    ]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Allocate hits' })).toBeNull());
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines.slice(-2)).toEqual([
      `Step 2 — R1/3 base ${R13}.b3 injured (hit from blue-180-btn1-1-mg)`,
      `Step 2 — R1/3 base ${R13}.b4 injured (hit from blue-180-btn1-1-mg)`,
    ]);
  });
});
