/**
 * Orders of battle brought in from outside, as rows the umpire reviews before anything is written:
 * - an **ORBAT Mapper** scenario (orbat-mapper/orbat-mapper, `version` 3.x: sides → groups → units
 *   with APP-6 symbol codes, SIDC, and timed states): echelon from the SIDC's echelon amplifier, side
 *   from the side's standard identity (3 friend → blue, 6 hostile → red; else the order of the
 *   sides), arm and the proposed unit type from the SIDC's symbol set and entity, position from the
 *   latest state that gives one. Ships, submarines and aircraft come as units of their own kind
 *   (`warship`, `submarine`, an aircraft type): placed, symbolised and reported, not fighting on land.
 *   A unit keeps the code it came with (`Unit.sidc`) while its type is the one proposed from it;
 * - a **CSV** file (`name, parent, echelon, type, grade, bases, grid reference, side`; `csvTemplate`).
 * `rowsToUnits` turns the ticked rows into units (a row whose parent is left out goes under its
 * nearest ticked ancestor), with ids free in the campaign.
 */
import { ECHELONS, type CampaignState, type Echelon, type SideId, type Unit, type UnitId } from '../model/types.ts';
import { isUnitTypeId, type UnitTypeId } from '../../rules/tables/unitTypes.ts';
import type { Grade, LonLat } from '../../rules/types.ts';
import { freeUnitId } from './templates.ts';

/** One unit to import, as the review table shows and edits it. */
export type ImportRow = {
  key: string;
  include: boolean;
  name: string;
  side: SideId;
  echelon: Echelon;
  type: UnitTypeId;
  grade: Grade;
  bases: number;
  /** The row it is under (null: top level, or `parentId`). */
  parentKey: string | null;
  /** A unit already in the campaign it goes under (CSV rows naming one). */
  parentId?: UnitId;
  pos?: LonLat;
  /** Why the proposal is what it is, when it is a guess (`a ship: placed and reported; …`). */
  note?: string;
  /** The symbol code it came with (ORBAT Mapper), shown beside the note. */
  sidc?: string;
};

const ECHELON_OF_AMPLIFIER: Record<string, Echelon> = {
  '11': 'section', '12': 'section', '13': 'section', '14': 'platoon', '15': 'company', '16': 'battalion', '17': 'regiment', '18': 'brigade', '21': 'division', '22': 'corps', '23': 'army', '24': 'army', '25': 'army', '26': 'army',
};

/** The aircraft type an APP-6D air entity (symbol set 01, SIDC digits 11–16) stands for: bombers heavy, attack aircraft dive/ground-attack, else fighters strafing. */
const AIR_TYPE_OF_ENTITY: Record<string, UnitTypeId> = { '110103': 'heavyBombers', '110105': 'diveBombers', '110131': 'diveBombers', '110104': 'strafingAircraft' };

/** The land unit type an APP-6D entity (SIDC digits 11–14) stands for, and a word for it. */
const TYPE_OF_ENTITY: Record<string, UnitTypeId> = {
  '1211': 'infantry', '1205': 'tankHeavy', '1213': 'cavalry', '1303': 'fieldGun', '1301': 'antiAircraft', '1308': 'trenchMortar',
  '1407': 'engineer', '1110': 'signals', '1100': 'headquarters', '1101': 'headquarters', '1613': 'medical', '1634': 'supply', '1204': 'fieldGun',
};

/** Bases a unit is proposed with (SOURCES.md §bases): an HQ over others, a ship or a submarine 1; a battalion 17 (cavalry 13, guns 3); a company 4 (tanks 6, guns 3). */
export function proposedBases(echelon: Echelon, type: UnitTypeId, hasChildren: boolean): number {
  if (hasChildren || type === 'headquarters' || type === 'warship' || type === 'submarine') return 1;
  const guns = type === 'fieldGun' || type === 'lightHowitzer' || type === 'heavyHowitzer' || type === 'antiAircraft';
  if (echelon === 'battalion' || echelon === 'regiment') return guns ? 3 : type === 'cavalry' ? 13 : type === 'engineer' ? 4 : 17;
  if (echelon === 'company') return guns ? 3 : type === 'tankHeavy' ? 6 : 4;
  return echelon === 'platoon' || echelon === 'section' ? 1 : 1;
}

/**
 * The type and echelon proposed from a 20-digit APP-6D code (`''`: none), and why when it is a guess:
 * symbol set (digits 5–6) 10 land unit by its entity (digits 11–14; an HQ by digit 8), 30 a ship,
 * 35 a submarine, 01 an aircraft by its entity; the echelon by its amplifier (digits 9–10), else a
 * division over others and a battalion alone (a ship, a submarine or an aircraft: a company).
 */
export function proposalOf(sidc: string, hasChildren: boolean): { type: UnitTypeId; echelon: Echelon; note?: string } {
  const set = sidc.slice(4, 6);
  const entity = sidc.slice(10, 14);
  const amplified = ECHELON_OF_AMPLIFIER[sidc.slice(8, 10)];
  const guessed = amplified ?? (hasChildren ? 'division' : 'battalion');
  if (!sidc) return { type: 'infantry', echelon: guessed, note: 'no symbol code: type and echelon guessed' };
  if (set === '30' || set === '35' || set === '01') {
    const type: UnitTypeId = set === '30' ? 'warship' : set === '35' ? 'submarine' : (AIR_TYPE_OF_ENTITY[sidc.slice(10, 16)] ?? 'strafingAircraft');
    const kind = set === '30' ? 'a ship' : set === '35' ? 'a submarine' : 'an aircraft';
    const not = set === '01' ? 'attacks in fire plans, not on the ground' : 'placed and reported; it does not fight on land (the umpire’s)';
    return { type, echelon: amplified ?? (hasChildren ? 'division' : 'company'), note: `${kind}: ${not}` };
  }
  if (set !== '10') return { type: 'infantry', echelon: guessed, note: `symbol set ${set} is not a land, sea or air unit: infantry proposed` };
  const type: UnitTypeId = sidc[7] === '2' ? 'headquarters' : (TYPE_OF_ENTITY[entity] ?? 'infantry');
  if (!TYPE_OF_ENTITY[entity] && sidc[7] !== '2') return { type, echelon: guessed, note: `symbol entity ${sidc.slice(10, 16)} not recognised: infantry proposed` };
  return amplified ? { type, echelon: amplified } : { type, echelon: guessed, note: 'no echelon in the symbol: guessed' };
}

/** Whether a unit of `type` on `side` is still what its APP-6D code says: the type proposed from it, and its standard identity (digit 4: 3 friend, 6 hostile) on that side. */
function keepsCode(sidc: string, type: UnitTypeId, side: SideId): boolean {
  const identity = sidc[3] === '3' ? 'blue' : sidc[3] === '6' ? 'red' : side;
  return type === proposalOf(sidc, false).type && identity === side;
}

type OmUnit = { id?: unknown; name?: unknown; sidc?: unknown; subUnits?: unknown; state?: unknown };

/**
 * The rows of an ORBAT Mapper scenario (see the module note). Throws `Error` saying what is wrong
 * when it is not one (no `sides` list of groups of units).
 */
export function orbatMapperRows(doc: unknown): ImportRow[] {
  const d = doc as { type?: unknown; sides?: unknown };
  if (!d || typeof d !== 'object' || !Array.isArray(d.sides)) throw new Error('it is not an ORBAT Mapper scenario (it has no list of "sides")');
  const rows: ImportRow[] = [];
  (d.sides as { name?: unknown; standardIdentity?: unknown; groups?: unknown }[]).forEach((s, sideIndex) => {
    const identity = String(s?.standardIdentity ?? '');
    const side: SideId = identity === '3' ? 'blue' : identity === '6' ? 'red' : sideIndex === 0 ? 'blue' : 'red';
    for (const g of (Array.isArray(s?.groups) ? s.groups : []) as { subUnits?: unknown }[]) {
      const walk = (units: unknown, parentKey: string | null, parentName: string) => {
        for (const u of (Array.isArray(units) ? units : []) as (OmUnit | null)[]) {
          if (u === null || typeof u !== 'object') continue; // not a unit: nothing to read
          const key = `r${rows.length + 1}`;
          const sidc = typeof u.sidc === 'string' && /^\d{20}$/.test(u.sidc) ? u.sidc : '';
          const children = Array.isArray(u.subUnits) ? u.subUnits : [];
          const { type, echelon, note } = proposalOf(sidc, children.length > 0);
          const states = (Array.isArray(u.state) ? u.state : []) as { location?: unknown }[];
          const loc = states.filter((st) => Array.isArray(st?.location)).at(-1)?.location as number[] | undefined;
          // A battalion named by its number alone (`1` under 14th Infantry Regiment) reads `1/14th Infantry Regiment`.
          const own = (typeof u.name === 'string' || typeof u.name === 'number' ? String(u.name) : '').trim() || 'Unnamed';
          const name = (/^[0-9IVX]{1,4}$/.test(own) && parentName ? `${own}/${parentName}` : own).slice(0, 120);
          rows.push({
            key, include: true, name, side, echelon, type, grade: 'R',
            bases: proposedBases(echelon, type, children.length > 0), parentKey,
            ...(loc && Number.isFinite(loc[0]) && Number.isFinite(loc[1]) ? { pos: { lon: loc[0]!, lat: loc[1]! } } : {}),
            ...(note ? { note } : {}),
            ...(sidc ? { sidc } : {}),
          });
          walk(children, key, name);
        }
      };
      walk(g?.subUnits, null, '');
    }
  });
  if (rows.length === 0) throw new Error('the scenario has no units');
  return rows;
}

/** The CSV template's header and two example lines (RFC 4180, CRLF). */
export function csvTemplate(): string {
  return ['name,parent,echelon,type,grade,bases,grid reference,side', '24th Guards Brigade,,brigade,headquarters,R,1,,blue', '1st Bn Scots Guards,24th Guards Brigade,battalion,infantry,R,17,,blue', ''].join('\r\n');
}

/**
 * The rows of a CSV file already split into records (header first): the columns by name, case and
 * spaces aside; `parent` names a unit above it in the file or already in the campaign; `side` is
 * blue/red or a side's name, and defaults to the parent's. `toPos` reads the grid reference (it
 * throws the grid's message). Throws `Error` naming the line and column of the first bad value.
 */
export function csvRows(
  records: readonly string[][],
  state: { units: Record<string, Pick<Unit, 'id' | 'name' | 'shortName' | 'side'>>; sides: CampaignState['sides'] },
  toPos: (ref: string) => LonLat,
): ImportRow[] {
  const [header, ...lines] = records;
  if (!header) throw new Error('the file is empty');
  const col = (name: string) => header.findIndex((h) => h.trim().toLowerCase() === name);
  const at = { name: col('name'), parent: col('parent'), echelon: col('echelon'), type: col('type'), grade: col('grade'), bases: col('bases'), ref: col('grid reference'), side: col('side') };
  if (at.name < 0) throw new Error('line 1 has no "name" column (download the template to see the columns)');
  const rows: ImportRow[] = [];
  const byName = new Map<string, ImportRow>();
  lines.forEach((cells, i) => {
    const line = i + 2;
    const get = (c: number) => (c >= 0 ? (cells[c] ?? '').trim() : '');
    const name = get(at.name);
    if (!name && cells.every((c) => !c.trim())) return;
    if (!name) throw new Error(`line ${line}: the name is empty`);
    const parentName = get(at.parent);
    const parentRow = parentName ? byName.get(parentName) : undefined;
    const parentUnit = parentName && !parentRow ? Object.values(state.units).find((u) => u.name === parentName || u.shortName === parentName) : undefined;
    if (parentName && !parentRow && !parentUnit) throw new Error(`line ${line}: the parent "${parentName}" is neither above it in the file nor in the order of battle`);
    const echelon = (get(at.echelon).toLowerCase() || 'battalion') as Echelon;
    if (!ECHELONS.includes(echelon)) throw new Error(`line ${line}: the echelon "${get(at.echelon)}" is not one of ${ECHELONS.join(', ')}`);
    const type = get(at.type) || 'infantry';
    if (!isUnitTypeId(type)) throw new Error(`line ${line}: the type "${type}" is not a unit type of the desk (infantry, machineGun, fieldGun, tankHeavy, cavalry …)`);
    const grade = (get(at.grade).toUpperCase() || 'R') as Grade;
    if (!['E', 'V', 'R', 'C', 'M'].includes(grade)) throw new Error(`line ${line}: the grade "${get(at.grade)}" is not E, V, R, C or M`);
    const basesText = get(at.bases);
    const bases = basesText === '' ? proposedBases(echelon, type, false) : Number(basesText);
    if (!Number.isInteger(bases) || bases < 0 || bases > 1000) throw new Error(`line ${line}: the bases "${basesText}" are not a whole number from 0 to 1,000`);
    const sideText = get(at.side).toLowerCase();
    const side: SideId | undefined = sideText === 'blue' || sideText === state.sides.blue.name.toLowerCase() ? 'blue'
      : sideText === 'red' || sideText === state.sides.red.name.toLowerCase() ? 'red' : sideText ? undefined : (parentRow?.side ?? parentUnit?.side ?? 'blue');
    if (!side) throw new Error(`line ${line}: the side "${get(at.side)}" is neither blue, red, "${state.sides.blue.name}" nor "${state.sides.red.name}"`);
    let pos: LonLat | undefined;
    if (get(at.ref)) {
      try {
        pos = toPos(get(at.ref));
      } catch (e) {
        throw new Error(`line ${line}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    const row: ImportRow = { key: `c${line}`, include: true, name: name.slice(0, 120), side, echelon, type, grade, bases, parentKey: parentRow?.key ?? null, ...(parentUnit ? { parentId: parentUnit.id } : {}), ...(pos ? { pos } : {}) };
    rows.push(row);
    byName.set(name, row);
  });
  if (rows.length === 0) throw new Error('the file has no units under its header');
  return rows;
}

/**
 * The units of the ticked rows, parents first, each under its nearest ticked ancestor (or the
 * campaign unit a CSV row names); ids free in the campaign. Short names are the names cut to 60. A row
 * of an ORBAT Mapper unit keeps its symbol code (`Unit.sidc`) when its type is still the one proposed.
 */
export function rowsToUnits(rows: readonly ImportRow[], state: CampaignState): Unit[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const taken = new Set<string>(Object.keys(state.units));
  const idOf = new Map<string, UnitId>();
  const sideOf = new Map<string, SideId>();
  const out: Unit[] = [];
  for (const r of rows) {
    if (!r.include) continue;
    let parent = r.parentKey ? byKey.get(r.parentKey) : undefined;
    while (parent && !parent.include) parent = parent.parentKey ? byKey.get(parent.parentKey) : undefined;
    const parentId = parent ? idOf.get(parent.key) : r.parentId;
    const id = freeUnitId(parent ? `${idOf.get(parent.key)}-${r.name}` : r.name, taken);
    taken.add(id);
    idOf.set(r.key, id);
    // Every unit on its imported parent's side, however far up the side was chosen (a unit never stands under the other side).
    const side = parent ? sideOf.get(parent.key)! : r.side;
    sideOf.set(r.key, side);
    out.push({
      id, side, name: r.name, shortName: r.name.slice(0, 60), echelon: r.echelon, type: r.type, grade: r.grade,
      bases: r.bases, establishmentBases: r.bases, injuredBases: 0, dugIn: false, ...(parentId ? { parentId } : {}), ...(r.pos ? { pos: { ...r.pos } } : {}),
      // The code it came with, while the umpire kept the type and the side it says (another: another symbol).
      ...(r.sidc && keepsCode(r.sidc, r.type, side) ? { sidc: r.sidc } : {}),
    });
  }
  return out;
}
