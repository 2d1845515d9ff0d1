/**
 * A contact settled at the operational level (004 §THE COMBAT SEQUENCE) and handed to the bound
 * engine and back — each written back into the campaign, with strength before = strength after + casualties.
 */
import { describe, expect, it } from 'vitest';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { settleContact, settleDefaults } from '../../src/campaign/turn/settleContact.ts';
import { UNTIL_REORGANISED_MIN } from '../../src/campaign/turn/disorganisation.ts';
import { handOffPayload } from '../../src/campaign/engagement/handOff.ts';
import { engagementReturnPayload, engagementStop } from '../../src/campaign/engagement/returned.ts';
import { returnMorale } from '../../src/campaign/engagement/returnMorale.ts';
import { rebuildLedger } from '../../src/campaign/log/ledgers.ts';
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { holdingsOf } from '../../src/campaign/logistics/stocks.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { scriptedDice, seededDice } from '../../src/rules/dice.ts';
import { fold, openGoing, route, routeDraft, turnScenario, turnStart } from './campaign-turn-fixture.ts';

/**
 * The log to the contact at 08:12 and its state: the Gordons march towards II./84; each hour from 07:30
 * they come within reach and the recce fails to sight it (red 5; R against V needs a 6) while II./84
 * holds its fire to effective range (blue 2: V 1–2) — 300 m, which they reach at 08:12 in the third hour.
 */
function toContact(): { state: CampaignState; drafts: EventDraft[] } {
  const drafts: EventDraft[] = [routeDraft(route('gb-gordons', [[5050, 9000]]))];
  let s = fold(turnStart(), drafts[0]!);
  for (const [toMin, dice] of [[60, []], [120, [5, 2]], [180, [5, 2]]] as const) {
    const d: EventDraft = { at: toMin, type: 'clock.advanced', v: 1, payload: planTurn(s, toMin, openGoing, scriptedDice(dice)) };
    drafts.push(d);
    s = fold(s, d);
  }
  return { state: s, drafts };
}

const strength = (s: CampaignState, ids: string[]) => ids.reduce((n, id) => n + s.units[id]!.bases, 0);
const SIDES = { blue: ['gb-gordons', 'gb-gordons-a'], red: ['de-84-2'] };

describe('settling a contact at the operational level', () => {
  it('proposes the attack from the recce sequence: blue attacks a dug-in position, the ambush shifts the defender', () => {
    const { state } = toContact();
    const o = settleDefaults(state, state.contacts!['ct-132-1']!);
    expect(o).toEqual({
      attackerSide: 'blue', positional: true, maxHours: 3, attackerShifts: 0, defenderShifts: 1, attacker: { weapon: 'L', armour: 'VL' }, defender: { weapon: 'L', armour: 'M' },
      // 004 §WEAPON AND ARMOUR CLASSIFICATION, each proposal's row.
      rows: {
        attacker: { weapon: 'LIGHT — Infantry: all weapons to MMG and 81mm mortar', armour: 'VERY LIGHT — All troops moving to contact or road marching' },
        defender: { weapon: 'LIGHT — Infantry: all weapons to MMG and 81mm mortar', armour: 'MEDIUM — Infantry dug in or in towns' },
      },
      // The battalion's HQ is with the attack; the recce was ambushed before it saw II./84, so no start line was
      // marked (004 §THE COMBAT SEQUENCE SUMMARY 2); no tanks; the ambushed recce may shoot and scoot.
      rules: { commandInAssault: true, startLineMarked: false, tankTerror: false, shootAndScoot: null },
      ruleNotes: expect.objectContaining({ scootChoices: [{ kind: 'recce' }], followOn: null, commandInAssault: 'The command figure of 1/6 Gordons is with the attack: every unwounded stand may close assault.' }),
    });
  });

  it('resolves with scripted dice and writes exact casualties, CUs, states and positions back', () => {
    const { state } = toContact();
    const c = state.contacts!['ct-132-1']!;
    // No start line: the Gordons (R) against II./84 (V) deploy in time on a 6 (recce sequence table R vs V).
    // Hour 1: the Gordons fire 1 CU (L vs dug in): 6 → 1 hit; II./84 fire 2 CU (M shifted to H vs open): 1 1 → none.
    // Firefight won; regulars assault in hour 2: 6 6 6 against 1 1 1 → 3 markers; II./84 (V) has 4 of 6 marked:
    // test 1 (5–6) on a 6 passes, test 2 (3–6) on a 1 fails — broken, overrun.
    const dice = [6, 6, 1, 1, 6, 6, 6, 1, 1, 1, 6, 1];
    const p = settleContact(state, c, settleDefaults(state, c), scriptedDice(dice));
    expect(p.outcome).toBe('assaultSucceeded');
    expect(p.dice).toEqual(dice);
    expect(p.minutes).toBe(120);
    const red = p.outcomes.find((o) => o.unitId === 'de-84-2')!;
    // "A unit that has failed its second break test is disorganised and broken": until it reorganises.
    expect(red).toMatchObject({ killed: 0, injuredDelta: 4, cuSpent: 2, broken: true, disorganisedUntilMin: UNTIL_REORGANISED_MIN });
    // The Gordons (Regular, DISORG AFTER 2 h) fought 2 hours and took 3 markers: disorganised too.
    expect(p.outcomes.find((o) => o.unitId === 'gb-gordons')!.disorganisedUntilMin).toBe(UNTIL_REORGANISED_MIN);
    expect(p.outcomes.filter((o) => o.unitId.startsWith('gb-')).reduce((n, o) => n + o.cuSpent, 0)).toBe(1);
    const after = fold(state, { at: state.clockMin, type: 'contact.settled', v: 1, payload: p });
    expect(after.units['de-84-2']).toMatchObject({ bases: 6, injuredBases: 4, broken: true, engagedUntilMin: 300 }); // settled at 09:00, 2 h of fight
    expect(holdingsOf(after, 'de-84-2').CU).toBe(4);
    expect(after.contacts!['ct-132-1']!.status).toBe('settled');
    // The Gordons take II./84's ground; II./84 withdraws 1 km away from them.
    expect(after.units['gb-gordons']!.pos).toEqual(state.units['de-84-2']!.pos);
    expect(p.lines.at(-1)).toContain('the assault took the position');
    expect(p.lines).toContain('No start line marked: recce sequence table 6 against 6+ — it deploys in time.');
    // Continuous action: the Gordons' 2 hours of this fight (its follow-on would add to them).
    expect(after.units['gb-gordons']!.actionMin).toBe(120);
  });

  it('keeps strength before = strength after + casualties, and CUs fired = CUs gone, over many seeded settlements', () => {
    const { state } = toContact();
    const c = state.contacts!['ct-132-1']!;
    for (let seed = 1; seed <= 40; seed++) {
      const opts = { ...settleDefaults(state, c), maxHours: 1 + (seed % 6) };
      const p = settleContact(state, c, opts, seededDice(seed));
      const after = fold(state, { at: state.clockMin, type: 'contact.settled', v: 1, payload: p });
      for (const ids of Object.values(SIDES)) {
        const killed = p.outcomes.filter((o) => ids.includes(o.unitId)).reduce((n, o) => n + o.killed, 0);
        expect(strength(state, ids)).toBe(strength(after, ids) + killed);
      }
      const side = (ids: string[]) => p.outcomes.filter((o) => ids.includes(o.unitId));
      expect(side(SIDES.blue).reduce((n, o) => n + o.cuSpent, 0)).toBe(holdingsOf(state, 'gb-gordons').CU + holdingsOf(state, 'gb-gordons-a').CU - holdingsOf(after, 'gb-gordons').CU - holdingsOf(after, 'gb-gordons-a').CU);
    }
  });
});

describe('the hand-off to the bound engine and the return', () => {
  it('builds the engagement from the contact, and writes the engine\'s losses back exactly', () => {
    const { state } = toContact();
    const c = state.contacts!['ct-132-1']!;
    const payload = handOffPayload(state, c, { edition: 'v0.8', diceMode: 'seeded', seed: 3, engagementId: 'eng-x' });
    expect(payload.highCommands).toEqual({ 'gb-gordons': 'advance', 'de-84-2': 'hold' });
    expect(payload.boundMin).toBe(5);
    const subs = payload.state.subUnits.map((s) => `${s.id}:${s.bases.length}`);
    expect(subs).toEqual(['gb-gordons.hq:8', 'gb-gordons-a:2', 'de-84-2.c1:4', 'de-84-2.c2:2']);
    // A Company stands in line across the battalion's 2,000 m frontage, not packed beside the HQ.
    const handed = fold(state, { at: state.clockMin, type: 'engagement.created', v: 1, payload });
    expect(handed.contacts!['ct-132-1']!.status).toBe('handedOff');
    // The engine's result, as if two bounds were fought: A Company lost a base and has another injured;
    // II./84's second company lost both its bases.
    const e = handed.engagements['eng-x']!;
    const fought = structuredClone(e.state);
    fought.bound = 3;
    const a = fought.subUnits.find((s) => s.id === 'gb-gordons-a')!;
    a.bases.pop();
    a.bases[0]!.injury = 'old';
    fought.subUnits.find((s) => s.id === 'de-84-2.c2')!.bases = [];
    const engaged = { ...handed, engagements: { ...handed.engagements, 'eng-x': { ...e, state: fought } } };
    expect(engagementStop(fought, 2000)).toBeNull();
    expect(engagementStop(fought, 100)).toBe('outOfContact');
    // Break test of II./84 (V): 2 of 6 lost + its 0 markers = 1/3 → test 1 (5–6): die 2 fails (calls off only).
    const back = engagementReturnPayload(engaged, engaged.engagements['eng-x']!, 'umpire', scriptedDice([2]));
    expect(back).toMatchObject({ bounds: 2, minutes: 10, stop: 'umpire', breakTests: [{ unitId: 'de-84-2', test: 1, die: 2, passed: false }] });
    expect(back.outcomes.find((o) => o.unitId === 'gb-gordons-a')).toMatchObject({ killed: 1, injuredDelta: 1 });
    expect(back.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ killed: 2, injuredDelta: 0 });
    const after = fold(engaged, { at: engaged.clockMin, type: 'engagement.returned', v: 1, payload: back });
    for (const ids of Object.values(SIDES)) {
      const killed = back.outcomes.filter((o) => ids.includes(o.unitId)).reduce((n, o) => n + o.killed, 0);
      expect(strength(engaged, ids)).toBe(strength(after, ids) + killed);
    }
    expect(after.units['gb-gordons-a']).toMatchObject({ bases: 1, injuredBases: 1 });
    expect(after.units['de-84-2']!.bases).toBe(4);
    expect(after.contacts!['ct-132-1']!.status).toBe('returned');
    expect(after.engagements['eng-x']!.returnedSeq).toBe(after.seq);
    expect(back.lines[0]).toContain('2 bounds (10 min)');
    expect(() => fold(after, { at: after.clockMin, type: 'engagement.returned', v: 1, payload: back })).toThrow('went back to the campaign already');
  });

  it('with the De Rosa rules on, the return takes De Rosa morale tests instead of break tests (003 "Reason to Test" A, B)', () => {
    const { state } = toContact();
    const withRules = fold(state, { at: state.clockMin, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } });
    const c = withRules.contacts!['ct-132-1']!;
    const handed = fold(withRules, { at: withRules.clockMin, type: 'engagement.created', v: 1, payload: handOffPayload(withRules, c, { edition: 'v0.8', diceMode: 'seeded', seed: 3, engagementId: 'eng-x' }) });
    const e = handed.engagements['eng-x']!;
    const fought = structuredClone(e.state);
    fought.bound = 3;
    // II./84 loses 3 of its 6 bases: 10 figures of 20 lost — A at 8, B at 9 and 10; 10 figures left need 6.
    fought.subUnits.find((s) => s.id === 'de-84-2.c2')!.bases = [];
    fought.subUnits.find((s) => s.id === 'de-84-2.c1')!.bases.pop();
    const engaged = { ...handed, engagements: { ...handed.engagements, 'eng-x': { ...e, state: fought } } };
    const back = engagementReturnPayload(engaged, engaged.engagements['eng-x']!, 'umpire', scriptedDice([2, 9, 9]));
    expect(back.breakTests).toEqual([]);
    expect(back.lines.slice(-3)).toEqual([
      'De Rosa morale test (A, 40 % casualties) of II./84: D10 2 against 6 — failed, Good → Shaken.',
      'De Rosa morale test (B, a loss after 40 %) of II./84: D10 9 against 6 — passed, Shaken → Shaken.',
      'De Rosa morale test (B, a loss after 40 %) of II./84: D10 9 against 6 — passed, Shaken → Shaken.',
    ]);
    expect(back.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ killed: 3, deRosaMorale: 'shaken' });
    expect(fold(engaged, { at: engaged.clockMin, type: 'engagement.returned', v: 1, payload: back }).units['de-84-2']!.deRosaMorale).toBe('shaken');
    // Casualty markers it carried in are not tested again: 3 of 6 before and after, no test, no die.
    const dice = scriptedDice([]);
    expect(returnMorale(engaged, 'de-84-2', 3, 3, 6, dice)).toEqual({ morale: 'good', lines: [] });
    expect(dice.used()).toBe(0);
  });

  it('a broken Green battalion coming back from the bound engine surrenders (004 §UNIT GRADING "Broken Green troops will always surrender if this is possible")', () => {
    const { state } = toContact();
    const green = { ...state, units: { ...state.units, 'de-84-2': { ...state.units['de-84-2']!, grade: 'R' as const, green: true } } };
    const c = green.contacts!['ct-132-1']!;
    const handed = fold(green, { at: green.clockMin, type: 'engagement.created', v: 1, payload: handOffPayload(green, c, { edition: 'v0.8', diceMode: 'seeded', seed: 3, engagementId: 'eng-x' }) });
    const e = handed.engagements['eng-x']!;
    const fought = structuredClone(e.state);
    fought.bound = 3;
    // 4 of its 6 bases lost: test 1 (Green: at the first casualty) on a 6 passes; test 2 (R: at 2/3, 4–6) on a 1 fails — broken.
    fought.subUnits.find((s) => s.id === 'de-84-2.c2')!.bases = [];
    fought.subUnits.find((s) => s.id === 'de-84-2.c1')!.bases.splice(0, 2);
    const engaged = { ...handed, engagements: { ...handed.engagements, 'eng-x': { ...e, state: fought } } };
    const back = engagementReturnPayload(engaged, engaged.engagements['eng-x']!, 'umpire', scriptedDice([6, 1]));
    expect(back.breakTests.map((t) => [t.test, t.die, t.passed])).toEqual([[1, 6, true], [2, 1, false]]);
    expect(back.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ killed: 6, surrendered: true });
    expect(back.lines.at(-1)).toMatch(/II\.\/84 \(Green\) surrendered — "Broken Green troops will always surrender if this is possible"/);
  });

  it('the night allows only resupply: no settlement or hand-off is made in it, but one already in a log still folds', () => {
    const { state } = toContact();
    const c = state.contacts!['ct-132-1']!;
    const night = fold(state, { at: 960, type: 'clock.advanced', v: 1, payload: { toMin: 960 } }); // 22:00
    expect(() => settleContact(night, c, settleDefaults(night, c), seededDice(1))).toThrow('The night allows only resupply (setting "Night allows only resupply", 004 §TIMESCALE): no fight is settled at 22:00 — wait for first light.');
    expect(() => handOffPayload(night, c, { edition: 'v0.8', diceMode: 'seeded', seed: 3, engagementId: 'eng-x' })).toThrow('no contact is handed off at 22:00');
    // A settlement made by day and written at night (a log from before the rule) still folds.
    const p = settleContact(state, c, settleDefaults(state, c), seededDice(1));
    expect(fold(night, { at: 960, type: 'contact.settled', v: 1, payload: p }).contacts!['ct-132-1']!.status).toBe('settled');
  });

  it('a unit with no stand left takes no break test on the return', () => {
    const { state } = toContact();
    const payload = handOffPayload(state, state.contacts!['ct-132-1']!, { edition: 'v0.8', diceMode: 'seeded', seed: 3, engagementId: 'eng-x' });
    const handed = fold(state, { at: state.clockMin, type: 'engagement.created', v: 1, payload });
    const e = handed.engagements['eng-x']!;
    const fought = structuredClone(e.state);
    fought.bound = 3;
    for (const s of fought.subUnits) if (s.id.startsWith('de-84-2')) s.bases = []; // II./84 destroyed
    const engaged = { ...handed, engagements: { ...handed.engagements, 'eng-x': { ...e, state: fought } } };
    const dice = scriptedDice([]);
    const back = engagementReturnPayload(engaged, engaged.engagements['eng-x']!, 'umpire', dice);
    expect(dice.used()).toBe(0);
    expect(back.breakTests).toEqual([]);
    expect(back.outcomes.find((o) => o.unitId === 'de-84-2')).toMatchObject({ killed: 6 });
    expect(back.lines.join('\n')).not.toContain('Break test');
  });

  it('rebuilds the ledger from a log with marches, a settlement and a return, equal to the holdings', () => {
    const { state, drafts } = toContact();
    const c = state.contacts!['ct-132-1']!;
    const p = settleContact(state, c, settleDefaults(state, c), seededDice(9));
    const log: CampaignEvent[] = [];
    let s: CampaignState | null = null;
    const created = { seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: turnScenario() } } as CampaignEvent;
    for (const d of [created, ...drafts, { at: state.clockMin, type: 'contact.settled', v: 1, payload: p } as EventDraft]) {
      const e = { ...d, seq: (s?.seq ?? 0) + 1 } as CampaignEvent;
      s = applyEvent(s, e);
      log.push(e);
    }
    const { ledger } = rebuildLedger(log);
    for (const id of s!.unitOrder) {
      const h = holdingsOf(s!, id);
      expect([ledger.balance(id, 'CU'), ledger.balance(id, 'POL')]).toEqual([h.CU, h.POL]);
    }
  });
});
