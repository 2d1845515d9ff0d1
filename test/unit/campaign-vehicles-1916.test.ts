/**
 * The 1916 module's vehicles on the campaign clock (`002_0a64821d231c1bbf.txt` §2.3; docs/RULINGS.md §1916
 * vehicles on the campaign map): a tank rolls 2D6 each hour it moves — breakdown on the road rating, or
 * the dangerous-terrain range over rough ground — an immobilised one stops and marches no more, and its
 * crew's options are recorded with their dice.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { rollVehicleMarch } from '../../src/campaign/turn/vehicleRolls.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { seededDice, scriptedDice } from '../../src/rules/dice.ts';
import { CREW_CHART_ASSUMED, TRACKED_COLUMN_ASSUMED } from '../../src/rules/tables/vehicles1916.ts';
import { crewAction, immobilisationChance, immobilisedBy } from '../../src/rules/vehicles1916.ts';
import { at, fold, metres, openGoing, roughNorthOf, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';

const advance = (payload: ReturnType<typeof planTurn>): EventDraft => ({ at: payload.toMin, type: 'clock.advanced', v: 1, payload });
const settings = (changes: Record<string, unknown>): EventDraft => ({ at: 0, type: 'settings.changed', v: 1, payload: { changes } } as EventDraft);
/** 5 Coy TC (Mark IV, at 15000/5000) ordered north 10 km, the 1916 module on. */
const marching = (extra: Record<string, unknown> = {}): CampaignState => fold(turnStart(), settings({ commandTest1916: true, ...extra }), routeDraft(route('gb-tc5', [[15000, 15000]])));

describe('the Tracked column (002 §2.3 "A result within the range shown causes immediate immobilization")', () => {
  it('a 2D6 total within 2…n immobilises; the chance is the share of the 36 outcomes', () => {
    expect([immobilisedBy([1, 1], 2), immobilisedBy([1, 2], 2), immobilisedBy([6, 6], 12), immobilisedBy([1, 1], 1)]).toEqual([true, false, true, false]);
    expect([1, 2, 3, 7, 12].map(immobilisationChance)).toEqual([0, 1 / 36, 3 / 36, 21 / 36, 1]);
    expect(() => immobilisedBy([0, 1], 2)).toThrow('dice[0]: expected a whole number 1…6, got 0');
    expect(() => immobilisedBy([1, 1], 13)).toThrow(/upTo/);
  });

  it('the assumed rows are 2 (1 in 36) for the Mark IV and the Whippet, and the crew chart as the ruling gives it', () => {
    expect(TRACKED_COLUMN_ASSUMED).toEqual({ tankHeavy: { breakdownUpTo: 2, dangerousUpTo: 2 }, tankMedium: { breakdownUpTo: 2, dangerousUpTo: 2 } });
    expect(CREW_CHART_ASSUMED).toEqual({ breakdown: { repair: 5, getLmg: 4, fireBus: 3 }, terrain: { repair: 6, getLmg: 4, fireBus: 3 } });
  });
});

describe('the crew options (002 §2.3 "Crew Options for "I" Immobilized Vehicle")', () => {
  const t = CREW_CHART_ASSUMED.breakdown;
  it('repair: any die at the target; a helping crew doubles the dice', () => {
    expect(crewAction('repair', [4], t, { helped: false, lmgs: 4 }).repaired).toBe(false);
    expect(crewAction('repair', [4, 5], t, { helped: true, lmgs: 4 })).toMatchObject({ repaired: true, target: 5 });
    expect(() => crewAction('repair', [4, 5], t, { helped: false, lmgs: 4 })).toThrow('dice: repair rolls 1 die, got 2');
  });
  it('abandon: "Roll once for each two light machine guns" — each die at Get LMG forms a team; destroy at Fire Bus; stand rolls nothing', () => {
    expect(crewAction('abandon', [4, 3], t, { helped: false, lmgs: 4 })).toMatchObject({ lmgTeams: 1, target: 4 });
    expect(crewAction('destroy', [3], t, { helped: false, lmgs: 4 })).toMatchObject({ destroyed: true, target: 3 });
    expect(crewAction('stand', [], t, { helped: false, lmgs: 4 })).toEqual({ action: 'stand', dice: [], target: null, repaired: false, lmgTeams: 0, destroyed: false });
  });
});

describe('tanks on the campaign clock', () => {
  it('roll nothing while the 1916 module is off', () => {
    const s = fold(turnStart(), routeDraft(route('gb-tc5', [[15000, 15000]])));
    expect(planTurn(s, 120, openGoing, scriptedDice([])).moves![0]!.vehicleRolls).toBeUndefined();
  });

  it('roll 2D6 each hour of movement; a 1+1 at 08:00 breaks the tank down there, and it marches no more', () => {
    const s = marching();
    // 07:00: 3+4 = 7, no breakdown; 08:00: 1+1 = 2, within 2 (the road rating): broken down.
    const p = planTurn(s, 180, openGoing, scriptedDice([3, 4, 1, 1]));
    const m = p.moves![0]!;
    expect(m.vehicleRolls).toEqual([
      { atMin: 60, dice: [3, 4], cause: 'breakdown', immobilised: false },
      { atMin: 120, dice: [1, 1], cause: 'breakdown', immobilised: true },
    ]);
    expect([m.stop, m.arrived]).toEqual(['immobilised', false]);
    // Two hours at the armoured move-to-contact rate, not three.
    const perHour = planTurn(fold(turnStart(), routeDraft(route('gb-tc5', [[15000, 15000]]))), 60, openGoing, scriptedDice([])).moves![0]!.distanceM;
    expect(m.distanceM).toBe(2 * perHour);
    const after = fold(s, advance(p));
    expect(after.units['gb-tc5']!.immobilised).toEqual({ cause: 'breakdown', sinceMin: 120, crew: 'aboard' });
    expect(metres(after.units['gb-tc5']!.pos!)).toEqual({ e: 15000, n: 5000 + 2 * perHour });
    expect(describeEvent({ ...advance(p), seq: after.seq } as never, s)).toBe('advanced the clock to 09:00 (+3 h); 1 unit marched (1 stopped); 5 Coy TC broke down at 08:00 (2D6 1+1)');
    // The next step: it does not march.
    expect(planTurn(after, 240, openGoing, scriptedDice([])).moves).toBeUndefined();
  });

  it('over rough ground off the road the hour rolls on the dangerous-terrain range: ditched', () => {
    const p = planTurn(marching(), 60, roughNorthOf(0), scriptedDice([1, 1]));
    expect(p.moves![0]!.vehicleRolls).toEqual([{ atMin: 60, dice: [1, 1], cause: 'terrain', immobilised: true }]);
  });

  it('the fold checks the rolls against the chart: a 3+4 cannot immobilise on "up to 2", nor a tank roll with the rules off', () => {
    const s = marching();
    const p = planTurn(s, 60, openGoing, scriptedDice([3, 4]));
    const forged = { ...p, moves: p.moves!.map((m) => ({ ...m, vehicleRolls: [{ ...m.vehicleRolls![0]!, immobilised: true }] })) };
    expect(() => fold(s, advance(forged))).toThrow('2D6 3+4 does not give what the roll says on the Tracked column');
    const off = fold(s, settings({ commandTest1916: false }));
    expect(() => fold(off, advance(p))).toThrow('5 Coy TC rolls for breakdown only as a tank under the 1916 rules');
  });

  it('the umpire’s chart is read: "up to 12" breaks a tank down in its first hour', () => {
    const s = marching({ vehicles1916: { tracked: { tankHeavy: { breakdownUpTo: 12, dangerousUpTo: 2 }, tankMedium: { breakdownUpTo: 2, dangerousUpTo: 2 } }, crew: CREW_CHART_ASSUMED } });
    expect(planTurn(s, 60, openGoing, scriptedDice([6, 6])).moves![0]!.stop).toBe('immobilised');
  });

  it('the chance of a breakdown in an hour is the Tracked column’s: 6 in 36 for "up to 4", within 4 standard errors', () => {
    const s = marching({ vehicles1916: { tracked: { tankHeavy: { breakdownUpTo: 4, dangerousUpTo: 2 }, tankMedium: { breakdownUpTo: 2, dangerousUpTo: 2 } }, crew: CREW_CHART_ASSUMED } });
    const dice = seededDice(1916);
    const trace = [0, 30, 60].map((tMin) => ({ xM: 0, yM: tMin * 10, tMin, distanceM: tMin * 10, passed: 0 }));
    const n = 20_000;
    let k = 0;
    for (let i = 0; i < n; i++) if (rollVehicleMarch(s, s.units['gb-tc5']!, trace, 0, 60, 600, openGoing, dice).stopAfterMin !== null) k++;
    const p = immobilisationChance(4);
    expect(Math.abs(k / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});

describe('held back from a march', () => {
  it('an immobilised tank company is not carried along by its brigade’s march (the rest are)', () => {
    const s0 = marching();
    const placed = { ...s0, units: { ...s0.units, 'gb-152bde': { ...s0.units['gb-152bde']!, pos: at(5000, 4000) }, 'gb-tc5': { ...s0.units['gb-tc5']!, immobilised: { cause: 'breakdown' as const, sinceMin: 0, crew: 'aboard' as const } } } };
    const s = fold(placed, { at: 0, type: 'route.cleared', v: 1, payload: { unitId: 'gb-tc5' } }, routeDraft(route('gb-152bde', [[5000, 9000]])));
    const m = planTurn(s, 60, openGoing, scriptedDice([])).moves!.find((x) => x.unitId === 'gb-152bde')!;
    expect(m.carried.map((c) => c.unitId)).toEqual(['gb-gordons']);
  });
});

describe('vehicle.crewActed', () => {
  const broken = () => {
    const s = marching();
    return fold(s, advance(planTurn(s, 60, openGoing, scriptedDice([1, 1]))));
  };
  const act = (payload: Record<string, unknown>, at = 60): EventDraft => ({ at, type: 'vehicle.crewActed', v: 1, payload: { unitId: 'gb-tc5', ...payload } } as EventDraft);
  const none = { target: null, repaired: false, lmgTeams: 0, destroyed: false };

  it('a repair at 5 or more after a breakdown re-mobilises the tank; one short leaves the crew out working on it, to try again an hour on', () => {
    const s = broken();
    const failed = fold(s, act({ action: 'repair', dice: [4], result: { ...none, target: 5 } }));
    expect(failed.units['gb-tc5']!.immobilised).toMatchObject({ crew: 'dismounted', repairedAtMin: 60 });
    // "Each crew may attempt to repair one tank, once per turn": one attempt an hour on the campaign map.
    expect(() => fold(failed, act({ action: 'repair', dice: [5], result: { ...none, target: 5, repaired: true } }, 119))).toThrow("5 Coy TC's crew tried a repair at minute 60: one attempt a turn, the next from minute 120");
    const fixed = fold(failed, act({ action: 'repair', dice: [5], result: { ...none, target: 5, repaired: true } }, 120));
    expect(fixed.units['gb-tc5']!.immobilised).toBeUndefined();
    expect([failed.seq, fixed.seq]).toEqual([s.seq + 1, s.seq + 2]);
    expect(describeEvent({ ...act({ action: 'repair', dice: [5], result: { ...none, target: 5, repaired: true } }, 120), seq: fixed.seq } as never, failed)).toBe('crew of 5 Coy TC repaired it: rolled 5, needed 5');
  });

  it('abandoning forms LMG teams once only; firing the bus loses the tank and what it held', () => {
    const s = broken();
    const gone = fold(s, act({ action: 'abandon', dice: [4, 1], result: { ...none, target: 4, lmgTeams: 1 } }));
    expect(gone.units['gb-tc5']!.immobilised).toMatchObject({ crew: 'dismounted', abandoned: { lmgTeams: 1 } });
    expect(() => fold(gone, act({ action: 'abandon', dice: [6, 6], result: { ...none, target: 4, lmgTeams: 2 } }))).toThrow(/abandoning is tried once only/);
    const fired = fold(gone, act({ action: 'destroy', dice: [3], result: { ...none, target: 3, destroyed: true } }));
    expect([fired.units['gb-tc5']!.bases, fired.units['gb-tc5']!.immobilised]).toEqual([0, undefined]);
  });

  it('refuses a tank that is not immobilised, a result the dice do not give, a helper of another type, and the wrong dice', () => {
    const s = broken();
    expect(() => fold(marching(), act({ action: 'stand', dice: [], result: none }))).toThrow('5 Coy TC is not immobilised');
    expect(() => fold(s, act({ action: 'repair', dice: [4], result: { ...none, target: 5, repaired: true } }))).toThrow(/does not follow from the dice/);
    expect(() => fold(s, act({ action: 'repair', dice: [4, 5], helperId: 'gb-gordons', result: { ...none, target: 5, repaired: true } }))).toThrow(/1\/6 Gordons cannot help/);
    expect(() => fold(s, act({ action: 'destroy', dice: [], result: none }))).toThrow('destroy rolls 1 die, got 0');
    const far = { ...s, units: { ...s.units, 'gb-tc6': { ...s.units['gb-tc5']!, id: 'gb-tc6', shortName: '6 Coy TC', immobilised: undefined, pos: at(25000, 5000) } } };
    expect(() => fold(far, act({ action: 'repair', dice: [4, 5], helperId: 'gb-tc6', result: { ...none, target: 5, repaired: true } }))).toThrow(/6 Coy TC cannot help: it is \d+ m away \(a helping crew must be within 1000 m\)/);
  });
});
