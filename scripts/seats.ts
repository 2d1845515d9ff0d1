/**
 * `npm run seats [-- --lan] [--port 1234] [--data <folder>] [--app <built app folder>]`: start the seat server on the umpire's
 * machine (`src/server/seatServer.ts`): on 127.0.0.1 by default, on every network address with `--lan`
 * (each printed), keeping its documents in `<folder>` (default `.campaign-desk-seats` here). Prints the
 * address and the umpire's token, and serves the built app (`dist/`, when there is one) to players on the
 * same port; Ctrl+C stops it, storing everything first. The desk runs without it.
 */
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSeatServer } from '../src/server/seatServer.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const lan = process.argv.includes('--lan');
const port = Number(option('port') ?? 1234);
const dataDir = resolve(option('data') ?? '.campaign-desk-seats');
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a whole number from 1 to 65535, got ${option('port')}`);
  process.exit(2);
}

// The built app (npm start builds it), served on the same port so players open their links from here.
const dist = resolve(option('app') ?? fileURLToPath(new URL('../dist', import.meta.url)));
const appDir = existsSync(join(dist, 'index.html')) ? dist : undefined;

try {
  const server = await startSeatServer({ dataDir, host: lan ? '0.0.0.0' : '127.0.0.1', port, appDir });
  console.log(`Campaign Desk seat server, documents kept in ${dataDir}`);
  const hosts = lan
    ? Object.values(networkInterfaces())
        .flat()
        .filter((a) => a && a.family === 'IPv4' && !a.internal)
        .map((a) => a!.address)
    : ['127.0.0.1'];
  if (lan && hosts.length === 0) console.log(`Listening on port ${server.port} (no network address found)`);
  for (const host of hosts) console.log(`Seat server address: ws://${host}:${server.port}${lan ? '' : ' (this machine only; --lan for the local network)'}`);
  if (appDir) console.log(`Players' page: ${hosts.map((h) => `http://${h}:${server.port}/`).join(', ')} (the seats' links open it)`);
  else console.log("No build of the app here (run npm start once): players' links open the desk's own address.");
  console.log(`Umpire's token (keep it to yourself): ${server.umpireToken}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`The seat server could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
