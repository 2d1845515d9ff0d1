/**
 * A small modal dialog (`role="dialog"`, `aria-modal`), labelled by its title — React Aria's
 * `useDialog` and `FocusScope`: Tab stays inside, and on close focus returns where it was. On open it
 * focuses the element marked `data-autofocus` (or the first control); Escape cancels. The App hides
 * the rest of the page (`inert`, `aria-hidden`) while a dialog is open, so its buttons are the only
 * ones with their names.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FocusScope, useDialog, useFocusManager } from 'react-aria';

/** Props: the title (names the dialog), the content, the cancel action (Escape), and whether it is a wide form (scrolls within the window). */
export type DialogProps = { title: string; children: ReactNode; onCancel(): void; wide?: boolean };

/** The dialog with its backdrop. */
export function Dialog(props: DialogProps) {
  return (
    <div className="dialog-backdrop">
      <FocusScope contain restoreFocus>
        <DialogBox {...props} />
      </FocusScope>
    </div>
  );
}

function DialogBox({ title, children, onCancel, wide = false }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps } = useDialog({ role: 'dialog' }, box);
  const focus = useFocusManager();
  useEffect(() => {
    // The control a form marks to start on (a dialog's first field, or Cancel before a deletion),
    // else the first control.
    const marked = box.current?.querySelector<HTMLElement>('[data-autofocus]');
    if (marked) marked.focus();
    else focus?.focusFirst({ tabbable: true });
    // Once, on open: the dialog's first focus (the focus manager is stable for the dialog's life).
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onCancel();
  };
  return (
    <div {...dialogProps} ref={box} aria-modal="true" className={wide ? 'dialog dialog--wide' : 'dialog'} onKeyDown={onKeyDown}>
      <h2 {...titleProps}>{title}</h2>
      {children}
    </div>
  );
}
