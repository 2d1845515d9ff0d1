/**
 * The execution order of each edition, step by step: v0.8's ten steps (001 §EXECUTING) and v0.7's
 * "(#)" and seven steps (000 §Order of everything and executing moves), with the engine's readings
 * for those the seed leaves out (see `engine.ts`).
 */
import { describe, expect, it } from 'vitest';
import { boundSteps, createEngagement, runBound, type RecordEntry, type SubUnitInput } from '../../src/rules/bound/index.ts';
import { seededDice } from '../../src/rules/dice.ts';
import type { Edition } from '../../src/rules/types.ts';
import { env, planned, row } from './bound-helpers.ts';

describe('the steps', () => {
  it('v0.8: 1–10, then melee and the end of the bound', () => {
    expect(boundSteps('v0.8').map((s) => [s.label, s.kind])).toEqual([
      ['1', 'shoot'], ['2', 'shoot'], ['3', 'mark'], ['4', 'shoot'], ['5', 'shoot'], ['6', 'move'], ['7', 'move'], ['8', 'move'], ['9', 'shoot'], ['10', 'shoot'], ['melee', 'melee'], ['end', 'end'],
    ]);
    expect(boundSteps('v0.8')[0]!.title).toBe('All dug in (for 1 bound or longer) Artillery and Heavy Weapons, now shoot.');
  });
  it('v0.7: (#), 1–7, then melee and the end of the bound', () => {
    expect(boundSteps('v0.7').map((s) => s.label)).toEqual(['#', '1', '2', '3', '4', '5', '6', '7', 'melee', 'end']);
    expect(boundSteps('v0.7')[5]!.title).toBe('Movement is enacted with all foot bases (assaulting first, then normals, then those who were dug in when started to move)');
  });
});

/** Every kind of sub-unit, each shooting at a far target (blue at y ≤ 0, red at y = 250…). */
function everyone(edition: Edition) {
  // Formation H holds (its sub-units stay put and shoot); B advances (its sub-units move).
  const blue = (id: string, characteristic: SubUnitInput['characteristic'], x: number, extra: Partial<SubUnitInput> = {}, base = {}): SubUnitInput => ({
    id,
    formationId: 'H',
    name: id,
    characteristic,
    bases: row(id, x, 0, 1, base),
    ...extra,
  });
  const s = createEngagement({
    edition,
    formations: [
      { id: 'B', side: 'blue', name: 'Blue', role: 'infantry' },
      { id: 'H', side: 'blue', name: 'Blue holding', role: 'infantry', resilience: 4 },
      { id: 'G', side: 'blue', name: 'Guns', role: 'artillery' },
      { id: 'N', side: 'blue', name: 'Rail', role: 'navalRail' },
      { id: 'R', side: 'red', name: 'Red', role: 'infantry' },
    ],
    subUnits: [
      { id: 'inf', formationId: 'B', name: 'inf', characteristic: 'lineInf', bases: row('i', 0, -600, 1) },
      blue('hmgDug', 'machineguns', 100, {}, { dugIn: true, dugInBounds: 2 }),
      blue('hmgNew', 'machineguns', 200, {}, { dugIn: true, dugInBounds: 0 }),
      blue('hmg', 'machineguns', 300, { everMoved: true }),
      { ...blue('hmgMoved', 'machineguns', 400, { movedLastBound: true }), formationId: 'B' },
      blue('dug', 'lineInf', 500, {}, { dugIn: true }),
      { ...blue('leaver', 'lineInf', 600, {}, { dugIn: true }), formationId: 'B' },
      { ...blue('open', 'lineInf', 700), formationId: 'B' },
      { ...blue('mover', 'lineInf', 800), formationId: 'B' },
      { ...blue('assault', 'lineInf', 900), formationId: 'B' },
      { id: 'gun', formationId: 'G', name: 'gun', characteristic: 'fieldGun', bases: row('gun', 1000, 0, 1) },
      { id: 'rail', formationId: 'N', name: 'rail', characteristic: 'fieldGun', bases: row('rail', 1100, -900, 1) },
      { id: 'red', formationId: 'R', name: 'red', characteristic: 'lineInf', bases: row('r', 500, 250, 12, { facingDeg: 180 }) },
    ],
  });
  const fire = { action: 'stay' as const, fireAtId: 'red' };
  const away = [{ xM: 0, yM: -2000 }];
  return planned(s, {
    commands: { B: { kind: 'advance' }, H: { kind: 'hold' }, G: { kind: 'hold' }, N: { kind: 'hold' }, R: { kind: 'hold' } },
    subUnits: {
      inf: { action: 'move', path: away },
      hmgDug: fire,
      hmgNew: fire,
      hmg: fire,
      hmgMoved: { action: 'move', path: away, fireAtId: 'red' },
      dug: fire,
      leaver: { action: 'move', path: away, fireAtId: 'red' },
      open: { action: 'move', path: away, fireAtId: 'red' },
      mover: { action: 'move', path: away },
      assault: { action: 'move', path: away },
      gun: fire,
      rail: { action: 'stay', fireAtId: 'red' },
    },
  });
}

/** Step of each shooter's shot (or no-shot), each mover's move and each mark, in record order. */
function who(records: readonly RecordEntry[]): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const r of records) {
    if (r.kind === 'shot' || r.kind === 'noShot') out.push([r.step, 'shoot', r.shooterId]);
    if (r.kind === 'move') out.push([r.step, 'move', r.subUnitId]);
    if (r.kind === 'mark') out.push([r.step, 'mark', r.subUnitId]);
  }
  return out;
}

describe('who acts when', () => {
  it('v0.8 (001 §EXECUTING)', () => {
    const r = runBound(everyone('v0.8'), env(seededDice(1)));
    expect(who(r.records)).toEqual([
      ['1', 'shoot', 'hmgDug'], // dug in a bound or longer
      ['2', 'shoot', 'hmg'], // did not move or dig in last bound
      ['2', 'shoot', 'gun'], // direct fire, with the artillery
      ['3', 'mark', 'leaver'], // dug-in infantry planning to leave
      ['4', 'shoot', 'hmgNew'], // dug in last bound: neither 1 nor 2 — shoots with the dug-in infantry (ours)
      ['4', 'shoot', 'dug'],
      ['4', 'shoot', 'leaver'],
      ['5', 'shoot', 'hmgMoved'], // moved last bound: shoots with the infantry (ours)
      ['5', 'shoot', 'open'],
      ['7', 'move', 'inf'],
      ['7', 'move', 'hmgMoved'],
      ['7', 'move', 'open'],
      ['7', 'move', 'mover'],
      ['7', 'move', 'assault'],
      ['8', 'move', 'leaver'], // dug-in infantry move last
      ['10', 'shoot', 'rail'],
    ]);
  });

  it('v0.7 (000 §Order of everything)', () => {
    const r = runBound(everyone('v0.7'), env(seededDice(1)));
    expect(who(r.records)).toEqual([
      ['#', 'mark', 'inf'],
      ['#', 'mark', 'hmgMoved'],
      ['#', 'mark', 'leaver'],
      ['#', 'mark', 'open'],
      ['#', 'mark', 'mover'],
      ['#', 'mark', 'assault'],
      ['1', 'shoot', 'hmgDug'], // stationary the whole game, dug in first…
      ['1', 'shoot', 'hmgNew'],
      ['1', 'shoot', 'gun'], // …then the others
      ['2', 'shoot', 'hmg'], // stationary last bound, moved before
      ['3', 'shoot', 'dug'],
      ['3', 'shoot', 'leaver'],
      ['4', 'shoot', 'hmgMoved'],
      ['4', 'shoot', 'open'],
      ['5', 'move', 'inf'],
      ['5', 'move', 'hmgMoved'],
      ['5', 'move', 'open'],
      ['5', 'move', 'mover'],
      ['5', 'move', 'assault'],
      ['5', 'move', 'leaver'],
      ['7', 'shoot', 'rail'],
    ]);
  });

  it('assaulting infantry move first (v0.8 step 6) and shoot after the moves (step 9)', () => {
    const s = createEngagement({
      formations: [
        { id: 'B', side: 'blue', name: 'Blue', role: 'infantry' },
        { id: 'R', side: 'red', name: 'Red', role: 'infantry' },
      ],
      subUnits: [
        { id: 'a', formationId: 'B', name: 'a', characteristic: 'lineInf', bases: row('a', 0, 0, 4) },
        { id: 'm', formationId: 'B', name: 'm', characteristic: 'lineInf', underFire: true, bases: row('m', 400, 0, 1) },
        { id: 'e', formationId: 'R', name: 'e', characteristic: 'lineInf', bases: row('e', 0, 280, 4, { facingDeg: 180 }) },
      ],
    });
    const p = planned(s, { commands: { B: { kind: 'assault' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'assault', assaultAtId: 'e' }, m: { action: 'findCover', path: [{ xM: 400, yM: -100 }] } } });
    expect(who(runBound(p, env(seededDice(2))).records)).toEqual([
      ['6', 'move', 'a'],
      ['7', 'move', 'm'],
      ['9', 'shoot', 'a'],
    ]);
  });
});

describe('v0.7: "those dug in before others" inside a step', () => {
  it('a dug-in gun\'s hits land before the others in the same step shoot', () => {
    const s = createEngagement({
      edition: 'v0.7',
      formations: [
        { id: 'B', side: 'blue', name: 'Blue', role: 'infantry', resilience: 4 },
        { id: 'R', side: 'red', name: 'Red', role: 'infantry', resilience: 4 },
      ],
      subUnits: [
        { id: 'mgB', formationId: 'B', name: 'Blue MG', characteristic: 'machineguns', bases: row('b', 0, 0, 1, { dugIn: true }) },
        { id: 'mgR', formationId: 'R', name: 'Red MG', characteristic: 'machineguns', bases: row('r', 0, 300, 1, { injury: 'old', facingDeg: 180 }) },
      ],
    });
    const p = planned(s, { subUnits: { mgB: { action: 'stay', fireAtId: 'mgR' }, mgR: { action: 'stay', fireAtId: 'mgB' } } });
    const r = runBound(p, env([6, 1, 1]));
    expect(who(r.records)).toEqual([['1', 'shoot', 'mgB']]);
  });
});
