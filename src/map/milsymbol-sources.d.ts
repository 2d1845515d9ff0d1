/**
 * Types of the milsymbol source modules `milsymbol.ts` imports (the package exports only its whole
 * entry; `vite.config.ts` maps `milsymbol/src/…` to its files). `ms` is the same object the entry exports,
 * with `addIcons`, which the entry's types leave out.
 */
declare module 'milsymbol/src/milsymbol.js' {
  import type whole from 'milsymbol';
  export const ms: typeof whole & { addIcons(set: unknown): void };
}

declare module 'milsymbol/src/lettersidc/sidc/ground.js' {
  const set: unknown;
  export default set;
}

declare module 'milsymbol/src/lettersidc/sidc/sea.js' {
  const set: unknown;
  export default set;
}

declare module 'milsymbol/src/lettersidc/sidc/subsurface.js' {
  const set: unknown;
  export default set;
}
