// The system under soak: one embedded PostgreSQL and two API processes (the built app) on it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '@limpa/db';

const root = path.resolve(import.meta.dirname, '../..');
const serverJs = path.join(root, 'apps/api/dist/server.js');

export function ensureBuilt() {
  if (existsSync(serverJs)) return;
  console.log('apps/api/dist/server.js missing: building the API…');
  const build = spawn('npm', ['run', 'build', '-w', '@limpa/api'], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`)))),
  );
}

export async function startDatabase(dir) {
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), persistent: false });
  return { embedded, url: await ensureDatabase(embedded.url, 'limpa') };
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${base} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${base} did not become healthy in 60 s`);
}

/**
 * One API process; its output goes to a log file in the soak folder, errors counted. `env` overrides; `port`
 * keeps a restarted process where its load balancer expects it (a free one otherwise).
 */
export async function startServer({
  name,
  databaseUrl,
  dataDir,
  authSecret,
  logStream,
  env = {},
  port: fixed,
}) {
  const port = fixed ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS profiles the app under load, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (NODE_OPTIONS refuses it).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      SEED_DEMO: 'true',
      WORKERS: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_AUTH_PER_IP: '1000000',
      RATE_LIMIT_CARDS_PER_IP: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => logStream.write(`[${name}] ${d}`));
  child.stderr.on('data', (d) => logStream.write(`[${name}] ${d}`));
  await waitForHealth(base, child);
  return { name, base, port, child, pid: child.pid };
}

/** Resident memory of a process in kB (Linux /proc). */
export function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

export async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
