/**
 * The Cavalry Corps (Lt-Gen C. T. McM. Kavanagh) in reserve on 20 November 1917: 1st, 2nd and 5th
 * Cavalry Divisions forward round Fins and Metz-en-Couture, 3rd and 4th further back (placed at the
 * map's south-west edge). The 4th and 5th were the 1st and 2nd Indian Cavalry Divisions until
 * November 1916 (SOURCES.md §becke, §cavalry).
 */
import { off, type Pt, type Side } from './lib.ts';

type Regt = readonly [slug: string, name: string, short: string];
type CavBde = { slug: string; name: string; short: string; at: Pt; regts: readonly Regt[]; mg: string; notes?: string };
type CavDiv = { num: number; name: string; commander?: string; at: Pt; bdes: readonly CavBde[]; notes: string };

const r = (slug: string, name: string, short: string): Regt => [slug, name, short];

const DIVS: readonly CavDiv[] = [
  { num: 1, name: '1st Cavalry Division', commander: 'Maj-Gen R. L. Mullens', at: { e: 6200, n: 5000 },
    notes: 'To pass through IV Corps towards Flesquières and Bourlon.', bdes: [
      { slug: '1cavbde', name: '1st Cavalry Brigade', short: '1 Cav Bde', at: { e: 6700, n: 6300 }, mg: '1st Machine Gun Squadron', regts: [
        r('queens-bays', '2nd Dragoon Guards (Queen\u2019s Bays)', 'Bays'), r('5dg', '5th Dragoon Guards', '5 DG'), r('11h', '11th Hussars', '11 H')] },
      { slug: '2cavbde', name: '2nd Cavalry Brigade', short: '2 Cav Bde', at: { e: 7600, n: 5900 }, mg: '2nd Machine Gun Squadron', regts: [
        r('4dg', '4th Dragoon Guards', '4 DG'), r('9l', '9th Lancers', '9 L'), r('18h', '18th Hussars', '18 H')] },
      { slug: '9cavbde', name: '9th Cavalry Brigade', short: '9 Cav Bde', at: { e: 5200, n: 4300 }, mg: '9th Machine Gun Squadron', regts: [
        r('15h', '15th Hussars', '15 H'), r('19h', '19th Hussars', '19 H'), r('bedfordshire-yeo', '1/1st Bedfordshire Yeomanry', 'Beds Yeo')] },
    ] },
  { num: 2, name: '2nd Cavalry Division', commander: 'Maj-Gen W. H. Greenly', at: { e: 3700, n: 1700 },
    notes: 'Assembled round Villers-Faucon, south of the map: placed at its south-west edge.', bdes: [
      { slug: '3cavbde', name: '3rd Cavalry Brigade', short: '3 Cav Bde', at: { e: 4300, n: 2700 }, mg: '3rd Machine Gun Squadron', regts: [
        r('4h', '4th Hussars', '4 H'), r('5l', '5th Lancers', '5 L'), r('16l', '16th Lancers', '16 L')] },
      { slug: '4cavbde', name: '4th Cavalry Brigade', short: '4 Cav Bde', at: { e: 2900, n: 2300 }, mg: '4th Machine Gun Squadron', regts: [
        r('carabiniers', '6th Dragoon Guards (Carabiniers)', 'Carabiniers'), r('3h', '3rd Hussars', '3 H'),
        r('oxfordshire-hussars', '1/1st Queen\u2019s Own Oxfordshire Hussars', 'QOOH')] },
      { slug: '5cavbde', name: '5th Cavalry Brigade', short: '5 Cav Bde', at: { e: 5000, n: 1100 }, mg: '5th Machine Gun Squadron', regts: [
        r('scots-greys', '2nd Dragoons (Royal Scots Greys)', 'Greys'), r('12l', '12th Lancers', '12 L'), r('20h', '20th Hussars', '20 H')] },
    ] },
  { num: 5, name: '5th Cavalry Division', commander: 'Maj-Gen H. J. M. MacAndrew', at: { e: 7400, n: 2700 },
    notes: 'Formerly 2nd Indian Cavalry Division. To pass through III Corps at Masnières (B Sqn Fort Garry Horse crossed the canal on 20 Nov).', bdes: [
      { slug: 'ambala', name: 'Ambala Cavalry Brigade', short: 'Ambala Bde', at: { e: 7900, n: 1500 }, mg: 'Ambala Machine Gun Squadron', regts: [
        r('8h', '8th (King\u2019s Royal Irish) Hussars', '8 H'), r('9-hodsons-horse', '9th Hodson\u2019s Horse', '9 Hodson\u2019s'),
        r('18-lancers', '18th King George\u2019s Own Lancers', '18 KGO L')] },
      { slug: 'secunderabad', name: 'Secunderabad Cavalry Brigade', short: 'Secunderabad Bde', at: { e: 8700, n: 2400 }, mg: 'Secunderabad Machine Gun Squadron', regts: [
        r('7dg', '7th Dragoon Guards (Princess Royal\u2019s)', '7 DG'), r('20-deccan-horse', '20th Deccan Horse', '20 Deccan H'),
        r('34-poona-horse', '34th Prince Albert Victor\u2019s Own Poona Horse', '34 Poona H')] },
      { slug: 'canadian', name: 'Canadian Cavalry Brigade', short: 'Cdn Cav Bde', at: { e: 9700, n: 3600 }, mg: 'Canadian Machine Gun Squadron', regts: [
        r('rcd', 'Royal Canadian Dragoons', 'RCD'), r('lshorse', 'Lord Strathcona\u2019s Horse (Royal Canadians)', 'LdSH'),
        r('fort-garry-horse', 'Fort Garry Horse', 'FGH')] },
    ] },
  { num: 3, name: '3rd Cavalry Division', at: { e: 1300, n: 700 },
    notes: 'In reserve off the map to the south-west: placed at its south-west edge.', bdes: [
      { slug: '6cavbde', name: '6th Cavalry Brigade', short: '6 Cav Bde', at: { e: 600, n: 1300 }, mg: '6th Machine Gun Squadron', regts: [
        r('3dg', '3rd Dragoon Guards', '3 DG'), r('royals', '1st (Royal) Dragoons', 'Royals'), r('north-somerset-yeo', '1/1st North Somerset Yeomanry', 'N Som Yeo')] },
      { slug: '7cavbde', name: '7th Cavalry Brigade', short: '7 Cav Bde', at: { e: 1500, n: 1450 }, mg: '7th Machine Gun Squadron', regts: [
        r('1lg', '1st Life Guards', '1 LG'), r('2lg', '2nd Life Guards', '2 LG'), r('leicestershire-yeo', '1/1st Leicestershire Yeomanry', 'Leics Yeo')] },
      { slug: '8cavbde', name: '8th Cavalry Brigade', short: '8 Cav Bde', at: { e: 2200, n: 600 }, mg: '8th Machine Gun Squadron', regts: [
        r('rhg', 'Royal Horse Guards', 'RHG'), r('10h', '10th (Prince of Wales\u2019s Own Royal) Hussars', '10 H'), r('essex-yeo', '1/1st Essex Yeomanry', 'Essex Yeo')] },
    ] },
  { num: 4, name: '4th Cavalry Division', commander: 'Maj-Gen A. A. Kennedy', at: { e: 1300, n: 2900 },
    notes: 'Formerly 1st Indian Cavalry Division. In reserve off the map: placed at its south-west edge.', bdes: [
      { slug: 'sialkot', name: 'Sialkot Cavalry Brigade', short: 'Sialkot Bde', at: { e: 600, n: 3500 }, mg: 'Sialkot Machine Gun Squadron', regts: [
        r('17l', '17th (Duke of Cambridge\u2019s Own) Lancers', '17 L'), r('6-keo-cavalry', '6th King Edward\u2019s Own Cavalry', '6 KEO Cav'),
        r('19-lancers', '19th Lancers (Fane\u2019s Horse)', '19 L')] },
      { slug: 'lucknow', name: 'Lucknow Cavalry Brigade', short: 'Lucknow Bde', at: { e: 1500, n: 3700 }, mg: 'Lucknow Machine Gun Squadron',
        notes: 'Its British regiment is not listed: which one served in November 1917 is not verified here.', regts: [
          r('29-lancers', '29th Lancers (Deccan Horse)', '29 L'), r('36-jacobs-horse', '36th Jacob\u2019s Horse', '36 Jacob\u2019s H')] },
      { slug: 'mhow', name: 'Mhow Cavalry Brigade', short: 'Mhow Bde', at: { e: 2300, n: 3300 }, mg: 'Mhow Machine Gun Squadron', regts: [
        r('inniskilling-dragoons', '6th (Inniskilling) Dragoons', '6 Innis DG'), r('2-lancers', '2nd Lancers (Gardner\u2019s Horse)', '2 L'),
        r('38-cih', '38th King George\u2019s Own Central India Horse', '38 CIH')] },
    ] },
];

/** Troops of a cavalry regiment (3 squadrons × 4 troops) plus its HQ base. */
export const REGT_BASES = 13;

/** Add the Cavalry Corps under `armyId`. */
export function addCavalry(side: Side, armyId: string): void {
  const corpsId = side.add({
    id: 'gb-cav-corps', name: 'Cavalry Corps', short: 'Cav Corps', echelon: 'corps', type: 'cavalry', grade: 'R',
    bases: 1, at: { e: 6500, n: 2250 }, parent: armyId, notes: 'GOC Lt-Gen C. T. McM. Kavanagh; HQ placed notionally at Fins.',
  });
  for (const div of DIVS) {
    const divId = side.add({
      id: `gb-${div.num}cavdiv`, name: div.name, short: `${div.num} Cav Div`, echelon: 'division', type: 'cavalry',
      grade: 'R', bases: 1, at: div.at, parent: corpsId, notes: `${div.commander ? `GOC ${div.commander}. ` : ''}${div.notes}`,
    });
    for (const bde of div.bdes) {
      const bdeId = side.add({
        id: `${divId}-${bde.slug}`, name: bde.name, short: bde.short, echelon: 'brigade', type: 'cavalry', grade: 'R',
        bases: 1, at: off(bde.at, 0, -120), parent: divId, ...(bde.notes ? { notes: bde.notes } : {}),
      });
      bde.regts.forEach(([slug, name, short], k) => {
        side.add({
          id: `${bdeId}-${slug}`, name, short, echelon: 'battalion', type: 'cavalry', grade: 'R', bases: REGT_BASES,
          at: off(bde.at, -260 + 260 * k, k === 1 ? 200 : 0), parent: bdeId,
          notes: 'Three squadrons of four troops (one base per troop) and regimental HQ.',
        });
      });
      side.add({
        id: `${bdeId}-mgs`, name: bde.mg, short: `${bde.short} MG Sqn`, echelon: 'company', type: 'machineGun',
        grade: 'R', bases: 6, at: off(bde.at, 0, -300), parent: bdeId, notes: '12 Vickers guns, one base per pair.',
      });
      side.add({
        id: `${bdeId}-rha`, name: `Horse artillery battery of the ${bde.name}`, short: `${bde.short} RHA`,
        echelon: 'company', type: 'fieldGun', grade: 'R', bases: 3, at: off(bde.at, 120, -480), parent: bdeId,
        calibreMm: 76.2, notes: 'Six 13-pounders (3-inch, 76.2 mm); the battery\u2019s letter is not given here.',
      });
    }
  }
}
