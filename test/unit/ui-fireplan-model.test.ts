/**
 * The fire plan screen's pure view-models: H-offsets, the timetable layout, histogram bins and the
 * effect's text, serial and lift edits, the new-plan form, firers and the firing's text.
 */
import { describe, expect, it } from 'vitest';
import type { FiringShot } from '../../src/campaign/model/types.ts';
import { binRangeText, histogramBins, histogramText, meanText, percentileText, percentText, progressText } from '../../src/ui/fireplan/effectText.ts';
import { batteriesOf } from '../../src/campaign/model/artilleryUnits.ts';
import { filterFirers, firerOptions, firersText } from '../../src/ui/fireplan/firers.ts';
import { clockHm, firingNotice, firingTotals, shotLine, shotLossParts } from '../../src/ui/fireplan/firingText.ts';
import { formatHOffset, MINUS, parseHOffset, parseSpan } from '../../src/ui/fireplan/hOffset.ts';
import { defaultHHourLocal, initialPlanForm, nextPlanId, planFromForm, wholeField } from '../../src/ui/fireplan/newPlan.ts';
import {
  addLift,
  addSerial,
  draftOfSerial,
  liftFromDraft,
  moveHHour,
  newLiftDraft,
  nextLiftId,
  nextSerialDraft,
  nextSerialId,
  refProblem,
  removeLift,
  removeSerial,
  replaceSerial,
  serialFromDraft,
} from '../../src/ui/fireplan/planEdits.ts';
import { entriesOverlap, tickStepMin, timetableCells, timetableLayout } from '../../src/ui/fireplan/timetableLayout.ts';
import { at, emptyPlan, fireState, GRID, withPlan } from './ui-fireplan-fixture.ts';

describe('H-offsets', () => {
  it('parses a hyphen, a minus sign, an en dash, a plus, H alone and h:mm', () => {
    expect(parseHOffset('H-60')).toBe(-60);
    expect(parseHOffset(`H${MINUS}60`)).toBe(-60);
    expect(parseHOffset('H\u201330')).toBe(-30);
    expect(parseHOffset('h+15')).toBe(15);
    expect(parseHOffset(' H - 5 ')).toBe(-5);
    expect(parseHOffset('H')).toBe(0);
    expect(parseHOffset('H+0')).toBe(0);
    expect(parseHOffset('H-0')).toBe(0);
    expect(Object.is(parseHOffset('H-0'), -0)).toBe(false);
    expect(parseHOffset('H-1:30')).toBe(-90);
    expect(parseHOffset('-45')).toBe(-45);
    expect(parseHOffset('20')).toBe(20);
  });

  it('refuses what is not an offset, naming the text', () => {
    expect(() => parseHOffset('H*60')).toThrow('H-offset “H*60” is not of the form H−60 or H+15 (minutes before or after H-hour)');
    expect(() => parseHOffset('')).toThrow('is not of the form');
    expect(() => parseHOffset('H-1:75')).toThrow('H-offset “H-1:75”: the minutes after the colon must be 00–59');
    expect(() => parseHOffset('H+10081')).toThrow('more than 7 days (10080 min) from H-hour');
  });

  it('formats with the minus sign and round-trips', () => {
    expect(formatHOffset(-60)).toBe('H−60');
    expect(formatHOffset(15)).toBe('H+15');
    expect(formatHOffset(0)).toBe('H');
    for (const m of [-600, -1, 0, 1, 95]) expect(parseHOffset(formatHOffset(m))).toBe(m);
    expect(() => formatHOffset(1.5)).toThrow('whole number of minutes, got 1.5');
  });

  it('reads a span, naming the field', () => {
    expect(parseSpan('H-60', 'H-30')).toEqual({ startOffsetMin: -60, durationMin: 30 });
    expect(() => parseSpan('H-60', 'H-90')).toThrow('To (H−90) must be after From (H−60)');
    expect(() => parseSpan('later', 'H')).toThrow(/^From: H-offset “later”/);
    expect(() => parseSpan('H', 'x')).toThrow(/^To: H-offset “x”/);
  });
});

describe('the timetable layout', () => {
  const rows = [
    { batteryId: 'a', label: 'A/255' },
    { batteryId: 'b', label: 'B/255' },
  ];

  it('chooses ticks of 15, 30 or 60 minutes by the span', () => {
    expect([60, 180, 181, 480, 481, 1440, 2880].map(tickStepMin)).toEqual([15, 15, 30, 30, 60, 60, 120]);
  });

  it('places bars on the H-offset axis, marks a battery’s overlapping serials only', () => {
    const layout = timetableLayout(rows, [
      { serialId: 's1', batteryId: 'a', startOffsetMin: -60, endOffsetMin: -30, label: '0512' },
      { serialId: 's2', batteryId: 'a', startOffsetMin: -45, endOffsetMin: -15, label: '0613' },
      { serialId: 's2', batteryId: 'b', startOffsetMin: -45, endOffsetMin: -15, label: '0613' },
      { serialId: 's3', batteryId: 'b', startOffsetMin: -15, endOffsetMin: 0, label: '0714' },
      { serialId: 'x', batteryId: 'nobody', startOffsetMin: 500, endOffsetMin: 600, label: 'gone' },
    ]);
    expect([layout.fromMin, layout.toMin, layout.stepMin]).toEqual([-60, 0, 15]);
    expect(layout.ticks.map((t) => t.label)).toEqual(['H−60', 'H−45', 'H−30', 'H−15', 'H']);
    expect(layout.ticks.map((t) => t.x)).toEqual([120, 272.5, 425, 577.5, 730]);
    expect(layout.bars.map((b) => [b.serialId, b.batteryId, b.x, b.width, b.row, b.overlap])).toEqual([
      ['s1', 'a', 120, 305, 0, true],
      ['s2', 'a', 272.5, 305, 0, true],
      ['s2', 'b', 272.5, 305, 1, false],
      ['s3', 'b', 577.5, 152.5, 1, false],
    ]);
    expect(layout.rows.map((r) => r.y)).toEqual([40, 66]);
    expect(layout.heightPx).toBe(92);
    expect(timetableCells(layout)).toEqual([
      {
        batteryId: 'a',
        label: 'A/255',
        cells: [
          { serialId: 's1', text: '0512 H−60 to H−30', overlap: true },
          { serialId: 's2', text: '0613 H−45 to H−15', overlap: true },
        ],
      },
      {
        batteryId: 'b',
        label: 'B/255',
        cells: [
          { serialId: 's2', text: '0613 H−45 to H−15', overlap: false },
          { serialId: 's3', text: '0714 H−15 to H', overlap: false },
        ],
      },
    ]);
  });

  it('keeps H-hour on the axis, rounds outwards, and shows H−60 to H+60 when empty', () => {
    const after = timetableLayout(rows, [{ serialId: 's', batteryId: 'a', startOffsetMin: 200, endOffsetMin: 250, label: 'x' }]);
    expect([after.fromMin, after.toMin, after.stepMin]).toEqual([0, 270, 30]);
    const empty = timetableLayout([], []);
    expect([empty.fromMin, empty.toMin, empty.stepMin, empty.bars.length]).toEqual([-60, 60, 15, 0]);
    expect(() => timetableLayout(rows, [{ serialId: 'bad', batteryId: 'a', startOffsetMin: 5, endOffsetMin: 5, label: 'x' }])).toThrow('serial "bad" ends (5) before it starts (5)');
  });

  it('counts touching serials as no overlap', () => {
    expect(entriesOverlap({ startOffsetMin: -60, endOffsetMin: -30 }, { startOffsetMin: -30, endOffsetMin: 0 })).toBe(false);
    expect(entriesOverlap({ startOffsetMin: -60, endOffsetMin: -29 }, { startOffsetMin: -30, endOffsetMin: 0 })).toBe(true);
  });
});

describe('histograms and the effect’s text', () => {
  it('keeps one bar per total, drops trailing empty totals, groups wide ones', () => {
    expect(histogramBins([6, 3, 1, 0, 0])).toEqual([
      { from: 0, to: 0, count: 6 },
      { from: 1, to: 1, count: 3 },
      { from: 2, to: 2, count: 1 },
    ]);
    expect(histogramBins([0, 0, 0])).toEqual([{ from: 0, to: 0, count: 0 }]);
    const wide = histogramBins(Array.from({ length: 40 }, (_, k) => k), 16);
    expect(wide.length).toBe(14);
    expect(wide[0]).toEqual({ from: 0, to: 2, count: 3 });
    expect(wide[13]).toEqual({ from: 39, to: 39, count: 39 });
    expect(wide.reduce((n, b) => n + b.count, 0)).toBe(780);
    expect(() => histogramBins([1, -1])).toThrow('count for 1 bases must be a whole number ≥ 0, got -1');
  });

  it('words the numbers', () => {
    expect(histogramText(histogramBins([6120, 2880, 1, 0]))).toBe('0 bases: 6,120 trials; 1 base: 2,880 trials; 2 bases: 1 trial');
    expect(binRangeText({ from: 4, to: 7 })).toBe('4–7');
    expect(meanText(1.4673)).toBe('1.47');
    expect(percentileText(3)).toBe('3');
    expect(percentileText(2.5)).toBe('2.5');
    expect(percentText(0.3715)).toBe('37.2 %');
    expect(percentText(1)).toBe('100.0 %');
    expect(() => percentText(1.2)).toThrow('expected a probability from 0 to 1, got 1.2');
    expect(progressText(4000, 10000)).toBe('4,000 of 10,000 trials');
  });
});

describe('serial and lift edits', () => {
  const fields = serialFromDraft(GRID, { from: 'H-60', to: `H${MINUS}30`, ref: '060150', firerIds: ['rfa-a'], shoot: 'effective', shell: 'HE' });

  it('turns a typed serial into its fields, the reference in canonical form aiming at the square’s centre', () => {
    expect(fields).toEqual({ startOffsetMin: -60, durationMin: 30, targetRef: '060 150', targetPos: at('060150'), firerIds: ['rfa-a'], shoot: 'effective', shell: 'HE' });
  });

  it('names what is wrong', () => {
    expect(refProblem(GRID, '')).toBe('Type a grid reference for the target.');
    expect(refProblem(GRID, '0601')).toBeNull();
    expect(refProblem(GRID, '99999999')).toMatch(/off the map|outside/i);
    expect(() => serialFromDraft(GRID, { from: 'H-60', to: 'H', ref: 'zz', firerIds: ['rfa-a'], shoot: 'effective', shell: 'HE' })).toThrow(refProblem(GRID, 'zz')!);
    expect(() => serialFromDraft(GRID, { from: 'H-60', to: 'H', ref: '0601', firerIds: [], shoot: 'effective', shell: 'HE' })).toThrow('Choose at least one battery or artillery formation to fire.');
    const tinyTable = { ...GRID, scheme: 'table' as const, squareM: 100 };
    expect(refProblem(tinyTable, 'A1')).toContain('1418 forbids bombarding squares smaller than 6" × 6"');
  });

  it('adds, replaces and removes serials, numbering them and never reusing an id', () => {
    let plan = addSerial(emptyPlan(), fields);
    plan = addSerial(plan, { ...fields, startOffsetMin: -30 });
    plan = addSerial(plan, { ...fields, startOffsetMin: 0 });
    expect(plan.serials.map((s) => [s.id, s.label])).toEqual([
      ['s1', '1'],
      ['s2', '2'],
      ['s3', '3'],
    ]);
    plan = removeSerial(plan, 's2');
    expect(plan.serials.map((s) => [s.id, s.label])).toEqual([
      ['s1', '1'],
      ['s3', '2'],
    ]);
    expect(nextSerialId(plan)).toBe('s4');
    plan = replaceSerial(plan, 's3', { ...fields, shell: 'smoke' });
    expect(plan.serials[1]).toEqual({ id: 's3', label: '2', ...fields, shell: 'smoke' });
    expect(() => removeSerial(plan, 's9')).toThrow('fire plan "Zero hour" has no serial "s9"');
    expect(draftOfSerial(plan.serials[0]!)).toEqual({ from: 'H−60', to: 'H−30', ref: '060 150', firerIds: ['rfa-a'], shoot: 'effective', shell: 'HE' });
    // A clean form every time: no batteries carried over from the last serial.
    expect(nextSerialDraft(plan)).toEqual({ from: 'H−30', to: 'H', ref: '', firerIds: [], shoot: 'effective', shell: 'HE' });
    expect(nextSerialDraft(emptyPlan())).toEqual({ from: 'H−30', to: 'H', ref: '', firerIds: [], shoot: 'effective', shell: 'HE' });
  });

  it('moves H-hour and keeps every offset', () => {
    const plan = addSerial(emptyPlan(), fields);
    const moved = moveHHour(plan, 160);
    expect(moved.hHourMin).toBe(160);
    expect(moved.serials).toBe(plan.serials);
    expect(() => moveHHour(plan, 1.5)).toThrow('H-hour must be a whole campaign minute, got 1.5');
  });

  it('builds a lift from its form, naming a bad field', () => {
    const plan = emptyPlan();
    const draft = { ...newLiftDraft(plan), ref: '0601', firerIds: ['rfa'] };
    expect(newLiftDraft(plan)).toMatchObject({ label: 'Lift 1', start: 'H', stepMin: '4', stepM: '100', bearingDeg: '0', steps: '6' });
    const lift = liftFromDraft(GRID, draft, nextLiftId(plan));
    expect(lift).toEqual({ id: 'lift1', label: 'Lift 1', startOffsetMin: 0, stepMin: 4, stepM: 100, bearingDeg: 0, steps: 6, startRef: '06 01', startPos: at('0601'), firerIds: ['rfa'], shoot: 'effective', shell: 'HE' });
    const two = addLift(plan, lift);
    expect(nextLiftId(two)).toBe('lift2');
    expect(removeLift(two, 'lift1').lifts).toEqual([]);
    expect(() => liftFromDraft(GRID, { ...draft, steps: '0' }, 'x')).toThrow('Steps must be a whole number from 1 to 100, not “0”.');
    expect(() => liftFromDraft(GRID, { ...draft, bearingDeg: '360' }, 'x')).toThrow('Bearing must be a whole number from 0 to 359, not “360”.');
    expect(() => liftFromDraft(GRID, { ...draft, start: 'soon' }, 'x')).toThrow(/^Start: H-offset “soon”/);
    expect(() => liftFromDraft(GRID, { ...draft, label: ' ' }, 'x')).toThrow('Give the lift a label.');
  });
});

describe('a new plan', () => {
  const state = fireState();

  it('offers the scenario’s zero hour while the clock has not passed it, else the next whole hour; the first side and the grid’s scale', () => {
    // No zero hour named: the start (06:20) is zero hour.
    expect(defaultHHourLocal(state)).toBe('1917-11-20T06:20');
    expect(defaultHHourLocal({ ...state, clockMin: 40 })).toBe('1917-11-20T07:20');
    // Opened the evening before: zero hour 06:20 next morning is offered until the clock passes it.
    const eve = { ...state, startLocal: '1917-11-19T18:00', zeroHourMin: 740 };
    expect(defaultHHourLocal(eve)).toBe('1917-11-20T06:20');
    expect(defaultHHourLocal({ ...eve, clockMin: 740 })).toBe('1917-11-20T06:20');
    expect(defaultHHourLocal({ ...eve, clockMin: 741 })).toBe('1917-11-20T07:00');
    expect(initialPlanForm(state, 7)).toEqual({ title: '', side: 'blue', hHourLocal: '1917-11-20T06:20', scale: 'operational', edition: 'v0.8', windToDeg: '90', seed: '7' });
    expect(initialPlanForm({ ...state, grid: { ...state.grid, scheme: 'table', squareM: 152.4 } }, 7, 'red')).toMatchObject({ side: 'red', scale: 'tactical' });
  });

  it('makes the plan, refusing bad fields', () => {
    const form = { ...initialPlanForm(state, 7), title: ' Zero hour ', hHourLocal: '1917-11-20T08:00', windToDeg: '45' };
    expect(planFromForm(state, form, 'fireplan-1')).toEqual(emptyPlan({ windToDeg: 45, seed: 7 }));
    expect(planFromForm(state, { ...form, title: '' }, 'p').title).toBe('Fire plan 1');
    expect(() => planFromForm(state, { ...form, hHourLocal: '1917-11-31T08:00' }, 'p')).toThrow('H-hour: time "1917-11-31T08:00" is not a real date and time');
    expect(() => planFromForm(state, { ...form, windToDeg: '400' }, 'p')).toThrow('Wind towards (degrees) must be a whole number from 0 to 359, not “400”.');
    expect(() => planFromForm(state, { ...form, seed: '1.5' }, 'p')).toThrow('Seed must be a whole number from 0 to 2147483647, not “1.5”.');
    expect(wholeField(' 12 ', 'X', 0, 20)).toBe(12);
    expect(nextPlanId(withPlan(state, emptyPlan()))).toBe('fireplan-2');
  });
});

describe('firers', () => {
  const state = fireState();

  it('offers the side’s batteries and artillery formations, not an infantry brigade with a mortar battery', () => {
    expect(firerOptions(state, 'blue').map((o) => [o.id, o.kind])).toEqual([
      ['rfa', 'formation'],
      ['rfa-a', 'battery'],
      ['rfa-b', 'battery'],
      ['rfa-d', 'battery'],
      ['ltmb', 'battery'],
    ]);
    expect(firerOptions(state, 'red')).toEqual([]);
    expect(batteriesOf(state, ['rfa', 'ltmb', 'rfa-a'])).toEqual(['rfa-a', 'rfa-b', 'rfa-d', 'ltmb']);
  });

  it('filters by name and keeps what is ticked', () => {
    const all = firerOptions(state, 'blue');
    expect(filterFirers(all, 'ltm', []).map((o) => o.id)).toEqual(['ltmb']);
    expect(filterFirers(all, 'ltm', ['rfa-b']).map((o) => o.id)).toEqual(['rfa-b', 'ltmb']);
    expect(filterFirers(all, '  ', []).length).toBe(5);
    expect(firersText(state, ['rfa', 'ltmb'])).toBe('255 RFA, 152 LTMB');
    expect(firersText(state, [])).toBe('none');
  });
});

describe('a firing in words', () => {
  const state = fireState();
  const shots: FiringShot[] = [
    { serialId: 's1', batteryId: 'rfa-a', atMin: 40, dice: [5], hits: 2, casualties: [{ unitId: 'rir-1', bases: 2 }], disorganisedIds: ['rir-1'], pinnedIds: ['rir-1'], fuSpent: 1 },
    { serialId: 's1', batteryId: 'rfa-b', atMin: 40, dice: [1], hits: 0, casualties: [], disorganisedIds: [], pinnedIds: ['rir-1', 'rir-2'], fuSpent: 1 },
  ];

  it('sums the shots and lists each with its dice', () => {
    expect(firingTotals(shots)).toEqual({ bases: 2, unitsHit: 1, injured: 0, injuriesRecorded: false, disorganised: 1, pinned: 2, fu: 2 });
    expect(firingNotice('Zero hour', shots)).toBe('Fired “Zero hour”: 2 shoots, 2 bases lost by 1 unit, 1 unit disorganised, 2 pinned, 2 FU spent.');
    expect(clockHm(state, 40)).toBe('07:00');
    expect(shotLine(state, shots[0]!, '1')).toBe('1 · A/255 at 07:00: dice 5 → 2 hits; 1/84 −2 bases; disorganised 1/84; pinned 1/84; 1 FU');
    expect(shotLine(state, shots[1]!, '1')).toBe('1 · B/255 at 07:00: dice 1 → 0 hits; pinned 1/84, 2/84; 1 FU');
  });

  it('at tactical scale names the bases injured and killed per unit, and totals the injuries', () => {
    const tactical: FiringShot[] = [
      { serialId: 's1', batteryId: 'rfa-a', atMin: 40, dice: [5, 6, 2], hits: 3, casualties: [{ unitId: 'rir-1', bases: 1 }], injuries: [{ unitId: 'rir-1', bases: 2 }, { unitId: 'rir-2', bases: 1 }], disorganisedIds: [], pinnedIds: [], fuSpent: 1 },
      { serialId: 's1', batteryId: 'rfa-b', atMin: 50, dice: [4, 4], hits: 2, casualties: [{ unitId: 'rir-2', bases: 2 }], injuries: [], disorganisedIds: [], pinnedIds: [], fuSpent: 1 },
      { serialId: 's1', batteryId: 'rfa-d', atMin: 50, dice: [], hits: 0, casualties: [], injuries: [], disorganisedIds: [], pinnedIds: [], fuSpent: 1 },
    ];
    expect(shotLine(state, tactical[0]!, '1')).toBe('1 · A/255 at 07:00: dice 5, 6, 2 → 3 hits; 1/84 2 injured, 1 killed; 2/84 1 injured; 1 FU');
    expect(shotLine(state, tactical[1]!, '1')).toBe('1 · B/255 at 07:10: dice 4, 4 → 2 hits; 2/84 2 killed; 1 FU');
    expect(shotLine(state, tactical[2]!, '1')).toBe('1 · D/255 at 07:10: no dice rolled: nothing under the template it could hurt; 1 FU');
    expect(shotLossParts(tactical[0]!, (id) => id)).toEqual(['rir-1 2 injured, 1 killed', 'rir-2 1 injured']);
    expect(firingTotals(tactical)).toEqual({ bases: 3, unitsHit: 2, injured: 3, injuriesRecorded: true, disorganised: 0, pinned: 0, fu: 3 });
    expect(firingNotice('Zero hour', tactical)).toBe('Fired “Zero hour”: 3 shoots, 3 bases lost by 2 units, 3 bases injured, 0 units disorganised, 0 pinned, 3 FU spent.');
    expect(firingNotice('Zero hour', tactical.slice(2))).toBe('Fired “Zero hour”: 1 shoot, 0 bases lost by 0 units, 0 bases injured, 0 units disorganised, 0 pinned, 1 FU spent.');
  });
});
