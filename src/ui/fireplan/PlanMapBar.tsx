/**
 * What the campaign map shows of the fire plan on the Fire plans screen: `group` "On the map"
 * with the combobox "Serial on the map" (none, or one serial: the
 * map draws that serial's range fans from each of its batteries without "Show all range fans"), the
 * combobox "Time on the map" (all serials, or those active from one serial's start: the others are
 * drawn faint; options "H−60 · 06:20" as the legend's "Fire plan time") and the button "Show on map"
 * (goes to the map, centred on the chosen serial's aim point). The choices reach the map as the
 * `firePlan` prop's `selectedSerialId` and `atMin` (src/ui/Workspace.tsx).
 */
import { useId, useMemo } from 'react';
import { clockText, hOffsetText, type CampaignState, type FirePlan } from '../../campaign/index.ts';
import { serialChoices, serialStartsMin } from '../../map/firePlanShapes.ts';

/** What the screen asks the map to show of its plan: the serial singled out and the time filtered on (absent: none, all serials). */
export type FirePlanMapChoice = { selectedSerialId?: string; atMin?: number };

/** Props: the campaign, the plan, the choice and how to change it, and "Show on map" (absent: no button). */
export type PlanMapBarProps = {
  state: CampaignState;
  plan: FirePlan;
  choice: FirePlanMapChoice;
  onChoice(choice: FirePlanMapChoice): void;
  onShowOnMap?(planId: string): void;
};

/** The options of the two comboboxes for a plan: serials by label, times as "H−60 · 06:20". */
export function mapBarOptions(state: CampaignState, plan: FirePlan): { serials: { value: string; text: string }[]; times: { value: string; text: string }[] } {
  return {
    serials: serialChoices(state.grid, plan).map((s) => ({ value: s.serialId, text: s.text })),
    times: serialStartsMin(state.grid, plan).map((t) => ({ value: String(t.atMin), text: `${hOffsetText(t.offsetMin)} · ${clockText(state, t.atMin)}` })),
  };
}

/** The bar. */
export function PlanMapBar({ state, plan, choice, onChoice, onShowOnMap }: PlanMapBarProps) {
  const id = useId();
  const { serials, times } = useMemo(() => mapBarOptions(state, plan), [state, plan]);
  const serialValue = serials.some((s) => s.value === choice.selectedSerialId) ? choice.selectedSerialId! : '';
  const timeValue = times.some((t) => t.value === String(choice.atMin)) ? String(choice.atMin) : '';
  const change = (next: { serial?: string; time?: string }) => {
    const serial = next.serial ?? serialValue;
    const time = next.time ?? timeValue;
    const out: FirePlanMapChoice = {};
    if (serial !== '') out.selectedSerialId = serial;
    if (time !== '') out.atMin = Number(time);
    onChoice(out);
  };
  return (
    <div role="group" aria-label="On the map" className="fp-mapbar">
      <label htmlFor={`${id}-serial`}>Serial on the map</label>
      <select id={`${id}-serial`} value={serialValue} onChange={(e) => change({ serial: e.target.value })}>
        <option value="">None</option>
        {serials.map((s) => (
          <option key={s.value} value={s.value}>
            {s.text}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-time`}>Time on the map</label>
      <select id={`${id}-time`} value={timeValue} onChange={(e) => change({ time: e.target.value })}>
        <option value="">All serials</option>
        {times.map((t) => (
          <option key={t.value} value={t.value}>
            {t.text}
          </option>
        ))}
      </select>
      {onShowOnMap && (
        <button type="button" onClick={() => onShowOnMap(plan.id)} title="Draw this fire plan on the campaign map">
          Show on map
        </button>
      )}
    </div>
  );
}
