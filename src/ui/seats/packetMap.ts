/**
 * The map extract of a packet's print (no React): the area of the picture's placed units (own and
 * enemy) with a margin, scaled to fit the page, the grid lines of the campaign's grid across it with
 * their labels, each unit's symbol at its position, and a scale bar. Positions are in the grid's
 * metres (`gridProjection`), so the extract is true to scale.
 */
import { pictureSidc, unitSidc } from '../../map/sidc.ts';
import { numericLineLabel } from '../../map/gridLines.ts';
import type { Picture } from '../../campaign/index.ts';
import { gridProjection } from '../../rules/projection.ts';

/** The extract: its size (mm), the grid lines (x or y in mm, with a label), the units (mm, SIDC, label, faded) and the scale bar (mm long, its text). */
export type PacketMap = {
  widthMm: number;
  heightMm: number;
  lines: { axis: 'x' | 'y'; atMm: number; label: string }[];
  units: { id: string; xMm: number; yMm: number; sidc: string; label: string; faded: boolean }[];
  scale: { lengthMm: number; text: string };
};

const NICE_M = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

/**
 * The extract of `picture` in a frame of `widthMm` × `heightMm`, or null when no unit has a position.
 * A margin of 500 m (at least 10 % of the area) surrounds the units; grid lines are drawn every square
 * of the campaign grid, or every 2, 5, 10 … squares so that at most 12 cross each way.
 */
export function packetMap(picture: Picture, widthMm = 180, heightMm = 105): PacketMap | null {
  const proj = gridProjection(picture.grid);
  const placed = picture.units.filter((u) => u.pos !== undefined).map((u) => ({ u, m: proj.toLocal(u.pos!) }));
  if (placed.length === 0) return null;
  let minE = Math.min(...placed.map((p) => p.m.eastingM));
  let maxE = Math.max(...placed.map((p) => p.m.eastingM));
  let minN = Math.min(...placed.map((p) => p.m.northingM));
  let maxN = Math.max(...placed.map((p) => p.m.northingM));
  const margin = Math.max(500, 0.1 * Math.max(maxE - minE, maxN - minN));
  minE -= margin;
  maxE += margin;
  minN -= margin;
  maxN += margin;
  const mmPerM = Math.min(widthMm / (maxE - minE), heightMm / (maxN - minN));
  const x = (e: number) => (e - minE) * mmPerM;
  const y = (n: number) => (maxN - n) * mmPerM;
  const w = (maxE - minE) * mmPerM;
  const h = (maxN - minN) * mmPerM;
  let step = picture.grid.squareM;
  for (const k of [2, 5, 10, 20, 50, 100]) if (Math.max(maxE - minE, maxN - minN) / step > 12) step = picture.grid.squareM * k;
  const lines: PacketMap['lines'] = [];
  for (let e = Math.ceil(minE / step) * step; e <= maxE; e += step) lines.push({ axis: 'x', atMm: x(e), label: numericLineLabel(e) });
  for (let n = Math.ceil(minN / step) * step; n <= maxN; n += step) lines.push({ axis: 'y', atMm: y(n), label: numericLineLabel(n) });
  const units = placed.map(({ u, m }) => {
    const info = picture.info[u.id];
    let sidc: string;
    try {
      sidc = unitSidc(u);
    } catch {
      sidc = `S${u.side === 'red' ? 'H' : 'F'}GPU---------`;
    }
    if (info) sidc = pictureSidc(sidc, info.status, info.identified);
    return { id: u.id, xMm: x(m.eastingM), yMm: y(m.northingM), sidc, label: u.shortName, faded: info?.status === 'enemy' };
  });
  const targetM = (w / 4) / mmPerM;
  const barM = [...NICE_M].reverse().find((n) => n <= targetM) ?? NICE_M[0]!;
  return { widthMm: w, heightMm: h, lines, units, scale: { lengthMm: barM * mmPerM, text: barM >= 1000 ? `${barM / 1000} km` : `${barM} m` } };
}
