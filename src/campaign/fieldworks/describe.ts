/**
 * The field works of a clock step in the log's and the clock notice's words: bases hurt in minefields, unit
 * by unit with their rolls ("1/6 Gordons entered Minefield A at 07:20: 2 bases lost, 1 damaged (2D6 12, 11,
 * 9, …)"), and the tasks done with what they did ("Dig in infantry company by 1/6 Gordons: dug in, with 2 units
 * under it").
 */
import { clockText } from '../model/localTime.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import type { CampaignState } from '../model/types.ts';

/** Most units and tasks named in one log line; the rest counted. */
const NAMED = 4;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Each minefield passage of the step in words, in the step's order. */
export function minePassageTexts(payload: TurnStep, state: CampaignState | null): string[] {
  return (payload.mineRolls ?? []).map((r) => {
    const u = state?.units[r.unitId]?.shortName ?? 'a unit';
    const f = state?.minefields?.[r.minefieldId]?.name ?? 'a minefield';
    const lost = r.results.filter((x) => x === 'lost').length;
    const damaged = r.results.filter((x) => x === 'damaged').length;
    const hurt = lost + damaged === 0 ? 'unhurt' : [lost > 0 ? `${plural(lost, 'base')} lost` : '', damaged > 0 ? `${damaged} damaged` : ''].filter((p) => p !== '').join(', ');
    return `${u} entered ${f} at ${clockText(state, r.atMin)}: ${hurt} (2D6 ${r.dice.map((d) => d[0] + d[1]).join(', ')})`;
  });
}

/** Each task the step completed in words, in the step's order. */
export function taskDoneTexts(payload: TurnStep, state: CampaignState | null): string[] {
  return (payload.tasksDone ?? []).map((d) => {
    const t = state?.tasks?.[d.taskId];
    const who = t ? (state?.units[t.unitId]?.shortName ?? 'a unit') : 'a unit';
    const under = d.dugIn && d.dugIn.length > 1 ? `, with ${plural(d.dugIn.length - 1, 'unit')} under it` : '';
    const what = d.dugIn ? `dug in${under}` : d.minefield ? `laid ${plural(d.minefield.markers.length, 'minefield marker')}` : (d.note ?? 'done');
    return `${t?.task ?? 'a task'} by ${who}: ${what}`;
  });
}

/** `; …` clauses for the step's minefield passages and tasks done (at most four of each named), or '' when it has none. */
export function fieldWorkText(payload: TurnStep, state: CampaignState | null): string {
  const clause = (texts: string[], more: string) => (texts.length === 0 ? '' : `; ${texts.slice(0, NAMED).join('; ')}${texts.length > NAMED ? `; and ${texts.length - NAMED} more ${more}` : ''}`);
  const done = taskDoneTexts(payload, state).map((t) => `task done — ${t}`);
  return clause(minePassageTexts(payload, state), 'minefield passages') + clause(done, 'tasks done');
}
