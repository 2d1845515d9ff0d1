/**
 * The campaign's engagements (full width in place of the map, `region` "Engagements"): each with its
 * bound, phase (or "returned to the campaign"), dice and record size, a button to open it, "New
 * engagement" and "Back to map".
 */
import type { CampaignState } from '../../campaign/index.ts';
import type { EngagementHost } from './types.ts';
import './engagement.css';

/** Props: the campaign and the desk. */
export type EngagementListProps = { campaign: CampaignState; host: EngagementHost };

/** The list, newest first. */
export function EngagementList({ campaign, host }: EngagementListProps) {
  const list = Object.values(campaign.engagements ?? {}).sort((a, b) => b.createdSeq - a.createdSeq);
  return (
    <section className="eng-list" role="region" aria-label="Engagements">
      <header className="screen-head">
        <h2>Engagements</h2>
        <div className="form-actions">
          <button type="button" className="primary" onClick={host.newEngagement}>
            New engagement
          </button>
          <button type="button" onClick={() => host.setScreen({ kind: 'map' })}>
            Back to map
          </button>
        </div>
      </header>
      {list.length === 0 ? (
        <p className="eng-muted">No engagements yet. Start one with “New engagement”: choose battalions of both sides.</p>
      ) : (
        <ul className="eng-list__items">
          {list.map((e) => (
            <li key={e.id}>
              <button type="button" className="link-button" onClick={() => host.setScreen({ kind: 'engagement', id: e.id })}>
                {e.title}
              </button>
              <span className="eng-muted">
                {' '}
                bound {e.state.bound}, {e.returnedSeq !== undefined ? 'returned to the campaign' : e.state.phase} · 1418 {e.state.edition} · {e.diceMode === 'seeded' ? `seed ${e.seed}` : 'typed dice'} ·{' '}
                {e.state.subUnits.length} sub-units · {e.records.length} record lines
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
