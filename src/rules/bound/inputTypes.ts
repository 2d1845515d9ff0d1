/**
 * The input of `createEngagement` (re-exported by `types.ts`, where callers import it from): the
 * strategic formations, their sub-units and bases, the edition, settings, grid and wind. Sources as in
 * `types.ts`; defaults and checks in `create.ts`.
 */
import type { Edition, GridDef } from '../types.ts';
import type { AnyCharacteristicId, EngagementSettings, FormationQuality, FormationRole, Injury, SideKey, Transport } from './types.ts';

/** Input for one base. `facingDeg` default 0 (north); size defaults from settings; `injury` default 'none'. */
export type BaseInput = {
  id: string;
  xM: number;
  yM: number;
  facingDeg?: number;
  widthM?: number;
  depthM?: number;
  injury?: Injury;
  dugIn?: boolean;
  dugInBounds?: number;
};

/** Input for one sub-unit (see `SubUnitState`). `characteristic` is a row of the edition's table. */
export type SubUnitInput = {
  id: string;
  formationId: string;
  name: string;
  characteristic: AnyCharacteristicId;
  bases: BaseInput[];
  underFire?: boolean;
  packed?: boolean;
  selfPropelled?: boolean;
  mounted?: boolean;
  movedLastBound?: boolean;
  everMoved?: boolean;
};

/**
 * Input for one SF. `resilience` is what "As S.F." means for its heavy weapons; omitted, it is the
 * resilience of its first sub-unit with a numeric resilience. `quality` default 'line'.
 */
export type FormationInput = {
  id: string;
  side: SideKey;
  name: string;
  role: FormationRole;
  quality?: FormationQuality;
  resilience?: number;
  transport?: Transport | null;
};

/**
 * Input of `createEngagement`. `grid` is needed only for bombardments: a grid reference's square is
 * placed in the engagement's local metres as the grid's easting/northing from its origin, so when a
 * grid is given the engagement's x/y must be that grid's frame (x = easting, y = northing).
 */
export type EngagementInput = {
  edition?: Edition;
  settings?: Partial<EngagementSettings>;
  grid?: GridDef | null;
  windTowardDeg?: number | null;
  formations: FormationInput[];
  subUnits: SubUnitInput[];
};

