/**
 * Where a JSON text stops being valid JSON (RFC 8259), for a clear import message: engines word
 * `JSON.parse` errors differently and V8 often gives no position. Only called after `JSON.parse`
 * has failed. Iterative (no recursion), so a deeply nested file cannot overflow the stack.
 */

/** The first error: its offset (UTF-16 code units; `text.length` when the text ends too early). */
export type JsonErrorLocation = { position: number; reason: string; atEnd: boolean };

type State = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'afterValue';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** What a number cut short can look like: `-`, `12.`, `1.5e`, `1e+` … */
const NUMBER_PREFIX = /^-?(?:(?:0|[1-9]\d*)(?:\.\d*)?(?:(?<=\d)[eE][+-]?\d*)?)?$/;
const NUMBER_CHARS = '+-0123456789.eE';
const LITERALS = ['true', 'false', 'null'];
const ESCAPES = '"\\/bfnrt';

/** The first syntax error of `text`, or null if it is valid JSON. */
export function locateJsonError(text: string): JsonErrorLocation | null {
  const n = text.length;
  const stack: ('{' | '[')[] = [];
  let state: State = 'value';
  let i = 0;
  const err = (position: number, reason: string): JsonErrorLocation => ({ position, reason, atEnd: position >= n });
  const shown = (p: number) => JSON.stringify(text.slice(p, p + 12));

  /** Returns the index after a string starting at `i` (a `"`), or an error. */
  const scanString = (start: number): number | JsonErrorLocation => {
    for (let j = start + 1; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c === 0x22) return j + 1;
      if (c < 0x20) return err(j, 'a control character inside a string (use \\n, \\t …)');
      if (c === 0x5c) {
        const e = text[j + 1];
        if (e === undefined) break;
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return j + 6 > n ? err(n, 'the text ends inside a string') : err(j, 'a bad \\u escape');
          j += 5;
        } else if (ESCAPES.includes(e)) j++;
        else return err(j, `a bad escape "\\${e}" in a string`);
      }
    }
    return err(n, 'the text ends inside a string');
  };

  for (;;) {
    while (i < n && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
    if (i >= n) return state === 'afterValue' && stack.length === 0 ? null : err(n, 'the text ends before the JSON is complete');
    const c = text[i]!;
    if (state === 'value' || state === 'valueOrEnd') {
      if (state === 'valueOrEnd' && c === ']') {
        stack.pop();
        i++;
        state = 'afterValue';
      } else if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        state = c === '{' ? 'keyOrEnd' : 'valueOrEnd';
      } else if (c === '"') {
        const r = scanString(i);
        if (typeof r !== 'number') return r;
        i = r;
        state = 'afterValue';
      } else if (c === '-' || (c >= '0' && c <= '9')) {
        let j = i;
        while (j < n && NUMBER_CHARS.includes(text[j]!)) j++;
        const token = text.slice(i, j);
        if (!NUMBER.test(token)) {
          return j === n && NUMBER_PREFIX.test(token) ? err(n, 'the text ends inside a number') : err(i, `a malformed number ${shown(i)}`);
        }
        i = j;
        state = 'afterValue';
      } else {
        const word = LITERALS.find((w) => text.startsWith(w, i));
        if (!word) {
          const rest = text.slice(i, i + 5);
          if (i + rest.length === n && LITERALS.some((w) => w.startsWith(rest))) return err(n, 'the text ends inside a word');
          return err(i, `unexpected ${shown(i)} where a value should be`);
        }
        i += word.length;
        state = 'afterValue';
      }
    } else if (state === 'key' || state === 'keyOrEnd') {
      if (state === 'keyOrEnd' && c === '}') {
        stack.pop();
        i++;
        state = 'afterValue';
      } else if (c === '"') {
        const r = scanString(i);
        if (typeof r !== 'number') return r;
        i = r;
        state = 'colon';
      } else return err(i, `expected a property name in double quotes, found ${shown(i)}`);
    } else if (state === 'colon') {
      if (c !== ':') return err(i, `expected ":" after a property name, found ${shown(i)}`);
      i++;
      state = 'value';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return err(i, `unexpected ${shown(i)} after the end of the JSON`);
      const close = top === '{' ? '}' : ']';
      if (c === ',') {
        i++;
        state = top === '{' ? 'key' : 'value';
      } else if (c === close) {
        stack.pop();
        i++;
      } else return err(i, `expected "," or "${close}", found ${shown(i)}`);
    }
  }
}
