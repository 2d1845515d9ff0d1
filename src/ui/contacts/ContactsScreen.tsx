/**
 * The Contacts screen (`region` "Contacts", heading "Contacts"): the umpire's queue of
 * contacts the clock found (`table` "Contact queue", newest first; checkbox "Show closed contacts").
 * Each row: the time (row header), grid reference, blue units vs red units (short names), the closest
 * range band and gap ("effective range, 450 m"), the recce sequence in words, and the status (with the
 * result once closed). Open contacts offer "Settle" (`SettleDialog`), "Hand to the bound engine"
 * (`HandOffDialog`), "Plan a fire plan" (an operational fire plan on the defender by the attacking side's
 * batteries in range, `contactFirePlan`, saved and shown on the Fire plans screen) and "Dismiss" (`DismissDialog`); every contact "Show on map" (when the desk can),
 * and one handed to the bound engine "Open engagement". Row buttons are described by their row's time
 * and grid reference. The dialogs render into `document.body` (outside the desk, which the desk makes
 * inert while `onDialogChange` says one is open). Texts: `contactText.ts`.
 */
import type { FeatureCollection } from 'geojson';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { createTerrainQuery, contactFirePlan, type CampaignContact, type CampaignState } from '../../campaign/index.ts';
import type { CoverTerrain, PointM } from '../../rules/bound/types.ts';
import type { LonLat } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { CLOSED_STATUSES, closestText, contactTimeText, queueOf, recceText, refText, statusText, unitsText } from './contactText.ts';
import { DismissDialog } from './DismissDialog.tsx';
import { HandOffDialog } from './HandOffDialog.tsx';
import { SettleDialog } from './SettleDialog.tsx';
import { freshSeed } from '../engagement/seeds.ts';
import './contacts.css';
import { FormError } from '../FormFooter.tsx';
import { TableHead } from '../TableHead.tsx';

/**
 * Props: the open campaign; the map's terrain (null while it loads: the settle dialog then proposes open
 * ground); the desk's writer; open engagement `id` (after a hand-off, or from a row); show a point on
 * the campaign map (absent: no "Show on map"); `onDialogChange` told when a dialog opens or closes (the
 * desk may hide the page behind it); `newSeed` the seeds the dialogs start with (default: random).
 */
export type ContactsScreenProps = {
  campaign: CampaignState;
  terrain: FeatureCollection | null;
  writer: DeskWriter;
  onOpenEngagement(id: string): void;
  onShowOnMap?(pos: LonLat, ref: string): void;
  /** Show the Fire plans screen after "Plan a fire plan" saved plan `planId` (absent: stay here). */
  onOpenFirePlans?(planId: string): void;
  onDialogChange?(open: boolean): void;
  newSeed?(): number;
};

type OpenDialog = { kind: 'settle' | 'handOff' | 'dismiss'; contact: CampaignContact } | null;

/** The screen. */
export function ContactsScreen({ campaign, terrain, writer, onOpenEngagement, onShowOnMap, onOpenFirePlans, onDialogChange, newSeed = freshSeed }: ContactsScreenProps) {
  const id = useId();
  const [showClosed, setShowClosed] = useState(false);
  const [planError, setPlanError] = useState<string | null>(null);
  const planFire = async (c: CampaignContact) => {
    setPlanError(null);
    try {
      let planId = `fp-${c.id}`;
      for (let n = 2; campaign.firePlans && Object.hasOwn(campaign.firePlans, planId); n++) planId = `fp-${c.id}-${n}`;
      const plan = contactFirePlan(campaign, c, c.recceSide ?? 'blue', { planId, atMin: campaign.clockMin, seed: newSeed() });
      await writer.append({ type: 'fireplan.saved', v: 1, payload: { plan } }, `Saved fire plan “${plan.title}”: check and fire it before settling the attack.`);
      onOpenFirePlans?.(planId);
    } catch (e) {
      setPlanError(e instanceof Error ? e.message : String(e));
    }
  };
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { originLon, originLat } = campaign.grid;
  const coverAt = useMemo((): ((p: PointM) => CoverTerrain) | undefined => {
    if (!terrain) return undefined;
    try {
      const q = createTerrainQuery(terrain, { lon: originLon, lat: originLat });
      return (p) => q.terrainAt(p).cover;
    } catch {
      return undefined;
    }
  }, [terrain, originLon, originLat]);
  const open = dialog !== null;
  const dialogChange = useRef(onDialogChange);
  dialogChange.current = onDialogChange;
  useEffect(() => {
    if (!open) return;
    dialogChange.current?.(true);
    // Closed, or the screen goes away with it open (a hand-off opens the engagement): the desk is live again.
    return () => dialogChange.current?.(false);
  }, [open]);

  const rows = queueOf(campaign, showClosed);
  const all = Object.values(campaign.contacts ?? {});
  const closed = all.filter((c) => CLOSED_STATUSES.has(c.status)).length;
  const openCount = all.filter((c) => c.status === 'open').length;
  const close = () => setDialog(null);

  return (
    <section className="screen" role="region" aria-label="Contacts">
      <header className="screen-head">
        <h2>Contacts</h2>
        <div className="field-check">
          <input id={`${id}-closed`} type="checkbox" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} />
          <label htmlFor={`${id}-closed`}>Show closed contacts</label>
        </div>
      </header>
      <div className="ct-body">
        <p className="field-note">
          {all.length === 0
            ? 'No contacts yet: give units routes and advance the clock; contacts it finds come here.'
            : `${openCount} open, ${all.length - openCount - closed} with the bound engine, ${closed} closed${closed > 0 && !showClosed ? ' (hidden)' : ''}.`}
        </p>
        <FormError error={planError} />
        <table className="ct-table" aria-label="Contact queue">
          <TableHead columns={['Time', 'Grid reference', 'Units', 'Closest', 'Recce sequence', 'Status', 'Actions']} />
          <tbody>
            {rows.map((c) => {
              const rowId = `${id}-${c.id}`;
              const described = `${rowId}-t ${rowId}-r`;
              const ref = refText(campaign, c.ref);
              const engagement = c.engagementId !== undefined && campaign.engagements?.[c.engagementId] ? c.engagementId : null;
              return (
                <tr key={c.id} className={CLOSED_STATUSES.has(c.status) ? 'ct-closed' : undefined}>
                  <th scope="row" id={`${rowId}-t`}>
                    {contactTimeText(campaign, c.atMin)}
                  </th>
                  <td id={`${rowId}-r`}>{ref}</td>
                  <td>
                    <span className="ct-blue">{unitsText(campaign, c.blueIds)}</span> vs <span className="ct-red">{unitsText(campaign, c.redIds)}</span>
                  </td>
                  <td>{closestText(c)}</td>
                  <td>{recceText(campaign, c)}</td>
                  <td>{statusText(c)}</td>
                  <td>
                    <div className="ct-actions">
                      {c.status === 'open' && (
                        <>
                          <button type="button" className="primary" aria-describedby={described} onClick={() => setDialog({ kind: 'settle', contact: c })}>
                            Settle
                          </button>
                          <button type="button" aria-describedby={described} onClick={() => void planFire(c)}>
                            Plan a fire plan
                          </button>
                          <button type="button" aria-describedby={described} onClick={() => setDialog({ kind: 'handOff', contact: c })}>
                            Hand to the bound engine
                          </button>
                          <button type="button" aria-describedby={described} onClick={() => setDialog({ kind: 'dismiss', contact: c })}>
                            Dismiss
                          </button>
                        </>
                      )}
                      {engagement && (
                        <button type="button" aria-describedby={described} onClick={() => onOpenEngagement(engagement)}>
                          Open engagement
                        </button>
                      )}
                      {onShowOnMap && (
                        <button type="button" aria-describedby={described} onClick={() => onShowOnMap(c.pos, c.ref)}>
                          Show on map
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {dialog &&
        createPortal(
          dialog.kind === 'settle' ? (
            <SettleDialog state={campaign} contact={dialog.contact} coverAt={coverAt} writer={writer} onClose={close} newSeed={newSeed} />
          ) : dialog.kind === 'handOff' ? (
            <HandOffDialog
              state={campaign}
              contact={dialog.contact}
              terrain={terrain}
              writer={writer}
              newSeed={newSeed}
              onCancel={close}
              onHandedOff={(engagementId) => {
                close();
                onOpenEngagement(engagementId);
              }}
            />
          ) : (
            <DismissDialog state={campaign} contact={dialog.contact} writer={writer} onClose={close} />
          ),
          document.body,
        )}
    </section>
  );
}
