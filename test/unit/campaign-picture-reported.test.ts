/**
 * An unknown enemy as a contact report gives it (docs/RULINGS.md §An unknown enemy as reported): the
 * enemy a unit could not identify is one contact, placed at the centre of the 100 m square (a six-figure
 * reference) where the unidentified enemy stood on average; identified enemy are given as they stood.
 * The umpire's record keeps each unit and its true place; a packet holds the report as said.
 */
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { asReported } from '../../src/campaign/picture/sightings.ts';
import type { EnemySighting } from '../../src/campaign/model/pictureTypes.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { smallScenario } from './campaign-picture-fixture2.ts';

const grid = stateFromScenario(smallScenario).grid;
const proj = gridProjection(grid);
const at = (eastingM: number, northingM: number) => proj.toLonLat({ eastingM, northingM });
const unknown = (unitId: string, e: number, n: number): EnemySighting => ({ unitId, pos: at(e, n), seen: 'ambushed', identified: null });

describe('what a contact report says of the enemy', () => {
  it('gives the unidentified enemy as one contact at the centre of the 100 m square of their mean place', () => {
    const identified: EnemySighting = { unitId: 'de-ir84', pos: at(3000, 3000), seen: 'sighted', identified: { type: 'infantry', echelon: 'battalion' } };
    const said = asReported(grid, [unknown('de-a', 1000, 2000), identified, unknown('de-b', 1030, 2090), unknown('de-c', 1110, 2010)]);
    // Mean (1046.7, 2033.3) lies in the square 1000–1100 E, 2000–2100 N: its centre is (1050, 2050).
    expect(said.length).toBe(2);
    const local = proj.toLocal(said[0]!.pos);
    expect(local.eastingM).toBeCloseTo(1050, 6);
    expect(local.northingM).toBeCloseTo(2050, 6);
    expect(said[0]!.identified).toBeNull();
    expect(said[1]).toEqual(identified);
  });

  it('leaves a report that identified every enemy as it is', () => {
    const s: EnemySighting = { unitId: 'de-x', pos: at(10, 20), seen: 'engaged', identified: { type: 'machineGun', echelon: 'company' } };
    expect(asReported(grid, [s])).toEqual([s]);
  });
});
