/**
 * The logistics benchmark's log (`logistics-log.ts`), made once and kept. Folding 50,000 events over
 * 5,000 units takes minutes (every fold copies the unit and run records), so the log, the state it folds
 * to and the further events are written to `<os tmpdir>/nqm-logistics-bench-log.json` with a key: the
 * SHA-256 of every file under `src/` and of the bench's scenario and log files, the counts and the seed.
 * A later run with the same key reads them instead of folding again — the same code folded them, so
 * they are the same valid log; any change to the model, the rules or the generator makes a new key and
 * a fresh log. `LOGISTICS_BENCH_FRESH=1` ignores the file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEvent, type CampaignEvent } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { reviveState } from '../../src/db/snapshots.ts';
import { CorpsLog } from './logistics-log.ts';

/** The log of `count` events, the state they fold to, and `extra` further events each with the state before it. */
export type BenchLog = {
  events: CampaignEvent[];
  stateAt: CampaignState;
  source: 'generated' | 'cache';
  /** Seconds to generate and fold the `count` events, or to read them. */
  seconds: number;
  /** The further events, each with the state it applies to (folded between yields, never timed); once through, the cache is written. */
  more(): Generator<[CampaignState, CampaignEvent]>;
};

const FILE = join(tmpdir(), 'nqm-logistics-bench-log.json');
const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir`, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? filesUnder(p) : [p];
    });
}

function keyOf(count: number, extra: number, seed: number): string {
  const hash = createHash('sha256').update(`${count}|${extra}|${seed}|`);
  const bench = ['logistics-corps.ts', 'logistics-log.ts', 'logistics-cache.ts'].map((f) => join(REPO_DIR, 'test/bench', f));
  for (const f of [...filesUnder(join(REPO_DIR, 'src')), ...bench]) hash.update(f.slice(REPO_DIR.length)).update(readFileSync(f));
  return hash.digest('hex');
}

type Stored = { key: string; count: number; events: CampaignEvent[]; stateAt: CampaignState };

/** The bench log (see the module note), from the cache when its key matches, else generated (and cached once `more()` is drained). */
export function benchLog(count: number, extra: number, seed = 1944): BenchLog {
  const key = keyOf(count, extra, seed);
  const t0 = performance.now();
  if (process.env.LOGISTICS_BENCH_FRESH !== '1' && existsSync(FILE)) {
    const stored = JSON.parse(readFileSync(FILE, 'utf8')) as Stored;
    if (stored.key === key) {
      const stateAt = reviveState(stored.stateAt);
      return {
        events: stored.events.slice(0, count),
        stateAt,
        source: 'cache',
        seconds: (performance.now() - t0) / 1000,
        *more() {
          let s = stateAt;
          for (const e of stored.events.slice(count)) {
            yield [s, e];
            s = applyEvent(s, e);
          }
        },
      };
    }
  }
  const log = new CorpsLog(seed);
  while (log.events.length < count) log.next();
  const stateAt = log.state!;
  return {
    events: log.events.slice(0, count),
    stateAt,
    source: 'generated',
    seconds: (performance.now() - t0) / 1000,
    *more() {
      for (let i = 0; i < extra; i++) {
        const before = log.state!;
        yield [before, log.next()];
      }
      const stored: Stored = { key, count, events: log.events, stateAt };
      writeFileSync(`${FILE}.tmp`, JSON.stringify(stored));
      renameSync(`${FILE}.tmp`, FILE);
    },
  };
}
