/**
 * The hand-off dialog (`dialog` "Hand contact ‹ref› to the bound engine"): "Edition" (1418 v0.8 / v0.7),
 * "Dice" (Seeded / Typed), "Seed" (seeded only; a fresh random seed), "Minutes per bound" (1–15, default
 * 5), "Attacking side", who fights (`SettleForcesFields` with the hours shown: the proposal of
 * `proposeContactForces` for the first hour, each unit with its rule; the umpire ticks or unticks units
 * and adds others — battalions and smaller, as the engine fights), a preview of what it makes (`status` "Hand-off preview": "N sub-units, M bases:
 * “title”", `list` "Sub-units it will make" and `list` "High commands"; or the reason it cannot), and
 * "Hand off": the `engagement.created` event (`handOffPayload` with the units ticked, id
 * `nextEngagementId`), then the engagement opens. Refusals in an `alert`; nothing is written then. Under
 * the preview, the engagement's expected outcome (`OutcomePanel`) on the map's terrain.
 */
import type { FeatureCollection } from 'geojson';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { DEFAULT_BOUND_MIN, MAX_BOUND_MIN, fitsEngagement, handOffPayload, type EventPayloads, type CampaignContact, type CampaignState, type DiceMode, type SideId } from '../../campaign/index.ts';
import type { Edition } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { EngineFields } from '../engagement/EngineFields.tsx';
import { nextEngagementId } from '../engagement/newEngagement.ts';
import { seedFromSeq } from '../engagement/stepRunner.ts';
import { errorView } from '../errorText.ts';
import { refText } from './contactText.ts';
import { handOffForces, handOffUnitIds, parseBoundMin, previewHandOff, HAND_OFF_HOURS } from './handOffView.ts';
import { freshSeed, parseSeed } from '../engagement/seeds.ts';
import { FormFooter } from '../FormFooter.tsx';
import { SettleForcesFields } from './SettleForcesFields.tsx';
import { AttackerSideField } from './AttackerSideField.tsx';
import { OutcomePanel } from './OutcomePanel.tsx';
import type { ForcesForm } from './settleForcesForm.ts';

/** Props: the campaign, the contact (open), the writer, what to do once stored (open the engagement `id`), cancel, the seed source, the map's terrain (the expected outcome's ground; null: open). */
export type HandOffDialogProps = {
  state: CampaignState;
  contact: CampaignContact;
  terrain?: FeatureCollection | null;
  writer: DeskWriter;
  onHandedOff(engagementId: string): void;
  onCancel(): void;
  newSeed?(): number;
};

/** The dialog. */
export function HandOffDialog({ state, contact, terrain = null, writer, onHandedOff, onCancel, newSeed = freshSeed }: HandOffDialogProps) {
  const id = useId();
  const ref = refText(state, contact.ref);
  const [edition, setEdition] = useState<Edition>('v0.8');
  const [diceMode, setDiceMode] = useState<DiceMode>('seeded');
  const [seedText, setSeedText] = useState(() => String(newSeed()));
  const [boundText, setBoundText] = useState(String(DEFAULT_BOUND_MIN));
  const [attackerSide, setAttackerSide] = useState<SideId>(contact.recceSide ?? 'blue');
  const [forces, setForces] = useState<ForcesForm | null>(() => handOffForces(state, contact, attackerSide));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unitIds = useMemo(() => (forces ? handOffUnitIds(forces) : undefined), [forces]);
  const preview = useMemo(() => previewHandOff(state, contact, edition, boundText, unitIds), [state, contact, edition, boundText, unitIds]);
  const chooseAttacker = (side: SideId) => {
    setAttackerSide(side);
    setForces(handOffForces(state, contact, side, forces?.extraIds));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const engagementId = nextEngagementId(state);
    let payload: EventPayloads['engagement.created'];
    try {
      const seed = diceMode === 'seeded' ? parseSeed(seedText) : seedFromSeq(state.seq);
      payload = handOffPayload(state, state.contacts?.[contact.id] ?? contact, { edition, diceMode, seed, boundMin: parseBoundMin(boundText), engagementId, ...(unitIds ? { unitIds } : {}) });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await writer.append({ type: 'engagement.created', v: 1, payload }, `Handed the contact at ${ref} to the bound engine: “${payload.title}”.`);
    } catch (err) {
      const v = errorView(err, 'Could not hand the contact off');
      setError([v.title, ...v.lines].join(' '));
      setBusy(false);
      return;
    }
    onHandedOff(engagementId);
  };

  return (
    <Dialog title={`Hand contact ${ref} to the bound engine`} onCancel={onCancel} wide>
      <form className="dialog-form ct-handoff" onSubmit={(e) => void submit(e)}>
        <div className="field-row">
          <EngineFields id={id} autoFocus edition={edition} onEdition={setEdition} diceMode={diceMode} onDiceMode={setDiceMode} seedText={seedText} onSeedText={setSeedText} />
          <div className="field">
            <label htmlFor={`${id}-bound`}>Minutes per bound</label>
            <input id={`${id}-bound`} type="number" min={1} max={MAX_BOUND_MIN} step={1} value={boundText} onChange={(e) => setBoundText(e.target.value)} />
          </div>
          <AttackerSideField id={`${id}-att`} state={state} value={attackerSide} onChange={chooseAttacker} />
        </div>
        {forces && (
          <>
            <p className="field-note">{`The bound engine fights from its first bound with the units ticked: those whose hour is the first (004 §COMMAND REACTION TIMES) are proposed; tick a later one to have it there from the start. Units left out stay on the map.`}</p>
            <SettleForcesFields state={state} contact={contact} attackerSide={attackerSide} maxHours={HAND_OFF_HOURS} forces={forces} onChange={setForces} fixedHours canAdd={fitsEngagement} />
          </>
        )}
        <p role="status" aria-label="Hand-off preview" className="field-note">
          {preview.ok ? `${preview.subUnits.length} sub-units, ${preview.bases} bases: “${preview.title}”.` : `It cannot be handed off: ${preview.message}`}
        </p>
        {preview.ok && (
          <div className="ct-preview">
            <ul aria-label="Sub-units it will make">
              {preview.subUnits.map((s, i) => (
                <li key={i} className={`side-${s.side}`}>{`${s.name}: ${s.bases} ${s.bases === 1 ? 'base' : 'bases'}`}</li>
              ))}
            </ul>
            <ul aria-label="High commands">
              {preview.commands.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          </div>
        )}
        {preview.ok && <OutcomePanel state={state} preview={preview} boundMin={parseBoundMin(boundText)} terrain={terrain} newSeed={newSeed} />}
        <FormFooter error={error} submit="Hand off" busyLabel="Handing off…" busy={busy} submitDisabled={!preview.ok} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
