/**
 * NATO symbol codes for units: a 15-letter MIL-STD-2525C / APP-6(B) SIDC that milsymbol 3 draws.
 *
 * Layout (2525C letter SIDC): 1 coding scheme `S` (warfighting) · 2 affiliation (`F` friend for
 * side blue, `H` hostile for red) · 3 battle dimension `G` (ground) · 4 status `P` (present) ·
 * 5–10 function id (the unit's arm, below) · 11 HQ / task force / dummy (`A` headquarters, else `-`)
 * · 12 echelon (below) · 13–14 country (`--`) · 15 order of battle (`-`).
 * E.g. a blue infantry company is `SFGPUCI----E---`; a red division HQ `SHGPUH----AI---`.
 *
 * Function id by arm (`UNIT_TYPES[type].arm`, src/rules/tables/unitTypes.ts). Our choices where
 * 2525C has no exact entry:
 * - cavalry → `UCRH--` (reconnaissance, horse: the cavalry symbol);
 * - cyclist → `UCR---` (reconnaissance): 2525C letter codes have no bicycle modifier, and cyclist
 *   battalions served as corps mounted troops;
 * - heavy artillery → `UCFHH-` (howitzer, heavy); field artillery `UCF---`;
 * - machine gun → `UCI---` (infantry): 2525C has no machine-gun unit icon; the map may show the
 *   unit type's label as text beside it;
 * - headquarters → `UH----` (headquarters unit) with the HQ flag `A` in position 11;
 * - labour → `USAL--` (administrative, labour);
 * - aircraft → `UCVF--` (aviation, fixed wing); anti-aircraft guns → `UCD---` (air defence);
 * - a ship → battle dimension `S` (sea surface), `CL----` (surface combatant, line); a submarine →
 *   `U` (subsurface), `S-----` (submarine); neither has an echelon (positions 11–12 `--`).
 *
 * A unit that came with its own code from another tool (`Unit.sidc`, a 20-digit APP-6D code from
 * ORBAT Mapper) is drawn with the desk's code as above, and leaves the desk with its own (`exportSidc`).
 */
import type { Echelon, SideId, Unit } from '../campaign/index.ts';
import { UNIT_TYPES, type Arm } from '../rules/tables/unitTypes.ts';

/** SIDC positions 5–10 (function id) for each arm; each renders a distinct icon in milsymbol 3. */
export const ARM_FUNCTION_ID: Readonly<Record<Arm, string>> = {
  infantry: 'UCI---',
  cavalry: 'UCRH--',
  cyclist: 'UCR---',
  armour: 'UCA---',
  fieldArtillery: 'UCF---',
  heavyArtillery: 'UCFHH-',
  machineGun: 'UCI---',
  mortar: 'UCFM--',
  engineer: 'UCE---',
  headquarters: 'UH----',
  signals: 'UUS---',
  supply: 'USS---',
  medical: 'USM---',
  labour: 'USAL--',
  air: 'UCVF--',
  antiAir: 'UCD---',
  naval: 'CL----',
};

/**
 * SIDC position 12 for each echelon (2525C: A team/crew, B squad, C section, D platoon,
 * E company/battery/troop, F battalion/squadron, G regiment, H brigade, I division, J corps, K army).
 */
export const ECHELON_SIDC: Readonly<Record<Echelon, string>> = {
  army: 'K',
  corps: 'J',
  division: 'I',
  brigade: 'H',
  regiment: 'G',
  battalion: 'F',
  company: 'E',
  platoon: 'D',
  section: 'C',
};

/** SIDC position 2 for each side: blue is NATO friend, red hostile (src/campaign/model/types.ts `SideId`). */
export const SIDE_AFFILIATION: Readonly<Record<SideId, string>> = { blue: 'F', red: 'H' };

/**
 * The 15-letter SIDC of a unit, e.g. `{ side: 'blue', type: 'infantry', echelon: 'company' }` →
 * `SFGPUCI----E---`. Throws `RangeError` naming `unit.side`, `unit.type` or `unit.echelon` when one
 * is not a known value.
 */
export function unitSidc(unit: Pick<Unit, 'side' | 'type' | 'echelon'>): string {
  const affiliation = own(SIDE_AFFILIATION, unit.side);
  if (affiliation === undefined) throw new RangeError(`unit.side must be 'blue' or 'red', got ${JSON.stringify(unit.side)}`);
  const info = own(UNIT_TYPES, unit.type);
  if (info === undefined) throw new RangeError(`unit.type ${JSON.stringify(unit.type)} is not a unit type of UNIT_TYPES`);
  const echelon = own(ECHELON_SIDC, unit.echelon);
  if (echelon === undefined) throw new RangeError(`unit.echelon ${JSON.stringify(unit.echelon)} is not an echelon of ECHELONS`);
  if (info.arm === 'naval') return unit.type === 'submarine' ? `S${affiliation}UPS----------` : `S${affiliation}SP${ARM_FUNCTION_ID.naval}-----`;
  const hq = info.arm === 'headquarters' ? 'A' : '-';
  return `S${affiliation}GP${ARM_FUNCTION_ID[info.arm]}${hq}${echelon}---`;
}

/**
 * The symbol code a unit leaves the desk with (GeoJSON export): the code it came with from another
 * tool (`Unit.sidc`, kept while its type is the one it came as), else the desk's own (`unitSidc`).
 * Throws as `unitSidc` does.
 */
export function exportSidc(unit: Pick<Unit, 'side' | 'type' | 'echelon' | 'sidc'>): string {
  return unit.sidc ?? unitSidc(unit);
}

function own<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/**
 * A unit's SIDC as a seat's picture shows it: a position that is not live (an own unit as reported, an
 * enemy last seen) gets status `A` (2525C "anticipated/planned": a dashed frame); an enemy not
 * identified loses its function id and echelon (an unknown ground unit). Live units keep `code`.
 */
export function pictureSidc(code: string, status: string, identified: boolean | undefined): string {
  if (status === 'self' || status === 'live') return code;
  const unknown = status === 'enemy' && identified === false;
  return `${code.slice(0, 3)}A${unknown ? '--------' : code.slice(4, 12)}${code.slice(12)}`;
}
