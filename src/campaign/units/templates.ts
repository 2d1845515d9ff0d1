/**
 * Templates of common formations for adding to the order of battle, and the copies a duplicate makes.
 * Each template is a small tree of units in the bases of `maps/cambrai-1917/SOURCES.md` §bases (one
 * 1418 base is a platoon, `000` "Each base represents a platoon"; machine guns, guns and tanks a base
 * per pair) with the unit types of `src/rules/tables/unitTypes.ts`, which give each its 1418
 * characteristic and its NQM arm.
 */
import { slugOf } from '../model/selectors.ts';
import type { Echelon, SideId, Unit, UnitId } from '../model/types.ts';
import type { UnitTypeId } from '../../rules/tables/unitTypes.ts';

/** One unit of a template: what it is called (`{name}` is the name the umpire gives) and what it is. */
type TemplateUnit = { name: string; short: string; echelon: Echelon; type: UnitTypeId; bases: number; calibreMm?: number; children?: TemplateUnit[] };

/** A template: its id, how the umpire reads it, and the tree it adds. */
export type FormationTemplate = { id: string; label: string; root: TemplateUnit };

const company = (letter: string, type: UnitTypeId = 'infantry', bases = 4): TemplateUnit => ({ name: `${letter} Company, {name}`, short: `${letter}/{short}`, echelon: 'company', type, bases });

/** The templates the Add unit form offers, in its order. */
export const FORMATION_TEMPLATES: readonly FormationTemplate[] = [
  {
    id: 'nqm-infantry-battalion',
    label: 'NQM infantry battalion (HQ and 4 rifle companies, 17 bases)',
    root: { name: '{name}', short: '{short}', echelon: 'battalion', type: 'infantry', bases: 1, children: ['A', 'B', 'C', 'D'].map((l) => company(l)) },
  },
  {
    id: '1418-line-battalion',
    label: '1418 line battalion (HQ, 3 companies and an MG company, as the sample command sheet)',
    root: { name: '{name}', short: '{short}', echelon: 'battalion', type: 'infantry', bases: 1, children: [company('1'), company('2'), company('3'), { ...company('MG', 'machineGun', 2), name: 'MG Company, {name}' }] },
  },
  { id: 'field-battery', label: 'Field battery (6 × 18-pdr, 3 bases)', root: { name: '{name}', short: '{short}', echelon: 'company', type: 'fieldGun', bases: 3, calibreMm: 83.8 } },
  { id: 'tank-company', label: 'Tank company (12 Mark IV, 6 bases)', root: { name: '{name}', short: '{short}', echelon: 'company', type: 'tankHeavy', bases: 6 } },
  {
    id: 'cavalry-regiment',
    label: 'Cavalry regiment (HQ and 3 squadrons, 13 bases)',
    root: { name: '{name}', short: '{short}', echelon: 'regiment', type: 'cavalry', bases: 1, children: ['A', 'B', 'C'].map((l) => ({ ...company(l, 'cavalry'), name: `${l} Squadron, {name}` })) },
  },
  { id: 'headquarters', label: 'Headquarters (brigade, division or corps: 1 base)', root: { name: '{name}', short: '{short}', echelon: 'brigade', type: 'headquarters', bases: 1 } },
];

/** What the Add unit form gives besides the template. */
export type TemplateChoice = { name: string; shortName: string; side: SideId; parentId?: UnitId; echelon?: Echelon; pos?: { lon: number; lat: number } };

/**
 * A unit id free in `taken`, made from `name`: `24th Guards Brigade` → `24th-guards-brigade`,
 * then `-2`, `-3` … while it is taken.
 */
export function freeUnitId(name: string, taken: ReadonlySet<string>): UnitId {
  const base = slugOf(name).slice(0, 48).replace(/-$/, '') || 'unit';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * The units a template adds (parents first), named from `choice` and given ids free in `taken`
 * (which it extends). The root takes `choice.echelon` when given (a headquarters may be a division).
 */
export function unitsFromTemplate(template: FormationTemplate, choice: TemplateChoice, taken: Set<string>): Unit[] {
  const out: Unit[] = [];
  const walk = (t: TemplateUnit, parentId: UnitId | undefined, root: boolean) => {
    const name = t.name.replace('{name}', choice.name).slice(0, 120);
    const id = freeUnitId(name, taken);
    taken.add(id);
    out.push({
      id, side: choice.side, name, shortName: t.short.replace('{short}', choice.shortName).slice(0, 60),
      echelon: root && choice.echelon ? choice.echelon : t.echelon, type: t.type, grade: 'R',
      bases: t.bases, establishmentBases: t.bases, injuredBases: 0, dugIn: false,
      ...(parentId ? { parentId } : {}), ...(choice.pos ? { pos: { ...choice.pos } } : {}), ...(t.calibreMm ? { calibreMm: t.calibreMm } : {}),
    });
    for (const c of t.children ?? []) walk(c, id, false);
  };
  walk(template.root, choice.parentId, true);
  return out;
}

/**
 * Copies of a subtree (`units`, the root first, parents before children) for a duplicate: new ids
 * free in `taken` (which it extends), the root's name marked "(copy)", parents pointing at the
 * copies, the root under the same parent; strength as the originals, but no movement, disorganisation,
 * engagement or support relation carried over.
 */
export function duplicatedUnits(units: readonly Unit[], taken: Set<string>): Unit[] {
  const ids = new Map<UnitId, UnitId>();
  return units.map((u, i) => {
    const name = i === 0 ? `${u.name} (copy)`.slice(0, 120) : u.name;
    const id = freeUnitId(i === 0 ? name : `${ids.get(u.parentId!) ?? ''}-${u.shortName}`, taken);
    taken.add(id);
    ids.set(u.id, id);
    const { movedAtMin: _m, disorganisedUntilMin: _d, pinnedUntilMin: _p, engagedUntilMin: _e, actionMin: _a, broken: _b, support: _s, ...rest } = u;
    return { ...rest, id, name, ...(i === 0 ? { shortName: `${u.shortName} (copy)`.slice(0, 60) } : {}), ...(u.parentId ? { parentId: ids.get(u.parentId) ?? u.parentId } : {}) };
  });
}
