/**
 * The OpenStreetMap presets as the New map form shows them: each rule (tag = value → what it reads as,
 * or left out and why) with the features of the file read that it matched, folded away until asked for.
 */
import { OSM_PRESETS, TERRAIN_CLASS_LABELS, type TerrainRule } from '../../campaign/index.ts';

/** What a rule makes of what it matches, in words: `road`, `impractical ground (sea, closed from the coastline)`, `left out: …`. */
export function ruleReading(r: TerrainRule): string {
  if (r.class === null) return `left out: ${r.why ?? 'by this rule'}`;
  const what = TERRAIN_CLASS_LABELS[r.class];
  if (r.coastline) return `${what} (the sea, closed from the coastline)`;
  return r.kind ? `${what} (${r.kind})` : what;
}

/** Props: the features each preset matched in the file read (null before one is read). */
export type PresetTableProps = { matched: readonly number[] | null };

/** The presets, each with what it matched (see the module note). */
export function PresetTable({ matched }: PresetTableProps) {
  const used = matched ? matched.filter((n) => n > 0).length : 0;
  return (
    <details className="newmap-presets">
      <summary>
        The {OSM_PRESETS.length} OpenStreetMap presets{matched ? ` (${used} of them matched this file)` : ''}
      </summary>
      <table className="newmap-rules">
        <caption className="visually-hidden">The OpenStreetMap presets, tried in this order after your own rules</caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Read as</th>
            <th scope="col">Matched</th>
          </tr>
        </thead>
        <tbody>
          {OSM_PRESETS.map((r, i) => (
            <tr key={`${r.key}=${r.value}`}>
              <td>
                {r.key} = {r.value === '*' ? 'any value' : r.value}
              </td>
              <td>{ruleReading(r)}</td>
              <td>{matched ? (matched[i] ?? 0).toLocaleString('en-GB') : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
