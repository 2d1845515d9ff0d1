/**
 * 1916 cavalry on the campaign map (`002_0a64821d231c1bbf.txt` §2.2 "Cavalry Functions": "They may
 * mount/dismount their horses at a cost of 1/4 of their move … One base should be withdrawn to function as
 * "horse holder.""; docs/RULINGS.md §1916 cavalry on the campaign map).
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { combatSideOf, fightingUnits } from '../../src/campaign/turn/settleForces.ts';
import { marchMobilityOf, moduleRateWords } from '../../src/campaign/turn/march.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { MOUNT_MIN_1916 } from '../../src/rules/tables/cavalry1916.ts';
import { at, fold, metres, openGoing, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';

const on: EventDraft = { at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: true } } };
const horses = (dismounted: boolean, unitId = 'gb-fgh-b', atMin = 0): EventDraft => ({ at: atMin, type: 'cavalry.horses', v: 1, payload: { unitId, dismounted } });

/** The turn fixture with B Squadron, Fort Garry Horse (3 bases), at 5000/3000. */
function withSquadron(bases = 3): CampaignState {
  const s = turnStart();
  const sq = { ...s.units['gb-gordons']!, id: 'gb-fgh-b', name: 'B Squadron, Fort Garry Horse', shortName: 'B/FGH', echelon: 'company' as const, type: 'cavalry' as const, bases, establishmentBases: 3, pos: at(5000, 3000) };
  return { ...s, units: { ...s.units, [sq.id]: sq }, unitOrder: [...s.unitOrder, sq.id] };
}
const northAfterHour = (s: CampaignState) => Math.round(metres(fold(s, { at: 60, type: 'clock.advanced', v: 1, payload: planTurn(s, 60, openGoing, scriptedDice([])) }).units['gb-fgh-b']!.pos!).n - 3000);
const march = routeDraft(route('gb-fgh-b', [[5000, 6000]]));

describe('cavalry.horses', () => {
  it('dismounts and mounts a cavalry unit under the 1916 rules, the log saying so', () => {
    const s = fold(withSquadron(), on, horses(true));
    expect(s.units['gb-fgh-b']!.horses).toEqual({ dismounted: true, atMin: 0 });
    expect(describeEvent(horses(true) as never, fold(withSquadron(), on))).toBe('B/FGH dismounted, a base holding the horses');
    expect(fold(s, horses(false, 'gb-fgh-b', 0)).units['gb-fgh-b']!.horses).toEqual({ dismounted: false, atMin: 0 });
  });

  it('refuses the rules off, a unit not cavalry, the same state twice, and a squadron of one base (none left to fight)', () => {
    expect(() => fold(withSquadron(), horses(true))).toThrow('cavalry mounts and dismounts under the 1916 rules only (Settings)');
    expect(() => fold(withSquadron(), on, horses(true, 'gb-gordons'))).toThrow('1/6 Gordons is not cavalry');
    expect(() => fold(withSquadron(), on, horses(false))).toThrow('B/FGH is mounted already');
    expect(() => fold(withSquadron(), on, horses(true), horses(true))).toThrow('B/FGH is dismounted already');
    expect(() => fold(withSquadron(1), on, horses(true))).toThrow('B/FGH has 1 base: one must hold the horses, so none would be left to fight on foot');
  });
});

describe('dismounted cavalry on the march and in a fight', () => {
  it('mounted, it moves to contact at NQM cavalry\'s 2 km/h; dismounted, on foot at 1 km/h after a quarter turn (2.5 min) dismounting', () => {
    expect(MOUNT_MIN_1916).toBe(2.5);
    expect(northAfterHour(fold(withSquadron(), on, march))).toBe(2000);
    const off = fold(withSquadron(), on, horses(true), march);
    expect(marchMobilityOf(off, off.units['gb-fgh-b']!)).toBe('foot');
    expect(moduleRateWords(off, off.units['gb-fgh-b']!)).toBe('1916 rules: dismounted, on foot');
    expect(northAfterHour(off)).toBe(958);
    // Mounted again at 0: the quarter turn again, then 57.5 min at 2 km/h.
    expect(northAfterHour(fold(withSquadron(), on, horses(true), horses(false), march))).toBe(1917);
  });

  it('fights without its horse holders: 2 stands of its 3', () => {
    const cls = { weapon: 'L' as const, armour: 'L' as const };
    const side = (s: CampaignState) => combatSideOf(s, fightingUnits(s, [{ unitId: 'gb-fgh-b', hour: 1 }]), cls, 'attacker').stands;
    expect(side(fold(withSquadron(), on))).toBe(3);
    expect(side(fold(withSquadron(), on, horses(true)))).toBe(2);
  });
});
