import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import {
  csvField,
  localMinuteIso,
  localMinuteText,
  minuteOfLocal,
  orderReference,
  orderSheetLines,
  ordersToCsv,
} from '../../src/campaign/orders/orderExport.ts';
import type { CampaignOrder, CampaignState } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { formatCampaignClock } from '../../src/ui/clock.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

const at = (ref: string) => gridRefToPoint(GRID, ref);

/** Brigade order: every section filled, with a comma, quotes, a newline and a formula-like timing. */
const brigadeOrder: CampaignOrder = {
  id: 'ord-7',
  fromId: 'gb-51div',
  forId: 'gb-152bde',
  issuedAtMin: 10,
  aim: 'Take the ridge, then "consolidate"',
  objectives: [
    { label: 'Flesquières ridge', ref: '0530 1250', pos: at('0530 1250') },
    { label: '', ref: '053125', pos: at('053125') },
  ],
  commandStructure: 'Bde HQ at Trescault\nthen forward',
  allocations: [{ unitId: 'gb-255rfa', relation: 'inDirectSupport', toId: 'gb-152bde' }],
  hqLocations: [{ unitId: 'gb-152bde', ref: '0520 1100', pos: at('0520 1100') }],
  timings: [
    { label: 'H-hour', atMin: 60 },
    { label: '=HYPERLINK("x")', atMin: 1500 },
  ],
  notes: '',
};

/** Battalion order issued first: aim and notes only, both starting like formulas. */
const battalionOrder: CampaignOrder = {
  id: 'ord-3',
  fromId: 'gb-152bde',
  forId: 'gb-6gordons',
  issuedAtMin: 0,
  aim: '-1 company, @ dawn',
  objectives: [],
  commandStructure: '   ',
  allocations: [],
  hqLocations: [],
  timings: [],
  notes: '+ note',
};

function withOrders(...orders: CampaignOrder[]): CampaignState {
  const s = stateFromScenario(tinyScenario());
  const rec: Record<string, CampaignOrder> = Object.create(null);
  for (const o of orders) rec[o.id] = o;
  return { ...s, orders: rec };
}

describe('local time of a campaign minute', () => {
  it('counts minutes across days, month and year ends and a leap day, as the top bar clock does', () => {
    expect(localMinuteIso('1917-11-20T06:20', 100)).toBe('1917-11-20T08:00');
    expect(localMinuteIso('1917-12-31T23:50', 15)).toBe('1918-01-01T00:05');
    expect(localMinuteIso('1916-02-28T12:00', 1440)).toBe('1916-02-29T12:00');
    expect(localMinuteIso('1900-02-28T12:00', 1440)).toBe('1900-03-01T12:00');
    expect(localMinuteIso('1917-11-20T06:20', -400)).toBe('1917-11-19T23:40');
    expect(localMinuteText('1917-11-20T06:20', 0)).toBe('Tue 20 Nov 1917 06:20');
    expect(localMinuteText('1944-06-05T22:00', 180)).toBe('Tue 6 Jun 1944 01:00');
    for (const [start, min] of [
      ['1917-11-20T06:20', 0],
      ['1917-11-20T06:20', 2901],
      ['1916-02-28T23:59', 1],
      ['1944-06-05T22:00', 100_000],
      ['1999-12-31T23:00', 120],
    ] as const) {
      expect(localMinuteText(start, min)).toBe(formatCampaignClock(start, min));
    }
  });

  it('turns a local date and time back into the campaign minute, and refuses what is not one', () => {
    expect(minuteOfLocal('1917-11-20T06:20', '1917-11-20T08:00')).toBe(100);
    expect(minuteOfLocal('1917-11-20T06:20', '1917-11-21 06:20')).toBe(1440);
    expect(minuteOfLocal('1917-11-20T06:20', '1917-11-20T06:00')).toBe(-20);
    expect(() => minuteOfLocal('1917-11-20T06:20', '1917-02-30T06:00')).toThrow('"1917-02-30T06:00" is not a date and time');
    expect(() => minuteOfLocal('1917-11-20T06:20', '06:00')).toThrow('"06:00" is not a date and time');
    expect(() => localMinuteIso('20 Nov 1917', 0)).toThrow('start time "20 Nov 1917" is not of the form YYYY-MM-DDTHH:MM');
    expect(() => localMinuteIso('1917-11-20T06:20', 1.5)).toThrow('campaign minute must be a whole number, got 1.5');
  });
});

describe('csvField', () => {
  it('quotes per RFC 4180 and guards formula-like text with a leading quote mark', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('')).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "go"')).toBe('"say ""go"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+44')).toBe("'+44");
    expect(csvField('-3')).toBe("'-3");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=A1,"b"')).toBe(`"'=A1,""b"""`);
    expect(csvField('H-hour')).toBe('H-hour');
  });
});

describe('orderSheetLines', () => {
  it('gives the sheet section by section, with names, references, points and local times', () => {
    const state = withOrders(brigadeOrder);
    expect(orderSheetLines(state, brigadeOrder)).toEqual([
      { section: 'aim', item: 1, text: 'Take the ridge, then "consolidate"', ref: '', atMin: null, time: '', unitIds: [], pos: null },
      { section: 'objectives', item: 1, text: 'Flesquières ridge', ref: '0530 1250', atMin: null, time: '', unitIds: [], pos: at('0530 1250') },
      { section: 'objectives', item: 2, text: 'Objective 2', ref: '053125', atMin: null, time: '', unitIds: [], pos: at('053125') },
      { section: 'commandStructure', item: 1, text: 'Bde HQ at Trescault\nthen forward', ref: '', atMin: null, time: '', unitIds: [], pos: null },
      {
        section: 'allocations',
        item: 1,
        text: '255th Brigade RFA In Direct Support of 152nd Brigade',
        ref: '',
        atMin: null,
        time: '',
        unitIds: ['gb-255rfa', 'gb-152bde'],
        pos: null,
      },
      { section: 'hqLocations', item: 1, text: '152nd Brigade', ref: '0520 1100', atMin: null, time: '', unitIds: ['gb-152bde'], pos: at('0520 1100') },
      { section: 'timings', item: 1, text: 'H-hour', ref: '', atMin: 60, time: 'Tue 20 Nov 1917 07:20', unitIds: [], pos: null },
      { section: 'timings', item: 2, text: '=HYPERLINK("x")', ref: '', atMin: 1500, time: 'Wed 21 Nov 1917 07:20', unitIds: [], pos: null },
      // Issued at 06:30 by 51 Div (004 §COMMAND REACTION TABLE): Div→Bde 2 h, Bde→Bn 1 h, Bn→Coys 1 h
      // (no radios); 255 RFA, named in the order and In Direct Support, Div→its battalion-level HQ 2 h.
      { section: 'distribution', item: 1, text: '152nd Brigade', ref: '', atMin: 130, time: 'Tue 20 Nov 1917 08:30', unitIds: ['gb-152bde'], pos: null },
      { section: 'distribution', item: 2, text: '255th Brigade RFA', ref: '', atMin: 130, time: 'Tue 20 Nov 1917 08:30', unitIds: ['gb-255rfa'], pos: null },
      { section: 'distribution', item: 3, text: '6th Gordon Highlanders', ref: '', atMin: 190, time: 'Tue 20 Nov 1917 09:30', unitIds: ['gb-6gordons'], pos: null },
      { section: 'distribution', item: 4, text: '8th Argyll and Sutherland Highlanders', ref: '', atMin: 190, time: 'Tue 20 Nov 1917 09:30', unitIds: ['gb-8argylls'], pos: null },
      { section: 'distribution', item: 5, text: 'A Company, 6th Gordons', ref: '', atMin: 250, time: 'Tue 20 Nov 1917 10:30', unitIds: ['gb-6gordons-a'], pos: null },
    ]);
  });

  it('leaves out blank text sections and names an unknown unit by its id', () => {
    const state = withOrders(battalionOrder);
    const lines = orderSheetLines(state, { ...battalionOrder, allocations: [{ unitId: 'gb-gone', relation: 'inSupport', toId: 'gb-6gordons' }] });
    expect(lines.map((l) => [l.section, l.text])).toEqual([
      ['aim', '-1 company, @ dawn'],
      ['allocations', 'gb-gone In Support of 6th Gordon Highlanders'],
      ['notes', '+ note'],
      ['distribution', '6th Gordon Highlanders'],
      ['distribution', 'A Company, 6th Gordons'],
    ]);
  });
});

describe('orderReference', () => {
  it('numbers each HQ’s orders in issue order, then id, and leaves other HQs’ orders out of the count', () => {
    const second = { ...brigadeOrder, id: 'ord-12', issuedAtMin: 10 };
    const first = { ...brigadeOrder, id: 'ord-20', issuedAtMin: 5 };
    const state = withOrders(brigadeOrder, battalionOrder, second, first);
    expect(orderReference(state, first)).toBe('51st (Highland) Division Order No. 1');
    // Same minute: in the order they were made ('ord-7' before 'ord-12'), as the later one stands.
    expect(orderReference(state, brigadeOrder)).toBe('51st (Highland) Division Order No. 2');
    expect(orderReference(state, second)).toBe('51st (Highland) Division Order No. 3');
    expect(orderReference(state, battalionOrder)).toBe('152nd Brigade Order No. 1');
    // A draft not yet saved is numbered as if it were added.
    expect(orderReference(state, { ...brigadeOrder, id: 'ord-99', issuedAtMin: 600 })).toBe('51st (Highland) Division Order No. 4');
  });
});

describe('ordersToCsv', () => {
  it('writes a header and one row per order and sheet line, orders by issue time, CRLF, quoted and guarded', () => {
    const state = withOrders(brigadeOrder, battalionOrder);
    const b = 'Tiny test scenario,51st (Highland) Division Order No. 1,152nd Brigade,51st (Highland) Division,1917-11-20T06:30';
    const g = 'Tiny test scenario,152nd Brigade Order No. 1,6th Gordon Highlanders,152nd Brigade,1917-11-20T06:20';
    expect(ordersToCsv(state)).toBe(
      'Campaign,Order,For,Issued by,Issued at,Section,Item,Text,Grid reference,Time\r\n' +
        `${g},Aim,1,"'-1 company, @ dawn",,\r\n` +
        `${g},Notes,1,'+ note,,\r\n` +
        `${g},Distribution,1,6th Gordon Highlanders,,1917-11-20T07:20\r\n` +
        `${g},Distribution,2,"A Company, 6th Gordons",,1917-11-20T08:20\r\n` +
        `${b},Aim,1,"Take the ridge, then ""consolidate""",,\r\n` +
        `${b},Objectives,1,Flesquières ridge,0530 1250,\r\n` +
        `${b},Objectives,2,Objective 2,053125,\r\n` +
        `${b},Command structure,1,"Bde HQ at Trescault\nthen forward",,\r\n` +
        `${b},Allocation of support and logistic units,1,255th Brigade RFA In Direct Support of 152nd Brigade,,\r\n` +
        `${b},HQ locations,1,152nd Brigade,0520 1100,\r\n` +
        `${b},Timings,1,H-hour,,1917-11-20T07:20\r\n` +
        `${b},Timings,2,"'=HYPERLINK(""x"")",,1917-11-21T07:20\r\n` +
        `${b},Distribution,1,152nd Brigade,,1917-11-20T08:30\r\n` +
        `${b},Distribution,2,255th Brigade RFA,,1917-11-20T08:30\r\n` +
        `${b},Distribution,3,6th Gordon Highlanders,,1917-11-20T09:30\r\n` +
        `${b},Distribution,4,8th Argyll and Sutherland Highlanders,,1917-11-20T09:30\r\n` +
        `${b},Distribution,5,"A Company, 6th Gordons",,1917-11-20T10:30\r\n`,
    );
  });

  it('is the header alone for a campaign without orders (old snapshots have no orders record)', () => {
    const header = 'Campaign,Order,For,Issued by,Issued at,Section,Item,Text,Grid reference,Time\r\n';
    expect(ordersToCsv(stateFromScenario(tinyScenario()))).toBe(header);
    expect(ordersToCsv(withOrders())).toBe(header);
  });
});
