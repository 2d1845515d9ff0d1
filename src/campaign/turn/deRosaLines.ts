/**
 * The lines of a settled contact's account fought on De Rosa's charts (`003_11ff81f41091c16b.txt` "Firing
 * Charts", "Combat Value Determination", the charge; `combatLines.ts`): each side's firing groups, each volley
 * firing by firing with the figures it hit and the markers they landed, the charge and each melee turn with its
 * Combat Values. Plain text.
 */
import type { CombatHour, CombatResult } from '../../rules/operational/combat.ts';
import type { DeRosaFireGroup, DeRosaSideFire, DeRosaVolleyRecord } from '../../rules/operational/deRosaFirefight.ts';
import type { DeRosaMeleeTurn } from '../../rules/operational/deRosaMelee.ts';
import { DE_ROSA_FIRE_MODIFIERS } from '../../rules/tables/deRosaFire.ts';

/** A group as the account names it: "20 riflemen", "2 MG", "a battery of 4 gunners", "12 cavalry". */
export function groupText(g: Pick<DeRosaFireGroup, 'kind' | 'figures'>): string {
  if (g.kind === 'guns') return `a battery of ${g.figures} gunner${g.figures === 1 ? '' : 's'}`;
  if (g.kind === 'mg') return g.figures >= 20 ? '2 MG' : '1 MG';
  return `${g.figures} ${g.kind === 'carbines' ? 'cavalry' : 'riflemen'}`;
}

/** A modifier as the account words it, e.g. "Target in entrenchments −2", "Unit morale Shaken ×½". */
export function modifierText(id: string): string {
  const m = DE_ROSA_FIRE_MODIFIERS.find((x) => x.id === id);
  if (!m) return id;
  const label = id === 'lightWoods' ? 'Target in cover, read as Light woods' : m.label;
  if (m.times !== undefined) return `${label} ×${m.times === 0.5 ? '½' : m.times}`;
  const p = m.points ?? 0;
  return `${label} ${p > 0 ? '+' : '−'}${Math.abs(p)}`;
}

/** The line naming a side's fire on the charts: "Attacker fires on De Rosa's charts at medium range: 20 riflemen, 2 MG; British small arms +1." */
export function sideFireLine(role: 'Attacker' | 'Defender', f: DeRosaSideFire): string {
  const own = [...new Set(f.groups.flatMap((g) => g.modifiers))].map(modifierText);
  return `${role} fires on De Rosa's charts at ${f.band} range: ${f.groups.map(groupText).join(', ') || 'no firing group'}${own.length > 0 ? `; ${own.join(', ')}` : ''}.`;
}

/** Firings as the account lists them: "20 riflemen D10 5 → 1 hit, 2 MG D10 9 → 5 hit". */
function firingsText(v: DeRosaVolleyRecord): string {
  return v.firings.map((f) => `${groupText(f)} D10 ${f.die} → ${f.hit} hit`).join(', ');
}

/** Figures hit and the markers they landed, with the part of a marker carried: "3 figures hit: 2 markers, 0.6 of one carried"; "no figure hit". */
function landedText(v: DeRosaVolleyRecord, hits: number): string {
  if (v.figuresHit === 0) return 'no figure hit';
  const carried = v.carried >= 0.05 ? `, ${(Math.round(v.carried * 10 + 1e-6) / 10).toFixed(1)} of one carried` : '';
  return `${v.figuresHit} figure${v.figuresHit === 1 ? '' : 's'} hit: ${hits} marker${hits === 1 ? '' : 's'}${carried}`;
}

/** A volley on the charts: "fired 2 CU on De Rosa's charts (Target in entrenchments −2): 20 riflemen D10 5 → 1 hit, 20 riflemen D10 9 → 3 hit — 4 figures hit: 3 markers, 0.4 of one carried". */
export function volleyText(who: string, cu: number, v: DeRosaVolleyRecord, hits: number): string {
  const mods = v.modifiers.length > 0 ? ` (${v.modifiers.map(modifierText).join(', ')})` : '';
  if (v.firings.length === 0) return `${who} fired ${cu} CU on De Rosa's charts with no group left to fire`;
  return `${who} fired ${cu} CU on De Rosa's charts${mods}: ${firingsText(v)} — ${landedText(v, hits)}`;
}

function meleeTurnLine(t: DeRosaMeleeTurn): string {
  const fire = (who: string, f: DeRosaMeleeTurn['attackerFire']) => (f.firings.length === 0 ? `${who} fires nothing` : `${who} ${firingsText(f)} (${landedText(f, f.hits)})`);
  const fires = `${fire('attacker', t.attackerFire)}; ${fire('defender', t.defenderFire)}`;
  const head = `  Melee turn ${t.turn} (short range, close-combat additions)`;
  if (t.attacker.die === 0) return `${head}: ${fires}.`;
  const cv = (s: DeRosaMeleeTurn['attacker']) => `${s.value} (${s.figures} men) × ${s.die} = ${s.total}`;
  const gap = Math.abs(t.attacker.total - t.defender.total);
  const verdict = t.winner === null ? `a difference of ${gap}: still engaged` : `the ${t.winner} wins by ${gap}`;
  return `${head}: ${fires}. Combat Value attacker ${cv(t.attacker)}, defender ${cv(t.defender)} — ${verdict}.`;
}

/** The lines of an hour's charge and melee (none when it had neither). */
export function meleeLines(h: CombatHour): string[] {
  const out: string[] = [];
  if (h.charge) {
    const fire = h.charge.defenderFire.map((f, i) => `turn ${i + 1}: ${firingsText(f)} (${landedText(f, f.hits)})`);
    const n = h.charge.straggled;
    const end = n === null ? 'the charge was cut down before it closed' : `${n} figure${n === 1 ? '' : 's'} straggle on the second turn`;
    out.push(`  Charge: the defender fires ${h.charge.cuSpent} CU at it${fire.length > 0 ? ` — ${fire.join('; ')}` : ''}; ${end}.`);
  }
  for (const t of h.melee ?? []) out.push(meleeTurnLine(t));
  return out;
}

/** The outcome of a melee in words, or null when no melee decided it. */
export function meleeResultText(result: CombatResult): string | null {
  if (result.defender.retreated) return 'the attacker won the melee and took the position; the defender, Shaken, falls back two turns';
  if (result.attacker.retreated) return 'the defender won the melee; the attacker, Shaken, falls back two turns';
  return null;
}
