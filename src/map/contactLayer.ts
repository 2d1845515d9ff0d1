/**
 * The contact layer of the campaign map: every open contact, and every one handed
 * to the bound engine, as a marker at its point with a tooltip — grid reference, time, the units of each
 * side and the closest range band — built as DOM text (`textContent`), never HTML. Markers in pane
 * `contactPane` (z 455: above the unit symbols; the markers alone take the pointer, for the tooltip).
 * Thin binding: `createContactLayer` once, `updateContactLayer(layer, props, prev)` on every change
 * (markers diffed by id and text), `removeContactLayer`. The pane carries `data-testid="contact-layer"`
 * and `data-contacts`; each marker is an `img` named by its text (`.contact-marker`).
 */
import L from 'leaflet';
import { clockText, type CampaignContact, type CampaignState } from '../campaign/index.ts';
import { formatGridRef } from '../rules/grid.ts';
import type { LonLat } from '../rules/types.ts';

/** What the layer shows: the state and whether contacts are shown. */
export type ContactLayerProps = { state: CampaignState; show: boolean };

/** One contact marker: the contact's id, point, whether handed off, and its tooltip text. */
export type ContactMark = { key: string; pos: LonLat; handedOff: boolean; text: string };

/** The layer on a map (opaque to callers but for `pane`). */
export type ContactLayer = { readonly map: L.Map; readonly pane: HTMLElement; readonly entries: Map<string, { sig: string; marker: L.Marker }> };

/** The pane's name. */
export const CONTACT_PANE = 'contactPane';

const BAND_WORDS = { contact: 'contact range', effective: 'effective range', harass: 'harassing range' } as const;

/**
 * A contact's tooltip: `Contact 053 241 at 09:00: 6 Gordons, 8 A&SH vs I/84 (effective range, 450 m)`,
 * ending `; with the bound engine` once handed off. Short names; a unit no longer in the campaign by its id.
 */
export function contactTooltip(state: CampaignState, c: CampaignContact): string {
  let ref = c.ref;
  try {
    ref = formatGridRef(state.grid, c.ref);
  } catch {
    /* the stored text as it is */
  }
  const names = (ids: readonly string[]) => ids.map((id) => state.units[id]?.shortName ?? id).join(', ');
  const closest = c.pairs.length > 0 ? c.pairs.reduce((m, p) => (p.gapM < m.gapM ? p : m)) : null;
  const band = closest ? ` (${BAND_WORDS[closest.band]}, ${Math.round(closest.gapM)} m)` : '';
  const handed = c.status === 'handedOff' ? '; with the bound engine' : '';
  return `Contact ${ref} at ${clockText(state, c.atMin)}: ${names(c.blueIds)} vs ${names(c.redIds)}${band}${handed}`;
}

/** The open and handed-off contacts of `state`, oldest first. Pure. */
export function contactMarks(state: CampaignState): ContactMark[] {
  return Object.values(state.contacts ?? {})
    .filter((c) => c.status === 'open' || c.status === 'handedOff')
    .sort((a, b) => a.atMin - b.atMin || (a.id < b.id ? -1 : 1))
    .map((c) => ({ key: c.id, pos: c.pos, handedOff: c.status === 'handedOff', text: contactTooltip(state, c) }));
}

function markerOf(m: ContactMark): L.Marker {
  const el = document.createElement('div');
  el.className = `contact-marker${m.handedOff ? ' is-handed-off' : ''}`;
  el.dataset.contactId = m.key;
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', m.text);
  Object.assign(el.style, {
    width: '14px',
    height: '14px',
    boxSizing: 'border-box',
    transform: 'rotate(45deg)',
    background: m.handedOff ? '#fbfaf6' : '#c9821f',
    border: '2px solid #5b3a0c',
    boxShadow: '0 0 0 2px rgba(251, 250, 246, 0.9)',
  });
  const tip = document.createElement('span');
  tip.textContent = m.text;
  const icon = L.divIcon({ html: el, className: 'contact-marker-icon', iconSize: [14, 14], iconAnchor: [7, 7] });
  return L.marker([m.pos.lat, m.pos.lon], { icon, pane: CONTACT_PANE, keyboard: false, interactive: true, bubblingMouseEvents: true }).bindTooltip(tip, {
    direction: 'top',
    offset: [0, -8],
    pane: 'tooltipPane',
  });
}

/** Create the (empty) layer on `map`; draw it with `updateContactLayer(layer, props, null)`. */
export function createContactLayer(map: L.Map): ContactLayer {
  const pane = map.getPane(CONTACT_PANE) ?? map.createPane(CONTACT_PANE);
  pane.style.zIndex = '455';
  pane.dataset.testid = 'contact-layer';
  pane.dataset.contacts = '0';
  return { map, pane, entries: new Map() };
}

/**
 * Apply `props` (after `prev`, null the first time): when the contacts, the units or `show` changed,
 * replace the markers whose text changed and drop the ones closed. Returns whether anything was recomputed.
 */
export function updateContactLayer(layer: ContactLayer, props: ContactLayerProps, prev: ContactLayerProps | null): boolean {
  if (prev && prev.show === props.show && prev.state.contacts === props.state.contacts && prev.state.units === props.state.units) return false;
  const marks = props.show ? contactMarks(props.state) : [];
  const keep = new Set<string>();
  for (const m of marks) {
    keep.add(m.key);
    const old = layer.entries.get(m.key);
    const sig = `${m.text}|${m.pos.lon},${m.pos.lat}|${m.handedOff}`;
    if (old?.sig === sig) continue;
    old?.marker.remove();
    layer.entries.set(m.key, { sig, marker: markerOf(m).addTo(layer.map) });
  }
  for (const [k, e] of layer.entries) {
    if (keep.has(k)) continue;
    e.marker.remove();
    layer.entries.delete(k);
  }
  layer.pane.dataset.contacts = String(layer.entries.size);
  return true;
}

/** Remove every marker. */
export function removeContactLayer(layer: ContactLayer): void {
  for (const e of layer.entries.values()) e.marker.remove();
  layer.entries.clear();
  delete layer.pane.dataset.contacts;
}
