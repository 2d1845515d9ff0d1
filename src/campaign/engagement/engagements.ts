/**
 * What the engagement screen needs from the campaign (pure; no React, no store):
 * - `buildEngagementInput`: campaign units of both sides → the bound engine's `EngagementInput`
 *   (`src/rules/bound/types.ts`), with origin and title;
 * - `engagementEnv`: a `BoundEnv` from a terrain query (`terrainQuery.ts`) and dice;
 * - `recordingDice`: dice that remember every value drawn (for `engagement.stepped`'s `rolls`).
 */
import type { Dice } from '../../rules/dice.ts';
import { gridProjection } from '../../rules/projection.ts';
import { KIND_OF } from '../../rules/bound/classify.ts';
import { DEFAULT_SETTINGS } from '../../rules/bound/settings.ts';
import type {
  AllocationRequest,
  BaseInput,
  BoundEnv,
  EngagementInput,
  FormationInput,
  FormationQuality,
  FormationRole,
  PointM,
  SubUnitInput,
} from '../../rules/bound/types.ts';
import { characteristics, type AnyCharacteristicId } from '../../rules/tables/characteristics1418.ts';
import { characteristicFor, UNIT_TYPES, type Arm } from '../../rules/tables/unitTypes.ts';
import type { Edition, Grade, LonLat } from '../../rules/types.ts';
import { ECHELONS, type CampaignState, type Unit, type UnitId } from '../model/types.ts';
import type { TerrainQuery } from '../ground/terrainQuery.ts';

/** SF role by the arm of the unit's type (001 §PLANNING & EXECUTING roles; ours: every non-combat arm plans as infantry). */
export const ROLE_OF_ARM: Readonly<Record<Arm, FormationRole>> = {
  infantry: 'infantry',
  cyclist: 'infantry',
  machineGun: 'infantry',
  mortar: 'infantry',
  engineer: 'infantry',
  headquarters: 'infantry',
  signals: 'infantry',
  supply: 'infantry',
  medical: 'infantry',
  labour: 'infantry',
  cavalry: 'cavalry',
  armour: 'armour',
  fieldArtillery: 'artillery',
  heavyArtillery: 'artillery',
  antiAir: 'artillery',
  naval: 'artillery', // never set out: ships have no 1418 row (`characteristicFor`)
  air: 'artillery', // never set out: aircraft have no 1418 row (`characteristicFor`)
};

/** SF quality by NQM grade (`004_4c7ef6319257dc11.txt` §UNIT GRADING → 001 §PLANNING): E elite; V, R line; C, M reserve. */
export const QUALITY_OF_GRADE: Readonly<Record<Grade, FormationQuality>> = { E: 'elite', V: 'line', R: 'line', C: 'reserve', M: 'reserve' };

/** Bases per company when a battalion carries its bases itself (no companies listed). */
export const BASES_PER_COMPANY = 4;

/** Gap between the companies of a battalion laid out in line, and the HQ's distance behind the line, metres. */
export const COMPANY_GAP_M = DEFAULT_SETTINGS.baseDepthM;
export const HQ_BEHIND_M = 2 * DEFAULT_SETTINGS.baseDepthM;

/** What `buildEngagementInput` returns. `centre` is the mean position of the units (for the view). */
export type BuiltEngagement = { input: EngagementInput; origin: LonLat; centre: LonLat; title: string };

type Part = { id: string; formationId: string; name: string; unit: Unit; bases: number; injured: number; characteristic: AnyCharacteristicId; at: PointM | 'line' | 'behind' };

/** Whether `u` can be set out in an engagement: a battalion or smaller (1418 fights battalions and their sub-units). */
export function fitsEngagement(u: Unit): boolean {
  return ECHELONS.indexOf(u.echelon) >= ECHELONS.indexOf('battalion');
}

/**
 * Build the bound engine's input from campaign units of both sides.
 * - Each unit of `unitIds` (battalion-sized or smaller) becomes a strategic formation (id = unit id,
 *   name = short name): role from its type's arm (`ROLE_OF_ARM`), quality from its grade
 *   (`QUALITY_OF_GRADE`), no transport. Repeated ids, and companies whose battalion is also chosen,
 *   are taken once.
 * - Sub-units: a battalion's own bases are its HQ, a 'command' sub-unit `<id>.hq` ("<short> HQ") at the
 *   battalion's position; each listed subordinate is a sub-unit (its id, its short name, its subtree's
 *   bases) at its own position, or — not placed on the map — in line across the battalion's front.
 *   `opts.frontageM[unitId]` (its real-estate frontage) spreads the parts in line evenly across
 *   that frontage when it is wider than the parts packed `COMPANY_GAP_M` apart; `opts.forwardM[unitId]`
 *   moves its line that far towards the enemy (its ground's front edge), never past `FORWARD_GAP_M`
 *   short of halfway to the enemy's centre. A battalion with no subordinates listed carries its bases itself:
 *   companies of 4 (`<id>.c1`…, "A Coy, <short>"…) in line, side by side, `COMPANY_GAP_M` apart; a
 *   single base left over is the HQ (`HQ_BEHIND_M` behind the line), 2–3 left over a last, smaller
 *   company. A company chosen alone is one sub-unit `<id>.coy`.
 * - Bases `<sub-unit id>.b1`…: 50.8 m × 25.4 m, side by side in line centred on the sub-unit's point,
 *   facing the enemy: every base of an SF faces alike, from the SF's position towards the centroid
 *   of the enemy side's chosen units (so an SF's line is straight); `dugIn` from the unit (never for guns or vehicles:
 *   they do not dig in, 001 §ARTILLERY, §VEHICLES), the unit's `injuredBases` its last bases, injured 'old'.
 * - Characteristic: `UNIT_TYPES[type].characteristic`. An SF none of whose sub-units has a resilience
 *   of its own (e.g. a machine-gun company alone) takes the resilience of the nearest superior whose
 *   type has one ("As S.F."; 4, line infantry, when none has).
 * - `origin` is the campaign grid's origin (south-west corner), so engagement-local metres are the
 *   grid's easting/northing and a bombardment's grid reference (`input.grid`) lands where the map
 *   shows it. `title`: "<blue short names> vs <red short names>" (two per side, then "+N").
 * Throws `RangeError` naming the unit: unknown, larger than a battalion, without a position (or a
 * subordinate without one), no bases, a type the edition's table lacks; or when a side is missing.
 */
export function buildEngagementInput(
  state: CampaignState,
  unitIds: readonly UnitId[],
  opts: { edition?: Edition; frontageM?: Readonly<Record<UnitId, number>>; forwardM?: Readonly<Record<UnitId, number>> } = {},
): BuiltEngagement {
  const edition = opts.edition ?? 'v0.8';
  const label = (u: Unit) => `"${u.name}" (${u.id})`;
  const chosen: Unit[] = [];
  for (const id of unitIds) {
    const u = Object.hasOwn(state.units, id) ? state.units[id] : undefined;
    if (!u) throw new RangeError(`unknown unit "${id}"`);
    if (!fitsEngagement(u)) {
      throw new RangeError(`${label(u)} is a ${u.echelon}: choose its battalions or companies`);
    }
    if (!u.pos) throw new RangeError(`${label(u)} has no position on the map`);
    if (!chosen.includes(u)) chosen.push(u);
  }
  const ids = new Set(chosen.map((u) => u.id));
  const units = chosen.filter((u) => !superiors(state, u).some((p) => ids.has(p.id)));
  const sides = new Set(units.map((u) => u.side));
  if (!sides.has('blue') || !sides.has('red')) {
    const given = sides.size === 0 ? 'no units' : `units of ${[...sides].map((s) => state.sides[s].name).join(' and ')} only`;
    throw new RangeError(`an engagement needs units of both sides; ${given} chosen`);
  }
  const proj = gridProjection(state.grid);
  const at = (p: LonLat): PointM => {
    const m = proj.toLocal(p);
    return { xM: m.eastingM, yM: m.northingM };
  };
  const centroidOf = (side: string) => mean(units.filter((u) => u.side === side).map((u) => at(u.pos!)));
  const formations: FormationInput[] = [];
  const subUnits: SubUnitInput[] = [];
  for (const u of units) {
    const enemy = centroidOf(u.side === 'blue' ? 'red' : 'blue');
    const parts = partsOf(state, u, at, edition);
    if (parts.every((p) => p.bases === 0)) throw new RangeError(`${label(u)} has no bases left`);
    const f: FormationInput = { id: u.id, side: u.side, name: u.shortName, role: ROLE_OF_ARM[UNIT_TYPES[u.type].arm], quality: QUALITY_OF_GRADE[u.grade], transport: null };
    if (!parts.some((p) => p.bases > 0 && typeof characteristics(p.characteristic, edition).resilience === 'number')) {
      const r = [u, ...superiors(state, u)].map((x) => { const c = UNIT_TYPES[x.type].characteristic; return c === null ? null : characteristics(c, 'v0.8').resilience; }).find((x) => typeof x === 'number');
      f.resilience = typeof r === 'number' ? r : 4;
    }
    formations.push(f);
    const own = at(u.pos!);
    const front = forward(own, enemy, opts.forwardM?.[u.id] ?? 0);
    // The unit's own point parts (its HQ) move forward with its line; placed subordinates stay where they are.
    const moved = parts.map((p) => (p.unit === u && typeof p.at === 'object' ? { ...p, at: { xM: p.at.xM + front.xM - own.xM, yM: p.at.yM + front.yM - own.yM } } : p));
    subUnits.push(...layOut(moved, front, enemy, opts.frontageM?.[u.id]));
  }
  const all = units.map((u) => u.pos!);
  const centre = { lon: all.reduce((s, p) => s + p.lon, 0) / all.length, lat: all.reduce((s, p) => s + p.lat, 0) / all.length };
  const input: EngagementInput = { edition, grid: { ...state.grid }, windTowardDeg: null, formations, subUnits };
  return { input, origin: { lon: state.grid.originLon, lat: state.grid.originLat }, centre, title: titleOf(units) };
}

/** The unit's superiors, its parent first. */
function superiors(state: CampaignState, u: Unit): Unit[] {
  const out: Unit[] = [];
  for (let p = u.parentId; p !== undefined && Object.hasOwn(state.units, p) && out.length < ECHELONS.length * 4; ) {
    const parent = state.units[p]!;
    out.push(parent);
    p = parent.parentId;
  }
  return out;
}

/** The 1418 row `u` fights as in `edition` (`characteristicFor`); throws `RangeError` naming the unit and why it has none. */
function characteristicOf(u: Unit, edition: Edition): AnyCharacteristicId {
  try {
    return characteristicFor(u.type, edition);
  } catch (e) {
    throw new RangeError(`"${u.name}" (${u.id}) cannot fight in the bound engine: ${(e as Error).message}`);
  }
}

/** The sub-units of one chosen unit, before layout. */
function partsOf(state: CampaignState, u: Unit, at: (p: LonLat) => PointM, edition: Edition): Part[] {
  const kids = state.unitOrder.filter((id) => state.units[id]?.parentId === u.id).map((id) => state.units[id]!);
  const own = characteristicOf(u, edition);
  const part = (id: string, name: string, bases: number, injured: number, characteristic: AnyCharacteristicId, where: Part['at']): Part => ({
    id,
    formationId: u.id,
    name,
    unit: u,
    bases,
    injured,
    characteristic,
    at: where,
  });
  if (u.echelon !== 'battalion') {
    const sub = subtreeUnits(state, u);
    return [part(`${u.id}.coy`, u.shortName, total(sub, 'bases'), total(sub, 'injuredBases'), own, 'line')];
  }
  if (kids.length > 0) {
    return [
      part(`${u.id}.hq`, `${u.shortName} HQ`, u.bases, u.injuredBases, 'command', at(u.pos!)),
      ...kids.map((k): Part => {
        const sub = subtreeUnits(state, k);
        return { ...part(k.id, k.shortName, total(sub, 'bases'), total(sub, 'injuredBases'), characteristicOf(k, edition), k.pos ? at(k.pos) : 'line'), unit: k };
      }),
    ];
  }
  const left = u.bases % BASES_PER_COMPANY;
  const sizes = Array.from({ length: Math.floor(u.bases / BASES_PER_COMPANY) }, () => BASES_PER_COMPANY);
  if (left > 1) sizes.push(left);
  const parts: Part[] = [];
  if (left === 1) parts.push(part(`${u.id}.hq`, `${u.shortName} HQ`, 1, 0, 'command', 'behind'));
  sizes.forEach((n, i) => parts.push(part(`${u.id}.c${i + 1}`, `${String.fromCharCode(65 + (i % 26))} Coy, ${u.shortName}`, n, 0, own, 'line')));
  // The battalion's injured bases are its last ones: the last company's first, the HQ last.
  let injured = Math.min(u.injuredBases, u.bases);
  for (let i = parts.length - 1; i >= 0 && injured > 0; i--) {
    const p = parts[i]!;
    p.injured = Math.min(p.bases, injured);
    injured -= p.injured;
  }
  return parts;
}

/** The unit and all its subordinates. */
function subtreeUnits(state: CampaignState, u: Unit): Unit[] {
  const out = [u];
  for (let i = 0; i < out.length; i++) {
    for (const id of state.unitOrder) if (state.units[id]?.parentId === out[i]!.id) out.push(state.units[id]!);
  }
  return out;
}

function total(units: readonly Unit[], key: 'bases' | 'injuredBases'): number {
  return units.reduce((s, x) => s + x[key], 0);
}

/** How close to halfway between the sides a line moved forward may come, metres. */
export const FORWARD_GAP_M = 100;

/** `p` moved `byM` towards `enemy`, stopping `FORWARD_GAP_M` short of halfway. */
function forward(p: PointM, enemy: PointM, byM: number): PointM {
  const d = Math.hypot(enemy.xM - p.xM, enemy.yM - p.yM);
  const step = Math.max(0, Math.min(byM, d / 2 - FORWARD_GAP_M));
  return d === 0 || step === 0 ? p : { xM: p.xM + ((enemy.xM - p.xM) / d) * step, yM: p.yM + ((enemy.yM - p.yM) / d) * step };
}

function mean(points: readonly PointM[]): PointM {
  return { xM: points.reduce((s, p) => s + p.xM, 0) / points.length, yM: points.reduce((s, p) => s + p.yM, 0) / points.length };
}

/**
 * Place each part's bases in line, every sub-unit of the formation facing alike: from the formation's
 * point `centre` towards `enemy`. Parts with a point stand there; 'line' parts side by side at `centre`.
 */
function layOut(parts: readonly Part[], centre: PointM, enemy: PointM, frontageM?: number): SubUnitInput[] {
  const { baseWidthM: w } = DEFAULT_SETTINGS;
  const facing = (p: PointM) => ((Math.atan2(enemy.xM - p.xM, enemy.yM - p.yM) * 180) / Math.PI + 360) % 360;
  const f0 = facing(centre);
  const right = (deg: number): PointM => ({ xM: Math.cos((deg * Math.PI) / 180), yM: -Math.sin((deg * Math.PI) / 180) });
  const fwd = (deg: number): PointM => ({ xM: Math.sin((deg * Math.PI) / 180), yM: Math.cos((deg * Math.PI) / 180) });
  const inLine = parts.filter((p) => p.at === 'line' && p.bases > 0);
  const packed = inLine.reduce((s, p) => s + p.bases * w, 0);
  // Spread across the unit's frontage when it is wider than the parts packed COMPANY_GAP_M apart.
  const gap = frontageM !== undefined && inLine.length > 1 && frontageM > packed + COMPANY_GAP_M * (inLine.length - 1) ? (frontageM - packed) / (inLine.length - 1) : COMPANY_GAP_M;
  const total = packed + gap * Math.max(0, inLine.length - 1);
  let offset = -total / 2;
  const out: SubUnitInput[] = [];
  for (const p of parts) {
    if (p.bases === 0) continue;
    let point: PointM;
    if (p.at === 'line') {
      const r = right(f0);
      const mid = offset + (p.bases * w) / 2;
      offset += p.bases * w + gap;
      point = { xM: centre.xM + r.xM * mid, yM: centre.yM + r.yM * mid };
    } else if (p.at === 'behind' && inLine.length > 0) {
      const b = fwd(f0);
      point = { xM: centre.xM - b.xM * HQ_BEHIND_M, yM: centre.yM - b.yM * HQ_BEHIND_M };
    } else point = p.at === 'behind' ? centre : p.at;
    const deg = f0;
    const r = right(deg);
    const kind = KIND_OF[p.characteristic];
    const dugIn = p.unit.dugIn && kind !== 'artillery' && kind !== 'vehicle';
    const bases: BaseInput[] = Array.from({ length: p.bases }, (_, j) => {
      const d = (j - (p.bases - 1) / 2) * w;
      const b: BaseInput = { id: `${p.id}.b${j + 1}`, xM: point.xM + r.xM * d, yM: point.yM + r.yM * d, facingDeg: deg };
      if (dugIn) b.dugIn = true;
      if (j >= p.bases - p.injured) b.injury = 'old';
      return b;
    });
    out.push({ id: p.id, formationId: p.formationId, name: p.name, characteristic: p.characteristic, bases });
  }
  return out;
}

function titleOf(units: readonly Unit[]): string {
  const side = (s: string) => {
    const names = units.filter((u) => u.side === s).map((u) => u.shortName);
    return names.length <= 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} +${names.length - 2}`;
  };
  const t = `${side('blue')} vs ${side('red')}`;
  return t.length <= 120 ? t : `${t.slice(0, 119)}…`;
}

/**
 * Dice that remember every value drawn, in order (`drawn()` returns a copy). A roll that throws
 * (`DiceNeeded`, `ScriptExhausted`) records nothing.
 */
export function recordingDice(dice: Dice): Dice & { drawn(): number[] } {
  const drawn: number[] = [];
  return {
    roll(count, purpose, sides) {
      const out = dice.roll(count, purpose, sides);
      drawn.push(...out);
      return out;
    },
    drawn: () => [...drawn],
  };
}

/** The `BoundEnv` of a step: the terrain query's functions (the ground, its edges along a move, line of sight) and the dice (and an optional allocation callback). */
export function engagementEnv(q: TerrainQuery, dice: Dice, allocate?: (req: AllocationRequest) => string[] | undefined): BoundEnv {
  const env: BoundEnv = { dice, terrainAt: (p) => q.terrainAt(p), lineOfSight: (a, b) => q.lineOfSight(a, b) };
  if (q.groundBreaks) env.groundBreaks = (a, b) => q.groundBreaks!(a, b);
  if (allocate) env.allocate = allocate;
  return env;
}
