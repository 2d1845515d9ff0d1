/**
 * The checks of a fire plan , each a clear sentence on the serial it concerns,
 * naming the serial (label and H-offsets, e.g. “Opening” (H−60 to H−30)), the battery and the numbers:
 * - `square`: on a table-square grid, squares smaller than 6" × 6" cannot be bombarded (1418,
 *   `assertBombardableSquare`; 001 §ARTILLERY, 000 §Artillery);
 * - `position`: a battery with no position on the map (its range cannot be checked), or a lift whose
 *   steps leave the map;
 * - `range`: the target beyond the battery's range: the NQM weapon range table (004 §WEAPON RANGE
 *   TABLE, `nqmRangeM`) and, at tactical scale, the 1418 range column (001 §CASUALTIES & ENDING THE
 *   BOUND; none for howitzers, or a row the edition lacks);
 * - `unpack`: a battery that moved at `movedAtMin` cannot fire before `movedAtMin + UNPACK_MIN`
 *   (10 min, *ruling*; 001 §ARTILLERY packing and unpacking); with the 1916 rules on, the limber table's
 *   unlimbering and set-up by the gun's size instead (`setUpMin1916`: small 0, medium 10, large 15 min);
 * - `overlap`: a battery given two serials at overlapping times;
 * - `calibre`: an HE serial whose battery is too light to disorganise an enemy target's position
 *   (004 §ARTILLERY EFFECT TABLE: open 45 mm, dug in 80 mm, fortified 160 mm);
 * - `fu`: a battery's FU over the plan (in time order; per started hour, or 2 hours harassing, of each
 *   serial or whole lift at either scale, spent on the step where each shoot begins: `firePlanView`)
 *   beyond what it holds (`fuHeld` or its type's default), reported on the serial where it runs out;
 * - `friendly`: a friendly unit (`unitId`) under, or within the safety distance (300 m, *ruling*) of, an
 *   HE or gas serial's beaten zone or template (units at their present positions); the map's rings
 *   (`src/map/firePlanShapes.ts`) are these.
 * - `beforeStart`: a serial that falls before the campaign's start: plotted, never fired;
 * - `air`: an air unit that will not fly the serial — at tactical scale (the bound engine has no air), or
 *   a smoke or gas serial. Air units need no position, have no range, FU or calibre to check; two serials
 *   at once are an `overlap`.
 * Pure; a plan of 60 serials on the Cambrai order of battle checks in a few milliseconds.
 */
import {
  DISORGANISE_MIN_CALIBRE_MM,
  FRIENDLY_SAFETY_M,
  UNPACK_MIN,
  calibreDisorganises,
  distanceM,
  expandSerials,
  type Protection,
  type TimedSerial,
} from '../../rules/artillery/index.ts';
import { assertBombardableSquare } from '../../rules/grid.ts';
import { characteristics } from '../../rules/tables/characteristics1418.ts';
import { characteristicFor, UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { clockText } from '../model/localTime.ts';
import { deRosaOn, module1916On, settingsOf } from '../model/settings.ts';
import { setUpMin1916 } from '../../rules/tables/transport1916.ts';
import { artilleryOf, compileFirePlan, firePlanView } from './state.ts';
import { isAirUnit } from '../model/artilleryUnits.ts';
import { zoneRadiusM } from './targets.ts';
import { unitPosition } from '../model/selectors.ts';
import type { TerrainQuery } from '../ground/terrainQuery.ts';
import type { CampaignState, FirePlan, UnitId } from '../model/types.ts';

/** The kinds of problem `checkFirePlan` reports. */
export type SerialProblemKind = 'range' | 'overlap' | 'unpack' | 'calibre' | 'fu' | 'friendly' | 'square' | 'position' | 'beforeStart' | 'air';

/** The kinds of problem that stop a plan being fired for real (the fold refuses the firing); the others are warnings the umpire may fire through. */
export const BLOCKING_PROBLEMS: ReadonlySet<SerialProblemKind> = new Set(['fu', 'beforeStart']);

/**
 * One problem: the serial (a lift's id for a lift that cannot be expanded), the battery when it is
 * about one, the friendly unit at risk for kind 'friendly' (`unitId`), the kind and the sentence.
 */
export type SerialProblem = { serialId: string; batteryId?: UnitId; unitId?: UnitId; kind: SerialProblemKind; message: string };

const PROTECTION_WORDS: Record<Protection, string> = { open: 'in the open', dugIn: 'dug in', fort: 'fortified' };

/** An H-offset as the planner prints it: `H`, `H−60` (minus sign), `H+15`. */
export function hOffsetText(offsetMin: number): string {
  return offsetMin === 0 ? 'H' : offsetMin < 0 ? `H\u2212${-offsetMin}` : `H+${offsetMin}`;
}

/** A serial named in messages: `serial “Opening” (H−60 to H−30)` (its id when it has no label). */
export function serialName(s: Pick<TimedSerial, 'id' | 'label' | 'startOffsetMin' | 'durationMin'>): string {
  return `serial “${s.label || s.id}” (${hOffsetText(s.startOffsetMin)} to ${hOffsetText(s.startOffsetMin + s.durationMin)})`;
}

/** Two distances in the same unit and precision, so they never print alike when they differ: `16.2 km` / `15.0 km`, `1520 m` / `1500 m`. */
function lengths(a: number, b: number): [string, string] {
  if (Math.min(a, b) < 1000) return [`${Math.round(a)} m`, `${Math.round(b)} m`];
  for (const digits of [1, 2, 3]) {
    const x = (a / 1000).toFixed(digits);
    const y = (b / 1000).toFixed(digits);
    if (x !== y || digits === 3) return [`${x} km`, `${y} km`];
  }
  return ['', ''];
}

/** The lifts that expand (each alone), and a `position` problem for each one that does not. */
function expandable(state: CampaignState, plan: FirePlan, out: SerialProblem[]): FirePlan {
  const bad = new Set<string>();
  for (const lift of plan.lifts) {
    try {
      expandSerials({ hHourMin: plan.hHourMin, serials: [], lifts: [lift] }, state.grid);
    } catch (e) {
      bad.add(lift.id);
      out.push({ serialId: lift.id, kind: 'position', message: `Lift “${lift.label || lift.id}”: ${(e as Error).message.replace(/^expandSerials: /, '')}.` });
    }
  }
  return bad.size === 0 ? plan : { ...plan, lifts: plan.lifts.filter((l) => !bad.has(l.id)) };
}

/**
 * Every problem of `plan` in `state` (see the module note), serial by serial in time order (lift
 * problems first). `terrain`: a query on the grid's origin for fortifications, or null. Pure; never
 * throws for a plan the fold accepted.
 */
export function checkFirePlan(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null): SerialProblem[] {
  const lifts: SerialProblem[] = [];
  const usable = expandable(state, plan, lifts);
  const view = firePlanView(state, usable, terrain);
  const serials = compileFirePlan(state, usable, terrain).serials;
  const order = new Map(serials.map((s, i) => [s.id, i]));
  const out: SerialProblem[] = [];
  const at = (min: number) => clockText(state, min);
  const name = (id: UnitId) => state.units[id]?.shortName ?? id;

  let squareProblem: string | null = null;
  if (state.grid.scheme === 'table') {
    try {
      assertBombardableSquare(state.grid);
    } catch (e) {
      squareProblem = (e as Error).message;
    }
  }
  const busy = new Map<UnitId, { serial: TimedSerial }[]>();
  const fuSpent = new Map<UnitId, number>();
  const radiusM = zoneRadiusM(plan);
  const zone = plan.scale === 'tactical' ? 'template' : 'beaten zone';

  for (const { serial, batteryIds, targets, nearby, fuPerBattery } of view.serials) {
    const head = serialName(serial);
    const Head = head[0]!.toUpperCase() + head.slice(1);
    const add = (kind: SerialProblemKind, message: string, batteryId?: UnitId, unitId?: UnitId) => {
      const p: SerialProblem = { serialId: serial.id, kind, message: `${Head}: ${message}` };
      if (batteryId !== undefined) p.batteryId = batteryId;
      if (unitId !== undefined) p.unitId = unitId;
      out.push(p);
    };
    if (serial.startMin < 0) {
      add('beforeStart', `starts at ${at(serial.startMin)}, before the campaign's clock begins (${at(0)}): it can be plotted and its effect estimated, but not fired for real.`);
    }
    if (squareProblem !== null) add('square', `${serial.targetRef} cannot be bombarded: ${squareProblem}.`);
    for (const b of batteryIds) {
      const unit = state.units[b]!;
      if (isAirUnit(unit)) {
        if (plan.scale === 'tactical') add('air', `${name(b)} is an air unit: aircraft attack at the operational scale (NQM air to ground fire); at tactical scale it does not fly.`, b);
        else if (serial.shell !== 'HE') add('air', `${name(b)} is an air unit: aircraft attack with HE only; it does not fly a ${serial.shell} serial.`, b);
        const flying = busy.get(b) ?? [];
        const clash = flying.find((o) => o.serial.endMin > serial.startMin);
        if (clash) add('overlap', `${name(b)} is also flying ${serialName(clash.serial)} at the same time.`, b);
        flying.push({ serial });
        busy.set(b, flying);
        continue;
      }
      const art = artilleryOf(state, b);
      const pos = unitPosition(state, b);
      if (!pos) add('position', `${name(b)} has no position on the map, so its range cannot be checked; place it first.`, b);
      else {
        const d = distanceM(state.grid, pos, serial.targetPos);
        if (d > art.rangeM) {
          const [x, y] = lengths(d, art.rangeM);
          add('range', `${name(b)} is ${x} from ${serial.targetRef}; its range is ${y} (NQM weapon range table, ${art.rangeRow}).`, b);
        }
        if (plan.scale === 'tactical') {
          const row = tacticalRow(unit.type, plan.edition);
          if (row && row.rangeM !== null && d > row.rangeM) {
            const [x, y] = lengths(d, row.rangeM);
            add('range', `${name(b)} is ${x} from ${serial.targetRef}; its 1418 range is ${y} (1418 characteristics, ${row.label}).`, b);
          }
        }
      }
      const moved = unit.movedAtMin;
      // 1916: unlimbering and setting up by the gun's size (002 §2.4), else NQM's unpacking.
      const limber1916 = module1916On(settingsOf(state));
      const unpackMin = limber1916 ? setUpMin1916(art.calibreMm) : UNPACK_MIN;
      if (moved !== undefined && unpackMin > 0 && serial.startMin < moved + unpackMin && serial.endMin > moved) {
        const unpacked = `${at(moved + unpackMin)} (${unpackMin} min${limber1916 ? ', 1916 limber table' : ''})`;
        add(
          'unpack',
          serial.startMin >= moved
            ? `${name(b)} moved at ${at(moved)} and cannot fire before it has unpacked at ${unpacked}; the serial starts at ${at(serial.startMin)}.`
            : `${name(b)} moved at ${at(moved)}, during the serial (${at(serial.startMin)} to ${at(serial.endMin)}), and cannot fire again before it has unpacked at ${unpacked}.`,
          b,
        );
      }
      const before = busy.get(b) ?? [];
      const clash = before.find((o) => o.serial.endMin > serial.startMin);
      if (clash) add('overlap', `${name(b)} is also firing ${serialName(clash.serial)} at the same time.`, b);
      before.push({ serial });
      busy.set(b, before);
      if (serial.shell === 'HE') {
        const light = targets.filter((t) => !t.friendly && !calibreDisorganises(art.calibreMm, t.protection));
        if (light.length > 0) {
          const list = light.map((t) => `${name(t.unitId)} (${PROTECTION_WORDS[t.protection]}: needs ${DISORGANISE_MIN_CALIBRE_MM[t.protection]} mm)`).join(', ');
          add('calibre', `${name(b)} (${art.calibreMm} mm) is too light to disorganise ${list} (NQM artillery effect table).`, b);
        }
      }
      const was = fuSpent.get(b) ?? 0;
      const now = was + fuPerBattery;
      fuSpent.set(b, now);
      if (was <= art.fuHeld && now > art.fuHeld) {
        // De Rosa (003 §Ammo Supply "Field guns: four fire turns per battery"): a field-gun battery's FU are its fire turns.
        const turns = deRosaOn(settingsOf(state)) && unit.type === 'fieldGun' ? ' (De Rosa: a field-gun battery carries four fire turns, then its limbers must come up: a resupply run rolls its D10)' : '';
        add('fu', `${name(b)} holds ${art.fuHeld} FU; the plan spends ${now} FU from it by the end of this serial, ${now - art.fuHeld} FU more than it holds${turns}.`, b);
      }
    }
    if (serial.shell !== 'smoke') {
      for (const { unit, distanceM: d } of nearby) {
        if (unit.side !== plan.side) continue;
        const edge = d - unit.halfFrontageM - radiusM;
        add(
          'friendly',
          edge <= 0
            ? `${name(unit.id)} (friendly) is under the ${zone} at ${serial.targetRef}, ${Math.round(d)} m from the aim point.`
            : `${name(unit.id)} (friendly) is ${Math.round(edge)} m from the edge of the ${zone} at ${serial.targetRef}, inside the ${FRIENDLY_SAFETY_M} m safety distance.`,
          undefined,
          unit.id,
        );
      }
    }
  }
  const rank = (p: SerialProblem) => order.get(p.serialId) ?? -1;
  return [...lifts, ...out.sort((a, b) => rank(a) - rank(b))];
}

function tacticalRow(type: keyof typeof UNIT_TYPES, edition: FirePlan['edition']): { rangeM: number | null; label: string } | null {
  try {
    return characteristics(characteristicFor(type, edition), edition);
  } catch {
    return null;
  }
}
