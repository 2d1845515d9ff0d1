/**
 * Settling a contact on De Rosa's Firing Charts, melee and charge while its rules are on
 * (`003_11ff81f41091c16b.txt`; docs/RULINGS.md §De Rosa's firefight and melee), with scripted dice.
 * 1/6 Gordons (8 + 2 bases: 10 × 20/17 = 12 figures, British) attacks II./84 (6 bases: 7 figures, dug in).
 * Seed lines: Infantry "10"-5" Medium 3 3 2 2 1 0", "5"-0" Short 5 4 4 3 2 1"; "+1 British Small Arms";
 * "-2 Target in entrenchments", "-1 Light woods"; "Random Chance … 9-0 +2, 5-6 0"; "Close Combat Additions …
 * 15-11 figures +2, 05-01 ±0"; Morale "13-09 6-10".
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { settleContact, settleDefaults } from '../../src/campaign/turn/settleContact.ts';
import { applyOutcomes } from '../../src/campaign/turn/turnEvents.ts';
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { at, fold, turnStart } from './campaign-turn-fixture.ts';

const on: EventDraft = { at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } };
const contactAt = (gapM: number): CampaignContact => ({
  id: 'ct-60-1', atMin: 60, pos: at(5050, 9000), ref: '050090', blueIds: ['gb-gordons'], redIds: ['de-84-2'],
  pairs: [{ blueId: 'gb-gordons', redId: 'de-84-2', gapM, band: 'effective' }],
  recceSide: 'blue', recceId: 'gb-gordons', defenderId: 'de-84-2',
  opening: { redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }, status: 'open',
});
const stateWith = (contact: CampaignContact, rules: EventDraft[] = [on]) => {
  const s0 = rules.reduce((s, e) => fold(s, e), turnStart());
  return { ...s0, clockMin: 60, contacts: { [contact.id]: contact } };
};

describe("settling a contact on De Rosa's charts", () => {
  it('fires each CU as one firing, wins the firefight, and the melee routs the defender by its morale tests', () => {
    const contact = contactAt(200);
    const state = stateWith(contact);
    // Hour 1: attacker 1 CU, 12 riflemen: 2 + 1 − 2 + 2 (D10 9) = 3 figures → 2.55 → 2 markers; defender 2 CU,
    // 7 riflemen: 0 − 1 + 2 = 1 each → 2 figures → 1 marker. 2 > 1: the firefight won, the position assaulted in hour 2.
    // Melee turn 1: attacker 11 figures short 2 + 2 (close combat) + 1 − 2 + 0 = 3 → 3 markers; defender 5 figures 1 + 0 − 1 + 0 = 0.
    // The defender, 5 markers of 6 stands (17 figures of 20 lost), tests from 12 figures left: 6 passes, 2 fails (Shaken), 8 passes, 1 fails (Routed).
    const p = settleContact(state, contact, { ...settleDefaults(state, contact), maxHours: 3 }, scriptedDice([9, 9, 9, 5, 5, 6, 2, 8, 1]));
    expect(p.lines).toContain("Attacker fires on De Rosa's charts at medium range: 12 riflemen; British small arms +1.");
    expect(p.lines).toContain(
      "Hour 1: attacker fired 1 CU on De Rosa's charts (Target in entrenchments −2): 12 riflemen D10 9 → 3 hit — 3 figures hit: 2 markers, 0.6 of one carried; defender fired 2 CU on De Rosa's charts (Target in cover, read as Light woods −1): 7 riflemen D10 9 → 1 hit, 7 riflemen D10 9 → 1 hit — 2 figures hit: 1 marker, 0.7 of one carried.",
    );
    expect(p.lines).toContain('  Melee turn 1 (short range, close-combat additions): attacker 11 riflemen D10 5 → 3 hit (3 figures hit: 3 markers, 0.1 of one carried); defender 5 riflemen D10 5 → 0 hit (no figure hit).');
    expect(p.lines.filter((l) => l.includes('De Rosa morale test'))).toEqual([
      '  De Rosa morale test (A, 40 % casualties), defender: D10 6 against 6 — passed, Good → Good.',
      '  De Rosa morale test (B, a loss after 40 %), defender: D10 2 against 6 — failed, Good → Shaken.',
      '  De Rosa morale test (B, a loss after 40 %), defender: D10 8 against 6 — passed, Shaken → Shaken.',
      '  De Rosa morale test (B, a loss after 40 %), defender: D10 1 against 6 — failed, Shaken → Routed.',
    ]);
    expect(p.lines.some((l) => l.includes('Break test'))).toBe(false);
    expect(p.outcome).toBe('assaultSucceeded');
    expect(p.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ deRosaMorale: 'routed', broken: true, injuredDelta: 5 });
    const units = applyOutcomes(state, p.outcomes, 180, new Set(p.outcomes.map((o) => o.unitId)));
    expect(units['de-84-2']!.deRosaMorale).toBe('routed');
    // Written with its D10s (a 9 is no D6): the contact is settled.
    const written = fold(state, { at: 60, type: 'contact.settled', v: 1, payload: p });
    expect(written.contacts![contact.id]!.status).toBe('settled');
  });

  it('a charge within reach goes straight into melee; lost by the attacker, it falls back two turns in column, Shaken', () => {
    const contact = contactAt(200);
    const state = stateWith(contact);
    const opts = settleDefaults(state, contact);
    expect(opts.ruleNotes!.charge).toEqual({ open: true, note: expect.stringContaining("within the charge's 889 m") });
    // Charge turns: the defender's 7 riflemen at medium 0 − 1 + 0 = 0, at short 1 − 1 − 2 (D10 1) → 0; of 12 figures, 2 straggle.
    // Melee turn 3: the attacker's 10 figures short (11-8) 2 + 1 (10-06) + 1 − 2 − 2 (D10 1) = 0; defender 7 figures 1 + 1 − 1 + 0 = 1 → 0.85: no marker.
    // Combat Value: attacker 2 + 10 men + 1 (trained) = 13 × D10 1 = 13; defender 2 + 2 (Veteran) + 7 men + 1 = 12 × 3 = 36.
    const p = settleContact(state, contact, { ...opts, rules: { ...opts.rules!, charge: true } }, scriptedDice([5, 1, 1, 5, 1, 3]));
    expect(p.lines).toContain('  Charge: the defender fires 2 CU at it — turn 1: 7 riflemen D10 5 → 0 hit (no figure hit); turn 2: 7 riflemen D10 1 → 0 hit (no figure hit); 2 figures straggle on the second turn.');
    expect(p.lines).toContain(
      '  Melee turn 3 (short range, close-combat additions): attacker 10 riflemen D10 1 → 0 hit (no figure hit); defender 7 riflemen D10 5 → 1 hit (1 figure hit: 0 markers, 0.9 of one carried). Combat Value attacker 13 (10 men) × 1 = 13, defender 12 (7 men) × 3 = 36 — the defender wins by 23.',
    );
    expect(p.outcome).toBe('attackCalledOff');
    expect(p.lines.at(-1)).toMatch(/^Result after 1 h: the defender won the melee; the attacker, Shaken, falls back two turns\./);
    const gordons = p.outcomes.find((o) => o.unitId === 'gb-gordons')!;
    expect(gordons.deRosaMorale).toBe('shaken');
    // Two turns in column at 10" a turn: 2 × 1⅔ km/h × 10 min = 556 m, straight back from the defender.
    const proj = gridProjection(state.grid);
    const from = proj.toLocal(state.units['gb-gordons']!.pos!);
    const to = proj.toLocal(gordons.to!);
    expect(Math.round(Math.hypot(to.eastingM - from.eastingM, to.northingM - from.northingM))).toBe(556);
  });

  it('refuses a charge out of reach, and without the De Rosa rules; tanks keep NQM’s tables', () => {
    const far = contactAt(1200);
    const state = stateWith(far);
    const opts = settleDefaults(state, far);
    expect(opts.ruleNotes!.charge).toEqual({ open: false, note: 'No charge: the enemy is 1,200 m away; two turns at double the line rate reach 889 m.' });
    expect(() => settleContact(state, far, { ...opts, rules: { ...opts.rules!, charge: true } }, scriptedDice([]))).toThrow('No charge: the enemy is 1,200 m away');
    const off = stateWith(far, []);
    expect(settleDefaults(off, far).ruleNotes!.charge).toBeUndefined();
    expect(() => settleContact(off, far, { ...settleDefaults(off, far), rules: { ...opts.rules!, charge: true } }, scriptedDice([]))).toThrow("A charge is De Rosa's: switch its rules on in Settings");
    const tanks = { ...far, blueIds: ['gb-tc5'], pairs: [{ ...far.pairs[0]!, blueId: 'gb-tc5' }] };
    const withTanks = stateWith(tanks);
    const p = settleContact(withTanks, tanks, settleDefaults(withTanks, tanks), scriptedDice(Array(60).fill(4)));
    expect(p.lines.some((l) => l.includes("De Rosa's charts"))).toBe(false);
  });

  it('a Shaken attacker calls the attack off, its companies Shaken with it, and may not charge until it rallies', () => {
    const contact = contactAt(200);
    const s0 = stateWith(contact);
    // II./84 at a battalion's 17 bases: 20 riflemen, 5 CU an hour (17 bases ÷ 4, rounded up), 6 CU held.
    const state = { ...s0, units: { ...s0.units, 'de-84-2': { ...s0.units['de-84-2']!, bases: 17, establishmentBases: 17 } } };
    // Attacker 1 CU: 2 + 1 − 2 + 0 (D10 5) = 1 figure. Defender 5 CU at the Gordons in cover, medium 3 − 1:
    // D10 5, 5 → 2, 2; 3 → 1; 1, 1 → 0: 5 figures → 4.25 → 4 markers on 10 stands (8 figures of 20): test A, 12 figures need 6; D10 1 fails.
    const p = settleContact(state, contact, settleDefaults(state, contact), scriptedDice([5, 5, 5, 3, 1, 1, 1]));
    expect(p.lines).toContain('  De Rosa morale test (A, 40 % casualties), attacker: D10 1 against 6 — failed, Good → Shaken.');
    expect(p.outcome).toBe('attackCalledOff');
    expect(p.outcomes.filter((o) => o.deRosaMorale === 'shaken').map((o) => o.unitId)).toEqual(['gb-gordons', 'gb-gordons-a']);
    const shaken = { ...state, units: applyOutcomes(state, p.outcomes, 120, new Set(p.outcomes.map((o) => o.unitId))) };
    expect(settleDefaults(shaken, contact).ruleNotes!.charge).toEqual({ open: false, note: 'No charge: 1/6 Gordons may not advance until it rallies (Shaken or Routed).' });
  });

  it('a Routed defender surrenders when contacted; a Routed attacker cannot attack', () => {
    const contact = contactAt(200);
    const s0 = stateWith(contact);
    const routed = (id: string) => ({ ...s0, units: { ...s0.units, [id]: { ...s0.units[id]!, deRosaMorale: 'routed' as const } } });
    // 003 "ROUTED": "If contacted by the enemy, they will surrender." — no die is rolled.
    const state = routed('de-84-2');
    const p = settleContact(state, contact, settleDefaults(state, contact), scriptedDice([]));
    expect([p.outcome, p.dice]).toEqual(['defenderSurrendered', []]);
    expect(p.lines.at(-1)).toMatch(/^Result after 0 h: the defender, Routed, surrendered when contacted/);
    expect(p.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ killed: 6 });
    const attacker = routed('gb-gordons');
    expect(() => settleContact(attacker, contact, settleDefaults(attacker, contact), scriptedDice([]))).toThrow(
      '1/6 Gordons is Routed and cannot attack: settle with the other side attacking (De Rosa: a Routed unit contacted by the enemy surrenders)',
    );
  });
});
