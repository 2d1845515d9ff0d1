/**
 * The top bar's campaign clock: the date and time in the scenario's
 * local time, the day and period and the operational turn (`Tue 20 Nov 1917 06:20 · Day 1,
 * Daylight 1 · Turn 1`), a badge "Night: resupply only" at night when that setting is on, and — when
 * the desk gives a writer — the `group` "Clock" with buttons "Advance 1 hour", "Next period",
 * "Advance to…" and "Settings". Without `planStep` each advance writes one `clock.advanced`; with it
 * every advance is written hour by hour, each step planned from the state the last one gave
 * (units march, contacts are found: `hourly.ts`), stopping early at the first step that finds
 * contacts, and a button "Advance to next contact" steps hour by hour for up to 24 hours until one
 * does. Each press is one action for the top bar's Undo, however many hours it wrote; an hourly run
 * shows "Hour n of N" and a "Stop" button that ends it between two hours (the hours written stay). The dialogs render into `document.body` (so the desk can be made inert around them;
 * `onDialogChange` tells when one is open).
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { settingsOf, type EventPayloads, type CampaignSettings, type CampaignState } from '../../campaign/index.ts';
import { formatCampaignClock, campaignClockIso } from '../clock.ts';
import type { DeskAction, DeskWriter } from '../deskHost.ts';
import { errorView } from '../errorText.ts';
import { clockLine, clockReading, nextHourMin, nextPeriodMin, type ClockReading } from './advance.ts';
import { AdvanceToDialog, RunProgress } from './AdvanceToDialog.tsx';
import { hourlyNotice, hourSteps, HourlyStopped, NEXT_CONTACT_HOURS, runHourly } from './hourly.ts';
import type { PlanStep } from '../route/turnPlanner.ts';
import { SettingsDialog } from './SettingsDialog.tsx';
import { campaignGuns } from './settingsForm.ts';
import './clock.css';

/**
 * Props: the campaign `state`; `writer` (without it only the clock shows); `busy` (the desk is
 * writing: buttons disabled); `onError(doing, e)` for a button's failed write (else shown beside
 * the buttons); `onDialogChange(open)` when a clock dialog opens or closes; `onRunningChange(running)`
 * when a clock write starts and ends (the desk holds its other writes meanwhile); `planStep` plans one
 * clock step (moves and contacts; absent: the clock only moves).
 */
export type CampaignClockProps = {
  state: CampaignState;
  writer?: DeskWriter;
  busy?: boolean;
  onError?(doing: string, e: unknown): void;
  onDialogChange?(open: boolean): void;
  onRunningChange?(running: boolean): void;
  planStep?: PlanStep;
};

const SETTING_WORDS: Readonly<Record<keyof CampaignSettings, string>> = {
  dayStartMin: 'day start',
  nightResupplyOnly: 'night allows only resupply',
  commandTest1916: '1916 rules',
  commandTestTargets: '1916 command test targets',
  deRosaAmmo: 'De Rosa rules',
  gunClasses: 'gun classes',
  vehicles1916: '1916 vehicle and minefield charts',
  sitrepEveryMin: 'situation report interval',
  holdReports: 'hold automatic reports',
  enemyMarksExpireMin: 'enemy marks expire after',
};

/** The notice after saving `changes`, e.g. `Settings saved: day start, 1916 command test targets.` */
export function settingsNotice(changes: Partial<CampaignSettings>): string {
  const keys = Object.keys(changes) as (keyof CampaignSettings)[];
  return `Settings saved: ${keys.map((k) => SETTING_WORDS[k]).join(', ')}.`;
}

function readingOf(state: CampaignState, settings: CampaignSettings, clockMin: number): ClockReading | null {
  try {
    return clockReading(state.startLocal, settings, clockMin);
  } catch {
    return null;
  }
}

/** The clock and its controls. */
export function CampaignClock({ state, writer, busy = false, onError, onDialogChange, onRunningChange, planStep }: CampaignClockProps) {
  const settings = settingsOf(state);
  const reading = readingOf(state, settings, state.clockMin);
  const [dialog, setDialogState] = useState<'advance' | 'settings' | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** An hourly run's progress (hours written of the total), while one runs. */
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const stopRef = useRef<AbortController | null>(null);
  // Tell the desk in the same update that opens or closes a dialog (one render, no inert flicker).
  const dialogChange = useRef(onDialogChange);
  const openDialog = useRef(false);
  useEffect(() => {
    dialogChange.current = onDialogChange;
  });
  useEffect(() => () => void (openDialog.current && dialogChange.current?.(false)), []);
  const setDialog = (d: 'advance' | 'settings' | null) => {
    setDialogState(d);
    if (openDialog.current !== (d !== null)) {
      openDialog.current = d !== null;
      dialogChange.current?.(d !== null);
    }
  };

  const advanceNotice = (toMin: number) => {
    const r = readingOf(state, settings, toMin);
    return `Clock advanced to ${r ? clockLine(r) : `campaign minute ${toMin}`}.`;
  };
  /**
   * Advance to `toMin`: one event, or with `planStep` one an hour (`kind` words the notices), all of
   * them one action for Undo; the hourly run shows its progress and "Stop" ends it between two hours.
   */
  const advance = async (toMin: number, kind: 'advance' | 'nextContact' = 'advance'): Promise<void> => {
    const action: DeskAction = { firstSeq: null };
    if (!planStep) {
      await writer!.append({ type: 'clock.advanced', v: 1, payload: { toMin } }, advanceNotice(toMin), action);
      return;
    }
    const steps = hourSteps(state.clockMin, toMin);
    const write = (payload: EventPayloads['clock.advanced'], notice: string) => writer!.append({ type: 'clock.advanced', v: 1, payload }, notice, action);
    const stop = new AbortController();
    stopRef.current = stop;
    setProgress({ done: 0, total: steps.length });
    try {
      await runHourly(state, steps, planStep, write, (run, last) => hourlyNotice(state, steps, kind, run, last), {
        writeFiring: (draft, notice) => writer!.append(draft, notice, action),
        signal: stop.signal,
        onProgress: (run) => setProgress({ done: run.done, total: run.total }),
      });
    } finally {
      stopRef.current = null;
      setProgress(null);
    }
  };
  const stopRun = () => stopRef.current?.abort();
  /** A failed advance: to `onError` (else shown here), naming the hour a stepwise advance stopped after. */
  const fail = (doing: string, e: unknown) => {
    const stopped = e instanceof HourlyStopped ? e : null;
    const what = stopped && stopped.run.done > 0 ? `${doing} beyond hour ${stopped.run.done} of ${stopped.run.total}` : doing;
    const cause = stopped ? stopped.cause : e;
    if (onError) onError(what, cause);
    else setError(errorView(cause, what).title);
  };
  const press = async (doing: string, go: () => Promise<void>) => {
    if (!writer || pending) return;
    setPending(true);
    onRunningChange?.(true);
    setError(null);
    try {
      await go();
    } catch (e) {
      fail(doing, e);
    } finally {
      setPending(false);
      onRunningChange?.(false);
    }
  };
  const disabled = busy || pending || reading === null;
  const nextHour = reading ? nextHourMin(state.clockMin) : null;
  const nextPeriod = reading ? nextPeriodMin(state.startLocal, settings.dayStartMin, state.clockMin) : null;
  const at = (min: number | null) => (min === null ? '' : formatCampaignClock(state.startLocal, min));

  return (
    <div className="clock-bar">
      <p className="clock" title={`Campaign minute ${state.clockMin}`}>
        <span className="clock-label">Campaign clock</span>{' '}
        {reading ? (
          <>
            <time dateTime={reading.iso}>{reading.dateTime}</time>
            <span className="clock-period">
              {' · '}
              {reading.period} · Turn {reading.turn}
            </span>
            {reading.resupplyOnly && <span className="clock-badge">Night: resupply only</span>}
          </>
        ) : (
          <DateOnly state={state} />
        )}
      </p>
      {writer && (
        <div className="button-group clock-buttons" role="group" aria-label="Clock">
          <button type="button" disabled={disabled} title={`To ${at(nextHour)}`} onClick={() => void press('Could not advance the clock', () => advance(nextHour!))}>
            Advance 1 hour
          </button>
          <button type="button" disabled={disabled} title={`To the next period at ${at(nextPeriod)}`} onClick={() => void press('Could not advance the clock', () => advance(nextPeriod!))}>
            Next period
          </button>
          <button type="button" disabled={disabled} onClick={() => setDialog('advance')}>
            Advance to…
          </button>
          {planStep && (
            <button
              type="button"
              disabled={disabled}
              title={`Hour by hour, for up to ${NEXT_CONTACT_HOURS} hours, until units meet`}
              onClick={() => void press('Could not advance the clock', () => advance(state.clockMin + NEXT_CONTACT_HOURS * 60, 'nextContact'))}
            >
              Advance to next contact
            </button>
          )}
          <button type="button" disabled={busy || pending} onClick={() => setDialog('settings')}>
            Settings
          </button>
        </div>
      )}
      {progress && dialog !== 'advance' && <RunProgress progress={progress} onStop={stopRun} />}
      {error && (
        <p role="alert" className="field-error clock-error">
          {error}
        </p>
      )}
      {writer &&
        dialog === 'advance' &&
        createPortal(
          <AdvanceToDialog
            startLocal={state.startLocal}
            clockMin={state.clockMin}
            progress={progress}
            onStop={stopRun}
            onCancel={() => setDialog(null)}
            onAdvance={async (toMin) => {
              try {
                await advance(toMin);
              } catch (e) {
                // Nothing written: the dialog shows why; some hours written: they stand, and the desk says where it stopped.
                if (!(e instanceof HourlyStopped) || e.run.done === 0) throw e instanceof HourlyStopped ? e.cause : e;
                fail('Could not advance the clock', e);
              }
              setDialog(null);
            }}
          />,
          document.body,
        )}
      {writer &&
        dialog === 'settings' &&
        createPortal(
          <SettingsDialog
            settings={settings}
            guns={campaignGuns(state)}
            onCancel={() => setDialog(null)}
            onSave={async (changes) => {
              await writer.append({ type: 'settings.changed', v: 1, payload: { changes } }, settingsNotice(changes));
              setDialog(null);
            }}
          />,
          document.body,
        )}
    </div>
  );
}

/** The date and time alone when the period cannot be read; "unknown start time" when neither. */
function DateOnly({ state }: { state: CampaignState }) {
  try {
    const text = formatCampaignClock(state.startLocal, state.clockMin);
    return <time dateTime={campaignClockIso(state.startLocal, state.clockMin)}>{text}</time>;
  } catch {
    return <span>unknown start time</span>;
  }
}
