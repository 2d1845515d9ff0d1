/**
 * The field works a campaign holds (`002_0a64821d231c1bbf.txt` §2.5 Field Works; docs/RULINGS.md §1916
 * minefields): minefields, laid by the umpire (`minefield.laid`) or by a "Lay minefield" task completing on
 * the clock, and what a clock step's field works did (bases hurt passing through a minefield, tasks done).
 */
import type { LonLat, Minutes } from '../../rules/types.ts';
import type { MineResult } from '../../rules/fieldWorks1916.ts';

/**
 * A minefield: `markers` the centres of its 80-yard markers (WGS84), `name` as the umpire calls it, `laidAtMin`
 * the campaign minute it was laid, `side` whose it is (null: the umpire's scenario, nobody's), `taskId` the
 * "Lay minefield" task that laid it (absent: placed by the umpire). Never thinned, never cleared (002 §2.5).
 */
export type Minefield = { id: string; name: string; markers: LonLat[]; laidAtMin: Minutes; side: 'blue' | 'red' | null; taskId?: string };

/**
 * One unit's passage into a minefield in a clock step, while the 1916 rules are on: the minute it entered,
 * one 2D6 roll per base it had then (`dice[i]`), and what each did on the minefield chart (`results[i]`).
 */
export type MineRoll = { unitId: string; minefieldId: string; atMin: Minutes; dice: [number, number][]; results: MineResult[] };

/**
 * A task the clock step completed (its start plus its duration reached): `dugIn` the units it dug in (a
 * dig-in task whose unit did not move meanwhile: itself and its placed subordinates), `minefield` the
 * minefield a "Lay minefield" task with a line laid, `note` why it did nothing (e.g. "moved off").
 */
export type TaskDone = { taskId: string; dugIn?: string[]; minefield?: Minefield; note?: string };
