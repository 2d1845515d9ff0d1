/**
 * De Rosa morale on a return from the bound engine (`003_11ff81f41091c16b.txt` "Morale", "Reason to Test" A
 * and B; docs/RULINGS.md §De Rosa on the campaign map): with the De Rosa rules on, each engagement unit whose
 * casualties (bases lost and casualty markers, against its strength) reach 40 % tests on the D10 chart,
 * then once for each further figure lost, instead of *NQM*'s break tests. Routed: broken; Shaken: its
 * outcome says so. Tanks never test.
 */
import type { Dice } from '../../rules/dice.ts';
import { DE_ROSA_FULL_FIGURES, lossTestsAt, moraleTest } from '../../rules/deRosa.ts';
import { testsAsGuns } from '../morale/events.ts';
import { DE_ROSA_MORALE_WORDS as W, lossReasonShort, type DeRosaMorale } from '../../rules/tables/deRosa.ts';
import type { CampaignState, UnitId } from '../model/types.ts';

/** One unit's tests: the morale it ends with, and the report's lines. */
export type ReturnMorale = { morale: DeRosaMorale; lines: string[] };

/**
 * The De Rosa tests of unit `id` after an engagement: `casualties` of `strength` (as the break tests count
 * them) give the figures lost, of 20, and only losses beyond those it had going in (`casualtiesBefore`: its
 * markers then) are tested, each at the figures left then; artillery and machine guns by strength. The
 * unit's morale going in is its `deRosaMorale`. One D10 per test, rolled from `dice`.
 */
export function returnMorale(state: CampaignState, id: UnitId, casualtiesBefore: number, casualties: number, strength: number, dice: Dice): ReturnMorale {
  const u = state.units[id]!;
  const share = (n: number) => Math.min(DE_ROSA_FULL_FIGURES, Math.round((DE_ROSA_FULL_FIGURES * n) / Math.max(1, strength)));
  let morale: DeRosaMorale = u.deRosaMorale ?? 'good';
  const lines: string[] = [];
  for (const { reason, lost } of lossTestsAt(DE_ROSA_FULL_FIGURES, share(casualtiesBefore), share(casualties))) {
    const die = dice.roll(1, `De Rosa morale test of ${u.shortName}`, 10)[0]!;
    const t = moraleTest(reason, morale, Math.max(1, DE_ROSA_FULL_FIGURES - lost), die, testsAsGuns(u));
    const why = lossReasonShort(reason === 'casualties40' ? 'casualties40' : 'lossAfter40');
    lines.push(`De Rosa morale test (${why}) of ${u.shortName}: D10 ${t.die} against ${t.target} — ${t.passed ? 'passed' : 'failed'}, ${W[t.before]} → ${W[t.after]}.`);
    morale = t.after;
  }
  return { morale, lines };
}
