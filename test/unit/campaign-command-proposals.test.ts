/**
 * The 1916 command modifiers the campaign proposes (`proposeCommandModifiers`; 002 §2.1 "Command Chart
 * Modifiers"): over the top, consecutive assault moves, pinned, an enemy tank within 200 yds, demoralised.
 */
import { describe, expect, it } from 'vitest';
import { proposeCommandModifiers } from '../../src/campaign/command/commandProposals.ts';
import type { CampaignState, CommandTestRecord, Unit } from '../../src/campaign/model/types.ts';
import { at, turnStart } from './campaign-turn-fixture.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';

const patched = (p: Record<string, Partial<Unit>>, extra: Partial<CampaignState> = {}): CampaignState => {
  const s = turnStart();
  const units = { ...s.units };
  for (const [id, q] of Object.entries(p)) units[id] = { ...units[id]!, ...q };
  return { ...s, units, clockMin: 60, ...extra };
};
const test = (column: 'maneuver' | 'assault', unitId = 'de-84-2'): CommandTestRecord => ({ seq: 2, atMin: 0, unitId, column, die: 4, modifiers: [], target: 3, passed: true, moveTo: at(0, 0) });

describe('proposeCommandModifiers', () => {
  it('II./84, dug in, with 5 Coy TC 150 m off and 1/6 Gordons 250 m off, pinned, after two assaults: every modifier the campaign shows', () => {
    const s = patched(
      { 'gb-tc5': { pos: at(5050, 9650) }, 'gb-gordons': { pos: at(5050, 9250) }, 'de-84-2': { pinnedUntilMin: 90, broken: true } },
      { commandTests: [test('assault'), test('maneuver', 'gb-gordons'), test('maneuver'), test('assault'), test('assault')] },
    );
    const p = proposeCommandModifiers(s, 'de-84-2');
    expect(p.counts).toEqual({ overTheTop: 1, consecutiveAssault: 2, pinnedOrWithdrawn: 1, tankWithin200yd: 1, demoralised: 1 });
    expect(p.why).toEqual(['over the top: dug in, with 5 Coy TC 150 m away', '2 consecutive assault moves before this one', 'pinned', 'enemy tank 5 Coy TC 150 m away', 'broken']);
  });

  it('none in the open, far from the enemy; a tank 184 m off or immobilised is not "within 200 yds"', () => {
    expect(proposeCommandModifiers(patched({}), 'gb-gordons')).toEqual({ counts: {}, why: [] });
    const far = patched({ 'gb-tc5': { pos: at(5050, 9684) }, 'de-84-2': { dugIn: false } });
    expect(proposeCommandModifiers(far, 'de-84-2').counts.tankWithin200yd).toBeUndefined();
    const stuck = patched({ 'gb-tc5': { pos: at(5050, 9600), immobilised: { cause: 'breakdown', sinceMin: 0, crew: 'aboard' } }, 'de-84-2': { dugIn: false } });
    expect(proposeCommandModifiers(stuck, 'de-84-2').counts.tankWithin200yd).toBeUndefined();
    const shaken = patched({ 'de-84-2': { deRosaMorale: 'shaken', dugIn: false } });
    expect(proposeCommandModifiers(shaken, 'de-84-2').why).toEqual([]); // De Rosa's rules off: its morale does not count
    expect(proposeCommandModifiers({ ...shaken, settings: { ...DEFAULT_SETTINGS, deRosaAmmo: true } }, 'de-84-2').why).toEqual(['Shaken']);
  });
});
