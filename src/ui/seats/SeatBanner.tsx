/**
 * The line under the top bar in a seat's view: whose picture the desk shows, at which minute, how the
 * seat knows its own units, and that nothing can be changed here (or, locked, how it is unlocked).
 */
import { formatCampaignClock, type Picture } from '../../campaign/index.ts';

/** Props: the picture shown, and whether the view is locked to it (the projector lock). */
export type SeatBannerProps = { picture: Picture; locked?: boolean };

/** The banner. */
export function SeatBanner({ picture, locked = false }: SeatBannerProps) {
  const own = picture.seat.ownUnits === 'live' ? 'its own units live' : 'its own units as last reported';
  return (
    <p className="seat-banner" role="note">
      <strong>{picture.seat.label}</strong>, as known at {formatCampaignClock(picture.startLocal, picture.atMin)}: {own}, the enemy as reported.{' '}
      {locked ? 'Locked to this seat: Unlock… asks for the umpire’s code.' : 'Read-only — choose View: Umpire to change the campaign.'}
    </p>
  );
}
