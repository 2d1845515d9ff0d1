/**
 * Saving text as a file the browser downloads (a campaign export): a Blob behind an
 * `<a download>` that is clicked once and removed.
 */

/**
 * A file name for a campaign export: the campaign's name with characters that file systems refuse
 * (`\ / : * ? " < > |` and control characters) replaced by `_`, then `.campaign.json`.
 * "Cambrai, 20 November 1917" → "Cambrai, 20 November 1917.campaign.json".
 */
export function exportFileName(campaignName: string): string {
  const safe = campaignName.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || 'campaign';
  return `${safe}.campaign.json`;
}

/** Offer `text` as a download named `fileName`, UTF-8, of MIME `type` (default `application/json`; CSV: `CSV_TYPE`). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
