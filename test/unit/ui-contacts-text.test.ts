/**
 * The contacts queue's words and the settle form (no React): `recceText` for every way a contact opens,
 * `closestText`, `statusText` of each status with the fold's results, `queueOf`'s order and filter,
 * `shiftReason`, the settle form's per-side choices (`settleFormOf` / `settleOptionsOf`), and
 * `parseBoundMin` / `previewHandOff`'s refusals.
 */
import { describe, expect, it } from 'vitest';
import type { SettleOptions } from '../../src/campaign/turn/settleContact.ts';
import type { CampaignContact } from '../../src/campaign/model/turnTypes.ts';
import { closestText, queueOf, recceText, statusText } from '../../src/ui/contacts/contactText.ts';
import { parseBoundMin, previewHandOff } from '../../src/ui/contacts/handOffView.ts';
import { NO_SPECIAL_RULES, settleFormOf, settleOptionsOf, shiftReason } from '../../src/ui/contacts/settleForm.ts';
import { contactsDesk } from './ui-contacts-fixture.ts';

const state = contactsDesk().state();
const base = state.contacts!['ct-160-1']!;
const withOpening = (opening: CampaignContact['opening'], c: Partial<CampaignContact> = {}): CampaignContact => ({ ...base, opening, ...c });

describe('recceText', () => {
  it('words each opening of the recce sequence', () => {
    expect(recceText(state, base)).toBe('6 Gordons (R) recce vs I/84 (R): red die 2 — not sighted; blue die 3 — defender holds fire to effective range');
    expect(recceText(state, withOpening({ redDie: 4, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }))).toBe('6 Gordons (R) recce vs I/84 (R): red die 4 — sighted first');
    expect(recceText(state, withOpening({ redDie: null, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }))).toBe('6 Gordons (R) recce vs I/84 (R): sighted first (no die needed)');
    expect(recceText(state, withOpening({ redDie: null, recceSightsFirst: false, blueDie: null, defenderOpensAt: 'contact' }))).toBe(
      '6 Gordons (R) recce vs I/84 (R): not sighted (no die: it cannot be sighted first); defender holds fire to contact range (no die needed)',
    );
    expect(recceText(state, withOpening({ redDie: 1, recceSightsFirst: false, blueDie: 1, defenderOpensAt: 'harass' }))).toBe(
      '6 Gordons (R) recce vs I/84 (R): red die 1 — not sighted; blue die 1 — defender holds fire to harassing range',
    );
    expect(recceText(state, withOpening(null, { recceSide: null }))).toBe('meeting engagement');
    expect(recceText(state, withOpening(null, { recceSide: 'red' }))).toBe('German (2. Armee) moved into contact; no recce sequence');
  });
});

describe('closestText and statusText', () => {
  it('gives the closest pair of several, rounded to the metre', () => {
    const pairs = [
      { blueId: 'gb-6gordons', redId: 'de-84rir-1', gapM: 820, band: 'harass' as const },
      { blueId: 'gb-8argylls', redId: 'de-84rir-1', gapM: 149.6, band: 'contact' as const },
    ];
    expect(closestText({ pairs })).toBe('contact range, 150 m');
    expect(closestText({ pairs: [] })).toBe('no pairs recorded');
  });

  it('words each status with the result the fold wrote, without repeating the status', () => {
    expect(statusText({ status: 'open' })).toBe('Open');
    expect(statusText({ status: 'handedOff' })).toBe('With the bound engine');
    expect(statusText({ status: 'dismissed', result: 'dismissed' })).toBe('Dismissed');
    expect(statusText({ status: 'dismissed', result: 'dismissed: let it pass' })).toBe('Dismissed: let it pass');
    expect(statusText({ status: 'settled', result: 'assaultSucceeded after 3 h (red attacking)' })).toBe('Settled: the assault took the position after 3 h (red attacking)');
    expect(statusText({ status: 'settled', result: 'somethingNew after 1 h (blue attacking)' })).toBe('Settled: somethingNew after 1 h (blue attacking)');
    expect(statusText({ status: 'returned', result: 'bound engine: 2 bounds, 10 min (umpire)' })).toBe('Returned from the bound engine: 2 bounds, 10 min (umpire)');
  });
});

describe('queueOf', () => {
  it('puts the newest first, a minute in the order found, and hides closed contacts unless asked', () => {
    const contacts: Record<string, CampaignContact> = {
      'ct-60-2': { ...base, id: 'ct-60-2', atMin: 60 },
      'ct-200-10': { ...base, id: 'ct-200-10', atMin: 200 },
      'ct-200-2': { ...base, id: 'ct-200-2', atMin: 200, status: 'settled', result: 'undecided after 3 h (blue attacking)' },
      'ct-60-1': { ...base, id: 'ct-60-1', atMin: 60, status: 'handedOff' },
    };
    expect(queueOf({ contacts }, true).map((c) => c.id)).toEqual(['ct-200-2', 'ct-200-10', 'ct-60-1', 'ct-60-2']);
    expect(queueOf({ contacts }, false).map((c) => c.id)).toEqual(['ct-200-10', 'ct-60-1', 'ct-60-2']);
    expect(queueOf({}, true)).toEqual([]);
  });
});

describe('the settle form', () => {
  const opts: SettleOptions = { attackerSide: 'blue', positional: true, maxHours: 4, attackerShifts: 1, defenderShifts: 2, attacker: { weapon: 'M', armour: 'VL' }, defender: { weapon: 'L', armour: 'H' } };

  it('holds each side its own choices, so the other side attacking carries them along', () => {
    const form = settleFormOf(opts, 77);
    expect(form).toEqual({ attackerSide: 'blue', positional: true, maxHours: 4, seedText: '77', sides: { blue: { weapon: 'M', armour: 'VL', shifts: 1 }, red: { weapon: 'L', armour: 'H', shifts: 2 } }, rules: NO_SPECIAL_RULES, notes: null });
    expect(settleOptionsOf(form)).toEqual({ ...opts, rules: NO_SPECIAL_RULES });
    expect(settleOptionsOf({ ...form, attackerSide: 'red' })).toEqual({ ...opts, attackerSide: 'red', attackerShifts: 2, defenderShifts: 1, attacker: { weapon: 'L', armour: 'H' }, defender: { weapon: 'M', armour: 'VL' }, rules: NO_SPECIAL_RULES });
  });

  it('says why each side got its shifts', () => {
    const contact = (opensAt: 'contact' | 'effect' | 'harass', band: 'contact' | 'effective') =>
      withOpening({ redDie: 2, recceSightsFirst: false, blueDie: 6, defenderOpensAt: opensAt }, { pairs: [{ blueId: 'gb-6gordons', redId: 'de-84rir-1', gapM: 40, band }] });
    expect(shiftReason(contact('contact', 'contact'), 'red', 2)).toBe('Proposed 2: ambush from contact range and the sides are at contact range (at most 2).');
    expect(shiftReason(contact('contact', 'contact'), 'blue', 1)).toBe('Proposed 1: the sides are at contact range.');
    expect(shiftReason(contact('effect', 'contact'), 'red', 2)).toBe('Proposed 2: ambush from effective range and the sides are at contact range.');
    expect(shiftReason(contact('harass', 'effective'), 'red', 0)).toBe('Proposed 0: no ambush, not at contact range.');
    expect(shiftReason(withOpening({ redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }), 'red', 0)).toBe('Proposed 0: no ambush, not at contact range.');
  });
});

describe('the hand-off preview', () => {
  it('refuses a bound length that is not a whole number 1–15, and a contact that is not open', () => {
    expect(parseBoundMin(' 15 ')).toBe(15);
    for (const t of ['0', '16', '2.5', '', 'five']) expect(() => parseBoundMin(t)).toThrow(`Minutes per bound must be a whole number from 1 to 15, not “${t}”.`);
    expect(previewHandOff(state, { ...base, status: 'settled' }, 'v0.8', '5')).toEqual({ ok: false, message: 'contact 053127 is settled, not open' });
    expect(previewHandOff(state, base, 'v0.8', '5')).toMatchObject({ ok: true, bases: 9, commands: ['6 Gordons: Advance', 'I/84: Hold'] });
  });
});
