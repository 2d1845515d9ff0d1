/**
 * The desk's view: the umpire's (the campaign as it is) or a player's seat (its HQ's picture, built by
 * `pictureOf`, shown through `pictureState`). Which view each campaign shows is remembered in
 * localStorage (`campaign-desk.seatView.<campaignId>`; not campaign history, so not events). In a seat's
 * view the desk writes nothing: its writer refuses, saying how to get back.
 */
import { useMemo, useState } from 'react';
import { formatCampaignClock, pictureDifferences, pictureOf, pictureState, type CampaignState, type Picture, type Seat } from '../../campaign/index.ts';
import type { MapPictureView } from '../../map/pictureLayer.ts';
import type { DeskWriter } from '../deskHost.ts';
import type { LogLine } from '../log/logModel.ts';
import type { KeyValueStorage } from '../useDesk.ts';

const KEY = (campaignId: string) => `campaign-desk.seatView.${campaignId}`;

/** The seat id a campaign's view was left on (null: the umpire's; never throws). */
export function loadSeatView(storage: KeyValueStorage | null, campaignId: string): string | null {
  try {
    const v = storage?.getItem(KEY(campaignId)) ?? null;
    return v === null || v === '' ? null : v;
  } catch {
    return null;
  }
}

/** Remember a campaign's view (a full or refusing storage is ignored). */
export function saveSeatView(storage: KeyValueStorage | null, campaignId: string, seatId: string | null): void {
  try {
    storage?.setItem(KEY(campaignId), seatId ?? '');
  } catch {
    /* only the convenience is lost */
  }
}

/** Every seat of a campaign, by label. */
export function seatsOf(state: Pick<CampaignState, 'seats'>): Seat[] {
  return Object.values(state.seats ?? {}).sort((a, b) => a.label.localeCompare(b.label));
}

/** The picture and the state a seat's view shows at the campaign clock, or null in the umpire's view (an unknown seat, too). */
export function useSeatPicture(state: CampaignState | null, seatId: string | null): { picture: Picture; state: CampaignState } | null {
  const seat = seatId !== null && state?.seats && Object.hasOwn(state.seats, seatId) ? state.seats[seatId]! : null;
  return useMemo(() => {
    if (!state || !seat || !state.units[seat.hqId]) return null;
    const picture = pictureOf(state, seat, state.clockMin);
    return { picture, state: pictureState(picture) };
  }, [state, seat]);
}

/** Why nothing can be changed in the view of seat `label`, and how to get back. */
export function seatViewError(label: string): Error {
  return new Error(`the view shows what “${label}” knows, and changes nothing: choose View: Umpire in the top bar to change the campaign`);
}

/**
 * The desk's view of campaign `campaignId` (`state` the truth): the seat shown (`viewId`, null: the
 * umpire's), its picture and state (`seatView`, null in the umpire's view), `setView` (remembered;
 * `onChange` is told first), and the refusing writer of a seat's view (`seatWriter`, null otherwise).
 */
export function useSeatView(storage: KeyValueStorage | null, campaignId: string | null, state: CampaignState | null, onChange: (seatId: string | null) => void) {
  const [views, setViews] = useState<Record<string, string | null>>({});
  const viewId = campaignId === null ? null : Object.hasOwn(views, campaignId) ? views[campaignId]! : loadSeatView(storage, campaignId);
  const seatView = useSeatPicture(state, viewId);
  const setView = (seatId: string | null) => {
    if (campaignId === null) return;
    onChange(seatId);
    setViews((all) => ({ ...all, [campaignId]: seatId }));
    saveSeatView(storage, campaignId, seatId);
  };
  const seatWriter = useMemo(() => (seatView ? readOnlyWriter(seatView.picture.seat.label) : null), [seatView]);
  return { viewId: seatView ? viewId : null, seatView, setView, seatWriter };
}

/**
 * The seat whose picture the umpire's map draws against the truth (the Seats screen's "Show on map"):
 * the layer's view (null: none, and always in a seat's own view) and how to choose the seat (null: hide).
 */
export function useMapPicture(state: CampaignState): [MapPictureView | null, (seatId: string | null) => void] {
  const [seatId, setSeatId] = useState<string | null>(null);
  const view = useMemo(() => {
    const seat = seatId !== null && state.picture === undefined && state.seats && Object.hasOwn(state.seats, seatId) ? state.seats[seatId]! : undefined;
    return seat && state.units[seat.hqId] ? { label: seat.label, rows: pictureDifferences(state, seat) } : null;
  }, [state, seatId]);
  return [view, setSeatId];
}

/** A writer that refuses every write: a seat's view shows a picture, not the campaign. */
export function readOnlyWriter(label: string): DeskWriter {
  return { append: () => Promise.reject(seatViewError(label)) };
}

/**
 * The log a seat's view shows (`state` a seat's view state): only what reached its HQ — each order it
 * issued or received and each report it received, at the minute it did (newest first), with what it says.
 */
export function pictureLogLines(state: CampaignState, query = ''): LogLine[] {
  const seen = state.picture;
  if (!seen) return [];
  const when = (min: number) => formatCampaignClock(state.startLocal, min);
  const name = (id: string) => state.units[id]?.shortName ?? 'a unit';
  const lines: (LogLine & { atMin: number })[] = [];
  for (const o of Object.values(state.orders ?? {})) {
    const at = seen.received[`order:${o.id}`] ?? o.issuedAtMin;
    const verb = o.fromId === seen.hqId ? 'issued' : 'received';
    lines.push({ seq: 0, atMin: at, when: when(at), text: `${verb} the order ${name(o.fromId)} → ${name(o.forId)} (issued ${when(o.issuedAtMin)})`, account: o.aim.trim() === '' ? [] : [o.aim] });
  }
  for (const r of Object.values(state.reports ?? {})) {
    const at = seen.received[`report:${r.id}`] ?? r.sentAtMin;
    lines.push({ seq: 0, atMin: at, when: when(at), text: r.fromId === seen.hqId ? `sent a ${r.subject} report to ${name(r.toId)}` : `received a ${r.subject} report from ${name(r.fromId)} (made ${when(r.sentAtMin)})`, account: [r.text] });
  }
  const q = query.trim().toLowerCase();
  return lines
    .filter((l) => q === '' || `${l.text} ${l.account.join(' ')}`.toLowerCase().includes(q))
    .sort((a, b) => b.atMin - a.atMin)
    .map(({ atMin: _at, ...l }, i, all) => ({ ...l, seq: all.length - i }));
}
