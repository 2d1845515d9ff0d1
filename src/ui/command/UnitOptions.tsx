/**
 * The units of a `<select>` (the command relations dialog, the timeline's report and task forms):
 * one `<option>` per unit, valued by its id and worded with its name and echelon (user text rendered
 * as text).
 */
import type { Unit } from '../../campaign/index.ts';
import { ECHELON_ABBR } from '../labels.ts';

/** A unit as an option reads, e.g. "152nd Brigade (Bde)". */
export function unitOptionText(u: Unit): string {
  return `${u.name} (${ECHELON_ABBR[u.echelon]})`;
}

/** Props: the units, in the order to offer them. */
export type UnitOptionsProps = { units: readonly Unit[] };

/** The options. */
export function UnitOptions({ units }: UnitOptionsProps) {
  return (
    <>
      {units.map((u) => (
        <option key={u.id} value={u.id}>
          {unitOptionText(u)}
        </option>
      ))}
    </>
  );
}
