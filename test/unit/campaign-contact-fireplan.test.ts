/**
 * The fireplan before an attack on a contact (004 §THE COMBAT SEQUENCE SUMMARY 3, §THE FIREPLAN):
 * an operational plan whose one serial fills the hour before H on the defender's strongest unit, fired by
 * the attacking side's batteries in range; the fold accepts it as any fire plan.
 */
import { describe, expect, it } from 'vitest';
import { contactFirePlan, FIREPLAN_LEAD_MIN } from '../../src/campaign/fireplan/contact.ts';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { artilleryOf } from '../../src/campaign/model/artilleryUnits.ts';
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import type { Unit } from '../../src/campaign/model/types.ts';
import { gridRefToLocal } from '../../src/rules/grid.ts';
import { at, fold, turnScenario } from './campaign-turn-fixture.ts';

const battery = (id: string, e: number, n: number): Unit => ({ id, side: 'blue', name: `Battery ${id}`, shortName: id, echelon: 'company', type: 'fieldGun', grade: 'R', bases: 2, establishmentBases: 2, injuredBases: 0, dugIn: false, parentId: 'gb-152bde', pos: at(e, n) });
const scenario = turnScenario();
const state = stateFromScenario({ ...scenario, units: [...scenario.units, battery('near', 5050, 4000), battery('far', 27000, 100)] });
const contact: CampaignContact = {
  id: 'ct-120-1', atMin: 120, pos: at(5050, 8000), ref: '050080', blueIds: ['gb-gordons'], redIds: ['de-84-2'],
  pairs: [{ blueId: 'gb-gordons', redId: 'de-84-2', gapM: 500, band: 'harass' }], recceSide: 'blue', recceId: 'gb-gordons', defenderId: 'de-84-2', opening: null, status: 'open',
};

describe('the fireplan of a contact', () => {
  it('bombards the defender from H−60 to H with the batteries in range, and the fold takes it', () => {
    const range = artilleryOf(state, 'near').rangeM;
    expect(5500).toBeLessThanOrEqual(range); // near: 5.5 km from II./84
    expect(Math.hypot(27000 - 5050, 100 - 9500)).toBeGreaterThan(range); // far: out of range
    const plan = contactFirePlan(state, contact, 'blue', { planId: 'fp-1', atMin: 120, seed: 5 });
    expect(plan).toMatchObject({ id: 'fp-1', side: 'blue', hHourMin: 120 + FIREPLAN_LEAD_MIN, scale: 'operational', lifts: [] });
    expect(plan.serials).toHaveLength(1);
    expect(plan.serials[0]).toMatchObject({ startOffsetMin: -60, durationMin: 60, firerIds: ['near'], shoot: 'effective', shell: 'HE' });
    const sq = gridRefToLocal(state.grid, plan.serials[0]!.targetRef);
    expect(Math.abs(sq.eastingM + sq.sizeM / 2 - 5050)).toBeLessThanOrEqual(10);
    expect(Math.abs(sq.northingM + sq.sizeM / 2 - 9500)).toBeLessThanOrEqual(10);
    const after = fold(state, { at: 120, type: 'fireplan.saved', v: 1, payload: { plan } });
    expect(after.firePlans!['fp-1']!.serials[0]!.firerIds).toEqual(['near']);
  });

  it('says so when no battery of the side is in range', () => {
    const none = stateFromScenario({ ...scenario, units: [...scenario.units, battery('far', 27000, 100)] });
    expect(() => contactFirePlan(none, contact, 'blue', { planId: 'fp-1', atMin: 120, seed: 5 })).toThrow(/no British battery on the map is within range of II\.\/84 at \d{8} with fire units left/);
  });
});
