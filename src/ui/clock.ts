/**
 * The campaign clock as the umpire reads it: a date and a wall-clock time in the scenario's own
 * local time (RULINGS.md §Units). The calendar arithmetic is `src/campaign/model/localTime.ts` (computed
 * from the scenario's `startLocal` text alone — never from the browser's time zone — so every
 * machine shows the same clock); this module keeps the names the screens import.
 */
export {
  campaignClockIso,
  campaignMinAt,
  formatCampaignClock,
  localDateTimeAt,
  startMinOfDay,
  type LocalDateTime,
} from '../campaign/index.ts';
