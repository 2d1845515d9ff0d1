/**
 * A unit's support tag on its ORBAT row, e.g. "DS → 51 Div": the short text is shown (hidden from
 * assistive tech), the full sentence ("In Direct Support of 51st (Highland) Division") is a visually
 * hidden element with id `descId`, which the row names as its `aria-describedby`, and the tooltip.
 */
import './command.css';

/** Props: the short tag, the full sentence, and the id of the sentence's element. */
export type RelationTagProps = { short: string; full: string; descId: string };

/** The tag. */
export function RelationTag({ short, full, descId }: RelationTagProps) {
  return (
    <span className="orbat-relation" title={full}>
      <span aria-hidden="true">{short}</span>
      <span id={descId} className="visually-hidden">
        {full}
      </span>
    </span>
  );
}
