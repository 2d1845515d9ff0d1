/**
 * The orders of the bound being executed (left of the engagement screen while executing): each SF's
 * high command, and each sub-unit's low command with its target, path and what it has done so far.
 */
import { ACTION_LABELS, HIGH_COMMAND_LABELS } from '../../rules/index.ts';
import type { EngagementState, HighCommandOrder, Order } from '../../rules/bound/types.ts';

/** The command as read aloud, e.g. "Advance" or "Bombard C4". */
export function commandText(c: HighCommandOrder | undefined): string {
  if (!c) return 'no command';
  return c.kind === 'bombard' ? `Bombard ${c.gridRef}` : HIGH_COMMAND_LABELS[c.kind];
}

/** One order as a line, e.g. "Move (2 waypoints), fires at R1/1 — moved, fired". */
export function orderText(state: EngagementState, o: Order): string {
  const name = (id: string | undefined) => state.subUnits.find((s) => s.id === id)?.name ?? id ?? '';
  const parts = [ACTION_LABELS[o.plan.action]];
  if (o.plan.path && o.plan.path.length > 0) parts[0] += ` (${o.plan.path.length} ${o.plan.path.length === 1 ? 'waypoint' : 'waypoints'})`;
  if (o.plan.assaultAtId) parts.push(`assaults ${name(o.plan.assaultAtId)}`);
  if (o.plan.fireAtId) parts.push(`fires at ${name(o.plan.fireAtId)}`);
  if (o.plan.digIn) parts.push('digs in');
  if (o.plan.artillery) parts.push(o.plan.artillery === 'pack' ? 'packs' : 'unpacks');
  const aims = Boolean(o.plan.fireAtId || o.plan.assaultAtId);
  const done = [o.status.moved && 'moved', aims && o.status.fired && 'fired', o.status.overwatch && 'on overwatch', o.status.leaving && 'leaving its position']
    .filter((x): x is string => typeof x === 'string');
  return `${parts.join(', ')}${done.length > 0 ? ` — ${done.join(', ')}` : ''}`;
}

/** The list. */
export function OrdersList({ state }: { state: EngagementState }) {
  return (
    <div className="eng-orders">
      <h3 className="eng-pane-title">Orders of bound {state.bound}</h3>
      {state.formations.map((f) => {
        const orders = state.orders.filter((o) => state.subUnits.find((s) => s.id === o.subUnitId)?.formationId === f.id);
        if (orders.length === 0 && !state.commands[f.id]) return null;
        return (
          <section key={f.id} className={`eng-sf side-${f.side}`} aria-label={f.name}>
            <h4>
              {f.name}: {commandText(state.commands[f.id])}
            </h4>
            <ul>
              {orders.map((o) => (
                <li key={`${o.subUnitId}:${o.part}`}>
                  <strong>{state.subUnits.find((s) => s.id === o.subUnitId)?.name ?? o.subUnitId}</strong>
                  {o.part === 'except' ? ` (bases ${o.baseIds.join(', ')})` : ''}: {orderText(state, o)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
