/**
 * Another tab opening a newer database schema: every open app tab's store connection gets
 * `versionchange`, closes (so the upgrade is not blocked) and the app either shows an alert asking
 * for a reload or reloads itself. The app is open in two tabs; the newer schema is simulated by
 * `indexedDB.open('campaign-desk', 999)` in a third same-origin tab that does not run the app (so
 * a tab reloading itself cannot interrupt the upgrade request).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, openApp, useChromium } from './helpers.ts';

const chromium = useChromium();

describe('a newer schema in another tab', () => {
  it('makes each open tab alert for a reload or reload itself, without blocking the upgrade', async () => {
    const context = await chromium.newContext();
    // After the upgrade the old app cannot open the newer database; a reloaded tab 1 may say so.
    const { page: first } = await chromium.newPage(context, [/VersionError|version|newer/i]);
    const { page: second } = await chromium.newPage(context, [/VersionError|version|newer/i]);
    await openApp(first);
    await openApp(second);

    const reloads = new Map<Page, boolean>([
      [first, false],
      [second, false],
    ]);
    for (const page of reloads.keys()) {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloads.set(page, true);
      });
    }
    // A page of the same origin that does not run the app (Chromium asks it for /favicon.ico).
    const { page: upgrader } = await chromium.newPage(context, [/favicon\.ico/]);
    await upgrader.goto(`${appUrl()}icon.svg`);

    const outcome = await upgrader.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const req = indexedDB.open('campaign-desk', 999);
          let blocked = false;
          req.onblocked = () => {
            blocked = true;
          };
          req.onsuccess = () => {
            const version = req.result.version;
            req.result.close();
            resolve(`opened v${version}${blocked ? ' after being blocked' : ''}`);
          };
          req.onerror = () => reject(req.error ?? new Error('open failed'));
          setTimeout(() => reject(new Error('the upgrade to 999 stayed blocked for 30 s')), 30_000);
        }),
    );
    expect(outcome, 'the app tabs close their connection at once, so the upgrade is never blocked').toBe('opened v999');

    for (const [page, label] of [
      [first, 'tab 1'],
      [second, 'tab 2'],
    ] as const) {
      const alert = page.getByRole('alert');
      await expect
        .poll(async () => reloads.get(page) === true || (await alert.count()) > 0, {
          timeout: 15_000,
          message: `${label} alerts or reloads`,
        })
        .toBe(true);
      if (reloads.get(page) !== true) expect((await alert.first().textContent()) ?? '').toMatch(/reload/i);
    }
  });
});
