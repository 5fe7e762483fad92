// Waits for the machine to be quiet before a measurement that reads time on the page's main thread (Lighthouse's
// blocking time): right after the load paths, the app's workers, PostgreSQL's autovacuum and the last answers
// still hold the CPUs for a while, and the page would be scored for them.
import { readFileSync } from 'node:fs';

/** The CPUs' idle and total time so far (Linux /proc/stat, in ticks), or null elsewhere. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are time the CPUs had free.
    return { idle: fields[3] + fields[4], total: fields.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/**
 * Resolves once the CPUs were at least `idleShare` idle over one window of `windowMs`, or after `maxMs` (then it
 * goes on, and says so). Returns how long it waited and the idle share of the last window.
 */
export async function quietMachine({ idleShare = 0.85, windowMs = 1000, maxMs = 60_000 } = {}) {
  const start = Date.now();
  let last = cpuTimes();
  if (!last) return { waitedMs: 0, idle: null };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuTimes();
    const idle = (now.idle - last.idle) / Math.max(1, now.total - last.total);
    last = now;
    const waitedMs = Date.now() - start;
    if (idle >= idleShare || waitedMs >= maxMs) return { waitedMs, idle: Math.round(idle * 100) / 100 };
  }
}
