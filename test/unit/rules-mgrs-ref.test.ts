/**
 * MGRS references (src/rules/mgrsRef.ts, through the `mgrs` library): the vectors the library
 * publishes, GEOTRANS 3.7's 16,380 UTM-latitude test vectors (test/fixtures/mgrs), an independent cross-check of zone, band and the digits against proj4's UTM across zone
 * and band edges, round trips, and bad references named.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import proj4 from 'proj4';
import { formatMgrs, mgrsToSquare, pointToMgrs } from '../../src/rules/mgrsRef.ts';

const BANDS = 'CDEFGHJKLMNPQRSTUVWXX';

/** UTM easting and northing of `lon`, `lat` in zone `zone` by proj4 (an implementation of its own). */
function utm(zone: number, lon: number, lat: number): [number, number] {
  const [e, n] = proj4('WGS84', `+proj=utm +zone=${zone}${lat < 0 ? ' +south' : ''} +datum=WGS84 +units=m +no_defs`, [lon, lat]) as [number, number];
  return [e, n];
}

describe('MGRS', () => {
  it('matches the library’s published vectors (proj4js/mgrs test set)', () => {
    const sq = mgrsToSquare('33UXP04');
    expect(sq.sizeM).toBe(10_000);
    expect(sq.centre.lon).toBeCloseTo(16.4145, 5);
    expect(sq.centre.lat).toBeCloseTo(48.24949, 5);
    expect(pointToMgrs(sq.centre)).toBe('33UXP 05004 44997');
    expect(pointToMgrs(sq.centre, 1)).toBe('33UXP 0 4');
    expect(pointToMgrs({ lon: 0, lat: 0 })).toBe('31NAA 66021 00000');
    expect(pointToMgrs({ lon: 0, lat: 0.00001 })).toBe('31NAA 66021 00001');
    expect(pointToMgrs({ lon: -115.0820944, lat: 36.2361322 })).toBe('11SPA 72349 11844');
  });

  it('places GEOTRANS’s 16,380 test references within a metre of GEOTRANS, and writes each point back within 1.5 m', () => {
    const rows = readFileSync(new URL('../fixtures/mgrs/geotrans-mgrsToGeo_WE.tsv', import.meta.url), 'utf8').trim().split('\n');
    expect(rows.length).toBe(16_380);
    // Metres between two WGS84 points a few metres apart (the local flat-earth distance is exact enough here).
    const apartM = (a: { lon: number; lat: number }, b: { lon: number; lat: number }) =>
      Math.hypot((a.lat - b.lat) * 111_320, (a.lon - b.lon) * 111_320 * Math.cos((b.lat * Math.PI) / 180));
    let worstIn = 0;
    let worstBack = 0;
    for (const row of rows) {
      const [ref, lat, lon] = row.split('\t');
      const p = { lon: Number(lon), lat: Number(lat) };
      // GEOTRANS gives the south-west corner of the 1 m square (31NEA 00000 00000 is 0° N 3° E).
      worstIn = Math.max(worstIn, apartM(mgrsToSquare(ref!).sw, p));
      // The point lies on a square's corner, rounded to 1e-6°: it may be written as a neighbouring square.
      worstBack = Math.max(worstBack, apartM(mgrsToSquare(pointToMgrs(p)).sw, p));
    }
    // Measured: the library's inverse is 0.38 m from GEOTRANS at the median, 0.95 m at worst.
    expect(worstIn).toBeLessThan(1);
    expect(worstBack).toBeLessThan(1.5);
    expect(mgrsToSquare('31NEA0000000000').sw).toEqual({ lon: 3, lat: 0 });
  });

  it('agrees with proj4’s UTM on zone, band and digits, across zone and band edges (Norway and Svalbard left out)', () => {
    const edge = fc.oneof(
      fc.double({ min: -180, max: 179.999, noNaN: true }),
      fc.integer({ min: -29, max: 29 }).chain((z) => fc.double({ min: z * 6 - 0.0005, max: z * 6 + 0.0005, noNaN: true })),
    );
    const band = fc.oneof(
      fc.double({ min: -79.99, max: 83.99, noNaN: true }),
      fc.integer({ min: -9, max: 9 }).chain((b) => fc.double({ min: b * 8 - 0.0005, max: b * 8 + 0.0005, noNaN: true })),
    );
    fc.assert(
      fc.property(edge, band, (lon, lat) => {
        if ((lat >= 56 && lat < 64 && lon >= 3 && lon < 12) || (lat >= 72 && lon >= 0 && lon < 42)) return;
        const ref = pointToMgrs({ lon, lat });
        const m = /^(\d+)([A-Z])[A-Z]{2} (\d{5}) (\d{5})$/.exec(ref)!;
        const zone = Math.min(60, Math.floor((lon + 180) / 6) + 1);
        expect(Number(m[1])).toBe(zone);
        expect(m[2]).toBe(BANDS[Math.floor((lat + 80) / 8)]);
        const [e, n] = utm(zone, lon, lat);
        // The library and proj4 may round the last metre differently right on a line.
        expect(Math.abs(Number(m[3]) - (Math.floor(e) % 100_000))).toBeLessThanOrEqual(1);
        const north = ((Math.floor(n) % 100_000) + 100_000) % 100_000;
        expect(Math.min(Math.abs(Number(m[4]) - north), 100_000 - Math.abs(Number(m[4]) - north))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 400 },
    );
  });

  it('round trips: the centre of a point’s square gives the same square, at every precision', () => {
    fc.assert(
      fc.property(fc.double({ min: -179, max: 179, noNaN: true }), fc.double({ min: -79, max: 83, noNaN: true }), fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const), (lon, lat, digits) => {
        const ref = pointToMgrs({ lon, lat }, digits);
        const sq = mgrsToSquare(ref);
        expect(sq.sizeM).toBe(10 ** (5 - digits));
        // A square cut by a zone or band line has its centre across it: MGRS's partial squares.
        const back = pointToMgrs(sq.centre, digits);
        fc.pre(back.slice(0, back.search(/[A-Z]/) + 1) === ref.slice(0, ref.search(/[A-Z]/) + 1));
        expect(back).toBe(ref);
      }),
      { numRuns: 300 },
    );
  });

  it('reads spaces and lower case, and names what is wrong', () => {
    expect(formatMgrs(' 31udr1234567890 ')).toBe('31UDR 12345 67890');
    expect(formatMgrs('31U DR 1 2')).toBe('31UDR 1 2');
    const refusal = (ref: string) => {
      try {
        formatMgrs(ref);
      } catch (e) {
        return (e as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('')).toBe('MGRS reference "" is empty: type one such as 31UDR 12345 67890');
    expect(refusal('31UDR 1234 567')).toMatch(/is not an MGRS reference/); // odd digits
    expect(refusal('31IDR 12 34')).toMatch(/is not an MGRS reference/); // no band I
    expect(refusal('61UDR 12 34')).toBe('MGRS reference "61UDR 12 34" names zone 61: zones run 1 to 60');
    expect(() => pointToMgrs({ lon: 0, lat: 85 })).toThrow(/80° S and 84° N/);
  });
});
