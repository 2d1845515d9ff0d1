/**
 * Scanned map… (dialog "Place a scanned map"): a PNG or JPEG — a 1917 trench-map sheet, a photo of
 * a table — placed under the terrain by three or more control points. Click the image to add a
 * point (or type its pixel), then type where it is: a grid reference in any of the map's systems, or
 * latitude, longitude. Each point's residual (metres from where the affine fit puts it), with four points or
 * more its distance from the fit of the others, and the worst point named (`fitAffine`), show as soon
 * as three points fix a fit, so a mistyped reference stands out. "Place" writes one `baseImage.placed`
 * with the image (stored as a Blob beside the log); "Remove the scanned map" takes the present one away.
 */
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { MAX_BASE_IMAGE_BYTES, imageIdOf, parseCorner, placeScan, scanBytesProblem, scanSizeProblem, sniffMime, type BaseImage, type CampaignState, type ScanMime } from '../../campaign/index.ts';
import { gridRefToPoint } from '../../rules/grid.ts';
import type { LonLat } from '../../rules/types.ts';
import { Dialog } from '../Dialog.tsx';
import { FormError, FormFooter } from '../FormFooter.tsx';
import { useAction } from '../useAction.ts';

/** Props: the campaign, `onPlace` (the placement and the image's bytes) and `onRemove` (each resolves once written), and Cancel. */
export type ScanDialogProps = { state: CampaignState; onPlace(image: Omit<BaseImage, 'placedSeq'>, blob: Blob): Promise<void>; onRemove(): Promise<void>; onCancel(): void };

type Loaded = { name: string; mime: ScanMime; imageId: string; bytes: number; blob: Blob; url: string; widthPx: number; heightPx: number };
type Point = { xPx: number; yPx: number; ref: string };

/** Where a typed place is: a grid reference of the map, else latitude, longitude or MGRS; or the grid's message. */
function placeOf(state: CampaignState, text: string): LonLat | string {
  if (!text.trim()) return 'type a grid reference or latitude, longitude';
  try {
    return gridRefToPoint(state.grid, text);
  } catch (gridError) {
    try {
      return parseCorner(text);
    } catch {
      return gridError instanceof Error ? gridError.message : String(gridError);
    }
  }
}

const sizeOf = (url: string) =>
  new Promise<{ w: number; h: number }>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ w: img.naturalWidth, h: img.naturalHeight });
    img.onerror = () => reject(new Error('it is not an image the browser can read'));
    img.src = url;
  });

/** The placement dialog (see the module note). */
export default function ScanDialog({ state, onPlace, onRemove, onCancel }: ScanDialogProps) {
  const id = useId();
  const [image, setImage] = useState<Loaded | null>(null);
  const [points, setPoints] = useState<Point[]>([]);
  const { busy, error, setError, run } = useAction();
  // The preview's object URL is let go when another image replaces it or the dialog closes.
  useEffect(() => (image ? () => URL.revokeObjectURL(image.url) : undefined), [image]);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const tooLarge = scanSizeProblem(file.size);
    if (tooLarge) return setError(`${file.name}: ${tooLarge}.`);
    let url: string | null = null;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const problem = scanBytesProblem(bytes);
      if (problem) return setError(`${file.name}: ${problem}.`);
      const mime = sniffMime(bytes)!;
      const blob = new Blob([bytes], { type: mime });
      url = URL.createObjectURL(blob);
      const { w, h } = await sizeOf(url);
      setImage({ name: file.name, mime, imageId: imageIdOf(bytes), bytes: bytes.length, blob, url, widthPx: w, heightPx: h });
      setPoints([]);
    } catch (e) {
      if (url) URL.revokeObjectURL(url);
      setError(`${file.name} cannot be used: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };

  const places = points.map((p) => placeOf(state, p.ref));
  const ready = image !== null && points.length >= 3 && places.every((p) => typeof p !== 'string');
  const placed = ready
    ? { name: image.name, mime: image.mime, imageId: image.imageId, bytes: image.bytes, widthPx: image.widthPx, heightPx: image.heightPx, points: points.map((p, i) => ({ ...p, ref: p.ref.trim(), pos: places[i] as LonLat })) }
    : null;
  let fit: { residualsM: number[]; rmsM: number; leaveOneOutM: (number | null)[]; worst: number | null } | string | null = null;
  if (placed) {
    try {
      fit = placeScan(placed, state.grid).fit;
    } catch (e) {
      fit = e instanceof Error ? e.message : String(e);
    }
  }
  const addAt = (e: MouseEvent<HTMLImageElement>) => {
    if (!image || points.length >= 20) return;
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
    const xPx = clamp(((e.clientX - box.left) / box.width) * image.widthPx, image.widthPx);
    const yPx = clamp(((e.clientY - box.top) / box.height) * image.heightPx, image.heightPx);
    setPoints([...points, { xPx, yPx, ref: '' }]);
  };
  const set = (i: number, change: Partial<Point>) => setPoints(points.map((p, k) => (k === i ? { ...p, ...change } : p)));

  return (
    <Dialog title="Place a scanned map" onCancel={onCancel} wide>
      <form
        className="dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (placed && image && typeof fit !== 'string') void run(() => onPlace(placed, image.blob));
        }}
      >
        {state.baseImage && (
          <p className="dialog-aside">
            The campaign has “{state.baseImage.name}”; placing another replaces it.{' '}
            <button type="button" disabled={busy} onClick={() => void run(onRemove)}>
              Remove the scanned map
            </button>
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-file`}>Image (PNG or JPEG, at most {MAX_BASE_IMAGE_BYTES / 1e6} MB)</label>
          <input id={`${id}-file`} type="file" data-autofocus accept="image/png,image/jpeg" onChange={(e) => void read(e.target.files?.[0])} />
        </div>
        {image && (
          <>
            <p className="dialog-aside">Click the image where you know the ground (a crossroads, a church, a grid intersection), then type where it is. Three points at least, spread over the image.</p>
            <div className="scan-figure">
              <img src={image.url} alt={`Scanned map ${image.name}: click to add a control point`} onClick={addAt} />
              {points.map((p, i) => (
                <span key={i} className="scan-point" style={{ left: `${(p.xPx / image.widthPx) * 100}%`, top: `${(p.yPx / image.heightPx) * 100}%` }} aria-hidden="true">
                  {i + 1}
                </span>
              ))}
            </div>
            <table className="scan-points">
              <caption>Control points {typeof fit === 'object' && fit ? `(fit: ${fit.rmsM.toFixed(0)} m root mean square)` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">Point</th>
                  <th scope="col">x (pixels)</th>
                  <th scope="col">y (pixels)</th>
                  <th scope="col">Where it is</th>
                  <th scope="col">Residual</th>
                  <th scope="col">From the others' fit</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((p, i) => (
                  <tr key={i}>
                    <th scope="row">{i + 1}</th>
                    <td>
                      <input type="number" aria-label={`Point ${i + 1} x`} min={0} max={image.widthPx} value={p.xPx} onChange={(e) => set(i, { xPx: Math.min(image.widthPx, Math.max(0, Number(e.target.value) || 0)) })} />
                    </td>
                    <td>
                      <input type="number" aria-label={`Point ${i + 1} y`} min={0} max={image.heightPx} value={p.yPx} onChange={(e) => set(i, { yPx: Math.min(image.heightPx, Math.max(0, Number(e.target.value) || 0)) })} />
                    </td>
                    <td>
                      <input aria-label={`Point ${i + 1} grid reference`} value={p.ref} onChange={(e) => set(i, { ref: e.target.value })} placeholder="grid reference or 68.44, 17.43" />
                      {p.ref.trim() && typeof places[i] === 'string' && <span className="field-error">{places[i] as string}</span>}
                    </td>
                    <td>{typeof fit === 'object' && fit ? `${fit.residualsM[i]!.toFixed(0)} m` : '—'}</td>
                    <td>{typeof fit === 'object' && fit && fit.leaveOneOutM[i] != null ? `${fit.leaveOneOutM[i]!.toFixed(0)} m` : '—'}</td>
                    <td>
                      <button type="button" onClick={() => setPoints(points.filter((_, k) => k !== i))}>
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {typeof fit === 'object' && fit && fit.worst !== null && (
              <p className="field-note" role="status" aria-label="Worst point">
                Worst point: {fit.worst + 1}, {fit.leaveOneOutM[fit.worst]!.toFixed(0)} m from where the other points put it — check its grid reference first.
              </p>
            )}
            <button type="button" className="scan-add" onClick={() => setPoints([...points, { xPx: 0, yPx: 0, ref: '' }])}>
              Add a point by its pixel
            </button>
          </>
        )}
        <FormError error={typeof fit === 'string' && fit} />
        <FormFooter error={error} submit="Place" busyLabel="Placing…" busy={busy} submitDisabled={!placed || typeof fit === 'string'} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
