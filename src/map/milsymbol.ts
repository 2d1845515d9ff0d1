/**
 * milsymbol (3.x) with only the icons the desk draws: the 2525C / APP-6(B) letter SIDCs of ground units
 * that `sidc.ts` writes (`S?G?U…`). The package's own entry adds every symbol set — number SIDCs, air,
 * sea, space, signals, tactical points — over a megabyte of code the map would load before its first
 * paint; this module takes milsymbol's core and its letter ground set from the package's ES sources
 * (`vite.config.ts` maps `milsymbol/src/…` to them) and adds that set alone. A SIDC outside it still
 * draws, as an unknown-icon frame.
 */
import { ms } from 'milsymbol/src/milsymbol.js';
import ground from 'milsymbol/src/lettersidc/sidc/ground.js';

ms.addIcons(ground);

export default ms;
