/**
 * A handed-off engagement that starts under Advance: each sub-unit that must move starts with
 * a path towards the nearest enemy, stopping `ADVANCE_STANDOFF_M` short, so the bound can be planned at once.
 */
import { describe, expect, it } from 'vitest';
import { ADVANCE_STANDOFF_M, advancePath, defaultDraft } from '../../src/ui/engagement/planForm.ts';
import { createEngagement } from '../../src/rules/bound/create.ts';

const state = createEngagement({
  formations: [
    { id: 'b', side: 'blue', name: 'Blue', role: 'infantry' },
    { id: 'r', side: 'red', name: 'Red', role: 'infantry' },
  ],
  subUnits: [
    { id: 'b1', formationId: 'b', name: 'B1', characteristic: 'lineInf', bases: [{ id: 'b1.1', xM: 0, yM: 0 }] },
    { id: 'r1', formationId: 'r', name: 'R1', characteristic: 'lineInf', bases: [{ id: 'r1.1', xM: 0, yM: 400 }] },
    { id: 'r2', formationId: 'r', name: 'R2', characteristic: 'lineInf', bases: [{ id: 'r2.1', xM: 300, yM: 900 }] },
  ],
});

describe('the default advance path', () => {
  it('heads for the nearest enemy and stops two base depths short of its centre', () => {
    const b1 = state.subUnits.find((s) => s.id === 'b1')!;
    const [p] = advancePath(state, b1);
    expect(p!.xM).toBeCloseTo(0, 9);
    expect(p!.yM).toBeCloseTo(400 - ADVANCE_STANDOFF_M, 9);
  });

  it('is given to sub-units that start under Advance, and not under Hold', () => {
    expect(defaultDraft(state, [], { b: 'advance', r: 'hold' }).subUnits.b1!.path).toHaveLength(1);
    expect(defaultDraft(state, [], { b: 'hold', r: 'hold' }).subUnits.b1!.path).toEqual([]);
  });
});
