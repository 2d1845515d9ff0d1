/**
 * valibot schemas of the payloads of the terrain events (`events.ts`): the features an import adds
 * (checked by `terrainFeaturesProblem`, which names the first bad one) and the ids a removal takes.
 */
import * as v from 'valibot';
import { got, lonLat, obj, text, whole } from '../model/schemaParts.ts';
import { baseMapSchema } from './baseMap.ts';
import { IMAGE_ID_PATTERN, MAX_BASE_IMAGE_BYTES } from './scanImage.ts';
import { terrainFeaturesProblem, terrainFeaturesSchema, type TerrainFeature } from './terrainFeatures.ts';


/** One control point of a scanned map: an image pixel, the reference typed for it, and its WGS84 point. */
const controlPoint = obj({ xPx: v.pipe(v.number(got('a number')), v.finite('must be finite'), v.minValue(0, 'must not be left of the image')), yPx: v.pipe(v.number(got('a number')), v.finite('must be finite'), v.minValue(0, 'must not be above the image')), ref: text(60, { nonEmpty: true }), pos: lonLat });

/**
 * A scanned map (payload version 2): its file name, type, the id and byte count of its image (kept
 * beside the log, `scanImage.ts`), its size in pixels and 3–20 control points.
 */
const baseImage = v.pipe(
  obj({
    name: text(200, { nonEmpty: true }),
    mime: v.picklist(['image/png', 'image/jpeg'], 'a scanned map is a PNG or a JPEG'),
    imageId: v.pipe(v.string(got("the image's id")), v.regex(IMAGE_ID_PATTERN, "is not an image's id (64 hexadecimal digits)")),
    bytes: v.pipe(
      v.number(got('a number of bytes')),
      v.integer('must be a whole number of bytes'),
      v.minValue(1, 'the image is empty'),
      v.maxValue(MAX_BASE_IMAGE_BYTES, `the image is larger than the ${MAX_BASE_IMAGE_BYTES / 1e6} MB a campaign keeps`),
    ),
    widthPx: whole('widthPx', 1, 30_000),
    heightPx: whole('heightPx', 1, 30_000),
    points: v.pipe(v.array(controlPoint, got('a list of control points')), v.minLength(3, 'a scanned map needs at least 3 control points'), v.maxLength(20, 'at most 20 control points')),
  }),
  v.check((b) => b.points.every((p) => p.xPx <= b.widthPx && p.yPx <= b.heightPx), 'a control point lies outside the image'),
);

/** Payload schemas of the terrain events. */
export const TERRAIN_PAYLOADS = {
  'terrain.imported': obj({ source: text(200, { nonEmpty: true }), features: terrainFeaturesSchema }),
  'terrain.removed': obj({ featureIds: v.pipe(v.array(v.string(got('a feature id')), got('a list of feature ids')), v.minLength(1, 'removes no feature')) }),
  'terrain.drawn': obj({
    feature: v.custom<TerrainFeature>((f) => terrainFeaturesProblem([f]) === null, (issue) => `the drawing ${(terrainFeaturesProblem([issue.input]) ?? 'is not valid').replace(/^feature 1 /, '')}`),
  }),
  'terrain.edited': obj({
    featureId: v.pipe(v.string(got('a feature id')), v.regex(/^[A-Za-z0-9_:-]{1,64}$/, 'is not a feature id')),
    geometry: v.custom<TerrainFeature['geometry']>(
      (g) => ['Polygon', 'MultiPolygon', 'LineString', 'MultiLineString'].includes((g as { type?: string } | null)?.type ?? ''),
      'the new shape is not a polygon or a line',
    ),
  }),
  'baseImage.placed': obj({ image: baseImage }),
  'baseImage.removed': obj({}),
  'baseMap.opened': obj({ baseMap: baseMapSchema }),
  'baseMap.removed': obj({}),
} as const;
