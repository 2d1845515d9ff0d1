/**
 * "Company except" (000 §The Low Command system): each part of a split company acts only with its
 * own bases, even once casualties make the main order's base count equal the bases left.
 */
import { describe, expect, it } from 'vitest';
import { makeCtx, orderBases } from '../../src/rules/bound/context.ts';
import type { Order } from '../../src/rules/bound/types.ts';
import { engagement, env, row } from './bound-helpers.ts';

describe('the bases an order acts with', () => {
  it('are the order’s own bases still present, never the excepted ones', () => {
    const s = engagement([
      { id: 'c', formationId: 'B', name: 'c Coy', characteristic: 'lineInf', bases: row('c.', 0, 0, 3) },
      { id: 'e', formationId: 'R', name: 'e Coy', characteristic: 'lineInf', bases: row('e.', 0, 250, 3, { facingDeg: 180 }) },
    ]);
    const sub = s.subUnits.find((u) => u.id === 'c')!;
    const main: Order = {
      subUnitId: 'c',
      part: 'main',
      baseIds: ['c.0', 'c.1'],
      command: { kind: 'hold' },
      plan: { action: 'stay' },
      dugInAtStart: false,
      status: { fired: false, overwatch: false, moved: false, leaving: false, digging: false },
    };
    const except: Order = { ...main, part: 'except', baseIds: ['c.2'] };
    // c.0 (main order) is killed: two bases left, as many as the main order names.
    sub.bases = sub.bases.filter((b) => b.id !== 'c.0');
    const ctx = makeCtx(s, env([]));
    expect(orderBases(ctx, main).map((b) => b.id)).toEqual(['c.1']);
    expect(orderBases(ctx, except).map((b) => b.id)).toEqual(['c.2']);
  });
});
