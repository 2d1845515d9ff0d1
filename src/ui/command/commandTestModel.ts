/**
 * The 1916 command test dialog's model, free of React (`002_0a64821d231c1bbf.txt` §2.1; RULINGS.md
 * §1916): the modifiers as ticked and counted, the die as typed or rolled, the result computed by
 * `commandTest1916` (`src/rules/commandTest1916.ts`) with its arithmetic as a sentence, and the one
 * `command.tested` event a confirmed test writes (the fold moves the unit only when it passed).
 */
import type { CampaignSettings, CommandProposal, Unit, UnitId } from '../../campaign/index.ts';
import { commandTest1916 } from '../../rules/commandTest1916.ts';
import {
  COMMAND_TEST_MODIFIERS,
  COMMAND_TEST_TARGETS_ASSUMED,
  type CommandTestColumn,
  type CommandTestModifierId,
} from '../../rules/tables/commandTest1916.ts';
import type { LonLat } from '../../rules/types.ts';
import type { DeskEventInput } from '../deskHost.ts';

/** Highest count a per-count modifier (HQ hits, consecutive assaults) accepts in the form. */
export const MAX_MODIFIER_COUNT = 9;

/**
 * The dialog's fields: the column, each modifier's count (0/1 for a checkbox, 0…9 for a per-count
 * modifier, as typed) and the die as typed ('' before a roll).
 */
export type TestDraft = { column: CommandTestColumn; counts: Record<CommandTestModifierId, string>; dieText: string };

/** A fresh draft: Maneuver, no die, the modifiers `proposed` (`proposeCommandModifiers`; none when absent). */
export function emptyTestDraft(proposed: CommandProposal['counts'] = {}): TestDraft {
  const counts = {} as Record<CommandTestModifierId, string>;
  for (const m of COMMAND_TEST_MODIFIERS) counts[m.id] = String(proposed[m.id] ?? 0);
  return { column: 'maneuver', counts, dieText: '' };
}

/**
 * The modifier ids a draft applies, one per instance in the table's order (two HQ hits:
 * `['hqHit', 'hqHit']`), or the message of the first bad count ("HQ hits: a whole number 0–9").
 */
export function modifiersOf(draft: TestDraft): { modifiers: CommandTestModifierId[] } | { problem: string } {
  const modifiers: CommandTestModifierId[] = [];
  for (const m of COMMAND_TEST_MODIFIERS) {
    const text = (draft.counts[m.id] ?? '0').trim();
    const max = m.perCount ? MAX_MODIFIER_COUNT : 1;
    if (!/^\d+$/.test(text) || Number(text) > max) return { problem: `${m.label}: a whole number 0–${max}, not “${text}”` };
    for (let i = 0; i < Number(text); i++) modifiers.push(m.id);
  }
  return { modifiers };
}

/** The die of a draft (1–6), or the message naming what was typed. */
export function dieOf(draft: TestDraft): { die: number } | { problem: string } {
  const t = draft.dieText.trim();
  if (t === '') return { problem: 'Roll the die or type the die rolled (1–6).' };
  if (!/^[1-6]$/.test(t)) return { problem: `The die must be a whole number 1–6, not “${t}”.` };
  return { die: Number(t) };
}

/** A computed test: what `commandTest1916` returned, the die and modifiers used, and the sentence. */
export type TestOutcome = {
  die: number;
  modifiers: CommandTestModifierId[];
  target: number;
  modifierPoints: number;
  modified: number;
  passed: boolean;
  /** E.g. "Die 4 − 1 (over the top) − 2 (2 HQ hits) = 1; needs 3 or more: failed". */
  arithmetic: string;
};

const SHORT: Readonly<Record<CommandTestModifierId, string>> = {
  overTheTop: 'over the top',
  hqHit: 'HQ hit',
  consecutiveAssault: 'consecutive assault',
  pinnedOrWithdrawn: 'pinned or withdrawn',
  tankWithin200yd: 'enemy tank within 200 yds',
  demoralised: 'demoralised',
};

/** Signed points as the arithmetic shows them: "− 2", "+ 1". */
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/**
 * Compute a draft's test for `unit` with the campaign's targets (`settings.commandTestTargets`),
 * or say what is missing (or, for a bad targets table, `commandTest1916`'s refusal). The pass/fail
 * is `commandTest1916`'s.
 */
export function evaluateTest(unit: Pick<Unit, 'grade'>, settings: Pick<CampaignSettings, 'commandTestTargets'>, draft: TestDraft): TestOutcome | { problem: string } {
  const mods = modifiersOf(draft);
  if ('problem' in mods) return mods;
  const d = dieOf(draft);
  if ('problem' in d) return d;
  let r: ReturnType<typeof commandTest1916>;
  try {
    r = commandTest1916({ grade: unit.grade, column: draft.column, die: d.die, modifiers: mods.modifiers, targets: settings.commandTestTargets });
  } catch (e) {
    return { problem: `The command test cannot be computed: ${e instanceof Error ? e.message : String(e)}` };
  }
  const parts = [`Die ${d.die}`];
  for (const m of COMMAND_TEST_MODIFIERS) {
    const n = mods.modifiers.filter((x) => x === m.id).length;
    if (n === 0) continue;
    parts.push(`${signed(m.points * n)} (${n > 1 ? `${n} ${SHORT[m.id]}s` : SHORT[m.id]})`);
  }
  const arithmetic = `${parts.join(' ')} = ${r.modified}; needs ${r.target} or more: ${r.passed ? 'passed' : 'failed'}`;
  return { die: d.die, modifiers: mods.modifiers, target: r.target, modifierPoints: r.modifierPoints, modified: r.modified, passed: r.passed, arithmetic };
}

/** Whether the target in force for `grade`/`column` is the seed's lost chart's *assumed* default (not an umpire's). */
export function targetIsAssumed(settings: Pick<CampaignSettings, 'commandTestTargets'>, grade: Unit['grade'], column: CommandTestColumn): boolean {
  return settings.commandTestTargets[grade][column] === COMMAND_TEST_TARGETS_ASSUMED[grade][column];
}

/** The one `command.tested` event of a computed test; `moveTo` is where the unit was to move. */
export function commandTestedDraft(unitId: UnitId, column: CommandTestColumn, outcome: TestOutcome, moveTo: LonLat): DeskEventInput {
  return {
    type: 'command.tested',
    v: 1,
    payload: {
      unitId,
      column,
      die: outcome.die,
      modifiers: [...outcome.modifiers],
      target: outcome.target,
      passed: outcome.passed,
      moveTo: { lon: moveTo.lon, lat: moveTo.lat },
    },
  };
}

/**
 * One fair D6 from the platform's cryptographic generator (`crypto.getRandomValues`), by rejection
 * of bytes ≥ 252 so every face has the same chance. The UI layer's die; the rules never call it.
 */
export function rollD6(random: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)): number {
  return rollDie(6, random);
}

/**
 * One fair die of `sides` faces (2…256) from `random` (default `crypto.getRandomValues`), by rejection of
 * the bytes above the largest multiple of `sides`. Throws when the source gives no usable byte in 1000 tries.
 */
export function rollDie(sides: number, random: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)): number {
  const buf = new Uint8Array(1);
  const limit = 256 - (256 % sides);
  for (let i = 0; i < 1000; i++) {
    const b = random(buf)[0]!;
    if (b < limit) return (b % sides) + 1;
  }
  throw new Error(`rollDie: the random source gave no usable byte in 1000 tries`);
}
