/**
 * Generates the British infantry divisions (`gb-divisions.ts`) as unit specs: division → brigades →
 * battalions (→ companies A–D for the leading brigades), brigade MG companies and light trench
 * mortar batteries, pioneers, field companies RE, divisional MG company, divisional artillery (RFA
 * brigades → batteries) and medium trench mortar batteries. Base conventions: SOURCES.md §bases.
 */
import { DIVISIONS, type DivDef } from './gb-divisions.ts';
import type { Frame, Side } from './lib.ts';

/** Where a brigade stands, for placing the tanks that support it (see `gb-armour.ts`). */
export type BdeLayout = { id: string; divId: string; frame: Frame; f: number; w: number; d: number; gap: number };

/** English ordinal of a whole number: 1st, 2nd, 3rd, 11th, 152nd, 401st. */
export function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** Platoons of a British rifle battalion (4 companies × 4 platoons) plus its HQ base. */
export const BN_BASES = 17;
/** Platoons of a rifle company. */
export const COY_BASES = 4;

const COYS = [
  ['A', -0.25, 0],
  ['B', 0.25, 0],
  ['C', -0.25, -160],
  ['D', 0.25, -160],
] as const;

/**
 * Add every division of `DIVISIONS` under its corps HQ (`corpsIds.iii` / `corpsIds.iv`) and return
 * the brigade layouts keyed `<div slug>-<brigade number>` (e.g. `51div-152`).
 */
export function addInfantry(side: Side, corpsIds: { iii: string; iv: string }): Map<string, BdeLayout> {
  const layouts = new Map<string, BdeLayout>();
  for (const div of DIVISIONS) addDivision(side, div, corpsIds[div.corps], layouts);
  return layouts;
}

function addDivision(side: Side, div: DivDef, corpsId: string, layouts: Map<string, BdeLayout>): void {
  const { frame: fr, grade } = div;
  const divId = side.add({
    id: `gb-${div.slug}`, name: div.name, short: div.short, echelon: 'division', type: 'infantry', grade,
    bases: 1, at: fr.at(0.5, -4300), parent: corpsId,
    notes: `GOC ${div.commander}. HQ placed notionally 4 km behind the front.${div.notes ? ` ${div.notes}` : ''}`,
  });
  for (const bde of div.bdes) {
    const bdeId = side.add({
      id: `${divId}-${bde.num}bde`, name: bde.name, short: `${bde.num} Bde`, echelon: 'brigade', type: 'infantry',
      grade, bases: 1, at: fr.at(bde.f, bde.d - bde.gap - 700), parent: divId,
      ...(bde.notes ? { notes: bde.notes } : {}),
    });
    layouts.set(`${div.slug}-${bde.num}`, { id: bdeId, divId, frame: fr, f: bde.f, w: bde.w, d: bde.d, gap: bde.gap });
    const bnW = (bde.w * fr.lenM) / 2;
    bde.bns.forEach(([slug, name, short], i) => {
      const along = (i % 2 === 0 ? -1 : 1) * (bnW / 2);
      const depth = i < 2 ? bde.d : bde.d - bde.gap;
      const wave = bde.d < -1000 ? 'brigade in reserve'
        : bde.dug ? (i < 2 ? 'holding the front line' : 'in the support line')
        : i < 2 ? 'first wave' : 'second line';
      const bnId = `${bdeId}-${slug}`;
      const dug = bde.dug ?? false;
      if (bde.coys) {
        side.add({
          id: bnId, name, short, echelon: 'battalion', type: 'infantry', grade, bases: 1,
          at: fr.at(bde.f, depth - 280, along), parent: bdeId, dugIn: dug, notes: `Battalion HQ; ${wave}.`,
        });
        for (const [letter, dx, dd] of COYS) {
          side.add({
            id: `${bnId}-${letter.toLowerCase()}`, name: `${letter} Company, ${name}`, short: `${letter}/${short}`,
            echelon: 'company', type: 'infantry', grade, bases: COY_BASES,
            at: fr.at(bde.f, depth + dd, along + dx * bnW), parent: bnId, dugIn: dug,
          });
        }
      } else {
        side.add({
          id: bnId, name, short, echelon: 'battalion', type: 'infantry', grade, bases: BN_BASES,
          at: fr.at(bde.f, depth - 100, along), parent: bdeId, dugIn: dug,
          notes: `${wave[0]!.toUpperCase()}${wave.slice(1)}; carries its 16 platoons and HQ itself.`,
        });
      }
    });
    side.add({
      id: `${bdeId}-mgc`, name: `${ordinal(bde.num)} Machine Gun Company`, short: `${bde.num} MG Coy`,
      echelon: 'company', type: 'machineGun', grade, bases: 8, at: fr.at(bde.f, bde.d - 320), parent: bdeId,
      notes: '16 Vickers guns, one base per pair.',
    });
    side.add({
      id: `${bdeId}-ltmb`, name: `${ordinal(bde.num)} Light Trench Mortar Battery`, short: `${bde.num} LTMB`,
      echelon: 'company', type: 'trenchMortar', grade, bases: 4, at: fr.at(bde.f, bde.d - 470), parent: bdeId,
      calibreMm: 81.3, notes: '8 Stokes 3-inch mortars (3.2-inch bore, 81.3 mm), one base per pair.',
    });
  }
  addDivisionalTroops(side, div, divId);
}

function addDivisionalTroops(side: Side, div: DivDef, divId: string): void {
  const { frame: fr, grade } = div;
  const [pSlug, pName, pShort] = div.pioneers;
  side.add({
    id: `${divId}-${pSlug}`, name: pName, short: pShort, echelon: 'battalion', type: 'pioneer', grade,
    bases: BN_BASES, at: fr.at(0.4, -1800), parent: divId,
  });
  div.fieldCoys.forEach((n, k) => {
    side.add({
      id: `${divId}-re-${n}fc`, name: `${ordinal(n)} Field Company RE`, short: `${n} Fd Coy RE`, echelon: 'company',
      type: 'engineer', grade, bases: 4, at: fr.at(0.2 + 0.3 * k, -1500), parent: divId,
    });
  });
  side.add({
    id: `${divId}-mgc`, name: `Divisional Machine Gun Company, ${div.name}`, short: `${div.short} MG Coy`,
    echelon: 'company', type: 'machineGun', grade, bases: 8, at: fr.at(0.62, -1150), parent: divId,
    notes: 'The division\u2019s fourth MG company (16 guns); its number is not verified here.',
  });
  const raId = side.add({
    id: `${divId}-ra`, name: `${div.name} Artillery`, short: `${div.short} RA`, echelon: 'brigade', type: 'fieldGun',
    grade, bases: 1, at: fr.at(0.5, -3200), parent: divId, dugIn: true, notes: 'CRA and his HQ.',
  });
  div.rfa.forEach((r, k) => {
    const arm = r.rha ? 'RHA' : 'RFA';
    const fc = (k + 0.5) / div.rfa.length;
    const depth = -1900 - 500 * (k % 2);
    const bdeId = side.add({
      id: `${raId}-${r.num}bde`, name: `${r.roman} Brigade ${arm}`, short: `${r.roman} Bde ${arm}`, echelon: 'battalion',
      type: 'fieldGun', grade, bases: 1, at: fr.at(fc, depth - 250), parent: raId, dugIn: true,
      ...(r.support ? { support: { relation: 'inDirectSupport' as const, toId: r.support } } : {}),
      notes: `Brigade HQ.${r.notes ? ` ${r.notes}` : ''}`,
    });
    const batteries = r.rha && r.num === 15 ? ['B', 'L', 'Y', '460'] : ['A', 'B', 'C', 'D'];
    batteries.forEach((letter, j) => {
      const how = j === 3;
      const name = r.rha
        ? how ? `${letter}th (Howitzer) Battery RFA, ${r.roman} Brigade RHA` : `${letter} Battery RHA, ${r.roman} Brigade RHA`
        : `${letter} Battery, ${r.roman} Brigade RFA`;
      side.add({
        id: `${bdeId}-${letter.toLowerCase()}`, name, short: `${letter}/${r.roman}`, echelon: 'company',
        type: how ? 'lightHowitzer' : 'fieldGun', grade, bases: 3, dugIn: true, calibreMm: how ? 114.3 : 83.8,
        at: fr.at(fc, depth + (j % 2 === 1 ? -120 : 0), -300 + 200 * j), parent: bdeId,
        notes: how ? 'Six 4.5-inch howitzers (114.3 mm), one base per section of two.' : 'Six 18-pounders (3.3-inch, 83.8 mm), one base per section of two.',
      });
    });
  });
  (['X', 'Y'] as const).forEach((letter, k) => {
    const num = div.slug.replace('div', '');
    side.add({
      id: `${raId}-${letter.toLowerCase()}-tmb`, name: `${letter}/${num} Medium Trench Mortar Battery`,
      short: `${letter}/${num} TMB`, echelon: 'company', type: 'trenchMortar', grade, bases: 2, dugIn: true,
      at: fr.at(0.3 + 0.4 * k, -650), parent: raId, notes: 'Four 6-inch mortars, one base per pair.',
    });
  });
}
