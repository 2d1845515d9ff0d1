/**
 * The projector or hot-seat lock: a seat's view locked so that the players at the screen cannot go back
 * to the umpire's view (the truth), change the campaign or open another without the umpire's code. Kept
 * in localStorage (`campaign-desk.viewLock`: the campaign, the seat, a random salt and the SHA-256 of the
 * salted code — never the code), so a reload stays locked. Not a defence against someone who opens the
 * browser's developer tools: it keeps honest players from a click that shows the truth.
 */
import { useCallback, useState } from 'react';
import type { KeyValueStorage } from '../useDesk.ts';

const KEY = 'campaign-desk.viewLock';

/** A lock in force: which campaign and seat, and how to check the code. */
export type ViewLock = { campaignId: string; seatId: string; salt: string; hash: string };

/** The shortest code accepted. */
export const MIN_CODE_LENGTH = 4;

async function digest(salt: string, code: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${code}`));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function load(storage: KeyValueStorage | null): ViewLock | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    const l = raw as Partial<ViewLock> | null;
    return l && typeof l.campaignId === 'string' && typeof l.seatId === 'string' && typeof l.salt === 'string' && typeof l.hash === 'string' ? (l as ViewLock) : null;
  } catch {
    return null;
  }
}

/**
 * The lock (null: none), `lock(campaignId, seatId, code)` (rejects a code shorter than
 * `MIN_CODE_LENGTH`, or when the browser's storage refuses it) and `unlock(code)` (resolves false for a
 * wrong code, leaving the lock).
 */
export function useViewLock(storage: KeyValueStorage | null) {
  const [lock, setLock] = useState<ViewLock | null>(() => load(storage));
  const lockView = useCallback(
    async (campaignId: string, seatId: string, code: string) => {
      if (code.length < MIN_CODE_LENGTH) throw new Error(`the code must be at least ${MIN_CODE_LENGTH} characters`);
      const salt = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      const next = { campaignId, seatId, salt, hash: await digest(salt, code) };
      if (!storage) throw new Error('this browser keeps no settings, so the view cannot stay locked');
      storage.setItem(KEY, JSON.stringify(next));
      setLock(next);
    },
    [storage],
  );
  const unlock = useCallback(
    async (code: string) => {
      if (!lock || (await digest(lock.salt, code)) !== lock.hash) return false;
      storage?.setItem(KEY, '');
      setLock(null);
      return true;
    },
    [lock, storage],
  );
  return { lock, lockView, unlock };
}
