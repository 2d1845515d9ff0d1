/**
 * Rules for user text that the store keeps (campaign names, unit names, notes): text is always
 * rendered as text, but markup-looking or control characters in stored names are refused anyway so
 * that a hostile file cannot carry them to another machine or into an export.
 */

/** A whole HTML tag, e.g. `<b>`, `</script>`, `<!-- x >`. */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
/** Any `<` that could open a tag: followed by a letter, `!` or `/`. */
const TAG_OPENER = /<[a-z!/]/i;
/** C0/C1 control characters (any, for one-line text). */
const CONTROL_ANY = /[\u0000-\u001f\u007f-\u009f]/;
/** C0/C1 control characters except tab, line feed and carriage return (multi-line text). */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Longest campaign name, in UTF-16 code units. */
export const MAX_CAMPAIGN_NAME = 120;

/**
 * Why a text is refused, or null when it is acceptable.
 * @param multiline allow tab / newline (notes, descriptions); otherwise every control char is refused.
 */
export function textProblem(text: string, multiline = false): string | null {
  const tag = HTML_TAG.exec(text) ?? TAG_OPENER.exec(text);
  if (tag) return `contains HTML-like markup (“${tag[0].slice(0, 20)}”); use plain text`;
  const ctl = (multiline ? CONTROL_MULTILINE : CONTROL_ANY).exec(text);
  if (ctl) return `contains a control character (U+${ctl[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  return null;
}

/**
 * A campaign name as stored: trimmed, 1–120 characters, no HTML-like markup, no control characters.
 * Throws `RangeError` naming what is wrong (used by create, rename and duplicate).
 */
export function checkCampaignName(name: string): string {
  if (typeof name !== 'string') throw new RangeError('campaign name must be text');
  const trimmed = name.trim();
  if (trimmed === '') throw new RangeError('campaign name is empty');
  if (trimmed.length > MAX_CAMPAIGN_NAME) {
    throw new RangeError(`campaign name is ${trimmed.length} characters long; at most ${MAX_CAMPAIGN_NAME} are allowed`);
  }
  const problem = textProblem(trimmed);
  if (problem) throw new RangeError(`campaign name ${problem}`);
  return trimmed;
}

/**
 * `name`, or when a campaign of that name exists (`taken`, compared without regard to case) the first
 * free `name (2)`, `name (3)`, …, shortened so the whole stays within `MAX_CAMPAIGN_NAME`.
 */
export function uniqueCampaignName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((n) => n.toLocaleLowerCase()));
  if (!used.has(name.toLocaleLowerCase())) return name;
  for (let n = 2; ; n++) {
    const tail = ` (${n})`;
    const candidate = `${name.slice(0, MAX_CAMPAIGN_NAME - tail.length).trimEnd()}${tail}`;
    if (!used.has(candidate.toLocaleLowerCase())) return candidate;
  }
}
