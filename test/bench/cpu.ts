/**
 * Timing helpers of the Node benches: a function's CPU time in this process, and the median of rounds.
 */

/** CPU time (user + system) `f` takes in this process, ms: less disturbed than wall time by a shared machine. */
export function cpuMs(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

/** The median of `xs` (the upper one of an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
