/**
 * Sector frames of the Cambrai front on 20 November 1917 06:20, in metres of the Cambrai grid
 * (origin 2.95°E 50.02°N, docs/ARCHITECTURE.md §Data). Each frame runs along the British front line
 * of one division from its left to its right end (looking towards the Germans, i.e. north-east);
 * positive depth is along the division's axis of attack (bearing in degrees), towards the Germans.
 *
 * The frame ends are vertices of the "British front line" traced in `../features/lines.json`
 * (SOURCES.md §miles-1948), copied here as grid metres so that the units stand behind the
 * line the map draws; the divisional boundaries on it are ours (SOURCES.md §positions).
 */
import { frame, type Frame, type Pt } from './lib.ts';

/** Points on the British front line, north-west to south-east (grid metres). */
const P = {
  boursies: { e: 6647, n: 14353 },
  canal: { e: 8442, n: 9128 },
  trescault: { e: 10300, n: 8235 },
  beaucamp: { e: 12100, n: 7908 },
  plouich: { e: 13598, n: 7247 },
  gonnelieu: { e: 14892, n: 5137 },
  guislain: { e: 15615, n: 2915 },
} satisfies Record<string, Pt>;

/** Divisional front frames (British left to right). */
export const FRONT: Record<'d36' | 'd62' | 'd51' | 'd6' | 'd20' | 'd12' | 'd29', Frame> = {
  d36: frame(P.boursies, P.canal),
  d62: frame(P.canal, P.trescault, 25),
  d51: frame(P.trescault, P.beaucamp, 10),
  d6: frame(P.beaucamp, P.plouich, 15),
  d20: frame(P.plouich, P.gonnelieu, 50),
  d12: frame(P.gonnelieu, P.guislain, 65),
  // 29th Division assembled behind the 6th and 20th Divisions.
  d29: frame(P.beaucamp, P.gonnelieu, 35),
};

/**
 * Village and farm centres used to place units (grid metres). Villages shared with
 * `../features/villages.json` use its centres; La Vacquerie, Bonavis, Fins, Equancourt and
 * Heudicourt are recalled positions (error up to a few hundred metres).
 */
export const PLACE = {
  havrincourt: { e: 9792, n: 10231 },
  flesquieres: { e: 11978, n: 11626 },
  ribecourt: { e: 12041, n: 9279 },
  marcoing: { e: 15934, n: 11214 },
  masnieres: { e: 18639, n: 10688 },
  rumilly: { e: 19463, n: 12304 },
  graincourt: { e: 11458, n: 13950 },
  anneux: { e: 12650, n: 14920 },
  cantaing: { e: 15225, n: 14037 },
  noyelles: { e: 16664, n: 13251 },
  fontaine: { e: 15004, n: 16372 },
  bourlon: { e: 11964, n: 17655 },
  moeuvres: { e: 8217, n: 15801 },
  sains: { e: 8300, n: 19120 },
  inchy: { e: 7100, n: 17435 },
  laVacquerie: { e: 15315, n: 7474 },
  bonavis: { e: 17319, n: 7592 },
  banteux: { e: 17858, n: 4724 },
  crevecoeur: { e: 21583, n: 9654 },
  lesdain: { e: 23396, n: 8838 },
  honnecourt: { e: 17624, n: 1920 },
  cambrai: { e: 20359, n: 17391 },
  gouzeaucourt: { e: 12532, n: 4063 },
  metz: { e: 8162, n: 5234 },
  neuville: { e: 5441, n: 5564 },
  ruyaulcourt: { e: 4151, n: 7232 },
  fins: { e: 6662, n: 2118 },
  equancourt: { e: 4442, n: 1782 },
  heudicourt: { e: 9889, n: 454 },
  ytres: { e: 3079, n: 5006 },
} satisfies Record<string, Pt>;
