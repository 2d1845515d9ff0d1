/**
 * The "Command relations" dialog of one unit (opened from its ORBAT row with C, or the unit panel's
 * "Command relations…" button): combobox "Under command of" (the HQs it may come under first, then
 * the rest of its side), combobox "Support" (None / In Direct Support / In Support) and combobox
 * "Supported unit". "Save" checks the relation with `checkCommandRelation`
 * (`src/campaign/command/commandEvents.ts`) and shows its message in an `alert`, writing nothing; a valid
 * change is one `unit.commandSet` event through the desk's writer. NQM 004 §ORDER OF BATTLE.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { checkCommandRelation, type CampaignState, type UnitId } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { ECHELON_ABBR } from '../labels.ts';
import {
  commandSetDraft,
  parentChoices,
  relationDraftOf,
  relationNotice,
  relationOfDraft,
  sameRelation,
  SUPPORT_LABEL,
  supportChoices,
  type RelationDraft,
} from './relationModel.ts';
import { MissingUnitDialog } from './MissingUnitDialog.tsx';
import { UnitOptions } from './UnitOptions.tsx';
import { useDeskWrite } from './useDeskWrite.ts';
import './command.css';
import { FormFooter } from '../FormFooter.tsx';

/**
 * Props: the state, the unit, the desk's writer and `onClose` (after a write or on Cancel).
 * `proposedParentId` (a tree row dropped on another): start with that HQ chosen (when it is of the
 * unit's side) and show at once why it cannot be (or `initialError`, e.g. the store's refusal).
 */
export type CommandRelationDialogProps = {
  state: CampaignState;
  unitId: UnitId;
  writer: DeskWriter;
  onClose(): void;
  proposedParentId?: UnitId;
  initialError?: string;
};

/** The dialog. */
export function CommandRelationDialog({ state, unitId, writer, onClose, proposedParentId, initialError }: CommandRelationDialogProps) {
  const id = useId();
  const unit = state.units[unitId];
  const [draft, setDraft] = useState<RelationDraft>(() => {
    if (!unit) return { parentId: '', relation: '', toId: '' };
    const d = relationDraftOf(unit);
    return proposedParentId !== undefined && state.units[proposedParentId]?.side === unit.side ? { ...d, parentId: proposedParentId } : d;
  });
  const { busy, error, setError, write } = useDeskWrite(writer, () => {
    if (initialError !== undefined) return initialError;
    return unit && proposedParentId !== undefined ? checkCommandRelation(state, unit.id, proposedParentId, unit.support ?? null) : null;
  });
  const parents = useMemo(() => (unit ? parentChoices(state, unit.id) : { possible: [], others: [] }), [state.units, state.unitOrder, unit]);
  const supported = useMemo(() => (unit ? supportChoices(state, unit.id) : { own: [], enemy: [] }), [state.units, state.unitOrder, unit]);

  if (!unit) return <MissingUnitDialog title="Command relations" unitId={unitId} onClose={onClose} />;

  const set = (patch: Partial<RelationDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const isTop = unit.parentId === undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const r = relationOfDraft(draft);
    if ('problem' in r) {
      setError(r.problem);
      return;
    }
    const problem = checkCommandRelation(state, unit.id, r.parentId, r.support);
    if (problem !== null) {
      setError(problem);
      return;
    }
    if (sameRelation(unit, r.parentId, r.support)) {
      onClose();
      return;
    }
    if (await write(commandSetDraft(unit.id, r.parentId, r.support), relationNotice(state, unit, r.parentId, r.support))) onClose();
  };

  return (
    <Dialog title="Command relations" onCancel={onClose}>
      <form className="dialog-form command-relation-form" onSubmit={submit} noValidate>
        <p className="command-unit-line">
          {unit.name} <span className="muted">({ECHELON_ABBR[unit.echelon]})</span>
        </p>
        <div className="field">
          <label htmlFor={`${id}-parent`}>Under command of</label>
          <select id={`${id}-parent`} data-autofocus value={draft.parentId} disabled={isTop} onChange={(e) => set({ parentId: e.target.value })}>
            {isTop ? (
              <option value="">None (top formation of its side)</option>
            ) : (
              <>
                <optgroup label="HQs it may come under">
                  <UnitOptions units={parents.possible} />
                </optgroup>
                {parents.others.length > 0 && (
                  <optgroup label="Other units of its side">
                    <UnitOptions units={parents.others} />
                  </optgroup>
                )}
              </>
            )}
          </select>
          {isTop && <p className="field-note">A side’s top formation stays under no HQ.</p>}
        </div>
        <div className="field">
          <label htmlFor={`${id}-support`}>Support</label>
          <select
            id={`${id}-support`}
            value={draft.relation}
            onChange={(e) => set({ relation: e.target.value as RelationDraft['relation'], ...(e.target.value === '' ? { toId: '' } : {}) })}
          >
            <option value="">None</option>
            <option value="inDirectSupport">{SUPPORT_LABEL.inDirectSupport}</option>
            <option value="inSupport">{SUPPORT_LABEL.inSupport}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>Supported unit</label>
          <select id={`${id}-to`} value={draft.toId} disabled={draft.relation === ''} onChange={(e) => set({ toId: e.target.value })}>
            <option value="">— choose —</option>
            <optgroup label={state.sides[unit.side].name}>
              <UnitOptions units={supported.own} />
            </optgroup>
            <optgroup label={`${state.sides[unit.side === 'blue' ? 'red' : 'blue'].name} (other side)`}>
              <UnitOptions units={supported.enemy} />
            </optgroup>
          </select>
        </div>
        <FormFooter error={error} submit="Save" busyLabel="Saving…" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
