/**
 * The Logistics screen's view models (src/ui/logistics/actionsView.ts, readinessView.ts,
 * casualtyView.ts, reportView.ts) over the logistics fixture: consumption drafts (typed and derived by
 * the rule), resupply planning with its road time and arrival, generate / set drafts, the readiness
 * board's words, the casualty previews, and the reports' tables and CSV.
 */
import { describe, expect, it } from 'vitest';
import { ammunitionExpended, casualtyReturn } from '../../src/campaign/log/ledgers.ts';
import type { Unit } from '../../src/campaign/model/types.ts';
import { consumptionDraft, derivedAmount, dispatchPlan, generateDraft, generatorOptions, newConsumption, nextRunId, parseStocks, setStockDraft, sourceOptions, type DispatchForm } from '../../src/ui/logistics/actionsView.ts';
import { collectText, endOfDayText, medicalPostRows, reorganiseText, repairText } from '../../src/ui/logistics/casualtyView.ts';
import { refText } from '../../src/ui/logistics/ledgerView.ts';
import { readinessRows, readinessSummary } from '../../src/ui/logistics/readinessView.ts';
import { ammunitionTable, casualtyTable, dayAt, dayWindow, daysSoFar, runStatus, runsTable, tableCsv } from '../../src/ui/logistics/reportView.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { logisticsDesk } from './ui-logistics-fixture.ts';
import { GRID } from './ui-fixture.ts';

const COY = 'gb-6gordons-a';

describe('consumption drafts', () => {
  it('derives a firefight from hours × companies and a tracked move from hours', () => {
    const d = logisticsDesk();
    const f = { ...newConsumption(COY), hours: '2' };
    expect(derivedAmount(d.state(), f)).toEqual({ amount: 2, text: '2 h × 1 company = 2 CU' });
    expect(consumptionDraft(d.state(), f)).toEqual({
      draft: { type: 'stock.consumed', v: 1, payload: { unitId: COY, kind: 'CU', amount: 2, cause: 'firefight', note: '', hours: 2 } },
      errors: {},
    });
    const move = { ...newConsumption('gb-1tank'), cause: 'movement' as const, hours: '3' };
    expect(derivedAmount(d.state(), move)).toEqual({ amount: 3, text: '3 h of movement, tracked = 3 POL' });
    expect(consumptionDraft(d.state(), move).draft).toEqual({ type: 'stock.consumed', v: 1, payload: { unitId: 'gb-1tank', kind: 'POL', amount: 3, cause: 'movement', note: '', hours: 3 } });
    expect(derivedAmount(d.state(), { ...move, unitId: COY }).text).toBe('3 h of movement, not tracked (no POL) = 0 POL');
  });

  it('takes a typed amount, an other kind, and names the bad fields', () => {
    const d = logisticsDesk();
    const other = { ...newConsumption('gb-255rfa-a'), cause: 'other' as const, kind: 'FU' as const, amount: '1', note: ' spilt ' };
    expect(consumptionDraft(d.state(), other).draft).toEqual({ type: 'stock.consumed', v: 1, payload: { unitId: 'gb-255rfa-a', kind: 'FU', amount: 1, cause: 'other', note: 'spilt' } });
    expect(consumptionDraft(d.state(), newConsumption(COY)).errors).toEqual({ hours: 'Give the hours of firefight.' });
    expect(consumptionDraft(d.state(), { ...newConsumption(''), hours: '1.5', companies: '0' }).errors).toEqual({
      unitId: 'Choose a unit.',
      hours: 'Hours must be a whole number ≥ 1, got “1.5”',
      companies: 'Companies firing must be a whole number ≥ 1, got “0”',
    });
    expect(consumptionDraft(d.state(), { ...newConsumption(COY), cause: 'shoot' }).errors).toEqual({ amount: 'Give the amount spent.' });
  });
});

describe('resupply planning', () => {
  it('offers the DLA, then supply units, HQs and the rest of the chain of supply', () => {
    const d = logisticsDesk();
    expect(sourceOptions(d.state(), 'gb-6bw').map((o) => [o.id, o.group])).toEqual([
      ['gb-153bde', 'HQs it is under command of'],
      ['gb-51div', 'HQs it is under command of'],
    ]);
    d.put({ type: 'dla.placed', v: 1, payload: { side: 'blue', pos: gridRefToPoint(GRID, '05001000'), ref: '05001000' } });
    const opts = sourceOptions(d.state(), 'gb-6gordons');
    expect(opts.map((o) => [o.id, o.label, o.group])).toEqual([
      ['dla', 'DLA at 05001000', 'DLA'],
      ['gb-152bde-log', '152 Bde BN LOG', 'Supply units'],
      ['gb-152bde', '152nd Brigade', 'HQs it is under command of'],
      ['gb-51div', '51st (Highland) Division', 'HQs it is under command of'],
    ]);
  });

  it('plans a run from the straight line: 2,283 m motorised = 16 min, arriving at the clock + 16', () => {
    const d = logisticsDesk();
    d.put({ type: 'dla.placed', v: 1, payload: { side: 'blue', pos: gridRefToPoint(GRID, '05001000'), ref: '05001000' } });
    d.put({ type: 'clock.advanced', v: 1, payload: { toMin: 60 } });
    const f: DispatchForm = { toId: 'gb-6bw', fromId: 'dla', stocks: { CU: '3', FU: '', POL: '0' }, transport: 'motorised', distance: '', die: '' };
    expect(nextRunId(d.state())).toBe('run-1o-1');
    expect(dispatchPlan(d.state(), f, false)).toEqual({
      run: { id: 'run-1o-1', fromId: 'dla', side: 'blue', toId: 'gb-6bw', stocks: { CU: 3 }, transport: 'motorised', departMin: 60, arriveMin: 76, distanceM: 2283, arrived: false },
      errors: {},
    });
    expect(dispatchPlan(d.state(), { ...f, transport: 'horseDrawn', distance: '3000' }, false).run).toMatchObject({ distanceM: 3000, arriveMin: 150 });
    expect(dispatchPlan(d.state(), { ...f, die: '3' }, true).run).toMatchObject({ deRosaDie: 3, arriveMin: 136 });
    expect(dispatchPlan(d.state(), { ...f, fromId: '', stocks: { CU: 'x', FU: '', POL: '' } }, true).errors).toEqual({
      fromId: 'Choose where the run comes from.',
      CU: 'CU must be a whole number ≥ 0, got “x”',
      die: 'Roll or type the D10 (De Rosa: 5–10 resupplied, 1–4 the limber is still coming).',
    });
    expect(dispatchPlan(d.state(), { ...f, stocks: { CU: '', FU: '0', POL: '' } }, false).errors).toEqual({ stocks: 'Give the CU, FU or POL the run carries.' });
  });
});

describe('generate and set', () => {
  it('generates at a DLA or a BN LOG, and sets only the kinds changed', () => {
    const d = logisticsDesk();
    expect(generatorOptions(d.state())).toEqual([{ id: 'gb-152bde-log', label: '152 Bde BN LOG' }]);
    d.put({ type: 'dla.placed', v: 1, payload: { side: 'blue', pos: gridRefToPoint(GRID, '05001000'), ref: '05001000' } });
    expect(generatorOptions(d.state())[0]).toEqual({ id: 'dla:blue', label: 'DLA, British (Third Army)' });
    expect(generateDraft(d.state(), 'dla:blue', { CU: '10', FU: '4', POL: '' }, ' from corps ').draft).toEqual({
      type: 'stock.generated',
      v: 1,
      payload: { unitId: 'dla', side: 'blue', stocks: { CU: 10, FU: 4 }, reason: 'from corps' },
    });
    expect(generateDraft(d.state(), 'gb-152bde-log', { CU: '2', FU: '', POL: '' }, '').draft).toMatchObject({ payload: { unitId: 'gb-152bde-log', side: 'blue', stocks: { CU: 2 } } });
    // 6 Gordons holds 3 CU, 0 FU, 0 POL.
    expect(setStockDraft(d.state(), 'gb-6gordons', { CU: '1', FU: '0', POL: '0' }, 'lost a dump').draft).toEqual({
      type: 'stock.set',
      v: 1,
      payload: { unitId: 'gb-6gordons', stocks: { CU: 1 }, reason: 'lost a dump' },
    });
    expect(setStockDraft(d.state(), 'gb-6gordons', { CU: '3', FU: '0', POL: '' }, '').errors).toEqual({
      stocks: 'Nothing changed: type the holdings the unit should have.',
      reason: 'Say why the stock is adjusted.',
    });
    expect(parseStocks({ CU: ' 2 ', FU: '-1', POL: '' })).toEqual({ stocks: { CU: 2 }, errors: { FU: 'FU must be a whole number ≥ 0, got “-1”' } });
  });
});

describe('readiness board', () => {
  it('lists battalions and batteries with the state in words', () => {
    const d = logisticsDesk();
    d.put({ type: 'stock.consumed', v: 1, payload: { unitId: 'gb-8argylls', kind: 'CU', amount: 2, cause: 'firefight', hours: 1, note: '' } });
    d.put({ type: 'stock.consumed', v: 1, payload: { unitId: 'gb-1tank', kind: 'POL', amount: 6, cause: 'movement', hours: 6, note: '' } });
    const rows = readinessRows(d.state(), { side: 'all', echelons: 'battalions' });
    expect(rows.map((r) => [r.shortName, r.ammo.text, r.fuel?.text ?? null, r.strength.text])).toEqual([
      ['6 Gordons', 'Ammo: green 5/5 CU with units under command', null, 'Strength: green 5/6 bases'],
      ['8 A&SH', 'Ammo: amber 2/4 CU', null, 'Strength: green 4/4 bases'],
      ['6 BW', 'Ammo: green 4/4 CU', null, 'Strength: green 4/4 bases'],
      ['255 RFA', 'Ammo: green 8/8 FU with units under command', null, 'Strength: green 6/6 bases'],
      ['A/255', 'Ammo: green 4/4 FU', null, 'Strength: green 2/2 bases'],
      ['1 Tank', 'Ammo: green 6/6 CU', 'Fuel: red 2/8 POL', 'Strength: green 6/6 bases'],
      ['I/84', 'Ammo: green 4/4 CU', null, 'Strength: green 4/4 bases'],
    ]);
    expect(readinessSummary(rows)).toEqual({ red: 1, amber: 1, green: 5, none: 0 });
    // A Company spends its 2 CU: 6 Gordons (3 of 3) with A Company (0 of 2) holds 3 of 5, amber; A Company alone red.
    d.put({ type: 'stock.consumed', v: 1, payload: { unitId: 'gb-6gordons-a', kind: 'CU', amount: 2, cause: 'firefight', hours: 2, note: '' } });
    expect(readinessRows(d.state(), { side: 'all', echelons: 'all' }).filter((r) => r.unitId.startsWith('gb-6gordons')).map((r) => r.ammo.text)).toEqual([
      'Ammo: amber 3/5 CU with units under command',
      'Ammo: red 0/2 CU',
    ]);
    expect(readinessRows(d.state(), { side: 'red', echelons: 'all' }).map((r) => r.shortName)).toEqual(['54 ID', 'RIR 84', 'I/84']);
  });
});

describe('casualty previews', () => {
  const unit = (injuredBases: number, bases = 4): Unit => ({ ...logisticsDesk().state().units['gb-6bw']!, injuredBases, bases });
  it('says what a collection point, reorganisation, the end of day and repair will do', () => {
    const d = logisticsDesk();
    expect(collectText(unit(3))).toBe('6 BW: 3 casualty markers; the collection point treats 1, 2 remain.');
    expect(collectText(unit(1))).toBe('6 BW: 1 casualty marker; a collection point takes half, rounded down: none to treat.');
    expect(reorganiseText(d.state(), unit(3), 5, '153 Bde')).toBe('6 BW: 3 casualty markers: 2 returned to duty (the odd one back on a 5), 1 to the medical post of 153 Bde; 3 bases left.');
    expect(reorganiseText(d.state(), unit(3), 2, '153 Bde')).toBe('6 BW: 3 casualty markers: 1 returned to duty (the odd one stays on a 2), 2 to the medical post of 153 Bde; 2 bases left.');
    expect(reorganiseText(d.state(), unit(3), null, '153 Bde')).toBe('6 BW: 3 casualty markers: 1 returned to duty, and the odd one on a 4–6 of 1D6; the rest to the medical post of 153 Bde.');
    expect(repairText(unit(3))).toBe('6 BW: 3 vehicle casualties; 1 repaired, 2 not.');
    d.put({ type: 'unit.edited', v: 1, payload: { unitId: 'gb-6bw', changes: { injuredBases: 3 } } });
    d.put({ type: 'unit.reorganised', v: 1, payload: { unitId: 'gb-6bw', die: 2 } });
    const rows = medicalPostRows(d.state());
    expect(rows).toEqual([{ postId: 'gb-153bde', name: '153 Bde', held: 2, needsDie: false }]);
    expect(endOfDayText(rows[0]!, null)).toBe('153 Bde: 2 held; 1 return, 1 permanent.');
    expect(endOfDayText({ ...rows[0]!, held: 5, needsDie: true }, 4)).toBe('153 Bde: 5 held; 3 return (the odd one on a 4), 2 permanent.');
  });
});

describe('reports', () => {
  it('days, the casualty return and ammunition tables, runs, and their CSV', () => {
    const d = logisticsDesk();
    expect(dayAt(d.state(), 0)).toBe(1);
    expect(dayWindow(d.state(), 1)).toEqual({ fromMin: -20, toMin: 1420 });
    expect(dayWindow(d.state(), 2)).toEqual({ fromMin: 1420, toMin: 2860 });
    d.put({ type: 'stock.consumed', v: 1, payload: { unitId: COY, kind: 'CU', amount: 2, cause: 'firefight', hours: 2, note: '' } });
    d.put({ type: 'unit.edited', v: 1, payload: { unitId: 'gb-6bw', changes: { injuredBases: 3 } } });
    d.put({ type: 'casualties.collected', v: 1, payload: { unitId: 'gb-6bw' } });
    d.put({ type: 'unit.reorganised', v: 1, payload: { unitId: 'gb-6bw', die: null } });
    d.put({ type: 'clock.advanced', v: 1, payload: { toMin: 1500 } });
    expect(daysSoFar(d.state())).toEqual([1, 2]);
    const cas = casualtyTable(casualtyReturn(d.state(), d.events, 1), 1);
    expect(cas).toEqual({
      title: 'Casualty return, day 1',
      head: ['Unit', 'Casualties', 'Collected', 'Returned to duty', 'To medical post', 'Back from medical post', 'Permanent', 'Umpire edits', 'Bases'],
      rows: [['6th Black Watch', '3', '1', '1', '1', '0', '0', '0', '3/4']],
    });
    expect(tableCsv(cas)).toBe('Unit,Casualties,Collected,Returned to duty,To medical post,Back from medical post,Permanent,Umpire edits,Bases\r\n6th Black Watch,3,1,1,1,0,0,0,3/4\r\n');
    const ammo = ammunitionTable(ammunitionExpended(d.ledger(), d.state(), 'formation'), 'whole campaign');
    expect(ammo.title).toBe('Ammunition expended by formation, whole campaign');
    expect(ammo.rows.filter((r) => r[0]!.startsWith('15') || r[0]!.startsWith('51'))).toEqual([
      ['51st (Highland) Division', '2', '0', '0'],
      ['152nd Brigade', '2', '0', '0'],
      ['153rd Brigade', '0', '0', '0'],
    ]);
    expect(ammunitionTable(ammunitionExpended(d.ledger(), d.state(), 'formation', dayWindow(d.state(), 2)), 'day 2').rows[0]).toEqual(['51st (Highland) Division', '0', '0', '0']);
    // Limited to a formation, or a side, with the rows that expended nothing left out.
    const under152 = ammunitionExpended(d.ledger(), d.state(), 'formation', undefined, { underId: 'gb-152bde', hideEmpty: true });
    expect(under152.map((r) => [r.name, r.CU])).toEqual([['152nd Brigade', 2]]);
    expect(ammunitionExpended(d.ledger(), d.state(), 'formation', undefined, { side: 'red' }).every((r) => d.state().units[r.unitId]!.side === 'red')).toBe(true);
    expect(ammunitionExpended(d.ledger(), d.state(), 'formation', undefined, { hideEmpty: true }).map((r) => r.name)).toEqual(['51st (Highland) Division', '152nd Brigade']);
  });

  it('lists resupply runs in transit then arrived, with the De Rosa die', () => {
    const d = logisticsDesk();
    d.put({ type: 'dla.placed', v: 1, payload: { side: 'blue', pos: gridRefToPoint(GRID, '05001000'), ref: '05001000' } });
    d.put({ type: 'stock.generated', v: 1, payload: { unitId: 'dla', side: 'blue', stocks: { CU: 10 }, reason: '' } });
    const run = (id: string, toId: string, distanceM: number) => ({ id, fromId: 'dla' as const, side: 'blue' as const, toId, stocks: { CU: 2 }, transport: 'motorised' as const, departMin: 0, arriveMin: Math.ceil((distanceM * 60) / 9000), distanceM, arrived: false });
    d.put({ type: 'resupply.dispatched', v: 1, payload: { run: run('r-1', 'gb-6bw', 2283) } });
    d.put({ type: 'resupply.dispatched', v: 1, payload: { run: run('r-2', 'gb-6gordons', 9000) } });
    d.put({ type: 'clock.advanced', v: 1, payload: { toMin: 30 } });
    const t = runsTable(d.state());
    expect(t.rows).toEqual([
      ['r-2', 'DLA, British (Third Army)', '6th Gordon Highlanders', '2 CU', 'Motorised (lorries)', '9000', 'Tue 20 Nov 1917 06:20', 'Tue 20 Nov 1917 07:20', 'In transit'],
      ['r-1', 'DLA, British (Third Army)', '6th Black Watch', '2 CU', 'Motorised (lorries)', '2283', 'Tue 20 Nov 1917 06:20', 'Tue 20 Nov 1917 06:36', 'Arrived'],
    ]);
    expect(tableCsv(runsTable(d.state(), true))).toBe(
      'Run,From,To,Carrying,Transport,Distance (m),Departed,Arrives,Status\r\n' +
        'r-2,"DLA, British (Third Army)",6th Gordon Highlanders,2 CU,Motorised (lorries),9000,1917-11-20T06:20,1917-11-20T07:20,In transit\r\n' +
        'r-1,"DLA, British (Third Army)",6th Black Watch,2 CU,Motorised (lorries),2283,1917-11-20T06:20,1917-11-20T06:36,Arrived\r\n',
    );
    const r1 = d.state().resupplyRuns!['r-1']!;
    expect(runStatus({ ...r1, arrived: false, deRosaDie: 3 })).toBe('In transit (De Rosa 3: the limber is still coming, +1 h)');
    expect(runStatus({ ...r1, deRosaDie: 5 })).toBe('Arrived (De Rosa 5: resupplied)');
    expect(refText(d.state(), 'run:r-1')).toBe('Convoy r-1 (DLA → 6 BW)');
    expect(refText(d.state(), 'firefight')).toBe('Firefight');
    expect(refText(d.state(), 'fireplan:fp-9:s-1')).toBe('Fire plan fp-9, serial s-1');
  });
});
