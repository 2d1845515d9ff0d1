// @vitest-environment jsdom
/**
 * The Settle dialog's De Rosa charge (src/ui/contacts/SettleRulesFields.tsx; `003_11ff81f41091c16b.txt` "Units
 * may charge for two turns at double movement"): offered only while the De Rosa rules are on, open within two
 * turns at double the line rate (infantry 889 m) and closed beyond it with the reason; ticked and rolled, the
 * preview's account says the attacker charged and fought on De Rosa's charts.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactsScreen } from '../../src/ui/contacts/ContactsScreen.tsx';
import { contactsDesk } from './ui-contacts-fixture.ts';
import { useDeskState } from './ui-desk-state.ts';

afterEach(cleanup);

function setup(deRosa: boolean) {
  const d = contactsDesk();
  if (deRosa) d.put({ type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } });
  function Harness() {
    const { state, writer } = useDeskState(d);
    return <ContactsScreen campaign={state} terrain={null} writer={writer} onOpenEngagement={() => {}} onShowOnMap={() => {}} onDialogChange={() => {}} newSeed={() => 1234} />;
  }
  render(<Harness />);
}

const openSettle = (ref: string) => {
  const row = within(screen.getByRole('table', { name: 'Contact queue' })).getAllByRole('row').find((r) => r.textContent?.includes(ref))!;
  fireEvent.click(within(row).getByRole('button', { name: 'Settle' }));
  return screen.getByRole('dialog', { name: `Settle contact ${ref}` });
};
const chargeBox = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: 'Special rules' })).queryByRole('checkbox', { name: 'Charge (De Rosa): no firefight, straight into melee' }) as HTMLInputElement | null;

describe('the De Rosa charge in the Settle dialog', () => {
  it('is not offered while the De Rosa rules are off', () => {
    setup(false);
    expect(chargeBox(openSettle('053 127'))).toBeNull();
  });

  it('is open within reach; ticked and rolled, the account charges into melee on the charts', async () => {
    setup(true);
    const dialog = openSettle('053 127');
    const box = chargeBox(dialog)!;
    expect([box.checked, box.disabled]).toEqual([false, false]);
    expect(within(dialog).getByText(/the enemy is 450 m away, within the charge's 889 m/)).toBeTruthy();
    fireEvent.click(box);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Roll' }));
    });
    const preview = screen.getByRole('dialog', { name: 'Settle contact 053 127' });
    expect(within(preview).getByText('The attacker charges (De Rosa): no firefight, straight into melee.')).toBeTruthy();
    expect(within(preview).getByText(/^ *Charge: the defender fires \d+ CU at it/)).toBeTruthy();
  });

  it('is closed beyond reach, saying why', () => {
    setup(true);
    const dialog = openSettle('057 125');
    const box = chargeBox(dialog)!;
    expect(box.disabled).toBe(true);
    expect(within(dialog).getByText('No charge: the enemy is 1,900 m away; two turns at double the line rate reach 889 m.')).toBeTruthy();
  });
});
