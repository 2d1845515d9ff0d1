/**
 * The field works of a clock step in the log's words (`clock.advanced`'s line): bases hurt in minefields,
 * unit by unit with their rolls ("1/6 Gordons entered the minefield at 07:20: 1 base lost, 1 damaged (2D6 11,
 * 9, 4)"), and the tasks done with what they did.
 */
import { clockText } from '../model/localTime.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import type { CampaignState } from '../model/types.ts';

/** Most units and tasks named in one line; the rest counted. */
const NAMED = 4;

/** `; …` clauses for the step's minefield rolls and tasks done, or '' when it has none. */
export function fieldWorkText(payload: TurnStep, state: CampaignState | null): string {
  let out = '';
  const rolls = payload.mineRolls ?? [];
  if (rolls.length > 0) {
    const named = rolls.slice(0, NAMED).map((r) => {
      const u = state?.units[r.unitId]?.shortName ?? 'a unit';
      const f = state?.minefields?.[r.minefieldId]?.name ?? 'a minefield';
      const lost = r.results.filter((x) => x === 'lost').length;
      const damaged = r.results.filter((x) => x === 'damaged').length;
      const hurt = lost + damaged === 0 ? 'unhurt' : [lost > 0 ? `${lost} base${lost === 1 ? '' : 's'} lost` : '', damaged > 0 ? `${damaged} damaged` : ''].filter((p) => p !== '').join(', ');
      return `${u} entered ${f} at ${clockText(state, r.atMin)}: ${hurt} (2D6 ${r.dice.map((d) => d[0] + d[1]).join(', ')})`;
    });
    out += `; ${named.join('; ')}${rolls.length > NAMED ? `; and ${rolls.length - NAMED} more minefield passages` : ''}`;
  }
  const done = payload.tasksDone ?? [];
  if (done.length > 0) {
    const named = done.slice(0, NAMED).map((d) => {
      const t = state?.tasks?.[d.taskId];
      const who = t ? (state?.units[t.unitId]?.shortName ?? 'a unit') : 'a unit';
      const what = d.dugIn ? `dug in ${d.dugIn.length} unit${d.dugIn.length === 1 ? '' : 's'}` : d.minefield ? `laid ${d.minefield.markers.length} minefield marker${d.minefield.markers.length === 1 ? '' : 's'}` : (d.note ?? 'done');
      return `${t?.task ?? 'a task'} (${who}) done: ${what}`;
    });
    out += `; ${named.join('; ')}${done.length > NAMED ? `; and ${done.length - NAMED} more tasks done` : ''}`;
  }
  return out;
}
