/**
 * Saving text as a file the browser downloads (a campaign export): a Blob behind an
 * `<a download>` that is clicked once and removed.
 */
import { formatCampaignClock } from '../campaign/index.ts';

/**
 * A file name for an export: `name` with characters that file systems refuse (`\ / : * ? " < > |` and
 * control characters) replaced by `_`, then `.<kind>.json` (default `campaign`).
 * "Cambrai, 20 November 1917" → "Cambrai, 20 November 1917.campaign.json".
 */
export function exportFileName(name: string, kind: 'campaign' | 'packet' | 'orders' | 'raw-log' = 'campaign'): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || 'campaign';
  return `${safe}.${kind}.json`;
}

/** A campaign minute as a file name gives it, "Mon 19 Nov 1917 20.00": no colon, and "2000" would read as a year. */
export function fileNameClock(startLocal: string, min: number): string {
  return formatCampaignClock(startLocal, min).replace(/(\d\d):(\d\d)$/, '$1.$2');
}

/** Offer `text` as a download named `fileName`, UTF-8, of MIME `type` (default `application/json`; CSV: `CSV_TYPE`). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Offer `blob` as a download named `fileName` (a map file with its base map: `*.map.zip`). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  try {
    a.click();
  } finally {
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The MIME type of the CSV exports (orders, high-command sheets). */
export const CSV_TYPE = 'text/csv;charset=utf-8';
