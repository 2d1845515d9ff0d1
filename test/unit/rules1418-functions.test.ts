/**
 * The API.md §"1418 bound rules" functions and their helpers, through the facade: the seed worked
 * examples (001 §HIGH COMMANDS, §ARMING and RESILIENCE, §DIGGING IN & COVER; 000 §Artillery) and
 * bad input.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  bombardmentShots,
  canHurt,
  coverModifier,
  dicePool,
  hitTarget,
  mayDigIn,
  weakerCover,
} from '../../src/rules/index.ts';

describe('allowedActions', () => {
  it('the 107th Battalion (Advance; all dug in; the centre under fire)', () => {
    expect(allowedActions('advance', { dugIn: true, underFire: true })).toEqual(['stay']);
    expect(allowedActions('advance', { dugIn: true, underFire: false })).toEqual(['stay', 'move']);
  });

  it('the 81st Reserve Battalion (Assault; all under fire; only the centre dug in)', () => {
    expect(allowedActions('assault', { dugIn: true, underFire: true })).toEqual(['stay', 'assault']);
    expect(allowedActions('assault', { dugIn: false, underFire: true })).toEqual(['assault', 'findCover']);
  });

  it('sorts stay, move, assault, retreat, findCover, and follows the edition', () => {
    const retreatingUnderFire = { dugIn: false, underFire: true };
    expect(allowedActions('retreat', retreatingUnderFire)).toEqual(['retreat', 'findCover']);
    expect(allowedActions('retreat', retreatingUnderFire, 'v0.8')).toEqual(['retreat', 'findCover']);
    expect(allowedActions('retreat', retreatingUnderFire, 'v0.7')).toEqual(['stay', 'retreat', 'findCover']);
    expect(allowedActions('hold', { dugIn: false, underFire: false })).toEqual(['stay', 'findCover']);
    expect(allowedActions('retreat', { dugIn: true, underFire: true })).toEqual(['stay', 'retreat']);
  });

  it('refuses an unknown command, a malformed situation and a bad edition', () => {
    expect(() => allowedActions('charge' as never, { dugIn: false, underFire: false })).toThrow(/allowedActions: cmd must be one of 'advance', 'hold', 'assault', 'retreat', got 'charge'/);
    expect(() => allowedActions('hold', { dugIn: 'yes' } as never)).toThrow(/allowedActions: situation must be \{ dugIn: boolean, underFire: boolean \}/);
    expect(() => allowedActions('hold', null as never)).toThrow(RangeError);
    expect(() => allowedActions('hold', { dugIn: true, underFire: true }, 'v0.6' as never)).toThrow(/allowedActions: edition .*got 'v0.6'/);
  });
});

describe('mayDigIn', () => {
  it('Advance and Hold yes at -1R; Assault and Retreat no', () => {
    expect(mayDigIn('advance')).toEqual({ allowed: true, resiliencePenalty: -1 });
    expect(mayDigIn('hold')).toEqual({ allowed: true, resiliencePenalty: -1 });
    expect(mayDigIn('assault')).toEqual({ allowed: false, resiliencePenalty: 0 });
    expect(mayDigIn('retreat')).toEqual({ allowed: false, resiliencePenalty: 0 });
    expect(() => mayDigIn('dig' as never)).toThrow(/mayDigIn: cmd must be one of/);
  });
});

describe('dicePool', () => {
  it('"a 3-base A2 company rolls 2+1 dice, and a 4-base A1 company rolls 1+2 dice"', () => {
    expect(dicePool(2, 3)).toBe(3);
    expect(dicePool(1, 4)).toBe(3);
  });

  it('no extra die up to two bases, -1 assaulting, never below 0, none without bases', () => {
    expect(dicePool(2, 1)).toBe(2);
    expect(dicePool(2, 2)).toBe(2);
    expect(dicePool(2, 3, { assaulting: true })).toBe(2);
    expect(dicePool(1, 2, { assaulting: true })).toBe(0);
    expect(dicePool(0, 1, { assaulting: true })).toBe(0);
    expect(dicePool(0, 5)).toBe(0); // arming 0 rolls nothing (docs/RULINGS.md §No dice for arming 0)
    expect(dicePool(3, 0)).toBe(0);
  });

  it('refuses negative or fractional arming and bases', () => {
    expect(() => dicePool(2, -1)).toThrow(/dicePool: bases must be a whole number ≥ 0, got -1/);
    expect(() => dicePool(2, 2.5)).toThrow(/dicePool: bases .*got 2.5/);
    expect(() => dicePool(-1, 3)).toThrow(/dicePool: arming .*got -1/);
    expect(() => dicePool(Number.NaN, 3)).toThrow(/dicePool: arming .*got NaN/);
    expect(() => dicePool(2, 3, { assaulting: 1 as never })).toThrow(/opts.assaulting must be true or false/);
  });
});

describe('coverModifier and weakerCover', () => {
  it('v0.8 totals: open moving -3, stationary -2, dug in 0; fortification dug in +3', () => {
    expect(coverModifier('open', 'moving')).toBe(-3);
    expect(coverModifier('open', 'stationary')).toBe(-2);
    expect(coverModifier('open', 'dugIn')).toBe(0);
    expect(coverModifier('rough', 'dugIn', 'v0.8')).toBe(1);
    expect(coverModifier('fortification', 'dugIn')).toBe(3);
  });

  it('v0.7: open -2, dug into open +1, defensible +1 moving', () => {
    expect(coverModifier('open', 'moving', 'v0.7')).toBe(-2);
    expect(coverModifier('open', 'dugIn', 'v0.7')).toBe(1);
    expect(coverModifier('defensible', 'moving', 'v0.7')).toBe(1);
  });

  it('"over the top of a +2 dug-in trench into the open -3 gives a -3"', () => {
    expect(weakerCover('defensible', 'open')).toBe('open');
    expect(weakerCover('open', 'fortification')).toBe('open');
    expect(weakerCover('fortification', 'rough')).toBe('rough');
    expect(coverModifier(weakerCover('defensible', 'open'), 'moving')).toBe(-3);
    expect(coverModifier(weakerCover('defensible', 'open'), 'moving', 'v0.7')).toBe(-2);
  });

  it('refuses an unknown terrain or posture', () => {
    expect(() => coverModifier('wood' as never, 'moving')).toThrow(/coverModifier: terrain .*got 'wood'/);
    expect(() => coverModifier('open', 'prone' as never)).toThrow(/coverModifier: posture .*got 'prone'/);
    expect(() => coverModifier('open', 'moving', 'v1' as never)).toThrow(/coverModifier: edition/);
    expect(() => weakerCover('open', 'marsh' as never)).toThrow(/weakerCover: b .*got 'marsh'/);
  });
});

describe('bombardmentShots', () => {
  it('"4 batteries each with A\\2. This makes 8 distributable shots" — at most 4 on one target', () => {
    expect(bombardmentShots([2, 2, 2, 2])).toEqual({ shots: 8, maxOnOneTarget: 4 });
  });

  it('a mixed formation: mean arming × bases = their sum; odd totals round the half down', () => {
    expect(bombardmentShots([1, 2, 3])).toEqual({ shots: 6, maxOnOneTarget: 3 });
    expect(bombardmentShots([2, 3])).toEqual({ shots: 5, maxOnOneTarget: 2 });
    expect(bombardmentShots([])).toEqual({ shots: 0, maxOnOneTarget: 0 });
  });

  it('refuses bad arming', () => {
    expect(() => bombardmentShots([2, -1])).toThrow(/bombardmentShots: armingR\[1\] must be a whole number ≥ 0, got -1/);
    expect(() => bombardmentShots([1.5])).toThrow(RangeError);
    expect(() => bombardmentShots(4 as never)).toThrow(/armingR must be an array/);
  });
});

describe('hitTarget and canHurt', () => {
  it('resilience plus modifiers; a die + bonus must reach it', () => {
    expect(hitTarget(4)).toBe(4);
    expect(hitTarget(4, coverModifier('fortification', 'dugIn'))).toBe(7);
    expect(hitTarget(3, -3)).toBe(0);
    expect(hitTarget(5, 3, mayDigIn('hold').resiliencePenalty, -1)).toBe(6);
  });

  it('needing 7+ with no bonus cannot be hurt (overwatch); a (+N) bonus reaches 6+N', () => {
    expect(canHurt(6)).toBe(true);
    expect(canHurt(7)).toBe(false);
    expect(canHurt(7, 0)).toBe(false);
    expect(canHurt(7, 1)).toBe(true);
    expect(canHurt(9, 2)).toBe(false);
    expect(canHurt(10, 4)).toBe(true);
  });

  it('refuses bad numbers', () => {
    expect(() => hitTarget(0)).toThrow(/hitTarget: resilience must be a whole number ≥ 1, got 0/);
    expect(() => hitTarget(4, 1, 0.5)).toThrow(/hitTarget: modifier 2 must be a whole number, got 0.5/);
    expect(() => canHurt(6.5)).toThrow(/canHurt: targetNumber/);
    expect(() => canHurt(7, -1)).toThrow(/canHurt: bonus must be a whole number ≥ 0, got -1/);
  });
});
