/**
 * Who fights a contact (src/campaign/turn/contactForces.ts): the attacker's commanding stand with what
 * it commands and what supports it, In Support a command reaction later; the defender's position
 * attacked with the stands on it, and the seed's worked example of 004 §COMMAND REACTION TIMES: "other
 * companies from the battalion can return supporting fire … in the first hour of the attack … and they
 * can counter attack in the second hour", "other units from the brigade could give supporting fire in
 * the second hour if they are IN SUPPORT of the battalion or UNDER COMMAND of the brigade … If they had
 * no such orders … counter attacks could begin in the third hour". A hand-off sets out only the units chosen.
 */
import { describe, expect, it } from 'vitest';
import { handOffPayload } from '../../src/campaign/engagement/handOff.ts';
import { foldEvents } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { handOffForces, handOffUnitIds } from '../../src/ui/contacts/handOffView.ts';
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import type { Scenario, Unit } from '../../src/campaign/model/types.ts';
import { proposeContactForces } from '../../src/campaign/turn/contactForces.ts';
import { combatInputOf, settleContact, settleDefaults } from '../../src/campaign/turn/settleContact.ts';
import { forcesLine } from '../../src/campaign/turn/settleForces.ts';
import { seededDice } from '../../src/rules/dice.ts';

const u = (over: Partial<Unit> & Pick<Unit, 'id' | 'side' | 'echelon'>): Unit => ({
  name: over.id, shortName: over.id, type: 'infantry', grade: 'R', bases: 4, injuredBases: 0, dugIn: false, ...over, establishmentBases: over.bases ?? 4,
});
// Around 50.10° N 3.06° E: 0.001° of latitude is 111 m.
const at = (dLatM: number, dLonM = 0) => ({ lat: 50.1 + dLatM / 111_200, lon: 3.06 + dLonM / 71_500 });

/** A British brigade attacking a German regiment (the numbers are the test's, not a real order of battle). */
function scenario(): Scenario {
  const units: Unit[] = [
    u({ id: 'gb-51div', side: 'blue', echelon: 'division', bases: 1 }),
    u({ id: 'gb-152bde', side: 'blue', echelon: 'brigade', bases: 1, parentId: 'gb-51div' }),
    u({ id: 'gb-gordons', side: 'blue', echelon: 'battalion', bases: 2, parentId: 'gb-152bde', pos: at(-1500) }),
    u({ id: 'gb-gordons-b', side: 'blue', echelon: 'company', parentId: 'gb-gordons', pos: at(-700) }),
    u({ id: 'gb-seaforth', side: 'blue', echelon: 'battalion', bases: 8, parentId: 'gb-152bde', pos: at(-1500, 1500) }),
    u({ id: 'gb-battery', side: 'blue', echelon: 'company', type: 'fieldGun', parentId: 'gb-51div', support: { relation: 'inDirectSupport', toId: 'gb-gordons' }, pos: at(-3000) }),
    u({ id: 'gb-tanks', side: 'blue', echelon: 'battalion', type: 'tankHeavy', parentId: 'gb-51div', support: { relation: 'inSupport', toId: 'gb-152bde' }, pos: at(-2000, 500) }),
    u({ id: 'de-54rd', side: 'red', echelon: 'division', bases: 1 }),
    u({ id: 'de-ir84', side: 'red', echelon: 'regiment', bases: 1, parentId: 'de-54rd' }),
    u({ id: 'de-2-84', side: 'red', echelon: 'battalion', bases: 1, parentId: 'de-ir84', pos: at(800) }),
    u({ id: 'de-5-84', side: 'red', echelon: 'company', parentId: 'de-2-84', pos: at(0) }),
    u({ id: 'de-6-84', side: 'red', echelon: 'company', parentId: 'de-2-84', pos: at(0, 150) }),
    u({ id: 'de-7-84', side: 'red', echelon: 'company', parentId: 'de-2-84', pos: at(600, 900) }),
    u({ id: 'de-1-84', side: 'red', echelon: 'battalion', parentId: 'de-ir84', pos: at(1500, -1000) }),
    u({ id: 'de-mg-84', side: 'red', echelon: 'company', type: 'machineGun', parentId: 'de-ir84', support: { relation: 'inSupport', toId: 'de-2-84' }, pos: at(1200) }),
    u({ id: 'de-far-4', side: 'red', echelon: 'company', type: 'fieldGun', parentId: 'de-54rd', support: { relation: 'inDirectSupport', toId: 'de-2-84' }, pos: at(3000) }),
    u({ id: 'de-107', side: 'red', echelon: 'battalion', bases: 6 }),
  ];
  return {
    id: 'forces-test', mapId: 'cambrai-1917', name: 'Forces', description: 'Forces test', startLocal: '1917-11-20T06:00', utcOffsetMin: 0,
    sides: { blue: { name: 'British', nation: 'GB' }, red: { name: 'German', nation: 'DE' } },
    grid: { scheme: 'numeric', originLon: 3.0, originLat: 50.05, widthM: 10_000, heightM: 10_000, squareM: 1000 },
    units,
  } as Scenario;
}

const contact = (over: Partial<CampaignContact> = {}): CampaignContact => ({
  id: 'c1', atMin: 60, pos: at(-350), ref: '0405', pairs: [], opening: null, status: 'open',
  blueIds: ['gb-gordons-b', 'gb-gordons', 'gb-battery', 'gb-tanks', 'gb-seaforth'],
  redIds: ['de-5-84', 'de-6-84', 'de-7-84', 'de-1-84', 'de-mg-84', 'de-far-4', 'de-107'],
  recceSide: 'blue', recceId: 'gb-gordons-b', defenderId: 'de-5-84', ...over,
});

const state = foldEvents(null, [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: scenario() } }]);
const hours = (members: { unitId: string; joinsHour: number | null; counterAttackHour?: number }[]) =>
  Object.fromEntries(members.map((m) => [m.unitId, m.counterAttackHour === undefined ? m.joinsHour : [m.joinsHour, m.counterAttackHour]]));

describe('who fights a contact', () => {
  it('the attacker: its commanding battalion and what it commands from hour 1, In Direct Support hour 1, In Support hour 2, a sister battalion by the command chain', () => {
    const f = proposeContactForces(state, contact(), 'blue', 3);
    expect(f.attacker.leadId).toBe('gb-gordons');
    expect(hours(f.attacker.members)).toEqual({ 'gb-gordons': 1, 'gb-gordons-b': 1, 'gb-battery': 1, 'gb-tanks': 2, 'gb-seaforth': 3 });
    const why = Object.fromEntries(f.attacker.members.map((m) => [m.unitId, m.reason]));
    expect(why['gb-gordons']).toMatch(/^commanding the attack/);
    expect(why['gb-seaforth']).toBe('not under the command of gb-gordons: orders by the command chain take 2 h, so it comes in hour 3 (004 §COMMAND REACTION TABLE)');
  });

  it('the defender, as the worked example: the position and its stands hour 1; the battalion’s other company fires in hour 1 and counter-attacks in hour 2; the brigade fires in hour 2 and counter-attacks in hour 2 or 3', () => {
    const f = proposeContactForces(state, contact(), 'blue', 3);
    expect(f.defender.leadId).toBe('de-5-84');
    expect(hours(f.defender.members)).toEqual({
      'de-5-84': 1,
      'de-6-84': 1, // 150 m away: on the position (a company in defence holds 300–500 m: 200 m either side)
      'de-7-84': [1, 2], // the same battalion, 1 km off
      'de-far-4': 1, // In Direct Support of II./84
      'de-mg-84': 2, // In Support of II./84: a machine-gun company, a support stand, fires but never counter-attacks
      'de-1-84': [2, 3], // the same regiment, no orders
      'de-107': null, // no chain of command joins it
    });
    // 004 §FIGURE CLASSIFICATION 2: "Unwounded figures on support stands can defend against close assaults, but cannot close assault".
    expect(f.defender.members.find((m) => m.unitId === 'de-mg-84')!.reason).toBe(
      'In Support of de-5-84 or its commander: it comes in the hour after the one asked for (004 §ORDER OF BATTLE); a support stand, it gives fire but no counter-attack (004 §FIGURE CLASSIFICATION: support stands "cannot close assault")',
    );
    expect(f.defender.members.find((m) => m.unitId === 'de-6-84')!.reason).toBe('on the position attacked: within 200 m of de-5-84, half a company\'s frontage in defence (004 §REAL ESTATE TABLE)');
  });

  it('a battalion’s trench mortars defend with fire from hour 1 but do not counter-attack (004 §FIGURE CLASSIFICATION 2)', () => {
    const mortars = { ...state, units: { ...state.units, 'de-7-84': { ...state.units['de-7-84']!, type: 'trenchMortar' as const } } };
    const m = proposeContactForces(mortars, contact(), 'blue', 3).defender.members.find((x) => x.unitId === 'de-7-84')!;
    expect([m.joinsHour, m.counterAttackHour]).toEqual([1, undefined]);
    expect(m.reason).toMatch(/supporting fire in the first hour \(004 §COMMAND REACTION TIMES\); a support stand, it gives fire but no counter-attack/);
  });

  it('leaves out a unit whose hour comes after the fight, and weighs one the umpire adds by the same rules', () => {
    const f = proposeContactForces(state, contact({ blueIds: ['gb-gordons-b'] }), 'blue', 2, ['gb-seaforth', 'de-2-84']);
    expect(f.attacker.leadId).toBe('gb-gordons-b');
    const seaforth = f.attacker.members.find((m) => m.unitId === 'gb-seaforth')!;
    expect(seaforth.joinsHour).toBeNull();
    expect(seaforth.reason).toMatch(/comes in hour 4 .*: after the fight's 2 hours, so left out$/);
    expect(f.defender.members.find((m) => m.unitId === 'de-2-84')).toMatchObject({ joinsHour: 1, counterAttackHour: 2 });
  });
});

describe('settling with the chosen forces', () => {
  it('fights the first hour’s units, adds later ones in their hour, leaves the rest out of the outcome, and says who fought', () => {
    const c = contact();
    const proposed = proposeContactForces(state, c, 'blue', 3);
    const pick = (members: typeof proposed.attacker.members) => members.filter((m) => m.joinsHour !== null).map((m) => ({ unitId: m.unitId, hour: m.joinsHour! }));
    // The umpire takes the sister battalion away.
    const forces = { attacker: pick(proposed.attacker.members).filter((m) => m.unitId !== 'gb-seaforth'), defender: pick(proposed.defender.members) };
    const opts = { ...settleDefaults(state, c), maxHours: 3, forces };
    const input = combatInputOf(state, c, opts);
    // Hour 1: Gordons (2) with B Company (4) and the battery In Direct Support (4); the tanks In Support join in hour 2.
    expect([input.attacker.stands, input.attacker.joining]).toEqual([10, [{ hour: 2, stands: 4, marked: 0, cuHeld: 4, cuPerHour: 1 }]]);
    // 5./84, 6./84 on the position, 7./84 of the battalion, the battery: 16 stands; the MG company and I./84 in hour 2.
    expect([input.defender.stands, input.defender.joining?.map((j) => [j.hour, j.stands])]).toEqual([16, [[2, 8]]]);
    const settled = settleContact(state, c, opts, seededDice(1917));
    expect(settled.forces).toEqual(forces);
    // This fight is over in its first hour: the units of hour 2 were chosen but never came.
    expect(settled.minutes).toBe(60);
    expect(settled.lines[1]).toBe(
      'Fought: gb-gordons, gb-gordons-b, gb-battery (blue) against de-5-84, de-6-84, de-7-84, de-far-4 (red). Chosen, but the fight ended before their hour: gb-tanks (hour 2), de-1-84 (hour 2), de-mg-84 (hour 2). Left out: gb-seaforth, de-107.',
    );
    // A fight that lasts into hour 2 names them among those who fought, each from its hour.
    expect(forcesLine(state, c, forces, 'blue', 2)).toBe(
      'Fought: gb-gordons, gb-gordons-b, gb-battery, gb-tanks from hour 2 (blue) against de-5-84, de-6-84, de-7-84, de-1-84 from hour 2, de-mg-84 from hour 2, de-far-4 (red). Left out: gb-seaforth, de-107.',
    );
    const touched = new Set(settled.outcomes.map((o) => o.unitId));
    expect(touched.has('gb-seaforth') || touched.has('de-107')).toBe(false);
    expect(touched.has('gb-gordons-b')).toBe(true);
    expect(touched.has('gb-tanks')).toBe(false);
  });
});

describe('handing off with the chosen forces', () => {
  it('sets out only the units chosen, and the log names them all when the title cannot', () => {
    const c = contact();
    // The first hour's proposal, as the hand-off dialog makes it: the brigade's units of later hours are out.
    const proposed = proposeContactForces(state, c, 'blue', 1);
    const first = [...proposed.attacker.members, ...proposed.defender.members].filter((m) => m.joinsHour !== null).map((m) => m.unitId);
    expect(first).toEqual(['gb-gordons', 'gb-gordons-b', 'gb-battery', 'de-5-84', 'de-6-84', 'de-7-84', 'de-far-4']);
    const payload = handOffPayload(state, c, { edition: 'v0.8', diceMode: 'seeded', seed: 7, engagementId: 'e-1', unitIds: first });
    expect(payload.unitIds).toEqual(first);
    // A company under a chosen battalion is set out with it, once; nothing of the units left out.
    expect(payload.state.formations.map((f) => f.id)).toEqual(['gb-gordons', 'gb-battery', 'de-5-84', 'de-6-84', 'de-7-84', 'de-far-4']);
    // The contact is not in this state, so the log names it by id.
    const created = { seq: 2, at: 60, type: 'engagement.created' as const, v: 1 as const, payload };
    expect(describeEvent(created, state)).toBe(
      `opened engagement “${payload.title}” (7 units) from contact c1, 5-minute bounds: gb-gordons, gb-gordons-b, gb-battery against de-5-84, de-6-84, de-7-84, de-far-4`,
    );
    expect(() => handOffPayload(state, c, { edition: 'v0.8', diceMode: 'seeded', seed: 7, engagementId: 'e-1', unitIds: ['gb-gordons'] })).toThrow(
      'an engagement needs units of both sides; units of British only chosen',
    );
  });

  it('proposes a brigade in the contact left out of a hand-off, its battalions in: the engine fights battalions and smaller', () => {
    const c = contact({ blueIds: ['gb-152bde', 'gb-gordons', 'gb-seaforth'] });
    const f = handOffForces(state, c, 'blue')!;
    expect(f.proposal.attacker.leadId).toBe('gb-152bde');
    expect(Object.fromEntries(f.proposal.attacker.members.map((m) => [m.unitId, f.picks[m.unitId]!.on]))).toEqual({ 'gb-152bde': false, 'gb-gordons': true, 'gb-seaforth': true });
    expect(handOffUnitIds(f).filter((id) => id.startsWith('gb-'))).toEqual(['gb-gordons', 'gb-seaforth']);
  });
});
