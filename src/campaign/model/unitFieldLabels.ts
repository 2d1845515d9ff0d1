/**
 * The words the umpire sees for a unit's fields (the unit panel's labels), so that messages and the log
 * name a field as the form does — "Injured bases", never `injuredBases`.
 */
import type { Unit } from './types.ts';

/** Each field a unit edit can change (and the strengths the fold checks), in the form's words. */
export const UNIT_FIELD_LABELS: Readonly<Partial<Record<keyof Unit, string>>> = {
  name: 'Name',
  shortName: 'Short name',
  type: 'Type',
  grade: 'Grade',
  bases: 'Bases',
  establishmentBases: 'Establishment',
  injuredBases: 'Injured bases',
  dugIn: 'Dug in',
  notes: 'Notes',
  radios: 'Radios',
  veteran: 'Veteran armoured/motorised',
  green: 'Green (first battle)',
  mobility: 'Mobility',
  calibreMm: 'Calibre (mm)',
  fuHeld: 'FU held',
};

/** The form's word for field `key` (`injuredBases` → `Injured bases`), or the key itself when it has none. */
export function unitFieldLabel(key: string): string {
  return (UNIT_FIELD_LABELS as Record<string, string | undefined>)[key] ?? key;
}

/** The form's word for the field a path ends in (`payload.changes.injuredBases` → `Injured bases`), or null when it names no unit field. */
export function fieldLabelOfPath(path: string): string | null {
  const last = /([A-Za-z]+)$/.exec(path)?.[1];
  return last !== undefined && Object.hasOwn(UNIT_FIELD_LABELS, last) ? unitFieldLabel(last) : null;
}
