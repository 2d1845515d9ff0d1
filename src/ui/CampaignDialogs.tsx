/**
 * The campaign dialogs of the top bar: New campaign (a bundled map and a name), Rename, and the
 * Delete confirmation (`dialog` with "Delete" and "Cancel", ARCHITECTURE.md §Accessible names).
 * Each action is awaited; a refusal (bad name, full store) is shown inside the dialog, which stays
 * open, and the dialog closes only after the store has done the work.
 */
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from './Dialog.tsx';
import type { MapEntry } from './types.ts';
import { FormError, FormFooter } from './FormFooter.tsx';
import { useAction } from './useAction.ts';

/**
 * Props of the New campaign dialog: the bundled maps, `onCreate` (resolves when created and opened),
 * and `onNewMap` (opens the New map form for a map of the umpire's own).
 */
export type NewCampaignDialogProps = { maps: readonly MapEntry[]; onCreate(mapId: string, name: string): Promise<void>; onNewMap(): void; onCancel(): void };

/** New campaign: choose a bundled map, name the campaign, "Create"; or "New map…" for ground of your own. */
export function NewCampaignDialog({ maps, onCreate, onNewMap, onCancel }: NewCampaignDialogProps) {
  const id = useId();
  const [mapId, setMapId] = useState(maps[0]?.id ?? '');
  const [name, setName] = useState(maps[0]?.campaignName ?? '');
  const [nameTouched, setNameTouched] = useState(false);
  const { busy, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => onCreate(mapId, name));
  };
  return (
    <Dialog title="New campaign" onCancel={onCancel}>
      <form onSubmit={submit} className="dialog-form">
        <div className="field">
          <label htmlFor={`${id}-map`}>Map</label>
          <select
            id={`${id}-map`}
            data-autofocus
            value={mapId}
            onChange={(e) => {
              setMapId(e.target.value);
              const m = maps.find((x) => x.id === e.target.value);
              if (m && !nameTouched) setName(m.campaignName);
            }}
          >
            {maps.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameTouched(true);
            }}
          />
        </div>
        <p className="dialog-aside">
          Or make a map of your own ground: grid, terrain from a GeoJSON file, your own order of battle.{' '}
          <button type="button" onClick={onNewMap}>
            New map…
          </button>
        </p>
        <FormError error={error} />
        <FormFooter submit="Create" busyLabel="Creating…" busy={busy} submitDisabled={mapId === ''} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}

/** Props of the Rename dialog. */
export type RenameDialogProps = { current: string; onRename(name: string): Promise<void>; onCancel(): void };

/** Rename: one textbox "Name", "Rename" / "Cancel". */
export function RenameDialog({ current, onRename, onCancel }: RenameDialogProps) {
  const id = useId();
  const [name, setName] = useState(current);
  const { busy, error, run } = useAction();
  return (
    <Dialog title="Rename campaign" onCancel={onCancel}>
      <form
        className="dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => onRename(name));
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} type="text" data-autofocus value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <FormError error={error} />
        <FormFooter submit="Rename" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}

/** Props of the Delete confirmation. */
export type DeleteDialogProps = { name: string; onDelete(): Promise<void>; onCancel(): void };

/** Delete campaign?: "Delete" / "Cancel" (Cancel has the focus). */
export function DeleteDialog({ name, onDelete, onCancel }: DeleteDialogProps) {
  const { busy, error, run } = useAction();
  return (
    <Dialog title="Delete campaign?" onCancel={onCancel}>
      <p>
        “{name}” and its whole event log will be deleted from this browser. Export it first if you may want it
        back.
      </p>
      <FormError error={error} />
      <div className="form-actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void run(onDelete)}>
          Delete
        </button>
        <button type="button" data-autofocus onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
