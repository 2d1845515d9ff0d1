/**
 * A test harness's campaign held in React state over a fixture desk (`logisticsDesk` and the desks built on
 * it): the state now, and a writer that appends through the desk and shows what it returns — as the app's
 * desk host does.
 */
import { useState } from 'react';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import type { DeskWriter } from '../../src/ui/deskHost.ts';

/** A fixture desk: its state and its writer. */
export type FixtureDesk = { state(): CampaignState; writer: Pick<DeskWriter, 'append'> };

/** The desk's state as React state, and a writer that appends through the desk and sets it (a hook: call it in a component). */
export function useDeskState(d: FixtureDesk): { state: CampaignState; writer: DeskWriter } {
  const [state, setState] = useState<CampaignState>(d.state());
  const writer: DeskWriter = {
    async append(draft, notice) {
      const s = await d.writer.append(draft, notice);
      setState(s);
      return s;
    },
  };
  return { state, writer };
}
