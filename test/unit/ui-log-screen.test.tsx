// @vitest-environment jsdom
/**
 * The campaign log screen: every event newest first with its time and its description as it read when
 * it happened (a fire plan "created", then "revised"), the account of a fight and a firing's dice under
 * it, an engagement's steps gathered under its opening (expandable), and the search box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { LogScreen, logLines } from '../../src/ui/log/LogScreen.tsx';
import type { CampaignEvent } from '../../src/campaign/events.ts';
import { turnScenario, turnStart } from './campaign-turn-fixture.ts';

afterEach(cleanup);

const state = turnStart();
const events: CampaignEvent[] = [
  { seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: turnScenario() } },
  { seq: 2, at: 60, type: 'clock.advanced', v: 1, payload: { toMin: 60 } },
  { seq: 3, at: 60, type: 'contact.dismissed', v: 1, payload: { contactId: 'ct-60-1', note: 'let <b>pass</b>' } },
];

describe('the log', () => {
  it('lists events newest first with their campaign time, and filters by what is typed', () => {
    const lines = logLines(state, events);
    expect(lines.map((l) => l.seq)).toEqual([3, 2, 1]);
    expect(lines[1]!.when).toMatch(/07:00/);
    expect(logLines(state, events, 'CREATED').map((l) => l.seq)).toEqual([1]);
  });

  it('renders user text as text and shows a reading state while the log loads', () => {
    const { rerender } = render(<LogScreen state={state} events={null} />);
    expect(screen.getByRole('status').textContent).toBe('Reading the log…');
    rerender(<LogScreen state={state} events={events} />);
    const items = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(document.querySelector('b')).toBeNull();
  });
});
