/**
 * Building the app and serving the build for the browser tests, outside any test's browser.
 * - `ensureChromium()` installs Debian's `chromium` with apt-get when `/usr/bin/chromium` is missing.
 * - `buildApp(outDir)` runs `vite build` (the repository's `vite.config.ts`) into `outDir`, so that
 *   the tests never touch the developer's `dist/`.
 * - `startPreview(outDir)` serves a build with `vite preview` on a free 127.0.0.1 port (a secure
 *   context, so the service worker registers).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { CHROMIUM_PATH } from './chromium.ts';

/** Absolute path of the repository (the folder holding `vite.config.ts`). */
export const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));


/**
 * Make sure Debian Chromium is installed (installing it with apt-get as root when missing).
 * Throws an Error naming the command that failed and what to do when it cannot be installed.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const steps: string[][] = [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ];
  for (const [cmd, ...args] of steps) {
    const r = spawnSync(cmd!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      throw new Error(
        `${CHROMIUM_PATH} is missing and "${[cmd, ...args].join(' ')}" failed (exit ${r.status ?? r.error?.message}). ` +
          'Install Debian Chromium (as root: apt-get install -y chromium) and run the browser tests again.',
      );
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} still does not exist`);
  }
}

/**
 * Build the app with `vite build --outDir <outDir>` in a child process (so the build's plugins never
 * share state with the test runner). Throws an Error carrying the build's output when it fails.
 */
export function buildApp(outDir: string): void {
  const vite = join(REPO_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO_DIR,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    throw new Error(`vite build failed (exit ${r.status ?? r.error?.message}):\n${r.stdout}\n${r.stderr}`);
  }
}

/** A free TCP port on 127.0.0.1 (asked of the OS; tiny race with other processes is accepted). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
}

/** A running `vite preview`: its base URL (ending in `/`) and how to stop it. */
export type Preview = { url: string; close(): Promise<void> };

/**
 * Serve the build in `outDir` with Vite's preview server on a free port of 127.0.0.1.
 * Throws when the server cannot start.
 */
export async function startPreview(outDir: string): Promise<Preview> {
  const port = await freePort();
  const server: PreviewServer = await preview({
    configFile: join(REPO_DIR, 'vite.config.ts'),
    root: join(REPO_DIR, 'src'),
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => server.close(),
  };
}
