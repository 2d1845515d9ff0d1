/**
 * The sea closed from OpenStreetMap coastline ways (land on the left, water on the right), cut at an
 * extract's edge: a straight coast, a coast in two ways, a fjord, islands.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { seaFromCoastline, type LonLatBox } from '../../src/campaign/ground/coastline.ts';

/** The sea's polygons, every chain closed. */
const seas = (ways: Position[][], box: LonLatBox) => {
  const r = seaFromCoastline(ways, box);
  expect(r.unclosed).toBe(0);
  return r.seas;
};

const BOX: LonLatBox = [0, 0, 10, 10];
const wet = (sea: Polygon[], p: Position) => sea.some((poly) => booleanPointInPolygon(p, poly));
const area2 = (ring: Position[]) => ring.slice(1).reduce((s, p, i) => s + ring[i]![0]! * p[1]! - p[0]! * ring[i]![1]!, 0);

describe('the sea from the coastline', () => {
  it('closes a coast crossing the box along the edge on its water side (right of the way)', () => {
    // Eastward along y≈5: the water is on the right, to the south.
    const sea = seas([[[0, 5], [5, 4], [10, 5]]], BOX);
    expect(sea).toEqual([{ type: 'Polygon', coordinates: [[[0, 5], [5, 4], [10, 5], [10, 0], [0, 0], [0, 5]]] }]);
    expect(area2(sea[0]!.coordinates[0]!)).toBeLessThan(0); // clockwise: the water inside
    expect([wet(sea, [5, 1]), wet(sea, [5, 8])]).toEqual([true, false]);
    // The same coast drawn the other way round puts the sea to the north.
    const north = seas([[[10, 5], [5, 4], [0, 5]]], BOX);
    expect([wet(north, [5, 1]), wet(north, [5, 8])]).toEqual([false, true]);
  });

  it('joins a coast cut into ways, whatever order they come in', () => {
    const sea = seas([[[5, 4], [10, 5]], [[0, 5], [5, 4]]], BOX);
    expect(sea[0]!.coordinates[0]).toEqual([[0, 5], [5, 4], [10, 5], [10, 0], [0, 0], [0, 5]]);
  });

  it('fills a fjord entering from the north edge', () => {
    const sea = seas([[[7, 10], [7, 2], [3, 2], [3, 10]]], BOX);
    expect(sea[0]!.coordinates[0]).toEqual([[7, 10], [7, 2], [3, 2], [3, 10], [7, 10]]);
    expect([wet(sea, [5, 5]), wet(sea, [1, 5]), wet(sea, [9, 5]), wet(sea, [5, 1])]).toEqual([true, false, false, false]);
  });

  it('makes islands holes in the sea around them, and a sea of the whole box when no coast reaches its edge', () => {
    const island = [[4, 1], [6, 1], [6, 2], [4, 2], [4, 1]]; // counter-clockwise: land inside
    const sea = seas([[[0, 5], [10, 5]], island], BOX);
    expect(sea[0]!.coordinates).toHaveLength(2);
    expect([wet(sea, [5, 1.5]), wet(sea, [5, 3])]).toEqual([false, true]);
    const archipelago = seas([island], BOX);
    expect(archipelago[0]!.coordinates[0]).toEqual([[0, 10], [10, 10], [10, 0], [0, 0], [0, 10]]);
    expect([wet(archipelago, [5, 1.5]), wet(archipelago, [8, 8])]).toEqual([false, true]);
    expect(seas([], BOX)).toEqual([]);
  });

  it('closes two coasts of one strait into one sea between them', () => {
    // A strait running east–west between two shores, land on the left: the north shore eastward, the south shore westward.
    const sea = seas([[[0, 7], [10, 7]], [[10, 3], [0, 3]]], BOX);
    expect(sea).toHaveLength(1);
    expect([wet(sea, [5, 5]), wet(sea, [5, 9]), wet(sea, [5, 1])]).toEqual([true, false, false]);
  });

  it('leaves open a coast that stops short of the edge, rather than drowning the land beyond it', () => {
    // Eastward from the west edge to x = 6 only (a road reaching x = 10 made the box): no guess at the rest.
    const r = seaFromCoastline([[[0, 8], [6, 8]]], BOX);
    expect(r).toEqual({ seas: [], unclosed: 1 });
    // Within half a per cent of the box of its edge, an end counts as on it.
    const near = seaFromCoastline([[[0, 5], [9.96, 5]]], BOX);
    expect([near.unclosed, wet(near.seas, [5, 1]), wet(near.seas, [5, 8])]).toEqual([0, true, false]);
  });

  it('closes a peninsula entering and leaving at one point of the edge all round the box', () => {
    // Down the west shore of a peninsula from (5, 10) and back up its east shore, land on the left (inside), to
    // (5, 9.98): both ends read as the same point of the north edge. The sea is all round it.
    const sea = seas([[[5, 10], [4, 5], [5, 4], [6, 5], [5, 9.98]]], BOX);
    expect([wet(sea, [5, 6]), wet(sea, [1, 1]), wet(sea, [9, 9])]).toEqual([false, true, true]);
    // The same shore the other way round is a bay: the sea inside it, the land all round.
    const bay = seas([[[5, 10], [6, 5], [5, 4], [4, 5], [5, 9.98]]], BOX);
    expect([wet(bay, [5, 6]), wet(bay, [1, 1]), wet(bay, [9, 9])]).toEqual([true, false, false]);
  });
});
