/**
 * A cavalry unit's horses in the unit panel (1916 module, `002_0a64821d231c1bbf.txt` §2.2 "Cavalry
 * Functions"), shown while the 1916 rules are on: `region` "Horses" saying whether it is mounted or dismounted
 * (since when, a base holding the horses, marching on foot) and the button "Dismount" or "Mount", which writes
 * one `cavalry.horses`; when it may not, the button is disabled and the reason shown. All text is rendered as text.
 */
import { clockText, horsesProblem, type CampaignState, type Unit } from '../../campaign/index.ts';
import { HORSE_HOLDER_BASES, MOUNT_MIN_1916 } from '../../rules/tables/cavalry1916.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import type { DeskWriter } from '../deskHost.ts';

/** Props: the state, the cavalry unit, the desk's writer. */
export type HorsesSectionProps = { state: CampaignState; unit: Unit; writer: DeskWriter };

/** What the section says of `unit`'s horses: `Mounted.` or `Dismounted since 07:20: 1 base holds the horses; it marches on foot and fights with 2 bases.` */
export function horsesText(state: CampaignState, unit: Unit): string {
  if (unit.horses?.dismounted !== true) return 'Mounted.';
  const fighting = Math.max(0, unit.bases - HORSE_HOLDER_BASES);
  return `Dismounted since ${clockText(state, unit.horses.atMin)}: ${HORSE_HOLDER_BASES} base holds the horses; it marches on foot and fights with ${fighting} base${fighting === 1 ? '' : 's'}.`;
}

/** The section. */
export function HorsesSection({ state, unit, writer }: HorsesSectionProps) {
  const { busy, error, write } = useDeskWrite(writer);
  const dismount = unit.horses?.dismounted !== true;
  const why = horsesProblem(state, unit, dismount);
  const act = () => void write({ type: 'cavalry.horses', v: 1, payload: { unitId: unit.id, dismounted: dismount } }, dismount ? `${unit.shortName} dismounted: a base holds the horses.` : `${unit.shortName} mounted again.`);
  return (
    <section className="unit-section horses" aria-label="Horses">
      <h3>Horses (1916)</h3>
      <p>{horsesText(state, unit)}</p>
      <p className="field-note">Mounting or dismounting takes a quarter of a turn ({MOUNT_MIN_1916} min) before the unit marches.</p>
      {why !== null && <p className="field-note">{`Cannot ${dismount ? 'dismount' : 'mount'}: ${why}.`}</p>}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="button" disabled={why !== null || busy} onClick={act}>
        {dismount ? 'Dismount' : 'Mount'}
      </button>
    </section>
  );
}
