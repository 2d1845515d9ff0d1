/**
 * The record of an engagement as the umpire reads it: its entries (oldest first, as the engine wrote
 * them) grouped by bound and then by step, each entry one readable line (`formatRecord` of the
 * engine). A step's own 'step' entry becomes the heading of its group.
 */
import type { CampaignEngagement } from '../../campaign/index.ts';
import { boundSteps } from '../../rules/bound/engine.ts';
import type { RecordNames } from '../../rules/bound/format.ts';
import type { EngagementState, RecordEntry } from '../../rules/bound/types.ts';

/** One line: its index in the record (a stable key), the text, and the entry's kind. */
export type RecordLine = { index: number; text: string; kind: RecordEntry['kind'] };

/** The entries of one step of a bound ('plan', '1'…, 'melee', 'end'). */
export type RecordStepGroup = { key: string; step: string; heading: string; lines: RecordLine[] };

/** One bound's steps, in the order they ran. */
export type RecordBoundGroup = { bound: number; steps: RecordStepGroup[] };

/** The heading of a step group with no 'step' entry of its own. */
export function stepHeading(step: string): string {
  if (step === 'plan') return 'Plans';
  if (step === 'melee') return 'Melee';
  if (step === 'end') return 'End of the bound';
  return `Step ${step}`;
}

/**
 * Group `records` (oldest first) by bound, then by consecutive runs of the same step. `format` turns
 * an entry into its line (the engine's `formatRecord`); a throwing `format` shows the entry's kind
 * and the error instead of breaking the list.
 */
export function groupRecords(records: readonly RecordEntry[], format: (e: RecordEntry) => string): RecordBoundGroup[] {
  const out: RecordBoundGroup[] = [];
  let bound: RecordBoundGroup | null = null;
  let group: RecordStepGroup | null = null;
  records.forEach((e, index) => {
    if (!bound || bound.bound !== e.bound) {
      bound = { bound: e.bound, steps: [] };
      out.push(bound);
      group = null;
    }
    if (!group || group.step !== e.step) {
      group = { key: `${e.bound}:${e.step}:${index}`, step: e.step, heading: stepHeading(e.step), lines: [] };
      bound.steps.push(group);
    }
    const text = safeFormat(format, e);
    if (e.kind === 'step' && group.lines.length === 0) group.heading = text;
    else group.lines.push({ index, text, kind: e.kind });
  });
  return out;
}

function safeFormat(format: (e: RecordEntry) => string, e: RecordEntry): string {
  try {
    return format(e);
  } catch (err) {
    return `(${e.kind} entry that could not be shown: ${err instanceof Error ? err.message : String(err)})`;
  }
}

/** The bombardment templates of the last bound in `records` (kind 'bombard'), for the map. */
export function templatesOfLastBound(records: readonly RecordEntry[], innerFraction: number): { centreM: { xM: number; yM: number }; diameterM: number; innerDiameterM: number }[] {
  const last = records[records.length - 1];
  if (!last) return [];
  return records
    .filter((r): r is Extract<RecordEntry, { kind: 'bombard' }> => r.kind === 'bombard' && r.bound === last.bound)
    .map((r) => ({ centreM: r.centreM, diameterM: r.diameterM, innerDiameterM: r.diameterM * innerFraction }));
}

/** The next step of an executing engagement, e.g. "Step 4 (4 of 12)"; "end of the bound" past the last. */
export function nextStepText(eng: Pick<CampaignEngagement, 'state'>): string {
  const steps = boundSteps(eng.state.edition);
  const st = steps[eng.state.stepIndex];
  return st ? `${stepHeading(st.label)} (${eng.state.stepIndex + 1} of ${steps.length})` : 'end of the bound';
}

/**
 * The names a record uses for an engagement's sub-units, formations and bases (`RecordNames`): a
 * sub-unit or formation by its name, a base as `base 4` of its sub-unit (its place in the sub-unit's
 * list of bases, from 1); an id the engagement does not have is printed as it is.
 */
export function engagementNames(s: Pick<EngagementState, 'subUnits' | 'formations'>): RecordNames {
  const units = new Map<string, string>();
  for (const f of s.formations) units.set(f.id, f.name);
  for (const su of s.subUnits) units.set(su.id, su.name);
  const bases = new Map<string, { of: string; label: string }>();
  for (const su of s.subUnits) su.bases.forEach((b, i) => bases.set(b.id, { of: su.name, label: `base ${i + 1}` }));
  return { unit: (id) => units.get(id) ?? bases.get(id)?.of ?? id, base: (id) => bases.get(id) ?? null };
}
