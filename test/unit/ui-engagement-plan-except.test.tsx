// @vitest-environment jsdom
/**
 * The planning form's "company except", findCover cover point and mounted rifles, in jsdom on the
 * table map's 180/Btn 1 vs 7/Btn 1 (with R1/1 half dug in, and 1/1 made mounted rifles): the bases
 * ticked get their own action (allowed for THEIR situation), target and digging; the plan handed to
 * `planBound` carries `except`, `coverAtM` and `mounted`, and the engine accepts it (or refuses, shown).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planBound } from '../../src/rules/bound/plan.ts';
import type { EngagementState } from '../../src/rules/bound/types.ts';
import { applyPick, parsePickKey, pickKey } from '../../src/ui/engagement/mapPick.ts';
import { defaultDraft, reconcileDraft, toBoundPlans, type PlanDraft } from '../../src/ui/engagement/planForm.ts';
import { optionsOf, PlanHarness, tableEngagement } from './fixtures/planPanel.tsx';

afterEach(cleanup);

const created = tableEngagement();
const R11 = 'red-7-btn1-r1-1';
const B11 = 'blue-180-btn1-1-1';

/** The engagement with R1/1's bases 3 and 4 not dug in, and 1/1 mounted rifles (dismounted). */
function mixedState(): EngagementState {
  const s = structuredClone(created);
  const r = s.subUnits.find((x) => x.id === R11)!;
  r.bases[2]!.dugIn = false;
  r.bases[3]!.dugIn = false;
  const b = s.subUnits.find((x) => x.id === B11)!;
  b.characteristic = 'mountedRifles';
  b.mounted = false;
  return s;
}
const state = mixedState();

const options = optionsOf;

describe('company except', () => {
  it('gives the ticked bases their own low command and the engine accepts the plan', () => {
    const plans: PlanDraft[] = [];
    let last: ReturnType<typeof planBound> | null = null;
    const plan = (d: PlanDraft) => {
      plans.push(d);
      last = planBound(state, toBoundPlans(d));
      return last.errors;
    };
    render(<PlanHarness state={state} plan={plan} onPathFor={() => undefined} />);
    // Half dug in without an exception: the engine refuses, and says why.
    fireEvent.click(screen.getByRole('button', { name: 'Plan bound' }));
    expect(within(screen.getByRole('group', { name: 'R1/1' })).getByText(/R1\/1: bases 1, 2 are dug in and the others not/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Except bases… of R1/1' }));
    const group = screen.getByRole('group', { name: 'Except bases of R1/1' });
    expect(within(group).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([1, 2, 3, 4].map((i) => `Except base ${i} of R1/1`));
    expect(within(group).getByText('Base 1 (dug in)')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Except base 3 of R1/1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Except base 4 of R1/1' }));
    // The excepted bases are in the open: they may also find cover, and dig in; the rest (dug in) only stay.
    expect(options('Action of R1/1 except')).toEqual(['Stay put', 'Find cover']);
    expect(options('Action of R1/1')).toEqual(['Stay put']);
    expect(screen.queryByRole('checkbox', { name: 'Dig in R1/1' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dig in R1/1 except' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Target of R1/1 except' }), { target: { value: 'blue-180-btn1-1-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan bound' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const p = toBoundPlans(plans[plans.length - 1]!).subUnits[R11]!;
    expect(p.except).toEqual({ baseIds: [`${R11}.b3`, `${R11}.b4`], plan: { action: 'stay', fireAtId: 'blue-180-btn1-1-2', digIn: true } });
    const r = last! as ReturnType<typeof planBound>;
    expect(r.ok).toBe(true);
    const orders = r.state.orders.filter((o) => o.subUnitId === R11).map((o) => [o.part, o.baseIds, o.plan.digIn === true]);
    expect(orders).toEqual([
      ['main', [`${R11}.b1`, `${R11}.b2`], false],
      ['except', [`${R11}.b3`, `${R11}.b4`], true],
    ]);
  });

  it('shows the engine refusing an exception of every base', () => {
    render(<PlanHarness state={state} plan={(d) => planBound(state, toBoundPlans(d)).errors} onPathFor={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Except bases… of 1/2' }));
    for (let i = 1; i <= 4; i++) fireEvent.click(screen.getByRole('checkbox', { name: `Except base ${i} of 1/2` }));
    fireEvent.click(screen.getByRole('button', { name: 'Plan bound' }));
    expect(screen.getByRole('alert').textContent).toContain('1/2: "company except" must name some, not all, of its bases');
    // Unticking every base removes the exception.
    for (let i = 1; i <= 4; i++) fireEvent.click(screen.getByRole('checkbox', { name: `Except base ${i} of 1/2` }));
    expect(screen.queryByRole('combobox', { name: 'Action of 1/2 except' })).toBeNull();
  });

  it('drops an exception naming a base that is gone when a saved draft is laid over a fresh one', () => {
    const saved = defaultDraft(state, []);
    saved.subUnits[B11] = { ...saved.subUnits[B11]!, except: { baseIds: [`${B11}.b9`], action: 'stay', targetId: '', digIn: false, path: [] } };
    expect(reconcileDraft(state, saved, defaultDraft(state, [])).subUnits[B11]!.except).toBeUndefined();
  });
});

describe('find cover point and mounted rifles', () => {
  it('sets the cover point from a map pick and hands it to the engine only for find cover', () => {
    const pathFor = vi.fn();
    render(<PlanHarness state={state} plan={() => []} onPathFor={pathFor} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Action of 1/2' }), { target: { value: 'findCover' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set cover point of 1/2' }));
    expect(pathFor).toHaveBeenLastCalledWith('blue-180-btn1-1-2|main|cover');
    expect(parsePickKey('blue-180-btn1-1-2|main|cover')).toEqual({ subUnitId: 'blue-180-btn1-1-2', part: 'main', what: 'cover' });
    expect(pickKey({ subUnitId: 'x', part: 'main', what: 'path' })).toBe('x');

    const draft = defaultDraft(state, []);
    draft.subUnits['blue-180-btn1-1-2']!.action = 'findCover';
    const picked = applyPick(draft, parsePickKey('blue-180-btn1-1-2|main|cover'), { xM: 12.5, yM: -40 });
    expect(picked.done).toBe(true);
    expect(toBoundPlans(picked.draft).subUnits['blue-180-btn1-1-2']).toMatchObject({ action: 'findCover', coverAtM: { xM: 12.5, yM: -40 } });
    // A path pick goes on (waypoints), and a cover point is not sent for other actions.
    expect(applyPick(draft, parsePickKey('blue-180-btn1-1-2'), { xM: 1, yM: 2 }).done).toBe(false);
    picked.draft.subUnits['blue-180-btn1-1-2']!.action = 'stay';
    expect(toBoundPlans(picked.draft).subUnits['blue-180-btn1-1-2']!.coverAtM).toBeUndefined();
  });

  it('offers "Mounted" only to mounted rifles and the engine mounts them', () => {
    let result: ReturnType<typeof planBound> | null = null;
    const plan = (d: PlanDraft) => {
      // R1/1 needs its exception to be accepted; give it one here.
      const plans = toBoundPlans(d);
      plans.subUnits[R11] = { action: 'stay', except: { baseIds: [`${R11}.b3`, `${R11}.b4`], plan: { action: 'stay' } } };
      result = planBound(state, plans);
      return result.errors;
    };
    render(<PlanHarness state={state} plan={plan} onPathFor={() => undefined} />);
    expect(screen.queryByRole('checkbox', { name: 'Mounted 1/2' })).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'Mounted 1/1' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Plan bound' }));
    const r = result! as ReturnType<typeof planBound>;
    expect(r.errors).toEqual([]);
    expect(r.state.subUnits.find((s) => s.id === B11)!.mounted).toBe(true);
    expect(r.state.orders.find((o) => o.subUnitId === B11)!.plan.mounted).toBe(true);
  });
});
