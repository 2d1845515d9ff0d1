/**
 * The logistics casualty events in the campaign fold, with exact numbers (004 §REORGANISATION,
 * §COLLECTION POINTS): collection points, reorganisation into the brigade medical post (odd one on a
 * 4–6), the end of the day there (a quarter permanent), vehicle repair, and the daily casualty return.
 */
import { describe, expect, it } from 'vitest';
import { type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { casualtyReturn } from '../../src/campaign/log/ledgers.ts';
import { medicalPostOf } from '../../src/campaign/logistics/stocks.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { apply, deepFreeze, foldDrafts, refusal } from './campaign-fixture.ts';
import { injureDraft, logisticsScenario, logisticsStart, reorganiseDraft } from './campaign-logistics-fixture.ts';

const unit = (s: CampaignState, id: string) => s.units[id]!;
const dayEnded = (dice: Record<string, number | null>, at = 1400): EventDraft => ({ at, type: 'day.ended', v: 1, payload: { dice } });

describe('reorganisation (004 §REORGANISATION)', () => {
  const five = () => foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 5)]);

  it('5 casualties with a 4: 3 removed, 2 taken off into the brigade medical post; disorganisation cleared', () => {
    const s0 = five();
    const dis = { ...s0, units: { ...s0.units, 'gb-6gordons': { ...unit(s0, 'gb-6gordons'), disorganisedUntilMin: 120 } } } as CampaignState;
    const s = apply(deepFreeze(dis), reorganiseDraft('gb-6gordons', 4, 30));
    expect(unit(s, 'gb-6gordons')).toMatchObject({ bases: 6, injuredBases: 0 });
    expect(unit(s, 'gb-6gordons').disorganisedUntilMin).toBeUndefined();
    expect(s.medicalPosts).toEqual({ 'gb-152bde': { 'gb-6gordons': 2 } });
    expect(describeEvent({ ...reorganiseDraft('gb-6gordons', 4, 30), seq: 3 } as CampaignEvent, s0)).toBe('reorganised 1/6 Gordons: 3 casualties returned to duty, 2 to the medical post (rolled 4)');
  });

  it('5 casualties with a 3: 2 removed, 3 to the post; an even count rolls no die', () => {
    const s = apply(five(), reorganiseDraft('gb-6gordons', 3));
    expect(unit(s, 'gb-6gordons')).toMatchObject({ bases: 5, injuredBases: 0 });
    expect(s.medicalPosts!['gb-152bde']).toEqual({ 'gb-6gordons': 3 });
    const even = apply(foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 4)]), reorganiseDraft('gb-6gordons', null));
    expect(unit(even, 'gb-6gordons')).toMatchObject({ bases: 6, injuredBases: 0 });
  });

  it('refuses a missing die for an odd count and a die for an even one', () => {
    expect(refusal(five(), reorganiseDraft('gb-6gordons', null))).toEqual(['payload.die', "1/6 Gordons's casualty count is odd (5): give the D6 rolled for the odd one (4–6 removes it)"]);
    expect(refusal(five(), reorganiseDraft('gb-6gordons', 7))).toEqual(['payload.die', 'die must be at most 6, got 7']);
    const even = foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 2)]);
    expect(refusal(even, reorganiseDraft('gb-6gordons', 5))).toEqual(['payload.die', "1/6 Gordons's casualty count is even (2): no die is rolled, so the die must be null, got 5"]);
  });

  it('the medical post is the nearest brigade or regiment HQ, else the top of the chain', () => {
    const s = logisticsStart();
    expect(medicalPostOf(s, 'gb-6gordons-a')).toBe('gb-152bde');
    expect(medicalPostOf(s, 'de-ir84-2')).toBe('de-ir84');
    expect(medicalPostOf(s, 'gb-a-bty')).toBe('gb-51div');
    expect(medicalPostOf(s, 'gb-tc-5')).toBe('gb-e-bn-tc');
  });
});

describe('the end of the day at the medical post', () => {
  /** Gordons: 5 casualties, 3 to the post (die 3); Seaforth: 3, 2 to the post (die 1) → a post of 5. */
  const withPost = () => foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 5), injureDraft('gb-6seaforth', 3), reorganiseDraft('gb-6gordons', 3), reorganiseDraft('gb-6seaforth', 1)]);

  it('a post of 5 with a 5: 3 return to their units, 2 are permanent; the post is emptied', () => {
    const s0 = withPost();
    expect(s0.medicalPosts!['gb-152bde']).toEqual({ 'gb-6gordons': 3, 'gb-6seaforth': 2 });
    expect([unit(s0, 'gb-6gordons').bases, unit(s0, 'gb-6seaforth').bases]).toEqual([5, 5]);
    const s = apply(s0, dayEnded({ 'gb-152bde': 5 }));
    expect([unit(s, 'gb-6gordons').bases, unit(s, 'gb-6seaforth').bases]).toEqual([7, 6]);
    expect(s.medicalPosts).toEqual({});
    const low = apply(s0, dayEnded({ 'gb-152bde': 2 }));
    expect([unit(low, 'gb-6gordons').bases, unit(low, 'gb-6seaforth').bases]).toEqual([6, 6]);
  });

  it('refuses a post without its die, a die for an empty post, and a die for an even post', () => {
    const s = withPost();
    expect(refusal(s, dayEnded({}))).toEqual(['payload.dice.gb-152bde', 'the medical post of 152 Bde holds 5: give its die (null when even)']);
    expect(refusal(s, dayEnded({ 'gb-152bde': 5, 'de-ir84': 2 }))).toEqual(['payload.dice.de-ir84', 'there are no casualties in a medical post of "de-ir84"']);
    const even = foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 4), reorganiseDraft('gb-6gordons', null)]);
    expect(refusal(even, dayEnded({ 'gb-152bde': 4 }))[0]).toBe('payload.dice.gb-152bde');
    expect(unit(apply(even, dayEnded({ 'gb-152bde': null })), 'gb-6gordons').bases).toBe(7);
  });

  it('the day 1 casualty return lists every movement of the day', () => {
    const drafts = [injureDraft('gb-6gordons', 5), injureDraft('gb-6seaforth', 3), reorganiseDraft('gb-6gordons', 3), reorganiseDraft('gb-6seaforth', 1), dayEnded({ 'gb-152bde': 5 })];
    const events: CampaignEvent[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: logisticsScenario() } }];
    drafts.forEach((d, i) => events.push({ ...d, seq: i + 2 } as CampaignEvent));
    const state = foldDrafts(logisticsStart(), drafts);
    const rows = casualtyReturn(state, events, 1);
    expect(rows.map((r) => [r.shortName, r.medicalPostId, r.removed, r.toMedicalPost, r.returned, r.permanent, r.basesAtEnd])).toEqual([
      ['1/6 Gordons', 'gb-152bde', 2, 3, 2, 1, 7],
      ['1/6 Seaforth', 'gb-152bde', 1, 2, 1, 1, 6],
    ]);
    expect(casualtyReturn(state, events, 2)).toEqual([]);
  });

  it('counts casualty markers the umpire adds by an edit as wounded, and not the ones taken off', () => {
    const drafts = [injureDraft('gb-6seaforth', 3), injureDraft('gb-6seaforth', 1), injureDraft('gb-6seaforth', 2)];
    const events: CampaignEvent[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: logisticsScenario() } }];
    drafts.forEach((d, i) => events.push({ ...d, seq: i + 2 } as CampaignEvent));
    const state = foldDrafts(logisticsStart(), drafts);
    const rows = casualtyReturn(state, events, 1);
    // 0 → 3 (+3), 3 → 1 (none), 1 → 2 (+1): 4 wounded, no bases edited.
    expect(rows.map((r) => [r.shortName, r.wounded, r.lostInAction, r.edited, r.basesAtEnd])).toEqual([['1/6 Seaforth', 4, 0, 0, 7]]);
    expect(casualtyReturn(state, events.slice(0, 2), 1).map((r) => r.wounded)).toEqual([3]);
  });
});

describe('collection points and vehicle repair (004 §COLLECTION POINTS)', () => {
  it('a collection point treats half the markers, rounded down', () => {
    const s = apply(foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 5)]), { at: 0, type: 'casualties.collected', v: 1, payload: { unitId: 'gb-6gordons' } });
    expect(unit(s, 'gb-6gordons')).toMatchObject({ bases: 8, injuredBases: 3 });
    expect(refusal(logisticsStart(), { at: 0, type: 'casualties.collected', v: 1, payload: { unitId: 'de-ir84-2' } })).toEqual([
      'payload.unitId',
      'II./84 has 1 casualty marker: a collection point takes half, rounded down, so none',
    ]);
  });

  it('repair units repair half a vehicle unit’s vehicle casualties; infantry has none', () => {
    const s = apply(foldDrafts(logisticsStart(), [injureDraft('gb-tc-5', 3)]), { at: 0, type: 'vehicles.repaired', v: 1, payload: { unitId: 'gb-tc-5' } });
    expect(unit(s, 'gb-tc-5').injuredBases).toBe(2);
    expect(refusal(foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 4)]), { at: 0, type: 'vehicles.repaired', v: 1, payload: { unitId: 'gb-6gordons' } })).toEqual([
      'payload.unitId',
      '1/6 Gordons has no vehicles to repair (not armour, tracked or motorised)',
    ]);
  });
});
