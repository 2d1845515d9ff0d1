/**
 * Marching into contact, as a property over random layouts (fast-check): after any clock step no two
 * opposing ground units' positions stand within contact range of each other without a contact between them, and no
 * march passes through an enemy: every march stays clear of every standing enemy's ground (its centre no
 * nearer than the two units' radii, where it started clear of it) — docs/RULINGS.md §Marching into contact.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import { footprintIn, groundUnits } from '../../src/campaign/ground/ground.ts';
import type { CampaignRoute } from '../../src/campaign/model/turnTypes.ts';
import type { Unit } from '../../src/campaign/model/types.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { at, openGoing, turnScenario } from './campaign-turn-fixture.ts';

const GRID = turnScenario().grid;
const proj = gridProjection(GRID);
const local = (p: { lon: number; lat: number }) => proj.toLocal(p);

/** Distance from point p to the segment a–b, metres. */
function toSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

const unitArb = fc.record({
  blue: fc.boolean(),
  echelon: fc.constantFrom('battalion' as const, 'company' as const, 'platoon' as const),
  type: fc.constantFrom('infantry' as const, 'cavalry' as const, 'tankHeavy' as const, 'machineGun' as const),
  grade: fc.constantFrom('E' as const, 'V' as const, 'R' as const, 'C' as const, 'M' as const),
  e: fc.integer({ min: 1000, max: 9000 }),
  n: fc.integer({ min: 1000, max: 9000 }),
  to: fc.option(fc.record({ e: fc.integer({ min: 0, max: 10000 }), n: fc.integer({ min: 0, max: 10000 }) }), { nil: undefined }),
  road: fc.boolean(),
});

describe('marching into contact: properties', () => {
  it('after a step no opposing units stand within contact range without a contact, and no march passes through an enemy', () => {
    fc.assert(
      fc.property(fc.array(unitArb, { minLength: 2, maxLength: 24 }), fc.integer(), (layout, seed) => {
        const base = turnScenario();
        const units: Unit[] = layout.map((u, i) => ({
          id: `${u.blue ? 'b' : 'r'}${i}`, side: u.blue ? 'blue' : 'red', name: `U${i}`, shortName: `U${i}`, echelon: u.echelon, type: u.type, grade: u.grade,
          bases: 4, establishmentBases: 4, injuredBases: 0, dugIn: false, pos: at(u.e, u.n),
        }));
        let s = stateFromScenario({ ...base, units });
        const routes = Object.create(null) as Record<string, CampaignRoute>;
        layout.forEach((u, i) => {
          if (!u.to) return;
          const id = units[i]!.id;
          routes[id] = { unitId: id, waypoints: [{ ref: 'p', pos: at(u.to.e, u.to.n) }], mode: u.road ? 'roadMarch' : 'moveToContact', posture: 'advance', issuedById: id, issuedAtMin: 0, effectiveAtMin: 0, passed: 0, stop: null };
        });
        s = { ...s, routes };
        const before = new Map(groundUnits(s).map((g) => [g.unit.id, { x: g.at.xM, y: g.at.yM, r: (footprintIn(g, openGoing)?.frontageM ?? 0) / 2, moving: Object.hasOwn(routes, g.unit.id) }]));
        const p = planTurn(s, 60, () => ({ move: 'open', road: true }), seededDice(seed));
        const after = applyEvent(s, { seq: s.seq + 1, at: 60, type: 'clock.advanced', v: 1, payload: p } as CampaignEvent);
        // No march passes through a standing enemy: its segment stays at least the two radii from the enemy's centre.
        for (const m of p.moves ?? []) {
          const a = before.get(m.unitId)!;
          const to = local(m.to);
          for (const [id, e] of before) {
            // (a march that starts on an enemy's ground is in contact where it stands: nothing to cross)
            if (e.moving || after.units[id]!.side === after.units[m.unitId]!.side || Math.hypot(a.x - e.x, a.y - e.y) < a.r + e.r) continue;
            expect(toSegment({ x: e.x, y: e.y }, a, { x: to.eastingM, y: to.northingM })).toBeGreaterThanOrEqual(a.r + e.r - 1e-6);
          }
        }
        // No opposing pair stands within contact range without a contact between them.
        const held = new Set(Object.values(after.contacts ?? {}).flatMap((c) => c.blueIds.flatMap((b) => c.redIds.map((r) => `${b}|${r}`))));
        const ground = groundUnits(after);
        for (const b of ground.filter((g) => g.unit.side === 'blue')) {
          for (const r of ground.filter((g) => g.unit.side === 'red')) {
            const gap = Math.hypot(b.at.xM - r.at.xM, b.at.yM - r.at.yM); // positions (docs/RULINGS.md §Marching into contact)
            if (gap < Math.max(b.ranges.contactM, r.ranges.contactM) - 1) expect(held.has(`${b.unit.id}|${r.unit.id}`)).toBe(true);
          }
        }
      }),
      { numRuns: 200, seed: 28 },
    );
  });
});
