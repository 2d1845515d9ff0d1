/**
 * The desk's Undo and Redo keys: Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo. While a text
 * field has the focus the keys are the field's own (undoing typing), so the desk leaves them alone.
 */
import { useEffect, useRef } from 'react';

/** What each key does; a handler may do nothing (nothing to undo, the desk is busy). */
export type UndoKeyHandlers = { undo(): void; redo(): void };

/** Whether a key event belongs to a field that edits text (inputs other than buttons and boxes, text areas, editable elements). */
export function isTextEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/** Which desk command a key press asks for, or null. */
export function undoKeyOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

/** Listen for the keys on the window while `enabled` (no dialog open). */
export function useUndoKeys(enabled: boolean, handlers: UndoKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const which = undoKeyOf(e);
      if (!which || isTextEditing(e.target)) return;
      e.preventDefault();
      latest.current[which]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
