// @vitest-environment jsdom
/**
 * The clock hour by hour (src/ui/clock/hourly.ts, CampaignClock.tsx with `planStep`): an advance is cut
 * into one step an hour, each planned from the state the previous write gave, stopping at the first step
 * that finds contacts; the notices name the units that marched and the contacts; "Advance to next
 * contact" looks 24 hours ahead. A fake writer and planner, then the real planner on the tiny scenario.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEvent, stateFromScenario, type EventPayloads } from '../../src/campaign/events.ts';
import type { CampaignContact, UnitMove } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { CampaignClock } from '../../src/ui/clock/CampaignClock.tsx';
import { hourlyNotice, hourSteps, HourlyStopped, runHourly, type HourlyRun } from '../../src/ui/clock/hourly.ts';
import type { DeskWriter } from '../../src/ui/deskHost.ts';
import { routeFromForm } from '../../src/ui/route/routeForm.ts';
import { createTurnPlanner, type PlanStep } from '../../src/ui/route/turnPlanner.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

type Payload = EventPayloads['clock.advanced'];
const start = (clockMin = 0): CampaignState => ({ ...stateFromScenario(tinyScenario()), clockMin });
const move = (unitId: string, distanceM: number): UnitMove => ({ unitId, to: { lon: 3, lat: 50.1 }, distanceM, facingDeg: 0, passed: 0, arrived: false, stop: null, pol: 0, carried: [] });
const contact = (atMin: number): CampaignContact => ({
  id: `ct-${atMin}-1`,
  atMin,
  pos: { lon: 3, lat: 50.1 },
  ref: '053241',
  blueIds: ['gb-6gordons', 'gb-8argylls'],
  redIds: ['de-84rir-1'],
  pairs: [
    { blueId: 'gb-6gordons', redId: 'de-84rir-1', gapM: 450, band: 'effective' },
    { blueId: 'gb-8argylls', redId: 'de-84rir-1', gapM: 900, band: 'harass' },
  ],
  recceSide: 'blue',
  recceId: 'gb-8argylls',
  defenderId: 'de-84rir-1',
  opening: null,
  status: 'open',
});

/** A planner that marches 6 Gordons in steps 1–2 and 8 A&SH in step 2, and finds a contact in step `contactAt` (0: never). */
function fakePlanner(contactAt: number) {
  const calls: [number, number][] = [];
  const plan: PlanStep = (s, toMin) => {
    calls.push([s.clockMin, toMin]);
    const n = calls.length;
    const p: Payload = { toMin };
    if (n === 1) p.moves = [move('gb-6gordons', 1000)];
    if (n === 2) p.moves = [move('gb-6gordons', 800), move('gb-8argylls', 600), move('gb-6bw', 0)];
    if (n === contactAt) p.contacts = [contact(toMin)];
    return p;
  };
  return { plan, calls };
}

/** A writer that takes the clock to each payload's minute (as the store's fold would), recording payloads and notices. */
function fakeWriter(from: CampaignState) {
  let state = from;
  const writes: { payload: Payload; notice: string }[] = [];
  const write = vi.fn(async (payload: Payload, notice: string) => {
    writes.push({ payload, notice });
    state = { ...state, clockMin: payload.toMin, seq: state.seq + 1 };
    return state;
  });
  return { write, writes };
}

describe('the steps of an advance', () => {
  it('stops once an hour, and last at the target', () => {
    expect(hourSteps(95, 155)).toEqual([155]);
    expect(hourSteps(0, 300)).toEqual([60, 120, 180, 240, 300]);
    expect(hourSteps(0, 460)).toEqual([60, 120, 180, 240, 300, 360, 420, 460]);
    expect(hourSteps(10, 40)).toEqual([40]);
    expect(() => hourSteps(60, 60)).toThrow(RangeError);
  });
});

describe('runHourly', () => {
  it('plans each step from the state the previous write gave and stops at the first contact', async () => {
    const s = start();
    const steps = hourSteps(0, 300);
    const { plan, calls } = fakePlanner(3);
    const { write, writes } = fakeWriter(s);
    const run = await runHourly(s, steps, plan, write, (r, last) => hourlyNotice(s, steps, 'advance', r, last));
    expect(calls).toEqual([
      [0, 60],
      [60, 120],
      [120, 180],
    ]);
    expect(writes.map((w) => w.payload.toMin)).toEqual([60, 120, 180]);
    expect({ done: run.done, total: run.total, marched: run.marchedIds, contacts: run.contacts.map((c) => c.id), clock: run.state.clockMin }).toEqual({
      done: 3,
      total: 5,
      marched: ['gb-6gordons', 'gb-8argylls'],
      contacts: ['ct-180-1'],
      clock: 180,
    });
    expect(writes.map((w) => w.notice)).toEqual([
      'Clock advanced to Tue 20 Nov 1917 07:20 · Day 1, Daylight 1 · Turn 2 (hour 1 of 5).',
      'Clock advanced to Tue 20 Nov 1917 08:20 · Day 1, Daylight 1 · Turn 3 (hour 2 of 5).',
      'Clock stopped at Tue 20 Nov 1917 09:20 · Day 1, Daylight 1 · Turn 4 after 3 of 5 hourly steps: Contact at 053 241 at 09:20: 6 Gordons, 8 A&SH vs I/84 (effective range, 450 m). 2 units marched.',
    ]);
  });

  it('runs to the end without contacts and says so', async () => {
    const s = start();
    const steps = hourSteps(0, 300);
    const { plan } = fakePlanner(0);
    const { write, writes } = fakeWriter(s);
    await runHourly(s, steps, plan, write, (r, last) => hourlyNotice(s, steps, 'advance', r, last));
    expect(writes).toHaveLength(5);
    expect(writes[4]!.notice).toBe('Clock advanced to Tue 20 Nov 1917 11:20 · Day 1, Daylight 1 · Turn 6 in 5 hourly steps: 2 units marched; no contacts.');
  });

  it('names the minefield passages and the tasks done on the way after the rest', () => {
    const s = start();
    const steps = hourSteps(0, 120);
    const run: HourlyRun = { done: 2, total: 2, state: s, marchedIds: ['gb-6gordons'], contacts: [], minefields: ['6 Gordons entered Minefield A at 07:00: 1 damaged (2D6 9, 4)'], tasksDone: ['Dig in infantry company by 6 BW: dug in'], fellBack: ['8 A&SH, Routed, fell back 556 m'] };
    expect(hourlyNotice(s, steps, 'advance', run, true)).toBe(
      'Clock advanced to Tue 20 Nov 1917 08:20 · Day 1, Daylight 1 · Turn 3 in 2 hourly steps: 1 unit marched; no contacts. Minefields (1916): 6 Gordons entered Minefield A at 07:00: 1 damaged (2D6 9, 4). Tasks done: Dig in infantry company by 6 BW: dug in. Fell back (De Rosa): 8 A&SH, Routed, fell back 556 m.',
    );
  });

  it('words the search for the next contact, found or not', () => {
    const s = start();
    const steps = hourSteps(0, 1440);
    const found: HourlyRun = { done: 4, total: 24, state: s, marchedIds: ['gb-8argylls'], contacts: [contact(240)] };
    expect(hourlyNotice(s, steps, 'nextContact', found, true)).toBe(
      'Contact at 053 241 at 10:20: 6 Gordons, 8 A&SH vs I/84 (effective range, 450 m). The clock stands at Tue 20 Nov 1917 10:20 · Day 1, Daylight 1 · Turn 5 after 4 hours; 1 unit marched.',
    );
    const none: HourlyRun = { done: 24, total: 24, state: s, marchedIds: [], contacts: [] };
    expect(hourlyNotice(s, steps, 'nextContact', none, true)).toBe('No contact in 24 hours: the clock stands at Wed 21 Nov 1917 06:20 · Day 2, Daylight 1 · Turn 25; no unit marched. The night allows only resupply: no unit marched and no fight began in it; marches resume at first light.');
  });

  it('cuts an hour where a committed plan fires; a firing after the contact that stops the run carries its notice too', async () => {
    const s = start();
    const steps = hourSteps(0, 120);
    const { write, writes } = fakeWriter(s);
    const fired: { notice: string }[] = [];
    const firing = { type: 'fireplan.fired' as const, v: 1 as const, payload: { planId: 'fp-x', seed: 1, shots: [], throughMin: 20 } };
    let due = true;
    const plan: PlanStep = Object.assign((_st: CampaignState, toMin: number): Payload => (toMin === 20 ? { toMin, contacts: [contact(20)] } : { toMin }), {
      nextFireDueMin: (st: CampaignState, toMin: number) => (due && st.clockMin < 20 && toMin >= 20 ? 20 : null),
      nextDueFiring: (st: CampaignState) => (due && st.clockMin >= 20 ? firing : null),
    });
    const writeFiring = vi.fn(async (_d: unknown, notice: string) => {
      due = false;
      fired.push({ notice });
      return { ...s, clockMin: 20 };
    });
    const run = await runHourly(s, steps, plan, write, (r, last) => hourlyNotice(s, steps, 'advance', r, last), { writeFiring });
    expect(writes.map((w) => w.payload.toMin)).toEqual([20]); // the hour cut at the shoot's minute, and the contact there stops it
    expect(run.contacts.map((c) => c.id)).toEqual(['ct-20-1']);
    expect(fired).toHaveLength(1);
    expect(fired[0]!.notice).toMatch(/^Fire plan “\(untitled plan\)” fired its shoots of 06:40: 0 bases lost\. Clock stopped at .*06:40 .*after 1 of 2 hourly steps: Contact at 053 241 at 06:40/);
  });

  it('stops with HourlyStopped when a step cannot be planned or written; the steps written stand', async () => {
    const s = start();
    const steps = hourSteps(0, 300);
    const { write, writes } = fakeWriter(s);
    const bad = new RangeError('going: expected a point of finite metres');
    const plan: PlanStep = (st, toMin) => {
      if (toMin === 180) throw bad;
      return { toMin };
    };
    const err = await runHourly(s, steps, plan, write, () => 'n').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HourlyStopped);
    expect((err as HourlyStopped).run.done).toBe(2);
    expect((err as HourlyStopped).cause).toBe(bad);
    expect(writes.map((w) => w.payload.toMin)).toEqual([60, 120]);
  });
});

/** A writer folding each event into the campaign (what the store does), recording drafts and notices. */
function foldingWriter(from: CampaignState) {
  let state = from;
  const append = vi.fn<DeskWriter['append']>(async (draft) => {
    const at = draft.type === 'clock.advanced' ? draft.payload.toMin : state.clockMin;
    state = applyEvent(state, { ...draft, seq: state.seq + 1, at } as Parameters<typeof applyEvent>[1]);
    return state;
  });
  return { append, now: () => state };
}

describe('the clock with a planner', () => {
  it('"Next period" writes one clock.advanced an hour, each planned from the last state', async () => {
    const s = start();
    const { plan, calls } = fakePlanner(0);
    const { write } = fakeWriter(s); // the fake moves name units without routes: the clock alone moves
    const append = vi.fn<DeskWriter['append']>((draft, notice) => write(draft.payload as Payload, notice));
    render(<CampaignClock state={s} writer={{ append }} planStep={plan} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(8));
    expect(calls.map((c) => c[0])).toEqual([0, 60, 120, 180, 240, 300, 360, 420]);
    expect(append.mock.calls.map((c) => (c[0].payload as Payload).toMin)).toEqual([60, 120, 180, 240, 300, 360, 420, 460]);
    expect(append.mock.calls[7]![1]).toBe('Clock advanced to Tue 20 Nov 1917 14:00 · Day 1, Daylight 2 · Turn 8 in 8 hourly steps: 2 units marched; no contacts.');
  });

  it('"Advance to next contact" marches 8 A&SH hour by hour until it meets I/84, and says where', async () => {
    let s = start();
    const route = routeFromForm(s, s.units['gb-8argylls']!, { mode: 'moveToContact', posture: 'advance', issuedById: 'gb-8argylls', waypoints: ['0740 1850'] }, null);
    s = applyEvent(s, { seq: s.seq + 1, at: 0, type: 'route.set', v: 1, payload: { route } });
    const planner = createTurnPlanner(null, { lon: GRID.originLon, lat: GRID.originLat }, () => 7);
    const { append, now } = foldingWriter(s);
    render(<CampaignClock state={s} writer={{ append }} planStep={planner.planStep} />);
    fireEvent.click(screen.getByRole('button', { name: 'Advance to next contact' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(4));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Advance to next contact' }).hasAttribute('disabled')).toBe(false));
    expect(append).toHaveBeenCalledTimes(4);
    expect(append.mock.calls.map((c) => (c[0].payload as Payload).moves?.map((m) => m.distanceM))).toEqual([[1000], [1000], [1000], [325]]); // the recce sights I/84 at 1,000 m and halts there
    expect(append.mock.calls[3]![1]).toBe(
      'Contact at 069 170 at 09:40: 8 A&SH vs I/84 (harassing range, 1000 m). The clock stands at Tue 20 Nov 1917 10:20 · Day 1, Daylight 1 · Turn 5 after 4 hours; 1 unit marched.',
    );
    expect(Object.keys(now().contacts ?? {})).toEqual(['ct-200-1']);
    expect(now().clockMin).toBe(240);
  });

  it('without a planner keeps one event per advance and no "Advance to next contact"', async () => {
    const s = start();
    const { append } = foldingWriter(s);
    render(<CampaignClock state={s} writer={{ append }} />);
    expect(screen.queryByRole('button', { name: 'Advance to next contact' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append).toHaveBeenCalledWith({ type: 'clock.advanced', v: 1, payload: { toMin: 460 } }, 'Clock advanced to Tue 20 Nov 1917 14:00 · Day 1, Daylight 2 · Turn 8.', expect.anything());
  });

  it('reports a step that failed after others were written, naming the hour', async () => {
    const s = start();
    const { append } = foldingWriter(s);
    const onError = vi.fn();
    const refusal = new RangeError('no going');
    const plan: PlanStep = (_st, toMin) => {
      if (toMin === 180) throw refusal;
      return { toMin };
    };
    render(<CampaignClock state={s} writer={{ append }} planStep={plan} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Could not advance the clock beyond hour 2 of 8', refusal));
    expect(append).toHaveBeenCalledTimes(2);
  });
});
