/**
 * The Logistics screen's actions: combobox "Action" chooses the form shown —
 * "Record consumption", "Dispatch resupply", "Generate supply", "Adjust stock", "Place DLA",
 * "Collection point", "Reorganise", "End of day", "Vehicle repair" — each a `form` of that name writing
 * one event through the desk (see each form's file).
 */
import { useId } from 'react';
import type { CampaignState, UnitId } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { CollectForm, ReorganiseForm, RepairForm } from './CasualtyForms.tsx';
import { ConsumptionForm } from './ConsumptionForm.tsx';
import { EndOfDayForm } from './EndOfDayForm.tsx';
import type { RollDie } from './formBits.tsx';
import { ResupplyForm } from './ResupplyForm.tsx';
import { AdjustForm, DlaForm, GenerateForm } from './StockForms.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';

/** The actions, in the order the picker offers them. */
export const LOGISTICS_ACTIONS = ['consume', 'resupply', 'generate', 'adjust', 'dla', 'collect', 'reorganise', 'endOfDay', 'repair'] as const;

/** One action of the picker. */
export type LogisticsAction = (typeof LOGISTICS_ACTIONS)[number];

/** Each action's name (the option's text and its form's name). */
export const ACTION_NAMES: Readonly<Record<LogisticsAction, string>> = {
  consume: 'Record consumption',
  resupply: 'Dispatch resupply',
  generate: 'Generate supply',
  adjust: 'Adjust stock',
  dla: 'Place DLA',
  collect: 'Collection point',
  reorganise: 'Reorganise',
  endOfDay: 'End of day',
  repair: 'Vehicle repair',
};

/** Props: the state, the writer, the selected unit, the dice, and the action shown with its setter (kept by the screen). */
export type ActionsPanelProps = {
  state: CampaignState;
  writer: DeskWriter;
  selectedUnitId: UnitId | null;
  roll: RollDie;
  action: LogisticsAction;
  onAction(action: LogisticsAction): void;
};

/** The panel. */
export function ActionsPanel({ state, writer, selectedUnitId, roll, action, onAction }: ActionsPanelProps) {
  const id = useId();
  const common = { state, writer, selectedUnitId };
  return (
    <section className="lg-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Actions</h3>
      <div className="field lg-filters">
        <label htmlFor={`${id}-action`}>Action</label>
        <ChoiceSelect id={`${id}-action`} options={LOGISTICS_ACTIONS} labels={ACTION_NAMES} value={action} onChoice={onAction} />
      </div>
      <div className="lg-forms">
        {action === 'consume' && <ConsumptionForm {...common} />}
        {action === 'resupply' && <ResupplyForm {...common} roll={roll} />}
        {action === 'generate' && <GenerateForm {...common} />}
        {action === 'adjust' && <AdjustForm {...common} />}
        {action === 'dla' && <DlaForm state={state} writer={writer} />}
        {action === 'collect' && <CollectForm {...common} />}
        {action === 'reorganise' && <ReorganiseForm {...common} roll={roll} />}
        {action === 'endOfDay' && <EndOfDayForm state={state} writer={writer} roll={roll} />}
        {action === 'repair' && <RepairForm {...common} />}
      </div>
    </section>
  );
}
