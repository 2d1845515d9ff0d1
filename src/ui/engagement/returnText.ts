/**
 * How the engagement screen words an engagement's link to the campaign (no React; the
 * hand-off and the return): where it came from and the campaign time it has taken so far, why the
 * engine has stopped, and the desk's message once its result went back.
 */
import { boundsFought, DEFAULT_BOUND_MIN, type EventPayloads, type EngagementStop, type CampaignEngagement, type CampaignState } from '../../campaign/index.ts';
import { clockHmText, refText } from '../contacts/contactText.ts';

/** Why an engagement ends, in words. */
export const STOP_WORDS: Readonly<Record<EngagementStop, string>> = {
  umpire: 'the umpire ends it',
  sideGone: 'one side has no bases left',
  outOfContact: 'the sides are out of contact',
};

/** Bounds fought and the campaign minutes they stand for, e.g. `2 bounds = 10 min so far`. */
export function boundsSoFarText(eng: Pick<CampaignEngagement, 'state' | 'boundMin'>): string {
  const n = boundsFought(eng.state);
  return `${n} ${n === 1 ? 'bound' : 'bounds'} = ${n * (eng.boundMin ?? DEFAULT_BOUND_MIN)} min so far`;
}

/**
 * Where the engagement came from and its time so far: `From contact at 053 124, 09:00; 2 bounds = 10
 * min so far` for one handed off from a contact (the contact's grid reference and wall-clock time);
 * `Bounds of 5 min; 2 bounds = 10 min so far` for one opened by hand with a bound length; null otherwise.
 */
export function originText(state: CampaignState, eng: CampaignEngagement): string | null {
  const c = eng.contactId !== undefined ? state.contacts?.[eng.contactId] : undefined;
  if (c) return `From contact at ${refText(state, c.ref)}, ${clockHmText(state, c.atMin)}; ${boundsSoFarText(eng)}`;
  if (eng.boundMin !== undefined) return `Bounds of ${eng.boundMin} min; ${boundsSoFarText(eng)}`;
  return null;
}

/** The banner when the engine has reached a stop, e.g. `The engine has reached a stop: one side has no bases left`. */
export function stopBannerText(stop: Exclude<EngagementStop, 'umpire'>): string {
  return `The engine has reached a stop: ${STOP_WORDS[stop]}`;
}

/** The desk's message after writing back, e.g. `6 Gordons vs I/84: returned to the campaign (2 bounds, 10 min).` */
export function returnNotice(title: string, p: Pick<EventPayloads['engagement.returned'], 'bounds' | 'minutes'>): string {
  return `${title}: returned to the campaign (${p.bounds} ${p.bounds === 1 ? 'bound' : 'bounds'}, ${p.minutes} min).`;
}
