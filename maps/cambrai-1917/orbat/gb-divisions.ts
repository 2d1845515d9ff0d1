/**
 * The seven British infantry divisions of III and IV Corps at Cambrai, 20 November 1917, as
 * hand-authored data (SOURCES.md §becke, §miles, §divhist). Each battalion is
 * `[slug, full name, short name]`; a brigade's `lead` battalions are its first wave, listed left to
 * right (where the order is not documented it is reconstructed: SOURCES.md §reconstructed).
 */
import type { Grade } from '../../../src/rules/types.ts';
import { FRONT } from './frames.ts';
import type { Frame } from './lib.ts';

/** `[slug, name, shortName]` of a battalion. */
export type Bn = readonly [string, string, string];

/**
 * A brigade and where it stands: centre `f` along its division's frame, frontage `w` (fraction of
 * the frame), first line at `d` metres (negative: behind the British front line), second line
 * `gap` metres behind that. `coys`: list the battalions' A–D companies. `dug`: in trenches.
 * Battalion order: [left lead, right lead, left second line, right second line].
 */
export type BdeDef = {
  num: number;
  name: string;
  bns: readonly [Bn, Bn, Bn, Bn];
  f: number;
  w: number;
  d: number;
  gap: number;
  coys?: boolean;
  dug?: boolean;
  notes?: string;
};

/** A division: brigades, divisional troops and artillery (RFA brigades by Roman numeral). */
export type DivDef = {
  slug: string;
  name: string;
  short: string;
  corps: 'iii' | 'iv';
  grade: Grade;
  frame: Frame;
  commander: string;
  bdes: readonly BdeDef[];
  pioneers: Bn;
  fieldCoys: readonly number[];
  rfa: readonly { roman: string; num: number; rha?: boolean; support?: string; notes?: string }[];
  notes?: string;
};

const b = (slug: string, name: string, short: string): Bn => [slug, name, short];

/** The seven divisions, IV Corps' first (36th, 62nd, 51st) then III Corps' (6th, 20th, 12th, 29th), west to east. */
export const DIVISIONS: readonly DivDef[] = [
  {
    slug: '36div', name: '36th (Ulster) Division', short: '36 Div', corps: 'iv', grade: 'R', frame: FRONT.d36,
    commander: 'Maj-Gen O. S. W. Nugent',
    notes: 'Held the line astride the Canal du Nord; 109th Bde attacked north along the canal towards Moeuvres later on 20 Nov.',
    bdes: [
      { num: 108, name: '108th Brigade', f: 0.3, w: 0.5, d: -250, gap: 800, dug: true,
        notes: 'Holding the front west of the canal.',
        bns: [b('11-13-rir', '11/13th Bn Royal Irish Rifles', '11/13 RIR'), b('12-rir', '12th Bn Royal Irish Rifles', '12 RIR'),
          b('9-rirf', '9th Bn Royal Irish Fusiliers', '9 R Ir Fus'), b('2-rir', '2nd Bn Royal Irish Rifles', '2 RIR')] },
      { num: 109, name: '109th Brigade', f: 0.78, w: 0.4, d: -250, gap: 600,
        bns: [b('9-rinnf', '9th Bn Royal Inniskilling Fusiliers', '9 Innisks'), b('10-rinnf', '10th Bn Royal Inniskilling Fusiliers', '10 Innisks'),
          b('11-rinnf', '11th Bn Royal Inniskilling Fusiliers', '11 Innisks'), b('14-rir', '14th Bn Royal Irish Rifles', '14 RIR')] },
      { num: 107, name: '107th Brigade', f: 0.6, w: 0.4, d: -2000, gap: 500,
        bns: [b('1-rirf', '1st Bn Royal Irish Fusiliers', '1 R Ir Fus'), b('8-9-rir', '8/9th Bn Royal Irish Rifles', '8/9 RIR'),
          b('10-rir', '10th Bn Royal Irish Rifles', '10 RIR'), b('15-rir', '15th Bn Royal Irish Rifles', '15 RIR')] },
    ],
    pioneers: b('16-rir', '16th Bn Royal Irish Rifles (Pioneers)', '16 RIR (P)'),
    fieldCoys: [121, 122, 150],
    rfa: [{ roman: 'CLIII', num: 153 }, { roman: 'CLXXIII', num: 173 }],
  },
  {
    slug: '62div', name: '62nd (2nd West Riding) Division', short: '62 Div', corps: 'iv', grade: 'R', frame: FRONT.d62,
    commander: 'Maj-Gen W. P. Braithwaite',
    notes: 'Attacked Havrincourt; 186th Bde to pass through to Graincourt and Anneux.',
    bdes: [
      { num: 187, name: '187th Brigade', f: 0.25, w: 0.5, d: -250, gap: 600, coys: true,
        bns: [b('2-4-koyli', '2/4th Bn King\u2019s Own Yorkshire Light Infantry', '2/4 KOYLI'), b('2-5-koyli', '2/5th Bn King\u2019s Own Yorkshire Light Infantry', '2/5 KOYLI'),
          b('2-4-yorks-lancs', '2/4th Bn York and Lancaster Regiment (Hallamshire)', '2/4 Y&L'), b('2-5-yorks-lancs', '2/5th Bn York and Lancaster Regiment', '2/5 Y&L')] },
      { num: 185, name: '185th Brigade', f: 0.75, w: 0.5, d: -250, gap: 600, coys: true,
        notes: 'First wave 2/6th (left) and 2/8th (right) West Yorks, second wave 2/5th and 2/7th (G Bn company narratives).',
        bns: [b('2-6-west-yorks', '2/6th Bn West Yorkshire Regiment', '2/6 W Yorks'), b('2-8-west-yorks', '2/8th Bn West Yorkshire Regiment (Leeds Rifles)', '2/8 W Yorks'),
          b('2-5-west-yorks', '2/5th Bn West Yorkshire Regiment', '2/5 W Yorks'), b('2-7-west-yorks', '2/7th Bn West Yorkshire Regiment (Leeds Rifles)', '2/7 W Yorks')] },
      { num: 186, name: '186th Brigade', f: 0.5, w: 0.4, d: -2200, gap: 500,
        bns: [b('2-4-dwr', '2/4th Bn Duke of Wellington\u2019s (West Riding Regiment)', '2/4 DWR'), b('2-5-dwr', '2/5th Bn Duke of Wellington\u2019s (West Riding Regiment)', '2/5 DWR'),
          b('2-6-dwr', '2/6th Bn Duke of Wellington\u2019s (West Riding Regiment)', '2/6 DWR'), b('2-7-dwr', '2/7th Bn Duke of Wellington\u2019s (West Riding Regiment)', '2/7 DWR')] },
    ],
    pioneers: b('1-9-dli', '1/9th Bn Durham Light Infantry (Pioneers)', '1/9 DLI (P)'),
    fieldCoys: [457, 460, 461],
    rfa: [{ roman: 'CCCX', num: 310 }, { roman: 'CCCXII', num: 312 }],
  },
  {
    slug: '51div', name: '51st (Highland) Division', short: '51 Div', corps: 'iv', grade: 'V', frame: FRONT.d51,
    commander: 'Maj-Gen G. M. Harper',
    notes: 'Attacked the Flesquières ridge.',
    bdes: [
      { num: 153, name: '153rd Brigade', f: 0.25, w: 0.5, d: -250, gap: 600, coys: true,
        bns: [b('1-7-black-watch', '1/7th Bn Black Watch (Royal Highlanders)', '1/7 BW'), b('1-6-black-watch', '1/6th Bn Black Watch (Royal Highlanders)', '1/6 BW'),
          b('1-5-gordons', '1/5th Bn Gordon Highlanders', '1/5 Gordons'), b('1-7-gordons', '1/7th Bn Gordon Highlanders', '1/7 Gordons')] },
      { num: 152, name: '152nd Brigade', f: 0.75, w: 0.5, d: -250, gap: 600, coys: true,
        bns: [b('1-6-seaforth', '1/6th Bn Seaforth Highlanders', '1/6 Seaforth'), b('1-6-gordons', '1/6th Bn Gordon Highlanders', '1/6 Gordons'),
          b('1-5-seaforth', '1/5th Bn Seaforth Highlanders', '1/5 Seaforth'), b('1-8-argylls', '1/8th Bn Argyll and Sutherland Highlanders', '1/8 A&SH')] },
      { num: 154, name: '154th Brigade', f: 0.5, w: 0.45, d: -2200, gap: 500,
        bns: [b('1-9-royal-scots', '1/9th Bn Royal Scots', '1/9 RS'), b('1-4-seaforth', '1/4th Bn Seaforth Highlanders', '1/4 Seaforth'),
          b('1-4-gordons', '1/4th Bn Gordon Highlanders', '1/4 Gordons'), b('1-7-argylls', '1/7th Bn Argyll and Sutherland Highlanders', '1/7 A&SH')] },
    ],
    pioneers: b('1-8-royal-scots', '1/8th Bn Royal Scots (Pioneers)', '1/8 RS (P)'),
    fieldCoys: [400, 401, 404],
    rfa: [{ roman: 'CCLV', num: 255 }, { roman: 'CCLVI', num: 256 }],
  },
  {
    slug: '6div', name: '6th Division', short: '6 Div', corps: 'iii', grade: 'R', frame: FRONT.d6,
    commander: 'Maj-Gen T. O. Marden',
    notes: '71st Bde left, 16th Bde right, 18th Bde to pass through the 71st (Short History of the 6th Division).',
    bdes: [
      { num: 71, name: '71st Brigade', f: 0.25, w: 0.5, d: -250, gap: 600, coys: true,
        bns: [b('9-norfolk', '9th Bn Norfolk Regiment', '9 Norfolk'), b('9-suffolk', '9th Bn Suffolk Regiment', '9 Suffolk'),
          b('1-leicesters', '1st Bn Leicestershire Regiment', '1 Leicesters'), b('2-sherwood-foresters', '2nd Bn Sherwood Foresters', '2 Sherwood For')] },
      { num: 16, name: '16th Brigade', f: 0.75, w: 0.5, d: -250, gap: 600, coys: true,
        bns: [b('8-bedfords', '8th Bn Bedfordshire Regiment', '8 Bedfords'), b('1-buffs', '1st Bn The Buffs (East Kent Regiment)', '1 Buffs'),
          b('1-kshli', '1st Bn King\u2019s Shropshire Light Infantry', '1 KSLI'), b('2-yorks-lancs', '2nd Bn York and Lancaster Regiment', '2 Y&L')] },
      { num: 18, name: '18th Brigade', f: 0.3, w: 0.45, d: -2100, gap: 500,
        bns: [b('1-west-yorks', '1st Bn West Yorkshire Regiment', '1 W Yorks'), b('11-essex', '11th Bn Essex Regiment', '11 Essex'),
          b('2-dli', '2nd Bn Durham Light Infantry', '2 DLI'), b('14-dli', '14th Bn Durham Light Infantry', '14 DLI')] },
    ],
    pioneers: b('11-leicesters', '11th Bn Leicestershire Regiment (Pioneers)', '11 Leicesters (P)'),
    fieldCoys: [12, 459, 509],
    rfa: [{ roman: 'II', num: 2 }, { roman: 'XXIV', num: 24 },
      { roman: 'CLXXXI', num: 181, notes: 'Of the 40th Division, attached to the 6th Divisional Artillery for the attack (Short History of the 6th Division).' }],
  },
  {
    slug: '20div', name: '20th (Light) Division', short: '20 Div', corps: 'iii', grade: 'R', frame: FRONT.d20,
    commander: 'Maj-Gen W. Douglas Smith',
    notes: 'Attacked La Vacquerie and Welsh Ridge; 59th Bde to pass through.',
    bdes: [
      { num: 60, name: '60th Brigade', f: 0.25, w: 0.5, d: -250, gap: 600, coys: true,
        bns: [b('12-krrc', '12th Bn King\u2019s Royal Rifle Corps', '12 KRRC'), b('12-rifle-brigade', '12th Bn Rifle Brigade', '12 RB'),
          b('6-ox-bucks', '6th Bn Oxfordshire and Buckinghamshire Light Infantry', '6 Ox & Bucks'), b('6-kshli', '6th Bn King\u2019s Shropshire Light Infantry', '6 KSLI')] },
      { num: 61, name: '61st Brigade', f: 0.75, w: 0.5, d: -250, gap: 600, coys: true,
        notes: 'First wave 7th DCLI (left) and 7th Somerset LI (right) (I Bn company narratives).',
        bns: [b('7-dcli', '7th Bn Duke of Cornwall\u2019s Light Infantry', '7 DCLI'), b('7-somerset-li', '7th Bn Somerset Light Infantry', '7 SLI'),
          b('7-koyli', '7th Bn King\u2019s Own Yorkshire Light Infantry', '7 KOYLI'), b('12-kings', '12th Bn King\u2019s (Liverpool Regiment)', '12 King\u2019s')] },
      { num: 59, name: '59th Brigade', f: 0.5, w: 0.45, d: -2100, gap: 500,
        bns: [b('10-krrc', '10th Bn King\u2019s Royal Rifle Corps', '10 KRRC'), b('11-krrc', '11th Bn King\u2019s Royal Rifle Corps', '11 KRRC'),
          b('10-rifle-brigade', '10th Bn Rifle Brigade', '10 RB'), b('11-rifle-brigade', '11th Bn Rifle Brigade', '11 RB')] },
    ],
    pioneers: b('11-dli', '11th Bn Durham Light Infantry (Pioneers)', '11 DLI (P)'),
    fieldCoys: [83, 84, 96],
    rfa: [{ roman: 'XCI', num: 91 }, { roman: 'XCII', num: 92 }],
  },
  {
    slug: '12div', name: '12th (Eastern) Division', short: '12 Div', corps: 'iii', grade: 'R', frame: FRONT.d12,
    commander: 'Maj-Gen A. B. Scott',
    notes: 'Attacked Bleak House, Bonavis and Lateau Wood; formed the right defensive flank towards Banteux.',
    bdes: [
      { num: 35, name: '35th Brigade', f: 0.25, w: 0.5, d: -250, gap: 600, coys: true,
        notes: 'First wave included the 9th Essex, second wave the 7th Suffolk (C Bn 7 Company narrative).',
        bns: [b('5-royal-berks', '5th Bn Royal Berkshire Regiment', '5 R Berks'), b('9-essex', '9th Bn Essex Regiment', '9 Essex'),
          b('7-norfolk', '7th Bn Norfolk Regiment', '7 Norfolk'), b('7-suffolk', '7th Bn Suffolk Regiment', '7 Suffolk')] },
      { num: 36, name: '36th Brigade', f: 0.75, w: 0.5, d: -250, gap: 600, coys: true,
        bns: [b('9-royal-fusiliers', '9th Bn Royal Fusiliers', '9 RF'), b('7-royal-sussex', '7th Bn Royal Sussex Regiment', '7 R Sussex'),
          b('8-royal-fusiliers', '8th Bn Royal Fusiliers', '8 RF'), b('11-middlesex', '11th Bn Middlesex Regiment', '11 Middx')] },
      { num: 37, name: '37th Brigade', f: 0.75, w: 0.45, d: -1900, gap: 500,
        bns: [b('6-queens', '6th Bn Queen\u2019s (Royal West Surrey Regiment)', '6 Queen\u2019s'), b('6-buffs', '6th Bn The Buffs (East Kent Regiment)', '6 Buffs'),
          b('7-east-surrey', '7th Bn East Surrey Regiment', '7 E Surrey'), b('6-rwk', '6th Bn Queen\u2019s Own (Royal West Kent Regiment)', '6 RWK')] },
    ],
    pioneers: b('5-northamptons', '5th Bn Northamptonshire Regiment (Pioneers)', '5 Northants (P)'),
    fieldCoys: [69, 70, 87],
    rfa: [{ roman: 'LXII', num: 62 }, { roman: 'LXIII', num: 63 }],
  },
  {
    slug: '29div', name: '29th Division', short: '29 Div', corps: 'iii', grade: 'V', frame: FRONT.d29,
    commander: 'Maj-Gen Sir H. de B. de Lisle',
    notes: 'Corps reserve: to pass through the 6th and 20th Divisions to Marcoing and Masnières.',
    bdes: [
      { num: 87, name: '87th Brigade', f: 0.3, w: 0.2, d: -2300, gap: 450,
        bns: [b('2-swb', '2nd Bn South Wales Borderers', '2 SWB'), b('1-kosb', '1st Bn King\u2019s Own Scottish Borderers', '1 KOSB'),
          b('1-rinnf', '1st Bn Royal Inniskilling Fusiliers', '1 Innisks'), b('1-border', '1st Bn Border Regiment', '1 Border')] },
      { num: 88, name: '88th Brigade', f: 0.62, w: 0.2, d: -2300, gap: 450,
        bns: [b('4-worcesters', '4th Bn Worcestershire Regiment', '4 Worcs'), b('2-hampshire', '2nd Bn Hampshire Regiment', '2 Hants'),
          b('1-essex', '1st Bn Essex Regiment', '1 Essex'), b('newfoundland', 'Royal Newfoundland Regiment', 'R Newfoundland')] },
      { num: 86, name: '86th Brigade', f: 0.85, w: 0.2, d: -3100, gap: 450,
        bns: [b('2-royal-fusiliers', '2nd Bn Royal Fusiliers', '2 RF'), b('1-lancs-fusiliers', '1st Bn Lancashire Fusiliers', '1 LF'),
          b('16-middlesex', '16th Bn Middlesex Regiment', '16 Middx'), b('1-guernsey', '1st Bn Royal Guernsey Light Infantry', '1 R Guernsey LI')] },
    ],
    pioneers: b('1-2-monmouths', '1/2nd Bn Monmouthshire Regiment (Pioneers)', '1/2 Mons (P)'),
    fieldCoys: [455, 497, 510],
    rfa: [{ roman: 'XV', num: 15, rha: true, notes: 'Fired in the III Corps barrage; which division it covered is not recorded here.' },
      { roman: 'XVII', num: 17, support: 'gb-6div', notes: 'Reinforced the 6th Divisional Artillery for the attack (Short History of the 6th Division).' }],
  },
];
