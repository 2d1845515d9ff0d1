/**
 * The campaign model's data types: sides, units (the order of battle), the scenario a campaign is
 * created from, and the folded campaign state. Pure data, shared by every layer above `src/rules`.
 */
import type { Edition, Grade, GridDef, LonLat, Minutes } from '../../rules/types.ts';
import type { HighCommand } from '../../rules/tables/commands1418.ts';
import type { UnitTypeId } from '../../rules/tables/unitTypes.ts';
import type { EngagementState, RecordEntry } from '../../rules/bound/types.ts';
import type { CommandTestColumn, CommandTestModifierId } from '../../rules/tables/commandTest1916.ts';
import type { CrewTargets, ImmobilisedCause, TrackedRow, Vehicle1916 } from '../../rules/tables/vehicles1916.ts';
import type { MineChart } from '../../rules/tables/fieldWorks1916.ts';
import type { ResupplyTransport } from '../../rules/tables/nqmLogistics.ts';
import type { CampaignContact, CampaignRoute } from './turnTypes.ts';
import type { EnemySighting, IssuedPacket, PictureInfo, ReportedUnit, Seat, TakenIn } from './pictureTypes.ts';
import type { BaseImage, BaseMap, TerrainFeature } from './terrainTypes.ts';
import type { Minefield } from './fieldWorkTypes.ts';

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
  /** Battalions: whether it has radios (NQM: Bn↔Coy then costs nothing). Absent: no radios. */
  radios?: boolean;
  /** Veteran (NQM): with `mobility` 'armoured' or 'motorised', command legs to it are halved. */
  veteran?: boolean;
  /**
   * Green troops (004 §UNIT GRADING): a Regular, Conscript or Militia unit in its first battle — it tests
   * at the first casualty and, broken, surrenders whenever it can (`greenInBattle`, `turn/disorganisation.ts`:
   * a first battle ends at its first pause of an hour after a fight). Absent: not green.
   */
  green?: boolean;
  /** NQM mobility class; absent: derived from the unit type (`src/campaign/command.ts`). */
  mobility?: UnitMobility;
  /** Where the unit's HQ stands (formations and battalions), drawn on the map; absent: not placed. */
  hqPos?: LonLat;
  /** Artillery: calibre in mm when it differs from its type's (`ARTILLERY_TYPES`, src/rules/artillery). */
  calibreMm?: number;
  /** Artillery batteries: fire units (FU) held (NQM §LOGISTICS); absent: the type's default holding. */
  fuHeld?: number;
  /** Campaign minute the unit last moved (set by `unit.moved` / a passed command test); artillery must unpack after it. */
  movedAtMin?: Minutes;
  /** Disorganised until this campaign minute (NQM §DISORGANISATION; e.g. an effective shoot: 1 h). */
  disorganisedUntilMin?: Minutes;
  /** Pinned until this campaign minute (an effective shoot pins for 1 h, 004 §THE FIREPLAN). */
  pinnedUntilMin?: Minutes;
  /**
   * Logistics (004 §UNITS OF LOGISTICAL ACCOUNTING): CU, POL and — for units that are not
   * artillery — FU held, whole units. A kind absent holds the unit's default (`defaultStocks`,
   * `logistics/stocks.ts`); a battery's FU is `fuHeld`. Read through `holdingsOf`.
   */
  stocks?: Partial<Stocks>;
  /** Facing of its ground, degrees clockwise from grid north (set by its last march; absent: north). Real estate is drawn this way. */
  facingDeg?: number;
  /** Busy in a fight until this campaign minute (a settled contact or a returned engagement); it does not march before. */
  engagedUntilMin?: Minutes;
  /** Broken (004 §UNIT MORALE - THE BREAK TEST: failed its second test); reorganisation clears it. */
  broken?: boolean;
  /**
   * Minutes of continuous action so far — fights, follow-on attacks included, without a pause of an hour
   * to reorganise (004 §SPECIAL ASSAULT RULES 2; docs/RULINGS.md §Continuous action): what its grade's
   * DISORG AFTER counts. Reorganising clears it.
   */
  actionMin?: Minutes;
  /**
   * De Rosa morale (003 "Morale"; `morale/events.ts`): Shaken or Routed after a failed D10 test, until a
   * rally raises it; absent: Good. A Shaken or Routed unit does not march on its route (docs/RULINGS.md).
   */
  deRosaMorale?: 'shaken' | 'routed';
  /**
   * A vehicle immobilised (1916 module, 002 §2.3; `vehicles/`): by a breakdown or dangerous terrain
   * (`cause`), since `sinceMin`; its crew aboard, dismounted beside it, or gone as LMG teams
   * (`abandoned`, `lmgTeams` formed: "The abandon function may only be attempted once per vehicle"); the
   * minute of its last failed repair (`repairedAtMin`: one attempt an hour).
   * Absent: it moves. It does not march while immobilised.
   */
  immobilised?: { cause: ImmobilisedCause; sinceMin: Minutes; crew: 'aboard' | 'dismounted'; abandoned?: { lmgTeams: number }; repairedAtMin?: Minutes };
  /** Has faced tanks attacking it and stood: tank terror is behind it (004 §SPECIAL ATTACK RULES 3: "the troops … will automatically fight thereafter"). */
  facedTanks?: boolean;
  /**
   * A cavalry unit's horses under the 1916 rules (002 §2.2 Cavalry Functions; `cavalry.horses`): dismounted or
   * mounted again, and the campaign minute it last did either (a quarter of a 10-minute turn goes on it).
   * Absent: mounted, as it began.
   */
  horses?: { dismounted: boolean; atMin: Minutes };
  /**
   * The campaign minute a unit went Routed under the De Rosa rules (a failed test, or a fight that ended
   * then): its two moves to the rear begin there (003 "ROUTED"; `routedRetreats`). Absent when it is not Routed.
   */
  routedAtMin?: Minutes;
  /**
   * The 20-digit APP-6D symbol code the unit came with from another tool (an ORBAT Mapper scenario),
   * kept so it leaves the desk as it came (`exportSidc`, src/map/sidc.ts); dropped when its type is
   * edited (the code would then say something else). Absent: the desk's own code (`unitSidc`).
   */
  sidc?: string;
};

/** Whole units of each kind of stock (004 §UNITS OF LOGISTICAL ACCOUNTING): combat units, fire units, fuel. */
export type Stocks = { CU: number; FU: number; POL: number };

/**
 * A resupply run (004 §LOGISTICS, §MOVEMENT RATES TABLE): `stocks` leave `fromId` (a unit in
 * `toId`'s chain of supply, or the side's DLA: `'dla'`) at `departMin` and travel `distanceM` ground
 * metres by road (`transport`) to `toId`, arriving at `arriveMin` = `departMin` + the road-march time
 * (+ 60 when De Rosa's D10 `deRosaDie` came 1–4: the limber is still coming). `arrived` turns true in
 * the fold of the first `clock.advanced` reaching `arriveMin`.
 */
export type ResupplyRun = {
  id: string;
  fromId: UnitId | 'dla';
  side: SideId;
  toId: UnitId;
  stocks: Partial<Stocks>;
  transport: ResupplyTransport;
  departMin: Minutes;
  arriveMin: Minutes;
  distanceM: number;
  deRosaDie?: number;
  arrived: boolean;
};

/** A side's Divisional Logistics Area (004 §UNIT MORALE - THE BREAK TEST: "its Divisional Logistics Area (DLA)"): where it is, the grid reference typed, and the stock it holds. */
export type DlaSite = { pos: LonLat; ref: string; stocks?: Partial<Stocks> };

/** A unit's mobility for command reaction times (API.md `OobNode.mobility`). */
export type UnitMobility = 'foot' | 'motorised' | 'armoured' | 'cavalry' | 'horseDrawn';

/**
 * The most bases one unit may have (bases, establishment, injured): a corps drawn as one unit has a
 * few hundred; more is a typing error. Files, the fold and the unit form all hold to it.
 */
export const MAX_UNIT_BASES = 1_000;

/** Every unit mobility, in the order forms list them. */
export const UNIT_MOBILITIES: readonly UnitMobility[] = ['foot', 'motorised', 'armoured', 'cavalry', 'horseDrawn'];

/**
 * The scenario a campaign is created from (a map's `scenario.json`), carried whole in the
 * campaign's first event so that a campaign file needs nothing else but the map's terrain.
 * - `mapId`: folder name under `maps/` whose terrain is drawn.
 * - `startLocal`: the start instant as local wall-clock time `YYYY-MM-DDTHH:MM`, `utcOffsetMin` its
 *   offset from UTC (British Army time in Nov 1917 was GMT: 0).
 * - `zeroHourLocal`: the attack's zero hour, when the campaign opens before it (Cambrai opens the
 *   evening before, 19 November, for the approach march and the fire plan); absent: zero hour is the start.
 * - `units`: every unit, parents before children (the ORBAT tree order).
 */
export type Scenario = {
  id: string;
  mapId: string;
  name: string;
  description: string;
  startLocal: string;
  zeroHourLocal?: string;
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
  /** The contact it was handed off from (absent: opened by hand). */
  contactId?: string;
  /** Minutes one bound stands for (000 §Terminology: 3–7, default 5); absent: 5. */
  boundMin?: number;
  /** Each SF's high command when handed off (its orders at the time), the plan's first default. */
  highCommands?: Record<string, HighCommand>;
  /** Bases and injured bases of each sub-unit when it was created (what the return compares with). */
  startCounts?: Record<string, { bases: number; injured: number }>;
  /** Set once its result went back to the campaign (`engagement.returned`): the seq of that event. */
  returnedSeq?: number;
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
  /** The scenario's zero hour in campaign minutes (`Scenario.zeroHourLocal`); absent: the start (0). */
  zeroHourMin?: Minutes;
  utcOffsetMin: number;
  grid: GridDef;
  sides: Record<SideId, SideInfo>;
  units: Record<UnitId, Unit>;
  unitOrder: UnitId[];
  engagements: Record<string, CampaignEngagement>;
  /** Campaign settings; snapshots written before settings existed lack it (read as `DEFAULT_SETTINGS`). */
  settings?: CampaignSettings;
  /** Written orders by id (null-prototype record; absent in old snapshots = none). */
  orders?: Record<string, CampaignOrder>;
  /** Reports sent upwards by id. */
  reports?: Record<string, CampaignReport>;
  /** Tasks (NQM task timings) on the timeline, by id. */
  tasks?: Record<string, CampaignTask>;
  /** Minefields by id (1916 §2.5; `minefield.laid`, or a "Lay minefield" task done); absent = none. */
  minefields?: Record<string, Minefield>;
  /** 1418 high-command sheets by id. */
  sheets?: Record<string, HighCommandSheet>;
  /** Every 1916 command test rolled, oldest first. */
  commandTests?: CommandTestRecord[];
  /** Artillery fire plans by id . */
  firePlans?: Record<string, FirePlan>;
  /** Every fire plan fired for real, oldest first, with every roll. */
  firings?: FiringRecord[];
  /** Fire plans committed to fire as the clock passes their shoots, by plan id (`fireplan.committed`). */
  fireCommitments?: Record<string, FireCommitment>;
  /** Resupply runs by id (null-prototype record), in transit and arrived. */
  resupplyRuns?: Record<string, ResupplyRun>;
  /** Brigade medical posts (004 §REORGANISATION): post (brigade) id → unit id → bases held there. */
  medicalPosts?: Record<UnitId, Record<UnitId, number>>;
  /** Each side's Divisional Logistics Area, once placed (`dla.placed`). */
  dlas?: Partial<Record<SideId, DlaSite>>;
  /** Each unit's route, by unit id (null-prototype record; absent = none). */
  routes?: Record<UnitId, CampaignRoute>;
  /**
   * Routes waiting behind a unit's route in force until their order reaches the unit (`route.set` with
   * `queued`: a newer order that supersedes the route from its own arrival), by unit id.
   */
  queuedRoutes?: Record<UnitId, CampaignRoute>;
  /** Contacts found by the clock, by id (the umpire's queue; null-prototype record). */
  contacts?: Record<string, CampaignContact>;
  /**
   * The campaign's own terrain (`terrain.imported`, `ground/terrainFeatures.ts`), for a map of the
   * umpire's own; absent: the campaign draws its bundled map's terrain.
   */
  terrain?: TerrainFeature[];
  /** The scanned map drawn under the terrain (`baseImage.placed`); absent: none. */
  baseImage?: BaseImage;
  /** The offline base map drawn under the terrain and the scanned map (`baseMap.opened`); absent: none. */
  baseMap?: BaseMap;
  /** Players' seats by id (`seat.saved`; null-prototype record; absent = none). */
  seats?: Record<string, Seat>;
  /** Packets issued to seats, by packet id (`packet.issued`; null-prototype record; absent = none). */
  packets?: Record<string, IssuedPacket>;
  /** Orders and reports taken in from players' orders files, keyed `<packetId>/order:<id>` (`orders.takenIn`). */
  takenIn?: Record<string, TakenIn>;
  /**
   * Set only on the state a seat's view shows (`pictureState`, never on a fold): whose picture it is,
   * at which minute, and how old each unit's position is. Screens read it to say "as reported".
   */
  picture?: PictureInfo;
};

/**
 * Campaign settings (`settings.changed`).
 * - `dayStartMin`: local minutes after midnight at which the day's first 8-hour daylight period
 *   begins (default 360 = 06:00); the second daylight period follows it and the 8-hour night after
 *   (004 §TIMESCALE; RULINGS.md §Not Quite Mechanized).
 * - `nightResupplyOnly`: whether the night allows only resupply (004 §TIMESCALE "if you wish"; default true).
 * - `commandTest1916`: whether the 1916 module is on (002 §2 Movement; default false): a unit must pass the
 *   1916 command test before it moves (§2.1) and tanks roll for breakdown as they march (§2.3, `module1916On`).
 * - `commandTestTargets`: the 1916 chart's D6 targets by training (grade) and column; the seed lost
 *   them, so they are editable and *assumed* (RULINGS.md §1916).
 */
export type CampaignSettings = {
  dayStartMin: number;
  nightResupplyOnly: boolean;
  commandTest1916: boolean;
  commandTestTargets: Record<Grade, Record<CommandTestColumn, number>>;
  /**
   * De Rosa's field-gun ammunition (003 §Ammo Supply): a resupply run to a field-gun battery
   * carries a D10, 1–4 delaying it an hour. Absent (every campaign that never set it) reads as off:
   * `deRosaAmmoOn(settings)` (`settings.ts`).
   */
  deRosaAmmo?: boolean;
  /**
   * Every how many minutes each unit sends an automatic situation report up its chain once the
   * campaign has a seat, counted from the day's start (`sitrepDue`, `picture/autoReports.ts`); 0: only
   * when a move completes. Absent: 120.
   */
  sitrepEveryMin?: number;
  /** Automatic reports are written held back, for the umpire to send, edit or delete. Absent: off. */
  holdReports?: boolean;
  /**
   * After how many minutes an enemy mark no longer shows on a seat's map (`picture.ts`,
   * docs/RULINGS.md §Enemy marks age out); 0 or absent: never by age (an own unit reporting from the
   * spot still clears it).
   */
  enemyMarksExpireMin?: number;
  /**
   * The umpire's class for guns of a calibre (004 §WEAPON AND ARMOUR CLASSIFICATION note 2: "a weapon or
   * armour classification may change with time"), by the calibre in mm as `calibreKey` writes it
   * (`"114.3"`, `"77"`); read wherever the class is (fire plans, their expected effect, settling a
   * contact, the unit panel). Absent, or a calibre not listed: the table's class (`weaponClassOfCalibre`).
   */
  gunClasses?: Record<string, 'L' | 'M' | 'H' | 'VH'>;
  /**
   * The 1916 vehicle charts (002 §2.3: the Tracked column and the Vehicle Crew Reaction chart), *assumed*
   * as the seed lost them and edited by the umpire; absent: `TRACKED_COLUMN_ASSUMED` and
   * `CREW_CHART_ASSUMED` (`vehicles1916Of`, `settings.ts`). Read only while the 1916 module is on.
   */
  vehicles1916?: Vehicles1916Chart;
};

/** The 1916 charts a campaign uses: the Tracked column by vehicle type, the crew targets by cause, and the minefield roll (`mines`; absent: the assumed one, `mineChartOf`). */
export type Vehicles1916Chart = { tracked: Record<Vehicle1916, TrackedRow>; crew: Record<ImmobilisedCause, CrewTargets>; mines?: MineChart };

/** An objective or a place an order names: the grid reference as typed and its WGS84 point. */
export type OrderPlace = { label: string; ref: string; pos: LonLat };

/** NQM command relation an order's allocation gives a unit (004 §ORDER OF BATTLE). */
export type CommandRelation = 'underCommand' | 'inDirectSupport' | 'inSupport';

/** One line of an order's "Allocation of support and logistic units": `unitId` is `relation` of `toId`. */
export type OrderAllocation = { unitId: UnitId; relation: CommandRelation; toId: UnitId };

/** One line of an order's "Timings": a label and the campaign minute it falls at. */
export type OrderTiming = { label: string; atMin: Minutes };

/** One line of an order's "HQ locations": where `unitId`'s HQ is to be. */
export type OrderHqLocation = { unitId: UnitId; ref: string; pos: LonLat };

/**
 * A written order in the NQM layout (004 §COMMAND, §CONTROL): issued by `fromId`'s HQ at
 * `issuedAtMin` to the formation `forId`, which passes it down to every unit under its command.
 * Units named in `allocations` and `hqLocations` also receive it. Text fields are plain text.
 */
export type CampaignOrder = {
  id: string;
  fromId: UnitId;
  forId: UnitId;
  issuedAtMin: Minutes;
  aim: string;
  objectives: OrderPlace[];
  commandStructure: string;
  allocations: OrderAllocation[];
  hqLocations: OrderHqLocation[];
  timings: OrderTiming[];
  notes: string;
  /** What befell the messenger carrying it (a seat's friction, `picture/messenger.ts`); absent: nothing. */
  messenger?: MessengerFate;
};

/**
 * What befell a messenger (docs/RULINGS.md §Messenger friction): delayed `delayMin` minutes on the way
 * (every receipt after the sender's that much later), or `lost` (it reaches no one).
 */
export type MessengerFate = { delayMin?: number; lost?: true };

/** What a report upwards is about. */
export type ReportSubject = 'contact' | 'casualties' | 'situation';

/**
 * A report sent from `fromId` up to `toId` at `sentAtMin` (the minute it was made); it travels with the
 * command reaction times. Besides its text it may say where units of its own side stood and how they
 * were (`units`) and which enemy it saw (`enemy`): what builds an HQ's picture (`picture/picture.ts`).
 * `auto`: written by the desk (a contact, situation or casualty report), not by hand. `held`: the
 * umpire holds it back; it goes nowhere until sent.
 */
export type CampaignReport = {
  id: string;
  fromId: UnitId;
  toId: UnitId;
  sentAtMin: Minutes;
  subject: ReportSubject;
  text: string;
  units?: ReportedUnit[];
  enemy?: EnemySighting[];
  auto?: boolean;
  held?: boolean;
  /** What befell the messenger carrying it (a seat's friction, `picture/messenger.ts`); absent: nothing. */
  messenger?: MessengerFate;
};

/**
 * A task from the NQM task timings table (004 §TASK TIMINGS TABLE) put on the timeline:
 * `task` is a `TASK_TIMINGS[i].task` name starting at `startMin`. `durationMin` its time: the
 * table's hours (within its range where it gives one), × `quantity` km ÷ engineer companies for a
 * task counted in engineer company hours per km, ÷ `quantity` engineer platoons for one counted in
 * engineer platoon hours. `quantity`: the length in km (per-km task), the number of engineer
 * platoons (platoon-hours task), 1 otherwise. The companies on a per-km task are not stored; they
 * are `round(hours × km × 60 ÷ durationMin)`, at least 1.
 */
export type CampaignTask = {
  id: string;
  unitId: UnitId;
  task: string;
  startMin: Minutes;
  durationMin: Minutes;
  quantity: number;
  note: string;
  /** Where a "Lay minefield" task lays it: the line's two ends (WGS84); absent: not said, and no minefield is laid. */
  line?: { from: LonLat; to: LonLat };
  /** The campaign minute the clock completed the task (its effect applied then); absent: not yet done. */
  doneAtMin?: Minutes;
};

/**
 * One cell of a high-command sheet (000 §Executing All Commands; 001 §HIGH COMMANDS): a high
 * command, or for artillery 'hold' or 'bombard' of a grid reference (table square, e.g. `B1`).
 */
export type HighCommandCell = { command: HighCommand } | { command: 'bombard'; target: string };

/**
 * A 1418 high-command sheet: `rows` are strategic formations (normally battalions), `columns`
 * bounds (or hours from `startMin`), `cells[unitId][i]` the command for column i (null: blank).
 * `underFireIn`: per column, the sub-units the umpire marks as under fire in that bound (their situation
 * for the allowed actions). `underFire`: sub-units under fire in every bound — as sheets written before
 * the marking was per bound have it; the desk writes `underFireIn` only.
 */
export type HighCommandSheet = {
  id: string;
  title: string;
  side: SideId;
  columnKind: 'bound' | 'hour';
  startMin: Minutes;
  columnCount: number;
  rows: UnitId[];
  cells: Record<UnitId, (HighCommandCell | null)[]>;
  underFire: UnitId[];
  underFireIn?: { column: number; unitIds: UnitId[] }[];
};

/**
 * One 1916 command test (002 §2.1): the unit, the column, the die, the modifiers applied (by id),
 * the target used, whether it passed, where the unit was to move, and the campaign minute and seq.
 */
export type CommandTestRecord = {
  seq: number;
  atMin: Minutes;
  unitId: UnitId;
  column: CommandTestColumn;
  die: number;
  modifiers: CommandTestModifierId[];
  target: number;
  passed: boolean;
  moveTo: LonLat;
};

/** The kind of shoot (004 §THE FIREPLAN): effective (casualties, pinning, disorganisation) or harassing (disorganisation only; 1 FU lasts 2 h). */
export type ShootKind = 'effective' | 'harassing';

/** What is fired: high explosive, smoke or (short-term) gas (001 §SMOKE SCREENS & POISON GAS). */
export type ShellKind = 'HE' | 'smoke' | 'gas';

/**
 * One serial of a fire plan: from `startOffsetMin` after H-hour (negative before it: H−60 is −60)
 * for `durationMin`, the `firerIds` (batteries, or artillery formations meaning all their batteries)
 * fire a `shoot` of `shell` at the grid reference `targetRef` (either scheme; its point `targetPos`).
 * `liftId`: set on serials generated by a lift (they are not stored; see `FireLift`).
 */
export type FireSerial = {
  id: string;
  label: string;
  startOffsetMin: number;
  durationMin: number;
  targetRef: string;
  targetPos: LonLat;
  firerIds: UnitId[];
  shoot: ShootKind;
  shell: ShellKind;
  liftId?: string;
};

/**
 * A lift (creeping barrage): from `startRef` at `startOffsetMin`, `firerIds` fire for `stepMin`
 * minutes, then the target steps `stepM` metres towards `bearingDeg` (degrees clockwise from grid
 * north), `steps` times in all (so `steps` serials are generated, each `stepMin` long).
 */
export type FireLift = {
  id: string;
  label: string;
  startOffsetMin: number;
  stepMin: number;
  stepM: number;
  bearingDeg: number;
  steps: number;
  startRef: string;
  startPos: LonLat;
  firerIds: UnitId[];
  shoot: ShootKind;
  shell: ShellKind;
};

/**
 * An artillery fire plan : H-hour `hHourMin` (campaign minute; every serial moves with
 * it), the scale it is resolved at ('operational': NQM fire units; 'tactical': the 1418 bound
 * engine's bombardment, `edition`), the wind (`windToDeg`: the direction smoke and gas drift
 * towards, degrees clockwise from grid north), the serials and lifts, and the Monte Carlo seed.
 */
export type FirePlan = {
  id: string;
  title: string;
  side: SideId;
  hHourMin: Minutes;
  scale: 'operational' | 'tactical';
  edition: Edition;
  windToDeg: number;
  serials: FireSerial[];
  lifts: FireLift[];
  seed: number;
  notes: string;
  /** Aircraft driven off by anti-aircraft press home their attack (004 §THE FIREPLAN - AIR TO GROUND FIRE); absent: they turn back. */
  airPressHome?: boolean;
};

/**
 * What one battery's shoot in one serial did when fired for real: its die (operational) or dice
 * (tactical), the bases killed per unit (`casualties`) and, at tactical scale, the bases injured per
 * unit (`injuries`: the 1418 "one hit injures, two hits removes"; absent in files written before
 * injuries were recorded and in operational shots = none).
 */
export type FiringShot = {
  serialId: string;
  batteryId: UnitId;
  atMin: Minutes;
  dice: number[];
  hits: number;
  casualties: { unitId: UnitId; bases: number }[];
  injuries?: { unitId: UnitId; bases: number }[];
  disorganisedIds: UnitId[];
  pinnedIds: UnitId[];
  fuSpent: number;
};

/**
 * A fire plan committed to fire for real (`fireplan.committed`): the clock fires each of its shoots in the
 * step it falls in, at its own minute. `seed` seeds each minute's dice (`dueSeed`); `firedThroughMin` the
 * minute of the last shoots fired (null: none yet); `stoodDownAtMin` set once the umpire stood the rest
 * down (`fireplan.stoodDown`: nothing more fires).
 */
export type FireCommitment = { planId: string; seed: number; committedAtMin: Minutes; firedThroughMin: Minutes | null; stoodDownAtMin?: Minutes };

/** A fire plan fired for real (`fireplan.fired`): when, with which dice seed, and every shoot. */
export type FiringRecord = { seq: number; planId: string; atMin: Minutes; seed: number; shots: FiringShot[] };
