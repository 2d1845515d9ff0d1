/**
 * Boxes on screen in a uniform grid of cells, to ask quickly whether a new box would overlap one
 * already there: the unit layer places a label only where it covers no symbol and no other label
 * (labels that would collide give way, as place names on a printed map do).
 */

/** Side of a cell, CSS px: about a symbol's width, so a box covers a few cells. */
const CELL_PX = 48;

/** A set of boxes `[x0, y0, x1, y1]` (CSS px, x0 ≤ x1, y0 ≤ y1) that answers overlap queries. */
export class BoxGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly coords: number[] = [];

  /** Add a box. */
  add(x0: number, y0: number, x1: number, y1: number): void {
    const id = this.coords.length / 4;
    this.coords.push(x0, y0, x1, y1);
    this.eachCell(x0, y0, x1, y1, (key) => {
      const list = this.cells.get(key);
      if (list) list.push(id);
      else this.cells.set(key, [id]);
    });
  }

  /** Whether the box overlaps (shares more than an edge with) any box added. */
  overlaps(x0: number, y0: number, x1: number, y1: number): boolean {
    let hit = false;
    const c = this.coords;
    this.eachCell(x0, y0, x1, y1, (key) => {
      if (hit) return;
      for (const id of this.cells.get(key) ?? []) {
        const j = id * 4;
        if (x0 < c[j + 2]! && x1 > c[j]! && y0 < c[j + 3]! && y1 > c[j + 1]!) {
          hit = true;
          return;
        }
      }
    });
    return hit;
  }

  private eachCell(x0: number, y0: number, x1: number, y1: number, visit: (key: number) => void): void {
    const cx0 = Math.floor(x0 / CELL_PX);
    const cx1 = Math.floor(x1 / CELL_PX);
    const cy0 = Math.floor(y0 / CELL_PX);
    const cy1 = Math.floor(y1 / CELL_PX);
    // Cells keyed as one number: screens are far narrower than 2^16 cells.
    for (let cy = cy0; cy <= cy1; cy++) for (let cx = cx0; cx <= cx1; cx++) visit((cy + 32768) * 65536 + (cx + 32768));
  }
}
