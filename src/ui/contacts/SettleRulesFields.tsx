/**
 * The Settle dialog's "Special rules" fieldset (`004_4c7ef6319257dc11.txt` §CLOSE ASSAULT, §THE COMBAT
 * SEQUENCE SUMMARY 2, §SPECIAL ATTACK RULES 2 and 3, §THE RECCE SEQUENCE, §SPECIAL ASSAULT RULES 2): the
 * battalion command figure, the start line, tank terror and shoot and scoot, each with the reason it was
 * proposed under it (`proposeSettleRules`), De Rosa's charge while its rules are on (`003` "Units may charge
 * for two turns at double movement"; offered only within reach), and the follow-on note when the attacker has
 * fought without a pause. Checkboxes and a select, all labelled; the notes are plain text.
 */
import type { SettleRuleNotes, SettleRules } from '../../campaign/index.ts';
import type { ShootAndScoot } from '../../rules/operational/combatSpecial.ts';

/** Props: the rules chosen, why each was proposed (null: no proposal), an id prefix, and the change. */
export type SettleRulesFieldsProps = { id: string; rules: SettleRules; notes: SettleRuleNotes | null; attackerName: string; defenderName: string; onChange(rules: SettleRules): void };

/** The words of a shoot-and-scoot choice. */
export function scootLabel(s: ShootAndScoot | null, attackerName: string, defenderName: string): string {
  if (s === null) return 'No';
  if (s.kind === 'recce') return `The recce of ${attackerName} halves its casualties and withdraws`;
  return `${s.by === 'attacker' ? attackerName : defenderName} outranges: fires 1 CU and withdraws`;
}

const keyOf = (s: ShootAndScoot | null) => (s === null ? 'none' : s.kind === 'recce' ? 'recce' : `outrange-${s.by}`);

/** The fieldset. */
export function SettleRulesFields({ id, rules, notes, attackerName, defenderName, onChange }: SettleRulesFieldsProps) {
  const choices: (ShootAndScoot | null)[] = [null, ...(notes?.scootChoices ?? [])];
  if (rules.shootAndScoot !== null && !choices.some((c) => keyOf(c) === keyOf(rules.shootAndScoot))) choices.push(rules.shootAndScoot);
  const check = (key: 'commandInAssault' | 'startLineMarked' | 'tankTerror', label: string, note: string | undefined) => (
    <div className="field-check">
      <input id={`${id}-${key}`} type="checkbox" checked={rules[key]} aria-describedby={note ? `${id}-${key}-why` : undefined} onChange={(e) => onChange({ ...rules, [key]: e.target.checked })} />
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {note && (
        <p id={`${id}-${key}-why`} className="field-note">
          {note}
        </p>
      )}
    </div>
  );
  return (
    <fieldset className="ct-rules">
      <legend>Special rules</legend>
      {check('commandInAssault', 'An unwounded battalion command figure is in the assault', notes?.commandInAssault)}
      {check('startLineMarked', 'The start line was marked', notes?.startLineMarked)}
      {check('tankTerror', 'Tank terror (first meeting with tanks, unsupported)', notes?.tankTerror)}
      <div className="field">
        <label htmlFor={`${id}-scoot`}>Shoot and scoot</label>
        <select
          id={`${id}-scoot`}
          aria-describedby={notes ? `${id}-scoot-why` : undefined}
          value={keyOf(rules.shootAndScoot)}
          onChange={(e) => onChange({ ...rules, shootAndScoot: choices.find((c) => keyOf(c) === e.target.value) ?? null })}
        >
          {choices.map((c) => (
            <option key={keyOf(c)} value={keyOf(c)}>
              {scootLabel(c, attackerName, defenderName)}
            </option>
          ))}
        </select>
        {notes && (
          <p id={`${id}-scoot-why`} className="field-note">
            {notes.shootAndScoot}
          </p>
        )}
      </div>
      {notes?.charge && (
        <div className="field-check">
          <input
            id={`${id}-charge`}
            type="checkbox"
            checked={rules.charge === true}
            disabled={!notes.charge.open && rules.charge !== true}
            aria-describedby={`${id}-charge-why`}
            onChange={(e) => onChange({ ...rules, charge: e.target.checked })}
          />
          <label htmlFor={`${id}-charge`}>Charge (De Rosa): no firefight, straight into melee</label>
          <p id={`${id}-charge-why`} className="field-note">
            {notes.charge.note}
          </p>
        </div>
      )}
      {notes?.followOn && <p className="field-note">{notes.followOn}</p>}
    </fieldset>
  );
}
