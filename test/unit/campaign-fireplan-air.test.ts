/**
 * Aircraft in a fire plan (004 §THE FIREPLAN - AIR TO GROUND FIRE): an air unit is a firer; an HE serial
 * becomes one sortie per air unit per started hour against the enemy anti-aircraft within 2 km of its aim
 * point; firing it writes the AA fight and the attacks, no FU; the checks say where aircraft do not fly.
 */
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { checkFirePlan } from '../../src/campaign/fireplan/checks.ts';
import { compileFirePlan, firedDraft, firePlanView } from '../../src/campaign/fireplan/state.ts';
import type { CampaignState, FirePlan, Unit } from '../../src/campaign/model/types.ts';
import { resolveAirSortie } from '../../src/rules/artillery/air.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { apply } from './campaign-fixture.ts';
import { at, fireScenario, samplePlan, serial } from './campaign-fireplan-fixture.ts';

const unit = (u: Partial<Unit> & Pick<Unit, 'id' | 'name' | 'side' | 'type'>): Unit => ({
  shortName: u.name, echelon: 'company', grade: 'R', bases: 3, establishmentBases: 3, injuredBases: 0, dugIn: false, parentId: u.side === 'blue' ? 'gb-div' : 'de-div', ...u,
});

/** The fixture with a blue strafing squadron (3 stands) and a red AA battery (2 stands) 707 m from the aim point. */
function airState(): CampaignState {
  const s = fireScenario();
  s.units.push(
    unit({ id: 'gb-rfc', name: '64 Sqn RFC', side: 'blue', type: 'strafingAircraft', pos: at(3000, 3000) }),
    unit({ id: 'de-flak', name: 'Flak-Zug 12', side: 'red', type: 'antiAircraft', bases: 2, establishmentBases: 2, pos: at(10500, 10500) }),
  );
  return stateFromScenario(s);
}

/** S1 (H−60 for 90 min on A) flown by the squadron alone. */
const airPlan = (over: Partial<FirePlan> = {}): FirePlan => samplePlan({ serials: [serial({ firerIds: ['gb-rfc'] })], lifts: [], ...over });

describe('air units in a fire plan', () => {
  it('fly one sortie per started hour, against the AA within 2 km, and spend no FU', () => {
    const s = airState();
    const c = compileFirePlan(s, airPlan(), null);
    expect(c.shoots).toEqual([]);
    expect(c.sorties.map((x) => [x.serialId, x.atMin, x.air, x.aa, x.calibreMm, x.pressHome])).toEqual([
      ['S1', 0, { unitId: 'gb-rfc', stands: 3, grade: 'R' }, [{ unitId: 'de-flak', stands: 2, grade: 'R' }], 105, false],
      ['S1', 60, { unitId: 'gb-rfc', stands: 3, grade: 'R' }, [{ unitId: 'de-flak', stands: 2, grade: 'R' }], 105, false],
    ]);
    const view = firePlanView(s, airPlan(), null);
    expect([view.totalFu, view.serials[0]!.fu, view.serials[0]!.batteryIds]).toEqual([0, 0, ['gb-rfc']]);
    expect(checkFirePlan(s, airPlan(), null).filter((p) => p.batteryId === 'gb-rfc')).toEqual([]);
    expect(checkFirePlan(s, airPlan({ scale: 'tactical' }), null).map((p) => [p.kind, p.message])).toContainEqual([
      'air', 'Serial “Opening” (H−60 to H+30): 64 Sqn RFC is an air unit: aircraft attack at the operational scale (NQM air to ground fire); at tactical scale it does not fly.',
    ]);
  });

  it('fly a sortie every hour on a harassing serial too ("Each air stand can attack twice per hour")', () => {
    const harassing = airPlan({ serials: [serial({ firerIds: ['gb-rfc'], shoot: 'harassing', durationMin: 120 })] });
    expect(compileFirePlan(airState(), harassing, null).sorties.map((x) => x.atMin)).toEqual([0, 60]);
  });

  it('fired for real: the lines are those the rules resolve with the same dice, folded exactly', () => {
    const s = apply(airState(), { at: 0, type: 'fireplan.saved', v: 1, payload: { plan: airPlan() } });
    const plan = s.firePlans!['fp-1']!;
    const draft = firedDraft(s, plan, null, 9);
    // The same sorties by the rules with the same dice stream.
    const dice = seededDice(9);
    const remaining = new Map<string, number>();
    const results = compileFirePlan(s, plan, null).sorties.map((x) => resolveAirSortie(x, dice, remaining));
    // Each sortie: one line for the fight with the AA (every die of it), then one line per attack.
    expect(draft.payload.shots.map((l) => l.dice)).toEqual(results.flatMap((r) => [[...r.round!.attackerDice, ...r.round!.defenderDice], ...r.attacks.map((a) => a.dice)]));
    expect(draft.payload.shots[0]!.casualties).toEqual([...results[0]!.aaLost, ...(results[0]!.airLost > 0 ? [{ unitId: 'gb-rfc', bases: results[0]!.airLost }] : [])]);
    expect(draft.payload.shots.every((l) => l.fuSpent === 0)).toBe(true);
    const after = apply(s, { ...draft, at: 120 });
    for (const id of ['de-flak', 'gb-rfc', 'de-bn1', 'de-fort', 'de-bn2-a']) expect(after.units[id]!.bases).toBe(remaining.get(id) ?? s.units[id]!.bases);
    expect(after.units['gb-rfc']!.fuHeld).toBeUndefined();
  });
});
