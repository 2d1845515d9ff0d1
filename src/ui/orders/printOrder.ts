/**
 * "Print order": marks the page so that the print stylesheet (orders.css, `@media print`) shows only
 * the order sheet (`.order-sheet`) on A4, opens the browser's print dialog, and clears the mark when
 * printing is over (`afterprint`) or when the sheet leaves the page (`clearOrderPrint`).
 */

/** The class on `<body>` while an order sheet is being printed. */
export const PRINT_ORDER_CLASS = 'printing-order';

/** Print the order sheet on show: add `PRINT_ORDER_CLASS` to the body, call `win.print()`, remove it after printing. Rethrows a failure of `print`, having removed the class. */
export function printOrderSheet(win: Window = window): void {
  const body = win.document.body;
  const done = () => {
    body.classList.remove(PRINT_ORDER_CLASS);
    win.removeEventListener('afterprint', done);
  };
  body.classList.add(PRINT_ORDER_CLASS);
  win.addEventListener('afterprint', done);
  try {
    win.print();
  } catch (e) {
    done();
    throw e;
  }
}

/** Remove the print mark (the sheet is gone: printing the page again prints the page). */
export function clearOrderPrint(doc: Document = document): void {
  doc.body.classList.remove(PRINT_ORDER_CLASS);
}
