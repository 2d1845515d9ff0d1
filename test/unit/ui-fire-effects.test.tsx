// @vitest-environment jsdom
/**
 * The effects of fire on a unit (004 §ARTILLERY EFFECT TABLE: disorganised or pinned for the hour after
 * a shoot) shown until they end: in words on the unit panel's State line, as a tag on its ORBAT row,
 * and as a mark on its map symbol (`status` of the unit model).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { fireEffectsOf } from '../../src/campaign/model/selectors.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { buildUnitModel } from '../../src/map/unitModel.ts';
import { unitSidc } from '../../src/map/sidc.ts';
import { OrbatTree } from '../../src/ui/OrbatTree.tsx';
import { fightStates, fireEffectText } from '../../src/ui/route/routeText.ts';
import { tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

/** 6th Gordons shelled at 06:20: disorganised and pinned until 07:20; 6th Black Watch pinned until 07:00 only. */
function shelled(clockMin: number): CampaignState {
  const s = stateFromScenario(tinyScenario());
  const units = { ...s.units };
  units['gb-6gordons'] = { ...units['gb-6gordons']!, disorganisedUntilMin: 60, pinnedUntilMin: 60 };
  units['gb-6bw'] = { ...units['gb-6bw']!, pinnedUntilMin: 40 };
  return { ...s, units, clockMin };
}

describe('the effects of fire until they end', () => {
  it('says them in words, together when they end together, and nothing once the clock reaches the end', () => {
    const s = shelled(10);
    expect(fireEffectsOf(s, s.units['gb-6gordons']!)).toEqual({ disorganisedUntilMin: 60, pinnedUntilMin: 60 });
    expect(fireEffectText(s, s.units['gb-6gordons']!)).toEqual(['Disorganised and pinned until 07:20']);
    expect(fireEffectText(s, s.units['gb-6gordons']!, true)).toEqual(['Disorg. & pinned to 07:20']);
    expect(fireEffectText(s, { disorganisedUntilMin: 60, pinnedUntilMin: 40 })).toEqual(['Disorganised until 07:20', 'Pinned until 07:00']);
    expect(fightStates(s, s.units['gb-6bw']!)).toEqual(['Pinned until 07:00']);
    expect(fireEffectText(shelled(60), shelled(60).units['gb-6gordons']!)).toEqual([]);
  });

  it('tags the ORBAT row (described to screen readers) and marks the map symbol', () => {
    const s = shelled(10);
    render(<OrbatTree state={s} selectedId={null} onSelect={() => undefined} sidcOf={unitSidc} />);
    const row = screen.getByRole('treeitem', { name: '6th Gordon Highlanders' });
    const tag = within(row).getByText('Disorg. & pinned to 07:20');
    expect(tag.getAttribute('title')).toBe('Disorganised and pinned until 07:20');
    expect(row.getAttribute('aria-describedby')).toContain(tag.id);
    expect(within(screen.getByRole('treeitem', { name: '6th Black Watch' })).getByText('Pinned to 07:00')).toBeTruthy();

    const model = buildUnitModel(s, 'battalion', (p) => ({ x: p.lon, y: p.lat }));
    const status = (id: string) => model.status[model.indexOf.get(id)!];
    expect([status('gb-6gordons'), status('gb-6bw')]).toEqual(['DP', 'P']);
    const later = buildUnitModel(shelled(60), 'battalion', (p) => ({ x: p.lon, y: p.lat }));
    expect(later.status[later.indexOf.get('gb-6gordons')!]).toBe('');
  });
});
