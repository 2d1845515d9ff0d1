/**
 * The German side at Cambrai, 20 November 1917 06:20: 2. Armee, Gruppe Caudry (XIII. Armeekorps),
 * the three divisions in line opposite the attack (20. Landwehr-, 54. Infanterie-, 9. Reserve-
 * Division), the 183. Infanterie-Division to the south and the 107. Infanterie-Division arriving
 * at Cambrai from the Eastern Front (SOURCES.md §weltkrieg, §usdivs).
 *
 * Battalion positions follow the 1917 defence in depth (one battalion of each regiment in the
 * battle zone, one in support, one at rest); which battalion held which post is reconstructed, not
 * documented (SOURCES.md §reconstructed). Each regiment lists `[I, II, III]` positions and
 * their roles.
 */
import type { Grade } from '../../../src/rules/types.ts';
import { PLACE } from './frames.ts';
import { off, type Pt } from './lib.ts';

/** Role of a battalion in the 1917 defence: battle zone, support (Bereitschaft), rest (Ruhe), or in transit. */
export type Role = 'Kampf' | 'Bereitschaft' | 'Ruhe' | 'Anmarsch';

/**
 * An infantry regiment: staff position `hq`, positions of its battalions `[I, II, III]` and their
 * roles. `landwehr`: a Landwehr regiment (unit type `infantryReserve`).
 */
export type RegtDef = {
  slug: string;
  name: string;
  short: string;
  landwehr?: boolean;
  hq: Pt;
  bns: readonly [Pt, Pt, Pt];
  roles: readonly [Role, Role, Role];
  notes?: string;
};

/** A field artillery regiment: staff position and three Abteilung centres (three batteries each). */
export type ArtyDef = { slug: string; name: string; short: string; hq: Pt; abt: readonly [Pt, Pt, Pt]; notes?: string };

/** A German division: regiments, field artillery, Minenwerfer and Pioniere positions (all optional but regiments). */
export type DeDivDef = {
  slug: string;
  name: string;
  short: string;
  grade: Grade;
  notes: string;
  regts: readonly RegtDef[];
  arty?: ArtyDef;
  mw?: Pt;
  pioniere?: Pt;
};

const KBR = ['Kampf', 'Bereitschaft', 'Ruhe'] as const;
const pt = (e: number, n: number): Pt => ({ e, n });

/**
 * The German divisions, west to east, then the 107. ID arriving at Cambrai.
 * Kampf battalions stand just behind the "Hindenburg Line" and Bereitschaft battalions on or near
 * the "Hindenburg Support Line" as traced in ../features/lines.json; Ruhe battalions in the villages
 * behind. Grid metres.
 */
export const DE_DIVISIONS: readonly DeDivDef[] = [
  {
    slug: '20ldiv', name: '20. Landwehr-Division', short: '20. LD', grade: 'C',
    notes: 'Right wing of Gruppe Caudry, from Moeuvres along the Canal du Nord to west of Havrincourt.',
    regts: [
      { slug: 'lir387', name: 'Landwehr-Infanterie-Regiment Nr. 387', short: 'LIR 387', landwehr: true,
        hq: pt(6900, 17000), bns: [pt(6900, 15950), pt(6600, 17450), PLACE.sains], roles: KBR },
      { slug: 'lir386', name: 'Landwehr-Infanterie-Regiment Nr. 386', short: 'LIR 386', landwehr: true,
        hq: pt(9500, 15200), bns: [pt(8950, 13600), pt(10300, 15050), pt(9700, 17300)], roles: KBR },
      { slug: 'lir384', name: 'Landwehr-Infanterie-Regiment Nr. 384', short: 'LIR 384', landwehr: true,
        hq: pt(10000, 12900), bns: [pt(9150, 11000), pt(10100, 12450), pt(10900, 14300)], roles: KBR },
    ],
    arty: { slug: 'fa', name: 'Feldartillerie der 20. Landwehr-Division', short: 'FA 20. LD', hq: pt(8900, 16300),
      abt: [pt(7600, 16500), pt(9300, 15600), pt(10100, 13600)],
      notes: 'Regiment number not verified; three Abteilungen of three batteries assumed.' },
    mw: pt(8750, 14350), pioniere: pt(9800, 16000),
  },
  {
    slug: '54div', name: '54. Infanterie-Division', short: '54. ID', grade: 'R',
    notes: 'Held Havrincourt, Flesquières and Ribécourt (108. Infanterie-Brigade).',
    regts: [
      { slug: 'rir27', name: 'Reserve-Infanterie-Regiment Nr. 27', short: 'RIR 27',
        hq: off(PLACE.havrincourt, -200, 350), bns: [pt(9400, 9800), off(PLACE.havrincourt, 100, 150), off(PLACE.graincourt, 100, -150)], roles: KBR },
      { slug: 'ir84', name: 'Infanterie-Regiment von Manstein (Schleswigsches) Nr. 84', short: 'IR 84',
        hq: off(PLACE.flesquieres, 50, 120), bns: [pt(11200, 8800), pt(11500, 11100), pt(12700, 14750)], roles: KBR },
      { slug: 'rir90', name: 'Reserve-Infanterie-Regiment Nr. 90', short: 'RIR 90',
        hq: pt(12900, 10700), bns: [pt(12800, 8250), off(PLACE.ribecourt, 100, 150), pt(14100, 12900)], roles: KBR },
    ],
    arty: { slug: 'far108', name: 'Feldartillerie-Regiment Nr. 108', short: 'FAR 108', hq: pt(11800, 13200),
      abt: [pt(10700, 12750), pt(12300, 12400), pt(13900, 11600)],
      notes: 'Its batteries behind the Flesquières ridge knocked out many tanks on 20 November.' },
    mw: pt(11300, 9250), pioniere: pt(11000, 12300),
  },
  {
    slug: '9rdiv', name: '9. Reserve-Division', short: '9. RD', grade: 'R',
    notes: 'Held the front from Villers-Plouich to Banteux (La Vacquerie, Welsh Ridge, Bonavis).',
    regts: [
      { slug: 'rir19', name: 'Reserve-Infanterie-Regiment Nr. 19', short: 'RIR 19',
        hq: pt(14900, 9500), bns: [pt(13950, 7500), pt(14600, 9800), off(PLACE.marcoing, 200, -150)], roles: KBR },
      { slug: 'rir6', name: 'Reserve-Infanterie-Regiment Nr. 6', short: 'RIR 6',
        hq: off(PLACE.laVacquerie, 100, 80), bns: [pt(15000, 6700), pt(15850, 7900), off(PLACE.masnieres, -200, -200)], roles: KBR },
      { slug: 'ir395', name: 'Infanterie-Regiment Nr. 395', short: 'IR 395',
        hq: off(PLACE.bonavis, 100, 100), bns: [pt(16300, 4900), pt(17400, 6200), off(PLACE.crevecoeur, -150, -150)], roles: KBR },
    ],
    arty: { slug: 'rfar9', name: 'Reserve-Feldartillerie-Regiment Nr. 9', short: 'RFAR 9', hq: pt(16800, 9700),
      abt: [pt(15200, 10100), pt(16600, 8600), pt(18000, 7000)] },
    mw: pt(14300, 7300), pioniere: pt(16400, 10000),
  },
  {
    slug: '183div', name: '183. Infanterie-Division', short: '183. ID', grade: 'R',
    notes: 'South of the 9. RD along the St-Quentin canal towards Honnecourt and Vendhuile; its battalions are placed notionally.',
    regts: [
      { slug: 'ir184', name: 'Infanterie-Regiment Nr. 184', short: 'IR 184',
        hq: pt(18600, 3300), bns: [pt(17100, 3450), pt(19450, 3500), pt(20700, 4300)], roles: KBR },
      { slug: 'ir418', name: 'Infanterie-Regiment Nr. 418', short: 'IR 418',
        hq: pt(19100, 1100), bns: [pt(18300, 1300), pt(19800, 1900), pt(21000, 1000)], roles: KBR },
      { slug: 'rir440', name: 'Reserve-Infanterie-Regiment Nr. 440', short: 'RIR 440',
        hq: pt(22400, 3600), bns: [pt(21900, 3000), pt(22600, 4500), pt(23300, 2200)],
        roles: ['Bereitschaft', 'Ruhe', 'Ruhe'], notes: 'Division reserve (placement notional).' },
    ],
    arty: { slug: 'far183', name: 'Feldartillerie-Regiment Nr. 183', short: 'FAR 183', hq: pt(20500, 2500),
      abt: [pt(20100, 3000), pt(20400, 600), pt(19800, 5000)] },
  },
  {
    slug: '107div', name: '107. Infanterie-Division', short: '107. ID', grade: 'R',
    notes: 'Arriving by rail from the Eastern Front; the first battalions detrained at Cambrai on 19\u201320 November. Positions notional, in and around Cambrai.',
    regts: [
      { slug: 'ir52', name: 'Infanterie-Regiment von Alvensleben (6. Brandenburgisches) Nr. 52', short: 'IR 52',
        hq: { e: 20300, n: 17100 }, bns: [{ e: 19700, n: 16900 }, { e: 20300, n: 16600 }, { e: 20900, n: 16900 }],
        roles: ['Anmarsch', 'Anmarsch', 'Anmarsch'] },
      { slug: 'rir227', name: 'Reserve-Infanterie-Regiment Nr. 227', short: 'RIR 227',
        hq: { e: 20600, n: 17700 }, bns: [{ e: 19900, n: 17800 }, { e: 20600, n: 18100 }, { e: 21300, n: 17700 }],
        roles: ['Anmarsch', 'Anmarsch', 'Anmarsch'] },
      { slug: 'ir232', name: 'Infanterie-Regiment Nr. 232', short: 'IR 232',
        hq: { e: 20500, n: 16000 }, bns: [{ e: 19400, n: 16300 }, { e: 21500, n: 16300 }, { e: 20800, n: 15700 }],
        roles: ['Anmarsch', 'Anmarsch', 'Anmarsch'] },
    ],
  },
];

/** Heavy artillery of the Gruppe (aggregated): `[slug, name, short name, type, bases, position]`. */
export const DE_HEAVIES = [
  ['fab54-1', '1. Batterie, Fußartillerie-Bataillon 54 (15 cm sFH)', '1./Fußa.Btl. 54', 'heavyHowitzer', 2, pt(11200, 14700)],
  ['fab54-2', '2. Batterie, Fußartillerie-Bataillon 54 (15 cm sFH)', '2./Fußa.Btl. 54', 'heavyHowitzer', 2, pt(13000, 13700)],
  ['fab54-3', '3. Batterie, Fußartillerie-Bataillon 54 (15 cm sFH)', '3./Fußa.Btl. 54', 'heavyHowitzer', 2, pt(14700, 12600)],
  ['moerser-1', 'Mörser-Batterie (21 cm), Gruppe Caudry', 'Mrs.Bttr. a', 'siegeGun', 2, off(PLACE.cantaing, 500, 600)],
  ['moerser-2', 'Mörser-Batterie (21 cm), Gruppe Caudry', 'Mrs.Bttr. b', 'siegeGun', 2, off(PLACE.rumilly, 300, 700)],
  ['sfh-1', 'schwere Feldhaubitz-Batterie (15 cm), Gruppe Caudry', 'sFH-Bttr. a', 'heavyHowitzer', 2, off(PLACE.masnieres, 1600, 900)],
  ['sfh-2', 'schwere Feldhaubitz-Batterie (15 cm), Gruppe Caudry', 'sFH-Bttr. b', 'heavyHowitzer', 2, off(PLACE.graincourt, 800, 1600)],
] as const;
