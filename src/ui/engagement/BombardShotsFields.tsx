/**
 * Where an HE bombardment's shots fall (under the command of a bombarding SF in `PlanPanel`; 001
 * §ARTILLERY: "They can choose to lay up to half the shots on a single target or can distribute as far as
 * one shot on every base"): a line with the shots, the most on one base and the bonus dice, and a table
 * "Shots of ‹SF›" of the enemy bases under the template — inner or outer circle, what a die needs as
 * things stand, which dice can hurt it, and the shots the engine would lay (`previewBombardment`).
 * "Place the shots by hand" turns the shots column into number inputs ("Shots on ‹sub-unit› base ‹n›",
 * 0 to the most on one base), starting from the engine's proposal; the total laid is checked against the
 * shots. Nothing here is written until the bound is planned.
 */
import { TableHead } from '../TableHead.tsx';
import { useId, useMemo } from 'react';
import { previewBombardment, type BombardPreview } from '../../rules/bound/bombardPreview.ts';
import type { EngagementState, FormationState, PointM, TerrainAt } from '../../rules/bound/types.ts';
import type { CommandDraft } from './planForm.ts';

/** Props: the engagement, the bombarding SF and its command, the change, and how to read cover. */
export type BombardShotsFieldsProps = { state: EngagementState; formation: FormationState; command: CommandDraft; onCommand(c: CommandDraft): void; terrainAt(p: PointM): TerrainAt };

const HURT_WORDS: Readonly<Record<BombardPreview['targets'][number]['hurtBy'], string>> = { any: 'any shot', bonus: 'only a shot with a “+”', none: 'no shot (under fire only)' };

/** The base's number in its sub-unit, as the record names it ("base 2"). */
const baseNo = (state: EngagementState, subUnitId: string, baseId: string) => (state.subUnits.find((s) => s.id === subUnitId)?.bases.findIndex((b) => b.id === baseId) ?? -1) + 1;

/** The fields (see the module note); nothing when the grid reference is not yet one. */
export function BombardShotsFields({ state, formation: f, command: c, onCommand, terrainAt }: BombardShotsFieldsProps) {
  const id = useId();
  const preview = useMemo(() => {
    try {
      return c.gridRef.trim() ? previewBombardment(state, f.id, c.gridRef.trim(), terrainAt) : null;
    } catch {
      return null; // the grid reference is checked, with its reason, when the bound is planned
    }
  }, [state, f.id, c.gridRef, terrainAt]);
  if (!preview) return null;
  const byHand = c.allocation !== undefined;
  const laid = byHand ? Object.values(c.allocation!).reduce((n, x) => n + x, 0) : preview.shots;
  const bonusText = preview.bonuses.length === 0 ? '' : `, ${preview.bonuses.length} with a “+” (${preview.bonuses.map((b) => `+${b}`).join(', ')})`;
  const set = (baseId: string, n: number) => onCommand({ ...c, allocation: { ...c.allocation, [baseId]: n } });
  return (
    <div className="eng-bombard">
      <p className="field-note" id={`${id}-sum`}>
        {preview.shots === 0
          ? 'No battery of this formation is unpacked to fire.'
          : `${preview.shots} shots, at most ${preview.maxOnOneTarget} on one base${bonusText}; ${preview.targets.length === 0 ? 'no enemy base under the template' : `${preview.targets.length} enemy bases under the template`}.`}
      </p>
      {preview.targets.length > 0 && (
        <>
          <div className="field-check">
            <input id={`${id}-hand`} type="checkbox" checked={byHand} onChange={(e) => onCommand(e.target.checked ? { ...c, allocation: { ...preview.proposed } } : { kind: c.kind, gridRef: c.gridRef, ...(c.ammo ? { ammo: c.ammo } : {}) })} />
            <label htmlFor={`${id}-hand`}>Place the shots by hand</label>
          </div>
          <table className="eng-table" aria-label={`Shots of ${f.name}`}>
            <TableHead columns={['Base', 'Circle', 'Needs', 'Hurt by', 'Shots']} />
            <tbody>
              {preview.targets.map((t) => {
                const label = `${t.subUnitName} base ${baseNo(state, t.subUnitId, t.baseId)}`;
                return (
                  <tr key={t.baseId}>
                    <th scope="row">{label}</th>
                    <td>{t.outer ? 'outer (hits re-rolled)' : 'inner'}</td>
                    <td>{t.needs}</td>
                    <td>{HURT_WORDS[t.hurtBy]}</td>
                    <td>
                      {byHand ? (
                        <input
                          type="number"
                          aria-label={`Shots on ${label}`}
                          min={0}
                          max={preview.maxOnOneTarget}
                          step={1}
                          value={c.allocation![t.baseId] ?? 0}
                          onChange={(e) => set(t.baseId, Math.max(0, Math.min(preview.maxOnOneTarget, Math.trunc(Number(e.target.value) || 0))))}
                        />
                      ) : (
                        (preview.proposed[t.baseId] ?? 0)
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {byHand && (
            <p className={laid > preview.shots ? 'field-error' : 'field-note'} role={laid > preview.shots ? 'alert' : undefined}>
              {laid > preview.shots ? `${laid} shots laid, but the bombardment has ${preview.shots}: the last ${laid - preview.shots} will not be fired.` : `${laid} of ${preview.shots} shots laid.`}
            </p>
          )}
        </>
      )}
    </div>
  );
}
