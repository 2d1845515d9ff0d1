/**
 * The unit edit form's model, free of React: the draft as typed (strings and a checkbox), its
 * validation, and the `unit.edited` changes it amounts to (only the fields that differ), including
 * the command fields of NQM 004 §COMMAND REACTION TIMES: radios (battalions only), veteran and
 * mobility (a unit without one has it derived from its type; once set it stays set).
 * Rules mirror `applyEvent` (`src/campaign/events.ts`): strengths are whole numbers ≥ 0 with
 * injured ≤ bases ≤ establishment; names are not empty and carry no HTML-like markup or control
 * characters (`textProblem`, `src/campaign/model/plainText.ts`). The store refuses them too; the form only says so
 * earlier, next to the field.
 */
import { MAX_UNIT_BASES, UNIT_MOBILITIES, type Unit, type UnitMobility, textProblem, type EditableUnitFields } from '../campaign/index.ts';
import { isUnitTypeId } from '../rules/tables/unitTypes.ts';
import type { Grade } from '../rules/types.ts';
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
  /** Battalions only (ignored for other echelons): whether it has radios. */
  radios: boolean;
  veteran: boolean;
  /** Green troops in their first battle (004 §UNIT GRADING); only Regular, Conscript and Militia can be. */
  green: boolean;
  /** A `UNIT_MOBILITIES` value, or '' while the unit's mobility is derived from its type. */
  mobility: string;
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
    radios: u.radios ?? false,
    veteran: u.veteran ?? false,
    green: u.green ?? false,
    mobility: u.mobility ?? '',
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
  const mobility = draft.mobility === '' ? undefined : (UNIT_MOBILITIES as readonly string[]).includes(draft.mobility) ? (draft.mobility as UnitMobility) : null;
  if (mobility === null) errors.mobility = `Unknown mobility "${draft.mobility}"`;
  else if (mobility === undefined && unit.mobility !== undefined) {
    errors.mobility = `Mobility is set (${unit.mobility}); it cannot go back to derived from the type: choose a mobility`;
  }

  const whole = (field: 'bases' | 'establishmentBases' | 'injuredBases', label: string): number | null => {
    if (!WHOLE_RE.test(draft[field])) {
      errors[field] = `${label} must be a whole number ≥ 0`;
      return null;
    }
    if (Number(draft[field]) > MAX_UNIT_BASES) {
      errors[field] = `${label} must be at most ${MAX_UNIT_BASES.toLocaleString('en-GB')} bases`;
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
  if (unit.echelon === 'battalion' && draft.radios !== (unit.radios ?? false)) changes.radios = draft.radios;
  if (draft.veteran !== (unit.veteran ?? false)) changes.veteran = draft.veteran;
  if (draft.green !== (unit.green ?? false)) changes.green = draft.green;
  if (mobility && mobility !== unit.mobility) changes.mobility = mobility;
  return { errors, changes };
}
