// @vitest-environment jsdom
/**
 * Picking an order's points on the map from the order form (src/ui/orders/OrderForm.tsx through
 * OrdersScreen's `onPickOnMap`): "Pick objective n on map" and "Pick HQ location n on map" ask the
 * desk with the row's label; the point given back fills that row's grid reference with the exact
 * 8-figure reference of the square it falls in (a table grid's square), the rest of the draft as it
 * was, and the order saves with it; a pick never answered (cancelled) changes nothing; without
 * `onPickOnMap` there are no pick buttons.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { GridDef, LonLat } from '../../src/rules/types.ts';
import type { DeskEventInput, DeskWriter } from '../../src/ui/deskHost.ts';
import { OrdersScreen } from '../../src/ui/orders/OrdersScreen.tsx';
import { GRID, tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const base = stateFromScenario(tinyScenario());
const TABLE: GridDef = { originLon: 3.0, originLat: 50.0, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' };

function setup(state: CampaignState = base, pickable = true) {
  const append = vi.fn(async (_draft: DeskEventInput, _notice: string) => state);
  const writer = { append } satisfies DeskWriter;
  const onPickOnMap = vi.fn<(label: string, onPick: (pos: LonLat) => void) => void>();
  render(<OrdersScreen state={state} writer={writer} selectedUnitId="gb-152bde" onPickOnMap={pickable ? onPickOnMap : undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'New order' }));
  const form = screen.getByRole('form', { name: 'Order form' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const click = (name: string) => fireEvent.click(within(form).getByRole('button', { name }));
  /** The pick asked for last: its label and the callback to answer it. */
  const lastPick = () => onPickOnMap.mock.calls.at(-1)!;
  return { append, onPickOnMap, form, field, type, click, lastPick };
}

describe('OrderForm: picking grid references on the map', () => {
  it('"Pick objective 2 on map" fills objective 2 with the 8-figure reference of the picked point and keeps the rest', async () => {
    const { append, onPickOnMap, field, type, click, lastPick } = setup();
    type('Aim', 'Take the ridge');
    type('Objective 1 name', 'Flesquières ridge');
    type('Objective 1 grid reference', '0530 1250');
    click('Add objective');
    type('Objective 2 name', 'Ribécourt');
    click('Pick objective 2 on map');
    expect(onPickOnMap).toHaveBeenCalledTimes(1);
    expect(lastPick()[0]).toBe('objective 2 of the order for 152nd Brigade');
    // A point 3 m east and 7 m north of the south-west corner of 10-m square 0612 1305.
    act(() => lastPick()[1](gridRefToPoint(GRID, '0612313057')));
    expect(field('Objective 2 grid reference').value).toBe('06121305');
    expect(field('Objective 2 grid reference').getAttribute('aria-invalid')).toBeNull();
    expect(field('Objective 2 name').value).toBe('Ribécourt');
    expect(field('Objective 1 name').value).toBe('Flesquières ridge');
    expect(field('Objective 1 grid reference').value).toBe('0530 1250');
    expect(field('Aim').value).toBe('Take the ridge');
    expect(field('For').value).toBe('152nd Brigade');
    click('Save order');
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    const saved = (append.mock.calls[0]![0] as Extract<DeskEventInput, { type: 'order.saved' }>).payload.order;
    expect(saved.objectives).toEqual([
      { label: 'Flesquières ridge', ref: '0530 1250', pos: gridRefToPoint(GRID, '0530 1250') },
      { label: 'Ribécourt', ref: '06121305', pos: gridRefToPoint(GRID, '06121305') },
    ]);
  });

  it('"Pick HQ location 1 on map" fills the HQ row; a point on a table grid gives its square', () => {
    const table: CampaignState = { ...base, grid: TABLE };
    const { field, type, click, lastPick } = setup(table);
    click('Add HQ location');
    type('HQ location 1 unit', 'gb-152bde');
    click('Pick HQ location 1 on map');
    expect(lastPick()[0]).toBe('HQ location 1 of the order for 152nd Brigade');
    act(() => lastPick()[1](gridRefToPoint(TABLE, 'c 03')));
    expect(field('HQ location 1 grid reference').value).toBe('C3');
    expect(field('HQ location 1 unit').value).toBe('gb-152bde');
    expect(field('Objective 1 grid reference').value).toBe('');
  });

  it('a bad typed reference is replaced by the pick and its error goes; a pick not answered changes nothing', () => {
    const { field, type, click, lastPick, onPickOnMap } = setup();
    type('Objective 1 grid reference', '99999999');
    expect(field('Objective 1 grid reference').getAttribute('aria-invalid')).toBe('true');
    click('Pick objective 1 on map');
    expect(field('Objective 1 grid reference').value).toBe('99999999'); // nothing until the map answers
    act(() => lastPick()[1](gridRefToPoint(GRID, '05201100')));
    expect(field('Objective 1 grid reference').value).toBe('05201100');
    expect(field('Objective 1 grid reference').getAttribute('aria-invalid')).toBeNull();
    click('Pick objective 1 on map'); // cancelled on the map: never answered
    expect(onPickOnMap).toHaveBeenCalledTimes(2);
    expect(field('Objective 1 grid reference').value).toBe('05201100');
  });

  it('names the formation-less draft "this order", and has no pick buttons without onPickOnMap', () => {
    const { type, click, lastPick } = setup();
    type('For', '');
    click('Pick objective 1 on map');
    expect(lastPick()[0]).toBe('objective 1 of this order');
    cleanup();
    const plain = setup(base, false);
    expect(within(plain.form).queryByRole('button', { name: /^Pick / })).toBeNull();
    expect(plain.field('Objective 1 grid reference')).toBeTruthy();
  });
});
