/**
 * What the command layer draws, free of Leaflet: each placed HQ (`Unit.hqPos`) as a NATO HQ symbol
 * with its short name, and each objective of the written orders (`CampaignOrder.objectives`, 004
 * §COMMAND "Objectives") as a marked point labelled with its label and the order's formation, a
 * dashed line from that formation's HQ (or, unplaced, its position) to it; objectives of an order
 * superseded everywhere are drawn faded. Every mark has a `sig` string: a mark whose `sig` did not
 * change need not be redrawn.
 */
import { unitPosition, type CampaignState, type SideId, type UnitId } from '../campaign/index.ts';
import type { LonLat } from '../rules/types.ts';
import { unitSidc } from './sidc.ts';

/** A placed HQ: `sidc` the unit's symbol code with the HQ flag (position 11 `A`: the staff), `label` its short name. */
export type HqMark = { key: string; unitId: UnitId; side: SideId; label: string; name: string; sidc: string; pos: LonLat; sig: string };

/**
 * One objective of an order: `key` `<orderId>#<index>`, `label` as written, `ref` its grid
 * reference, `formation` the short name of the order's formation (`forId`), `from` where the dashed
 * line starts (that formation's HQ, else its position; null when it has neither).
 */
export type ObjectiveMark = {
  key: string;
  orderId: string;
  side: SideId;
  label: string;
  ref: string;
  formation: string;
  pos: LonLat;
  from: LonLat | null;
  superseded: boolean;
  sig: string;
};

/** `unitSidc` with position 11 set to `A` (headquarters: milsymbol draws the staff); null for a unit it cannot code. */
export function hqSidc(unit: Parameters<typeof unitSidc>[0]): string | null {
  try {
    const s = unitSidc(unit);
    return `${s.slice(0, 10)}A${s.slice(11)}`;
  } catch {
    return null;
  }
}

const finite = (p: LonLat | undefined | null): p is LonLat => !!p && Number.isFinite(p.lon) && Number.isFinite(p.lat);

/** Every placed HQ, in ORBAT order (units whose symbol cannot be coded get the unknown-unit code). */
export function hqMarks(state: Pick<CampaignState, 'units' | 'unitOrder'>): HqMark[] {
  const out: HqMark[] = [];
  for (const id of state.unitOrder) {
    const u = state.units[id];
    if (!u || !finite(u.hqPos)) continue;
    const sidc = hqSidc(u) ?? `S${u.side === 'blue' ? 'F' : 'H'}GPU-----A----`;
    const pos = { lon: u.hqPos.lon, lat: u.hqPos.lat };
    out.push({ key: id, unitId: id, side: u.side, label: u.shortName, name: u.name, sidc, pos, sig: `${sidc}|${pos.lon}|${pos.lat}|${u.shortName}|${u.name}` });
  }
  return out;
}

/**
 * Every objective of every order in `state.orders`, by order id then objective index; `superseded`
 * holds the ids of orders superseded everywhere (`orderViews(state)[i].superseded`). Objectives
 * with a non-finite point are left out.
 */
export function objectiveMarks(state: CampaignState, superseded: ReadonlySet<string> = new Set()): ObjectiveMark[] {
  const out: ObjectiveMark[] = [];
  const orders = state.orders ?? {};
  for (const orderId of Object.keys(orders).sort()) {
    const o = orders[orderId]!;
    const unit = state.units[o.forId];
    const from = unit ? (finite(unit.hqPos) ? unit.hqPos : (safePosition(state, o.forId) ?? null)) : null;
    const formation = unit?.shortName ?? o.forId;
    const side = unit?.side ?? state.units[o.fromId]?.side ?? 'blue';
    const faded = superseded.has(orderId);
    o.objectives.forEach((obj, i) => {
      if (!finite(obj.pos)) return;
      const pos = { lon: obj.pos.lon, lat: obj.pos.lat };
      const f = from ? { lon: from.lon, lat: from.lat } : null;
      const sig = `${obj.label}|${obj.ref}|${formation}|${side}|${pos.lon}|${pos.lat}|${f ? `${f.lon}|${f.lat}` : '-'}|${faded}`;
      out.push({ key: `${orderId}#${i}`, orderId, side, label: obj.label, ref: obj.ref, formation, pos, from: f, superseded: faded, sig });
    });
  }
  return out;
}

function safePosition(state: CampaignState, id: UnitId): LonLat | undefined {
  try {
    return unitPosition(state, id);
  } catch {
    return undefined;
  }
}

/** The text of an objective's label on the map, e.g. "Obj 1 · 152 Bde". */
export function objectiveText(m: Pick<ObjectiveMark, 'label' | 'ref' | 'formation'>): string {
  return `${m.label.trim() || m.ref} · ${m.formation}`;
}
