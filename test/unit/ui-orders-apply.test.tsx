// @vitest-environment jsdom
/**
 * "Apply order…" on an order's read view (`ApplyOrderDialog`): the table of the routes that carry the
 * order out — each unit, when the order reaches it, its route, mode, distance and time — and "Write
 * routes" writing one `route.set` per ticked unit as one action, exactly the proposals.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { proposeOrderRoutes } from '../../src/campaign/orders/applyOrder.ts';
import type { CampaignOrder, CampaignState } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { DeskAction, DeskEventInput, DeskWriter } from '../../src/ui/deskHost.ts';
import { OrdersScreen } from '../../src/ui/orders/OrdersScreen.tsx';
import { GRID, tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const base = stateFromScenario(tinyScenario());
const order: CampaignOrder = {
  id: 'o-1', fromId: 'gb-51div', forId: 'gb-152bde', issuedAtMin: 0, aim: 'Take the ridge',
  objectives: [{ label: 'Ridge', ref: '05301250', pos: gridRefToPoint(GRID, '05301250') }],
  commandStructure: '', allocations: [], hqLocations: [], timings: [], notes: '',
};
const state: CampaignState = { ...base, orders: Object.assign(Object.create(null), { 'o-1': order }) };

describe('Apply order…', () => {
  it('proposes a route per unit from its receipt minute and writes the ticked ones as one action', async () => {
    const append = vi.fn(async (_d: DeskEventInput, _n: string, _a?: DeskAction) => state);
    render(<OrdersScreen state={state} writer={{ append } satisfies DeskWriter} selectedUnitId="gb-152bde" onShowOnMap={() => {}} onSelectUnit={() => {}} />);
    fireEvent.click(within(screen.getByRole('group', { name: /^Orders for / })).getAllByRole('button')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Apply order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply order' });
    const table = within(dialog).getByRole('table', { name: 'Routes of the order' });
    const proposals = proposeOrderRoutes(state, order);
    expect(proposals.length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(proposals.length);
    // Each row: the unit, when the order reaches it (HH:MM), its route to the ridge, the mode, distance and time.
    expect(rows[0]!.textContent).toContain(proposals[0]!.route.waypoints[0]!.ref);
    expect(rows[0]!.textContent).toMatch(/\d\d:\d\d/);
    // Untick the last unit (when there are two) and write.
    const boxes = within(table).getAllByRole('checkbox');
    if (boxes.length > 1) fireEvent.click(boxes.at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write routes' }));
    const written = boxes.length > 1 ? proposals.slice(0, -1) : proposals;
    await waitFor(() => expect(append).toHaveBeenCalledTimes(written.length));
    expect(append.mock.calls.map((c) => c[0])).toEqual(written.map((p) => ({ type: 'route.set', v: 1, payload: { route: p.route, queued: true } })));
    // One action for Undo: every write carries the same action handle.
    expect(new Set(append.mock.calls.map((c) => c[2])).size).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply order' })).toBeNull());
  });
});
