// @vitest-environment jsdom
/**
 * The desk's seat server hook against the real seat server on 127.0.0.1 (jsdom's own WebSocket): once
 * connected it settles (no render after render), gives each seat a channel and token whose link the
 * server admits, keeps each campaign's keys to that campaign when the desk switches campaigns or closes
 * one, and a revoked token is shut out while the new one is admitted.
 */
import './ws-global.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { startSeatServer, type RunningSeatServer } from '../../src/server/seatServer.ts';
import { loadSeatNetwork, saveSeatNetwork } from '../../src/ui/seats/network/seatLinks.ts';
import { useSeatNetwork } from '../../src/ui/seats/network/useSeatNetwork.ts';
import { tinyScenario } from './ui-fixture.ts';

let server: RunningSeatServer | undefined;
afterEach(cleanup);
afterAll(() => server?.stop());

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

/** A campaign with a seat on `hqId`. */
function withSeat(hqId: string): CampaignState {
  const s = stateFromScenario(tinyScenario());
  return applyEvent(s, { seq: s.seq + 1, at: 0, type: 'seat.saved', v: 1, payload: { seat: { id: `seat-${hqId}`, hqId, ownUnits: 'reported', label: hqId } } } as CampaignEvent);
}

/** Whether the server admits `token` to `packets/<channel>`. */
function admits(channel: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new HocuspocusProviderWebsocket({ url: server!.url });
    const done = (ok: boolean) => {
      provider.destroy();
      socket.destroy();
      resolve(ok);
    };
    const provider: HocuspocusProvider = new HocuspocusProvider({ websocketProvider: socket, name: `packets/${channel}`, document: new Y.Doc(), token, onSynced: () => done(true), onAuthenticationFailed: () => done(false) });
    provider.attach();
  });
}

describe('the desk on the seat server', () => {
  it('settles once connected, and keeps each campaign’s keys to it', async () => {
    server = await startSeatServer({ dataDir: mkdtempSync(join(tmpdir(), 'seats-hook-')), host: '127.0.0.1', port: 0 });
    const storage = memory();
    saveSeatNetwork(storage, 'A', { on: true, serverUrl: server.url, umpireToken: server.umpireToken, playerPageUrl: 'http://127.0.0.1/', autoSend: 'off', seats: {}, sent: {}, setAside: [], arrived: {}, retired: [] });
    const a = withSeat('gb-152bde');
    const b = withSeat('gb-153bde');
    let renders = 0;
    const hook = renderHook(
      (p: { id: string | null; state: CampaignState | null }) => {
        renders++;
        return useSeatNetwork(storage, p.id, p.state, 'Tiny', false, async () => undefined, () => undefined, '');
      },
      { initialProps: { id: 'A', state: a } as { id: string | null; state: CampaignState | null } },
    );
    await waitFor(() => expect(hook.result.current.status).toBe('connected'));
    await waitFor(() => expect(hook.result.current.record?.seats['seat-gb-152bde']).toBeDefined());
    const keyA = loadSeatNetwork(storage, 'A')!.seats['seat-gb-152bde']!;
    // The server admits the seat's token once the directory has reached it: a real round trip.
    await waitFor(async () => expect(await admits(keyA.channel, keyA.token)).toBe(true), { timeout: 10_000 });
    const settled = renders;
    expect(await admits(keyA.channel, 'not-the-token-0123456789abcdef')).toBe(false);
    // Two round trips later the hook has rendered only for what changed, not in a loop.
    expect(renders - settled).toBeLessThan(20);

    // Another campaign, with no keys: A's are neither copied to it nor changed.
    hook.rerender({ id: 'B', state: b });
    await waitFor(() => expect(hook.result.current.status).toBe('off'));
    expect(loadSeatNetwork(storage, 'B')).toBeNull();
    expect(loadSeatNetwork(storage, 'A')!.seats).toEqual({ 'seat-gb-152bde': keyA });
    // No campaign open: A's seat is still admitted (its directory entry was not deleted).
    hook.rerender({ id: null, state: null });
    expect(await admits(keyA.channel, keyA.token)).toBe(true);

    // Back on A: Revoke gives a new token; the old one is shut out, the new one admitted.
    hook.rerender({ id: 'A', state: a });
    await waitFor(() => expect(hook.result.current.status).toBe('connected'));
    hook.result.current.revoke('seat-gb-152bde');
    const revoked = loadSeatNetwork(storage, 'A')!.seats['seat-gb-152bde']!;
    expect(revoked.channel).toBe(keyA.channel);
    expect(revoked.token).not.toBe(keyA.token);
    await waitFor(async () => expect(await admits(keyA.channel, revoked.token)).toBe(true), { timeout: 10_000 });
    expect(await admits(keyA.channel, keyA.token)).toBe(false);
  }, 60_000);
});
