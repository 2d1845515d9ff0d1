/**
 * Truth against picture for one seat (`pictureDifferences`): each own unit reported elsewhere than it
 * stands, or not reported yet, and each enemy last seen elsewhere than it is — where the seat believes
 * it is and how old that is, where it truly is, and how far apart, farthest first.
 */
import { useMemo } from 'react';
import { pictureDifferences, spanText, type CampaignState, type Seat } from '../../campaign/index.ts';
import { gridRefText } from '../../rules/grid.ts';

/** Props: the campaign (the truth) and the seat. */
export type TruthTableProps = { state: CampaignState; seat: Seat };

/** The table (a sentence when the picture matches the truth). */
export function TruthTable({ state, seat }: TruthTableProps) {
  const rows = useMemo(() => pictureDifferences(state, seat), [state, seat]);
  const ref = (p: { lon: number; lat: number } | null) => gridRefText(state.grid, p, '—');
  if (rows.length === 0) return <p>{seat.label}'s picture matches the truth: every unit it knows of is where it believes.</p>;
  return (
    <table aria-label={`Truth against picture of ${seat.label}`}>
      <thead>
        <tr>
          <th scope="col">Unit</th>
          <th scope="col">Believed at</th>
          <th scope="col">Age</th>
          <th scope="col">Truly at</th>
          <th scope="col">Apart</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.kind}:${r.unitId}`}>
            <th scope="row">
              {state.units[r.unitId]?.name ?? r.unitId}
              {r.kind === 'enemy' ? ' (enemy)' : ''}
            </th>
            <td>{r.believed ? ref(r.believed) : 'no report yet'}</td>
            <td>{r.ageMin === null ? '—' : spanText(r.ageMin)}</td>
            <td>{ref(r.truth)}</td>
            <td>{r.distanceM === null ? '—' : `${Math.round(r.distanceM).toLocaleString('en-GB')} m`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
