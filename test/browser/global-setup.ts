/**
 * Vitest globalSetup of the `browser` project: make sure Debian Chromium exists, build the app once
 * into a temporary folder, serve it with `vite preview` on a free 127.0.0.1 port and provide
 * `baseUrl` (the app's URL, ending in `/`) and `distDir` (the build, for tests that serve their own
 * copy) to the tests through `inject`. The returned teardown stops the server and deletes the build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, ensureChromium, startPreview } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the built app served by `vite preview`, e.g. `http://127.0.0.1:41234/`. */
    baseUrl: string;
    /** Absolute path of the build the preview serves. */
    distDir: string;
  }
}

/** Build, serve, provide; returns the teardown. Throws when Chromium or the build is unavailable. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  const distDir = mkdtempSync(join(tmpdir(), 'campaign-desk-dist-'));
  try {
    buildApp(distDir);
  } catch (e) {
    rmSync(distDir, { recursive: true, force: true });
    throw e;
  }
  const server = await startPreview(distDir);
  project.provide('baseUrl', server.url);
  project.provide('distDir', distDir);
  return async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  };
}
