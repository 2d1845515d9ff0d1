// @vitest-environment jsdom
/**
 * The Contacts screen (src/ui/contacts/ContactsScreen.tsx) in jsdom over `contactsDesk`: the queue's rows
 * newest first with their exact words; "Dismiss" writing `contact.dismissed` and "Show closed contacts";
 * the Settle dialog prefilled from `settleDefaults` with its reasons, writing exactly the payload of
 * `settleContact` with the typed seed (the dice pinned), showing the account, and a bad seed refused;
 * the hand-off dialog's preview, a bad bound length, and "Hand off" writing `engagement.created` then
 * opening the engagement; "Open engagement" and "Show on map".
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOffPayload } from '../../src/campaign/engagement/handOff.ts';
import { settleContact, settleDefaults } from '../../src/campaign/turn/settleContact.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { FeatureCollection } from 'geojson';
import { ContactsScreen } from '../../src/ui/contacts/ContactsScreen.tsx';
import { runOutcomeJob } from '../../src/ui/contacts/outcomeJob.ts';
import { forceChoicesOf, forcesFormOf } from '../../src/ui/contacts/settleForcesForm.ts';
import { seedFromSeq } from '../../src/ui/engagement/stepRunner.ts';
import { contactsDesk, I84_AT } from './ui-contacts-fixture.ts';
import { GRID } from './ui-fixture.ts';
import { useDeskState } from './ui-desk-state.ts';

afterEach(cleanup);

function setup(terrain: FeatureCollection | null = null) {
  const d = contactsDesk();
  const onOpenEngagement = vi.fn();
  const onShowOnMap = vi.fn();
  const onDialogChange = vi.fn();
  function Harness() {
    const { state, writer } = useDeskState(d);
    return <ContactsScreen campaign={state} terrain={terrain} writer={writer} onOpenEngagement={onOpenEngagement} onShowOnMap={onShowOnMap} onDialogChange={onDialogChange} newSeed={() => 1234} />;
  }
  render(<Harness />);
  return { d, onOpenEngagement, onShowOnMap, onDialogChange };
}

const queue = () => screen.getByRole('table', { name: 'Contact queue' });
const bodyRows = () => within(queue()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].slice(0, 6).map((c) => c.textContent);
const rowOf = (ref: string) => bodyRows().find((r) => r.querySelectorAll('td')[0]!.textContent === ref)!;
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const pick = (dialog: HTMLElement, name: string, value: string) => fireEvent.change(within(dialog).getByRole('combobox', { name }), { target: { value } });
const value = (dialog: HTMLElement, name: string) => (within(dialog).getByRole('combobox', { name }) as HTMLSelectElement).value;

describe('the contact queue', () => {
  it('lists the contacts newest first in words, with the actions of an open contact', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Contacts' });
    expect(within(region).getByRole('heading', { name: 'Contacts' })).toBeTruthy();
    expect(bodyRows().map(cells)).toEqual([
      ['Tue 20 Nov 1917 09:00', '053 127', '6 Gordons vs I/84', 'effective range, 450 m', '6 Gordons (R) recce vs I/84 (R): red die 2 — not sighted; blue die 3 — defender holds fire to effective range', 'Open'],
      ['Tue 20 Nov 1917 09:00', '057 125', '6 BW vs I/84', 'harassing range, 1900 m', '6 BW (R) recce vs I/84 (R): red die 5 — sighted first', 'Open'],
      ['Tue 20 Nov 1917 08:00', '054 127', '8 A&SH vs I/84', 'contact range, 120 m', 'meeting engagement', 'Open'],
    ]);
    const row = bodyRows()[0]!;
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Settle', 'Plan a fire plan', 'Hand to the bound engine', 'Dismiss', 'Show on map']);
    const settle = within(row).getByRole('button', { name: 'Settle' });
    expect(settle.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual(['Tue 20 Nov 1917 09:00', '053 127']);
    expect(screen.getByText('3 open, 0 with the bound engine, 0 closed.')).toBeTruthy();
  });

  it('dismisses a contact with a note, hides it, and shows it again with the closed ones', async () => {
    const { d, onDialogChange } = setup();
    fireEvent.click(within(rowOf('054 127')).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss contact 054 127' });
    expect(onDialogChange).toHaveBeenLastCalledWith(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: ' the defender let the recce pass ' } });
    await click(within(dialog).getByRole('button', { name: 'Dismiss contact' }));
    expect(d.writes.map((w) => w.draft)).toEqual([{ type: 'contact.dismissed', v: 1, payload: { contactId: 'ct-100-1', note: 'the defender let the recce pass' } }]);
    expect(d.writes[0]!.notice).toBe('Dismissed the contact at 054 127.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDialogChange).toHaveBeenLastCalledWith(false);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('2 open, 0 with the bound engine, 1 closed (hidden).')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show closed contacts' }));
    expect(cells(rowOf('054 127'))[5]).toBe('Dismissed: the defender let the recce pass');
    expect(within(rowOf('054 127')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Show on map']);
  });

  it('tells the desk a dialog is open until it closes, or until the screen goes away with it open', () => {
    const { onDialogChange } = setup();
    expect(onDialogChange).not.toHaveBeenCalled();
    fireEvent.click(within(rowOf('057 125')).getByRole('button', { name: 'Hand to the bound engine' }));
    expect(onDialogChange.mock.calls).toEqual([[true]]);
    cleanup();
    expect(onDialogChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a contact on the map', () => {
    const { d, onShowOnMap } = setup();
    fireEvent.click(within(rowOf('057 125')).getByRole('button', { name: 'Show on map' }));
    const c = d.state().contacts!['ct-160-2']!;
    expect(onShowOnMap).toHaveBeenCalledWith(c.pos, c.ref);
  });
});

describe('the Settle dialog', () => {
  it('is prefilled from settleDefaults with the reasons for the shifts', () => {
    const { d } = setup();
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Settle' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    const opts = settleDefaults(d.state(), d.state().contacts!['ct-160-1']!);
    expect(opts).toMatchObject({ attackerSide: 'blue', positional: false, maxHours: 3, attackerShifts: 0, defenderShifts: 1, attacker: { weapon: 'L', armour: 'VL' }, defender: { weapon: 'L', armour: 'L' } });
    // Beside each proposed class, the classification-table row it comes from.
    expect(within(dialog).getByRole('combobox', { name: "Attacker's protection" }).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Proposed: VERY LIGHT — All troops moving to contact or road marching')).toBeTruthy();
    expect(within(dialog).getByText('Proposed: LIGHT — Infantry in cover and scrapes')).toBeTruthy();
    expect(value(dialog, 'Attacking side')).toBe('blue');
    expect(within(dialog).getByRole('combobox', { name: 'Attacking side' }).textContent).toBe('British (Third Army)German (2. Armee)');
    expect((within(dialog).getByRole('checkbox', { name: 'Attacking a position (close assault after the firefight)' }) as HTMLInputElement).checked).toBe(false);
    expect(value(dialog, 'Hours of firefight at most')).toBe('3');
    expect(["Attacker's fire class", "Attacker's protection", "Attacker's shifts", "Defender's fire class", "Defender's protection", "Defender's shifts"].map((n) => value(dialog, n))).toEqual(['L', 'VL', '0', 'L', 'L', '1']);
    expect(within(dialog).getByRole('combobox', { name: "Attacker's protection" }).textContent).toBe('VL — very lightL — lightM — mediumH — heavyVH — very heavy');
    expect(within(dialog).getByRole('combobox', { name: "Attacker's shifts" }).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Proposed 0: no ambush, not at contact range.')).toBeTruthy();
    expect(within(dialog).getByText('Proposed 1: ambush from effective range.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Seed' }) as HTMLInputElement).value).toBe('1234');
    // The special rules, each with why it was proposed.
    const rules = within(dialog).getByRole('group', { name: 'Special rules' });
    const box = (name: string) => (within(rules).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect([box('An unwounded battalion command figure is in the assault'), box('The start line was marked'), box('Tank terror (first meeting with tanks, unsupported)')]).toEqual([true, false, false]);
    expect(within(rules).getByText(/The recce was engaged before it sighted the enemy: no start line was marked/)).toBeTruthy();
    expect(within(rules).getByRole('combobox', { name: 'Shoot and scoot' }).textContent).toBe('NoThe recce of British (Third Army) halves its casualties and withdraws');
    // The other side attacking: each side keeps its own classes and shifts.
    pick(dialog, 'Attacking side', 'red');
    expect(["Attacker's fire class", "Attacker's protection", "Attacker's shifts", "Defender's fire class", "Defender's protection", "Defender's shifts"].map((n) => value(dialog, n))).toEqual(['L', 'L', '1', 'L', 'VL', '0']);
    expect(within(dialog).getByRole('group', { name: 'Attacker: German (2. Armee)' })).toBeTruthy();
  });

  it('reads the ground under the defender from the terrain (grid origin): a fortification gives heavy protection', () => {
    const corner = (ref: string) => {
      const p = gridRefToPoint(GRID, ref);
      return [p.lon, p.lat];
    };
    const ring = ['05301290', '05501290', '05501310', '05301310', '05301290'].map(corner);
    setup({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { class: 'fortification' }, geometry: { type: 'Polygon', coordinates: [ring] } }] });
    expect(I84_AT).toBe('05401300');
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Settle' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    expect(value(dialog, "Defender's protection")).toBe('H');
    expect(value(dialog, "Attacker's protection")).toBe('VL');
  });

  it('rolls with the typed seed, previews the result (Discard writes nothing), then writes exactly the settled payload on Accept', async () => {
    const { d } = setup();
    const before = d.state();
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Settle' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    pick(dialog, 'Hours of firefight at most', '2');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Attacking a position (close assault after the firefight)' }));
    // A first roll, seen and discarded: nothing written, the choices back with a fresh seed.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: '7' } });
    await click(within(dialog).getByRole('button', { name: 'Roll' }));
    expect(within(screen.getByRole('dialog', { name: 'Settle contact 053 127' })).getByText('A preview: nothing is written until you accept it.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Discard' }));
    expect(d.writes).toEqual([]);
    const again = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    expect((within(again).getByRole('textbox', { name: 'Seed' }) as HTMLInputElement).value).not.toBe('7');
    expect((within(again).getByRole('checkbox', { name: 'Attacking a position (close assault after the firefight)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(again).getByRole('textbox', { name: 'Seed' }), { target: { value: '32276' } });
    await click(within(again).getByRole('button', { name: 'Roll' }));
    const preview = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    expect(within(preview).getByRole('status', { name: 'Outcome' }).textContent).toBe('The attacker broke after 2 h (British (Third Army) attacking).');
    expect(d.writes).toEqual([]);
    await click(within(preview).getByRole('button', { name: 'Accept and write' }));
    const contact = before.contacts!['ct-160-1']!;
    // Who fights, as proposed: the one unit of each side, from the first hour.
    const forces = forceChoicesOf(forcesFormOf(before, contact, 'blue', 2));
    expect(forces).toEqual({ attacker: [{ unitId: 'gb-6gordons', hour: 1 }], defender: [{ unitId: contact.redIds[0], hour: 1 }] });
    const expected = settleContact(before, contact, { ...settleDefaults(before, contact), maxHours: 2, positional: true, forces }, seededDice(32276));
    expect(d.writes.map((w) => w.draft)).toEqual([{ type: 'contact.settled', v: 1, payload: expected }]);
    expect(expected.dice).toEqual([2, 4, 6, 5, 3, 1]);
    expect(expected.outcome).toBe('attackerBroken');
    expect(d.writes[0]!.notice).toBe('Settled the contact at 053 127: the attacker broke after 2 h.');
    const done = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    expect(within(done).getByRole('status', { name: 'Outcome' }).textContent).toBe('The attacker broke after 2 h (British (Third Army) attacking).');
    const lines = within(within(done).getByRole('list', { name: 'Account of the fight' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(expected.lines);
    expect(lines[0]).toBe('Contact at 053 127: 6 Gordons (blue) and I/84 (red).');
    expect(lines[1]).toBe('Fought: 6 Gordons (blue) against I/84 (red).');
    // The recce was engaged before it saw I/84: no start line was marked, so the fight opens with that roll.
    expect(lines[4]).toMatch(/^No start line marked: recce sequence table /);
    expect(lines).toHaveLength(10);
    // The fold applied it: the row is closed and hidden once the dialog is done.
    expect(d.state().units['gb-6gordons']!.broken).toBe(true);
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows().map((r) => cells(r)[1])).toEqual(['057 125', '054 127']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show closed contacts' }));
    expect(cells(rowOf('053 127'))[5]).toBe('Settled: the attacker broke after 2 h (blue attacking)');
  });

  it('refuses a seed that is not a whole number and writes nothing', async () => {
    const { d } = setup();
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Settle' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: '4.5' } });
    await click(within(dialog).getByRole('button', { name: 'Roll' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The seed must be a whole number from 0 to 2147483647, not “4.5”.');
    expect(d.writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the hand-off dialog', () => {
  it('previews the sub-units, refuses a bad bound length, and hands off as engagement.created', async () => {
    const { d, onOpenEngagement } = setup();
    const before = d.state();
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Hand to the bound engine' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand contact 053 127 to the bound engine' });
    expect(within(dialog).getByRole('status', { name: 'Hand-off preview' }).textContent).toBe('3 sub-units, 9 bases: “6 Gordons vs I/84 (053127)”.');
    expect(within(within(dialog).getByRole('list', { name: 'Sub-units it will make' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '6 Gordons HQ: 3 bases',
      'A/6 Gordons: 2 bases',
      'A Coy, I/84: 4 bases',
    ]);
    expect(within(within(dialog).getByRole('list', { name: 'High commands' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['6 Gordons: Advance', 'I/84: Hold']);
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes per bound' }) as HTMLInputElement;
    expect(minutes.value).toBe('5');
    fireEvent.change(minutes, { target: { value: '16' } });
    expect(within(dialog).getByRole('status', { name: 'Hand-off preview' }).textContent).toBe('It cannot be handed off: Minutes per bound must be a whole number from 1 to 15, not “16”.');
    expect((within(dialog).getByRole('button', { name: 'Hand off' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(minutes, { target: { value: '7' } });
    pick(dialog, 'Edition', 'v0.7');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: '99' } });
    await click(within(dialog).getByRole('button', { name: 'Hand off' }));
    const payload = handOffPayload(before, before.contacts!['ct-160-1']!, { edition: 'v0.7', diceMode: 'seeded', seed: 99, boundMin: 7, engagementId: 'eng-6' });
    expect(d.writes.map((w) => w.draft)).toEqual([{ type: 'engagement.created', v: 1, payload }]);
    expect(payload.highCommands).toEqual({ 'gb-6gordons': 'advance', 'de-84rir-1': 'hold' });
    expect(d.writes[0]!.notice).toBe('Handed the contact at 053 127 to the bound engine: “6 Gordons vs I/84 (053127)”.');
    expect(onOpenEngagement).toHaveBeenCalledWith('eng-6');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The row now waits on the bound engine and opens its engagement.
    expect(cells(rowOf('053 127'))[5]).toBe('With the bound engine');
    expect(within(rowOf('053 127')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Open engagement', 'Show on map']);
    onOpenEngagement.mockClear();
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Open engagement' }));
    expect(onOpenEngagement).toHaveBeenCalledWith('eng-6');
  });

  it('starts from who fights: each unit with its hour and rule; a unit taken away or added changes what is handed off', async () => {
    const { d } = setup();
    const before = d.state();
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Hand to the bound engine' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand contact 053 127 to the bound engine' });
    const attackers = within(dialog).getByRole('group', { name: /^Who fights: attacker/ });
    expect(within(attackers).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['', '6 Gordons', '1', 'commanding the attack: the highest command stand in the contact (004 §THE COMBAT SEQUENCE SUMMARY 1)'],
    ]);
    // Taking the only defender away leaves nothing to fight: the preview says so and Hand off waits.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I/84 fights' }));
    expect(within(dialog).getByRole('status', { name: 'Hand-off preview' }).textContent).toMatch(/^It cannot be handed off: an engagement needs units of both sides; units of .* only chosen$/);
    expect((within(dialog).getByRole('button', { name: 'Hand off' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I/84 fights' }));
    // A unit added to the attacker (the defender has no other unit placed) is weighed by the same rules:
    // 8 Argylls is not under 6 Gordons' command, so it comes when orders reach it, after the first hour.
    const add = within(dialog).getByRole('combobox', { name: 'Add a unit to the attacker' }) as HTMLSelectElement;
    expect([...add.options].map((o) => o.value)).not.toContain('gb-152bde'); // a brigade: the engine fights battalions and smaller
    fireEvent.change(add, { target: { value: 'gb-8argylls' } });
    const added = within(attackers).getAllByRole('row').at(-1)!;
    const [, unitCell, hourCell, whyCell] = [...added.children].map((c) => c.textContent);
    expect([unitCell, hourCell]).toEqual([before.units['gb-8argylls']!.shortName, '—']);
    expect(whyCell).toMatch(/after the fight's first hour, so left out$/);
    const tick = within(added).getByRole('checkbox') as HTMLInputElement;
    expect(tick.checked).toBe(false);
    fireEvent.click(tick);
    expect(within(dialog).getByRole('status', { name: 'Hand-off preview' }).textContent).toMatch(/^\d+ sub-units, \d+ bases: “6 Gordons, /);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: '5' } });
    await click(within(dialog).getByRole('button', { name: 'Hand off' }));
    const p = d.writes[0]!.draft.payload as { unitIds: string[] };
    expect(p.unitIds).toEqual(['gb-6gordons', 'gb-8argylls', 'de-84rir-1']);
    expect(p).toEqual(handOffPayload(before, before.contacts!['ct-160-1']!, { edition: 'v0.8', diceMode: 'seeded', seed: 5, boundMin: 5, engagementId: 'eng-6', unitIds: p.unitIds }));
  });

  it('works out the expected outcome: each side’s bases lost over 1,000 runs of 10 bounds, and says when the forces change', async () => {
    const { d } = setup();
    const before = d.state();
    fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Hand to the bound engine' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand contact 053 127 to the bound engine' });
    const panel = within(dialog).getByRole('region', { name: 'Expected outcome' });
    // jsdom has no Worker: the panel runs the job on this thread, with the seed source's seed (1234).
    await click(within(panel).getByRole('button', { name: 'Work out the expected outcome' }));
    const made = handOffPayload(before, before.contacts!['ct-160-1']!, { edition: 'v0.8', diceMode: 'seeded', seed: 1, boundMin: 5, engagementId: 'preview' });
    const origin = { lon: before.grid.originLon, lat: before.grid.originLat };
    const want = runOutcomeJob({ engagement: made.state, highCommands: made.highCommands ?? {}, terrain: null, origin, runs: 1000, bounds: 10, seed: 1234 }, () => undefined);
    const table = within(panel).getByRole('table', { name: 'Expected outcome' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => [...r.children].slice(0, 6).map((c) => c.textContent));
    expect(rows).toEqual(want.sides.map((s) => [s.side === 'blue' ? 'British (Third Army)' : 'German (2. Armee)', String(s.startBases), s.meanLost.toFixed(2), String(s.p10), String(s.p50), String(s.p90)]));
    expect(rows.map((r) => r[1])).toEqual(['5', '4']); // 6 Gordons HQ 3 + A/6 Gordons 2; A Coy, I/84 4
    expect(within(panel).getByText(/^1,000 runs of 10 bounds, seed 1234\.$/)).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Casualties of British (Third Army): histogram' })).toBeTruthy();
    // A side that lost every base ended its run there, and the panel counts those runs.
    if (want.wipedOut > 0) expect(within(panel).getByText(`A side lost every base in ${want.wipedOut.toLocaleString('en')} ${want.wipedOut === 1 ? 'run' : 'runs'}; those runs end there.`)).toBeTruthy();
    // Changing the bound length leaves the figures, marked as for the forces and settings before.
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Minutes per bound' }), { target: { value: '7' } });
    expect(within(panel).getByText(/The forces or settings have changed since: work it out again\./)).toBeTruthy();
  });

  it('typed dice hide the seed and use the seed of the campaign seq', async () => {
    const { d } = setup();
    fireEvent.click(within(rowOf('057 125')).getByRole('button', { name: 'Hand to the bound engine' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand contact 057 125 to the bound engine' });
    pick(dialog, 'Dice', 'typed');
    expect(within(dialog).queryByRole('textbox', { name: 'Seed' })).toBeNull();
    await click(within(dialog).getByRole('button', { name: 'Hand off' }));
    const p = d.writes[0]!.draft.payload as { diceMode: string; seed: number; boundMin: number; engagementId: string };
    expect(d.state().seq).toBe(6);
    expect(seedFromSeq(5)).toBe(715_720);
    expect([p.diceMode, p.seed, p.boundMin, p.engagementId]).toEqual(['typed', 715_720, 5, 'eng-6']);
  });
});

describe('Plan a fire plan', () => {
  it('saves an operational fire plan on the defender by the attacking side\'s batteries in range', async () => {
    const { d } = setup();
    await act(async () => fireEvent.click(within(rowOf('053 127')).getByRole('button', { name: 'Plan a fire plan' })));
    const plans = Object.values(d.state().firePlans ?? {});
    expect(plans.map((p) => [p.id, p.side, p.scale, p.serials[0]!.startOffsetMin, p.serials[0]!.durationMin])).toEqual([['fp-ct-160-1', 'blue', 'operational', -60, 60]]);
    expect(plans[0]!.serials[0]!.firerIds.length).toBeGreaterThan(0);
  });
});
