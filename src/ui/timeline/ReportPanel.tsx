/**
 * Reports: the "Send report" form (from a unit, to an HQ above it, subject, text, and optionally where
 * it says it is and — a contact — which enemy it saw, where, identified or not: what the HQ's picture
 * will hold, true or forged; sent at the campaign clock as one `report.sent` event) and the reports sent so far, each with a Delete button
 * (`report.deleted`). Errors appear next to their fields; the store's refusal as an `alert`.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { ReportView, CampaignState, ReportSubject, UnitId } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { checkReportDraft, hqsAbove, newReportDraft, REPORT_SUBJECTS, reportSenders, withSender, type ReportCheck, type ReportDraft } from './reportForm.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import { fieldErrors } from './fieldErrors.tsx';
import { localTimeText } from './timeText.ts';
import { UnitCombobox } from '../picker/UnitCombobox.tsx';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the state, the writer, the selected unit (the default sender) and the reports' views. */
export type ReportPanelProps = { state: CampaignState; writer: DeskWriter; selectedUnitId: UnitId | null; reports: readonly ReportView[] };

/** The panel. */
export function ReportPanel({ state, writer, selectedUnitId, reports }: ReportPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState<ReportDraft>(() => newReportDraft(state, selectedUnitId));
  const [selected, setSelected] = useState(selectedUnitId);
  const [errors, setErrors] = useState<ReportCheck['errors']>({});
  const { busy, error: storeError, setError: setStoreError, write } = useDeskWrite(writer);
  if (selected !== selectedUnitId) {
    setSelected(selectedUnitId);
    if (draft.text === '' && selectedUnitId !== null && hqsAbove(state, selectedUnitId).length > 0) setDraft(withSender(state, draft, selectedUnitId));
  }
  const name = (u: UnitId) => state.units[u]?.name ?? u;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const check = checkReportDraft(state, draft);
    setErrors(check.errors);
    setStoreError(null);
    if (!check.report) return;
    const r = check.report;
    if (await write({ type: 'report.sent', v: 1, payload: { report: r } }, `Report sent: ${r.subject} from ${name(r.fromId)} to ${name(r.toId)}.`)) {
      setDraft((d) => ({ ...d, text: '', atRef: '', enemyId: '', enemyRef: '' }));
    }
  };

  const remove = (v: ReportView) => void write({ type: 'report.deleted', v: 1, payload: { reportId: v.report.id } }, `Report deleted: ${v.title}.`);

  const { fid, err, described } = fieldErrors(id, errors);
  // From a player's packet, the seat's own HQ reports; the umpire may send from any unit.
  const senders = useMemo(() => reportSenders(state).filter((u) => !state.picture || u === state.picture.hqId).map((u) => state.units[u]!), [state]);
  const above = draft.fromId === '' ? [] : hqsAbove(state, draft.fromId);
  const fromSide = draft.fromId === '' ? undefined : state.units[draft.fromId]?.side;
  const enemies = useMemo(() => state.unitOrder.map((u) => state.units[u]!).filter((u) => fromSide !== undefined && u.side !== fromSide && u.pos !== undefined), [state, fromSide]);
  // Automatic reports are counted, not listed: a situation report comes from every unit.
  const sorted = reports.filter((v) => v.report.auto !== true).sort((a, b) => a.report.sentAtMin - b.report.sentAtMin);
  const automatic = reports.length - sorted.length;

  return (
    <section className="tl-panel" aria-label="Reports">
      <h3>Send report</h3>
      <form className="tl-form" onSubmit={submit} noValidate>
        <div className="field">
          <UnitCombobox
            id={fid('fromId')}
            label="From unit"
            state={state}
            units={senders}
            value={draft.fromId}
            onChange={(fromId) => setDraft(withSender(state, draft, fromId))}
            anchorId={draft.fromId !== '' ? draft.fromId : null}
            invalid={errors.fromId !== undefined}
            describedBy={errors.fromId !== undefined ? `${fid('fromId')}-err` : undefined}
          />
          {err('fromId')}
        </div>
        <div className="field">
          <label htmlFor={fid('toId')}>To HQ</label>
          <select id={fid('toId')} value={draft.toId} onChange={(e) => setDraft({ ...draft, toId: e.target.value })} {...described('toId')}>
            {above.length === 0 && <option value="">— no HQ above —</option>}
            {above.map((u) => (
              <option key={u} value={u}>
                {name(u)}
              </option>
            ))}
          </select>
          {err('toId')}
        </div>
        <div className="field">
          <label htmlFor={fid('subject')}>Subject</label>
          <select id={fid('subject')} value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value as ReportSubject })}>
            {REPORT_SUBJECTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fid('text')}>Report text</label>
          <textarea id={fid('text')} rows={3} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} {...described('text')} />
          {err('text')}
        </div>
        <div className="field">
          <label htmlFor={fid('atRef')}>Says it is at (optional)</label>
          <input id={fid('atRef')} value={draft.atRef} placeholder="grid reference" onChange={(e) => setDraft({ ...draft, atRef: e.target.value })} {...described('atRef')} />
          {err('atRef')}
        </div>
        {draft.subject === 'contact' && (
          <>
            <div className="field">
              <UnitCombobox
                id={fid('enemyId')}
                label="Enemy seen (optional)"
                state={state}
                units={enemies}
                value={draft.enemyId}
                onChange={(enemyId) => setDraft({ ...draft, enemyId })}
                anchorId={null}
                invalid={errors.enemyId !== undefined}
                describedBy={errors.enemyId !== undefined ? `${fid('enemyId')}-err` : undefined}
              />
              {err('enemyId')}
            </div>
            {draft.enemyId !== '' && (
              <>
                <div className="field">
                  <label htmlFor={fid('enemyRef')}>Seen at (blank: where it is)</label>
                  <input id={fid('enemyRef')} value={draft.enemyRef} placeholder="grid reference" onChange={(e) => setDraft({ ...draft, enemyRef: e.target.value })} {...described('enemyRef')} />
                  {err('enemyRef')}
                </div>
                <label className="field">
                  <input type="checkbox" checked={draft.identified} onChange={(e) => setDraft({ ...draft, identified: e.target.checked })} /> Identified (its type and echelon are reported)
                </label>
              </>
            )}
          </>
        )}
        <FormFooter error={storeError} submit="Send report" busy={busy} />
      </form>
      <h3>Reports sent</h3>
      {automatic > 0 && <p className="field-note">{automatic} automatic reports (contact, situation, casualties) are in the Log; held ones wait on the Seats screen.</p>}
      {sorted.length === 0 ? (
        <p className="field-note">No reports yet.</p>
      ) : (
        <ul className="tl-records" aria-label="Reports sent">
          {sorted.map((v) => {
            const sent = localTimeText(state.startLocal, v.report.sentAtMin, state.clockMin);
            return (
              <li key={v.report.id}>
                <span className="tl-time">{sent}</span> {v.title}
                <span className="tl-record-text">{v.report.text}</span>
                <button type="button" className="danger" aria-label={`Delete report ${v.title} sent ${sent}`} onClick={() => remove(v)}>
                  Delete
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
