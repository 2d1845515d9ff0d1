/**
 * Terrain prepared for drawing where it was read — in a worker, off the page's thread — and sent to the
 * page whole: the drawing pack (`packTerrain`, its Flatbush index as the index's own buffer) and the
 * names to label (`terrainLabels`). Every typed array travels by transfer, so the page receives a real
 * area's tens of thousands of features as a handful of buffers rather than as millions of small
 * objects to copy, and draws them without packing again (`createTerrainLayer` takes a `PreparedTerrain`).
 */
import Flatbush from 'flatbush';
import type { FeatureCollection } from 'geojson';
import { terrainLabels, type TerrainLabel } from './terrainLabels.ts';
import { packTerrain, type PackedTerrain } from './terrainPack.ts';

/** Terrain ready to draw: the pack and the labels. */
export type PreparedTerrain = { kind: 'prepared'; pack: PackedTerrain; labels: TerrainLabel[] };

/** The same as a message carries it: the pack's index as Flatbush's buffer (null for no features). */
export type PreparedTerrainWire = { pack: Omit<PackedTerrain, 'index'> & { index: ArrayBuffer | null }; labels: TerrainLabel[] };

/** Prepare `fc` for drawing: packed (`packTerrain`) and its names found (`terrainLabels`). Throws `TypeError` as `packTerrain` does. */
export function prepareTerrain(fc: FeatureCollection): PreparedTerrain {
  return { kind: 'prepared', pack: packTerrain(fc), labels: terrainLabels(fc) };
}

/** Prepare `fc` for drawing, as a message carries it. Throws `TypeError` as `packTerrain` does. */
export function prepareTerrainWire(fc: FeatureCollection): PreparedTerrainWire {
  const { pack, labels } = prepareTerrain(fc);
  return { pack: { ...pack, index: pack.index ? (pack.index.data as ArrayBuffer) : null }, labels };
}

/** The buffers of a prepared terrain, to transfer with its message (the sender's copies are emptied). */
export function preparedTransfer(w: PreparedTerrainWire): ArrayBuffer[] {
  const p = w.pack;
  const views = [p.xy, p.partStart, p.featurePart, p.shape, p.style, p.railway, p.box];
  return [...new Set([...views.map((v) => v.buffer as ArrayBuffer), ...(p.index ? [p.index] : [])])];
}

/** The prepared terrain a message carried, its index rebuilt from its buffer (`Flatbush.from`, no copy). */
export function preparedFromWire(w: PreparedTerrainWire): PreparedTerrain {
  return { kind: 'prepared', pack: { ...w.pack, index: w.pack.index ? Flatbush.from(w.pack.index) : null }, labels: w.labels };
}
