/**
 * The Tank Corps (three brigades, battalions A–I, companies 1–27) in direct support of the infantry
 * brigades they led, and the corps and army heavy artillery as a few groups of heavy and siege
 * batteries (SOURCES.md §fuller, §landships, §heavies).
 */
import type { BdeLayout } from './gb-infantry.ts';
import { off, type Pt, type Side } from './lib.ts';
import type { UnitTypeId } from '../../../src/rules/tables/unitTypes.ts';

type TankBn = { letter: string; div: string; coys: readonly (readonly [number, string])[]; notes?: string };
type TankBde = { num: number; name: string; commander: string; at: Pt; bns: readonly TankBn[] };

/** Tank companies are numbered through the Corps: A Bn 1–3, B Bn 4–6 … I Bn 25–27. */
const TANK_BDES: readonly TankBde[] = [
  { num: 1, name: '1st Tank Brigade', commander: 'Col. C. D. Baker-Carr', at: { e: 8400, n: 7900 }, bns: [
    { letter: 'D', div: '51div', coys: [[10, '51div-153'], [11, '51div-153'], [12, '51div-153']],
      notes: 'With the 153rd Brigade against Flesquières (D51 \u201cDeborah\u201d of 12 Company was lost there).' },
    { letter: 'E', div: '51div', coys: [[13, '51div-152'], [14, '51div-152'], [15, '51div-152']] },
    { letter: 'G', div: '62div', coys: [[19, '62div-187'], [20, '62div-185'], [21, '62div-185']],
      notes: 'Reorganised as composite companies; 19 Company reinforced to about 30 tanks for the 187th Brigade.' },
  ] },
  { num: 2, name: '2nd Tank Brigade', commander: 'Col. A. Courage', at: { e: 9300, n: 3000 }, bns: [
    { letter: 'A', div: '20div', coys: [[1, '20div-60'], [2, '20div-60'], [3, '20div-60']] },
    { letter: 'B', div: '6div', coys: [[4, '6div-16'], [5, '6div-16'], [6, '6div-16']] },
    { letter: 'H', div: '6div', coys: [[22, '6div-71'], [23, '6div-71'], [24, '6div-71']] },
  ] },
  { num: 3, name: '3rd Tank Brigade', commander: 'Col. J. Hardress-Lloyd', at: { e: 13300, n: 2600 }, bns: [
    { letter: 'C', div: '12div', coys: [[7, '12div-35'], [8, '12div-35'], [9, '12div-35']] },
    { letter: 'F', div: '12div', coys: [[16, '12div-36'], [17, '12div-36'], [18, '12div-36']],
      notes: 'Some F Bn tanks went on with the 29th Division to Masnières (F22 \u201cFlying Fox II\u201d broke the bridge).' },
    { letter: 'I', div: '20div', coys: [[25, '20div-61'], [26, '20div-61'], [27, '20div-61']] },
  ] },
];

/** Add the Tank Corps under `armyId`, placing companies with the brigades of `layouts`. */
export function addTanks(side: Side, armyId: string, layouts: Map<string, BdeLayout>): void {
  const corpsId = side.add({
    id: 'gb-tank-corps', name: 'Tank Corps', short: 'Tank Corps', echelon: 'corps', type: 'tankHeavy', grade: 'R',
    bases: 1, parent: armyId, notes: 'GOC Brig-Gen H. J. Elles, who led the attack in H1 \u201cHilda\u201d. 378 fighting Mark IV tanks.',
  });
  for (const tb of TANK_BDES) {
    const bdeId = side.add({
      id: `gb-tank-${tb.num}bde`, name: tb.name, short: `${tb.num} Tank Bde`, echelon: 'brigade', type: 'tankHeavy',
      grade: 'R', bases: 1, at: tb.at, parent: corpsId, notes: `Commander ${tb.commander}.`,
    });
    for (const bn of tb.bns) {
      const first = layouts.get(bn.coys[0]![1]);
      if (!first) throw new Error(`tank battalion ${bn.letter}: unknown brigade layout "${bn.coys[0]![1]}"`);
      const bnId = side.add({
        id: `gb-tank-${bn.letter.toLowerCase()}-bn`, name: `${bn.letter} Battalion, Tank Corps`, short: `${bn.letter} Bn TC`,
        echelon: 'battalion', type: 'tankHeavy', grade: 'R', bases: 1, parent: bdeId,
        at: first.frame.at(first.f, first.d - 1500, 60),
        support: { relation: 'inDirectSupport', toId: `gb-${bn.div}` },
        notes: `Battalion HQ. 42 tanks (36 fighting, 6 spare); wire-pulling and supply tanks not listed.${bn.notes ? ` ${bn.notes}` : ''}`,
      });
      const perBde = new Map<string, number>();
      for (const [num, key] of bn.coys) {
        const lay = layouts.get(key);
        if (!lay) throw new Error(`tank company ${num}: unknown brigade layout "${key}"`);
        const k = perBde.get(key) ?? 0;
        perBde.set(key, k + 1);
        const bnW = (lay.w * lay.frame.lenM) / 2;
        const at = k < 2
          ? lay.frame.at(lay.f, lay.d + 150, (k === 0 ? -1 : 1) * (bnW / 2 - 40))
          : lay.frame.at(lay.f, lay.d - lay.gap + 120, 30);
        side.add({
          id: `${bnId}-${num}coy`, name: `No. ${num} Company, ${bn.letter} Battalion`, short: `${num} Coy ${bn.letter} Bn`,
          echelon: 'company', type: 'tankHeavy', grade: 'R', bases: 6, at, parent: bnId,
          support: { relation: 'inDirectSupport', toId: lay.id },
          notes: `12 fighting Mark IV tanks (four sections of three), two a base (1418: Mother Tank x2); ${k < 2 ? 'first wave' : 'second wave'}.`,
        });
      }
    }
  }
}

type Battery = readonly [slug: string, label: string, type: UnitTypeId, bases: number, note: string, calibreMm: number];
type Group = { slug: string; name: string; at: Pt; batteries: readonly Battery[] };

// Bores (SOURCES.md §calibres): 60-pdr 5 in, 6-inch 26-cwt, 8-inch, 9.2-inch and 12-inch howitzers.
const B60: Battery = ['60pdr', '60-pdr heavy battery', 'heavyHowitzer', 2, 'Four 60-pounders, 5-inch (127 mm) (fight as 120 Howitzers, our ruling).', 127];
const B6: Battery = ['6in', '6-inch howitzer siege battery', 'heavyHowitzer', 3, 'Six 6-inch 26-cwt howitzers (152.4 mm).', 152.4];
const B8: Battery = ['8in', '8-inch howitzer siege battery', 'heavyHowitzer', 2, 'Four 8-inch howitzers (203.2 mm).', 203.2];
const B92: Battery = ['92in', '9.2-inch howitzer siege battery', 'siegeGun', 2, 'Four 9.2-inch howitzers (233.7 mm).', 233.7];
const B12: Battery = ['12in-rly', '12-inch railway howitzer battery', 'siegeGun', 1, 'Two 12-inch railway howitzers (304.8 mm).', 304.8];

const HEAVY: readonly { corps: 'iii' | 'iv' | 'army'; hq: Pt; groups: readonly Group[] }[] = [
  { corps: 'iii', hq: { e: 11900, n: 2300 }, groups: [
    { slug: 'cb', name: 'counter-battery group', at: { e: 13600, n: 2300 }, batteries: [B60, B60, B6, B6] },
    { slug: 'bmb-n', name: 'bombardment group (north)', at: { e: 11300, n: 4700 }, batteries: [B6, B6, B8, B92] },
    { slug: 'bmb-s', name: 'bombardment group (south)', at: { e: 12600, n: 1500 }, batteries: [B6, B6, B8, B92] },
  ] },
  { corps: 'iv', hq: { e: 6600, n: 6300 }, groups: [
    { slug: 'cb', name: 'counter-battery group', at: { e: 8100, n: 4400 }, batteries: [B60, B60, B6, B6] },
    { slug: 'bmb-w', name: 'bombardment group (west of the canal)', at: { e: 4300, n: 9700 }, batteries: [B6, B6, B8, B92] },
    { slug: 'bmb-e', name: 'bombardment group (east of the canal)', at: { e: 9600, n: 6000 }, batteries: [B6, B6, B8, B92] },
  ] },
  { corps: 'army', hq: { e: 3000, n: 3300 }, groups: [
    { slug: 'siege', name: 'siege group', at: { e: 3800, n: 3600 }, batteries: [B92, B92, B12] },
  ] },
];

/** Add the heavy artillery: a group HQ per corps (and the army) with its groups and batteries. */
export function addHeavies(side: Side, hq: { army: string; iii: string; iv: string }): void {
  for (const h of HEAVY) {
    const owner = h.corps === 'army' ? 'Third Army' : `${h.corps.toUpperCase()} Corps`;
    const haId = side.add({
      id: `gb-${h.corps === 'army' ? '3army' : `${h.corps}-corps`}-ha`, name: `${owner} Heavy Artillery`,
      short: `${h.corps === 'army' ? '3 Army' : h.corps.toUpperCase()} HA`, echelon: 'brigade', type: 'heavyHowitzer',
      grade: 'R', bases: 1, at: h.hq, parent: hq[h.corps], dugIn: true,
      notes: 'HQ placed notionally. Aggregated: groups and batteries stand for the real HAGs, not copied from a document (SOURCES.md §heavies).',
    });
    for (const g of h.groups) {
      const gId = side.add({
        id: `${haId}-${g.slug}`, name: `${owner} HA, ${g.name}`, short: `${h.corps.toUpperCase()} HA ${g.slug}`,
        echelon: 'battalion', type: 'heavyHowitzer', grade: 'R', bases: 1, at: g.at, parent: haId, dugIn: true,
        notes: 'Group HQ (composite heavy artillery group).',
      });
      const count = new Map<string, number>();
      g.batteries.forEach(([slug, label, type, bases, note, calibreMm], j) => {
        const k = (count.get(slug) ?? 0) + 1;
        count.set(slug, k);
        const suffix = String.fromCharCode(96 + k);
        side.add({
          id: `${gId}-${slug}-${suffix}`, name: `${label} (${suffix}), ${owner} ${g.name}`,
          short: `${slug} ${suffix} ${h.corps.toUpperCase()} ${g.slug}`, echelon: 'company', type, grade: 'R', bases,
          at: off(g.at, -450 + 300 * j, j % 2 === 0 ? 150 : -150), parent: gId, dugIn: true, calibreMm, notes: note,
        });
      });
    }
  }
}
