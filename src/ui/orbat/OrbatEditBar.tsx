/**
 * The order of battle's editing buttons (group "Edit the order of battle", umpire's view only):
 * **Add unit…** (a template — NQM battalion, 1418 battalion, battery, tank company, cavalry regiment,
 * headquarters — under the selected unit), **Duplicate unit** (the selected unit and everything under it),
 * **Delete unit…** (the selected unit with its subtree, after a confirmation that counts them) and
 * **Import ORBAT…** (an ORBAT Mapper scenario or a CSV file, reviewed before it is written). Each
 * writes one action (an import of more than 5,000 units several events), so one Undo takes it back.
 * The dialogs load on demand.
 */
import { lazy, Suspense, useState } from 'react';
import { type CampaignState, duplicatedUnits, MAX_UNITS_ADDED, subtreeIds, type Unit, type UnitId } from '../../campaign/index.ts';
import type { DeskEventInput, DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { FormFooter } from '../FormFooter.tsx';
import { useAction } from '../useAction.ts';

const AddUnitDialog = lazy(() => import('./AddUnitDialog.tsx'));
const OrbatImportDialog = lazy(() => import('./OrbatImportDialog.tsx'));

/** Props: the campaign, the selected unit, the desk's writer, and what to select after an add. */
export type OrbatEditBarProps = { state: CampaignState; selectedId: UnitId | null; writer: DeskWriter; onSelect(id: UnitId): void };

type Open = 'add' | 'delete' | 'import' | null;

const loading = (title: string, onCancel: () => void) => (
  <Dialog title={title} onCancel={onCancel}>
    <p role="status">Loading the form…</p>
  </Dialog>
);

/** The editing buttons and their dialogs (see the module note). */
export function OrbatEditBar({ state, selectedId, writer, onSelect }: OrbatEditBarProps) {
  const [open, setOpen] = useState<Open>(null);
  const selected = selectedId ? state.units[selectedId] : undefined;
  const close = () => setOpen(null);
  const duplicate = () => {
    if (!selected) return;
    const units = duplicatedUnits(subtreeIds(state, selected.id).map((id) => state.units[id]!), new Set(Object.keys(state.units)));
    writer.append({ type: 'units.added', v: 1, payload: { units } }, `Duplicated ${selected.name} as ${units[0]!.name}${units.length > 1 ? `, with the ${units.length - 1} units under it` : ''}.`).then(
      () => onSelect(units[0]!.id),
      () => undefined,
    );
  };

  return (
    <div className="orbat-edit" role="group" aria-label="Edit the order of battle">
      <button type="button" onClick={() => setOpen('add')}>
        Add unit…
      </button>
      <button type="button" disabled={!selected} onClick={duplicate} title={selected ? `Duplicate ${selected.name}` : 'Select a unit to duplicate'}>
        Duplicate unit
      </button>
      <button type="button" disabled={!selected} onClick={() => setOpen('delete')} title={selected ? `Delete ${selected.name}` : 'Select a unit to delete'}>
        Delete unit…
      </button>
      <button type="button" onClick={() => setOpen('import')}>
        Import ORBAT…
      </button>
      {open === 'add' && (
        <Suspense fallback={loading('Add unit', close)}>
          <AddUnitDialog
            state={state}
            parentId={selectedId}
            onCancel={close}
            onAdd={(units, notice) =>
              writer.append({ type: 'units.added', v: 1, payload: { units } }, notice).then(() => {
                close();
                onSelect(units[0]!.id);
              })
            }
          />
        </Suspense>
      )}
      {open === 'import' && (
        <Suspense fallback={loading('Import an order of battle', close)}>
          <OrbatImportDialog state={state} onCancel={close} onImport={(units, notice) => addUnits(writer, units, notice).then(close)} />
        </Suspense>
      )}
      {open === 'delete' && selected && <DeleteUnitDialog state={state} unitId={selected.id} writer={writer} onClose={close} />}
    </div>
  );
}

/** Delete…'s confirmation: how many units go with the unit, then one `units.deleted` (refusals shown). */
function DeleteUnitDialog({ state, unitId, writer, onClose }: { state: CampaignState; unitId: UnitId; writer: DeskWriter; onClose(): void }) {
  const { busy, error, run } = useAction();
  const unit = state.units[unitId]!;
  const ids = subtreeIds(state, unitId);
  const under = ids.length - 1;
  return (
    <Dialog title={`Delete ${unit.name}?`} onCancel={onClose}>
      <form
        className="dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => writer.append({ type: 'units.deleted', v: 1, payload: { unitIds: ids } }, `Deleted ${unit.name}${under ? ` and the ${under} units under it` : ''}.`).then(onClose));
        }}
      >
        <p>
          {under ? `${unit.name} and the ${under} unit${under === 1 ? '' : 's'} under it leave the order of battle.` : `${unit.name} leaves the order of battle.`} Undo brings{' '}
          {under ? 'them' : 'it'} back.
        </p>
        <FormFooter error={error} submit="Delete" busyLabel="Deleting…" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Write `units` as one `units.added`, or — more than one event holds — as several of `MAX_UNITS_ADDED` in one action (parents come first, so each part's parents are already in). */
function addUnits(writer: DeskWriter, units: Unit[], notice: string): Promise<unknown> {
  if (units.length <= MAX_UNITS_ADDED) return writer.append({ type: 'units.added', v: 1, payload: { units } }, notice);
  if (!writer.appendAll) return Promise.reject(new Error(`this desk cannot write more than ${MAX_UNITS_ADDED} units at once`));
  const parts: DeskEventInput[] = [];
  for (let i = 0; i < units.length; i += MAX_UNITS_ADDED) parts.push({ type: 'units.added', v: 1, payload: { units: units.slice(i, i + MAX_UNITS_ADDED) } });
  return writer.appendAll(parts, notice);
}
