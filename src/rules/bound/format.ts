/**
 * `formatRecord`: one record entry as a line for the umpire, e.g.
 * "Step 4 — 2/3 Coy (dug in) fires at 1/1 Coy: 3 dice, needs 5 (R4 −2 open, stationary +3 …): 6, 5, 2 → 2 hits".
 * Plain text (render it as text, never as HTML).
 */
import { ACTION_LABELS, HIGH_COMMAND_LABELS } from '../tables/commands1418.ts';
import { strikeTierLabel } from './classify.ts';
import type { HighCommandOrder, PointM, RecordEntry, Term } from './types.ts';

const MINUS = '\u2212';

function signed(n: number): string {
  return n < 0 ? `${MINUS}${Math.abs(n)}` : `+${n}`;
}

function num(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function pt(p: PointM): string {
  return `(${num(p.xM)}, ${num(p.yM)})`;
}

/** Resilience terms as "R4 −2 open, stationary −1 digging in". */
export function formatResilience(terms: readonly Term[]): string {
  return terms.map((t, i) => (i === 0 ? `R${t.value}` : `${signed(t.value)} ${t.label}`)).join(' ');
}

/** Move terms as "medium infantry 60 m, rough −25 %, assault +100 %, ×½ ≥ 50% of bases injured". */
export function formatMoveTerms(terms: readonly Term[]): string {
  return terms
    .map((t) => (t.unit === 'm' ? `${t.label} ${num(t.value)} m` : t.unit === '%' ? `${t.label} ${signed(t.value)} %` : t.unit === 'x' ? `×${t.value === 0.5 ? '½' : t.value} ${t.label}` : `${t.label} ${t.value}`))
    .join(', ');
}

function diceText(dice: readonly number[], bonus: number, bonusDice = 1): string {
  return dice.map((d, i) => (i < bonusDice && bonus > 0 ? `${d}+${bonus}` : String(d))).join(', ');
}

/** Dice whose first ones carry `bonuses` (one each), e.g. `5+2, 3+1, 4`. */
function diceWithBonuses(dice: readonly number[], bonuses: readonly number[]): string {
  return dice.map((d, i) => ((bonuses[i] ?? 0) > 0 ? `${d}+${bonuses[i]}` : String(d))).join(', ');
}

/** `1 die`, `3 dice`. */
function diceCount(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

function hitsText(n: number): string {
  return `${n} hit${n === 1 ? '' : 's'}`;
}

function prefix(e: RecordEntry): string {
  if (e.step === 'plan') return `Bound ${e.bound} planning`;
  if (e.step === 'melee') return 'Melee';
  if (e.step === 'end') return `End of bound ${e.bound}`;
  return `Step ${e.step === '#' ? '(#)' : e.step}`;
}

function commandText(c: HighCommandOrder): string {
  return c.kind === 'bombard' ? `Bombard ${c.gridRef} (${c.ammo ?? 'HE'})` : HIGH_COMMAND_LABELS[c.kind];
}

const NO_SHOT: Record<Extract<RecordEntry, { kind: 'noShot' }>['reason'], string> = {
  outOfRange: 'out of range',
  noLineOfSight: 'no line of sight',
  cannotHurt: 'cannot hurt it',
  noDice: 'no dice left to roll',
  targetGone: 'the target is gone',
  packed: 'the guns are packed',
};

/**
 * How a record names sub-units and bases: `unit(id)` a sub-unit's (or formation's) name; `base(id)` a
 * base as `{ of, label }` — the name of its sub-unit and its label within it (`base 4`) — or null for
 * an unknown one. Without it, ids are printed as they are.
 */
export type RecordNames = { unit(id: string): string; base(id: string): { of: string; label: string } | null };

const RAW_NAMES: RecordNames = { unit: (id) => id, base: () => null };

function body(e: RecordEntry, names: RecordNames): string {
  const unit = (id: string) => names.unit(id);
  /** A base named in full: `B Coy, 1st Buffs base 4`. */
  const baseFull = (id: string) => {
    const b = names.base(id);
    return b ? `${b.of} ${b.label}` : unit(id);
  };
  /** A base after its sub-unit's name: `base 4`. */
  const baseShort = (id: string) => names.base(id)?.label ?? `base ${id}`;
  switch (e.kind) {
    case 'step':
      return e.title;
    case 'command':
      return `${e.formationName}: ${commandText(e.command)}`;
    case 'planning':
      return `planning (${e.slot}) ${e.title} [${e.mode === 'anon' ? 'anonymous' : 'marked'}]: ${e.subUnitIds.length > 0 ? e.subUnitIds.map(unit).join(', ') : 'none'}`;
    case 'mark':
      return `${e.name} ${e.text}`;
    case 'shot': {
      const how = e.mode === 'overwatch' ? 'fires on overwatch at' : e.mode === 'assaultFire' ? 'fires while assaulting at' : 'fires at';
      const confirm = e.confirm.length > 0 ? `; re-roll${e.confirmReason === 'vehicle' ? ' (vehicle)' : ''}: ${diceText(e.confirm, 0)}` : '';
      return `${e.shooterName}${e.shooterTag ? ` (${e.shooterTag})` : ''} ${how} ${e.targetName}: ${diceCount(e.dice.length)}, needs ${e.needs} (${formatResilience(e.resilience)}): ${diceText(e.dice, e.bonus, e.bonusDice)}${confirm} → ${hitsText(e.hits)}`;
    }
    case 'noShot':
      return `${e.shooterName} cannot shoot at ${e.targetName}: ${NO_SHOT[e.reason]}${e.needs !== null ? ` (needs ${e.needs})` : ''}${e.overwatch ? ' — stands as overwatch' : ''}`;
    case 'hit':
      return `${e.targetName} ${baseShort(e.baseId)} ${e.result} (hit from ${baseFull(e.sourceId)}${e.redirected ? ', passed to this base' : ''})`;
    case 'move': {
      const how = e.stoppedBy === 'contact' ? 'stopped by base contact' : e.stoppedBy === 'destination' ? 'reached its destination' : e.stoppedBy === 'distance' ? 'full distance' : 'no move';
      return `${e.name} ${ACTION_LABELS[e.action].toLowerCase()}: ${num(e.movedM)} m of ${num(e.allowedM)} m (${formatMoveTerms(e.terms)}) ${pt(e.fromM)} → ${pt(e.toM)}, ${how}`;
    }
    case 'dig':
      return e.result === 'dugIn'
        ? `${e.name} is dug in (${e.baseIds.map(baseShort).join(', ')})`
        : e.result === 'digging'
          ? `${e.name} is digging in`
          : `${e.name} ${e.baseIds.map(baseShort).join(', ')} left its dug-in position`;
    case 'pack':
      return `${e.name} ${e.packed ? 'packed' : 'unpacked'}`;
    case 'bombard': {
      const lay = e.allocation.map((a) => `${baseFull(a.baseId)} ${a.shots}${a.outer ? ' (outer)' : ''}`).join(', ');
      if (e.ammo !== 'HE') return `${e.formationName} fires ${e.ammo} at ${e.gridRef} with ${e.firingBases} batteries`;
      return `${e.formationName} bombards ${e.gridRef} (template ${num(e.diameterM)} m at ${pt(e.centreM)}): ${e.shots} shots from ${e.firingBases} bases, at most ${e.maxOnOneTarget} on one base${lay ? `; laid: ${lay}` : ''}${(e.unplaced ?? 0) > 0 ? `; ${e.unplaced} not laid` : ''}`;
    }
    case 'bombardRoll': {
      if (e.dice.length === 0) return `bombardment of ${e.targetName} ${baseShort(e.baseId)}: needs ${e.needs} (${formatResilience(e.resilience)}) — cannot hurt it`;
      const bonuses = e.bonuses ?? [e.bonus];
      const hit = e.dice.map((_, i) => bonuses[i] ?? 0).filter((b, i) => e.dice[i]! + b >= e.needs);
      const confirm = e.confirm.length > 0 ? `; re-roll (outer circle): ${diceWithBonuses(e.confirm, hit)}` : '';
      return `bombardment of ${e.targetName} ${baseShort(e.baseId)}${e.outer ? ' (outer)' : ''}: ${diceCount(e.dice.length)}, needs ${e.needs} (${formatResilience(e.resilience)}): ${diceWithBonuses(e.dice, bonuses)}${confirm} → ${hitsText(e.hits)}`;
    }
    case 'cordon':
      return `${e.cordon.ammo} cordon ${num(e.cordon.lengthM)} m long laid at ${pt(e.cordon)}, axis ${num(e.cordon.axisDeg)}°`;
    case 'drift':
      return `${e.cordonId} drifts ${pt(e.fromM)} → ${pt(e.toM)}`;
    case 'meleeRound':
      return `round ${e.round}${e.round > 1 ? ` (deathmatch ${signed(e.resiliencePenalty)}R)` : ''}: ${e.pairs.map(([a, b]) => `${baseFull(a)} × ${baseFull(b)}`).join(', ')}`;
    case 'meleeStrike': {
      const who = `${e.strikerName} (${strikeTierLabel(e.tier)}) strikes ${e.targetName}`;
      if (e.dice.length === 0) return `round ${e.round}: ${who}: cannot hurt it (needs ${e.needs})`;
      const confirm = e.confirm.length > 0 ? `; re-roll (vehicle): ${diceText(e.confirm, 0)}` : '';
      return `round ${e.round}: ${who}: ${diceCount(e.dice.length)}, needs ${e.needs} (${formatResilience(e.resilience)}): ${diceText(e.dice, e.bonus)}${confirm} → ${hitsText(e.hits)}`;
    }
    case 'meleeEnd':
      return e.capped ? `stopped at the cap of ${e.rounds} rounds with bases still in contact` : `over after ${e.rounds} round${e.rounds === 1 ? '' : 's'}`;
    case 'secondRank':
      return `${baseFull(e.baseId)} steps into the place of ${baseFull(e.replacesBaseId)}`;
    case 'recovery':
      return `${e.name} ${baseShort(e.baseId)} recovery die: ${e.die} (needs ≤ ${e.needs}, 6 fails) → ${e.recovered ? 'moves normally again' : 'still at half speed'}`;
    case 'terrainChange':
      return `the position left by ${baseFull(e.change.baseId)} at ${pt(e.change)} becomes rough ground`;
    case 'transportLost':
      return `${e.formationName} loses its transport (its command bases are destroyed)`;
    case 'endBound':
      return `under fire next bound: ${e.underFireIds.map(unit).join(', ') || 'none'}; ${e.injuriesAged} fresh injur${e.injuriesAged === 1 ? 'y' : 'ies'} now old${e.assaultsContinuing.length > 0 ? `; assaults continuing: ${e.assaultsContinuing.map(unit).join(', ')}` : ''}`;
  }
}

/**
 * One record entry as a readable line (see the file comment); `names` puts the sub-units' and bases'
 * names in place of their ids (default: the ids as they are).
 */
export function formatRecord(entry: RecordEntry, names: RecordNames = RAW_NAMES): string {
  return `${prefix(entry)} — ${body(entry, names)}`;
}
