/**
 * The bound engine's record types (re-exported by `types.ts`, where callers import them from): one
 * entry per thing that happened — steps, commands, the planning order, marks, shots and no-shots with
 * every die, hits, moves with their modifiers, digging, packing, bombardments, cordons, melee rounds
 * and strikes, recoveries, terrain changes and the end of the bound. Sources as in `types.ts`.
 */
import type { Action, BombardAmmo, Cordon, HighCommandOrder, PointM, TerrainChange } from './types.ts';

/**
 * One term of a computation shown to the umpire, e.g. `{ label: 'open, moving', value: -3, unit: 'R' }`.
 * `unit`: 'R' resilience, 'dice' dice, 'm' metres, '%' percent of a move, 'x' a multiplier.
 */
export type Term = { label: string; value: number; unit?: 'R' | 'dice' | 'm' | '%' | 'x' };

/** Fields every record entry has: the bound and the step label ('plan', '1'…'10', '#', 'melee', 'end'). */
type At = { bound: number; step: string };

/**
 * One line of the record. `drawn` (where present) is every die the entry drew, in draw order:
 * concatenating `drawn` over a bound's records and replaying them with `scriptedDice` reproduces
 * the bound exactly (`replay.ts`).
 */
export type RecordEntry = At &
  (
    | { kind: 'step'; title: string }
    | { kind: 'command'; formationId: string; formationName: string; command: HighCommandOrder }
    | { kind: 'planning'; slot: number; title: string; mode: 'anon' | 'mark'; subUnitIds: string[] }
    | { kind: 'mark'; subUnitId: string; name: string; baseIds: string[]; text: string }
    | {
        kind: 'shot';
        mode: 'fire' | 'overwatch' | 'assaultFire';
        shooterId: string;
        shooterName: string;
        shooterTag: string;
        targetId: string;
        targetName: string;
        rangeM: number;
        pool: Term[];
        needs: number;
        resilience: Term[];
        bonus: number;
        /** Dice carrying the bonus when more than the first (v0.7: one a base); absent: 1. */
        bonusDice?: number;
        dice: number[];
        confirm: number[];
        confirmReason: 'vehicle' | null;
        hits: number;
        drawn: number[];
      }
    | {
        kind: 'noShot';
        shooterId: string;
        shooterName: string;
        targetId: string;
        targetName: string;
        reason: 'outOfRange' | 'noLineOfSight' | 'cannotHurt' | 'noDice' | 'targetGone' | 'packed';
        needs: number | null;
        overwatch: boolean;
      }
    | { kind: 'hit'; sourceId: string; targetId: string; targetName: string; baseId: string; result: 'injured' | 'killed'; redirected: boolean }
    | {
        kind: 'move';
        subUnitId: string;
        name: string;
        baseIds: string[];
        action: Action;
        fromM: PointM;
        toM: PointM;
        allowedM: number;
        movedM: number;
        terms: Term[];
        stoppedBy: 'destination' | 'distance' | 'contact' | 'none';
      }
    | { kind: 'dig'; subUnitId: string; name: string; baseIds: string[]; result: 'digging' | 'dugIn' | 'leftPosition' }
    | { kind: 'pack'; subUnitId: string; name: string; packed: boolean }
    | {
        kind: 'bombard';
        formationId: string;
        formationName: string;
        gridRef: string;
        ammo: BombardAmmo;
        centreM: PointM;
        diameterM: number;
        shots: number;
        maxOnOneTarget: number;
        firingBases: number;
        allocation: { baseId: string; subUnitId: string; shots: number; outer: boolean }[];
        /** Shots that could not be laid (planned on bases dead or no longer under the template, or no base under it). */
        unplaced?: number;
      }
    | {
        kind: 'bombardRoll';
        formationId: string;
        targetId: string;
        targetName: string;
        baseId: string;
        outer: boolean;
        needs: number;
        resilience: Term[];
        /** The first bonus die's bonus (0: none). */
        bonus: number;
        /** The bonus of each of the first dice that carry one, a battery's "+" each (absent in older records: `bonus` on the first die). */
        bonuses?: number[];
        dice: number[];
        confirm: number[];
        hits: number;
        drawn: number[];
      }
    | { kind: 'cordon'; cordon: Cordon; formationId: string }
    | { kind: 'drift'; cordonId: string; fromM: PointM; toM: PointM }
    | { kind: 'meleeRound'; round: number; resiliencePenalty: number; pairs: [string, string][] }
    | {
        kind: 'meleeStrike';
        round: number;
        tier: number;
        strikerId: string;
        strikerName: string;
        strikerBaseIds: string[];
        targetId: string;
        targetName: string;
        targetBaseIds: string[];
        pool: Term[];
        needs: number;
        resilience: Term[];
        bonus: number;
        dice: number[];
        confirm: number[];
        hits: number;
        drawn: number[];
      }
    | { kind: 'meleeEnd'; rounds: number; capped: boolean }
    | { kind: 'secondRank'; subUnitId: string; baseId: string; replacesBaseId: string }
    | { kind: 'recovery'; subUnitId: string; name: string; baseId: string; die: number; needs: number; recovered: boolean; drawn: number[] }
    | { kind: 'terrainChange'; change: TerrainChange }
    | { kind: 'transportLost'; formationId: string; formationName: string }
    | { kind: 'endBound'; underFireIds: string[]; injuriesAged: number; assaultsContinuing: string[] }
  );

