/**
 * Offline: once the service worker controls the page, the app opens and draws the map with the
 * network gone — the test serves its own copy of the build, stops that server and sets the browser
 * context offline before reloading, so nothing can come from the network. The storage line
 * ("Storage: persistent / best-effort / unsupported") is shown.
 */
import { describe, expect, inject, it } from 'vitest';
import { useChromium, waitForMapDrawn } from './helpers.ts';
import { startPreview } from './server.ts';

const chromium = useChromium();

describe('offline', () => {
  it('opens and draws the map from the service worker cache with the server gone and the network off', async () => {
    const server = await startPreview(inject('distDir'));
    let serverUp = true;
    try {
      const context = await chromium.newContext();
      const { page } = await chromium.newPage(context);
      await page.goto(server.url);
      await waitForMapDrawn(page);
      await page.getByText(/^Storage: (persistent|best-effort|unsupported)$/).waitFor();

      // The worker is installed (precache done) and active; a reload puts the page under it.
      const scope = await page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then((r) => r.scope),
          new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no service worker became ready in 30 s')), 30_000)),
        ]),
      );
      expect(scope).toBe(server.url);
      await page.reload();
      await waitForMapDrawn(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

      await server.close();
      serverUp = false;
      await context.setOffline(true);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await page.reload();
      await waitForMapDrawn(page);
      await expect.poll(() => page.locator('.grid-label').count()).toBeGreaterThan(0);
      await page.getByText(/^Storage: (persistent|best-effort|unsupported)$/).waitFor();
    } finally {
      if (serverUp) await server.close();
    }
  });
});
