// `npm run lighthouse -w @limpa/bench` (issue 18): Lighthouse at its mobile settings on /auth and the signed-in
// customer home, against the built app (npm run build) on a fresh embedded PostgreSQL with the demo data. The
// customer is signed in by a session row and a cookie the bench signs itself (as `npm run bench` does). Prints
// the scores and every audit that cost accessibility or best-practices points; writes
// bench/results/lighthouse-<time>.json. Never part of `npm test`: timings depend on the machine. Each page is
// also measured with the CPU slowdown calibrated to this machine's load (perf/lighthouse.mjs;
// LIGHTHOUSE_CALIBRATED=false skips it).
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runLighthouse } from './perf/lighthouse.mjs';
import { quietMachine } from './perf/quiet-machine.mjs';
import { sessionCookie } from './perf/seed.mjs';
import { startDatabase, startServer, stopServer } from './soak/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const AUTH_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
const TOKEN = 'bench-lighthouse-customer';

for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run "npm run build" first`);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'limpa-lighthouse-'));
const logStream = createWriteStream(path.join(dir, 'server.log'));
let database;
let server;
let exitCode = 1;
try {
  database = await startDatabase(dir);
  server = await startServer({
    name: 'app',
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    authSecret: AUTH_SECRET,
    logStream,
    // Served as in production (NODE_ENV=production would refuse the demo data).
    env: { WEB_DIST: path.join(root, 'apps/web/dist'), WORKERS: 'false' },
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
     select 'bench-lighthouse-session', $1, id, now() + interval '30 days', now(), now()
     from users where email = 'customer@limpa.test'`,
    [TOKEN],
  );
  await client.end();
  const quiet = await quietMachine();
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`waited ${(quiet.waitedMs / 1000).toFixed(0)} s for the machine to quiet (idle ${quiet.idle})`);
  const results = await runLighthouse(server.base, sessionCookie(TOKEN, AUTH_SECRET), {
    details: true,
    calibrated: process.env.LIGHTHOUSE_CALIBRATED !== 'false',
  });
  console.log(`load average ${load.join(' ')} (1, 5, 15 min), ${os.cpus().length} cores`);
  console.table(results.map(({ failing, report, ...row }) => row));
  for (const { page, failing = [] } of results) {
    for (const audit of failing) console.log(`${page}: ${audit.category} ${audit.id} — ${audit.title}`);
  }
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    `bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const rows = results.map(({ report, ...row }) => row);
  await writeFile(file, JSON.stringify({ at: new Date().toISOString(), loadAverage: load, results: rows }));
  // Lighthouse's full reports beside it (for the Lighthouse viewer, or to read an audit's details).
  for (const [index, { report }] of results.entries()) {
    if (report) await writeFile(file.replace(/\.json$/, `-report-${index}.json`), JSON.stringify(report));
  }
  console.log(`written ${path.relative(root, file)}`);
  exitCode = 0;
} finally {
  if (server) await stopServer(server);
  await database?.embedded.stop?.();
  logStream.end();
  await rm(dir, { recursive: true, force: true });
  process.exitCode = exitCode;
}
