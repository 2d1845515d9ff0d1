/**
 * A picture as a campaign state: what a seat's view and a player's packet show on every screen. Built
 * from the picture alone (`picture.ts`), so a screen given it cannot show anything the picture does
 * not hold: the umpire's records (contacts, engagements, firings, runs, command tests, routes, seats)
 * are absent, and `picture` says whose view it is.
 */
import type { CampaignReport, CampaignState, Unit } from '../model/types.ts';
import type { Picture } from './picture.ts';

const nullRecord = <T>(entries: Iterable<[string, T]>): Record<string, T> => {
  const out = Object.create(null) as Record<string, T>;
  for (const [k, v] of entries) out[k] = v;
  return out;
};

/** The campaign state a seat's view shows for `picture` (fresh objects; `seq` 0, the clock at the picture's minute). */
export function pictureState(picture: Picture): CampaignState {
  const units = nullRecord<Unit>(picture.units.map((u) => [u.id, u]));
  const state: CampaignState = {
    seq: 0,
    clockMin: picture.atMin,
    scenarioId: 'picture',
    mapId: picture.mapId,
    title: picture.title,
    startLocal: picture.startLocal,
    utcOffsetMin: picture.utcOffsetMin,
    grid: picture.grid,
    sides: picture.sides,
    units,
    unitOrder: picture.units.map((u) => u.id),
    engagements: nullRecord([]),
    settings: picture.settings,
    orders: nullRecord(picture.orders.map((o) => [o.id, o])),
    reports: nullRecord<CampaignReport>(picture.reports.map((r) => [r.id, r])),
    tasks: nullRecord(picture.tasks.map((t) => [t.id, t])),
    sheets: nullRecord(picture.sheets.map((s) => [s.id, s])),
    firePlans: nullRecord(picture.firePlans.map((p) => [p.id, p])),
    picture: { hqId: picture.seat.hqId, label: picture.seat.label, atMin: picture.atMin, ownUnits: picture.seat.ownUnits, units: picture.info, received: picture.received },
  };
  if (picture.zeroHourMin !== undefined) state.zeroHourMin = picture.zeroHourMin;
  return state;
}
