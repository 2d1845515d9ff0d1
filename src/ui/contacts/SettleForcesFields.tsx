/**
 * "Who fights" in the Settle dialog: for each side a table of the units weighed — "‹unit› fights"
 * (checked when proposed), "‹unit› joins in hour" (1–6) and the rule that proposed it (`ForceMember.reason`,
 * 004 §THE COMBAT SEQUENCE SUMMARY 1, §COMMAND REACTION TIMES) — and "Add a unit to the ‹role›", which
 * weighs the unit chosen by the same rules. The lead (commanding stand, position attacked) comes first.
 * Also the hand-off dialog's, where the hours are shown but not chosen.
 */
import { TableHead } from '../TableHead.tsx';
import { useId } from 'react';
import type { CampaignContact, CampaignState, SideForces, SideId, Unit, UnitId } from '../../campaign/index.ts';
import { sideName } from './contactText.ts';
import { HOUR_CHOICES } from './settleForm.ts';
import { addableUnits, forcesFormOf, type ForcesForm } from './settleForcesForm.ts';

/**
 * Props: the campaign and contact, the attacking side and hours (for a unit added), the forces as edited,
 * and the change. `fixedHours`: the hour each unit joins is shown, not chosen (the bound engine has every
 * unit from its first bound: a hand-off). `canAdd`: which units may be added (default any placed unit).
 */
export type SettleForcesFieldsProps = {
  state: CampaignState;
  contact: CampaignContact;
  attackerSide: SideId;
  maxHours: number;
  forces: ForcesForm;
  onChange(f: ForcesForm): void;
  fixedHours?: boolean;
  canAdd?(u: Unit): boolean;
};

/** The two sides' tables (see the module note). */
export function SettleForcesFields({ state, contact, attackerSide, maxHours, forces, onChange, fixedHours = false, canAdd }: SettleForcesFieldsProps) {
  const id = useId();
  const name = (unitId: UnitId) => state.units[unitId]?.shortName ?? unitId;
  const add = (unitId: UnitId) => {
    const next = forcesFormOf(state, contact, attackerSide, maxHours, [...forces.extraIds, unitId]);
    onChange({ ...next, picks: { ...next.picks, ...forces.picks } });
  };
  const table = (role: 'Attacker' | 'Defender', side: SideForces) => (
    <fieldset key={role} className={`ct-forces side-${side.side}`}>
      <legend>{`Who fights: ${role.toLowerCase()}, ${sideName(state, side.side)}`}</legend>
      <table className="ct-table ct-forces-table">
        <TableHead columns={['Fights', 'Unit', fixedHours ? 'Its hour' : 'From hour', 'Why']} />
        <tbody>
          {side.members.map((m) => {
            const pick = forces.picks[m.unitId] ?? { on: false, hour: 1 };
            const set = (change: Partial<typeof pick>) => onChange({ ...forces, picks: { ...forces.picks, [m.unitId]: { ...pick, ...change } } });
            return (
              <tr key={m.unitId}>
                <td>
                  <input type="checkbox" aria-label={`${name(m.unitId)} fights`} checked={pick.on} onChange={(e) => set({ on: e.target.checked })} />
                </td>
                <th scope="row">{name(m.unitId)}</th>
                <td>
                  {fixedHours ? (
                    (m.joinsHour ?? '—')
                  ) : (
                    <select aria-label={`${name(m.unitId)} joins in hour`} value={pick.hour} disabled={!pick.on} onChange={(e) => set({ hour: Number(e.target.value) })}>
                      {HOUR_CHOICES.map((h) => (
                        <option key={h} value={h}>
                          {h}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td className="ct-forces-why">{m.reason}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="field">
        <label htmlFor={`${id}-${role}-add`}>{`Add a unit to the ${role.toLowerCase()}`}</label>
        <select id={`${id}-${role}-add`} value="" onChange={(e) => e.target.value && add(e.target.value)}>
          <option value="">— choose a unit —</option>
          {addableUnits(state, contact, forces, side.side, canAdd).map((u) => (
            <option key={u.id} value={u.id}>
              {u.shortName}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
  return (
    <>
      {table('Attacker', forces.proposal.attacker)}
      {table('Defender', forces.proposal.defender)}
    </>
  );
}
