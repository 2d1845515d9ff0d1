/**
 * The NQM operational tables cell by cell against `../shared/seeds/004_4c7ef6319257dc11.txt` (the seed
 * line quoted) and RULINGS.md §Not Quite Mechanized, and the checked look-ups over them.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ENGAGEMENT_TABLE,
  FIREFIGHT_HITS,
  NQM_MOVE_KPH,
  RECCE_TABLE,
  TASK_TIMINGS,
  firefightHits,
  nqmMoveRateKph,
  recceTarget,
  type Grade,
} from '../../src/rules/index.ts';

const read = (rel: string) => readFileSync(fileURLToPath(new URL(rel, import.meta.url)), 'utf8');
const SEED = read('../../../shared/seeds/004_4c7ef6319257dc11.txt');
const RULINGS = read('../../../shared/RULINGS.md');
const inText = (text: string, line: string) => expect(text.includes(line), `text lacks: ${line}`).toBe(true);

describe('movement rates table (004 §MOVEMENT RATES TABLE)', () => {
  const rows: [string, keyof typeof NQM_MOVE_KPH, (number | null)[]][] = [
    ['Lt Recce 5 kph 2* kph 10kph', 'lightRecce', [5, 2, 10]],
    ['Armoured 3 kph 1  kph 6 kph', 'armoured', [3, 1, 6]],
    ['Foot 1 kph 0.5kph 2 kph', 'foot', [1, 0.5, 2]],
    ['Motorized 3 kph 0.5kph 9 kph**', 'motorised', [3, 0.5, 9]],
    ['Cav\\Cycle 2 kph 0.5kph 3 kph', 'cavCycle', [2, 0.5, 3]],
    ['Horse Drw     - .....- 2 kph', 'horseDrawn', [null, null, 2]],
  ];
  it.each(rows)('%s', (line, mobility, [contact, inContact, road]) => {
    inText(SEED, line);
    expect(NQM_MOVE_KPH[mobility]).toEqual({ moveToContact: contact, advanceInContact: inContact, roadMarch: road });
    expect(nqmMoveRateKph(mobility, 'moveToContact')).toBe(contact);
    expect(nqmMoveRateKph(mobility, 'advanceInContact')).toBe(inContact);
    expect(nqmMoveRateKph(mobility, 'roadMarch')).toBe(road);
  });
  it('has exactly the six rows', () => expect(Object.keys(NQM_MOVE_KPH).sort()).toEqual(rows.map((r) => r[1]).sort()));
  it('refuses a bad mobility or mode, naming it', () => {
    expect(() => nqmMoveRateKph('tank' as never, 'roadMarch')).toThrow(/mobility.*"tank"/);
    expect(() => nqmMoveRateKph('foot', 'gallop' as never)).toThrow(/mode.*"gallop"/);
    expect(() => nqmMoveRateKph('foot', 'gallop' as never)).toThrow(RangeError);
  });
});

describe('winning the firefight table (004 §WINNING THE FIREFIGHT TABLE; RULINGS)', () => {
  // RULINGS rows, expanded to die 1..6: "L | 1–3 / 4 / 5 / 6 | 0 / 1 / 1 / 2 | 0 / 0 / 1 / 1 | 0 / 0 / 0 / 1" etc.
  const expected = {
    L: { open: [0, 0, 0, 1, 1, 2], dugIn: [0, 0, 0, 0, 1, 1], fort: [0, 0, 0, 0, 0, 1] },
    M: { open: [0, 0, 1, 1, 2, 3], dugIn: [0, 0, 0, 1, 1, 2], fort: [0, 0, 0, 0, 1, 1] },
    H: { open: [0, 1, 1, 2, 3, 4], dugIn: [0, 0, 1, 1, 2, 3], fort: [0, 0, 0, 1, 1, 2] },
  } as const;
  it('quotes the ruled rows', () => {
    inText(RULINGS, '| L | 1–3 / 4 / 5 / 6 | 0 / 1 / 1 / 2 | 0 / 0 / 1 / 1 | 0 / 0 / 0 / 1 |');
    inText(RULINGS, '| M | 1–2 / 3 / 4 / 5 / 6 | 0 / 1 / 1 / 2 / 3 | 0 / 0 / 1 / 1 / 2 | 0 / 0 / 0 / 1 / 1 |');
    inText(RULINGS, '| H | 1 / 2 / 3 / 4 / 5 / 6 | 0 / 1 / 1 / 2 / 3 / 4 | 0 / 0 / 1 / 1 / 2 / 3 | 0 / 0 / 0 / 1 / 1 / 2 |');
  });
  it('counts one hit per star of the seed lines (die 4–6)', () => {
    const stars = (cell: string) => (cell.match(/\*/g) ?? []).length;
    const seedRows = { L: ['4* 4 4', '5* 5* 5', '6** 6* 6*'], M: ['4* 4* 4', '5** 5* 5*', '6*** 6** 6*'], H: ['4** 4* 4*', '5*** 5** 5*', '6**** 6*** 6**'] };
    for (const [attack, lines] of Object.entries(seedRows) as ['L' | 'M' | 'H', string[]][]) {
      lines.forEach((line, i) => {
        inText(SEED, line);
        const [open, dugIn, fort] = line.split(' ').map(stars);
        expect([open, dugIn, fort], line).toEqual([expected[attack].open[3 + i], expected[attack].dugIn[3 + i], expected[attack].fort[3 + i]]);
      });
    }
  });
  for (const attack of ['L', 'M', 'H'] as const) {
    for (const target of ['open', 'dugIn', 'fort'] as const) {
      it(`${attack} vs ${target}`, () => {
        expect(FIREFIGHT_HITS[attack][target]).toEqual(expected[attack][target]);
        expect([1, 2, 3, 4, 5, 6].map((d) => firefightHits(attack, target, d))).toEqual(expected[attack][target]);
      });
    }
  }
  it('refuses a bad class, protection or die, naming it', () => {
    expect(() => firefightHits('VH' as never, 'open', 6)).toThrow(/attack/);
    expect(() => firefightHits('H', 'bunker' as never, 6)).toThrow(/target/);
    for (const die of [0, 7, 2.5, Number.NaN]) expect(() => firefightHits('H', 'open', die)).toThrow(/die/);
    expect(() => firefightHits('H', 'open', 0)).toThrow(RangeError);
  });
});

describe('recce sequence table (004 §RECCE SEQUENCE TABLE)', () => {
  const grades: Grade[] = ['E', 'V', 'R', 'C', 'M'];
  const decode = (s: string) => (s === 'Y' ? 'always' : s === 'X' ? 'never' : Number(s));
  const rows: [Grade, string][] = [
    ['E', 'R E 6 5 4 2 Y'],
    ['V', 'E V X 6 5 3 2'],
    ['R', 'C R X 6 5 4 3'],
    ['C', 'C C X X 6 5 4'],
    ['M', 'E M X X X 6 5'],
  ];
  it.each(rows)('recce %s: "%s"', (recce, line) => {
    inText(SEED, line);
    const cells = line.split(' ').slice(2).map(decode);
    expect(grades.map((d) => RECCE_TABLE[recce][d])).toEqual(cells);
    expect(grades.map((d) => recceTarget(recce, d))).toEqual(cells);
  });
  it('agrees with RULINGS', () => inText(RULINGS, 'E: 6 5 4 2 Y · V: X 6 5 3 2 · R: X 6 5 4 3 · C: X X 6 5 4 · M: X X X 6 5.'));
  it('refuses a bad grade, naming it', () => {
    expect(() => recceTarget('A' as never, 'E')).toThrow(/recce.*"A"/);
    expect(() => recceTarget('E', 'Z' as never)).toThrow(/defender.*"Z"/);
  });
});

describe('engagement table (004 §ENGAGEMENT TABLE)', () => {
  it('matches the seed rows', () => {
    for (const line of ['E Never Never Always', 'V Never 1,2 3-6', 'R 1 2-4 5-6', 'C 1,2 3-5 6', 'M 1-3 4-6 Never']) inText(SEED, line);
    expect(ENGAGEMENT_TABLE).toEqual({
      E: { harass: null, effect: null, contact: [1, 6] },
      V: { harass: null, effect: [1, 2], contact: [3, 6] },
      R: { harass: [1, 1], effect: [2, 4], contact: [5, 6] },
      C: { harass: [1, 2], effect: [3, 5], contact: [6, 6] },
      M: { harass: [1, 3], effect: [4, 6], contact: null },
    });
  });
  it('covers each die face exactly once per grade', () => {
    for (const row of Object.values(ENGAGEMENT_TABLE)) {
      const faces = Object.values(row).flatMap((r) => (r ? Array.from({ length: r[1] - r[0] + 1 }, (_, i) => r[0] + i) : []));
      expect(faces.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
});

describe('task timings table (004 §TASK TIMINGS TABLE)', () => {
  it('matches the seed lines', () => {
    const lines = [
      'Task air support (corps) 4 Hrs',
      'Task air support (army) 8 Hrs',
      'Plan maj river crossing 8 Hrs',
      'Establish inf bridgehead 1-3Hrs',
      'Establish vehicle bridge 2-12 Hrs',
      'Lay Minefield 8 Engr Coy Hrs/Km',
      'Major river br demolition 8 Engr Pl Hrs',
      'Minor river br demolition 1 Engr Pl Hrs',
      'Dig in infantry company 6 Hrs',
      'Fortify position using defence stores and engineer assistance - 1 day',
    ];
    for (const line of lines) inText(SEED, line);
    expect(TASK_TIMINGS.map((t) => [t.minH, t.maxH])).toEqual([[4, 4], [8, 8], [8, 8], [1, 3], [2, 12], [8, 8], [8, 8], [1, 1], [6, 6], [24, 24]]);
    expect(TASK_TIMINGS.filter((t) => t.per).map((t) => t.task)).toEqual([
      'Lay minefield',
      'Major river bridge demolition',
      'Minor river bridge demolition',
    ]);
  });
});
