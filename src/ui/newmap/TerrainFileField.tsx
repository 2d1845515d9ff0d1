/**
 * The New map form's terrain file: a GeoJSON file chosen (group "Terrain file"), read off the page's
 * thread (`terrainFile.ts`) by `importTerrainGeoJson` with the OpenStreetMap presets and the umpire's own rules (a table of tag,
 * value and class, "Add rule"), in the coordinate system the file names or the one chosen; what it
 * gives is said by class, with what was left out and why, before anything is written.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { knownCrs, TERRAIN_CLASS_LABELS, TERRAIN_CLASSES, type TerrainClass, type TerrainImport, type TerrainRule } from '../../campaign/index.ts';
import { FormError } from '../FormFooter.tsx';
import { PresetTable } from './PresetTable.tsx';
import { readTerrainFile, type TerrainFileRead } from './terrainFile.ts';

/** EPSG codes offered when a file's coordinate system must be chosen. */
const CRS_CHOICES = [4326, 3857, 2154, 27700, 31370, 3035, 32631, 32632, 32633, 32634, 32630, 25832, 25833];

/** What the field hands the form: the import (null before a file is read or while it is refused) and the file name. */
export type TerrainFileValue = { result: TerrainFileRead | null; source: string | null };

/** Props: told every time the import changes. */
export type TerrainFileFieldProps = { onChange(value: TerrainFileValue): void };

/** Counts by class, in words: `wood (2), road (1)` … */
function classCounts(byClass: TerrainImport['byClass']): string {
  return TERRAIN_CLASSES.filter((c) => byClass[c]).map((c) => `${TERRAIN_CLASS_LABELS[c]} (${byClass[c]})`).join(', ');
}

/** The terrain file field (see the module note). */
export function TerrainFileField({ onChange }: TerrainFileFieldProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [rules, setRules] = useState<TerrainRule[]>([]);
  const [presets, setPresets] = useState(true);
  const [epsg, setEpsg] = useState<number | null>(null);
  const [result, setResult] = useState<TerrainFileRead | string | null>(null);

  const run = useRef(0);
  const [reading, setReading] = useState(false);
  useEffect(() => {
    const mine = ++run.current;
    if (!file) {
      setResult(null);
      setReading(false);
      onChange({ result: null, source: null });
      return;
    }
    setReading(true);
    onChange({ result: null, source: null });
    // Read and classified off the page's thread; a newer choice (file, rules, coordinate system) ends this reading.
    const stop = new AbortController();
    readTerrainFile({ name: file.name, blob: file, rules, presets, epsg }, stop.signal).then(
      (r) => {
        if (mine !== run.current) return;
        setResult(r);
        setReading(false);
        onChange({ result: r, source: file.name });
      },
      (e: unknown) => {
        if (mine !== run.current) return;
        setResult(e instanceof Error ? e.message : String(e));
        setReading(false);
      },
    );
    return () => stop.abort();
    // onChange is the form's setter, stable for the field's life.
  }, [file, rules, presets, epsg]);

  const setRule = (i: number, change: Partial<TerrainRule>) => setRules(rules.map((r, k) => (k === i ? { ...r, ...change } : r)));

  return (
    <fieldset className="newmap-terrain" aria-label="Terrain file">
      <legend>Terrain (optional)</legend>
      <div className="field">
        <label htmlFor={`${id}-file`}>GeoJSON file (an OpenStreetMap extract, a QGIS layer)</label>
        <input id={`${id}-file`} type="file" accept=".geojson,.json,application/geo+json,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      {reading && <p role="status">Reading and classifying the file…</p>}
      <FormError error={!reading && typeof result === 'string' && result} />
      {!reading && result && typeof result !== 'string' && (
        <div role="status" className="newmap-summary">
          <p>
            {result.count.toLocaleString('en-GB')} features kept{result.count ? `: ${classCounts(result.byClass)}` : ''}.
            {result.epsg !== 4326 ? ` Reprojected from ${knownCrs(result.epsg)?.name ?? `EPSG:${result.epsg}`}.` : ''}
          </p>
          {Object.keys(result.skipped).length > 0 && (
            <p>Left out: {Object.entries(result.skipped).map(([why, n]) => `${n} with ${why}`).join('; ')}.</p>
          )}
          {result.simplified.features > 0 && (
            <p>
              Simplified {result.simplified.features} large features ({result.simplified.pointsBefore.toLocaleString('en-GB')} →{' '}
              {result.simplified.pointsAfter.toLocaleString('en-GB')} points).
            </p>
          )}
        </div>
      )}
      <div className="field field--inline">
        <label htmlFor={`${id}-crs`}>Coordinate system</label>
        <select id={`${id}-crs`} value={epsg ?? ''} onChange={(e) => setEpsg(e.target.value ? Number(e.target.value) : null)}>
          <option value="">As the file says (else WGS84)</option>
          {CRS_CHOICES.map((code) => (
            <option key={code} value={code}>
              {knownCrs(code)?.name} (EPSG:{code})
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" checked={presets} onChange={(e) => setPresets(e.target.checked)} /> Use the OpenStreetMap presets (woods, water, roads, railways, built-up areas …)
      </label>
      {presets && <PresetTable matched={!reading && result && typeof result !== 'string' ? result.matched.presets : null} />}
      <table className="newmap-rules">
        <caption>Your own rules, tried before the presets</caption>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Value (* any)</th>
            <th scope="col">Terrain class</th>
            <th scope="col">Matched</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r, i) => (
            <tr key={i}>
              <td>
                <input aria-label={`Rule ${i + 1} property`} value={r.key} onChange={(e) => setRule(i, { key: e.target.value })} placeholder="landuse" />
              </td>
              <td>
                <input aria-label={`Rule ${i + 1} value`} value={r.value} onChange={(e) => setRule(i, { value: e.target.value })} placeholder="*" />
              </td>
              <td>
                <select aria-label={`Rule ${i + 1} terrain class`} value={r.class ?? ''} onChange={(e) => setRule(i, { class: e.target.value === '' ? null : (e.target.value as TerrainClass) })}>
                  <option value="">Leave out</option>
                  {TERRAIN_CLASSES.map((c) => (
                    <option key={c} value={c}>
                      {TERRAIN_CLASS_LABELS[c]}
                    </option>
                  ))}
                </select>
              </td>
              <td>{!reading && result && typeof result !== 'string' ? (result.matched.rules[i] ?? 0).toLocaleString('en-GB') : '–'}</td>
              <td>
                <button type="button" onClick={() => setRules(rules.filter((_, k) => k !== i))}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => setRules([...rules, { key: '', value: '*', class: 'rough' }])}>
        Add rule
      </button>
    </fieldset>
  );
}
