/**
 * The enemy marks of a seat's picture as units of the other side (ids `enemy-1` …, never a true id), each
 * named by what was seen and when; a mark that aged out or that an own unit's report has cleared
 * (`markGone`, docs/RULINGS.md §Enemy marks age out) stays in the list with no position and a note
 * saying why, so the seat's map no longer shows it and the reports that saw it still name it.
 */
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { clockText } from '../model/localTime.ts';
import type { PictureInfo } from '../model/pictureTypes.ts';
import { settingsOf } from '../model/settings.ts';
import type { CampaignState, SideId, Unit, UnitId } from '../model/types.ts';
import { markGone, type EnemyMark, type OwnSpot } from './sightings.ts';

/**
 * The units and picture info of `marks` for HQ `hq` at `atMin`, given where own units reported from
 * (`ownSpots`) and when each reported meeting the enemy (`metAt`: its contact reports' minutes).
 */
export function enemyMarkUnits(
  state: CampaignState,
  hq: Unit,
  marks: readonly EnemyMark[],
  ownSpots: readonly OwnSpot[],
  metAt: ReadonlyMap<UnitId, readonly number[]>,
  atMin: number,
): { units: Unit[]; info: PictureInfo['units'] } {
  const enemySide: SideId = hq.side === 'blue' ? 'red' : 'blue';
  const units: Unit[] = [];
  const info: PictureInfo['units'] = {};
  const expireMin = settingsOf(state).enemyMarksExpireMin ?? 0;
  // A unit met the enemy when the HQ had its contact report: what the seat knows, not the umpire's record.
  const metEnemy = (unitId: UnitId, fromMin: number, toMin: number) => (metAt.get(unitId) ?? []).some((m) => m >= fromMin && m <= toMin);
  for (const s of marks) {
    const id = s.id;
    const idf = s.value.identified;
    const what = idf ? `Enemy ${UNIT_TYPES[idf.type].label.toLowerCase()} ${idf.echelon}` : 'Unknown enemy';
    const when = clockText(state, s.madeAtMin);
    const gone = markGone(state.grid, s, ownSpots, atMin, expireMin, metEnemy);
    const seenNote = `Last seen ${when} (${s.value.seen}), reported by ${state.units[s.fromId]?.name ?? 'a unit'}; reached ${hq.name} ${clockText(state, s.receivedAtMin)}.`;
    const goneNote = gone === 'aged' ? ' No longer plotted: seen too long ago.' : gone === 'cleared' ? ' No longer plotted: an own unit has since reported from there without meeting the enemy.' : '';
    units.push({
      id,
      side: enemySide,
      name: `${what} (${s.value.seen} ${when})`,
      shortName: `${idf ? 'Enemy' : 'Unknown'} ${when}`,
      echelon: idf?.echelon ?? 'company',
      type: idf?.type ?? 'infantry',
      grade: 'R',
      bases: 0,
      establishmentBases: 0,
      injuredBases: 0,
      dugIn: false,
      ...(gone === null ? { pos: { ...s.value.pos } } : {}),
      notes: `${seenNote}${goneNote}`,
    });
    info[id] = { status: 'enemy', madeAtMin: s.madeAtMin, receivedAtMin: s.receivedAtMin, identified: idf !== null, ...(gone !== null ? { gone } : {}) };
  }
  return { units, info };
}
