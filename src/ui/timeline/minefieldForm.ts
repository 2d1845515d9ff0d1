/**
 * The "Place minefield" form's draft and its check (no React; `002_0a64821d231c1bbf.txt` §2.5 Field Works;
 * docs/RULINGS.md §1916 minefields): a name, where it starts (a grid reference), where it ends (optional: one
 * marker when empty), and whose it is (nobody's, blue or red). The minefield is laid at the clock, in 80-yard
 * markers along its line (`minefieldMarkersOn`).
 */
import { minefieldMarkersOn, type CampaignState, type Minefield } from '../../campaign/index.ts';
import { gridRefToPoint } from '../../rules/grid.ts';
import { newRecordId } from './ids.ts';

/** The form's fields as typed; `side` '' for nobody's (the scenario's). */
export type MinefieldDraft = { name: string; from: string; to: string; side: '' | 'blue' | 'red' };

/** The result of a check: the minefield to lay when `errors` is empty. */
export type MinefieldCheck = { minefield: Minefield | null; errors: Partial<Record<keyof MinefieldDraft, string>> };

/** Longest name the form accepts (the store's label limit). */
const MAX_NAME = 200;

/** A fresh draft: "Minefield N" (the next number not in use), no place, nobody's. */
export function newMinefieldDraft(state: CampaignState): MinefieldDraft {
  const names = new Set(Object.values(state.minefields ?? {}).map((f) => f.name));
  let n = Object.keys(state.minefields ?? {}).length + 1;
  while (names.has(`Minefield ${n}`)) n += 1;
  return { name: `Minefield ${n}`, from: '', to: '', side: '' };
}

/** Checks `draft`: a name (1–200 characters), a start that is a grid reference on the map, an end that is one or empty. */
export function checkMinefieldDraft(state: CampaignState, draft: MinefieldDraft): MinefieldCheck {
  const errors: MinefieldCheck['errors'] = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Name the minefield.';
  else if (name.length > MAX_NAME) errors.name = `The name is ${name.length} characters long; at most ${MAX_NAME} are allowed.`;
  const at = (text: string, field: 'from' | 'to') => {
    try {
      return gridRefToPoint(state.grid, text.trim());
    } catch (e) {
      errors[field] = e instanceof Error ? e.message : String(e);
      return null;
    }
  };
  let from = null;
  if (draft.from.trim() === '') errors.from = 'Give the grid reference where the minefield starts.';
  else from = at(draft.from, 'from');
  const to = draft.to.trim() === '' ? from : at(draft.to, 'to');
  if (Object.keys(errors).length > 0 || !from || !to) return { minefield: null, errors };
  const taken = Object.keys(state.minefields ?? {});
  const minefield: Minefield = {
    id: newRecordId('mf', state.clockMin, taken),
    name,
    markers: minefieldMarkersOn(state, from, to),
    laidAtMin: state.clockMin,
    side: draft.side === '' ? null : draft.side,
  };
  return { minefield, errors };
}
