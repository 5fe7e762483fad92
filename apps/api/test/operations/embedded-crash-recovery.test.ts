import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '@limpa/db';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(path.join(os.tmpdir(), 'limpa-crash-'));
// As root the cluster runs as the postgres user, who must be able to enter the folder.
if (os.userInfo().uid === 0) chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fixture = path.join(import.meta.dirname, 'fixtures/hold-embedded-postgres.ts');

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function rows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ note: string }>('select note from survivors');
    return result.rows.map((r) => r.note);
  } finally {
    await client.end();
  }
}

/** Starts the embedded server in a child process (an app holding it) and answers once it is ready. */
async function startHolder(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`the child exited early (${code})`)));
  });
  return child;
}

/** Starts the embedded server in a child process and kills that process with SIGKILL once it is ready. */
async function startThenKill(dataDir: string): Promise<void> {
  const child = await startHolder(dataDir);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('the embedded database after a crash of the app', () => {
  it('stops the orphaned server of our data folder and comes back on the same data', async () => {
    const dataDir = path.join(root, 'killed');
    await startThenKill(dataDir);
    const orphan = postmasterPid(dataDir);
    expect(isAlive(orphan)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir });
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(await rows(server.url)).toEqual(['written before the crash']);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("refuses to start on a folder whose server an app still runs, and leaves that app's database up", async () => {
    const dataDir = path.join(root, 'in-use');
    const holder = await startHolder(dataDir);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      const postmaster = postmasterPid(dataDir);
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/belongs to a running process/);
      expect(isAlive(postmaster)).toBe(true);
      expect(await rows(runningEmbeddedUrl(dataDir, 'postgres')!)).toEqual(['written before the crash']);
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    // Once that app is gone, its server is an orphan like any other: stopped, and the data comes back.
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await rows(server.url)).toEqual(['written before the crash']);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('removes a stale pid file naming a process that is not our server, and leaves that process alone', async () => {
    const dataDir = path.join(root, 'stale');
    await (await startEmbeddedPostgres({ dataDir, fast: true })).stop();
    // This very test process stands in for a program that reused the pid.
    writeFileSync(path.join(dataDir, 'postmaster.pid'), `${process.pid}\n${dataDir}\n`);

    const server = await startEmbeddedPostgres({ dataDir, fast: true });
    await server.stop();
    expect(isAlive(process.pid)).toBe(true);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  }, 120_000);
});

describe('the embedded database password', () => {
  it('is generated at first start, kept readable by this user only, and the old default no longer signs in', async () => {
    const dataDir = path.join(root, 'secured');
    const server = await startEmbeddedPostgres({ dataDir, fast: true });
    try {
      const file = `${dataDir}.password`;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(server.url).toContain(encodeURIComponent(readFileSync(file, 'utf8').trim()));
      const legacy = new pg.Client({
        host: '127.0.0.1',
        port: server.port,
        user: 'postgres',
        password: 'postgres',
      });
      await expect(legacy.connect()).rejects.toMatchObject({ code: '28P01' });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('moves a data folder made with the old default password to a generated one', async () => {
    const dataDir = path.join(root, 'legacy');
    const first = await startEmbeddedPostgres({ dataDir, fast: true });
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    await admin.query("alter role postgres password 'postgres'");
    await admin.end();
    await first.stop();
    rmSync(`${dataDir}.password`);

    const second = await startEmbeddedPostgres({ dataDir, fast: true });
    try {
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      await client.end();
      expect(second.url).not.toContain(':postgres@');
    } finally {
      await second.stop();
    }
  }, 120_000);
});
