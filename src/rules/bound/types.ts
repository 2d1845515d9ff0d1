/**
 * The 1418 bound engine's data types: the engagement state (plain JSON — no functions, classes,
 * Maps or Dates — so it can be stored in IndexedDB and replayed), the plans a caller hands in, the
 * environment it supplies (dice, terrain, line of sight) and the record the engine hands back.
 *
 * Sources: `../shared/seeds/001_5e546d392906486c.txt` (v0.8, default) and `000_5cca48f65b2d4420.txt`
 * (v0.7); ambiguities settled by `../shared/RULINGS.md` §1418 (bound engine). Positions are in
 * engagement-local ground metres: `xM` east, `yM` north; angles in degrees clockwise from grid north.
 *
 * Flow (see `engine.ts`): `createEngagement(input)` → state in phase 'planning' → `planBound(state,
 * plans)` → phase 'executing' → `executeStep(state, env)` once per step (or `runBound(state, env)`)
 * through the edition's execution steps, then 'melee', then 'end' → phase 'planning' of the next bound.
 * The record entry types live in `recordTypes.ts` and the input types in `inputTypes.ts`; both are
 * re-exported here, so callers import every type from this file.
 */
import type { Dice } from '../dice.ts';
import type { Edition, GridDef } from '../types.ts';
import type { Action, HighCommand } from '../tables/commands1418.ts';
import type { CoverTerrain, Posture } from '../tables/cover1418.ts';
import type { MoveTerrain, SpeedClass, Transport } from '../tables/movement1418.ts';
import type { AnyCharacteristicId, Arming } from '../tables/characteristics1418.ts';

export type { Action, HighCommand, CoverTerrain, Posture, MoveTerrain, SpeedClass, Transport, AnyCharacteristicId, Arming };

/** A point in engagement-local ground metres (x east, y north). */
export type PointM = { xM: number; yM: number };

/** A side's key, e.g. 'blue' / 'red'. Two sub-units are enemies when their sides differ. */
export type SideKey = string;

/**
 * What a strategic formation (SF) is, for the planning and execution orders (001 §PLANNING &
 * EXECUTING): 'infantry' (its quality decides the planning slot), 'cavalry', 'armour', 'artillery'
 * (field artillery, plans in slot 2), 'navalRail' (naval and railway artillery: slot 1, fires last).
 */
export type FormationRole = 'infantry' | 'cavalry' | 'armour' | 'artillery' | 'navalRail';

/** SF quality for the planning order (001 §PLANNING: reserve → line → elite). */
export type FormationQuality = 'reserve' | 'line' | 'elite';

/**
 * How the engine treats a sub-unit, derived from its characteristics row (see `classify.ts`):
 * 'infantry' (incl. LMG/SMG/grenadier squads, skirmishers), 'heavyWeapon' (HMG, mortar, command —
 * 001 §HEAVY WEAPONS), 'cavalry', 'vehicle' (tanks: "work as normal infantry" plus the re-roll rule),
 * 'artillery' (guns: pack/unpack, never dig in).
 */
export type UnitKind = 'infantry' | 'heavyWeapon' | 'cavalry' | 'vehicle' | 'artillery';

/** Ammunition of a bombardment: high explosive, smoke, short-term (immediate) gas, long-delayed gas. */
export type BombardAmmo = 'HE' | 'smoke' | 'gasShort' | 'gasDelayed';

/**
 * A high command for one SF for one bound (001 §HIGH COMMANDS; §ARTILLERY "order bombardments on a grid
 * reference"). `bombard`: `gridRef` is a reference of the engagement's grid (`B1` table scheme or a
 * numeric reference); its sub-units plan as under Hold. `allocation` (optional) is the player's
 * allocation of HE shots: base id → shots; omitted, the default policy spreads them (`bombard.ts`).
 * `transparent` gas does not block line of sight (001 §SMOKE SCREENS & POISON GAS).
 */
export type HighCommandOrder =
  | { kind: HighCommand }
  | { kind: 'bombard'; gridRef: string; ammo?: BombardAmmo; transparent?: boolean; allocation?: Record<string, number> };

/**
 * A low command (plan) for a sub-unit, or for the bases excepted from the company's command
 * (000 §Platoons in different situations: "company except").
 * - `action`: one of `allowedActions(high command, situation)`.
 * - `path`: for move / retreat / findCover: waypoints (local metres) the sub-unit's centroid heads for,
 *   in order; every base is translated alike. Required for those actions.
 * - `fireAtId`: sub-unit to shoot at (optional). For an assault it defaults to `assaultAtId`.
 * - `assaultAtId`: the enemy sub-unit assaulted (required for 'assault'; within 300 m, 001 §ASSAULTING).
 * - `digIn`: with 'stay', dig in this bound (only where `mayDigIn` allows; −1R meanwhile).
 * - `artillery`: 'pack' or 'unpack' — an artillery sub-unit spends the bound doing it (001 §ARTILLERY).
 * - `coverAtM`: for findCover, the better cover location aimed for (checked when `terrainAt` is given).
 * - `mounted`: mounted rifles only — mounted (range 100 m) or dismounted (300 m); default: as before.
 */
export type LowCommand = {
  action: Action;
  path?: PointM[];
  fireAtId?: string;
  assaultAtId?: string;
  digIn?: boolean;
  artillery?: 'pack' | 'unpack';
  coverAtM?: PointM;
  mounted?: boolean;
};

/** A sub-unit's plan: its low command, and optionally a different one for some of its bases. */
export type SubUnitPlan = LowCommand & { except?: { baseIds: string[]; plan: LowCommand } };

/** Everything planned for one bound: a high command per SF (every SF needs one), a plan per sub-unit. */
export type BoundPlans = {
  commands: Record<string, HighCommandOrder>;
  subUnits: Record<string, SubUnitPlan>;
};

/** A plan refused, with the reason (e.g. "1/2 Coy (dug in, under fire) under Advance may only: stay"). */
export type PlanError = { id: string; kind: 'formation' | 'subUnit'; message: string };

/** Injury of a base: none, fresh (this bound: red marker) or old (black marker) — 001 §CASUALTIES. */
export type Injury = 'none' | 'fresh' | 'old';

/**
 * One base (a platoon): a rectangle `widthM` × `depthM` (frontage × depth) centred on (xM, yM), its
 * front facing `facingDeg`. 1418 standard base 2" × 1" = 50.8 m × 25.4 m at 1 cm = 10 m (000 §Scale).
 * - `slowedById`: the shooter whose hit halves this base's movement while it stays under that fire
 *   (001 §ARMING and RESILIENCE); null when it moves normally.
 * - `dugIn`/`dugInBounds`: dug in, and whole bounds spent dug in since digging finished.
 * - `startXM`/`startYM`: where the base stood when the bound was planned (for terrain crossing).
 */
export type BaseState = {
  id: string;
  xM: number;
  yM: number;
  facingDeg: number;
  widthM: number;
  depthM: number;
  injury: Injury;
  slowedById: string | null;
  dugIn: boolean;
  dugInBounds: number;
  startXM: number;
  startYM: number;
};

/** A sub-unit's resolved characteristics (edition table row; "As S.F." resolved to the SF's value). */
export type SubUnitStats = {
  label: string;
  speed: SpeedClass | 'immobile';
  melee: Arming;
  ranged: Arming;
  resilience: number;
  rangeM: number | null;
  mountedRangeM: number | null;
};

/**
 * A sub-unit (company, battery, squadron) and its situation.
 * - `underFire`: targeted by enemy shooting or bombardment during the previous bound (RULINGS).
 * - `targetedBy`: shooter sub-unit / bombarding SF ids that targeted it this bound so far.
 * - `assaultAtId`: the enemy it is still assaulting (fell short last bound: must continue).
 * - `packed`: artillery limbered (must unpack a bound before firing); false for everything else.
 * - `movedLastBound` / `everMoved`: for the execution order (001 step 2; 000 steps 1–2).
 * - `lostBases`: bases removed as casualties so far.
 */
export type SubUnitState = {
  id: string;
  formationId: string;
  side: SideKey;
  name: string;
  characteristic: AnyCharacteristicId;
  kind: UnitKind;
  stats: SubUnitStats;
  selfPropelled: boolean;
  mounted: boolean;
  packed: boolean;
  bases: BaseState[];
  underFire: boolean;
  targetedBy: string[];
  assaultAtId: string | null;
  movedLastBound: boolean;
  everMoved: boolean;
  lostBases: number;
};

/**
 * A strategic formation (battalion or regiment): transport, and whether it was lost with its command
 * bases. `resilience`: what "As S.F." means for its sub-units (0 when none of them needs it).
 */
export type FormationState = {
  id: string;
  side: SideKey;
  name: string;
  role: FormationRole;
  quality: FormationQuality;
  resilience: number;
  transport: Transport | null;
  transportLost: boolean;
};

/**
 * One order being executed this bound: a sub-unit's low command for a set of its bases
 * (`part` 'main' or 'except'). `status` tracks what it has done so far in the bound.
 * `overwatch`: the shot was impossible when due; it waits for the target to become vulnerable.
 */
export type Order = {
  subUnitId: string;
  part: 'main' | 'except';
  baseIds: string[];
  command: HighCommandOrder;
  plan: LowCommand;
  dugInAtStart: boolean;
  status: { fired: boolean; overwatch: boolean; moved: boolean; leaving: boolean; digging: boolean };
};

/**
 * A smoke or gas cordon (001 §SMOKE SCREENS & POISON GAS): a strip `lengthM` long (3" = 76.2 m per
 * battery) and `depthM` deep, centred on (xM, yM), its long axis at `axisDeg` (at right angles to the
 * wind); drifts downwind 3" at the end of each bound. `opaque`: blocks line of sight.
 */
export type Cordon = {
  id: string;
  ammo: 'smoke' | 'gasShort' | 'gasDelayed';
  xM: number;
  yM: number;
  axisDeg: number;
  lengthM: number;
  depthM: number;
  opaque: boolean;
  laidBound: number;
};

/**
 * A change to the ground the engine made: a dug-in position left in the open becomes rough ground
 * (001 §DIGGING IN & COVER). The rectangle is the base's footprint at its old position. The engine
 * applies these itself; a caller drawing the map applies them to its terrain too.
 */
export type TerrainChange = {
  xM: number;
  yM: number;
  facingDeg: number;
  widthM: number;
  depthM: number;
  becomes: 'rough';
  bound: number;
  baseId: string;
};

/**
 * Engine settings (RULINGS marks most as settings). Defaults in `settings.ts`:
 * base 50.8 × 25.4 m; contact tolerance 1 m; inner circle = ½ template; melee capped at 12 rounds;
 * cordon 76.2 m per battery, 25.4 m deep, drifting 76.2 m; assault range 300 m.
 */
export type EngagementSettings = {
  baseWidthM: number;
  baseDepthM: number;
  contactToleranceM: number;
  innerCircleFraction: number;
  maxMeleeRounds: number;
  cordonLengthPerBatteryM: number;
  cordonDepthM: number;
  cordonDriftM: number;
  assaultRangeM: number;
};

/** Where the engagement stands: planning the next bound, or executing it (`stepIndex` into `boundSteps`). */
export type EngagementPhase = 'planning' | 'executing';

/**
 * The whole engagement (plain JSON). `bound` counts from 1. `commands`/`orders` belong to the
 * bound being executed (empty while planning). `windTowardDeg`: the direction the wind blows
 * toward (null: calm — cordons do not drift).
 */
export type EngagementState = {
  schema: 'bound1418';
  version: 1;
  edition: Edition;
  settings: EngagementSettings;
  grid: GridDef | null;
  windTowardDeg: number | null;
  bound: number;
  phase: EngagementPhase;
  stepIndex: number;
  formations: FormationState[];
  subUnits: SubUnitState[];
  commands: Record<string, HighCommandOrder>;
  orders: Order[];
  cordons: Cordon[];
  terrainChanges: TerrainChange[];
  nextCordon: number;
};

export type { BaseInput, SubUnitInput, FormationInput, EngagementInput } from './inputTypes.ts';

/** What the caller's terrain says about a point: movement class, cover class, intact road. */
export type TerrainAt = { move: MoveTerrain; cover: CoverTerrain; road: boolean };

/** What an allocation callback is told: the hits to place and the target's bases now. */
export type AllocationRequest = {
  sourceId: string;
  targetId: string;
  hits: number;
  bases: readonly BaseState[];
  eligibleBaseIds: readonly string[];
  step: string;
};

/**
 * The caller's environment for executing a bound. Functions are not part of the state.
 * - `dice`: every roll (seeded, scripted or typed — typed dice throw `DiceNeeded`; re-run the step).
 * - `terrainAt`: the ground under a point (the engine overlays its own `terrainChanges`); must be a pure
 *   function of the point (the engine caches its answers within a call).
 * - `lineOfSight`: can a base at `a` see a base at `b` (terrain and slopes; smoke is the engine's).
 * - `groundBreaks` (optional): the fractions (0…1, ascending) along the segment a→b at which the ground
 *   `terrainAt` answers may change (the edges of its features); given, a move's ground is priced exactly
 *   over the stretches between them, else it is read every `PATH_SAMPLE_M` metres.
 * - `allocate`: the shooter's own allocation of hits (base ids, one per hit, in order); omitted or
 *   returning undefined → the default policy (`hits.ts`). A bad allocation throws `RangeError`.
 */
export type BoundEnv = {
  dice: Dice;
  terrainAt(p: PointM): TerrainAt;
  lineOfSight(a: PointM, b: PointM): boolean;
  groundBreaks?(a: PointM, b: PointM): number[];
  allocate?(req: AllocationRequest): string[] | undefined;
};

export type { Term, RecordEntry } from './recordTypes.ts';
import type { RecordEntry } from './recordTypes.ts';

/** The result of a step (or a whole bound): the new state (the input is never changed) and its records. */
export type StepResult = { state: EngagementState; records: RecordEntry[] };

/** The result of `planBound`: on success the executing state; otherwise the input state and the errors. */
export type PlanResult =
  | { ok: true; state: EngagementState; records: RecordEntry[]; errors: [] }
  | { ok: false; state: EngagementState; records: []; errors: PlanError[] };
