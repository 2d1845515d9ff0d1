/**
 * The engagement screen's words for the return (no React): `originText`, `boundsSoFarText`,
 * `stopBannerText`, `returnNotice`; the dialogs' seeds (`parseSeed`, `freshSeed`); and the plan's
 * first bound starting from the high commands of a hand-off (`defaultDraft`).
 */
import { describe, expect, it } from 'vitest';
import { handOffPayload } from '../../src/campaign/engagement/handOff.ts';
import type { CampaignEngagement } from '../../src/campaign/model/types.ts';
import { defaultDraft } from '../../src/ui/engagement/planForm.ts';
import { boundsSoFarText, originText, returnNotice, stopBannerText } from '../../src/ui/engagement/returnText.ts';
import { freshSeed, parseSeed } from '../../src/ui/engagement/seeds.ts';
import { contactsDesk } from './ui-contacts-fixture.ts';

function handedOff() {
  const d = contactsDesk();
  const s = d.state();
  d.put({ type: 'engagement.created', v: 1, payload: handOffPayload(s, s.contacts!['ct-160-1']!, { edition: 'v0.8', diceMode: 'seeded', seed: 3, boundMin: 6, engagementId: 'eng-6' }) });
  return { state: d.state(), eng: d.state().engagements['eng-6']! };
}

describe('originText and boundsSoFarText', () => {
  it('names the contact and counts the bounds fought in campaign minutes', () => {
    const { state, eng } = handedOff();
    expect(originText(state, eng)).toBe('From contact at 053 127, 09:00; 0 bounds = 0 min so far');
    const executing: CampaignEngagement = { ...eng, state: { ...eng.state, bound: 3, phase: 'executing' } };
    expect(boundsSoFarText(executing)).toBe('3 bounds = 18 min so far');
    expect(boundsSoFarText({ ...executing, state: { ...executing.state, phase: 'planning', bound: 2 } })).toBe('1 bound = 6 min so far');
    expect(boundsSoFarText({ state: { ...eng.state, bound: 3, phase: 'planning' } })).toBe('2 bounds = 10 min so far');
    const byHand: CampaignEngagement = { ...eng, contactId: undefined };
    expect(originText(state, byHand)).toBe('Bounds of 6 min; 0 bounds = 0 min so far');
    expect(originText(state, { ...byHand, boundMin: undefined })).toBeNull();
  });

  it('words the stop banner and the notice', () => {
    expect(stopBannerText('sideGone')).toBe('The engine has reached a stop: one side has no bases left');
    expect(stopBannerText('outOfContact')).toBe('The engine has reached a stop: the sides are out of contact');
    expect(returnNotice('6 BW vs I/84', { bounds: 1, minutes: 5 })).toBe('6 BW vs I/84: returned to the campaign (1 bound, 5 min).');
    expect(returnNotice('6 BW vs I/84', { bounds: 4, minutes: 20 })).toBe('6 BW vs I/84: returned to the campaign (4 bounds, 20 min).');
  });
});

describe('seeds', () => {
  it('takes a whole number 0 … 2³¹ − 1 and refuses the rest', () => {
    expect(parseSeed(' 0 ')).toBe(0);
    expect(parseSeed('2147483647')).toBe(2_147_483_647);
    for (const t of ['2147483648', '-1', '1e3', '', 'x']) expect(() => parseSeed(t)).toThrow(`The seed must be a whole number from 0 to 2147483647, not “${t}”.`);
  });

  it('draws a fresh seed from the random source, within range', () => {
    expect(freshSeed((a) => a.fill(0xffffffff))).toBe(2_147_483_647);
    expect(freshSeed((a) => a.fill(12345))).toBe(12345);
  });
});

describe('the first plan of a handed-off engagement', () => {
  it('starts each SF on the high command it was handed off with, then on its last command', () => {
    const { eng } = handedOff();
    expect(eng.highCommands).toEqual({ 'gb-6gordons': 'advance', 'de-84rir-1': 'hold' });
    const first = defaultDraft(eng.state, eng.records, eng.highCommands);
    expect(first.commands).toEqual({ 'gb-6gordons': { kind: 'advance', gridRef: '' }, 'de-84rir-1': { kind: 'hold', gridRef: '' } });
    expect(first.subUnits['gb-6gordons-a']!.action).toBe('move');
    expect(defaultDraft(eng.state, eng.records).commands['gb-6gordons']).toEqual({ kind: 'hold', gridRef: '' });
    const records = [{ bound: 1, step: 'plan' as const, kind: 'command' as const, formationId: 'gb-6gordons', formationName: '6 Gordons', command: { kind: 'retreat' as const } }];
    expect(defaultDraft(eng.state, records, eng.highCommands).commands['gb-6gordons']).toEqual({ kind: 'retreat', gridRef: '' });
  });
});
