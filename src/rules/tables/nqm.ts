/**
 * Not Quite Mechanized (NQM) operational tables, transcribed from `../shared/seeds/004_4c7ef6319257dc11.txt`
 * and settled by `../shared/RULINGS.md` §Not Quite Mechanized. Pure data; the checked look-ups are in
 * `../nqm.ts` and `../command.ts`. Anything not legible in the seed is marked *reconstructed*.
 */
import type { Arm } from './unitTypes.ts';
import type { Grade } from '../types.ts';

/** Every NQM grade, best first (004 §UNIT GRADING; the column order of the recce and engagement tables). */
export const NQM_GRADES: readonly Grade[] = ['E', 'V', 'R', 'C', 'M'];

/**
 * Command echelons of an NQM order of battle, highest first. API.md lists corps … platoon; 'army'
 * (above a corps) and 'section' (below a platoon) are the campaign's own echelons (`src/campaign/model/types.ts`).
 */
export type NqmEchelon = 'army' | 'corps' | 'division' | 'brigade' | 'regiment' | 'battalion' | 'company' | 'platoon' | 'section';

/** Every echelon, highest first. */
export const NQM_ECHELONS: readonly NqmEchelon[] = ['army', 'corps', 'division', 'brigade', 'regiment', 'battalion', 'company', 'platoon', 'section'];

/**
 * Rank of each echelon (lower = higher command; corps is 0 as API.md's echelons always were, so an
 * army is −1 and a section 6). Brigade and regiment share a rank: the seed writes "Bde\Regt" as one
 * level, and RULINGS lets either command the other (Bde↔Regt 1 h).
 */
export const ECHELON_RANK: Readonly<Record<NqmEchelon, number>> = {
  army: -1,
  corps: 0,
  division: 1,
  brigade: 2,
  regiment: 2,
  battalion: 3,
  company: 4,
  platoon: 5,
  section: 6,
};

/**
 * Command reaction time of one leg, minutes, by the echelon of the leg's **upper** HQ; the same going
 * up and coming down. Source: 004 §COMMAND REACTION TABLE ("Bn to Bde\Regt 1 Hr going up; Regt\Bde to
 * Div 2 Hrs going up; Div to Regt\Bde 2 Hrs coming down; Regt\Bde to Bn 1 Hr coming down; Bn to Coys
 * 1 Hr only if no radios") with RULINGS.md §Not Quite Mechanized (Corps↔Div 2 h, Bde↔Regt 1 h,
 * Coy→Bn as Bn→Coy, Coy↔Platoon 0). Keying by the upper HQ reproduces every ruled leg; a leg that
 * skips an echelon (e.g. divisional troops: Div→Bn) costing as its upper HQ's echelon is *reconstructed*.
 * Army↔Corps 2 h is *reconstructed* the same way RULINGS reconstructs Corps↔Div (the seed's table stops
 * at the division); Platoon↔Section 0 follows Coy↔Platoon 0 (a section never commands anything: 0).
 * `battalion` is the cost **without radios**; with radios it is `BATTALION_WITH_RADIOS_MIN`.
 */
export const COMMAND_LEG_MIN: Readonly<Record<NqmEchelon, number>> = {
  army: 120,
  corps: 120,
  division: 120,
  brigade: 60,
  regiment: 60,
  battalion: 60,
  company: 0,
  platoon: 0,
  section: 0,
};

/** Battalion ↔ company leg when the battalion has radios, minutes (004: "Bn to Coys 1 Hr only if no radios"). */
export const BATTALION_WITH_RADIOS_MIN = 0;

/** Mobility classes whose veterans halve a leg (004: "these times may be halved for veteran Armoured and veteran motorized units"). */
export const CRT_HALVING_MOBILITY: readonly string[] = ['armoured', 'motorised'];

/** Mobility rows of the movement rates table. */
export type NqmMobility = 'lightRecce' | 'armoured' | 'foot' | 'motorised' | 'cavCycle' | 'horseDrawn';
/** Columns of the movement rates table. */
export type NqmMoveMode = 'moveToContact' | 'advanceInContact' | 'roadMarch';

/** Every mobility row, in the seed's order. */
export const NQM_MOBILITIES: readonly NqmMobility[] = ['lightRecce', 'armoured', 'foot', 'motorised', 'cavCycle', 'horseDrawn'];
/** Every movement mode column, in the seed's order (Move to Contact, Advance in Contact, Road March/Rout). */
export const NQM_MOVE_MODES: readonly NqmMoveMode[] = ['moveToContact', 'advanceInContact', 'roadMarch'];

/**
 * Hourly movement rates, km/h; `null` where the seed gives "-" (no rate). Source: 004 §MOVEMENT RATES
 * TABLE. Notes kept from the seed: Light recce's Advance in Contact 2 km/h applies "only against Lt
 * recce, otherwise as for foot or Armour"; Motorised road march 9 km/h applies "Also [to] Armour on Tk
 * Tptr"; for campaign map moves allow 12 × the hourly rate per day (004 §MOVEMENT RATES).
 */
export const NQM_MOVE_KPH: Readonly<Record<NqmMobility, Readonly<Record<NqmMoveMode, number | null>>>> = {
  lightRecce: { moveToContact: 5, advanceInContact: 2, roadMarch: 10 },
  armoured: { moveToContact: 3, advanceInContact: 1, roadMarch: 6 },
  foot: { moveToContact: 1, advanceInContact: 0.5, roadMarch: 2 },
  motorised: { moveToContact: 3, advanceInContact: 0.5, roadMarch: 9 },
  cavCycle: { moveToContact: 2, advanceInContact: 0.5, roadMarch: 3 },
  horseDrawn: { moveToContact: null, advanceInContact: null, roadMarch: 2 },
};

/** Hours of movement per campaign day: "allow 12 x hourly rate per day" (004 §MOVEMENT RATES). */
export const NQM_CAMPAIGN_HOURS_PER_DAY = 12;

/** Attack classes of the firefight table (004 §WEAPON AND ARMOUR CLASSIFICATION: light, medium, heavy). */
export type FirefightAttack = 'L' | 'M' | 'H';
/** Target protection columns of the firefight table. */
export type FirefightTarget = 'open' | 'dugIn' | 'fort';

/** Every attack class, lightest first. */
export const FIREFIGHT_ATTACKS: readonly FirefightAttack[] = ['L', 'M', 'H'];
/** Every target protection column, least protected first. */
export const FIREFIGHT_TARGETS: readonly FirefightTarget[] = ['open', 'dugIn', 'fort'];

/**
 * Winning the firefight: hits (casualty markers) per D6 per CU at effective range, indexed by die − 1.
 * Source: 004 §WINNING THE FIREFIGHT TABLE (each star in the OCR is one hit), as reconstructed in
 * RULINGS.md §Not Quite Mechanized. Shifts (ambush, contact range, relative classes) are applied by
 * the caller before the look-up (RULINGS: shift until the target's class is the table's lowest).
 */
export const FIREFIGHT_HITS: Readonly<Record<FirefightAttack, Readonly<Record<FirefightTarget, readonly number[]>>>> = {
  L: { open: [0, 0, 0, 1, 1, 2], dugIn: [0, 0, 0, 0, 1, 1], fort: [0, 0, 0, 0, 0, 1] },
  M: { open: [0, 0, 1, 1, 2, 3], dugIn: [0, 0, 0, 1, 1, 2], fort: [0, 0, 0, 0, 1, 1] },
  H: { open: [0, 1, 1, 2, 3, 4], dugIn: [0, 0, 1, 1, 2, 3], fort: [0, 0, 0, 1, 1, 2] },
};

/** A D6 score needed, or `'always'` (seed "Y") / `'never'` (seed "X"). */
export type NqmDieNeed = number | 'always' | 'never';

/**
 * Recce sequence (the red die): D6 the recce needs (equal or better) to sight a concealed defender
 * first; rows = recce grade, columns = defender grade. Source: 004 §RECCE SEQUENCE TABLE
 * ("Y = ALWAYS, X = NEVER"); RULINGS.md §Not Quite Mechanized.
 */
export const RECCE_TABLE: Readonly<Record<Grade, Readonly<Record<Grade, NqmDieNeed>>>> = {
  E: { E: 6, V: 5, R: 4, C: 2, M: 'always' },
  V: { E: 'never', V: 6, R: 5, C: 3, M: 2 },
  R: { E: 'never', V: 6, R: 5, C: 4, M: 3 },
  C: { E: 'never', V: 'never', R: 6, C: 5, M: 4 },
  M: { E: 'never', V: 'never', R: 'never', C: 6, M: 5 },
};

/** Ranges of the engagement table. */
export type EngagementRange = 'harass' | 'effect' | 'contact';

/** D6 faces (inclusive `[low, high]`) giving a range, or `null` where the seed says "Never"/leaves none. */
export type DieFaces = readonly [number, number] | null;

/**
 * Engagement table (the blue die): how close a defender of each grade lets the enemy come before
 * opening fire; each range's D6 faces. Source: 004 §ENGAGEMENT TABLE; RULINGS.md §Not Quite Mechanized
 * (E: never / never / always · V: never / 1–2 / 3–6 · R: 1 / 2–4 / 5–6 · C: 1–2 / 3–5 / 6 · M: 1–3 / 4–6 / never).
 */
export const ENGAGEMENT_TABLE: Readonly<Record<Grade, Readonly<Record<EngagementRange, DieFaces>>>> = {
  E: { harass: null, effect: null, contact: [1, 6] },
  V: { harass: null, effect: [1, 2], contact: [3, 6] },
  R: { harass: [1, 1], effect: [2, 4], contact: [5, 6] },
  C: { harass: [1, 2], effect: [3, 5], contact: [6, 6] },
  M: { harass: [1, 3], effect: [4, 6], contact: null },
};

/**
 * One task's time: hours (a fixed time has `minH === maxH`), what the hours are counted in, and who may
 * do it (`by`: the arms, `byEchelons`: the echelons; a unit qualifies when it, or a unit under it, is one;
 * absent: anyone), with `byText` saying so in words.
 */
export type TaskTiming = { task: string; minH: number; maxH: number; per?: string; by?: readonly Arm[]; byEchelons?: readonly string[]; byText?: string };

/**
 * Task timings, hours. Source: 004 §TASK TIMINGS TABLE (legible in the seed). `per` names the unit
 * of effort where the seed gives one ("8 Engr Coy Hrs/Km": engineer-company hours per km of minefield;
 * "Engr Pl Hrs": engineer-platoon hours). Also from the seed: air can fly 1–3 sorties per day,
 * decided at the start of a campaign. Who may do each (`by`, `byEchelons`) is read from the rows: the
 * engineers' tasks are counted in engineer hours, the bridgehead and the digging in are infantry's, air
 * support is tasked by the corps or the army (docs/RULINGS.md §Who may do a task).
 */
export const TASK_TIMINGS: readonly TaskTiming[] = [
  { task: 'Task air support (corps)', minH: 4, maxH: 4, byEchelons: ['corps'], byText: 'a corps HQ' },
  { task: 'Task air support (army)', minH: 8, maxH: 8, byEchelons: ['army'], byText: 'an army HQ' },
  { task: 'Plan major river crossing', minH: 8, maxH: 8 },
  { task: 'Establish infantry bridgehead', minH: 1, maxH: 3, by: ['infantry'], byText: 'infantry' },
  { task: 'Establish vehicle bridge', minH: 2, maxH: 12, by: ['engineer'], byText: 'engineers' },
  { task: 'Lay minefield', minH: 8, maxH: 8, per: 'engineer company hours per km', by: ['engineer'], byText: 'engineers' },
  { task: 'Major river bridge demolition', minH: 8, maxH: 8, per: 'engineer platoon hours', by: ['engineer'], byText: 'engineers' },
  { task: 'Minor river bridge demolition', minH: 1, maxH: 1, per: 'engineer platoon hours', by: ['engineer'], byText: 'engineers' },
  { task: 'Dig in infantry company', minH: 6, maxH: 6, by: ['infantry'], byText: 'infantry' },
  // The seed says "1 day"; counted here as 24 h (*reconstructed*: a campaign day is 3 × 8 h periods, 004 §TIMESCALE).
  { task: 'Fortify position using defence stores and engineer assistance', minH: 24, maxH: 24 },
];
