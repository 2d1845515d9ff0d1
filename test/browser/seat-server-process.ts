/**
 * The seat server as the umpire starts it (`scripts/seats.ts`, what `npm run seats` runs), in a child
 * process the tests can kill outright (SIGKILL, as a crash would) and start again on the same port and
 * folder. Resolves once it printed its umpire's token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A seat server process: its port, the umpire's token, and how to kill it. */
export type SeatServerProcess = { port: number; pid: number; umpireToken: string; output: string[]; kill(): Promise<void> };

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Start `scripts/seats.ts` on `port`, keeping its documents in `dataDir` and serving the built app `appDir`. */
export function startSeatServerProcess(port: number, dataDir: string, appDir: string): Promise<SeatServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/seats.ts', '--port', String(port), '--data', dataDir, '--app', appDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = /Umpire's token \(keep it to yourself\): (\S+)/.exec(output.join(''));
      if (m)
        resolve({
          port,
          pid: child.pid!,
          umpireToken: m[1]!,
          output,
          kill: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
    child.once('exit', (code) => reject(new Error(`the seat server stopped (exit ${code}): ${output.join('')}`)));
  });
}
