/**
 * One engagement, bound by bound (`region` "Engagement", full width in place of the map): left, the
 * plans for the bound (while planning) or the orders being carried out; centre, the tactical map;
 * right, the record with "Next step", "Run bound", "Undo step" and, with typed dice, "Dice".
 * "Plan bound" stores `engagement.planned` only when the engine accepts every plan; otherwise its
 * reasons are shown and nothing is written. "Allocate hits" (Automatic / By hand) decides who places
 * hits: the engine's default, or the umpire, base by base (`AllocationForm`).
 * Its link to the campaign (`EngagementHead`): where it came from and its campaign time so far, a banner when the engine
 * has reached a stop, and "Return to campaign" (`ReturnDialog`) while it is not returned; once returned
 * it shows "Returned to the campaign" and offers no planning or stepping, and after writing back one
 * handed off from a contact goes to the contacts screen.
 */
import type { FeatureCollection } from 'geojson';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createTerrainQuery, type TerrainQuery, describeEvent, type CampaignEngagement, type CampaignState } from '../../campaign/index.ts';
import { formatRecord } from '../../rules/bound/format.ts';
import { planBound } from '../../rules/bound/plan.ts';
import type { PlanError, PointM } from '../../rules/bound/types.ts';
import { AllocationForm } from './AllocationForm.tsx';
import { OrdersList } from './OrdersList.tsx';
import { PlanPanel } from './PlanPanel.tsx';
import { RecordPanel } from './RecordPanel.tsx';
import { TacticalMap } from './TacticalMap.tsx';
import { EngagementHead } from './EngagementHead.tsx';
import { ReturnDialog } from './ReturnDialog.tsx';
import { engagementNames, nextStepText, templatesOfLastBound } from './recordLines.ts';
import { isEventOf, type EngagementHost } from './types.ts';
import './engagement.css';
import { useBoundRunner } from './useBoundRunner.ts';
import { usePlanDraft } from './usePlanDraft.ts';
import { toBoundPlans } from './planForm.ts';
import { applyPick, parsePickKey, pickedPoints } from './mapPick.ts';

/** Props: the engagement's id, the campaign state holding it, the map's terrain, the desk. */
export type EngagementScreenProps = { engagementId: string; campaign: CampaignState; terrain: FeatureCollection; host: EngagementHost };

/** The screen. */
export function EngagementScreen({ engagementId, campaign, terrain, host }: EngagementScreenProps) {
  const eng = campaign.engagements?.[engagementId] ?? null;
  if (!eng) {
    return (
      <section className="eng-screen eng-gone" role="region" aria-label="Engagement">
        <p>This engagement is no longer in the campaign (its start was undone).</p>
        <div className="form-actions">
          <button type="button" onClick={() => host.setScreen({ kind: 'list' })}>
            All engagements
          </button>
          <button type="button" onClick={() => host.setScreen({ kind: 'map' })}>
            Back to map
          </button>
        </div>
      </section>
    );
  }
  return <EngagementView key={eng.id} campaign={campaign} eng={eng} terrain={terrain} host={host} />;
}

function EngagementView({ campaign, eng, terrain, host }: { campaign: CampaignState; eng: CampaignEngagement; terrain: FeatureCollection; host: EngagementHost }) {
  const s = eng.state;
  const returned = eng.returnedSeq !== undefined;
  const planning = s.phase === 'planning' && !returned;
  const latest = useRef(eng);
  latest.current = eng;
  const queryRef = useRef<{ terrain: FeatureCollection; q: TerrainQuery } | null>(null);
  const query = useCallback(() => {
    if (queryRef.current?.terrain !== terrain) queryRef.current = { terrain, q: createTerrainQuery(terrain, latest.current.origin) };
    return queryRef.current.q;
  }, [terrain]);
  const terrainAt = useCallback((p: PointM) => query().terrainAt(p), [query]);
  const engagement = useCallback(() => latest.current, []);
  const [byHand, setByHand] = useState(false);
  const byHandRef = useRef(byHand);
  byHandRef.current = byHand;
  const allocByHand = useCallback(() => byHandRef.current, []);
  const runner = useBoundRunner(engagement, query, host, allocByHand);
  const [draft, setDraft] = usePlanDraft(eng, campaign);
  const [errors, setErrors] = useState<PlanError[]>([]);
  const [pathFor, setPathFor] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const plans = useMemo(() => toBoundPlans(draft), [draft]);
  const templates = useMemo(() => templatesOfLastBound(eng.records, s.settings.innerCircleFraction), [eng.records, s.settings.innerCircleFraction]);

  // When the phase changes the focused control goes away ("Plan bound", "Next step"): a keyboard
  // user lands on what comes next instead of the page's start.
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    region.current?.querySelector<HTMLElement>(planning ? '.eng-plan select' : '.eng-record__controls button')?.focus();
  }, [planning]);

  const plan = async () => {
    setPathFor(null);
    setError(null);
    let r;
    try {
      r = planBound(s, plans, { terrainAt });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      await host.append({ type: 'engagement.planned', v: 1, payload: { engagementId: eng.id, plans, state: r.state, records: r.records } }, `${eng.title}: planned bound ${s.bound}.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    setBusy(true);
    setError(null);
    try {
      await host.undoStep(eng.id);
      runner.reset();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const addWaypoint = (p: PointM) => {
    if (!pathFor) return;
    const r = applyPick(draft, parsePickKey(pathFor), p);
    setDraft(r.draft);
    if (r.done) setPathFor(null);
  };

  const nameOf = (id: string) => s.subUnits.find((x) => x.id === id)?.name ?? s.formations.find((f) => f.id === id)?.name ?? id;
  const names = engagementNames(s);
  const head = host.head;
  const canUndo = head === null || isEventOf(head, eng.id);
  const undoTitle = head ? (canUndo ? `Undo: ${describeEvent(head, campaign)}` : 'The newest change is not part of this engagement') : 'Undo the newest change of this engagement';
  const pick = pathFor ? parsePickKey(pathFor) : null;
  const pathSu = pick ? s.subUnits.find((x) => x.id === pick.subUnitId) : undefined;
  const shownError = error ?? runner.error;
  const step = returned ? 'returned to the campaign' : planning ? 'planning' : `executing, next: ${nextStepText(eng)}`;

  return (
    <section ref={region} className="eng-screen" role="region" aria-label="Engagement">
      <EngagementHead
        campaign={campaign}
        eng={eng}
        step={step}
        byHand={byHand}
        onByHand={setByHand}
        allocationLocked={runner.busy || runner.allocation !== null}
        busy={busy || runner.busy}
        host={host}
        onReturn={() => setReturning(true)}
      />
      {shownError && (
        <p role="alert" className="eng-error">
          {shownError}
        </p>
      )}
      <div className="eng-cols">
        <div className="eng-left">
          {planning ? (
            <PlanPanel
              state={s}
              draft={draft}
              onDraft={setDraft}
              errors={errors}
              pathFor={pathFor}
              onPathFor={setPathFor}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onPlan={() => void plan()}
              busy={busy || runner.busy}
              terrainAt={terrainAt}
            />
          ) : returned && s.phase === 'planning' ? (
            <p className="eng-muted">Its result went back to the campaign: no more bounds are planned here.</p>
          ) : (
            <OrdersList state={s} />
          )}
        </div>
        <div className="eng-centre">
          <TacticalMap
            state={s}
            origin={eng.origin}
            terrain={terrain}
            draft={planning ? plans : null}
            templates={templates}
            selectedId={selectedId}
            onSelect={setSelectedId}
            pathFor={
              pick && pathSu && draft.subUnits[pathSu.id]
                ? { subUnitId: pathSu.id, name: `${pathSu.name}${pick.part === 'except' ? ' except' : ''}`, points: pickedPoints(draft, pick), cover: pick.what === 'cover' }
                : null
            }
            onAddWaypoint={addWaypoint}
            onEndPath={() => setPathFor(null)}
          />
        </div>
        <div className="eng-right">
          <RecordPanel
            records={eng.records}
            format={(e) => formatRecord(e, names)}
            executing={!planning && !returned}
            typedMode={eng.diceMode === 'typed'}
            busy={busy || runner.busy}
            onNextStep={runner.nextStep}
            onRunBound={runner.runBound}
            onUndo={() => void undo()}
            canUndo={canUndo}
            undoTitle={undoTitle}
            diceRequest={runner.request}
            typedAhead={runner.typed}
            onDice={runner.typeDice}
            pending={
              runner.allocation ? (
                <AllocationForm request={runner.allocation} error={runner.allocationError} busy={busy || runner.busy} nameOf={nameOf} onAllocate={runner.allocate} />
              ) : null
            }
          />
        </div>
      </div>
      {returning && !returned && (
        <ReturnDialog
          campaign={campaign}
          eng={eng}
          host={host}
          onCancel={() => setReturning(false)}
          onReturned={() => {
            setReturning(false);
            runner.reset();
            if (eng.contactId !== undefined) host.setScreen({ kind: 'contacts' });
          }}
        />
      )}
    </section>
  );
}
