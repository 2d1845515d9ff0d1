/**
 * Writing high-command sheets through the desk (`DeskWriter`), one event per change:
 * `sheet.saved` with the whole sheet, or `sheet.deleted`. Changes are queued and each one is applied
 * to the newest stored state (`useQueuedWriter`), so two quick changes never overwrite each other. A
 * refusal (the model's `RangeError`, the store's error) is kept as `error`.
 */
import { useCallback } from 'react';
import type { CampaignState, HighCommandSheet } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { useQueuedWriter } from './useQueuedWriter.ts';

/** A change to one sheet: given the campaign and the sheet as stored now, the sheet to save. */
export type SheetChange = (state: CampaignState, sheet: HighCommandSheet) => HighCommandSheet;

/** What `useSheetWriter` gives a screen. */
export type SheetWriter = {
  /** Save a new or whole sheet made from the newest state. */
  create(make: (state: CampaignState) => HighCommandSheet, notice: string): Promise<boolean>;
  /** Apply `change` to sheet `sheetId` as stored when its turn comes, and save it. */
  update(sheetId: string, change: SheetChange, notice: string): Promise<boolean>;
  /** Delete sheet `sheetId`. */
  remove(sheetId: string, notice: string): Promise<boolean>;
  /** The last refusal, as text (null when the last write went through). */
  error: string | null;
  clearError(): void;
};

/** The hook. `state` is the campaign as the desk shows it now. */
export function useSheetWriter(state: CampaignState, writer: DeskWriter): SheetWriter {
  const { run, error, clearError } = useQueuedWriter(state);

  const create = useCallback<SheetWriter['create']>(
    (make, notice) => run((s) => writer.append({ type: 'sheet.saved', v: 1, payload: { sheet: make(s) } }, notice), 'Could not create the sheet'),
    [run, writer],
  );
  const update = useCallback<SheetWriter['update']>(
    (sheetId, change, notice) =>
      run((s) => {
        const sheet = s.sheets?.[sheetId];
        if (!sheet) throw new RangeError(`sheet "${sheetId}" is no longer in the campaign`);
        return writer.append({ type: 'sheet.saved', v: 1, payload: { sheet: change(s, sheet) } }, notice);
      }, 'Could not change the sheet'),
    [run, writer],
  );
  const remove = useCallback<SheetWriter['remove']>(
    (sheetId, notice) => run((s) => writer.append({ type: 'sheet.deleted', v: 1, payload: { sheetId } }, notice), 'Could not delete the sheet'),
    [run, writer],
  );
  return { create, update, remove, error, clearError };
}

/** The id of a new sheet: `sheet-<next seq>`, skipping ids in use. */
export function nextSheetId(state: CampaignState): string {
  let n = state.seq + 1;
  while (state.sheets?.[`sheet-${n}`]) n++;
  return `sheet-${n}`;
}

/** A CSV file name for a sheet title: characters file systems refuse replaced by `_`, then `.csv` ("Day 1: 180 Bde" → "Day 1_ 180 Bde.csv"). */
export function sheetFileName(title: string): string {
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || 'high-command-sheet';
  return `${safe}.csv`;
}
