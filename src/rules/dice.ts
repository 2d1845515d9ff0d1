/**
 * Dice, passed in to every rule that rolls (DESIGN.md §State: the generator is seeded and injected;
 * an umpire can type physical dice instead). Three sources behind one interface:
 * - `seededDice(seed)`: a seeded generator (pure-rand xoroshiro128+), reproducible from its seed
 *   and resumable from its saved state;
 * - `scriptedDice(values)`: a fixed sequence, for tests and for replaying a record;
 * - `typedDice(values)`: what the umpire typed; when it runs out it throws `DiceNeeded` saying how many
 *   dice are wanted and for what, so the caller asks the umpire and runs the step again with more.
 * No unseeded randomness and no clock anywhere: the rules stay pure.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** Why dice are rolled, shown to the umpire when dice must be typed: e.g. "Step 4: 2/3 Coy fires at 1/1 Coy". */
export type DiceRequest = { count: number; sides: number; purpose: string };

/** A source of dice. `roll` returns `count` results, each 1…`sides`. */
export interface Dice {
  /**
   * Roll `count` dice of `sides` faces (default 6) for `purpose`. Throws `RangeError` for a count
   * that is not a whole number ≥ 0 or sides < 2; `ScriptExhausted`/`DiceNeeded` when a scripted or
   * typed source has too few values left.
   */
  roll(count: number, purpose: string, sides?: number): number[];
}

/** A scripted source ran out of values (a test or a replay asked for more dice than were given). */
export class ScriptExhausted extends RangeError {
  override name = 'ScriptExhausted';
  constructor(readonly request: DiceRequest, readonly used: number) {
    super(`the dice script ran out after ${used} dice: ${request.count}d${request.sides} wanted for "${request.purpose}"`);
  }
}

/** Typed dice ran out: the umpire must type `request.count` more dice for `request.purpose`. */
export class DiceNeeded extends RangeError {
  override name = 'DiceNeeded';
  constructor(readonly request: DiceRequest, readonly used: number) {
    super(`type ${request.count} dice (d${request.sides}) for "${request.purpose}"`);
  }
}

function checkRequest(count: number, sides: number): void {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`dice count must be a whole number ≥ 0, got ${count}`);
  if (!Number.isSafeInteger(sides) || sides < 2) throw new RangeError(`dice sides must be a whole number ≥ 2, got ${sides}`);
}

/** A seeded source and the state it can be saved as and resumed from. */
export interface SeededDice extends Dice {
  /** The generator's internal state: `seededDiceFromState(state)` continues exactly from here. */
  state(): readonly number[];
}

/**
 * Dice from a seed (any 32-bit integer). The same seed gives the same sequence, always. The seed is
 * spread over xoroshiro128+'s 128-bit state by splitmix32 (four outputs, the last made odd so the state
 * is never zero): pure-rand's own `xoroshiro128plus(seed)` puts the seed in the state as it is, so the
 * first dice of neighbouring seeds repeated with the seed (seeds 2, 8, 14 … all began 6, 4), and firing
 * a plan with seeds 1, 2, 3 … was no fair sample. Throws `RangeError` for a seed that is not a safe integer.
 */
export function seededDice(seed: number): SeededDice {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`dice seed must be a whole number, got ${seed}`);
  let x = seed | 0;
  const next = () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  return fromGenerator(xoroshiro128plusFromState([next(), next(), next(), next() | 1]));
}

/** Dice resumed from `SeededDice.state()`. Throws `RangeError` for a malformed state. */
export function seededDiceFromState(state: readonly number[]): SeededDice {
  if (!Array.isArray(state) || state.length !== 4 || !state.every(Number.isSafeInteger)) {
    throw new RangeError(`dice state must be 4 whole numbers, got ${JSON.stringify(state)}`);
  }
  return fromGenerator(xoroshiro128plusFromState(state));
}

function fromGenerator(rng: ReturnType<typeof xoroshiro128plus>): SeededDice {
  return {
    roll(count, _purpose, sides = 6) {
      checkRequest(count, sides);
      const out = new Array<number>(count);
      // The D6 written out: with the range a constant the compiler folds pure-rand's rejection bound,
      // which otherwise costs a division a die (the same draws either way).
      if (sides === 6) for (let i = 0; i < count; i++) out[i] = uniformInt(rng, 1, 6);
      else for (let i = 0; i < count; i++) out[i] = uniformInt(rng, 1, sides);
      return out;
    },
    state: () => rng.getState(),
  };
}

function fromValues(values: readonly number[], exhausted: (r: DiceRequest, used: number) => Error): Dice & { used(): number } {
  values.forEach((v, i) => {
    if (!Number.isSafeInteger(v) || v < 1) throw new RangeError(`die ${i + 1} must be a whole number ≥ 1, got ${v}`);
  });
  let next = 0;
  return {
    roll(count, purpose, sides = 6) {
      checkRequest(count, sides);
      if (next + count > values.length) throw exhausted({ count: next + count - values.length, sides, purpose }, next);
      const out = values.slice(next, next + count);
      out.forEach((v, i) => {
        if (v > sides) throw new RangeError(`die ${next + i + 1} is ${v}, more than a d${sides} can show (for "${purpose}")`);
      });
      next += count;
      return out;
    },
    used: () => next,
  };
}

/** Dice that return `values` in order (tests, replays). Throws `ScriptExhausted` when they run out. */
export function scriptedDice(values: readonly number[]): Dice & { used(): number } {
  return fromValues(values, (r, used) => new ScriptExhausted(r, used));
}

/**
 * Dice the umpire typed, in order. When they run out the roll throws `DiceNeeded` with how many more
 * are wanted and why; the caller asks for them and runs the same (pure) step again with the longer list.
 */
export function typedDice(values: readonly number[]): Dice & { used(): number } {
  return fromValues(values, (r, used) => new DiceNeeded(r, used));
}
