/**
 * "End of day" (`form` "End of day"; 004 §REORGANISATION: at the end of the day half the casualties in
 * each brigade medical post return to their units, the odd one on a 4–6, the rest are permanent): a row
 * per post holding casualties (`list` "Medical posts"), each with an odd count getting "Die for ‹post›" +
 * "Roll D6", and what it will do; "End the day" writes one `day.ended` with every post's die (null for
 * an even count).
 */
import { useId, useState, type FormEvent } from 'react';
import type { CampaignState, UnitId } from '../../campaign/index.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import type { DeskWriter } from '../deskHost.ts';
import { endOfDayText, medicalPostRows } from './casualtyView.ts';
import { parseDie } from './dice.ts';
import { DieField, WriteError, type RollDie } from './formBits.tsx';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the state, the writer and the dice. */
export type EndOfDayFormProps = { state: CampaignState; writer: DeskWriter; roll: RollDie };

/** The form. */
export function EndOfDayForm({ state, writer, roll }: EndOfDayFormProps) {
  const id = useId();
  const rows = medicalPostRows(state);
  const [dice, setDice] = useState<Record<UnitId, string>>({});
  const [shown, setShown] = useState(false);
  const { busy, error, setError, write } = useDeskWrite(writer);
  const parsed = rows.map((r) => ({ row: r, ...parseDie(dice[r.postId] ?? '', 6, `Die for ${r.name}`) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setError(null);
    if (rows.length === 0) return setError('No medical post holds casualties: nothing to do at the end of the day.');
    if (parsed.some((p) => p.row.needsDie && (p.die === null || p.error))) return;
    const payload: Record<UnitId, number | null> = {};
    for (const p of parsed) payload[p.row.postId] = p.row.needsDie ? p.die : null;
    if (await write({ type: 'day.ended', v: 1, payload: { dice: payload } }, `Day ended at ${rows.length} medical post${rows.length === 1 ? '' : 's'}.`)) {
      setDice({});
      setShown(false);
    }
  };

  return (
    <form className="lg-form" aria-label="End of day" onSubmit={submit} noValidate>
      <h4>End of day</h4>
      {rows.length === 0 ? (
        <p className="field-note">No medical post holds casualties.</p>
      ) : (
        <ul className="lg-section" aria-label="Medical posts">
          {parsed.map(({ row, die, error: dieError }) => (
            <li key={row.postId}>
              {row.needsDie && (
                <DieField
                  id={`${id}-${row.postId}`}
                  label={`Die for ${row.name}`}
                  sides={6}
                  value={dice[row.postId] ?? ''}
                  onChange={(v) => setDice((d) => ({ ...d, [row.postId]: v }))}
                  roll={roll}
                  error={dieError ?? (shown && die === null ? `Roll or type the D6 for ${row.name}: ${row.held} is odd.` : undefined)}
                  rollLabel={`Roll D6 for ${row.name}`}
                />
              )}
              <p className="field-note">{endOfDayText(row, row.needsDie ? die : null)}</p>
            </li>
          ))}
        </ul>
      )}
      <WriteError error={error} />
      <FormFooter submit="End the day" busy={busy} />
    </form>
  );
}
