import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';

/** Signal 0 probes a pid: ESRCH means gone; EPERM means alive but someone else's. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A postmaster's working directory is its data directory, and its command name is `postgres`: both must match
 * before we stop anything, so a pid reused by another program, or another cluster, is never touched.
 */
export function isPostmasterOf(pid: number, dataDir: string): boolean {
  try {
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return comm === 'postgres' && realpathSync(`/proc/${pid}/cwd`) === realpathSync(dataDir);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * The address of the embedded server a running app keeps on this data folder (its port is the 4th line of
 * postmaster.pid), or null when none runs: tools such as the backup reach the live database this way.
 */
export function runningEmbeddedServer(dataDir: string): { port: number } | null {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  if (!isAlive(Number(pid)) || !isPostmasterOf(Number(pid), dataDir)) return null;
  return { port: Number(port) };
}

/** The process that started the server on a data folder: written beside it (like its `.password`) once started. */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

export function recordServerOwner(dataDir: string): void {
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`);
}

/** A process's parent pid (Linux /proc), or null when it cannot be read. */
function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * The live process still running the server it started on this folder (an app already running on the same
 * DATA_DIR), or null. An orphan's parent is whoever adopted it once its app died, never the recorded owner.
 */
function liveOwner(postmaster: number, dataDir: string): number | null {
  if (!existsSync(ownerFile(dataDir))) return null;
  const owner = Number(readFileSync(ownerFile(dataDir), 'utf8').trim());
  return owner > 0 && owner !== process.pid && isAlive(owner) && parentPid(postmaster) === owner
    ? owner
    : null;
}

export type PreviousServer = 'none' | 'stale-pid-file' | 'stopped-orphan';

/**
 * What a previous run can leave on our data folder after any kind of death (kill -9, OOM kill, power loss):
 * a postmaster.pid naming a process that is gone or is not ours (removed, PostgreSQL would refuse to start), or
 * our own server still running, orphaned (stopped with a fast shutdown: it rolls back open transactions and
 * checkpoints, so the data comes back intact).
 */
export async function clearPreviousServer(dataDir: string, timeoutMs = 60_000): Promise<PreviousServer> {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return 'none';
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!(pid > 0) || !isAlive(pid) || !isPostmasterOf(pid, dataDir)) {
    rmSync(pidFile, { force: true });
    return 'stale-pid-file';
  }
  const owner = liveOwner(pid, dataDir);
  if (owner !== null) {
    // Stopping it would take the database away from the app using it (a second start on a busy port did).
    throw new Error(
      `The PostgreSQL server on ${dataDir} belongs to a running process (pid ${owner}): is the app already running on this data folder? Stop it, or start with another DATA_DIR.`,
    );
  }
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, timeoutMs)) return 'stopped-orphan';
  throw new Error(
    `The PostgreSQL server left running on ${dataDir} (pid ${pid}) did not stop within ${timeoutMs / 1000} s. ` +
      `Stop it ("kill -INT ${pid}") and start again.`,
  );
}
