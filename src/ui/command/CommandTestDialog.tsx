/**
 * The "Command test" dialog (1916 module, `002_0a64821d231c1bbf.txt` §2.1; RULINGS.md §1916): shown
 * before a unit moves while the campaign setting `commandTest1916` is on. Radios "Maneuver" /
 * "Assault" (group "Column"), the surviving modifiers (a checkbox each, a count textbox for HQ hits
 * and consecutive assaults, each named by the modifier's label; those the campaign shows proposed, with why:
 * `proposeCommandModifiers`), the target from the settings
 * (marked *assumed* while it is the default), textbox "Die" with button "Roll" (a fair D6 from
 * `crypto.getRandomValues`) or a typed die, the result with its arithmetic (`status` "Command test
 * result"), and "Record test", which writes one `command.tested` event: the fold moves the unit to
 * the drop point only when the test passed.
 */
import { useId, useState } from 'react';
import { proposeCommandModifiers, settingsOf, type CampaignState, type UnitId } from '../../campaign/index.ts';
import { COMMAND_TEST_MODIFIERS, type CommandTestColumn } from '../../rules/tables/commandTest1916.ts';
import type { LonLat } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { positionRef } from '../GridRefField.tsx';
import { GRADE_WORDS } from '../labels.ts';
import { commandTestedDraft, emptyTestDraft, evaluateTest, rollD6, targetIsAssumed, type TestDraft } from './commandTestModel.ts';
import { MissingUnitDialog } from './MissingUnitDialog.tsx';
import { useDeskWrite } from './useDeskWrite.ts';
import './command.css';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the state, the unit about to move, where to, the writer, and `onClose`; `roll` replaces the die (tests). */
export type CommandTestDialogProps = {
  state: CampaignState;
  unitId: UnitId;
  to: LonLat;
  writer: DeskWriter;
  onClose(): void;
  roll?: () => number;
};

const COLUMN_LABEL: Readonly<Record<CommandTestColumn, string>> = { maneuver: 'Maneuver', assault: 'Assault' };

/** The grid reference of `to` (8 figures), or the grid's message when it is off the map (`positionRef`). */
function refOf(state: CampaignState, to: LonLat): string {
  const { ref, problem } = positionRef(state.grid, to);
  return problem ?? ref;
}

/** The dialog. */
export function CommandTestDialog({ state, unitId, to, writer, onClose, roll = rollD6 }: CommandTestDialogProps) {
  const id = useId();
  const unit = state.units[unitId];
  const settings = settingsOf(state);
  const [proposal] = useState(() => proposeCommandModifiers(state, unitId));
  const [draft, setDraft] = useState<TestDraft>(() => emptyTestDraft(proposal.counts));
  const { busy, error, setError, write } = useDeskWrite(writer);
  if (!unit) return <MissingUnitDialog title="Command test" unitId={unitId} onClose={onClose} />;
  const outcome = evaluateTest(unit, settings, draft);
  const target = settings.commandTestTargets[unit.grade][draft.column];
  const assumed = targetIsAssumed(settings, unit.grade, draft.column);
  const set = (patch: Partial<TestDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const setCount = (mid: keyof TestDraft['counts'], v: string) => setDraft((d) => ({ ...d, counts: { ...d.counts, [mid]: v } }));
  const ref = refOf(state, to);

  const record = async () => {
    if (busy || 'problem' in outcome) return;
    const notice = outcome.passed
      ? `${unit.shortName} passed the command test (${outcome.arithmetic}) and moves to ${ref}`
      : `${unit.shortName} failed the command test (${outcome.arithmetic}) and stays put`;
    if (await write(commandTestedDraft(unit.id, draft.column, outcome, to), notice)) onClose();
  };

  return (
    <Dialog title="Command test" onCancel={onClose}>
      <form
        className="dialog-form command-test-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void record();
        }}
      >
        <p>
          {unit.name} (grade {unit.grade} — {GRADE_WORDS[unit.grade]}) is to move to {ref}. 1916 command chart (002 §2.1): roll one die; it moves
          only if the die with its modifiers reaches the target.
        </p>
        <fieldset className="command-fieldset">
          <legend>Column</legend>
          {(['maneuver', 'assault'] as const).map((c) => (
            <label key={c} className="command-radio">
              <input type="radio" name={`${id}-column`} value={c} checked={draft.column === c} onChange={() => set({ column: c })} />{' '}
              {COLUMN_LABEL[c]}
            </label>
          ))}
        </fieldset>
        <fieldset className="command-fieldset">
          <legend>Modifiers</legend>
          <p className="field-note" aria-label="Modifiers proposed">
            {proposal.why.length > 0 ? `Proposed from the campaign: ${proposal.why.join('; ')}. Check them: HQ hits are yours to count.` : 'None seen in the campaign (HQ hits are yours to count).'}
          </p>
          {COMMAND_TEST_MODIFIERS.map((m) =>
            m.perCount ? (
              <div key={m.id} className="field command-count">
                <label htmlFor={`${id}-${m.id}`}>{m.label}</label>
                <input
                  id={`${id}-${m.id}`}
                  type="text"
                  inputMode="numeric"
                  value={draft.counts[m.id]}
                  onChange={(e) => setCount(m.id, e.target.value)}
                />
                <span className="muted">{m.points} each</span>
              </div>
            ) : (
              <div key={m.id} className="field field-check">
                <input
                  id={`${id}-${m.id}`}
                  type="checkbox"
                  checked={draft.counts[m.id] === '1'}
                  onChange={(e) => setCount(m.id, e.target.checked ? '1' : '0')}
                />
                <label htmlFor={`${id}-${m.id}`}>{m.label}</label>
                <span className="muted">{m.points}</span>
              </div>
            ),
          )}
        </fieldset>
        <p className="command-target">
          Target ({COLUMN_LABEL[draft.column]}, grade {unit.grade}): {target} or more{' '}
          <span className={assumed ? 'command-assumed' : 'muted'}>{assumed ? '(assumed: the seed’s chart is lost)' : '(set by the umpire)'}</span>
        </p>
        <div className="field">
          <label htmlFor={`${id}-die`}>Die</label>
          <div className="inline-row">
            <input
              id={`${id}-die`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              data-autofocus
              value={draft.dieText}
              placeholder="1–6"
              onChange={(e) => set({ dieText: e.target.value })}
            />
            <button type="button" onClick={() => set({ dieText: String(roll()) })}>
              Roll
            </button>
          </div>
        </div>
        <p role="status" aria-label="Command test result" className={`command-result${'problem' in outcome ? '' : outcome.passed ? ' is-passed' : ' is-failed'}`}>
          {'problem' in outcome ? outcome.problem : outcome.arithmetic}
        </p>
        <FormFooter error={error} submit="Record test" busy={busy} submitDisabled={'problem' in outcome} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
