/**
 * A fire-plan serial at tactical scale: one 1418 bombardment by the bound engine's own rules
 * (`001_5e546d392906486c.txt` §ARTILLERY, §SMOKE SCREENS & POISON GAS; `000_5cca48f65b2d4420.txt`
 * §Artillery; RULINGS.md §Bombardment, §Smoke and gas), through the engine's pieces rather than a copy
 * of them: the template by the state's edition and inner-circle setting (`bombardmentTemplate`),
 * shots = arming (`r`) × bases firing with at most half on one base (`bombardmentShots`), the bases
 * under the template (`targetsUnderTemplate`: a base overlapping the circle counts, a sub-unit only with
 * two or more bases — or its only one — under it, with its resilience), the default allocation
 * (`defaultAllocation`: shots first where they can hurt, inside the inner circle before outside, each
 * battery's "+" on one shot), the inner-circle re-roll (`rollLaid`) and the hits applied (`applyHits`). Smoke and gas lay a cordon
 * (`layCordon`); gas is short-term gas (−1A −1R to those inside). The batteries need not be in the
 * engagement (off-table guns); a step of the engine's context is built over a private copy of the
 * state (`cloneState`, `makeCtx`), so the caller's state is never changed.
 */
import { bombardmentShots } from '../rules1418.ts';
import { bombardmentTemplate } from '../tables/artillery1418.ts';
import { characteristics, type AnyCharacteristicId } from '../tables/characteristics1418.ts';
import { targetsUnderTemplate } from '../bound/bombard.ts';
import { defaultAllocation, rollLaid } from '../bound/bombardShots.ts';
import { cloneState, makeCtx, markTargeted, type Ctx } from '../bound/context.ts';
import { layCordon } from '../bound/cordons.ts';
import { applyHits, type PendingHits } from '../bound/hits.ts';
import type { BoundEnv, Cordon, EngagementState, PointM, RecordEntry } from '../bound/types.ts';
import type { ShellKind } from './classes.ts';

/** A battery (or group of them) firing: its 1418 characteristics row and the bases (batteries) it fires with. */
export type TacticalFirer = { id: string; characteristic: AnyCharacteristicId; bases: number };

/**
 * One bombardment of a serial: the firing `side` (enemy = every other side), the campaign minute, the
 * aim point in the engagement's metres (its grid's easting/northing when built by
 * `buildEngagementInput`), the firers and the shell.
 */
export type TacticalSerial = { serialId: string; side: string; atMin: number; centreM: PointM; firers: TacticalFirer[]; shell: ShellKind };

/**
 * The dice of the shots laid on one base: the resilience needed, the first bonus die's bonus and every
 * bonus die's (a battery's "+" each, on the first dice), the dice, the re-rolls of hits (outer bases) and hits.
 */
export type TacticalRoll = { subUnitId: string; baseId: string; outer: boolean; shots: number; needs: number; bonus: number; bonuses: number[]; dice: number[]; confirm: number[]; hits: number };

/**
 * What a bombardment did: shots and the most on one base, the template, the bases firing, the
 * allocation and shots left unplaced, every roll, per sub-unit hit the hits that injured a base and
 * those that killed one (`applyHits`: a second hit on an injured base kills it), the cordon laid (smoke and gas), the state after it and the engine's records ('hit', 'cordon').
 */
export type TacticalResult = {
  serialId: string;
  shots: number;
  maxOnOneTarget: number;
  diameterM: number;
  innerDiameterM: number;
  firingBases: number;
  allocation: { subUnitId: string; baseId: string; shots: number; outer: boolean }[];
  unplaced: number;
  rolls: TacticalRoll[];
  losses: { subUnitId: string; injured: number; killed: number }[];
  cordon: Cordon | null;
  state: EngagementState;
  records: RecordEntry[];
};

/** Checks a tactical serial; throws `RangeError` naming `where` and the field. */
export function checkTacticalSerial(s: TacticalSerial, edition: EngagementState['edition'], where: string): void {
  if (typeof s !== 'object' || s === null) throw new RangeError(`${where} must be a tactical serial object, got ${String(s)}`);
  if (typeof s.serialId !== 'string' || s.serialId === '') throw new RangeError(`${where}.serialId must be a non-empty string, got ${JSON.stringify(s.serialId)}`);
  if (typeof s.side !== 'string' || s.side === '') throw new RangeError(`${where}.side must be a non-empty string, got ${JSON.stringify(s.side)}`);
  if (typeof s.atMin !== 'number' || !Number.isFinite(s.atMin)) throw new RangeError(`${where}.atMin must be a finite campaign minute, got ${String(s.atMin)}`);
  if (!Number.isFinite(s.centreM?.xM) || !Number.isFinite(s.centreM?.yM)) throw new RangeError(`${where}.centreM must be { xM, yM } in metres, got ${JSON.stringify(s.centreM)}`);
  if (s.shell !== 'HE' && s.shell !== 'smoke' && s.shell !== 'gas') throw new RangeError(`${where}.shell must be 'HE', 'smoke' or 'gas', got ${JSON.stringify(s.shell)}`);
  if (!Array.isArray(s.firers)) throw new RangeError(`${where}.firers must be an array`);
  s.firers.forEach((f, i) => {
    if (!Number.isSafeInteger(f?.bases) || f.bases < 0) throw new RangeError(`${where}.firers[${i}].bases must be a whole number ≥ 0, got ${String(f?.bases)}`);
    try {
      characteristics(f.characteristic, edition);
    } catch (e) {
      throw new RangeError(`${where}.firers[${i}].characteristic: ${(e as Error).message}`);
    }
  });
}

/** Fire `s` on the context (the engine's step, see the file comment); hits are applied before it returns. */
export function fireTactical(ctx: Ctx, s: TacticalSerial): Omit<TacticalResult, 'state' | 'records' | 'losses'> {
  ctx.step = s.serialId;
  const armingR: number[] = [];
  const bonuses: number[] = [];
  for (const f of s.firers) {
    const { ranged } = characteristics(f.characteristic, ctx.state.edition);
    for (let i = 0; i < f.bases; i++) {
      armingR.push(ranged.dice);
      bonuses.push(ranged.bonus);
    }
  }
  const { shots, maxOnOneTarget } = bombardmentShots(armingR);
  const { diameterM, innerDiameterM } = bombardmentTemplate(ctx.state.edition, ctx.state.settings.innerCircleFraction);
  const out = { serialId: s.serialId, shots: 0, maxOnOneTarget: 0, diameterM, innerDiameterM, firingBases: armingR.length, allocation: [], unplaced: 0, rolls: [], cordon: null };
  if (armingR.length === 0) return out;
  if (s.shell !== 'HE') {
    const cordon = layCordon(ctx, s.shell === 'smoke' ? 'smoke' : 'gasShort', s.centreM, armingR.length, false);
    ctx.records.push({ bound: ctx.state.bound, step: ctx.step, kind: 'cordon', cordon: { ...cordon }, formationId: s.serialId });
    return { ...out, cordon: { ...cordon } };
  }
  const targets = targetsUnderTemplate(ctx, s.centreM, diameterM, innerDiameterM);
  const placed = defaultAllocation(targets, s.side, s.centreM, shots, Math.max(1, maxOnOneTarget), bonuses);
  const rolls: TacticalRoll[] = [];
  const pending: PendingHits[] = [];
  for (const l of placed) {
    const { target } = l;
    const r = rollLaid(ctx, l, `${s.serialId}: ${l.shots} shot(s) on ${target.sub.name} base ${target.base.id}`, []);
    const bonusDice = r.bonuses.filter((b) => b > 0);
    rolls.push({ subUnitId: target.sub.id, baseId: target.base.id, outer: target.outer, shots: l.shots, needs: target.needs, bonus: bonusDice[0] ?? 0, bonuses: bonusDice, dice: r.dice, confirm: r.confirm, hits: r.hits });
    markTargeted(target.sub, s.serialId);
    if (r.hits > 0) pending.push({ sourceId: s.serialId, sourcePos: s.centreM, targetId: target.sub.id, hits: r.hits, preferBaseId: target.base.id });
  }
  applyHits(ctx, pending);
  return {
    ...out,
    shots,
    maxOnOneTarget,
    allocation: placed.map((p) => ({ subUnitId: p.target.sub.id, baseId: p.target.base.id, shots: p.shots, outer: p.target.outer })),
    unplaced: shots - placed.reduce((a, p) => a + p.shots, 0),
    rolls,
  };
}

/** Every injury and kill among `records` (the engine's 'hit' entries), per sub-unit in the order met. */
export function lossesOf(records: readonly RecordEntry[]): TacticalResult['losses'] {
  const losses = new Map<string, { subUnitId: string; injured: number; killed: number }>();
  for (const e of records) {
    if (e.kind !== 'hit') continue;
    const l = losses.get(e.targetId) ?? { subUnitId: e.targetId, injured: 0, killed: 0 };
    if (e.result === 'killed') l.killed += 1;
    else l.injured += 1;
    losses.set(e.targetId, l);
  }
  return [...losses.values()];
}

/**
 * Resolve one bombardment of a fire-plan serial at tactical scale on the engagement `state` (built from
 * the campaign by `buildEngagementInput` + `createEngagement`) with `env` (dice, terrain, line of sight;
 * `allocate` is honoured when hits are applied). Returns the shots, allocation, rolls and losses, and
 * the new state (the input is not changed). E.g. 4 bases of field guns (A2) → 8 shots, at most 4 on
 * one base. Throws `RangeError` naming a bad serial field (`checkTacticalSerial`), and whatever `env.dice`
 * throws (`DiceNeeded` for typed dice: run it again with more).
 */
export function resolveTacticalSerial(state: EngagementState, serial: TacticalSerial, env: BoundEnv): TacticalResult {
  checkTacticalSerial(serial, state.edition, 'resolveTacticalSerial: serial');
  const ctx = makeCtx(cloneState(state), env);
  const r = fireTactical(ctx, serial);
  return { ...r, losses: lossesOf(ctx.records), state: ctx.state, records: ctx.records };
}
