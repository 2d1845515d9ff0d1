/**
 * The command layer (pane `commandPane`, z 445: above terrain and grid, below the unit symbols; no
 * pointer events): every placed HQ as a small NATO HQ symbol (milsymbol, the HQ staff, as an `<img>`
 * of an SVG data URL) with its short name, and every objective of the written orders as a marked
 * point with "‹label› · ‹formation›" and a dashed line from the formation's HQ; objectives of orders
 * superseded everywhere are faded (`commandMarks.ts`). Labels are DOM text (`textContent`), never
 * HTML. Markers are diffed by key and signature, so a state change redraws only what changed.
 * The pane carries `data-testid="command-layer"`, `data-hqs` and `data-objectives` (markers shown).
 */
import L from 'leaflet';
import ms from './milsymbol.ts';
import { orderViews, type OrderView, type CampaignState } from '../campaign/index.ts';
import { hqMarks, objectiveMarks, objectiveText, type HqMark, type ObjectiveMark } from './commandMarks.ts';

/** What the layer shows. */
export type CommandLayerProps = { state: CampaignState; showHqs: boolean; showObjectives: boolean };

/** A command layer on a map. */
export type CommandLayer = {
  /** Apply changed props; redraws only the marks that changed. */
  update(props: Partial<CommandLayerProps>): void;
  /** Markers and dashed lines on the map now. */
  counts(): { hqs: number; objectives: number; lines: number };
  /** Remove every marker, the renderer and the pane's marks. */
  remove(): void;
};

/** The pane's name and z-index (the unit layer's pane is 450). */
export const COMMAND_PANE = 'commandPane';
const SIDE_COLOUR = { blue: '#1f5f9e', red: '#a5322a' } as const;
const HQ_SYMBOL_SIZE = 16;

type HqImage = { url: string; w: number; h: number; ax: number; ay: number };
const symbols = new Map<string, HqImage | null>();

/** The HQ symbol of `sidc` as an SVG data URL with its size and anchor (the foot of the staff); null if milsymbol cannot draw it. */
function hqSymbol(sidc: string): HqImage | null {
  if (symbols.has(sidc)) return symbols.get(sidc)!;
  let s: HqImage | null = null;
  try {
    const sym = new ms.Symbol(sidc, { size: HQ_SYMBOL_SIZE, infoFields: false, outlineWidth: 2, outlineColor: 'rgb(250, 248, 240)' });
    const size = sym.getSize();
    const anchor = sym.getAnchor();
    s = { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sym.asSVG())}`, w: size.width, h: size.height, ax: anchor.x, ay: anchor.y };
  } catch {
    s = null;
  }
  symbols.set(sidc, s);
  return s;
}

/**
 * Ids of the orders superseded everywhere at the campaign clock (`orderViews`): every receipt but the
 * issuer's own is 'replaced' or 'supersededOnArrival'. None when the views cannot be computed.
 */
export function supersededOrderIds(state: CampaignState): Set<string> {
  if (!state.orders || Object.keys(state.orders).length === 0) return new Set();
  try {
    const gone = (v: OrderView) => {
      const rs = v.receipts.filter((r) => r.fromId !== null);
      return v.superseded && rs.length > 0 && rs.every((r) => r.status === 'replaced' || r.status === 'supersededOnArrival');
    };
    return new Set(orderViews(state).filter(gone).map((v) => v.order.id));
  } catch {
    return new Set();
  }
}

function hqMarker(m: HqMark): L.Marker {
  const el = document.createElement('div');
  el.className = `hq-marker side-${m.side}`;
  el.dataset.unitId = m.unitId;
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', `HQ of ${m.name}`);
  const sym = hqSymbol(m.sidc);
  if (sym) {
    const img = document.createElement('img');
    img.src = sym.url;
    img.alt = '';
    img.width = Math.round(sym.w);
    img.height = Math.round(sym.h);
    el.appendChild(img);
  } else {
    const flag = document.createElement('span');
    flag.className = 'hq-marker__flag';
    flag.textContent = '⚑';
    el.appendChild(flag);
  }
  const label = document.createElement('span');
  label.className = 'hq-marker__label';
  label.textContent = m.label;
  el.appendChild(label);
  const icon = sym
    ? L.divIcon({ html: el, className: 'hq-marker-icon', iconSize: [sym.w, sym.h], iconAnchor: [sym.ax, sym.ay] })
    : L.divIcon({ html: el, className: 'hq-marker-icon', iconSize: [14, 18], iconAnchor: [2, 18] });
  return L.marker([m.pos.lat, m.pos.lon], { icon, interactive: false, keyboard: false, pane: COMMAND_PANE });
}

function objectiveMarker(m: ObjectiveMark): L.Marker {
  const el = document.createElement('div');
  el.className = `objective-marker side-${m.side}${m.superseded ? ' is-superseded' : ''}`;
  el.dataset.orderId = m.orderId;
  el.setAttribute('role', 'img');
  const text = objectiveText(m);
  el.setAttribute('aria-label', `Objective ${text}${m.superseded ? ' (superseded)' : ''}`);
  const glyph = document.createElement('span');
  glyph.className = 'objective-marker__glyph';
  el.appendChild(glyph);
  const label = document.createElement('span');
  label.className = 'objective-marker__label';
  label.textContent = text;
  el.appendChild(label);
  const icon = L.divIcon({ html: el, className: 'objective-marker-icon', iconSize: [14, 14], iconAnchor: [7, 7] });
  return L.marker([m.pos.lat, m.pos.lon], { icon, interactive: false, keyboard: false, pane: COMMAND_PANE });
}

type Entry = { sig: string; marker: L.Marker; line: L.Polyline | null };

/** Create the command layer on `map` and draw `props`. */
export function createCommandLayer(map: L.Map, initial: CommandLayerProps): CommandLayer {
  let props = initial;
  const pane = map.getPane(COMMAND_PANE) ?? map.createPane(COMMAND_PANE);
  pane.style.zIndex = '445';
  pane.style.pointerEvents = 'none';
  pane.dataset.testid = 'command-layer';
  const renderer = L.svg({ pane: COMMAND_PANE, padding: 0.3 });
  const hqs = new Map<string, Entry>();
  const objectives = new Map<string, Entry>();
  let lastState: CampaignState | null = null;
  let superseded = new Set<string>();

  function sync<M extends { key: string; sig: string }>(entries: Map<string, Entry>, marks: readonly M[], make: (m: M) => Omit<Entry, 'sig'>): void {
    const keep = new Set<string>();
    for (const m of marks) {
      keep.add(m.key);
      const old = entries.get(m.key);
      if (old && old.sig === m.sig) continue;
      if (old) drop(old);
      const made = make(m);
      made.line?.addTo(map);
      made.marker.addTo(map);
      entries.set(m.key, { sig: m.sig, ...made });
    }
    for (const [k, e] of entries) {
      if (keep.has(k)) continue;
      drop(e);
      entries.delete(k);
    }
  }

  function drop(e: Entry): void {
    e.marker.remove();
    e.line?.remove();
  }

  function draw(): void {
    const s = props.state;
    if (s !== lastState) {
      superseded = supersededOrderIds(s);
      lastState = s;
    }
    sync(hqs, props.showHqs ? hqMarks(s) : [], (m) => ({ marker: hqMarker(m), line: null }));
    sync(objectives, props.showObjectives ? objectiveMarks(s, superseded) : [], (m) => ({
      marker: objectiveMarker(m),
      line: m.from
        ? L.polyline(
            [
              [m.from.lat, m.from.lon],
              [m.pos.lat, m.pos.lon],
            ],
            { renderer, pane: COMMAND_PANE, interactive: false, color: SIDE_COLOUR[m.side], weight: 1.5, opacity: m.superseded ? 0.3 : 0.85, dashArray: '6 5' },
          )
        : null,
    }));
    pane.dataset.hqs = String(hqs.size);
    pane.dataset.objectives = String(objectives.size);
  }

  draw();
  return {
    update(next) {
      const prev = props;
      props = { ...props, ...next };
      if (props.state !== prev.state || props.showHqs !== prev.showHqs || props.showObjectives !== prev.showObjectives) draw();
    },
    counts() {
      let lines = 0;
      for (const e of objectives.values()) if (e.line) lines++;
      return { hqs: hqs.size, objectives: objectives.size, lines };
    },
    remove() {
      for (const e of hqs.values()) drop(e);
      for (const e of objectives.values()) drop(e);
      hqs.clear();
      objectives.clear();
      renderer.remove();
      delete pane.dataset.hqs;
      delete pane.dataset.objectives;
    },
  };
}
