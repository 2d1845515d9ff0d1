/**
 * `locateJsonError` agrees with `JSON.parse` on what is JSON, and points at the first error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonError } from '../../src/db/jsonLocate.ts';

const parses = (t: string) => {
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
};

describe('locateJsonError', () => {
  it('finds no error in any JSON.stringify output', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2), (value, indent) => {
        expect(locateJsonError(JSON.stringify(value, null, indent))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with JSON.parse on every prefix of a JSON text, and calls a broken prefix truncated', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, cut) => {
        const text = JSON.stringify(value);
        const prefix = text.slice(0, cut % (text.length + 1));
        const loc = locateJsonError(prefix);
        expect(loc === null).toBe(parses(prefix));
        if (loc) expect(loc.atEnd).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['{"a" 1}', 5, 'expected ":" after a property name, found "1}"'],
    ['[1, 2,, 3]', 6, 'unexpected ", 3]" where a value should be'],
    ['{"a": 1,}', 8, 'expected a property name in double quotes, found "}"'],
    ["{'a': 1}", 1, `expected a property name in double quotes, found "'a': 1}"`],
    ['[1 2]', 3, 'expected "," or "]", found "2]"'],
    ['{"a": tru}', 6, 'unexpected "tru}" where a value should be'],
    ['"tab\there"', 4, 'a control character inside a string (use \\n, \\t …)'],
    ['"bad \\x escape"', 5, 'a bad escape "\\x" in a string'],
    ['01', 0, 'a malformed number "01"'],
    ['[-]', 1, 'a malformed number "-]"'],
    ['[1.e5]', 1, 'a malformed number "1.e5]"'],
    ['{} {}', 3, 'unexpected "{}" after the end of the JSON'],
  ])('%s: error at %i', (text, position, reason) => {
    expect(parses(text)).toBe(false);
    expect(locateJsonError(text)).toEqual({ position, reason, atEnd: false });
  });

  it('handles deep nesting without recursion', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(locateJsonError(deep)).toBeNull();
    expect(locateJsonError(deep.slice(0, -1))).toMatchObject({ position: 399_999, atEnd: true });
    expect(locateJsonError('[1.5e')).toEqual({ position: 5, reason: 'the text ends inside a number', atEnd: true });
    expect(locateJsonError('{"a": nu')).toEqual({ position: 8, reason: 'the text ends inside a word', atEnd: true });
  });
});
