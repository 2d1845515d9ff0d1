/**
 * New campaign → New map (dialog "New map"): a campaign on the umpire's own ground. The form takes
 * the name, the two sides, the start (local date and time, and its offset from UTC), the grid system
 * (numeric, MGRS, table squares or a trench-map sheet) and its square, the terrain from a GeoJSON file
 * (`TerrainFileField`), and the area — typed as its south-west and north-east corners (latitude,
 * longitude or MGRS), drawn on a blank map (`AreaMap`), or taken from the terrain file's extent. Or the grid and terrain come whole from
 * a map file another campaign exported (Export map…). "Create" writes the campaign and its terrain
 * in one transaction; a refusal is shown in the dialog, which stays open.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { gridForArea, type MapFile, newMapScenario, type NewMapScheme, parseCorner, type Scenario } from '../../campaign/index.ts';
import { gridExtentText, gridSystemName } from '../../rules/grid.ts';
import { Dialog } from '../Dialog.tsx';
import { FormError, FormFooter } from '../FormFooter.tsx';
import type { Attachments, ImageBlob } from '../../db/api.ts';
import type { SetupEvent } from '../types.ts';
import { useAction } from '../useAction.ts';
import { AreaMap } from './AreaMap.tsx';
import { TerrainFileField, type TerrainFileValue } from './TerrainFileField.tsx';
import './newmap.css';

/** Props: `onCreate` resolves when the campaign is written and open. */
export type NewMapDialogProps = { onCreate(scenario: Scenario, name: string, setup: SetupEvent[], attached: Attachments): Promise<void>; onCancel(): void };

const SCHEMES: { value: NewMapScheme; label: string; squareM: number }[] = [
  { value: 'numeric', label: 'Numeric map references (0512, 053124)', squareM: 1000 },
  { value: 'mgrs', label: 'MGRS / UTM (33WWR 123 456)', squareM: 1000 },
  { value: 'table', label: 'Table squares (A1, B2 …)', squareM: 152.4 },
  { value: 'trench', label: 'British trench-map sheet (57c.R.14.b.5.3)', squareM: 5486.4 },
];

const OFFSETS = Array.from({ length: 27 }, (_, i) => (i - 12) * 60);
const offsetText = (min: number) => `UTC${min < 0 ? '−' : '+'}${String(Math.abs(min) / 60).padStart(2, '0')}:00`;
const cornerText = (lat: number, lon: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** The New map dialog (see the module note). */
export default function NewMapDialog({ onCreate, onCancel }: NewMapDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [blue, setBlue] = useState('Allied forces');
  const [red, setRed] = useState('Axis forces');
  const [start, setStart] = useState('1944-06-06T06:00');
  const [offset, setOffset] = useState(0);
  const [scheme, setScheme] = useState<NewMapScheme>('numeric');
  const [squareM, setSquareM] = useState('1000');
  const [sheet, setSheet] = useState('57c');
  const [sw, setSw] = useState('');
  const [ne, setNe] = useState('');
  const [terrain, setTerrain] = useState<TerrainFileValue>({ result: null, source: null });
  const { busy, error, setError, run } = useAction();
  const [fromMap, setFromMap] = useState<{ file: string; map: MapFile; archive: Blob | null } | string | null>(null);
  const readMap = async (file: File | undefined) => {
    if (!file) return setFromMap(null);
    try {
      // zip.js loads only when a map file is chosen.
      const { readMapFileBlob } = await import('./mapZip.ts');
      const { map, archive } = await readMapFileBlob(file);
      setFromMap({ file: file.name, map, archive });
      setName((old) => old || map.name);
    } catch (e) {
      setFromMap(`${file.name} is not a map file this desk can use: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };
  const mapFile = fromMap && typeof fromMap !== 'string' ? fromMap : null;
  const onTerrain = useCallback((v: TerrainFileValue) => {
    setTerrain(v);
    // The first file read gives the area, unless the umpire typed one.
    const box = v.result?.bbox;
    if (box) {
      setSw((old) => old || cornerText(box[1], box[0]));
      setNe((old) => old || cornerText(box[3], box[2]));
    }
  }, []);

  const onDrawnArea = useCallback((a: { lon: number; lat: number }, b: { lon: number; lat: number }) => {
    setSw(cornerText(a.lat, a.lon));
    setNe(cornerText(b.lat, b.lon));
  }, []);
  const areaNow = (() => {
    try {
      return sw.trim() && ne.trim() ? { sw: parseCorner(sw), ne: parseCorner(ne) } : null;
    } catch {
      return null;
    }
  })();

  /** The grid the form describes, or what is wrong with it. */
  const grid = (() => {
    if (mapFile) return mapFile.map.grid;
    try {
      if (!sw.trim()) return 'Give the south-west corner of the area (latitude, longitude), or choose a terrain file.';
      const a = parseCorner(sw);
      if (scheme === 'trench') return gridForArea('trench', 0, a, a, sheet.trim());
      if (!ne.trim()) return 'Give the north-east corner of the area.';
      return gridForArea(scheme, Number(squareM), a, parseCorner(ne));
    } catch (e) {
      return `The area: ${e instanceof Error ? e.message : String(e)}.`;
    }
  })();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Give the map a name.');
    if (typeof grid === 'string') return setError(grid);
    const scenario = newMapScenario({ name: name.trim(), sides: { blue: { name: blue.trim(), nation: '—' }, red: { name: red.trim(), nation: '—' } }, startLocal: start, utcOffsetMin: offset, grid });
    const features = mapFile ? mapFile.map.terrain : (terrain.result?.features() ?? []);
    const setup: SetupEvent[] = features.length
      ? [{ type: 'terrain.imported', v: 1, payload: { source: mapFile?.file ?? terrain.source ?? 'terrain file', features } }]
      : [];
    const scan = mapFile?.map.scan;
    if (scan) setup.push({ type: 'baseImage.placed', v: 2, payload: { image: scan.image } });
    const images: ImageBlob[] = scan ? [{ imageId: scan.image.imageId, mime: scan.image.mime, blob: new Blob([scan.bytes as BlobPart], { type: scan.image.mime }) }] : [];
    const baseMap = mapFile?.map.baseMap;
    if (baseMap) setup.push({ type: 'baseMap.opened', v: 1, payload: { baseMap } });
    const archives = baseMap && mapFile.archive ? [{ archiveId: baseMap.archiveId, blob: mapFile.archive }] : [];
    void run(() => onCreate(scenario, name.trim(), setup, { images, archives }));
  };

  return (
    <Dialog title="New map" onCancel={onCancel} wide>
      <form className="dialog-form newmap" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} data-autofocus value={name} onChange={(e) => setName(e.target.value)} placeholder="Narvik, April 1940" />
        </div>
        <div className="newmap-row">
          <div className="field">
            <label htmlFor={`${id}-blue`}>Blue side</label>
            <input id={`${id}-blue`} value={blue} onChange={(e) => setBlue(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-red`}>Red side</label>
            <input id={`${id}-red`} value={red} onChange={(e) => setRed(e.target.value)} />
          </div>
        </div>
        <div className="newmap-row">
          <div className="field">
            <label htmlFor={`${id}-start`}>Start (local time)</label>
            <input id={`${id}-start`} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-offset`}>Local time is</label>
            <select id={`${id}-offset`} value={offset} onChange={(e) => setOffset(Number(e.target.value))}>
              {OFFSETS.map((m) => (
                <option key={m} value={m}>
                  {offsetText(m)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-mapfile`}>Start from a map file (optional: its grid, terrain, scanned map and base map)</label>
          <input id={`${id}-mapfile`} type="file" accept=".json,.zip,application/json,application/zip" onChange={(e) => void readMap(e.target.files?.[0])} />
        </div>
        <FormError error={typeof fromMap === 'string' && fromMap} />
        {mapFile ? (
          <p role="status" className="newmap-extent">
            Grid and terrain from {mapFile.file}: {gridSystemName(mapFile.map.grid)}, the map covers {gridExtentText(mapFile.map.grid)};{' '}
            {mapFile.map.terrain.length.toLocaleString('en-GB')} terrain features{mapFile.map.scan ? `, the scanned map “${mapFile.map.scan.image.name}”` : ''}
            {mapFile.map.baseMap ? `, the base map “${mapFile.map.baseMap.name}”${mapFile.archive ? '' : ' (its archive is not in this file: open it later from Base map…)'}` : ''}.
          </p>
        ) : (
          <>
            <div className="newmap-row">
              <div className="field">
                <label htmlFor={`${id}-scheme`}>Grid system</label>
                <select
                  id={`${id}-scheme`}
                  value={scheme}
                  onChange={(e) => {
                    const next = SCHEMES.find((s) => s.value === e.target.value)!;
                    setScheme(next.value);
                    setSquareM(String(next.squareM));
                  }}
                >
                  {SCHEMES.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </div>
              {scheme === 'trench' ? (
                <div className="field">
                  <label htmlFor={`${id}-sheet`}>Sheet</label>
                  <input id={`${id}-sheet`} value={sheet} onChange={(e) => setSheet(e.target.value)} placeholder="57c" />
                </div>
              ) : (
                <div className="field">
                  <label htmlFor={`${id}-square`}>Grid square (metres)</label>
                  <input id={`${id}-square`} inputMode="decimal" value={squareM} onChange={(e) => setSquareM(e.target.value)} />
                </div>
              )}
            </div>
            <TerrainFileField onChange={onTerrain} />
            <fieldset className="newmap-area">
              <legend>Area</legend>
              <div className="newmap-row">
                <div className="field">
                  <label htmlFor={`${id}-sw`}>{scheme === 'trench' ? "Sheet's south-west corner" : 'South-west corner'}</label>
                  <input id={`${id}-sw`} value={sw} onChange={(e) => setSw(e.target.value)} placeholder="68.30000, 17.00000 or 33WWR 000 000" />
                </div>
                {scheme !== 'trench' && (
                  <div className="field">
                    <label htmlFor={`${id}-ne`}>North-east corner</label>
                    <input id={`${id}-ne`} value={ne} onChange={(e) => setNe(e.target.value)} placeholder="68.65000, 17.90000" />
                  </div>
                )}
              </div>
              <AreaMap terrain={terrain.result?.drawing ?? null} terrainBox={terrain.result?.bbox ?? null} area={areaNow} onArea={onDrawnArea} />
              {terrain.result?.bbox && (
                <button
                  type="button"
                  onClick={() => {
                    const b = terrain.result!.bbox!;
                    setSw(cornerText(b[1], b[0]));
                    setNe(cornerText(b[3], b[2]));
                  }}
                >
                  Take the terrain file&apos;s extent
                </button>
              )}
              <p className="newmap-extent" role="status">
                {typeof grid === 'string' ? grid : `The map covers ${gridExtentText(grid)}.`}
              </p>
            </fieldset>
          </>
        )}
        <FormFooter error={error} submit="Create" busyLabel="Creating…" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
