// @vitest-environment jsdom
/**
 * The unit panel's command facts (src/ui/command/UnitCommandSection.tsx, HqLocationField.tsx) and
 * the edit form's command fields (src/ui/unitForm.ts): under command of, support, radios
 * (battalions), veteran, mobility (derived or set), HQ location, the delay of orders from the top
 * formation (NQM reaction times: Div→Bde 2 h, Bde→Bn 1 h, Bn→Coy 1 h without radios, 0 with), the
 * "Command relations…" button, Place / Remove HQ as `unit.hqPlaced` drafts, and the last 1916 tests.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { checkDraft, draftFromUnit } from '../../src/ui/unitForm.ts';
import { UnitPanel } from '../../src/ui/UnitPanel.tsx';
import { foldingWriter } from './ui-command-fixture.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';
import { deskEventAt, type DeskEventInput } from '../../src/ui/deskHost.ts';

afterEach(cleanup);

const base = stateFromScenario(tinyScenario());

function setup(state: CampaignState = base, unitId = 'gb-6gordons') {
  const writer = foldingWriter(state);
  const onEdit = vi.fn(async () => {});
  const onSelect = vi.fn();
  const onCommandRelations = vi.fn();
  const view = render(
    <UnitPanel state={state} unitId={unitId} onSelect={onSelect} onMoveUnit={vi.fn()} onEdit={onEdit} writer={writer} onCommandRelations={onCommandRelations} />,
  );
  const panel = screen.getByRole('region', { name: 'Unit details' });
  return { writer, onEdit, onSelect, onCommandRelations, view, panel, text: () => panel.textContent ?? '' };
}

const event = (s: CampaignState, e: Record<string, unknown>) => applyEvent(s, { seq: s.seq + 1, at: deskEventAt(s, e as DeskEventInput), v: 1, ...e } as Parameters<typeof applyEvent>[1]);

describe('command facts', () => {
  it('shows the HQ, support, radios, veteran, derived mobility, HQ not placed and the delay from the top formation', () => {
    const { text, panel, onCommandRelations } = setup();
    expect(text()).toContain('Under command of152nd Brigade');
    expect(text()).toContain('SupportNone');
    expect(text()).toContain('RadiosNo');
    expect(text()).toContain('Veteran armoured/motorised (command delays halved)No');
    expect(text()).toContain('MobilityFoot (from its type)');
    expect(text()).toContain('HQ locationNot placed');
    expect(text()).toContain('Command delayOrders from 51st (Highland) Division take 3 h');
    fireEvent.click(within(panel).getByRole('button', { name: 'Command relations…' }));
    expect(onCommandRelations).toHaveBeenCalledWith('gb-6gordons');
  });

  it('a company of a battalion without radios waits 4 h; with radios 3 h; veteran motorised halves Bde→Bn too; a brigade shows no radios row', () => {
    expect(setup(base, 'gb-6gordons-a').text()).toContain('Orders from 51st (Highland) Division take 4 h');
    cleanup();
    const radiosOnly = event(base, { type: 'unit.edited', payload: { unitId: 'gb-6gordons', changes: { radios: true } } });
    expect(setup(radiosOnly, 'gb-6gordons-a').text()).toContain('Orders from 51st (Highland) Division take 3 h');
    cleanup();
    const withRadios = event(base, { type: 'unit.edited', payload: { unitId: 'gb-6gordons', changes: { radios: true, veteran: true, mobility: 'motorised' } } });
    expect(setup(withRadios, 'gb-6gordons-a').text()).toContain('Orders from 51st (Highland) Division take 2 h 30 min');
    cleanup();
    // Without radios the Bn→Coy leg is halved too: the company is inside the veteran motorised battalion
    // (docs/RULINGS.md §Veteran halving): 2 h + 30 min + 30 min.
    const veteranNoRadios = event(base, { type: 'unit.edited', payload: { unitId: 'gb-6gordons', changes: { veteran: true, mobility: 'motorised' } } });
    const coy = setup(veteranNoRadios, 'gb-6gordons-a').text();
    expect(coy).toContain('Orders from 51st (Highland) Division take 3 h');
    expect(coy).toContain('Veteran armoured/motorised (command delays halved)No, but it is inside veteran 6th Gordon Highlanders: its delays are halved');
    cleanup();
    const bn = setup(withRadios).text();
    expect(bn).toContain('RadiosYes (orders to its companies take no time)');
    expect(bn).toContain('Veteran armoured/motorised (command delays halved)Yes: orders and reports to it and inside it take half the time');
    expect(bn).toContain('MobilityMotorised');
    expect(bn).not.toContain('(from its type)');
    cleanup();
    const bde = setup(base, 'gb-152bde').text();
    expect(bde).not.toContain('Radios');
    expect(bde).toContain('Command delayOrders from 51st (Highland) Division take 2 h');
    cleanup();
    expect(setup(base, 'gb-51div').text()).toContain('Command delayTop formation: its orders start here');
  });

  it('field guns are horse-drawn by their type; the support relation is in words', () => {
    const t = setup(base, 'gb-255rfa').text();
    expect(t).toContain('MobilityHorse-drawn (from its type)');
    expect(t).toContain('SupportIn Direct Support of 51st (Highland) Division');
  });

  it('lists the last command tests, newest first', () => {
    const to = gridRefToPoint(GRID, '06001300');
    let s = base;
    s = event(s, { type: 'command.tested', payload: { unitId: 'gb-6gordons', column: 'maneuver', die: 2, modifiers: ['hqHit'], target: 3, passed: false, moveTo: to } });
    s = event(s, { type: 'clock.advanced', payload: { toMin: 40 } });
    s = event(s, { type: 'command.tested', payload: { unitId: 'gb-6gordons', column: 'assault', die: 5, modifiers: [], target: 4, passed: true, moveTo: to } });
    const { panel } = setup(s);
    const items = within(within(panel).getByRole('list', { name: 'Command tests of 6 Gordons' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Tue 20 Nov 1917 07:00 · Assault: die 5 = 5 against 4 — passed, moved',
      'Tue 20 Nov 1917 06:20 · Maneuver: die 2, modifiers −1 = 1 against 3 — failed, stayed put',
    ]);
  });
});

describe('HQ location', () => {
  it('Place HQ writes one unit.hqPlaced draft at the typed reference; the panel then shows it; Remove HQ clears it', async () => {
    const { writer, panel, view, onEdit, onSelect, onCommandRelations } = setup();
    const box = within(panel).getByRole('textbox', { name: 'HQ location' }) as HTMLInputElement;
    expect(box.value).toBe('');
    expect((within(panel).getByRole('button', { name: 'Remove HQ' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: '0535 1250' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Place HQ' }));
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    const at = gridRefToPoint(GRID, '05351250');
    expect(writer.writes[0]).toEqual({ draft: { type: 'unit.hqPlaced', v: 1, payload: { unitId: 'gb-6gordons', hqPos: at } }, notice: 'HQ of 6 Gordons placed at 05351250' });
    view.rerender(
      <UnitPanel state={writer.state()} unitId="gb-6gordons" onSelect={onSelect} onMoveUnit={vi.fn()} onEdit={onEdit} writer={writer} onCommandRelations={onCommandRelations} />,
    );
    expect(panel.textContent).toContain('HQ location05351250');
    expect((within(panel).getByRole('textbox', { name: 'HQ location' }) as HTMLInputElement).value).toBe('05351250');
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove HQ' }));
    await waitFor(() => expect(writer.writes).toHaveLength(2));
    expect(writer.writes[1]!.draft).toEqual({ type: 'unit.hqPlaced', v: 1, payload: { unitId: 'gb-6gordons', hqPos: null } });
    expect(writer.state().units['gb-6gordons']!.hqPos).toBeUndefined();
  });

  it('refuses an off-map reference with the grid module’s message and writes nothing', () => {
    const { writer, panel } = setup();
    const box = within(panel).getByRole('textbox', { name: 'HQ location' });
    fireEvent.change(box, { target: { value: '95009500' } });
    fireEvent.submit(box);
    expect(within(panel).getByRole('alert').textContent).toContain('"95009500" is off the map');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(writer.writes).toHaveLength(0);
  });

  it('companies have no HQ location field', () => {
    const { panel } = setup(base, 'gb-6gordons-a');
    expect(within(panel).queryByRole('textbox', { name: 'HQ location' })).toBeNull();
  });
});

describe('edit form: radios, veteran, mobility', () => {
  it('sends radios, veteran and mobility as one edit', async () => {
    const { onEdit, panel } = setup();
    const form = within(panel).getByRole('form', { name: 'Edit unit' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Radios' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Veteran armoured/motorised (command delays halved)' }));
    const mob = within(form).getByRole('combobox', { name: 'Mobility' }) as HTMLSelectElement;
    expect(mob.value).toBe('');
    expect(mob.options[0]!.textContent).toBe('From its type (Foot)');
    fireEvent.change(mob, { target: { value: 'motorised' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(onEdit).toHaveBeenCalledWith('gb-6gordons', { radios: true, veteran: true, mobility: 'motorised' });
  });

  it('a brigade has no Radios box; a set mobility cannot go back to derived', () => {
    const { panel } = setup(base, 'gb-152bde');
    expect(within(panel).queryByRole('checkbox', { name: 'Radios' })).toBeNull();
    const set = { ...base.units['gb-6gordons']!, mobility: 'armoured' as const };
    expect(checkDraft(set, { ...draftFromUnit(set), mobility: '' }).errors).toEqual({
      mobility: 'Mobility is set (armoured); it cannot go back to derived from the type: choose a mobility',
    });
    expect(checkDraft(set, { ...draftFromUnit(set), mobility: 'tracked' }).errors).toEqual({ mobility: 'Unknown mobility "tracked"' });
    const bde = base.units['gb-152bde']!;
    expect(checkDraft(bde, { ...draftFromUnit(bde), radios: true }).changes).toEqual({});
  });

  it('marks a Regular battalion Green (004 §UNIT GRADING), shown by its grade; a Veteran cannot be', async () => {
    const { onEdit, panel } = setup();
    const form = within(panel).getByRole('form', { name: 'Edit unit' });
    const green = within(form).getByRole('checkbox', { name: /^Green: in its first battle/ }) as HTMLInputElement;
    expect(green.disabled).toBe(false);
    fireEvent.click(green);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith('gb-6gordons', { green: true }));
    cleanup();
    const marked = event(base, { type: 'unit.edited', payload: { unitId: 'gb-6gordons', changes: { green: true } } });
    expect(setup(marked).text()).toMatch(/Grade[A-Z] — \w+, Green \(first battle\)/);
    cleanup();
    const vet = event(base, { type: 'unit.edited', payload: { unitId: 'gb-6gordons', changes: { grade: 'V' } } });
    const box = within(setup(vet).panel).getByRole('checkbox', { name: /^Green: in its first battle/ }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
  });
});
