/**
 * valibot schemas of the payloads of the terrain events (`events.ts`): the features an import adds
 * (checked by `terrainFeaturesProblem`, which names the first bad one) and the ids a removal takes.
 */
import * as v from 'valibot';
import { got, obj, text } from '../model/schemaParts.ts';
import { terrainFeaturesSchema } from './terrainFeatures.ts';

/** Payload schemas of the terrain events. */
export const TERRAIN_PAYLOADS = {
  'terrain.imported': obj({ source: text(200, { nonEmpty: true }), features: terrainFeaturesSchema }),
  'terrain.removed': obj({ featureIds: v.pipe(v.array(v.string(got('a feature id')), got('a list of feature ids')), v.minLength(1, 'removes no feature')) }),
} as const;
