/**
 * The morale events of the De Rosa module (`003_11ff81f41091c16b.txt` "Morale"; docs/RULINGS.md §De Rosa on
 * the campaign map). `morale.tested`: a unit takes the D10 morale test for one of the seed's reasons (A–E),
 * against the chart by the figures it has left (`unitFigures`: its subtree's share of 20; artillery and machine guns by strength); a
 * failure drops it one state (Good → Shaken → Routed), a passed rally raises it one. The recorded result
 * must follow from the die. Refused, naming the path: a unit with no base, a rally by a unit of Good morale.
 */
import { figuresOf, moraleTest } from '../../rules/deRosa.ts';
import { DE_ROSA_MORALE_WORDS, DE_ROSA_REASONS, type DeRosaMorale } from '../../rules/tables/deRosa.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { stepState, unitAt, unitsWith } from '../model/checks.ts';
import { subtreeStrength } from '../model/selectors.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { EventError } from '../model/eventError.ts';
import type { CampaignState, Unit } from '../model/types.ts';
import { MORALE_PAYLOADS, type MoralePayloads } from './payloads.ts';

type Payload = MoralePayloads['morale.tested'];

/** A unit's De Rosa morale: its `deRosaMorale`, Good when absent. */
export const moraleOf = (u: Pick<Unit, 'deRosaMorale'>): DeRosaMorale => u.deRosaMorale ?? 'good';

/** Whether a unit tests by strength as the chart's "Artillery/MGs" do: guns of every kind, machine guns and mortars. */
export function testsAsGuns(u: Pick<Unit, 'type'>): boolean {
  const arm = UNIT_TYPES[u.type]?.arm;
  return u.type === 'machineGun' || u.type === 'machineGunEarly' || arm === 'fieldArtillery' || arm === 'heavyArtillery' || arm === 'mortar';
}

/**
 * A unit's De Rosa figures (`figuresOf`): the bases of its whole subtree (a battalion with its companies)
 * as a share of their establishment, of 20.
 */
export function unitFigures(state: CampaignState, u: Unit): number {
  const s = subtreeStrength(state, u.id);
  return figuresOf(s.bases, Math.max(s.establishmentBases, s.bases, 1));
}

/** The test `p` takes for its unit in `state` (see the module note), or the refusal. */
export function resolveMoraleTest(state: CampaignState, p: Pick<Payload, 'unitId' | 'reason' | 'die'>) {
  const u = unitAt(state, p.unitId, 'payload.unitId');
  const figures = unitFigures(state, u);
  if (figures === 0) throw new EventError(`${u.shortName} has no base left to test`, 'payload.unitId');
  try {
    return { unit: u, test: moraleTest(p.reason, moraleOf(u), figures, p.die, testsAsGuns(u)) };
  } catch (e) {
    throw new EventError(`${u.shortName}: ${e instanceof Error ? e.message.replace(/^reason: /, '') : String(e)}`, 'payload.reason');
  }
}

function applyMoraleTested(state: CampaignState, event: { seq: number; at: number; payload: Payload }): CampaignState {
  const { unit, test } = resolveMoraleTest(state, event.payload);
  const r = event.payload.result;
  if (r.target !== test.target || r.passed !== test.passed || r.before !== test.before || r.after !== test.after) {
    throw new EventError(`the recorded result does not follow from the die on the morale chart (needs ${test.target}, ${test.after})`, 'payload.result');
  }
  const next: Unit = { ...unit };
  if (test.after === 'good') delete next.deRosaMorale;
  else next.deRosaMorale = test.after;
  // Going Routed starts its two moves to the rear (003 "ROUTED"); rallying out of it ends them.
  if (test.after === 'routed' && test.before !== 'routed') next.routedAtMin = event.at;
  else if (test.after !== 'routed') delete next.routedAtMin;
  return stepState(state, event, { units: unitsWith(state, next) });
}

const WORDS = DE_ROSA_MORALE_WORDS;

const moraleTested = defineEvent({
  type: 'morale.tested',
  version: 1,
  migrations: {},
  payload: MORALE_PAYLOADS['morale.tested'],
  apply: applyMoraleTested,
  describe(event, state) {
    const p = event.payload;
    const name = state?.units[p.unitId]?.shortName ?? p.unitId;
    return `De Rosa morale test of ${name} (${DE_ROSA_REASONS[p.reason]}): D10 ${p.die}, needed ${p.result.target}: ${p.result.passed ? 'passed' : 'failed'}, ${WORDS[p.result.before]} → ${WORDS[p.result.after]}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

/** The morale events, in the order the registry lists them. */
export const MORALE_EVENTS = [moraleTested] as const;
