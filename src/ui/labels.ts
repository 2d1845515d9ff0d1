/**
 * Words the screens show for the campaign model's codes: echelons, grades, sides' command
 * relations. Field terms as in `004_4c7ef6319257dc11.txt` (§UNIT GRADING, §ORDER OF BATTLE).
 */
import type { Grade } from '../rules/types.ts';
import { greenInBattle, type CampaignState, type Echelon, type SupportRelation, type Unit, type UnitMobility } from '../campaign/index.ts';

/** Short echelon marks for the ORBAT tree, e.g. 'division' → 'Div'. */
export const ECHELON_ABBR: Readonly<Record<Echelon, string>> = {
  army: 'Army',
  corps: 'Corps',
  division: 'Div',
  brigade: 'Bde',
  regiment: 'Regt',
  battalion: 'Bn',
  company: 'Coy',
  platoon: 'Pl',
  section: 'Sect',
};

/** Echelon names for the unit panel, e.g. 'battalion' → 'Battalion'. */
export const ECHELON_LABEL: Readonly<Record<Echelon, string>> = {
  army: 'Army',
  corps: 'Corps',
  division: 'Division',
  brigade: 'Brigade',
  regiment: 'Regiment',
  battalion: 'Battalion',
  company: 'Company',
  platoon: 'Platoon',
  section: 'Section',
};

/** NQM unit grades in words (`004` §UNIT GRADING): E elite … M militia. */
export const GRADE_WORDS: Readonly<Record<Grade, string>> = {
  E: 'Elite',
  V: 'Veteran',
  R: 'Regular',
  C: 'Conscript',
  M: 'Militia',
};

/** The grades in the order a select lists them, best first. */
export const GRADES: readonly Grade[] = ['E', 'V', 'R', 'C', 'M'];

/**
 * A support relation as a sentence, e.g. "In Direct Support of 51st (Highland) Division"
 * (`004` §ORDER OF BATTLE). An unknown target is named by its id.
 */
export function supportText(state: Pick<CampaignState, 'units'>, support: SupportRelation): string {
  const to = state.units[support.toId]?.name ?? support.toId;
  return support.relation === 'inDirectSupport' ? `In Direct Support of ${to}` : `In Support of ${to}`;
}

/** Words of the NQM mobility classes (`UnitMobility`; 004 §COMMAND REACTION TIMES halves legs for veteran armoured and motorised). */
export const MOBILITY_LABEL: Readonly<Record<UnitMobility, string>> = {
  foot: 'Foot',
  motorised: 'Motorised',
  armoured: 'Armoured',
  cavalry: 'Cavalry',
  horseDrawn: 'Horse-drawn',
};

/** The grades that can be Green (004 §UNIT GRADING: "Regular, Conscript or Militia troops taking part in their first battle"), as the form's grade values. */
export const GREEN_GRADES: readonly string[] = ['R', 'C', 'M'];

/** The Green flag as the form names it, with what it does. */
export const GREEN_FLAG_LABEL = 'Green: in its first battle (tests at the first casualty; broken, surrenders if it can)';

/**
 * The grade as the unit panel says it: "R — Regular", with ", Green (first battle)" while the unit is
 * Green at `clockMin` (`greenInBattle`) or ", was Green (first battle fought)" once that battle is over.
 */
export function gradeText(unit: Pick<Unit, 'grade' | 'green' | 'engagedUntilMin'>, clockMin: number): string {
  const base = `${unit.grade} — ${GRADE_WORDS[unit.grade]}`;
  if (unit.green !== true || !GREEN_GRADES.includes(unit.grade)) return base;
  return greenInBattle(unit, clockMin) ? `${base}, Green (first battle)` : `${base}, was Green (first battle fought)`;
}
