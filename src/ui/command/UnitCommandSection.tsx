/**
 * The unit panel's command facts (NQM 004 §ORDER OF BATTLE, §COMMAND REACTION TIMES): the HQ the unit
 * is under command of (a button selecting it), its support relation, radios (battalions), veteran,
 * mobility (set or derived), the HQ location as a grid reference, the delay of orders from its top
 * formation, a "Command relations…" button, the HQ location field, and the unit's last 1916 command
 * tests (002 §2.1). All user text is rendered as text.
 */
import type { CampaignState, Unit, UnitId } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { positionRef } from '../GridRefField.tsx';
import { MOBILITY_LABEL, supportText } from '../labels.ts';
import { commandDelayLine, commandTestLine, lastCommandTests, mobilityOf, VETERAN_FLAG_LABEL, veteranText } from './commandFacts.ts';
import { HqLocationField } from './HqLocationField.tsx';
import './command.css';

/** Props: the state and unit, `onSelect` (the HQ's button), the writer (HQ location) and the relations dialog opener. */
export type UnitCommandSectionProps = {
  state: CampaignState;
  unit: Unit;
  onSelect(id: UnitId): void;
  writer?: DeskWriter;
  onCommandRelations?(id: UnitId): void;
};

const HQ_ECHELONS = new Set<Unit['echelon']>(['army', 'corps', 'division', 'brigade', 'regiment', 'battalion']);

/** The facts (a `dl`), the buttons and the tests. */
export function UnitCommandSection({ state, unit, onSelect, writer, onCommandRelations }: UnitCommandSectionProps) {
  const parent = unit.parentId !== undefined ? state.units[unit.parentId] : undefined;
  const mobility = mobilityOf(unit);
  const tests = lastCommandTests(state, unit.id);
  const hqRef = unit.hqPos ? positionRef(state.grid, unit.hqPos) : null;
  const hasHq = HQ_ECHELONS.has(unit.echelon) || unit.hqPos !== undefined;
  return (
    <div className="unit-command">
      <h3>Command</h3>
      <dl className="facts">
        <dt>Under command of</dt>
        <dd>
          {parent ? (
            <button type="button" className="link-button" onClick={() => onSelect(parent.id)}>
              {parent.name}
            </button>
          ) : (
            <span className="muted">— (top of the {state.sides[unit.side].name} order of battle)</span>
          )}
        </dd>
        <dt>Support</dt>
        <dd>{unit.support ? supportText(state, unit.support) : <span className="muted">None</span>}</dd>
        {unit.echelon === 'battalion' && (
          <>
            <dt>Radios</dt>
            <dd>{unit.radios ? 'Yes (orders to its companies take no time)' : 'No'}</dd>
          </>
        )}
        <dt>{VETERAN_FLAG_LABEL}</dt>
        <dd>{veteranText(state, unit)}</dd>
        <dt>Mobility</dt>
        <dd>
          {MOBILITY_LABEL[mobility.mobility]}
          {mobility.derived && <span className="muted"> (from its type)</span>}
        </dd>
        {hasHq && (
          <>
            <dt>HQ location</dt>
            <dd>{hqRef ? hqRef.ref || hqRef.problem : <span className="muted">Not placed</span>}</dd>
          </>
        )}
        <dt>Command delay</dt>
        <dd>{commandDelayLine(state, unit)}</dd>
      </dl>
      {onCommandRelations && (
        <div className="form-actions">
          <button type="button" aria-keyshortcuts="c" onClick={() => onCommandRelations(unit.id)}>
            Command relations…
          </button>
        </div>
      )}
      {writer && hasHq && <HqLocationField key={`hq-${unit.id}`} grid={state.grid} unit={unit} writer={writer} />}
      {tests.length > 0 && (
        <div className="command-tests">
          <h4>Last command tests</h4>
          <ol aria-label={`Command tests of ${unit.shortName}`}>
            {tests.map((t) => (
              <li key={t.seq} className={t.passed ? 'is-passed' : 'is-failed'}>
                {commandTestLine(state, t)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
