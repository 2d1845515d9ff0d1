/**
 * The casualty actions of the Logistics screen as words, before they are written (004 §COLLECTION
 * POINTS FOR CASUALTIES AND VEHICLES, §REORGANISATION; `src/rules/logistics/casualties.ts`): what a
 * collection point, a reorganisation, the end of the day at each brigade medical post and a vehicle
 * repair would do to a unit's casualty markers (`injuredBases`). The folds
 * (`src/campaign/logistics/casualties.ts`) apply the same rules; these only say it first. Pure.
 */
import { medicalPostTotals, type CampaignState, type Unit, type UnitId } from '../../campaign/index.ts';
import { campaignRepair, collectionPoint, endOfDayMedicalPost, reorganise } from '../../rules/logistics/casualties.ts';
import { scriptedDice } from '../../rules/dice.ts';
import { ODD_CASUALTY_REMOVED_FROM } from '../../rules/tables/nqmLogistics.ts';

const markers = (n: number) => `${n} casualty marker${n === 1 ? '' : 's'}`;

/** What a collection point does for `unit`: "A/6 Gordons: 3 casualty markers; the collection point treats 1, 2 remain." */
export function collectText(unit: Unit): string {
  const { treated, remaining } = collectionPoint(unit.injuredBases);
  if (treated === 0) return `${unit.shortName}: ${markers(unit.injuredBases)}; a collection point takes half, rounded down: none to treat.`;
  return `${unit.shortName}: ${markers(unit.injuredBases)}; the collection point treats ${treated}, ${remaining} remain.`;
}

/** Whether reorganising `unit` needs a D6 for the odd casualty (its count is odd). */
export const reorganiseNeedsDie = (unit: Unit): boolean => unit.injuredBases % 2 === 1;

/**
 * What reorganising `unit` does with `die` (null: not rolled yet): e.g. 5 markers with a 4 → "6 BW: 5
 * casualty markers: 3 returned to duty (the odd one back on a 4), 2 to the medical post of 152 Bde; 1 base left.";
 * with no die for an odd count, what each outcome would be.
 */
export function reorganiseText(state: CampaignState, unit: Unit, die: number | null, postName: string): string {
  const c = unit.injuredBases;
  if (c === 0) return `${unit.shortName} has no casualty markers: reorganising only clears disorganisation.`;
  if (c % 2 === 1 && die === null) {
    const half = Math.floor(c / 2);
    return `${unit.shortName}: ${markers(c)}: ${half} returned to duty, and the odd one on a ${ODD_CASUALTY_REMOVED_FROM}–6 of 1D6; the rest to the medical post of ${postName}.`;
  }
  const r = reorganise(c, scriptedDice(die === null ? [] : [die]), unit.shortName);
  const odd = r.die === null ? '' : r.die >= ODD_CASUALTY_REMOVED_FROM ? ` (the odd one back on a ${r.die})` : ` (the odd one stays on a ${r.die})`;
  const left = unit.bases - r.toMedicalPost;
  return `${unit.shortName}: ${markers(c)}: ${r.removed} returned to duty${odd}, ${r.toMedicalPost} to the medical post of ${postName}; ${left} base${left === 1 ? '' : 's'} left.`;
}

/** One brigade medical post at the end of the day: its id, name, the bases held, whether it needs a die. */
export type PostRow = { postId: UnitId; name: string; held: number; needsDie: boolean };

/** Every medical post holding casualties, in the state's order. */
export function medicalPostRows(state: CampaignState): PostRow[] {
  return [...medicalPostTotals(state)].map(([postId, held]) => ({ postId, name: state.units[postId]?.shortName ?? postId, held, needsDie: held % 2 === 1 }));
}

/** What the end of the day does at a post with `die`: "152 Bde: 5 held; 3 return (the odd one on a 5), 2 permanent." (null die on an odd count: the rule). */
export function endOfDayText(row: PostRow, die: number | null): string {
  if (row.needsDie && die === null) return `${row.name}: ${row.held} held; ${Math.floor(row.held / 2)} return, the odd one on a ${ODD_CASUALTY_REMOVED_FROM}–6, the rest permanent.`;
  const r = endOfDayMedicalPost(row.held, scriptedDice(die === null ? [] : [die]), row.name);
  const odd = r.die === null ? '' : r.die >= ODD_CASUALTY_REMOVED_FROM ? ` (the odd one on a ${r.die})` : ` (the odd one stays on a ${r.die})`;
  return `${row.name}: ${row.held} held; ${r.returned} return${odd}, ${r.permanent} permanent.`;
}

/** What a campaign repair does for `unit`: "1 Tank Bn: 3 vehicle casualties; 1 repaired, 2 not." */
export function repairText(unit: Unit): string {
  const { repaired, unrepaired } = campaignRepair(unit.injuredBases);
  const n = unit.injuredBases;
  return `${unit.shortName}: ${n} vehicle casualt${n === 1 ? 'y' : 'ies'}; ${repaired} repaired, ${unrepaired} not.`;
}
