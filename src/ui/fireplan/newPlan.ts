/**
 * A new fire plan from the "New fire plan" form: title, side, H-hour as the
 * scenario's local date and time (`src/ui/clock.ts`), scale (operational: NQM fire units;
 * tactical: the 1418 bound engine's bombardment), 1418 edition, the wind (the direction smoke and
 * gas drift towards, degrees clockwise from grid north) and the Monte Carlo seed. Pure.
 */
import type { CampaignState, FirePlan, SideId } from '../../campaign/index.ts';
import type { Edition } from '../../rules/types.ts';
import { campaignClockIso, campaignMinAt } from '../clock.ts';

/** The form's fields as typed. `hHourLocal` is `YYYY-MM-DDTHH:MM` (a `datetime-local` value). */
export type NewPlanForm = {
  title: string;
  side: SideId;
  hHourLocal: string;
  scale: FirePlan['scale'];
  edition: Edition;
  windToDeg: string;
  seed: string;
};

/** The scale choices as the forms list them. */
export const SCALE_LABELS: Record<FirePlan['scale'], string> = { operational: 'Operational (NQM)', tactical: 'Tactical (1418)' };

/** The largest seed accepted (seeds are 32-bit: `seededDice`). */
export const MAX_SEED = 2 ** 31 - 1;

/** The id of a new plan: `fireplan-<next seq>`, skipping ids in use. */
export function nextPlanId(state: CampaignState): string {
  let n = state.seq + 1;
  while (state.firePlans?.[`fireplan-${n}`]) n++;
  return `fireplan-${n}`;
}

/**
 * H-hour offered for a new plan, as a local `YYYY-MM-DDTHH:MM`: the scenario's zero hour (its start
 * when it names none) while the clock has not passed it — a fire plan is made before the guns fire —
 * else the next whole campaign hour after the clock.
 */
export function defaultHHourLocal(state: CampaignState): string {
  const zeroHour = state.zeroHourMin ?? 0;
  if (zeroHour >= state.clockMin) return campaignClockIso(state.startLocal, zeroHour);
  return campaignClockIso(state.startLocal, state.clockMin + 60 - (((state.clockMin % 60) + 60) % 60));
}

/**
 * The form's starting values: `side` (default the first side), H-hour from `defaultHHourLocal`, tactical scale on a
 * table grid and operational on a map grid, edition v0.8, wind towards 90° (east), and `seed`.
 */
export function initialPlanForm(state: CampaignState, seed: number, side?: SideId): NewPlanForm {
  return {
    title: '',
    side: side ?? (Object.keys(state.sides) as SideId[])[0] ?? 'blue',
    hHourLocal: defaultHHourLocal(state),
    scale: state.grid.scheme === 'table' ? 'tactical' : 'operational',
    edition: 'v0.8',
    windToDeg: '90',
    seed: String(seed),
  };
}

/** A whole number typed in a field, within `min`…`max`; throws `RangeError` `<what> must be a whole number from <min> to <max>, not “<text>”.` */
export function wholeField(text: string, what: string, min: number, max: number): number {
  const t = text.trim();
  const n = Number(t);
  if (t === '' || !/^-?\d+$/.test(t) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, not “${text.slice(0, 16)}”.`);
  }
  return n;
}

/** The campaign minute of a typed H-hour; throws `RangeError` `H-hour: …` as `campaignMinAt`. */
export function hHourMinOf(state: CampaignState, local: string): number {
  try {
    return campaignMinAt(state.startLocal, local);
  } catch (e) {
    throw new RangeError(`H-hour: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * The plan the form describes, with id `id` and no serials or lifts; the title defaults to
 * `Fire plan <n>`. Throws `RangeError` naming the field: H-hour, "Wind towards (degrees)" (0–359),
 * "Seed" (0–`MAX_SEED`).
 */
export function planFromForm(state: CampaignState, form: NewPlanForm, id: string): FirePlan {
  const hHourMin = hHourMinOf(state, form.hHourLocal);
  const windToDeg = wholeField(form.windToDeg, 'Wind towards (degrees)', 0, 359);
  const seed = wholeField(form.seed, 'Seed', 0, MAX_SEED);
  const count = Object.keys(state.firePlans ?? {}).length;
  return {
    id,
    title: form.title.trim() || `Fire plan ${count + 1}`,
    side: form.side,
    hHourMin,
    scale: form.scale,
    edition: form.edition,
    windToDeg,
    serials: [],
    lifts: [],
    seed,
    notes: '',
  };
}
