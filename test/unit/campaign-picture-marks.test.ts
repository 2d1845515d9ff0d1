/**
 * Enemy marks age out (docs/RULINGS.md §Enemy marks age out): a mark leaves a seat's map once it was
 * last seen longer ago than the umpire's setting, or once an own unit has reported from within 250 m
 * of it after it was seen without meeting the enemy; it stays in the list, with no position and why.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, stateFromScenario, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { pictureOf } from '../../src/campaign/picture/picture.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { DIV_SEAT, smallScenario } from './campaign-picture-fixture2.ts';

const step = (s: CampaignState, d: EventDraft) => applyEvent(s, { ...d, seq: s.seq + 1 } as CampaignEvent);
const base = stateFromScenario(smallScenario);
const proj = gridProjection(base.grid);
const at = (e: number, n: number) => proj.toLonLat({ eastingM: e, northingM: n });
const stocks = { CU: 3, FU: 0, POL: 0 };
const own = (unitId: string, pos: ReturnType<typeof at>) => ({ unitId, pos, bases: 17, injuredBases: 0, dugIn: false, disorganised: false, broken: false, stocks });

/** 51 Div seated; at 20 the Gordons report an enemy battalion at (2000, 3000), to the division (reaches it by the reaction times). */
function seen(expireMin?: number): CampaignState {
  let s = step(base, { at: 0, type: 'seat.saved', v: 1, payload: { seat: DIV_SEAT } });
  s = step(s, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { sitrepEveryMin: 0, ...(expireMin !== undefined ? { enemyMarksExpireMin: expireMin } : {}) } } });
  const enemy = { unitId: 'de-ir84', pos: at(2000, 3000), seen: 'sighted' as const, identified: { type: 'infantry' as const, echelon: 'battalion' as const } };
  return step(s, { at: 20, type: 'report.sent', v: 1, payload: { report: { id: 'rep-1', fromId: 'gb-6gordons', toId: 'gb-51div', sentAtMin: 20, subject: 'contact', text: 'Enemy battalion.', units: [own('gb-6gordons', at(1800, 3000))], enemy: [enemy] } } });
}
const mark = (s: CampaignState, atMin: number) => {
  const p = pictureOf(s, DIV_SEAT, atMin);
  const u = p.units.find((x) => p.info[x.id]?.status === 'enemy')!;
  return { pos: u.pos, gone: p.info[u.id]!.gone, notes: u.notes };
};

describe('enemy marks', () => {
  it('show until the umpire’s time has passed since they were seen, then leave the map with the reason', () => {
    const s = seen(12 * 60);
    expect(mark(s, 20 + 12 * 60).pos).toBeDefined();
    const later = mark(s, 20 + 12 * 60 + 1);
    expect(later.pos).toBeUndefined();
    expect(later.gone).toBe('aged');
    expect(later.notes).toMatch(/No longer plotted: seen too long ago\.$/);
    expect(mark(seen(), 10_000).pos).toBeDefined(); // no setting: never by age
  });

  it('leave the map once an own unit reports from within 250 m without meeting the enemy, not before', () => {
    const report = (s: CampaignState, id: string, sentAtMin: number, e: number) =>
      step(s, { at: sentAtMin, type: 'report.sent', v: 1, payload: { report: { id, fromId: 'gb-6seaforth', toId: 'gb-51div', sentAtMin, subject: 'situation', text: 'Here.', units: [own('gb-6seaforth', at(e, 3000))] } } });
    const far = report(seen(), 'rep-far', 200, 2300); // 300 m off: the mark stays
    expect(mark(far, 2000).pos).toBeDefined();
    const near = report(seen(), 'rep-near', 200, 2200); // 200 m off
    expect(mark(near, 200).pos).toBeDefined(); // not yet arrived at the division
    const cleared = mark(near, 2000);
    expect(cleared.pos).toBeUndefined();
    expect(cleared.gone).toBe('cleared');
  });
});
