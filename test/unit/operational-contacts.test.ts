/**
 * Contact detection: the flatbush detector against the brute-force reference on random layouts (the
 * same pairs, order and gap floats, always), the predicate's edges (same side, boundary gap, larger
 * reach, overlap), input checks, and the range bands of 004 §WEAPON RANGE TABLE.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactBand, findContacts, findContactsBruteForce, type ContactPair, type ContactSubject } from '../../src/rules/operational/contacts.ts';
import { unitRanges } from '../../src/rules/operational/realEstate.ts';

const sub = (id: string, side: string, xM: number, yM: number, radiusM = 0, reachM = 0): ContactSubject => ({ id, side, xM, yM, radiusM, reachM });
/** Expect the same lists; on a difference, show the first pair that differs (a whole-list diff of thousands is slow). */
const expectSame = (fast: ContactPair[], brute: ContactPair[]): void => {
  const k = fast.findIndex((p, i) => p.aId !== brute[i]?.aId || p.bId !== brute[i]?.bId || p.gapM !== brute[i]?.gapM);
  expect(k === -1 ? null : { at: k, fast: fast[k], brute: brute[k] }).toBeNull();
  expect(fast.length).toBe(brute.length);
};
const both = (subjects: ContactSubject[]): ContactPair[] => {
  const fast = findContacts(subjects);
  expectSame(fast, findContactsBruteForce(subjects));
  return fast;
};

describe('findContacts: the predicate', () => {
  it('a gap exactly equal to the reach counts; a millimetre more does not', () => {
    expect(both([sub('a', 'blue', 0, 0, 100, 800), sub('b', 'red', 1_000, 0, 100, 0)])).toEqual([{ aId: 'a', bId: 'b', gapM: 800 }]);
    expect(both([sub('a', 'blue', 0, 0, 100, 800), sub('b', 'red', 1_000.001, 0, 100, 0)])).toEqual([]);
  });
  it('the larger of the two reaches decides', () => {
    expect(both([sub('a', 'blue', 0, 0, 0, 100), sub('b', 'red', 0, 800, 0, 800)])).toEqual([{ aId: 'a', bId: 'b', gapM: 800 }]);
    expect(both([sub('a', 'blue', 0, 0, 0, 100), sub('b', 'red', 0, 800, 0, 799)])).toEqual([]);
  });
  it('the gap is between footprints: overlapping or touching units have gap 0', () => {
    expect(both([sub('a', 'blue', 0, 0, 300, 0), sub('b', 'red', 300, 400, 250, 0)])).toEqual([{ aId: 'a', bId: 'b', gapM: 0 }]);
    expect(both([sub('a', 'blue', 0, 0, 300, 0), sub('b', 'red', 100, 0, 300, 0)])).toEqual([{ aId: 'a', bId: 'b', gapM: 0 }]);
  });
  it('units of the same side never pair, however close', () => {
    expect(both([sub('a', 'blue', 0, 0, 100, 1_000), sub('b', 'blue', 0, 0, 100, 1_000)])).toEqual([]);
  });
  it('ids in string order within a pair, pairs sorted by aId then bId; three sides', () => {
    const s = [sub('z', 'red', 0, 0, 0, 500), sub('b9', 'blue', 100, 0, 0, 0), sub('b10', 'blue', 200, 0, 0, 0), sub('a', 'green', 300, 0, 0, 200)];
    expect(both(s)).toEqual([
      { aId: 'a', bId: 'b10', gapM: 100 },
      { aId: 'a', bId: 'b9', gapM: 200 },
      { aId: 'a', bId: 'z', gapM: 300 },
      { aId: 'b10', bId: 'z', gapM: 200 },
      { aId: 'b9', bId: 'z', gapM: 100 },
    ]);
  });
  it('no subjects, one subject, one side: no contacts', () => {
    expect(both([])).toEqual([]);
    expect(both([sub('a', 'blue', 0, 0, 10, 10)])).toEqual([]);
    expect(both([sub('a', 'blue', 0, 0), sub('b', 'blue', 0, 0), sub('c', 'blue', 1, 1)])).toEqual([]);
  });
  it('reads reaches from unitRanges: infantry (1,000 m) sees a battery 1,000 m beyond its edge', () => {
    const inf = unitRanges('infantry').reachM;
    const gun = unitRanges('fieldArtillery').reachM;
    expect(both([sub('inf', 'blue', 0, 0, 150, inf), sub('gun', 'red', 1_300, 0, 150, gun)])).toEqual([{ aId: 'gun', bId: 'inf', gapM: 1_000 }]);
  });
});

describe('findContacts against the brute-force reference on random layouts', () => {
  const sides = fc.constantFrom('blue', 'red', 'green');
  // On a 50 m lattice (many on one east–west line) with round radii and reaches, so gaps often land exactly on a reach.
  const lattice = fc.record({ side: sides, x: fc.integer({ min: -20, max: 40 }), y: fc.oneof(fc.constant(0), fc.integer({ min: -20, max: 40 })), r: fc.integer({ min: 0, max: 8 }), reach: fc.integer({ min: 0, max: 10 }) });
  const toSubjects = (rows: { side: string; x: number; y: number; r: number; reach: number }[], scale = 1): ContactSubject[] =>
    rows.map((row, k) => sub(`u${(k * 7_919) % 10_000}`, row.side, row.x * 50 * scale, row.y * 50 * scale, row.r * 25, row.reach * 100));

  it('lattice layouts: the same pairs, order and gaps, including exact boundary gaps', () => {
    let pairs = 0;
    let onBoundary = 0;
    fc.assert(
      fc.property(fc.array(lattice, { minLength: 2, maxLength: 80 }), (rows) => {
        const subjects = toSubjects(rows);
        const found = both(subjects);
        const reach = new Map(subjects.map((s) => [s.id, s.reachM]));
        pairs += found.length;
        onBoundary += found.filter((p) => p.gapM > 0 && p.gapM === Math.max(reach.get(p.aId)!, reach.get(p.bId)!)).length;
      }),
      { seed: 7, numRuns: 300 },
    );
    expect(pairs).toBeGreaterThan(1_000);
    expect(onBoundary).toBeGreaterThan(10);
  });

  it('continuous layouts (fractional metres, far from the origin, mixed reaches)', () => {
    const row = fc.record({
      side: sides,
      x: fc.double({ min: 1e6, max: 1.005e6, noNaN: true }),
      y: fc.double({ min: -5e5, max: -4.95e5, noNaN: true }),
      r: fc.double({ min: 0, max: 1_500, noNaN: true }),
      reach: fc.constantFrom(0, 300, 1_000, 1_500, 3_000),
    });
    let pairs = 0;
    fc.assert(
      fc.property(fc.array(row, { minLength: 2, maxLength: 120 }), (rows) => {
        const subjects = rows.map((q, k) => sub(`s${k}`, q.side, q.x, q.y, q.r, q.reach));
        const found = both(subjects);
        pairs += found.length;
      }),
      { seed: 11, numRuns: 200 },
    );
    expect(pairs).toBeGreaterThan(1_000);
  });

  it('a 3,000-unit corps-sized layout gives the same contacts', () => {
    const [rows] = fc.sample(fc.array(lattice, { minLength: 3_000, maxLength: 3_000 }), { seed: 3, numRuns: 1 });
    const subjects = toSubjects(rows!, 10);
    expect(both(subjects).length).toBeGreaterThan(1_000);
  });
});

describe('findContacts: input checks', () => {
  it('refuses a duplicate id, naming both subjects', () => {
    const s = [sub('a', 'blue', 0, 0), sub('b', 'red', 0, 0), sub('a', 'red', 5, 5)];
    expect(() => findContacts(s)).toThrow(/^subjects\[2\]\.id: duplicate id "a" \(also subjects\[0\]\)$/);
    expect(() => findContactsBruteForce(s)).toThrow(RangeError);
  });
  it.each([
    [{ xM: NaN }, /^subjects\[1\]\.xM: expected a finite number, got NaN/],
    [{ yM: Infinity }, /^subjects\[1\]\.yM: /],
    [{ radiusM: -1 }, /^subjects\[1\]\.radiusM: .*≥ 0, got -1/],
    [{ reachM: -0.5 }, /^subjects\[1\]\.reachM: .*≥ 0/],
    [{ id: 7 }, /^subjects\[1\]\.id: expected a string/],
    [{ side: null }, /^subjects\[1\]\.side: expected a string/],
  ])('refuses %j naming the index and field', (bad, message) => {
    const s = [sub('a', 'blue', 0, 0), { ...sub('b', 'red', 0, 0), ...bad } as ContactSubject];
    expect(() => findContacts(s)).toThrow(message);
    expect(() => findContactsBruteForce(s)).toThrow(message);
  });
  it('refuses a non-array', () => expect(() => findContacts({} as never)).toThrow(/^subjects: expected an array/));
});

describe('contactBand (004 §WEAPON RANGE TABLE)', () => {
  const infantry = unitRanges('infantry'); // 100 / 300 / 1,000
  const guns = unitRanges('fieldArtillery'); // 300 / 300 / none
  it.each([
    [0, 'contact'],
    [100, 'contact'],
    [100.5, 'effective'],
    [300, 'effective'],
    [301, 'harass'],
    [1_000, 'harass'],
    [1_000.1, null],
  ] as const)('infantry at %s m: %s', (gapM, band) => expect(contactBand(gapM, infantry)).toBe(band));
  it('a unit without a harassing range is out of range beyond its effective range', () => {
    expect(contactBand(300, guns)).toBe('contact');
    expect(contactBand(301, guns)).toBeNull();
  });
  it('refuses a bad gap or ranges', () => {
    expect(() => contactBand(-1, infantry)).toThrow(/^gapM: /);
    expect(() => contactBand(NaN, infantry)).toThrow(/^gapM: /);
    expect(() => contactBand(5, { contactM: 100, effectiveM: NaN, harassM: null })).toThrow(/^ranges: /);
  });
});
