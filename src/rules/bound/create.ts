/**
 * `createEngagement`: check an engagement's input and build its first state (bound 1, planning).
 * Every error is a `RangeError` naming the offending item, e.g. `subUnits[2].bases[0].xM must be a
 * finite number, got NaN`.
 */
import { assertGridDef } from '../grid.ts';
import { assertEdition } from '../tables/edition1418.ts';
import { TRANSPORTS } from '../tables/movement1418.ts';
import { kindOf, ownResilience, resolveStats } from './classify.ts';
import { resolveSettings } from './settings.ts';
import type { BaseState, EngagementInput, EngagementState, FormationState, SubUnitState } from './types.ts';

const ROLES = ['infantry', 'cavalry', 'armour', 'artillery', 'navalRail'] as const;
const QUALITIES = ['reserve', 'line', 'elite'] as const;
const INJURIES = ['none', 'fresh', 'old'] as const;

function fail(where: string, msg: string): never {
  throw new RangeError(`createEngagement: ${where} ${msg}`);
}

function text(v: unknown, where: string): string {
  if (typeof v !== 'string' || v.trim() === '') fail(where, `must be a non-empty string, got ${JSON.stringify(v)}`);
  return v;
}

function finite(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(where, `must be a finite number, got ${String(v)}`);
  return v;
}

function positive(v: unknown, where: string): number {
  const n = finite(v, where);
  if (n <= 0) fail(where, `must be positive, got ${n}`);
  return n;
}

function oneOf<T extends string>(v: unknown, allowed: readonly T[], where: string): T {
  if (!(allowed as readonly unknown[]).includes(v)) fail(where, `must be one of ${allowed.join(', ')}, got ${JSON.stringify(v)}`);
  return v as T;
}

function bool(v: unknown, where: string, dflt: boolean): boolean {
  if (v === undefined) return dflt;
  if (typeof v !== 'boolean') fail(where, `must be true or false, got ${JSON.stringify(v)}`);
  return v;
}

/**
 * Build the engagement at bound 1, phase 'planning'. Defaults: edition 'v0.8', settings
 * `DEFAULT_SETTINGS`, no grid (bombardments then refused), calm wind; base facing 0° (north), size
 * from settings, uninjured, not dug in (a base given `dugIn` has been dug in `dugInBounds` bounds,
 * default 1); artillery unpacked; mounted rifles mounted. An SF's "As S.F." resilience defaults to
 * that of its first sub-unit with its own resilience. Throws `RangeError` for malformed or
 * inconsistent input: duplicate ids, unknown formation, a row the edition lacks, vehicles or guns dug
 * in (001 §VEHICLES, §ARTILLERY: they never dig in), transport on a non-infantry SF (001 §Transport
 * Bonuses), packing or mounting where it means nothing.
 */
export function createEngagement(input: EngagementInput): EngagementState {
  if (typeof input !== 'object' || input === null) throw new RangeError('createEngagement: input must be an object');
  const edition = assertEdition(input.edition, 'createEngagement');
  const settings = resolveSettings(input.settings);
  const grid = input.grid ?? null;
  if (grid !== null) assertGridDef(grid);
  const wind = input.windTowardDeg ?? null;
  if (wind !== null) finite(wind, 'windTowardDeg');
  if (!Array.isArray(input.formations) || input.formations.length === 0) fail('formations', 'must be a non-empty array');
  if (!Array.isArray(input.subUnits)) fail('subUnits', 'must be an array');

  const ids = new Set<string>();
  const unique = (id: unknown, where: string): string => {
    const s = text(id, where);
    if (ids.has(s)) fail(where, `'${s}' is used twice (ids must be unique across formations, sub-units and bases)`);
    ids.add(s);
    return s;
  };

  const formations: FormationState[] = input.formations.map((f, i) => {
    const w = `formations[${i}]`;
    const role = oneOf(f.role, ROLES, `${w}.role`);
    const transport = f.transport ?? null;
    if (transport !== null) {
      oneOf(transport, TRANSPORTS, `${w}.transport`);
      if (role !== 'infantry') fail(`${w}.transport`, `is only for infantry SFs ("only infantry SF's … can be transported", 001 §Transport Bonuses), this one is '${role}'`);
    }
    if (f.resilience !== undefined && (!Number.isSafeInteger(f.resilience) || f.resilience < 1)) fail(`${w}.resilience`, `must be a whole number ≥ 1, got ${String(f.resilience)}`);
    return {
      id: unique(f.id, `${w}.id`),
      side: text(f.side, `${w}.side`),
      name: text(f.name, `${w}.name`),
      role,
      quality: f.quality === undefined ? 'line' : oneOf(f.quality, QUALITIES, `${w}.quality`),
      resilience: f.resilience ?? 0,
      transport,
      transportLost: false,
    };
  });
  const byId = new Map(formations.map((f) => [f.id, f]));

  input.subUnits.forEach((s, i) => {
    const f = byId.get(s.formationId);
    if (!f) fail(`subUnits[${i}].formationId`, `'${String(s.formationId)}' is not a formation`);
    let own: number | null;
    try {
      own = ownResilience(s.characteristic, edition);
    } catch (e) {
      fail(`subUnits[${i}].characteristic`, (e as Error).message);
    }
    if (f.resilience === 0) f.resilience = own ?? 0;
  });

  const subUnits: SubUnitState[] = input.subUnits.map((s, i) => {
    const w = `subUnits[${i}]`;
    const f = byId.get(s.formationId)!;
    if (f.resilience === 0 && ownResilience(s.characteristic, edition) === null) {
      fail(`formation '${f.id}'`, `needs \`resilience\`: its sub-unit '${String(s.id)}' is "As S.F." and none of its sub-units has its own resilience`);
    }
    let kind;
    try {
      kind = kindOf(s.characteristic);
    } catch (e) {
      fail(`${w}.characteristic`, (e as Error).message);
    }
    const stats = resolveStats(s.characteristic, edition, f.resilience);
    const selfPropelled = bool(s.selfPropelled, `${w}.selfPropelled`, false);
    const packed = bool(s.packed, `${w}.packed`, false);
    if (packed && (kind !== 'artillery' || selfPropelled)) fail(`${w}.packed`, 'only towed artillery packs (001 §ARTILLERY)');
    const mounted = bool(s.mounted, `${w}.mounted`, s.characteristic === 'mountedRifles');
    if (mounted && s.characteristic !== 'mountedRifles') fail(`${w}.mounted`, 'is only for mounted rifles');
    if (!Array.isArray(s.bases) || s.bases.length === 0) fail(`${w}.bases`, 'must be a non-empty array');
    const bases: BaseState[] = s.bases.map((b, j) => {
      const bw = `${w}.bases[${j}]`;
      const dugIn = bool(b.dugIn, `${bw}.dugIn`, false);
      if (dugIn && (kind === 'vehicle' || kind === 'artillery')) fail(`${bw}.dugIn`, `${kind === 'vehicle' ? 'vehicles' : 'artillery'} can never dig in (001 §${kind === 'vehicle' ? 'VEHICLES' : 'ARTILLERY'})`);
      const dugInBounds = b.dugInBounds ?? (dugIn ? 1 : 0);
      if (!Number.isSafeInteger(dugInBounds) || dugInBounds < 0) fail(`${bw}.dugInBounds`, `must be a whole number ≥ 0, got ${String(dugInBounds)}`);
      const xM = finite(b.xM, `${bw}.xM`);
      const yM = finite(b.yM, `${bw}.yM`);
      return {
        id: unique(b.id, `${bw}.id`),
        xM,
        yM,
        facingDeg: b.facingDeg === undefined ? 0 : finite(b.facingDeg, `${bw}.facingDeg`),
        widthM: b.widthM === undefined ? settings.baseWidthM : positive(b.widthM, `${bw}.widthM`),
        depthM: b.depthM === undefined ? settings.baseDepthM : positive(b.depthM, `${bw}.depthM`),
        injury: b.injury === undefined ? 'none' : oneOf(b.injury, INJURIES, `${bw}.injury`),
        slowedById: null,
        dugIn,
        dugInBounds: dugIn ? dugInBounds : 0,
        startXM: xM,
        startYM: yM,
      };
    });
    return {
      id: unique(s.id, `${w}.id`),
      formationId: f.id,
      side: f.side,
      name: text(s.name, `${w}.name`),
      characteristic: s.characteristic,
      kind: kind!,
      stats,
      selfPropelled,
      mounted,
      packed,
      bases,
      underFire: bool(s.underFire, `${w}.underFire`, false),
      targetedBy: [],
      assaultAtId: null,
      movedLastBound: bool(s.movedLastBound, `${w}.movedLastBound`, false),
      everMoved: bool(s.everMoved, `${w}.everMoved`, false) || s.movedLastBound === true,
      lostBases: 0,
    };
  });

  return {
    schema: 'bound1418',
    version: 1,
    edition,
    settings,
    grid,
    windTowardDeg: wind,
    bound: 1,
    phase: 'planning',
    stepIndex: 0,
    formations,
    subUnits,
    commands: {},
    orders: [],
    cordons: [],
    terrainChanges: [],
    nextCordon: 1,
  };
}
