/**
 * `npm start`: serve the production build of the app on http://127.0.0.1:5173/ — offline-capable (its
 * service worker caches every file) and as fast to open as users will see it. The app is built first
 * when there is no build yet or when a file it is built from is newer than the build (`src/`, `maps/`,
 * `public/`, `vite.config.ts`, `package-lock.json`); otherwise the existing build is served at once.
 * `npm run dev` is the development server (hot reload, unbundled, much slower to open).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');

/** The newest modification time (ms) of `path`, a file or a folder searched recursively; 0 when absent. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

const sources = ['src', 'maps', 'public', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p));
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newest));
if (builtAt < changedAt) {
  console.log(builtAt === 0 ? 'Building the app (once)…' : 'Sources changed since the last build: building the app again…');
  await build({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
const server = await preview({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), preview: { host: '127.0.0.1', port: 5173, strictPort: true } });
console.log('Campaign Desk (production build) at http://127.0.0.1:5173/ — Ctrl+C stops it.');
console.log('Players open their packets at http://127.0.0.1:5173/?player (player mode: no campaign is created or kept there).');
server.printUrls();
