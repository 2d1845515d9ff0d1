/**
 * A unit's fields named in the umpire's words wherever the desk speaks of them: the log and Undo
 * (`describeEvent` of `unit.edited`) and the refusals of the fold (`errorView` of an `EventError`).
 */
import { describe, expect, it } from 'vitest';
import { EventError, stateFromScenario } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { fieldLabelOfPath } from '../../src/campaign/model/unitFieldLabels.ts';
import { errorView } from '../../src/ui/errorText.ts';
import { tinyScenario } from './ui-fixture.ts';

describe('unit fields in the form’s words', () => {
  it('the log line of an edit names the fields as the form does', () => {
    const state = stateFromScenario(tinyScenario());
    const edit = { seq: 2, at: 0, type: 'unit.edited' as const, v: 1 as const, payload: { unitId: 'gb-6gordons', changes: { injuredBases: 1, dugIn: true, fuHeld: 3 } } };
    expect(describeEvent(edit, state)).toBe('edited 6th Gordon Highlanders (injured bases, dug in, FU held)');
  });

  it('a refusal about a field is headed by the field’s label; other refusals are left as they are', () => {
    expect(fieldLabelOfPath('payload.changes.calibreMm')).toBe('Calibre (mm)');
    expect(fieldLabelOfPath('payload.scenario.units[3].establishmentBases')).toBe('Establishment');
    expect(fieldLabelOfPath('payload.unitId')).toBeNull();
    expect(errorView(new EventError('expected a whole number 20…460, got 500', 'payload.changes.calibreMm'), 'Could not save').title).toBe(
      'Could not save: Calibre (mm): expected a whole number 20…460, got 500',
    );
    expect(errorView(new EventError('Injured bases must be 0…3 (the bases present), got 9', 'payload.changes.injuredBases')).title).toBe(
      'Injured bases must be 0…3 (the bases present), got 9',
    );
    expect(errorView(new EventError('unknown unit "gb-x"', 'payload.unitId')).title).toBe('unknown unit "gb-x"');
  });
});
