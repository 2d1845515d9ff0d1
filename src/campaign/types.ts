/**
 * The campaign model's data types: sides, units (the order of battle), the scenario a campaign is
 * created from, and the folded campaign state. Pure data, shared by every layer above `src/rules`.
 */
import type { Grade, GridDef, LonLat, Minutes } from '../rules/types.ts';
import type { UnitTypeId } from '../rules/tables/unitTypes.ts';
import type { EngagementState, RecordEntry } from '../rules/bound/types.ts';

/** The two sides of a campaign. 'blue' is drawn as NATO friend, 'red' as NATO hostile. */
export type SideId = 'blue' | 'red';

/** A side's display data, e.g. `{ name: 'British (Third Army)', nation: 'GB' }`. */
export type SideInfo = { name: string; nation: string };

/**
 * Echelon of a unit, largest first. Matches `OobNode.echelon` of `../shared/API.md` plus 'army' for
 * an army HQ and 'section' below a platoon. A cavalry regiment or an artillery brigade is a
 * 'battalion'-sized unit; a squadron or battery is 'company'-sized.
 */
export type Echelon =
  | 'army'
  | 'corps'
  | 'division'
  | 'brigade'
  | 'regiment'
  | 'battalion'
  | 'company'
  | 'platoon'
  | 'section';

/** All echelons, largest first (index = size rank; 0 is largest). */
export const ECHELONS: readonly Echelon[] = [
  'army',
  'corps',
  'division',
  'brigade',
  'regiment',
  'battalion',
  'company',
  'platoon',
  'section',
];

/**
 * NQM command relation of a unit to another (`004_4c7ef6319257dc11.txt` §ORDER OF BATTLE):
 * under command of (`parentId` is then that HQ), in direct support of, or in support of `toId`.
 */
export type SupportRelation = {
  relation: 'inDirectSupport' | 'inSupport';
  toId: UnitId;
};

/** A unit's stable identifier, e.g. `gb-51div-152bde-6gordons` (letters, digits, `-`, `_`, `.`). */
export type UnitId = string;

/**
 * One unit of the order of battle, at any echelon.
 * - `type`: key of the unit-type table (`src/rules/tables/unitTypes.ts`), which maps it onto a row of
 *   the 1418 characteristics table (`001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND).
 * - `bases`: bases present (1418 strength); `injuredBases` ≤ `bases`; `establishmentBases`: bases at
 *   full strength (so losses = establishment − bases).
 * - `pos`: WGS84 position; absent for a formation drawn at the mean of its subordinates.
 * - `parentId`: the HQ it is Under Command of; absent only for a side's top formations.
 */
export type Unit = {
  id: UnitId;
  side: SideId;
  name: string;
  shortName: string;
  echelon: Echelon;
  type: UnitTypeId;
  grade: Grade;
  bases: number;
  establishmentBases: number;
  injuredBases: number;
  dugIn: boolean;
  pos?: LonLat;
  parentId?: UnitId;
  support?: SupportRelation;
  notes?: string;
};

/**
 * The scenario a campaign is created from (a map's `scenario.json`), carried whole in the
 * campaign's first event so that a campaign file needs nothing else but the map's terrain.
 * - `mapId`: folder name under `maps/` whose terrain is drawn.
 * - `startLocal`: the start instant as local wall-clock time `YYYY-MM-DDTHH:MM` (zero hour),
 *   `utcOffsetMin` its offset from UTC (British Army time in Nov 1917 was GMT: 0).
 * - `units`: every unit, parents before children (the ORBAT tree order).
 */
export type Scenario = {
  id: string;
  mapId: string;
  name: string;
  description: string;
  startLocal: string;
  utcOffsetMin: number;
  grid: GridDef;
  sides: Record<SideId, SideInfo>;
  units: Unit[];
};

/** How an engagement's dice are rolled: a seeded generator, or physical dice the umpire types. */
export type DiceMode = 'seeded' | 'typed';

/**
 * One 1418 engagement (a bound-by-bound fight, `src/rules/bound/`) inside the campaign, as folded from
 * its `engagement.*` events (`events.ts`).
 * - `id`: the engagement's id (same character rules as a unit id); `title` e.g. "180/Btn 1 vs 7/Btn 1".
 * - `origin`: WGS84 point that is (0, 0) of the engagement-local metres (x east, y north) of `state`.
 * - `seed`: the dice seed; `diceMode`: seeded or typed dice.
 * - `unitIds`: the campaign units taking part (battalions or companies of both sides).
 * - `state`: the engine's state after the last event (plain JSON, `EngagementState`).
 * - `records`: every record entry so far, oldest first.
 * - `diceState`: the seeded generator's state after the last step (`SeededDice.state()`); null before
 *   the first step (start from `seededDice(seed)`) and always null for typed dice.
 * - `createdSeq`: the seq of its `engagement.created` event.
 */
export type CampaignEngagement = {
  id: string;
  title: string;
  origin: LonLat;
  seed: number;
  diceMode: DiceMode;
  unitIds: UnitId[];
  state: EngagementState;
  records: RecordEntry[];
  diceState: number[] | null;
  createdSeq: number;
};

/**
 * The state of one campaign: the fold of its event log (`applyEvent`).
 * - `seq`: the seq of the last event applied (0 before any).
 * - `clockMin`: campaign time, minutes since the start.
 * - `unitOrder`: unit ids in ORBAT tree order.
 * - `engagements`: the campaign's engagements by id (a null-prototype record; `{}` at the start).
 *   Snapshots written before engagements existed lack it: `reviveState` (`src/db/snapshots.ts`) and
 *   `applyEvent` read a missing record as empty.
 */
export type CampaignState = {
  seq: number;
  clockMin: Minutes;
  scenarioId: string;
  mapId: string;
  title: string;
  startLocal: string;
  utcOffsetMin: number;
  grid: GridDef;
  sides: Record<SideId, SideInfo>;
  units: Record<UnitId, Unit>;
  unitOrder: UnitId[];
  engagements: Record<string, CampaignEngagement>;
};
