/**
 * Small NATO (APP-6) unit symbols for the ORBAT tree and the unit panel, drawn by milsymbol as SVG
 * text and handed to an `<img>` as a `data:` URL — never inserted as HTML. One URL per SIDC and
 * size is cached, so a several-hundred-row tree draws each distinct symbol once.
 */
import ms from '../map/milsymbol.ts';

const cache = new Map<string, string>();

/**
 * A `data:image/svg+xml` URL of the symbol for `sidc` (a 20- or 15-character SIDC from
 * `unitSidc`, `src/map/sidc.ts`), `sizePx` the symbol's nominal size (milsymbol `size`, default 14).
 * Returns null when milsymbol cannot draw the code (the caller then shows no icon).
 */
export function symbolDataUrl(sidc: string, sizePx = 14): string | null {
  const key = `${sizePx}:${sidc}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let url: string | null = null;
  try {
    const sym = new ms.Symbol(sidc, { size: sizePx, infoFields: false, fontfamily: 'IBM Plex Sans, sans-serif' });
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sym.asSVG())}`;
  } catch {
    url = null;
  }
  if (url !== null) cache.set(key, url);
  return url;
}
