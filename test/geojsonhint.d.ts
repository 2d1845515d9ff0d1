/** The part of @mapbox/geojsonhint the tests use (the package ships no types). */
declare module '@mapbox/geojsonhint' {
  /** One finding: its message, and `level: 'message'` for a warning such as the right-hand rule. */
  export type Hint = { message: string; level?: string; line?: number };
  /** Check a GeoJSON object or text against RFC 7946; an empty list when nothing is wrong. */
  export function hint(doc: object | string, options?: { precisionWarning?: boolean; noDuplicateMembers?: boolean }): Hint[];
  const geojsonhint: { hint: typeof hint };
  export default geojsonhint;
}
