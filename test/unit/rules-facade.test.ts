/**
 * The rules facade (src/rules/index.ts, `../shared/API.md`): its exports exist and work, and it
 * imports in plain Node (`node --import tsx`) with no Vite, browser or DOM.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as rules from '../../src/rules/index.ts';
import type { Edition, Grade, GridDef, LonLat } from '../../src/rules/index.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const CAMBRAI: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };

describe('rules facade', () => {
  it('exports the API.md grid functions, working', () => {
    expect(rules.gridRefToLocal(CAMBRAI, '053 124')).toEqual({ eastingM: 5300, northingM: 12400, sizeM: 100 });
    const p: LonLat = rules.gridRefToPoint(CAMBRAI, '0512');
    expect(rules.pointToGridRef(CAMBRAI, p, 4)).toBe('0512');
    const local = rules.gridProjection(CAMBRAI).toLocal(p);
    expect(local.eastingM).toBeCloseTo(5500, 6);
    expect(() => rules.gridRefToLocal(CAMBRAI, '9999')).toThrow(rules.GridRefError);
    expect(rules.gridExtentText(CAMBRAI)).toBe('0000 to 2724 (28 × 25 km)');
    expect(rules.columnLetters(26)).toBe('AA');
  });

  it('exports the tables', () => {
    expect(rules.UNIT_TYPES.fieldGun.characteristic).toBe('fieldGun');
    expect(rules.CHARACTERISTICS_1418.fieldGun.rangeM).toBe(2000);
    for (const id of rules.UNIT_TYPE_IDS) {
      const c = rules.UNIT_TYPES[id].characteristic;
      if (c !== null) expect(rules.CHARACTERISTICS_1418[c]).toBeDefined();
    }
    expect(rules.isUnitTypeId('cavalry')).toBe(true);
    const e: Edition = 'v0.8';
    const g: Grade = 'V';
    expect([e, g]).toEqual(['v0.8', 'V']);
  });

  it('exports the 1418 rules, the bound engine and the dice', () => {
    expect(rules.allowedActions('advance', { dugIn: true, underFire: true })).toEqual(['stay']);
    expect(rules.dicePool(2, 3)).toBe(3);
    expect(rules.bombardmentShots([2, 2, 2, 2])).toEqual({ shots: 8, maxOnOneTarget: 4 });
    expect(rules.seededDice(5).roll(4, 'x')).toEqual(rules.seededDice(5).roll(4, 'x'));
    expect(rules.scriptedDice([3, 4]).roll(2, 'x')).toEqual([3, 4]);
    expect(() => rules.typedDice([]).roll(1, 'step 1')).toThrow(rules.DiceNeeded);
    for (const f of ['createEngagement', 'planBound', 'executeStep', 'runBound', 'formatRecord'] as const) {
      expect(typeof rules[f], f).toBe('function');
    }
  });

  it('imports in plain Node', () => {
    const script = [
      "import('./src/rules/index.ts').then((m) => {",
      "  const g = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };",
      "  const out = { ref: m.pointToGridRef(g, m.gridRefToPoint(g, '053124')), dom: typeof document, keys: Object.keys(m).length };",
      '  process.stdout.write(JSON.stringify(out));',
      '});',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
    const parsed = JSON.parse(out) as { ref: string; dom: string; keys: number };
    expect(parsed.ref).toBe('053124');
    expect(parsed.dom).toBe('undefined');
    expect(parsed.keys).toBe(Object.keys(rules).length);
  });
});
