/**
 * What a unit's dialog shows when its unit has left the campaign meanwhile (an undo, another
 * window): the dialog's title, an `alert` naming the unit id, and "Close".
 */
import { Dialog } from '../Dialog.tsx';

/** Props: the dialog's title, the missing unit's id and `onClose`. */
export type MissingUnitDialogProps = { title: string; unitId: string; onClose(): void };

/** The dialog. */
export function MissingUnitDialog({ title, unitId, onClose }: MissingUnitDialogProps) {
  return (
    <Dialog title={title} onCancel={onClose}>
      <p role="alert" className="field-error">
        The unit “{unitId}” is no longer in this campaign.
      </p>
      <div className="form-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
