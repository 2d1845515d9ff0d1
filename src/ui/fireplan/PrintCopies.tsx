/**
 * The fire plan's printed copies (table-top aids), each rendered into `document.body` (a
 * portal), hidden on screen and in any other print; printing marks the body so that `fireplan.css`
 * shows that copy alone on its own named page (the pattern of `src/ui/sheet/PrintSheet.tsx`):
 * - `PrintTimetable` ("Print timetable"): the timetable chart and its table on A4 landscape;
 * - `PrintTemplate` ("Print template"): the 1418 bombardment template at TABLE scale on A4 portrait —
 *   3″ = 76.2 mm across in v0.8, 6″ = 152.4 mm in v0.7 (001 §ARTILLERY; 000 §Artillery), sized in CSS
 *   millimetres — with the inner circle (half the diameter, RULINGS.md *setting*), a centre cross and
 *   the smoke / gas cordon length (3″ per battery firing, 001 §SMOKE SCREENS & POISON GAS).
 */
import { createPortal } from 'react-dom';
import type { CampaignState, FirePlan } from '../../campaign/index.ts';
import { BOMBARDMENT_DIAMETER_M, DEFAULT_INNER_CIRCLE_FRACTION, METRES_PER_TABLE_INCH, SMOKE_CORDON_M_PER_BATTERY } from '../../rules/tables/artillery1418.ts';
import type { Edition } from '../../rules/types.ts';
import { formatCampaignClock } from '../clock.ts';
import type { ScreenSerial } from './planView.ts';
import { offsetClock, planTimetable, TimetableChart, TimetableTable } from './Timetable.tsx';

/** Body classes while a copy prints. */
export const PRINTING_TIMETABLE_CLASS = 'fp-printing-timetable';
export const PRINTING_TEMPLATE_CLASS = 'fp-printing-template';

/** Millimetres in an inch. */
export const MM_PER_INCH = 25.4;

/** Table millimetres of a ground distance at the 1418 table scale (1 inch = 25.4 m: RULINGS.md §Units), e.g. 76.2 m → 76.2 mm. */
export function tableMm(groundM: number): number {
  return Math.round((groundM / METRES_PER_TABLE_INCH) * MM_PER_INCH * 1000) / 1000;
}

/** The printed template's sizes for an edition: outer and inner diameters and the cordon per battery, in table millimetres and inches. */
export function templateSizes(edition: Edition): { diameterMm: number; innerMm: number; cordonMm: number; diameterIn: number } {
  const diameterM = BOMBARDMENT_DIAMETER_M[edition];
  return {
    diameterMm: tableMm(diameterM),
    innerMm: tableMm(diameterM * DEFAULT_INNER_CIRCLE_FRACTION),
    cordonMm: tableMm(SMOKE_CORDON_M_PER_BATTERY),
    diameterIn: Math.round((diameterM / METRES_PER_TABLE_INCH) * 1000) / 1000,
  };
}

/** Print one copy alone: mark the body with `className`, open the print dialog, unmark after printing. */
export function printCopy(className: string): void {
  const body = document.body;
  body.classList.add(className);
  const done = () => body.classList.remove(className);
  window.addEventListener('afterprint', done, { once: true });
  try {
    window.print();
  } catch {
    done();
  }
}

/** Props of the printed timetable. */
export type PrintTimetableProps = { state: CampaignState; plan: FirePlan; serials: readonly ScreenSerial[] };

/** The printed timetable (A4 landscape). */
export function PrintTimetable({ state, plan, serials }: PrintTimetableProps) {
  const layout = planTimetable(state, serials);
  return createPortal(
    <div className="fp-print-timetable">
      <h1 className="fp-print__title">{plan.title}: timetable</h1>
      <p className="fp-print__meta">
        {state.title} · {state.sides[plan.side]?.name ?? plan.side} · H-hour {formatCampaignClock(state.startLocal, plan.hHourMin)} · {plan.scale === 'tactical' ? `tactical (1418 ${plan.edition})` : 'operational'}
      </p>
      <TimetableChart title={`${plan.title} (printed)`} layout={layout} clockAt={offsetClock(state, plan)} />
      <TimetableTable className="fp-print__table" title={`${plan.title} (printed)`} serials={serials} layout={layout} clockAt={offsetClock(state, plan)} />
    </div>,
    document.body,
  );
}

/** The printed bombardment template (A4 portrait) for the plan's edition. */
export function PrintTemplate({ edition }: { edition: Edition }) {
  const { diameterMm: d, innerMm, cordonMm, diameterIn } = templateSizes(edition);
  const r = d / 2;
  const cross = Math.min(6, r / 4);
  const rulerMm = 2 * cordonMm;
  return createPortal(
    <div className="fp-print-template">
      <h1 className="fp-print__title">1418 bombardment template ({edition})</h1>
      <p className="fp-print__warn">Print at 100 %, no scaling (“Actual size”, not “Fit to page”). Check with a ruler: the outer circle must measure {d} mm across.</p>
      <svg
        className="fp-template"
        role="img"
        aria-label={`Bombardment template, ${diameterIn} inches (${d} mm) across`}
        width={`${d}mm`}
        height={`${d}mm`}
        viewBox={`${-r} ${-r} ${d} ${d}`}
        overflow="visible"
      >
        <circle className="fp-template__outer" cx={0} cy={0} r={r} fill="none" stroke="#000" strokeWidth={0.3} />
        <circle className="fp-template__inner" cx={0} cy={0} r={innerMm / 2} fill="none" stroke="#000" strokeWidth={0.25} strokeDasharray="1.5 1" />
        <line className="fp-template__cross" x1={-cross} x2={cross} y1={0} y2={0} stroke="#000" strokeWidth={0.25} />
        <line className="fp-template__cross" x1={0} x2={0} y1={-cross} y2={cross} stroke="#000" strokeWidth={0.25} />
      </svg>
      <p className="fp-print__meta">
        Outer circle: the template, {diameterIn}″ ({d} mm) across = {Math.round(BOMBARDMENT_DIAMETER_M[edition] * 10) / 10} m on the ground at 1 cm = 10 m. Dashed inner circle: half the
        diameter ({innerMm} mm); a shot on a base more than half outside it must re-roll a success.
      </p>
      <h2 className="fp-print__subtitle">Smoke and gas cordon</h2>
      <svg className="fp-cordon" role="img" aria-label={`Cordon ruler, ${cordonMm} mm per battery`} width={`${rulerMm}mm`} height="12mm" viewBox={`0 0 ${rulerMm} 12`} overflow="visible">
        <line className="fp-cordon__line" x1={0} x2={rulerMm} y1={4} y2={4} stroke="#000" strokeWidth={0.25} />
        {[0, 1, 2].map((n) => (
          <g key={n}>
            <line className="fp-cordon__tick" x1={n * cordonMm} x2={n * cordonMm} y1={1} y2={7} stroke="#000" strokeWidth={0.25} />
            {n > 0 && (
              <text className="fp-cordon__label" x={n * cordonMm} y={11.5} textAnchor="end" fontSize={3}>
                {n === 1 ? '1 battery' : `${n} batteries`}
              </text>
            )}
          </g>
        ))}
      </svg>
      <p className="fp-print__meta">
        3″ ({cordonMm} mm) of cordon for every battery firing, centred on the template’s centre, at right angles to the wind; it drifts 3″ downwind at the end of each
        bound.
      </p>
    </div>,
    document.body,
  );
}
