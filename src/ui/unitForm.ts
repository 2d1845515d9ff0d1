/**
 * The unit edit form's model, free of React: the draft as typed (strings and a checkbox), its
 * validation, and the `unit.edited` changes it amounts to (only the fields that differ).
 * Rules mirror `applyEvent` (`src/campaign/events.ts`): strengths are whole numbers ≥ 0 with
 * injured ≤ bases ≤ establishment; names are not empty and carry no HTML-like markup or control
 * characters (`textProblem`, `src/db/text.ts`). The store refuses them too; the form only says so
 * earlier, next to the field.
 */
import type { EditableUnitFields } from '../campaign/events.ts';
import type { Unit } from '../campaign/types.ts';
import { isUnitTypeId } from '../rules/tables/unitTypes.ts';
import type { Grade } from '../rules/types.ts';
import { textProblem } from '../db/text.ts';
import { GRADES } from './labels.ts';

/** The form's fields as typed. */
export type UnitDraft = {
  name: string;
  shortName: string;
  type: string;
  grade: string;
  bases: string;
  establishmentBases: string;
  injuredBases: string;
  dugIn: boolean;
  notes: string;
};

/** A draft field's name. */
export type DraftField = keyof UnitDraft;

/** The draft a unit starts the form with. */
export function draftFromUnit(u: Unit): UnitDraft {
  return {
    name: u.name,
    shortName: u.shortName,
    type: u.type,
    grade: u.grade,
    bases: String(u.bases),
    establishmentBases: String(u.establishmentBases),
    injuredBases: String(u.injuredBases),
    dugIn: u.dugIn,
    notes: u.notes ?? '',
  };
}

/** Result of checking a draft: messages per field (empty when valid) and the changed fields. */
export type DraftCheck = { errors: Partial<Record<DraftField, string>>; changes: Partial<EditableUnitFields> };

const WHOLE_RE = /^\s*\d+\s*$/;
const MAX_TEXT = 200;
const MAX_NOTES = 4000;

/**
 * Check `draft` against `unit` and list what changed. Text is trimmed (notes keep inner lines);
 * an emptied note removes nothing but is stored as ''. Messages name the field, e.g.
 * "Injured bases (3) cannot exceed bases (2)".
 */
export function checkDraft(unit: Unit, draft: UnitDraft): DraftCheck {
  const errors: DraftCheck['errors'] = {};
  const text = (field: 'name' | 'shortName', label: string): string => {
    const v = draft[field].trim();
    if (v === '') errors[field] = `${label} must not be empty`;
    else if (v.length > MAX_TEXT) errors[field] = `${label} must be at most ${MAX_TEXT} characters`;
    else {
      const problem = textProblem(v);
      if (problem) errors[field] = `${label} ${problem}`;
    }
    return v;
  };
  const name = text('name', 'Name');
  const shortName = text('shortName', 'Short name');
  const notes = draft.notes.trim();
  const notesProblem = textProblem(notes, true);
  if (notesProblem) errors.notes = `Notes ${notesProblem}`;
  else if (notes.length > MAX_NOTES) errors.notes = `Notes must be at most ${MAX_NOTES} characters`;
  if (!isUnitTypeId(draft.type)) errors.type = `Unknown unit type "${draft.type}"`;
  if (!(GRADES as readonly string[]).includes(draft.grade)) errors.grade = `Unknown grade "${draft.grade}"`;

  const whole = (field: 'bases' | 'establishmentBases' | 'injuredBases', label: string): number | null => {
    if (!WHOLE_RE.test(draft[field])) {
      errors[field] = `${label} must be a whole number ≥ 0`;
      return null;
    }
    return Number(draft[field]);
  };
  const bases = whole('bases', 'Bases');
  const est = whole('establishmentBases', 'Establishment');
  const injured = whole('injuredBases', 'Injured bases');
  if (bases !== null && injured !== null && injured > bases) {
    errors.injuredBases = `Injured bases (${injured}) cannot exceed bases (${bases})`;
  }
  if (bases !== null && est !== null && bases > est) {
    errors.bases = `Bases (${bases}) cannot exceed establishment (${est})`;
  }

  const changes: Partial<EditableUnitFields> = {};
  if (Object.keys(errors).length > 0) return { errors, changes };
  if (name !== unit.name) changes.name = name;
  if (shortName !== unit.shortName) changes.shortName = shortName;
  if (draft.type !== unit.type && isUnitTypeId(draft.type)) changes.type = draft.type;
  if (draft.grade !== unit.grade) changes.grade = draft.grade as Grade;
  if (bases !== unit.bases && bases !== null) changes.bases = bases;
  if (est !== unit.establishmentBases && est !== null) changes.establishmentBases = est;
  if (injured !== unit.injuredBases && injured !== null) changes.injuredBases = injured;
  if (draft.dugIn !== unit.dugIn) changes.dugIn = draft.dugIn;
  if (notes !== (unit.notes ?? '')) changes.notes = notes;
  return { errors, changes };
}
