/**
 * `npm run seats [-- --lan] [--port 1234] [--data <folder>]`: start the seat server on the umpire's
 * machine (`src/server/seatServer.ts`): on 127.0.0.1 by default, on every network address with `--lan`
 * (each printed), keeping its documents in `<folder>` (default `.campaign-desk-seats` here). Prints the
 * address and the umpire's token; Ctrl+C stops it, storing everything first. The desk runs without it.
 */
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
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

try {
  const server = await startSeatServer({ dataDir, host: lan ? '0.0.0.0' : '127.0.0.1', port });
  console.log(`Campaign Desk seat server, documents kept in ${dataDir}`);
  if (lan) {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => `ws://${a!.address}:${server.port}`);
    console.log(`Listening on the local network: ${addresses.join(', ') || `port ${server.port} (no network address found)`}`);
  } else {
    console.log(`Listening on ${server.url} (this machine only; --lan for the local network)`);
  }
  console.log(`Umpire's token (keep it to yourself): ${server.umpireToken}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`The seat server could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
