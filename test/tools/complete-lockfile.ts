/**
 * Add the platform-specific optional packages that `package-lock.json` lacks, so that `npm ci`
 * accepts the lockfile. Why: the registry this project is built against serves only the Linux
 * builds of some native packages (e.g. `@rollup/rollup-darwin-arm64` answers 404), so `npm install`
 * leaves the others out of the lock while `npm ci` (npm 11) insists that every optional dependency
 * has an entry ("Missing: @rollup/rollup-android-arm-eabi@ from lock file"; npm/cli#9846).
 * The entries added carry `version`, `os`, `cpu` (and `libc`) and `optional: true`: npm skips
 * them on any other platform without fetching anything, so no download is needed.
 *
 * Run: `npx tsx test/tools/complete-lockfile.ts [path/to/package-lock.json]` (default
 * `package-lock.json` of the repository), then check with `npm ci --dry-run`.
 * Throws when the file is not a lockfile v2/v3; prints what it added (nothing when complete).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [k: string]: unknown;
};

/** `os`, `cpu` and `libc` of a native package named like `<scope>/<name>-<os>-<cpu>[-<abi>]`, or null. */
export function platformOf(name: string): { os: string; cpu: string; libc?: string } | null {
  const m =
    /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|sunos|aix|netbsd)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x|wasm32)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi))?$/.exec(
      name,
    );
  if (!m) return null;
  const abi = m[3];
  const libc = abi?.startsWith('gnu') ? 'glibc' : abi?.startsWith('musl') ? 'musl' : undefined;
  return { os: m[1]!, cpu: m[2]!, ...(libc ? { libc } : {}) };
}

/**
 * Add the missing platform entries to a parsed lockfile (mutated) and return the names added.
 * Throws `TypeError` when `lock.packages` is missing (lockfile v1 or not a lockfile).
 */
export function completeLock(lock: { packages?: Record<string, LockEntry> }): string[] {
  const pk = lock.packages;
  if (!pk || typeof pk !== 'object') throw new TypeError('package-lock.json has no "packages" (lockfileVersion 2 or 3 needed)');
  const added: string[] = [];
  for (const [key, entry] of Object.entries(pk)) {
    for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = key === '' ? `node_modules/${dep}` : `${key}/node_modules/${dep}`;
      if (pk[nested] || pk[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      const version = /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.exec(spec.replace(/^[\^~=]/, ''))?.[0];
      if (!platform || !version) continue; // not a platform build, or a range we cannot pin
      pk[`node_modules/${dep}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        os: [platform.os],
        cpu: [platform.cpu],
        ...(platform.libc ? { libc: [platform.libc] } : {}),
      };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
  );
  return added;
}

function main(): void {
  const path = process.argv[2] ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'package-lock.json');
  const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages?: Record<string, LockEntry> };
  const added = completeLock(lock);
  if (added.length === 0) {
    console.log(`${path}: nothing missing`);
    return;
  }
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${path}: added ${added.length} optional platform entries:\n  ${added.join('\n  ')}`);
}

main();
