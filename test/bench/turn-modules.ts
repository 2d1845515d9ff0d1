/**
 * (d) of the campaign-turn benchmark: the rules modules' cost (the measure: "settling a contact with
 * a module on costs no more than 2× without it"). On (b)'s corps after its hour (the contacts it found,
 * open): every contact settled with the proposed options and seeded dice, with the 1916 rules off and on, and
 * with the De Rosa rules on (its Firing Charts, melee and morale tests); and the clock hour itself (`planTurn`) with the 1916
 * rules off and on (tanks rolling for breakdown and dangerous terrain each hour) and with De Rosa's Movement Chart. Median CPU ms of several rounds; printed beside each other, never asserted.
 */
import { seededDice } from '../../src/rules/dice.ts';
import type { GoingAt } from '../../src/rules/operational/movement.ts';
import { applyTurnStep } from '../../src/campaign/turn/march.ts';
import { settleContact, settleDefaults } from '../../src/campaign/turn/settleContact.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { median } from './cpu.ts';

/** The module figures: contacts settled and their CPU ms, the hour's CPU ms, each with the 1916 rules off and on. */
export type ModuleFigure = { settled: number; settleOffMs: number; settleOnMs: number; hourOffMs: number; hourOnMs: number; rolls: number; settleDeRosaMs: number; hourDeRosaMs: number };

const with1916 = (s: CampaignState, on: boolean): CampaignState => ({ ...s, settings: { ...(s.settings ?? DEFAULT_SETTINGS), commandTest1916: on } });
/** The De Rosa rules on (their charts, melee and morale tests in the fight, the Movement Chart on the march). */
const withDeRosa = (s: CampaignState): CampaignState => ({ ...s, settings: { ...(s.settings ?? DEFAULT_SETTINGS), deRosaAmmo: true } });

/** Measure (d) on `state` (the corps before its hour) with `going`, timing with `cpuMs`. */
export function moduleCost(state: CampaignState, going: GoingAt, cpuMs: (f: () => void) => number): ModuleFigure {
  const hour = (on: boolean) => planTurn(with1916(state, on), 60, going, seededDice(1));
  const payload = hour(false);
  const after = applyTurnStep({ ...state, clockMin: 60 }, payload, state.clockMin);
  const contacts = Object.values(after.contacts ?? {}).filter((c) => c.status === 'open');
  const settleAll = (on: boolean, deRosa = false) => {
    const s = deRosa ? withDeRosa(after) : with1916(after, on);
    let n = 0;
    for (const c of contacts) {
      try {
        settleContact(s, c, settleDefaults(s, c), seededDice(n + 1));
        n++;
      } catch {
        // A contact the proposal cannot settle (a side with no unit fighting from the first hour) is skipped alike on and off.
      }
    }
    return n;
  };
  const settled = settleAll(false);
  const rounds = (f: () => void) => median([0, 1, 2, 3, 4].map(() => cpuMs(f)));
  const rolls = (hour(true).moves ?? []).reduce((n, m) => n + (m.vehicleRolls?.length ?? 0), 0);
  return {
    settled,
    settleOffMs: rounds(() => settleAll(false)),
    settleOnMs: rounds(() => settleAll(true)),
    hourOffMs: rounds(() => hour(false)),
    hourOnMs: rounds(() => hour(true)),
    rolls,
    settleDeRosaMs: rounds(() => settleAll(false, true)),
    hourDeRosaMs: rounds(() => planTurn(withDeRosa(state), 60, going, seededDice(1))),
  };
}
