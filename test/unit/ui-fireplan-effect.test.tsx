// @vitest-environment jsdom
/**
 * The fire plan's expected effect and firing in jsdom: a scripted runner's result shown to the
 * number, the real Monte Carlo through the inline runner, progress and "Cancel", the Web Worker
 * runner against a fake Worker, and "Fire for real" writing `firedDraft` with its dice listed; at
 * tactical scale the bound engine's bombardments for both (the job plain JSON, rows by sub-unit).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileFirePlan, firedDraft } from '../../src/campaign/fireplan/state.ts';
import { dueSeed } from '../../src/campaign/fireplan/due.ts';
import { applyEvent, type CampaignEvent } from '../../src/campaign/events.ts';
import { tacticalGround, tacticalPlanInput } from '../../src/campaign/fireplan/tactical.ts';
import type { FirePlan, FireSerial } from '../../src/campaign/model/types.ts';
import { monteCarlo, monteCarloTactical } from '../../src/rules/artillery/index.ts';
import { inlineEffectRunner, workerEffectRunner, type EffectHandlers, type EffectJob, type EffectResult, type EffectRunner } from '../../src/ui/fireplan/effectRunner.ts';
import { histogramBins, histogramText, meanText, percentText } from '../../src/ui/fireplan/effectText.ts';
import { firingNotice, shotLine } from '../../src/ui/fireplan/firingText.ts';
import { at, emptyPlan, fireSerial, fireState, withPlan } from './ui-fireplan-fixture.ts';
import { Harness, type Written } from './ui-fireplan-harness.tsx';

afterEach(cleanup);

const base = fireState();
const serial = (over: Partial<FireSerial> = {}): FireSerial => fireSerial({ durationMin: 90, ...over });
/** Three batteries on 1/84 for 90 min (2 shoots each), and the LTMB on A/6 Gordons (friendly) for 30 min. */
const plan: FirePlan = emptyPlan({ serials: [serial(), serial({ id: 's2', label: '2', durationMin: 30, targetRef: '053 120', targetPos: at('053120'), firerIds: ['ltmb'] })] });
const state = withPlan(base, plan);
/** Tactical: the RFA's three batteries on 1/84 (at 06001500, in line on the aim point) for one bound, H−60. */
const tacticalPlan: FirePlan = emptyPlan({ scale: 'tactical', serials: [serial({ durationMin: 10, targetRef: '06001500', targetPos: at('06001500') })] });
const rowTexts = (name: string) => [...screen.getByRole('table', { name }).querySelectorAll('tbody tr')].map((tr) => [...tr.children].slice(0, 6).map((c) => c.textContent));

describe('Expected effect', () => {
  it('runs the compiled shoots with the plan’s seed and shows a scripted result to the number', () => {
    const jobs: EffectJob[] = [];
    const scripted: EffectResult = {
      trials: 10_000,
      stopped: false,
      units: [
        { unitId: 'rir-1', friendly: false, meanCasualties: 1.4673, p10: 0, p50: 1, p90: 3, pDisorganised: 0.3715, histogram: [3000, 4000, 2000, 1000, 0] },
        { unitId: 'gordons-a', friendly: true, meanCasualties: 0.25, p10: 0, p50: 0, p90: 1, pDisorganised: 0, histogram: [7500, 2500, 0, 0] },
      ],
    };
    const runner: EffectRunner = (job, h) => {
      jobs.push(job);
      h.onProgress(10_000);
      h.onDone(scripted);
      return { cancel: () => undefined };
    };
    render(<Harness initial={state} written={[]} runner={runner} />);
    expect((screen.getByRole('textbox', { name: 'Trials' }) as HTMLInputElement).value).toBe('10000');
    fireEvent.click(screen.getByRole('button', { name: 'Expected effect' }));
    expect(jobs).toEqual([{ shoots: compileFirePlan(state, plan, null).shoots, trials: 10_000, seed: 42 }]);
    expect((jobs[0] as { shoots: unknown[] }).shoots.length).toBe(7);
    expect(rowTexts('Expected effect on targets')).toEqual([['1/84', '1.47', '0', '1', '3', '37.2 %']]);
    expect(rowTexts('Friendly-fire risk')).toEqual([['A/6 Gordons', '0.25', '0', '0', '1', '0.0 %']]);
    const hist = screen.getByRole('img', { name: 'Casualties of 1/84: histogram' });
    expect(hist.querySelectorAll('rect').length).toBe(4);
    expect(hist.querySelector('desc')!.textContent).toBe('0 bases: 3,000 trials; 1 base: 4,000 trials; 2 bases: 2,000 trials; 3 bases: 1,000 trials');
    expect(screen.getByRole('img', { name: 'Casualties of A/6 Gordons: histogram' })).toBeTruthy();
    expect(screen.getByText('10,000 trials, seed 42.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows what the real Monte Carlo gives for the same shoots and seed', () => {
    render(<Harness initial={state} written={[]} runner={inlineEffectRunner} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Trials' }), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Expected effect' }));
    const direct = monteCarlo(compileFirePlan(state, plan, null).shoots, { trials: 2000, seed: 42 });
    const enemy = direct.units.filter((u) => !u.friendly);
    expect(enemy.map((u) => u.unitId)).toEqual(['rir-1']);
    expect(rowTexts('Expected effect on targets')).toEqual(enemy.map((u) => ['1/84', meanText(u.meanCasualties), String(u.p10), String(u.p50), String(u.p90), percentText(u.pDisorganised)]));
    expect(enemy[0]!.meanCasualties).toBeGreaterThan(0);
    const hist = screen.getByRole('img', { name: 'Casualties of 1/84: histogram' });
    expect(hist.querySelector('desc')!.textContent).toBe(histogramText(histogramBins(enemy[0]!.histogram)));
    const friends = direct.units.filter((u) => u.friendly);
    expect(rowTexts('Friendly-fire risk')).toEqual(friends.map((u) => ['A/6 Gordons', meanText(u.meanCasualties), String(u.p10), String(u.p50), String(u.p90), percentText(u.pDisorganised)]));
    expect(screen.getByText('2,000 trials, seed 42.')).toBeTruthy();
  });

  it('shows progress, and Cancel stops the run and ignores what comes after', () => {
    let handlers: EffectHandlers | null = null;
    const cancel = vi.fn();
    const runner: EffectRunner = (_job, h) => {
      handlers = h;
      h.onProgress(2500);
      return { cancel };
    };
    render(<Harness initial={state} written={[]} runner={runner} />);
    fireEvent.click(screen.getByRole('button', { name: 'Expected effect' }));
    const bar = screen.getByRole('progressbar', { name: 'Expected effect progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([2500, 10_000]);
    expect(screen.getByText('2,500 of 10,000 trials')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Expected effect' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Cancelled: nothing was computed.')).toBeTruthy();
    handlers!.onDone({ trials: 10_000, stopped: false, units: [] });
    expect(screen.queryByText(/trials, seed/)).toBeNull();
  });

  it('at tactical scale runs the bound engine’s bombardments on the engagement: rows are sub-units, with the mean hits', () => {
    const jobs: EffectJob[] = [];
    const spy: EffectRunner = (job, h) => {
      jobs.push(job);
      return inlineEffectRunner(job, h);
    };
    const tactical = withPlan(base, tacticalPlan);
    render(<Harness initial={tactical} written={[]} runner={spy} />);
    expect(screen.queryByText(/NQM shoot model/)).toBeNull();
    expect(screen.getByText(/each battery bombards once a bound \(10 min\) by the bound engine’s rules/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Trials' }), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Expected effect' }));
    const job = jobs[0]!;
    if (job.kind !== 'tactical') throw new Error('expected a tactical job');
    const input = tacticalPlanInput(tactical, tacticalPlan, compileFirePlan(tactical, tacticalPlan, null));
    expect([job.trials, job.seed, job.engagement, job.serials, job.terrain, job.origin]).toEqual([
      2000,
      42,
      input.engagement,
      input.serials,
      { type: 'FeatureCollection', features: [] },
      { lon: 2.95, lat: 50.02 },
    ]);
    // Plain JSON, as a worker receives it.
    expect(JSON.parse(JSON.stringify(job))).toEqual(job);
    const direct = monteCarloTactical(input.engagement!, input.serials, tacticalGround(null), { trials: 2000, seed: 42 });
    expect(direct.units.map((u) => u.unitId)).toEqual(['rir-1.coy']);
    const u = direct.units[0]!;
    expect(screen.getByRole('table', { name: 'Expected effect on targets' }).querySelector('thead')!.textContent).toContain('Mean hits');
    expect(rowTexts('Expected effect on targets')).toEqual([['1/84', meanText(u.meanCasualties), String(u.p10), String(u.p50), String(u.p90), meanText(u.meanHits)]]);
    expect(u.histogram).toHaveLength(5);
    expect(u.meanCasualties).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Casualties of 1/84: histogram' })).toBeTruthy();
  });

  it('at tactical scale with no enemy near any aim point shows that nothing is under the plan, without a run', () => {
    const runner = vi.fn<EffectRunner>();
    const far = emptyPlan({ scale: 'tactical', serials: [serial({ durationMin: 10, targetRef: '10001000', targetPos: at('10001000') })] });
    render(<Harness initial={withPlan(base, far)} written={[]} runner={runner} />);
    fireEvent.click(screen.getByRole('button', { name: 'Expected effect' }));
    expect(runner).not.toHaveBeenCalled();
    expect(screen.getByText('No unit is under any serial of this plan.')).toBeTruthy();
    expect(screen.getByText('10,000 trials, seed 42.')).toBeTruthy();
  });

  it('says why when the trials are not a number', () => {
    render(<Harness initial={state} written={[]} runner={inlineEffectRunner} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Trials' }), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Expected effect' }));
    expect(screen.getByRole('alert').textContent).toBe('Could not compute the expected effect: Trials must be a whole number from 1 to 1000000, not “lots”.');
  });
});

describe('the Web Worker runner', () => {
  class FakeWorker {
    sent: unknown[] = [];
    terminated = 0;
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: ErrorEvent) => void) | null = null;
    postMessage(m: unknown) {
      this.sent.push(m);
    }
    terminate() {
      this.terminated++;
    }
    reply(data: unknown) {
      this.onmessage?.({ data } as MessageEvent);
    }
  }

  it('posts the job, relays progress and the result, and terminates the worker', () => {
    const w = new FakeWorker();
    const seen: string[] = [];
    const job: EffectJob = { shoots: [], trials: 10, seed: 1 };
    workerEffectRunner(() => w as unknown as Worker)(job, { onProgress: (d) => seen.push(`p${d}`), onDone: (r) => seen.push(`done ${r.trials}`), onError: (m) => seen.push(m) });
    expect(w.sent).toEqual([{ type: 'run', job }]);
    w.reply({ type: 'progress', done: 5 });
    w.reply({ type: 'done', result: { trials: 10, stopped: false, units: [] } });
    w.reply({ type: 'progress', done: 10 });
    expect(seen).toEqual(['p5', 'done 10']);
    expect(w.terminated).toBe(1);
  });

  it('cancels by terminating; later messages are ignored', () => {
    const w = new FakeWorker();
    const seen: string[] = [];
    const run = workerEffectRunner(() => w as unknown as Worker)({ shoots: [], trials: 10, seed: 1 }, { onProgress: (d) => seen.push(`p${d}`), onDone: () => seen.push('done'), onError: (m) => seen.push(m) });
    run.cancel();
    w.reply({ type: 'progress', done: 5 });
    w.reply({ type: 'error', message: 'late' });
    expect(seen).toEqual([]);
    expect(w.terminated).toBe(1);
  });
});

describe('Fire for real', () => {
  it('asks first, commits the plan with the typed seed, fires the shoots already due, and lists every shot with its dice', async () => {
    const written: Written[] = [];
    // H-hour 07:20: the serial (H−60, 30 min) fires at 06:20, the clock's minute — due as soon as the plan is committed.
    const operational = withPlan(base, emptyPlan({ hHourMin: 60, serials: [serial({ durationMin: 30 })] }));
    render(<Harness initial={operational} written={written} />);
    expect(screen.getByText('Not fired yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fire for real' }));
    const dialog = screen.getByRole('dialog', { name: 'Fire the plan' });
    expect(within(dialog).getByText(/^Commit “Zero hour” to fire\? Each shoot fires as the campaign clock reaches its minute/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dice seed' }), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fire' }));
    // The commitment, then the shoots due at the clock (H-hour is now): one firing at their minute, its own dice.
    await waitFor(() => expect(written).toHaveLength(2));
    expect(written[0]!.draft).toEqual({ type: 'fireplan.committed', v: 1, payload: { planId: 'fireplan-1', seed: 7 } });
    const fired = written[1]!.draft as Extract<typeof written[1]['draft'], { type: 'fireplan.fired' }>;
    expect(fired.type).toBe('fireplan.fired');
    expect([fired.payload.throughMin, fired.payload.seed]).toEqual([0, dueSeed(7, 0)]);
    expect(fired.payload.shots.map((x) => x.batteryId)).toEqual(['rfa-a', 'rfa-b', 'rfa-d']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Fired at 06:20')).toBeTruthy();
    const shots = screen.getByRole('list', { name: 'Shots of Zero hour fired at 06:20' });
    const after = fireState();
    expect(within(shots).getAllByRole('listitem').map((li) => li.textContent)).toEqual(fired.payload.shots.map((x) => shotLine(after, x, '1')));
    expect(screen.getByRole('status', { name: 'Fire plan committed' }).textContent).toBe('Committed at 06:20: every shoot has fired (the last at 06:20).');
    // Stand down ends the commitment.
    fireEvent.click(screen.getByRole('button', { name: 'Stand down' }));
    await waitFor(() => expect(written).toHaveLength(3));
    expect(written[2]!.draft).toEqual({ type: 'fireplan.stoodDown', v: 1, payload: { planId: 'fireplan-1' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fire for real' })).toBeTruthy());
  });

  it('fires a tactical plan by the bound engine: one bombardment per battery per bound, its dice, injuries and kills listed', async () => {
    const written: Written[] = [];
    const latest = { state: base };
    const tactical = withPlan(base, tacticalPlan);
    render(<Harness initial={tactical} written={written} latest={latest} />);
    expect(screen.getByText(/At tactical scale each battery fires one 1418 bombardment a bound/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fire for real' }));
    const dialog = screen.getByRole('dialog', { name: 'Fire the plan' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dice seed' }), { target: { value: '7' } });
    // The warnings still standing are listed, and Fire waits for the umpire to confirm them.
    const standing = within(dialog).getByRole('list', { name: 'Warnings still standing' });
    expect(within(standing).getAllByRole('listitem').length).toBeGreaterThan(0);
    const fireButton = within(dialog).getByRole('button', { name: 'Fire' }) as HTMLButtonElement;
    expect(fireButton.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Fire despite/ }));
    fireEvent.click(fireButton);
    // Committed: its bombardments (07:00) are not due yet; the clock fires the plan whole when it gets there.
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]!.draft).toEqual({ type: 'fireplan.committed', v: 1, payload: { planId: 'fireplan-1', seed: 7 } });
    expect((await screen.findByRole('status', { name: 'Fire plan committed' })).textContent).toBe('Committed at 06:20: fires as the clock reaches its shoot at 07:00.');
    const draft = firedDraft(tactical, tacticalPlan, null, 7);
    // 1/84 (4 bases): A/255 injures 3, B/255 the fourth and kills one of the injured; D/255 then finds only one
    // of its bases under the template, which does not qualify ("every sub-unit with more than one base, or its
    // only base, under the circle"): it lays no shot.
    expect(draft.payload.shots.map((s) => [s.batteryId, s.atMin, s.dice.join(''), s.hits, s.injuries, s.casualties, s.fuSpent])).toEqual([
      ['rfa-a', 40, '6235612', 3, [{ unitId: 'rir-1', bases: 3 }], [], 1],
      ['rfa-b', 40, '6154311', 2, [{ unitId: 'rir-1', bases: 1 }], [{ unitId: 'rir-1', bases: 1 }], 1],
      ['rfa-d', 40, '', 0, [], [], 1],
    ]);
    expect(draft.payload.shots.map((x) => shotLine(tactical, x, '1'))).toEqual([
      '1 · A/255 at 07:00: dice 6, 2, 3, 5, 6, 1, 2 → 3 hits; 1/84 3 injured; 1 FU',
      '1 · B/255 at 07:00: dice 6, 1, 5, 4, 3, 1, 1 → 2 hits; 1/84 1 injured, 1 killed; 1 FU',
      '1 · D/255 at 07:00: no dice rolled: nothing under the template it could hurt; 1 FU',
    ]);
    expect(firingNotice('Zero hour', draft.payload.shots)).toBe('Fired “Zero hour”: 3 shoots, 1 base lost by 1 unit, 4 bases injured, 0 units disorganised, 0 pinned, 3 FU spent.');
    // Folded, it leaves 1/84 3 bases, all injured (4 injured − 1 killed).
    const folded = applyEvent(latest.state, { ...draft, seq: latest.state.seq + 1, at: 40 } as CampaignEvent);
    expect([folded.units['rir-1']!.bases, folded.units['rir-1']!.injuredBases]).toEqual([3, 3]);
  });
});
