/**
 * Helpers for the Logistics screen tests: the UI tests' tiny scenario with a BN LOG under 152 Bde, a
 * field battery under 255 RFA and a tank battalion under 51 Div; and a desk over it — an event log, the
 * state folded from it, the ledger kept event by event (`LedgerKeeper`, as the desk keeps it), and a
 * writer that stamps the clock, folds, appends, and records what was written. A refused draft (the fold
 * throws) is neither folded nor recorded.
 */
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { LedgerKeeper } from '../../src/campaign/log/ledgers.ts';
import type { CampaignState, Scenario, Unit } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { DeskEventInput, DeskWriter } from '../../src/ui/deskHost.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

const at = (ref: string) => gridRefToPoint(GRID, ref);

/** `tinyScenario()` plus `gb-152bde-log` (supply company, 2 bases, under 152 Bde), `gb-255rfa-a` (field battery under 255 RFA) and `gb-1tank` (tank battalion, 6 bases, under 51 Div). */
export function logisticsScenario(): Scenario {
  const s = tinyScenario();
  const extra = (u: Partial<Unit> & Pick<Unit, 'id' | 'name' | 'shortName' | 'echelon' | 'type'>): Unit => ({ side: 'blue', grade: 'R', bases: 2, establishmentBases: 2, injuredBases: 0, dugIn: false, ...u });
  const units = [...s.units];
  units.splice(units.findIndex((u) => u.id === 'gb-8argylls') + 1, 0, extra({ id: 'gb-152bde-log', name: '152 Bde BN LOG', shortName: '152 LOG', echelon: 'company', type: 'supply', parentId: 'gb-152bde', pos: at('05251150') }));
  units.splice(
    units.findIndex((u) => u.id === 'gb-255rfa') + 1,
    0,
    extra({ id: 'gb-255rfa-a', name: 'A Battery, 255 RFA', shortName: 'A/255', echelon: 'company', type: 'fieldGun', parentId: 'gb-255rfa', pos: at('04801010') }),
    extra({ id: 'gb-1tank', name: '1st Tank Battalion', shortName: '1 Tank', echelon: 'battalion', type: 'tankHeavy', parentId: 'gb-51div', bases: 6, establishmentBases: 6, pos: at('05501100') }),
  );
  return { ...s, units };
}

/** A desk over `scenario`: its log, state, ledger keeper and a recording writer. */
export function logisticsDesk(scenario: Scenario = logisticsScenario()) {
  const events: CampaignEvent[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario } }];
  let state: CampaignState = applyEvent(null, events[0]!);
  const keeper = new LedgerKeeper(events);
  const writes: { draft: DeskEventInput; notice: string }[] = [];
  /** Stamp, fold, keep: the next event of `draft` (at the clock, or at `toMin` for `clock.advanced`). Throws the fold's refusal. */
  const put = (draft: DeskEventInput | EventDraft): CampaignState => {
    const atMin = 'at' in draft ? draft.at : draft.type === 'clock.advanced' ? draft.payload.toMin : state.clockMin;
    const event = { ...draft, seq: state.seq + 1, at: atMin } as CampaignEvent;
    const next = applyEvent(state, event);
    keeper.append(state, event);
    events.push(event);
    state = next;
    return state;
  };
  const writer: DeskWriter & { writes: typeof writes } = {
    writes,
    async append(draft, notice) {
      const s = put(draft);
      writes.push({ draft, notice });
      return s;
    },
  };
  return { events, keeper, writer, writes, put, state: () => state, ledger: () => keeper.ledger };
}
