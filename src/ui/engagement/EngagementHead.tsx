/**
 * The head of the engagement screen: the title; the bound, phase, edition and dice; where it came from
 * and the campaign time so far ("From contact at 053 124, 09:00; 2 bounds = 10 min so far",
 * `originText`); "Allocate hits"; "Return to campaign" (while not returned); "All engagements", "Back
 * to map". Below it, `status` "Engine stop" when the engine has reached a stop ("The engine has reached
 * a stop: one side has no bases left"), or — once returned — `status` "Returned" ("Returned to the
 * campaign").
 */
import { engagementStop, type CampaignEngagement, type CampaignState } from '../../campaign/index.ts';
import { originText, stopBannerText } from './returnText.ts';
import type { EngagementHost } from './types.ts';

/** Props: the campaign and engagement, the phase line, hit allocation, busy, the desk, and open the Return dialog. */
export type EngagementHeadProps = {
  campaign: CampaignState;
  eng: CampaignEngagement;
  step: string;
  byHand: boolean;
  onByHand(byHand: boolean): void;
  allocationLocked: boolean;
  busy: boolean;
  host: Pick<EngagementHost, 'setScreen'>;
  onReturn(): void;
};

/** The head. */
export function EngagementHead({ campaign, eng, step, byHand, onByHand, allocationLocked, busy, host, onReturn }: EngagementHeadProps) {
  const s = eng.state;
  const returned = eng.returnedSeq !== undefined;
  const origin = originText(campaign, eng);
  const stop = returned ? null : engagementStop(s);
  return (
    <>
      <header className="screen-head">
        <div>
          <h2>{eng.title}</h2>
          <p className="eng-muted">
            Bound {s.bound} · {step} · 1418 {s.edition} · {eng.diceMode === 'seeded' ? `seeded dice (seed ${eng.seed})` : 'typed dice'}
          </p>
          {origin && <p className="eng-muted">{origin}</p>}
        </div>
        <div className="form-actions">
          {!returned && (
            <label className="eng-field">
              <span>Allocate hits</span>
              <select aria-label="Allocate hits" value={byHand ? 'hand' : 'auto'} disabled={allocationLocked} onChange={(e) => onByHand(e.target.value === 'hand')}>
                <option value="auto">Automatic</option>
                <option value="hand">By hand</option>
              </select>
            </label>
          )}
          {!returned && (
            <button type="button" onClick={onReturn} disabled={busy}>
              Return to campaign
            </button>
          )}
          <button type="button" onClick={() => host.setScreen({ kind: 'list' })}>
            All engagements
          </button>
          <button type="button" onClick={() => host.setScreen({ kind: 'map' })}>
            Back to map
          </button>
        </div>
      </header>
      {stop && (
        <p role="status" aria-label="Engine stop" className="eng-banner">
          {stopBannerText(stop)}
        </p>
      )}
      {returned && (
        <p role="status" aria-label="Returned" className="eng-banner">
          Returned to the campaign
        </p>
      )}
    </>
  );
}
