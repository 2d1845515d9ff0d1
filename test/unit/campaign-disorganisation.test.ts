/**
 * Disorganisation after a fight lasts until the unit reorganises (004 §DISORGANISATION, §CLOSE ASSAULT
 * TABLE "DISORG AFTER" as `../shared/RULINGS.md` reads it), and the panel says so.
 */
import { describe, expect, it } from 'vitest';
import { disorganisedByAction, UNTIL_REORGANISED_MIN } from '../../src/campaign/turn/disorganisation.ts';
import { fireEffectText } from '../../src/ui/route/routeText.ts';

describe('disorganisation by action', () => {
  // RULINGS: "DISORG AFTER" is the hours of continuous action after which the unit becomes disorganised;
  // V 3 h, R 2 h, C 1 h, M 1 h; Elite never.
  it('comes after the grade’s hours of action, and stays until the unit reorganises', () => {
    expect(disorganisedByAction('R', 60, false, false)).toBeUndefined();
    expect(disorganisedByAction('R', 120, false, false)).toBe(UNTIL_REORGANISED_MIN);
    expect(disorganisedByAction('V', 120, false, false)).toBeUndefined();
    expect(disorganisedByAction('V', 180, false, false)).toBe(UNTIL_REORGANISED_MIN);
    expect(disorganisedByAction('C', 60, false, false)).toBe(UNTIL_REORGANISED_MIN);
    expect(disorganisedByAction('E', 600, false, true)).toBeUndefined();
  });

  // "After combat, a unit up to battalion size is disorganised … until all casualty markers are removed";
  // "A unit that has failed its second break test is disorganised and broken".
  it('comes at once to a unit left with casualty markers, or broken', () => {
    expect(disorganisedByAction('V', 60, false, true)).toBe(UNTIL_REORGANISED_MIN);
    expect(disorganisedByAction('V', 60, true, false)).toBe(UNTIL_REORGANISED_MIN);
  });

  it('reads "until it reorganises" on the panel and the ORBAT tag', () => {
    const state = { startLocal: '1917-11-20T06:20', clockMin: 600 };
    expect(fireEffectText(state, { disorganisedUntilMin: UNTIL_REORGANISED_MIN })).toEqual(['Disorganised until it reorganises']);
    expect(fireEffectText(state, { disorganisedUntilMin: UNTIL_REORGANISED_MIN }, true)).toEqual(['Disorg. to reorg.']);
    expect(fireEffectText(state, { disorganisedUntilMin: 660 })).toEqual(['Disorganised until 17:20']);
  });
});
