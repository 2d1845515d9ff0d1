/**
 * The order of battle's editing buttons (group "Edit the order of battle", umpire's view only):
 * **Add unit…** (a template — NQM battalion, 1418 battalion, battery, tank company, cavalry regiment,
 * headquarters — under the selected unit), **Duplicate unit** (the selected unit and everything under it),
 * **Delete unit…** (the selected unit with its subtree, after a confirmation that counts them) and
 * **Import ORBAT…** (an ORBAT Mapper scenario or a CSV file, reviewed before it is written). Each
 * writes one event, so one Undo takes it back. The dialogs load on demand.
 */
import { lazy, Suspense, useState } from 'react';
import { type CampaignState, duplicatedUnits, subtreeIds, type UnitId } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { errorView } from '../errorText.ts';
import { FormFooter } from '../FormFooter.tsx';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = selectedId ? state.units[selectedId] : undefined;
  const close = () => {
    setOpen(null);
    setError(null);
    setBusy(false);
  };
  const write = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      close();
    } catch (e) {
      const v = errorView(e);
      setError([v.title, ...v.lines].join(' '));
      setBusy(false);
    }
  };
  const duplicate = () => {
    if (!selected) return;
    const units = duplicatedUnits(subtreeIds(state, selected.id).map((id) => state.units[id]!), new Set(Object.keys(state.units)));
    writer.append({ type: 'units.added', v: 1, payload: { units } }, `Duplicated ${selected.name} as ${units[0]!.name}${units.length > 1 ? `, with the ${units.length - 1} units under it` : ''}.`).then(
      () => onSelect(units[0]!.id),
      () => undefined,
    );
  };
  const under = selected ? subtreeIds(state, selected.id).length - 1 : 0;

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
          <OrbatImportDialog state={state} onCancel={close} onImport={(units, notice) => writer.append({ type: 'units.added', v: 1, payload: { units } }, notice).then(close)} />
        </Suspense>
      )}
      {open === 'delete' && selected && (
        <Dialog title={`Delete ${selected.name}?`} onCancel={close}>
          <form
            className="dialog-form"
            onSubmit={(e) => {
              e.preventDefault();
              const ids = subtreeIds(state, selected.id);
              void write(() => writer.append({ type: 'units.deleted', v: 1, payload: { unitIds: ids } }, `Deleted ${selected.name}${under ? ` and the ${under} units under it` : ''}.`));
            }}
          >
            <p>
              {under
                ? `${selected.name} and the ${under} unit${under === 1 ? '' : 's'} under it leave the order of battle.`
                : `${selected.name} leaves the order of battle.`}{' '}
              Undo brings {under ? 'them' : 'it'} back.
            </p>
            {error && (
              <p role="alert" className="field-error">
                {error}
              </p>
            )}
            <FormFooter submit="Delete" busyLabel="Deleting…" busy={busy} onCancel={close} />
          </form>
        </Dialog>
      )}
    </div>
  );
}
