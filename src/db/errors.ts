/**
 * The store's own errors (see `src/db/api.ts`). `EventError` (an event that does not apply) lives in
 * `src/campaign/events.ts`; a name refused by `rename` is a plain `RangeError`.
 */

/** One problem found in an imported file: where (`events[3].payload.unitId`) and what. */
export type ImportIssue = { path: string; message: string };

/** How many issues an `ImportError` keeps (a file broken everywhere would list thousands). */
export const MAX_IMPORT_ISSUES = 50;

/**
 * A campaign file (or scenario) that was refused. Nothing was written.
 * `issues` lists every problem found (up to `MAX_IMPORT_ISSUES`, first found first); the message
 * leads with the first one: `events[3].payload.unitId: unknown unit "gb-x"`.
 */
export class ImportError extends Error {
  override name = 'ImportError';
  readonly issues: readonly ImportIssue[];

  /** @param issues at least one issue; paths in `a.b[3].c` form, `(file)` for the file as a whole. */
  constructor(issues: readonly ImportIssue[]) {
    const list = issues.length > 0 ? issues.slice(0, MAX_IMPORT_ISSUES) : [{ path: '(file)', message: 'refused' }];
    const first = list[0]!;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(`${first.path}: ${first.message}${more}`);
    this.issues = list;
  }
}

/** The browser refused a write because the origin's storage is full. Nothing was written. */
export class StoreQuotaError extends Error {
  override name = 'StoreQuotaError';
  constructor(cause?: unknown) {
    super(
      'The browser storage for this app is full, so the change was not saved. ' +
        'Export your campaigns to files (Export), then free space: delete campaigns you no longer need ' +
        "or clear other sites' data, and try again.",
      { cause },
    );
  }
}

/** No campaign with this id exists in this browser's store. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  constructor(readonly campaignId: string) {
    super(`no campaign with id "${campaignId}" in this browser's store (it may have been deleted in another tab)`);
  }
}

/**
 * Whether an error is (or wraps) a storage-quota failure: a Dexie `QuotaExceededError`, or a
 * `DOMException` named `QuotaExceededError`, found directly or nested in `inner` / `cause`.
 */
export function isQuotaError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 8 && e !== null && typeof e === 'object'; depth++) {
    const o = e as { name?: unknown; inner?: unknown; cause?: unknown };
    if (o.name === 'QuotaExceededError') return true;
    e = o.inner ?? o.cause;
  }
  return false;
}

/**
 * A write that was prepared against an older version of the campaign than the one stored: another
 * tab or window changed it in between. Nothing was written; the desk shows the stored version.
 * `description` names what the other change was, when known.
 */
export class StaleCampaignError extends Error {
  override name = 'StaleCampaignError';
  constructor(readonly campaignId: string, description?: string) {
    super(
      `This campaign was changed in another tab or window since this one last showed it${description ? ` (newest change: ${description})` : ''}, ` +
        'so nothing was changed here. The desk now shows the newest version: check it, then try again.',
    );
  }
}
