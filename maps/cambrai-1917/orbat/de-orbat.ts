/**
 * Generates the German side (`de-data.ts`) as unit specs: 2. Armee → Gruppe Caudry → divisions →
 * regiments (staff base) → battalions I–III (12 Züge + staff) and the regiment's three MG companies
 * (6 guns each), field artillery (staff + 9 batteries of 4 guns), Minenwerfer and Pioniere, and
 * the Gruppe's heavy batteries. Base conventions: SOURCES.md §bases.
 */
import { DE_DIVISIONS, DE_HEAVIES, type DeDivDef, type Role } from './de-data.ts';
import { off, type Side } from './lib.ts';

/** Züge of a German battalion (4 companies × 3 Züge) plus its staff base. */
export const DE_BN_BASES = 13;

const ROMAN = ['I', 'II', 'III'] as const;
const ROLE_TEXT: Record<Role, string> = {
  Kampf: 'Kampfbataillon: battle zone (outposts and Siegfriedstellung front line)',
  Bereitschaft: 'Bereitschaftsbataillon: support (Siegfried support line)',
  Ruhe: 'Ruhebataillon: at rest in rear billets',
  Anmarsch: 'arriving by rail; not yet deployed',
};

/** Add the whole German side to `side`. */
export function addGerman(side: Side): void {
  const armyId = side.add({
    id: 'de-2armee', name: '2. Armee', short: '2. Armee', echelon: 'army', type: 'infantry', grade: 'R', bases: 1,
    notes: 'Gen. d. Kav. G. von der Marwitz; HQ at Le Cateau, off the map.',
  });
  const corpsId = side.add({
    id: 'de-gruppe-caudry', name: 'Gruppe Caudry (XIII. Armeekorps)', short: 'Gr. Caudry', echelon: 'corps',
    type: 'infantry', grade: 'R', bases: 1, parent: armyId,
    notes: 'Gen.Lt. Th. Frhr. von Watter; HQ at Caudry, off the map.',
  });
  for (const div of DE_DIVISIONS) addDivision(side, div, corpsId);
  const heavyId = side.add({
    id: 'de-gruppe-caudry-sart', name: 'Schwere Artillerie der Gruppe Caudry', short: 'sch. Art. Gr. Caudry',
    echelon: 'regiment', type: 'heavyHowitzer', grade: 'R', bases: 1, at: off(DE_HEAVIES[0][5], -300, 300),
    parent: corpsId, dugIn: true,
    notes: 'Aggregated: a few heavy batteries standing for the Gruppe\u2019s heavy artillery (SOURCES.md §heavies).',
  });
  for (const [slug, name, short, type, bases, at] of DE_HEAVIES) {
    // Bores (SOURCES.md §calibres): the 15 cm sFH 13, 149.3 mm; the 21 cm Mörser, 211 mm.
    const calibreMm = type === 'siegeGun' ? 211 : 149.3;
    side.add({
      id: `${heavyId}-${slug}`, name, short, echelon: 'company', type, grade: 'R', bases, at, parent: heavyId, dugIn: true,
      calibreMm, notes: `Four pieces (${calibreMm} mm), one base per pair.`,
    });
  }
}

function addDivision(side: Side, div: DeDivDef, corpsId: string): void {
  const { grade } = div;
  const transit = div.regts.every((r) => r.roles.every((x) => x === 'Anmarsch'));
  const divId = side.add({
    id: `de-${div.slug}`, name: div.name, short: div.short, echelon: 'division', type: 'infantry', grade, bases: 1,
    parent: corpsId, notes: `${div.notes} Division staff position not given (drawn at the mean of its units).`,
  });
  for (const rg of div.regts) {
    const regId = side.add({
      id: `${divId}-${rg.slug}`, name: rg.name, short: rg.short, echelon: 'regiment',
      type: rg.landwehr ? 'infantryReserve' : 'infantry', grade, bases: 1, at: rg.hq, parent: divId, dugIn: !transit,
      notes: `Regimental staff.${rg.notes ? ` ${rg.notes}` : ''}`,
    });
    rg.bns.forEach((at, i) => {
      const role = rg.roles[i]!;
      side.add({
        id: `${regId}-${ROMAN[i]!.toLowerCase()}`, name: `${ROMAN[i]}. Bataillon, ${rg.short}`, short: `${ROMAN[i]}./${rg.short}`,
        echelon: 'battalion', type: rg.landwehr ? 'infantryReserve' : 'infantry', grade, bases: DE_BN_BASES,
        at, parent: regId, dugIn: role !== 'Anmarsch', notes: `${ROLE_TEXT[role]}. Four companies of three Züge and staff.`,
      });
    });
    rg.bns.forEach((at, i) => {
      side.add({
        id: `${regId}-mgk${i + 1}`, name: `${i + 1}. Maschinengewehr-Kompanie, ${rg.short}`, short: `${i + 1}.MGK/${rg.short}`,
        echelon: 'company', type: 'machineGun', grade, bases: 3, at: off(at, 90, 60), parent: regId,
        dugIn: rg.roles[i] !== 'Anmarsch', notes: `Six MG 08, one base per pair; with the ${ROMAN[i]}. Bataillon.`,
      });
    });
  }
  if (div.arty) {
    const a = div.arty;
    const artId = side.add({
      id: `${divId}-${a.slug}`, name: a.name, short: a.short, echelon: 'regiment', type: 'fieldGun', grade, bases: 1,
      at: a.hq, parent: divId, dugIn: true, notes: `Regimental staff.${a.notes ? ` ${a.notes}` : ''}`,
    });
    a.abt.forEach((centre, k) => {
      for (let j = 0; j < 3; j++) {
        const n = 3 * k + j + 1;
        const how = j === 2;
        side.add({
          id: `${artId}-b${n}`, name: `${n}. Batterie, ${a.short}`, short: `${n}./${a.short}`, echelon: 'company',
          type: how ? 'lightHowitzer' : 'fieldGun', grade, bases: 2, parent: artId, dugIn: true,
          at: off(centre, -250 + 250 * j, j === 1 ? 150 : 0),
          notes: how
            ? 'Four 10.5 cm leichte Feldhaubitzen, one base per pair (one howitzer battery per Abteilung assumed).'
            : 'Four 7.7 cm field guns, one base per pair.',
        });
      }
    });
  }
  if (div.mw) {
    side.add({
      id: `${divId}-mwk`, name: `Minenwerfer-Kompanie der ${div.name}`, short: `MWK ${div.short}`, echelon: 'company',
      type: 'trenchMortar', grade, bases: 3, at: div.mw, parent: divId, dugIn: true,
      notes: 'Light and medium Minenwerfer, one base per pair.',
    });
  }
  if (div.pioniere) {
    side.add({
      id: `${divId}-pi`, name: `Pioniere der ${div.name}`, short: `Pi. ${div.short}`, echelon: 'battalion',
      type: 'engineer', grade, bases: 6, at: div.pioniere, parent: divId, dugIn: true,
      notes: 'Two Pionier companies of three Züge.',
    });
  }
}
