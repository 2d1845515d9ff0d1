/**
 * What a click on the tactical map adds while planning: a waypoint to a path, or the cover point of
 * a 'findCover' (001 §HIGH COMMANDS: "end up in or nearer to a better cover location"), for a
 * sub-unit's own low command ('main') or its "company except" bases ('except'). The screen keeps it
 * as a string key (`pickKey`); the main path's key is the sub-unit id itself.
 */
import type { PointM } from '../../rules/bound/types.ts';
import type { PlanDraft } from './planForm.ts';

/** A map pick target. */
export type MapPick = { subUnitId: string; part: 'main' | 'except'; what: 'path' | 'cover' };

const SUFFIXES = ['|main|cover', '|except|path', '|except|cover'] as const;

/** The key of a pick target (the sub-unit id alone for its main path). */
export function pickKey(p: MapPick): string {
  return p.part === 'main' && p.what === 'path' ? p.subUnitId : `${p.subUnitId}|${p.part}|${p.what}`;
}

/** The pick target of a key (`pickKey`'s inverse). */
export function parsePickKey(key: string): MapPick {
  for (const s of SUFFIXES) {
    if (key.endsWith(s)) {
      const [, part, what] = s.split('|') as [string, 'main' | 'except', 'path' | 'cover'];
      return { subUnitId: key.slice(0, -s.length), part, what };
    }
  }
  return { subUnitId: key, part: 'main', what: 'path' };
}

/** The points already picked for a target (the path's waypoints, or the cover point if set). */
export function pickedPoints(draft: PlanDraft, p: MapPick): PointM[] {
  const d = draft.subUnits[p.subUnitId];
  const part = p.part === 'main' ? d : d?.except;
  if (!part) return [];
  if (p.what === 'path') return part.path;
  return part.coverAtM ? [part.coverAtM] : [];
}

/**
 * The draft with a map click `q` applied to the target: a waypoint appended to the path, or the cover
 * point set. Returns `{ draft, done }` — `done` when the pick ends (a cover point is a single click).
 */
export function applyPick(draft: PlanDraft, p: MapPick, q: PointM): { draft: PlanDraft; done: boolean } {
  const d = draft.subUnits[p.subUnitId];
  if (!d || (p.part === 'except' && !d.except)) return { draft, done: true };
  const part = p.part === 'main' ? d : d.except!;
  const changed = p.what === 'path' ? { ...part, path: [...part.path, q] } : { ...part, coverAtM: q };
  const next = p.part === 'main' ? { ...d, ...changed } : { ...d, except: { ...d.except!, ...changed } };
  return { draft: { ...draft, subUnits: { ...draft.subUnits, [p.subUnitId]: next } }, done: p.what === 'cover' };
}
