/**
 * milsymbol (3.x) with only the icons the desk draws: the 2525C / APP-6(B) letter SIDCs of ground units,
 * ships and submarines that `sidc.ts` writes (`S?G?U…`, `S?S?CL…`, `S?U?S…`). The package's own entry adds every symbol set — number SIDCs, air,
 * sea, space, signals, tactical points — over a megabyte of code the map would load before its first
 * paint; this module takes milsymbol's core and its letter ground, sea and subsurface sets from the package's
 * ES sources (`vite.config.ts` maps `milsymbol/src/…` to them) and adds those alone. A SIDC outside it still
 * draws, as an unknown-icon frame.
 */
import { ms } from 'milsymbol/src/milsymbol.js';
import ground from 'milsymbol/src/lettersidc/sidc/ground.js';
import sea from 'milsymbol/src/lettersidc/sidc/sea.js';
import subsurface from 'milsymbol/src/lettersidc/sidc/subsurface.js';

ms.addIcons(ground);
ms.addIcons(sea);
ms.addIcons(subsurface);

export default ms;
