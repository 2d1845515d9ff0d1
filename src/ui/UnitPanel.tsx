/**
 * The unit panel (`region` "Unit details", ARCHITECTURE.md §Accessible names): everything about the
 * selected unit — names, side, echelon, type and the 1418 row it fights as, grade, strength (own,
 * injured, establishment, and the subtree for a formation), state, grid reference (editable: moves
 * the unit) and notes; then its command (`command/UnitCommandSection.tsx`: the HQ it is under command
 * of, support, radios, veteran, mobility, HQ location, command delay, "Command relations…", the last
 * 1916 command tests), an immobilised tank's crew (`vehicles/VehicleCrewSection.tsx`), a cavalry unit's horses
 * under the 1916 rules (`cavalry/HorsesSection.tsx`), its De Rosa morale
 * while those rules are on (`morale/MoraleSection.tsx`), its route (`route/RouteSection.tsx`, `region` "Route": the current route and
 * the route editor, with the desk's writer) and the edit form. The state line also says "Broken" and
 * "Engaged until …". All user text is rendered as text.
 */
import { deRosaOn, isCavalry, module1916On, unitFigures, formatCampaignClock, gunClassOf, settingsOf, unitArtillery, subtreeStrength, unitPosition, type CampaignSettings, type EditableUnitFields, type RoadNet, type CampaignState, type Unit, type UnitId } from '../campaign/index.ts';
import { namedArtillery } from '../rules/artillery/classes.ts';
import { CHARACTERISTICS_1418, CHARACTERISTICS_1418_V07 } from '../rules/tables/characteristics1418.ts';
import { UNIT_TYPES, type UnitTypeInfo } from '../rules/tables/unitTypes.ts';
import type { LonLat } from '../rules/types.ts';
import { gridRefText } from '../rules/grid.ts';
import { GridRefField } from './GridRefField.tsx';
import { UnitCommandSection } from './command/UnitCommandSection.tsx';
import type { DeskWriter } from './deskHost.ts';
import { ECHELON_LABEL, gradeText } from './labels.ts';
import { symbolDataUrl } from './symbolIcon.ts';
import { UnitEditForm } from './UnitEditForm.tsx';
import { RouteSection } from './route/RouteSection.tsx';
import { VehicleCrewSection } from './vehicles/VehicleCrewSection.tsx';
import { MoraleSection } from './morale/MoraleSection.tsx';
import { HorsesSection } from './cavalry/HorsesSection.tsx';
import { fightStates } from './route/routeText.ts';
import type { RoutePickControl } from './route/useRoutePick.ts';

/**
 * Props. `onMoveUnit` and `onEdit` are the App's store writes; `onEdit` resolves after the write
 * and rejects with the store's error (shown in the form).
 */
export type UnitPanelProps = {
  state: CampaignState;
  unitId: UnitId | null;
  onSelect(id: UnitId): void;
  onMoveUnit(id: UnitId, to: LonLat): void;
  onEdit(id: UnitId, changes: Partial<EditableUnitFields>): Promise<void>;
  /** SIDC of a unit for its symbol (`unitSidc`, `src/map/sidc.ts`); no symbol when absent. */
  sidcOf?: (unit: Unit) => string;
  /** The desk's writer: with it the panel places and removes the unit's HQ (`unit.hqPlaced`). */
  writer?: DeskWriter;
  /** Open the Command relations dialog of a unit (button "Command relations…"); no button when absent. */
  onCommandRelations?(id: UnitId): void;
  /** The road network for road marches, built when first asked (absent: none known yet; null: the map has none). */
  roadNetOf?: () => RoadNet | null;
  /** Picking route waypoints on the map (absent: no "Pick waypoints on the map"). */
  routePick?: RoutePickControl;
};

/** The panel; shows a hint when nothing is selected. */
export function UnitPanel({ unitId, ...rest }: UnitPanelProps) {
  const { state } = rest;
  const unit = unitId !== null ? state.units[unitId] : undefined;
  return (
    <section className="unit-panel" aria-label="Unit details">
      {unit ? (
        <UnitDetails {...rest} unit={unit} />
      ) : (
        <p className="panel-hint">Select a unit in the order of battle or on the map to see its details.</p>
      )}
    </section>
  );
}

type DetailsProps = Omit<UnitPanelProps, 'unitId'> & { unit: Unit };

/**
 * The 1418 rows a unit type fights as, for the panel: e.g. `fights as 1418 “Machineguns” (v0.7 “Late
 * HMG”); 1 or 2 guns a base (Machineguns x1/2)`; aircraft `air: fights at the operational scale`.
 */
export function fightsAsText(type: UnitTypeInfo | undefined): string | undefined {
  if (!type) return undefined;
  if (type.arm === 'air') return 'aircraft: attack at the operational scale, in fire plans';
  if (type.arm === 'naval') return 'placed and reported; ships do not fight on land (the umpire’s)';
  const v08 = type.characteristic === null ? null : CHARACTERISTICS_1418[type.characteristic].label;
  const v07 = type.characteristicV07 === undefined ? undefined : type.characteristicV07 === null ? null : CHARACTERISTICS_1418_V07[type.characteristicV07].label;
  let text = v08 === null ? `fights as 1418 v0.7 “${v07 ?? ''}” only` : `fights as 1418 “${v08}”`;
  if (v08 !== null && v07 !== undefined) text += v07 === null ? ' (no row in v0.7)' : ` (v0.7 “${v07}”)`;
  return type.basing ? `${text}; ${type.basing}` : text;
}

/**
 * An artillery unit's calibre as the panel reads it, with the NQM weapon class and range it fires at
 * (004 §WEAPON AND ARMOUR CLASSIFICATION, §WEAPON RANGE TABLE; the named guns of docs/RULINGS.md
 * §Named artillery): e.g. `83.8 mm (18-pdr): class L, range 15,000 m`; anti-aircraft guns too, as the
 * artillery they fire as on the ground (`ARTILLERY_TYPES`); `undefined` for any other unit, aircraft
 * included. `settings`: the campaign's, whose gun classes (note 2) the class shown follows, "set by the umpire".
 */
export function calibreText(unit: Pick<Unit, 'type' | 'calibreMm' | 'fuHeld'>, settings: Pick<CampaignSettings, 'gunClasses'> = {}): string | undefined {
  const art = unitArtillery(unit);
  if (!art) return undefined;
  const named = namedArtillery(art.calibreMm, art.kind);
  const g = gunClassOf(settings, art.calibreMm, art.kind);
  return `${art.calibreMm} mm${named ? ` (${named.name})` : ''}: class ${g.cls}${g.changed ? ` (set by the umpire; ${g.byTable} by the table)` : ''}, range ${art.rangeM.toLocaleString('en-GB')} m`;
}

function UnitDetails({ state, unit, onSelect, onMoveUnit, onEdit, sidcOf, writer, onCommandRelations, roadNetOf, routePick }: DetailsProps) {
  const type = UNIT_TYPES[unit.type];
  const fightsAs = fightsAsText(type);
  const calibre = calibreText(unit, settingsOf(state));
  const hasChildren = state.unitOrder.some((id) => state.units[id]?.parentId === unit.id);
  const total = hasChildren ? subtreeStrength(state, unit.id) : null;
  const icon = sidcOf ? safeIcon(sidcOf, unit) : null;
  // A seat's view: what the seat knows of the unit, read-only; of an enemy only what a report said.
  const seen = state.picture;
  const enemySeen = seen?.units[unit.id]?.status === 'enemy' ? seen.units[unit.id]! : null;
  return (
    <>
      <header className="unit-head">
        {icon && <img className="unit-symbol" src={icon} alt="" />}
        <div>
          <h2>{unit.name}</h2>
          <p className="unit-sub">
            {state.sides[unit.side].name} · {enemySeen && !enemySeen.identified ? 'unknown enemy' : ECHELON_LABEL[unit.echelon]}
          </p>
        </div>
      </header>
      <dl className="facts">
        <dt>Short name</dt>
        <dd>{unit.shortName}</dd>
        <dt>Side</dt>
        <dd>{state.sides[unit.side].name}</dd>
        <dt>Echelon</dt>
        <dd>{enemySeen && !enemySeen.identified ? 'not identified' : ECHELON_LABEL[unit.echelon]}</dd>
        <dt>Type</dt>
        <dd>
          {enemySeen && !enemySeen.identified ? (
            'not identified'
          ) : (
            <>
              {type?.label ?? unit.type}
              {fightsAs && <span className="muted"> — {fightsAs}</span>}
            </>
          )}
        </dd>
        {!enemySeen && (
          <>
            {unit.sidc && (
              <>
                <dt>Symbol code</dt>
                <dd>
                  {unit.sidc} <span className="muted">(as it came from ORBAT Mapper; exported as it came)</span>
                </dd>
              </>
            )}
            {calibre && (
              <>
                <dt>Calibre</dt>
                <dd>{calibre}</dd>
              </>
            )}
            <dt>Grade</dt>
            <dd>{gradeText(unit, state.clockMin)}</dd>
            <dt>Strength</dt>
            <dd>
              {unit.bases} of {unit.establishmentBases} bases
              {unit.injuredBases > 0 && `, ${unit.injuredBases} injured`}
              {total && (
                <span className="block">
                  With subordinates: {total.bases} of {total.establishmentBases} bases
                  {total.injuredBases > 0 && `, ${total.injuredBases} injured`}
                </span>
              )}
            </dd>
            <dt>State</dt>
            <dd>
              {unit.dugIn ? 'Dug in' : 'Not dug in'}
              {unit.injuredBases > 0 && `; ${unit.injuredBases} injured base${unit.injuredBases === 1 ? '' : 's'}`}
              {fightStates(state, unit).map((t) => `; ${t}`).join('')}
            </dd>
          </>
        )}
        {unit.notes ? (
          <>
            <dt>Notes</dt>
            <dd className="notes">{unit.notes}</dd>
          </>
        ) : null}
        {seen && (
          <>
            <dt>As known</dt>
            <dd>{knownText(state, unit.id)}</dd>
          </>
        )}
      </dl>
      {seen ? (
        <p className="unit-ref">Grid reference: {gridRefText(state.grid, unitPosition(state, unit.id))}</p>
      ) : (
        <>
          <GridRefField key={`ref-${unit.id}`} grid={state.grid} position={unitPosition(state, unit.id) ?? null} onMove={(to) => onMoveUnit(unit.id, to)} />
          <UnitCommandSection state={state} unit={unit} onSelect={onSelect} writer={writer} onCommandRelations={onCommandRelations} />
          {writer && unit.immobilised && module1916On(settingsOf(state)) && <VehicleCrewSection key={`crew-${unit.id}`} state={state} unit={unit} writer={writer} />}
          {writer && isCavalry(unit) && module1916On(settingsOf(state)) && <HorsesSection key={`horses-${unit.id}`} state={state} unit={unit} writer={writer} />}
          {writer && deRosaOn(settingsOf(state)) && unitFigures(state, unit) > 0 && <MoraleSection key={`morale-${unit.id}`} state={state} unit={unit} writer={writer} />}
          {writer && <RouteSection key={`route-${unit.id}`} state={state} unit={unit} writer={writer} roadNet={roadNetOf?.()} pick={routePick} />}
          <UnitEditForm key={`edit-${unit.id}`} unit={unit} onSave={(changes) => onEdit(unit.id, changes)} />
        </>
      )}
    </>
  );
}

function safeIcon(sidcOf: (u: Unit) => string, unit: Unit): string | null {
  try {
    return symbolDataUrl(sidcOf(unit), 28);
  } catch {
    return null;
  }
}

/** What a seat's picture holds of a unit, e.g. "as reported at 20:00, received 21:00". */
function knownText(state: CampaignState, id: UnitId): string {
  const k = state.picture?.units[id];
  const t = (min: number | undefined) => (min === undefined ? '?' : formatCampaignClock(state.startLocal, min));
  switch (k?.status) {
    case 'self':
      return 'this HQ';
    case 'live':
      return 'live (the seat is forward with it)';
    case 'reported':
      return `as reported at ${t(k.madeAtMin)}, received ${t(k.receivedAtMin)}`;
    case 'unknown':
      return 'no report yet: position and strength not known';
    case 'enemy':
      return `last seen ${t(k.madeAtMin)}, reported ${t(k.receivedAtMin)}`;
    default:
      return 'known by name only';
  }
}
