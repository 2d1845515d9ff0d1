/**
 * Coordinate systems a terrain file may come in, and their conversion to WGS84 by proj4. GeoJSON is
 * WGS84 longitude/latitude (RFC 7946), but a QGIS layer is often saved in the map's own system and
 * names it in the old `crs` member (`urn:ogc:def:crs:EPSG::32633`). The systems below cover the
 * usual European campaign ground; any other is refused by name.
 */
import proj4 from 'proj4';

/** A coordinate system the import knows: its EPSG code and what it is called. */
export type KnownCrs = { epsg: number; name: string; def: string };

const FIXED: readonly KnownCrs[] = [
  { epsg: 4326, name: 'WGS84 longitude/latitude', def: '+proj=longlat +datum=WGS84 +no_defs' },
  { epsg: 4258, name: 'ETRS89 longitude/latitude', def: '+proj=longlat +ellps=GRS80 +towgs84=0,0,0 +no_defs' },
  { epsg: 3857, name: 'Web Mercator', def: '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs' },
  { epsg: 2154, name: 'RGF93 Lambert-93 (France)', def: '+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 +ellps=GRS80 +towgs84=0,0,0 +units=m +no_defs' },
  { epsg: 27700, name: 'British National Grid', def: '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs' },
  { epsg: 31370, name: 'Belgian Lambert 72', def: '+proj=lcc +lat_0=90 +lon_0=4.36748666666667 +lat_1=51.1666672333333 +lat_2=49.8333339 +x_0=150000.013 +y_0=5400088.438 +ellps=intl +towgs84=-106.8686,52.2978,-103.7239,0.3366,-0.457,1.8422,-1.2747 +units=m +no_defs' },
  { epsg: 3035, name: 'ETRS89 LAEA Europe', def: '+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 +ellps=GRS80 +towgs84=0,0,0 +units=m +no_defs' },
];

/**
 * The coordinate system of EPSG code `epsg`, or null when the import does not know it: the fixed list
 * above and every UTM zone on WGS84 (326zz north, 327zz south) and ETRS89 (258zz, zones 28–38).
 */
export function knownCrs(epsg: number): KnownCrs | null {
  const fixed = FIXED.find((c) => c.epsg === epsg);
  if (fixed) return fixed;
  const zone = epsg % 100;
  if ((Math.floor(epsg / 100) === 326 || Math.floor(epsg / 100) === 327) && zone >= 1 && zone <= 60) {
    const south = Math.floor(epsg / 100) === 327;
    return { epsg, name: `WGS84 UTM zone ${zone}${south ? 'S' : 'N'}`, def: `+proj=utm +zone=${zone}${south ? ' +south' : ''} +datum=WGS84 +units=m +no_defs` };
  }
  if (Math.floor(epsg / 100) === 258 && zone >= 28 && zone <= 38) {
    return { epsg, name: `ETRS89 UTM zone ${zone}N`, def: `+proj=utm +zone=${zone} +ellps=GRS80 +towgs84=0,0,0 +units=m +no_defs` };
  }
  return null;
}

/**
 * The EPSG code a GeoJSON `crs` member names (`EPSG:32633`, `urn:ogc:def:crs:EPSG::32633`; CRS84 is
 * 4326), null when there is none. Throws `Error` for a `crs` that names no EPSG code.
 */
export function crsOfGeoJson(doc: { crs?: unknown }): number | null {
  if (doc.crs === undefined || doc.crs === null) return null;
  const name = (doc.crs as { properties?: { name?: unknown } }).properties?.name;
  if (typeof name !== 'string') throw new Error('its "crs" does not name a coordinate system');
  if (/CRS:?84$/i.test(name)) return 4326;
  const m = /EPSG:+(?:[\d.]*:)?(\d{4,5})$/i.exec(name);
  if (!m) throw new Error(`its coordinate system "${name.slice(0, 80)}" is not an EPSG code`);
  return Number(m[1]);
}

/**
 * A function from the system `epsg` to WGS84 `[lon, lat]` (the identity for 4326). Throws `Error`
 * naming the code and the systems known when the import does not know it.
 */
export function toWgs84(epsg: number): (p: number[]) => [number, number] {
  if (epsg === 4326) return (p) => [p[0]!, p[1]!];
  const crs = knownCrs(epsg);
  if (!crs) {
    throw new Error(
      `its coordinate system EPSG:${epsg} is not one this import knows: save the layer as WGS84 (EPSG:4326), or in ${FIXED.slice(2).map((c) => `${c.name} (EPSG:${c.epsg})`).join(', ')} or a UTM zone (EPSG:326zz, 327zz, 258zz)`,
    );
  }
  const conv = proj4(crs.def, 'EPSG:4326');
  return (p) => {
    const [lon, lat] = conv.forward([p[0]!, p[1]!]);
    return [Number(lon!.toFixed(7)), Number(lat!.toFixed(7))];
  };
}
