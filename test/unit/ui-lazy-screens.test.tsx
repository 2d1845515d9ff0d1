// @vitest-environment jsdom
/**
 * A screen loaded on demand (src/ui/lazyScreens.tsx): `ScreenLoading` shows "Loading the ‹name›
 * screen…" as a `status` until the screen's code has arrived, then the screen; and every screen of the
 * desk but the map is such a lazy component.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as screens from '../../src/ui/lazyScreens.tsx';

afterEach(cleanup);

describe('ScreenLoading', () => {
  it('shows the loading state until the code arrives, then the screen', async () => {
    let arrive!: (m: { default: () => ReactElement }) => void;
    const Late = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    render(
      <screens.ScreenLoading name="Fire plans">
        <Late />
      </screens.ScreenLoading>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the Fire plans screen…');
    await act(async () => arrive({ default: () => <h2>Fire plans</h2> }));
    expect(screen.getByRole('heading', { name: 'Fire plans' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes every screen but the map a component loaded on demand', () => {
    const lazyType = Symbol.for('react.lazy');
    const names = ['OrdersScreen', 'SheetScreen', 'FirePlanScreen', 'LogisticsScreen', 'ContactsScreen', 'LogScreen', 'EngagementList', 'EngagementScreen', 'SeatsScreen'] as const;
    expect(names.map((n) => (screens[n] as unknown as { $$typeof: symbol }).$$typeof)).toEqual(names.map(() => lazyType));
  });
});
