/**
 * The bound engine's settings an engagement starts with, as form fields: the 1418 edition, the dice
 * (seeded by the desk, or typed in from real dice) and, for seeded dice, the seed. Shared by opening
 * an engagement by hand and by handing a contact off.
 */
import type { DiceMode } from '../../campaign/index.ts';
import type { Edition } from '../../rules/index.ts';
import { ChoiceSelect } from '../ChoiceSelect.tsx';

const EDITION_LABELS: Record<Edition, string> = { 'v0.8': '1418 v0.8 (default)', 'v0.7': '1418 v0.7' };
const DICE_LABELS: Record<DiceMode, string> = { seeded: 'Seeded', typed: 'Typed' };

/** Props: the fields' id prefix, the values and their setters; `autoFocus` puts the focus on the edition. */
export type EngineFieldsProps = {
  id: string;
  edition: Edition;
  onEdition(edition: Edition): void;
  diceMode: DiceMode;
  onDiceMode(mode: DiceMode): void;
  seedText: string;
  onSeedText(text: string): void;
  autoFocus?: boolean;
};

/** The edition, dice and seed fields (the seed only for seeded dice). */
export function EngineFields({ id, edition, onEdition, diceMode, onDiceMode, seedText, onSeedText, autoFocus = false }: EngineFieldsProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-edition`}>Edition</label>
        <ChoiceSelect id={`${id}-edition`} data-autofocus={autoFocus || undefined} options={['v0.8', 'v0.7'] as const} labels={EDITION_LABELS} value={edition} onChoice={onEdition} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-dice`}>Dice</label>
        <ChoiceSelect id={`${id}-dice`} options={['seeded', 'typed'] as const} labels={DICE_LABELS} value={diceMode} onChoice={onDiceMode} />
      </div>
      {diceMode === 'seeded' && (
        <div className="field">
          <label htmlFor={`${id}-seed`}>Seed</label>
          <input id={`${id}-seed`} type="text" inputMode="numeric" value={seedText} onChange={(e) => onSeedText(e.target.value)} />
        </div>
      )}
    </>
  );
}
