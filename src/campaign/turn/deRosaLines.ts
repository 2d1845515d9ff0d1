/**
 * The lines of a settled contact's account fought on De Rosa's charts (`003_11ff81f41091c16b.txt` "Firing
 * Charts", "Combat Value Determination", the charge; `combatLines.ts`): each side's firing groups, each volley
 * firing by firing, the charge and each melee turn with its Combat Values. Plain text.
 */
import type { CombatHour, CombatResult } from '../../rules/operational/combat.ts';
import type { DeRosaFireGroup, DeRosaSideFire, DeRosaVolleyRecord } from '../../rules/operational/deRosaFirefight.ts';
import type { DeRosaMeleeTurn } from '../../rules/operational/deRosaMelee.ts';
import { DE_ROSA_FIRE_MODIFIERS } from '../../rules/tables/deRosaFire.ts';

const BAND_WORDS = { short: 'short', medium: 'medium', long: 'long' } as const;

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
  return `${role} fires on De Rosa's charts at ${BAND_WORDS[f.band]} range: ${f.groups.map(groupText).join(', ') || 'no firing group'}${own.length > 0 ? `; ${own.join(', ')}` : ''}.`;
}

/** A volley on the charts: "fired 2 CU on De Rosa's charts (Target in entrenchments −2): 20 riflemen D10 5 → 1, 20 riflemen D10 9 → 3 — 4 figures hit, 3 markers". */
export function volleyText(who: string, cu: number, v: DeRosaVolleyRecord, hits: number): string {
  const mods = v.modifiers.length > 0 ? ` (${v.modifiers.map(modifierText).join(', ')})` : '';
  const firings = v.firings.map((f) => `${groupText(f)} D10 ${f.die} → ${f.hit}`).join(', ');
  return `${who} fired ${cu} CU on De Rosa's charts${mods}: ${firings} — ${v.figuresHit} figure${v.figuresHit === 1 ? '' : 's'} hit, ${hits} marker${hits === 1 ? '' : 's'}`;
}

function meleeTurnLine(t: DeRosaMeleeTurn): string {
  const fire = (who: string, f: DeRosaMeleeTurn['attackerFire']) => `${who} ${f.firings.map((x) => `${groupText(x)} D10 ${x.die} → ${x.hit}`).join(', ') || 'fires nothing'}`;
  const fires = `${fire('attacker', t.attackerFire)}; ${fire('defender', t.defenderFire)} (close-combat additions in)`;
  if (t.attacker.die === 0) return `  Melee turn ${t.turn}: ${fires}.`;
  const cv = (s: DeRosaMeleeTurn['attacker']) => `${s.value} (${s.figures} figures) × ${s.die} = ${s.total}`;
  const gap = Math.abs(t.attacker.total - t.defender.total);
  const verdict = t.winner === null ? `a difference of ${gap}: still engaged` : `the ${t.winner} wins by ${gap}`;
  return `  Melee turn ${t.turn}: ${fires}. Combat Value attacker ${cv(t.attacker)}, defender ${cv(t.defender)} — ${verdict}.`;
}

/** The lines of an hour's charge and melee (none when it had neither). */
export function meleeLines(h: CombatHour): string[] {
  const out: string[] = [];
  if (h.charge) {
    const fire = h.charge.defenderFire.map((f, i) => `turn ${i + 1}: ${f.firings.map((x) => `${groupText(x)} D10 ${x.die} → ${x.hit}`).join(', ')} (${f.hits} marker${f.hits === 1 ? '' : 's'})`);
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
