/**
 * Several grid systems on one map (src/rules/grid.ts, `GridDef.others`): Cambrai's numeric grid with
 * trench-map sheets 57c and 57b as fitted by maps/tools/fit-trench-sheets.ts. References in any system
 * are read; what is written stays in the primary; a reference no system reads is named with the map's
 * systems; the fit itself is what the checked-in file says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formatGridRef, gridRefSquareBounds, gridRefToLocal, gridRefToPoint, pointGridRefs, pointToGridRef } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { YARD_M } from '../../src/rules/trenchRef.ts';
import type { GridDef } from '../../src/rules/types.ts';
import { gridSchema } from '../../src/campaign/model/schemaParts.ts';
import { stillTyping } from '../../src/ui/GridRefField.tsx';
import { pointerOthersText } from '../../src/map/MapTools.tsx';
import { csvSquares, fitTrenchSheets, trenchSheetsJson, TRENCH_SHEETS_PATH } from '../../maps/tools/fit-trench-sheets.ts';
import scenario from '../../maps/cambrai-1917/scenario.json' with { type: 'json' };

const CAMBRAI = scenario.grid as GridDef;
const [SHEET_57C, SHEET_57B] = CAMBRAI.others!;

const metres = (a: { lon: number; lat: number }, b: { lon: number; lat: number }) => {
  const p = gridProjection(CAMBRAI);
  const la = p.toLocal(a);
  const lb = p.toLocal(b);
  return Math.hypot(la.eastingM - lb.eastingM, la.northingM - lb.northingM);
};

describe('Cambrai: a numeric grid with trench-map sheets 57c and 57b', () => {
  it('carries both sheets beside its numeric grid, 36,000 × 24,000 yards each, 57b east of 57c', () => {
    expect(CAMBRAI.scheme).toBe('numeric');
    expect(CAMBRAI.others!.map((g) => `${g.scheme} ${g.sheet}`)).toEqual(['trench 57c', 'trench 57b']);
    expect(SHEET_57C!.widthM).toBeCloseTo(36_000 * YARD_M, 1);
    expect(SHEET_57C!.heightM).toBeCloseTo(24_000 * YARD_M, 1);
    // 57c's south-east corner is 57b's south-west corner.
    const se57c = gridProjection(SHEET_57C!).toLonLat({ eastingM: SHEET_57C!.widthM, northingM: 0 });
    expect(metres(se57c, { lon: SHEET_57B!.originLon, lat: SHEET_57B!.originLat })).toBeLessThan(0.5);
  });

  it('reads a trench-map reference anywhere a numeric one is read, and writes the numeric one', () => {
    // Gauche Wood: 57c X 1 c, X 1 d, X 2 c (ww1-trenches.csv); X.1.d is the middle of the three.
    const wood = gridRefToPoint(CAMBRAI, '57c.X.1.d');
    const sheetOwn = gridRefToPoint(SHEET_57C!, '57c.X.1.d');
    expect(wood).toEqual(sheetOwn);
    expect(formatGridRef(CAMBRAI, 'x 1 d')).toBe('57c.X.1.d');
    expect(pointToGridRef(CAMBRAI, wood, 8)).toMatch(/^\d{8}$/);
    // The square's corners are the sheet's own square, 500 yards a side.
    const [sw, se] = gridRefSquareBounds(CAMBRAI, '57c.X.1.d');
    expect(metres(sw, se)).toBeCloseTo(500 * YARD_M, 0);
    // In the primary's metres, the corner the sheet gives.
    const local = gridRefToLocal(CAMBRAI, '57c.X.1.d');
    const expected = gridProjection(CAMBRAI).toLocal(sw);
    expect(local.eastingM).toBeCloseTo(expected.eastingM, 6);
    expect(local.sizeM).toBeCloseTo(500 * YARD_M, 6);
    // The numeric grid is still read first.
    expect(formatGridRef(CAMBRAI, '107085')).toBe('107 085');
  });

  it('takes a reference without its sheet on the sheet that puts it on the map', () => {
    // Cambrai town lies on 57b (A and G squares); A.1 of 57c is north-west of the map, off it.
    const town = gridRefToPoint(CAMBRAI, '57b.A.8');
    expect(formatGridRef(CAMBRAI, 'A.8')).toBe('57b.A.8');
    expect(gridRefToPoint(CAMBRAI, 'A.8')).toEqual(town);
  });

  it('names a reference on a sheet but off the map, and one no system reads', () => {
    expect(() => gridRefToPoint(CAMBRAI, '57c.A.1')).toThrow(/"57c\.A\.1" is on trench map 57c but off this map: the map covers 0000 to 2724/);
    expect(() => gridRefToPoint(CAMBRAI, 'Bourlon')).toThrow(
      /"Bourlon" has characters other than figures.*This map also takes trench map 57c \(e\.g\. 57c\.R\.14\.b\.5\.3\) or trench map 57b \(e\.g\. 57b\.R\.14\.b\.5\.3\)\./,
    );
    // A numeric reference with the wrong figures is refused in the numeric grid's words.
    expect(() => gridRefToPoint(CAMBRAI, '10708')).toThrow(/has 5 figures: use 4, 6, 8 or 10/);
  });

  it('gives the pointer in every system that covers it', () => {
    const inBoth = gridRefToPoint(CAMBRAI, '57c.X.1.d.5.5');
    const refs = pointGridRefs(CAMBRAI, inBoth);
    expect(refs.map((r) => r.system)).toEqual(['Numeric grid', 'Trench map 57c']);
    expect(refs[1]!.ref).toBe('57c.X.1.d.5.5');
    expect(pointerOthersText(CAMBRAI, inBoth)).toBe('57c.X.1.d.5.5');
    // The map's north edge lies beyond both sheets (on sheet 51b): the numeric grid alone.
    const north = gridProjection(CAMBRAI).toLonLat({ eastingM: 14_000, northingM: 24_500 });
    expect(pointGridRefs(CAMBRAI, north).map((r) => r.system)).toEqual(['Numeric grid']);
  });

  it('round trips points across both sheets through the map’s grid to 5 yards', () => {
    const proj = gridProjection(CAMBRAI);
    for (let e = 500; e < CAMBRAI.widthM; e += 2_300) {
      for (let n = 300; n < CAMBRAI.heightM; n += 1_900) {
        const p = proj.toLonLat({ eastingM: e, northingM: n });
        for (const sheet of CAMBRAI.others!) {
          let ref: string;
          try {
            ref = pointToGridRef(sheet, p, 4);
          } catch {
            continue;
          }
          expect(metres(gridRefToPoint(CAMBRAI, ref), p)).toBeLessThanOrEqual(5 * YARD_M * Math.SQRT1_2 + 0.01);
        }
      }
    }
  });

  it('does not refuse a reference in another system while it is still being typed', () => {
    expect(stillTyping(CAMBRAI, '57c.X')).toBe(true);
    expect(stillTyping(CAMBRAI, '107')).toBe(true);
    expect(stillTyping(CAMBRAI, 'Bourlon')).toBe(false);
  });
});

describe('the fit of sheets 57c and 57b (maps/tools/fit-trench-sheets.ts)', () => {
  it('reads the list’s squares, shorthand included', () => {
    expect(csvSquares('X 1 c,X 1 d,X 2 c')).toEqual(['X.1.c', 'X.1.d', 'X.2.c']);
    expect(csvSquares('W 17 a 0.5')).toEqual(['W.17.a.0.5']);
    expect(csvSquares('J 21 c, d, 27 a')).toEqual(['J.21.c', 'J.21.d', 'J.27.a']);
    expect(csvSquares('J 21 a 25.65')).toEqual(['J.21.a.25.65']);
    expect(() => csvSquares('X 1 c 9')).toThrow(/cannot read the trench-map square "X 1 c 9"/);
  });

  it('is the checked-in fit, on the Villers-Guislain places, with the residuals SOURCES.md gives', () => {
    expect(readFileSync(TRENCH_SHEETS_PATH, 'utf8')).toBe(trenchSheetsJson());
    const fit = fitTrenchSheets();
    expect(fit.grids).toEqual(CAMBRAI.others);
    expect(fit.places.map((p) => p.name)).toEqual(['Revelon [farm]', 'Quentin Redoubt', 'Gauche Wood', 'Somme Alley']);
    expect(fit.places.every((p) => p.commune === 'Villers-Guislain')).toBe(true);
    const byName = Object.fromEntries(fit.places.map((p) => [p.name, p]));
    expect(byName['Gauche Wood']!.residualM).toBe(0);
    expect(byName['Quentin Redoubt']!.outsideCommuneM).toBe(0);
    expect(byName['Somme Alley']!.outsideCommuneM).toBe(0);
    expect(byName['Revelon [farm]']!.outsideCommuneM).toBe(725);
  });
});

describe('the grid in a campaign file', () => {
  it('keeps other systems, and refuses one that carries others of its own', () => {
    expect(v.parse(gridSchema, CAMBRAI)).toEqual(CAMBRAI);
    const nested = { ...CAMBRAI, others: [{ ...SHEET_57C!, others: [] }] };
    expect(v.safeParse(gridSchema, nested).success).toBe(false);
    const unnamed = { ...CAMBRAI, others: [{ ...SHEET_57C!, sheet: undefined }] };
    expect(v.safeParse(gridSchema, unnamed).issues?.[0]?.message).toMatch(/a trench-map grid names its sheet/);
  });
});
