/**
 * A formation's command structure as the ORBAT has it now (read-only, 004 §ORDER OF BATTLE): the units
 * Under Command of it and those In Direct Support / In Support of it, each a list of names (as text),
 * or as link buttons when `onSelectUnit` is given.
 */
import type { CampaignState, Unit, UnitId } from '../../campaign/index.ts';
import { orbatCommandOf } from './unitOptions.ts';

/** Props: the campaign, the formation, and optionally what a unit name does when clicked. */
export type OrbatCommandProps = { state: CampaignState; forId: UnitId; onSelectUnit?(id: UnitId): void };

/** The lists (`region` "Command structure in the order of battle"). */
export function OrbatCommand({ state, forId, onSelectUnit }: OrbatCommandProps) {
  const c = orbatCommandOf(state, forId);
  const groups: [string, Unit[]][] = [
    ['Under Command', c.underCommand],
    ['In Direct Support', c.inDirectSupport],
    ['In Support', c.inSupport],
  ];
  return (
    <div className="order-orbat" role="region" aria-label="Command structure in the order of battle">
      <p className="order-muted">In the order of battle now:</p>
      <dl>
        {groups.map(([title, units]) => (
          <div key={title}>
            <dt>{title}</dt>
            <dd>
              {units.length === 0
                ? 'none'
                : units.map((u, i) => (
                    <span key={u.id}>
                      {i > 0 && ', '}
                      {onSelectUnit ? (
                        <button type="button" className="link-button" onClick={() => onSelectUnit(u.id)}>
                          {u.name}
                        </button>
                      ) : (
                        u.name
                      )}
                    </span>
                  ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
