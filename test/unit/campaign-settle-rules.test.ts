/**
 * The special rules proposed when a contact is settled (`proposeSettleRules`) and what settling under
 * them writes back: tank terror and the units that faced tanks, the command figure, a follow-on attack's
 * hours of action (004 §SPECIAL ATTACK RULES 3, §CLOSE ASSAULT, §SPECIAL ASSAULT RULES 2; docs/RULINGS.md).
 */
import { describe, expect, it } from 'vitest';
import { ACTION_PAUSE_MIN, priorActionMin } from '../../src/campaign/turn/disorganisation.ts';
import { combatInputOf, settleContact, settleDefaults } from '../../src/campaign/turn/settleContact.ts';
import { proposeSettleRules } from '../../src/campaign/turn/settleRules.ts';
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState, Unit } from '../../src/campaign/model/types.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { at, fold, turnStart } from './campaign-turn-fixture.ts';

/** A contact at clock 60 between `blueIds` and II./84, the blue side having moved in (the recce saw first). */
function contactOf(blueIds: string[]): CampaignContact {
  return {
    id: 'ct-60-1', atMin: 60, pos: at(5050, 9000), ref: '050090', blueIds, redIds: ['de-84-2'],
    pairs: blueIds.map((b) => ({ blueId: b, redId: 'de-84-2', gapM: 200, band: 'effective' as const })),
    recceSide: 'blue', recceId: blueIds[0]!, defenderId: 'de-84-2',
    opening: { redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }, status: 'open',
  };
}

/** The fixture at clock 60 with the contact open and the units patched. */
function withContact(blueIds: string[], patch: Record<string, Partial<Unit>> = {}): { state: CampaignState; contact: CampaignContact } {
  const s0 = turnStart();
  const units = { ...s0.units };
  for (const [id, p] of Object.entries(patch)) units[id] = { ...units[id]!, ...p };
  units['gb-tc5'] = { ...units['gb-tc5']!, pos: at(5050, 9100) };
  const contact = contactOf(blueIds);
  return { state: { ...s0, units, clockMin: 60, contacts: { [contact.id]: contact } }, contact };
}

describe('tank terror (004 §SPECIAL ATTACK RULES 3)', () => {
  it('is proposed for tanks alone against Regular or poorer troops meeting them first, unsupported', () => {
    const regular = { 'de-84-2': { grade: 'R' as const } };
    const { state, contact } = withContact(['gb-tc5'], regular);
    const p = proposeSettleRules(state, contact, 'blue');
    expect([p.rules.tankTerror, p.notes.tankTerror]).toEqual([true, 'Regular or poorer troops meeting tanks for the first time, unsupported: they surrender on a 1–3 (004 §SPECIAL ATTACK RULES 3).']);
    // Not for Veterans, not for troops that faced tanks before, not with the infantry along.
    expect(proposeSettleRules(withContact(['gb-tc5']).state, contact, 'blue').notes.tankTerror).toBe('The defenders are Veteran: tank terror strikes Regular or poorer troops only.');
    const faced = withContact(['gb-tc5'], { 'de-84-2': { grade: 'R', facedTanks: true } });
    expect(proposeSettleRules(faced.state, faced.contact, 'blue').rules.tankTerror).toBe(false);
    const mixed = withContact(['gb-tc5', 'gb-gordons'], regular);
    expect(proposeSettleRules(mixed.state, mixed.contact, 'blue').notes.tankTerror).toBe('Tank terror needs an attack by tanks alone.');
    // Field guns with the defenders are "effective anti-tank fire": supported.
    const guns = withContact(['gb-tc5'], { 'de-84-2': { grade: 'R', type: 'fieldGun' } });
    expect(proposeSettleRules(guns.state, guns.contact, 'blue').rules.tankTerror).toBe(false);
  });

  it('settled: a 1–3 and the defenders surrender, every base taken; a 4–6 and they stand, marked as having faced tanks', () => {
    const { state, contact } = withContact(['gb-tc5'], { 'de-84-2': { grade: 'R' } });
    const opts = settleDefaults(state, contact);
    expect(opts.defender.weapon).toBe('VL'); // "Infantry: all without anti-tank weapons against light or better armour"
    const gone = settleContact(state, contact, opts, scriptedDice([2]));
    expect([gone.outcome, gone.dice, gone.outcomes.find((o) => o.unitId === 'de-84-2')!.killed]).toEqual(['defenderSurrendered', [2], 6]);
    expect(gone.lines).toContain('Tank terror: die 2 — the defenders surrender (1–3).');
    const after = fold(state, { at: 60, type: 'contact.settled', v: 1, payload: gone });
    expect(after.units['de-84-2']!.bases).toBe(0);
    expect(after.units['gb-tc5']!.pos).toEqual(state.units['de-84-2']!.pos); // the tanks take the position
    // A 5: they stand. The infantry cannot hurt the tanks (VL vs L), so the tanks roll in at once: their test
    // to break (Regular, 2/3, 4+) on a 4 — they stay, and will fight tanks thereafter.
    const stood = settleContact(state, contact, opts, scriptedDice([5, 4]));
    expect(stood.outcome).toBe('tanksRolledIn');
    expect(stood.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ killed: 0, facedTanks: true });
    expect(fold(state, { at: 60, type: 'contact.settled', v: 1, payload: stood }).units['de-84-2']!.facedTanks).toBe(true);
  });
});

describe('the command figure (004 §CLOSE ASSAULT)', () => {
  it('is with the attack when the battalion HQ is; a company alone has none', () => {
    const bn = withContact(['gb-gordons']);
    expect(proposeSettleRules(bn.state, bn.contact, 'blue').rules.commandInAssault).toBe(true);
    const coy = withContact(['gb-gordons-a'], { 'gb-gordons-a': { pos: at(5050, 9100) } });
    const p = proposeSettleRules(coy.state, coy.contact, 'blue');
    expect([p.rules.commandInAssault, p.notes.commandInAssault]).toEqual([false, 'No battalion HQ is with A/6 Gordons: without an unwounded command figure only one stand may close assault (004 §CLOSE ASSAULT).']);
    // A battalion HQ whose only base is marked is no command figure either.
    const hurt = withContact(['gb-gordons'], { 'gb-gordons': { bases: 1, injuredBases: 1 } });
    expect(proposeSettleRules(hurt.state, hurt.contact, 'blue').rules.commandInAssault).toBe(false);
  });
});

describe('follow-on attacks (004 §SPECIAL ASSAULT RULES 2)', () => {
  it('count the hours in action before, unless the unit paused an hour or reorganised', () => {
    expect(priorActionMin({ actionMin: 120, engagedUntilMin: 240 }, 240)).toBe(120);
    expect(priorActionMin({ actionMin: 120, engagedUntilMin: 240 }, 240 + ACTION_PAUSE_MIN - 1)).toBe(120);
    expect(priorActionMin({ actionMin: 120, engagedUntilMin: 240 }, 240 + ACTION_PAUSE_MIN)).toBe(0);
    expect(priorActionMin({ engagedUntilMin: 240 }, 240)).toBe(0);
    // The Gordons (Regular, DISORG AFTER 2 h) fought an hour until 60: an hour's fight now makes 2 h — disorganised.
    const { state, contact } = withContact(['gb-gordons'], { 'gb-gordons': { actionMin: 60, engagedUntilMin: 60 } });
    expect(proposeSettleRules(state, contact, 'blue').notes.followOn).toBe('Follow-on attack: 1/6 Gordons 1 h in action without a pause — those hours count towards disorganisation (004 §SPECIAL ASSAULT RULES 2).');
    // One hour of firefight, nothing decided: the Gordons' 1 CU misses (1), II./84's 2 CU miss (1 1).
    const p = settleContact(state, contact, { ...settleDefaults(state, contact), maxHours: 1, positional: false }, scriptedDice([1, 1, 1]));
    expect(p.outcomes.find((o) => o.unitId === 'gb-gordons')).toMatchObject({ actionMin: 120, disorganisedUntilMin: expect.any(Number) });
    expect(p.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ actionMin: 60 });
    expect(p.outcomes.find((o) => o.unitId === 'de-84-2')!.disorganisedUntilMin).toBeUndefined(); // V: 3 h
  });
});

describe('shoot and scoot (004 §THE RECCE SEQUENCE)', () => {
  it('the recce withdraws "without being disorganised": its hour is no action; tanks scooting are no first meeting', () => {
    const { state, contact } = withContact(['gb-gordons'], { 'gb-gordons': { grade: 'C' } });
    const ambushed = { ...contact, opening: { redDie: 2, recceSightsFirst: false, blueDie: 3, defenderOpensAt: 'effect' as const } };
    const opts = settleDefaults(state, ambushed);
    expect(opts.ruleNotes?.scootChoices).toContainEqual({ kind: 'recce' });
    // II./84's 2 CU at the recce (L vs L, one shift for the ambush → M against the open) 1 1 → none: nothing to halve, no test.
    const p = settleContact(state, ambushed, { ...opts, rules: { ...opts.rules!, shootAndScoot: { kind: 'recce' } } }, scriptedDice([1, 1]));
    expect(p.outcome).toBe('shotAndScooted');
    // The account names the table cell in words and who withdrew.
    expect(p.lines).toContain('Hour 1: attacker fired no CU; defender fired 2 CU (read on the firefight table as M against a target in the open): 1 1 → 0 hits.');
    expect(p.lines.at(-1)).toMatch(/^Result after 1 h: the recce \(the attacker\) withdrew, taking 0 of its 0 casualties\./);
    // A Conscript is disorganised after 1 h of action; scooting is none.
    expect(p.outcomes.find((o) => o.unitId === 'gb-gordons')).toMatchObject({ killed: 0, actionMin: 0 });
    expect(p.outcomes.find((o) => o.unitId === 'gb-gordons')!.disorganisedUntilMin).toBeUndefined();
    // Tanks that shoot and scoot have not attacked: the defenders have not faced them.
    const t = withContact(['gb-tc5'], { 'de-84-2': { grade: 'R' } });
    const tAmbushed = { ...t.contact, opening: ambushed.opening };
    const to = settleDefaults(t.state, tAmbushed);
    const tp = settleContact(t.state, tAmbushed, { ...to, rules: { ...to.rules!, tankTerror: false, shootAndScoot: { kind: 'recce' } } }, scriptedDice([1, 1]));
    expect([tp.outcome, tp.outcomes.find((o) => o.unitId === 'de-84-2')!.facedTanks]).toEqual(['shotAndScooted', undefined]);
  });
});


describe('support stands in the attack (004 §FIGURE CLASSIFICATION 2)', () => {
  // "Support stands cannot give supporting fire in the attack to disorganised units, or if they themselves
  // are disorganised, but they can fire in self-defence when disorganised. Each support stand adds 1 CU to the firefight."
  const mg = { 'gb-gordons-a': { type: 'machineGun' as const, pos: at(5050, 9100) } };
  it('give their CU while the battalion they support is in order; none once it is disorganised, and say why', () => {
    const fresh = withContact(['gb-gordons'], mg);
    // The battalion's companies fire: A Company, the machine guns, 1 CU an hour.
    expect(combatInputOf(fresh.state, fresh.contact, settleDefaults(fresh.state, fresh.contact)).attacker.cuPerHour).toBe(1);
    const shaken = withContact(['gb-gordons'], { ...mg, 'gb-gordons': { disorganisedUntilMin: 120 } });
    const opts = settleDefaults(shaken.state, shaken.contact);
    expect(combatInputOf(shaken.state, shaken.contact, opts).attacker.cuPerHour).toBe(0);
    const lines = settleContact(shaken.state, shaken.contact, { ...opts, maxHours: 1 }, scriptedDice(Array(40).fill(3))).lines;
    expect(lines).toContain(
      'No supporting fire in the attack from A/6 Gordons (1/6 Gordons, whose attack it would support, is disorganised): support stands cannot give supporting fire in the attack to disorganised units, or if they themselves are disorganised (004 §FIGURE CLASSIFICATION 2).',
    );
  });

  it('disorganised themselves give none in the attack, but fire in self-defence', () => {
    const own = withContact(['gb-gordons'], { 'gb-gordons-a': { ...mg['gb-gordons-a'], disorganisedUntilMin: 120 } });
    expect(combatInputOf(own.state, own.contact, settleDefaults(own.state, own.contact)).attacker.cuPerHour).toBe(0);
    // Defending (the red side attacks the battalion): its machine guns fire though disorganised.
    const d = settleDefaults(own.state, own.contact);
    expect(combatInputOf(own.state, own.contact, { ...d, attackerSide: 'red', attacker: d.defender, defender: d.attacker }).defender.cuPerHour).toBe(1);
  });
});

describe('tanks in close country (004 §SPECIAL ASSAULT RULES 1)', () => {
  // "Once tank terror has been overcome, infantry in close country may choose to fire at all tanks in range
  // unsupported by infantry as if they were light targets."
  it('infantry in woods or a village fire at unsupported tanks at their own class once terror is behind them', () => {
    const { state, contact } = withContact(['gb-tc5']); // II./84 is Veteran: no tank terror
    const wood = settleDefaults(state, contact, () => 'defensible');
    expect([wood.defender.weapon, wood.rows?.defender.weapon]).toEqual(['L', 'LIGHT — Infantry: all weapons to MMG and 81mm mortar: tanks in close country, fired at as light targets (004 §SPECIAL ASSAULT RULES 1)']);
    // In the open: "Infantry: all without anti-tank weapons against light or better armour".
    expect(settleDefaults(state, contact, () => 'open').defender.weapon).toBe('VL');
    // Regular troops meeting tanks for the first time: terror first, so no close-country fire yet.
    const green = withContact(['gb-tc5'], { 'de-84-2': { grade: 'R' } });
    expect(settleDefaults(green.state, green.contact, () => 'defensible').defender.weapon).toBe('VL');
    // With infantry along the tanks are supported: the rule does not apply (the defenders fire at the infantry).
    const mixed = withContact(['gb-tc5', 'gb-gordons']);
    expect(settleDefaults(mixed.state, mixed.contact, () => 'defensible').rows?.defender.weapon).not.toMatch(/close country/);
  });
});
