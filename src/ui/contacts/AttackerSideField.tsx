/**
 * "Attacking side" (a `select` of the campaign's two sides by name), shared by the Settle and hand-off
 * dialogs. `autoFocus` marks it as the dialog's first field (`data-autofocus`).
 */
import type { CampaignState, SideId } from '../../campaign/index.ts';
import { sideName } from './contactText.ts';

const SIDES: readonly SideId[] = ['blue', 'red'];

/** Props: the field's id, the campaign (for side names), the side chosen and the change. */
export type AttackerSideFieldProps = { id: string; state: CampaignState; value: SideId; onChange(side: SideId): void; autoFocus?: boolean };

/** The field. */
export function AttackerSideField({ id, state, value, onChange, autoFocus = false }: AttackerSideFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>Attacking side</label>
      <select id={id} data-autofocus={autoFocus || undefined} value={value} onChange={(e) => onChange(e.target.value as SideId)}>
        {SIDES.map((s) => (
          <option key={s} value={s}>
            {sideName(state, s)}
          </option>
        ))}
      </select>
    </div>
  );
}
