/**
 * The line under the top bar in a seat's view: whose picture the desk shows, at which minute, how the
 * seat knows its own units, and that nothing can be changed here.
 */
import { formatCampaignClock, type Picture } from '../../campaign/index.ts';

/** Props: the picture shown. */
export type SeatBannerProps = { picture: Picture };

/** The banner. */
export function SeatBanner({ picture }: SeatBannerProps) {
  const own = picture.seat.ownUnits === 'live' ? 'its own units live' : 'its own units as last reported';
  return (
    <p className="seat-banner" role="note">
      <strong>{picture.seat.label}</strong>, as known at {formatCampaignClock(picture.startLocal, picture.atMin)}: {own}, the enemy as reported. Read-only — choose View: Umpire to
      change the campaign.
    </p>
  );
}
