/**
 * The command net (src/rules/commandNet.ts): it answers exactly what `commandPath` / `commandDelayMin`
 * answer (fast-check on random orders of battle, valid and broken), its tree queries, the army and
 * section echelons, and the support fire rule (004 §ORDER OF BATTLE, §COMMAND REACTION TIMES).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildCommandNet,
  commandDelayMin,
  commandPath,
  COMMAND_LEG_MIN,
  ECHELON_RANK,
  NQM_ECHELONS,
  supportFireAtMin,
  type NqmEchelon,
  type OobNode,
} from '../../src/rules/index.ts';

const MOBILITIES = ['foot', 'motorised', 'armoured', 'cavalry', 'horseDrawn'] as const;

/** A random forest: each unit's parent is an earlier unit of a higher echelon (or none), then shuffled. */
const forest = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      top: fc.boolean(),
      rankStep: fc.integer({ min: 1, max: 3 }),
      sideways: fc.boolean(),
      radios: fc.option(fc.boolean(), { nil: undefined }),
      veteran: fc.option(fc.boolean(), { nil: undefined }),
      mobility: fc.option(fc.constantFrom(...MOBILITIES), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .chain((specs) => {
    const units: OobNode[] = [];
    specs.forEach((s, i) => {
      const node: OobNode = { id: `u${i}`, echelon: 'army' };
      if (s.radios !== undefined) node.radios = s.radios;
      if (s.veteran !== undefined) node.veteran = s.veteran;
      if (s.mobility !== undefined) node.mobility = s.mobility;
      const parent = i === 0 || (s.top && i % 5 === 0) ? undefined : units[s.parentPick % i]!;
      const below = parent ? NQM_ECHELONS.filter((e) => ECHELON_RANK[e] > ECHELON_RANK[parent.echelon]) : [];
      if (parent && s.sideways && (parent.echelon === 'brigade' || parent.echelon === 'regiment')) {
        node.echelon = parent.echelon === 'brigade' ? 'regiment' : 'brigade';
        node.parentId = parent.id;
      } else if (parent && below.length > 0) {
        node.echelon = below[Math.min(below.length - 1, s.rankStep - 1)]!;
        node.parentId = parent.id;
      } else node.echelon = NQM_ECHELONS[s.rankStep - 1]!;
      units.push(node);
    });
    return fc.shuffledSubarray(units, { minLength: units.length, maxLength: units.length });
  });

const outcome = (f: () => unknown) => {
  try {
    return { ok: f() };
  } catch (e) {
    return { error: (e as Error).message, type: (e as Error).constructor.name };
  }
};

describe('the net answers exactly what commandPath and commandDelayMin answer', () => {
  it('on random valid forests: every pair, paths, delays and errors', () => {
    fc.assert(
      fc.property(forest, fc.boolean(), (units, general) => {
        const net = buildCommandNet(units);
        for (const a of units) {
          for (const b of units) {
            expect(outcome(() => net.path(a.id, b.id))).toEqual(outcome(() => commandPath(units, a.id, b.id)));
            const opts = general ? { generalAtPointOfAction: true } : undefined;
            expect(outcome(() => net.delayMin(a.id, b.id, opts))).toEqual(outcome(() => commandDelayMin(units, a.id, b.id, opts)));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('on random broken orders of battle: the build throws what commandPath throws for the first bad unit', () => {
    const broken = fc.array(
      fc.record({ parent: fc.option(fc.nat({ max: 12 }), { nil: undefined }), echelon: fc.constantFrom(...NQM_ECHELONS) }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(broken, (specs) => {
        const units: OobNode[] = specs.map((s, i) => (s.parent === undefined ? { id: `u${i}`, echelon: s.echelon } : { id: `u${i}`, echelon: s.echelon, parentId: `u${s.parent}` }));
        const firstBad = units.map((u) => outcome(() => commandPath(units, u.id, u.id))).find((o) => 'error' in o);
        const built = outcome(() => buildCommandNet(units));
        if (firstBad) expect(built).toEqual(firstBad);
        else expect('ok' in built).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('unknown ids, bad opts and bad units give commandPath’s messages', () => {
    const units: OobNode[] = [{ id: 'div', echelon: 'division' }, { id: 'bde', parentId: 'div', echelon: 'brigade' }, { id: 'red', echelon: 'corps' }];
    const net = buildCommandNet(units);
    expect(() => net.delayMin('ghost', 'bde')).toThrow('fromId: unknown unit id "ghost"');
    expect(() => net.path('bde', 'ghost')).toThrow('toId: unknown unit id "ghost"');
    expect(() => net.delayMin('bde', 'red')).toThrow('fromId "bde" and toId "red": no common commander');
    expect(() => net.delayMin('bde', 'red', { generalAtPointOfAction: true })).toThrow(/no common commander/);
    expect(() => net.delayMin('bde', 'div', 5 as never)).toThrow('opts: expected an object or undefined');
    expect(() => buildCommandNet('x' as never)).toThrow('units: expected an array of OobNode');
    expect(() => buildCommandNet([...units, { id: 'div', echelon: 'division' }])).toThrow('units: duplicate id "div"');
    expect(() => buildCommandNet([{ id: 'x', echelon: 'brigadier' as never }])).toThrow('unit "x": unknown echelon "brigadier"');
    expect(() => buildCommandNet([...units, { id: 'lost', parentId: 'nowhere', echelon: 'company' }])).toThrow('unit "lost": parent "nowhere" is not in units');
  });
});

/** Army ▸ Corps ▸ Div ▸ Bde ▸ Bn (radios) ▸ Coy ▸ Pl ▸ Sect, and a second Bde ▸ Regt. */
const OOB: OobNode[] = [
  { id: 'army', echelon: 'army' },
  { id: 'corps', parentId: 'army', echelon: 'corps' },
  { id: 'div', parentId: 'corps', echelon: 'division' },
  { id: 'bde', parentId: 'div', echelon: 'brigade' },
  { id: 'bn', parentId: 'bde', echelon: 'battalion', radios: true },
  { id: 'coy', parentId: 'bn', echelon: 'company' },
  { id: 'pl', parentId: 'coy', echelon: 'platoon' },
  { id: 'sect', parentId: 'pl', echelon: 'section' },
  { id: 'bde2', parentId: 'div', echelon: 'brigade' },
  { id: 'regt', parentId: 'bde2', echelon: 'regiment' },
  { id: 'bty', parentId: 'regt', echelon: 'battalion' },
];

describe('army and section echelons', () => {
  it('Army↔Corps 2 h (reconstructed), Platoon↔Section 0; API.md’s values unchanged', () => {
    expect(COMMAND_LEG_MIN.army).toBe(120);
    expect(COMMAND_LEG_MIN.section).toBe(0);
    expect([ECHELON_RANK.army, ECHELON_RANK.corps, ECHELON_RANK.division, ECHELON_RANK.brigade, ECHELON_RANK.regiment, ECHELON_RANK.battalion, ECHELON_RANK.company, ECHELON_RANK.platoon, ECHELON_RANK.section]).toEqual([-1, 0, 1, 2, 2, 3, 4, 5, 6]);
    expect(commandDelayMin(OOB, 'army', 'corps')).toBe(120);
    expect(commandDelayMin(OOB, 'army', 'sect')).toBe(120 + 120 + 120 + 60 + 0 + 0 + 0);
    expect(buildCommandNet(OOB).delayMin('sect', 'army')).toBe(420);
    expect(commandPath(OOB, 'pl', 'sect')[0]?.reason).toBe('Pl pl → Sect sect going down: 0 h');
    expect(commandPath(OOB, 'corps', 'army')[0]?.reason).toBe('Corps corps → Army army going up: 2 h');
  });
  it('a section cannot command a platoon, nor a corps an army', () => {
    const bad: OobNode[] = [{ id: 's', echelon: 'section' }, { id: 'p', parentId: 's', echelon: 'platoon' }];
    expect(() => buildCommandNet(bad)).toThrow('unit "p": its parent "s" (section) is not above a platoon');
    const bad2: OobNode[] = [{ id: 'c', echelon: 'corps' }, { id: 'a', parentId: 'c', echelon: 'army' }];
    expect(() => buildCommandNet(bad2)).toThrow('unit "a": its parent "c" (corps) is not above a army');
  });
});

describe('tree queries', () => {
  const net = buildCommandNet(OOB);
  it('has, parentOf, depth, node, commands', () => {
    expect(net.size).toBe(11);
    expect([net.has('bn'), net.has('nobody')]).toEqual([true, false]);
    expect([net.parentOf('army'), net.parentOf('bty')]).toEqual([undefined, 'regt']);
    expect([net.depth('army'), net.depth('div'), net.depth('sect')]).toEqual([0, 2, 7]);
    expect(net.node('bn').radios).toBe(true);
    expect([net.commands('div', 'sect'), net.commands('bde', 'bty'), net.commands('bn', 'bn')]).toEqual([true, false, true]);
    expect(() => net.parentOf('nobody')).toThrow('id: unknown unit id "nobody"');
  });
  it('subordinates in tree order, and the down legs with their cumulative minutes', () => {
    expect(net.subordinates('div')).toEqual(['bde', 'bn', 'coy', 'pl', 'sect', 'bde2', 'regt', 'bty']);
    expect(net.subordinates('sect')).toEqual([]);
    const { legs, delaysMin } = net.subordinateLegs('div');
    expect(legs.map((l) => `${l.fromId}>${l.toId}`)).toEqual(['div>bde', 'bde>bn', 'bn>coy', 'coy>pl', 'pl>sect', 'div>bde2', 'bde2>regt', 'regt>bty']);
    expect(delaysMin).toEqual([120, 180, 180, 180, 180, 120, 180, 240]);
    expect(net.subordinateLegs('div')).toBe(net.subordinateLegs('div'));
  });
});

describe('support fire (004 §ORDER OF BATTLE)', () => {
  const units: OobNode[] = [
    ...OOB,
    { id: 'idsBty', parentId: 'regt', echelon: 'battalion', support: { relation: 'inDirectSupport', toId: 'bde' } },
    { id: 'isBty', parentId: 'regt', echelon: 'battalion', support: { relation: 'inSupport', toId: 'bn' } },
    { id: 'gun', parentId: 'idsBty', echelon: 'company' },
    { id: 'bad', parentId: 'regt', echelon: 'battalion', support: { relation: 'inDirectSupport', toId: 'ghost' } },
  ];
  const net = buildCommandNet(units);
  it('In Direct Support of a commander of the caller: the hour asked', () => {
    expect(supportFireAtMin(net, 'coy', 'idsBty', 130)).toEqual({
      fireAtMin: 130,
      via: 'inDirectSupport',
      reason: 'idsBty is In Direct Support of bde, which commands coy: fire comes in the hour asked for',
    });
    expect(supportFireAtMin(net, 'coy', 'gun', 130)).toMatchObject({ fireAtMin: 130, via: 'inDirectSupport', reason: expect.stringContaining('(through idsBty)') });
  });
  it('In Support of the caller: the start of the next hour from minute 0', () => {
    expect(supportFireAtMin(net, 'bn', 'isBty', 130)).toEqual({ fireAtMin: 180, via: 'inSupport', reason: 'isBty is In Support of bn: fire comes in the hour after the one asked for' });
    expect(supportFireAtMin(net, 'bn', 'isBty', 120).fireAtMin).toBe(180);
    expect(supportFireAtMin(net, 'bn', 'isBty', 179).fireAtMin).toBe(180);
  });
  it('otherwise by the command chain', () => {
    // bde2's sub-units calling isBty (In Support of bn, not theirs): regt → isBty 60 down.
    expect(supportFireAtMin(net, 'regt', 'isBty', 10)).toMatchObject({ fireAtMin: 70, via: 'command' });
    // bn calls idsBty: bn→bde 60, bde→div 120, div→bde2 120, bde2→regt 60, regt→idsBty 60 = 420.
    expect(supportFireAtMin(net, 'bn', 'idsBty', 0)).toMatchObject({ fireAtMin: 0, via: 'inDirectSupport' });
    expect(supportFireAtMin(net, 'bde2', 'idsBty', 0)).toEqual({
      fireAtMin: 120,
      via: 'command',
      reason: 'idsBty is not in support of bde2 (its support of bde does not cover bde2): the call goes by the command chain, 2 h',
    });
    expect(supportFireAtMin(net, 'bn', 'bty', 5)).toMatchObject({ fireAtMin: 5 + 420, via: 'command' });
  });
  it('bad input', () => {
    expect(() => supportFireAtMin(net, 'bn', 'isBty', Number.NaN)).toThrow(/askedAtMin/);
    expect(() => supportFireAtMin(net, 'nobody', 'isBty', 0)).toThrow('callerId: unknown unit id "nobody"');
    expect(() => supportFireAtMin(net, 'bn', 'nobody', 0)).toThrow('supporterId: unknown unit id "nobody"');
    expect(() => supportFireAtMin(net, 'bn', 'bad', 0)).toThrow('unit "bad": support.toId "ghost" is not in units');
  });
});

it('every echelon has a leg cost', () => {
  for (const e of NQM_ECHELONS as readonly NqmEchelon[]) expect(typeof COMMAND_LEG_MIN[e]).toBe('number');
});
